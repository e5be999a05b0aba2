// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// Internal to the FIDE (Dutch) System: a player as the pairing ranks them, and the round's boards in order.

#include "tournament/dutch.h"

#include <utility>
#include <vector>

namespace podium::tournament::detail {

/** A player in the pairing order of article 1.2 (score with acceleration, then pairing number). */
struct Entry
{
    int player = 0; ///< index into the players
    int score = 0; ///< half points, acceleration included
    int rawScore = 0; ///< half points without acceleration (board order)
    int rank = 0; ///< place in the initial order, 0 first
    ColourPreference pref;
    bool eligible = true; ///< may receive the PAB (C2)
    bool topscorer = false; ///< C.04.3 1.7, in the last round
    int played = 0;
    Float float1 = Float::None; ///< the float of the previous round
    Float float2 = Float::None; ///< two rounds before
};

/**
 * The boards of a round from its pairs of entries (second -1: the pairing-allocated bye): colours by
 * article 5, board order by C.04.2, and the rules' words for floats and unmet colour preferences.
 */
std::vector<DutchPairing> boards(const std::vector<Entry> &entries, const std::vector<std::pair<int, int>> &pairs,
                                 const std::vector<DutchPlayer> &players, Colour firstColour);

} // namespace podium::tournament::detail
