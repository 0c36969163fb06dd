#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later
# What each fuzz target's seed corpus reaches, by source folder ("module") and file: runs
# build-fuzz/tests/fuzz/fuzz_<name> once over tests/fuzz/corpus/<name> (-runs=0: the corpus, no
# mutation) with libFuzzer's -print_coverage=1, and adds up its COVERED_FUNC / UNCOVERED_FUNC lines
# per file of this tree: functions reached of those linked in, and edges. Needs the clang fuzz build
# (make fuzz) and llvm-symbolizer. Usage: coverage-by-module.sh <build-fuzz> [target...]
# sandbox_requests also prints the routes its corpus reached (CLINICLINK_FUZZ_ROUTES).
set -euo pipefail
build=${1:?build folder}
shift
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for corpus in "$here"/corpus/*/; do targets+=("$(basename "$corpus")"); done
fi
symbolizer=$(command -v llvm-symbolizer || ls /usr/bin/llvm-symbolizer-* 2>/dev/null | head -1 || true)
for name in "${targets[@]}"; do
  bin="$build/tests/fuzz/fuzz_$name"
  [ -x "$bin" ] || { echo "missing $bin" >&2; exit 1; }
  echo "== $name ($(ls "$here/corpus/$name" | wc -l) seeds)"
  out=$(TMPDIR=${TMPDIR:-/tmp} QT_QPA_PLATFORM=offscreen QT_LOGGING_RULES='*=false' CLINICLINK_FUZZ_ROUTES=1 \
    ASAN_OPTIONS=detect_leaks=0${symbolizer:+:external_symbolizer_path=$symbolizer} \
    "$bin" -runs=0 -print_coverage=1 -timeout=60 "$here/corpus/$name" 2>&1)
  # COVERED_FUNC: hits: N edges: a/b name file:line (UNCOVERED_FUNC for functions never entered).
  printf '%s\n' "$out" | awk -v root="$root/" '
    /^(COVERED|UNCOVERED)_FUNC:/ {
      loc = $NF; sub(/:[0-9]+$/, "", loc)
      # Absolute, or relative to a build folder (ccache rewrites paths under its base folder).
      if (index(loc, root) == 1) loc = substr(loc, length(root) + 1)
      gsub(/^(\.\.\/|\.\/)+/, "", loc)
      # A build folder inside a tree names sources through it (build-fuzz/../core/...), and an object
      # ccache kept from another checkout of the tree names the folder of that checkout: the part after
      # the last "/../" is the path in the tree.
      n = split(loc, parts, "/../"); if (n > 1) loc = parts[n]
      sub(/^[^\/]+\/\.\.\//, "", loc)
      if (loc !~ /^(core|sandbox|ui|app)\//) next
      file = loc
      split($5, e, "/")
      funcs[file]++; edges[file] += e[2]; hit[file] += e[1]
      if ($1 == "COVERED_FUNC:") reached[file]++
    }
    END {
      for (f in funcs) {
        m = f; sub(/\/[^\/]*$/, "", m)
        mf[m] += funcs[f]; mr[m] += reached[f]; me[m] += edges[f]; mh[m] += hit[f]
        if (reached[f] > 0) printf "   file %-58s functions %4d/%-4d edges %5d/%d\n", f, reached[f], funcs[f], hit[f], edges[f] | "sort"
      }
      close("sort")
      for (m in mf) printf "  module %-40s functions %4d/%-4d edges %5d/%d\n", m, mr[m], mf[m], mh[m], me[m] | "sort"
      close("sort")
    }'
  printf '%s\n' "$out" | sed -n '/^routes reached/,$p' | grep -E '^(routes|  )' || true
done
