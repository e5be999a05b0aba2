// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "clubhelpers.h"

#include "club/exchange.h"
#include "club/games.h"
#include "club/players.h"
#include "io/inputerror.h"
#include "store/database.h"

#include <QTemporaryDir>
#include <QTest>

using namespace podium;
using store::Database;

class TestPlayers : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void players();
    void likelyMeant_data();
    void likelyMeant();
    void namesWithControlCharactersAreRefused();
    void l8ImportWithoutRetiredLeavesRetiredAlone();
    void l6PlayersCsvRefusesARepeatedColumn();
    void m8PlayersCsvRefusesInvalidUtf8();

private:
    QTemporaryDir m_dir;
    store::ClubLocation m_path; ///< testClub(): a file, or a schema on the server under test
};

void TestPlayers::init()
{
    m_path = testClub(QDir(m_dir.path()));
}

void TestPlayers::players()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Players players(*database);
    club::Games games(*database);
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
    QCOMPARE(club::likelyMeant(typed, club), meant);
}

namespace {

/** What importing csv as a players file does: the InputError's text, or "no error". */
QString importError(const Database &database, const QByteArray &csv)
{
    try {
        club::importPlayersCsv(database, csv, QStringLiteral("players.csv"));
    } catch (const io::InputError &error) {
        return error.text();
    }
    return QStringLiteral("no error");
}

} // namespace

// L6: NUL and ESC in a player's name were stored and printed raw by `players list`. Names, display names and
// affiliations refuse control characters (io::nameTextProblem), typed or imported.
void TestPlayers::namesWithControlCharactersAreRefused()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Players players(*database);
    QCOMPARE(errorOf([&] { players.add(QStringLiteral("Ann\tLee")); }),
             QStringLiteral("name: contains the control character U+0009 at character 4"));
    QCOMPARE(errorOf([&] { players.add(QStringLiteral("Ann"), QStringLiteral("\x1b[2J")); }),
             QStringLiteral("display name: contains the control character U+001B at character 1"));
    players.add(QStringLiteral("Bob"));
    QCOMPARE(errorOf([&] { players.rename(QStringLiteral("Bob"), QStringLiteral("Bob\x7f")); }),
             QStringLiteral("name: contains the control character U+007F at character 4"));
    QCOMPARE(
        importError(*database, "name,affiliation\nCid,\"Rooks\nand Knights\"\n"),
        QStringLiteral("players.csv:2: column 'affiliation': contains the control character U+000A at character 6"));
    QCOMPARE(importError(*database, QByteArray("name\nD\0an\n", 10)),
             QStringLiteral("players.csv:2: column 'name': contains the control character U+0000 at character 2"));
    QCOMPARE(players.list().size(), std::size_t(1));
}

// L8: a players file without a 'retired' column used to un-retire everyone it named.
void TestPlayers::l8ImportWithoutRetiredLeavesRetiredAlone()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Players players(*database);
    players.add(QStringLiteral("Jess"));
    players.retire(QStringLiteral("Jess"));
    QCOMPARE(club::importPlayersCsv(*database, "name,affiliation\nJess,Club B\n", QStringLiteral("p.csv")), 0);
    QCOMPARE(players.get(QStringLiteral("Jess")).retired, true);
    QCOMPARE(players.get(QStringLiteral("Jess")).affiliation, QStringLiteral("Club B"));
    // With the column, its value is taken.
    club::importPlayersCsv(*database, "name,retired\nJess,no\n", QStringLiteral("p.csv"));
    QCOMPARE(players.get(QStringLiteral("Jess")).retired, false);
}

// L6: with "name,name" the second column silently won.
void TestPlayers::l6PlayersCsvRefusesARepeatedColumn()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    QCOMPARE(importError(*database, "name,name\nAnn,Bob\n"),
             QStringLiteral("players.csv:1: the header names column 'name' twice"));
    QCOMPARE(importError(*database, "name,retired,notes,retired\nAnn,no,,yes\n"),
             QStringLiteral("players.csv:1: the header names column 'retired' twice"));
    QCOMPARE(club::Players(*database).list().size(), std::size_t(0));
}

// M8: two different invalid byte strings became one player of U+FFFD characters.
void TestPlayers::m8PlayersCsvRefusesInvalidUtf8()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    QCOMPARE(importError(*database, "name\nann\nan\xff\xfen\n"),
             QStringLiteral("players.csv:3:3: not valid UTF-8 (byte 0xff); save the file as UTF-8"));
    QCOMPARE(club::Players(*database).list().size(), std::size_t(0));
}

QTEST_GUILESS_MAIN(TestPlayers)
#include "tst_players.moc"
