// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The backtest's metrics (the README's "Which rating fits this club?"), each on a small history whose values are
// worked out by hand in the comments, with a transparent rating system; then the real systems' own parts (TrueSkill's
// match quality and partial play, Glicko-2's rating periods), the sweeps, the runs on every core, and a property
// test on a synthetic history drawn from hidden skills.
#include "club/backtests.h"
#include "history/backtest.h"
#include "history/synthetic.h"
#include "io/interchangecsv.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace podium;
using namespace podium::history;

namespace {

/**
 * Each participant gains (sides it beat) minus (sides that beat it); the first side of a two-sided game wins with
 * probability 1 / (1 + e^-(mu0 - mu1)) (team means); match quality, when asked for, is the number of players.
 */
class CountingSystem final : public rating::RatingSystem
{
public:
    explicit CountingSystem(bool quality = false)
        : m_quality(quality)
    { }
    std::string_view name() const override { return "counting"; }
    rating::Rating initialRating() const override { return {0.0, 0.0}; }
    void rate(const rating::Game &game, std::vector<rating::Rating> &posterior) const override
    {
        rating::validateCommon(game);
        posterior.resize(game.players.size());
        for (std::size_t i = 0; i < game.players.size(); ++i) {
            double gain = 0.0;
            for (std::size_t t = 0; t < game.teamCount(); ++t)
                gain += rating::outcome(game, game.players[i].team, static_cast<int>(t));
            posterior[i] = {game.players[i].prior.mu + gain, 0.0};
        }
    }
    double winProbability(const rating::Game &game) const override
    {
        const auto [mean0, mean1] = rating::twoTeamMeans(game, false);
        return 1.0 / (1.0 + std::exp(-(mean0 - mean1)));
    }
    std::optional<double> quality(const rating::Game &game) const override
    {
        if (!m_quality)
            return std::nullopt;
        return static_cast<double>(game.players.size());
    }

private:
    bool m_quality;
};

/** Ratings that know nothing: after every game each player gets a new random rating (std::mt19937's output is the
 *  same everywhere), so that a prediction is a coin toss. */
class RandomSystem final : public rating::RatingSystem
{
public:
    std::string_view name() const override { return "random"; }
    rating::Rating initialRating() const override { return {0.5, 0.0}; }
    void rate(const rating::Game &game, std::vector<rating::Rating> &posterior) const override
    {
        posterior.resize(game.players.size());
        for (rating::Rating &r : posterior)
            r = {static_cast<double>(m_random()) / 4294967296.0, 0.0};
    }
    double winProbability(const rating::Game &game) const override
    {
        const auto [mean0, mean1] = rating::twoTeamMeans(game, false);
        return 0.5 + (mean0 - mean1) / 2;
    }

private:
    mutable std::mt19937 m_random {2026};
};

/** Adds a game: rows of (player, side, rank), the sides numbered as entered. */
void addGame(History &h, const std::string &date, GameKind kind, const std::vector<std::tuple<int, int, int>> &rows)
{
    HistoryGame g;
    // Appended, not "g" + std::to_string(...): GCC 12 warns falsely (-Wrestrict) on that concatenation.
    g.id = std::to_string(h.games.size() + 1);
    g.id.insert(g.id.begin(), 'g');
    g.date = date;
    g.date.append("T00:00:00");
    g.kind = kind;
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

enum Player { A, B, C, D };

/**
 * Five games of four players, with a draw in a free-for-all, a drawn duel and a team game:
 *   g1 h2h  A beats B              priors A 0, B 0
 *   g2 h2h  B (entered first) beats A   priors B -1, A 1
 *   g3 ffa  A 1st, C and B share 2nd    priors A 0, C 0, B 0
 *   g4 h2h  C draws with D              priors C -1, D 0
 *   g5 team {A, D} 2nd, {B, C} 1st      priors A 2, D 0 | B -1, C -1
 */
History fiveGames()
{
    History h;
    h.players = {"A", "B", "C", "D"};
    addGame(h, "2024-01-01", GameKind::HeadToHead, {{A, 0, 1}, {B, 1, 2}});
    addGame(h, "2024-01-02", GameKind::HeadToHead, {{B, 0, 1}, {A, 1, 2}});
    addGame(h, "2024-01-03", GameKind::FreeForAll, {{A, 0, 1}, {C, 1, 2}, {B, 2, 2}});
    addGame(h, "2024-01-04", GameKind::HeadToHead, {{C, 0, 1}, {D, 1, 1}});
    addGame(h, "2024-01-05", GameKind::Team, {{A, 0, 2}, {D, 0, 2}, {B, 1, 1}, {C, 1, 1}});
    return h;
}

double logistic(double x)
{
    return 1.0 / (1.0 + std::exp(-x));
}

/** Phi(x) with the C library's erfc, independently of the engine's own. */
double phi(double x)
{
    return 0.5 * std::erfc(-x / std::sqrt(2.0));
}

} // namespace

class TestBacktest : public QObject
{
    Q_OBJECT

private slots:
    void eachGameIsScoredFromItsPriors()
    {
        const History h = fiveGames();
        const CountingSystem system;
        const BacktestResult r = backtest(h, system, {"counting", {}});
        QCOMPARE(r.order, (std::vector<std::size_t> {0, 1, 2, 3, 4}));
        QCOMPARE(r.games.size(), std::size_t(5));
        // g1: strengths 0 and 0: the one pair counts 1/2. Tightness -(0 - 0) = 0.
        QCOMPARE(r.games[0].wrongPairs, 0.5);
        QCOMPARE(r.games[0].pairs, 1);
        QCOMPARE(r.games[0].tightness, 0.0);
        // g2: B (-1) beat A (1): the weaker side won, 1 wrong. Tightness -(1 - -1) = -2.
        QCOMPARE(r.games[1].wrongPairs, 1.0);
        QCOMPARE(r.games[1].tightness, -2.0);
        // g3: A beat C and B, all at 0: two pairs of 1/2; C and B shared a place: one draw, no pair.
        QCOMPARE(r.games[2].wrongPairs, 1.0);
        QCOMPARE(r.games[2].pairs, 2);
        QCOMPARE(r.games[2].drawPairs, 1);
        QCOMPARE(r.games[2].tightness, 0.0);
        QVERIFY(!r.games[2].duel);
        // g4: a draw: no pair, one draw, and no duel. Tightness -(0 - -1) = -1.
        QCOMPARE(r.games[3].pairs, 0);
        QCOMPARE(r.games[3].drawPairs, 1);
        QCOMPARE(r.games[3].tightness, -1.0);
        QVERIFY(!r.games[3].duel);
        // g5: {A, D} = 2 + 0 = 2 lost to {B, C} = -1 + -1 = -2: 1 wrong. Tightness -(2 - -2) = -4. Not a duel.
        QCOMPARE(r.games[4].wrongPairs, 1.0);
        QCOMPARE(r.games[4].tightness, -4.0);
        QVERIFY(!r.games[4].duel);
        // In all: (1/2 + 1 + 1 + 0 + 1) / (1 + 1 + 2 + 0 + 1) = 3.5 / 5.
        QCOMPARE(r.wrongPairs, 3.5);
        QCOMPARE(r.pairs, 5LL);
        QCOMPARE(r.predictionError, 0.7);
        QCOMPARE(r.drawPairs, 2LL);
    }

