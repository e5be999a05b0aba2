#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package, end to end: cpack makes it from the build, lintian finds no error in it, and the binaries
# unpacked from it (not the build's) run: podium-cli's version and demo club, podium's version without a display
# and its self-test offscreen. Everything happens in SCRATCH_DIR.
# A build configured with Debian's hardening flags (HARDENED ON, the top CMakeLists) makes a package lintian finds
# no hardening tag in, with its debug symbols in podium-dbgsym; every file of both carries SOURCE_DATE_EPOCH's time.
#   check_deb.sh CPACK BUILD_DIR SCRATCH_DIR VERSION APP_ID HARDENED SOURCE_DATE_EPOCH
set -euo pipefail
cpack=$1 build=$2 work=$3 version=$4 id=$5 hardened=$6 epoch=$7

# Exit status 77 is a skip for ctest: not a Debian-based system. On one, ./build.sh test installs every tool.
command -v dpkg-query >/dev/null || { echo "not a Debian-based system: skipped" >&2; exit 77; }
for tool in dpkg-deb dpkg-shlibdeps lintian; do
    command -v "$tool" >/dev/null || { echo "missing $tool (./build.sh test installs it)" >&2; exit 1; }
done
rm -rf "$work" && mkdir -p "$work"

echo "== cpack -G DEB"
"$cpack" --config "$build/CPackConfig.cmake" -G DEB -B "$work" >"$work/cpack.log" 2>&1 \
    || { cat "$work/cpack.log" >&2; exit 1; }
arch=$(dpkg --print-architecture)
deb=$work/podium_${version}_$arch.deb dbgsym=$work/podium-dbgsym_${version}_$arch.ddeb
[ -f "$deb" ] || { echo "no $deb" >&2; ls "$work" >&2; exit 1; }
[ -f "$dbgsym" ] || { echo "no $dbgsym (the debug symbols)" >&2; ls "$work" >&2; exit 1; }
dpkg-deb --field "$deb" Package Version Architecture Depends Recommends
echo "size: $(stat -c %s "$deb") bytes; debug symbols $(stat -c %s "$dbgsym") bytes"

echo "== lintian"
# Warnings are shown; an error fails the test. (Lintian says it would rather not run as root; CI containers do.)
lintian --fail-on error --display-info "$deb" 2> >(grep -v 'running with root privileges' >&2) | tee "$work/lintian.txt"
# M2 of the desktop review of 28 November: a hardened build leaves lintian nothing to say of hardening
# (hardening-no-bindnow, hardening-no-fortify-functions, hardening-no-relro, hardening-no-pie ...).
if [ "$hardened" = ON ] && grep -q 'hardening-' "$work/lintian.txt"; then
    echo "lintian finds the binaries not hardened, though the build has dpkg-buildflags' flags" >&2
    exit 1
fi

echo "== file times"
# Every entry of both packages is dated SOURCE_DATE_EPOCH (dpkg-deb -c prints the time in TZ).
expected=$(TZ=UTC date -d "@$epoch" '+%Y-%m-%d %H:%M')
for package in "$deb" "$dbgsym"; do
    others=$(TZ=UTC dpkg-deb -c "$package" | awk -v t="$expected" '$4 " " $5 != t' | head -3)
    [ -z "$others" ] || { echo "$package has files not dated $expected:" >&2; echo "$others" >&2; exit 1; }
done
echo "all dated $expected"

echo "== the package's contents"
root=$work/root
dpkg-deb -x "$deb" "$root"
for file in usr/bin/podium usr/bin/podium-cli usr/libexec/podium/podium-cli-calculator.so usr/libexec/podium/podium-cli-club.so \
    usr/libexec/podium/podium-cli-full usr/share/applications/$id.desktop usr/share/metainfo/$id.metainfo.xml \
    usr/share/mime/packages/$id.xml usr/share/icons/hicolor/scalable/apps/$id.svg \
    usr/share/icons/hicolor/16x16/apps/$id.png usr/share/icons/hicolor/256x256/apps/$id.png \
    usr/share/man/man1/podium.1.gz usr/share/man/man1/podium-cli.1.gz usr/share/doc/podium/copyright; do
    [ -f "$root/$file" ] || { echo "the package lacks /$file" >&2; exit 1; }
