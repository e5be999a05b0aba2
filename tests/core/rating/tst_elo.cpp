// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "referencevectors.h"

#include "rating/elo.h"
#include "rating/gaussian.h"
#include "rating/ratingsystem.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

using namespace podium::rating;
using podium::test::expectedRatings;
using podium::test::gameFromVector;
using podium::test::referenceVectors;

namespace {

/** The K factor an Elo reference vector was computed with, from its stated rule. */
double kFactorOf(const QJsonObject &entry, const Game &game)
{
    const QJsonObject params = entry.value(QStringLiteral("params")).toObject();
    if (params.contains(QStringLiteral("k")))
        return params.value(QStringLiteral("k")).toDouble();
    const QString rule = params.value(QStringLiteral("k_rule")).toString();
    if (rule.contains(QStringLiteral("provisional")))
        return 25;
    // "FIDE: K=15 if rating<2400 else 10"; every vector has both players on the same side of 2400.
    return game.players[0].prior.mu < 2400 ? 15 : 10;
}

Game game(std::initializer_list<std::pair<double, int>> players, std::vector<int> ranks)
{
    Game g;
    for (const auto &[rating, team] : players)
        g.players.push_back({{rating, 0}, team});
    g.ranks = std::move(ranks);
    return g;
}

} // namespace

class TestElo : public QObject
{
    Q_OBJECT

private slots:
    void referenceVectors_data();
    void referenceVectors();
    void ordinaryUpdate();
    void drawBetweenUnequalPlayers();
    void freeForAllAveragesTheDuels();
    void freeForAllWithATie();
    void unevenTeamsAverageOverDifferentDuelCounts();
    void teamGameAveragesTheDuels();
    void groupsOfEqualRatingsAreThePairs();
    void bigTeamGameOfNewcomers();
    void manyDifferentRatingsAreThePairs();
    void gaussianVariant();
    void winProbability();
    void ignoresWeightAndGuests();
    void badParametersAreErrors();
    void badGamesAreErrors();
};

void TestElo::referenceVectors_data()
{
    QTest::addColumn<QJsonObject>("entry");
    const auto entries = podium::test::referenceVectors(QStringLiteral("elo"));
    QCOMPARE(entries.size(), 14);
    for (const QJsonObject &entry : entries)
        QTest::newRow(qPrintable(entry.value(QStringLiteral("name")).toString())) << entry;
}

// moserware/Skills' FIDE and Gaussian Elo tests (tests/data/README.md). FIDE's own calculator rounds
// the expected score through a table, hence the source's tolerance of 0.1.
void TestElo::referenceVectors()
{
    QFETCH(QJsonObject, entry);
    const Game g = gameFromVector(entry);
    EloParams params;
    params.k = kFactorOf(entry, g);
    if (entry.value(QStringLiteral("algorithm")).toString() == QStringLiteral("elo-gaussian")) {
        params.variant = EloVariant::Gaussian;
        params.beta = entry.value(QStringLiteral("params")).toObject().value(QStringLiteral("beta")).toDouble();
    }
    std::vector<Rating> posterior;
    Elo(params).rate(g, posterior);
    const QList<Rating> expected = expectedRatings(entry.value(QStringLiteral("expected")).toArray());
    const double tolerance = entry.value(QStringLiteral("tolerance")).toDouble(0.1);
    QCOMPARE(posterior.size(), static_cast<std::size_t>(expected.size()));
    for (std::size_t i = 0; i < posterior.size(); ++i) {
        QVERIFY2(std::abs(posterior[i].mu - expected.at(static_cast<qsizetype>(i)).mu) <= tolerance,
                 qPrintable(QString::number(posterior[i].mu, 'g', 12)));
        QCOMPARE(posterior[i].sigma, 0.0);
    }
}

