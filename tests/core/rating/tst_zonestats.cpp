// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// ZoneStats worked by hand from the seed (zonestats-rating.txt): T = 120, GAME_MULT = 2,
// MAX_GAME_LENGTH = 20 minutes. Equation 1: predicted = 1 / (1 + exp((opp - me) / T)); equation 2:
// result = (1, 0.5 or 0 from the two SPH) - predicted; equation 3: result * GAME_MULT * min(20, my
// minutes, opp minutes); equation 4: sum over opponents; equations 5-6: scale = min(1, minutes * GAME_MULT
// / |largest offset|) with the minutes of the participant whose offset is largest.
#include "rating/ratingsystem.h"
#include "rating/zonestats.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace podium::rating;

namespace {

struct Player
{
    int team;
    double rating;
    double score;
    double minutes;
    bool rated = true;
};

Game game(std::initializer_list<Player> players)
{
    Game g;
    int teams = 0;
    for (const Player &p : players) {
        Participant participant;
        participant.prior = {p.rating, 0};
        participant.team = p.team;
        participant.score = p.score;
        participant.minutes = p.minutes;
        participant.rated = p.rated;
        g.players.push_back(participant);
        teams = std::max(teams, p.team + 1);
    }
    for (int t = 0; t < teams; ++t)
        g.ranks.push_back(t); // ZoneStats reads score per hour, not ranks
    return g;
}

std::vector<double> ratingsAfter(const Game &g, const ZoneStats &system = ZoneStats())
{
    std::vector<Rating> posterior;
    system.rate(g, posterior);
    std::vector<double> result;
    for (const Rating &r : posterior)
        result.push_back(r.mu);
    return result;
}

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-9;
}

/** Equation 4 gives each pairing to both players with opposite signs and equation 6 scales all offsets
 *  alike, so a game's offsets add up to 0. */
bool sumsToZero(const std::vector<double> &offsets)
{
    double sum = 0.0;
    for (const double o : offsets)
        sum += o;
    return std::abs(sum) < 1e-9;
}

std::vector<double> offsetsOf(const Game &g, const ZoneStats &system = ZoneStats())
{
    std::vector<double> result;
    system.offsets(g, result);
    return result;
}

} // namespace

class TestZoneStats : public QObject
{
    Q_OBJECT

private slots:
    void equalPlayersDecisiveResult();
    void favouriteLoses();
    void freeForAllOfThree();
    void freeForAllScaledByTheLargestOffset();
    void sharedLargestOffsetTakesTheSmallestScale();
    void twoAgainstTwo();
    void teamGameIgnoresGuestsAndTeammates();
    void timeCappedByMaxGameLength();
    void scaleUsesUncappedMinutes();
    void tieOfEqualPlayersChangesNothing();
    void ranksDoNotMatterOnlyScorePerHour();
    void winProbabilityIsEquationOne();
    void missingOrBadMinutesAndScoreAreErrors();
    void badParametersAreErrors();
};

void TestZoneStats::equalPlayersDecisiveResult()
{
    // A and B both new (500). A: 30 points in 20 min = 90 SPH; B: 20 in 20 = 60 SPH.
    // eq 1: 1 / (1 + exp(0)) = 0.5; eq 2: A's SPH is higher, 1 - 0.5 = 0.5; eq 3: 0.5 * 2 * 20 = 20.
    // eq 5: |20| with A's 20 minutes: scale = 20 * 2 / 20 = 2, capped to 1. A 520, B 480.
    const auto after = ratingsAfter(game({{0, 500, 30, 20}, {1, 500, 20, 20}}));
    QVERIFY(near(after[0], 520));
    QVERIFY(near(after[1], 480));
}

