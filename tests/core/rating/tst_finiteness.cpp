// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Finite or refused (M1 of the 2026-11-23 reliability review): every parameter in its documented range and
// every prior a game may hold give finite ratings, probabilities and qualities for games up to the sizes
// Podium accepts; a value beyond them is refused naming the parameter or the player.
#include "rating/ratingsystem.h"
#include "rating/trueskill.h"

#include <QTest>

#include <charconv>
#include <cmath>
#include <limits>
#include <memory>
#include <random>
#include <string>

using namespace podium::rating;

namespace {

constexpr double kTiny = std::numeric_limits<double>::denorm_min();

std::string text(double value)
{
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

/** Random games and parameters, drawn mostly from the edges of their ranges; seeded. */
class EdgeFactory
{
public:
    explicit EdgeFactory(std::uint64_t seed)
        : m_random(seed)
    { }

    /** Every numeric parameter at its minimum (or just above an excluded one), its maximum, its default or
     *  log-uniform in between. */
    ParamList params(const std::string &algorithm, const std::string &variant)
    {
        ParamList result;
        for (const ParamInfo &info : parameterInfo(algorithm)) {
            if (!info.choices.empty()) {
                result.emplace_back(info.name, variant);
                continue;
            }
            const double low = info.minimumIncluded ? info.minimum : std::nextafter(info.minimum, info.maximum);
            const double value = pick({low, info.maximum, info.defaultValue, between(low, info.maximum)});
            result.emplace_back(info.name, text(value));
        }
        return result;
    }

    /** A game of `sides` sides and `players` participants in all, with priors within `limit`. */
    Game game(int sides, int players, double limit)
    {
        Game game;
        for (int t = 0; t < sides; ++t)
            game.ranks.push_back(uniformInt(0, sides - 1)); // a small range: ties are common
        for (int i = 0; i < players; ++i) {
            Participant p;
            p.team = i < sides ? i : uniformInt(0, sides - 1);
            p.prior.mu = pick({0.0, limit, -limit, 1e9, -1e9, between(-limit, limit)});
            p.prior.sigma = pick({0.0, kTiny, 1e-300, 1e9, limit, between(0.0, limit)});
            p.weight = pick({0.0, kMinWeight, 1.0, kMaxWeight, between(kMinWeight, kMaxWeight)});
            p.score = pick({0.0, 1e308, -1e308, between(-1e308, 1e308)});
            p.minutes = pick({kTiny, 1e-300, 1e308, between(1e-300, 1e308)});
            p.rated = uniformInt(0, 4) != 0;
            game.players.push_back(p);
        }
        for (Participant &p : game.players) // ZoneStats needs a rated player on two teams
            p.rated = p.rated || p.team < 2;
        return game;
    }

    int uniformInt(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(m_random); }

private:
    double pick(std::initializer_list<double> values)
    {
        return *(values.begin() + uniformInt(0, static_cast<int>(values.size()) - 1));
    }
    /** Uniform in the logarithm of the magnitude, so that every order of magnitude is tried. */
    double between(double lo, double hi)
    {
        const double magnitude = std::max(std::abs(lo), std::abs(hi));
        const double value
            = std::pow(10.0, std::uniform_real_distribution<double>(-300, std::log10(magnitude))(m_random));
        return std::clamp(uniformInt(0, 1) == 0 ? value : -value, lo, hi);
    }

    std::mt19937_64 m_random;
};

/** A refusal that belongs to the game, not to its numbers: a draw under draw probability 0, or a side whose every
 *  player has weight 0 (or, with partial play from minutes, played 0 minutes). */
bool gameRefusal(const RatingError &error)
{
    return error.path() == "ranks" || error.message().find("a side needs a player who took part") != std::string::npos;
}

QString describe(const ParamList &params, const Game &game)
{
    QString text;
    for (const auto &[name, value] : params)
        text += QStringLiteral("%1=%2 ").arg(QString::fromStdString(name), QString::fromStdString(value));
    text += QStringLiteral("| ranks");
    for (const int r : game.ranks)
        text += QStringLiteral(" %1").arg(r);
    for (const Participant &p : game.players)
        text += QStringLiteral("; t%1 N(%2, %3) w %4 s %5 m %6%7")
                    .arg(p.team)
                    .arg(p.prior.mu, 0, 'g', 17)
                    .arg(p.prior.sigma, 0, 'g', 17)
                    .arg(p.weight, 0, 'g', 17)
                    .arg(p.score, 0, 'g', 17)
                    .arg(p.minutes, 0, 'g', 17)
                    .arg(p.rated ? QString() : QStringLiteral(" guest"));
    if (qEnvironmentVariableIsSet("PODIUM_FULL_GAMES")) // the whole game, to reproduce a failure
        return text;
    return text.left(2000);
}

/** Rates the game and checks that every result is finite; a refusal is allowed only when `mayRefuse`, and
 *  then it must name a participant's mu or sigma. Returns false after a QFAIL. */
bool finiteOrRefused(const RatingSystem &system, const ParamList &params, const Game &game, bool mayRefuse)
{
    std::vector<Rating> posterior;
    try {
        system.rate(game, posterior);
        for (const Rating &r : posterior) {
            if (!std::isfinite(r.mu) || !std::isfinite(r.sigma) || r.sigma < 0.0) {
                QTest::qFail(qPrintable(QStringLiteral("not finite: ") + describe(params, game)), __FILE__, __LINE__);
                return false;
            }
        }
        const std::optional<double> quality = system.quality(game);
        if (quality && !(*quality >= 0.0 && *quality <= 1.0)) {
            QTest::qFail(qPrintable(QStringLiteral("quality %1: ").arg(*quality) + describe(params, game)), __FILE__,
                         __LINE__);
            return false;
        }
        if (game.teamCount() == 2) {
            const double p = system.winProbability(game);
            if (!(p >= 0.0 && p <= 1.0)) {
                QTest::qFail(qPrintable(QStringLiteral("win probability %1: ").arg(p) + describe(params, game)),
                             __FILE__, __LINE__);
                return false;
            }
        }
    } catch (const RatingError &error) {
        const bool named
            = error.participant >= 0 && (error.path().ends_with(".mu") || error.path().ends_with(".sigma"));
        if (!gameRefusal(error) && !(mayRefuse && named)) {
            QTest::qFail(qPrintable(QStringLiteral("refused (%1): ").arg(QString::fromUtf8(error.what()))
                                    + describe(params, game)),
                         __FILE__, __LINE__);
            return false;
        }
    }
    return true;
}

} // namespace

class TestFiniteness : public QObject
{
    Q_OBJECT

private slots:
    void edgesOfTheRangesAreFinite_M1_data();
    void edgesOfTheRangesAreFinite_M1();
    void largestGamesAreFinite_M1_data();
    void largestGamesAreFinite_M1();
    void priorsAtTheLimitAreFiniteOrRefused_M1_data();
    void priorsAtTheLimitAreFiniteOrRefused_M1();
    void reviewReproductionsAreRefused_M1();
    void outOfRangeParametersNameTheirRange_M1();
    void everyParameterHasAFiniteRange();
};

namespace {

void addVariants()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("variant");
    QTest::newRow("trueskill") << QStringLiteral("trueskill") << QStringLiteral("off");
    QTest::newRow("trueskill partial play") << QStringLiteral("trueskill") << QStringLiteral("minutes");
    QTest::newRow("elo logistic") << QStringLiteral("elo") << QStringLiteral("logistic");
    QTest::newRow("elo gaussian") << QStringLiteral("elo") << QStringLiteral("gaussian");
    QTest::newRow("zonestats") << QStringLiteral("zonestats") << QString();
    QTest::newRow("glicko2") << QStringLiteral("glicko2") << QStringLiteral("game");
    QTest::newRow("glicko2 by month") << QStringLiteral("glicko2") << QStringLiteral("month");
}

} // namespace

