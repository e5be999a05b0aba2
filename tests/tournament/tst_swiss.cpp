// Pairings, brackets, heats, team splits and tie-breaks against published tables, brute force and worked
// examples.
#include "rating/ratingsystem.h"
#include "tournament/elimination.h"
#include "tournament/heats.h"
#include "tournament/queue.h"
#include "tournament/roundrobin.h"
#include "tournament/standings.h"
#include "tournament/swiss.h"
#include "tournament/teams.h"
#include "tournament/tournamenterror.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <random>
#include <set>

using namespace podium;
using namespace podium::tournament;

namespace {

/** A round as "1-6 2-5 3-4" with 1-based numbers, first side first; a bye as "3-bye". */
QString roundText(const std::vector<ScheduledGame> &round)
{
    QStringList games;
    for (const ScheduledGame &g : round)
        games.append(g.second < 0 ? QStringLiteral("%1-bye").arg(g.first + 1)
                                  : QStringLiteral("%1-%2").arg(g.first + 1).arg(g.second + 1));
    return games.join(QLatin1Char(' '));
}

/** Every perfect pairing of the entrants (with a bye slot when odd): does one avoid rematches and second byes? */
bool rematchFreeExists(const std::vector<SwissEntrant> &e)
{
    const int n = static_cast<int>(e.size());
    const bool odd = n % 2 == 1;
    const bool everyoneHadBye = std::all_of(e.begin(), e.end(), [](const SwissEntrant &x) { return x.hadBye; });
    std::vector<bool> used(static_cast<std::size_t>(n), false);
    const std::function<bool(bool)> search = [&](bool byeLeft) -> bool {
        int first = 0;
        while (first < n && used[static_cast<std::size_t>(first)])
            ++first;
        if (first == n)
            return !byeLeft;
        used[static_cast<std::size_t>(first)] = true;
        if (byeLeft && (everyoneHadBye || !e[static_cast<std::size_t>(first)].hadBye) && search(false))
            return true;
        for (int other = first + 1; other < n; ++other) {
            const auto &met = e[static_cast<std::size_t>(first)].opponents;
            if (used[static_cast<std::size_t>(other)] || std::find(met.begin(), met.end(), other) != met.end())
                continue;
            used[static_cast<std::size_t>(other)] = true;
            if (search(byeLeft))
                return true;
            used[static_cast<std::size_t>(other)] = false;
        }
        used[static_cast<std::size_t>(first)] = false;
        return false;
    };
    return search(odd);
}

/** Plays a bracket out: lower seeds win, except that the given matches go to their second side. */
std::pair<BracketState, int> playOut(const std::vector<BracketMatch> &bracket, const std::set<int> &upsets = {})
{
    std::map<int, int> results;
    int games = 0;
    for (;;) {
        const BracketState state = resolveBracket(bracket, results);
        const std::vector<int> open = state.playable(results);
        if (open.empty())
            return {state, games};
        for (int m : open) {
            const auto [a, b] = state.players[static_cast<std::size_t>(m)];
            const int favourite = a < b ? 0 : 1;
            results[m] = upsets.contains(m) ? 1 - favourite : favourite;
            ++games;
        }
    }
}

} // namespace

class TestTournament : public QObject
{
    Q_OBJECT

private slots:
    void bergerTablesAsPublished();
    void roundRobinEveryPairOnce();
    void swissNeverRematchesWhenItCanBeAvoided();
    void swissFirstRoundAndBye();
    void swissLargeFieldWithoutRematches();
    void swissTopHalfAgainstBottomHalf();
    void swissAlternatesSides();
    void singleEliminationBrackets_data();
    void singleEliminationBrackets();
    void doubleEliminationBrackets_data();
    void doubleEliminationBrackets();
    void lobbies();
    void clubNightQueue();
    void balancedTeamsAreOptimalOnSmallRosters();
    void teamConstraints();
    void tooFewOrImpossible();
    void tieBreaksWorkedExample();
};

