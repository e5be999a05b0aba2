#pragma once

#include "tournament/teams.h"

#include <QString>
#include <QStringList>

#include <limits>
#include <map>
#include <vector>

namespace podium::db {

class Database;

/** A suggested game: its sides (a player each head to head and in a lobby, or teams), with how even it is. */
struct SuggestedGame
{
    std::vector<QStringList> sides;
    double quality = std::numeric_limits<double>::quiet_NaN(); ///< the algorithm's match quality (closeness
                                                               ///< of the win probability for Elo and ZoneStats)
    double winProbability = std::numeric_limits<double>::quiet_NaN(); ///< of the first side, with two sides
    QString note; ///< a bye, an exact or heuristic team split
};

enum class SuggestMode {
    HeadToHead, ///< everyone paired for one round of head-to-head games (one bye when odd)
    Teams, ///< the players split into k balanced teams
    FreeForAll, ///< lobbies of at most k players of similar strength
};

/**
 * Ad-hoc games for the players present, from a leaderboard's current ratings (players it has not seen start at
 * its initial rating). Throws DbError for fewer than two players, a player named twice, k below 2, more teams
 * than players, or team constraints that cannot be met.
 */
std::vector<SuggestedGame> suggestGames(const Database &db, const QString &leaderboard, const QStringList &players,
                                        SuggestMode mode, int k, const tournament::TeamConstraints &constraints = {});

/** A club night so far: how many rounds each player has sat out, and whom they met lately (newest first). */
struct ClubNight
{
    std::map<QString, int> waited; ///< by player name in lower case
    std::map<QString, QStringList> recent; ///< by player name in lower case
    /** Records that these games started: their players wait 0 and remember the opponent; the others present
     *  wait one round more. */
    void started(const std::vector<SuggestedGame> &games, const QStringList &present);
};

/**
 * The next head-to-head games of a club night on `tables` tables: those who waited longest first, then match
 * quality, avoiding recent rematches (tournament::nextGames). Throws DbError for fewer than two players or
 * no table.
 */
std::vector<SuggestedGame> nextClubGames(const Database &db, const QString &leaderboard, const QStringList &present,
                                         int tables, const ClubNight &night);

} // namespace podium::db
