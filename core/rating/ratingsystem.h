// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "rating/types.h"

#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace podium::rating {

/** A parameter as the user gave it: `--param NAME=VALUE`. */
using ParamList = std::vector<std::pair<std::string, std::string>>;

/** How a system groups games into rating periods (Glicko-2's `period`). */
enum class RatingPeriod {
    Game, ///< every game is a period of its own for its players: rate() rates it
    Day, ///< calendar days of the games' dates
    Week, ///< calendar weeks, Monday to Sunday
    Month, ///< calendar months
};

/** One result of a rating period: the opponent's rating at the period's start and the score against them. */
struct PeriodResult
{
    Rating opponent;
    double score = 0.5; ///< 1 a win, 0.5 a draw, 0 a loss
    double weight = 1.0; ///< how many games' evidence it is: 1 in a duel, 1/(sides - 1) in a game of more sides
};

/** What a rating algorithm does; TrueSkill, Elo, ZoneStats and Glicko-2 implement it. */
class RatingSystem
{
public:
    virtual ~RatingSystem() = default;

    /** "trueskill", "elo", "zonestats" or "glicko2". */
    virtual std::string_view name() const = 0;

    /** The rating of a player who has not played yet. */
    virtual Rating initialRating() const = 0;

    /**
     * Rates one game: posterior[i] becomes the rating of game.players[i] after the game. posterior is
     * resized; reusing it between calls avoids allocation. Throws RatingError for a game this system
     * cannot rate (one team, a draw with draw probability 0, ZoneStats without minutes, ...).
     */
    virtual void rate(const Game &game, std::vector<Rating> &posterior) const = 0;

    /**
     * Rates two games that share no player, with the same numbers, bit for bit, as rate(first, firstPosterior) and
     * then rate(second, secondPosterior): a system may work on both at once (TrueSkill runs the two free-for-alls'
     * EP side by side, so that the processor overlaps two chains of dependent steps). Throws RatingError when either
     * game is refused, without saying which: a caller then rates them one by one to learn it.
     */
    virtual void rateTwo(const Game &first, std::vector<Rating> &firstPosterior, const Game &second,
                         std::vector<Rating> &secondPosterior) const
    {
        rate(first, firstPosterior);
        rate(second, secondPosterior);
    }

    /** Whether rateTwo() is quicker than rate() for this game and another such: a replay then holds the game to rate
     *  it together with the next one. */
    virtual bool ratesTwoAtOnce(const Game &game) const
    {
        (void)game;
        return false;
    }

    /** Probability that team 0 beats team 1 of a two-team game, from the priors. Throws RatingError
     *  when the game does not have exactly two teams. */
    virtual double winProbability(const Game &game) const = 0;

    /** Match quality (TrueSkill: the draw probability relative to the best possible, eq. 7 generalised to
     *  any number of teams); nullopt for systems that have none. */
    virtual std::optional<double> quality(const Game &game) const
    {
        (void)game;
        return std::nullopt;
    }

    /** What a leaderboard ranks by: mu - k*sigma for TrueSkill, the rating itself elsewhere. */
    virtual double leaderboardValue(const Rating &rating) const { return rating.mu; }

    /** True when sigma means something (TrueSkill, Glicko-2), so views show an uncertainty band. */
    virtual bool hasUncertainty() const { return false; }

    /** How much participant i of the game counts, as the system rates it: TrueSkill's partial-play weight (from the
     *  minutes where its partial_play asks), 1 for systems without partial play. */
    virtual double participation(const Game &game, std::size_t i) const
    {
        (void)game;
        (void)i;
        return 1.0;
    }

    /** The sigma above which a rating counts as provisional: half a newcomer's for TrueSkill; infinite where
     *  sigma means nothing. */
    virtual double provisionalSigma() const
    {
        return hasUncertainty() ? initialRating().sigma / 2 : std::numeric_limits<double>::infinity();
    }

    /** How games are grouped into rating periods: Game (every system but a Glicko-2 with longer periods) means
     *  that replays call rate() game by game; otherwise they call check(), ratePeriod() and idle(). */
    virtual RatingPeriod period() const { return RatingPeriod::Game; }

    /** Throws RatingError, as rate() would, for a game this system cannot rate; rates nothing. */
    virtual void check(const Game &game) const;

    /** A player's rating after a period with these results, each against the opponent's rating at the period's
     *  start. Only systems with periods longer than a game have it; the others throw std::logic_error. */
    virtual Rating ratePeriod(const Rating &prior, std::span<const PeriodResult> results) const;

    /** Appends to *results[i] the results participant i of the game takes into a rating period, for each
     *  participant (results has one pointer per participant). Only systems with periods longer than a game have
     *  it; the others throw std::logic_error. */
    virtual void periodResults(const Game &game, std::span<std::vector<PeriodResult> *const> results) const;

    /** A player's rating after `periods` rating periods without a game (Glicko-2's RD growth); the rating itself
     *  for systems without periods. */
    virtual Rating idle(const Rating &rating, long periods) const
    {
        (void)periods;
        return rating;
    }
};

/**
 * How even a two-sided game is, for pairing: the system's match quality, or for systems without one
 * (Elo, ZoneStats) 1 - |2p - 1| with p the first side's win probability, which *winProbability receives.
 */
double evenness(const RatingSystem &system, const Game &game, double *winProbability = nullptr);

/** The algorithm names makeRatingSystem() knows. */
std::vector<std::string> ratingSystemNames();

/** A parameter of an algorithm as a settings form offers it: its default and the values makeRatingSystem()
 *  accepts. */
struct ParamInfo
{
    std::string name; ///< as `--param NAME=VALUE` takes it
    double defaultValue = 0.0; ///< for a choice, unused
    double minimum = 0.0;
    bool minimumIncluded = true; ///< false: the value must be above the minimum
    double maximum = 0.0;
    bool maximumIncluded = true; ///< false: the value must be below the maximum
    std::vector<std::string> choices; ///< a choice instead of a number (Elo's variant, Glicko-2's period); the
                                      ///< first is the default
};

/** The parameters of an algorithm in the order a form shows them; throws RatingError for an unknown one.
 *  Their ranges keep every result of every game finite (the README's parameter table). */
std::vector<ParamInfo> parameterInfo(std::string_view algorithm);

/** "from 0.001 to 1e+09", "more than 0 and at most 100": a parameter's range in words. */
std::string rangeText(const ParamInfo &info);

/** Throws RatingError("param NAME", "must be RANGE, not VALUE") unless value is in the named parameter's
 *  range (NaN never is); the systems' constructors check every parameter with it. */
void checkParameter(std::string_view algorithm, std::string_view name, double value);

/**
 * Builds the named system with its defaults overridden by params. Parameter names:
 * trueskill `mu sigma beta tau draw_probability` (and `k`, the conservative-rating factor, and `partial_play`
 * off|minutes);
 * elo `variant` (logistic|gaussian) `k start beta`; zonestats `t game_mult max_game_length start`;
 * glicko2 `period` (game|day|week|month) `start rd volatility tau`.
 * Throws RatingError (path "algorithm" or "param NAME") for an unknown algorithm or parameter, a value
 * that does not parse, or one out of range.
 */
std::unique_ptr<RatingSystem> makeRatingSystem(std::string_view algorithm, const ParamList &params = {});

/** Parses a parameter value as a finite double; throws RatingError("param NAME", ...) otherwise. */
double parseParam(const std::string &name, const std::string &value);

} // namespace podium::rating
