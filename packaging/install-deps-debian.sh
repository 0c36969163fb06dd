#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs every Debian 12 (or Astra Linux) package that ClinicLink Workstation needs to build,
# run and test. Idempotent and non-interactive; quiet when everything is already there.
# Runs as root, or through sudo when not root. Extra package names may be given as arguments.
set -euo pipefail

packages=(
  # toolchain
  build-essential cmake ninja-build ccache pkg-config
  # the linker (cmake/ClinicLinkLinker.cmake): some 150 test programs link five times faster than with ld.bfd
  lld
  # Qt 6.4 and friends (docs/architecture.md lists what each is for)
  qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite
  # the clinic database (docs/clinic-server.md): Qt's PostgreSQL driver, and the server the
  # tests start a throwaway cluster of (tools/pg-test-cluster.sh)
  libqt6sql6-psql postgresql-15
  qt6-pdf-dev qt6-httpserver-dev qt6-websockets-dev
  qtkeychain-qt6-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libgl-dev libxkbcommon-dev
  libssl-dev openssl zlib1g-dev
  # packages: the tests validate the desktop entry and the AppStream metainfo as distributions do
  desktop-file-utils appstream
  # the user guide's HTML, built from docs/user-guide.md (tools/guide-html.py)
  python3 python3-markdown
  # tests: a real keychain on a private session bus, an X server for screenshots
  dbus dbus-x11 gnome-keyring libsecret-tools xvfb xauth x11-utils fonts-dejavu-core
  # benchmarks: bench_http_servers measures the sandbox's server against libmicrohttpd
  libmicrohttpd-dev
  # and whatever a target asks for on the command line (make sanitize: clang)
  "$@"
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "install-deps: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo_cmd=(sudo)
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq </dev/null
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null >/dev/null
