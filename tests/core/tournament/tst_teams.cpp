// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Balanced teams: optimal against every split on small rosters, constraints kept, and the steps of the split
// (the problem, its units and sizes, the exact searches and the local search) on hand-worked cases.
#include "errormessage.h"
#include "rating/ratingsystem.h"
#include "tournament/teams.h"
#include "tournament/teams_p.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>

using namespace podium;
using namespace podium::tournament;

namespace {

/** Players of the given strengths (as mu) scored by how even the teams' sums are, 1 / (1 + the gap between the
 *  strongest and the weakest team) as for systems without a match quality; calls counts the splits scored. */
detail::SplitProblem evenSums(const std::vector<double> &strength, int teams, const TeamConstraints &constraints,
                              int &calls)
{
    std::vector<rating::Rating> players;
    for (double s : strength)
        players.push_back({s, 1.0});
    return detail::makeSplitProblem(
        players, teams, constraints, [strength, teams, &calls](const std::vector<int> &teamOf) {
            ++calls;
            std::vector<double> sum(static_cast<std::size_t>(teams), 0.0);
            for (std::size_t i = 0; i < strength.size(); ++i)
                sum[static_cast<std::size_t>(teamOf[i])] += strength[i];
            return 1.0
                / (1.0 + (*std::max_element(sum.begin(), sum.end()) - *std::min_element(sum.begin(), sum.end())));
        });
}

} // namespace

class TestTeams : public QObject
{
    Q_OBJECT

private slots:
    void balancedTeamsAreOptimalOnSmallRosters();
    void teamConstraints();
    void splitProblemAdmits();
    void unitsAndCapacities();
    void gosperVisitsEveryCombination();
    void splitCounts();
    void exactTwoTeamsByHand();
    void exactSplitTriesEachSplitOnce();
    void localSearchEvensTheSums();
    void teamErrors();
};

void TestTeams::balancedTeamsAreOptimalOnSmallRosters()
{
    // Against every split, each scored with the rating system's own (general) quality.
    const auto system = rating::makeRatingSystem("trueskill");
    std::mt19937 random(3);
    for (int n : {4, 5, 8, 9, 10}) {
        std::vector<rating::Rating> players;
        for (int i = 0; i < n; ++i)
            players.push_back({std::uniform_real_distribution<double>(10, 40)(random),
                               std::uniform_real_distribution<double>(1, 8)(random)});
        const TeamSplit split = balanceTeams(players, 2, {}, *system);
        QVERIFY(split.exact);
        double best = 0;
        for (unsigned mask = 0; mask < (1u << n); ++mask) {
            if (std::abs(2 * __builtin_popcount(mask) - n) > 1)
                continue;
            rating::Game game;
            for (int i = 0; i < n; ++i)
                game.players.push_back(
                    {players[static_cast<std::size_t>(i)], (mask >> i) & 1 ? 0 : 1, 1.0, NAN, NAN, true});
            game.ranks = {1, 1};
            best = std::max(best, system->quality(game).value());
        }
        QVERIFY2(std::abs(split.quality - best) < 1e-12,
                 qPrintable(QStringLiteral("n=%1: %2 against %3").arg(n).arg(split.quality).arg(best)));
    }
    // Three teams from 7 and 9 players: every assignment of 3^n, sizes as even as possible.
    for (int n : {7, 9}) {
        std::vector<rating::Rating> players;
        for (int i = 0; i < n; ++i)
            players.push_back({std::uniform_real_distribution<double>(10, 40)(random),
                               std::uniform_real_distribution<double>(1, 8)(random)});
        const TeamSplit split = balanceTeams(players, 3, {}, *system);
        QVERIFY(split.exact);
        double best = 0;
        int all = 1;
        for (int i = 0; i < n; ++i)
            all *= 3;
        for (int code = 0; code < all; ++code) {
            rating::Game game;
            int sizes[3] = {0, 0, 0};
            for (int i = 0, c = code; i < n; ++i, c /= 3) {
                game.players.push_back({players[static_cast<std::size_t>(i)], c % 3, 1.0, NAN, NAN, true});
                ++sizes[c % 3];
            }
            if (*std::max_element(sizes, sizes + 3) - *std::min_element(sizes, sizes + 3) > 1)
                continue;
            game.ranks = {1, 1, 1};
            best = std::max(best, system->quality(game).value());
        }
        QVERIFY2(std::abs(split.quality - best) < 1e-12,
                 qPrintable(QStringLiteral("3 teams of n=%1: %2 against %3").arg(n).arg(split.quality).arg(best)));
    }
}

