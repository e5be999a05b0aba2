// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "history/history.h"
#include "rating/glicko2.h"
#include "rating/ratingsystem.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>
#include <tuple>

using namespace podium::rating;
using podium::history::Entry;
using podium::history::GameKind;
using podium::history::History;
using podium::history::HistoryGame;

namespace {

/** The values of tests/data/glicko2-reference.py: Glickman's steps in 50-digit arithmetic, the volatility found
 *  by bisection to 1e-40. */
struct Expected
{
    double rating, rd, volatility;
};

void compare(const Rating &actual, const Expected &expected, const char *who)
{
    const QByteArray what = QByteArray(who) + ": " + QByteArray::number(actual.mu, 'g', 17) + " / "
        + QByteArray::number(actual.sigma, 'g', 17) + " / " + QByteArray::number(actual.volatility, 'g', 17);
    QVERIFY2(std::abs(actual.mu - expected.rating) < 1e-6, what.constData());
    QVERIFY2(std::abs(actual.sigma - expected.rd) < 1e-6, what.constData());
    QVERIFY2(std::abs(actual.volatility - expected.volatility) < 1e-9, what.constData());
}

/** A game of newcomers or of the given ratings, one side per entry of ranks. */
Game gameOf(const std::vector<std::pair<Rating, int>> &players, std::vector<int> ranks)
{
    Game game;
    for (const auto &[rating, team] : players) {
        Participant p;
        p.prior = rating;
        p.team = team;
        game.players.push_back(p);
    }
    game.ranks = std::move(ranks);
    return game;
}

void addGame(History &h, const std::string &date, const std::vector<std::tuple<int, int, int>> &rows)
{
    HistoryGame g;
    g.id = std::to_string(h.games.size() + 1);
    g.date = date;
    g.kind = GameKind::HeadToHead;
    g.firstEntry = h.entries.size();
    for (const auto &[player, team, rank] : rows) {
        Entry e;
        e.player = player;
        e.team = team;
        e.rank = rank;
        h.entries.push_back(e);
    }
    g.entryCount = rows.size();
    h.games.push_back(g);
}

const Rating *ratingOf(const std::vector<podium::history::Standing> &standings, int player)
{
    for (const auto &s : standings) {
        if (s.player == player)
            return &s.rating;
    }
    return nullptr;
}

} // namespace

class TestGlicko2 : public QObject
{
    Q_OBJECT

private slots:
    void glickmansExample();
    void freeForAllWithATie();
    void teamsPlayTheOtherTeamsComposite();
    void bigTeamGameIsLinearAndEqualsTheDuel();
    void racesOfTwentyStayBounded();
    void weeklyPeriodsGrowTheRdOfThoseWhoSitOut();
    void periodGameLeavesOthersAlone();
    void periodNumbers();
    void rdNeverPassesTheStartAndNothingIsNaN();
    void symmetricGamesGiveSymmetricResults();
    void winProbabilityIsGlickmansExpectedScore();
    void conservativeRatingAndParameters();
    void badGamesAreErrors();
};

void TestGlicko2::glickmansExample()
{
    // "Example of the Glicko-2 system": the paper prints 1464.06 / 151.52 / 0.05999 from rounded steps; carried
    // out without rounding, 1464.0507 / 151.5165 / 0.059996 (the issue), and in 50 digits the reference's values.
    const Glicko2 glicko;
    const std::vector<PeriodResult> results {
        {{1400, 30, 0.06}, 1.0}, {{1550, 100, 0.06}, 0.0}, {{1700, 300, 0.06}, 0.0}};
    const Rating after = glicko.ratePeriod({1500, 200, 0.06}, results);
    compare(after, {1464.0506705390893, 151.51652412430432, 0.059995984400677836}, "example");
    QCOMPARE(std::round(after.mu * 100) / 100, 1464.05);
    QCOMPARE(std::round(after.sigma * 100) / 100, 151.52);
}

