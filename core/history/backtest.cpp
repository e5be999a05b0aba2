// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "history/backtest.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <stdexcept>

namespace podium::history {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/** Scores one game from its priors: the definitions of the README's "Which rating fits this club?". */
void score(const rating::RatingSystem &system, const rating::Game &game, std::vector<double> &strength,
           GamePrediction &out)
{
    const std::size_t sides = game.teamCount();
    strength.assign(sides, 0.0);
    for (std::size_t i = 0; i < game.players.size(); ++i) {
        // participation() is TrueSkill's partial-play weight, and 1 for the systems without partial play.
        strength[static_cast<std::size_t>(game.players[i].team)]
            += game.players[i].prior.mu * system.participation(game, i);
    }
    out = GamePrediction();
    for (std::size_t t = 0; t < sides; ++t) {
        for (std::size_t u = t + 1; u < sides; ++u) {
            if (game.ranks[t] == game.ranks[u]) {
                ++out.drawPairs;
                continue;
            }
            ++out.pairs;
            const bool tBetter = game.ranks[t] < game.ranks[u];
            const double better = tBetter ? strength[t] : strength[u];
            const double worse = tBetter ? strength[u] : strength[t];
            if (better < worse)
                out.wrongPairs += 1.0;
            else if (better == worse)
                out.wrongPairs += 0.5;
        }
    }
    if (const std::optional<double> quality = system.quality(game)) {
        out.tightness = *quality;
    } else {
        const auto [weakest, strongest] = std::minmax_element(strength.begin(), strength.end());
        out.tightness = -(*strongest - *weakest);
    }
    if (std::isnan(out.tightness))
        out.tightness = -std::numeric_limits<double>::infinity();
    if (sides == 2 && game.players.size() == 2 && game.players[0].team != game.players[1].team
        && game.ranks[0] != game.ranks[1]) {
        try {
            out.firstWins = system.winProbability(game);
            out.duel = true;
            out.firstWon = game.ranks[0] < game.ranks[1];
        } catch (const rating::RatingError &) {
            // ZoneStats predicts nothing for a guest: such a game is no duel of that system's.
            out.firstWins = kNaN;
        }
    }
}

void summarise(BacktestResult &result)
{
    double logLoss = 0.0;
    double brier = 0.0;
    std::array<double, 10> predicted {};
    std::array<int, 10> won {};
    for (const GamePrediction &g : result.games) {
        result.wrongPairs += g.wrongPairs;
        result.pairs += g.pairs;
        result.drawPairs += g.drawPairs;
        if (!g.duel)
            continue;
        ++result.duels;
        const double p = g.firstWon ? g.firstWins : 1.0 - g.firstWins;
        logLoss -= std::log(p);
        brier += (1.0 - p) * (1.0 - p);
        const auto bin = static_cast<std::size_t>(std::clamp(static_cast<int>(g.firstWins * 10.0), 0, 9));
        ++result.calibration[bin].games;
        predicted[bin] += g.firstWins;
        won[bin] += g.firstWon;
    }
    if (result.pairs > 0)
        result.predictionError = result.wrongPairs / static_cast<double>(result.pairs);
    if (result.duels > 0) {
        result.logLoss = logLoss / result.duels;
        result.brier = brier / result.duels;
    }
    for (std::size_t b = 0; b < result.calibration.size(); ++b) {
        CalibrationBin &bin = result.calibration[b];
        if (bin.games > 0) {
            bin.meanPredicted = predicted[b] / bin.games;
            bin.observed = static_cast<double>(won[b]) / bin.games;
        }
    }
}

/** Positions into result.games, tightest first, equal tightness the earlier game first. */
std::vector<std::size_t> byTightness(const BacktestResult &result, std::size_t count)
{
    std::vector<std::size_t> positions(result.games.size());
    for (std::size_t i = 0; i < positions.size(); ++i)
        positions[i] = i;
    count = std::min(count, positions.size());
    std::partial_sort(positions.begin(), positions.begin() + static_cast<std::ptrdiff_t>(count), positions.end(),
                      [&](std::size_t a, std::size_t b) {
                          const double ta = result.games[a].tightness;
                          const double tb = result.games[b].tightness;
                          return ta != tb ? ta > tb : a < b;
                      });
    positions.resize(count);
    return positions;
}

/** A value as a parameter is written: the shortest text that reads back to it after rounding to 12 digits, so that
 *  0.1 + 2 * 0.1 is written 0.3. */
std::string valueText(double value)
{
    // to_chars, not printf: the app runs in the user's locale, whose decimal separator may be a comma.
    char rounded[32];
    const auto [end, error] = std::to_chars(rounded, rounded + sizeof rounded, value, std::chars_format::general, 12);
    return error == std::errc() ? std::string(rounded, end) : std::string();
}

double sweepNumber(const std::string &text, const std::string &what, const std::string &whole)
{
    double value = 0.0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        throw rating::RatingError("sweep", PODIUM_TRANSLATE_NOOP("RatingText", "'%1': the %2 '%3' is not a number"),
                                  {whole, what, text});
    return value;
}

} // namespace

