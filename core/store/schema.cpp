// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "store/schema.h"

#include "store/backend.h"
#include "store/database.h"

#include <QSqlQuery>
#include <QStringList>
#include <QUuid>
#include <QVariant>

namespace podium::store {

namespace {

void runAll(const Database &db, const QStringList &statements)
{
    for (const QString &sql : statements)
        db.execute(sql);
}

/** Version 1: players, disciplines, games and their participants, leaderboards and their cached standings. */
void createClub(const Database &db)
{
    runAll(db,
           {
               QStringLiteral("CREATE TABLE players ("
                              " id INTEGER PRIMARY KEY,"
                              " name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),"
                              " display_name TEXT NOT NULL DEFAULT '',"
                              " affiliation TEXT NOT NULL DEFAULT '',"
                              " retired INTEGER NOT NULL DEFAULT 0 CHECK (retired IN (0, 1)),"
                              " notes TEXT NOT NULL DEFAULT '',"
                              " created_at TEXT NOT NULL)"),
               QStringLiteral("CREATE TABLE disciplines ("
                              " id INTEGER PRIMARY KEY,"
                              " name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),"
                              " notes TEXT NOT NULL DEFAULT '')"),
               // played_at is ISO "YYYY-MM-DDTHH:MM:SS", so text order is time order.
               QStringLiteral("CREATE TABLE games ("
                              " id INTEGER PRIMARY KEY,"
                              " discipline_id INTEGER NOT NULL REFERENCES disciplines(id),"
                              " played_at TEXT NOT NULL,"
                              " kind TEXT NOT NULL CHECK (kind IN ('h2h', 'ffa', 'team')),"
                              " notes TEXT NOT NULL DEFAULT '',"
                              " entered_at TEXT NOT NULL,"
                              " external_id TEXT,"
                              " UNIQUE (discipline_id, external_id))"),
               QStringLiteral("CREATE INDEX games_in_order ON games (discipline_id, played_at, id)"),
               QStringLiteral("CREATE INDEX games_by_date ON games (played_at, id)"),
               QStringLiteral("CREATE TABLE participants ("
                              " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                              " position INTEGER NOT NULL,"
                              " player_id INTEGER NOT NULL REFERENCES players(id),"
                              " team TEXT NOT NULL DEFAULT '',"
                              " rank INTEGER NOT NULL CHECK (rank >= 1),"
                              " score REAL,"
                              " minutes REAL,"
                              " rated INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1)),"
                              " PRIMARY KEY (game_id, position),"
                              " UNIQUE (game_id, player_id)) WITHOUT ROWID"),
               QStringLiteral("CREATE INDEX participants_by_player ON participants (player_id)"),
               QStringLiteral("CREATE TABLE leaderboards ("
                              " id INTEGER PRIMARY KEY,"
                              " name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),"
                              " discipline_id INTEGER REFERENCES disciplines(id),"
                              " algorithm TEXT NOT NULL,"
                              " params TEXT NOT NULL DEFAULT '',"
                              " date_from TEXT,"
                              " date_to TEXT,"
                              " created_at TEXT NOT NULL,"
                              // The cached standings below are the replay up to this game (played_at, id);
                              // fresh = 0 means they must be replayed before use.
                              " replayed_to_date TEXT,"
                              " replayed_to_game INTEGER,"
                              " fresh INTEGER NOT NULL DEFAULT 0)"),
               QStringLiteral("CREATE TABLE standings ("
                              " leaderboard_id INTEGER NOT NULL REFERENCES leaderboards(id) ON DELETE CASCADE,"
                              " player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,"
                              " mu REAL NOT NULL,"
                              " sigma REAL NOT NULL,"
                              " games INTEGER NOT NULL,"
                              " wins INTEGER NOT NULL,"
                              " draws INTEGER NOT NULL,"
                              " losses INTEGER NOT NULL,"
                              " last_played TEXT NOT NULL,"
                              " PRIMARY KEY (leaderboard_id, player_id)) WITHOUT ROWID"),
           });
}

/**
 * Version 2: events (tournaments). Their games are ordinary games; a pairing row links an entrant's seat at a
 * table of a round to the game that holds its result. score_before is the entrant's event points when the
 * round was paired, so that an edited earlier result shows which later rounds it would have changed.
 */
void addEvents(const Database &db)
{
    runAll(db,
           {
               QStringLiteral("CREATE TABLE events ("
                              " id INTEGER PRIMARY KEY,"
                              " name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),"
                              " discipline_id INTEGER NOT NULL REFERENCES disciplines(id),"
                              " leaderboard_id INTEGER REFERENCES leaderboards(id) ON DELETE SET NULL,"
                              " format TEXT NOT NULL"
                              "  CHECK (format IN ('swiss', 'roundrobin', 'single', 'double', 'heats')),"
                              " rounds INTEGER NOT NULL DEFAULT 0 CHECK (rounds >= 0),"
                              " lobby_size INTEGER NOT NULL DEFAULT 0 CHECK (lobby_size >= 0),"
                              " options TEXT NOT NULL DEFAULT '',"
                              " status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'running', 'finished')),"
                              " created_at TEXT NOT NULL)"),
               QStringLiteral("CREATE TABLE event_entrants ("
                              " event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,"
                              " player_id INTEGER NOT NULL REFERENCES players(id),"
                              " seed INTEGER NOT NULL,"
                              " active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),"
                              " PRIMARY KEY (event_id, player_id)) WITHOUT ROWID"),
               QStringLiteral("CREATE TABLE event_pairings ("
                              " event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,"
                              " round INTEGER NOT NULL CHECK (round >= 1),"
                              " table_no INTEGER NOT NULL CHECK (table_no >= 1),"
                              " side INTEGER NOT NULL CHECK (side >= 0)," // 0: a bye
                              " player_id INTEGER NOT NULL REFERENCES players(id),"
                              " game_id INTEGER REFERENCES games(id) ON DELETE SET NULL,"
                              " bracket_match INTEGER,"
                              " score_before REAL NOT NULL DEFAULT 0,"
                              " PRIMARY KEY (event_id, round, player_id)) WITHOUT ROWID"),
               QStringLiteral("CREATE INDEX event_pairings_by_game ON event_pairings (game_id)"),
           });
}

/**
 * Version 3: results without a game. forfeit_rank is a seat's result when the game was not played (1: won by
 * forfeit, 2: lost by forfeit or did not come); the table then has no game, and no rating moves. half_bye marks
 * a bye that the entrant asked for, or was given on a late entry, worth the draw's points instead of the bye's.
 */
void addUnplayedResults(const Database &db)
{
    runAll(db,
           {
               QStringLiteral("ALTER TABLE event_pairings ADD COLUMN forfeit_rank INTEGER"
                              " CHECK (forfeit_rank IS NULL OR forfeit_rank IN (1, 2))"),
               QStringLiteral("ALTER TABLE event_pairings ADD COLUMN half_bye INTEGER NOT NULL DEFAULT 0"
                              " CHECK (half_bye IN (0, 1))"),
           });
}

/**
 * Version 4: every game has an external id, so that the interchange export of any game, entered by hand or not,
 * is skipped when imported into the same club again (M7). No schema change: games entered before get one here,
 * games entered since get one when they are created.
 */
void giveEveryGameAnExternalId(const Database &db)
{
    giveGamesExternalIds(db);
}

/**
 * Version 5: matches of several games (the card-game Swiss). The games each seat won are its participant's score
 * in the table's game; drawn_games keeps the games drawn, which no score can say (a 2-1-1 match: two won, one
 * lost, one drawn). The same on both seats of a table; 0 where no game score was entered. And note: why the
 * pairing engine made the table as it did (a float, a colour preference not met, a bye), in the rules' words, kept
 * so that an arbiter reopening the club still reads it; the same on every seat of a table.
 */
void addDrawnGames(const Database &db)
{
    runAll(db,
           {QStringLiteral("ALTER TABLE event_pairings ADD COLUMN drawn_games INTEGER NOT NULL DEFAULT 0"
                           " CHECK (drawn_games >= 0)"),
            QStringLiteral("ALTER TABLE event_pairings ADD COLUMN note TEXT NOT NULL DEFAULT ''")});
}

/**
 * Version 6: Glicko-2 keeps a third number per player, the volatility, which an appended game is rated from; 0 for
 * the other algorithms. A club of version 3 to 5 opened read-only reads as it is, its standings replayed in memory
 * (Leaderboards), since the column is only in the cache.
 */
void addVolatility(const Database &db)
{
    db.execute(QStringLiteral("ALTER TABLE standings ADD COLUMN volatility REAL NOT NULL DEFAULT 0"));
}

/**
 * Version 7: the change journal (core/club/journal.h). Every change a command makes writes one row: which
 * connection made it (origin, a token of the Club that ran it), what it touched (parts: ClubChange's flags), the
 * earliest date whose games it touched and the event. Another program watching the club reads the rows it has not
 * seen and refreshes only that, and knows its own rows by their origin. Only the latest rows are kept.
 */
void addChangeJournal(const Database &db)
{
    db.execute(QStringLiteral("CREATE TABLE club_changes ("
                              " id INTEGER PRIMARY KEY,"
                              " origin TEXT NOT NULL,"
                              " parts INTEGER NOT NULL CHECK (parts BETWEEN 0 AND 15),"
                              " from_date TEXT NOT NULL DEFAULT '',"
                              " event TEXT NOT NULL DEFAULT '',"
                              " made_at TEXT NOT NULL)"));
}

/**
 * Version 8: undo that cannot overwrite another program's work. Games, players, leaderboards and events carry a
 * revision that the commands move (core/commands/clubcommand.h): an undo or redo writes only while the row is at the
 * revision its command left. And the journal says which disciplines' games a change touched (the others'
 * leaderboards need no replay) and which rows it wrote.
 */
void addRevisions(const Database &db)
{
    runAll(db,
           {QStringLiteral("ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0 CHECK (revision >= 0)"),
            QStringLiteral("ALTER TABLE players ADD COLUMN revision INTEGER NOT NULL DEFAULT 0 CHECK (revision >= 0)"),
            QStringLiteral(
                "ALTER TABLE leaderboards ADD COLUMN revision INTEGER NOT NULL DEFAULT 0 CHECK (revision >= 0)"),
            QStringLiteral("ALTER TABLE events ADD COLUMN revision INTEGER NOT NULL DEFAULT 0 CHECK (revision >= 0)"),
            QStringLiteral("ALTER TABLE club_changes ADD COLUMN disciplines TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE club_changes ADD COLUMN rows TEXT NOT NULL DEFAULT ''")});
}

/**
 * Version 9: players report their own results from the live board (core/club/events/eventreports.h). Each entrant
 * of an event that takes reports has a personal code, kept only as a salted hash; each report waits in
 * event_reports until the other side confirms it or the desk settles it; the board's refusals of wrong codes are
 * logged for the desk in event_report_alerts. Written for both dialects: a server's ids come from an identity.
 */
void addResultReports(const Database &db)
{
    const bool server = db.backend().createsFromBaseline();
    const QString id = server ? QStringLiteral("id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY")
                              : QStringLiteral("id INTEGER PRIMARY KEY");
    const QString ref = server ? QStringLiteral("BIGINT") : QStringLiteral("INTEGER");
    const QString date = server ? QStringLiteral("TEXT COLLATE \"C\"") : QStringLiteral("TEXT");
    runAll(db,
           {QStringLiteral("CREATE TABLE event_codes ("
                           " event_id %1 NOT NULL REFERENCES events(id) ON DELETE CASCADE,"
                           " player_id %1 NOT NULL REFERENCES players(id),"
                           " salt TEXT NOT NULL,"
                           " hash TEXT NOT NULL,"
                           " issued_at %2 NOT NULL,"
                           " PRIMARY KEY (event_id, player_id))")
                .arg(ref, date),
            QStringLiteral("CREATE TABLE event_reports ("
                           " %1,"
                           " event_id %2 NOT NULL REFERENCES events(id) ON DELETE CASCADE,"
                           " round INTEGER NOT NULL CHECK (round >= 1),"
                           " table_no INTEGER NOT NULL CHECK (table_no >= 1),"
                           " player_id %2 NOT NULL REFERENCES players(id),"
                           " result TEXT NOT NULL,"
                           " status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'disputed', 'accepted',"
                           " 'rejected', 'replaced')),"
                           " note TEXT NOT NULL DEFAULT '',"
                           " address TEXT NOT NULL DEFAULT '',"
                           " reported_at %3 NOT NULL,"
                           " settled_at %3 NOT NULL DEFAULT '')")
                .arg(id, ref, date),
            QStringLiteral("CREATE INDEX event_reports_by_table ON event_reports (event_id, round, table_no)"),
            QStringLiteral("CREATE TABLE event_report_alerts ("
                           " %1,"
                           " event_id %2 NOT NULL REFERENCES events(id) ON DELETE CASCADE,"
                           " round INTEGER NOT NULL DEFAULT 0,"
                           " table_no INTEGER NOT NULL DEFAULT 0,"
                           " address TEXT NOT NULL DEFAULT '',"
                           " what TEXT NOT NULL,"
                           " made_at %3 NOT NULL)")
                .arg(id, ref, date)});
}

/**
 * Version 10: two findings of the walkthrough of 28 November. A player's known rating from outside the club (M2):
 * its value (0: none), the system that gave it ("FIDE", "DWZ", ...), the player's ID in that system, federation
 * and title, which a Swiss can be seeded by and a TRF file carries. And an entrant absent from a round by request
 * (C14): zero_bye marks a bye asked for that is worth no points (TRF's "Z"), as half_bye marks one worth the draw's
 * (TRF's "H"); never both.
 */
void addKnownRatingsAndAbsences(const Database &db)
{
    runAll(db,
           {QStringLiteral("ALTER TABLE players ADD COLUMN known_rating INTEGER NOT NULL DEFAULT 0"
                           " CHECK (known_rating BETWEEN 0 AND 9999)"),
            QStringLiteral("ALTER TABLE players ADD COLUMN rating_system TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE players ADD COLUMN rating_id TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE players ADD COLUMN federation TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE players ADD COLUMN title TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE event_pairings ADD COLUMN zero_bye INTEGER NOT NULL DEFAULT 0"
                           " CHECK (zero_bye IN (0, 1))")});
}

} // namespace

QString newExternalId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

void giveGamesExternalIds(const Database &db)
{
    auto missing = db.prepare(QStringLiteral("SELECT id FROM games WHERE external_id IS NULL ORDER BY id"));
    Database::exec(missing);
    std::vector<qint64> ids;
    while (missing.next())
        ids.push_back(missing.value(0).toLongLong());
    missing.finish();
    auto give = db.prepare(QStringLiteral("UPDATE games SET external_id = ? WHERE id = ?"));
    for (const qint64 id : ids) {
        give.addBindValue(newExternalId());
        give.addBindValue(id);
        Database::exec(give);
    }
}

const std::vector<Migration> &migrations()
{
    static const std::vector<Migration> steps {
        createClub,    addEvents,        addUnplayedResults, giveEveryGameAnExternalId, addDrawnGames,
        addVolatility, addChangeJournal, addRevisions,       addResultReports,          addKnownRatingsAndAbsences};
    return steps;
}

std::vector<IndexDefinition> secondaryIndexes(const Database &db, const QString &table)
{
    return db.backend().secondaryIndexes(db, table);
}

} // namespace podium::store
