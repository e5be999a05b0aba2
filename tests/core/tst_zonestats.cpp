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

} // namespace

class TestZoneStats : public QObject
{
    Q_OBJECT

private slots:
    void equalPlayersDecisiveResult();
    void favouriteLoses();
    void freeForAllScaledByTheLargestOffset();
    void teamGameIgnoresGuestsAndTeammates();
    void timeCappedByMaxGameLength();
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
    const auto after = ratingsAfter(g, system);
    QVERIFY(near(after[3], 460));
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

void TestZoneStats::tieOfEqualPlayersChangesNothing()
{
    // The seed's third assumption: equal players who tie keep their ratings. Every offset is 0, and
    // equations 5-6 must not divide by it.
    const auto after = ratingsAfter(game({{0, 500, 30, 20}, {1, 500, 30, 20}}));
    QCOMPARE(after[0], 500.0);
    QCOMPARE(after[1], 500.0);
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
    QCOMPARE(makeRatingSystem("zonestats", {{"start", "1000"}})->initialRating(), (Rating {1000, 0}));
}

QTEST_GUILESS_MAIN(TestZoneStats)
#include "tst_zonestats.moc"
