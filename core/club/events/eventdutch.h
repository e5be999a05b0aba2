// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// An event's state as the FIDE (Dutch) System sees it (style=fide): pairing numbers, scores, colours, floats,
// opponents and byes of the entrants to pair. Internal to core/club: the Swiss round calls it.

#include "club/events/eventstate.h"
#include "tournament/dutch.h"

namespace podium::club::detail {

/**
 * The active entrants (indices into s's entrants) as DutchPlayers, in the order of active: pairing numbers
 * from the seeds (fixed at round 1), colours from the sides (1 White, 2 Black), floats and byes from the
 * rounds before, as C.04.1 and C.04.3 define them.
 */
std::vector<tournament::DutchPlayer> dutchPlayers(const EventState &s, const std::vector<double> &points,
                                                  const std::vector<int> &active);

/** Pairs the next round of a Swiss with the FIDE (Dutch) System: pairings by index into active. progress is told
 *  as it goes (DutchOptions::progress). */
std::vector<tournament::DutchPairing> fideRound(const EventState &s, const std::vector<double> &points,
                                                const std::vector<int> &active, const PairingProgress &progress = {});

} // namespace podium::club::detail
