// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Brackets laid out as a sheet: which match feeds which, byes settled, winners advancing as results come in, and
// how far each entrant went (the places of elimination standings), for single and double elimination.
#include "tournament/bracketlayout.h"

#include <QTest>

using namespace podium::tournament;

namespace {

using Part = BracketMatch::Part;
using Status = BracketBox::Status;
using Exit = BracketExit::Kind;

constexpr int kPending = BracketState::kPending;
constexpr int kNobody = BracketState::kNobody;

/** "round.row" of each box, in match order. */
QString columns(const BracketSheet &sheet)
{
    QStringList out;
    for (const BracketBox &box : sheet.boxes)
        out.append(QStringLiteral("%1.%2").arg(box.round).arg(box.row));
    return out.join(QLatin1Char(' '));
}

BracketExit out(Part part, int round, int rounds)
{
    return {Exit::Out, part, round, rounds};
}

BracketExit kind(Exit kind)
{
    BracketExit exit;
    exit.kind = kind;
    return exit;
}

} // namespace

class TestBracketLayout : public QObject
{
    Q_OBJECT

private slots:
    void sixEntrantsSingleElimination();
    void eightEntrantsDoubleElimination();
    void grandFinalWonByTheWinnersChampion();
    void entrantsLeftOutOfTheDraw();
};

void TestBracketLayout::sixEntrantsSingleElimination()
{
    // Eight slots: seeds 1 and 2 (0 and 1 here) have byes, 4-5 and 3-6 play the first round.
    const auto bracket = singleElimination(6);
    BracketSheet sheet = layOutBracket(bracket, {});
    QCOMPARE(sheet.winnersRounds, 3);
    QCOMPARE(sheet.losersRounds, 0);
    QVERIFY(!sheet.grandFinal);
    QCOMPARE(columns(sheet), QStringLiteral("1.0 1.1 1.2 1.3 2.0 2.1 3.0"));
    const auto &b = sheet.boxes;
    QCOMPARE(b[0].players, (std::array {0, kNobody}));
    QCOMPARE(b[0].status, Status::Bye);
    QCOMPARE(b[0].winnerSide, 0);
    QCOMPARE(b[1].players, (std::array {3, 4}));
    QCOMPARE(b[1].status, Status::Ready);
    QCOMPARE(b[2].players, (std::array {1, kNobody}));
    QCOMPARE(b[2].status, Status::Bye);
    QCOMPARE(b[3].players, (std::array {2, 5}));
    // The seeds with a bye already stand in round 2, waiting for the winners of 4-5 and 3-6.
    QCOMPARE(b[4].players, (std::array {0, kPending}));
    QCOMPARE(b[4].status, Status::Waiting);
    QCOMPARE(b[5].players, (std::array {1, kPending}));
    QCOMPARE(b[6].players, (std::array {kPending, kPending}));
    // Who feeds whom: round 1 pairs into round 2, round 2 into the final, the final into nothing.
    const std::vector<BracketLink> next {{4, 0}, {4, 1}, {5, 0}, {5, 1}, {6, 0}, {6, 1}, {-1, 0}};
    for (std::size_t m = 0; m < b.size(); ++m) {
        QCOMPARE(b[m].winnerTo, next[m]);
        QCOMPARE(b[m].loserTo, BracketLink {});
    }
    QCOMPARE(b[4].from[1], (BracketSource {BracketSource::Kind::WinnerOf, 1}));
    // Seed 5 upsets seed 4, seed 3 wins: round 2 is 1-5 and 2-3; nobody is champion yet.
    sheet = layOutBracket(bracket, {{1, 1}, {3, 0}});
    QCOMPARE(sheet.boxes[1].status, Status::Played);
    QCOMPARE(sheet.boxes[1].winnerSide, 1);
    QCOMPARE(sheet.boxes[4].players, (std::array {0, 4}));
    QCOMPARE(sheet.boxes[5].players, (std::array {1, 2}));
    QCOMPARE(sheet.boxes[4].status, Status::Ready);
    QCOMPARE(sheet.champion, kPending);
    auto exits = bracketExits(sheet, 6, false);
    QCOMPARE(exits[3], out(Part::Winners, 1, 3));
    QCOMPARE(exits[5], out(Part::Winners, 1, 3));
    QCOMPARE(exits[0], kind(Exit::StillIn));
    QCOMPARE(bracketPlaces(exits), (std::vector {1, 1, 1, 5, 1, 5}));
    // Seed 1 and seed 3 win the semi-finals, seed 3 the final.
    sheet = layOutBracket(bracket, {{1, 1}, {3, 0}, {4, 0}, {5, 1}, {6, 1}});
    QCOMPARE(sheet.boxes[6].players, (std::array {0, 2}));
    QCOMPARE(sheet.boxes[6].winnerSide, 1);
    QCOMPARE(sheet.champion, 2);
    exits = bracketExits(sheet, 6, false);
    QCOMPARE(exits[2], kind(Exit::Champion));
    QCOMPARE(exits[0], out(Part::Winners, 3, 3)); // lost the final
    QCOMPARE(exits[1], out(Part::Winners, 2, 3));
    QCOMPARE(exits[4], out(Part::Winners, 2, 3));
    // The champion, the finalist, the semi-finalists sharing third, the first round's losers sharing fifth.
    QCOMPARE(bracketPlaces(exits), (std::vector {2, 3, 1, 5, 3, 5}));
}

