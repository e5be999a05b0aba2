// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/events/events.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "history/synthetic.h"
#include "store/bulk.h"
#include "store/database.h"
#include "store/dberror.h"
#include "store/schema.h"
#include "store/sqlite/clubfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

#include <sys/stat.h>
#include <unistd.h>

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

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(missing)");
}

/** Runs SQL on the file through a connection of its own, outside Podium. */
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

} // namespace

class TestDatabase : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void createsAndReopens();
    void refusesWhatItCannotOpen();
    void refusesFilesThatAreNotPodiumUntouched();
    void refusesNewerSchemaUntouched();
    void migratesEveryReleasedVersion();
    void bigImportBuildsTheSameIndexesAgain();
    void bulkWritersKeepEveryRowAndTheirOrder();
    void rememberedValuesLastUntilTheFileChanges();
    void readOnlyClubReadsAndRefusesWritesLeavingNothing_L3();
    void refusesEmptyFilesAndWhatIsNotAFile_L2_L4();
    void clubOnAFullDiskReads_L3();
    void refusalsAndStorageFailuresAreToldApart();

private:
    QTemporaryDir m_dir;
    QString m_path;
};

void TestDatabase::init()
{
    static int n = 0;
    m_path = m_dir.filePath(QStringLiteral("club%1.podium").arg(++n));
}

void TestDatabase::createsAndReopens()
{
    {
        const auto database = Database::open(m_path, Database::Mode::Create);
        QCOMPARE(database->schemaVersion(), Database::currentSchemaVersion());
        club::Players(*database).add(QStringLiteral("Ann"));
    }
    const auto database = Database::open(m_path);
    QCOMPARE(club::Players(*database).find(QStringLiteral("ANN")), qint64(1));
    auto query = database->prepare(QStringLiteral("PRAGMA journal_mode"));
    Database::exec(query);
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("wal"));
    auto keys = database->prepare(QStringLiteral("PRAGMA foreign_keys"));
    Database::exec(keys);
    QVERIFY(keys.next());
    QCOMPARE(keys.value(0).toInt(), 1);
    QVERIFY(database->integrityProblems().isEmpty());
}

void TestDatabase::refusesWhatItCannotOpen()
{
    QCOMPARE(errorOf([&] { Database::open(m_path); }),
             m_path + QStringLiteral(": no such database (create one with init)"));
    QVERIFY(!QFile::exists(m_path));
    Database::open(m_path, Database::Mode::Create);
    QCOMPARE(errorOf([&] { Database::open(m_path, Database::Mode::Create); }),
             m_path + QStringLiteral(" already exists; it was left untouched"));
}

void TestDatabase::refusesFilesThatAreNotPodiumUntouched()
{
    QFile text(m_path);
    QVERIFY(text.open(QIODevice::WriteOnly));
    text.write("name,rating\nann,1500\n");
    text.close();
    const QByteArray before = contents(m_path);
    QCOMPARE(errorOf([&] { Database::open(m_path); }),
             m_path + QStringLiteral(" is not a Podium database (not an SQLite file); it was left untouched"));
    QCOMPARE(contents(m_path), before);

    const QString other = m_dir.filePath(QStringLiteral("other.sqlite"));
    rawSql(other,
           {QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)"),
            QStringLiteral("INSERT INTO notes (text) VALUES ('keep me')")});
    const QByteArray sqliteBefore = contents(other);
    QCOMPARE(errorOf([&] { Database::open(other); }),
             other + QStringLiteral(" is an SQLite database but not a Podium one; it was left untouched"));
    QCOMPARE(contents(other), sqliteBefore);
    QVERIFY(!QFile::exists(other + QStringLiteral("-wal")));
}

void TestDatabase::refusesNewerSchemaUntouched()
{
    Database::open(m_path, Database::Mode::Create);
    rawSql(m_path, {QStringLiteral("PRAGMA user_version = 99")});
    const QByteArray before = contents(m_path);
    QCOMPARE(errorOf([&] { Database::open(m_path); }),
             m_path
                 + QStringLiteral(" was written by a newer Podium (schema version 99; this build knows up to %1); it "
                                  "was left untouched")
                       .arg(Database::currentSchemaVersion()));
    QCOMPARE(contents(m_path), before);
}