void TestZoneStats::favouriteLoses()
{
    // A 600: 10 points in 10 min = 60 SPH. B 500: 45 points in 30 min = 90 SPH.
    // eq 1 for A: 1 / (1 + exp((500 - 600) / 120)) = 1 / (1 + exp(-0.8333)) = 0.697059
    // eq 2: A's SPH is lower: 0 - 0.697059 = -0.697059; eq 3: time = min(20, 10, 30) = 10,
    // -0.697059 * 2 * 10 = -13.941186. A and B share |13.94|: scales 10*2/13.94 and 30*2/13.94, both > 1.
    const auto after = ratingsAfter(game({{0, 600, 10, 10}, {1, 500, 45, 30}}));
    QVERIFY(near(after[0], 600 - 13.941185679308148));
    QVERIFY(near(after[1], 500 + 13.941185679308148));
}

void TestZoneStats::freeForAllOfThree()
{
    // A 550: 30 points in 15 min = 120 SPH; B 500: 20 in 20 = 60 SPH; C 450: 10 in 4 = 150 SPH.
    // A vs B: eq 1 = 1 / (1 + exp(-50/120)) = 0.602685; A's SPH higher: (1 - 0.602685) * 2 * min(20, 15, 20)
    //         = 0.397315 * 30 = +11.919440 to A, -11.919440 to B
    // A vs C: eq 1 = 1 / (1 + exp(-100/120)) = 0.697059; A's SPH lower: (0 - 0.697059) * 2 * min(20, 15, 4)
    //         = -0.697059 * 8 = -5.576474 to A, +5.576474 to C
    // B vs C: eq 1 = 1 / (1 + exp(-50/120)) = 0.602685; B's SPH lower: -0.602685 * 8 = -4.821483 to B
    // eq 4: A = 11.919440 - 5.576474 = +6.342966; B = -11.919440 - 4.821483 = -16.740923;
    //       C = 5.576474 + 4.821483 = +10.397957.
    // eq 5: the largest is B's 16.74 with 20 minutes: 20 * 2 / 16.74 > 1, so scale = 1.
    const Game g = game({{0, 550, 30, 15}, {1, 500, 20, 20}, {2, 450, 10, 4}});
    const auto offsets = offsetsOf(g);
    QVERIFY(near(offsets[0], 6.3429655889219908));
    QVERIFY(near(offsets[1], -16.740922564473183));
    QVERIFY(near(offsets[2], 10.397956975551192));
    QVERIFY(sumsToZero(offsets));
    const auto after = ratingsAfter(g);
    QVERIFY(near(after[0], 556.3429655889219908));
    QVERIFY(near(after[1], 483.259077435526817));
    QVERIFY(near(after[2], 460.397956975551192));
}

void TestZoneStats::freeForAllScaledByTheLargestOffset()
{
    // Four new players in a free-for-all. A: 40 in 5 min (480 SPH), B: 60 in 20 (180), C: 40 in 20
    // (120), D: 20 in 20 (60). Equal ratings, so every pairing is 0.5 - ... = +-0.5 of 2 * time:
    //   A vs B, C, D: time = 5 each  -> A +5 +5 +5 = +15
    //   B: -5 (A), +20 (C), +20 (D) = +35;  C: -5, -20, +20 = -5;  D: -5, -20, -20 = -45.
    // eq 5: the largest |offset| is D's 45, D played 20 min: scale = 20 * 2 / 45 = 0.888889.
    // eq 6: A +13.333333, B +31.111111, C -4.444444, D -40 (D now moves exactly 2 points a minute).
    const ZoneStats system;
    const Game g = game({{0, 500, 40, 5}, {1, 500, 60, 20}, {2, 500, 40, 20}, {3, 500, 20, 20}});
    std::vector<double> offsets;
    system.offsets(g, offsets);
    QVERIFY(near(offsets[0], 15 * 40.0 / 45));
    QVERIFY(near(offsets[1], 35 * 40.0 / 45));
    QVERIFY(near(offsets[2], -5 * 40.0 / 45));
    QVERIFY(near(offsets[3], -40));
    QVERIFY(sumsToZero(offsets));
    const auto after = ratingsAfter(g, system);
    QVERIFY(near(after[3], 460));
}