void TestTournament::bergerTablesAsPublished()
{
    // FIDE Handbook C.05, Annex 1 (Berger tables for round-robin tournaments), tables for 4, 6 and 8 players.
    const auto four = bergerSchedule(4);
    QCOMPARE(four.size(), std::size_t(3));
    QCOMPARE(roundText(four[0]), QStringLiteral("1-4 2-3"));
    QCOMPARE(roundText(four[1]), QStringLiteral("4-3 1-2"));
    QCOMPARE(roundText(four[2]), QStringLiteral("2-4 3-1"));
    const auto six = bergerSchedule(6);
    const char *sixRounds[] {"1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1"};
    for (int r = 0; r < 5; ++r)
        QCOMPARE(roundText(six[static_cast<std::size_t>(r)]), QString::fromLatin1(sixRounds[r]));
    const auto eight = bergerSchedule(8);
    const char *eightRounds[] {"1-8 2-7 3-6 4-5", "8-5 6-4 7-3 1-2", "2-8 3-1 4-7 5-6", "8-6 7-5 1-4 2-3",
                               "3-8 4-2 5-1 6-7", "8-7 1-6 2-5 3-4", "4-8 5-3 6-2 7-1"};
    for (int r = 0; r < 7; ++r)
        QCOMPARE(roundText(eight[static_cast<std::size_t>(r)]), QString::fromLatin1(eightRounds[r]));
    // An odd field plays the next even table; the missing number is the bye.
    QCOMPARE(roundText(bergerSchedule(5)[0]), QStringLiteral("1-bye 2-5 3-4"));
    QCOMPARE(roundText(bergerSchedule(5)[1]), QStringLiteral("4-bye 5-3 1-2"));
    // Double round robin: the cycle again, sides swapped.
    const auto twice = bergerSchedule(4, true);
    QCOMPARE(twice.size(), std::size_t(6));
    QCOMPARE(roundText(twice[3]), QStringLiteral("4-1 3-2"));
}

void TestTournament::roundRobinEveryPairOnce()
{
    for (int n = 2; n <= 17; ++n) {
        std::map<std::pair<int, int>, int> met;
        std::vector<int> byes(static_cast<std::size_t>(n), 0), firsts(static_cast<std::size_t>(n), 0);
        const auto rounds = bergerSchedule(n);
        QCOMPARE(int(rounds.size()), n % 2 == 0 ? n - 1 : n);
        for (const auto &round : rounds) {
            std::set<int> playing;
            for (const ScheduledGame &g : round) {
                QVERIFY(playing.insert(g.first).second);
                if (g.second < 0) {
                    ++byes[static_cast<std::size_t>(g.first)];
                    continue;
                }
                QVERIFY(playing.insert(g.second).second);
                ++met[{std::min(g.first, g.second), std::max(g.first, g.second)}];
                ++firsts[static_cast<std::size_t>(g.first)];
            }
        }
        QCOMPARE(int(met.size()), n * (n - 1) / 2);
        for (const auto &[pair, times] : met)
            QCOMPARE(times, 1);
        for (int i = 0; i < n; ++i) {
            QCOMPARE(byes[static_cast<std::size_t>(i)], n % 2);
            // Sides as balanced as a round robin allows: n/2 or (n-1)/2 games on the first side.
            QVERIFY2(std::abs(2 * firsts[static_cast<std::size_t>(i)] - (n - 1 - n % 2 + (n % 2 ? 0 : 0)))
                         <= (n % 2 == 0 ? 1 : 2),
                     qPrintable(QStringLiteral("n=%1 entrant %2: %3 firsts")
                                    .arg(n)
                                    .arg(i)
                                    .arg(firsts[static_cast<std::size_t>(i)])));
        }
    }
}

