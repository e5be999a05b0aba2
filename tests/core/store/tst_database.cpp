#include "club/events.h"
#include "club/games.h"
#include "club/headtohead.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "club/playerstats.h"
#include "history/synthetic.h"
#include "io/inputerror.h"
#include "io/interchangecsv.h"
#include "store/database.h"
#include "store/dberror.h"
#include "store/schema.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace podium;
using db::Database;
using db::DbError;

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

int count(const Database &database, const char *table)
{
    QSqlQuery query = database.prepare(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table)));
    Database::exec(query);
    return query.next() ? query.value(0).toInt() : -1;
}

db::GameInput duel(const QString &date, const QString &a, const QString &b, int rankA = 1, int rankB = 2)
{
    db::GameInput game;
    game.date = date;
    game.discipline = QStringLiteral("Chess");
    game.participants = {{a, {}, rankA, 3, 20, true}, {b, {}, rankB, 1, 20, true}};
    return game;
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
    void players();
    void badGamesAreRefusedAndNothingIsWritten();
    void appendingIsIncremental();
    void incrementalEqualsFullReplay_data();
    void incrementalEqualsFullReplay();
    void importIsAllOrNothingAndIdempotent();
    void bigImportBuildsTheSameIndexesAgain();
    void historyOfAPlayer();
    void headToHead();
    void playerProfile();

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
        db::Players(*database).add(QStringLiteral("Ann"));
    }
    const auto database = Database::open(m_path);
    QCOMPARE(db::Players(*database).find(QStringLiteral("ANN")), qint64(1));
    QSqlQuery query = database->prepare(QStringLiteral("PRAGMA journal_mode"));
    Database::exec(query);
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("wal"));
    QSqlQuery keys = database->prepare(QStringLiteral("PRAGMA foreign_keys"));
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
    const auto rows = db::Leaderboards(*database).standings(QStringLiteral("Elo"));
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
    db::Events events(*v2);
    QCOMPARE(events.roundCount(QStringLiteral("Cup")), 1);
    const auto standings = events.standings(QStringLiteral("Cup"));
    QCOMPARE(standings.size(), std::size_t(3));
    QCOMPARE(standings[0].player, QStringLiteral("Ann"));
    QCOMPARE(standings[0].points, 1.0);
    QCOMPARE(db::deciderName(standings[0].decidedBy, events.tieBreakNames(QStringLiteral("Cup"))),
             QStringLiteral("wins"));
    QCOMPARE(standings[1].player, QStringLiteral("Bob"));
    QCOMPARE(standings[1].byes, 1);
    QCOMPARE(db::Leaderboards(*v2).standings(QStringLiteral("Elo")).front().player, QStringLiteral("Ann"));
}

void TestDatabase::players()
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

