// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// Internal to core/tournament and its tests: the steps of eventStandings (standings.cpp), one function per
// tie-break.

#include "tournament/standings.h"

#include <vector>

namespace podium::tournament::detail {

/** An opponent met in a game: their points in the event, and the share of that game's points the player took
 *  (the points taken over the points of a win). */
struct Opponent
{
    double points = 0.0;
    double share = 0.0;
};

/** Each entrant's event points and wins: a bye adds its points but is no game; a heat is won when outcomeA > 0. */
struct Tally
{
    std::vector<double> points;
    std::vector<int> wins;
};

Tally tally(int entrants, const std::vector<PlayedPairing> &games);
/** Each entrant's opponents in the order of the games; a bye is no opponent. */
std::vector<std::vector<Opponent>> opponents(int entrants, const std::vector<PlayedPairing> &games,
                                             const std::vector<double> &points, double winPoints);

/** The sum of the opponents' points. */
double buchholz(const std::vector<Opponent> &met);
/** Buchholz without the lowest opponent. */
double buchholzCut1(const std::vector<Opponent> &met);
/** Buchholz without the highest and the lowest opponent. */
double medianBuchholz(const std::vector<Opponent> &met);
/** Each opponent's points times the share of the game the player took. */
double sonnebornBerger(const std::vector<Opponent> &met);
/** The card-game tie-breaks of every entrant (Magic Tournament Rules, Appendix C), as fractions of 1. */
struct CardFigures
{
    std::vector<double> opponentsMatchWin;
    std::vector<double> gameWin;
    std::vector<double> opponentsGameWin;
};
CardFigures cardFigures(int entrants, const std::vector<PlayedPairing> &games, double winPoints);

/** Each member's points in the games among the group (an entrant outside the group has 0). */
std::vector<double> directEncounter(int entrants, const std::vector<PlayedPairing> &games,
                                    const std::vector<int> &group);

} // namespace podium::tournament::detail
