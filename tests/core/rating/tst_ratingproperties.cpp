// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Properties every rating system must keep, checked over thousands of random games: head to head,
// free-for-all and team games with ties, partial play, guests and extreme priors.
#include "rating/ratingsystem.h"
#include "rating/trueskill.h"
#include "rating/zonestats.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <memory>
#include <numeric>
#include <random>
#include <tuple>

using namespace podium::rating;

namespace {

constexpr int kGames = 4000;

/** Random games of every shape; seeded, so a failure can be reproduced. */
class GameFactory
{
public:
    explicit GameFactory(std::uint64_t seed)
        : m_random(seed)
    { }

    Game next()
    {
        Game game;
        const int shape = uniformInt(0, 2);
        const int teams = shape == 0 ? 2 : uniformInt(2, shape == 1 ? 8 : 4);
        const int teamSize = shape == 2 ? uniformInt(1, 4) : 1;
        const bool partial = uniformInt(0, 3) == 0;
        for (int t = 0; t < teams; ++t) {
            // Ranks from a small range, so that ties (draws) are common.
            game.ranks.push_back(uniformInt(0, teams - 1));
            for (int j = 0; j < teamSize; ++j) {
                Participant p;
                p.team = t;
                // Mostly ordinary players, sometimes extreme ones: huge gaps, tiny or large sigma.
                const bool extreme = uniformInt(0, 19) == 0;
                p.prior.mu = extreme ? uniform(-200, 1200) : uniform(0, 50);
                p.prior.sigma = extreme ? uniform(0.01, 40) : uniform(0.5, 9);
                p.weight = partial ? uniform(kMinWeight, 1) : 1.0;
                p.score = std::floor(uniform(0, 60));
                p.minutes = uniform(0.5, 40);
                p.rated = uniformInt(0, 9) != 0;
                game.players.push_back(p);
            }
        }
        // ZoneStats needs a rated player on at least two teams; keep the first of every team rated.
        for (std::size_t i = 0; i < game.players.size(); i += static_cast<std::size_t>(teamSize))
            game.players[i].rated = true;
        return game;
    }

    /** The same game with its teams listed in another order; tied teams keep their relative order. */
    Game shuffledTeams(const Game &game, std::vector<int> &newIndexOfTeam)
    {
        const int teams = static_cast<int>(game.teamCount());
        std::vector<int> order(static_cast<std::size_t>(teams));
        std::iota(order.begin(), order.end(), 0);
        std::shuffle(order.begin(), order.end(), m_random);
        // Restore the original relative order within each group of tied teams.
        for (int rank : game.ranks) {
            std::vector<std::size_t> places;
            std::vector<int> tied;
            for (std::size_t q = 0; q < order.size(); ++q) {
                if (game.ranks[static_cast<std::size_t>(order[q])] == rank) {
                    places.push_back(q);
                    tied.push_back(order[q]);
                }
            }
            std::sort(tied.begin(), tied.end());
            for (std::size_t n = 0; n < places.size(); ++n)
                order[places[n]] = tied[n];
        }
        newIndexOfTeam.assign(static_cast<std::size_t>(teams), 0);
        Game shuffled;
        for (int q = 0; q < teams; ++q) {
            const int t = order[static_cast<std::size_t>(q)];
            newIndexOfTeam[static_cast<std::size_t>(t)] = q;
            shuffled.ranks.push_back(game.ranks[static_cast<std::size_t>(t)]);
            for (const Participant &p : game.players) {
                if (p.team == t) {
                    shuffled.players.push_back(p);
                    shuffled.players.back().team = q;
                }
            }
        }
        return shuffled;
    }

private:
    double uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(m_random); }
    int uniformInt(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(m_random); }

    std::mt19937_64 m_random;
};

/** Index of each player of `game` within `shuffled` (teams moved by newIndexOfTeam, players kept in
 *  order within their team). */
std::vector<std::size_t> playerMapping(const Game &game, const Game &shuffled, const std::vector<int> &newIndexOfTeam)
{
    std::vector<std::size_t> mapping(game.players.size());
    std::vector<std::size_t> seen(game.teamCount(), 0);
    for (std::size_t i = 0; i < game.players.size(); ++i) {
        const int target = newIndexOfTeam[static_cast<std::size_t>(game.players[i].team)];
        std::size_t n = 0;
        for (std::size_t j = 0; j < shuffled.players.size(); ++j) {
            if (shuffled.players[j].team == target && n++ == seen[static_cast<std::size_t>(game.players[i].team)]) {
                mapping[i] = j;
                break;
            }
        }
        ++seen[static_cast<std::size_t>(game.players[i].team)];
    }
    return mapping;
}