    void duelsGiveLogLossBrierAndCalibration()
    {
        const BacktestResult r = backtest(fiveGames(), CountingSystem(), {"counting", {}});
        // Duels: g1 (first side A at 0 - 0: p = 1/2, A won) and g2 (first side B at -1 - 1: p = logistic(-2) =
        // 0.119203, B won). Log-loss (ln 2 - ln 0.119203) / 2 = (0.693147 + 2.126928) / 2 = 1.410038;
        // Brier ((1/2)^2 + (1 - 0.119203)^2) / 2 = (0.25 + 0.775803) / 2 = 0.512901.
        QCOMPARE(r.duels, 2);
        QVERIFY(r.games[0].duel && r.games[0].firstWon);
        QCOMPARE(r.games[0].firstWins, 0.5);
        QVERIFY(r.games[1].duel && r.games[1].firstWon);
        QCOMPARE(r.games[1].firstWins, logistic(-2.0));
        QVERIFY(std::abs(r.logLoss - 1.410038) < 1e-6);
        QVERIFY(std::abs(r.brier - 0.512901) < 1e-6);
        QCOMPARE(r.logLoss, (std::log(2.0) - std::log(logistic(-2.0))) / 2);
        // Calibration: p = 0.5 falls in bin 5 ([0.5, 0.6)), p = 0.119 in bin 1; the first side won both.
        QCOMPARE(r.calibration[5].games, 1);
        QCOMPARE(r.calibration[5].meanPredicted, 0.5);
        QCOMPARE(r.calibration[5].observed, 1.0);
        QCOMPARE(r.calibration[1].games, 1);
        QCOMPARE(r.calibration[1].meanPredicted, logistic(-2.0));
        QCOMPARE(r.calibration[1].observed, 1.0);
        for (const int b : {0, 2, 3, 4, 6, 7, 8, 9}) {
            QCOMPARE(r.calibration[static_cast<std::size_t>(b)].games, 0);
            QVERIFY(std::isnan(r.calibration[static_cast<std::size_t>(b)].observed));
        }
    }