void TestDatabase::migratesEveryReleasedVersion()
{
    // tests/data/club-v1.podium was written by the first release of the schema: two players, one game
    // (Ann beat Bob), an Elo leaderboard. Opening it migrates it to the current version.
    const QString copy = m_dir.filePath(QStringLiteral("v1.podium"));
    QVERIFY(QFile::copy(QStringLiteral(PODIUM_TEST_DATA_DIR "/club-v1.podium"), copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    const auto database = Database::open(copy);
    QCOMPARE(database->schemaVersion(), Database::currentSchemaVersion());
    const auto rows = club::Leaderboards(*database).standings(QStringLiteral("Elo"));
    QCOMPARE(rows.size(), std::size_t(2));
    QCOMPARE(rows[0].player, QStringLiteral("Ann"));
    QCOMPARE(rows[0].rating.mu, 1512.0);
    QCOMPARE(rows[1].rating.mu, 1488.0);

    // tests/data/club-v2.podium, the first schema with events: the same game and leaderboard, and a Swiss
    // event "Cup" of Ann, Bob and Cid with round 1 played (Ann beat Cid, Bob had the bye).
    const QString copy2 = m_dir.filePath(QStringLiteral("v2.podium"));
    QVERIFY(QFile::copy(QStringLiteral(PODIUM_TEST_DATA_DIR "/club-v2.podium"), copy2));
    QFile::setPermissions(copy2, QFile::ReadOwner | QFile::WriteOwner);
    const auto v2 = Database::open(copy2);
    QCOMPARE(v2->schemaVersion(), Database::currentSchemaVersion());
    club::Events events(*v2);
    QCOMPARE(events.roundCount(QStringLiteral("Cup")), 1);
    const auto standings = events.standings(QStringLiteral("Cup"));
    QCOMPARE(standings.size(), std::size_t(3));
    QCOMPARE(standings[0].player, QStringLiteral("Ann"));
    QCOMPARE(standings[0].points, 1.0);
    QCOMPARE(club::deciderName(standings[0].decidedBy, events.tieBreakNames(QStringLiteral("Cup"))),
             QStringLiteral("wins"));
    QCOMPARE(standings[1].player, QStringLiteral("Bob"));
    QCOMPARE(standings[1].byes, 1);
    QCOMPARE(club::Leaderboards(*v2).standings(QStringLiteral("Elo")).front().player, QStringLiteral("Ann"));
}

void TestDatabase::bulkWritersKeepEveryRowAndTheirOrder()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    database->execute(QStringLiteral("CREATE TEMP TABLE parent (id INTEGER PRIMARY KEY, name TEXT NOT NULL)"));
    database->execute(QStringLiteral("CREATE TEMP TABLE child (parent INTEGER NOT NULL REFERENCES parent(id), "
                                     "value REAL, note TEXT)"));
    const auto parents = database->bulkWriter(QStringLiteral("parent"), {QStringLiteral("id"), QStringLiteral("name")});
    const auto children = database->bulkWriter(
        QStringLiteral("child"), {QStringLiteral("parent"), QStringLiteral("value"), QStringLiteral("note")});
    // Two children a parent: the children's batches fill before their parents' do, and the foreign key (on, as in
    // every club) needs the parents written first. 150 parents: two full batches and a rest of 22.
    for (std::int64_t i = 1; i <= 150; ++i) {
        const std::string name = QStringLiteral("P%1").arg(i).toStdString();
        parents->add({i, std::string_view(name)});
        for (int k = 0; k < 2; ++k) {
            const store::BulkValue value = i % 7 == 0 ? store::BulkValue(nullptr) : store::BulkValue(0.5 * i + k);
            const std::string note = i % 5 == 0 ? std::string() : QStringLiteral("note P%1").arg(i).toStdString();
            children->add({i, value, std::string_view(note)});
        }
    }
    children->finish(); // the parents' rest first, all the same
    parents->finish();
    const auto one = [&](const QString &sql) {
        auto query = database->prepare(sql);
        Database::exec(query);
        return query.next() ? query.value(0) : QVariant();
    };
    QCOMPARE(one(QStringLiteral("SELECT count(*) FROM parent")).toInt(), 150);
    QCOMPARE(one(QStringLiteral("SELECT sum(id) FROM parent WHERE name = 'P' || id")).toInt(), 150 * 151 / 2);
    QCOMPARE(one(QStringLiteral("SELECT count(*) FROM child")).toInt(), 300);
    // 21 parents are multiples of 7: their 42 children have no value; the others' values sum to
    // sum over i of (0.5 i + 0.5 i + 1) = sum of (i + 1) for the 129 others.
    QCOMPARE(one(QStringLiteral("SELECT count(*) FROM child WHERE value IS NULL")).toInt(), 42);
    double expected = 0;
    for (int i = 1; i <= 150; ++i)
        expected += i % 7 == 0 ? 0.0 : i + 1.0;
    QCOMPARE(one(QStringLiteral("SELECT sum(value) FROM child")).toDouble(), expected);
    // An empty text is stored as one, not as NULL: 30 parents are multiples of 5.
    QCOMPARE(one(QStringLiteral("SELECT count(*) FROM child WHERE note = ''")).toInt(), 60);
    QCOMPARE(one(QStringLiteral("SELECT count(*) FROM child WHERE note = 'note P' || parent")).toInt(), 240);
    QCOMPARE(one(QStringLiteral("SELECT count(*) FROM child WHERE note IS NULL")).toInt(), 0);

    // A row SQLite refuses is told with the table, whether it is in a full batch or in the rest.
    const auto refused = [&](int rows) {
        const auto writer
            = database->bulkWriter(QStringLiteral("parent"), {QStringLiteral("id"), QStringLiteral("name")});
        return errorOf([&] {
            for (std::int64_t i = 0; i < rows; ++i)
                writer->add({1000 + (i == rows - 1 ? 0 : i), std::string_view("again")}); // the last repeats 1000
            writer->finish();
        });
    };
    QCOMPARE(refused(64), QStringLiteral("database error in parent: UNIQUE constraint failed: parent.id"));
    QCOMPARE(refused(3), QStringLiteral("database error in parent: UNIQUE constraint failed: parent.id"));
}

void TestDatabase::bigImportBuildsTheSameIndexesAgain()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    const auto indexes = [&] {
        QStringList all;
        auto query = database->prepare(QStringLiteral(
            "SELECT name || ': ' || coalesce(sql, '') FROM sqlite_schema WHERE type = 'index' ORDER BY name"));
        Database::exec(query);
        while (query.next())
            all.append(query.value(0).toString());
        return all;
    };
    const QStringList before = indexes();
    const auto games = store::secondaryIndexes(*database, QStringLiteral("games"));
    QCOMPARE(games.size(), std::size_t(2));
    QCOMPARE(games[0].name, QStringLiteral("games_by_date"));
    QCOMPARE(games[0].sql, QStringLiteral("CREATE INDEX games_by_date ON games (played_at, id)"));
    QCOMPARE(games[1].name, QStringLiteral("games_in_order"));
    const auto participants = store::secondaryIndexes(*database, QStringLiteral("participants"));
    QCOMPARE(participants.size(), std::size_t(1));
    QCOMPARE(participants[0].sql, QStringLiteral("CREATE INDEX participants_by_player ON participants (player_id)"));
    // 60,000 rows into an empty club: the import drops those indexes and builds them again afterwards.
    const auto history
        = podium::history::generateSynthetic({podium::history::GameKind::HeadToHead, 100, 30000, 9, 4, 8});
    QCOMPARE(club::Games(*database).import(history, QStringLiteral("Chess")).added, 30000);
    QCOMPARE(indexes(), before);
    QVERIFY(database->integrityProblems().isEmpty());
    // The rebuilt indexes are the ones the schema check expects (H4): the club opens again.
    QCOMPARE(Database::open(m_path)->schemaVersion(), Database::currentSchemaVersion());
}