void TestGlicko2::freeForAllWithATie()
{
    // Four newcomers, places 1, 2, 2, 4: each takes one result against every other player, in one update, each
    // weighted 1/3, so that the game is one game's evidence: the winner's 1662.3109 / 290.3190 are a newcomer's after
    // one win against a newcomer (lichess's "default, white wins" in the ratings review), as a duel gives below.
    const Glicko2 glicko;
    const Rating fresh = glicko.initialRating();
    QCOMPARE(fresh, (Rating {1500, 350, 0.06}));
    std::vector<Rating> posterior;
    glicko.rate(gameOf({{fresh, 0}, {fresh, 1}, {fresh, 2}, {fresh, 3}}, {1, 2, 2, 4}), posterior);
    QCOMPARE(posterior.size(), std::size_t {4});
    compare(posterior[0], {1662.3108939063003, 290.31896371798264, 0.059999675373087164}, "first");
    compare(posterior[1], {1500.0, 290.31896161386521, 0.059998961450797928}, "second");
    compare(posterior[2], {1500.0, 290.31896161386521, 0.059998961450797928}, "tied second");
    compare(posterior[3], {1337.6891060936997, 290.31896371798264, 0.059999675373087164}, "last");
    std::vector<Rating> duel;
    glicko.rate(gameOf({{fresh, 0}, {fresh, 1}}, {1, 2}), duel);
    QVERIFY(std::abs(duel[0].mu - posterior[0].mu) < 1e-9);
}

void TestGlicko2::teamsPlayTheOtherTeamsComposite()
{
    // Ann and Bob beat Cid and Dee: each player takes one result, against the other team's composite (Williams
    // 2013): its mean rating and mean RD, Ann and Bob 1525/100, Cid and Dee 1525/155.
    const Glicko2 glicko;
    std::vector<Rating> posterior;
    const Rating ann {1600, 80, 0.05}, bob {1450, 120, 0.06}, cid {1550, 60, 0.04}, dee {1500, 250, 0.07};
    glicko.rate(gameOf({{ann, 0}, {bob, 0}, {cid, 1}, {dee, 1}}, {1, 2}), posterior);
    compare(posterior[0], {1612.9840838421595, 78.846413617217308, 0.049999493414884918}, "Ann");
    compare(posterior[1], {1490.8325785086178, 115.20124220217899, 0.060000832212911393}, "Bob");
    compare(posterior[2], {1539.5904722569514, 59.592230326195229, 0.040000102549671965}, "Cid");
    compare(posterior[3], {1391.0368218861621, 206.49042185909974, 0.069998658865785235}, "Dee");
    // Three sides: Ann alone first, Bob and Cid second, Dee last; every result weighted 1/2.
    glicko.rate(gameOf({{ann, 0}, {bob, 1}, {cid, 1}, {dee, 2}}, {1, 2, 3}), posterior);
    compare(posterior[0], {1611.7688575614326, 78.958989923684856, 0.049999424175504771}, "three: Ann");
    compare(posterior[1], {1455.4996655150283, 115.68887498688883, 0.05999788195494141}, "three: Bob");
    compare(posterior[3], {1397.4456602511323, 206.74502678424807, 0.06999845278206726}, "three: Dee");
}

void TestGlicko2::bigTeamGameIsLinearAndEqualsTheDuel()
{
    // M8: two teams of 5,000 newcomers. Each player's composite opponent is a newcomer, so every winner ends where
    // the winner of a duel of newcomers does; pairwise this was 50 million results (8 s, 1.6 GB with weekly periods).
    const Glicko2 glicko;
    const Rating fresh = glicko.initialRating();
    std::vector<Rating> duel;
    glicko.rate(gameOf({{fresh, 0}, {fresh, 1}}, {1, 2}), duel);
    std::vector<std::pair<Rating, int>> players;
    for (int i = 0; i < 10000; ++i)
        players.emplace_back(fresh, i % 2);
    std::vector<Rating> posterior;
    glicko.rate(gameOf(players, {1, 2}), posterior);
    for (std::size_t i = 0; i < posterior.size(); ++i)
        QVERIFY(posterior[i] == duel[i % 2]);
    // A weekly period rates the game from the same results as rate().
    History h;
    std::vector<std::tuple<int, int, int>> rows;
    for (int i = 0; i < 10000; ++i) {
        h.players.push_back(std::to_string(i));
        rows.emplace_back(i, i % 2, 1 + i % 2);
    }
    addGame(h, "2026-03-02", rows);
    const auto weekly = makeRatingSystem("glicko2", {{"period", "week"}});
    const auto standings = podium::history::replay(h, *weekly);
    QCOMPARE(*ratingOf(standings, 0), duel[0]);
    QCOMPARE(*ratingOf(standings, 9999), duel[1]);
}