void TestFiniteness::edgesOfTheRangesAreFinite_M1_data()
{
    addVariants();
}

// M1: random parameters at the edges of their ranges and priors up to 1e12 (a thousand times what any rating
// reaches from a start in range) give finite results and no refusal but the game's own.
void TestFiniteness::edgesOfTheRangesAreFinite_M1()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, variant);
    EdgeFactory factory(11);
    for (int n = 0; n < 3000; ++n) {
        const ParamList params = factory.params(algorithm.toStdString(), variant.toStdString());
        const auto system = makeRatingSystem(algorithm.toStdString(), params);
        const int sides = factory.uniformInt(2, 9);
        const Game game = factory.game(sides, sides + factory.uniformInt(0, 6), 1e12);
        if (!finiteOrRefused(*system, params, game, false))
            return;
    }
}

void TestFiniteness::largestGamesAreFinite_M1_data()
{
    addVariants();
}

// M1: the largest games Podium accepts, 1,000 sides and 10,000 participants, at the edges of the ranges. Elo
// and ZoneStats rate every pair of players (50 million in a game of 10,000) and have no team sums, so two
// teams of 5,000 (the largest sums) are tried on TrueSkill only.
void TestFiniteness::largestGamesAreFinite_M1()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, variant);
    EdgeFactory factory(12);
    const ParamList params = factory.params(algorithm.toStdString(), variant.toStdString());
    const auto system = makeRatingSystem(algorithm.toStdString(), params);
    if (!finiteOrRefused(*system, params, factory.game(1000, 1000, 1e12), false))
        return;
    if (algorithm == QStringLiteral("trueskill")
        && !finiteOrRefused(*system, params, factory.game(2, 10000, 1e12), false))
        return;
    const ParamList extreme = factory.params(algorithm.toStdString(), variant.toStdString());
    finiteOrRefused(*makeRatingSystem(algorithm.toStdString(), extreme), extreme, factory.game(1000, 10000, 1e12),
                    false);
}

