// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Times the club database at the sizes of issue 3 and prints the figures. A benchmark measures; it does
// not pass or fail. Run: build/tests/bench/bench_club [--quick]
#include "club/club.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "commands/gamecommands.h"
#include "history/synthetic.h"
#include "io/interchangecsv.h"
#include "store/database.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <cstdio>
#include <cstring>
#include <functional>

using namespace podium;

namespace {

double seconds(QElapsedTimer &timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e9;
}

/** Appends 50 games of Chess dated in year, one at a time through add, and prints the time each took. */
void timeAppends(const char *what, int year, const std::function<void(const club::GameInput &)> &add)
{
    club::GameInput game;
    game.discipline = QStringLiteral("Chess");
    game.participants = {{QStringLiteral("P0001"), {}, 1, 3, 20, true}, {QStringLiteral("P0002"), {}, 2, 1, 20, true}};
    double best = 1e9, worst = 0, total = 0;
    const int appends = 50;
    QElapsedTimer timer;
    for (int i = 0; i < appends; ++i) {
        game.date = QStringLiteral("%1-01-01T%2:%3:00")
                        .arg(year)
                        .arg(i / 60, 2, 10, QLatin1Char('0'))
                        .arg(i % 60, 2, 10, QLatin1Char('0'));
        timer.restart();
        add(game);
        const double s = seconds(timer);
        best = std::min(best, s);
        worst = std::max(worst, s); // with synchronous = FULL every commit waits for the disk
        total += s;
    }
    std::printf("%s: %.2f ms on average, %.2f ms best, %.2f ms worst, of %d\n", what, 1000 * total / appends,
                1000 * best, 1000 * worst, appends);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
    const int scale = quick ? 10 : 1;
    QTemporaryDir dir;

    // 1. Import 1,000,000 participant rows: 500,000 head-to-head games from an interchange CSV file.
    const auto history = history::generateSynthetic({history::GameKind::HeadToHead, 5000, 500000 / scale, 1, 4, 8});
    const QByteArray csv = io::writeInterchange(history);
    QElapsedTimer timer;
    timer.start();
    {
        const auto db
            = store::Database::open(dir.filePath(QStringLiteral("import.podium")), store::Database::Mode::Create);
        const auto parsed = io::readInterchange(csv, QStringLiteral("games.csv"));
        club::Games(*db).import(parsed, QStringLiteral("Chess"));
    }
    std::printf("import %zu participant rows (%zu games) from CSV: %.2f s\n", history.entries.size(),
                history.games.size(), seconds(timer));

    // 2. Replay a leaderboard of 200,000 games and store its standings.
    const QString path = dir.filePath(QStringLiteral("club.podium"));
    {
        const auto db = store::Database::open(path, store::Database::Mode::Create);
        club::Games(*db).import(
            history::generateSynthetic({history::GameKind::HeadToHead, 5000, 200000 / scale, 2, 4, 8}),
            QStringLiteral("Chess"));
        for (const char *algorithm : {"trueskill", "elo", "zonestats"}) {
            club::Leaderboards leaderboards(*db);
            timer.restart();
            leaderboards.create({0,
                                 QString::fromLatin1(algorithm),
                                 QStringLiteral("Chess"),
                                 QString::fromLatin1(algorithm),
                                 {},
                                 {},
                                 {}});
            std::printf("replay a leaderboard of %d games and store it (%s): %.3f s\n", 200000 / scale, algorithm,
                        seconds(timer));
        }
    }

    // 3. Open that database and get the standings.
    timer.restart();
    std::size_t rows = 0;
    {
        const auto db = store::Database::open(path);
        rows = club::Leaderboards(*db).standings(QStringLiteral("trueskill")).size();
    }
    std::printf("open a database of %d games and read standings (%zu players): %.3f s\n", 200000 / scale, rows,
                seconds(timer));

    // 4. Append one game: every leaderboard rates it on the spot.
    {
        const auto db = store::Database::open(path);
        timeAppends("append one game (3 leaderboards updated)", 2030,
                    [&](const club::GameInput &game) { club::Games(*db).add(game); });
    }

    // 5. The same as a command, as the app and podium-cli add a game: the game, then its row of the change journal
    //    in a transaction of its own (two commits, each waiting for the disk).
    {
        const auto club = Club::open(path);
        timeAppends("append one game as a command (3 leaderboards, the journal)", 2031,
                    [&](const club::GameInput &game) { club->run(std::make_unique<commands::AddGame>(*club, game)); });
    }
    return 0;
}