void TestGlicko2::racesOfTwentyStayBounded()
{
    // Issue 25 section 3: 20-driver races counted each race as 19 games, and ratings ran to +-12,000 with the RD at
    // its cap. 400 seeded races of 20 among 60 players of hidden skill (a normal spread, 200 points), rated game by
    // game and in weekly periods: every rating within 1,500 of the start, every volatility near its start.
    std::mt19937 random(25);
    std::normal_distribution<double> spread(0.0, 200.0);
    std::vector<double> skill(60);
    for (double &s : skill)
        s = spread(random);
    History h;
    for (int p = 0; p < 60; ++p)
        h.players.push_back(std::to_string(p));
    std::vector<int> field(60);
    std::iota(field.begin(), field.end(), 0);
    for (int race = 0; race < 400; ++race) {
        std::shuffle(field.begin(), field.end(), random);
        std::vector<std::pair<double, int>> run;
        for (int k = 0; k < 20; ++k)
            run.emplace_back(skill[static_cast<std::size_t>(field[static_cast<std::size_t>(k)])] + spread(random),
                             field[static_cast<std::size_t>(k)]);
        std::sort(run.rbegin(), run.rend());
        std::vector<std::tuple<int, int, int>> rows;
        for (int place = 0; place < 20; ++place)
            rows.emplace_back(run[static_cast<std::size_t>(place)].second, place, place + 1);
        char date[32];
        std::snprintf(date, sizeof date, "%04d-%02d-%02d", 2020 + race / 100, 1 + race / 8 % 12, 1 + race % 8 * 3);
        addGame(h, date, rows);
    }
    for (const char *period : {"game", "week"}) {
        const auto system = makeRatingSystem("glicko2", {{"period", period}});
        double largest = 0.0, highestVolatility = 0.0;
        podium::history::replay(h, *system, [&](std::size_t, const std::vector<Rating> &after) {
            for (const Rating &r : after) {
                largest = std::max(largest, std::abs(r.mu - 1500));
                highestVolatility = std::max(highestVolatility, r.volatility);
            }
        });
        const QByteArray what
            = QByteArray(period) + ": " + QByteArray::number(largest) + ", " + QByteArray::number(highestVolatility);
        QVERIFY2(largest <= 1500, what.constData());
        QVERIFY2(highestVolatility < 0.07, what.constData());
    }
}

