#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Podium developers
# podium-cli replay against two TrueSkill programs of the npm registry, side by side in one run on one machine, each
# as a whole process (perf stat's mean of several runs): openskill (Weng-Lin, the library openskill.py's authors
# ported) and ts-trueskill (TrueSkill's factor graph). Installs both with npm into a temporary folder. A measurement,
# not a test: it passes or fails on nothing.
#
#   tests/bench/bench_vs_js.sh [PODIUM_CLI] [FILE.csv ...]
#
# Without files it generates 20,000 eight-player free-for-alls (`generate --kind ffa --ffa-size 8`) and 100,000
# head-to-head games; the issue's own measurement adds ../shared/data/atp_singles/games.csv.
set -euo pipefail

cli=$(realpath "${1:-build/app/podium-cli}")
shift || true
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
command -v perf >/dev/null || { echo "bench_vs_js.sh: needs perf (linux-perf)" >&2; exit 1; }
(cd "$work" && npm init -y >/dev/null && npm install --silent openskill@5 ts-trueskill@5 >/dev/null)
cp "$here/js_replay.mjs" "$work/"
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
    "$cli" generate --kind ffa --ffa-size 8 --players 2000 --games 20000 --seed 7 >"$work/ffa8.csv"
    "$cli" generate --kind h2h --players 5000 --games 100000 --seed 3 >"$work/h2h.csv"
    files=("$work/ffa8.csv" "$work/h2h.csv")
fi

mean() { # runs, then the command: perf stat's mean wall time in seconds, after one run to warm up (the file in the
    # page cache, the program's libraries mapped), as each program gets
    local runs=$1
    shift
    "$@" >/dev/null
    perf stat -r "$runs" "$@" 2>&1 >/dev/null | awk '/seconds time elapsed/ { print $1 }'
}

# The VM's speed drifts from minute to minute, so podium-cli and openskill run alternately, three rounds each,
# and each round's ratio is of two runs a few seconds apart; the table gives the median round and the range.
printf '%-28s %12s %12s %12s %16s %10s\n' file podium-cli openskill ts-trueskill "÷ openskill" "÷ ts"
for file in "${files[@]}"; do
    ratios=()
    podiums=()
    opens=()
    for round in 1 2 3; do
        podium=$(mean 11 "$cli" replay --algorithm trueskill "$file")
        open=$(mean 1 node "$work/js_replay.mjs" openskill "$file")
        podiums+=("$podium")
        opens+=("$open")
        ratios+=("$(awk "BEGIN { print $open / $podium }")")
    done
    ts=$(mean 1 node "$work/js_replay.mjs" ts-trueskill "$file")
    median() { printf '%s\n' "$@" | sort -g | sed -n 2p; }
    podium=$(median "${podiums[@]}")
    label=$(basename "$file")
    [ "$(dirname "$file")" = "$work" ] || label=$(basename "$(dirname "$file")")/$label
    range=$(printf '%s\n' "${ratios[@]}" | sort -g | awk 'NR == 1 { low = $1 } { high = $1 } END { printf "%.1f–%.1f", low, high }')
    printf '%-28s %11.4fs %11.3fs %11.2fs %7.1f× (%s) %9.1f×\n' "$label" \
        "$podium" "$(median "${opens[@]}")" "$ts" "$(median "${ratios[@]}")" "$range" \
        "$(awk "BEGIN { print $ts / $podium }")"
done
