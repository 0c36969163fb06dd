#!/usr/bin/env bash
# Runs a command with a real, unlocked system keychain and a throw-away HOME, so tests exercise
# QtKeychain exactly as the app does without touching the person's own keyring or settings.
#   packaging/with-test-keychain.sh ctest ...
set -euo pipefail

if [ -z "${CLINICLINK_KEYCHAIN_SESSION:-}" ]; then
  export CLINICLINK_KEYCHAIN_SESSION=1
  exec dbus-run-session -- "$0" "$@"
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/cliniclink-test.XXXXXX")
trap 'kill "${keyring_pid:-0}" 2>/dev/null || true; rm -rf "$scratch"' EXIT
export HOME="$scratch/home" XDG_DATA_HOME="$scratch/home/.local/share" \
       XDG_CONFIG_HOME="$scratch/home/.config" XDG_CACHE_HOME="$scratch/home/.cache" \
       XDG_RUNTIME_DIR="$scratch/run"
mkdir -p "$HOME" "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
export QT_QPA_PLATFORM=offscreen

# gnome-keyring-daemon creates and unlocks the login keyring with the password on stdin (it must
# not be empty) and prints the variables that clients need.
eval "$(printf 'cliniclink-tests' | gnome-keyring-daemon --unlock --components=secrets)"
keyring_pid=${GNOME_KEYRING_PID:-}
export GNOME_KEYRING_CONTROL SSH_AUTH_SOCK 2>/dev/null || true
# The daemon registers on the bus asynchronously; wait (bounded) until it answers.
for _ in $(seq 1 50); do
  dbus-send --session --print-reply --dest=org.freedesktop.secrets /org/freedesktop/secrets \
    org.freedesktop.DBus.Peer.Ping >/dev/null 2>&1 && break
  sleep 0.1
done
"$@"
