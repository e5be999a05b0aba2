// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// How leaderboards get their history and replay it: shared by Leaderboards and the player statistics.
// Internal to core/db.

#include "club/records.h"
#include "club/storetypes.h"
#include "history/history.h"

#include <map>
#include <memory>
#include <utility>
#include <vector>

namespace podium::club {

namespace detail {

/** A leaderboard's games as a History in replay order, with the database ids of its players and games. */
struct LoadedHistory
{
    history::History history;
    std::vector<qint64> playerIds; ///< per History::players
    std::vector<qint64> gameIds; ///< per History::games
};

/** The kind of a stored game (games.kind). Throws DbError for anything but h2h, ffa or team: the column's
 *  CHECK allows nothing else, so the file was damaged outside Podium, and no kind is a safe guess. */
history::GameKind storedKind(std::string_view text, qint64 gameId);
history::GameKind storedKind(const QString &text, qint64 gameId);

/** A leaderboard's games in replay order: by date, equal dates in the order they were entered. Read once while
 *  the file stays as it is (Database::remembered): the views of one leaderboard share it. */
std::shared_ptr<const LoadedHistory> loadLeaderboardHistory(const Database &db, const LeaderboardRecord &record);
/** The history loadLeaderboardHistory would give without a read: the one db remembers for the club as it is now;
 *  null when it has none. */
std::shared_ptr<const LoadedHistory> rememberedLeaderboardHistory(const Database &db, const LeaderboardRecord &record);
/** Keeps a history of the leaderboard read through another connection to the club (a worker's) as
 *  loadLeaderboardHistory's on db, when db's contents are still as they were at mark (Database::contentMark()). */
bool rememberLeaderboardHistory(const Database &db, const LeaderboardRecord &record,
                                std::shared_ptr<const LoadedHistory> loaded, std::pair<qint64, qint64> mark);
/** The whole club's participants in all games (a leaderboard's history has at most as many). */
std::size_t participantCount(const Database &db);
/** Brings the histories remembered by db (loadLeaderboardHistory) up to date with a change this connection has just
 *  made to the games with these ids (added, edited or deleted), reading only those; mark is Database::contentMark()
 *  taken before the change began. What else was remembered (a rating trail) is worked out again when next asked. */
void reviseHistories(const Database &db, std::pair<qint64, qint64> mark, std::vector<qint64> games);
/** The names of a loaded history's players, by index. A participant whose player is not in the players table (a
 *  file changed or damaged outside Podium) is a DbError naming the table and the player, not an empty name (M10). */
std::vector<QString> playerNames(const Database &db, const LoadedHistory &loaded);
/** One game as a history of one game. */
LoadedHistory loadGame(const Database &db, qint64 gameId);
/** A game just stored as loadGame() would read it back: from the game as checked (checkedGame) and written, with
 *  each participant's player id, so that it is rated from that value, not read again. */
LoadedHistory storedGame(qint64 gameId, const GameInput &checked, const std::vector<qint64> &playerIds);
/** The games with ids from firstId to lastId as one history, in the order of their ids. */
LoadedHistory loadGames(const Database &db, qint64 firstId, qint64 lastId);

/** Every player's rating after the replay and the date of their last game (guests included). */
struct ReplayState
{
    std::vector<rating::Rating> ratings;
    std::vector<std::string> lastPlayed;
    std::vector<history::Standing> counts; ///< indexed by player
};

/** How many times each leaderboard's whole history has been replayed by this process so far, by name: what a
 *  change costs, for the tests and benchmarks that count it (a change of one discipline replays no other's). */
std::map<QString, int> replaysSoFar();

/** Replays the leaderboard's history with the system; extra, if set, sees every game as the replay does (and before,
 *  if set, every game as it was rated). A game the system cannot rate (a file changed outside Podium) is a DbError
 *  naming the leaderboard and the game, never an abort (H1 of the reliability review). */
ReplayState replayAll(const QString &leaderboard, const LoadedHistory &loaded, const rating::RatingSystem &system,
                      const history::ReplayObserver &extra = {}, const history::PriorObserver &before = {});

} // namespace detail

} // namespace podium::club