void TestBracketLayout::eightEntrantsDoubleElimination()
{
    const auto bracket = doubleElimination(8);
    BracketSheet sheet = layOutBracket(bracket, {});
    QCOMPARE(sheet.winnersRounds, 3);
    QCOMPARE(sheet.losersRounds, 4);
    QVERIFY(sheet.grandFinal);
    QCOMPARE(int(sheet.boxes.size()), 15);
    QCOMPARE(columns(sheet), QStringLiteral("1.0 1.1 1.2 1.3 2.0 2.1 3.0 1.0 1.1 2.0 2.1 3.0 4.0 1.0 1.0"));
    const auto &b = sheet.boxes;
    QCOMPARE(b[0].players, (std::array {0, 7}));
    QCOMPARE(b[1].players, (std::array {3, 4}));
    // Losers drop: round 1's in pairs into losers' round 1; round 2's crosswise into losers' round 2 (to put off
    // rematches); the winners' final's into the losers' final.
    QCOMPARE(b[0].loserTo, (BracketLink {7, 0}));
    QCOMPARE(b[1].loserTo, (BracketLink {7, 1}));
    QCOMPARE(b[3].loserTo, (BracketLink {8, 1}));
    QCOMPARE(b[4].loserTo, (BracketLink {10, 1}));
    QCOMPARE(b[5].loserTo, (BracketLink {9, 1}));
    QCOMPARE(b[6].loserTo, (BracketLink {12, 1}));
    QCOMPARE(b[7].winnerTo, (BracketLink {9, 0}));
    QCOMPARE(b[11].winnerTo, (BracketLink {12, 0}));
    QVERIFY(b[7].part == Part::Losers && b[12].part == Part::Losers && b[12].round == 4);
    // Both champions meet in the grand final; its winner and loser play the reset if it is needed.
    QCOMPARE(b[6].winnerTo, (BracketLink {13, 0}));
    QCOMPARE(b[12].winnerTo, (BracketLink {13, 1}));
    QCOMPARE(b[13].part, Part::GrandFinal);
    QCOMPARE(b[13].winnerTo, (BracketLink {14, 0}));
    QCOMPARE(b[13].loserTo, (BracketLink {14, 1}));
    QCOMPARE(b[14].part, Part::Reset);
    QCOMPARE(b[14].status, Status::Waiting);
    // The favourite wins everywhere but in the grand final, which seed 2 wins from the losers' bracket; seed 1
    // takes the reset.
    const std::map<int, int> results {{0, 0}, {1, 0}, {2, 0},  {3, 0},  {4, 0},  {5, 0},  {6, 0}, {7, 1},
                                      {8, 1}, {9, 1}, {10, 1}, {11, 0}, {12, 1}, {13, 1}, {14, 1}};
    sheet = layOutBracket(bracket, results);
    QCOMPARE(sheet.boxes[7].players, (std::array {7, 4}));
    QCOMPARE(sheet.boxes[9].players, (std::array {4, 2}));
    QCOMPARE(sheet.boxes[12].players, (std::array {2, 1}));
    QCOMPARE(sheet.boxes[13].players, (std::array {0, 1}));
    QCOMPARE(sheet.boxes[14].players, (std::array {1, 0}));
    QCOMPARE(sheet.boxes[14].status, Status::Played);
    QCOMPARE(sheet.champion, 0);
    const auto exits = bracketExits(sheet, 8, true);
    QCOMPARE(exits[0], kind(Exit::Champion));
    QCOMPARE(exits[1], out(Part::Reset, 1, 1)); // lost the grand final's reset, not the grand final
    QCOMPARE(exits[2], out(Part::Losers, 4, 4));
    QCOMPARE(exits[3], out(Part::Losers, 3, 4));
    QCOMPARE(exits[5], out(Part::Losers, 2, 4));
    QCOMPARE(exits[7], out(Part::Losers, 1, 4));
    QCOMPARE(bracketPlaces(exits), (std::vector {1, 2, 3, 4, 5, 5, 7, 7}));
}

void TestBracketLayout::grandFinalWonByTheWinnersChampion()
{
    // Four entrants: the winners' champion takes the grand final, so the reset is not played.
    const auto bracket = doubleElimination(4);
    std::map<int, int> results;
    for (int m = 0; m + 1 < int(bracket.size()); ++m)
        results[m] = bracket[static_cast<std::size_t>(m)].part == Part::Losers ? 1 : 0;
    const BracketSheet sheet = layOutBracket(bracket, results);
    QCOMPARE(sheet.boxes.back().status, Status::Empty);
    QCOMPARE(sheet.boxes.back().winnerSide, -1);
    QCOMPARE(sheet.champion, 0);
    const auto exits = bracketExits(sheet, 4, true);
    QCOMPARE(exits[1], out(Part::GrandFinal, 1, 1));
    QCOMPARE(bracketPlaces(exits), (std::vector {1, 2, 3, 4}));
}

void TestBracketLayout::entrantsLeftOutOfTheDraw()
{
    // Five entrants of whom two were not drawn: a bracket of three, the other two come last together.
    const BracketSheet sheet = layOutBracket(singleElimination(3), {{1, 0}});
    const auto exits = bracketExits(sheet, 5, false);
    QCOMPARE(exits[3], kind(Exit::NotDrawn));
    QCOMPARE(exits[4], kind(Exit::NotDrawn));
    QCOMPARE(exits[2], out(Part::Winners, 1, 2));
    QCOMPARE(bracketPlaces(exits), (std::vector {1, 1, 3, 4, 4}));
}

QTEST_GUILESS_MAIN(TestBracketLayout)
#include "tst_bracketlayout.moc"
