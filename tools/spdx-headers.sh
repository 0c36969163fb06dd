#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Puts the licence's SPDX header at the top of every source file that lacks one (C++, CMake, shell,
# make), so each file says its licence on its own when it is copied out of the tree. Idempotent.
#   tools/spdx-headers.sh           add the header where it is missing
#   tools/spdx-headers.sh --check   list the files without it and fail (ctest spdx_headers)
# Data (fixtures, translations, images) and documents are not sources and carry no header;
# the metainfo states its own CC0 metadata licence.
set -euo pipefail
cd "$(dirname "$0")/.."

readonly copyright="SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors"
readonly license="SPDX-License-Identifier: GPL-3.0-or-later"
check=0
[ "${1:-}" = --check ] && check=1

list_sources() {
  if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git ls-files --cached --others --exclude-standard
  else
    find . -path ./build -prune -o -path './build-*' -prune -o -type f -print | sed 's|^\./||'
  fi | grep -E '(\.(cpp|h|cmake|sh)|(^|/)CMakeLists\.txt|(^|/)Makefile|^\.ci/run)$' | while read -r f; do
    [ -f "$f" ] && printf '%s\n' "$f"
  done
}

missing=0
while read -r file; do
  head -n 5 "$file" | grep -q 'SPDX-License-Identifier:' && continue
  if [ "$check" = 1 ]; then
    echo "no SPDX header: $file"
    missing=1
    continue
  fi
  case "$file" in
    *.cpp | *.h) prefix='//' ;;
    *) prefix='#' ;;
  esac
  tmp=$(mktemp)
  if head -n 1 "$file" | grep -q '^#!'; then
    { head -n 1 "$file"; printf '%s %s\n%s %s\n' "$prefix" "$copyright" "$prefix" "$license"; tail -n +2 "$file"; } >"$tmp"
  else
    { printf '%s %s\n%s %s\n\n' "$prefix" "$copyright" "$prefix" "$license"; cat "$file"; } >"$tmp"
  fi
  # Keep the file's mode (scripts stay executable).
  cat "$tmp" >"$file"
  rm -f "$tmp"
done < <(list_sources)

if [ "$missing" = 1 ]; then
  echo "run tools/spdx-headers.sh to add them" >&2
  exit 1
fi
exit 0
