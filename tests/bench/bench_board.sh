#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Podium developers
# The live board under load, as at a LAN evening: the demo club with a Swiss event in progress, `podium-cli serve`
# on 127.0.0.1, wrk with 200 connections on the event's page for 20 s while a second process enters a result every
# second (each one drops the board's page cache and tells the /live clients). Prints wrk's latency percentiles and
# errors, and how many results went in meanwhile. A measurement, not a test: it passes or fails on nothing.
#
#   tests/bench/bench_board.sh [PODIUM_CLI] [SECONDS] [CONNECTIONS]      (./build.sh bench-board runs it)
set -euo pipefail

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