void TestGlicko2::weeklyPeriodsGrowTheRdOfThoseWhoSitOut()
{
    // Week of Monday 2 November 2026: Ann beats Bob, Ann draws with Cid (on the Sunday, still that week), Bob beats
    // Cid. The next week no one plays. The week after, Cid beats Ann. Bob's RD grows through the two weeks he sat
    // out, up to the last period of the history.
    History h;
    h.players = {"Ann", "Bob", "Cid"};
    addGame(h, "2026-11-02T19:00:00", {{0, 0, 1}, {1, 1, 2}});
    addGame(h, "2026-11-08T21:00:00", {{0, 0, 1}, {2, 1, 1}});
    addGame(h, "2026-11-04T20:00:00", {{1, 0, 1}, {2, 1, 2}});
    addGame(h, "2026-11-16T19:00:00", {{2, 0, 1}, {0, 1, 2}});
    const auto system = makeRatingSystem("glicko2", {{"period", "week"}});
    std::vector<std::pair<std::size_t, double>> seen;
    const auto standings = podium::history::replay(
        h, *system, [&](std::size_t g, const std::vector<Rating> &after) { seen.emplace_back(g, after[0].mu); });
    QCOMPARE(standings.size(), std::size_t {3});
    compare(*ratingOf(standings, 0), {1448.6846185092369, 227.79610174386045, 0.060000605867092571}, "Ann");
    compare(*ratingOf(standings, 1), {1500.0, 253.8329374415042, 0.059998417566679612}, "Bob");
    compare(*ratingOf(standings, 2), {1551.3153814907631, 227.79610174386045, 0.060000605867092571}, "Cid");
    // The observer hears of every game, in date order, once its period is rated: the first week's games all show
    // the week's outcome for their first player (Ann's after the week, then Ann's again, then Bob's).
    QCOMPARE(seen.size(), std::size_t {4});
    QCOMPARE(seen[0].first, std::size_t {0});
    QCOMPARE(seen[1].first, std::size_t {2});
    QCOMPARE(seen[2].first, std::size_t {1});
    QCOMPARE(seen[3].first, std::size_t {3});
    QCOMPARE(seen[0].second, seen[2].second);
    QCOMPARE(seen[1].second, 1500.0); // Bob: a win and a loss against equals
}

void TestGlicko2::periodGameLeavesOthersAlone()
{
    // period=game: a game is a period for its players only. Cid, who plays once at the start, keeps his RD while
    // Ann and Bob play a hundred games.
    History h;
    h.players = {"Ann", "Bob", "Cid"};
    addGame(h, "2026-01-01T10:00:00", {{2, 0, 1}, {0, 1, 2}});
    for (int i = 0; i < 100; ++i)
        addGame(h, "2026-02-01T10:00:00", {{0, 0, i % 3 == 0 ? 1 : 2}, {1, 1, i % 3 == 0 ? 2 : 1}});
    const Glicko2 glicko;
    const auto standings = podium::history::replay(h, glicko);
    std::vector<Rating> first;
    glicko.rate(gameOf({{glicko.initialRating(), 0}, {glicko.initialRating(), 1}}, {1, 2}), first);
    QCOMPARE(*ratingOf(standings, 2), first[0]);
    QVERIFY(ratingOf(standings, 0)->sigma < first[1].sigma / 2);
}

void TestGlicko2::periodNumbers()
{
    using podium::history::periodIndex;
    // Sunday 8 and Monday 9 November 2026 are in two weeks; Monday 2 and Sunday 8 in one.
    QCOMPARE(periodIndex("2026-11-08", RatingPeriod::Week), periodIndex("2026-11-02T00:00:00", RatingPeriod::Week));
    QCOMPARE(periodIndex("2026-11-09", RatingPeriod::Week), periodIndex("2026-11-08", RatingPeriod::Week) + 1);
    // Before 1970 the weeks still start on Mondays: Monday 29 December 1969 and Sunday 4 January 1970 share one.
    QCOMPARE(periodIndex("1969-12-29", RatingPeriod::Week), periodIndex("1970-01-04", RatingPeriod::Week));
    QCOMPARE(periodIndex("1969-12-28", RatingPeriod::Week) + 1, periodIndex("1969-12-29", RatingPeriod::Week));
    QCOMPARE(periodIndex("2024-03-01", RatingPeriod::Day) - periodIndex("2024-02-28", RatingPeriod::Day), 2L);
    QCOMPARE(periodIndex("2026-01-31", RatingPeriod::Month) + 1, periodIndex("2026-02-01", RatingPeriod::Month));
    QCOMPARE(periodIndex("2026-12-31", RatingPeriod::Month) + 1, periodIndex("2027-01-01", RatingPeriod::Month));
    QVERIFY_THROWS_EXCEPTION(RatingError, periodIndex("2026-02-30", RatingPeriod::Day));
    QVERIFY_THROWS_EXCEPTION(RatingError, periodIndex("soon", RatingPeriod::Week));
}