    void aWinLostAtEqualStrengthIsHalfWrongAndALossOfTheFavouriteWhollyWrong()
    {
        // Calibration's observed share counts the first side's wins: a duel the first side lost counts 0.
        History h;
        h.players = {"A", "B"};
        addGame(h, "2024-01-01", GameKind::HeadToHead, {{A, 0, 1}, {B, 1, 2}}); // A 0 beats B 0: 1/2 wrong
        addGame(h, "2024-01-02", GameKind::HeadToHead, {{A, 0, 2}, {B, 1, 1}}); // A 1 loses to B -1: wrong
        const BacktestResult r = backtest(h, CountingSystem(), {"counting", {}});
        QCOMPARE(r.predictionError, 0.75);
        QVERIFY(!r.games[1].firstWon);
        // g2: p(first) = logistic(2) = 0.880797, in bin 8, lost: observed 0, and the winner had 0.119203.
        QCOMPARE(r.calibration[8].games, 1);
        QCOMPARE(r.calibration[8].observed, 0.0);
        QCOMPARE(r.brier, (0.25 + std::pow(1 - logistic(-2.0), 2)) / 2);
    }

    void challengedIsTheErrorOnTheJudgesTightestFifth()
    {
        const History h = fiveGames();
        const BacktestResult counting = backtest(h, CountingSystem(false), {"counting", {}});
        const BacktestResult byPlayers = backtest(h, CountingSystem(true), {"counting", {{"quality", "players"}}});
        // The counting system's tightness, highest first, equal the earlier game first: g1 (0), g3 (0), g4 (-1),
        // g2 (-2), g5 (-4). The floor of 20 % of 5 games is 1: g1, where it was 1/2 wrong of 1 pair.
        QCOMPARE(tightestGames(counting), (std::vector<std::size_t> {0}));
        QCOMPARE(challengedError(counting, counting), 0.5);
        // Judged by the number of players: g5 (4) first, then g3 (3), then g1, g2, g4 (2 each) in their order.
        QCOMPARE(tightestGames(byPlayers, 1.0), (std::vector<std::size_t> {4, 2, 0, 1, 3}));
        // 20 %: g5, 1 wrong of 1 pair.
        QCOMPARE(challengedError(counting, byPlayers), 1.0);
        // 40 %: g5 and g3, (1 + 1) / (1 + 2).
        QCOMPARE(challengedError(counting, byPlayers, 0.4), 2.0 / 3.0);
        // 60 %: g5, g3 and g1 (the earliest of the equally tight), (1 + 1 + 1/2) / (1 + 2 + 1) = 0.625.
        QCOMPARE(challengedError(counting, byPlayers, 0.6), 0.625);
        // Fewer than five games: no tight fifth, and no error to give.
        History two = h;
        two.games.resize(4);
        const BacktestResult four = backtest(two, CountingSystem(), {"counting", {}});
        QVERIFY(tightestGames(four).empty());
        QVERIFY(std::isnan(challengedError(four, four)));
    }

