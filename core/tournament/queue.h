// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <functional>
#include <utility>
#include <vector>

namespace podium::tournament {

/** A player present at a club night, as the queue sees them. */
struct QueuedPlayer
{
    int waited = 0; ///< games (rounds of the queue) sat out since their last game
    std::vector<int> recentOpponents; ///< indices of the players they met lately, most recent first
    int satOut = 0; ///< rounds sat out tonight in all: between equal waits, who sat out more plays first
};

/**
 * The next games of a club night: up to `tables` head-to-head games among the players present, chosen
 * together (a maximum-weight matching) so that those who waited longest play first, then the best match
 * quality, and recent opponents meet again only when nothing else is possible. Returns pairs of indices,
 * best first. Throws TournamentError for fewer than two players or no table.
 */
std::vector<std::pair<int, int>> nextGames(const std::vector<QueuedPlayer> &players, int tables,
                                           const std::function<double(int, int)> &quality);

/**
 * The next team games of a club night: up to `tables` tables of two teams of `teamSize` players (with too few
 * players for two full teams, one table of teams as large as the players allow). Who plays: those who waited
 * longest, then those who sat out most tonight, then the order given; the players chosen sit at the tables by
 * strength (higher is stronger), the strongest together, so that each table's teams can be even. Returns each
 * table's players (indices), the strongest table first. Throws TournamentError for fewer than two players, no
 * table, or a team size below 1.
 */
std::vector<std::vector<int>> nextTeamTables(const std::vector<QueuedPlayer> &players, int tables, int teamSize,
                                             const std::vector<double> &strength);

} // namespace podium::tournament
