#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Podium developers
# The man pages are English on any builder's machine (B1 of the desktop review, 28 November 2026): app/manpage.cmake
# writes them here for a builder whose desktop is German and whose own Podium is set to French, and they must be
# the English pages, whole. They have the sections a --help has no room for (M5 of the same review), and podium-cli's
# verbatim block fits 80 columns once man has indented it (U7).
#
#   check_manpages.sh CMAKE HELP2MAN GZIP MANPAGE_CMAKE PODIUM PODIUM_CLI WORK_DIR INCLUDES_DIR
set -euo pipefail
cmake=$1 help2man=$2 gzip=$3 script=$4 podium=$5 cli=$6 work=$7 includes=$8
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
        -DOUTPUT="$work/$name.1" -DVERBATIM=$verbatim -DINCLUDE="$includes/$name.h2m" -P "$script"
    page=$("$gzip" -dc "$work/$name.1.gz")
    sections=('.SH ENVIRONMENT' '.SH FILES' '.SH "SEE ALSO"' 'Podium.conf')
    [ "$name" = podium-cli ] && sections=('.SH "EXIT STATUS"' '.SH ENVIRONMENT' '.SH FILES' '.SH EXAMPLES' '.SH "SEE ALSO"' 'COLUMNS')
    for section in "${sections[@]}"; do
        grep -qF -- "$section" <<<"$page" || { echo "$name.1 lacks '$section'" >&2; exit 1; }
    done
    # The verbatim block (between .nf and .fi), its roff escapes read as the characters they print: man indents it
    # by 7, so 72 columns read whole at MANWIDTH=80.
    wide=$(awk '/^\.nf/{on=1; next} /^\.fi/{on=0} on { line=$0; gsub(/\\-/, "-", line); gsub(/\\e/, "\\", line);
        gsub(/\\&/, "", line); if (length(line) > 72) print length(line) ": " line }' <<<"$page")
    if [ -n "$wide" ]; then
        echo "$name.1: verbatim lines wider than 72 columns:" >&2
        echo "$wide" >&2
        exit 1
    fi
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
