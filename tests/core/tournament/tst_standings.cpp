// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Event standings: a worked example of five players over three rounds, and each tie-break on its own, all values
// worked by hand.
#include "tournament/standings.h"
#include "tournament/standings_p.h"
#include "tournament/tournamenterror.h"

#include <QTest>

#include <cmath>

using namespace podium::tournament;

namespace {

/** Opponents met: 3 points (beaten), 1 (drawn), 2 (lost to), 0.5 (beaten). */
const std::vector<detail::Opponent> kFour {{3, 1}, {1, 0.5}, {2, 0}, {0.5, 1}};

} // namespace

class TestStandings : public QObject
{
    Q_OBJECT

private slots:
    void tieBreaksWorkedExample();
    void tallyAndOpponents();
    void buchholz();
    void buchholzCut1();
    void medianBuchholz();
    void sonnebornBerger();
    void wins();
    void rating();
    void directEncounterAmongTheStillTied();
    void tieBreakNames();
    void cardGameFiguresHaveAFloor();
    void cardGameFiguresFromGames();
};

void TestStandings::tieBreaksWorkedExample()
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

void TestStandings::tallyAndOpponents()
{
    // Win 2, draw 1: 0 beats 1; 2 has a bye; 1 draws 2; 3 wins a heat (10 points) and loses one (4 points).
    const std::vector<PlayedPairing> games {
        {0, 1, 2, 0, 1}, {2, -1, 2, 0, 1}, {1, 2, 1, 1, 0}, {3, -1, 10, 0, 1, true}, {3, -1, 4, 0, -1, true},
    };
    const detail::Tally tally = detail::tally(4, games);
    QCOMPARE(tally.points, std::vector<double>({2, 1, 3, 14}));
    QCOMPARE(tally.wins, std::vector<int>({1, 0, 0, 1})); // a bye is no win; a heat won is
    // Opponents: their points and the share of the game taken (points over the 2 of a win); no bye, no heat.
    const auto met = detail::opponents(4, games, tally.points, 2.0);
    QCOMPARE(met.size(), std::size_t(4));
    QCOMPARE(met[0].size(), std::size_t(1));
    QCOMPARE(met[0][0].points, 1.0);
    QCOMPARE(met[0][0].share, 1.0);
    QCOMPARE(met[1].size(), std::size_t(2));
    QCOMPARE(met[1][0].points, 2.0);
    QCOMPARE(met[1][0].share, 0.0);
    QCOMPARE(met[1][1].points, 3.0);
    QCOMPARE(met[1][1].share, 0.5);
    QCOMPARE(met[2].size(), std::size_t(1));
    QCOMPARE(met[2][0].points, 1.0);
    QCOMPARE(met[2][0].share, 0.5);
    QVERIFY(met[3].empty());
}

void TestStandings::buchholz()
{
    QCOMPARE(detail::buchholz(kFour), 6.5); // 3 + 1 + 2 + 0.5
    QCOMPARE(detail::buchholz({}), 0.0);
}

void TestStandings::buchholzCut1()
{
    QCOMPARE(detail::buchholzCut1(kFour), 6.0); // without the lowest, 0.5
    QCOMPARE(detail::buchholzCut1({{2, 1}}), 0.0);
    QCOMPARE(detail::buchholzCut1({}), 0.0);
}

void TestStandings::medianBuchholz()
{
    QCOMPARE(detail::medianBuchholz(kFour), 3.0); // without 3 and 0.5: 1 + 2
    QCOMPARE(detail::medianBuchholz({{2, 1}, {5, 0}}), 0.0); // two opponents: nothing left
    QCOMPARE(detail::medianBuchholz({{2, 1}}), 0.0);
}

void TestStandings::sonnebornBerger()
{
    QCOMPARE(detail::sonnebornBerger(kFour), 4.0); // 3 * 1 + 1 * 0.5 + 2 * 0 + 0.5 * 1
    // Through the standings with win 2, draw 1: A beats B and draws C, B loses to C. Points A 3, B 0, C 3; A's
    // Sonneborn-Berger is B's 0 times 1 plus C's 3 times 1/2 = 1.5, C's is A's 3 / 2 + B's 0 = 1.5: shared.
    const std::vector<PlayedPairing> games {{0, 1, 2, 0, 1}, {0, 2, 1, 1, 0}, {2, 1, 2, 0, 1}};
    const auto rows = eventStandings(3, games, {}, {TieBreak::SonnebornBerger}, 2.0);
    QCOMPARE(rows[0].tieBreaks[0], 1.5);
    QCOMPARE(rows[1].tieBreaks[0], 1.5);
    QCOMPARE(rows[0].place, 1);
    QCOMPARE(rows[1].place, 1);
    QCOMPARE(rows[0].decidedBy, -2);
    QCOMPARE(rows[2].entrant, 1);
    QCOMPARE(rows[2].decidedBy, -1); // points alone
}

