// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <vector>

namespace podium::tournament {

/** A game of a round: entrant indices (0-based); second == -1 is a bye for first. first plays the first side. */
struct ScheduledGame
{
    int first = 0;
    int second = -1;
    friend bool operator==(const ScheduledGame &, const ScheduledGame &) = default;
};

/**
 * The Berger tables (as FIDE publishes them, Handbook C.05 Annex 1): n entrants, numbered by seed, play
 * n - 1 rounds (n even) or n rounds (n odd, where the missing number n + 1 means a bye). Round 1 is 1-n,
 * 2-(n-1), ...; each later round rotates the others by n/2 around the last number, whose side alternates.
 * A double round robin plays the cycle again with the sides swapped. Throws TournamentError for n < 2.
 */
std::vector<std::vector<ScheduledGame>> bergerSchedule(int entrants, bool doubleRound = false);

} // namespace podium::tournament
