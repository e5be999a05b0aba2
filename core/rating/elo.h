// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "rating/ratingsystem.h"

namespace podium::rating {

enum class EloVariant {
    Logistic, ///< expected score 1 / (1 + 10^(-delta / (2 beta))): the chess 400-point scale at beta = 200
    Gaussian ///< expected score Phi(delta / (sqrt(2) beta)): the TrueSkill paper's eq. 1
};

struct EloParams
{
    EloVariant variant = EloVariant::Logistic;
    double k = 24.0; ///< the paper's alpha = 0.07 on the Elo scale: K = alpha * beta * sqrt(pi) ~ 24
    double start = 1500.0;
    double beta = 200.0;
};

/**
 * Elo as chess clubs know it (logistic) and as the TrueSkill paper's baseline (Gaussian). Free-for-all
 * and team games use the paper's duelling heuristic (section 4.1): each player's delta against every
 * player of every other team, from the two teams' outcome, applied as the average.
 */
class Elo final : public RatingSystem
{
public:
    /** Throws RatingError("param NAME", ...) for a value outside its range (parameterInfo()). */
    explicit Elo(const EloParams &params = {});

    const EloParams &params() const { return m_params; }

    std::string_view name() const override { return "elo"; }
    Rating initialRating() const override { return {m_params.start, 0.0}; }
    void rate(const Game &game, std::vector<Rating> &posterior) const override;
    /** Expected score of team 0 against team 1, each team at its players' mean rating. */
    double winProbability(const Game &game) const override;

    /** Expected score of a player rated `delta` points above the opponent. */
    double expectedScore(double delta) const;

private:
    EloParams m_params;
    double m_logisticSlope = 0.0; ///< ln 10 / (2 beta)
};

} // namespace podium::rating
