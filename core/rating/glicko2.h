// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "rating/ratingsystem.h"

namespace podium::rating {

/** Glickman's system constants and starting values ("Example of the Glicko-2 system", step 1). */
struct Glicko2Params
{
    double start = 1500.0; ///< a newcomer's rating
    double rd = 350.0; ///< a newcomer's rating deviation, and the most any RD may grow to
    double volatility = 0.06; ///< a newcomer's volatility
    double tau = 0.5; ///< the system constant: how much the volatility may change
    RatingPeriod period = RatingPeriod::Game;
};

/**
 * Glicko-2 as Mark Glickman publishes it ("Example of the Glicko-2 system", steps 1 to 8), with the Illinois
 * algorithm for the new volatility. Rating is the rating r, sigma the rating deviation RD and volatility the
 * volatility, all on the Glicko scale (1500, 350); the steps run on the Glicko-2 scale (divided by 173.7178).
 *
 * A game of more than two players gives each player one result against each other side: against its player, or, for a
 * team, against a composite opponent with the mean rating and the mean RD of the team's players (G. J. Williams,
 * "Abstracting Glicko-2 for Team Games", M.S. thesis, University of Cincinnati, 2013: the composite opponent update).
 * With more than two sides each result counts 1/(sides - 1) of a game in step 3's v and step 4's delta, so that one
 * game is one game's evidence for every player however many sides it has, as Podium's Elo averages its duels (the
 * duelling heuristic, Herbrich, Minka and Graepel 2006, section 4.1); counted in full, a 20-car race was 19 games for
 * every driver, and the volatility ran away. A duel is Glickman's update exactly. A game costs participants times
 * sides, linear in a team game of any size. With period Game, every game is a rating period of its own for its
 * players only; with Day, Week or Month the replay collects a period's results (periodResults()) and calls
 * ratePeriod() once per player, and idle() for the periods a player sat out. No RD ever exceeds the starting RD.
 * Like Elo, Glicko-2 has no partial play or guests: it ignores weight and rated.
 */
class Glicko2 final : public RatingSystem
{
public:
    /** Throws RatingError("param NAME", ...) for a value outside its range (parameterInfo()). */
    explicit Glicko2(const Glicko2Params &params = {});

    const Glicko2Params &params() const { return m_params; }

    std::string_view name() const override { return "glicko2"; }
    Rating initialRating() const override { return {m_params.start, m_params.rd, m_params.volatility}; }
    void rate(const Game &game, std::vector<Rating> &posterior) const override;
    /** Glickman's expected score of team 0 against team 1, each side its composite opponent (as the update has it),
     *  with the g factor of the two sides' combined deviation: 1 / (1 + exp(-g(sqrt(phi0^2 + phi1^2)) (mu0 - mu1))). */
    double winProbability(const Game &game) const override;
    /** The conservative rating, rating - 2 RD. */
    double leaderboardValue(const Rating &rating) const override { return rating.mu - 2.0 * rating.sigma; }
    bool hasUncertainty() const override { return true; }
    /** An RD above 110 is provisional, as Lichess marks it. */
    double provisionalSigma() const override { return 110.0; }
    RatingPeriod period() const override { return m_params.period; }
    void check(const Game &game) const override;
    /** Glickman's steps 3 to 8 for one player; each result's weight multiplies its terms of v and delta. */
    Rating ratePeriod(const Rating &prior, std::span<const PeriodResult> results) const override;
    void periodResults(const Game &game, std::span<std::vector<PeriodResult> *const> results) const override;
    Rating idle(const Rating &rating, long periods) const override;

private:
    /** Throws RatingError at path unless the prior is one this system can rate (a volatility above 0). */
    void checkPrior(const Rating &prior, const std::string &path) const;
    /** The opponent each side of the game is: its player, or a team's composite (mean rating, mean RD). */
    void composites(const Game &game, std::vector<Rating> &sides) const;

    Glicko2Params m_params;
};

} // namespace podium::rating