std::string BacktestSpec::label() const
{
    std::string text = algorithm;
    for (const auto &[name, value] : params)
        text += " " + name + "=" + value;
    return text;
}

BacktestResult backtest(const History &history, const rating::RatingSystem &system, const BacktestSpec &spec,
                        const std::atomic<bool> *cancel)
{
    BacktestResult result;
    result.spec = spec;
    result.order.reserve(history.games.size());
    result.games.reserve(history.games.size());
    std::vector<double> strength;
    replay(history, system, ReplayObserver(), [&](std::size_t g, const rating::Game &game) {
        if (cancel && (result.order.size() & 255) == 0 && cancel->load(std::memory_order_relaxed))
            throw BacktestCancelled();
        result.order.push_back(g);
        score(system, game, strength, result.games.emplace_back());
    });
    if (cancel && cancel->load(std::memory_order_relaxed))
        throw BacktestCancelled();
    summarise(result);
    return result;
}

BacktestResult backtest(const History &history, const BacktestSpec &spec, const std::atomic<bool> *cancel)
{
    const std::unique_ptr<rating::RatingSystem> system = rating::makeRatingSystem(spec.algorithm, spec.params);
    return backtest(history, *system, spec, cancel);
}

std::vector<std::size_t> tightestGames(const BacktestResult &judge, double share)
{
    // The small epsilon keeps 0.2 * 5 from falling to 0.99999...: the floor of a share of whole games.
    const double wanted = std::floor(share * static_cast<double>(judge.games.size()) + 1e-9);
    return byTightness(judge, wanted > 0.0 ? static_cast<std::size_t>(wanted) : 0);
}

double errorOn(const BacktestResult &system, const std::vector<std::size_t> &positions)
{
    double wrong = 0.0;
    long long pairs = 0;
    for (const std::size_t position : positions) {
        wrong += system.games[position].wrongPairs;
        pairs += system.games[position].pairs;
    }
    return pairs > 0 ? wrong / static_cast<double>(pairs) : kNaN;
}

double challengedError(const BacktestResult &system, const BacktestResult &judge, double share)
{
    if (system.order != judge.order)
        throw std::invalid_argument("challengedError: the two backtests are of different histories");
    return errorOn(system, tightestGames(judge, share));
}

std::vector<double> drawCurve(const BacktestResult &result, int steps)
{
    if (result.drawPairs == 0 || steps < 1)
        return {};
    const std::vector<std::size_t> sorted = byTightness(result, result.games.size());
    std::vector<long long> cumulative(sorted.size() + 1, 0);
    for (std::size_t i = 0; i < sorted.size(); ++i)
        cumulative[i + 1] = cumulative[i] + result.games[sorted[i]].drawPairs;
    std::vector<double> curve(static_cast<std::size_t>(steps) + 1);
    for (int k = 0; k <= steps; ++k) {
        const auto games = static_cast<std::size_t>(static_cast<long double>(k) * sorted.size() / steps);
        curve[static_cast<std::size_t>(k)]
            = static_cast<double>(cumulative[games]) / static_cast<double>(result.drawPairs);
    }
    return curve;
}

std::vector<double> SweepRange::values() const
{
    const auto count = static_cast<long long>(std::floor((to - from) / step + 1e-6)) + 1;
    std::vector<double> result;
    result.reserve(static_cast<std::size_t>(std::max(count, 0LL)));
    for (long long i = 0; i < count; ++i) {
        const std::string text = valueText(from + static_cast<double>(i) * step);
        double value = 0.0;
        std::from_chars(text.data(), text.data() + text.size(), value);
        result.push_back(value);
    }
    return result;
}