void TestGlicko2::rdNeverPassesTheStartAndNothingIsNaN()
{
    // Random free-for-alls and duels among 30 players with every period length, some players gone for months:
    // every rating finite, every RD from 0 to the starting 350, every volatility above 0.
    std::mt19937 random(2026);
    for (const char *period : {"game", "day", "week", "month"}) {
        History h;
        for (int p = 0; p < 30; ++p)
            h.players.push_back(std::to_string(p)); // "P" + a number trips GCC 12's -Wrestrict at -O3
        for (int g = 0; g < 600; ++g) {
            const int size = 2 + static_cast<int>(random() % 6);
            std::vector<std::tuple<int, int, int>> rows;
            std::vector<int> chosen;
            while (static_cast<int>(chosen.size()) < size) {
                const int p = static_cast<int>(random() % (g < 300 ? 30 : 10)); // 20 players leave halfway
                if (std::find(chosen.begin(), chosen.end(), p) == chosen.end())
                    chosen.push_back(p);
            }
            for (int i = 0; i < size; ++i)
                rows.emplace_back(chosen[static_cast<std::size_t>(i)], i, 1 + static_cast<int>(random() % size));
            const int day = g / 2;
            char date[32];
            std::snprintf(date, sizeof date, "%04d-%02d-%02dT12:00:00", 2020 + day / 336, 1 + day / 28 % 12,
                          1 + day % 28);
            addGame(h, date, rows);
        }
        const auto system = makeRatingSystem("glicko2", {{"period", period}});
        const auto standings = podium::history::replay(h, *system, [&](std::size_t, const std::vector<Rating> &after) {
            for (const Rating &r : after)
                QVERIFY(std::isfinite(r.mu) && r.sigma > 0 && r.sigma <= 350.0 && r.volatility > 0);
        });
        QCOMPARE(standings.size(), std::size_t {30});
        for (const auto &s : standings) {
            QVERIFY2(std::isfinite(s.rating.mu) && s.rating.sigma > 0 && s.rating.sigma <= 350.0, period);
            QVERIFY(std::isfinite(s.value));
        }
        // Those who left halfway have sat out periods: their RD has grown back, but never past the start.
        if (std::string(period) != "game")
            QVERIFY(ratingOf(standings, 25)->sigma > ratingOf(standings, 5)->sigma);
    }
}

void TestGlicko2::symmetricGamesGiveSymmetricResults()
{
    const Glicko2 glicko;
    std::vector<Rating> posterior;
    const Rating a {1620, 90, 0.055};
    glicko.rate(gameOf({{a, 0}, {a, 1}}, {1, 2}), posterior);
    QCOMPARE(posterior[0].mu - 1620, 1620 - posterior[1].mu);
    QCOMPARE(posterior[0].sigma, posterior[1].sigma);
    QCOMPARE(posterior[0].volatility, posterior[1].volatility);
    // A draw between equals moves no rating, and it narrows both RDs alike.
    glicko.rate(gameOf({{a, 0}, {a, 1}}, {1, 1}), posterior);
    QCOMPARE(posterior[0].mu, 1620.0);
    QCOMPARE(posterior[1].mu, 1620.0);
    QVERIFY(posterior[0].sigma < 90);
    QCOMPARE(posterior[0].sigma, posterior[1].sigma);
}

