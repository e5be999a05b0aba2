// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// Maximum-weight perfect matching on a general graph, behind a header of Podium's own: the implementation
// is LEMON's, which does not compile as C++20, so matching.cpp alone is built as C++17.

#include "tournament/wideint.h"

#include <cstdint>
#include <vector>

namespace podium::tournament {

/** An edge between vertices a and b that may be in the matching, worth weight. */
struct WeightedEdge
{
    int a = 0;
    int b = 0;
    std::int64_t weight = 0;
};

/**
 * A perfect matching of vertices 0..vertices-1 over the given edges with the largest total weight (exact:
 * integer weights, Edmonds' blossom algorithm). mate[v] is v's partner. Returns an empty vector when no
 * perfect matching exists (an odd number of vertices, or too few edges).
 */
std::vector<int> maxWeightPerfectMatching(int vertices, const std::vector<WeightedEdge> &edges);

/** An edge of a matching whose weight needs more than 64 bits (criteria encoded lexicographically). */
template<int W>
struct WideEdge
{
    int a = 0;
    int b = 0;
    BasicWideInt<W> weight;
};

/**
 * A matching (not necessarily perfect) of vertices 0..vertices-1 with the largest total weight, exact (LEMON's
 * MaxWeightedMatching on wide integer weights). mate[v] is v's partner, or -1 when v stays unmatched. Built
 * for W = 4, 5, 6, 8, 11 and 16 words.
 */
template<int W>
std::vector<int> maxWeightMatching(int vertices, const std::vector<WideEdge<W>> &edges);

} // namespace podium::tournament
