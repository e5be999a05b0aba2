// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The FIDE (Dutch) System (C.04.3 as applied from 1 July 2025): worked examples that follow from the articles
// cited beside each, colour allocation, Baku acceleration, and properties of random tournaments (the
// absolute criteria, the bye in the lowest scoregroup, round 1 top half against bottom half).
#include "tournament/dutch.h"
#include "tournament/incrementalmatching_p.h"
#include "tournament/matching.h"
#include "tournament/tournamenterror.h"

#include <QTest>

#include <algorithm>
#include <cstdlib>
#include <random>
#include <set>

using namespace podium::tournament;

namespace {

std::vector<DutchPlayer> freshField(int n)
{
    std::vector<DutchPlayer> players(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        players[static_cast<std::size_t>(i)].pairingNumber = i + 1;
    return players;
}

/** "white-black" by pairing number, board by board, separated by spaces; "n-0" for the bye. */
QString boards(const std::vector<DutchPlayer> &players, const std::vector<DutchPairing> &pairings)
{
    QStringList out;
    for (const DutchPairing &p : pairings)
        out << QStringLiteral("%1-%2")
                   .arg(players[static_cast<std::size_t>(p.white)].pairingNumber)
                   .arg(p.black < 0 ? 0 : players[static_cast<std::size_t>(p.black)].pairingNumber);
    return out.join(QLatin1Char(' '));
}

/** Plays a round: the lower pairing number wins with probability 0.6, a draw 0.15; the bye scores 1. */
void play(std::vector<DutchPlayer> &players, const std::vector<DutchPairing> &pairings, std::mt19937 &rng)
{
    std::vector<double> before;
    for (const DutchPlayer &p : players)
        before.push_back(p.score);
    std::uniform_real_distribution<double> u(0.0, 1.0);
    for (const DutchPairing &board : pairings) {
        DutchPlayer &w = players[static_cast<std::size_t>(board.white)];
        if (board.black < 0) {
            w.score += 1.0;
            w.colours.push_back(Colour::None);
            w.floats.push_back(Float::Down); // C.04.3 1.4.3: a PAB counts as a downfloat
            w.hadPairingAllocatedBye = true;
            w.mayGetBye = false;
            continue;
        }
        DutchPlayer &b = players[static_cast<std::size_t>(board.black)];
        const double x = u(rng);
        const bool whiteStronger = w.pairingNumber < b.pairingNumber;
        const double ws = x < 0.15 ? 0.5 : ((x < 0.75) == whiteStronger ? 1.0 : 0.0);
        const double wb = before[static_cast<std::size_t>(board.white)],
                     bb = before[static_cast<std::size_t>(board.black)];
        w.score += ws;
        b.score += 1.0 - ws;
        w.colours.push_back(Colour::White);
        b.colours.push_back(Colour::Black);
        w.opponents.push_back(board.black);
        b.opponents.push_back(board.white);
        w.floats.push_back(wb > bb ? Float::Down : wb < bb ? Float::Up : Float::None);
        b.floats.push_back(bb > wb ? Float::Down : bb < wb ? Float::Up : Float::None);
    }
}

struct ColourState
{
    int diff = 0;
    int streak = 0;
};

ColourState colourState(const DutchPlayer &p)
{
    ColourState s;
    Colour last = Colour::None;
    for (Colour c : p.colours) {
        if (c == Colour::None)
            continue;
        s.diff += static_cast<int>(c);
        s.streak = c == last ? s.streak + 1 : 1;
        last = c;
    }
    return s;
}

} // namespace

class TestDutch : public QObject
{
    Q_OBJECT

private slots:
    void roundOneEven();
    void roundOneOdd();
    void roundOneBlackFirst();
    void roundTwoColours();
    void absoluteColourForbidsPair();
    void byeNotTwice();
    void colourAllocation();
    void bakuAcceleration();
    void noLegalPairing();
    void topscorersInTheLastRound();
    void initialColourCountsAbsentPlayers();
    void badInput();
    void byeReachesLowestScoregroup();
    void byeToPlayerWithFewestUnplayedGames();
    void randomTournaments_data();
    void randomTournaments();
    void firstRoundWithoutMatching();
    void incrementalMatchingIsOptimal();
    void progressAndCancel();
};

// C.04.3 round 1: S1 = the top half against S2 = the bottom half in order; colours by the initial colour for
// odd pairing numbers in S1, alternating down the boards (article 5, initial colour).
void TestDutch::roundOneEven()
{
    const auto players = freshField(10);
    const auto pairings = pairDutch(players, {1, 9, Colour::White});
    QCOMPARE(boards(players, pairings), QStringLiteral("1-6 7-2 3-8 9-4 5-10"));
    for (const DutchPairing &p : pairings)
        QCOMPARE(p.why, std::string());
}

// C.04.1 and C.04.3: with an odd field the lowest-ranked player of the (single) lowest scoregroup gets the
// pairing-allocated bye, shown last (C.04.2 board order).
void TestDutch::roundOneOdd()
{
    const auto players = freshField(7);
    const auto pairings = pairDutch(players, {1, 5, Colour::White});
    QCOMPARE(boards(players, pairings), QStringLiteral("1-4 5-2 3-6 7-0"));
    QVERIFY(!pairings.back().why.empty());
}

void TestDutch::roundOneBlackFirst()
{
    const auto players = freshField(4);
    QCOMPARE(boards(players, pairDutch(players, {1, 3, Colour::Black})), QStringLiteral("3-1 2-4"));
}

// Round 2 of four players after 1-3 (1-0) and 4-2 (1-0). Scoregroup 1 = {1, 4}: both played White, both
// have a strong preference for Black (article 1.6), no round where their colours differed, so the
// higher-ranked #1 gets its preference (5.2.5): 4-1. Scoregroup 0 = {2, 3}: both prefer White, #2 ranks
// higher: 2-3. Board order by score (C.04.2).
void TestDutch::roundTwoColours()
{
    auto players = freshField(4);
    auto game = [&](int white, int black, double whitePoints) {
        DutchPlayer &w = players[static_cast<std::size_t>(white - 1)],
                    &b = players[static_cast<std::size_t>(black - 1)];
        w.colours.push_back(Colour::White);
        b.colours.push_back(Colour::Black);
        w.floats.push_back(Float::None);
        b.floats.push_back(Float::None);
        w.opponents.push_back(black - 1);
        b.opponents.push_back(white - 1);
        w.score += whitePoints;
        b.score += 1.0 - whitePoints;
    };
    game(1, 3, 1.0);
    game(4, 2, 1.0);
    const auto pairings = pairDutch(players, {2, 3, Colour::White});
    QCOMPARE(boards(players, pairings), QStringLiteral("4-1 2-3"));
    QVERIFY(pairings[0].why.find("#4 does not get the strong colour preference (black)") != std::string::npos);
}

// C3: two non-topscorers with the same absolute colour preference do not meet, so the Dutch system floats
// instead. Four players, round 3 of 5: #1 and #2 (2 points) both played Black twice, #3 and #4 (0) White
// twice. Pairing 1-2 would give one of them a third Black: the pairs must cross the scoregroups.
void TestDutch::absoluteColourForbidsPair()
{
    auto players = freshField(4);
    for (int i = 0; i < 4; ++i) {
        DutchPlayer &p = players[static_cast<std::size_t>(i)];
        const bool top = i < 2;
        p.score = top ? 2.0 : 0.0;
        p.colours = {top ? Colour::Black : Colour::White, top ? Colour::Black : Colour::White};
        p.floats = {Float::None, Float::None};
    }
    // Round 1: 3-1, 4-2; round 2: 4-1, 3-2 (the top two never met, nor the bottom two).
    players[0].opponents = {2, 3};
    players[1].opponents = {3, 2};
    players[2].opponents = {0, 1};
    players[3].opponents = {1, 0};
    QVERIFY_THROWS_EXCEPTION(TournamentError, pairDutch(players, {3, 5, Colour::White}));
    // Each met both players of the other scoregroup: no legal pairing at all. Now let #1 and #3, #2 and #4 be
    // new to each other: the pairs cross the scoregroups, and each absolute preference is met (#1 and #2
    // White, #3 and #4 Black).
    players[0].opponents = {1};
    players[1].opponents = {0};
    players[2].opponents = {3};
    players[3].opponents = {2};
    const auto pairings = pairDutch(players, {3, 5, Colour::White});
    QCOMPARE(boards(players, pairings), QStringLiteral("1-3 2-4"));
    QVERIFY(pairings[0].why.find("floats down") != std::string::npos);
}

// C.04.1: nobody gets a second pairing-allocated bye; C.04.3: the bye goes to the lowest scoregroup, to its
// lowest-ranked eligible player.
void TestDutch::byeNotTwice()
{
    auto players = freshField(5);
    // After round 1 (1-3 1-0, 4-2 0-1, 5 bye): scores 1:1, 2:1, 3:0, 4:0, 5:1 (the PAB).
    const double scores[] = {1, 1, 0, 0, 1};
    const Colour colours[] = {Colour::White, Colour::Black, Colour::Black, Colour::White, Colour::None};
    const std::vector<int> opponents[] = {{2}, {3}, {0}, {1}, {}};
    for (int i = 0; i < 5; ++i) {
        DutchPlayer &p = players[static_cast<std::size_t>(i)];
        p.score = scores[i];
        p.colours = {colours[i]};
        p.opponents = opponents[i];
        p.floats = {i == 4 ? Float::Down : Float::None};
    }
    players[4].hadPairingAllocatedBye = true;
    players[4].mayGetBye = false;
    const auto pairings = pairDutch(players, {2, 3, Colour::White});
    QCOMPARE(pairings.back().black, -1);
    QCOMPARE(players[static_cast<std::size_t>(pairings.back().white)].pairingNumber, 4);
}

// Article 5.2: the stronger preference first, then alternation from the last round in which the two
// players' colours differed, then the higher-ranked player's preference.
void TestDutch::colourAllocation()
{
    DutchPlayer a, b;
    a.colours = {Colour::White, Colour::White}; // absolute: Black
    b.colours = {Colour::White}; // strong: Black
    QCOMPARE(detail::allocateColour(a, b, false, 0, Colour::White), Colour::Black);
    a.colours = {Colour::White, Colour::Black}; // mild: White
    b.colours = {Colour::Black, Colour::White}; // mild: Black
    QCOMPARE(detail::allocateColour(a, b, false, 0, Colour::White), Colour::White);
    a.colours = {Colour::Black, Colour::White, Colour::Black}; // strong White
    b.colours = {Colour::White, Colour::Black, Colour::Black}; // absolute White
    QCOMPARE(detail::allocateColour(a, b, true, 0, Colour::White), Colour::Black);
    // Both strong for White (one Black more). Going back, their colours last differed in round 2, a Black and
    // b White: alternating from there gives a White, even though b ranks higher.
    a.colours = {Colour::White, Colour::Black, Colour::Black, Colour::White, Colour::Black};
    b.colours = {Colour::Black, Colour::White, Colour::Black, Colour::White, Colour::Black};
    QCOMPARE(detail::colourPreference(a).colour, Colour::White);
    QCOMPARE(detail::colourPreference(b).colour, Colour::White);
    QCOMPARE(detail::allocateColour(a, b, false, 0, Colour::White), Colour::White);
    QCOMPARE(detail::allocateColour(b, a, true, 0, Colour::White), Colour::Black);
    // No difference at all: the higher-ranked player's preference.
    b.colours = a.colours;
    QCOMPARE(detail::allocateColour(a, b, true, 0, Colour::White), Colour::White);
    QCOMPARE(detail::allocateColour(a, b, false, 0, Colour::White), Colour::Black);
    // A round without a game is skipped (1.6: played games only).
    DutchPlayer c;
    c.colours = {Colour::Black, Colour::None, Colour::Black};
    QVERIFY(detail::colourPreference(c).absolute);
    QCOMPARE(detail::colourPreference(c).colour, Colour::White);
}

// C.04.5.1 Baku: group A is 2 * ceil(n / 4); of 9 rounds the first 5 are accelerated, 1 virtual point in
// rounds 1-3 and 0.5 in rounds 4-5 (the Handbook's own nine-round example); 161 players: group A is 82.
void TestDutch::bakuAcceleration()
{
    QCOMPARE(podium::tournament::bakuAcceleration(82, 161, 1, 9), 1.0);
    QCOMPARE(podium::tournament::bakuAcceleration(83, 161, 1, 9), 0.0);
    QCOMPARE(podium::tournament::bakuAcceleration(1, 161, 3, 9), 1.0);
    QCOMPARE(podium::tournament::bakuAcceleration(1, 161, 4, 9), 0.5);
    QCOMPARE(podium::tournament::bakuAcceleration(1, 161, 5, 9), 0.5);
    QCOMPARE(podium::tournament::bakuAcceleration(1, 161, 6, 9), 0.0);
}

void TestDutch::noLegalPairing()
{
    auto players = freshField(2);
    players[0].opponents = {1};
    players[1].opponents = {0};
    players[0].colours = players[1].colours = {Colour::White};
    players[1].colours = {Colour::Black};
    QVERIFY_THROWS_EXCEPTION(TournamentError, pairDutch(players, {2, 3, Colour::White}));
}

namespace {

/** A player with a history: colours and opponents (indices) of played games, None and -1 for a round without. */
DutchPlayer withHistory(int number, double score, std::vector<Colour> colours, std::vector<int> opponents,
                        std::vector<Float> floats)
{
    DutchPlayer p;
    p.pairingNumber = number;
    p.score = score;
    p.colours = std::move(colours);
    p.floats = std::move(floats);
    for (int o : opponents)
        if (o >= 0)
            p.opponents.push_back(o);
    return p;
}

} // namespace

// The 2025 rules' PAB criteria, on the two published cases of bbpPairings' test suite for them
// (test/tests/dutch_2025_C5 and dutch_2025_C9, commit 16a000f9). C5: the bye must reach the lowest scoregroup
// even when that changes how the top bracket pairs. Round 3 of 3; #4 is absent (not paired). Expected 1-5,
// 3-2, bye 6.
void TestDutch::byeReachesLowestScoregroup()
{
    const auto W = Colour::White, B = Colour::Black;
    const auto D = Float::Down, F0 = Float::None;
    // Indices: 0 = #1, 1 = #2, 2 = #3, 3 = #5, 4 = #6 (#4 absent; games against #4 count as played, but #4
    // is not here to be paired).
    std::vector<DutchPlayer> players {
        withHistory(1, 2.0, {W, B}, {-1, 1}, {F0, F0}), withHistory(2, 1.0, {B, W}, {3, 0}, {F0, F0}),
        withHistory(3, 2.0, {W, B}, {4, -1}, {F0, D}),  withHistory(5, 1.0, {W, B}, {1, 4}, {F0, F0}),
        withHistory(6, 0.0, {B, W}, {2, 3}, {F0, F0}),
    };
    QCOMPARE(boards(players, pairDutch(players, {3, 3, Colour::White})), QStringLiteral("1-5 3-2 6-0"));
}

// C9 (2025): the PAB goes to a player who has played, not to one with more unplayed games. Round 2 of 3: #5
// was absent in round 1 (no game, no points). Expected 2-1, 3-5, bye 4.
void TestDutch::byeToPlayerWithFewestUnplayedGames()
{
    const auto W = Colour::White, B = Colour::Black, N = Colour::None;
    const auto F0 = Float::None;
    std::vector<DutchPlayer> players {
        withHistory(1, 1.0, {W}, {2}, {F0}), withHistory(2, 1.0, {B}, {3}, {F0}),  withHistory(3, 0.0, {B}, {0}, {F0}),
        withHistory(4, 0.0, {W}, {1}, {F0}), withHistory(5, 0.0, {N}, {-1}, {F0}),
    };
    QCOMPARE(boards(players, pairDutch(players, {2, 3, Colour::White})), QStringLiteral("2-1 3-5 4-0"));
}

// C3's exception: in the last round topscorers (more than half the maximum score, 1.7) with the same absolute
// colour preference may meet. #1 and #2 both 2 of 2 with Black twice: in round 3 of 3 they meet and #1,
// the higher ranked with an equal history, gets White (5.2.5); in round 3 of 4 they may not.
void TestDutch::topscorersInTheLastRound()
{
    auto players = freshField(2);
    for (DutchPlayer &p : players) {
        p.score = 2.0;
        p.colours = {Colour::Black, Colour::Black};
        p.floats = {Float::None, Float::None};
    }
    const auto pairings = pairDutch(players, {3, 3, Colour::White});
    QCOMPARE(boards(players, pairings), QStringLiteral("1-2"));
    QCOMPARE(pairings[0].why, std::string("#2 does not get the absolute colour preference (white) (C.04.3 5.2)"));
    QVERIFY_THROWS_EXCEPTION(TournamentError, pairDutch(players, {3, 4, Colour::White}));
}

// Article 5's last rule gives the initial colour by the higher player's place in the initial ranking, which
// counts a player absent this round who was paired before. Round 2: #1 played round 1 and is absent now;
// #3, #6 and #7 did not play round 1. Scoregroup 0 = {3, 5, 6, 7} pairs 3-6 and 5-7; #3 and #6 have no colour
// history, so #3's place decides: third in the ranking (#1 counts), the initial colour, White. Without #1 it
// would be second, and Black. bbpPairings (2025 rules) pairs this state 2-4, 3-6, 7-5 too.
void TestDutch::initialColourCountsAbsentPlayers()
{
    const auto W = Colour::White, B = Colour::Black, N = Colour::None;
    const auto F0 = Float::None;
    std::vector<DutchPlayer> players {
        withHistory(2, 1.0, {B}, {3}, {F0}), withHistory(3, 0.0, {N}, {-1}, {F0}), withHistory(4, 1.0, {W}, {-1}, {F0}),
        withHistory(5, 0.0, {W}, {0}, {F0}), withHistory(6, 0.0, {N}, {-1}, {F0}), withHistory(7, 0.0, {N}, {-1}, {F0}),
    };
    for (std::size_t i = 0; i < players.size(); ++i)
        players[i].initialRank = static_cast<int>(i) + 1; // #1, absent, is first
    QCOMPARE(boards(players, pairDutch(players, {2, 5, Colour::White})), QStringLiteral("2-4 3-6 7-5"));
    for (DutchPlayer &p : players)
        p.initialRank = -1;
    QCOMPARE(boards(players, pairDutch(players, {2, 5, Colour::White})), QStringLiteral("2-4 6-3 7-5"));
}

void TestDutch::badInput()
{
    auto players = freshField(3);
    players[2].pairingNumber = 1;
    try {
        pairDutch(players, {1, 3, Colour::White});
        QFAIL("no error");
    } catch (const TournamentError &e) {
        QCOMPARE(std::string(e.what()), std::string("Two players have the pairing number 1."));
    }
    players = freshField(3);
    players[1].opponents = {7};
    try {
        pairDutch(players, {2, 3, Colour::White});
        QFAIL("no error");
    } catch (const TournamentError &e) {
        QCOMPARE(std::string(e.what()), std::string("player #2 has an opponent 7 who is not in the round."));
    }
}

void TestDutch::randomTournaments_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<unsigned>("seed");
    QTest::newRow("8x5") << 8 << 5 << 1u;
    QTest::newRow("9x5") << 9 << 5 << 2u;
    QTest::newRow("15x6") << 15 << 6 << 3u;
    QTest::newRow("16x7") << 16 << 7 << 4u;
    QTest::newRow("25x7") << 25 << 7 << 5u;
    QTest::newRow("40x8") << 40 << 8 << 6u;
    QTest::newRow("41x9") << 41 << 9 << 7u;
    QTest::newRow("64x9") << 64 << 9 << 8u;
    QTest::newRow("100x9") << 100 << 9 << 9u;
    QTest::newRow("200x5") << 200 << 5 << 10u;
    QTest::newRow("201x4") << 201 << 4 << 11u;
    // Big opens pair in seconds, but the engine they are compared with (every optimum from nothing) takes minutes:
    // run with PODIUM_LONG_TESTS=1.
    if (qEnvironmentVariableIsSet("PODIUM_LONG_TESTS")) {
        QTest::newRow("300x9") << 300 << 9 << 12u;
        QTest::newRow("500x9") << 500 << 9 << 13u;
        QTest::newRow("1000x3") << 1000 << 3 << 14u;
    }
}

