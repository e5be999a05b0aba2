// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "clubhelpers.h"

#include "club/club.h"
#include "club/drawfit.h"
#include "club/events/eventreports.h"
#include "club/events/events.h"
#include "club/games.h"
#include "club/journal.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "store/database.h"

#include <QDate>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <random>

using namespace podium;
using store::Database;

namespace {

/** Takes back what schema version 10 added (the players' known ratings, the absences asked for), for a club made
 *  now to stand in for one of version 9 or before. */
void backToVersion9(const Database &database)
{
    for (const char *column : {"known_rating", "rating_system", "rating_id", "federation", "title"})
        database.execute(QStringLiteral("ALTER TABLE players DROP COLUMN %1").arg(QLatin1String(column)));
    database.execute(QStringLiteral("ALTER TABLE event_pairings DROP COLUMN zero_bye"));
}

/** Takes back what schema versions 9 and 10 added (the players' result reports and the above), for a club made now
 *  to stand in for one of version 8 or before. */
void backToVersion8(const Database &database)
{
    backToVersion9(database);
    for (const char *table : {"event_report_alerts", "event_reports", "event_codes"})
        database.execute(QStringLiteral("DROP TABLE %1").arg(QLatin1String(table)));
}

/** Takes back what schema versions 8 and 9 added, for a club made now to stand in for one of version 7 or before. */
void backToVersion7(const Database &database)
{
    backToVersion8(database);
    for (const char *table : {"games", "players", "leaderboards", "events"})
        database.execute(QStringLiteral("ALTER TABLE %1 DROP COLUMN revision").arg(QLatin1String(table)));
    database.execute(QStringLiteral("ALTER TABLE club_changes DROP COLUMN disciplines"));
    database.execute(QStringLiteral("ALTER TABLE club_changes DROP COLUMN rows"));
}

} // namespace

class TestLeaderboards : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void appendingIsIncremental();
    void incrementalEqualsFullReplay_data();
    void incrementalEqualsFullReplay();
    void historyOfAPlayer();
    void historyPointsTellTheGame();
    void staleStandingsReadWhileAnotherWrites();
    void extremeParametersAreRefused_M2();
    void storedInfinityIsNamedAndReplaced_M2();
    void glicko2ByWeekRatesAGameWithItsWeek();
    void aVersion5ClubReadOnlyReplaysItsStandings();
    void aVersion6ClubReadOnlyOpensWithoutTheJournal();
    void aVersion7ClubReadOnlyReadsItsJournal();
    void aVersion8ClubReadOnlyOpensWithoutReports();
    void aVersion9ClubReadOnlyHasNoKnownRatings();
    void drawProbabilityFromTheGames();
    void partialPlayFromMinutesInTheHistory();
    void everyUnratedDisciplineIsOffered();

private:
    QTemporaryDir m_dir;
    store::ClubLocation m_path; ///< testClub(): a file, or a schema on the server under test
};

void TestLeaderboards::init()
{
    m_path = testClub(QDir(m_dir.path()));
}

