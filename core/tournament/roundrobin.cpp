// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "tournament/roundrobin.h"

#include "tournament/tournamenterror.h"

#include <utility>

namespace podium::tournament {

namespace {

/** A game between two numbers of the table; a number beyond the entrants is the dummy of an odd field, whose
 *  opponent has the bye. */
ScheduledGame game(int a, int b, int entrants)
{
    if (b >= entrants)
        return {a, -1};
    if (a >= entrants)
        return {b, -1};
    return {a, b};
}

/** Round r (0-based) of the table for n numbers (n even, 0-based). */
std::vector<ScheduledGame> bergerRound(int r, int n, int entrants)
{
    // The others in the order of this round: numbers 0..n-2 shifted by r * n/2 (mod n-1); the highest number
    // stays put and meets the first of them, as the second side in odd rounds and the first in even ones.
    const auto other = [&](int k) { return (k + r * (n / 2)) % (n - 1); };
    const int fixed = n - 1;
    std::vector<ScheduledGame> round;
    round.push_back(r % 2 == 0 ? game(other(0), fixed, entrants) : game(fixed, other(0), entrants));
    for (int k = 1; k < n / 2; ++k)
        round.push_back(game(other(k), other(n - 1 - k), entrants));
    return round;
}

std::vector<ScheduledGame> withSidesSwapped(std::vector<ScheduledGame> round)
{
    for (ScheduledGame &g : round) {
        if (g.second >= 0)
            std::swap(g.first, g.second);
    }
    return round;
}

} // namespace

std::vector<std::vector<ScheduledGame>> bergerSchedule(int entrants, bool doubleRound)
{
    if (entrants < 2)
        throw TournamentError("a round robin needs at least two entrants");
    const int n = entrants + entrants % 2; // an odd field gets a dummy, the bye
    std::vector<std::vector<ScheduledGame>> rounds;
    for (int r = 0; r < n - 1; ++r)
        rounds.push_back(bergerRound(r, n, entrants));
    if (doubleRound) {
        const std::size_t single = rounds.size();
        for (std::size_t r = 0; r < single; ++r)
            rounds.push_back(withSidesSwapped(rounds[r]));
    }
    return rounds;
}

} // namespace podium::tournament