    void theDrawCurveCountsDrawsMostTightFirst()
    {
        const BacktestResult r = backtest(fiveGames(), CountingSystem(), {"counting", {}});
        // Most tight first: g1 (no draw), g3 (1), g4 (1), g2, g5: of the 2 draws, after k of 5 games:
        // 0, 0, 1, 2, 2, 2.
        QCOMPARE(drawCurve(r, 5), (std::vector<double> {0.0, 0.0, 0.5, 1.0, 1.0, 1.0}));
        // Ten steps over five games: step k takes floor(k / 2) games.
        QCOMPARE(drawCurve(r, 10), (std::vector<double> {0, 0, 0, 0, 0.5, 0.5, 1, 1, 1, 1, 1}));
        History noDraws;
        noDraws.players = {"A", "B"};
        addGame(noDraws, "2024-01-01", GameKind::HeadToHead, {{A, 0, 1}, {B, 1, 2}});
        QVERIFY(drawCurve(backtest(noDraws, CountingSystem(), {"counting", {}})).empty());
    }

    void trueSkillUsesMatchQualityAndPartialPlay()
    {
        // Two TrueSkill newcomers (mu 25, sigma 25/3, beta 25/6): a duel is at strength 25 against 25, 1/2 wrong;
        // its tightness is eq. 7 with equal means: sqrt(2 beta^2 / (2 beta^2 + 2 sigma^2)); p = Phi(0) = 1/2.
        History h;
        h.players = {"A", "B", "C", "D"};
        addGame(h, "2024-01-01", GameKind::HeadToHead, {{A, 0, 1}, {B, 1, 2}});
        const auto trueskill = rating::makeRatingSystem("trueskill");
        BacktestResult r = backtest(h, *trueskill, {"trueskill", {}});
        const double beta = 25.0 / 6, sigma = 25.0 / 3;
        QVERIFY(std::abs(r.games[0].tightness - std::sqrt(2 * beta * beta / (2 * beta * beta + 2 * sigma * sigma)))
                < 1e-12);
        QCOMPARE(r.games[0].firstWins, 0.5);
        QCOMPARE(r.games[0].wrongPairs, 0.5);
        // A second duel, B against A after it: p = Phi((mu_B - mu_A) / sqrt(2 beta^2 + sigma_A^2 + sigma_B^2)) from
        // the ratings after the first, which replay() gives; computed here with erfc.
        addGame(h, "2024-01-02", GameKind::HeadToHead, {{B, 0, 1}, {A, 1, 2}});
        r = backtest(h, *trueskill, {"trueskill", {}});
        History first = h;
        first.games.resize(1);
        const std::vector<Standing> after = replay(first, *trueskill);
        const rating::Rating ra = after[0].player == A ? after[0].rating : after[1].rating;
        const rating::Rating rb = after[0].player == B ? after[0].rating : after[1].rating;
        const double p = phi((rb.mu - ra.mu) / std::sqrt(2 * beta * beta + ra.sigma * ra.sigma + rb.sigma * rb.sigma));
        QVERIFY(std::abs(r.games[1].firstWins - p) < 1e-12);
        QCOMPARE(r.games[1].wrongPairs, 1.0); // B was rated below A and won
        QVERIFY(std::abs(r.logLoss - (std::log(2.0) - std::log(p)) / 2) < 1e-12);

        // Partial play from minutes: {A 60 min, B 30 min} (weights 1 and 1/2) against {C, D} (60 each), all at
        // 25: strengths 25 + 12.5 = 37.5 and 50. {A, B} won: the weaker side, 1 wrong. Without partial play the
        // strengths are 50 and 50: 1/2.
        History team;
        team.players = {"A", "B", "C", "D"};
        addGame(team, "2024-01-01", GameKind::Team, {{A, 0, 1}, {B, 0, 1}, {C, 1, 2}, {D, 1, 2}});
        const double minutes[] = {60, 30, 60, 60};
        for (std::size_t e = 0; e < 4; ++e)
            team.entries[e].minutes = minutes[e];
        const auto partial = rating::makeRatingSystem("trueskill", {{"partial_play", "minutes"}});
        QCOMPARE(backtest(team, *partial, {"trueskill", {}}).games[0].wrongPairs, 1.0);
        QCOMPARE(backtest(team, *trueskill, {"trueskill", {}}).games[0].wrongPairs, 0.5);
    }

