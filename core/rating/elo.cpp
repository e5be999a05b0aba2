// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "rating/elo.h"

#include "rating/gaussian.h"

#include <cmath>
#include <numbers>
#include <string>

namespace podium::rating {

Elo::Elo(const EloParams &params)
    : m_params(params)
{
    checkParameter("elo", "k", params.k);
    checkParameter("elo", "start", params.start);
    checkParameter("elo", "beta", params.beta);
    // 10^(-delta / (2 beta)) = exp(-delta * ln 10 / (2 beta)): one exp per duel instead of a pow.
    m_logisticSlope = std::numbers::ln10 / (2.0 * params.beta);
}

double Elo::expectedScore(double delta) const
{
    if (m_params.variant == EloVariant::Gaussian)
        return gaussian::cdf(delta / (std::numbers::sqrt2 * m_params.beta));
    return 1.0 / (1.0 + std::exp(-delta * m_logisticSlope));
}

/**
 * Every player's change is K times the average of (S - E) over their duels with each player of every
 * other team (the paper's duelling heuristic, section 4.1); S is 1, 1/2 or 0 from the two teams' ranks.
 * With two players that is the ordinary Elo update. Elo has no notion of partial play or guests: it
 * ignores weight and rated, and every listed player is rated.
 */
void Elo::rate(const Game &game, std::vector<Rating> &posterior) const
{
    validateCommon(game);
    const std::size_t n = game.players.size();
    posterior.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const Participant &me = game.players[i];
        double surprise = 0.0;
        int duels = 0;
        for (std::size_t j = 0; j < n; ++j) {
            const Participant &them = game.players[j];
            if (them.team == me.team)
                continue;
            const double score = scoreAgainst(game, me.team, them.team);
            surprise += score - expectedScore(me.prior.mu - them.prior.mu);
            ++duels;
        }
        posterior[i] = {me.prior.mu + m_params.k * surprise / duels, 0.0};
    }
    checkPosterior(game, posterior);
}

double Elo::winProbability(const Game &game) const
{
    validateTwoTeams(game);
    const auto [mean0, mean1] = twoTeamMeans(game, false);
    return checkedResult("win_probability", expectedScore(mean0 - mean1));
}

} // namespace podium::rating