void TestDatabase::badGamesAreRefusedAndNothingIsWritten()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    db::Games games(*database);
    db::Leaderboards(*database).create(
        {0, QStringLiteral("Points"), QStringLiteral("Chess"), QStringLiteral("zonestats"), {}, {}, {}});
    QCOMPARE(
        errorOf([&] { games.add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("ann"))); }),
        QStringLiteral("participant 2: 'ann' is in this game twice"));
    QCOMPARE(
        errorOf([&] { games.add(duel(QStringLiteral("yesterday"), QStringLiteral("Ann"), QStringLiteral("Bob"))); }),
        QStringLiteral("date: 'yesterday' is not a date (YYYY-MM-DD, or YYYY-MM-DDTHH:MM[:SS])"));
    db::GameInput single = duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob"));
    single.kind = history::GameKind::Team;
    single.participants[0].team = single.participants[1].team = QStringLiteral("Red");
    QCOMPARE(errorOf([&] { games.add(single); }), QStringLiteral("a game needs at least two sides"));
    // ZoneStats needs minutes: the leaderboard refuses the game, and the whole change is rolled back.
    db::GameInput noMinutes = duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob"));
    noMinutes.participants[1].minutes = std::nan("");
    QCOMPARE(errorOf([&] { games.add(noMinutes); }),
             QStringLiteral("leaderboard 'Points' cannot rate this game: teams[1][0].minutes: ZoneStats needs every "
                            "rated player's minutes in the game"));
    QCOMPARE(count(*database, "games"), 0);
    QCOMPARE(count(*database, "participants"), 0);
    QCOMPARE(count(*database, "players"), 0);
    // The same for an older game, which only marks the leaderboard for a replay, and for an edit: the
    // game is refused now rather than breaking the standings later.
    db::GameInput ok = duel(QStringLiteral("2024-02-01"), QStringLiteral("Ann"), QStringLiteral("Bob"));
    const qint64 id = games.add(ok);
    noMinutes.date = QStringLiteral("2023-01-01");
    QCOMPARE(errorOf([&] { games.add(noMinutes); }),
             QStringLiteral("leaderboard 'Points' cannot rate this game: teams[1][0].minutes: ZoneStats needs every "
                            "rated player's minutes in the game"));
    QCOMPARE(errorOf([&] { games.edit(id, noMinutes); }),
             QStringLiteral("leaderboard 'Points' cannot rate this game: teams[1][0].minutes: ZoneStats needs every "
                            "rated player's minutes in the game"));
    QCOMPARE(count(*database, "games"), 1);
    QCOMPARE(db::Games(*database).get(id).game.date, QStringLiteral("2024-02-01T00:00:00"));
    // Moved to a discipline without ZoneStats, it is fine.
    noMinutes.discipline = QStringLiteral("Go");
    games.edit(id, noMinutes);
    QCOMPARE(db::Leaderboards(*database).standings(QStringLiteral("Points")).size(), std::size_t(0));
}

void TestDatabase::appendingIsIncremental()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    db::Games games(*database);
    db::Leaderboards leaderboards(*database);
    leaderboards.create({0, QStringLiteral("Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
    const qint64 first = games.add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    const auto state = [&] {
        QSqlQuery query = database->prepare(QStringLiteral("SELECT fresh, replayed_to_game FROM leaderboards"));
        Database::exec(query);
        query.next();
        return std::make_pair(query.value(0).toInt(), query.value(1).toLongLong());
    };
    QCOMPARE(state(), std::make_pair(1, first)); // rated on the spot, no replay pending
    const qint64 second = games.add(duel(QStringLiteral("2024-01-05"), QStringLiteral("Bob"), QStringLiteral("Ann")));
    QCOMPARE(state(), std::make_pair(1, second));
    games.add(duel(QStringLiteral("2024-01-03"), QStringLiteral("Cid"), QStringLiteral("Ann"))); // older: replay
    QCOMPARE(state().first, 0);
    const auto rows = leaderboards.standings(QStringLiteral("Elo"));
    QCOMPARE(state().first, 1);
    QCOMPARE(rows.size(), std::size_t(3));
    QString difference;
    QVERIFY2(leaderboards.cacheMatchesReplay(QStringLiteral("Elo"), &difference), qPrintable(difference));
}

void TestDatabase::incrementalEqualsFullReplay_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::newRow("trueskill") << QStringLiteral("trueskill");
    QTest::newRow("elo") << QStringLiteral("elo");
    QTest::newRow("zonestats") << QStringLiteral("zonestats");
}

void TestDatabase::incrementalEqualsFullReplay()
{
    // A long random sequence of edits: new games (mostly the newest, sometimes older ones), edits that
    // move games in time or change their result, deletions, merges. After each step the cached standings
    // must equal a replay from scratch.
    QFETCH(QString, algorithm);
    const auto database = Database::open(m_path, Database::Mode::Create);
    db::Games games(*database);
    db::Leaderboards leaderboards(*database);
    leaderboards.create({0, QStringLiteral("Board"), QStringLiteral("Chess"), algorithm, {}, {}, {}});
    std::mt19937 random(42);
    const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(random); };
    std::vector<qint64> ids;
    QDate newest(2024, 1, 1);
    for (int step = 0; step < 300; ++step) {
        const int action = pick(10);
        const QString a = QStringLiteral("P%1").arg(pick(12)), b = QStringLiteral("P%1").arg(pick(12));
        if (a == b)
            continue;
        const int rankB = pick(5) == 0 ? 1 : 2; // some draws
        if (action < 6 || ids.empty()) { // the newest game
            newest = newest.addDays(1);
            ids.push_back(games.add(duel(newest.toString(Qt::ISODate), a, b, 1, rankB)));
        } else if (action < 7) { // an older one
            ids.push_back(games.add(duel(newest.addDays(-pick(60)).toString(Qt::ISODate), a, b, 1, rankB)));
        } else if (action < 9) { // an edit
            games.edit(ids[static_cast<std::size_t>(pick(static_cast<int>(ids.size())))],
                       duel(newest.addDays(-pick(30)).toString(Qt::ISODate), a, b, rankB, 1));
        } else { // a deletion
            const auto it = ids.begin() + pick(static_cast<int>(ids.size()));
            games.remove(*it);
            ids.erase(it);
        }
        leaderboards.standings(QStringLiteral("Board")); // brings the cache up to date
        QString difference;
        QVERIFY2(leaderboards.cacheMatchesReplay(QStringLiteral("Board"), &difference),
                 qPrintable(QStringLiteral("step %1: %2").arg(step).arg(difference)));
    }
    // And the same history entered into a new leaderboard at once gives the same standings.
    leaderboards.create({0, QStringLiteral("Fresh"), QStringLiteral("Chess"), algorithm, {}, {}, {}});
    const auto cached = leaderboards.standings(QStringLiteral("Board"));
    const auto fresh = leaderboards.standings(QStringLiteral("Fresh"));
    QCOMPARE(cached.size(), fresh.size());
    for (std::size_t i = 0; i < cached.size(); ++i) {
        QCOMPARE(cached[i].player, fresh[i].player);
        QCOMPARE(cached[i].rating.mu, fresh[i].rating.mu);
        QCOMPARE(cached[i].rating.sigma, fresh[i].rating.sigma);
        QCOMPARE(cached[i].games, fresh[i].games);
    }
}

