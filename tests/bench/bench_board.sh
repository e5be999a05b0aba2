#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Podium developers
# The live board under load, as at a LAN evening: the demo club with a Swiss event in progress, `podium-cli serve`
# on 127.0.0.1, wrk with 200 connections on the event's page for 20 s while a second process enters a result every
# second (each one drops the board's page cache and tells the /live clients). Prints wrk's latency percentiles and
# errors, and how many results went in meanwhile. A measurement, not a test: it passes or fails on nothing.
#
#   tests/bench/bench_board.sh [PODIUM_CLI] [SECONDS] [CONNECTIONS]      (./build.sh bench-board runs it)
#
# Players' pages on a big club (M4 of the reliability review): a generated head-to-head history of GAMES games among
# PLAYERS players in a club with three leaderboards (TrueSkill, Elo, Glicko-2 by week), served by `podium-cli
# serve`; prints, with curl, the first player's page, another player's page, a chart, and after one more game the
# club's page `/` asked while a player's page is being made (and that page's own time).
#
#   tests/bench/bench_board.sh players [PODIUM_CLI] [GAMES] [PLAYERS]
set -euo pipefail

players_mode() {
    local cli games players db url
    cli=$(realpath "${1:-build/app/podium-cli}")
    games=${2:-250000}
    players=${3:-10000}
    WORK_DIR=$(mktemp -d)
    local work=$WORK_DIR
    db=$work/club.podium
    trap 'kill -INT "$SERVE_PID" 2>/dev/null && wait "$SERVE_PID" 2>/dev/null; rm -rf "$WORK_DIR"' EXIT
    "$cli" generate --kind h2h --players "$players" --games "$games" --seed 1 >"$work/games.csv"
    "$cli" --db "$db" init >/dev/null
    "$cli" --db "$db" leaderboard create TS --algorithm trueskill >/dev/null
    "$cli" --db "$db" leaderboard create EL --algorithm elo >/dev/null
    "$cli" --db "$db" leaderboard create GW --algorithm glicko2 --param period=week >/dev/null
    "$cli" --db "$db" import games "$work/games.csv" --discipline Chess >/dev/null
    for board in TS EL GW; do "$cli" --db "$db" standings "$board" >/dev/null; done # fresh standings caches
    "$cli" --db "$db" serve --bind 127.0.0.1 --port 0 >"$work/serve.out" 2>&1 &
    SERVE_PID=$!
    for _ in $(seq 100); do
        url=$(sed -n 's/^The live board of .* is at \(http:[^ ]*\)$/\1/p' "$work/serve.out")
        [ -n "$url" ] && break
        sleep 0.1
    done
    [ -n "$url" ] || { cat "$work/serve.out" >&2; exit 1; }
    local fmt='%{http_code} %{size_download} bytes %{time_total} s'
    echo "club: $games games, $players players, leaderboards TS (trueskill), EL (elo), GW (glicko2, week)"
    echo "/ (cached after this):      $(curl -s -o /dev/null -w "$fmt" "$url")"
    echo "first player page P00001:   $(curl -s -o /dev/null -w "$fmt" "${url}player/P00001")"
    echo "another player page P00002: $(curl -s -o /dev/null -w "$fmt" "${url}player/P00002")"
    echo "a chart TS/P00003.svg:      $(curl -s -o /dev/null -w "$fmt" "${url}chart/TS/P00003.svg")"
    echo '{"date": "2099-01-01T20:00", "discipline": "Chess", "teams": [[{"player": "P00004"}], [{"player": "P00005"}]], "ranks": [1, 2]}' \
        | "$cli" --db "$db" games add >/dev/null
    sleep 1.5 # the board sees another program's change within 500 ms and drops its pages
    curl -s -o /dev/null -w "$fmt" "${url}player/P00004" >"$work/page.time" &
    local page=$!
    sleep 0.3
    echo "/ while P00004's page is made after the change: $(curl -s -o /dev/null -w "$fmt" "$url")"
    wait "$page"
    echo "first player page after the change (P00004): $(cat "$work/page.time")"
    echo "machine: $(nproc) cores, $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1), $(uname -sr)"
}

if [ "${1:-}" = players ]; then
    shift
    SERVE_PID=""
    players_mode "$@"
    exit 0
fi

CLI=$(realpath "${1:-build/app/podium-cli}")
SECONDS_RUN=${2:-20}
CONNECTIONS=${3:-200}
command -v wrk >/dev/null || { echo "bench_board: wrk is not installed (Debian: apt-get install wrk)" >&2; exit 2; }

WORK=$(mktemp -d)
SERVE_PID=""
WRITER_PID=""
cleanup() {
    [ -n "$WRITER_PID" ] && kill "$WRITER_PID" 2>/dev/null || true
    [ -n "$SERVE_PID" ] && kill -INT "$SERVE_PID" 2>/dev/null && wait "$SERVE_PID" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

DB=$WORK/club.podium
EVENT="Club night"
"$CLI" demo --db "$DB" >/dev/null
# Twenty members of the chess section, a five-round Swiss, its first round paired.
ENTRANTS=$("$CLI" --db "$DB" players list | tail -n +2 | head -20 | cut -d, -f1 | paste -sd,)
"$CLI" --db "$DB" event create "$EVENT" --format swiss --discipline Chess --leaderboard "Chess - TrueSkill" \
    --entrants "$ENTRANTS" --rounds 5 >/dev/null
"$CLI" --db "$DB" event next "$EVENT" >/dev/null

"$CLI" --db "$DB" serve --bind 127.0.0.1 --port 0 >"$WORK/serve.out" 2>&1 &
SERVE_PID=$!
for _ in $(seq 50); do
    URL=$(sed -n 's/^The live board of .* is at \(http:[^ ]*\)$/\1/p' "$WORK/serve.out")
    [ -n "$URL" ] && break
    sleep 0.1
done
[ -n "$URL" ] || { cat "$WORK/serve.out" >&2; exit 1; }
PAGE="${URL}event/Club%20night"
echo "board: $PAGE"
curl -s -o /dev/null -w "one request first: HTTP %{http_code}, %{size_download} bytes, %{time_total} s\n" "$PAGE"

# The second program: one result a second, table after table, the next round paired when one is complete.
writer() {
    local round=1 table=1 added=0
    while true; do
        if "$CLI" --db "$DB" event result "$EVENT" "$round" "$table" --ranks 1,2 >/dev/null 2>&1; then
            added=$((added + 1))
            echo "$added" >"$WORK/added"
            table=$((table + 1))
        elif "$CLI" --db "$DB" event next "$EVENT" >/dev/null 2>&1; then
            round=$((round + 1))
            table=1
        else
            table=$((table + 1)) # a bye's table, or the event is over
            [ "$table" -gt 12 ] && break
        fi
        sleep 1
    done
}
writer &
WRITER_PID=$!

echo "wrk -t2 -c$CONNECTIONS -d${SECONDS_RUN}s --latency, results entered meanwhile by a second process"
wrk -t2 -c"$CONNECTIONS" -d"${SECONDS_RUN}s" --latency "$PAGE"
echo "results entered during the run: $(cat "$WORK/added" 2>/dev/null || echo 0)"
echo "machine: $(nproc) cores, $(uname -sr)"
