// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Opening a club file from elsewhere (issue 11, findings H3 and H4 of the reliability review): a file whose
// schema version or schema is not Podium's own is refused with a message naming the file and what differs,
// and is left byte for byte as it was; nothing in it runs before its schema has been compared.

#include "club/players.h"
#include "store/database.h"
#include "store/dberror.h"
#include "store/schemacheck.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace podium;
using store::Database;
using store::DbError;

namespace {

QString errorOf(const std::function<void()> &action)
{
    try {
        action();
    } catch (const DbError &error) {
        return error.message();
    }
    return QStringLiteral("no error");
}

QByteArray sha256(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray("(missing)");
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex();
}

/** Runs SQL on the file through a connection of its own, outside Podium, as a hostile sender would. */
void rawSql(const QString &path, const QStringList &statements)
{
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        raw.setDatabaseName(path);
        QVERIFY(raw.open());
        for (const QString &sql : statements) {
            QSqlQuery query(raw);
            QVERIFY2(query.exec(sql), qPrintable(sql));
        }
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

int rawCount(const QString &path, const QString &sql)
{
    int count = -1;
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("count"));
        raw.setDatabaseName(path);
        if (raw.open()) {
            QSqlQuery query(raw);
            if (query.exec(sql) && query.next())
                count = query.value(0).toInt();
        }
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("count"));
    return count;
}

} // namespace

class TestOpenFile : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void connectionIsDefensiveAndDistrustsTheSchema();
    void refusesBadSchemaVersionsUntouched_H3_data();
    void refusesBadSchemaVersionsUntouched_H3();
    void refusesSchemaChangedOutsidePodiumUntouched_H4_data();
    void refusesSchemaChangedOutsidePodiumUntouched_H4();
    void hostileTriggerNeverRuns_H4();
    void comparesAnOldFileWithItsOwnVersion_H4();
    void expectedSchemaIsWhatTheMigrationsMake();

private:
    /** A club with one player, made by Podium and closed again. */
    QString makeClub();

    QTemporaryDir m_dir;
    QString m_path;
};

void TestOpenFile::init()
{
    static int n = 0;
    m_path = m_dir.filePath(QStringLiteral("club%1.podium").arg(++n));
}

QString TestOpenFile::makeClub()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Players(*database).add(QStringLiteral("Ann"));
    return m_path;
}

void TestOpenFile::connectionIsDefensiveAndDistrustsTheSchema()
{
    const auto database = Database::open(makeClub());
    auto query = database->prepare(QStringLiteral("PRAGMA trusted_schema"));
    Database::exec(query);
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 0);
    query.finish();
    // Defensive mode (SQLITE_DBCONFIG_DEFENSIVE) ignores writable_schema: the schema cannot be edited by hand
    // on Podium's connection. Without it the update below succeeds.
    database->execute(QStringLiteral("PRAGMA writable_schema = ON"));
    QVERIFY(errorOf([&] {
                database->execute(QStringLiteral("UPDATE sqlite_schema SET sql = sql WHERE 0"));
            }).contains(QStringLiteral("may not be modified")));
}

void TestOpenFile::refusesBadSchemaVersionsUntouched_H3_data()
{
    QTest::addColumn<int>("version");
    QTest::addColumn<QString>("message");
    const QString notPodium = QStringLiteral(" is not a Podium database (schema version %1); it was left untouched");
    QTest::newRow("H3 -1") << -1 << notPodium.arg(-1);
    QTest::newRow("H3 most negative") << int(-2147483647 - 1) << notPodium.arg(-2147483647 - 1);
    QTest::newRow("H3 0 with tables") << 0 << notPodium.arg(0);
    QTest::newRow("H3 99") << 99
                           << QStringLiteral(" was written by a newer Podium (schema version 99; this build knows up "
                                             "to %1); it was left untouched")
                                  .arg(Database::currentSchemaVersion());
}

void TestOpenFile::refusesBadSchemaVersionsUntouched_H3()
{
    QFETCH(int, version);
    QFETCH(QString, message);
    rawSql(makeClub(), {QStringLiteral("PRAGMA user_version = %1").arg(version)});
    const QByteArray before = sha256(m_path);
    QCOMPARE(errorOf([&] { Database::open(m_path); }), m_path + message);
    QCOMPARE(sha256(m_path), before);
}

void TestOpenFile::refusesSchemaChangedOutsidePodiumUntouched_H4_data()
{
    QTest::addColumn<QStringList>("statements");
    QTest::addColumn<QString>("differences");
    QTest::newRow("H4 extra trigger (the review's history rewrite)")
        << QStringList {QStringLiteral("CREATE TABLE log(x)"),
                        QStringLiteral("CREATE TRIGGER spy AFTER INSERT ON games BEGIN INSERT INTO log VALUES (new.id);"
                                       " UPDATE participants SET rank = 1 WHERE game_id <> new.id; END")}
        << QStringLiteral("an extra trigger spy on games; an extra table log");
    QTest::newRow("H4 view in place of a table")
        << QStringList {QStringLiteral("DROP TABLE standings"),
                        QStringLiteral("CREATE VIEW standings AS SELECT 1 AS leaderboard_id")}
        << QStringLiteral("standings is a view, not a table");
    QTest::newRow("H4 extra column") << QStringList {QStringLiteral("ALTER TABLE players ADD COLUMN x TEXT")}
                                     << QStringLiteral("an extra column players.x");
    QTest::newRow("H4 missing column") << QStringList {QStringLiteral("ALTER TABLE players DROP COLUMN notes")}
                                       << QStringLiteral("the column players.notes is missing");
    QTest::newRow("H4 extra index") << QStringList {QStringLiteral("CREATE INDEX players_by_notes ON players (notes)")}
                                    << QStringLiteral("an extra index players_by_notes on players");
    QTest::newRow("H4 missing index") << QStringList {QStringLiteral("DROP INDEX games_by_date")}
                                      << QStringLiteral("the index games_by_date is missing");
    QTest::newRow("H4 index on other columns")
        << QStringList {QStringLiteral("DROP INDEX games_by_date"),
                        QStringLiteral("CREATE INDEX games_by_date ON games (id)")}
        << QStringLiteral("the index games_by_date is declared differently");
    QTest::newRow("H4 table renamed, a view in its place (the review's case d)")
        << QStringList {QStringLiteral("PRAGMA foreign_keys = OFF"),
                        QStringLiteral("ALTER TABLE players RENAME TO p_real"),
                        QStringLiteral("CREATE VIEW players AS SELECT id, name, display_name, affiliation, retired,"
                                       " notes, created_at FROM p_real")}
        << QStringLiteral("players is a view, not a table; the table event_codes is declared differently; the table "
                          "event_entrants is declared differently; the table event_pairings is declared differently; "
                          "and 4 more");
    QTest::newRow("H4 extra view") << QStringList {QStringLiteral("CREATE VIEW names AS SELECT name FROM players")}
                                   << QStringLiteral("an extra view names");
}

