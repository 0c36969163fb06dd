#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later
# make fuzz: each libFuzzer target for a set time on a scratch copy of its seed corpus (the tree's
# corpus is never rewritten); findings land in <build>/fuzz-findings. Prints executions and
# coverage per target from libFuzzer's last status line.
# FUZZ_RUNS=N stops a target after N executions (the time still caps it); FUZZ_TARGETS="a b" runs
# only those targets.
# FUZZ_SEGMENT=S runs each target in segments of at most S seconds, each a new process on the corpus
# the last one left, until FUZZ_RUNS executions or the time are used up: a libFuzzer process slows
# down as it runs (on this project's targets a fresh one ran two to three times as many executions a
# second after an hour), so the long runs of docs/fuzzing.md restart it.
set -euo pipefail
build=${1:?build folder}
seconds=${2:-60}
here=$(cd "$(dirname "$0")" && pwd)
findings="$build/fuzz-findings"
mkdir -p "$findings"
status=0
runs=${FUZZ_RUNS:-}
segment=${FUZZ_SEGMENT:-$seconds}
[ "$segment" -gt 0 ] 2>/dev/null || segment=$seconds # 0 would mean no limit to libFuzzer
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
  : >"$log"
  done_runs=0
  started=$SECONDS
  while :; do
    left=$((seconds - (SECONDS - started)))
    [ "$left" -gt 0 ] || break
    [ -z "$runs" ] || [ "$done_runs" -lt "$runs" ] || break
    this=$((left < segment ? left : segment))
    part="$log.part"
    # The targets that write a file per input (environment_file, journal_payloads) write it under
    # TMPDIR: memory, where there is a tmpfs, rather than the disk.
    failed=0
    TMPDIR=$scratch QT_QPA_PLATFORM=offscreen QT_LOGGING_RULES='*=false' \
      ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions="$here/../sanitizers/lsan.supp" \
      "$bin" -max_total_time="$this" ${runs:+-runs="$((runs - done_runs))"} -timeout=10 -rss_limit_mb=2048 \
      -max_len=65536 -artifact_prefix="$findings/$name-" "$work" >"$part" 2>&1 || failed=1
    cat "$part" >>"$log"
    segment_runs=$(grep -E '^#[0-9]+' "$part" | tail -1 | sed -E 's/^#([0-9]+).*/\1/' || true)
    done_runs=$((done_runs + ${segment_runs:-0}))
    rm -f "$part"
    if [ "$failed" -ne 0 ]; then
      status=1
      break
    fi
  done
  last=$(grep -E '^#[0-9]+' "$log" | tail -1 | sed -E 's/^#[0-9]+[[:space:]]+[A-Z]+[[:space:]]+//' || true)
  echo "$name: $done_runs executions in $((SECONDS - started)) s; last: ${last:-no status line, see $log}"
done
exit $status
