#include "clubhelpers.h"

#include "club/games.h"
#include "club/leaderboards.h"
#include "club/playerstats.h"
#include "store/database.h"

#include <QTemporaryDir>
#include <QTest>

using namespace podium;
using db::Database;

class TestPlayerStats : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void playerProfile();

private:
    QTemporaryDir m_dir;
    QString m_path;
};

void TestPlayerStats::init()
{
    static int n = 0;
    m_path = m_dir.filePath(QStringLiteral("club%1.podium").arg(++n));
}

void TestPlayerStats::playerProfile()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    db::Games games(*database);
    db::Leaderboards leaderboards(*database);
    leaderboards.create({0, QStringLiteral("Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
    // Ann beats Bob twice, loses to Cid twice, then beats Cid once.
    games.add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    games.add(duel(QStringLiteral("2024-01-02"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    games.add(duel(QStringLiteral("2024-01-03"), QStringLiteral("Cid"), QStringLiteral("Ann")));
    games.add(duel(QStringLiteral("2024-01-04"), QStringLiteral("Cid"), QStringLiteral("Ann")));
    games.add(duel(QStringLiteral("2024-01-05"), QStringLiteral("Ann"), QStringLiteral("Cid")));
    const auto p = db::playerProfile(*database, QStringLiteral("ann"), QStringLiteral("Elo"));
    QCOMPARE(p.games, 5);
    QCOMPARE(p.wins, 3);
    QCOMPARE(p.losses, 2);
    QCOMPARE(p.history.size(), std::size_t(5));
    // Each point of the profile's history says whom she met, how it went and where she came from.
    QCOMPARE(p.history[2].opponents, QStringList{QStringLiteral("Cid")});
    QCOMPARE(p.history[2].outcome, -1);
    QCOMPARE(p.history[2].before.mu, p.history[1].rating.mu);
    QCOMPARE(p.history[0].before.mu, 1500.0);
    // Best win: Cid on the 5th, rated above 1520 after beating Ann twice; Bob was at 1500 and then 1488.
    QCOMPARE(p.bestWinOpponent, QStringLiteral("Cid"));
    QVERIFY(p.bestWinRating > 1520);
    QCOMPARE(p.bestWinDate, QStringLiteral("2024-01-05T00:00:00"));
    QCOMPARE(p.toughestOpponent, QStringLiteral("Cid"));
    // Over the last two games Bob went 1500 -> 1488 -> 1476.x (lost both), so his change is that drop.
    const auto changes = db::recentChanges(*database, QStringLiteral("Elo"), 2);
    const auto bob = leaderboards.history(QStringLiteral("Bob"), QStringLiteral("Elo"));
    QCOMPARE(changes.at(QStringLiteral("Bob")), bob.back().value - 1500.0);
    const auto ann = leaderboards.history(QStringLiteral("Ann"), QStringLiteral("Elo"));
    QCOMPARE(changes.at(QStringLiteral("Ann")), ann.back().value - ann[2].value);
    QCOMPARE(p.toughestWins, 1);
    QCOMPARE(p.toughestLosses, 2);
}

QTEST_GUILESS_MAIN(TestPlayerStats)
#include "tst_playerstats.moc"
