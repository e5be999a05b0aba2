#!/usr/bin/env bash
# Podium's set-up in one place: installs the system packages that are missing (Debian 12, Ubuntu 24.04),
# configures with CMake, builds in Release, then runs Podium or the tests.
#
#   ./build.sh run     build and start Podium on the demo club (its standings as text without a display)
#   ./build.sh test    build and run the whole test suite
#   ./build.sh build   only build
set -euo pipefail

cd "$(dirname "$0")"
BUILD_DIR=${PODIUM_BUILD_DIR:-build}

# Debian / Ubuntu package names. Other systems: a C++20 compiler (GCC >= 11 or Clang >= 14), CMake >= 3.22,
# Ninja, and Qt >= 6.4 with its Core and Test modules (Fedora: qt6-qtbase-devel; Arch: qt6-base;
# Homebrew: qt@6), with Qt's SQLite driver and SQLite's development files.
PACKAGES=(g++ cmake ninja-build qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-tools-dev qt6-l10n-tools libqt6sql6-sqlite libsqlite3-dev libgl-dev liblemon-dev)

install_packages() {
    command -v dpkg-query >/dev/null 2>&1 || {
        echo "build.sh: not a Debian-based system; make sure these (or your system's equivalents) are installed:" >&2
        echo "  ${PACKAGES[*]}" >&2
        return 0
    }
    local missing=()
    for pkg in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    echo "build.sh: installing ${missing[*]}" >&2
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build() {
    install_packages
    cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release
    cmake --build "$BUILD_DIR" --parallel "$(nproc 2>/dev/null || echo 2)"
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
    build
    ctest --test-dir "$BUILD_DIR" --output-on-failure --parallel 2
    ;;
build)
    build
    ;;
*)
    echo "usage: ./build.sh run|test|build" >&2
    exit 2
    ;;
esac