// Over whole random tournaments: every player on one board, no rematch (C1), at most one PAB (C2), the PAB in
// the lowest scoregroup of the eligible players, nobody three times the same colour in a row or beyond a
// colour difference of 2 except topscorers and their opponents in the last round (C3), round 1 top half
// against bottom half with alternating colours.
void TestDutch::randomTournaments()
{
    QFETCH(int, players);
    QFETCH(int, rounds);
    QFETCH(unsigned, seed);
    std::mt19937 rng(seed);
    auto field = freshField(players);
    for (int round = 1; round <= rounds; ++round) {
        const auto pairings = pairDutch(field, {round, rounds, Colour::White});
        QCOMPARE(static_cast<int>(pairings.size()), (players + 1) / 2);
        // The same boards as the engine that computes every optimum from nothing (LEMON's matching), as Podium
        // paired before its incremental matching; the first round is paired without a matching at all.
        const auto fromScratch = detail::pairDutchFromScratch(field, {round, rounds, Colour::White});
        QCOMPARE(boards(field, pairings), boards(field, fromScratch));
        for (std::size_t b = 0; b < pairings.size(); ++b)
            QCOMPARE(pairings[b].why, fromScratch[b].why);
        std::set<int> seen;
        double lowestEligible = 1e9;
        for (const DutchPlayer &p : field)
            if (!p.hadPairingAllocatedBye)
                lowestEligible = std::min(lowestEligible, p.score);
        for (const DutchPairing &p : pairings) {
            QVERIFY(seen.insert(p.white).second);
            if (p.black < 0) {
                QVERIFY(!field[static_cast<std::size_t>(p.white)].hadPairingAllocatedBye);
                QCOMPARE(field[static_cast<std::size_t>(p.white)].score, lowestEligible);
                continue;
            }
            QVERIFY(seen.insert(p.black).second);
            const auto &met = field[static_cast<std::size_t>(p.white)].opponents;
            QVERIFY(std::find(met.begin(), met.end(), p.black) == met.end());
        }
        if (round == 1) {
            const int half = players / 2;
            for (int k = 0; k < half; ++k) {
                const int top = pairings[static_cast<std::size_t>(k)].white,
                          bottom = pairings[static_cast<std::size_t>(k)].black;
                const int higher = k % 2 == 0 ? top : bottom, lower = k % 2 == 0 ? bottom : top;
                QCOMPARE(field[static_cast<std::size_t>(higher)].pairingNumber, k + 1);
                QCOMPARE(field[static_cast<std::size_t>(lower)].pairingNumber, k + 1 + half);
            }
        }
        const double topscore = (round - 1) / 2.0;
        std::vector<double> before;
        for (const DutchPlayer &p : field)
            before.push_back(p.score);
        play(field, pairings, rng);
        for (const DutchPairing &p : pairings) {
            if (p.black < 0)
                continue;
            const bool excused = round == rounds
                && (before[static_cast<std::size_t>(p.white)] > topscore
                    || before[static_cast<std::size_t>(p.black)] > topscore);
            for (int who : {p.white, p.black}) {
                const ColourState s = colourState(field[static_cast<std::size_t>(who)]);
                if (!excused) {
                    QVERIFY2(std::abs(s.diff) <= 2,
                             qPrintable(QStringLiteral("round %1 player %2").arg(round).arg(who + 1)));
                    QVERIFY2(s.streak <= 2, qPrintable(QStringLiteral("round %1 player %2").arg(round).arg(who + 1)));
                }
            }
        }
    }
}

