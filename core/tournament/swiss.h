// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace podium::tournament {

/** An entrant of a Swiss round as the pairing sees them. */
struct SwissEntrant
{
    double score = 0.0; ///< event points so far
    double rating = 0.0; ///< orders players within a score group (higher first) and decides the bye
    std::vector<int> opponents; ///< indices (into the entrants) of players met before
    int sideBalance = 0; ///< games on the first side (white) minus games on the second side
    int lastSide = 0; ///< +1 first side last game, -1 second side, 0 none yet
    int sideStreak = 0; ///< how many games in a row on lastSide
    bool hadBye = false;
};

struct SwissOptions
{
    /** Quality: within score groups, the pairs with the best match quality from the ratings.
     *  TopHalfBottomHalf: the classic Dutch order, the top half of a score group against its bottom half.
     *  Random: any pair within a point group, drawn from seed, as card-game events pair. */
    enum class Method { Quality, TopHalfBottomHalf, Random } method = Method::Quality;
    /** Alternate sides (colours) where the discipline has a first and a second side. */
    bool balanceSides = true;
    /** Random: the draw; the same seed and entrants give the same round. */
    std::uint64_t seed = 0;
};

/** One pairing of a round; second == -1 is a bye for first. */
struct SwissPairing
{
    int first = 0; ///< plays the first side (white)
    int second = -1;
    bool rematch = false; ///< they met before: no pairing without a rematch was possible
    std::string why; ///< an explanation for byes and pairings across score groups ("" for the ordinary case)
};

/**
 * Pairs one Swiss round as a maximum-weight perfect matching whose weights rank, in this order: no rematch
 * (and no second bye), where sides are balanced no one a third time in a row on the same side and no side
 * difference beyond 2, players of equal scores together (a float to the next score group costs less than
 * one across two), sides that balance, then match quality (quality(a, b) in [0, 1], from the ratings), the
 * classic top-half-against-bottom-half order or the seeded draw. With an odd number of entrants the bye goes
 * to the lowest placed player (by score, then rating) who has not had one and leaves the rest pairable without
 * a rematch; so it is always in the lowest score group that can take it. A rematch happens only when no
 * rematch-free pairing of the round exists. Throws TournamentError for fewer than two entrants.
 */
std::vector<SwissPairing> pairSwiss(const std::vector<SwissEntrant> &entrants,
                                    const std::function<double(int, int)> &quality, const SwissOptions &options = {});

} // namespace podium::tournament
