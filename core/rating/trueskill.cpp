// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "rating/trueskill.h"

#include "rating/gaussian.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <string>

namespace podium::rating {

namespace {

/**
 * EP over the chain of team differences runs until a whole sweep moves no team performance's marginal (mean
 * or standard deviation) by more than this many beta. The chain converges geometrically: in random games of 3
 * to 10 sides with ties, on scales mu 1 to 1,500, each sweep cut the move by a factor of 0.07 or less (usually
 * about 0.01) and no game needed more than 10 sweeps, so what is left after the last sweep is at most
 * 0.07 / (1 - 0.07) of this threshold: on the largest scale (mu 1,500, beta 250) the threshold is 2.5e-6 points and
 * what is left under 2e-7, inside the 1e-6 the results promise against the converged fixed point
 * (tests/data/trueskill-reference.py). A tighter threshold buys digits nobody reads at the price of sweeps: 1e-10
 * beta cost 12 % more time on 8-player free-for-alls than this. A threshold relative
 * to beta keeps it reachable on any scale; a second term relative to the team means keeps it above rounding noise when
 * the means dwarf beta.
 */
constexpr double kTolerance = 1e-8;
/** The relative rounding noise of a team performance's mean: far below kTolerance on any sensible scale. */
constexpr double kRoundingNoise = 1e-14;
/** A truncation whose w (its precision relative to the incoming message) is below this carries no
 *  information a double can hold. */
constexpr double kNegligible = 1e-20;
/** A hard cap on EP sweeps, in case rounding keeps the move above the threshold: games that settle take
 *  about 10 sweeps, so this is generous, yet it bounds the work of a game of 1,000 sides to 500,000 steps
 *  (a 1,000-side game with ties that settles takes about 20 ms in all). */
constexpr int kMaxSweeps = 500;

/** A Gaussian message in natural parameters: precision pi = 1/sigma^2 and tau = mu/sigma^2. pi = 0 is a
 *  flat message. */
struct Message
{
    double pi = 0.0;
    double tau = 0.0;

