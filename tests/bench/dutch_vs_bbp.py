#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Podium developers
"""Times Podium's FIDE (Dutch) pairing against bbpPairings on the same states, side by side, as whole processes.

Not a test: figures. For each field size it plays a random Swiss that Podium pairs itself (results drawn at random,
the higher-rated a little more likely to win, a quarter drawn, a few forfeits) and, before round 1, round 2, the
middle round and the last round, writes the state as a TRF-16 file and pairs it twice:

  bbpPairings --dutch STATE.trf -p OUT                       (the FIDE-endorsed engine; not in Debian: pass --bbp)
  podium-cli --db CLUB event next NAME                       (CLUB: a fresh club into which STATE.trf was imported)

Both are timed as whole processes (best of --repeat runs; the import is not timed), and their pairings compared:
the same pairs with the same colours and the same bye. Usage:

  tests/bench/dutch_vs_bbp.py --bbp PATH/bbpPairings.exe --cli build/app/podium-cli [--sizes 100,300,500,1000]
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile
import time

ROUNDS = {100: 7, 300: 9, 500: 9, 1000: 11}


def trf_text(name, players, rounds, history):
    """A TRF-16 file: players (start number, name, rating), rounds planned, and the rounds played so far.

    history[k][p] = (opponent start number or 0, colour 'w'/'b'/'-', result code) for round k + 1."""
    points = {p: 0.0 for p, _, _ in players}
    value = {'1': 1.0, '+': 1.0, '=': 0.5, 'U': 1.0, 'H': 0.5, '0': 0.0, '-': 0.0, 'Z': 0.0}
    for played in history:
        for p, (_, _, r) in played.items():
            points[p] += value[r]
    order = sorted(points, key=lambda p: (-points[p], p))
    rank = {p: i + 1 for i, p in enumerate(order)}
    lines = ['012 ' + name, 'XXR %d' % rounds, 'XXC white1']
    for number, player, rating in players:
        line = '001 %4d %1s%3s %-33s %4d %3s %11s %10s %4.1f %4d' % (number, 'm', '', player, rating, '', '', '',
                                                                    points[number], rank[number])
        for played in history:
            opponent, colour, result = played[number]
            line += '  %4s %s %s' % (str(opponent) if opponent else '0000', colour, result)
        lines.append(line)
    return '\n'.join(lines) + '\n'


def run(command, repeat):
    """The best wall time of repeat runs of command, and its last standard output."""
    best = None
    out = ''
    for _ in range(repeat):
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, text=True)
        took = time.perf_counter() - start
        if done.returncode != 0:
            sys.exit('%s failed:\n%s%s' % (' '.join(command), done.stdout, done.stderr))
        out = done.stdout
        best = took if best is None else min(best, took)
    return best, out


def podium_pairs(cli, directory, state, repeat):
    """Imports state into fresh clubs and times event next on them; returns (seconds, pairs)."""
    best = None
    pairs = None
    for attempt in range(repeat):
        club = os.path.join(directory, 'club%d.podium' % attempt)
        for suffix in ('', '-wal', '-shm'):
            if os.path.exists(club + suffix):
                os.remove(club + suffix)
        subprocess.run([cli, '--db', club, 'init'], check=True, capture_output=True)
        subprocess.run([cli, '--db', club, 'event', 'import', state, '--name', 'Open', '--discipline', 'Chess'], check=True,
                       capture_output=True)
        took, out = run([cli, '--db', club, 'event', 'next', 'Open'], 1)
        best = took if best is None else min(best, took)
        tables = {}
        for row in out.splitlines()[1:]:
            _, table, side, player = row.split(',', 3)
            tables.setdefault(int(table), {})[int(side)] = int(player.strip('"')[1:])
        pairs = set()
        for seats in tables.values():
            if 0 in seats:
                pairs.add((seats[0], 0))
            else:
                pairs.add((seats[1], seats[2]))
    return best, pairs


def bbp_pairs(bbp, directory, state, repeat):
    out = os.path.join(directory, 'bbp.txt')
    took, _ = run([bbp, '--dutch', state, '-p', out], repeat)
    with open(out) as f:
        rows = f.read().split()[1:]
    return took, {(int(rows[i]), int(rows[i + 1])) for i in range(0, len(rows), 2)}


def play(pairs, players, rng):
    """Random results for the pairs (white, black; black 0: the pairing-allocated bye)."""
    rating = {number: r for number, _, r in players}
    played = {}
    for white, black in pairs:
        if black == 0:
            played[white] = (0, '-', 'U')
            continue
        x = rng.random()
        if x < 0.02:
            w, b = '+', '-'
        else:
            whiteWins = 0.375 + (rating[white] - rating[black]) / 2000.0
            y = rng.random()
            w, b = ('1', '0') if y < whiteWins else ('=', '=') if y < whiteWins + 0.25 else ('0', '1')
        played[white] = (black, 'w', w)
        played[black] = (white, 'b', b)
    return played


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--bbp', required=True, help='bbpPairings executable')
    parser.add_argument('--cli', required=True, help='podium-cli executable')
    parser.add_argument('--sizes', default='100,300,500,1000')
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--repeat', type=int, default=3, help='runs per measurement (the best is kept)')
    args = parser.parse_args()
    rng = random.Random(args.seed)
    print('| players | state before round | bbpPairings | Podium | Podium / bbp | same pairing |')
    print('|---:|---:|---:|---:|---:|---|')
    with tempfile.TemporaryDirectory() as directory:
        for size in (int(s) for s in args.sizes.split(',')):
            rounds = ROUNDS.get(size, 9)
            measured = sorted({1, 2, rounds // 2 + 1, rounds})
            ratings = sorted((rng.randint(1200, 2700) for _ in range(size)), reverse=True)
            players = [(i + 1, 'P%04d' % (i + 1), ratings[i]) for i in range(size)]
            history = []
            for round_no in range(1, rounds + 1):
                state = os.path.join(directory, 'state.trf')
                with open(state, 'w') as f:
                    f.write(trf_text('Open', players, rounds, history))
                repeat = args.repeat if round_no in measured else 1
                podium_time, pairs = podium_pairs(args.cli, directory, state, repeat)
                if round_no in measured:
                    bbp_time, reference = bbp_pairs(args.bbp, directory, state, repeat if size < 1000 else 1)
                    print('| %d | %d | %.3f s | %.3f s | %.2f | %s |'
                          % (size, round_no, bbp_time, podium_time, podium_time / bbp_time,
                             'yes' if pairs == reference else 'NO (%d pairs differ)' % len(pairs ^ reference)),
                          flush=True)
                history.append(play(pairs, players, rng))


if __name__ == '__main__':
    main()