void TestZoneStats::sharedLargestOffsetTakesTheSmallestScale()
{
    // Four new players, SPH A 400 > B 300 > C 200 > D 100; A, B, C played 2 minutes, D 5.
    // Equal ratings: every pairing is +-0.5 * 2 * min(20, both minutes) = +-2 (every pairing has a 2-minute
    // player in it). eq 4: A +2 +2 +2 = +6; B -2 +2 +2 = +2; C -2 -2 +2 = -2; D -2 -2 -2 = -6.
    // eq 5: A and D share the largest |offset|, 6. A's scale is 2 * 2 / 6 = 2/3, D's is 5 * 2 / 6 > 1.
    // The smaller applies, so A too moves at most 2 points a minute: A +4, B +4/3, C -4/3, D -4.
    const Game g = game({{0, 500, 400 * 2 / 60.0, 2},
                         {1, 500, 300 * 2 / 60.0, 2},
                         {2, 500, 200 * 2 / 60.0, 2},
                         {3, 500, 100 * 5 / 60.0, 5}});
    const auto offsets = offsetsOf(g);
    QVERIFY(near(offsets[0], 4));
    QVERIFY(near(offsets[1], 4.0 / 3));
    QVERIFY(near(offsets[2], -4.0 / 3));
    QVERIFY(near(offsets[3], -4));
    QVERIFY(sumsToZero(offsets));
}

void TestZoneStats::twoAgainstTwo()
{
    // Team 0: A 520 (30 points in 20 min = 90 SPH), B 480 (12 in 6 = 120 SPH);
    // team 1: C 500 (25 in 25 = 60 SPH), D 540 (10 in 20 = 30 SPH). Teammates never meet.
    // A vs C: eq 1 = 1 / (1 + exp(-20/120)) = 0.541570; A higher: 0.458430 * 2 * min(20, 20, 25) = +18.337181
    // A vs D: eq 1 = 1 / (1 + exp(20/120)) = 0.458430;  A higher: 0.541570 * 2 * 20 = +21.662819
    // B vs C: eq 1 = 1 / (1 + exp(20/120)) = 0.458430;  B higher: 0.541570 * 2 * min(20, 6, 25) = +6.498846
    // B vs D: eq 1 = 1 / (1 + exp(60/120)) = 0.377541;  B higher: 0.622459 * 2 * 6 = +7.469512
    // eq 4: A = 18.337181 + 21.662819 = +40 (C and D sit symmetrically around A's 520);
    //       B = 6.498846 + 7.469512 = +13.968358; C = -18.337181 - 6.498846 = -24.836027;
    //       D = -21.662819 - 7.469512 = -29.132331.
    // eq 5: A has the largest, 40, in 20 minutes: 20 * 2 / 40 = 1, exactly at the cap: nothing changes.
    // The ranks say team 1 won; ZoneStats does not read them.
    Game g = game({{0, 520, 30, 20}, {0, 480, 12, 6}, {1, 500, 25, 25}, {1, 540, 10, 20}});
    g.ranks = {1, 0};
    const auto offsets = offsetsOf(g);
    QVERIFY(near(offsets[0], 40));
    QVERIFY(near(offsets[1], 13.968357773023853));
    QVERIFY(near(offsets[2], -24.836026469929603));
    QVERIFY(near(offsets[3], -29.13233130309425));
    QVERIFY(sumsToZero(offsets));
}