    static Message fromMoments(double mean, double variance) { return {1.0 / variance, mean / variance}; }
    double mean() const { return tau / pi; }
    double variance() const { return 1.0 / pi; }
};

Message operator*(Message a, Message b)
{
    return {a.pi + b.pi, a.tau + b.tau};
}

/**
 * The message a sum factor x = y + s*z sends to x, given the messages arriving from y and z (s = +1 or
 * -1): means add, variances add. A flat input gives a flat output.
 */
Message sumMessage(Message y, Message z, double sign)
{
    if (y.pi == 0.0 || z.pi == 0.0)
        return {};
    return Message::fromMoments(y.mean() + sign * z.mean(), y.variance() + z.variance());
}

/** Everything rate() works on; reused between calls so that a replay does not allocate per game. */
struct Scratch
{
    std::vector<int> order; ///< team indices sorted by rank (stable)
    std::vector<double> teamMean; ///< sum of w_i mu_i over the team
    std::vector<double> teamVariance; ///< sum of w_i^2 (sigma_i^2 + tau^2 + beta^2)
    std::vector<int> teamSize;
    std::vector<Message> teamPrior; ///< message from the team-sum factor up to the team performance
    std::vector<double> margin; ///< draw margin of each adjacent pair (in sorted order)
    std::vector<char> draw; ///< whether each adjacent pair drew
    std::vector<Message> toLeft; ///< message from difference factor k to the better team of pair k
    std::vector<Message> toRight; ///< message from difference factor k to the worse team of pair k
    std::vector<Message> truncation; ///< message from the truncation factor of pair k to its difference
    std::vector<Message> fromBelow; ///< per team: the product of the difference factors' messages to it
    std::vector<double> settledMean; ///< per sorted team: its performance's marginal after the last sweep
    std::vector<double> settledSd;
};

Scratch &scratch()
{
    thread_local Scratch s;
    return s;
}

void collectTeams(const Game &game, const TrueSkillParams &params, Scratch &s)
{
    const std::size_t teams = game.teamCount();
    s.teamMean.assign(teams, 0.0);
    s.teamVariance.assign(teams, 0.0);
    s.teamSize.assign(teams, 0);
    const double dynamics = params.tau * params.tau;
    const double noise = params.beta * params.beta;
    for (const Participant &p : game.players) {
        const auto t = static_cast<std::size_t>(p.team);
        ++s.teamSize[t];
        s.teamMean[t] += p.weight * p.prior.mu;
        s.teamVariance[t] += p.weight * p.weight * (p.prior.sigma * p.prior.sigma + dynamics + noise);
    }
    // Every team has a player of weight above 0 (requirePlayingSides()), so its variance is at least 1e-6 beta^2;
    // the floor of 1e-24 beta^2 only guards the message against a variance that rounds to 0.
    for (double &variance : s.teamVariance)
        variance = std::max(variance, 1e-24 * noise);
}

void sortTeams(const Game &game, Scratch &s)
{
    s.order.resize(game.teamCount());
    std::iota(s.order.begin(), s.order.end(), 0);
    // Insertion sort: stable, allocation-free, and fastest for the handful of teams a game has.
    for (std::size_t i = 1; i < s.order.size(); ++i) {
        const int team = s.order[i];
        std::size_t j = i;
        while (j > 0
               && game.ranks[static_cast<std::size_t>(s.order[j - 1])] > game.ranks[static_cast<std::size_t>(team)]) {
            s.order[j] = s.order[j - 1];
            --j;
        }
        s.order[j] = team;
    }
}

/** A Gaussian in moment form: what a sum factor adds. */
struct Moments
{
    double mean;
    double variance;
};

Moments momentsOf(Message m)
{
    const double variance = 1.0 / m.pi;
    return {m.tau * variance, variance};
}

/**
 * The truncation factor of pair k after its update (Herbrich et al. 2006, Table 1): the incoming message to the
 * difference d_k = t_k - t_{k+1} is N(c, variance), and the moment-matched marginal of d_k is
 * N(c + sd v, (1 - w) variance). w = 0 (and v = 0) when the outcome teaches nothing.
 */
struct Truncation
{
    double c;
    double variance;
    double sd;
    double v;
    double w;
};

Truncation truncate(const Scratch &s, std::size_t k, Moments better, Moments worse)
{
    Truncation u {better.mean - worse.mean, better.variance + worse.variance, 0.0, 0.0, 0.0};
    // The square root and the reciprocal side by side: a division waiting on the square root would add to the
    // chain of dependent steps that a sweep is.
    u.sd = std::sqrt(u.variance);
    const double invSd = u.sd * (1.0 / u.variance);
    const gaussian::Correction correction = s.draw[k] ? gaussian::draw(u.c * invSd, s.margin[k] * invSd)
                                                      : gaussian::win(u.c * invSd, s.margin[k] * invSd);
    // An outcome so certain that it teaches nothing (w and v vanish together far in the favoured tail) sends a
    // flat message: its precision relative to the incoming one, w, is below what a double resolves. w < 1 keeps
    // the truncated variance positive even where rounding would reach 1.
    if (correction.w > kNegligible) {
        u.v = correction.v;
        u.w = std::min(correction.w, 1.0 - 1e-15);
    }
    return u;
}

/** The truncation factor's message to d_k: the marginal divided by the incoming message. */
Message truncationMessage(const Truncation &u)
{
    if (u.w == 0.0)
        return {};
    const double invW = 1.0 / u.w;
    return Message::fromMoments(u.c + u.sd * u.v * invW, u.variance * (1.0 - u.w) * invW);
}

/**
 * A difference factor's message to one of its teams, N(p / w, n / w): the truncation message (mean c + sd v / w,
 * variance (1 - w) / w variance) plus or minus the cavity of the other team, kept with the common factor 1 / w
 * unapplied, so that the receiving team's next cavity costs one division (cavityWith()) rather than three.
 */
struct Sent
{
    double n;
    double p;
    double w;
};

/** t_{k+1} = t_k - d_k: from the better team's cavity to the worse team. */
Sent sendToWorse(const Truncation &u, Moments better)
{
    return {u.w * better.variance + u.variance * (1.0 - u.w), u.w * (better.mean - u.c) - u.sd * u.v, u.w};
}

/** t_k = d_k + t_{k+1}: from the worse team's cavity to the better team. */
Sent sendToBetter(const Truncation &u, Moments worse)
{
    return {u.w * worse.variance + u.variance * (1.0 - u.w), u.w * (worse.mean + u.c) + u.sd * u.v, u.w};
}

/** The message in natural parameters (flat when w = 0). */
Message messageOf(const Sent &sent)
{
    const double r = 1.0 / sent.n;
    return {sent.w * r, sent.p * r};
}

/** The team's prior times the message, in moment form: the team's cavity with respect to its other factor. */
Moments cavityWith(Message prior, const Sent &sent)
{
    const double q = 1.0 / (sent.w + prior.pi * sent.n);
    return {(prior.tau * sent.n + sent.p) * q, sent.n * q};
}

/** The difference factor's message to one of its teams from the current truncation message. */
void sendToTeams(Scratch &s, std::size_t k, bool toBetter)
{
    if (toBetter) {
        const Message worse = k + 2 < s.teamPrior.size() ? s.teamPrior[k + 1] * s.toLeft[k + 1] : s.teamPrior[k + 1];
        s.toLeft[k] = sumMessage(s.truncation[k], worse, 1.0);
    } else {
        const Message better = k > 0 ? s.teamPrior[k] * s.toRight[k - 1] : s.teamPrior[k];
        s.toRight[k] = sumMessage(better, s.truncation[k], -1.0);
    }
}

/**
 * The forward half of a sweep: pairs 0 to n-2 in turn, each sending to its worse team, one step() a pair. Each step
 * waits on the one before (its better team's cavity is the last step's message), so the cavity passes from step to
 * step in moment form, one division apart.
 */
struct ForwardHalf
{
    explicit ForwardHalf(Scratch &scratch)
        : s(scratch)
        , better(momentsOf(scratch.teamPrior[0]))
    { }
    bool done() const { return k + 1 >= s.margin.size(); }
    void step()
    {
        const Moments worse = momentsOf(s.teamPrior[k + 1] * s.toLeft[k + 1]);
        const Truncation u = truncate(s, k, better, worse);
        if (k == 0)
            s.truncation[0] = truncationMessage(u);
        const Sent sent = sendToWorse(u, better);
        s.toRight[k] = messageOf(sent);
        better = cavityWith(s.teamPrior[k + 1], sent);
        ++k;
    }