void TestOpenFile::refusesSchemaChangedOutsidePodiumUntouched_H4()
{
    QFETCH(QStringList, statements);
    QFETCH(QString, differences);
    rawSql(makeClub(), statements);
    const QByteArray before = sha256(m_path);
    QCOMPARE(errorOf([&] { Database::open(m_path); }),
             m_path + QStringLiteral(" was changed outside Podium (%1); it was left untouched").arg(differences));
    QCOMPARE(sha256(m_path), before);
}

void TestOpenFile::hostileTriggerNeverRuns_H4()
{
    // A trigger that would log every write Podium makes, and a view that would run on every read: opening the
    // file (which on a sound file sets WAL and the other pragmas) must run neither.
    makeClub();
    rawSql(m_path,
           {QStringLiteral("CREATE TABLE log(x)"),
            QStringLiteral("CREATE TRIGGER spy AFTER UPDATE ON players BEGIN INSERT INTO log VALUES (1); END"),
            QStringLiteral("CREATE TRIGGER spy2 AFTER INSERT ON players BEGIN INSERT INTO log VALUES (2); END")});
    const QByteArray before = sha256(m_path);
    QVERIFY(errorOf([&] {
                club::Players(*Database::open(m_path)).add(QStringLiteral("Bob"));
            }).startsWith(m_path + QStringLiteral(" was changed outside Podium (an extra trigger spy on players; ")));
    QCOMPARE(sha256(m_path), before);
    QCOMPARE(rawCount(m_path, QStringLiteral("SELECT count(*) FROM log")), 0);
    QCOMPARE(rawCount(m_path, QStringLiteral("SELECT count(*) FROM players")), 1);
}

void TestOpenFile::comparesAnOldFileWithItsOwnVersion_H4()
{
    // tests/data/club-v2.podium is at schema version 2: it is compared with version 2's schema, not today's, and
    // a trigger added to it is refused before the migration to the current version runs.
    QVERIFY(QFile::copy(QStringLiteral(PODIUM_TEST_DATA_DIR "/club-v2.podium"), m_path));
    QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner);
    rawSql(m_path, {QStringLiteral("CREATE TRIGGER spy AFTER INSERT ON events BEGIN SELECT 1; END")});
    const QByteArray before = sha256(m_path);
    QCOMPARE(
        errorOf([&] { Database::open(m_path); }),
        m_path + QStringLiteral(" was changed outside Podium (an extra trigger spy on events); it was left untouched"));
    QCOMPARE(sha256(m_path), before);
    QCOMPARE(rawCount(m_path, QStringLiteral("PRAGMA user_version")), 2);

    // Without the trigger it opens, migrates, and the migrated file compares equal when opened again.
    rawSql(m_path, {QStringLiteral("DROP TRIGGER spy")});
    Database::open(m_path);
    const auto again = Database::open(m_path);
    QCOMPARE(again->schemaVersion(), Database::currentSchemaVersion());
    QCOMPARE(store::schemaDifferences(*again, again->schemaVersion()), QStringList());
}

void TestOpenFile::expectedSchemaIsWhatTheMigrationsMake()
{
    QVERIFY(store::expectedSchema(0).empty());
    const store::SchemaDescription &v1 = store::expectedSchema(1);
    QCOMPARE(v1.at(QStringLiteral("games")).type, QStringLiteral("table"));
    QCOMPARE(v1.count(QStringLiteral("events")), std::size_t(0));
    QCOMPARE(v1.at(QStringLiteral("participants_by_player")).table, QStringLiteral("participants"));
    QCOMPARE(store::expectedSchema(2).at(QStringLiteral("event_pairings")).columns.size(), std::size_t(8));
    const store::SchemaDescription &current = store::expectedSchema(Database::currentSchemaVersion());
    QCOMPARE(current.at(QStringLiteral("event_pairings")).columns.back().name, QStringLiteral("zero_bye"));
    QCOMPARE(store::expectedSchema(9).at(QStringLiteral("event_pairings")).columns.back().name, QStringLiteral("note"));
    QCOMPARE(store::expectedSchema(4).at(QStringLiteral("event_pairings")).columns.back().name,
             QStringLiteral("half_bye"));
    // A new club is exactly the current version's schema.
    const auto database = Database::open(m_path, Database::Mode::Create);
    QCOMPARE(store::schemaDifferences(*database, Database::currentSchemaVersion()), QStringList());
    QCOMPARE(store::describeSchema(*database).size(), current.size());
}

QTEST_GUILESS_MAIN(TestOpenFile)
#include "tst_openfile.moc"
