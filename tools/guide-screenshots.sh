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
cmake --build "$build" --target tst_guide_tour tst_labpage tst_qestab tst_questionnairestab cliniclink
mkdir -p docs/images
QT_QPA_PLATFORM=offscreen QT_LOGGING_RULES='cliniclink.*.debug=false' CLINICLINK_SCREENSHOT_DIR="$PWD/docs/images" \
  bash packaging/with-test-keychain.sh "$build/tests/ui/tst_guide_tour"

# The laboratory and the doctor's signing screens: the steps of their own widget tests that pass in
# Russian too (CLINICLINK_SCREENSHOT_QM makes a test speak Russian; other steps check English text).
shots=$(mktemp -d)
trap 'rm -rf "$shots"' EXIT
take() { # the test, its step, then pairs: the picture the step saves, its name in the guide
  local test=$1 step=$2
  shift 2
  QT_QPA_PLATFORM=offscreen QT_LOGGING_RULES='*=false' CLINICLINK_SCREENSHOT_DIR="$shots" \
    CLINICLINK_SCREENSHOT_QM="$PWD/$build/app/cliniclink_ru.qm" \
    bash packaging/with-test-keychain.sh "$build/tests/ui/$test" "$step" >/dev/null
  while [ $# -gt 0 ]; do
    cp "$shots/$1.png" "docs/images/$2.png"
    shift 2
  done
}
take tst_labpage composeSendFollowAndReadTheResult lab-orders guide-lab-orders lab-result guide-lab-result
take tst_qestab batchFromTheCheckedDispatches qes-batch-checked guide-qes-batch
take tst_qestab selfQesWithTheSandboxTestCertificate qes-self-attached guide-qes-self
take tst_questionnairestab fiveTypesBuiltPreviewedAndSavedAsVersions questionnaire-saved-v2 guide-questionnaire
ls docs/images/guide-*.png