void TestTeams::teamConstraints()
{
    const auto system = rating::makeRatingSystem("trueskill");
    std::vector<rating::Rating> players;
    for (int i = 0; i < 12; ++i)
        players.push_back({40.0 - 2 * i, 3.0});
    TeamConstraints constraints;
    constraints.together = {{0, 1}}; // the two strongest insist on playing together
    constraints.apart = {{2, 3}, {4, 5}};
    for (int teams : {2, 3}) {
        const TeamSplit split = balanceTeams(players, teams, constraints, *system);
        QVERIFY(split.exact); // 12 players: every split is tried
        QCOMPARE(split.teamOf[0], split.teamOf[1]);
        QVERIFY(split.teamOf[2] != split.teamOf[3]);
        QVERIFY(split.teamOf[4] != split.teamOf[5]);
        std::vector<int> sizes(static_cast<std::size_t>(teams), 0);
        for (int t : split.teamOf)
            ++sizes[static_cast<std::size_t>(t)];
        for (int s : sizes)
            QCOMPARE(s, 12 / teams);
        QVERIFY(split.quality > 0.3);
    }
    // Larger rosters use the heuristic; 100 players in two teams still balance.
    std::vector<rating::Rating> many;
    for (int i = 0; i < 100; ++i)
        many.push_back({10.0 + 0.3 * i, 2.0});
    const TeamSplit big = balanceTeams(many, 2, {}, *system);
    QVERIFY(!big.exact);
    double difference = 0;
    for (int i = 0; i < 100; ++i)
        difference += big.teamOf[static_cast<std::size_t>(i)] == 0 ? many[static_cast<std::size_t>(i)].mu
                                                                   : -many[static_cast<std::size_t>(i)].mu;
    QVERIFY2(std::abs(difference) < 0.31, qPrintable(QString::number(difference)));
}

void TestTeams::splitProblemAdmits()
{
    // 0 and 1 together, 2 and 3 apart: admits checks both kinds of pair on a complete split.
    detail::SplitProblem problem;
    problem.constraints.together = {{0, 1}};
    problem.constraints.apart = {{2, 3}};
    QVERIFY(problem.admits({0, 0, 1, 0}));
    QVERIFY(problem.admits({1, 1, 0, 1}));
    QVERIFY(!problem.admits({0, 1, 1, 0})); // 0 and 1 split up
    QVERIFY(!problem.admits({0, 0, 1, 1})); // 2 and 3 together
    QVERIFY(!problem.admits({0, 1, 0, 0})); // both broken
    // consider() keeps the best admitted split only.
    problem.objective = [](const std::vector<int> &teamOf) { return double(teamOf[3]); };
    TeamSplit best;
    best.quality = -1.0;
    problem.consider({0, 0, 1, 1}, best); // not admitted, though it scores 1
    QVERIFY(best.teamOf.empty());
    problem.consider({1, 1, 1, 0}, best);
    QCOMPARE(best.quality, 0.0);
    problem.consider({0, 0, 0, 1}, best);
    QCOMPARE(best.teamOf, std::vector<int>({0, 0, 0, 1}));
    QCOMPARE(best.quality, 1.0);
}

void TestTeams::unitsAndCapacities()
{
    // 0-2 and 2-4 join 0, 2 and 4 (through 2); 5-1 joins 1 and 5; 3 is alone. Units in the order of their first
    // player, each in roster order.
    QCOMPARE(detail::groupUnits(6, {{0, 2}, {2, 4}, {5, 1}}), (std::vector<std::vector<int>> {{0, 2, 4}, {1, 5}, {3}}));
    QCOMPARE(detail::groupUnits(3, {}), (std::vector<std::vector<int>> {{0}, {1}, {2}}));
    QCOMPARE(detail::teamCapacities(7, 3), std::vector<int>({3, 2, 2}));
    QCOMPARE(detail::teamCapacities(8, 3), std::vector<int>({3, 3, 2}));
    QCOMPARE(detail::teamCapacities(12, 4), std::vector<int>({3, 3, 3, 3}));
    // The problem carries the units' summed strengths.
    int calls = 0;
    const detail::SplitProblem problem = evenSums({5, 1, 2, 7}, 2, {{{0, 3}}, {}}, calls);
    QCOMPARE(problem.units, (std::vector<std::vector<int>> {{0, 3}, {1}, {2}}));
    QCOMPARE(problem.unitStrength, std::vector<double>({12, 1, 2}));
    QCOMPARE(problem.players(), 4);
    QCOMPARE(problem.teams(), 2);
}