void TestStandings::wins()
{
    // Everyone on one point: 0 beat 1, 1 beat 2, 2 had a bye. Wins put 2 last (a bye is no win); the rating then
    // puts 1 (rating 2) ahead of 0 (rating 1).
    const std::vector<PlayedPairing> games {{0, 1, 1, 0, 1}, {1, 2, 1, 0, 1}, {2, -1, 1, 0, 1}};
    const auto rows = eventStandings(3, games, {1, 2, 3}, {TieBreak::Wins, TieBreak::Rating});
    QCOMPARE(rows[0].entrant, 1);
    QCOMPARE(rows[0].tieBreaks, std::vector<double>({1, 2}));
    QCOMPARE(rows[0].decidedBy, 1); // the rating, the second tie-break
    QCOMPARE(rows[1].entrant, 0);
    QCOMPARE(rows[1].decidedBy, 1);
    QCOMPARE(rows[2].entrant, 2);
    QCOMPARE(rows[2].tieBreaks, std::vector<double>({0, 3}));
    QCOMPARE(rows[2].decidedBy, 0); // wins, the first tie-break
    QCOMPARE(rows[2].place, 3);
}

void TestStandings::rating()
{
    // No games: the rating alone orders the field; an entrant beyond the ratings given counts 0.
    const auto rows = eventStandings(3, {}, {5, 7}, {TieBreak::Rating});
    QCOMPARE(rows[0].entrant, 1);
    QCOMPARE(rows[0].tieBreaks[0], 7.0);
    QCOMPARE(rows[1].entrant, 0);
    QCOMPARE(rows[2].entrant, 2);
    QCOMPARE(rows[2].tieBreaks[0], 0.0);
    for (const StandingRow &row : rows)
        QCOMPARE(row.decidedBy, 0);
}

void TestStandings::directEncounterAmongTheStillTied()
{
    // A beats B, B beats C, C beats A, D beats C: all on one point, and against the whole level everyone took one
    // point. Buchholz: C 3 (A, B, D), A 2, B 2, D 1. Between A and B, still tied, direct encounter is worked out
    // again among the two: A beat B, so A 1, B 0.
    enum { A, B, C, D };
    const std::vector<PlayedPairing> games {{A, B, 1, 0, 1}, {B, C, 1, 0, 1}, {C, A, 1, 0, 1}, {D, C, 1, 0, 1}};
    QCOMPARE(detail::directEncounter(4, games, {A, B, C, D}), std::vector<double>({1, 1, 1, 1}));
    QCOMPARE(detail::directEncounter(4, games, {A, B}), std::vector<double>({1, 0, 0, 0}));
    QCOMPARE(detail::directEncounter(4, games, {B, D}), std::vector<double>({0, 0, 0, 0}));
    const auto rows = eventStandings(4, games, {}, {TieBreak::Buchholz, TieBreak::DirectEncounter});
    QCOMPARE(rows[0].entrant, int(C));
    QCOMPARE(rows[0].tieBreaks, std::vector<double>({3, 1}));
    QCOMPARE(rows[0].decidedBy, 0);
    QCOMPARE(rows[1].entrant, int(A));
    QCOMPARE(rows[1].tieBreaks, std::vector<double>({2, 1}));
    QCOMPARE(rows[1].decidedBy, 1);
    QCOMPARE(rows[2].entrant, int(B));
    QCOMPARE(rows[2].tieBreaks, std::vector<double>({2, 0}));
    QCOMPARE(rows[3].entrant, int(D));
    QCOMPARE(rows[3].tieBreaks, std::vector<double>({1, 1}));
    QCOMPARE(rows[3].place, 4);
}

void TestStandings::tieBreakNames()
{
    for (TieBreak t : {TieBreak::Buchholz, TieBreak::BuchholzCut1, TieBreak::MedianBuchholz, TieBreak::SonnebornBerger,
                       TieBreak::Wins, TieBreak::DirectEncounter, TieBreak::Rating, TieBreak::OpponentsMatchWin,
                       TieBreak::GameWin, TieBreak::OpponentsGameWin})
        QCOMPARE(tieBreakFromName(tieBreakName(t)), t);
    QCOMPARE(tieBreakName(TieBreak::BuchholzCut1), std::string("buchholz-cut1"));
    QVERIFY_THROWS_EXCEPTION(TournamentError, tieBreakFromName("Buchholz"));
}