void TestDatabase::rememberedValuesLastUntilTheFileChanges()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    int made = 0;
    const std::function<int()> count = [&] {
        ++made;
        return int(club::Players(*database).list().size());
    };
    QCOMPARE(*database->remembered<int>(QStringLiteral("players"), count), 0);
    QCOMPARE(*database->remembered<int>(QStringLiteral("players"), count), 0);
    QCOMPARE(made, 1); // kept
    // This connection writes: worked out again.
    club::Players(*database).add(QStringLiteral("Ann"));
    QCOMPARE(*database->remembered<int>(QStringLiteral("players"), count), 1);
    QCOMPARE(made, 2);
    // A write that only a derived cache holds is declared harmless: kept.
    database->execute(QStringLiteral("UPDATE players SET notes = 'x'"));
    database->keepRemembered();
    QCOMPARE(*database->remembered<int>(QStringLiteral("players"), count), 1);
    QCOMPARE(made, 2);
    // Another connection commits: worked out again, even after keepRemembered.
    {
        const auto other = Database::open(m_path);
        club::Players(*other).add(QStringLiteral("Bob"));
    }
    database->keepRemembered();
    QCOMPARE(*database->remembered<int>(QStringLiteral("players"), count), 2);
    QCOMPARE(made, 3);
}

