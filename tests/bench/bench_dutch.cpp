// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Prints how long the FIDE (Dutch) pairing takes for each round of a random Swiss that it pairs itself: N players,
// R rounds, the lower pairing number winning 40-70 % of the games and a quarter of them drawn. Not a test: figures.
//
//   bench_dutch [players] [rounds] [seed] [--from-scratch]
//
// --from-scratch also pairs every round with the engine that computes each optimum from nothing (LEMON), as Podium
// did before, prints its time and stops at the first round where the two differ.
#include "tournament/dutch.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>

#include <sys/resource.h>

using namespace podium::tournament;
using Clock = std::chrono::steady_clock;

namespace {

double since(Clock::time_point from)
{
    return std::chrono::duration<double>(Clock::now() - from).count();
}

void play(std::vector<DutchPlayer> &players, const std::vector<DutchPairing> &boards, std::mt19937 &rng)
{
    const auto n = static_cast<double>(players.size());
    std::vector<double> add(players.size(), 0.0);
    for (DutchPlayer &p : players) {
        p.colours.push_back(Colour::None);
        p.floats.push_back(Float::None);
    }
    for (const DutchPairing &b : boards) {
        DutchPlayer &w = players[static_cast<std::size_t>(b.white)];
        if (b.black < 0) {
            add[static_cast<std::size_t>(b.white)] = 1.0;
            w.hadPairingAllocatedBye = true;
            w.mayGetBye = false;
            w.floats.back() = Float::Down;
            continue;
        }
        DutchPlayer &k = players[static_cast<std::size_t>(b.black)];
        w.colours.back() = Colour::White;
        k.colours.back() = Colour::Black;
        w.opponents.push_back(b.black);
        k.opponents.push_back(b.white);
        if (w.score != k.score) {
            w.floats.back() = w.score > k.score ? Float::Down : Float::Up;
            k.floats.back() = w.score > k.score ? Float::Up : Float::Down;
        }
        const double whiteWins = 0.4 + 0.3 * (b.black - b.white) / n;
        const double x = std::uniform_real_distribution<double>(0.0, 1.0)(rng);
        if (x < whiteWins) {
            add[static_cast<std::size_t>(b.white)] = 1.0;
        } else if (x < whiteWins + 0.25) {
            add[static_cast<std::size_t>(b.white)] = 0.5;
            add[static_cast<std::size_t>(b.black)] = 0.5;
        } else {
            add[static_cast<std::size_t>(b.black)] = 1.0;
        }
    }
    for (std::size_t i = 0; i < players.size(); ++i)
        players[i].score += add[i];
}

bool same(const std::vector<DutchPairing> &a, const std::vector<DutchPairing> &b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].white != b[i].white || a[i].black != b[i].black || a[i].why != b[i].why)
            return false;
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    const int n = argc > 1 ? std::atoi(argv[1]) : 300;
    const int rounds = argc > 2 ? std::atoi(argv[2]) : 9;
    const auto seed = static_cast<unsigned>(argc > 3 ? std::atoi(argv[3]) : 1);
    const bool compare = argc > 4 && std::strcmp(argv[4], "--from-scratch") == 0;
    std::mt19937 rng(seed);
    std::vector<DutchPlayer> players(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        players[static_cast<std::size_t>(i)].pairingNumber = i + 1;
    for (int round = 1; round <= rounds; ++round) {
        const DutchOptions options {round, rounds, Colour::White};
        const auto start = Clock::now();
        const auto boards = pairDutch(players, options);
        const double took = since(start);
        rusage usage {};
        getrusage(RUSAGE_SELF, &usage);
        std::printf("%d players, round %2d: %7.3f s (peak memory so far %.0f MiB)", n, round, took,
                    static_cast<double>(usage.ru_maxrss) / 1024.0);
        if (compare) {
            const auto before = Clock::now();
            const auto old = detail::pairDutchFromScratch(players, options);
            std::printf("; from scratch %7.3f s, %s", since(before), same(boards, old) ? "same boards" : "DIFFERENT");
            if (!same(boards, old)) {
                std::printf("\n");
                return 1;
            }
        }
        std::printf("\n");
        std::fflush(stdout);
        play(players, boards, rng);
    }
    return 0;
}