/** The game as text, for failure messages. */
QString describe(const Game &game)
{
    QString text = QStringLiteral("ranks");
    for (int r : game.ranks)
        text += QStringLiteral(" %1").arg(r);
    for (const Participant &p : game.players)
        text += QStringLiteral("; team %1 N(%2, %3) w %4 score %5 min %6%7")
                    .arg(p.team)
                    .arg(p.prior.mu, 0, 'g', 17)
                    .arg(p.prior.sigma, 0, 'g', 17)
                    .arg(p.weight, 0, 'g', 17)
                    .arg(p.score)
                    .arg(p.minutes, 0, 'g', 17)
                    .arg(p.rated ? QString() : QStringLiteral(" guest"));
    return text;
}

/** The rating system of the current data row (columns algorithm and variant). */
std::unique_ptr<RatingSystem> fetchedSystem()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, variant);
    ParamList params;
    if (!variant.isEmpty())
        params.emplace_back("variant", variant.toStdString());
    return makeRatingSystem(algorithm.toStdString(), params);
}

bool isDraw(const Game &game)
{
    return std::adjacent_find(game.ranks.begin(), game.ranks.end(), std::not_equal_to<>()) == game.ranks.end();
}

} // namespace

class TestRatingProperties : public QObject
{
    Q_OBJECT

private slots:
    void alwaysFinite_data();
    void alwaysFinite();
    void trueSkillSigmaNeverGrowsBeyondDynamics();
    void winnersNeverFall_data();
    void winnersNeverFall();
    void teamOrderDoesNotMatter_data();
    void teamOrderDoesNotMatter();
    void zoneStatsOffsetsBalanceAndAreCapped();
    void rateTwoGivesWhatRateGivesBitForBit_data();
    void rateTwoGivesWhatRateGivesBitForBit();
};

void TestRatingProperties::alwaysFinite_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("variant");
    QTest::newRow("trueskill") << QStringLiteral("trueskill") << QString();
    QTest::newRow("elo logistic") << QStringLiteral("elo") << QStringLiteral("logistic");
    QTest::newRow("elo gaussian") << QStringLiteral("elo") << QStringLiteral("gaussian");
    QTest::newRow("zonestats") << QStringLiteral("zonestats") << QString();
}

void TestRatingProperties::alwaysFinite()
{
    const auto system = fetchedSystem();
    GameFactory factory(1);
    std::vector<Rating> posterior;
    int rated = 0;
    for (int n = 0; n < kGames; ++n) {
        const Game game = factory.next();
        system->rate(game, posterior);
        QCOMPARE(posterior.size(), game.players.size());
        for (std::size_t i = 0; i < posterior.size(); ++i) {
            if (!std::isfinite(posterior[i].mu) || !std::isfinite(posterior[i].sigma) || posterior[i].sigma < 0)
                QFAIL(qPrintable(QStringLiteral("game %1, player %2: (%3, %4) from %5")
                                     .arg(n)
                                     .arg(i)
                                     .arg(posterior[i].mu)
                                     .arg(posterior[i].sigma)
                                     .arg(describe(game))));
        }
        if (game.teamCount() == 2) {
            const double p = system->winProbability(game);
            QVERIFY(p >= 0 && p <= 1);
        }
        ++rated;
    }
    QCOMPARE(rated, kGames);
}

void TestRatingProperties::trueSkillSigmaNeverGrowsBeyondDynamics()
{
    // A game only adds information: sigma' <= sqrt(sigma^2 + tau^2), for every player of every game.
    TrueSkillParams params;
    params.tau = 0.5;
    const TrueSkill system(params);
    GameFactory factory(2);
    std::vector<Rating> posterior;
    int shrank = 0;
    for (int n = 0; n < kGames; ++n) {
        const Game game = factory.next();
        system.rate(game, posterior);
        for (std::size_t i = 0; i < posterior.size(); ++i) {
            const double s = game.players[i].prior.sigma;
            const double bound = std::sqrt(s * s + params.tau * params.tau);
            QVERIFY2(
                posterior[i].sigma <= bound * (1 + 1e-12),
                qPrintable(
                    QStringLiteral("game %1 player %2: %3 > %4").arg(n).arg(i).arg(posterior[i].sigma).arg(bound)));
            shrank += posterior[i].sigma < bound * (1 - 1e-9);
        }
    }
    QVERIFY(shrank > kGames); // the games did carry information
}

