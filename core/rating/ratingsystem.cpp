#include "rating/ratingsystem.h"

#include "rating/elo.h"
#include "rating/trueskill.h"
#include "rating/zonestats.h"

#include <charconv>
#include <cmath>
#include <functional>
#include <map>

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
            throw RatingError("param " + name, "unknown parameter for " + algorithm + " (known: " + known + ")");
        }
        it->second(result, parseParam(name, value));
    }
    return result;
}

std::unique_ptr<RatingSystem> makeTrueSkill(const ParamList &params)
{
    const std::map<std::string, Setter<TrueSkillParams>, std::less<>> setters {
        {"mu", [](TrueSkillParams &p, double v) { p.mu = v; }},
        {"sigma", [](TrueSkillParams &p, double v) { p.sigma = v; }},
        {"beta", [](TrueSkillParams &p, double v) { p.beta = v; }},
        {"tau", [](TrueSkillParams &p, double v) { p.tau = v; }},
        {"draw_probability", [](TrueSkillParams &p, double v) { p.drawProbability = v; }},
        {"k", [](TrueSkillParams &p, double v) { p.k = v; }},
    };
    return std::make_unique<TrueSkill>(applyNumeric(params, setters, "trueskill", TrueSkillParams {}));
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
            throw RatingError("param variant", "'" + value + "' is not an Elo variant (logistic or gaussian)");
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

} // namespace

std::vector<std::string> ratingSystemNames()
{
    return {"trueskill", "elo", "zonestats"};
}

std::vector<ParamInfo> parameterInfo(std::string_view algorithm)
{
    // The defaults are the parameter structs' own; the ranges are what each system's constructor accepts
    // (TrueSkill, Elo and ZoneStats check their parameters there). The upper bounds of unbounded numbers are
    // only what a form offers.
    constexpr double big = 1e6;
    if (algorithm == "trueskill") {
        const TrueSkillParams d;
        return {{"mu", d.mu, -big, true, big, true, {}},
                {"sigma", d.sigma, 0.0, false, big, true, {}},
                {"beta", d.beta, 0.0, false, big, true, {}},
                {"tau", d.tau, 0.0, true, big, true, {}},
                {"draw_probability", d.drawProbability, 0.0, true, 1.0, false, {}},
                {"k", d.k, 0.0, true, 100.0, true, {}}};
    }
    if (algorithm == "elo") {
        const EloParams d;
        return {{"variant", 0.0, 0.0, true, 0.0, true, {"logistic", "gaussian"}},
                {"k", d.k, 0.0, true, big, true, {}},
                {"start", d.start, -big, true, big, true, {}},
                {"beta", d.beta, 0.0, false, big, true, {}}};
    }
    if (algorithm == "zonestats") {
        const ZoneStatsParams d;
        return {{"t", d.t, 0.0, false, big, true, {}},
                {"game_mult", d.gameMult, 0.0, false, big, true, {}},
                {"max_game_length", d.maxGameLength, 0.0, false, big, true, {}},
                {"start", d.start, -big, true, big, true, {}}};
    }
    throw RatingError("algorithm",
                      "unknown algorithm '" + std::string(algorithm) + "' (known: trueskill, elo, zonestats)");
}

double parseParam(const std::string &name, const std::string &value)
{
    double result = 0.0;
    const char *begin = value.data();
    const char *end = begin + value.size();
    const auto [ptr, ec] = std::from_chars(begin, end, result);
    if (value.empty() || ec != std::errc() || ptr != end || !std::isfinite(result))
        throw RatingError("param " + name, "'" + value + "' is not a number");
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
    throw RatingError("algorithm",
                      "unknown algorithm '" + std::string(algorithm) + "' (known: trueskill, elo, zonestats)");
}

double evenness(const RatingSystem &system, const Game &game, double *winProbability)
{
    const double p = system.winProbability(game);
    if (winProbability)
        *winProbability = p;
    return system.quality(game).value_or(1.0 - std::abs(2 * p - 1));
}

} // namespace podium::rating