void TestZoneStats::teamGameIgnoresGuestsAndTeammates()
{
    // Team 0: A 520 (40 in 20 min = 120 SPH) and a guest G; team 1: B 480 (20 in 20 = 60 SPH),
    // C 500 (50 in 25 = 120 SPH). Only rated players of opposing teams meet: A-B and A-C.
    // A vs B: eq 1 = 1 / (1 + exp(-40/120)) = 0.582570, A's SPH higher: 0.417430 * 2 * 20 = +16.697192
    // A vs C: eq 1 = 1 / (1 + exp(-20/120)) = 0.541570, equal SPH: (0.5 - 0.541570) * 2 * 20 = -1.662819
    // A: +15.034372, B: -16.697192, C: +1.662819; the guest keeps 400. Largest is B's 16.70 with 20
    // minutes: scale = 40 / 16.70 > 1, no scaling.
    const auto after
        = ratingsAfter(game({{0, 520, 40, 20}, {0, 400, 99, 20, false}, {1, 480, 20, 20}, {1, 500, 50, 25}}));
    QVERIFY(near(after[0], 520 + 15.034372412835413));
    QCOMPARE(after[1], 400.0);
    QVERIFY(near(after[2], 480 - 16.69719174150741));
    QVERIFY(near(after[3], 500 + 1.662819328671996));
    const auto offsets
        = offsetsOf(game({{0, 520, 40, 20}, {0, 400, 99, 20, false}, {1, 480, 20, 20}, {1, 500, 50, 25}}));
    QCOMPARE(offsets[1], 0.0);
    QVERIFY(sumsToZero(offsets));
}

void TestZoneStats::timeCappedByMaxGameLength()
{
    // 45 minutes each: eq 3 uses MAX_GAME_LENGTH, 0.5 * 2 * 20 = 20 (not 45); with max_game_length 30
    // it is 0.5 * 2 * 30 = 30.
    auto after = ratingsAfter(game({{0, 500, 30, 45}, {1, 500, 10, 45}}));
    QVERIFY(near(after[0], 520));
    ZoneStatsParams params;
    params.maxGameLength = 30;
    after = ratingsAfter(game({{0, 500, 30, 45}, {1, 500, 10, 45}}), ZoneStats(params));
    QVERIFY(near(after[0], 530));
}

void TestZoneStats::scaleUsesUncappedMinutes()
{
    // Four new players, 45 minutes each, SPH 400 > 300 > 200 > 100. Every pairing: 0.5 * 2 * min(20, 45, 45)
    // = 20. eq 4: +60, +20, -20, -60. eq 5 takes the largest player's own 45 minutes, not MAX_GAME_LENGTH:
    // 45 * 2 / 60 = 1.5 > 1, so nothing is scaled. (Capping time_in_game at 20 would have given 40 / 60.)
    const Game g = game({{0, 500, 300, 45}, {1, 500, 225, 45}, {2, 500, 150, 45}, {3, 500, 75, 45}});
    const auto offsets = offsetsOf(g);
    QVERIFY(near(offsets[0], 60));
    QVERIFY(near(offsets[1], 20));
    QVERIFY(near(offsets[2], -20));
    QVERIFY(near(offsets[3], -60));
}

void TestZoneStats::tieOfEqualPlayersChangesNothing()
{
    // The seed's third assumption: equal players who tie keep their ratings. Every offset is 0, and
    // equations 5-6 must not divide by it.
    const auto after = ratingsAfter(game({{0, 500, 30, 20}, {1, 500, 30, 20}}));
    QCOMPARE(after[0], 500.0);
    QCOMPARE(after[1], 500.0);
    // Three equal players with the same SPH (60) in different times: every result is 0.5 - 0.5 = 0.
    const auto offsets = offsetsOf(game({{0, 500, 20, 20}, {1, 500, 5, 5}, {2, 500, 60, 60}}));
    QCOMPARE(offsets, std::vector<double>({0.0, 0.0, 0.0}));
}

void TestZoneStats::ranksDoNotMatterOnlyScorePerHour()
{
    Game g = game({{0, 500, 30, 20}, {1, 500, 20, 20}});
    g.ranks = {1, 0}; // B "won" by placing, but A scored more per hour
    const auto after = ratingsAfter(g);
    QVERIFY(near(after[0], 520));
}

