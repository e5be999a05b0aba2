// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// Internal to core/tournament. The public headers number entrants, players, teams and lobbies with int;
// these helpers index and count vectors in those numbers, so that the code reads without a cast at every use.

#include <cstddef>
#include <vector>

namespace podium::tournament::detail {

/** v[i] for an int index (an entrant, a player, a team), never negative where it is used. */
template<typename T>
T &at(std::vector<T> &v, int i)
{
    return v[static_cast<std::size_t>(i)];
}

template<typename T>
const T &at(const std::vector<T> &v, int i)
{
    return v[static_cast<std::size_t>(i)];
}

/** The number of elements as an int, the type the public headers count in. */
template<typename T>
int count(const std::vector<T> &v)
{
    return static_cast<int>(v.size());
}

/** n copies of value, for an int n. */
template<typename T>
std::vector<T> repeated(int n, const T &value)
{
    return std::vector<T>(static_cast<std::size_t>(n), value);
}

} // namespace podium::tournament::detail
