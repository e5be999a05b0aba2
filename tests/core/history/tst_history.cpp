// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Replay order, standings and the synthetic generator, with a transparent rating system so that every
// expected number can be worked out by hand.
#include "history/history.h"
#include "history/synthetic.h"
#include "rating/trueskill.h"

#include <QTest>

#include <set>
#include <tuple>

using namespace podium;
using namespace podium::history;

namespace {

/**
 * A rating system whose arithmetic is obvious: each participant gains (number of sides it beat) minus
 * (number of sides that beat it), and sigma records the order the rows were rated in, a digit per game.
 */
class CountingSystem final : public rating::RatingSystem
{
public:
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
            posterior[i] = {game.players[i].prior.mu + gain, game.players[i].prior.sigma * 10 + ++m_counter};
        }
    }
    double winProbability(const rating::Game &) const override { return 0.5; }
    mutable int m_counter = 0;
};

void addGame(History &h, const std::string &id, const std::string &date, GameKind kind,
             const std::vector<std::tuple<int, int, int>> &rows, std::size_t line)
{
    HistoryGame g;
    g.id = id;
    g.date = date;
    g.kind = kind;
    g.firstEntry = h.entries.size();
    g.sourceLine = line;
    for (const auto &[player, team, rank] : rows) {
        Entry e;
        e.player = player;
        e.team = team;
        e.rank = rank;
        e.sourceLine = line++;
        h.entries.push_back(e);
    }
    g.entryCount = rows.size();
    h.games.push_back(g);
}

} // namespace

class TestHistory : public QObject
{
    Q_OBJECT

private slots:
    void replaysByDateThenFileOrder();
    void countsWinsDrawsLosses();
    void sortsBestFirstThenByName();
    void reportsTheOffendingRow();
    void notFiniteNamesGameAndPlayer_M1();
    void gamesRatedTwoAtOnceNameTheGameRefused();
    void syntheticIsReproducible();
    void syntheticGamesAreWellFormed_data();
    void syntheticGamesAreWellFormed();
    void syntheticRefusesImpossibleSpecs();
};

void TestHistory::replaysByDateThenFileOrder()
{
    History h;
    h.players = {"ann", "bob", "cat"};
    // File order g1 (the latest date), g2, g3 (same date as g2): the replay order must be g2, g3, g1.
    addGame(h, "g1", "2024-03-02T00:00:00", GameKind::HeadToHead, {{0, 0, 1}, {2, 1, 2}}, 2);
    addGame(h, "g2", "2024-03-01T00:00:00", GameKind::HeadToHead, {{0, 0, 2}, {1, 1, 1}}, 4);
    addGame(h, "g3", "2024-03-01T00:00:00", GameKind::HeadToHead, {{1, 0, 1}, {2, 1, 1}}, 6);
    CountingSystem system;
    const auto standings = replay(h, system);
    QCOMPARE(standings.size(), std::size_t {3});
    std::map<int, Standing> byPlayer;
    for (const auto &s : standings)
        byPlayer[s.player] = s;
    // The counter runs 1..6 over the rows in replay order: g2 gives ann 1, bob 2; g3 bob 3, cat 4; g1 ann 5,
    // cat 6. Each player's sigma spells their counters: ann 15, bob 23, cat 46. (File order would give
    // 13, 45, 26; g3 before g2 would give 35, 14, 26.)
    QCOMPARE(byPlayer[0].rating.sigma, 15.0);
    QCOMPARE(byPlayer[1].rating.sigma, 23.0);
    QCOMPARE(byPlayer[2].rating.sigma, 46.0);
    // ann lost g2 (-1) and won g1 (+1); bob won g2 and drew g3; cat drew g3 and lost g1.
    QCOMPARE(byPlayer[0].rating.mu, 0.0);
    QCOMPARE(byPlayer[1].rating.mu, 1.0);
    QCOMPARE(byPlayer[2].rating.mu, -1.0);
}