// L3: a club that cannot be written could not be read either ("attempt to write a readonly database"), and a reader
// left -wal and -shm files of its own. Mode::OpenReadOnly takes the path that a read-only disk, a read-only folder or
// a file without write permission take (tst_clubcli runs the last two as another user).
void TestDatabase::readOnlyClubReadsAndRefusesWritesLeavingNothing_L3()
{
    {
        const auto database = Database::open(m_path, Database::Mode::Create);
        club::Leaderboards(*database).create({0, QStringLiteral("Elo"), {}, QStringLiteral("elo"), {}, {}, {}});
        club::GameInput game;
        game.date = QStringLiteral("2024-05-01");
        game.discipline = QStringLiteral("Chess");
        game.participants = {{QStringLiteral("Ann"), {}, 1}, {QStringLiteral("Bob"), {}, 2}};
        club::Games(*database).add(game);
    }
    rawSql(m_path, {QStringLiteral("UPDATE leaderboards SET fresh = 0")}); // standings must replay to be read
    const QByteArray before = contents(m_path);
    const QStringList files = QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden);
    {
        const auto database = Database::open(m_path, Database::Mode::OpenReadOnly);
        QVERIFY(database->isReadOnly());
        QCOMPARE(database->readOnlyReason(), QStringLiteral("it was opened read-only"));
        const std::vector<club::LeaderboardRow> rows = club::Leaderboards(*database).standings(QStringLiteral("Elo"));
        QCOMPARE(rows.size(), std::size_t(2));
        QCOMPARE(rows[0].player, QStringLiteral("Ann"));
        QCOMPARE(rows[0].rating.mu, 1512.0); // the default Elo: k 24, an even game
        QCOMPARE(rows[1].rating.mu, 1488.0);
        QCOMPARE(rows[1].lastPlayed, QStringLiteral("2024-05-01T00:00:00"));
        QVERIFY(database->integrityProblems().isEmpty());
        QCOMPARE(errorOf([&] { club::Players(*database).add(QStringLiteral("Zed")); }),
                 m_path + QStringLiteral(" is read-only (it was opened read-only): nothing can be changed"));
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden), files); // no -wal, no -shm
    }
    QCOMPARE(contents(m_path), before);
    QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden), files);
    // The same replay stored, once the club can be written.
    const auto writable = Database::open(m_path);
    QVERIFY(!writable->isReadOnly());
    QCOMPARE(club::Leaderboards(*writable).standings(QStringLiteral("Elo"))[0].rating.mu, 1512.0);
}

// L4: an empty file was made a club by any command, and `--db ""` was taken for a name. L2: a FIFO given as a club
// blocked forever, a directory or a device was opened.
void TestDatabase::refusesEmptyFilesAndWhatIsNotAFile_L2_L4()
{
    QCOMPARE(errorOf([&] { Database::open(QString()); }), QStringLiteral("no club file given"));
    QCOMPARE(errorOf([&] { store::createClubFile(QString()); }), QStringLiteral("no club file given"));
    {
        QFile empty(m_path);
        QVERIFY(empty.open(QIODevice::WriteOnly));
    }
    QCOMPARE(errorOf([&] { Database::open(m_path); }),
             m_path + QStringLiteral(" is empty (0 bytes), not a Podium club; it was left untouched"));
    QCOMPARE(QFileInfo(m_path).size(), qint64(0));
    store::createClubFile(m_path); // init takes its place
    QCOMPARE(Database::open(m_path)->schemaVersion(), Database::currentSchemaVersion());

    const QString fifo = m_dir.filePath(QStringLiteral("club.fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QCOMPARE(errorOf([&] { Database::open(fifo); }),
             fifo + QStringLiteral(" is not a regular file (a FIFO, a device or a socket); Podium reads files only"));
    QCOMPARE(errorOf([&] { Database::open(QStringLiteral("/dev/zero")); }),
             QStringLiteral("/dev/zero is not a regular file (a FIFO, a device or a socket); Podium reads files only"));
    QCOMPARE(errorOf([&] { Database::open(m_dir.path()); }),
             m_dir.path() + QStringLiteral(" is a directory, not a file"));
}

// L3: on a full disk, standings and backup failed with "disk I/O error": SQLite could not create the -shm file it
// reads a WAL club through. The club now opens read-only there, reads, and refuses changes saying why. A full disk
// needs a small file system of its own: a 1 MB tmpfs, which only root may mount (skipped otherwise).
void TestDatabase::clubOnAFullDiskReads_L3()
{
    QTemporaryDir mountPoint;
    if (::geteuid() != 0
        || QProcess::execute(QStringLiteral("mount"),
                             {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                              QStringLiteral("size=1m"), QStringLiteral("tmpfs"), mountPoint.path()})
            != 0)
        QSKIP("a full disk needs a tmpfs mounted as root");
    const auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {mountPoint.path()}); });
    const QString path = mountPoint.filePath(QStringLiteral("club.podium"));
    {
        const auto database = Database::open(path, Database::Mode::Create);
        club::Leaderboards(*database).create({0, QStringLiteral("Elo"), {}, QStringLiteral("elo"), {}, {}, {}});
        club::GameInput game;
        game.date = QStringLiteral("2024-05-01");
        game.discipline = QStringLiteral("Chess");
        game.participants = {{QStringLiteral("Ann"), {}, 1}, {QStringLiteral("Bob"), {}, 2}};
        club::Games(*database).add(game);
    }
    QFile filler(mountPoint.filePath(QStringLiteral("filler")));
    QVERIFY(filler.open(QIODevice::WriteOnly));
    const QByteArray block(4096, '\0');
    while (filler.write(block) == block.size() && filler.flush()) { }
    filler.close();
    const QByteArray before = contents(path);
    {
        const auto database = Database::open(path);
        QVERIFY(database->isReadOnly());
        QCOMPARE(database->readOnlyReason(), QStringLiteral("its disk is full"));
        const std::vector<club::LeaderboardRow> rows = club::Leaderboards(*database).standings(QStringLiteral("Elo"));
        QCOMPARE(rows.size(), std::size_t(2));
        QCOMPARE(rows[0].player, QStringLiteral("Ann"));
        QCOMPARE(rows[0].rating.mu, 1512.0); // the default Elo: k 24, an even game
        QCOMPARE(errorOf([&] { club::Players(*database).add(QStringLiteral("Zed")); }),
                 path + QStringLiteral(" is read-only (its disk is full): nothing can be changed"));
    }
    QCOMPARE(contents(path), before);
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    QVERIFY(!QFile::exists(path + QStringLiteral("-shm")));
}

