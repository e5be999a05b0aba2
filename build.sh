#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Podium developers
# Podium's set-up in one place: installs the system packages that are missing (Debian 12, Ubuntu 24.04),
# configures with CMake, builds in Release, then runs Podium or the tests.
#
#   ./build.sh run     build and start Podium on the demo club (its standings as text without a display)
#   ./build.sh test    build and run the whole test suite
#   ./build.sh build   only build
#   ./build.sh package build and make the Debian package, build/podium_<version>_<arch>.deb
#   ./build.sh bench-board                the live board under load (wrk): latency percentiles and errors
#   ./build.sh fuzz-smoke                 build the fuzz targets (Clang, libFuzzer) and run each for 15 s
#   ./build.sh fuzz TARGET SECONDS [DIR]  run one fuzz target that long, growing its corpus in DIR
#
# Environment: PODIUM_WERROR=ON makes warnings errors (CI); PODIUM_SANITIZE=ON builds everything with
# AddressSanitizer and UndefinedBehaviorSanitizer, in build-asan unless PODIUM_BUILD_DIR says otherwise.
set -euo pipefail

cd "$(dirname "$0")"
WERROR=${PODIUM_WERROR:-OFF}
SANITIZE=${PODIUM_SANITIZE:-OFF}
if [ "$SANITIZE" = ON ]; then
    BUILD_DIR=${PODIUM_BUILD_DIR:-build-asan}
else
    BUILD_DIR=${PODIUM_BUILD_DIR:-build}
fi
FUZZ_DIR=${PODIUM_FUZZ_DIR:-build-fuzz}
FUZZ_TARGETS=(interchangecsv gamejson backupjson clubfile trf)

# Debian / Ubuntu package names. Other systems: a C++20 compiler (GCC >= 11 or Clang >= 14), CMake >= 3.22,
# Ninja, and Qt >= 6.4 with its Core and Test modules (Fedora: qt6-qtbase-devel; Arch: qt6-base;
# Homebrew: qt@6), with Qt's SQLite driver, HttpServer and WebSockets modules, SQLite's development files, LEMON,
# libqrencode, rsvg-convert and help2man. rsvg-convert (librsvg2-bin) renders the icon's PNG sizes, help2man writes
# the man pages. The live board uses Qt HTTP Server and Qt WebSockets, and libqrencode (found with pkg-config) draws
# the QR code of its address.
PACKAGES=(g++ cmake ninja-build qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-tools-dev qt6-l10n-tools libqt6sql6-sqlite libqt6sql6-psql libsqlite3-dev libgl-dev liblemon-dev librsvg2-bin help2man qt6-translations-l10n qt6-httpserver-dev qt6-websockets-dev libqrencode-dev qtkeychain-qt6-dev pkg-config)

# The Debian package: cpack's DEB generator finds the binaries with file and their dependencies with dpkg-shlibdeps.
PACKAGE_PACKAGES=(dpkg-dev file)
# The tests of the desktop files and of the package: their validators, lintian, and what the MIME check runs
# (update-mime-database, and gio to type files as a desktop does).
TEST_PACKAGES=("${PACKAGE_PACKAGES[@]}" postgresql openssl dbus gnome-keyring poppler-utils chromium lintian desktop-file-utils appstream libxml2-utils shared-mime-info libglib2.0-bin)

# The live board's benchmark (tests/bench/bench_board.sh, not a test): wrk, Debian's load generator.
BENCH_PACKAGES=(wrk)

# libFuzzer: Debian's clang and its runtime libraries (libclang-rt-dev pulls in libclang-rt-14-dev on Debian 12).
FUZZ_PACKAGES=(clang libclang-rt-dev)

