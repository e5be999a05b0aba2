// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Replays synthetic histories in memory with each rating system and prints games per second.
// A benchmark measures; it does not pass or fail. Run: build/tests/bench/bench_rating [--quick]
#include "history/history.h"
#include "history/synthetic.h"
#include "rating/ratingsystem.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>

using namespace podium;

namespace {

struct Workload
{
    const char *label;
    history::SyntheticSpec spec;
};

struct Contender
{
    const char *label;
    const char *algorithm;
    rating::ParamList params;
};

/** Best of `repeats` full replays, in seconds. */
double timeReplay(const history::History &h, const rating::RatingSystem &system, int repeats)
{
    double best = 1e300;
    for (int r = 0; r < repeats; ++r) {
        const auto start = std::chrono::steady_clock::now();
        const auto standings = history::replay(h, system);
        const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
        best = std::min(best, elapsed.count());
        if (standings.empty())
            std::printf("(no standings?)\n");
    }
    return best;
}

} // namespace

int main(int argc, char **argv)
{
    const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
    const int scale = quick ? 10 : 1;
    const Workload workloads[] = {
        {"head-to-head", {history::GameKind::HeadToHead, 2000, 1000000 / scale, 1, 4, 8}},
        {"8-player free-for-all", {history::GameKind::FreeForAll, 2000, 200000 / scale, 2, 4, 8}},
        {"4-vs-4 teams", {history::GameKind::Team, 2000, 100000 / scale, 3, 4, 8}},
    };
    const Contender contenders[] = {
        {"TrueSkill", "trueskill", {}},
        {"Elo logistic", "elo", {{"variant", "logistic"}}},
        {"Elo gaussian", "elo", {{"variant", "gaussian"}}},
        {"ZoneStats", "zonestats", {}},
        {"Glicko-2", "glicko2", {}},
        {"Glicko-2 weekly", "glicko2", {{"period", "week"}}},
    };
    std::printf("%-24s %-14s %10s %12s %10s\n", "workload", "algorithm", "games", "games/s", "vs Elo");
    for (const Workload &w : workloads) {
        const history::History h = history::generateSynthetic(w.spec);
        std::map<std::string, double> seconds;
        for (const Contender &c : contenders) {
            const auto system = rating::makeRatingSystem(c.algorithm, c.params);
            seconds[c.label] = timeReplay(h, *system, quick ? 1 : 3);
        }
        for (const Contender &c : contenders) {
            const double s = seconds[c.label];
            std::printf("%-24s %-14s %10d %12.0f %9.2fx\n", w.label, c.label, w.spec.games, w.spec.games / s,
                        s / seconds["Elo logistic"]);
        }
    }
    return 0;
}