void TestTournament::swissNeverRematchesWhenItCanBeAvoided()
{
    // Random histories on small fields, checked against every possible pairing of the round.
    std::mt19937 random(5);
    int cases = 0, forced = 0;
    for (int trial = 0; trial < 400; ++trial) {
        const int n = 3 + trial % 8;
        std::vector<SwissEntrant> e(static_cast<std::size_t>(n));
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        for (int i = 0; i < n; ++i) {
            e[static_cast<std::size_t>(i)].score = std::floor(unit(random) * 4) / 2;
            e[static_cast<std::size_t>(i)].rating = unit(random) * 50;
            e[static_cast<std::size_t>(i)].hadBye = unit(random) < 0.3;
        }
        const double density = unit(random) * 0.8;
        for (int i = 0; i < n; ++i) {
            for (int j = i + 1; j < n; ++j) {
                if (unit(random) < density) {
                    e[static_cast<std::size_t>(i)].opponents.push_back(j);
                    e[static_cast<std::size_t>(j)].opponents.push_back(i);
                }
            }
        }
        const auto quality = [&](int a, int b) {
            return std::exp(-std::abs(e[static_cast<std::size_t>(a)].rating - e[static_cast<std::size_t>(b)].rating)
                            / 20);
        };
        const auto round = pairSwiss(e, quality);
        std::set<int> seen;
        bool rematch = false;
        for (const SwissPairing &p : round) {
            QVERIFY(seen.insert(p.first).second);
            if (p.second >= 0)
                QVERIFY(seen.insert(p.second).second);
            rematch = rematch || p.rematch;
        }
        QCOMPARE(int(seen.size()), n);
        const bool avoidable = rematchFreeExists(e);
        if (avoidable)
            QVERIFY2(!rematch,
                     qPrintable(QStringLiteral("trial %1: a rematch although a pairing without exists").arg(trial)));
        else
            QVERIFY(rematch);
        ++cases;
        forced += !avoidable;
    }
    QVERIFY(forced > 10 && forced < cases - 100); // both kinds of case were exercised
}

void TestTournament::swissFirstRoundAndBye()
{
    // Five players, no history: two games and a bye for the lowest rated.
    std::vector<SwissEntrant> e(5);
    const double ratings[] = {30, 10, 25, 20, 15};
    for (int i = 0; i < 5; ++i)
        e[static_cast<std::size_t>(i)].rating = ratings[i];
    const auto round = pairSwiss(e, [](int, int) { return 0.5; });
    QCOMPARE(round.size(), std::size_t(3));
    QCOMPARE(round.back().first, 1);
    QCOMPARE(round.back().second, -1);
    QCOMPARE(QString::fromStdString(round.back().why), QStringLiteral("bye: the lowest placed entrant"));
    // Player 1 had the bye already: it goes to the next lowest, player 4.
    e[1].hadBye = true;
    e[1].score = 1;
    QCOMPARE(pairSwiss(e, [](int, int) { return 0.5; }).back().first, 4);
    // Scores first: the two leaders meet even though another pairing has better quality.
    std::vector<SwissEntrant> four(4);
    four[0].score = 2;
    four[1].score = 2;
    four[0].rating = 40;
    four[1].rating = 10;
    four[2].rating = 39;
    four[3].rating = 11;
    const auto scored = pairSwiss(four, [&](int a, int b) {
        return std::exp(-std::abs(four[static_cast<std::size_t>(a)].rating - four[static_cast<std::size_t>(b)].rating));
    });
    QCOMPARE(std::min(scored[0].first, scored[0].second), 0);
    QCOMPARE(std::max(scored[0].first, scored[0].second), 1);
    QVERIFY(scored[0].why.empty());
    // Within a score group, quality decides: 0 meets 2 (ratings 40 and 39), 1 meets 3.
    four[0].score = four[1].score = 0;
    const auto quality = pairSwiss(four, [&](int a, int b) {
        return std::exp(-std::abs(four[static_cast<std::size_t>(a)].rating - four[static_cast<std::size_t>(b)].rating));
    });
    QCOMPARE(std::max(quality[0].first, quality[0].second), 2);
}

