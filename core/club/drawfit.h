// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"
#include "club/storetypes.h"

namespace podium::club {

/** How often a leaderboard's games were drawn: what TrueSkill's draw probability is, taken from the club itself. */
struct DrawFit
{
    /** Pairs of sides next to each other in a game's finishing order: the comparisons of TrueSkill's factor graph
     *  (one in a duel or a team game of two sides, seven in a race of eight). */
    int pairs = 0;
    int draws = 0; ///< those of them that shared a place
    /** draws / pairs, held within the range draw_probability takes (0 to 0.999); 0 when there are no pairs. */
    double probability = 0.0;
};

/**
 * The empirical draw probability of a leaderboard's games, as the TrueSkill paper sets the draw margin "from the
 * fraction of draws between teams" (section 4.2): of the pairs of sides adjacent in each game's finishing order,
 * the share that shared their place. Adjacent pairs, because those are the comparisons whose draw margin the
 * probability sets; in a duel or any two-sided game there is one. Throws DbError when there is no such leaderboard.
 */
DrawFit fitDraw(const Database &db, const LeaderboardRecord &record);

} // namespace podium::club