void TestDatabase::importIsAllOrNothingAndIdempotent()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    db::Games games(*database);
    db::Leaderboards(*database).create(
        {0, QStringLiteral("TS"), QStringLiteral("Races"), QStringLiteral("trueskill"), {}, {}, {}});
    const auto history = podium::history::generateSynthetic({podium::history::GameKind::FreeForAll, 20, 200, 5, 4, 6});
    db::ImportReport report = games.import(history, QStringLiteral("Races"));
    QCOMPARE(report.added, 200);
    QCOMPARE(report.skipped, 0);
    QCOMPARE(report.newPlayers, 20);
    QCOMPARE(count(*database, "participants"), 1200);
    QSqlQuery keys = database->prepare(QStringLiteral("PRAGMA foreign_keys"));
    Database::exec(keys);
    QVERIFY(keys.next());
    QCOMPARE(keys.value(0).toInt(), 1); // the import turned its checks off only for itself
    keys.finish();
    QVERIFY(database->integrityProblems().isEmpty());
    report = games.import(history, QStringLiteral("races"));
    QCOMPARE(report.added, 0);
    QCOMPARE(report.skipped, 200);
    // The leaderboard equals replaying the same history in memory.
    const auto rows = db::Leaderboards(*database).standings(QStringLiteral("TS"));
    const auto expected = podium::history::replay(history, *rating::makeRatingSystem("trueskill"));
    QCOMPARE(rows.size(), expected.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        QCOMPARE(rows[i].player.toStdString(), history.players[static_cast<std::size_t>(expected[i].player)]);
        QCOMPARE(rows[i].rating.mu, expected[i].rating.mu);
        QCOMPARE(rows[i].wins, expected[i].wins);
    }
    // A file that fails half-way through the import leaves nothing behind: here the last game's player
    // has a name of blanks, which the CSV reader passes but a club cannot keep.
    const auto bad = io::readInterchange("game_id,date,kind,participant,rank\n"
                                         "n1,2024-06-01,h2h,New One,1\nn1,2024-06-01,h2h,New Two,2\n"
                                         "n2,2024-06-02,h2h,New One,1\nn2,2024-06-02,h2h,\"   \",2\n",
                                         QStringLiteral("bad.csv"));
    QCOMPARE(errorOf([&] { games.import(bad, QStringLiteral("Races")); }), QStringLiteral("a player needs a name"));
    QCOMPARE(count(*database, "games"), 200);
    QCOMPARE(count(*database, "players"), 20);
}