void TestTournament::swissLargeFieldWithoutRematches()
{
    // 300 entrants (above the complete-graph size) over seven rounds with random results: never a rematch,
    // never a second bye, and everyone plays every round.
    const int n = 301;
    std::mt19937 random(11);
    std::vector<SwissEntrant> e(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        e[static_cast<std::size_t>(i)].rating = std::uniform_real_distribution<double>(0, 50)(random);
    for (int r = 0; r < 7; ++r) {
        const auto round = pairSwiss(e, [&](int a, int b) {
            return std::exp(-std::abs(e[static_cast<std::size_t>(a)].rating - e[static_cast<std::size_t>(b)].rating)
                            / 10);
        });
        QCOMPARE(int(round.size()), (n + 1) / 2);
        for (const SwissPairing &p : round) {
            QVERIFY(!p.rematch);
            auto &A = e[static_cast<std::size_t>(p.first)];
            if (p.second < 0) {
                QVERIFY(!A.hadBye);
                A.hadBye = true;
                A.score += 1;
                continue;
            }
            auto &B = e[static_cast<std::size_t>(p.second)];
            A.opponents.push_back(p.second);
            B.opponents.push_back(p.first);
            ++A.sideBalance;
            --B.sideBalance;
            (A.rating + std::normal_distribution<double>(0, 8)(random) > B.rating ? A : B).score += 1;
        }
    }
}

void TestTournament::swissTopHalfAgainstBottomHalf()
{
    // One score group of eight, by rating: 1-5, 2-6, 3-7, 4-8.
    std::vector<SwissEntrant> e(8);
    for (int i = 0; i < 8; ++i)
        e[static_cast<std::size_t>(i)].rating = 100 - i;
    SwissOptions options;
    options.method = SwissOptions::Method::TopHalfBottomHalf;
    options.balanceSides = false;
    const auto round = pairSwiss(
        e, [](int, int) { return 0.0; }, options);
    QCOMPARE(round.size(), std::size_t(4));
    for (int t = 0; t < 4; ++t) {
        QCOMPARE(round[static_cast<std::size_t>(t)].first, t);
        QCOMPARE(round[static_cast<std::size_t>(t)].second, t + 4);
    }
}

void TestTournament::swissAlternatesSides()
{
    // A (better placed) had the first side last time, B the second: B has the first side now.
    std::vector<SwissEntrant> e(2);
    e[0].rating = 30;
    e[0].sideBalance = 1;
    e[0].lastSide = 1;
    e[0].sideStreak = 1;
    e[1].rating = 20;
    e[1].sideBalance = -1;
    e[1].lastSide = -1;
    e[1].sideStreak = 1;
    auto round = pairSwiss(e, [](int, int) { return 0.5; });
    QCOMPARE(round[0].first, 1);
    QCOMPARE(round[0].second, 0);
    // Both due the first side: the one who needs it more (two seconds in a row) gets it.
    e[0].sideBalance = -1;
    e[0].lastSide = -1;
    e[0].sideStreak = 1;
    e[1].sideBalance = -2;
    e[1].sideStreak = 2;
    round = pairSwiss(e, [](int, int) { return 0.5; });
    QCOMPARE(round[0].first, 1);
    // Among four players, the pairing itself avoids giving two players due the same side to each other when
    // an equally good pairing does not: 0 and 1 are due first, 2 and 3 due second.
    std::vector<SwissEntrant> four(4);
    for (int i = 0; i < 4; ++i) {
        four[static_cast<std::size_t>(i)].rating = 40 - i;
        four[static_cast<std::size_t>(i)].sideBalance = i < 2 ? -2 : 2;
        four[static_cast<std::size_t>(i)].lastSide = i < 2 ? -1 : 1;
        four[static_cast<std::size_t>(i)].sideStreak = 2;
    }
    for (const SwissPairing &p : pairSwiss(four, [](int, int) { return 0.5; })) {
        QVERIFY(p.first < 2);
        QVERIFY(p.second >= 2);
    }
}

void TestTournament::singleEliminationBrackets_data()
{
    QTest::addColumn<int>("entrants");
    QTest::addColumn<int>("byes");
    QTest::addColumn<QString>("firstRound"); // the real first-round games, seeds 1-based
    QTest::newRow("5") << 5 << 3 << QStringLiteral("4-5");
    QTest::newRow("6") << 6 << 2 << QStringLiteral("4-5 3-6");
    QTest::newRow("13") << 13 << 3 << QStringLiteral("8-9 4-13 5-12 7-10 6-11");
    QTest::newRow("33") << 33 << 31 << QStringLiteral("32-33");
}

void TestTournament::singleEliminationBrackets()
{
    QFETCH(int, entrants);
    QFETCH(int, byes);
    QFETCH(QString, firstRound);
    const auto bracket = singleElimination(entrants);
    int size = 1;
    while (size < entrants)
        size *= 2;
    QCOMPARE(int(bracket.size()), size - 1);
    QStringList games;
    int byeCount = 0;
    std::set<int> byeSeeds;
    for (const BracketMatch &m : bracket) {
        if (m.round != 1)
            continue;
        const bool aReal = m.from[0].kind == BracketSource::Kind::Seed;
        const bool bReal = m.from[1].kind == BracketSource::Kind::Seed;
        if (aReal && bReal)
            games.append(QStringLiteral("%1-%2").arg(m.from[0].value + 1).arg(m.from[1].value + 1));
        else {
            ++byeCount;
            byeSeeds.insert(aReal ? m.from[0].value : m.from[1].value);
        }
    }
    QCOMPARE(games.join(QLatin1Char(' ')), firstRound);
    QCOMPARE(byeCount, byes);
    // The byes go to the top seeds.
    for (int s = 0; s < byes; ++s)
        QVERIFY(byeSeeds.contains(s));
    // Favourites win: seed 1 is champion after n - 1 games; an upset in the final crowns seed 2.
    const auto [state, games1] = playOut(bracket);
    QCOMPARE(state.champion(), 0);
    QCOMPARE(games1, entrants - 1);
    // Seeding keeps the favourites apart: the final is 1 against 2, the semi-finals 1-4 and 2-3.
    const std::size_t final = bracket.size() - 1;
    QCOMPARE(state.players[final][0], 0);
    QCOMPARE(state.players[final][1], 1);
    if (entrants >= 4) {
        QCOMPARE(state.players[final - 2][0] + state.players[final - 2][1], 3);
        QCOMPARE(state.players[final - 1][0] + state.players[final - 1][1], 3);
    }
    const auto [upset, games2] = playOut(bracket, {int(bracket.size()) - 1});
    QCOMPARE(upset.champion(), 1);
    QCOMPARE(games2, entrants - 1);
}

void TestTournament::doubleEliminationBrackets_data()
{
    QTest::addColumn<int>("entrants");
    for (int n : {2, 3, 5, 6, 8, 13, 33})
        QTest::newRow(qPrintable(QString::number(n))) << n;
}

void TestTournament::doubleEliminationBrackets()
{
    QFETCH(int, entrants);
    const auto bracket = doubleElimination(entrants);
    QCOMPARE(bracket.back().part, BracketMatch::Part::Reset);
    QCOMPARE(bracket[bracket.size() - 2].part, BracketMatch::Part::GrandFinal);
    // Favourites win: every other entrant loses twice, the champion never: 2n - 2 games, no reset.
    const auto [state, games] = playOut(bracket);
    QCOMPARE(state.champion(), 0);
    QCOMPARE(games, 2 * entrants - 2);
    std::map<int, int> losses;
    for (std::size_t m = 0; m < bracket.size(); ++m) {
        if (state.players[m][0] >= 0 && state.players[m][1] >= 0) // played, not a bye or the unplayed reset
            ++losses[state.loser[m]];
    }
    QCOMPARE(int(losses.size()), entrants - 1);
    for (const auto &[seed, count] : losses)
        QCOMPARE(count, 2);
    // The losers' bracket champion (seed 2) wins the grand final: the reset is played, and decides.
    const int final = int(bracket.size()) - 2;
    const auto [reset, resetGames] = playOut(bracket, {final});
    QCOMPARE(resetGames, 2 * entrants - 1);
    QCOMPARE(reset.players.back()[0], 1);
    QCOMPARE(reset.players.back()[1], 0);
    QCOMPARE(reset.champion(), 0); // the favourite takes the reset
}

void TestTournament::lobbies()
{
    std::vector<double> strength;
    for (int i = 0; i < 13; ++i)
        strength.push_back(100 - i); // entrant i is seed i + 1
    const auto snake = splitLobbies(strength, 4, LobbyMethod::Snake);
    QCOMPARE(snake.size(), std::size_t(4));
    // Sizes 4, 3, 3, 3; seeds dealt 1 2 3 4 | 8 7 6 5 | 9 10 11 12 | 13 (the first lobby has room left).
    QCOMPARE(snake[0], std::vector<int>({0, 7, 8, 12}));
    QCOMPARE(snake[1], std::vector<int>({1, 6, 9}));
    QCOMPARE(snake[2], std::vector<int>({2, 5, 10}));
    QCOMPARE(snake[3], std::vector<int>({3, 4, 11}));
    const auto balanced = splitLobbies(strength, 4, LobbyMethod::Balanced);
    std::vector<double> means;
    std::set<int> everyone;
    for (const auto &lobby : balanced) {
        QVERIFY(lobby.size() == 3 || lobby.size() == 4);
        double sum = 0;
        for (int i : lobby) {
            sum += strength[static_cast<std::size_t>(i)];
            everyone.insert(i);
        }
        means.push_back(sum / double(lobby.size()));
    }
    QCOMPARE(int(everyone.size()), 13);
    QVERIFY(*std::max_element(means.begin(), means.end()) - *std::min_element(means.begin(), means.end()) <= 0.5);
    QCOMPARE(placePoints({10, 8, 6, 5, 4, 3, 2, 1}, 1), 10.0);
    QCOMPARE(placePoints({10, 8, 6, 5, 4, 3, 2, 1}, 4), 5.0);
    QCOMPARE(placePoints({10, 8, 6, 5, 4, 3, 2, 1}, 9), 0.0);
}

void TestTournament::clubNightQueue()
{
    // Five players, two tables: the one who waited plays; nobody meets their last opponent again.
    std::vector<QueuedPlayer> players(5);
    players[4].waited = 1;
    players[0].recentOpponents = {1};
    players[1].recentOpponents = {0};
    players[2].recentOpponents = {3};
    players[3].recentOpponents = {2};
    // Quality favours the rematches 0-1 and 2-3 strongly; waiting and recency still win.
    const auto quality = [](int a, int b) { return (a / 2 == b / 2 && a < 4 && b < 4) ? 1.0 : 0.3; };
    const auto games = nextGames(players, 2, quality);
    QCOMPARE(games.size(), std::size_t(2));
    std::set<int> playing;
    for (const auto &[a, b] : games) {
        playing.insert(a);
        playing.insert(b);
        QVERIFY(!(a / 2 == b / 2 && b < 4)); // not 0-1 nor 2-3
    }
    QVERIFY(playing.contains(4));
    QCOMPARE(games.front().first == 4 || games.front().second == 4, true); // the longest wait first
    // One table for two players; too few players is refused.
    QCOMPARE(nextGames(std::vector<QueuedPlayer>(2), 3, quality).size(), std::size_t(1));
    QVERIFY_THROWS_EXCEPTION(TournamentError, nextGames(std::vector<QueuedPlayer>(1), 1, quality));
}

void TestTournament::balancedTeamsAreOptimalOnSmallRosters()
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

void TestTournament::teamConstraints()
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

void TestTournament::tooFewOrImpossible()
{
    const auto system = rating::makeRatingSystem("trueskill");
    const auto message = [](const std::function<void()> &f) {
        try {
            f();
        } catch (const TournamentError &e) {
            return QString::fromStdString(e.what());
        }
        return QStringLiteral("no error");
    };
    QCOMPARE(message([] { pairSwiss({SwissEntrant {}}, [](int, int) { return 0.0; }); }),
             QStringLiteral("a Swiss round needs at least two entrants"));
    QCOMPARE(message([] { bergerSchedule(1); }), QStringLiteral("a round robin needs at least two entrants"));
    QCOMPARE(message([] { singleElimination(1); }),
             QStringLiteral("an elimination bracket needs at least two entrants"));
    QCOMPARE(message([] { splitLobbies({1.0}, 4, LobbyMethod::Snake); }),
             QStringLiteral("heats need at least two entrants"));
    const std::vector<rating::Rating> three(3, rating::Rating {25, 8});
    QCOMPARE(message([&] { balanceTeams(three, 4, {}, *system); }), QStringLiteral("more teams (4) than players (3)"));
    TeamConstraints triangle;
    triangle.apart = {{0, 1}, {1, 2}, {0, 2}};
    QCOMPARE(message([&] { balanceTeams(three, 2, triangle, *system); }),
             QStringLiteral("the 'keep together' and 'keep apart' pairs cannot all be met in two teams"));
    TeamConstraints both;
    both.together = {{0, 1}};
    both.apart = {{1, 0}};
    QCOMPARE(message([&] { balanceTeams(three, 2, both, *system); }),
             QStringLiteral("two players are to be kept both together and apart"));
}

void TestTournament::tieBreaksWorkedExample()
{
    // Five players, three rounds, win 1, draw 1/2, bye 1 (worked by hand):
    //   R1: A beats B, C draws D, E bye.   R2: A draws C, E beats B, D bye.   R3: E beats A, B beats D, C bye.
    // Points: A 1.5, B 1, C 2, D 1.5, E 3.
    enum { A, B, C, D, E };
    const std::vector<PlayedPairing> games {
        {A, B, 1, 0, 1},  {C, D, 0.5, 0.5, 0}, {E, -1, 1, 0, 1}, {A, C, 0.5, 0.5, 0}, {E, B, 1, 0, 1},
        {D, -1, 1, 0, 1}, {E, A, 1, 0, 1},     {B, D, 1, 0, 1},  {C, -1, 1, 0, 1},
    };
    const std::vector<TieBreak> order {TieBreak::Buchholz, TieBreak::SonnebornBerger, TieBreak::BuchholzCut1,
                                       TieBreak::MedianBuchholz, TieBreak::Wins};
    const auto rows = eventStandings(5, games, {20, 21, 22, 23, 24}, order);
    // E 3; C 2; then A and D on 1.5: Buchholz A = B 1 + C 2 + E 3 = 6, D = C 2 + B 1 = 3; B 1 last.
    QCOMPARE(rows[0].entrant, int(E));
    QCOMPARE(rows[0].decidedBy, -1);
    QCOMPARE(rows[1].entrant, int(C));
    QCOMPARE(rows[2].entrant, int(A));
    QCOMPARE(rows[2].tieBreaks[0], 6.0);
    QCOMPARE(rows[2].decidedBy, 0); // Buchholz separated A from D
    QCOMPARE(rows[3].entrant, int(D));
    QCOMPARE(rows[3].tieBreaks[0], 3.0);
    QCOMPARE(rows[4].entrant, int(B));
    // A: Sonneborn-Berger = B's 1 (beaten) + half of C's 2 (drawn) = 2; cut 1 drops B (1): 5; median drops
    // B and E: 2; one win.
    QCOMPARE(rows[2].tieBreaks[1], 2.0);
    QCOMPARE(rows[2].tieBreaks[2], 5.0);
    QCOMPARE(rows[2].tieBreaks[3], 2.0);
    QCOMPARE(rows[2].tieBreaks[4], 1.0);
    // E: Buchholz B 1 + A 1.5 = 2.5 (the bye adds nothing); Sonneborn-Berger 2.5.
    QCOMPARE(rows[0].tieBreaks[0], 2.5);
    QCOMPARE(rows[0].tieBreaks[1], 2.5);

    // Direct encounter first: two players tied on points who met: the winner is ahead, decided by it.
    const std::vector<PlayedPairing> duel {{A, B, 1, 0, 1}, {B, C, 1, 0, 1}, {C, A, 1, 0, 1},
                                           {A, D, 1, 0, 1}, {B, D, 1, 0, 1}, {D, C, 1, 0, 1}};
    // A 2, B 2, C 1, D 1: A beat B; D beat C.
    const auto direct = eventStandings(4, duel, {}, {TieBreak::DirectEncounter});
    QCOMPARE(direct[0].entrant, int(A));
    QCOMPARE(direct[0].decidedBy, 0);
    QCOMPARE(direct[0].tieBreaks[0], 1.0); // A's point against B
    QCOMPARE(direct[1].tieBreaks[0], 0.0);
    QCOMPARE(direct[1].entrant, int(B));
    QCOMPARE(direct[2].entrant, int(D));
    QCOMPARE(direct[3].entrant, int(C));
    // With nothing to separate them, a place is shared.
    const auto shared = eventStandings(2, {{A, B, 0.5, 0.5, 0}}, {}, {TieBreak::Buchholz});
    QCOMPARE(shared[0].place, 1);
    QCOMPARE(shared[1].place, 1);
    QCOMPARE(shared[0].decidedBy, -2);
}

QTEST_GUILESS_MAIN(TestTournament)
#include "tst_swiss.moc"
