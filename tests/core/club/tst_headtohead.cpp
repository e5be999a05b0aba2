#include "clubhelpers.h"

#include "club/games.h"
#include "club/headtohead.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "store/database.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace podium;
using db::Database;

class TestHeadToHead : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void headToHead();

private:
    QTemporaryDir m_dir;
    QString m_path;
};

void TestHeadToHead::init()
{
    static int n = 0;
    m_path = m_dir.filePath(QStringLiteral("club%1.podium").arg(++n));
}

void TestHeadToHead::headToHead()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    db::Games games(*database);
    db::Leaderboards leaderboards(*database);
    leaderboards.create({0, QStringLiteral("TS"), QStringLiteral("Chess"), QStringLiteral("trueskill"), {}, {}, {}});
    leaderboards.create({0, QStringLiteral("Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
    db::Players(*database).add(QStringLiteral("Ann"));
    db::Players(*database).add(QStringLiteral("Bob"));
    // Two new players: d = 0, c^2 = 2 beta^2 + 2 sigma^2 = 173.6111, eps = 0.7404666 (two players at p = 0.1):
    // win = loss = Phi(-0.7404666 / 13.176157) = Phi(-0.0561976) = 0.4775923, draw = 0.0448155 (mpmath).
    auto h = db::headToHead(*database, QStringLiteral("TS"), {QStringLiteral("Ann")}, {QStringLiteral("Bob")});
    QVERIFY(std::abs(h.win - 0.4775923) < 1e-6);
    QVERIFY(std::abs(h.loss - 0.4775923) < 1e-6);
    QVERIFY(std::abs(h.draw - 0.0448155) < 1e-6);
    QVERIFY(std::abs(*h.quality - 0.447213595499958) < 1e-12);
    QVERIFY(h.meetings.empty());
    games.add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    games.add(duel(QStringLiteral("2024-01-02"), QStringLiteral("Bob"), QStringLiteral("Ann"), 1, 1));
    games.add(duel(QStringLiteral("2024-01-03"), QStringLiteral("Ann"), QStringLiteral("Cid")));
    h = db::headToHead(*database, QStringLiteral("Elo"), {QStringLiteral("ann")}, {QStringLiteral("Bob")});
    QCOMPARE(h.meetings.size(), std::size_t(2));
    QCOMPARE(h.aWon, 1);
    QCOMPARE(h.drawn, 1);
    QCOMPARE(h.bWon, 0);
    QVERIFY(h.win > 0.5 && h.draw == 0.0 && std::abs(h.win + h.loss - 1) < 1e-15);
    QVERIFY(!h.quality);
    QCOMPARE(errorOf([&] {
                 db::headToHead(*database, QStringLiteral("Elo"), {QStringLiteral("Ann")}, {QStringLiteral("ann")});
             }),
             QStringLiteral("'Ann' is on both sides"));
}

QTEST_GUILESS_MAIN(TestHeadToHead)
#include "tst_headtohead.moc"