// Round 1 needs no matching (top half against bottom half, the PAB to the last player): the shortcut pairs every
// field size and both first colours as the matching does, also when absent players leave gaps in the numbers.
void TestDutch::firstRoundWithoutMatching()
{
    for (int n = 1; n <= 61; ++n) {
        for (const Colour first : {Colour::White, Colour::Black}) {
            auto field = freshField(n);
            if (n % 3 == 0) // pairing numbers with gaps, and initial ranks that count two absent players
                for (int i = 0; i < n; ++i) {
                    field[static_cast<std::size_t>(i)].pairingNumber = 2 * i + 3;
                    field[static_cast<std::size_t>(i)].initialRank = i + (i > n / 2 ? 2 : 0);
                }
            const DutchOptions options {1, 7, first};
            QCOMPARE(boards(field, pairDutch(field, options)),
                     boards(field, detail::pairDutchFromScratch(field, options)));
        }
    }
}

// The incremental matching against LEMON's, computed from nothing each time: random dense graphs whose edges are
// rewritten, raised and cleared one vertex at a time, with vertices taken out, must keep a valid matching of the
// largest total weight after every change.
void TestDutch::incrementalMatchingIsOptimal()
{
    using Weight = BasicWideInt<4>;
    std::mt19937 rng(2026);
    int checked = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        // Small graphs most often: the trees that grow side by side meet, fall apart and grow again within a few
        // vertices (a seven-vertex graph caught a slack forgotten that way).
        const int n = 2 + static_cast<int>(rng() % (trial % 5 == 0 ? 40 : trial % 2 == 1 ? 8 : 14));
        const int maxWeight = 1 + static_cast<int>(rng() % (trial % 3 == 0 ? 3 : 30));
        const unsigned density = 20 + rng() % 80;
        detail::IncrementalMatching<Weight> matching(n);
        std::vector<std::vector<long long>> w(static_cast<std::size_t>(n),
                                              std::vector<long long>(static_cast<std::size_t>(n)));
        std::vector<char> alive(static_cast<std::size_t>(n), 1);
        auto randomWeight = [&] {
            return rng() % 100 < density ? 1 + static_cast<long long>(rng() % static_cast<unsigned>(maxWeight)) : 0LL;
        };
        auto set = [&](int a, int b, long long x) {
            w[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)]
                = w[static_cast<std::size_t>(b)][static_cast<std::size_t>(a)] = x;
            matching.setWeight(a, b, Weight(x));
        };
        for (int step = 0; step < 12; ++step) {
            const unsigned kind = step == 0 ? 0 : rng() % 4;
            const int v = static_cast<int>(rng() % static_cast<unsigned>(n));
            if (kind == 0) {
                for (int a = 0; a < n; ++a)
                    for (int b = a + 1; b < n; ++b)
                        set(a, b, randomWeight());
            } else if (kind == 3) {
                alive[static_cast<std::size_t>(v)] = 0;
                matching.remove(v);
            } else {
                for (int b = 0; b < n; ++b) {
                    const long long old = w[static_cast<std::size_t>(v)][static_cast<std::size_t>(b)];
                    if (b != v && rng() % 2)
                        set(v, b,
                            kind == 1 ? randomWeight() : (old > 0 ? old + 1 + static_cast<long long>(rng() % 3) : 0));
                }
            }
            const std::vector<int> mate = matching.solve();
            long long total = 0;
            for (int a = 0; a < n; ++a) {
                const int b = mate[static_cast<std::size_t>(a)];
                if (b < 0)
                    continue;
                QCOMPARE(mate[static_cast<std::size_t>(b)], a);
                QVERIFY(alive[static_cast<std::size_t>(a)] && alive[static_cast<std::size_t>(b)]);
                QVERIFY(w[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] > 0);
                if (a < b)
                    total += w[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)];
            }
            std::vector<int> present;
            for (int a = 0; a < n; ++a)
                if (alive[static_cast<std::size_t>(a)])
                    present.push_back(a);
            std::vector<WideEdge<4>> edges;
            for (std::size_t i = 0; i < present.size(); ++i)
                for (std::size_t j = i + 1; j < present.size(); ++j)
                    if (const long long x
                        = w[static_cast<std::size_t>(present[i])][static_cast<std::size_t>(present[j])];
                        x > 0)
                        edges.push_back({static_cast<int>(i), static_cast<int>(j), Weight(x)});
            const std::vector<int> reference = maxWeightMatching<4>(static_cast<int>(present.size()), edges);
            long long best = 0;
            for (std::size_t i = 0; i < present.size(); ++i)
                if (reference[i] > static_cast<int>(i))
                    best += w[static_cast<std::size_t>(present[i])]
                             [static_cast<std::size_t>(present[static_cast<std::size_t>(reference[i])])];
            QCOMPARE(total, best);
            ++checked;
        }
    }
    QCOMPARE(checked, 3000 * 12);
}

// A long pairing tells how far it got and stops when asked to.
void TestDutch::progressAndCancel()
{
    std::mt19937 rng(5);
    auto field = freshField(60);
    play(field, pairDutch(field, {1, 5, Colour::White}), rng);
    std::vector<int> told;
    DutchOptions options {2, 5, Colour::White};
    options.progress = [&](int paired, int players) {
        told.push_back(paired);
        return players == 60;
    };
    const auto pairings = pairDutch(field, options);
    QCOMPARE(static_cast<int>(pairings.size()), 30);
    QVERIFY(told.size() > 30);
    QVERIFY(std::is_sorted(told.begin(), told.end()));
    QCOMPARE(told.front(), 0);
    QCOMPARE(told.back(), 60);
    int calls = 0;
    options.progress = [&](int, int) { return ++calls < 10; };
    QVERIFY_THROWS_EXCEPTION(PairingCancelled, pairDutch(field, options));
    QCOMPARE(calls, 10);
}

QTEST_GUILESS_MAIN(TestDutch)
#include "tst_dutch.moc"
