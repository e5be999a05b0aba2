// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "history/history.h"
#include "rating/glicko2.h"
#include "rating/ratingsystem.h"

#include <QTest>

#include <cmath>
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
    void teamsTakeEveryOpponentAsAResult();
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
    // Four newcomers, places 1, 2, 2, 4: each takes one result against every other player, in one update.
    const Glicko2 glicko;
    const Rating fresh = glicko.initialRating();
    QCOMPARE(fresh, (Rating {1500, 350, 0.06}));
    std::vector<Rating> posterior;
    glicko.rate(gameOf({{fresh, 0}, {fresh, 1}, {fresh, 2}, {fresh, 3}}, {1, 2, 2, 4}), posterior);
    QCOMPARE(posterior.size(), std::size_t {4});
    compare(posterior[0], {1799.6258037737358, 227.73540249000161, 0.060000515747756962}, "first");
    compare(posterior[1], {1500.0, 227.73539902903312, 0.059998082909014178}, "second");
    compare(posterior[2], {1500.0, 227.73539902903312, 0.059998082909014178}, "tied second");
    compare(posterior[3], {1200.3741962262642, 227.73540249000161, 0.060000515747756962}, "last");
}

void TestGlicko2::teamsTakeEveryOpponentAsAResult()
{
    // Ann and Bob beat Cid and Dee: each player rated against both players of the other side.
    const Glicko2 glicko;
    std::vector<Rating> posterior;
    glicko.rate(
        gameOf({{{1600, 80, 0.05}, 0}, {{1450, 120, 0.06}, 0}, {{1550, 60, 0.04}, 1}, {{1500, 250, 0.07}, 1}}, {1, 2}),
        posterior);
    compare(posterior[0], {1625.0457451413341, 77.359155098104235, 0.05000076628768969}, "Ann");
    compare(posterior[1], {1525.1742978139055, 110.88416382608048, 0.0600066553305377}, "Bob");
    compare(posterior[2], {1529.8960136606369, 58.877564780143496, 0.04000201768872326}, "Cid");
    compare(posterior[3], {1332.1904044453925, 181.74389172736131, 0.069999759842337409}, "Dee");
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
