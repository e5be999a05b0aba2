// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "rating/ratingsystem.h"

namespace podium::rating {

/** TrueSkill's parameters; the defaults are the paper's Xbox Live scale (section 4.2). */
struct TrueSkillParams
{
    double mu = 25.0;
    double sigma = 25.0 / 3.0;
    double beta = 25.0 / 6.0;
    double tau = 25.0 / 300.0;
    double drawProbability = 0.10;
    double k = 3.0; ///< conservative rating mu - k*sigma
    /** partial_play=minutes: a player's weight is their minutes over the longest minutes of anyone in the game
     *  (minuteWeight()), so one who played five minutes of twenty moves a quarter as much. */
    bool partialPlayFromMinutes = false;
};

/**
 * The partial-play weight that minutes give participant i of a game: their minutes divided by the longest minutes
 * of anyone in it, at least kMinWeight; 0 for 0 minutes (not in the game, even when nobody in it has more); 1 for a
 * participant without minutes. Throws RatingError("teams[t][j].minutes") for minutes that are negative or not
 * finite. A game in which a side's every player has weight 0 is refused: a side needs a player who took part.
 */
double minuteWeight(const Game &game, std::size_t i);

/**
 * TrueSkill (Herbrich, Minka, Graepel 2006): the factor graph of section 2 with expectation propagation
 * (section 3, Table 1) for any number of teams of any size, ties, partial play and dynamics tau.
 */
class TrueSkill final : public RatingSystem
{
public:
    /** Throws RatingError("param NAME", ...) for a value outside its range (parameterInfo()). */
    explicit TrueSkill(const TrueSkillParams &params = {});

    const TrueSkillParams &params() const { return m_params; }

    std::string_view name() const override { return "trueskill"; }
    Rating initialRating() const override { return {m_params.mu, m_params.sigma}; }
    void rate(const Game &game, std::vector<Rating> &posterior) const override;
    /** Two free-for-alls of three or more sides (without partial play from minutes): their chains' sweeps in
     *  lock step, each game stopping by its own rule, so that each gives what rate() gives. */
    void rateTwo(const Game &first, std::vector<Rating> &firstPosterior, const Game &second,
                 std::vector<Rating> &secondPosterior) const override;
    /** Chains of three or more sides; not with partial play from minutes, as weighted() keeps one game at a time. */
    bool ratesTwoAtOnce(const Game &game) const override
    {
        return !m_params.partialPlayFromMinutes && game.teamCount() >= 3;
    }
    double winProbability(const Game &game) const override;
    std::optional<double> quality(const Game &game) const override;
    double leaderboardValue(const Rating &rating) const override { return rating.mu - m_params.k * rating.sigma; }
    bool hasUncertainty() const override { return true; }
    /** The participant's weight, times minuteWeight() with partial_play=minutes. */
    double participation(const Game &game, std::size_t i) const override;

    /** Draw margin for a comparison between teams with nPlayers players in all:
     *  Phi^-1((p + 1) / 2) * sqrt(nPlayers) * beta. */
    double drawMargin(double nPlayers) const;

private:
    /** The game with the weights partial play gives it (the game itself when partial play is off). */
    const Game &weighted(const Game &game) const;
    void rateTwoTeams(const Game &game, std::vector<Rating> &posterior) const;
    void rateChain(const Game &game, std::vector<Rating> &posterior) const;

    TrueSkillParams m_params;
    double m_drawQuantile = 0.0; ///< Phi^-1((p + 1) / 2), computed once
};

} // namespace podium::rating