    void eloAndZoneStatsPredictWithTheirOwnFormulas()
    {
        // Elo, logistic, k 32 (defaults): after A beats B from 1500 each, A 1516 and B 1484; the second duel's first
        // side is B: 1 / (1 + 10^((1516 - 1484) / 400)) = 0.454078. Gaussian Elo: Phi(-32 / (sqrt 2 * beta)).
        History h;
        h.players = {"A", "B"};
        addGame(h, "2024-01-01", GameKind::HeadToHead, {{A, 0, 1}, {B, 1, 2}});
        addGame(h, "2024-01-02", GameKind::HeadToHead, {{B, 0, 1}, {A, 1, 2}});
        const BacktestResult elo = backtest(h, {"elo", {{"k", "32"}}});
        QVERIFY(std::abs(elo.games[1].firstWins - 1.0 / (1.0 + std::pow(10.0, 32.0 / 400))) < 1e-12);
        QVERIFY(std::abs(elo.games[1].tightness - -32.0) < 1e-9);
        // ZoneStats' eq. 1 with t = 400 (its default): the same logistic curve in e, not 10: 1 / (1 + e^(diff / t)).
        for (auto &entry : h.entries) {
            entry.score = entry.rank == 1 ? 3 : 1;
            entry.minutes = 60;
        }
        const auto zonestats = rating::makeRatingSystem("zonestats");
        History first = h;
        first.games.resize(1);
        const std::vector<Standing> after = replay(first, *zonestats);
        const double ra = after[0].player == A ? after[0].rating.mu : after[1].rating.mu;
        const double rb = after[0].player == B ? after[0].rating.mu : after[1].rating.mu;
        const BacktestResult zs = backtest(h, *zonestats, {"zonestats", {}});
        const double t = rating::parameterInfo("zonestats").front().defaultValue;
        QCOMPARE(rating::parameterInfo("zonestats").front().name, std::string("t"));
        QVERIFY(std::abs(zs.games[1].firstWins - 1.0 / (1.0 + std::exp((ra - rb) / t))) < 1e-12);
    }

    void glickoPeriodsPredictFromThePeriodsStart()
    {
        // A beats B twice on one day. Rated game by game, the second game sees A ahead: right. With daily periods
        // both are scored from the day's start, 1500 against 1500: 1/2 wrong each.
        History h;
        h.players = {"A", "B"};
        addGame(h, "2024-01-01", GameKind::HeadToHead, {{A, 0, 1}, {B, 1, 2}});
        addGame(h, "2024-01-01", GameKind::HeadToHead, {{A, 0, 1}, {B, 1, 2}});
        const BacktestResult byGame = backtest(h, {"glicko2", {{"period", "game"}}});
        QCOMPARE(byGame.games[1].wrongPairs, 0.0);
        const BacktestResult byDay = backtest(h, {"glicko2", {{"period", "day"}}});
        QCOMPARE(byDay.games[0].wrongPairs, 0.5);
        QCOMPARE(byDay.games[1].wrongPairs, 0.5);
        QCOMPARE(byDay.games[1].firstWins, 0.5);
        // Three days later (two periods sat out), the prediction uses the RDs grown by idle(): Glickman's
        // E = 1 / (1 + exp(-g(sqrt(phi_A^2 + phi_B^2)) (mu_A - mu_B))) on the Glicko-2 scale (r - 1500) / 173.7178.
        addGame(h, "2024-01-04", GameKind::HeadToHead, {{A, 0, 1}, {B, 1, 2}});
        const auto glicko = rating::makeRatingSystem("glicko2", {{"period", "day"}});
        History day = h;
        day.games.resize(2);
        const std::vector<Standing> after = replay(day, *glicko);
        // replay() grows the RDs up to the history's last period, the day itself: no growth yet.
        rating::Rating ra = after[0].player == A ? after[0].rating : after[1].rating;
        rating::Rating rb = after[0].player == B ? after[0].rating : after[1].rating;
        ra = glicko->idle(ra, 2);
        rb = glicko->idle(rb, 2);
        const double scale = 173.7178;
        const double phiSum = std::sqrt(std::pow(ra.sigma / scale, 2) + std::pow(rb.sigma / scale, 2));
        const double g = 1.0 / std::sqrt(1.0 + 3.0 * phiSum * phiSum / (M_PI * M_PI));
        const double expected = 1.0 / (1.0 + std::exp(-g * (ra.mu - rb.mu) / scale));
        const BacktestResult third = backtest(h, *glicko, {"glicko2", {{"period", "day"}}});
        QVERIFY(std::abs(third.games[2].firstWins - expected) < 1e-9);
    }