done

echo "== the debug symbols"
# Each binary is stripped, names its symbols' file (.gnu_debuglink) and finds it by its build id in podium-dbgsym.
dpkg-deb -x "$dbgsym" "$work/dbgsym"
# (Each tool's output is read whole before grep looks at it: `tool | grep -q` under pipefail fails when grep stops
# reading early and the tool dies of the broken pipe.)
for file in usr/bin/podium usr/bin/podium-cli usr/libexec/podium/podium-cli-calculator.so \
    usr/libexec/podium/podium-cli-club.so usr/libexec/podium/podium-cli-full; do
    sections=$(readelf -S -W "$root/$file")
    grep -q '\.gnu_debuglink' <<<"$sections" || { echo "/$file has no .gnu_debuglink" >&2; exit 1; }
    if grep -q '\.debug_' <<<"$sections"; then echo "/$file is not stripped" >&2; exit 1; fi
    build_id=$(readelf -n "$root/$file" 2>/dev/null | sed -n 's/^ *Build ID: //p')
    symbols=$work/dbgsym/usr/lib/debug/.build-id/${build_id:0:2}/${build_id:2}.debug
    [ -f "$symbols" ] || { echo "podium-dbgsym lacks the symbols of /$file ($build_id)" >&2; exit 1; }
    # The symbol table (and, from a Release build's -g1, the line tables): what a backtrace needs.
    debug=$(readelf -S -W "$symbols" 2>/dev/null)
    grep -q '\.symtab' <<<"$debug" || { echo "$symbols has no symbol table" >&2; exit 1; }
done
if [ "$hardened" = ON ]; then
    for file in usr/bin/podium usr/bin/podium-cli; do
        dynamic=$(readelf -d "$root/$file")
        grep -q 'BIND_NOW\|FLAGS_1.*NOW' <<<"$dynamic" || { echo "/$file is not linked -z now" >&2; exit 1; }
        symbols=$(nm -D "$root/$file")
        grep -q ' U __stack_chk_fail' <<<"$symbols" || { echo "/$file has no stack protector" >&2; exit 1; }
    done
fi

echo "== the unpacked binaries"
bin=$root/usr/bin
[ "$("$bin/podium-cli" --version)" = "podium-cli $version" ]
[ "$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$bin/podium" --version)" = "Podium $version" ]
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$bin/podium" --help | grep -q -- '--self-test'
# podium-cli's front finds the calculator and podium-cli-club in libexec.
standings=$("$bin/podium-cli" generate --kind h2h --players 4 --games 10 --seed 1 | "$bin/podium-cli" replay -a elo -)
[ "${standings%%$'\n'*}" = "player,rating,mu,sigma,games,wins,draws,losses" ]
"$bin/podium-cli" demo --db "$work/demo.podium"
check=$("$bin/podium-cli" --db "$work/demo.podium" check)
[ "${check%%$'\n'*}" = ok ]
# A PDF is podium-cli-full's: podium-cli-club finds it beside itself and hands the command over.
"$bin/podium-cli" --db "$work/demo.podium" export standings "Chess - Elo" "$work/standings.pdf"
[ "$(head -c 5 "$work/standings.pdf")" = "%PDF-" ]
# The settings of this run stay in the scratch folder.
mkdir -m 700 "$work/runtime"
QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data XDG_RUNTIME_DIR=$work/runtime \
    "$bin/podium" --self-test "$work/demo.podium" | tee "$work/self-test.txt"
grep -q ": 40 players$" "$work/self-test.txt"
echo ok
