// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// A bracket as a sheet to draw: each match in its column with who plays it, how it ended and where its winner
// and loser go next; and how far each entrant went, for the standings of an elimination event.

#include "tournament/elimination.h"

#include <array>
#include <map>
#include <vector>

namespace podium::tournament {

/** Where the winner or the loser of a match goes next. */
struct BracketLink
{
    int match = -1; ///< -1: nowhere (out of the event, or its champion)
    int side = 0; ///< the side of that match they take (0 or 1)
    friend bool operator==(const BracketLink &, const BracketLink &) = default;
};

/** A match of a bracket as it stands on the sheet. */
struct BracketBox
{
    enum class Status {
        Waiting, ///< a side is not known until an earlier match is played
        Ready, ///< both players known, no result yet
        Played, ///< decided by a result
        Bye, ///< one side is nobody: the other goes through without a game
        Empty, ///< both sides nobody (or a bracket reset the grand final made unnecessary): no game
    };
    int match = 0; ///< its number in the bracket
    BracketMatch::Part part = BracketMatch::Part::Winners;
    int round = 1; ///< within its part, from 1: the column of the sheet
    int row = 0; ///< within its round, from 0, in bracket order
    std::array<BracketSource, 2> from; ///< where each side comes from
    std::array<int, 2> players {BracketState::kPending, BracketState::kPending}; ///< seeds (0 the top seed)
    Status status = Status::Waiting;
    int winnerSide = -1; ///< the side that went through (Played or Bye), else -1
    BracketLink winnerTo; ///< the match the winner plays next
    BracketLink loserTo; ///< double elimination: where a first loss drops to
};

/** A bracket laid out: its boxes in match order and the number of rounds of each part. */
struct BracketSheet
{
    std::vector<BracketBox> boxes;
    int winnersRounds = 0;
    int losersRounds = 0; ///< 0 for single elimination
    bool grandFinal = false; ///< double elimination: a grand final and its reset follow
    int champion = BracketState::kPending; ///< the champion's seed once decided
};

/**
 * Lays out a bracket (singleElimination or doubleElimination) after the given results (a match's number to
 * the side that won it): who plays each match as far as the results tell, byes settled, and the links from
 * each match to the ones its winner and loser play next.
 */
BracketSheet layOutBracket(const std::vector<BracketMatch> &bracket, const std::map<int, int> &results);

/** How far an entrant went in a bracket. */
struct BracketExit
{
    enum class Kind {
        StillIn, ///< not out yet
        Champion,
        Out, ///< out at the match given
        NotDrawn, ///< not in the bracket (withdrawn before the draw)
    };
    Kind kind = Kind::NotDrawn;
    BracketMatch::Part part = BracketMatch::Part::Winners; ///< Out: the part of the match that put them out
    int round = 0; ///< Out: its round within the part
    int roundsInPart = 0; ///< Out: the rounds of that part (round == roundsInPart: its final)
    friend bool operator==(const BracketExit &, const BracketExit &) = default;
};

/**
 * Where each of the sheet's entrants (by seed, 0 the top seed, `entrants` of them) went out: at their first
 * lost game in single elimination, their second in double elimination. A bye is no game.
 */
std::vector<BracketExit> bracketExits(const BracketSheet &sheet, int entrants, bool doubleElimination);

/** Places from exits, 1 the best: the champion, then those still in, then the later out the better; those out
 *  at the same stage share a place, and NotDrawn entrants come last. */
std::vector<int> bracketPlaces(const std::vector<BracketExit> &exits);

} // namespace podium::tournament
