// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Several desks entering results into one club at once (issue 28): each desk a thread with its own connection and
// its own Club, adding games by the same command the app and podium-cli run (commands::AddGame), the games of all
// desks sharing some players and spread over a year, so that many land before others and replay the leaderboard
// from their date. Prints the time taken, the results lost and refused, and whether the cached standings then equal
// a replay of the whole history.
//
//   bench_desks CLUB [--desks N] [--games M]
//
// CLUB is a club location as podium-cli takes it: a file, or a server's address with its schema (a new club is made
// there; one already there is refused). Figures are in the README ("Several desks").
#include "club/club.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "commands/gamecommands.h"
#include "store/clubcreation.h"
#include "store/clublocation.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QCoreApplication>
#include <QDate>
#include <QElapsedTimer>
#include <QThread>

#include <atomic>
#include <cstdio>
#include <memory>
#include <vector>

using namespace podium;

namespace {

club::GameInput gameOf(int desk, int n)
{
    club::GameInput game;
    // Spread over 2026 in an order of their own: most games are older than the desk's last one.
    game.date = QDate(2026, 1, 1).addDays((desk * 7919 + n * 104729) % 365).toString(Qt::ISODate);
    game.discipline = QStringLiteral("Chess");
    game.kind = history::GameKind::HeadToHead;
    // Each desk's own players, and five every desk shares (a club's regulars at every table).
    const QString a = n % 3 == 0 ? QStringLiteral("Regular %1").arg(n % 5)
                                 : QStringLiteral("Desk %1 player %2").arg(desk).arg(n % 40);
    const QString b = QStringLiteral("Desk %1 player %2").arg(desk).arg((n * 7 + 1) % 40);
    game.participants = {{a, {}, 1 + n % 2}, {b, {}, 2 - n % 2}};
    return game;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    int desks = 10, games = 1000;
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        if (args.at(i) == QLatin1String("--desks"))
            desks = args.at(i + 1).toInt();
        else if (args.at(i) == QLatin1String("--games"))
            games = args.at(i + 1).toInt();
    }
    if (args.isEmpty() || desks < 1 || games < 1) {
        std::fprintf(stderr, "usage: bench_desks CLUB [--desks N] [--games M]\n");
        return 2;
    }
    try {
        const store::ClubLocation location = store::ClubLocation::parse(args.at(0));
        store::createClub(location, [](const store::Database &db) {
            club::Leaderboards(db).create({0,
                                           QStringLiteral("Chess TrueSkill"),
                                           QStringLiteral("Chess"),
                                           QStringLiteral("trueskill"),
                                           {},
                                           {},
                                           {}});
        });
        std::atomic<int> refused {0};
        std::atomic<int> entered {0};
        QElapsedTimer clock;
        clock.start();
        std::vector<std::unique_ptr<QThread>> threads;
        for (int d = 1; d <= desks; ++d) {
            threads.emplace_back(QThread::create([&, d] {
                const auto club = Club::open(location);
                for (int n = 0; n < games; ++n) {
                    try {
                        club->run(std::make_unique<commands::AddGame>(*club, gameOf(d, n)));
                        ++entered;
                    } catch (const store::DbError &error) {
                        if (refused++ == 0)
                            std::fprintf(stderr, "refused: %s\n", qPrintable(error.message()));
                    }
                }
            }));
        }
        for (const auto &thread : threads)
            thread->start();
        for (const auto &thread : threads)
            thread->wait();
        const double seconds = static_cast<double>(clock.nsecsElapsed()) / 1e9;
        const auto db = store::Database::open(location);
        const auto stored = static_cast<int>(club::Games(*db).list().size());
        QString difference;
        const bool same = club::Leaderboards(*db).cacheMatchesReplay(QStringLiteral("Chess TrueSkill"), &difference);
        std::printf("%d desks x %d games into %s: %.2f s (%.0f games/s); entered %d, refused %d, stored %d, lost %d;"
                    " standings %s\n",
                    desks, games, qPrintable(location.displayName()), seconds, entered / seconds, entered.load(),
                    refused.load(), stored, entered - stored,
                    same ? "equal a replay" : qPrintable(QStringLiteral("differ from a replay: ") + difference));
        return refused == 0 && stored == desks * games && same ? 0 : 1;
    } catch (const store::DbError &error) {
        std::fprintf(stderr, "bench_desks: %s\n", qPrintable(error.message()));
        return 2;
    }
}