void TestFiniteness::priorsAtTheLimitAreFiniteOrRefused_M1_data()
{
    addVariants();
}

// M1: priors at kRatingLimit may rate beyond it; then the game is refused naming the player, never NaN or Inf.
void TestFiniteness::priorsAtTheLimitAreFiniteOrRefused_M1()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, variant);
    EdgeFactory factory(13);
    for (int n = 0; n < 2000; ++n) {
        const ParamList params = factory.params(algorithm.toStdString(), variant.toStdString());
        const auto system = makeRatingSystem(algorithm.toStdString(), params);
        const int sides = factory.uniformInt(2, 6);
        if (!finiteOrRefused(*system, params, factory.game(sides, sides + 2, kRatingLimit), true))
            return;
    }
}

// M1: the review's reproductions of `rate` and `replay`, which gave null, nan or inf with exit 0, are refused
// naming the player's field or the parameter.
void TestFiniteness::reviewReproductionsAreRefused_M1()
{
    const auto refusal = [](const std::string &algorithm, const ParamList &params, Game game) -> std::string {
        try {
            std::vector<Rating> posterior;
            makeRatingSystem(algorithm, params)->rate(game, posterior);
        } catch (const RatingError &error) {
            return error.path();
        }
        return "rated";
    };
    const auto duel = [](Participant a, Participant b) {
        a.team = 0;
        b.team = 1;
        return Game {{a, b}, {0, 1}};
    };
    const Participant plain {{25, 8.333}};
    QCOMPARE(refusal("trueskill", {}, duel({{1e308, 8.333}}, {{-1e308, 8.333}})), std::string("teams[0][0].mu"));
    QCOMPARE(refusal("trueskill", {}, duel({{25, 1e200}}, plain)), std::string("teams[0][0].sigma"));
    QCOMPARE(refusal("trueskill", {}, duel({{25, 8}, 0, 1e200}, plain)), std::string("teams[0][0].weight"));
    QCOMPARE(refusal("trueskill", {{"tau", "1e200"}}, duel(plain, plain)), std::string("param tau"));
    QCOMPARE(refusal("trueskill", {{"beta", "1e300"}}, duel(plain, plain)), std::string("param beta"));
    QCOMPARE(refusal("trueskill", {{"sigma", "1e200"}}, duel(plain, plain)), std::string("param sigma"));
    QCOMPARE(refusal("trueskill", {{"draw_probability", "0.9999999999999999"}}, duel(plain, plain)),
             std::string("param draw_probability"));
    QCOMPARE(refusal("elo", {{"start", "1.7e308"}, {"k", "1e308"}}, duel({}, {})), std::string("param k"));
    QCOMPARE(refusal("elo", {{"start", "1.7e308"}}, duel({}, {})), std::string("param start"));
    QCOMPARE(refusal("elo", {{"k", "1e308"}}, duel({}, {})), std::string("param k"));
    QCOMPARE(refusal("zonestats", {{"start", "1e308"}}, duel({}, {})), std::string("param start"));
    QCOMPARE(refusal("zonestats", {{"game_mult", "1e308"}}, duel({}, {})), std::string("param game_mult"));
    // The last one in range: minutes and scores of 1e308 still rate to finite numbers.
    Participant ann {{500, 0}}, bob {{500, 0}};
    ann.score = 1e308;
    bob.score = -1e308;
    ann.minutes = bob.minutes = 1e308;
    QCOMPARE(refusal("zonestats", {{"start", "1e9"}, {"game_mult", "100"}}, duel(ann, bob)), std::string("rated"));
    // A posterior beyond the limit names the player whose rating it is.
    QCOMPARE(refusal("elo", {{"k", "1e6"}}, duel({{kRatingLimit, 0}}, {{kRatingLimit, 0}})),
             std::string("teams[0][0].mu"));
}