void TestHistory::countsWinsDrawsLosses()
{
    History h;
    h.players = {"a", "b", "c", "d"};
    // A four-way free-for-all with a shared first place: a and b draw, c and d lose.
    addGame(h, "1", "2024-01-01T00:00:00", GameKind::FreeForAll, {{0, 0, 1}, {1, 1, 1}, {2, 2, 3}, {3, 3, 3}}, 2);
    // A 2v2 the first side wins: a, c win; b, d lose.
    addGame(h, "2", "2024-01-02T00:00:00", GameKind::Team, {{0, 0, 1}, {2, 0, 1}, {1, 1, 2}, {3, 1, 2}}, 6);
    CountingSystem system;
    const auto standings = replay(h, system);
    QCOMPARE(standings.size(), std::size_t {4});
    std::map<int, Standing> byPlayer;
    for (const auto &s : standings)
        byPlayer[s.player] = s;
    QCOMPARE(byPlayer[0].wins, 1);
    QCOMPARE(byPlayer[0].draws, 1);
    QCOMPARE(byPlayer[0].losses, 0);
    QCOMPARE(byPlayer[1].wins, 0);
    QCOMPARE(byPlayer[1].draws, 1);
    QCOMPARE(byPlayer[1].losses, 1);
    QCOMPARE(byPlayer[2].wins, 1);
    QCOMPARE(byPlayer[2].losses, 1);
    QCOMPARE(byPlayer[3].losses, 2);
    QCOMPARE(byPlayer[3].games, 2);
}

void TestHistory::sortsBestFirstThenByName()
{
    History h;
    h.players = {"zed", "amy", "kim", "guest"};
    addGame(h, "1", "2024-01-01T00:00:00", GameKind::FreeForAll, {{0, 0, 1}, {1, 1, 2}, {2, 2, 2}}, 2);
    CountingSystem system;
    const auto standings = replay(h, system);
    // zed beat two sides (+2); amy and kim tie on -1 and are ordered by name; "guest" never played.
    QCOMPARE(standings.size(), std::size_t {3});
    QCOMPARE(standings[0].player, 0);
    QCOMPARE(standings[0].value, 2.0);
    QCOMPARE(standings[1].player, 1);
    QCOMPARE(standings[2].player, 2);
    QCOMPARE(standings[2].value, -1.0);
}

void TestHistory::reportsTheOffendingRow()
{
    History h;
    h.players = {"a", "b"};
    addGame(h, "ok", "2024-01-01T00:00:00", GameKind::HeadToHead, {{0, 0, 1}, {1, 1, 2}}, 2);
    // One side only: validateCommon refuses it, and the error carries the game and its first line.
    addGame(h, "bad", "2024-01-02T00:00:00", GameKind::Team, {{0, 0, 1}, {1, 0, 1}}, 4);
    CountingSystem system;
    try {
        replay(h, system);
        QFAIL("a one-sided game was rated");
    } catch (const ReplayError &error) {
        QCOMPARE(error.gameId, std::string("bad"));
        QCOMPARE(error.sourceLine, std::size_t {4});
        QCOMPARE(error.path, std::string("teams"));
    }
}

namespace {

/** Multiplies the winner's rating by 1e19 and checks its results as Podium's systems do: a second win takes
 *  a rating of 10 beyond kRatingLimit. */
class ExplodingSystem final : public rating::RatingSystem
{
public:
    std::string_view name() const override { return "exploding"; }
    rating::Rating initialRating() const override { return {10.0, 0.0}; }
    void rate(const rating::Game &game, std::vector<rating::Rating> &posterior) const override
    {
        rating::validateCommon(game);
        posterior.resize(game.players.size());
        for (std::size_t i = 0; i < game.players.size(); ++i) {
            const bool won = rating::outcome(game, game.players[i].team, 1 - game.players[i].team) > 0;
            posterior[i] = {game.players[i].prior.mu * (won ? 1e19 : 1.0), 0.0};
        }
        rating::checkPosterior(game, posterior);
    }
    double winProbability(const rating::Game &) const override { return 0.5; }
};

} // namespace

// M1: a replay whose result would not be finite is refused, naming the game, the row and the player.
void TestHistory::notFiniteNamesGameAndPlayer_M1()
{
    History h;
    h.players = {"ann", "bob"};
    addGame(h, "g1", "2024-01-01T00:00:00", GameKind::HeadToHead, {{0, 0, 2}, {1, 1, 1}}, 2);
    addGame(h, "g2", "2024-01-02T00:00:00", GameKind::HeadToHead, {{0, 0, 2}, {1, 1, 1}}, 4);
    try {
        replay(h, ExplodingSystem());
        QFAIL("a rating of 1e39 was accepted");
    } catch (const ReplayError &error) {
        QCOMPARE(error.gameId, std::string("g2"));
        QCOMPARE(error.sourceLine, std::size_t {5});
        QCOMPARE(error.player, std::string("bob"));
        QCOMPARE(error.path, std::string("teams[1][0].mu"));
    }
}