void TestTeams::gosperVisitsEveryCombination()
{
    // Three bits of five, in increasing order: the C(5, 3) = 10 combinations, then 0.
    const std::uint32_t all = 0b11111;
    std::vector<std::uint32_t> seen;
    for (std::uint32_t mask = 0b00111; mask != 0; mask = detail::nextCombination(mask, all))
        seen.push_back(mask);
    QCOMPARE(seen,
             (std::vector<std::uint32_t> {0b00111, 0b01011, 0b01101, 0b01110, 0b10011, 0b10101, 0b10110, 0b11001,
                                          0b11010, 0b11100}));
}

void TestTeams::splitCounts()
{
    // Teams of one size: n! / (size!^k k!). 6 in 3 teams: 720 / (8 * 6) = 15; 12 in 3 teams: 479001600 / (24^3 * 6)
    // = 5775; 22 in 2 teams: C(22, 11) / 2 = 352716.
    int calls = 0;
    QCOMPARE(detail::splitCount(evenSums(std::vector<double>(6, 1.0), 3, {}, calls)), 15.0);
    QCOMPARE(detail::splitCount(evenSums(std::vector<double>(12, 1.0), 3, {}, calls)), 5775.0);
    QCOMPARE(detail::splitCount(evenSums(std::vector<double>(22, 1.0), 2, {}, calls)), 352716.0);
    QCOMPARE(calls, 0);
}

void TestTeams::exactTwoTeamsByHand()
{
    // Strengths 1 2 3 4: the even split is {1, 4} against {2, 3}; player 0 stays in team 0, so the three splits
    // {0,1} {0,2} {0,3} are scored once each.
    int calls = 0;
    TeamSplit split = detail::exactTwoTeams(evenSums({1, 2, 3, 4}, 2, {}, calls));
    QCOMPARE(split.teamOf, std::vector<int>({0, 1, 1, 0}));
    QCOMPARE(split.quality, 1.0); // a gap of 0
    QVERIFY(split.exact);
    QCOMPARE(calls, 3);
    // 0 and 3 apart: {0,1} against {2,3} is 3 to 7, {0,2} against {1,3} 4 to 6, the better; {0,3} is not scored.
    calls = 0;
    split = detail::exactTwoTeams(evenSums({1, 2, 3, 4}, 2, {{}, {{0, 3}}}, calls));
    QCOMPARE(split.teamOf, std::vector<int>({0, 1, 0, 1}));
    QCOMPARE(split.quality, 1.0 / 3); // a gap of 2
    QCOMPARE(calls, 2);
    // An odd roster has no mirror images: team 0 takes three of five, C(5, 3) = 10 splits.
    calls = 0;
    split = detail::exactTwoTeams(evenSums({1, 2, 3, 4, 5}, 2, {}, calls));
    QCOMPARE(calls, 10);
    QCOMPARE(split.quality, 0.5); // 15 cannot split evenly: 8 against 7 at best
    // No admitted split: teamOf stays empty.
    calls = 0;
    split = detail::exactTwoTeams(evenSums({1, 2, 3}, 2, {{}, {{0, 1}, {1, 2}, {0, 2}}}, calls));
    QVERIFY(split.teamOf.empty());
    QCOMPARE(calls, 0);
}

