// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// Which rating fits a history: the TrueSkill paper's comparison (Herbrich, Minka and Graepel 2006, section 4,
// "Predictive Performance" and "Match Quality"), run on any history. Every game is scored before it is rated,
// from the ratings of that moment; the definitions are the README's ("Which rating fits this club?").

#include "history/history.h"

#include <array>
#include <atomic>
#include <cstddef>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace podium::history {

/** What one system predicted of one game before rating it. */
struct GamePrediction
{
    /** Of the pairs of sides whose places differ, those where the side of lower strength placed better, a pair of
     *  equal strengths counting 1/2. */
    double wrongPairs = 0.0;
    int pairs = 0; ///< pairs of sides whose places differ
    int drawPairs = 0; ///< pairs of sides that shared a place: the draws of the draw curve
    /** TrueSkill: the match quality of all sides (eq. 7); the others: minus the strongest side's strength less the
     *  weakest's. Higher is tighter. */
    double tightness = 0.0;
    /** A duel: two sides of one player each, and no draw. Only duels have the next two, and only they count in the
     *  log-loss, the Brier score and the calibration. */
    bool duel = false;
    /** The probability the system gave the first side of the game (as entered) to win; NaN unless a duel. */
    double firstWins = std::numeric_limits<double>::quiet_NaN();
    bool firstWon = false; ///< the first side won (a duel only)
};

/** One of the ten calibration bins: duels whose first side was given a probability in [k/10, (k+1)/10) (the last
 *  bin includes 1). */
struct CalibrationBin
{
    int games = 0;
    double meanPredicted = std::numeric_limits<double>::quiet_NaN(); ///< NaN for an empty bin
    double observed = std::numeric_limits<double>::quiet_NaN(); ///< the share of them the first side won
};

/** A rating algorithm with its parameters, as makeRatingSystem() takes them. */
struct BacktestSpec
{
    std::string algorithm;
    rating::ParamList params;
    /** "elo k=24 variant=gaussian": the algorithm and the parameters given, in their order. */
    std::string label() const;
    friend bool operator==(const BacktestSpec &, const BacktestSpec &) = default;
};

/** One system's backtest of a history. */
struct BacktestResult
{
    BacktestSpec spec;
    /** The history's games (indices into History::games) in replay order: the same for every system. */
    std::vector<std::size_t> order;
    std::vector<GamePrediction> games; ///< parallel to order
    double wrongPairs = 0.0; ///< summed over all games
    long long pairs = 0; ///< summed over all games
    double predictionError = std::numeric_limits<double>::quiet_NaN(); ///< wrongPairs / pairs; NaN without pairs
    int duels = 0;
    double logLoss = std::numeric_limits<double>::quiet_NaN(); ///< mean of -ln p over duels, p given to the winner
    double brier = std::numeric_limits<double>::quiet_NaN(); ///< mean of (1 - p)^2 over duels
    std::array<CalibrationBin, 10> calibration;
    long long drawPairs = 0; ///< summed over all games
};

/** Thrown by backtest() when its cancel flag was raised. */
class BacktestCancelled : public std::exception
{
public:
    const char *what() const noexcept override { return "backtest cancelled"; }
};

/**
 * Replays the history with the system, scoring every game from the ratings its players have just before it
 * (a newcomer's the initial rating; with Glicko-2's longer rating periods, the ratings at the period's start
 * with the RD growth of the periods sat out, as the period is rated from them). Throws ReplayError as replay()
 * does, and BacktestCancelled when *cancel becomes true (checked every few hundred games).
 */
BacktestResult backtest(const History &history, const rating::RatingSystem &system, const BacktestSpec &spec,
                        const std::atomic<bool> *cancel = nullptr);
/** makeRatingSystem(spec) and backtest(): throws RatingError for a bad spec. */
BacktestResult backtest(const History &history, const BacktestSpec &spec, const std::atomic<bool> *cancel = nullptr);

/** The games a system finds tightest: the floor of 20 % of them (at least 0), by tightness highest first, equal
 *  tightness the earlier game first; positions into BacktestResult::games, in that order. */
std::vector<std::size_t> tightestGames(const BacktestResult &judge, double share = 0.2);

/** "system challenged by judge": system's prediction error on judge's tightestGames(); NaN when those games have no
 *  pair of sides with different places. Both results must come from the same history (the same order). */
double challengedError(const BacktestResult &system, const BacktestResult &judge, double share = 0.2);
/** system's prediction error on the games at these positions (a judge's tightestGames(), found once for a matrix);
 *  NaN when they have no pair of sides with different places. */
double errorOn(const BacktestResult &system, const std::vector<std::size_t> &positions);

/**
 * The paper's draws against match quality: the games sorted by the system's tightness (most tight first, equal
 * tightness the earlier game first); point k of steps + 1 is the share of all draws (BacktestResult::drawPairs)
 * found within the first floor(k / steps * games) games. Empty when the history has no draw.
 */
std::vector<double> drawCurve(const BacktestResult &result, int steps = 100);

/** A parameter swept over a range: `--sweep k=8:48:8` or `--sweep elo.k=8:48:8`. */
struct SweepRange
{
    std::string algorithm; ///< empty: every algorithm that has the parameter
    std::string name;
    double from = 0.0;
    double to = 0.0;
    double step = 1.0;
    /** from, from + step, ... up to to (within a millionth of a step, so that 0.1:0.5:0.1 ends at 0.5). */
    std::vector<double> values() const;
};

/** Parses "NAME=FROM:TO:STEP" or "ALGORITHM.NAME=FROM:TO:STEP"; throws RatingError("sweep", ...) saying what is
 *  wrong (a step that is not positive, TO below FROM, more than 10,000 values). */
SweepRange parseSweep(const std::string &text);

/**
 * Every spec times every combination of the sweeps that apply to it (a sweep applies to a spec of its algorithm, or
 * of any algorithm having the parameter when it names none); a swept value replaces the spec's own. Throws
 * RatingError("sweep", ...) for a sweep that applies to no spec, and when the product exceeds maxSpecs.
 */
std::vector<BacktestSpec> expandSweeps(const std::vector<BacktestSpec> &specs, const std::vector<SweepRange> &sweeps,
                                       std::size_t maxSpecs = 10'000);

/** The best of results (of one algorithm's only, when one is named) by log-loss, or by prediction error when none
 *  has a duel (ties: the first); -1 when there is none, or none has either. */
int bestResult(const std::vector<BacktestResult> &results, std::string_view algorithm = {});

} // namespace podium::history
