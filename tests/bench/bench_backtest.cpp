// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Times backtests (issue 16's targets): the four algorithms over one history, and a sweep of 24 settings on every
// core against one core. Usage: bench_backtest HISTORY.csv (for the README's figures, the ATP singles of the
// project's shared data; ZoneStats, which needs every player's minutes, gets the games that have them).
#include "club/backtests.h"
#include "history/backtest.h"
#include "io/inputerror.h"
#include "io/interchangecsv.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace podium;

namespace {

/** The games of h whose every participant has minutes, as a history of their own. */
history::History withMinutes(const history::History &h)
{
    history::History result;
    result.players = h.players;
    for (const history::HistoryGame &game : h.games) {
        const auto first = h.entries.begin() + static_cast<std::ptrdiff_t>(game.firstEntry);
        const auto last = first + static_cast<std::ptrdiff_t>(game.entryCount);
        if (std::any_of(first, last, [](const history::Entry &e) { return std::isnan(e.minutes); }))
            continue;
        history::HistoryGame copy = game;
        copy.firstEntry = result.entries.size();
        result.entries.insert(result.entries.end(), first, last);
        result.games.push_back(copy);
    }
    return result;
}

/** The best of three runs of f, in milliseconds. */
template<typename F>
double bestOfThree(F f)
{
    double best = 1e300;
    for (int run = 0; run < 3; ++run) {
        QElapsedTimer timer;
        timer.start();
        f();
        best = std::min(best, static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    return best;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: bench_backtest HISTORY.csv\n");
        return 2;
    }
    try {
        QElapsedTimer timer;
        timer.start();
        const history::History h = io::readInterchangeFile(QString::fromLocal8Bit(argv[1]));
        const double readMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        const history::History minutes = withMinutes(h);
        std::printf("%zu games read in %.1f ms; %zu of them with every player's minutes; %d cores\n", h.games.size(),
                    readMs, minutes.games.size(), QThread::idealThreadCount());

        double all = 0.0;
        for (const char *algorithm : {"trueskill", "elo", "glicko2", "zonestats"}) {
            const history::History &games = std::string_view(algorithm) == "zonestats" ? minutes : h;
            history::BacktestResult result;
            const double ms = bestOfThree([&] { result = history::backtest(games, {algorithm, {}}); });
            all += ms;
            std::printf("%-10s %6zu games %8.1f ms  prediction error %.4f  log-loss %.4f\n", algorithm,
                        result.games.size(), ms, result.predictionError, result.logLoss);
        }
        std::printf("the four one after the other: %.1f ms\n", all);
        const std::vector<history::BacktestSpec> four {{"trueskill", {}}, {"elo", {}}, {"glicko2", {}}};
        const double three = bestOfThree([&] { club::runBacktests(h, four); });
        std::printf("trueskill, elo and glicko2 on every core: %.1f ms\n", three);

        const std::vector<history::BacktestSpec> sweep
            = history::expandSweeps({{"elo", {}}}, {history::parseSweep("k=4:96:4")});
        const double oneCore = bestOfThree([&] {
            for (const history::BacktestSpec &spec : sweep)
                history::backtest(h, spec);
        });
        std::vector<history::BacktestResult> results;
        const double everyCore = bestOfThree([&] { results = club::runBacktests(h, sweep); });
        const int best = history::bestResult(results);
        std::printf("sweep of %zu Elo settings (k 4 to 96): one core %.1f ms, every core %.1f ms (%.2fx); best %s\n",
                    sweep.size(), oneCore, everyCore, oneCore / everyCore,
                    results[static_cast<std::size_t>(best)].spec.label().c_str());
        const std::vector<history::BacktestSpec> trueskill = history::expandSweeps(
            {{"trueskill", {}}}, {history::parseSweep("beta=2:6:2"), history::parseSweep("tau=0.02:0.16:0.02")});
        const double tsOne = bestOfThree([&] {
            for (const history::BacktestSpec &spec : trueskill)
                history::backtest(h, spec);
        });
        const double tsEvery = bestOfThree([&] { results = club::runBacktests(h, trueskill); });
        std::printf("sweep of %zu TrueSkill settings (beta 2 to 6, tau 0.02 to 0.16): one core %.1f ms, every core "
                    "%.1f ms (%.2fx); best %s\n",
                    trueskill.size(), tsOne, tsEvery, tsOne / tsEvery,
                    results[static_cast<std::size_t>(history::bestResult(results))].spec.label().c_str());
    } catch (const io::InputError &error) {
        std::fprintf(stderr, "%s\n", qPrintable(error.text()));
        return 1;
    } catch (const std::exception &error) {
        std::fprintf(stderr, "%s\n", error.what());
        return 1;
    }
    return 0;
}
