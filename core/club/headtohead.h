// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"
#include "club/storetypes.h"

#include <optional>

namespace podium::club {

/** How often each side came out ahead where the two met, and how often neither did. */
struct MeetingTally
{
    int aAhead = 0; ///< side A won, or finished ahead in a free-for-all
    int level = 0; ///< a draw, or a shared place
    int bAhead = 0;
    int total() const { return aAhead + level + bAhead; }
};

/** Two sides as a leaderboard sees them: who is likelier to win, and what happened when they met. */
struct HeadToHead
{
    double win = 0.0; ///< side A wins
    double draw = 0.0; ///< a draw (0 for algorithms without a draw model)
    bool drawModel = false; ///< the algorithm gives a draw its own chance (TrueSkill); else win is an expected score
    double loss = 0.0; ///< side B wins
    std::optional<double> quality; ///< TrueSkill's match quality
    /** A game on the leaderboard has ended with sides sharing the best place: its games can be drawn. */
    bool drawsSeen = false;
    QStringList namesA, namesB; ///< the sides' players as the club spells their names
    LeaderboardRecord leaderboard; ///< its discipline and date range are the scope of the meetings
    /**
     * The leaderboard's games (its discipline, or every one, within its date range) where the sides met, newest
     * first: a head-to-head game between them, a team game with A's players on one team and B's on another, or a
     * free-for-all that both played. A side of several players meets only where all of them played.
     */
    std::vector<GameRecord> meetings;
    MeetingTally duels; ///< the head-to-head and team games among the meetings: won, drawn, lost
    MeetingTally freeForAlls; ///< the free-for-alls among them: who finished ahead (a side's best place counts)
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

} // namespace podium::club
