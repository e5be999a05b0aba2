// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "rating/glicko2.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>
#include <string>
#include <vector>

namespace podium::rating {

namespace {

/** The Glicko-2 scale: ratings and RDs are divided by 173.7178 (400 / ln 10), step 2 of Glickman's example. */
constexpr double kScale = 173.7178;
constexpr double kCentre = 1500.0;

/** Glickman's convergence tolerance for the volatility (step 5), on ln(sigma'^2). The Illinois steps converge
 *  superlinearly, so the result is far closer than that: the tests' 50-digit reference (a bisection to 1e-40) agrees
 *  to 1e-9 in the volatility and 1e-6 in the rating. A tolerance of 1e-10 cost a third of the speed for nothing seen.
 */
constexpr double kEpsilon = 1e-6;
/** The Illinois steps converge superlinearly: 100 is never reached by a finite f; it bounds a NaN's loop. */
constexpr int kMaxIterations = 100;

/** g(phi) = 1 / sqrt(1 + 3 phi^2 / pi^2) (step 3). */
double g(double phi)
{
    return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

/** E(mu, mu_j, phi_j) = 1 / (1 + exp(-g(phi_j)(mu - mu_j))) (step 3). */
double expected(double mu, double muJ, double gJ)
{
    return 1.0 / (1.0 + std::exp(-gJ * (mu - muJ)));
}

/** Appends participant i's results of the game: one against each other side (its composite in sides), each
 *  1 / (sides - 1) of a game's evidence (exactly 1 in a game of two sides). */
void appendResults(const Game &game, const std::vector<Rating> &sides, std::size_t i, std::vector<PeriodResult> &out)
{
    const double weight = 1.0 / static_cast<double>(sides.size() - 1);
    const int mine = game.players[i].team;
    for (std::size_t u = 0; u < sides.size(); ++u) {
        if (static_cast<int>(u) != mine)
            out.push_back({sides[u], scoreAgainst(game, mine, static_cast<int>(u)), weight});
    }
}

/** Step 5: the new volatility sigma', by the Illinois algorithm on f(x), x = ln(sigma'^2); nullopt when it does not
 *  converge (results so lopsided that f's terms are no longer numbers), and then the volatility stays. */
std::optional<double> newVolatility(double phi, double sigma, double v, double delta, double tau)
{
    const double a = std::log(sigma * sigma);
    const double phi2 = phi * phi, delta2 = delta * delta, tau2 = tau * tau;
    // Step 5's f(x) = e^x (delta^2 - phi^2 - v - e^x) / (2 (phi^2 + v + e^x)^2) - (x - a) / tau^2, written with the
    // ratios e^x / d and delta^2 / d (d = phi^2 + v + e^x), which stay finite where e^x times delta^2 would not.
    const auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi2 + v + ex;
        const double share = std::isinf(d) ? 1.0 : ex / d; // e^x / d, one exp per step
        return 0.5 * share * (delta2 / d - 1.0) - (x - a) / tau2;
    };
    double A = a;
    double B = 0.0;
    if (delta2 > phi2 + v) {
        B = std::log(delta2 - phi2 - v);
    } else {
        // f(x) grows without bound as x falls, so some a - k tau is above 0.
        int k = 1;
        while (f(a - k * tau) < 0.0 && k < 1'000'000)
            ++k;
        B = a - k * tau;
    }
    double fA = f(A), fB = f(B);
    for (int i = 0; std::abs(B - A) > kEpsilon; ++i) {
        if (i == kMaxIterations || !std::isfinite(fA) || !std::isfinite(fB))
            return std::nullopt;
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0.0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2.0;
        }
        B = C;
        fB = fC;
    }
    return std::exp(A / 2.0);
}

} // namespace

Glicko2::Glicko2(const Glicko2Params &params)
    : m_params(params)
{
    checkParameter("glicko2", "start", params.start);
    checkParameter("glicko2", "rd", params.rd);
    checkParameter("glicko2", "volatility", params.volatility);
    checkParameter("glicko2", "tau", params.tau);
}

void Glicko2::checkPrior(const Rating &prior, const std::string &path) const
{
    // A volatility of 0 is "not given" (a rate request without one, a cache of an older Podium): the starting one.
    // One above the cap of ratePeriod() is read as the cap.
    if (!(prior.volatility >= 0.0 && std::isfinite(prior.volatility)))
        throw RatingError(path + ".volatility",
                          PODIUM_TRANSLATE_NOOP("RatingText", "the volatility must be a number of at least 0"));
}

void Glicko2::check(const Game &game) const
{
    validateCommon(game);
    for (std::size_t i = 0; i < game.players.size(); ++i) {
        try {
            checkPrior(game.players[i].prior, participantPath(game, i));
        } catch (RatingError &error) {
            error.participant = static_cast<int>(i);
            throw;
        }
    }
}