void TestGlicko2::winProbabilityIsGlickmansExpectedScore()
{
    const Glicko2 glicko;
    // 1 / (1 + exp(-g(phi) (mu0 - mu1))) on the Glicko-2 scale: 200 points apart with no RD, 0.759746917891271;
    // with RDs 100 and 300, g(sqrt(100^2 + 300^2) / 173.7178), 0.6926669479978215 (Python's math module).
    QCOMPARE(glicko.winProbability(gameOf({{{1700, 0, 0.06}, 0}, {{1500, 0, 0.06}, 1}}, {1, 2})), 0.759746917891271);
    const double p = glicko.winProbability(gameOf({{{1700, 100, 0.06}, 0}, {{1500, 300, 0.06}, 1}}, {1, 2}));
    QVERIFY(std::abs(p - 0.6926669479978215) < 1e-12);
    QCOMPARE(glicko.winProbability(gameOf({{{1500, 80, 0.06}, 0}, {{1500, 300, 0.06}, 1}}, {1, 2})), 0.5);
    // Teams are their composites, as in the update: 1650/50 and 1750/150 against 1450/200 and 1550/400 (read as
    // 350) is 1700/100 against 1500/275, g(sqrt(100^2 + 275^2) / 173.7178): 0.69922569528 (Python's math module).
    const double teams = glicko.winProbability(gameOf(
        {{{1650, 50, 0.06}, 0}, {{1750, 150, 0.06}, 0}, {{1450, 200, 0.06}, 1}, {{1550, 400, 0.06}, 1}}, {1, 2}));
    QVERIFY2(std::abs(teams - 0.6992256952751817) < 1e-12, QByteArray::number(teams, 'g', 17).constData());
}

void TestGlicko2::conservativeRatingAndParameters()
{
    const auto system = makeRatingSystem("glicko2", {{"start", "1200"}, {"rd", "300"}, {"tau", "0.3"}});
    QCOMPARE(system->name(), std::string_view("glicko2"));
    QCOMPARE(system->initialRating(), (Rating {1200, 300, 0.06}));
    QCOMPARE(system->leaderboardValue({1800, 60, 0.06}), 1680.0);
    QVERIFY(system->hasUncertainty());
    QCOMPARE(system->period(), RatingPeriod::Game);
    QCOMPARE(makeRatingSystem("glicko2", {{"period", "month"}})->period(), RatingPeriod::Month);
    QVERIFY_THROWS_EXCEPTION(RatingError, makeRatingSystem("glicko2", {{"period", "year"}}));
    QVERIFY_THROWS_EXCEPTION(RatingError, makeRatingSystem("glicko2", {{"tau", "0"}}));
    QVERIFY_THROWS_EXCEPTION(RatingError, makeRatingSystem("glicko2", {{"rd", "0"}}));
    QVERIFY_THROWS_EXCEPTION(RatingError, makeRatingSystem("glicko2", {{"volatility", "2"}}));
    QVERIFY_THROWS_EXCEPTION(RatingError, makeRatingSystem("glicko2", {{"k", "3"}}));
    const auto names = ratingSystemNames();
    QVERIFY(std::find(names.begin(), names.end(), "glicko2") != names.end());
    // A volatility of 0 in a prior is "not given": the starting volatility.
    std::vector<Rating> given, missing;
    const Glicko2 glicko;
    glicko.rate(gameOf({{{1500, 200, 0.06}, 0}, {{1400, 30, 0.06}, 1}}, {1, 2}), given);
    glicko.rate(gameOf({{{1500, 200, 0}, 0}, {{1400, 30, 0}, 1}}, {1, 2}), missing);
    QCOMPARE(missing, given);
}

void TestGlicko2::badGamesAreErrors()
{
    const Glicko2 glicko;
    std::vector<Rating> posterior;
    try {
        glicko.rate(gameOf({{{1500, 200, 0.06}, 0}}, {1}), posterior);
        QFAIL("a game of one side was rated");
    } catch (const RatingError &error) {
        QCOMPARE(error.path(), std::string("teams"));
    }
    try {
        glicko.rate(gameOf({{{1500, 200, 0.06}, 0}, {{1500, 200, -1}, 1}}, {1, 2}), posterior);
        QFAIL("a negative volatility was rated");
    } catch (const RatingError &error) {
        QCOMPARE(error.path(), std::string("teams[1][0].volatility"));
        QCOMPARE(error.participant, 1);
    }
    QVERIFY_THROWS_EXCEPTION(RatingError,
                             glicko.check(gameOf({{{1500, 200, 0.06}, 0}, {{1500, -5, 0.06}, 1}}, {1, 2})));
}

QTEST_GUILESS_MAIN(TestGlicko2)
#include "tst_glicko2.moc"
