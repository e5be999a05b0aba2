// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// The FIDE (Dutch) System, C.04.3 as applied from 1 July 2025, with the general handling rules of C.04.2 (board
// order) and the bye rules of C.04.1. Plain C++20, no Qt.

#include <functional>
#include <string>
#include <vector>

namespace podium::tournament {

enum class Colour : signed char { None = 0, White = 1, Black = -1 };
enum class Float : signed char { None = 0, Down = 1, Up = -1 };

/** A player as the Dutch system sees them before a round. */
struct DutchPlayer
{
    int pairingNumber = 0; ///< 1 = first in the initial ranking; unique
    double score = 0.0; ///< points before this round
    double acceleration = 0.0; ///< virtual points for pairing only (Baku acceleration, C.04.5); 0 otherwise
    std::vector<Colour> colours; ///< one per past round: the colour played, None for a round without a game
    std::vector<Float> floats; ///< one per past round, as C.04.3 defines floats (incl. 1.4.3)
    std::vector<int> opponents; ///< indices (into the players) of the opponents met in played games
    bool hadPairingAllocatedBye = false;
    bool mayGetBye = true; ///< false after a PAB or a forfeit win etc., as C.04.1 says
    int playedGames = -1; ///< games played over the board; -1: count the colours that are not None
    /** Place in the initial ranking (0 first) among the tournament's players that take part, absent ones who
     *  played before included: its parity gives the initial colour (article 5). -1: the place among the
     *  players given. Must follow the order of the pairing numbers. */
    int initialRank = -1;
};

struct DutchOptions
{
    int round = 1; ///< the round to pair, 1 for the first
    int totalRounds = 0; ///< the planned number of rounds (decides the last round's topscorers); 0: unknown
    Colour firstColour = Colour::White; ///< colour of the top player in round 1 (C.04.3 article 5 initial colour)
    double pointsForWin = 1.0; ///< the largest score of a game, for the topscorer threshold (C.04.3 1.7)
    /** Told, from the pairing's thread, how many of the players are paired so far; returning false abandons the
     *  pairing (PairingCancelled is thrown). Empty: not told. */
    std::function<bool(int paired, int players)> progress = {};
};

/** One board of the round. */
struct DutchPairing
{
    int white = -1; ///< an index into the players
    int black = -1; ///< -1: the pairing-allocated bye for white
    std::string why; ///< the rules' words when the pairing floats someone or breaks a colour preference
};

/** The round's pairings in board order (C.04.2). Throws TournamentError when no legal pairing exists, and
 *  PairingCancelled when options.progress asked to stop. */
std::vector<DutchPairing> pairDutch(const std::vector<DutchPlayer> &players, const DutchOptions &options);

/**
 * Baku acceleration (C.04.5): the virtual points of the player with this pairing number before the given
 * round (1-based) of a tournament of players entrants and rounds rounds. Group A is the first 2 * ceil(players
 * / 4) pairing numbers; it gets 1 point in the first half of the first rounds and 0.5 in the second half,
 * and nothing from then on.
 */
double bakuAcceleration(int pairingNumber, int players, int round, int rounds);

namespace detail {

/** The same pairing as pairDutch, with every optimum computed from nothing by LEMON's matching, as Podium paired
 *  before the incremental matching: much slower, kept so that tests can check that both pair alike. */
std::vector<DutchPairing> pairDutchFromScratch(const std::vector<DutchPlayer> &players, const DutchOptions &options);

/** A player's colour preference (C.04.3 article 1.6 / A.6 in the Terms): its colour and its strength. */
struct ColourPreference
{
    Colour colour = Colour::None;
    bool absolute = false;
    bool strong = false; ///< strong but not absolute
    Colour repeated = Colour::None; ///< the colour of the last two played games when they were the same
    int imbalance = 0; ///< |whites - blacks| over played games
};

ColourPreference colourPreference(const DutchPlayer &player);

/** The colour that player a gets against b by C.04.3 article 5 (colour allocation); aRanksHigher tells
 *  who is the higher-ranked player (score with acceleration, then pairing number); higherRank is that
 *  player's place (0 = first) in the initial order of the players present. */
Colour allocateColour(const DutchPlayer &a, const DutchPlayer &b, bool aRanksHigher, int higherRank,
                      Colour firstColour);

} // namespace detail

} // namespace podium::tournament