void TestTeams::exactSplitTriesEachSplitOnce()
{
    // 6 players in 3 teams of 2: 15 splits, each scored once (teams named by their first player).
    int calls = 0;
    TeamSplit split = detail::exactSplit(evenSums({1, 2, 3, 4, 5, 6}, 3, {}, calls));
    QCOMPARE(calls, 15);
    QCOMPARE(split.quality, 1.0); // 1+6 = 2+5 = 3+4
    QCOMPARE(split.teamOf, std::vector<int>({0, 1, 2, 2, 1, 0}));
    QVERIFY(split.exact);
    // 7 players in teams of 3, 2 and 2: 7! / (3! 2! 2!) / 2! = 105 splits (the two teams of two are alike).
    calls = 0;
    split = detail::exactSplit(evenSums({1, 2, 3, 4, 5, 6, 7}, 3, {}, calls));
    QCOMPARE(calls, 105);
    QCOMPARE(split.quality, 0.5); // 28 in three: 10, 9, 9 at best
    // Together and apart hold: 0 with 1, 4 apart from 5.
    calls = 0;
    split = detail::exactSplit(evenSums({1, 2, 3, 4, 5, 6}, 3, {{{0, 1}}, {{4, 5}}}, calls));
    QCOMPARE(split.teamOf[0], split.teamOf[1]);
    QVERIFY(split.teamOf[4] != split.teamOf[5]);
    // {0,1} is one team (strength 3); 2 to 5 (strengths 3 to 6) pair up with 4 and 5 apart: {2,4} {3,5} (8 and 10)
    // or {2,5} {3,4} (9 and 9), the better: a gap of 9 - 3 = 6.
    QCOMPARE(calls, 2);
    QCOMPARE(split.teamOf, std::vector<int>({0, 0, 1, 2, 2, 1}));
    QCOMPARE(split.quality, 1.0 / 7);
}

void TestTeams::localSearchEvensTheSums()
{
    // Strengths 1 to 8 in two teams: 36 splits evenly (18 each, e.g. 8 + 7 + 2 + 1), and swaps find it.
    int calls = 0;
    const TeamSplit split = detail::localSearch(evenSums({1, 2, 3, 4, 5, 6, 7, 8}, 2, {}, calls));
    QVERIFY(!split.exact);
    QCOMPARE(split.quality, 1.0);
    QCOMPARE(std::count(split.teamOf.begin(), split.teamOf.end(), 0), 4);
    // Units move whole: 7 and 8 together (a unit of two) still reach 18 each (7 + 8 + 2 + 1).
    calls = 0;
    const TeamSplit together = detail::localSearch(evenSums({1, 2, 3, 4, 5, 6, 7, 8}, 2, {{{6, 7}}, {}}, calls));
    QCOMPARE(together.teamOf[6], together.teamOf[7]);
    QCOMPARE(together.quality, 1.0);
}

void TestTeams::teamErrors()
{
    const auto system = rating::makeRatingSystem("trueskill");
    const std::vector<rating::Rating> three(3, rating::Rating {25, 8});
    QCOMPARE(errorMessage([&] { balanceTeams(three, 4, {}, *system); }),
             QStringLiteral("more teams (4) than players (3)"));
    TeamConstraints triangle;
    triangle.apart = {{0, 1}, {1, 2}, {0, 2}};
    QCOMPARE(errorMessage([&] { balanceTeams(three, 2, triangle, *system); }),
             QStringLiteral("the 'keep together' and 'keep apart' pairs cannot all be met in two teams"));
    TeamConstraints both;
    both.together = {{0, 1}};
    both.apart = {{1, 0}};
    QCOMPARE(errorMessage([&] { balanceTeams(three, 2, both, *system); }),
             QStringLiteral("two players are to be kept both together and apart"));
    // Steps of the split: a unit larger than a team, a pair naming no one, one team.
    TeamConstraints trio;
    trio.together = {{0, 1}, {1, 2}};
    const std::vector<rating::Rating> four(4, rating::Rating {25, 8});
    QCOMPARE(errorMessage([&] { balanceTeams(four, 2, trio, *system); }),
             QStringLiteral("players kept together (3) do not fit in a team of 2"));
    QCOMPARE(errorMessage([&] {
                 detail::validate(4, 2, {{}, {{0, 4}}});
             }),
             QStringLiteral("a 'keep apart' pair names a player who is not on the roster"));
    QCOMPARE(errorMessage([&] {
                 detail::validate(4, 2, {{{2, 2}}, {}});
             }),
             QStringLiteral("a 'keep together' pair names a player who is not on the roster"));
    QCOMPARE(errorMessage([&] { detail::validate(4, 1, {}); }), QStringLiteral("a split needs at least two teams"));
}

QTEST_GUILESS_MAIN(TestTeams)
#include "tst_teams.moc"