void TestZoneStats::winProbabilityIsEquationOne()
{
    // 600 against 500: 1 / (1 + exp(-100/120)) = 0.697059.
    const ZoneStats system;
    QVERIFY(near(system.winProbability(game({{0, 600, 0, 1}, {1, 500, 0, 1}})), 0.6970592839654074));
    // Teams at their rated players' mean: (700 + 500) / 2 = 600 against 500; the guest is ignored.
    QVERIFY(near(system.winProbability(game({{0, 700, 0, 1}, {0, 500, 0, 1}, {1, 500, 0, 1}, {1, 900, 0, 1, false}})),
                 0.6970592839654074));
    // Only two-team games, and each side needs a rated player.
    QVERIFY_THROWS_EXCEPTION(RatingError,
                             system.winProbability(game({{0, 500, 0, 1}, {1, 500, 0, 1}, {2, 500, 0, 1}})));
    QVERIFY_THROWS_EXCEPTION(RatingError, system.winProbability(game({{0, 500, 0, 1}, {1, 500, 0, 1, false}})));
}

void TestZoneStats::missingOrBadMinutesAndScoreAreErrors()
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const auto errorOf = [](const Game &g) -> std::pair<std::string, int> {
        std::vector<Rating> posterior;
        try {
            ZoneStats().rate(g, posterior);
        } catch (const RatingError &error) {
            return {error.path(), error.participant};
        }
        return {"no error", -1};
    };
    QCOMPARE(errorOf(game({{0, 500, 30, 20}, {1, 500, 20, 0}})), std::make_pair(std::string("teams[1][0].minutes"), 1));
    QCOMPARE(errorOf(game({{0, 500, 30, 20}, {1, 500, 20, 20}, {1, 500, 20, nan}})),
             std::make_pair(std::string("teams[1][1].minutes"), 2));
    QCOMPARE(errorOf(game({{0, 500, 30, -5}, {1, 500, 20, 20}})),
             std::make_pair(std::string("teams[0][0].minutes"), 0));
    QCOMPARE(errorOf(game({{0, 500, nan, 20}, {1, 500, 20, 20}})), std::make_pair(std::string("teams[0][0].score"), 0));
    QCOMPARE(errorOf(game({{0, 500, 30, 20}, {1, 500, std::numeric_limits<double>::infinity(), 20}})),
             std::make_pair(std::string("teams[1][0].score"), 1));
    // A guest needs neither.
    QCOMPARE(errorOf(game({{0, 500, 30, 20}, {1, 500, 20, 20}, {1, 500, nan, nan, false}})),
             std::make_pair(std::string("no error"), -1));
}

void TestZoneStats::badParametersAreErrors()
{
    const auto pathOf = [](const ParamList &params) -> std::string {
        try {
            makeRatingSystem("zonestats", params);
        } catch (const RatingError &error) {
            return error.path();
        }
        return {};
    };
    QCOMPARE(pathOf({{"t", "0"}}), std::string("param t"));
    QCOMPARE(pathOf({{"game_mult", "-2"}}), std::string("param game_mult"));
    QCOMPARE(pathOf({{"max_game_length", "x"}}), std::string("param max_game_length"));
    QCOMPARE(pathOf({{"k", "1"}}), std::string("param k"));
    QCOMPARE(pathOf({{"max_game_length", "0"}}), std::string("param max_game_length"));
    QCOMPARE(pathOf({{"start", "nan"}}), std::string("param start"));
    // A custom T and GAME_MULT: 600 vs 500 at T = 100 predicts 1 / (1 + exp(-1)) = 0.731059; the
    // favourite wins on SPH: (1 - 0.731059) * 3 * min(20, 10, 10) = +8.068243.
    const auto custom = makeRatingSystem("zonestats", {{"t", "100"}, {"game_mult", "3"}});
    std::vector<Rating> posterior;
    custom->rate(game({{0, 600, 20, 10}, {1, 500, 10, 10}}), posterior);
    QVERIFY(near(posterior[0].mu, 600 + 30 * (1 - 1 / (1 + std::exp(-1.0)))));
    QCOMPARE(makeRatingSystem("zonestats", {{"start", "1000"}})->initialRating(), (Rating {1000, 0}));
}

QTEST_GUILESS_MAIN(TestZoneStats)
#include "tst_zonestats.moc"
