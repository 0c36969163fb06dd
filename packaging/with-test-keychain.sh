#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command with a real, unlocked system keychain and a throw-away HOME, so tests exercise
# QtKeychain exactly as the app does without touching the person's own keyring or settings.
#   packaging/with-test-keychain.sh ctest ...
# Exits with the command's own status.
set -euo pipefail

if [ -z "${CLINICLINK_KEYCHAIN_SESSION:-}" ]; then
  export CLINICLINK_KEYCHAIN_SESSION=1
  # dbus-daemon may warn that it cannot raise its fd limit in a container; that is harmless noise.
  exec dbus-run-session -- bash "$0" "$@"
fi

for tool in gnome-keyring-daemon dbus-send; do
  command -v "$tool" >/dev/null || { echo "with-test-keychain: $tool is missing (packaging/install-deps-debian.sh installs it)" >&2; exit 127; }
done

scratch=$(mktemp -d "${TMPDIR:-/tmp}/cliniclink-test.XXXXXX")
keyring_pid=
cleanup() {
  # Only ever our own daemon: an empty pid must not become `kill 0` (the whole process group).
  if [ -n "$keyring_pid" ]; then
    kill "$keyring_pid" 2>/dev/null || true
    wait "$keyring_pid" 2>/dev/null || true
  fi
  rm -rf "$scratch"
}
trap cleanup EXIT
export HOME="$scratch/home" XDG_DATA_HOME="$scratch/home/.local/share" \
       XDG_CONFIG_HOME="$scratch/home/.config" XDG_CACHE_HOME="$scratch/home/.cache" \
       XDG_RUNTIME_DIR="$scratch/run"
mkdir -p "$HOME" "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
export QT_QPA_PLATFORM=offscreen

# In the foreground (not daemonized) so $! is the daemon itself and we can stop exactly it.
# --unlock creates and unlocks the login keyring with the password on stdin (it must not be empty).
printf 'cliniclink-tests' | gnome-keyring-daemon --foreground --unlock --components=secrets >/dev/null &
keyring_pid=$!

# The daemon takes the bus name asynchronously. Ask the bus (NameHasOwner) rather than pinging the
# name: a ping would D-Bus-activate a second, locked daemon if it came before ours registered.
registered=
for _ in $(seq 1 100); do
  if dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
       org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null | grep -q 'boolean true'; then
    registered=1
    break
  fi
  kill -0 "$keyring_pid" 2>/dev/null || break
  sleep 0.1
done
if [ -z "$registered" ]; then
  echo "with-test-keychain: gnome-keyring-daemon did not register org.freedesktop.secrets" >&2
  exit 1
fi

status=0
"$@" || status=$?
exit "$status"
