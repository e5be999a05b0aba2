// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "rating/ratingsystem.h"

#include "rating/elo.h"
#include "rating/glicko2.h"
#include "rating/trueskill.h"
#include "rating/zonestats.h"

#include <charconv>
#include <cmath>
#include <functional>
#include <map>
#include <stdexcept>

namespace podium::rating {

namespace {

/** One named numeric parameter and where it goes in a system's parameter struct. */
template<typename Params>
using Setter = std::function<void(Params &, double)>;

template<typename Params>
Params applyNumeric(const ParamList &params, const std::map<std::string, Setter<Params>, std::less<>> &setters,
                    const std::string &algorithm, Params result)
{
    for (const auto &[name, value] : params) {
        const auto it = setters.find(name);
        if (it == setters.end()) {
            std::string known;
            for (const auto &entry : setters)
                known += (known.empty() ? "" : ", ") + entry.first;
            throw RatingError("param " + name,
                              PODIUM_TRANSLATE_NOOP("RatingText", "unknown parameter for %1 (known: %2)"),
                              {algorithm, known});
        }
        it->second(result, parseParam(name, value));
    }
    return result;
}

std::unique_ptr<RatingSystem> makeTrueSkill(const ParamList &params)
{
    TrueSkillParams base;
    ParamList numeric;
    for (const auto &[name, value] : params) {
        if (name != "partial_play")
            numeric.emplace_back(name, value);
        else if (value == "off" || value == "minutes")
            base.partialPlayFromMinutes = value == "minutes";
        else
            throw RatingError("param partial_play", PODIUM_TRANSLATE_NOOP("RatingText", "'%1' is not off or minutes"),
                              {value});
    }
    const std::map<std::string, Setter<TrueSkillParams>, std::less<>> setters {
        {"mu", [](TrueSkillParams &p, double v) { p.mu = v; }},
        {"sigma", [](TrueSkillParams &p, double v) { p.sigma = v; }},
        {"beta", [](TrueSkillParams &p, double v) { p.beta = v; }},
        {"tau", [](TrueSkillParams &p, double v) { p.tau = v; }},
        {"draw_probability", [](TrueSkillParams &p, double v) { p.drawProbability = v; }},
        {"k", [](TrueSkillParams &p, double v) { p.k = v; }},
        {"partial_play", [](TrueSkillParams &, double) {}}, // handled above; listed so the error names it as known
    };
    return std::make_unique<TrueSkill>(applyNumeric(numeric, setters, "trueskill", base));
}

std::unique_ptr<RatingSystem> makeElo(const ParamList &params)
{
    EloParams base;
    ParamList numeric;
    for (const auto &[name, value] : params) {
        if (name != "variant") {
            numeric.emplace_back(name, value);
        } else if (value == "logistic") {
            base.variant = EloVariant::Logistic;
        } else if (value == "gaussian") {
            base.variant = EloVariant::Gaussian;
        } else {
            throw RatingError("param variant",
                              PODIUM_TRANSLATE_NOOP("RatingText", "'%1' is not an Elo variant (logistic or gaussian)"),
                              {value});
        }
    }
    const std::map<std::string, Setter<EloParams>, std::less<>> setters {
        {"k", [](EloParams &p, double v) { p.k = v; }},
        {"start", [](EloParams &p, double v) { p.start = v; }},
        {"beta", [](EloParams &p, double v) { p.beta = v; }},
        {"variant", [](EloParams &, double) {}}, // handled above; listed so the error names it as known
    };
    return std::make_unique<Elo>(applyNumeric(numeric, setters, "elo", base));
}

std::unique_ptr<RatingSystem> makeZoneStats(const ParamList &params)
{
    const std::map<std::string, Setter<ZoneStatsParams>, std::less<>> setters {
        {"t", [](ZoneStatsParams &p, double v) { p.t = v; }},
        {"game_mult", [](ZoneStatsParams &p, double v) { p.gameMult = v; }},
        {"max_game_length", [](ZoneStatsParams &p, double v) { p.maxGameLength = v; }},
        {"start", [](ZoneStatsParams &p, double v) { p.start = v; }},
    };
    return std::make_unique<ZoneStats>(applyNumeric(params, setters, "zonestats", ZoneStatsParams {}));
}

std::unique_ptr<RatingSystem> makeGlicko2(const ParamList &params)
{
    Glicko2Params base;
    ParamList numeric;
    for (const auto &[name, value] : params) {
        if (name != "period")
            numeric.emplace_back(name, value);
        else if (value == "game")
            base.period = RatingPeriod::Game;
        else if (value == "day")
            base.period = RatingPeriod::Day;
        else if (value == "week")
            base.period = RatingPeriod::Week;
        else if (value == "month")
            base.period = RatingPeriod::Month;
        else
            throw RatingError(
                "param period",
                PODIUM_TRANSLATE_NOOP("RatingText", "'%1' is not a rating period (game, day, week or month)"), {value});
    }
    const std::map<std::string, Setter<Glicko2Params>, std::less<>> setters {
        {"start", [](Glicko2Params &p, double v) { p.start = v; }},
        {"rd", [](Glicko2Params &p, double v) { p.rd = v; }},
        {"volatility", [](Glicko2Params &p, double v) { p.volatility = v; }},
        {"tau", [](Glicko2Params &p, double v) { p.tau = v; }},
        {"period", [](Glicko2Params &, double) {}}, // handled above; listed so the error names it as known
    };
    return std::make_unique<Glicko2>(applyNumeric(numeric, setters, "glicko2", base));
}

const char *const kKnown = "trueskill, elo, zonestats, glicko2";

} // namespace

void RatingSystem::check(const Game &game) const
{
    thread_local std::vector<Rating> scratch;
    rate(game, scratch);
}

Rating RatingSystem::ratePeriod(const Rating &, std::span<const PeriodResult>) const
{
    throw std::logic_error(std::string(name()) + " has no rating periods longer than a game");
}

void RatingSystem::periodResults(const Game &, std::span<std::vector<PeriodResult> *const>) const
{
    throw std::logic_error(std::string(name()) + " has no rating periods longer than a game");
}

std::vector<std::string> ratingSystemNames()
{
    return {"trueskill", "elo", "zonestats", "glicko2"};
}

std::vector<ParamInfo> parameterInfo(std::string_view algorithm)
{
    // The defaults are the parameter structs' own; the ranges are what the systems' constructors accept, and
    // they are chosen so that every value in range gives finite results for every game Podium accepts (up to
    // 1,000 sides and 10,000 participants, priors within kRatingLimit). Ratings start 1e11 times below
    // kRatingLimit, leaving that much room for what games add. README's parameter table gives them.
    constexpr double scale = 1e9; // a million times the largest scale in use (Elo's 1,500)
    if (algorithm == "trueskill") {
        const TrueSkillParams d;
        return {{"mu", d.mu, -scale, true, scale, true, {}},
                // sigma^2, beta^2 and tau^2 summed over 10,000 players stay near 1e22: no overflow.
                {"sigma", d.sigma, 0.0, false, 1e9, true, {}},
                // beta^2 must stay a normal double: a team's variance floor is 1e-24 beta^2.
                {"beta", d.beta, 1e-3, true, 1e9, true, {}},
                {"tau", d.tau, 0.0, true, 1e9, true, {}},
                // The draw margin is Phi^-1((p + 1) / 2): 3.3 at 0.999, infinite once (p + 1) / 2 rounds to 1.
                {"draw_probability", d.drawProbability, 0.0, true, 0.999, true, {}},
                {"k", d.k, 0.0, true, 100.0, true, {}},
                {"partial_play", 0.0, 0.0, true, 0.0, true, {"off", "minutes"}}};
    }
    if (algorithm == "elo") {
        const EloParams d;
        // A game moves a rating by at most k: a billion games at the largest k stay within kRatingLimit.
        return {{"variant", 0.0, 0.0, true, 0.0, true, {"logistic", "gaussian"}},
                {"k", d.k, 0.0, true, 1e6, true, {}},
                {"start", d.start, -scale, true, scale, true, {}},
                // The logistic slope ln 10 / (2 beta) must stay finite, or a duel between equals gives 0 * inf.
                {"beta", d.beta, 1e-3, true, 1e9, true, {}}};
    }
    if (algorithm == "zonestats") {
        const ZoneStatsParams d;
        // A game moves a rating by at most (participants - 1) * game_mult * max_game_length: 1e10 at most
        // with these bounds, so 100,000 of the most extreme games still stay within kRatingLimit.
        return {{"t", d.t, 0.0, false, 1e9, true, {}},
                {"game_mult", d.gameMult, 0.0, false, 100.0, true, {}},
                {"max_game_length", d.maxGameLength, 0.0, false, 10080.0, true, {}}, // a week, in minutes
                {"start", d.start, -scale, true, scale, true, {}}};
    }
    if (algorithm == "glicko2") {
        const Glicko2Params d;
        // Glickman's scale is fixed (173.7178 points to 1); these bounds keep every step's exp, square and
        // reciprocal finite for any game Podium accepts.
        return {{"period", 0.0, 0.0, true, 0.0, true, {"game", "day", "week", "month"}},
                {"start", d.start, -scale, true, scale, true, {}},
                {"rd", d.rd, 1.0, true, 10000.0, true, {}},
                {"volatility", d.volatility, 1e-4, true, 1.0, true, {}},
                // tau^2 divides in step 5: Glickman advises 0.3 to 1.2.
                {"tau", d.tau, 0.01, true, 10.0, true, {}}};
    }
    throw RatingError("algorithm", PODIUM_TRANSLATE_NOOP("RatingText", "unknown algorithm '%1' (known: %2)"),
                      {std::string(algorithm), kKnown});
}

namespace {

/** The shortest text that reads back as value: 0.9999999999999999 must not show as 1. */
std::string numberText(double value)
{
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

} // namespace

std::string rangeText(const ParamInfo &info)
{
    if (!info.minimumIncluded)
        return "more than " + numberText(info.minimum) + " and at most " + numberText(info.maximum);
    return "from " + numberText(info.minimum) + (info.maximumIncluded ? " to " : " to less than ")
        + numberText(info.maximum);
}

void checkParameter(std::string_view algorithm, std::string_view name, double value)
{
    for (const ParamInfo &info : parameterInfo(algorithm)) {
        if (info.name != name)
            continue;
        const bool aboveMinimum = info.minimumIncluded ? value >= info.minimum : value > info.minimum;
        const bool belowMaximum = info.maximumIncluded ? value <= info.maximum : value < info.maximum;
        if (!(aboveMinimum && belowMaximum))
            throw RatingError("param " + info.name,
                              !info.minimumIncluded
                                  ? PODIUM_TRANSLATE_NOOP("RatingText", "must be more than %1 and at most %2, not %3")
                                  : info.maximumIncluded
                                  ? PODIUM_TRANSLATE_NOOP("RatingText", "must be from %1 to %2, not %3")
                                  : PODIUM_TRANSLATE_NOOP("RatingText", "must be from %1 to less than %2, not %3"),
                              {numberText(info.minimum), numberText(info.maximum), numberText(value)});
        return;
    }
    throw RatingError("param " + std::string(name), PODIUM_TRANSLATE_NOOP("RatingText", "unknown parameter for %1"),
                      {std::string(algorithm)});
}

double parseParam(const std::string &name, const std::string &value)
{
    double result = 0.0;
    const char *begin = value.data();
    const char *end = begin + value.size();
    const auto [ptr, ec] = std::from_chars(begin, end, result);
    if (value.empty() || ec != std::errc() || ptr != end || !std::isfinite(result))
        throw RatingError("param " + name, PODIUM_TRANSLATE_NOOP("RatingText", "'%1' is not a number"), {value});
    return result;
}

std::unique_ptr<RatingSystem> makeRatingSystem(std::string_view algorithm, const ParamList &params)
{
    if (algorithm == "trueskill")
        return makeTrueSkill(params);
    if (algorithm == "elo")
        return makeElo(params);
    if (algorithm == "zonestats")
        return makeZoneStats(params);
    if (algorithm == "glicko2")
        return makeGlicko2(params);
    throw RatingError("algorithm", PODIUM_TRANSLATE_NOOP("RatingText", "unknown algorithm '%1' (known: %2)"),
                      {std::string(algorithm), kKnown});
}

double evenness(const RatingSystem &system, const Game &game, double *winProbability)
{
    const double p = system.winProbability(game);
    if (winProbability)
        *winProbability = p;
    return system.quality(game).value_or(1.0 - std::abs(2 * p - 1));
}

} // namespace podium::rating