    void sweepsMultiply()
    {
        const SweepRange k = parseSweep("k=8:48:8");
        QCOMPARE(k.algorithm, std::string());
        QCOMPARE(k.values(), (std::vector<double> {8, 16, 24, 32, 40, 48}));
        // Steps that binary fractions cannot hold still end at TO, written as typed.
        const SweepRange draw = parseSweep("trueskill.draw_probability=0.1:0.5:0.1");
        QCOMPARE(draw.algorithm, std::string("trueskill"));
        QCOMPARE(draw.values().size(), std::size_t(5));
        QCOMPARE(draw.values()[2], 0.3);
        const std::vector<BacktestSpec> specs
            = expandSweeps({{"elo", {{"variant", "gaussian"}}}, {"glicko2", {}}},
                           {parseSweep("elo.k=16:32:16"), parseSweep("start=1000:1500:500")});
        // Elo: 2 values of k times 2 of start; Glicko-2 has start too: 2 more.
        QCOMPARE(specs.size(), std::size_t(6));
        QCOMPARE(specs[0].label(), std::string("elo variant=gaussian k=16 start=1000"));
        QCOMPARE(specs[3].label(), std::string("elo variant=gaussian k=32 start=1500"));
        QCOMPARE(specs[5].label(), std::string("glicko2 start=1500"));
        // A swept value replaces the spec's own.
        QCOMPARE(expandSweeps({{"elo", {{"k", "10"}}}}, {parseSweep("k=20:20:1")}).front().params,
                 (rating::ParamList {{"k", "20"}}));
        const auto refuses = [](auto call, const char *message) {
            try {
                call();
            } catch (const rating::RatingError &error) {
                QCOMPARE(QString::fromStdString(error.what()), QString::fromLatin1(message));
                return;
            }
            QFAIL("no error");
        };
        refuses([] { parseSweep("k=8:48"); },
                "sweep: 'k=8:48' is not of the form NAME=FROM:TO:STEP (or ALGORITHM.NAME=...)");
        refuses([] { parseSweep("k=8:x:8"); }, "sweep: 'k=8:x:8': the TO 'x' is not a number");
        refuses([] { parseSweep("k=8:48:0"); }, "sweep: 'k=8:48:0': the step must be above 0");
        refuses([] { parseSweep("k=48:8:8"); }, "sweep: 'k=48:8:8': TO is below FROM");
        refuses([] { parseSweep("k=0:1:0.00001"); }, "sweep: 'k=0:1:0.00001' has more than 10,000 values");
        refuses(
            [] {
                expandSweeps({{"elo", {}}}, {parseSweep("beta=1:2:1"), parseSweep("tau=1:2:1")});
            },
            "sweep: 'tau' is a parameter of none of the algorithms compared");
        refuses(
            [] {
                expandSweeps({{"elo", {}}}, {parseSweep("elo.tau=1:2:1")});
            },
            "sweep: elo has no parameter 'tau'");
        refuses(
            [] {
                expandSweeps({{"elo", {}}}, {parseSweep("k=1:100:1"), parseSweep("start=1:200:1")}, 10'000);
            },
            "sweep: the sweeps make more than 10000 settings to try");
    }

    void theBestIsByLogLossThenByPredictionError()
    {
        BacktestResult a, b, c;
        a.duels = b.duels = 10;
        a.logLoss = 0.6;
        b.logLoss = 0.5;
        a.predictionError = 0.1;
        b.predictionError = 0.3;
        QCOMPARE(bestResult({a, b}), 1);
        a.duels = b.duels = 0;
        QCOMPARE(bestResult({a, b}), 0);
        QCOMPARE(bestResult({c}), -1);
        QCOMPARE(bestResult({}), -1);
    }

    void runsOnEveryCoreAsOneByOne()
    {
        SyntheticSpec spec;
        spec.players = 30;
        spec.games = 600;
        spec.seed = 7;
        const History h = generateSynthetic(spec);
        const std::vector<BacktestSpec> specs
            = expandSweeps({{"trueskill", {}}, {"elo", {}}}, {parseSweep("elo.k=8:40:8")});
        QCOMPARE(specs.size(), std::size_t(6));
        std::vector<int> told;
        const std::vector<BacktestResult> results
            = club::runBacktests(h, specs, [&](int done, int total) { told.push_back(done * 100 + total); });
        QCOMPARE(told, (std::vector<int> {106, 206, 306, 406, 506, 606}));
        for (std::size_t i = 0; i < specs.size(); ++i) {
            const BacktestResult alone = backtest(h, specs[i]);
            QCOMPARE(results[i].spec, specs[i]);
            QCOMPARE(results[i].predictionError, alone.predictionError);
            QCOMPARE(results[i].logLoss, alone.logLoss);
            QCOMPARE(results[i].order, alone.order);
        }
        std::atomic<bool> cancel = true;
        QVERIFY_THROWS_EXCEPTION(BacktestCancelled, club::runBacktests(h, specs, {}, &cancel));
        // A bad spec is the error of the first bad one in spec order.
        try {
            club::runBacktests(h, {{"elo", {}}, {"elo", {{"k", "-1"}}}, {"trueskill", {{"beta", "0"}}}});
            QFAIL("no error");
        } catch (const rating::RatingError &error) {
            QCOMPARE(QString::fromStdString(error.path()), QStringLiteral("param k"));
        }
    }

    void aTunedTrueSkillPredictsBetterThanRandomRatingsAndIsCalibrated()
    {
        // Property: a history drawn from hidden skills. TrueSkill, with the draw probability near the history's,
        // orders the sides far better than random ratings, which are wrong about half of the time.
        SyntheticSpec spec;
        spec.players = 60;
        spec.games = 6000;
        spec.seed = 2026;
        const History h = generateSynthetic(spec);
        const BacktestResult ts = backtest(h, {"trueskill", {{"draw_probability", "0.1"}}});
        const BacktestResult random = backtest(h, RandomSystem(), {"random", {}});
        QVERIFY2(std::abs(random.predictionError - 0.5) < 0.02, qPrintable(QString::number(random.predictionError)));
        QVERIFY2(ts.predictionError < random.predictionError - 0.1,
                 qPrintable(QStringLiteral("%1 against %2").arg(ts.predictionError).arg(random.predictionError)));
        QVERIFY(ts.logLoss < std::log(2.0) - 0.05);
        // Every well-filled calibration bin within 6 points of the diagonal.
        int filled = 0;
        for (const CalibrationBin &bin : ts.calibration) {
            if (bin.games < 200)
                continue;
            ++filled;
            QVERIFY2(std::abs(bin.observed - bin.meanPredicted) < 0.06,
                     qPrintable(QStringLiteral("%1 games: predicted %2, observed %3")
                                    .arg(bin.games)
                                    .arg(bin.meanPredicted)
                                    .arg(bin.observed)));
        }
        QVERIFY(filled >= 4);
        // Draws come where TrueSkill sees tight games: the tightest fifth holds more than a fifth of the draws.
        const std::vector<double> curve = drawCurve(ts, 5);
        QVERIFY2(curve[1] > 0.2, qPrintable(QString::number(curve[1])));
    }
};

QTEST_GUILESS_MAIN(TestBacktest)
#include "tst_backtest.moc"
