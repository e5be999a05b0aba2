// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "rating/elo.h"

#include "rating/gaussian.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>
#include <string>
#include <tuple>
#include <vector>

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

namespace {

/** Players of one side with one rating: they have the same duels, so they are rated once. */
struct Group
{
    int team = 0;
    double rating = 0.0;
    int size = 0;
    std::size_t first = 0; ///< the participant that appears first
};

/** The groups of the game, in the order of their first participants, and each participant's group. */
void groupPlayers(const Game &game, std::vector<Group> &groups, std::vector<std::size_t> &groupOf)
{
    thread_local std::vector<std::size_t> order;
    thread_local std::vector<Group> sorted;
    thread_local std::vector<std::size_t> rank;
    const std::size_t n = game.players.size();
    order.resize(n);
    std::iota(order.begin(), order.end(), std::size_t {0});
    const auto key = [&](std::size_t i) { return std::tuple(game.players[i].team, game.players[i].prior.mu, i); };
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return key(a) < key(b); });
    sorted.clear();
    groupOf.resize(n);
    for (const std::size_t i : order) {
        const Participant &p = game.players[i];
        if (sorted.empty() || sorted.back().team != p.team || sorted.back().rating != p.prior.mu)
            sorted.push_back({p.team, p.prior.mu, 0, i});
        ++sorted.back().size;
        groupOf[i] = sorted.size() - 1;
    }
    // Into the order of the groups' first participants: the order in which the duels were always summed.
    order.resize(sorted.size());
    std::iota(order.begin(), order.end(), std::size_t {0});
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return sorted[a].first < sorted[b].first; });
    groups.resize(sorted.size());
    rank.resize(sorted.size());
    for (std::size_t g = 0; g < order.size(); ++g) {
        groups[g] = sorted[order[g]];
        rank[order[g]] = g;
    }
    for (std::size_t &g : groupOf)
        g = rank[g];
}

} // namespace

/**
 * Every player's change is K times the average of (S - E) over their duels with each player of every
 * other team (the paper's duelling heuristic, section 4.1); S is 1, 1/2 or 0 from the two teams' ranks.
 * With two players that is the ordinary Elo update. Elo has no notion of partial play or guests: it
 * ignores weight and rated, and every listed player is rated.
 *
 * Players of one side with the same rating have the same duels, and duels against players of one side with the same
 * rating are the same duel: each group is rated once, and a duel against a group counts times its size. So a team
 * game of newcomers (two teams of 5,000, say) costs as little as a duel, where the pairs would be 25 million; with
 * every rating different the groups are the players, taken in the same order, and the sums are the same to the bit.
 */
void Elo::rate(const Game &game, std::vector<Rating> &posterior) const
{
    validateCommon(game);
    thread_local std::vector<Group> groups;
    thread_local std::vector<std::size_t> groupOf;
    thread_local std::vector<double> after;
    groupPlayers(game, groups, groupOf);
    after.resize(groups.size());
    for (std::size_t a = 0; a < groups.size(); ++a) {
        const Group &me = groups[a];
        double surprise = 0.0;
        int duels = 0;
        for (const Group &them : groups) {
            if (them.team == me.team)
                continue;
            const double score = scoreAgainst(game, me.team, them.team);
            surprise += them.size * (score - expectedScore(me.rating - them.rating));
            duels += them.size;
        }
        after[a] = me.rating + m_params.k * surprise / duels;
    }
    posterior.resize(game.players.size());
    for (std::size_t i = 0; i < game.players.size(); ++i)
        posterior[i] = {after[groupOf[i]], 0.0};
    checkPosterior(game, posterior);
}

double Elo::winProbability(const Game &game) const
{
    validateTwoTeams(game);
    const auto [mean0, mean1] = twoTeamMeans(game, false);
    return checkedResult("win_probability", expectedScore(mean0 - mean1));
}

} // namespace podium::rating
