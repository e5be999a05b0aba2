// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "clubhelpers.h"

#include "club/games.h"
#include "club/leaderboards.h"
#include "club/playerstats.h"
#include "store/database.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace podium;
using store::Database;

namespace {

/** A free-for-all kart race on date with these players and ranks. */
void race(club::Games &games, const char *date, std::initializer_list<std::pair<const char *, int>> order)
{
    club::GameInput game;
    game.date = QLatin1String(date);
    game.discipline = QStringLiteral("Karts");
    game.kind = history::GameKind::FreeForAll;
    for (const auto &[name, rank] : order)
        game.participants.push_back({QLatin1String(name), {}, rank, std::nan(""), std::nan(""), true});
    games.add(game);
}

} // namespace

class TestPlayerStats : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void playerProfile();
    void freeForAllPlaces();

private:
    QTemporaryDir m_dir;
    store::ClubLocation m_path; ///< testClub(): a file, or a schema on the server under test
};

void TestPlayerStats::init()
{
    m_path = testClub(QDir(m_dir.path()));
}

void TestPlayerStats::playerProfile()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::Leaderboards leaderboards(*database);
    leaderboards.create({0, QStringLiteral("Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
    // Ann beats Bob twice, loses to Cid twice, then beats Cid once.
    games.add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    games.add(duel(QStringLiteral("2024-01-02"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    games.add(duel(QStringLiteral("2024-01-03"), QStringLiteral("Cid"), QStringLiteral("Ann")));
    games.add(duel(QStringLiteral("2024-01-04"), QStringLiteral("Cid"), QStringLiteral("Ann")));
    games.add(duel(QStringLiteral("2024-01-05"), QStringLiteral("Ann"), QStringLiteral("Cid")));
    const auto p = club::playerProfile(*database, QStringLiteral("ann"), QStringLiteral("Elo"));
    QCOMPARE(p.games, 5);
    QCOMPARE(p.sides.games, 5);
    QCOMPARE(p.sides.wins, 3);
    QCOMPARE(p.sides.draws, 0);
    QCOMPARE(p.sides.losses, 2);
    QCOMPARE(p.places.games, 0);
    QCOMPARE(p.history.size(), std::size_t(5));
    // Each point of the profile's history says whom she met, how it went and where she came from.
    QCOMPARE(p.history[2].opponents, QStringList {QStringLiteral("Cid")});
    QCOMPARE(p.history[2].outcome, -1);
    QCOMPARE(p.history[2].before.mu, p.history[1].rating.mu);
    QCOMPARE(p.history[0].before.mu, 1500.0);
    // Best win: Cid on the 5th, rated above 1520 after beating Ann twice; Bob was at 1500 and then 1488.
    QCOMPARE(p.bestWinOpponent, QStringLiteral("Cid"));
    QVERIFY(p.bestWinRating > 1520);
    QCOMPARE(p.bestWinDate, QStringLiteral("2024-01-05T00:00:00"));
    // Over the last two games Bob went 1500 -> 1488 -> 1476.x (lost both), so his change is that drop.
    const auto changes = club::recentChanges(*database, QStringLiteral("Elo"), 2);
    const auto bob = leaderboards.history(QStringLiteral("Bob"), QStringLiteral("Elo"));
    QCOMPARE(changes.at(QStringLiteral("Bob")), bob.back().value - 1500.0);
    const auto ann = leaderboards.history(QStringLiteral("Ann"), QStringLiteral("Elo"));
    QCOMPARE(changes.at(QStringLiteral("Ann")), ann.back().value - ann[2].value);
    // Cid, met three times, is both the most met and the hardest: Ann scored 1 of 3 against him. Bob, beaten
    // twice, was met too rarely to be the hardest even if she had lost to him.
    QCOMPARE(p.mostMet.name, QStringLiteral("Cid"));
    QCOMPARE(p.mostMet.games, 3);
    QCOMPARE(p.mostMet.ahead, 1);
    QCOMPARE(p.mostMet.behind, 2);
    QCOMPARE(p.hardest.name, QStringLiteral("Cid"));
    QCOMPARE(p.hardest.games, 3);
}

void TestPlayerStats::freeForAllPlaces()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::Leaderboards(*database).create(
        {0, QStringLiteral("Karts"), QStringLiteral("Karts"), QStringLiteral("trueskill"), {}, {}, {}});
    // Ann's six races, finishing orders best first ({name, rank}):
    race(games, "2024-01-01", {{"Dan", 1}, {"Ann", 2}, {"Bob", 3}, {"Cid", 4}}); // Ann 2nd of 4
    race(games, "2024-01-02", {{"Dan", 1}, {"Bob", 2}, {"Cid", 3}, {"Ann", 4}}); // 4th of 4
    race(games, "2024-01-03", {{"Ann", 1}, {"Cid", 2}, {"Bob", 3}}); // 1st of 3
    race(games, "2024-01-04", {{"Bob", 1}, {"Ann", 2}, {"Cid", 3}}); // 2nd of 3
    race(games, "2024-01-05", {{"Cid", 1}, {"Ann", 2}, {"Eve", 3}}); // 2nd of 3
    race(games, "2024-01-06", {{"Ann", 1}, {"Eve", 1}, {"Gus", 3}}); // 1st of 3, shared with Eve
    const auto p = club::playerProfile(*database, QStringLiteral("Ann"), QStringLiteral("Karts"));
    QCOMPARE(p.games, 6);
    QCOMPARE(p.sides.games, 0); // no head-to-head or team game: no wins and losses to speak of
    QCOMPARE(p.places.games, 6);
    QCOMPARE(p.places.firsts, 2); // the 3rd and the 6th (shared)
    QCOMPARE(p.places.bestPlace, 1);
    QCOMPARE(p.places.averagePlace, 2.0); // (2 + 4 + 1 + 2 + 2 + 1) / 6 = 12 / 6
    QCOMPARE(p.places.averageField, 20.0 / 6); // (4 + 4 + 3 + 3 + 3 + 3) / 6
    // Against each rival, who finished ahead: Cid 5 races, Ann ahead in the 1st, 3rd and 4th (3 - 2);
    // Bob 4 races, ahead in the 1st and 3rd (2 - 2, a score of 0.5 < Cid's 0.6); Dan 2 races, both behind,
    // too few to count as the hardest; Eve 2 (1 ahead, 1 level); Gus 1.
    QCOMPARE(p.mostMet.name, QStringLiteral("Cid"));
    QCOMPARE(p.mostMet.games, 5);
    QCOMPARE(p.mostMet.ahead, 3);
    QCOMPARE(p.mostMet.level, 0);
    QCOMPARE(p.mostMet.behind, 2);
    QCOMPARE(p.hardest.name, QStringLiteral("Bob"));
    QCOMPARE(p.hardest.games, 4);
    QCOMPARE(p.hardest.ahead, 2);
    QCOMPARE(p.hardest.behind, 2);
    // Eve's record against Ann holds the shared place as level.
    const auto eve = club::playerProfile(*database, QStringLiteral("Eve"), QStringLiteral("Karts"));
    QCOMPARE(eve.places.firsts, 1);
    QCOMPARE(eve.places.averagePlace, 2.0); // 3rd, then 1st
    QCOMPARE(eve.mostMet.name, QStringLiteral("Ann")); // Ann 2, Cid 1, Gus 1
    QCOMPARE(eve.mostMet.level, 1);
    QCOMPARE(eve.mostMet.behind, 1);
    QVERIFY(eve.hardest.name.isEmpty()); // nobody met three times
    // Gus met Ann and Eve once each: nobody stands out (C14 of the walkthrough of 28 November). Dan met Ann, Bob
    // and Cid twice each: the first by name.
    QVERIFY(club::playerProfile(*database, QStringLiteral("Gus"), QStringLiteral("Karts")).mostMet.name.isEmpty());
    QCOMPARE(club::playerProfile(*database, QStringLiteral("Dan"), QStringLiteral("Karts")).mostMet.name,
             QStringLiteral("Ann"));
}

QTEST_GUILESS_MAIN(TestPlayerStats)
#include "tst_playerstats.moc"
