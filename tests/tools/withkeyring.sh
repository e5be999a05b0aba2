#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Podium developers
#
# withkeyring.sh PROGRAM [ARGS...]: runs PROGRAM on a D-Bus session bus of its own, with a new GNOME keyring
# (Secret Service) unlocked in a temporary home, as a desktop session has one; PODIUM_TEST_KEYRING=1 tells the tests
# that it is there. Nothing of the user's own keyring or home is touched.
set -eu
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_DATA_HOME="$home/data" XDG_RUNTIME_DIR="$home/run" PODIUM_TEST_KEYRING=1
mkdir -m 700 "$XDG_RUNTIME_DIR"
status=0
dbus-run-session -- sh -c 'eval "$(printf podium | gnome-keyring-daemon --unlock --components=secrets)"; exec "$@"' \
    withkeyring "$@" || status=$?
exit "$status"