void TestElo::ordinaryUpdate()
{
    // Equal players, K = 24: E = 1/2, the winner gains 24 * (1 - 1/2) = 12.
    const Elo elo;
    std::vector<Rating> posterior;
    elo.rate(game({{1500, 0}, {1500, 1}}, {0, 1}), posterior);
    QCOMPARE(posterior[0].mu, 1512.0);
    QCOMPARE(posterior[1].mu, 1488.0);
    elo.rate(game({{1500, 0}, {1500, 1}}, {0, 0}), posterior);
    QCOMPARE(posterior[0].mu, 1500.0);
    // 400 points ahead: E = 1 / (1 + 10^-1) = 10/11; losing costs 24 * 10/11 = 21.818181...
    elo.rate(game({{1900, 0}, {1500, 1}}, {1, 0}), posterior);
    QVERIFY(std::abs(posterior[0].mu - (1900 - 240.0 / 11)) < 1e-9);
    QVERIFY(std::abs(posterior[1].mu - (1500 + 240.0 / 11)) < 1e-9);
}

void TestElo::drawBetweenUnequalPlayers()
{
    // 1900 draws 1500: E = 10/11 for the favourite, S = 1/2: 24 * (1/2 - 10/11) = 24 * (-9/22) = -9.818181...
    std::vector<Rating> posterior;
    Elo().rate(game({{1900, 0}, {1500, 1}}, {0, 0}), posterior);
    QVERIFY(std::abs(posterior[0].mu - (1900 - 108.0 / 11)) < 1e-9);
    QVERIFY(std::abs(posterior[1].mu - (1500 + 108.0 / 11)) < 1e-9);
    QCOMPARE(posterior[0].sigma, 0.0);
}

void TestElo::freeForAllAveragesTheDuels()
{
    // A 1600, B 1500, C 1400 finish B, A, C (ranks 1, 0, 2), K = 24, logistic.
    // A: duels with B (E = 1/(1+10^(-100/400)) = 0.640065, S = 0) and C (E = 0.759747, S = 1):
    //    24 * ((0 - 0.640065) + (1 - 0.759747)) / 2 = -4.797743  ->  1595.202257
    // B: (1 - 0.359935) + (1 - 0.640065) = 1.0  ->  +12  ->  1512
    // C: (0 - 0.240253) + (0 - 0.359935) = -0.600188  ->  -7.202257  ->  1392.797743
    std::vector<Rating> posterior;
    Elo().rate(game({{1600, 0}, {1500, 1}, {1400, 2}}, {1, 0, 2}), posterior);
    QVERIFY(std::abs(posterior[0].mu - 1595.2022568825898) < 1e-9);
    QVERIFY(std::abs(posterior[1].mu - 1512.0) < 1e-9);
    QVERIFY(std::abs(posterior[2].mu - 1392.7977431174102) < 1e-9);
}

void TestElo::freeForAllWithATie()
{
    // A 1600 and B 1500 share first place (ranks 0, 0), C 1400 is last; K = 24, logistic.
    // E(100) = 1/(1+10^-0.25) = 0.640065, E(200) = 1/(1+10^-0.5) = 0.759747.
    // A: (0.5 - 0.640065) + (1 - 0.759747) = 0.100188, / 2 * 24 = +1.202257  ->  1601.202257
    // B: (0.5 - 0.359935) + (1 - 0.640065) = 0.5,      / 2 * 24 = +6        ->  1506
    // C: (0 - 0.240253) + (0 - 0.359935) = -0.600188,  / 2 * 24 = -7.202257 ->  1392.797743
    // Every player has two duels, so the changes add up to 0.
    std::vector<Rating> posterior;
    Elo().rate(game({{1600, 0}, {1500, 1}, {1400, 2}}, {0, 0, 1}), posterior);
    QVERIFY(std::abs(posterior[0].mu - 1601.2022568825899) < 1e-9);
    QVERIFY(std::abs(posterior[1].mu - 1506.0) < 1e-9);
    QVERIFY(std::abs(posterior[2].mu - 1392.7977431174101) < 1e-9);
    QVERIFY(std::abs(posterior[0].mu + posterior[1].mu + posterior[2].mu - 4500) < 1e-9);
}

