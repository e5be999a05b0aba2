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

/**
 * The logistic curve factorizes: 1 / (1 + exp(-s (x - y))) = f(x) / (f(x) + f(y)) with f(r) = exp(s (r - m)) and s the
 * slope ln 10 / (2 beta), so a game of many groups needs one exp per group rather than one per pair of groups (a team
 * game of 10,000 different ratings: 50 million). It agrees with the direct form to rounding (1e-12 of a rating point
 * in the tests), so it is used only where the exps would cost (more than 64 groups), and only while every f stays far
 * inside the range of a double (|s (r - m)| at most 300: ratings up to 100,000 points apart at the default beta).
 * Returns false where it is not used.
 */
bool factorize(const std::vector<Group> &groups, EloVariant variant, double slope, std::vector<double> &factor)
{
    constexpr std::size_t kFactorFrom = 64;
    if (variant != EloVariant::Logistic || groups.size() <= kFactorFrom)
        return false;
    const auto [low, high] = std::minmax_element(groups.begin(), groups.end(),
                                                 [](const Group &a, const Group &b) { return a.rating < b.rating; });
    const double middle = low->rating + (high->rating - low->rating) / 2;
    if (!(slope * (high->rating - low->rating) / 2 <= 300.0))
        return false;
    factor.resize(groups.size());
    for (std::size_t g = 0; g < groups.size(); ++g)
        factor[g] = std::exp(slope * (groups[g].rating - middle));
    return true;
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
 * Beyond 64 groups the logistic curve's expected scores come from one exp per group (factorize()).
 */
void Elo::rate(const Game &game, std::vector<Rating> &posterior) const
{
    validateCommon(game);
    thread_local std::vector<Group> groups;
    thread_local std::vector<std::size_t> groupOf;
    thread_local std::vector<double> after, factor;
    groupPlayers(game, groups, groupOf);
    after.resize(groups.size());
    const bool factored = factorize(groups, m_params.variant, m_logisticSlope, factor);
    for (std::size_t a = 0; a < groups.size(); ++a) {
        const Group &me = groups[a];
        double surprise = 0.0;
        int duels = 0;
        for (std::size_t b = 0; b < groups.size(); ++b) {
            const Group &them = groups[b];
            if (them.team == me.team)
                continue;
            const double expected
                = factored ? factor[a] / (factor[a] + factor[b]) : expectedScore(me.rating - them.rating);
            surprise += them.size * (scoreAgainst(game, me.team, them.team) - expected);
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
