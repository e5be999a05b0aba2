// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <array>
#include <map>
#include <vector>

namespace podium::tournament {

/** Where a player of a bracket match comes from. */
struct BracketSource
{
    enum class Kind { Seed, WinnerOf, LoserOf, Nobody } kind = Kind::Nobody;
    int value = 0; ///< the seed (0 is the top seed), or the match
    friend bool operator==(const BracketSource &, const BracketSource &) = default;
};

struct BracketMatch
{
    enum class Part { Winners, Losers, GrandFinal, Reset } part = Part::Winners;
    int round = 1; ///< within its part of the bracket, from 1
    std::array<BracketSource, 2> from;
};

/**
 * A single-elimination bracket for any number of entrants, seeded 0 (best) to n-1: the bracket is the next
 * power of two, and the slots beyond n are byes that fall to the top seeds (seed 0 meets the last slot, as
 * the standard order 1-8, 4-5, 2-7, 3-6 places them), so that the top seeds only meet late. Throws
 * TournamentError for fewer than two entrants.
 */
std::vector<BracketMatch> singleElimination(int entrants);

/**
 * A double-elimination bracket: the winners' bracket as in singleElimination, a losers' bracket that takes
 * every first loss (alternating rounds among its own survivors and rounds where the next winners' round drops
 * in, in reverse order to put off rematches), the grand final, and the bracket reset, played only when the
 * losers' bracket champion wins the grand final.
 */
std::vector<BracketMatch> doubleElimination(int entrants);

/** Seeds (0-based) in the order of the slots of a bracket of size (a power of two): 0, 7, 3, 4, 1, 6, 2, 5. */
std::vector<int> bracketOrder(int size);

/** What a bracket looks like after some results: who plays each match, and who won and lost. */
struct BracketState
{
    static constexpr int kNobody = -1; ///< a bye, or the loser of a match decided by a bye
    static constexpr int kPending = -2; ///< not known until an earlier match is played
    std::vector<std::array<int, 2>> players; ///< seeds per match
    std::vector<int> winner;
    std::vector<int> loser;

    /** Matches with both players known and no result yet: the ones to play now. */
    std::vector<int> playable(const std::map<int, int> &results) const;
    /** The champion's seed once the last match is decided, kPending before. */
    int champion() const;
};

/** Resolves a bracket: results maps a match to the side (0 or 1) that won it. Byes advance on their own. */
BracketState resolveBracket(const std::vector<BracketMatch> &bracket, const std::map<int, int> &results);

} // namespace podium::tournament
