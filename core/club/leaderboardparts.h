// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// What the files of the Leaderboards service share, and no other file uses: leaderboards.cpp (the records),
// standingscache.cpp (the cached standings), leaderboardchecks.cpp (what a rating system would refuse, and the
// words of a refusal) and leaderboardreplay.cpp (a replay away from the connection).

#include "club/leaderboards.h"
#include "club/replaysource.h"
#include "club/storetypes.h"
#include "rating/ratingsystem.h"

#include "store/statement.h"
#include <QSqlQuery>
#include <QString>

#include <string>
#include <vector>

namespace podium::club::detail {

/** The columns recordFrom() reads, first in every query that makes records, and the tables they come from. */
QString leaderboardColumns();
QString leaderboardTables();
/** A leaderboard as a query of leaderboardColumns() has it. */
LeaderboardRecord recordFrom(const Statement &query);

/** The cached standings must be replayed before they are used again. */
void markStale(const Database &db, qint64 id);
/** False when the cached standings must be replayed before use. */
bool isFresh(const Database &db, qint64 id);
/** The cached standings are now the replay up to the last game of loaded (none when it is empty). */
void markReplayedTo(const Database &db, qint64 id, const LoadedHistory &loaded);
/** The statement writeStanding() runs: prepared once for all the players a change writes. */
Statement prepareStandingWrite(const Database &db);
/** Stores a player's cached standing on a leaderboard, new or replacing the one there. */
void writeStanding(Statement &write, qint64 leaderboard, qint64 player, const rating::Rating &rating,
                   const history::Standing &record, const std::string &lastPlayed);
/** The cached standings of players with rated games, best first. */
std::vector<LeaderboardRow> cachedRows(const Database &db, qint64 id, const rating::RatingSystem &system);
/** The standings of a replay that could not be stored, as cachedRows() would read them once stored. */
std::vector<LeaderboardRow> replayedRows(const Database &db, const LoadedHistory &loaded, const ReplayState &state,
                                         const rating::RatingSystem &system);
/** The same with the players' names already read (playerNames), without the database. */
std::vector<LeaderboardRow> replayedRows(const std::vector<QString> &names, const LoadedHistory &loaded,
                                         const ReplayState &state, const rating::RatingSystem &system);
/** Stores the standings of a replay of the leaderboard with this id as its cache, which is then fresh. */
void storeStandings(const Database &db, qint64 id, const LoadedHistory &loaded, const ReplayState &state);

/** A rating engine's refusal in words for people: the participant by name, not "teams[1][0].minutes". */
QString refusalText(const Database &db, const LoadedHistory &loaded, const rating::RatingError &error);
/** The name of the participant a rating engine refused in one game of a history, empty when it named none. */
QString refusedParticipant(const history::History &h, const history::HistoryGame &game,
                           const rating::RatingError &error);
/** The ratings after the one game of a loaded game, from priors (indexed like its players); throws DbError. */
std::vector<rating::Rating> rateGame(const Database &db, const LeaderboardRecord &record,
                                     const rating::RatingSystem &system, const LoadedHistory &loaded,
                                     const std::vector<rating::Rating> &priors);

} // namespace podium::club::detail