    Scratch &s;
    Moments better;
    std::size_t k = 0;
};

/** The backward half: pairs n-1 down to 1, each sending to its better team. */
struct BackwardHalf
{
    explicit BackwardHalf(Scratch &scratch)
        : s(scratch)
        , worse(momentsOf(scratch.teamPrior[scratch.margin.size()]))
        , k(scratch.margin.size() - 1)
    { }
    bool done() const { return k == 0; }
    void step()
    {
        const Moments better = momentsOf(s.teamPrior[k] * s.toRight[k - 1]);
        const Truncation u = truncate(s, k, better, worse);
        if (k == s.margin.size() - 1)
            s.truncation[k] = truncationMessage(u);
        const Sent sent = sendToBetter(u, worse);
        s.toLeft[k] = messageOf(sent);
        worse = cavityWith(s.teamPrior[k], sent);
        --k;
    }

    Scratch &s;
    Moments worse;
    std::size_t k;
};

/** A half sweep of one chain, whole. */
template<typename Half>
void run(Half half)
{
    while (!half.done())
        half.step();
}

/**
 * The same half sweep of two chains, a step of each in turn: a step is a chain of dependent operations (a square
 * root, divisions, an exponential), and the processor runs the other chain's step in the time the one waits for
 * its results. Each chain's numbers are those of run().
 */
template<typename Half>
void runSideBySide(Half a, Half b)
{
    while (!a.done() && !b.done()) {
        a.step();
        b.step();
    }
    run(a);
    run(b);
}

/**
 * How far the marginal of any team performance moved since the last call (the larger of the moves of its
 * mean and of its standard deviation), and remembers the marginals for the next call. The skills follow
 * from these marginals alone, so when they stand still, so do the results.
 */
double teamMarginalsMove(Scratch &s)
{
    const std::size_t teams = s.teamPrior.size();
    double move = 0.0;
    for (std::size_t q = 0; q < teams; ++q) {
        Message marginal = s.teamPrior[q];
        if (q + 1 < teams)
            marginal = marginal * s.toLeft[q];
        if (q > 0)
            marginal = marginal * s.toRight[q - 1];
        const double mean = marginal.mean();
        const double sd = std::sqrt(marginal.variance());
        move = std::max({move, std::abs(mean - s.settledMean[q]), std::abs(sd - s.settledSd[q])});
        s.settledMean[q] = mean;
        s.settledSd[q] = sd;
    }
    return move;
}

void startChain(Scratch &s)
{
    s.settledMean.assign(s.teamPrior.size(), std::numeric_limits<double>::infinity());
    s.settledSd.assign(s.teamPrior.size(), std::numeric_limits<double>::infinity());
}

/** After the two halves of sweep number `sweep`: the messages at both ends, and whether the chain has settled. */
bool endSweep(Scratch &s, double tolerance, int sweep)
{
    const std::size_t pairs = s.margin.size();
    sendToTeams(s, 0, true);
    sendToTeams(s, pairs - 1, false);
    return teamMarginalsMove(s) <= tolerance || sweep == kMaxSweeps;
}

/** Sweeps of one chain from sweep number `sweep` on, until it settles. */
void sweepFrom(Scratch &s, double tolerance, int sweep)
{
    for (;; ++sweep) {
        run(ForwardHalf(s));
        run(BackwardHalf(s));
        if (endSweep(s, tolerance, sweep))
            return;
    }
}

/**
 * Runs EP on the chain of differences (three or more teams) in the schedule of the paper's reference
 * implementation (a forward sweep sending to the worse team, a backward sweep sending to the better one, then
 * the messages at both ends) until the messages stop moving: until a whole sweep moves no team performance's
 * marginal by more than the tolerance. Only a whole sweep counts: after a half sweep, the pair at the far end
 * has not yet seen what its neighbour learnt, and a tie (a strongly informative factor) can move that
 * neighbour a lot.
 */
void runChain(Scratch &s, double tolerance)
{
    startChain(s);
    sweepFrom(s, tolerance, 1);
}

/** runChain() for two chains side by side, each stopping by its own rule; the one that settles later goes on alone. */
void runChains(Scratch &a, double toleranceA, Scratch &b, double toleranceB)
{
    startChain(a);
    startChain(b);
    for (int sweep = 1;; ++sweep) {
        runSideBySide(ForwardHalf(a), ForwardHalf(b));
        runSideBySide(BackwardHalf(a), BackwardHalf(b));
        const bool settledA = endSweep(a, toleranceA, sweep);
        const bool settledB = endSweep(b, toleranceB, sweep);
        if (settledA && settledB)
            return;
        if (settledA || settledB) {
            sweepFrom(settledA ? b : a, settledA ? toleranceB : toleranceA, sweep + 1);
            return;
        }
    }
}

/** From each team performance's message back down to its players' skills (the team sum factor solved for
 *  one player, then the performance factor), times the prior. */
void skillPosteriors(const Game &game, const TrueSkillParams &params, const Scratch &s, std::vector<Rating> &posterior)
{
    posterior.resize(game.players.size());
    const double dynamics = params.tau * params.tau;
    const double noise = params.beta * params.beta;
    for (std::size_t i = 0; i < game.players.size(); ++i) {
        const Participant &p = game.players[i];
        if (p.weight == 0.0) { // did not take part: unchanged, not even the dynamics
            posterior[i] = p.prior;
            continue;
        }
        const auto t = static_cast<std::size_t>(p.team);
        const Message up = s.fromBelow[t];
        const double variance = p.prior.sigma * p.prior.sigma + dynamics;
        if (!(up.pi > 0.0)) { // an outcome so certain that it carries no information
            posterior[i] = {p.prior.mu, std::sqrt(variance)};
            continue;
        }
        const double own = p.weight * p.weight * (variance + noise);
        // Team sum factor t = sum w_l p_l solved for p_i, then the performance factor p_i ~ N(s_i, beta^2).
        const double restMean = s.teamMean[t] - p.weight * p.prior.mu;
        const double restVariance = std::max(s.teamVariance[t] - own, 0.0);
        const double msgMean = (up.mean() - restMean) / p.weight;
        const double msgVariance = (up.variance() + restVariance) / (p.weight * p.weight) + noise;
        if (!std::isfinite(msgMean) || !std::isfinite(msgVariance)) { // nothing a double can hold: no news
            posterior[i] = {p.prior.mu, std::sqrt(variance)};
            continue;
        }
        // The product of the prior N(mu, variance) and the message, in moment form: a prior variance of 0 (sigma
        // and tau 0) or near it has a precision that overflows, yet here it only makes the gain 0.
        const double gain = variance / (variance + msgVariance);
        posterior[i] = {p.prior.mu + gain * (msgMean - p.prior.mu), std::sqrt(msgVariance * gain)};
    }
}

void checkDraw(const TrueSkillParams &params, const Game &game, int a, int b)
{
    if (params.drawProbability <= 0.0
        && game.ranks[static_cast<std::size_t>(a)] == game.ranks[static_cast<std::size_t>(b)])
        throw RatingError(
            "ranks",
            PODIUM_TRANSLATE_NOOP("RatingText",
                                  "teams %1 and %2 drew, but the draw probability is 0, so a draw is impossible"),
            {std::to_string(a), std::to_string(b)});
}

/** Sets the chain of a game of three or more sides up in s (sorted by rank); the tolerance its EP stops at. */
double prepareChain(const TrueSkill &system, const Game &game, Scratch &s)
{
    const TrueSkillParams &params = system.params();
    collectTeams(game, params, s);
    sortTeams(game, s);

    const std::size_t teams = game.teamCount();
    const std::size_t pairs = teams - 1;
    s.teamPrior.resize(teams);
    s.margin.resize(pairs);
    s.draw.resize(pairs);
    for (std::size_t q = 0; q < teams; ++q) {
        const auto t = static_cast<std::size_t>(s.order[q]);
        s.teamPrior[q] = Message::fromMoments(s.teamMean[t], s.teamVariance[t]);
    }
    for (std::size_t k = 0; k < pairs; ++k) {
        const auto a = static_cast<std::size_t>(s.order[k]);
        const auto b = static_cast<std::size_t>(s.order[k + 1]);
        checkDraw(params, game, s.order[k], s.order[k + 1]);
        s.draw[k] = game.ranks[a] == game.ranks[b];
        s.margin[k] = system.drawMargin(s.teamSize[a] + s.teamSize[b]);
    }
    s.toLeft.assign(pairs, Message {});
    s.toRight.assign(pairs, Message {});
    s.truncation.assign(pairs, Message {});
    double largestMean = 0.0;
    for (const double mean : s.teamMean)
        largestMean = std::max(largestMean, std::abs(mean));
    return kTolerance * params.beta + kRoundingNoise * largestMean;
}

/** From the settled chain in s to the players' ratings after the game. */
void finishChain(const Game &game, const TrueSkillParams &params, Scratch &s, std::vector<Rating> &posterior)
{
    // The message from below into each team's performance, indexed by team rather than sorted position.
    const std::size_t teams = game.teamCount();
    const std::size_t pairs = teams - 1;
    s.fromBelow.resize(teams);
    for (std::size_t q = 0; q < teams; ++q) {
        Message up;
        if (q < pairs)
            up = up * s.toLeft[q];
        if (q > 0)
            up = up * s.toRight[q - 1];
        s.fromBelow[static_cast<std::size_t>(s.order[q])] = up;
    }
    skillPosteriors(game, params, s, posterior);
}

} // namespace

TrueSkill::TrueSkill(const TrueSkillParams &params)
    : m_params(params)
{
    checkParameter("trueskill", "mu", params.mu);
    checkParameter("trueskill", "sigma", params.sigma);
    checkParameter("trueskill", "beta", params.beta);
    checkParameter("trueskill", "tau", params.tau);
    checkParameter("trueskill", "draw_probability", params.drawProbability);
    checkParameter("trueskill", "k", params.k);
    m_drawQuantile = gaussian::ppf((params.drawProbability + 1.0) / 2.0);
}

double TrueSkill::drawMargin(double nPlayers) const
{
    return m_drawQuantile * std::sqrt(nPlayers) * m_params.beta;
}

namespace {

/** The longest minutes of anyone in the game (0 when nobody has any); throws for minutes that are negative or not
 *  finite. */
double longestMinutes(const Game &game)
{
    double longest = 0.0;
    for (std::size_t j = 0; j < game.players.size(); ++j) {
        const double minutes = game.players[j].minutes;
        if (std::isnan(minutes))
            continue;
        if (!std::isfinite(minutes) || minutes < 0.0) {
            RatingError error(
                participantPath(game, j) + ".minutes",
                PODIUM_TRANSLATE_NOOP("RatingText", "minutes must be a number of at least 0 for partial play"));
            error.participant = static_cast<int>(j);
            throw error;
        }
        longest = std::max(longest, minutes);
    }
    return longest;
}

double weightOf(double minutes, double longest)
{
    if (std::isnan(minutes))
        return 1.0;
    if (minutes == 0.0) // did not play, whatever the others did: a game where nobody did has no side to rate
        return 0.0;
    return std::max(minutes / longest, kMinWeight);
}

/**
 * A side cannot be a side without a player who takes part: throws RatingError("teams[t]") for a team whose every
 * player has weight 0 in the weighted game, saying whether the weights or the minutes gave it.
 */
void requirePlayingSides(const Game &input, const Game &weighted)
{
    thread_local std::vector<char> playing, weightGiven;
    playing.assign(weighted.teamCount(), 0);
    weightGiven.assign(weighted.teamCount(), 0);
    for (std::size_t i = 0; i < weighted.players.size(); ++i) {
        const auto t = static_cast<std::size_t>(weighted.players[i].team);
        playing[t] |= weighted.players[i].weight > 0.0;
        weightGiven[t] |= input.players[i].weight > 0.0;
    }
    for (std::size_t t = 0; t < playing.size(); ++t) {
        if (playing[t])
            continue;
        RatingError error("teams[" + std::to_string(t) + "]",
                          weightGiven[t] ? PODIUM_TRANSLATE_NOOP("RatingText",
                                                                 "every player of this side played 0 minutes; a side "
                                                                 "needs a player who took part")
                                         : PODIUM_TRANSLATE_NOOP("RatingText",
                                                                 "every player of this side has weight 0 (not "
                                                                 "playing); a side needs a player who took part"));
        // Named on the side's first player, so that a replay or an import names a line and a player of the side.
        for (std::size_t i = 0; i < weighted.players.size() && error.participant < 0; ++i) {
            if (weighted.players[i].team == static_cast<int>(t))
                error.participant = static_cast<int>(i);
        }
        throw error;
    }
}

} // namespace

double minuteWeight(const Game &game, std::size_t i)
{
    return weightOf(game.players[i].minutes, longestMinutes(game));
}

double TrueSkill::participation(const Game &game, std::size_t i) const
{
    return m_params.partialPlayFromMinutes ? weighted(game).players[i].weight : game.players[i].weight;
}

const Game &TrueSkill::weighted(const Game &game) const
{
    const Game *result = &game;
    if (m_params.partialPlayFromMinutes) {
        // Reused between calls, like the engine's other scratch: a replay must not allocate for every game.
        thread_local Game withMinutes;
        withMinutes = game;
        const double longest = longestMinutes(game);
        for (std::size_t i = 0; i < game.players.size(); ++i) {
            // A weight given with the game (rate's JSON) times the minutes' share, kept in the range every weight has.
            const double w = game.players[i].weight * weightOf(game.players[i].minutes, longest);
            withMinutes.players[i].weight = w == 0.0 ? 0.0 : std::clamp(w, kMinWeight, kMaxWeight);
        }
        result = &withMinutes;
    }
    requirePlayingSides(game, *result);
    return *result;
}

void TrueSkill::rate(const Game &input, std::vector<Rating> &posterior) const
{
    validateCommon(input);
    const Game &game = weighted(input);
    if (game.teamCount() == 2)
        rateTwoTeams(game, posterior);
    else
        rateChain(game, posterior);
    checkPosterior(game, posterior);
}

/**
 * Two teams: the factor graph is a tree with a single truncation factor, so EP is exact after one step
 * and has a closed form (the paper's eq. for two players, with team sums and weights): with c^2 the
 * variance of the performance difference, every player moves by w_i (sigma_i^2 + tau^2) v / c and keeps
 * a variance of (sigma_i^2 + tau^2) (1 - w_i^2 (sigma_i^2 + tau^2) W / c^2). Same result as the chain
 * below, a few times faster, and two-team games are most of what a club plays.
 */
void TrueSkill::rateTwoTeams(const Game &game, std::vector<Rating> &posterior) const
{
    checkDraw(m_params, game, 0, 1);
    const double dynamics = m_params.tau * m_params.tau;
    const double noise = m_params.beta * m_params.beta;
    double mean[2] = {0.0, 0.0};
    double variance[2] = {0.0, 0.0};
    int size[2] = {0, 0};
    for (const Participant &p : game.players) {
        const auto t = static_cast<std::size_t>(p.team);
        ++size[t];
        mean[t] += p.weight * p.prior.mu;
        variance[t] += p.weight * p.weight * (p.prior.sigma * p.prior.sigma + dynamics + noise);
    }
    const int first = game.ranks[1] < game.ranks[0] ? 1 : 0; // the winner, or team 0 in a draw
    // As in collectTeams(): c is never 0.
    const double c2 = std::max(variance[0], 1e-24 * noise) + std::max(variance[1], 1e-24 * noise);
    const double c = std::sqrt(c2);
    const double t = (mean[first] - mean[1 - first]) / c;
    const double eps = drawMargin(size[0] + size[1]) / c;
    const gaussian::Correction correction
        = game.ranks[0] == game.ranks[1] ? gaussian::draw(t, eps) : gaussian::win(t, eps);
    posterior.resize(game.players.size());
    for (std::size_t i = 0; i < game.players.size(); ++i) {
        const Participant &p = game.players[i];
        if (p.weight == 0.0) { // did not take part: unchanged, not even the dynamics
            posterior[i] = p.prior;
            continue;
        }
        const double prior = p.prior.sigma * p.prior.sigma + dynamics;
        const double share = p.weight * prior / c;
        const double sign = p.team == first ? 1.0 : -1.0;
        // share^2 w < prior exactly; when a tiny beta makes them nearly equal, rounding may not keep it so.
        const double variance = std::max(prior - share * share * correction.w, 0.0);
        posterior[i] = {p.prior.mu + sign * share * correction.v, std::sqrt(variance)};
    }
}

/** Three or more teams: EP on the chain of differences between consecutive teams in rank order. */
void TrueSkill::rateChain(const Game &game, std::vector<Rating> &posterior) const
{
    Scratch &s = scratch();
    runChain(s, prepareChain(*this, game, s));
    finishChain(game, m_params, s, posterior);
}

void TrueSkill::rateTwo(const Game &first, std::vector<Rating> &firstPosterior, const Game &second,
                        std::vector<Rating> &secondPosterior) const
{
    if (!ratesTwoAtOnce(first) || !ratesTwoAtOnce(second)) {
        RatingSystem::rateTwo(first, firstPosterior, second, secondPosterior);
        return;
    }
    validateCommon(first);
    validateCommon(second);
    const Game &a = weighted(first);
    const Game &b = weighted(second);
    Scratch &sa = scratch();
    thread_local Scratch sb;
    const double toleranceA = prepareChain(*this, a, sa);
    const double toleranceB = prepareChain(*this, b, sb);
    runChains(sa, toleranceA, sb, toleranceB);
    finishChain(a, m_params, sa, firstPosterior);
    finishChain(b, m_params, sb, secondPosterior);
    checkPosterior(a, firstPosterior);
    checkPosterior(b, secondPosterior);
}

/**
 * The same model as the update: a side performs the sum of its players' performances, each times the player's
 * partial-play weight w (a performance is N(mu, sigma^2 + beta^2)), so team 0 wins with probability
 * Phi(sum(+-w mu) / sqrt(sum(w^2 (sigma^2 + beta^2)))); with every weight 1, the paper's Phi(delta / sqrt(n beta^2 +
 * sum sigma^2)).
 */
double TrueSkill::winProbability(const Game &input) const
{
    validateTwoTeams(input);
    const Game &game = weighted(input);
    double delta = 0.0;
    double variance = 0.0;
    for (const Participant &p : game.players) {
        delta += p.weight * (p.team == 0 ? p.prior.mu : -p.prior.mu);
        variance += p.weight * p.weight * (m_params.beta * m_params.beta + p.prior.sigma * p.prior.sigma);
    }
    return checkedResult("win_probability", gaussian::cdf(delta / std::sqrt(variance)));
}

std::optional<double> TrueSkill::quality(const Game &input) const
{
    validateCommon(input);
    const Game &game = weighted(input); // with partial play from minutes, the minutes' weights, as the update has
    // Eq. 7 generalised to n teams (Herbrich et al. 2006, section 2.2): with A mapping skills to the n-1
    // differences of consecutive team performances, quality = sqrt(det(b2 A'A) / det(b2 A'A + A'SA))
    // * exp(-1/2 m' A (b2 A'A + A'SA)^-1 A' m). A'DA is tridiagonal with D summed per team, so both
    // determinants and the solve take O(n). The value does not depend on the order of the teams.
    Scratch &s = scratch();
    const std::size_t teams = game.teamCount();
    s.teamMean.assign(teams, 0.0);
    s.teamVariance.assign(teams, 0.0); // sum of w^2 sigma^2
    s.margin.assign(teams, 0.0); // sum of w^2, reused as scratch
    for (const Participant &p : game.players) {
        const auto t = static_cast<std::size_t>(p.team);
        s.teamMean[t] += p.weight * p.prior.mu;
        s.teamVariance[t] += p.weight * p.weight * p.prior.sigma * p.prior.sigma;
        s.margin[t] += p.weight * p.weight;
    }
    const double b2 = m_params.beta * m_params.beta;
    // Tridiagonal LDL' of both matrices (Thomas algorithm): log-determinants, and the forward solve of
    // the second for the quadratic form x' M^-1 x = sum y_k^2 / d_k with L y = x.
    double logDetNoise = 0.0;
    double logDetFull = 0.0;
    double quadratic = 0.0;
    double prevNoise = 0.0, prevFull = 0.0, prevY = 0.0, prevOffNoise = 0.0, prevOffFull = 0.0;
    for (std::size_t k = 0; k + 1 < teams; ++k) {
        const double diagNoise = b2 * (s.margin[k] + s.margin[k + 1]);
        const double diagFull = diagNoise + s.teamVariance[k] + s.teamVariance[k + 1];
        double dNoise = diagNoise, dFull = diagFull;
        double y = s.teamMean[k] - s.teamMean[k + 1];
        if (k > 0) {
            dNoise -= prevOffNoise * prevOffNoise / prevNoise;
            dFull -= prevOffFull * prevOffFull / prevFull;
            y -= prevOffFull / prevFull * prevY;
        }
        // The full matrix is the noise matrix plus a positive semi-definite one, so each of its pivots is at
        // least the noise matrix's; when sigmas dwarf beta, rounding in the elimination can lose that.
        dFull = std::max(dFull, dNoise);
        logDetNoise += std::log(dNoise);
        logDetFull += std::log(dFull);
        quadratic += y * y / dFull;
        prevNoise = dNoise;
        prevFull = dFull;
        prevY = y;
        // Off-diagonal (k, k+1): team k+1 appears with opposite signs in differences k and k+1.
        prevOffNoise = -b2 * s.margin[k + 1];
        prevOffFull = prevOffNoise - s.teamVariance[k + 1];
    }
    return checkedResult("quality", std::exp(0.5 * (logDetNoise - logDetFull) - 0.5 * quadratic));
}

} // namespace podium::rating