install_packages() {
    local wanted=("$@")
    command -v dpkg-query >/dev/null 2>&1 || {
        echo "build.sh: not a Debian-based system; make sure these (or your system's equivalents) are installed:" >&2
        echo "  ${wanted[*]}" >&2
        return 0
    }
    local missing=()
    for pkg in "${wanted[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    echo "build.sh: installing ${missing[*]}" >&2
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# build [EXTRA_PACKAGE ...]: what the step after the build needs is installed with the rest, in one go.
build() {
    install_packages "${PACKAGES[@]}" "$@"
    cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release -DPODIUM_WERROR="$WERROR" -DPODIUM_SANITIZE="$SANITIZE"
    cmake --build "$BUILD_DIR" --parallel "$(nproc 2>/dev/null || echo 2)"
}

# The fuzz targets need Clang's libFuzzer; fuzz-smoke skips them, saying so, where there is no Clang.
have_clang() {
    install_packages "${PACKAGES[@]}" "${FUZZ_PACKAGES[@]}"
    command -v clang++ >/dev/null 2>&1 && return 0
    echo "build.sh: clang++ not found; no fuzz targets" >&2
    return 1
}

fuzz_build() {
    CC=clang CXX=clang++ cmake -S . -B "$FUZZ_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release -DPODIUM_FUZZ=ON \
        -DPODIUM_WERROR="$WERROR"
    cmake --build "$FUZZ_DIR" --parallel "$(nproc 2>/dev/null || echo 2)" --target "${FUZZ_TARGETS[@]/#/fuzz_}"
}

# fuzz_run TARGET SECONDS [CORPUS]: new inputs go to CORPUS (the seeds in tests/fuzz stay as they are), a crash
# to $FUZZ_DIR/findings (or PODIUM_FUZZ_FINDINGS) with the target's name in front.
fuzz_run() {
    local target=$1 seconds=$2 corpus=${3:-$FUZZ_DIR/corpus/$1}
    local findings=${PODIUM_FUZZ_FINDINGS:-$FUZZ_DIR/findings}
    local dict=()
    case "$target" in
    interchangecsv) dict=(-dict=tests/fuzz/interchangecsv.dict) ;;
    gamejson | backupjson) dict=(-dict=tests/fuzz/json.dict) ;;
    clubfile) dict=(-dict=tests/fuzz/clubfile.dict) ;;
    esac
    mkdir -p "$corpus" "$findings"
    "$FUZZ_DIR/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=30 -print_final_stats=1 \
        -artifact_prefix="$findings/$target-" "${dict[@]}" "$corpus" "tests/fuzz/$target"
}

run_demo() {
    local cli="$BUILD_DIR/app/podium-cli" db="$BUILD_DIR/demo/club.podium"
    mkdir -p "$(dirname "$db")"
    # The demo club: 40 members, two years of chess, kart races and capture the flag.
    [ -f "$db" ] || "$cli" demo --db "$db"
    if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
        exec "$BUILD_DIR/app/podium" "$db"
    fi
    # No screen (a server, a container): show what the app would, as text.
    echo "build.sh: no display; printing the demo club's standings instead of starting the app" >&2
    for board in "Chess - TrueSkill" "Kart racing - TrueSkill" "Capture the flag - ZoneStats"; do
        echo
        echo "== $board =="
        "$cli" --db "$db" standings "$board"
    done
}

case "${1:-}" in
run)
    build
    run_demo
    ;;
test)
    build "${TEST_PACKAGES[@]}"
    ctest --test-dir "$BUILD_DIR" --output-on-failure --parallel 2
    ;;
build)
    build
    ;;
package)
    build "${PACKAGE_PACKAGES[@]}"
    (cd "$BUILD_DIR" && cpack -G DEB)
    ;;
bench-board)
    build "${BENCH_PACKAGES[@]}"
    tests/bench/bench_board.sh "$BUILD_DIR/app/podium-cli"
    ;;
fuzz-smoke)
    have_clang || exit 0
    fuzz_build
    for target in "${FUZZ_TARGETS[@]}"; do
        echo "== fuzz_$target, ${PODIUM_FUZZ_SECONDS:-15} s =="
        fuzz_run "$target" "${PODIUM_FUZZ_SECONDS:-15}"
    done
    ;;
fuzz-build)
    have_clang
    fuzz_build
    ;;
fuzz)
    [ $# -ge 3 ] || { echo "usage: ./build.sh fuzz TARGET SECONDS [CORPUS_DIR]  (targets: ${FUZZ_TARGETS[*]})" >&2; exit 2; }
    fuzz_run "$2" "$3" "${4:-}"
    ;;
*)
    echo "usage: ./build.sh run|test|build|package|bench-board|fuzz-smoke|fuzz-build|fuzz TARGET SECONDS [CORPUS_DIR]" >&2
    exit 2
    ;;
esac
