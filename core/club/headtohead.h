#pragma once

#include "club/records.h"

#include <optional>

namespace podium::db {

class Database;

/** Two sides as a leaderboard sees them: who is likelier to win, and what happened when they met. */
struct HeadToHead
{
    double win = 0.0; ///< side A wins
    double draw = 0.0; ///< a draw (0 for algorithms without a draw model)
    double loss = 0.0; ///< side B wins
    std::optional<double> quality; ///< TrueSkill's match quality
    std::vector<GameRecord> meetings; ///< games where A's and B's players were on opposite sides, newest first
    int aWon = 0;
    int drawn = 0;
    int bWon = 0;
};

/**
 * The outlook for side A against side B (each one or more players) on a leaderboard, from the players'
 * current ratings. TrueSkill splits the outcomes with its draw margin: win = Phi((d - eps) / c), draw =
 * Phi((eps - d) / c) - Phi((-eps - d) / c), with d the difference of the sides' summed mu and c^2 = n beta^2
 * + sum sigma^2. Elo and ZoneStats give their expected score as the win probability and no draw. Throws
 * DbError for an unknown player or leaderboard, or a player on both sides.
 */
HeadToHead headToHead(const Database &db, const QString &leaderboard, const QStringList &sideA,
                      const QStringList &sideB);

} // namespace podium::db
