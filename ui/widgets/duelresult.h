// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <array>

namespace podium::ui {

/** A head-to-head result as the result boxes list it: the first named won, the second won, or a draw (the
 *  combo boxes of the result dialog and of an event's table show them in this order, so the index is the
 *  outcome). */
enum class DuelOutcome { FirstWon = 0, SecondWon = 1, Draw = 2 };

/** The outcome of the ranks the two players have (1 is the best; equal ranks are a draw). */
constexpr DuelOutcome duelOutcome(int first, int second)
{
    return first == second ? DuelOutcome::Draw : (first < second ? DuelOutcome::FirstWon : DuelOutcome::SecondWon);
}

/** The two players' ranks for an outcome. */
constexpr std::array<int, 2> duelRanks(DuelOutcome outcome)
{
    switch (outcome) {
    case DuelOutcome::FirstWon:
        return {1, 2};
    case DuelOutcome::SecondWon:
        return {2, 1};
    case DuelOutcome::Draw:
        break;
    }
    return {1, 1};
}

} // namespace podium::ui