SweepRange parseSweep(const std::string &text)
{
    const auto malformed = [&] {
        return rating::RatingError(
            "sweep",
            PODIUM_TRANSLATE_NOOP("RatingText", "'%1' is not of the form NAME=FROM:TO:STEP (or ALGORITHM.NAME=...)"),
            {text});
    };
    const std::size_t equals = text.find('=');
    if (equals == std::string::npos || equals == 0)
        throw malformed();
    SweepRange range;
    const std::string name = text.substr(0, equals);
    if (const std::size_t dot = name.find('.'); dot != std::string::npos) {
        range.algorithm = name.substr(0, dot);
        range.name = name.substr(dot + 1);
    } else {
        range.name = name;
    }
    std::vector<std::string> parts;
    for (std::size_t at = equals + 1;;) {
        const std::size_t colon = text.find(':', at);
        parts.push_back(text.substr(at, colon == std::string::npos ? std::string::npos : colon - at));
        if (colon == std::string::npos)
            break;
        at = colon + 1;
    }
    if (range.name.empty() || (name.find('.') != std::string::npos && range.algorithm.empty()) || parts.size() != 3)
        throw malformed();
    range.from = sweepNumber(parts[0], "FROM", text);
    range.to = sweepNumber(parts[1], "TO", text);
    range.step = sweepNumber(parts[2], "STEP", text);
    if (!(range.step > 0.0))
        throw rating::RatingError("sweep", PODIUM_TRANSLATE_NOOP("RatingText", "'%1': the step must be above 0"),
                                  {text});
    if (range.to < range.from)
        throw rating::RatingError("sweep", PODIUM_TRANSLATE_NOOP("RatingText", "'%1': TO is below FROM"), {text});
    if ((range.to - range.from) / range.step >= 10'000)
        throw rating::RatingError("sweep", PODIUM_TRANSLATE_NOOP("RatingText", "'%1' has more than 10,000 values"),
                                  {text});
    return range;
}

std::vector<BacktestSpec> expandSweeps(const std::vector<BacktestSpec> &specs, const std::vector<SweepRange> &sweeps,
                                       std::size_t maxSpecs)
{
    const auto hasParameter = [](const std::string &algorithm, const std::string &name) {
        const std::vector<rating::ParamInfo> info = rating::parameterInfo(algorithm);
        return std::any_of(info.begin(), info.end(), [&](const rating::ParamInfo &p) { return p.name == name; });
    };
    std::vector<bool> used(sweeps.size(), false);
    std::vector<BacktestSpec> result;
    for (const BacktestSpec &spec : specs) {
        std::vector<BacktestSpec> expanded {spec};
        for (std::size_t s = 0; s < sweeps.size(); ++s) {
            const SweepRange &sweep = sweeps[s];
            if (!sweep.algorithm.empty() && sweep.algorithm != spec.algorithm)
                continue;
            if (!hasParameter(spec.algorithm, sweep.name)) {
                if (sweep.algorithm.empty())
                    continue;
                throw rating::RatingError("sweep", PODIUM_TRANSLATE_NOOP("RatingText", "%1 has no parameter '%2'"),
                                          {spec.algorithm, sweep.name});
            }
            used[s] = true;
            const std::vector<double> values = sweep.values();
            if (expanded.size() * values.size() + result.size() > maxSpecs)
                throw rating::RatingError(
                    "sweep", PODIUM_TRANSLATE_NOOP("RatingText", "the sweeps make more than %1 settings to try"),
                    {std::to_string(maxSpecs)});
            std::vector<BacktestSpec> next;
            next.reserve(expanded.size() * values.size());
            for (const BacktestSpec &base : expanded) {
                for (const double value : values) {
                    BacktestSpec one = base;
                    const auto same = std::find_if(one.params.begin(), one.params.end(),
                                                   [&](const auto &p) { return p.first == sweep.name; });
                    if (same != one.params.end())
                        same->second = valueText(value);
                    else
                        one.params.emplace_back(sweep.name, valueText(value));
                    next.push_back(std::move(one));
                }
            }
            expanded = std::move(next);
        }
        result.insert(result.end(), expanded.begin(), expanded.end());
    }
    for (std::size_t s = 0; s < sweeps.size(); ++s) {
        if (!used[s]) {
            const std::string name
                = sweeps[s].algorithm.empty() ? sweeps[s].name : sweeps[s].algorithm + "." + sweeps[s].name;
            throw rating::RatingError(
                "sweep", PODIUM_TRANSLATE_NOOP("RatingText", "'%1' is a parameter of none of the algorithms compared"),
                {name});
        }
    }
    return result;
}

int bestResult(const std::vector<BacktestResult> &results, std::string_view algorithm)
{
    const auto best = [&](auto value) {
        int index = -1;
        for (std::size_t i = 0; i < results.size(); ++i) {
            if (!algorithm.empty() && results[i].spec.algorithm != algorithm)
                continue;
            const double v = value(results[i]);
            if (!std::isnan(v) && (index < 0 || v < value(results[static_cast<std::size_t>(index)])))
                index = static_cast<int>(i);
        }
        return index;
    };
    const int byLogLoss = best([](const BacktestResult &r) { return r.duels > 0 ? r.logLoss : kNaN; });
    return byLogLoss >= 0 ? byLogLoss : best([](const BacktestResult &r) { return r.predictionError; });
}

} // namespace podium::history