namespace {

/** TrueSkill, counting the calls of rateTwo that reach it. */
class PairCounting final : public rating::RatingSystem
{
public:
    explicit PairCounting(const rating::TrueSkillParams &params)
        : m_system(params)
    { }
    std::string_view name() const override { return m_system.name(); }
    rating::Rating initialRating() const override { return m_system.initialRating(); }
    void rate(const rating::Game &game, std::vector<rating::Rating> &posterior) const override
    {
        m_system.rate(game, posterior);
    }
    void rateTwo(const rating::Game &first, std::vector<rating::Rating> &firstPosterior, const rating::Game &second,
                 std::vector<rating::Rating> &secondPosterior) const override
    {
        ++pairs;
        m_system.rateTwo(first, firstPosterior, second, secondPosterior);
    }
    bool ratesTwoAtOnce(const rating::Game &game) const override { return m_system.ratesTwoAtOnce(game); }
    double winProbability(const rating::Game &game) const override { return m_system.winProbability(game); }

    rating::TrueSkill m_system;
    mutable int pairs = 0;
};

} // namespace

// A replay without observers rates consecutive games that share no player two at once; a refused game is still the
// one named, whether it came first or second of the two, or was the last game, held until the end.
void TestHistory::gamesRatedTwoAtOnceNameTheGameRefused()
{
    rating::TrueSkillParams noDraws;
    noDraws.drawProbability = 0; // a tie is refused
    const std::vector<std::tuple<int, int, int>> won {{0, 0, 1}, {1, 1, 2}, {2, 2, 3}};
    const std::vector<std::tuple<int, int, int>> tied {{3, 0, 1}, {4, 1, 1}, {5, 2, 3}};
    const std::vector<std::tuple<int, int, int>> wonByOthers {{3, 0, 1}, {4, 1, 2}, {5, 2, 3}};
    const std::vector<std::tuple<int, int, int>> tiedWithPlayer0 {{0, 0, 1}, {4, 1, 1}, {5, 2, 3}};
    struct Case
    {
        const char *name;
        std::vector<std::tuple<int, int, int>> first, second;
        const char *refused;
        int pairs; ///< calls of rateTwo
    };
    const Case cases[] = {
        {"second of two refused", won, tied, "g2", 1},
        {"first of two refused", {{0, 0, 1}, {1, 1, 1}, {2, 2, 3}}, wonByOthers, "g1", 1},
        {"last game, held, refused", won, tiedWithPlayer0, "g2", 0}, // shares player 0: one by one
    };
    for (const Case &c : cases) {
        History h;
        h.players = {"ann", "bob", "cid", "dan", "eve", "fay"};
        addGame(h, "g1", "2024-01-01T00:00:00", GameKind::FreeForAll, c.first, 2);
        addGame(h, "g2", "2024-01-02T00:00:00", GameKind::FreeForAll, c.second, 5);
        const PairCounting system(noDraws);
        try {
            replay(h, system);
            QFAIL(c.name);
        } catch (const ReplayError &error) {
            QVERIFY2(error.gameId == c.refused, c.name);
            QCOMPARE(error.sourceLine, std::size_t {error.gameId == "g1" ? 2u : 5u});
            QCOMPARE(error.path, std::string("ranks"));
        }
        QVERIFY2(system.pairs == c.pairs, c.name);
    }
    // Without a refusal, both are rated at once, as one by one would.
    History h;
    h.players = {"ann", "bob", "cid", "dan", "eve", "fay"};
    addGame(h, "g1", "2024-01-01T00:00:00", GameKind::FreeForAll, won, 2);
    addGame(h, "g2", "2024-01-02T00:00:00", GameKind::FreeForAll, wonByOthers, 5);
    const PairCounting system(noDraws);
    const std::vector<Standing> atOnce = replay(h, system);
    QCOMPARE(system.pairs, 1);
    const std::vector<Standing> oneByOne = replay(h, system, [](std::size_t, const std::vector<rating::Rating> &) {});
    QCOMPARE(system.pairs, 1);
    QCOMPARE(atOnce.size(), std::size_t {6});
    for (std::size_t i = 0; i < atOnce.size(); ++i) {
        QCOMPARE(atOnce[i].player, oneByOne[i].player);
        QVERIFY(atOnce[i].rating.mu == oneByOne[i].rating.mu && atOnce[i].rating.sigma == oneByOne[i].rating.sigma);
        QCOMPARE(atOnce[i].wins, oneByOne[i].wins);
        QCOMPARE(atOnce[i].losses, oneByOne[i].losses);
    }
    QCOMPARE(atOnce[0].wins, 1); // ann or dan, each won their game
}

