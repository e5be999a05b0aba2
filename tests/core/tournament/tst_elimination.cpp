// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Single and double elimination brackets: byes for the top seeds, the seeding order, and whole brackets played
// out (favourites winning, an upset, the bracket reset).
#include "errormessage.h"
#include "tournament/elimination.h"

#include <QTest>

#include <map>
#include <set>

using namespace podium::tournament;

namespace {

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

class TestElimination : public QObject
{
    Q_OBJECT

private slots:
    void singleEliminationBrackets_data();
    void singleEliminationBrackets();
    void doubleEliminationBrackets_data();
    void doubleEliminationBrackets();
    void doubleEliminationOfFourByHand();
    void eliminationErrors();
};

void TestElimination::singleEliminationBrackets_data()
{
    QTest::addColumn<int>("entrants");
    QTest::addColumn<int>("byes");
    QTest::addColumn<QString>("firstRound"); // the real first-round games, seeds 1-based
    QTest::newRow("5") << 5 << 3 << QStringLiteral("4-5");
    QTest::newRow("6") << 6 << 2 << QStringLiteral("4-5 3-6");
    QTest::newRow("13") << 13 << 3 << QStringLiteral("8-9 4-13 5-12 7-10 6-11");
    QTest::newRow("33") << 33 << 31 << QStringLiteral("32-33");
}

void TestElimination::singleEliminationBrackets()
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

void TestElimination::doubleEliminationBrackets_data()
{
    QTest::addColumn<int>("entrants");
    for (int n : {2, 3, 5, 6, 8, 13, 33})
        QTest::newRow(qPrintable(QString::number(n))) << n;
}

void TestElimination::doubleEliminationBrackets()
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

void TestElimination::doubleEliminationOfFourByHand()
{
    // Worked by hand: bracketOrder(4) is 0 3 1 2, so the first round is seeds 1-4 and 2-3 (1-based); the losers'
    // bracket pairs the two first-round losers, then its winner meets the loser of the winners' final.
    QCOMPARE(bracketOrder(8), std::vector<int>({0, 7, 3, 4, 1, 6, 2, 5}));
    using K = BracketSource::Kind;
    using P = BracketMatch::Part;
    const auto bracket = doubleElimination(4);
    QCOMPARE(bracket.size(), std::size_t(7));
    const auto is = [&](std::size_t m, P part, int round, BracketSource a, BracketSource b) {
        return bracket[m].part == part && bracket[m].round == round && bracket[m].from[0] == a
            && bracket[m].from[1] == b;
    };
    QVERIFY(is(0, P::Winners, 1, {K::Seed, 0}, {K::Seed, 3}));
    QVERIFY(is(1, P::Winners, 1, {K::Seed, 1}, {K::Seed, 2}));
    QVERIFY(is(2, P::Winners, 2, {K::WinnerOf, 0}, {K::WinnerOf, 1}));
    QVERIFY(is(3, P::Losers, 1, {K::LoserOf, 0}, {K::LoserOf, 1}));
    QVERIFY(is(4, P::Losers, 2, {K::WinnerOf, 3}, {K::LoserOf, 2}));
    QVERIFY(is(5, P::GrandFinal, 1, {K::WinnerOf, 2}, {K::WinnerOf, 4}));
    QVERIFY(is(6, P::Reset, 1, {K::WinnerOf, 5}, {K::LoserOf, 5}));

    // The first side wins everything up to the grand final: seeds 0 and 1 win round 1, 0 the winners' final; 3
    // beats 2 in the losers' bracket, then 1 (dropped from the final).
    std::map<int, int> results {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}};
    BracketState state = resolveBracket(bracket, results);
    QCOMPARE(state.players[4], (std::array<int, 2> {3, 1}));
    QCOMPARE(state.players[5], (std::array<int, 2> {0, 3}));
    QCOMPARE(state.players[6], (std::array<int, 2> {BracketState::kPending, BracketState::kPending}));
    QCOMPARE(state.playable(results), std::vector<int>({5}));
    QCOMPARE(state.champion(), BracketState::kPending);
    // The winners' bracket champion takes the grand final: the reset is decided without a game.
    results[5] = 0;
    state = resolveBracket(bracket, results);
    QCOMPARE(state.players[6], (std::array<int, 2> {BracketState::kNobody, BracketState::kNobody}));
    QCOMPARE(state.playable(results), std::vector<int>());
    QCOMPARE(state.champion(), 0);
    // The losers' bracket champion takes it: the reset is played, 3 against 0.
    results[5] = 1;
    state = resolveBracket(bracket, results);
    QCOMPARE(state.players[6], (std::array<int, 2> {3, 0}));
    QCOMPARE(state.playable(results), std::vector<int>({6}));
    results[6] = 0;
    QCOMPARE(resolveBracket(bracket, results).champion(), 3);
}

void TestElimination::eliminationErrors()
{
    QCOMPARE(errorMessage([] { singleElimination(1); }),
             QStringLiteral("an elimination bracket needs at least two entrants"));
}

QTEST_GUILESS_MAIN(TestElimination)
#include "tst_elimination.moc"