void TestDatabase::bigImportBuildsTheSameIndexesAgain()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    const auto indexes = [&] {
        QStringList all;
        QSqlQuery query = database->prepare(QStringLiteral(
            "SELECT name || ': ' || coalesce(sql, '') FROM sqlite_schema WHERE type = 'index' ORDER BY name"));
        Database::exec(query);
        while (query.next())
            all.append(query.value(0).toString());
        return all;
    };
    const QStringList before = indexes();
    const auto games = db::secondaryIndexes(*database, QStringLiteral("games"));
    QCOMPARE(games.size(), std::size_t(2));
    QCOMPARE(games[0].name, QStringLiteral("games_by_date"));
    QCOMPARE(games[0].sql, QStringLiteral("CREATE INDEX games_by_date ON games (played_at, id)"));
    QCOMPARE(games[1].name, QStringLiteral("games_in_order"));
    const auto participants = db::secondaryIndexes(*database, QStringLiteral("participants"));
    QCOMPARE(participants.size(), std::size_t(1));
    QCOMPARE(participants[0].sql, QStringLiteral("CREATE INDEX participants_by_player ON participants (player_id)"));
    // 60,000 rows into an empty club: the import drops those indexes and builds them again afterwards.
    const auto history
        = podium::history::generateSynthetic({podium::history::GameKind::HeadToHead, 100, 30000, 9, 4, 8});
    QCOMPARE(db::Games(*database).import(history, QStringLiteral("Chess")).added, 30000);
    QCOMPARE(indexes(), before);
    QVERIFY(database->integrityProblems().isEmpty());
}

void TestDatabase::historyOfAPlayer()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    db::Games games(*database);
    db::Leaderboards leaderboards(*database);
    leaderboards.create({0, QStringLiteral("Elo"), {}, QStringLiteral("elo"), {}, {}, {}});
    games.add(duel(QStringLiteral("2024-01-02"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    games.add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Cid")));
    games.add(duel(QStringLiteral("2024-01-03"), QStringLiteral("Bob"), QStringLiteral("Cid")));
    // Ann: beat Cid on the 1st (1512), then Bob on the 2nd: E = 1/(1+10^(-12/400)) = 0.517263,
    // 1512 + 24 * 0.482737 = 1523.585699.
    const auto points = leaderboards.history(QStringLiteral("ann"), QStringLiteral("Elo"));
    QCOMPARE(points.size(), std::size_t(2));
    QCOMPARE(points[0].date, QStringLiteral("2024-01-01T00:00:00"));
    QCOMPARE(points[0].rating.mu, 1512.0);
    QVERIFY(std::abs(points[1].rating.mu - 1523.585699) < 1e-6);
    QCOMPARE(errorOf([&] { leaderboards.history(QStringLiteral("Zed"), QStringLiteral("Elo")); }),
             QStringLiteral("there is no player called 'Zed'"));
    // Several players from one replay: the same points, in the order asked.
    const auto both = leaderboards.histories({QStringLiteral("Cid"), QStringLiteral("Ann")}, QStringLiteral("Elo"));
    QCOMPARE(both.size(), std::size_t(2));
    QCOMPARE(both[0].size(), std::size_t(2)); // Cid: lost to Ann, then lost to Bob
    QCOMPARE(both[1].size(), points.size());
    for (std::size_t i = 0; i < points.size(); ++i)
        QCOMPARE(both[1][i].rating.mu, points[i].rating.mu);
}

void TestDatabase::headToHead()
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

void TestDatabase::playerProfile()
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

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"