void TestLeaderboards::appendingIsIncremental()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::Leaderboards leaderboards(*database);
    leaderboards.create({0, QStringLiteral("Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
    const qint64 first = games.add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    const auto state = [&] {
        auto query = database->prepare(QStringLiteral("SELECT fresh, replayed_to_game FROM leaderboards"));
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

void TestLeaderboards::incrementalEqualsFullReplay_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::newRow("trueskill") << QStringLiteral("trueskill");
    QTest::newRow("elo") << QStringLiteral("elo");
    QTest::newRow("zonestats") << QStringLiteral("zonestats");
    QTest::newRow("glicko2") << QStringLiteral("glicko2");
    QTest::newRow("glicko2 by week") << QStringLiteral("glicko2 week");
}

void TestLeaderboards::incrementalEqualsFullReplay()
{
    // A long random sequence of edits: new games (mostly the newest, sometimes older ones), edits that
    // move games in time or change their result, deletions, merges. After each step the cached standings
    // must equal a replay from scratch.
    QFETCH(QString, algorithm);
    rating::ParamList params;
    if (algorithm == QStringLiteral("glicko2 week")) { // rating periods of a week: every new game replays
        algorithm = QStringLiteral("glicko2");
        params = {{"period", "week"}};
    }
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::Leaderboards leaderboards(*database);
    leaderboards.create({0, QStringLiteral("Board"), QStringLiteral("Chess"), algorithm, params, {}, {}});
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
    leaderboards.create({0, QStringLiteral("Fresh"), QStringLiteral("Chess"), algorithm, params, {}, {}});
    const auto cached = leaderboards.standings(QStringLiteral("Board"));
    const auto fresh = leaderboards.standings(QStringLiteral("Fresh"));
    QCOMPARE(cached.size(), fresh.size());
    for (std::size_t i = 0; i < cached.size(); ++i) {
        QCOMPARE(cached[i].player, fresh[i].player);
        QCOMPARE(cached[i].rating.mu, fresh[i].rating.mu);
        QCOMPARE(cached[i].rating.sigma, fresh[i].rating.sigma);
        QCOMPARE(cached[i].rating.volatility, fresh[i].rating.volatility);
        QCOMPARE(cached[i].games, fresh[i].games);
    }
    if (algorithm == QStringLiteral("glicko2"))
        QVERIFY(cached.front().rating.volatility > 0 && cached.front().rating.volatility != 0.06);
}

void TestLeaderboards::glicko2ByWeekRatesAGameWithItsWeek()
{
    // A game appended to a Glicko-2 leaderboard of weekly periods is rated with the rest of its week: the
    // leaderboard replays at its next read, and its standings are the week's outcome, not the game's alone.
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::Leaderboards leaderboards(*database);
    leaderboards.create(
        {0, QStringLiteral("G2"), QStringLiteral("Chess"), QStringLiteral("glicko2"), {{"period", "week"}}, {}, {}});
    games.add(duel(QStringLiteral("2026-11-02"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    games.add(duel(QStringLiteral("2026-11-04"), QStringLiteral("Bob"), QStringLiteral("Ann")));
    auto fresh = database->prepare(QStringLiteral("SELECT fresh FROM leaderboards"));
    Database::exec(fresh);
    QVERIFY(fresh.next());
    QCOMPARE(fresh.value(0).toInt(), 0);
    fresh.finish();
    const auto rows = leaderboards.standings(QStringLiteral("G2"));
    QCOMPARE(rows.size(), std::size_t {2});
    // One win and one loss between newcomers in one period: both stay at 1500 (a per-game Glicko-2 would not).
    QCOMPARE(rows[0].rating.mu, 1500.0);
    QCOMPARE(rows[1].rating.mu, 1500.0);
    QVERIFY(rows[0].rating.sigma < 350 && rows[0].rating.volatility > 0);
    QString difference;
    QVERIFY2(leaderboards.cacheMatchesReplay(QStringLiteral("G2"), &difference), qPrintable(difference));
}

void TestLeaderboards::aVersion5ClubReadOnlyReplaysItsStandings()
{
    if (onServer())
        QSKIP("a club file of an earlier version: a server's clubs begin at version 8");
    // Schema version 6 added the standings' volatility. A club of version 5 on a read-only medium cannot be
    // migrated; it opens as it is, and its standings are replayed in memory rather than read from the old cache.
    {
        const auto database = Database::open(m_path, Database::Mode::Create);
        club::Games games(*database);
        club::Leaderboards leaderboards(*database);
        leaderboards.create({0, QStringLiteral("Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
        games.add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
        leaderboards.standings(QStringLiteral("Elo"));
        backToVersion7(*database);
        database->execute(QStringLiteral("ALTER TABLE standings DROP COLUMN volatility"));
        database->execute(QStringLiteral("DROP TABLE club_changes")); // version 7's
        database->execute(QStringLiteral("PRAGMA user_version = 5"));
    }
    const auto old = Database::open(m_path, Database::Mode::OpenReadOnly);
    QCOMPARE(old->schemaVersion(), 5);
    club::Leaderboards leaderboards(*old);
    const auto rows = leaderboards.standings(QStringLiteral("Elo"));
    QCOMPARE(rows.size(), std::size_t {2});
    QCOMPARE(rows[0].player, QStringLiteral("Ann"));
    QCOMPARE(rows[0].rating.mu, 1512.0); // k 24 from 1500 each
    QString difference;
    QVERIFY2(leaderboards.cacheMatchesReplay(QStringLiteral("Elo"), &difference), qPrintable(difference));
}

void TestLeaderboards::aVersion6ClubReadOnlyOpensWithoutTheJournal()
{
    if (onServer())
        QSKIP("a club file of an earlier version: a server's clubs begin at version 8");
    // Schema version 7 added the change journal. A club of version 6 on a read-only medium opens as it is: its club
    // has no journal to write or read, and its standings are the cache's.
    {
        const auto database = Database::open(m_path, Database::Mode::Create);
        club::Leaderboards(*database).create(
            {0, QStringLiteral("Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
        club::Games(*database).add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
        club::Leaderboards(*database).standings(QStringLiteral("Elo"));
        backToVersion7(*database);
        database->execute(QStringLiteral("DROP TABLE club_changes"));
        database->execute(QStringLiteral("PRAGMA user_version = 6"));
    }
    const auto club = Club::open(m_path, Database::Mode::OpenReadOnly);
    QCOMPARE(club->database().schemaVersion(), 6);
    QVERIFY(!club::hasJournal(club->database()));
    QVERIFY(!club->checkFile());
    club->record({ClubChange::Games, {}, {}, false}); // nothing to write to, and no error
    const auto rows = club::Leaderboards(club->database()).standings(QStringLiteral("Elo"));
    QCOMPARE(rows.size(), std::size_t {2});
    QCOMPARE(rows[0].rating.mu, 1512.0); // k 24 from 1500 each
}

void TestLeaderboards::aVersion8ClubReadOnlyOpensWithoutReports()
{
    if (onServer())
        QSKIP("a club file of an earlier version: a server's clubs begin at version 8 and migrate at once");
    // Schema version 9 added the players' result reports, which only a board that takes reports writes. A club of
    // version 8 opened read-only opens as it is, with no reports; opened to write, it gains them.
    {
        const auto database = Database::open(m_path, Database::Mode::Create);
        club::Games(*database).add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
        backToVersion8(*database);
        database->execute(QStringLiteral("PRAGMA user_version = 8"));
    }
    {
        const auto club = Club::open(m_path, Database::Mode::OpenReadOnly);
        QCOMPARE(club->database().schemaVersion(), 8);
        QVERIFY(!club::EventReports::available(club->database()));
        QCOMPARE(club::EventReports(club->database()).openCount(), 0);
        QCOMPARE(club::Leaderboards(club->database()).list().size(), std::size_t(0));
    }
    const auto club = Club::open(m_path);
    QCOMPARE(club->database().schemaVersion(), 10);
    QVERIFY(club::EventReports::available(club->database()));
    QCOMPARE(count(club->database(), "event_reports"), 0);
}

void TestLeaderboards::aVersion9ClubReadOnlyHasNoKnownRatings()
{
    if (onServer())
        QSKIP("a club file of an earlier version: a server's clubs migrate at once");
    // Schema version 10 added the players' known ratings (M2) and the absences asked for (C14). A club of version 9
    // opened read-only reads its players and its event as they are, with none of either; opened to write, it gains
    // the columns, empty.
    {
        const auto database = Database::open(m_path, Database::Mode::Create);
        club::Games(*database).add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
        club::EventInput in;
        in.name = QStringLiteral("Open");
        in.discipline = QStringLiteral("Chess");
        in.format = club::EventFormat::Swiss;
        in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob")};
        in.rounds = 2;
        club::Events(*database).create(in);
        club::Events(*database).pairNextRound(QStringLiteral("Open"));
        backToVersion9(*database);
        database->execute(QStringLiteral("PRAGMA user_version = 9"));
    }
    {
        const auto club = Club::open(m_path, Database::Mode::OpenReadOnly);
        QCOMPARE(club->database().schemaVersion(), 9);
        const auto players = club::Players(club->database()).list();
        QCOMPARE(players.size(), std::size_t(2));
        QVERIFY(players[0].known.isEmpty());
        QVERIFY(club::Players(club->database()).get(QStringLiteral("Bob")).known.isEmpty());
        const auto tables = club::Events(club->database()).tables(QStringLiteral("Open"), 1);
        QCOMPARE(tables.size(), std::size_t(1));
        QVERIFY(!tables[0].zeroBye);
    }
    const auto club = Club::open(m_path);
    QCOMPARE(club->database().schemaVersion(), 10);
    club::Players(club->database()).setKnownRating(QStringLiteral("Ann"), {2150, QStringLiteral("FIDE"), {}, {}, {}});
    QCOMPARE(club::Players(club->database()).get(QStringLiteral("Ann")).known.rating, 2150);
    QCOMPARE(club::Players(club->database()).get(QStringLiteral("Bob")).known.rating, 0);
}

void TestLeaderboards::aVersion7ClubReadOnlyReadsItsJournal()
{
    if (onServer())
        QSKIP("a club file of an earlier version: a server's clubs begin at version 8");
    // Schema version 8 added the revisions and the journal's disciplines and rows. A club of version 7 opened
    // read-only opens as it is, and its journal reads without them.
    {
        const auto database = Database::open(m_path, Database::Mode::Create);
        club::Games(*database).add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
        backToVersion7(*database);
        database->execute(QStringLiteral("PRAGMA user_version = 7"));
        // A Podium of version 7 renames a player: its journal row, as it writes it.
        database->execute(QStringLiteral("INSERT INTO club_changes (origin, parts, from_date, event, made_at)"
                                         " VALUES ('another', 2, '', '', '2026-11-29T12:00:00Z')"));
    }
    const auto club = Club::open(m_path, Database::Mode::OpenReadOnly);
    QCOMPARE(club->database().schemaVersion(), 7);
    QVERIFY(club::hasJournal(club->database()));
    bool gap = true;
    const std::vector<club::JournalEntry> rows = club::changesSince(club->database(), 0, &gap);
    QVERIFY(!gap);
    QCOMPARE(rows.size(), std::size_t {1});
    QCOMPARE(rows[0].origin, QStringLiteral("another"));
    QCOMPARE(rows[0].change.parts, ClubChange::Parts(ClubChange::Players));
    QVERIFY(rows[0].change.disciplines.isEmpty());
    QVERIFY(rows[0].rows.isEmpty());
    QCOMPARE(club::Games(club->database()).list().size(), std::size_t {1});
}

void TestLeaderboards::historyOfAPlayer()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::Leaderboards leaderboards(*database);
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

void TestLeaderboards::historyPointsTellTheGame()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::Leaderboards leaderboards(*database);
    leaderboards.create({0, QStringLiteral("Elo"), {}, QStringLiteral("elo"), {}, {}, {}});
    const qint64 first = games.add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    games.add(duel(QStringLiteral("2024-01-02"), QStringLiteral("Cid"), QStringLiteral("Ann"), 1, 1)); // a draw
    club::GameInput race = duel(QStringLiteral("2024-01-03"), QStringLiteral("Bob"), QStringLiteral("Ann"), 1, 3);
    race.kind = history::GameKind::FreeForAll;
    race.participants.push_back({QStringLiteral("Cid"), {}, 2, 2, 20, true});
    games.add(race);
    const auto ann = leaderboards.history(QStringLiteral("Ann"), QStringLiteral("Elo"));
    QCOMPARE(ann.size(), std::size_t(3));
    // Game 1: beat Bob, from the initial 1500 to 1512.
    QCOMPARE(ann[0].gameId, first);
    QCOMPARE(ann[0].before.mu, 1500.0);
    QCOMPARE(ann[0].rating.mu, 1512.0);
    QCOMPARE(ann[0].outcome, 1);
    QCOMPARE(ann[0].place, 1);
    QCOMPARE(ann[0].sides, 2);
    QCOMPARE(ann[0].opponents, QStringList {QStringLiteral("Bob")});
    // Game 2: a draw with Cid, starting from where game 1 left her.
    QCOMPARE(ann[1].before.mu, ann[0].rating.mu);
    QCOMPARE(ann[1].outcome, 0);
    QCOMPARE(ann[1].opponents, QStringList {QStringLiteral("Cid")});
    // Game 3: third of three behind Bob and Cid.
    QCOMPARE(ann[2].kind, history::GameKind::FreeForAll);
    QCOMPARE(ann[2].place, 3);
    QCOMPARE(ann[2].sides, 3);
    QCOMPARE(ann[2].outcome, -1);
    QCOMPARE(ann[2].opponents, (QStringList {QStringLiteral("Bob"), QStringLiteral("Cid")}));
    QVERIFY(ann[2].rating.mu < ann[2].before.mu);
    // Cid: drew with Ann, then second of three; each point starts from the one before.
    const auto cid = leaderboards.histories({QStringLiteral("Cid")}, QStringLiteral("Elo")).front();
    QCOMPARE(cid.back().place, 2);
    QCOMPARE(cid.back().before.mu, cid.front().rating.mu);
}

// Issue 11, point 5 (the reader's side of M3): reading stale standings neither waits for another program's write
// lock nor fails on it. Before, the read took BEGIN IMMEDIATE to store the cache and waited the whole busy timeout.
void TestLeaderboards::staleStandingsReadWhileAnotherWrites()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::Leaderboards leaderboards(*database);
    leaderboards.create({0, QStringLiteral("Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
    games.add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    games.add(duel(QStringLiteral("2024-01-05"), QStringLiteral("Bob"), QStringLiteral("Ann")));
    games.add(duel(QStringLiteral("2024-01-03"), QStringLiteral("Cid"), QStringLiteral("Ann"))); // older: stale
    const auto fresh = [&] {
        auto query = database->prepare(QStringLiteral("SELECT fresh FROM leaderboards"));
        Database::exec(query);
        query.next();
        return query.value(0).toInt();
    };
    QCOMPARE(fresh(), 0);

    const auto writer = Database::open(m_path); // another program holding the write lock (a server's: the row)
    writer->execute(onServer() ? QStringLiteral("BEGIN") : QStringLiteral("BEGIN IMMEDIATE"));
    if (onServer())
        writer->execute(QStringLiteral("UPDATE leaderboards SET fresh = fresh"));
    const std::vector<club::LeaderboardRow> shown = leaderboards.standings(QStringLiteral("Elo"));
    QCOMPARE(fresh(), 0); // shown from memory, not stored
    writer->execute(QStringLiteral("ROLLBACK"));

    const std::vector<club::LeaderboardRow> stored = leaderboards.standings(QStringLiteral("Elo"));
    QCOMPARE(fresh(), 1); // the next read stored it
    QCOMPARE(shown.size(), std::size_t {3});
    QCOMPARE(stored.size(), shown.size());
    for (std::size_t n = 0; n < shown.size(); ++n) {
        QCOMPARE(shown[n].player, stored[n].player);
        QCOMPARE(shown[n].rating.mu, stored[n].rating.mu);
        QCOMPARE(shown[n].games, stored[n].games);
        QCOMPARE(shown[n].wins, stored[n].wins);
        QCOMPARE(shown[n].losses, stored[n].losses);
        QCOMPARE(shown[n].lastPlayed, stored[n].lastPlayed);
    }
    // Ann played all three games (won one, lost two): her record is the same whichever way it was read.
    const auto ann
        = std::find_if(shown.begin(), shown.end(), [](const auto &r) { return r.player == QStringLiteral("Ann"); });
    QVERIFY(ann != shown.end());
    QCOMPARE(ann->games, 3);
    QCOMPARE(ann->wins, 1);
    QCOMPARE(ann->losses, 2);
    QCOMPARE(ann->lastPlayed, QStringLiteral("2024-01-05T00:00:00"));
}

// M2: parameters that used to store Inf are refused when a leaderboard is created or edited, naming the
// parameter and its range; nothing is written.
void TestLeaderboards::extremeParametersAreRefused_M2()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::Leaderboards leaderboards(*database);
    games.add(duel(QStringLiteral("2024-05-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    const club::LeaderboardRecord huge {
        0, QStringLiteral("HugeElo"), {}, QStringLiteral("elo"), {{"start", "1.7e308"}, {"k", "24"}}, {}, {}};
    QCOMPARE(errorOf([&] { leaderboards.create(huge); }),
             QStringLiteral("leaderboard 'HugeElo': param start: must be from -1e+09 to 1e+09, not 1.7e+308"));
    QCOMPARE(count(*database, "leaderboards"), 0);
    QCOMPARE(count(*database, "standings"), 0);
    leaderboards.create({0, QStringLiteral("TS"), {}, QStringLiteral("trueskill"), {}, {}, {}});
    QCOMPARE(errorOf([&] {
                 leaderboards.setParams(QStringLiteral("TS"), {{"sigma", "1e200"}});
             }),
             QStringLiteral("leaderboard 'TS': param sigma: must be more than 0 and at most 1e+09, not 1e+200"));
    QVERIFY(leaderboards.get(QStringLiteral("TS")).params.empty());
    for (const club::LeaderboardRow &row : leaderboards.standings(QStringLiteral("TS")))
        QVERIFY(std::isfinite(row.rating.mu) && std::isfinite(row.rating.sigma));
}

// M2: a club in which an older Podium stored Inf is not stuck: check names the player instead of "stored inf
// but a replay gives inf", the next game is added (the leaderboard replays rather than rate from Inf), and the
// replay stores finite standings.
void TestLeaderboards::storedInfinityIsNamedAndReplaced_M2()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::Leaderboards leaderboards(*database);
    leaderboards.create({0, QStringLiteral("Elo"), {}, QStringLiteral("elo"), {}, {}, {}});
    games.add(duel(QStringLiteral("2024-05-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    // An infinity as each database writes one (SQLite reads 1e999 as one; PostgreSQL refuses it, and names it).
    database->execute(QStringLiteral("UPDATE standings SET mu = %1 WHERE player_id ="
                                     " (SELECT id FROM players WHERE name = 'Ann')")
                          .arg(onServer() ? QStringLiteral("'Infinity'") : QStringLiteral("1e999")));
    QString difference;
    QVERIFY(!leaderboards.cacheMatchesReplay(QStringLiteral("Elo"), &difference));
    QVERIFY2(difference.contains(QStringLiteral("the stored rating is not a finite number")), qPrintable(difference));
    games.add(duel(QStringLiteral("2024-05-02"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    const auto rows = leaderboards.standings(QStringLiteral("Elo"));
    QCOMPARE(rows.size(), std::size_t(2));
    QCOMPARE(rows.front().player, QStringLiteral("Ann"));
    QVERIFY(std::isfinite(rows.front().rating.mu) && rows.front().rating.mu > 1500.0);
    QVERIFY2(leaderboards.cacheMatchesReplay(QStringLiteral("Elo"), &difference), qPrintable(difference));
}

void TestLeaderboards::drawProbabilityFromTheGames()
{
    // Issue 13, section 3. Counted by hand, pairs of sides next to each other in the finishing order:
    // - three duels, one drawn: 3 pairs, 1 draw;
    // - a race of four with places 1, 2, 2, 4: 3 pairs (1-2, 2-2, 2-4), 1 draw;
    // - two teams of two sharing first place: 1 pair, 1 draw.
    // 3 draws of 7 pairs: 3/7. The race's six pairs in all would say 1/6 for it; only neighbours are compared by
    // TrueSkill's factor graph, so only they count.
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::Leaderboards leaderboards(*database);
    leaderboards.create({0, QStringLiteral("TS"), QStringLiteral("Chess"), QStringLiteral("trueskill"), {}, {}, {}});
    leaderboards.create({0, QStringLiteral("Karts"), QStringLiteral("Karts"), QStringLiteral("trueskill"), {}, {}, {}});
    QCOMPARE(club::fitDraw(*database, leaderboards.get(QStringLiteral("TS"))).pairs, 0);
    games.add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    games.add(duel(QStringLiteral("2024-01-02"), QStringLiteral("Ann"), QStringLiteral("Cid"), 1, 1));
    games.add(duel(QStringLiteral("2024-01-03"), QStringLiteral("Bob"), QStringLiteral("Cid")));
    club::GameInput race;
    race.date = QStringLiteral("2024-01-04");
    race.discipline = QStringLiteral("Chess");
    race.kind = history::GameKind::FreeForAll;
    race.participants = {{QStringLiteral("Ann"), {}, 1, std::nan(""), std::nan(""), true},
                         {QStringLiteral("Bob"), {}, 2, std::nan(""), std::nan(""), true},
                         {QStringLiteral("Cid"), {}, 2, std::nan(""), std::nan(""), true},
                         {QStringLiteral("Dee"), {}, 4, std::nan(""), std::nan(""), true}};
    games.add(race);
    club::GameInput teams = race;
    teams.date = QStringLiteral("2024-01-05");
    teams.kind = history::GameKind::Team;
    teams.participants = {{QStringLiteral("Ann"), QStringLiteral("Red"), 1, std::nan(""), std::nan(""), true},
                          {QStringLiteral("Bob"), QStringLiteral("Red"), 1, std::nan(""), std::nan(""), true},
                          {QStringLiteral("Cid"), QStringLiteral("Blue"), 1, std::nan(""), std::nan(""), true},
                          {QStringLiteral("Dee"), QStringLiteral("Blue"), 1, std::nan(""), std::nan(""), true}};
    games.add(teams);
    const club::DrawFit fit = club::fitDraw(*database, leaderboards.get(QStringLiteral("TS")));
    QCOMPARE(fit.pairs, 7);
    QCOMPARE(fit.draws, 3);
    QCOMPARE(fit.probability, 3.0 / 7.0);
    // Another discipline's leaderboard counts its own games only.
    QCOMPARE(club::fitDraw(*database, leaderboards.get(QStringLiteral("Karts"))).pairs, 0);
}

void TestLeaderboards::partialPlayFromMinutesInTheHistory()
{
    // Issue 13, section 2, through a leaderboard: Bob joins for the last 5 minutes of Ann's 20 and moves a quarter as
    // much as she does (tst_trueskill checks the numbers by hand); each history point says how much its game counted.
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::Leaderboards leaderboards(*database);
    leaderboards.create({0,
                         QStringLiteral("Minutes"),
                         QStringLiteral("Chess"),
                         QStringLiteral("trueskill"),
                         {{"partial_play", "minutes"}},
                         {},
                         {}});
    leaderboards.create({0, QStringLiteral("Whole"), QStringLiteral("Chess"), QStringLiteral("trueskill"), {}, {}, {}});
    club::GameInput game = duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob"));
    game.participants[1].minutes = 5;
    games.add(game);
    const auto ann = leaderboards.history(QStringLiteral("Ann"), QStringLiteral("Minutes"));
    const auto bob = leaderboards.history(QStringLiteral("Bob"), QStringLiteral("Minutes"));
    QCOMPARE(ann.front().weight, 1.0);
    QCOMPARE(bob.front().weight, 0.25);
    QVERIFY(std::abs((25 - bob.front().rating.mu) * 4 - (ann.front().rating.mu - 25)) < 1e-9);
    QCOMPARE(leaderboards.history(QStringLiteral("Bob"), QStringLiteral("Whole")).front().weight, 1.0);
    const auto whole = leaderboards.standings(QStringLiteral("Whole"));
    QCOMPARE(whole[0].rating.mu - 25, 25 - whole[1].rating.mu);
}

void TestLeaderboards::everyUnratedDisciplineIsOffered()
{
    // Each discipline's games are counted while the disciplines are read: on a server, a query read row by row lost
    // the rest of its rows when the next ran, and only the first discipline was offered.
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    const QStringList disciplines {QStringLiteral("Chess"), QStringLiteral("Go"), QStringLiteral("Shogi")};
    for (int i = 0; i < 3; ++i) {
        club::GameInput game
            = duel(QStringLiteral("2024-01-0%1").arg(i + 1), QStringLiteral("Ann"), QStringLiteral("Bob"));
        for (int n = 0; n <= i; ++n) {
            game.discipline = disciplines[i];
            games.add(game);
        }
    }
    const std::vector<club::UnratedDiscipline> offered = club::unratedDisciplines(*database);
    QCOMPARE(offered.size(), std::size_t {3});
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(offered[std::size_t(i)].name, disciplines[i]);
        QCOMPARE(offered[std::size_t(i)].games, i + 1);
    }
}

QTEST_GUILESS_MAIN(TestLeaderboards)
#include "tst_leaderboards.moc"
