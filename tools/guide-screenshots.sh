#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Refreshes the user guide's screenshots (docs/images/guide-*.png) from the application itself: the
# widget test tst_guide_tour walks through the guide against the built-in sandbox, in Russian, and
# saves each screen it checks. Run it after changing a screen the guide shows:
#   tools/guide-screenshots.sh [build-dir]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
[ -f "$build/CMakeCache.txt" ] || make configure
cmake --build "$build" --target tst_guide_tour
mkdir -p docs/images
QT_QPA_PLATFORM=offscreen QT_LOGGING_RULES='cliniclink.*.debug=false' CLINICLINK_SCREENSHOT_DIR="$PWD/docs/images" \
  bash packaging/with-test-keychain.sh "$build/tests/ui/tst_guide_tour"
ls docs/images/guide-*.png
