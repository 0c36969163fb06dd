#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the .deb that `make package` built, as a clinic's administrator would, starts what it
# installed from /usr/bin, checks its desktop metadata and lintian, and removes it, leaving nothing.
#   CLINICLINK_PACKAGE_TEST=1 packaging/test-package.sh build/cliniclink-workstation_0.1.0_amd64.deb
# It changes the machine (apt-get install, then purge), so ctest (label `package`) skips it unless
# CLINICLINK_PACKAGE_TEST=1 is set: `make package-test` builds the package and sets it.
# Needs root or sudo; installs lintian, desktop-file-utils and appstream when they are missing.
set -euo pipefail

if [ "${CLINICLINK_PACKAGE_TEST:-}" != 1 ]; then
  echo "test-package: skipped; it installs and removes a package (run make package-test)"
  exit 77 # ctest's SKIP_RETURN_CODE
fi
deb=$(realpath "${1:?usage: test-package.sh <file.deb>}")
[ -f "$deb" ] || { echo "test-package: no $deb (run make package)" >&2; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)

sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
bash "$here/install-deps-debian.sh" lintian desktop-file-utils appstream

package=$(dpkg-deb -f "$deb" Package)
version=$(dpkg-deb -f "$deb" Version)
if dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
  echo "test-package: $package is already installed here; remove it first (this test will not touch it)" >&2
  exit 1
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/cliniclink-package.XXXXXX")
installed=0
app_pid=
xvfb_pid=
cleanup() {
  [ -z "$app_pid" ] || kill "$app_pid" 2>/dev/null || true
  [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
  if [ "$installed" = 1 ]; then
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get purge -y -qq "$package" </dev/null >/dev/null || true
  fi
  rm -rf "$scratch"
}
trap cleanup EXIT
fail() { echo "test-package: FAIL: $*" >&2; exit 1; }
step() { echo "test-package: $*"; }

step "lintian $(basename "$deb")"
lintian --fail-on error --tag-display-limit 0 "$deb" || fail "lintian reports errors"

step "apt-get install $deb"
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "$deb" </dev/null >"$scratch/apt.log" 2>&1 \
  || { cat "$scratch/apt.log" >&2; fail "apt-get install"; }
installed=1
dpkg-query -L "$package" >"$scratch/files"

# No display and a platform plugin that needs one: a QApplication would abort.
no_display=(env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=xcb HOME="$scratch/home")
step "/usr/bin/cliniclink --version"
out=$("${no_display[@]}" /usr/bin/cliniclink --version) || fail "cliniclink --version exited with $?"
[ "$out" = "ClinicLink Workstation $version" ] || fail "cliniclink --version printed: $out"
"${no_display[@]}" /usr/bin/cliniclink --help | grep -q -- '--check-connection' || fail "cliniclink --help"

step "/usr/bin/cliniclink-sandbox --print-fixtures"
"${no_display[@]}" /usr/bin/cliniclink-sandbox --print-fixtures >"$scratch/fixtures.json" \
  || fail "cliniclink-sandbox --print-fixtures exited with $?"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d' "$scratch/fixtures.json" \
  || fail "the fixtures are not JSON"

# The Russian translation ships inside the executable: the windowless check answers in Russian.
step "cliniclink speaks Russian"
set +e
out=$("${no_display[@]}" /usr/bin/cliniclink --check-connection --environment nowhere --no-keychain \
  --settings "$scratch/settings.ini" --journal "$scratch/journal.sqlite")
status=$?
set -e
[ "$status" = 1 ] || fail "cliniclink --check-connection --environment nowhere exited with $status"
[[ "$out" == *"Среды «nowhere» нет."* ]] || fail "not in Russian: $out"

step "desktop metadata"
desktop-file-validate /usr/share/applications/ru.cliniclink.Workstation.desktop || fail "desktop-file-validate"
appstreamcli validate --no-net --pedantic /usr/share/metainfo/ru.cliniclink.Workstation.metainfo.xml \
  || fail "appstreamcli validate"
for icon in scalable/apps/ru.cliniclink.Workstation.svg 48x48/apps/ru.cliniclink.Workstation.png \
            256x256/apps/ru.cliniclink.Workstation.png; do
  [ -f "/usr/share/icons/hicolor/$icon" ] || fail "no icon $icon"
done

# The man page says the guide is here, and Help > User guide opens it from here.
step "the user guide and its pictures"
guide=/usr/share/doc/$package/guide
[ -f "$guide/index.html" ] || fail "no $guide/index.html"
for picture in $(grep -o 'src="[^"]*"' "$guide/index.html" | sed 's/^src="//; s/"$//'); do
  [ -f "$guide/$picture" ] || fail "the guide shows $picture, which is not installed"
done

# The window itself, from the installed files only (platform plugin, SQLite driver, sandbox).
if command -v Xvfb >/dev/null && command -v xdotool >/dev/null; then
  step "the main window opens on the sandbox"
  mkfifo "$scratch/display"
  Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$scratch/display" 2>/dev/null &
  xvfb_pid=$!
  read -r -t 30 display <"$scratch/display" || fail "Xvfb did not start"
  DISPLAY=":$display" HOME="$scratch/home" QT_QPA_PLATFORM=xcb /usr/bin/cliniclink --environment sandbox \
    --no-keychain --settings "$scratch/gui.ini" --journal "$scratch/gui.sqlite" >"$scratch/gui.log" 2>&1 &
  app_pid=$!
  DISPLAY=":$display" timeout 60 xdotool search --sync --onlyvisible --name 'ClinicLink' >/dev/null \
    || { cat "$scratch/gui.log" >&2; fail "no ClinicLink window within 60 s"; }
  kill "$app_pid"
  wait "$app_pid" 2>/dev/null || true
  app_pid=
else
  step "no Xvfb or xdotool: the window is not tried"
fi

step "apt-get purge $package"
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get purge -y -qq "$package" </dev/null >/dev/null
installed=0
if dpkg-query -W "$package" >/dev/null 2>&1; then
  fail "$package is still known to dpkg (purge left it in state $(dpkg-query -W -f='${Status}' "$package"))"
fi
left=0
while read -r path; do
  if [ -f "$path" ] || [ -L "$path" ]; then
    echo "test-package: left behind: $path" >&2
    left=1
  fi
done <"$scratch/files"
[ "$left" = 0 ] || fail "files were left behind"
step "ok: $package $version installs, starts and removes cleanly"
