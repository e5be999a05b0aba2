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

QTEST_GUILESS_MAIN(TestQueue)
#include "tst_queue.moc"