void TestStandings::cardGameFiguresHaveAFloor()
{
    // Magic Tournament Rules, Appendix C, with 3 points a match won. W goes 1-3 (3 of 12: 0.25, counted as 0.33
    // for the others, as the appendix's "1-3-0, then withdraws" example); the bye counts as a round won ("3-2-0,
    // including a first-round bye": 9/15), but is no opponent.
    enum { P, W, Q, R, Y, Z };
    const std::vector<PlayedPairing> games {
        {P, W, 3, 0, 1}, {W, R, 3, 0, 1}, {Q, W, 3, 0, 1}, {R, W, 3, 0, 1}, {Y, -1, 3, 0, 1}, {Z, Y, 3, 0, 1},
    };
    const detail::CardFigures f = detail::cardFigures(6, games, 3);
    const auto near = [](double a, double b) { return std::abs(a - b) < 1e-9; };
    // P, Q: their one opponent W is at 0.25, so 1/3. R met W twice (a loss, a win): the same.
    QVERIFY(near(f.opponentsMatchWin[P], 1.0 / 3));
    QVERIFY(near(f.opponentsMatchWin[Q], 1.0 / 3));
    QVERIFY(near(f.opponentsMatchWin[R], 1.0 / 3));
    // W met P (1/1 = 1), R (1 of 2 = 0.5), Q (1), R again (0.5): 0.75.
    QVERIFY(near(f.opponentsMatchWin[W], 0.75));
    // Y: the bye and a loss, 3 of 6 = 0.5 for Z; Y's own opponent Z won its only round: 1.
    QVERIFY(near(f.opponentsMatchWin[Z], 0.5));
    QVERIFY(near(f.opponentsMatchWin[Y], 1.0));
    // No game scores in the event: the game figures decide nothing, byes included.
    for (int e = P; e <= Z; ++e) {
        QCOMPARE(f.gameWin[static_cast<std::size_t>(e)], 0.0);
        QCOMPARE(f.opponentsGameWin[static_cast<std::size_t>(e)], 0.0);
    }
}

void TestStandings::cardGameFiguresFromGames()
{
    // Appendix C's game points: 2-0-1 gives the winner 7 and the loser 1 (of 9 each); 2-1 gives 6 and 3.
    // A beats B 2-0-1, C beats A 2-1, B has the bye (2-0: 6 of 6).
    enum { A, B, C };
    PlayedPairing ab {A, B, 3, 0, 1};
    ab.gamesA = 2;
    ab.gamesB = 0;
    ab.gamesDrawn = 1;
    PlayedPairing ca {C, A, 3, 0, 1};
    ca.gamesA = 2;
    ca.gamesB = 1;
    const std::vector<PlayedPairing> games {ab, ca, {B, -1, 3, 0, 1}};
    const detail::CardFigures f = detail::cardFigures(3, games, 3);
    const auto near = [](double a, double b) { return std::abs(a - b) < 1e-9; };
    QVERIFY(near(f.gameWin[A], (7.0 + 3) / (9 + 9))); // 10/18
    QVERIFY(near(f.gameWin[B], (1.0 + 6) / (9 + 6))); // 7/15
    QVERIFY(near(f.gameWin[C], 6.0 / 9));
    // OGW%: A's opponents B 7/15 and C 6/9; B's opponent A 10/18; C's opponent A. Each at least 1/3.
    QVERIFY(near(f.opponentsGameWin[A], (7.0 / 15 + 6.0 / 9) / 2));
    QVERIFY(near(f.opponentsGameWin[B], 10.0 / 18));
    QVERIFY(near(f.opponentsGameWin[C], 10.0 / 18));
    // Through the standings: all three on 3 points. OMW%: A (B 3/6, C 3/3) 0.75, B and C 0.5 (A's 3/6); then
    // GW% puts C (6/9) above B (7/15).
    const auto rows = eventStandings(3, games, {}, {TieBreak::OpponentsMatchWin, TieBreak::GameWin}, 3);
    QCOMPARE(rows.size(), std::size_t(3));
    QCOMPARE(rows[0].entrant, int(A));
    QCOMPARE(rows[0].decidedBy, 0);
    QCOMPARE(rows[1].entrant, int(C));
    QCOMPARE(rows[1].decidedBy, 1);
    QCOMPARE(rows[2].entrant, int(B));
    QCOMPARE(rows[2].points, 3.0);
}

QTEST_GUILESS_MAIN(TestStandings)
#include "tst_standings.moc"
