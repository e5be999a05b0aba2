// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Prints how long pairing takes: a Swiss round for 1,000 entrants (targets: at most 1 s), two balanced teams
// from 20 players (exact, at most 100 ms) and from 100 players (heuristic, at most 1 s). Not a test: figures.
//
// bench_tournament trf: how long a TRF import takes, 500 players x 8 rounds (target 0.5 s) and 1,000 x 11
// (target 1 s), by the path podium-cli's event import takes (read, parse, import command, commit).
// bench_tournament trf PLAYERS ROUNDS FILE: writes such a synthetic TRF file, to time or profile podium-cli on it.
#include "club/club.h"
#include "club/events/events.h"
#include "club/events/eventtrf.h"
#include "club/leaderboards.h"
#include "commands/trfcommands.h"
#include "rating/ratingsystem.h"
#include "store/database.h"
#include "store/outputfile.h"
#include "synthetictrf.h"
#include "tournament/swiss.h"
#include "tournament/teams.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <random>

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

using namespace podium;
using Clock = std::chrono::steady_clock;

namespace {

double seconds(Clock::time_point from)
{
    return std::chrono::duration<double>(Clock::now() - from).count();
}

} // namespace

/** The whole path an organiser takes: a club database, an event of 1,000 entrants, rounds paired and stored. */
void eventRounds()
{
    QTemporaryDir dir;
    auto db = store::Database::open(dir.filePath(QStringLiteral("bench.podium")), store::Database::Mode::Create);
    club::Leaderboards(*db).create(
        {0, QStringLiteral("Chess TS"), QStringLiteral("Chess"), QStringLiteral("trueskill"), {}, {}, {}});
    club::Events events(*db);
    club::EventInput in;
    in.name = QStringLiteral("Big Swiss");
    in.discipline = QStringLiteral("Chess");
    in.leaderboard = QStringLiteral("Chess TS");
    in.rounds = 3;
    for (int i = 0; i < 1000; ++i)
        in.entrants.append(QStringLiteral("Player %1").arg(i));
    events.create(in);
    for (int round = 1; round <= 3; ++round) {
        const auto start = Clock::now();
        const auto tables = events.pairNextRound(in.name);
        const double paired = seconds(start);
        const auto entering = Clock::now();
        for (const auto &t : tables) {
            if (!t.bye)
                events.setResult(in.name, round, t.table, {1, 2});
        }
        std::printf("event of 1000 entrants, round %d: paired and stored in %.3f s; %zu results entered in %.1f s\n",
                    round, paired, tables.size(), seconds(entering));
    }
    const auto start = Clock::now();
    const auto standings = events.standings(in.name);
    std::printf("event of 1000 entrants: standings with six tie-breaks in %.3f s (%zu rows)\n", seconds(start),
                standings.size());
}

/** Imports a synthetic TRF of players x rounds into a new club as podium-cli does, and prints the time taken. */
void trfImport(int players, int rounds, double target)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("synthetic.trf"));
    store::writeOutput(path, io::writeTrf(bench::syntheticSwiss(players, rounds, 2026)));
    auto club = Club::open(dir.filePath(QStringLiteral("bench.podium")), store::Database::Mode::Create);
    const auto start = Clock::now();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return;
    io::TrfTournament trf = io::readTrf(file.readAll(), QStringLiteral("synthetic.trf"));
    const double parsed = seconds(start);
    club->run(std::make_unique<commands::ImportTrfEvent>(*club, std::move(trf), club::TrfImportOptions {}));
    std::printf("TRF import, %d players x %d rounds: %.3f s (reading %.3f s; target %.1f s)\n", players, rounds,
                seconds(start), parsed, target);
}

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.value(1) == QLatin1String("trf") && args.size() == 5) {
        store::writeOutput(args[4], io::writeTrf(bench::syntheticSwiss(args[2].toInt(), args[3].toInt(), 2026)));
        return 0;
    }
    if (args.value(1) == QLatin1String("trf")) {
        trfImport(500, 8, 0.5);
        trfImport(1000, 11, 1.0);
        return 0;
    }
    eventRounds();
    const auto system = rating::makeRatingSystem("trueskill");
    std::mt19937 random(2024);

    // A 1,000-player Swiss over seven rounds, the favourite winning by the ratings; each round timed.
    const int n = 1000;
    std::vector<tournament::SwissEntrant> entrants(n);
    std::vector<rating::Rating> ratings(n);
    for (int i = 0; i < n; ++i) {
        ratings[static_cast<std::size_t>(i)] = {std::normal_distribution<double>(25, 6)(random), 2.5};
        entrants[static_cast<std::size_t>(i)].rating = ratings[static_cast<std::size_t>(i)].mu;
    }
    const auto quality = [&](int a, int b) {
        rating::Game game;
        game.players = {{ratings[static_cast<std::size_t>(a)], 0, 1.0, NAN, NAN, true},
                        {ratings[static_cast<std::size_t>(b)], 1, 1.0, NAN, NAN, true}};
        game.ranks = {1, 1};
        return system->quality(game).value_or(0.0);
    };
    double worst = 0, total = 0;
    for (int round = 1; round <= 7; ++round) {
        const auto start = Clock::now();
        const auto pairs = tournament::pairSwiss(entrants, quality);
        const double took = seconds(start);
        worst = std::max(worst, took);
        total += took;
        int rematches = 0;
        for (const auto &p : pairs) {
            rematches += p.rematch;
            auto &a = entrants[static_cast<std::size_t>(p.first)];
            if (p.second < 0) {
                a.score += 1;
                a.hadBye = true;
                continue;
            }
            auto &b = entrants[static_cast<std::size_t>(p.second)];
            a.opponents.push_back(p.second);
            b.opponents.push_back(p.first);
            ++a.sideBalance;
            --b.sideBalance;
            const bool aWins = std::uniform_real_distribution<double>(0, 1)(random) < 0.5 + (a.rating - b.rating) / 40;
            (aWins ? a : b).score += 1;
        }
        std::printf("swiss 1000 entrants, round %d: %.3f s, %d rematches\n", round, took, rematches);
    }
    std::printf("swiss 1000 entrants: worst round %.3f s, mean %.3f s (target 1 s)\n", worst, total / 7);

    for (const int players : {20, 100}) {
        std::vector<rating::Rating> roster;
        for (int i = 0; i < players; ++i)
            roster.push_back({std::normal_distribution<double>(25, 6)(random),
                              std::uniform_real_distribution<double>(1, 8)(random)});
        const auto start = Clock::now();
        const auto split = tournament::balanceTeams(roster, 2, {}, *system);
        std::printf("two balanced teams from %d players: %.4f s, quality %.4f, %s (target %s)\n", players,
                    seconds(start), split.quality, split.exact ? "exact" : "heuristic",
                    players == 20 ? "0.1 s" : "1 s");
    }
    return 0;
}
