// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "rating/types.h"

#include <functional>
#include <utility>
#include <vector>

namespace podium::rating {
class RatingSystem;
}

namespace podium::tournament {

struct TeamConstraints
{
    std::vector<std::pair<int, int>> together; ///< players (indices) who play in the same team
    std::vector<std::pair<int, int>> apart; ///< players who play in different teams
};

struct TeamSplit
{
    std::vector<int> teamOf; ///< the team (0..k-1) of every player
    double quality = 0.0; ///< the system's match quality of the split (TrueSkill), or its balance (others)
    bool exact = false; ///< the best split there is, found by trying them all
};

/**
 * Splits players into k teams of sizes as equal as possible (sizes differ by at most one) with the best match
 * quality the rating system sees (TrueSkill's quality; for systems without one, 1 / (1 + the spread of the
 * teams' summed ratings)), keeping the "together" pairs in one team and the "apart" pairs in different teams.
 * Two teams from up to 22 players are exact (every split is tried, halving by symmetry), and so are more
 * teams while there are at most 200,000 splits (12 players in 3 or 4 teams); otherwise a local search of
 * swaps from several starts, which is good but not proven best. Throws TournamentError for fewer
 * than two teams, more teams than players, or constraints that cannot all be met.
 */
TeamSplit balanceTeams(const std::vector<rating::Rating> &players, int teams, const TeamConstraints &constraints,
                       const rating::RatingSystem &system);

} // namespace podium::tournament
