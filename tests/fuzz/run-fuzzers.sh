#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later
# make fuzz: each libFuzzer target for a set time on a scratch copy of its seed corpus (the tree's
# corpus is never rewritten); findings land in <build>/fuzz-findings. Prints executions and
# coverage per target from libFuzzer's last status line.
# FUZZ_RUNS=N stops a target after N executions (the time still caps it); FUZZ_TARGETS="a b" runs
# only those targets.
set -euo pipefail
build=${1:?build folder}
seconds=${2:-60}
here=$(cd "$(dirname "$0")" && pwd)
findings="$build/fuzz-findings"
mkdir -p "$findings"
status=0
runs=${FUZZ_RUNS:-}
scratch=${TMPDIR:-/tmp}
[ -d /dev/shm ] && [ -w /dev/shm ] && scratch=/dev/shm
for corpus in "$here"/corpus/*/; do
  name=$(basename "$corpus")
  if [ -n "${FUZZ_TARGETS:-}" ] && [[ " $FUZZ_TARGETS " != *" $name "* ]]; then
    continue
  fi
  bin="$build/tests/fuzz/fuzz_$name"
  [ -x "$bin" ] || { echo "missing $bin" >&2; exit 1; }
  work="$build/fuzz-corpus/$name"
  mkdir -p "$work"
  cp -n "$corpus"* "$work"/ 2>/dev/null || true
  log="$build/fuzz-$name.log"
  # The targets that write a file per input (environment_file, journal_payloads) write it under
  # TMPDIR: memory, where there is a tmpfs, rather than the disk.
  TMPDIR=$scratch QT_QPA_PLATFORM=offscreen QT_LOGGING_RULES='*=false' \
    ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions="$here/../sanitizers/lsan.supp" \
    "$bin" -max_total_time="$seconds" ${runs:+-runs="$runs"} -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix="$findings/$name-" "$work" >"$log" 2>&1 || status=1
  last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
  echo "$name: ${last:-no status line, see $log}"
done
exit $status
