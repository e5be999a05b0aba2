// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QStringList>

#include <functional>
#include <vector>

#include "club/disciplines.h"
#include "club/records.h"
#include "club/storetypes.h"
#include "io/textcheck.h"

namespace podium::club {

namespace detail {
struct LoadedHistory;
}

/** Filter for Games::list. */
struct GameFilter
{
    QString player; ///< only games this player took part in
    QString discipline;
    int newest = 0; ///< only the club's newest this many games, before the filters above (0: every game)
};

/** What an import did. */
struct ImportReport
{
    int added = 0;
    int skipped = 0; ///< already in the database (same external id in the same discipline)
    int newPlayers = 0;
    qint64 firstId = 0; ///< the added games have the ids firstId .. lastId (none when added is 0)
    qint64 lastId = 0;
    QStringList playersAdded; ///< the players the import created
};

/** Told how far an import has come (games done of games in the file); returning false cancels it, and
 *  the import then throws DbError and leaves the database as it was. */
using ImportProgress = std::function<bool(int done, int total)>;

/** Checks a game as the rating engines need it (a date, a discipline, sides, ranks from 1, each player once);
 *  throws DbError naming the participant, else returns the game as the club keeps it: its date normalised, its
 *  discipline's, players' and teams' names clean (cleanName; a team only in a team game). The door of every game
 *  written: Games::add, edit, restore and addAll check with it once and write what it returns. */
GameInput checkedGame(const GameInput &game, io::NameOrigin origin = io::NameOrigin::New);
/** checkedGame's check alone: the date normalised. The result dialog asks it before it asks anything else. */
QString checkGame(const GameInput &game, io::NameOrigin origin = io::NameOrigin::New);

/**
 * Where a game's places and scores disagree, a sentence that says so ("The scores say Ann won (20 to 15), but the
 * result says Bob won."); empty when they agree or when not every side has a score. A side's score is the sum of its
 * players' scores; a higher score is taken to be better. Not an error: the result dialog asks before saving.
 */
QString scoresContradict(const GameInput &game);

/**
 * A club's games. Every change runs in one transaction, checks the game as the rating engines will
 * (sides, ranks, a player at most once), tells the leaderboards, and throws DbError or InputError with a
 * message for the user when it cannot be made; nothing is then changed.
 */
class Games
{
public:
    explicit Games(const Database &database);

    /** Adds a game (players who are new are added too) and returns its id. A game without an external id gets a
     *  new one (newExternalId), so that its interchange export is recognised when imported again. */
    qint64 add(const GameInput &game);
    /** Adds games in one go (an event's imported rounds), as add() would one by one, in one transaction: checked
     *  first (nothing is added when one is refused), written with statements prepared once. The leaderboards that
     *  hold any of them check that they can rate them and replay at their next read (Leaderboards::gamesAdded).
     *  Returns their ids, in order. */
    std::vector<qint64> addAll(const std::vector<GameInput> &games);
    void edit(qint64 id, const GameInput &game);
    /** Puts back a game as it was, with its id (undoing a deletion, redoing an addition). */
    void restore(const GameRecord &record);
    void remove(qint64 id);
    GameRecord get(qint64 id) const;
    /** Newest first. */
    std::vector<GameRecord> list(const GameFilter &filter = {}) const;

    /** Imports a history (from the interchange CSV) into a discipline, all or nothing. Games whose id is
     *  already an external id in that discipline are skipped, so importing a file twice adds nothing. With an
     *  origin, the change is written to the change journal (club/journal.h) under it, in the same transaction. */
    ImportReport import(const history::History &history, const QString &discipline, const ImportProgress &progress = {},
                        const QString &journalOrigin = {});
    /** Takes an import back: its games and the players it created (who have no other games). */
    void removeImport(const ImportReport &report);

private:
    /** Inserts the game as checkedGame returned it, with the given id, or the next one when id is 0; stored, if
     *  given, is set to the game as written (detail::storedGame), to be rated from. */
    qint64 insert(const GameInput &checked, qint64 disciplineId, qint64 id, const QString &enteredAt,
                  detail::LoadedHistory *stored = nullptr);
    /** Writes the checked game's participants; returns their player ids, in order (made for names new to the
     *  club). */
    std::vector<qint64> insertParticipants(qint64 id, const GameInput &checked);

    const Database &m_db;
};

} // namespace podium::club