void TestElo::unevenTeamsAverageOverDifferentDuelCounts()
{
    // Two 1500s beat one 1500. Each winner has one duel: 24 * (1 - 1/2) = +12. The loser has two duels,
    // averaged: 24 * ((0 - 1/2) + (0 - 1/2)) / 2 = -12. The heuristic is not zero-sum here (+24 - 12).
    std::vector<Rating> posterior;
    Elo().rate(game({{1500, 0}, {1500, 0}, {1500, 1}}, {0, 1}), posterior);
    QCOMPARE(posterior.size(), std::size_t(3));
    QCOMPARE(posterior[0].mu, 1512.0);
    QCOMPARE(posterior[1].mu, 1512.0);
    QCOMPARE(posterior[2].mu, 1488.0);
    // posterior is resized, not appended to, when it is reused for a smaller game.
    Elo().rate(game({{1500, 0}, {1500, 1}}, {1, 0}), posterior);
    QCOMPARE(posterior.size(), std::size_t(2));
    QCOMPARE(posterior[0].mu, 1488.0);
}

void TestElo::teamGameAveragesTheDuels()
{
    // (1600, 1400) beat (1550, 1450). Each player duels both opponents:
    // 1600: E vs 1550 = 0.571463, vs 1450 = 0.703385: 24 * ((1 - .571463) + (1 - .703385)) / 2 = +8.701823
    // 1400: E = 0.296615, 0.428537: +15.298177
    // 1550: E vs 1600 = 0.428537, vs 1400 = 0.703385, S = 0: -13.583063
    // 1450: E = 0.296615, 0.571463: -10.416937
    std::vector<Rating> posterior;
    Elo().rate(game({{1600, 0}, {1400, 0}, {1550, 1}, {1450, 1}}, {0, 1}), posterior);
    QVERIFY(std::abs(posterior[0].mu - 1608.7018225494376) < 1e-9);
    QVERIFY(std::abs(posterior[1].mu - 1415.2981774505624) < 1e-9);
    QVERIFY(std::abs(posterior[2].mu - 1536.4169373672387) < 1e-9);
    QVERIFY(std::abs(posterior[3].mu - 1439.5830626327613) < 1e-9);
}

namespace {

/** The duelling heuristic written out pair by pair, as Elo::rate() summed it before it grouped equal ratings. */
std::vector<double> pairwise(const Elo &elo, const Game &g)
{
    std::vector<double> after;
    for (const Participant &me : g.players) {
        double surprise = 0.0;
        int duels = 0;
        for (const Participant &them : g.players) {
            if (them.team == me.team)
                continue;
            surprise += scoreAgainst(g, me.team, them.team) - elo.expectedScore(me.prior.mu - them.prior.mu);
            ++duels;
        }
        after.push_back(me.prior.mu + elo.params().k * surprise / duels);
    }
    return after;
}

} // namespace

void TestElo::groupsOfEqualRatingsAreThePairs()
{
    // M8: players of one side with one rating are rated once, and a duel against such a group counts times its
    // size. Three sides with repeated ratings in both: the same as the pairs to rounding. All ratings different: the
    // groups are the players in the same order, and the sums are the same to the bit.
    const Elo elo;
    const Game repeated = game(
        {{1500, 0}, {1620, 1}, {1500, 0}, {1500, 2}, {1620, 1}, {1410, 0}, {1500, 2}, {1620, 1}, {1500, 1}}, {2, 1, 2});
    std::vector<Rating> posterior;
    elo.rate(repeated, posterior);
    const std::vector<double> expected = pairwise(elo, repeated);
    for (std::size_t i = 0; i < expected.size(); ++i)
        QVERIFY2(std::abs(posterior[i].mu - expected[i]) < 1e-9, qPrintable(QString::number(i)));
    QCOMPARE(posterior[0].mu, posterior[2].mu);
    QCOMPARE(posterior[3].mu, posterior[6].mu);
    const Game distinct
        = game({{1500, 0}, {1620, 1}, {1501, 0}, {1499, 2}, {1621, 1}, {1410, 0}, {1502, 2}}, {2, 1, 2});
    elo.rate(distinct, posterior);
    const std::vector<double> exact = pairwise(elo, distinct);
    for (std::size_t i = 0; i < exact.size(); ++i)
        QCOMPARE(posterior[i].mu, exact[i]);
}