// M1: a parameter out of range is refused with its name, its range and the value given.
void TestFiniteness::outOfRangeParametersNameTheirRange_M1()
{
    const auto message = [](const std::string &algorithm, const ParamList &params) -> std::string {
        try {
            makeRatingSystem(algorithm, params);
        } catch (const RatingError &error) {
            return error.what();
        }
        return {};
    };
    QCOMPARE(message("trueskill", {{"draw_probability", "0.9999999999999999"}}),
             std::string("param draw_probability: must be from 0 to 0.999, not 0.9999999999999999"));
    QCOMPARE(message("trueskill", {{"sigma", "0"}}),
             std::string("param sigma: must be more than 0 and at most 1e+09, not 0"));
    QCOMPARE(message("elo", {{"beta", "1e-300"}}), std::string("param beta: must be from 0.001 to 1e+09, not 1e-300"));
    QCOMPARE(message("zonestats", {{"max_game_length", "20000"}}),
             std::string("param max_game_length: must be more than 0 and at most 10080, not 20000"));
    // The constructors check too: a system built without makeRatingSystem() gets the same ranges.
    TrueSkillParams huge;
    huge.tau = 1e200;
    QVERIFY_THROWS_EXCEPTION(RatingError, TrueSkill {huge});
}

void TestFiniteness::everyParameterHasAFiniteRange()
{
    for (const std::string &algorithm : ratingSystemNames()) {
        for (const ParamInfo &info : parameterInfo(algorithm)) {
            if (!info.choices.empty())
                continue;
            QVERIFY(std::isfinite(info.minimum) && std::isfinite(info.maximum) && info.minimum < info.maximum);
            QVERIFY(info.defaultValue >= info.minimum && info.defaultValue <= info.maximum);
        }
    }
}

QTEST_GUILESS_MAIN(TestFiniteness)
#include "tst_finiteness.moc"
