#include "clubhelpers.h"

#include "club/games.h"
#include "club/players.h"
#include "store/database.h"

#include <QTemporaryDir>
#include <QTest>

using namespace podium;
using db::Database;

class TestPlayers : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void players();
    void likelyMeant_data();
    void likelyMeant();

private:
    QTemporaryDir m_dir;
    QString m_path;
};

void TestPlayers::init()
{
    static int n = 0;
    m_path = m_dir.filePath(QStringLiteral("club%1.podium").arg(++n));
}

void TestPlayers::players()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    db::Players players(*database);
    db::Games games(*database);
    players.add(QStringLiteral("  Ann   Lee "), QStringLiteral("Ann"), QStringLiteral("Chess Club"));
    QCOMPARE(players.list().front().name, QStringLiteral("Ann Lee"));
    QCOMPARE(errorOf([&] { players.add(QStringLiteral("ann lee")); }),
             QStringLiteral("there is already a player called 'ann lee'"));
    games.add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann Lee"), QStringLiteral("Bob")));
    games.add(duel(QStringLiteral("2024-01-02"), QStringLiteral("Robert"), QStringLiteral("Cid")));
    QCOMPARE(
        errorOf([&] { players.remove(QStringLiteral("Bob")); }),
        QStringLiteral("'Bob' has played 1 games and cannot be deleted without rewriting history; retire the player, "
                       "or merge them into another entry for the same person"));
    players.rename(QStringLiteral("Ann Lee"), QStringLiteral("Ann Smith"));
    QCOMPARE(errorOf([&] { players.rename(QStringLiteral("Cid"), QStringLiteral("bob")); }),
             QStringLiteral("there is already a player called 'bob' (merge them instead?)"));
    const qint64 robert = players.find(QStringLiteral("Robert"));
    auto merged = players.merge(QStringLiteral("Robert"), QStringLiteral("Bob"));
    QCOMPARE(players.find(QStringLiteral("Robert")), qint64(0));
    QCOMPARE(games.list({QStringLiteral("Bob"), {}}).size(), std::size_t(2));
    // Taken back (undo), Robert returns with his id and his game; merged again for what follows.
    players.unmerge(merged);
    QCOMPARE(players.find(QStringLiteral("Robert")), robert);
    QCOMPARE(games.list({QStringLiteral("Bob"), {}}).size(), std::size_t(1));
    QCOMPARE(games.list({QStringLiteral("Robert"), {}}).size(), std::size_t(1));
    merged = players.merge(QStringLiteral("Robert"), QStringLiteral("Bob"));
    QCOMPARE(merged.games.size(), std::size_t(1));
    players.retire(QStringLiteral("Cid"));
    const auto list = players.list();
    QCOMPARE(list.size(), std::size_t(3));
    QCOMPARE(list[2].name, QStringLiteral("Cid"));
    QVERIFY(list[2].retired);
    players.add(QStringLiteral("Dan"));
    players.remove(QStringLiteral("Dan"));
    QCOMPARE(players.find(QStringLiteral("Dan")), qint64(0));
    // Merging two people who met is refused.
    QCOMPARE(errorOf([&] { players.merge(QStringLiteral("Cid"), QStringLiteral("Bob")); }),
             QStringLiteral("'Cid' and 'Bob' both played game 2, so they are two people; nothing was merged"));
}

void TestPlayers::likelyMeant_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("meant");
    const QString none;
    // Distances counted by hand: one deletion, one swap, one substitution, two edits on a long name.
    QTest::newRow("letter left out") << QStringLiteral("Fank") << QStringLiteral("Frank");
    QTest::newRow("neighbours swapped") << QStringLiteral("Farnk") << QStringLiteral("Frank");
    QTest::newRow("case and spaces") << QStringLiteral("  grAce ") << none; // Grace herself
    QTest::newRow("one wrong letter") << QStringLiteral("Bpb") << QStringLiteral("Bob");
    QTest::newRow("two edits, long name") << QStringLiteral("Alegzander") << QStringLiteral("Alexander");
    QTest::newRow("two edits, short name") << QStringLiteral("Bx") << none; // "Bob" is two edits from a 2-letter name
    QTest::newRow("nobody near") << QStringLiteral("Zoltan") << none;
    QTest::newRow("nearest of two") << QStringLiteral("Gracie") << QStringLiteral("Grace");
}

void TestPlayers::likelyMeant()
{
    QFETCH(QString, typed);
    QFETCH(QString, meant);
    const QStringList club {QStringLiteral("Frank"), QStringLiteral("Bob"), QStringLiteral("Alexander"),
                            QStringLiteral("Grace"), QStringLiteral("Gregory")};
    QCOMPARE(db::likelyMeant(typed, club), meant);
}

QTEST_GUILESS_MAIN(TestPlayers)
#include "tst_players.moc"