void TestRatingProperties::winnersNeverFall_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::newRow("trueskill") << QStringLiteral("trueskill");
    QTest::newRow("elo") << QStringLiteral("elo");
}

void TestRatingProperties::winnersNeverFall()
{
    // In a two-team game the winners' mu never falls and the losers' never rises, however surprising
    // the result. (ZoneStats rates score per hour, not the result, so it is not held to this.)
    QFETCH(QString, algorithm);
    const auto system = makeRatingSystem(algorithm.toStdString());
    GameFactory factory(3);
    std::vector<Rating> posterior;
    int checked = 0;
    for (int n = 0; checked < kGames; ++n) {
        const Game game = factory.next();
        if (game.teamCount() != 2 || isDraw(game))
            continue;
        system->rate(game, posterior);
        const int winner = game.ranks[0] < game.ranks[1] ? 0 : 1;
        for (std::size_t i = 0; i < posterior.size(); ++i) {
            const double change = posterior[i].mu - game.players[i].prior.mu;
            if (game.players[i].team == winner)
                QVERIFY2(change >= 0, qPrintable(QStringLiteral("game %1: a winner fell by %2").arg(n).arg(change)));
            else
                QVERIFY2(change <= 0, qPrintable(QStringLiteral("game %1: a loser rose by %2").arg(n).arg(change)));
        }
        ++checked;
    }
}

void TestRatingProperties::teamOrderDoesNotMatter_data()
{
    alwaysFinite_data();
}

void TestRatingProperties::teamOrderDoesNotMatter()
{
    const auto system = fetchedSystem();
    GameFactory factory(4);
    std::vector<Rating> original, reordered;
    std::vector<int> newIndexOfTeam;
    for (int n = 0; n < kGames; ++n) {
        const Game game = factory.next();
        const Game shuffled = factory.shuffledTeams(game, newIndexOfTeam);
        system->rate(game, original);
        system->rate(shuffled, reordered);
        const std::vector<std::size_t> mapping = playerMapping(game, shuffled, newIndexOfTeam);
        for (std::size_t i = 0; i < original.size(); ++i) {
            const Rating &a = original[i];
            const Rating &b = reordered[mapping[i]];
            const double scale = std::max(1.0, std::abs(a.mu));
            if (std::abs(a.mu - b.mu) > 1e-9 * scale || std::abs(a.sigma - b.sigma) > 1e-9 * scale)
                QFAIL(qPrintable(QStringLiteral("game %1 player %2: (%3, %4) listed one way, (%5, %6) another")
                                     .arg(n)
                                     .arg(i)
                                     .arg(a.mu, 0, 'g', 15)
                                     .arg(a.sigma, 0, 'g', 15)
                                     .arg(b.mu, 0, 'g', 15)
                                     .arg(b.sigma, 0, 'g', 15)));
        }
    }
}

void TestRatingProperties::zoneStatsOffsetsBalanceAndAreCapped()
{
    // Equations 5-6: all offsets are scaled by one factor, so what some gain the others lose (they add up
    // to 0), and the participant with the largest change moves at most GAME_MULT points per minute of
    // their own time.
    const ZoneStats system;
    GameFactory factory(5);
    std::vector<double> offsets;
    int capped = 0;
    for (int n = 0; n < kGames; ++n) {
        const Game game = factory.next();
        system.offsets(game, offsets);
        QCOMPARE(offsets.size(), game.players.size());
        double sum = 0, magnitude = 0, largest = 0;
        std::size_t largestAt = 0;
        for (std::size_t i = 0; i < offsets.size(); ++i) {
            if (!game.players[i].rated)
                QCOMPARE(offsets[i], 0.0);
            sum += offsets[i];
            magnitude += std::abs(offsets[i]);
            if (std::abs(offsets[i]) > largest) {
                largest = std::abs(offsets[i]);
                largestAt = i;
            }
        }
        QVERIFY2(std::abs(sum) <= 1e-9 * std::max(1.0, magnitude),
                 qPrintable(QStringLiteral("game %1: sum %2").arg(n).arg(sum)));
        const double cap = system.params().gameMult * game.players[largestAt].minutes;
        QVERIFY2(largest <= cap * (1 + 1e-12),
                 qPrintable(QStringLiteral("game %1: %2 > %3").arg(n).arg(largest).arg(cap)));
        capped += largest >= cap * (1 - 1e-12);
    }
    QVERIFY(capped > 0); // the cap was reached in some games, so the check above had teeth
}

