// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"
#include "club/storetypes.h"
#include "history/history.h"
#include "tournament/teams.h"

#include <QString>
#include <QStringList>

#include <limits>
#include <map>
#include <utility>
#include <vector>

namespace podium::club {

/** A suggested game: its sides (a player each head to head and in a lobby, or teams), with how even it is. */
struct SuggestedGame
{
    history::GameKind kind = history::GameKind::HeadToHead; ///< the kind of result it becomes
    std::vector<QStringList> sides;
    double quality = std::numeric_limits<double>::quiet_NaN(); ///< the algorithm's match quality (closeness
                                                               ///< of the win probability for Elo and ZoneStats)
    double winProbability = std::numeric_limits<double>::quiet_NaN(); ///< of the first side, with two sides
    QString note; ///< a bye, an exact or heuristic team split
    /** Club night: the players who sat out rounds before this game, and how many, longest first. */
    std::vector<std::pair<QString, int>> waited;
    /** A bye: one player, no game to play. */
    bool isBye() const { return sides.size() < 2; }
};

/** How a discipline is usually played, from its latest games (up to 200). */
struct UsualGame
{
    history::GameKind kind = history::GameKind::HeadToHead; ///< the kind most of them are
    int teamSize = 1; ///< team games: the most common number of players in a team (the larger on a tie)
    QStringList teamNames; ///< team games: the teams of the latest one, in the order entered
};

/** How the discipline of that name is usually played; head to head when it has no games (or no such
 *  discipline, or an empty name: a leaderboard of every discipline). */
UsualGame usualGame(const Database &db, const QString &discipline);

/**
 * The result to enter for a suggested game before it is played: its kind, the discipline and its players side
 * by side, each side of a team game named by teamNames in order (the caller names every side), every place
 * still open (rank 0, which a save refuses until it is given).
 */
GameInput resultToEnter(const SuggestedGame &game, const QString &discipline, const QStringList &teamNames);

enum class SuggestMode {
    HeadToHead, ///< everyone paired for one round of head-to-head games (one bye when odd)
    Teams, ///< the players split into k balanced teams
    FreeForAll, ///< lobbies of at most k players of similar strength
    TeamMatches, ///< matches of two balanced teams of k players each, as many as the players make
};

/**
 * Ad-hoc games for the players present, from a leaderboard's current ratings (players it has not seen start at
 * its initial rating). Throws DbError for fewer than two players, a player named twice, k below 2, more teams
 * than players, or team constraints that cannot be met; team matches take no constraints, and throw for fewer
 * players than two teams of k.
 */
std::vector<SuggestedGame> suggestGames(const Database &db, const QString &leaderboard, const QStringList &players,
                                        SuggestMode mode, int k, const tournament::TeamConstraints &constraints = {});

/** A club night so far: how many rounds each player has sat out, and whom they met lately (newest first). */
struct ClubNight
{
    std::map<QString, int> waited; ///< rounds sat out since their last game, by player name in lower case
    std::map<QString, int> satOut; ///< rounds sat out tonight in all, by player name in lower case
    std::map<QString, QStringList> recent; ///< by player name in lower case
    /** Records that these games started: their players wait 0 and remember their opponents (every player of
     *  the other sides); the others present wait one round more. */
    void started(const std::vector<SuggestedGame> &games, const QStringList &present);
};

/**
 * The next games of a club night on `tables` tables, as the leaderboard's discipline is usually played
 * (usualGame). Head to head: those who waited longest first, then match quality, avoiding recent rematches
 * (tournament::nextGames). Team games: tables of two teams of the discipline's usual size, those who waited
 * longest playing first (tournament::nextTeamTables), each table split into its most even teams. Throws
 * DbError for fewer than two players or no table.
 */
std::vector<SuggestedGame> nextClubGames(const Database &db, const QString &leaderboard, const QStringList &present,
                                         int tables, const ClubNight &night);

} // namespace podium::club
