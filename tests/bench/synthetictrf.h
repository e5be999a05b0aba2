// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// A synthetic Swiss as a TRF file, for timing the import of large tournaments.

#include "io/trf.h"

namespace podium::bench {

/**
 * A finished Swiss of players players over rounds rounds that readTrf accepts: each round pairs the players in
 * order of score then number, never twice the same two; colours go to the one who had fewer whites (else
 * alternate); results are random, the better-rated a little more likely to win, with a few forfeits and
 * requested half-point byes; an odd count gives the lowest player without one a pairing-allocated bye. The
 * same seed gives the same file. Not Dutch-correct pairings: the import takes the rounds as given.
 */
io::TrfTournament syntheticSwiss(int players, int rounds, unsigned seed);

} // namespace podium::bench