QTEST_GUILESS_MAIN(TestDatabase)
namespace {

/** The kind of the DbError that what throws; Refused when it throws none (the caller then fails on the text). */
store::DbError::Kind kindOf(const std::function<void()> &what)
{
    try {
        what();
    } catch (const store::DbError &error) {
        return error.kind();
    }
    return store::DbError::Kind::Lost; // no error at all: a kind no check below expects
}

} // namespace

// Issue 27: a refused game is not a broken disk. Rules refuse (the user corrects the input); the storage fails (a
// file that is not a club, a statement the database cannot run, a commit it cannot make); a server's connection is
// lost (PostgreSQL's, next issue).
void TestDatabase::refusalsAndStorageFailuresAreToldApart()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::GameInput nobody;
    nobody.date = QStringLiteral("2024-05-01");
    nobody.discipline = QStringLiteral("Chess");
    QCOMPARE(kindOf([&] { games.add(nobody); }), store::DbError::Kind::Refused);
    QCOMPARE(kindOf([&] { club::Players(*database).remove(QStringLiteral("Nobody")); }), store::DbError::Kind::Refused);
    QCOMPARE(kindOf([&] { database->execute(QStringLiteral("SELECT nothing FROM nowhere")); }),
             store::DbError::Kind::Storage);
    // A statement that fails as it runs: Qt's SQLite driver calls it a ConnectionError, but a file has no connection
    // to lose (it was told as "the connection to the server is lost").
    const QString twice = QStringLiteral("INSERT INTO disciplines (name) VALUES ('Darts'), ('Darts')");
    QCOMPARE(kindOf([&] { database->execute(twice); }), store::DbError::Kind::Storage);
    QCOMPARE(errorOf([&] { database->execute(twice); }),
             QStringLiteral("database error: UNIQUE constraint failed: disciplines.name Unable to fetch row (in: %1)")
                 .arg(twice));
    QFile text(m_dir.filePath(QStringLiteral("notes.podium")));
    QVERIFY(text.open(QIODevice::WriteOnly));
    text.write("name,rating\nann,1500\n");
    text.close();
    QCOMPARE(kindOf([&] { Database::open(text.fileName()); }), store::DbError::Kind::Storage);
    // A change to a club that cannot be written is refused as such ("read-only"): nothing failed.
    const auto reader = Database::open(m_path, Database::Mode::OpenReadOnly);
    QCOMPARE(kindOf([&] { club::Players(*reader).add(QStringLiteral("Ann")); }), store::DbError::Kind::Refused);
}

#include "tst_database.moc"