void TestHistory::syntheticIsReproducible()
{
    const SyntheticSpec spec {GameKind::Team, 30, 200, 7, 4, 8};
    const History a = generateSynthetic(spec);
    const History b = generateSynthetic(spec);
    QCOMPARE(a.entries.size(), std::size_t {200 * 8});
    for (std::size_t i = 0; i < a.entries.size(); ++i) {
        QCOMPARE(a.entries[i].player, b.entries[i].player);
        QCOMPARE(a.entries[i].score, b.entries[i].score);
        QCOMPARE(a.entries[i].minutes, b.entries[i].minutes);
    }
    SyntheticSpec other = spec;
    other.seed = 8;
    const History c = generateSynthetic(other);
    int differing = 0;
    for (std::size_t i = 0; i < a.entries.size(); ++i)
        differing += a.entries[i].player != c.entries[i].player;
    QVERIFY2(differing > 1000, "another seed should give other games");
}

void TestHistory::syntheticGamesAreWellFormed_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("perGame");
    QTest::addColumn<int>("sides");
    QTest::newRow("h2h") << int(GameKind::HeadToHead) << 2 << 2;
    QTest::newRow("ffa") << int(GameKind::FreeForAll) << 8 << 8;
    QTest::newRow("team") << int(GameKind::Team) << 8 << 2;
}

void TestHistory::syntheticGamesAreWellFormed()
{
    QFETCH(int, kind);
    QFETCH(int, perGame);
    QFETCH(int, sides);
    const History h = generateSynthetic({GameKind(kind), 20, 3000, 42, 4, 8});
    QCOMPARE(h.players.size(), std::size_t {20});
    QCOMPARE(h.players.front(), std::string("P01"));
    int draws = 0;
    for (std::size_t g = 0; g < h.games.size(); ++g) {
        const HistoryGame &game = h.games[g];
        QCOMPARE(int(game.entryCount), perGame);
        if (g > 0)
            QVERIFY(h.games[g - 1].date <= game.date);
        std::set<int> players, teams;
        std::map<int, int> rankOfTeam;
        int best = 0;
        for (std::size_t e = game.firstEntry; e < game.firstEntry + game.entryCount; ++e) {
            const Entry &entry = h.entries[e];
            QVERIFY(players.insert(entry.player).second);
            teams.insert(entry.team);
            QVERIFY(entry.minutes >= 1.0);
            QVERIFY(entry.score >= 0.0);
            QVERIFY(entry.rank >= 1 && entry.rank <= sides);
            auto [it, fresh] = rankOfTeam.emplace(entry.team, entry.rank);
            QCOMPARE(it->second, entry.rank); // every player of a side has the side's rank
            best += entry.rank == 1;
        }
        QCOMPARE(int(teams.size()), sides);
        draws += kind != int(GameKind::FreeForAll) && best == perGame;
    }
    if (kind != int(GameKind::FreeForAll)) {
        // The model draws about one game in ten; far fewer or far more means the generator is off.
        QVERIFY2(draws > 100 && draws < 600, qPrintable(QString::number(draws)));
    }
}

void TestHistory::syntheticRefusesImpossibleSpecs()
{
    QVERIFY_THROWS_EXCEPTION(rating::RatingError, generateSynthetic({GameKind::FreeForAll, 5, 10, 1, 4, 8}));
    QVERIFY_THROWS_EXCEPTION(rating::RatingError, generateSynthetic({GameKind::Team, 10, 10, 1, 0, 8}));
    QVERIFY_THROWS_EXCEPTION(rating::RatingError, generateSynthetic({GameKind::HeadToHead, 1, 10, 1, 4, 8}));
}

QTEST_GUILESS_MAIN(TestHistory)
#include "tst_history.moc"