void TestElo::bigTeamGameOfNewcomers()
{
    // Two teams of 5,000 newcomers: every duel is 1500 against 1500, so each winner gains 24 * (1 - 1/2) = 12 and
    // each loser loses 12, as in a duel; pairwise this was 50 million duels (7 s).
    Game g;
    for (int i = 0; i < 10000; ++i)
        g.players.push_back({{1500, 0}, i % 2});
    g.ranks = {2, 1};
    std::vector<Rating> posterior;
    Elo().rate(g, posterior);
    QCOMPARE(posterior.size(), std::size_t {10000});
    for (std::size_t i = 0; i < posterior.size(); ++i)
        QCOMPARE(posterior[i].mu, i % 2 == 0 ? 1488.0 : 1512.0);
}

void TestElo::manyDifferentRatingsAreThePairs()
{
    // M8: beyond 64 groups the logistic expected scores come from one exp per group (f(x) / (f(x) + f(y))); two teams
    // of 1,000 different ratings, 1,400 points apart at most, and a 300-driver race: the pairs' values to 1e-9. The
    // Gaussian variant, which does not factorize, takes the pairs.
    Game teams;
    for (int i = 0; i < 2000; ++i)
        teams.players.push_back({{800.0 + 0.7 * i + (i % 2 == 0 ? 0.0 : 13.0), 0}, i % 2});
    teams.ranks = {1, 0};
    Game race;
    for (int i = 0; i < 300; ++i) {
        race.players.push_back({{1500.0 + 400.0 * std::sin(i), 0}, i});
        race.ranks.push_back((i * 7) % 300);
    }
    EloParams gaussian;
    gaussian.variant = EloVariant::Gaussian;
    for (const Elo &elo : {Elo(), Elo(gaussian)}) {
        for (const Game *g : {&teams, &race}) {
            std::vector<Rating> posterior;
            elo.rate(*g, posterior);
            const std::vector<double> expected = pairwise(elo, *g);
            double largest = 0.0;
            for (std::size_t i = 0; i < expected.size(); ++i)
                largest = std::max(largest, std::abs(posterior[i].mu - expected[i]));
            QVERIFY2(largest < 1e-9, QByteArray::number(largest).constData());
        }
    }
}

void TestElo::gaussianVariant()
{
    // The paper's eq. 1: E = Phi(delta / (sqrt(2) beta)); 200 ahead at beta 200: Phi(1/sqrt 2) = 0.760250.
    EloParams params;
    params.variant = EloVariant::Gaussian;
    const Elo elo(params);
    QVERIFY(std::abs(elo.expectedScore(200) - 0.76024993890652326) < 1e-12);
    QCOMPARE(elo.expectedScore(0), 0.5);
    QVERIFY(std::abs(elo.expectedScore(-200) - (1 - 0.76024993890652326)) < 1e-12);
    // The logistic variant at beta = 200 is the chess 400-point scale: E(400) = 1 / (1 + 10^-1) = 10/11.
    QVERIFY(std::abs(Elo().expectedScore(400) - 10.0 / 11) < 1e-12);
    std::vector<Rating> posterior;
    elo.rate(game({{1200, 0}, {1000, 1}}, {0, 1}), posterior);
    QVERIFY(std::abs(posterior[0].mu - (1200 + 24 * (1 - 0.76024993890652326))) < 1e-9);
}

