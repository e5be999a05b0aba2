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
};

/**
 * The next games of a club night: up to `tables` head-to-head games among the players present, chosen
 * together (a maximum-weight matching) so that those who waited longest play first, then the best match
 * quality, and recent opponents meet again only when nothing else is possible. Returns pairs of indices,
 * best first. Throws TournamentError for fewer than two players or no table.
 */
std::vector<std::pair<int, int>> nextGames(const std::vector<QueuedPlayer> &players, int tables,
                                           const std::function<double(int, int)> &quality);

} // namespace podium::tournament