Rating Glicko2::ratePeriod(const Rating &prior, std::span<const PeriodResult> results) const
{
    const double start = m_params.rd / kScale;
    // No RD exceeds the starting one: a prior given with a larger one (rate's JSON) is read as the start's.
    const double phi = std::min(prior.sigma / kScale, start);
    const double cap = std::max(start, m_params.volatility);
    const double sigma = std::min(prior.volatility > 0.0 ? prior.volatility : m_params.volatility, cap);
    if (results.empty()) // step 6 alone: the RD grows by one period's volatility
        return idle(prior, 1);
    const double mu = (prior.mu - kCentre) / kScale;
    // Steps 3 and 4: the estimated variance v and the improvement delta.
    double information = 0.0, sum = 0.0;
    for (const PeriodResult &r : results) {
        const double gJ = g(std::min(r.opponent.sigma / kScale, start));
        const double e = expected(mu, (r.opponent.mu - kCentre) / kScale, gJ);
        // A weight of 1 (every duel) multiplies exactly: Glickman's sums, bit for bit.
        information += r.weight * gJ * gJ * e * (1.0 - e);
        sum += r.weight * gJ * (r.score - e);
    }
    const double v = 1.0 / information;
    const double delta = v * sum;
    // Steps 5 to 7. Results that were certain before they were played (ratings thousands of points apart) carry
    // no information: v is infinite, or delta too large to square. Then the volatility stays as it was, and the
    // RD grows as in a period without games; the rating still moves by an upset, phi'^2 times its surprise.
    const bool informative = std::isfinite(v) && std::isfinite(delta * delta);
    const std::optional<double> found = informative ? newVolatility(phi, sigma, v, delta, m_params.tau) : std::nullopt;
    // A volatility above the starting RD (Glicko-2's scale) could only raise an RD past the start, which the cap
    // below forbids: it is held there, so that lopsided results cannot drive it to infinity.
    const double volatility = std::min(found.value_or(sigma), cap);
    const double phiStar = std::sqrt(phi * phi + volatility * volatility);
    // Step 8, the RD held to the starting RD (the rule of Podium's rating periods), before the rating moves by it:
    // the rating and its RD stay one posterior.
    const double phiNew = std::min(informative ? 1.0 / std::sqrt(1.0 / (phiStar * phiStar) + 1.0 / v) : phiStar, start);
    const double muNew = mu + phiNew * phiNew * sum;
    return {kScale * muNew + kCentre, kScale * phiNew, volatility};
}

Rating Glicko2::idle(const Rating &rating, long periods) const
{
    if (periods <= 0)
        return rating;
    const double sigma = rating.volatility > 0.0 ? rating.volatility : m_params.volatility;
    const double phi = std::min(rating.sigma, m_params.rd) / kScale;
    // Step 6 once a period, the volatility unchanged: phi^2 grows by sigma^2 each time.
    const double grown = std::sqrt(phi * phi + static_cast<double>(periods) * sigma * sigma);
    return {rating.mu, kScale * std::min(grown, m_params.rd / kScale), sigma};
}

void Glicko2::composites(const Game &game, std::vector<Rating> &sides) const
{
    thread_local std::vector<int> counts;
    sides.assign(game.teamCount(), Rating {});
    counts.assign(game.teamCount(), 0);
    for (const Participant &p : game.players) {
        const auto t = static_cast<std::size_t>(p.team);
        if (counts[t]++ == 0) {
            sides[t] = p.prior; // a side of one player is that player, exactly
            continue;
        }
        if (counts[t] == 2)
            sides[t].sigma = std::min(sides[t].sigma, m_params.rd);
        sides[t].mu += p.prior.mu;
        // Every RD is read as at most the starting one (ratePeriod()), so the mean is of those.
        sides[t].sigma += std::min(p.prior.sigma, m_params.rd);
    }
    for (std::size_t t = 0; t < sides.size(); ++t) {
        if (counts[t] > 1)
            sides[t] = {sides[t].mu / counts[t], sides[t].sigma / counts[t], 0.0};
    }
}

void Glicko2::periodResults(const Game &game, std::span<std::vector<PeriodResult> *const> results) const
{
    thread_local std::vector<Rating> sides;
    composites(game, sides);
    for (std::size_t i = 0; i < game.players.size(); ++i)
        appendResults(game, sides, i, *results[i]);
}

void Glicko2::rate(const Game &game, std::vector<Rating> &posterior) const
{
    check(game);
    const std::size_t n = game.players.size();
    posterior.resize(n);
    thread_local std::vector<Rating> sides;
    thread_local std::vector<PeriodResult> results;
    composites(game, sides);
    for (std::size_t i = 0; i < n; ++i) {
        results.clear();
        appendResults(game, sides, i, results);
        posterior[i] = ratePeriod(game.players[i].prior, results);
    }
    checkPosterior(game, posterior);
    for (std::size_t i = 0; i < n; ++i) {
        if (!(posterior[i].volatility > 0.0 && std::isfinite(posterior[i].volatility))) {
            RatingError error(
                participantPath(game, i) + ".volatility",
                PODIUM_TRANSLATE_NOOP("RatingText",
                                      "the volatility after this game is not a number above 0; the parameters or "
                                      "the ratings before it are too extreme"));
            error.participant = static_cast<int>(i);
            throw error;
        }
    }
}

double Glicko2::winProbability(const Game &game) const
{
    validateTwoTeams(game);
    // The model of the update: each side is its composite opponent (a duel's players are themselves), and their
    // deviations combine as variances in g.
    thread_local std::vector<Rating> sides;
    composites(game, sides);
    const double phi = std::sqrt(sides[0].sigma * sides[0].sigma + sides[1].sigma * sides[1].sigma) / kScale;
    return checkedResult("win_probability", expected(sides[0].mu / kScale, sides[1].mu / kScale, g(phi)));
}

} // namespace podium::rating