void TestElo::winProbability()
{
    const Elo elo;
    QVERIFY(std::abs(elo.winProbability(game({{1900, 0}, {1500, 1}}, {0, 1})) - 10.0 / 11) < 1e-12);
    // Teams compare their mean ratings: (1600 + 1400) / 2 = 1500 against 1500.
    QCOMPARE(elo.winProbability(game({{1600, 0}, {1400, 0}, {1500, 1}}, {0, 1})), 0.5);
    QVERIFY_THROWS_EXCEPTION(RatingError, elo.winProbability(game({{1, 0}, {2, 1}, {3, 2}}, {0, 1, 2})));
}

void TestElo::ignoresWeightAndGuests()
{
    Game g = game({{1500, 0}, {1500, 1}}, {0, 1});
    g.players[0].weight = 0.25;
    g.players[1].rated = false;
    std::vector<Rating> posterior;
    Elo().rate(g, posterior);
    QCOMPARE(posterior[0].mu, 1512.0);
    QCOMPARE(posterior[1].mu, 1488.0);
}

void TestElo::badParametersAreErrors()
{
    const auto pathOf = [](const ParamList &params) -> std::string {
        try {
            makeRatingSystem("elo", params);
        } catch (const RatingError &error) {
            return error.path() + " | " + error.message();
        }
        return {};
    };
    QCOMPARE(pathOf({{"k", "-1"}}), std::string("param k | must be from 0 to 1e+06, not -1"));
    QCOMPARE(pathOf({{"beta", "0"}}), std::string("param beta | must be from 0.001 to 1e+09, not 0"));
    QCOMPARE(pathOf({{"variant", "glicko"}}),
             std::string("param variant | 'glicko' is not an Elo variant (logistic or gaussian)"));
    QCOMPARE(pathOf({{"start", "1e999"}}), std::string("param start | '1e999' is not a number"));
    const auto custom = makeRatingSystem("elo", {{"start", "1200"}, {"k", "32"}, {"variant", "gaussian"}});
    QCOMPARE(custom->initialRating(), (Rating {1200, 0}));
    std::vector<Rating> posterior;
    Game g;
    g.players = {{{1200, 0}, 0}, {{1200, 0}, 1}};
    g.ranks = {0, 1};
    custom->rate(g, posterior);
    QCOMPARE(posterior[0].mu, 1216.0);
    // Values that are not finite, given directly rather than parsed.
    const auto constructed = [](EloParams params) -> std::string {
        try {
            static_cast<void>(Elo(params));
        } catch (const RatingError &error) {
            return error.path();
        }
        return {};
    };
    QCOMPARE(constructed({EloVariant::Logistic, std::nan(""), 1500, 200}), std::string("param k"));
    QCOMPARE(constructed({EloVariant::Logistic, 24, std::numeric_limits<double>::infinity(), 200}),
             std::string("param start"));
    QCOMPARE(constructed({EloVariant::Gaussian, 24, 1500, -1}), std::string("param beta"));
    QCOMPARE(constructed({EloVariant::Logistic, 0, 1500, 200}), std::string()); // K = 0 freezes ratings
}

void TestElo::badGamesAreErrors()
{
    std::vector<Rating> posterior;
    try {
        Elo().rate(game({{1500, 0}, {1500, 0}}, {0}), posterior);
        QFAIL("a game of one team was rated");
    } catch (const RatingError &error) {
        QCOMPARE(error.path(), std::string("teams"));
    }
    Game g = game({{1500, 0}, {1500, 1}}, {0, 1});
    g.players[1].prior.mu = std::nan("");
    try {
        Elo().rate(g, posterior);
        QFAIL("a NaN rating was rated");
    } catch (const RatingError &error) {
        QCOMPARE(error.path(), std::string("teams[1][0].mu"));
        QCOMPARE(error.participant, 1);
    }
}

QTEST_GUILESS_MAIN(TestElo)
#include "tst_elo.moc"
