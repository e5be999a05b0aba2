#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Podium developers
# The man pages are English on any builder's machine (B1 of the desktop review, 28 November 2026): app/manpage.cmake
# writes them here for a builder whose desktop is German and whose own Podium is set to French, and they must be
# the English pages, whole.
#
#   check_manpages.sh CMAKE HELP2MAN GZIP MANPAGE_CMAKE PODIUM PODIUM_CLI WORK_DIR
set -euo pipefail
cmake=$1 help2man=$2 gzip=$3 script=$4 podium=$5 cli=$6 work=$7
rm -rf "$work"
mkdir -p "$work/home/.config/Podium"
printf '[view]\nlanguage=fr\n' >"$work/home/.config/Podium/Podium.conf"
export HOME=$work/home XDG_CONFIG_HOME=$work/home/.config LANGUAGE=de LANG=de_DE.UTF-8 LC_ALL=de_DE.UTF-8
export ASAN_OPTIONS=detect_leaks=0 QT_QPA_PLATFORM=offscreen
for binary in "$podium" "$cli"; do
    name=$(basename "$binary")
    verbatim=OFF
    [ "$name" = podium-cli ] && verbatim=ON
    "$cmake" -DHELP2MAN="$help2man" -DGZIP="$gzip" -DBINARY="$binary" -DSUMMARY="a summary" -DVERSION=1 \
        -DOUTPUT="$work/$name.1" -DVERBATIM=$verbatim -P "$script"
    page=$("$gzip" -dc "$work/$name.1.gz")
    english_texts=('.SH SYNOPSIS' '.SH OPTIONS' 'Displays help on commandline options' 'Displays version information')
    [ "$name" = podium-cli ] && english_texts=('.SH SYNOPSIS' '.SH DESCRIPTION' 'rate one game read as JSON' 'show the version')
    for english in "${english_texts[@]}"; do
        grep -qF -- "$english" <<<"$page" || { echo "$name.1 lacks '$english'" >&2; exit 1; }
    done
    for foreign in Aufruf Optionen Utilisation 'Afficher' '??'; do
        if grep -qF -- "$foreign" <<<"$page"; then
            echo "$name.1 has '$foreign': written in the builder's language" >&2
            exit 1
        fi
    done
done
echo ok
