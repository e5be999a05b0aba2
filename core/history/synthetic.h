// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "history/history.h"

#include <cstdint>

namespace podium::history {

/** The most a synthetic history may have: it is built in memory and written out whole, about 100 bytes a result
 *  in all, so 10 million results need about a gigabyte. Beyond, generateSynthetic refuses before allocating. */
constexpr int kMaxSyntheticPlayers = 1'000'000;
constexpr std::int64_t kMaxSyntheticResults = 10'000'000; ///< games times players per game
constexpr int kMaxSyntheticFfaSize = 1'000; ///< a game has at most 1,000 sides
constexpr int kMaxSyntheticTeamSize = 5'000; ///< and at most 10,000 players

struct SyntheticSpec
{
    GameKind kind = GameKind::HeadToHead;
    int players = 40;
    int games = 1000;
    std::uint64_t seed = 1;
    int teamSize = 4; ///< players per side in team games
    int ffaSize = 8; ///< players per free-for-all game
};

/**
 * A reproducible synthetic history drawn from hidden true skills: the same spec gives the same games on
 * every platform (the generator does not use std:: distributions, whose output the standard leaves to
 * each library). Head-to-head games can be drawn; free-for-alls have occasional shared places; every
 * participant has a score and minutes (team games with players who join late or leave early). Dates run
 * from 2024-01-01, several games a day. Throws rating::RatingError for a spec that cannot be met
 * (fewer players than one game needs, a size below 1, or more than the maximums above).
 */
History generateSynthetic(const SyntheticSpec &spec);

} // namespace podium::history