QTEST_GUILESS_MAIN(TestRatingProperties)
// Two games at once (RatingSystem::rateTwo, which TrueSkill runs side by side when both have three or more sides)
// give what rate() gives for each, bit for bit, for games of every shape; when either is refused, so is the pair.
void TestRatingProperties::rateTwoGivesWhatRateGivesBitForBit_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("param");
    QTest::addColumn<QString>("value");
    QTest::newRow("trueskill") << QStringLiteral("trueskill") << QString() << QString();
    QTest::newRow("trueskill, no draws") << QStringLiteral("trueskill") << QStringLiteral("draw_probability")
                                         << QStringLiteral("0");
    QTest::newRow("trueskill, partial play")
        << QStringLiteral("trueskill") << QStringLiteral("partial_play") << QStringLiteral("minutes");
    QTest::newRow("elo") << QStringLiteral("elo") << QString() << QString();
    QTest::newRow("zonestats") << QStringLiteral("zonestats") << QString() << QString();
}

void TestRatingProperties::rateTwoGivesWhatRateGivesBitForBit()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, param);
    QFETCH(QString, value);
    ParamList params;
    if (!param.isEmpty())
        params.emplace_back(param.toStdString(), value.toStdString());
    const auto system = makeRatingSystem(algorithm.toStdString(), params);
    GameFactory factory(11);
    std::vector<Rating> first, second, firstOfTwo, secondOfTwo;
    int chains = 0; // pairs of games of three or more sides each, rated
    int refused = 0;
    for (int n = 0; n < kGames; ++n) {
        const Game a = factory.next();
        const Game b = factory.next();
        bool rated = true;
        try {
            system->rate(a, first);
            system->rate(b, second);
        } catch (const RatingError &) {
            rated = false;
        }
        try {
            system->rateTwo(a, firstOfTwo, b, secondOfTwo);
        } catch (const RatingError &) {
            QVERIFY2(!rated, qPrintable(describe(a) + QStringLiteral(" | ") + describe(b)));
            ++refused;
            continue;
        }
        QVERIFY2(rated, qPrintable(describe(a) + QStringLiteral(" | ") + describe(b)));
        QCOMPARE(firstOfTwo.size(), first.size());
        QCOMPARE(secondOfTwo.size(), second.size());
        for (const auto &[one, two, game] :
             {std::tuple(&first, &firstOfTwo, &a), std::tuple(&second, &secondOfTwo, &b)}) {
            for (std::size_t i = 0; i < one->size(); ++i)
                QVERIFY2((*one)[i].mu == (*two)[i].mu && (*one)[i].sigma == (*two)[i].sigma,
                         qPrintable(QStringLiteral("player %1: (%2, %3) one by one, (%4, %5) two at once; %6")
                                        .arg(i)
                                        .arg((*one)[i].mu, 0, 'g', 17)
                                        .arg((*one)[i].sigma, 0, 'g', 17)
                                        .arg((*two)[i].mu, 0, 'g', 17)
                                        .arg((*two)[i].sigma, 0, 'g', 17)
                                        .arg(describe(*game))));
        }
        chains += a.teamCount() >= 3 && b.teamCount() >= 3;
    }
    // Both paths are taken: pairs of chains (TrueSkill's side by side) and, without draws (ties are common here, so
    // most pairs are refused), refusals.
    if (param == QLatin1String("draw_probability")) {
        QVERIFY2(refused > kGames / 2, qPrintable(QString::number(refused)));
        QVERIFY2(chains > 0, qPrintable(QString::number(chains)));
    } else {
        QVERIFY2(chains > kGames / 5, qPrintable(QString::number(chains)));
        QCOMPARE(refused, 0);
    }
}

#include "tst_ratingproperties.moc"
