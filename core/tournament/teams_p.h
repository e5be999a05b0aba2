// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// Internal to core/tournament and its tests: the steps of balanceTeams (teams.cpp).

#include "tournament/teams.h"

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

namespace podium::tournament::detail {

/** A team split to find: who moves together, how large each team is, what is better and what is allowed. */
struct SplitProblem
{
    std::vector<std::vector<int>> units; ///< players kept together move as one unit (players in roster order)
    std::vector<double> unitStrength; ///< each unit's summed mu, to deal the strongest first
    std::vector<int> capacity; ///< each team's size: as equal as possible, the larger ones first
    /** Scores a complete split: higher is better, and never below 0 (the searches start from -1). */
    std::function<double(const std::vector<int> &teamOf)> objective;
    TeamConstraints constraints;

    int players() const;
    int teams() const;
    /** A complete split (the team of every player) keeps every "together" pair in one team and every
     *  "apart" pair in two. Sizes are not checked here: each search builds only splits of the right sizes. */
    bool admits(const std::vector<int> &teamOf) const;
    /** Counts teamOf as a candidate: best becomes it when it is admitted and scores higher. */
    void consider(const std::vector<int> &teamOf, TeamSplit &best) const;
};

/** Throws TournamentError for fewer than two teams, more teams than players, or a pair naming no player. */
void validate(int players, int teams, const TeamConstraints &constraints);
/** Players linked by "together" pairs (directly or through others), one unit each, ordered by their first
 *  player. */
std::vector<std::vector<int>> groupUnits(int players, const std::vector<std::pair<int, int>> &together);
/** Team sizes as equal as possible (they differ by at most one), the larger teams first. */
std::vector<int> teamCapacities(int players, int teams);
/** The problem of splitting players into teams; throws TournamentError when players kept together do not fit
 *  in a team or a pair is to be kept both together and apart. */
SplitProblem makeSplitProblem(const std::vector<rating::Rating> &players, int teams, const TeamConstraints &constraints,
                              std::function<double(const std::vector<int> &)> objective);

/** The next larger mask with as many bits set (Gosper's hack), or 0 when it would exceed all. */
std::uint32_t nextCombination(std::uint32_t mask, std::uint32_t all);
/** Two teams, every split (at most 22 players): the best admitted one, teamOf empty when none is. */
TeamSplit exactTwoTeams(const SplitProblem &problem);
/** n! / (the product of size! over the teams) / k!: the number of distinct splits when the teams are of one size.
 *  With sizes that differ it is smaller than the true count (it also divides out swaps of teams of different
 *  sizes), which the choice between exactSplit and localSearch takes as it is. */
double splitCount(const SplitProblem &problem);
/** Any number of teams, every split, each team named by its first player: the best admitted one, teamOf empty
 *  when none is. */
TeamSplit exactSplit(const SplitProblem &problem);
/** Units placed from several starts, then swapped between teams while that improves the split: good, not
 *  proven best. teamOf empty when no start could place every unit. */
TeamSplit localSearch(const SplitProblem &problem);

} // namespace podium::tournament::detail
