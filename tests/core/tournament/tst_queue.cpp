// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The club night queue: those who waited play first, recent opponents meet again last.
#include "tournament/queue.h"
#include "tournament/tournamenterror.h"

#include <QTest>

#include <set>

using namespace podium::tournament;

class TestQueue : public QObject
{
    Q_OBJECT

private slots:
    void clubNightQueue();
    void teamTablesSeatThoseWhoWaited();
};

void TestQueue::clubNightQueue()
{
    // Five players, two tables: the one who waited plays; nobody meets their last opponent again.
    std::vector<QueuedPlayer> players(5);
    players[4].waited = 1;
    players[0].recentOpponents = {1};
    players[1].recentOpponents = {0};
    players[2].recentOpponents = {3};
    players[3].recentOpponents = {2};
    // Quality favours the rematches 0-1 and 2-3 strongly; waiting and recency still win.
    const auto quality = [](int a, int b) { return (a / 2 == b / 2 && a < 4 && b < 4) ? 1.0 : 0.3; };
    const auto games = nextGames(players, 2, quality);
    QCOMPARE(games.size(), std::size_t(2));
    std::set<int> playing;
    for (const auto &[a, b] : games) {
        playing.insert(a);
        playing.insert(b);
        QVERIFY(!(a / 2 == b / 2 && b < 4)); // not 0-1 nor 2-3
    }
    QVERIFY(playing.contains(4));
    QCOMPARE(games.front().first == 4 || games.front().second == 4, true); // the longest wait first
    // One table for two players; too few players is refused.
    QCOMPARE(nextGames(std::vector<QueuedPlayer>(2), 3, quality).size(), std::size_t(1));
    QVERIFY_THROWS_EXCEPTION(TournamentError, nextGames(std::vector<QueuedPlayer>(1), 1, quality));
}

void TestQueue::teamTablesSeatThoseWhoWaited()
{
    // Nine players, strongest first by index, two tables of 2 v 2: eight play. Player 8 (the weakest) waited, so
    // plays; of those who did not, 7 sat out most rounds tonight, then 0 to 5; 6 sat out none and is left out.
    std::vector<QueuedPlayer> players(9);
    players[8].waited = 1;
    for (int i = 0; i < 6; ++i)
        players[static_cast<std::size_t>(i)].satOut = 1;
    players[7].satOut = 2;
    const std::vector<double> strength {90, 80, 70, 60, 50, 40, 30, 20, 10};
    const auto tables = nextTeamTables(players, 2, 2, strength);
    QCOMPARE(tables.size(), std::size_t(2));
    QCOMPARE(tables[0], (std::vector<int> {0, 1, 2, 3})); // the strongest four together
    QCOMPARE(tables[1], (std::vector<int> {4, 5, 7, 8}));
    // Three tables asked, room for two: the others wait. Teams larger than the players allow shrink to one
    // table of two teams as large as they can be.
    QCOMPARE(nextTeamTables(players, 3, 2, strength).size(), std::size_t(2));
    const auto small = nextTeamTables(std::vector<QueuedPlayer>(5), 2, 4, {5, 4, 3, 2, 1});
    QCOMPARE(small.size(), std::size_t(1));
    QCOMPARE(small[0], (std::vector<int> {0, 1, 2, 3}));
    QVERIFY_THROWS_EXCEPTION(TournamentError, nextTeamTables(std::vector<QueuedPlayer>(1), 1, 2, {1}));
    QVERIFY_THROWS_EXCEPTION(TournamentError, nextTeamTables(players, 0, 2, strength));
    QVERIFY_THROWS_EXCEPTION(TournamentError, nextTeamTables(players, 1, 0, strength));
}

QTEST_GUILESS_MAIN(TestQueue)
#include "tst_queue.moc"
