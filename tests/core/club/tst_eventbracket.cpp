// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// An elimination event's bracket in a club: names and seeds on the sheet before and after the draw, where each
// match is played, winners advancing as results are entered, and standings placed by how far each one went.
#include "testclub.h"

#include "club/events/eventbracket.h"
#include "club/events/events.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QTemporaryDir>
#include <QTest>

using namespace podium;

namespace {

using Part = tournament::BracketMatch::Part;
using Status = tournament::BracketBox::Status;
using Exit = tournament::BracketExit::Kind;

/** "P01 (1) vs P04 (4)" for a match, "?" for a side still to be decided and "bye" for nobody. */
QString sides(const club::EventBracketMatch &m)
{
    QStringList out;
    for (std::size_t k = 0; k < 2; ++k) {
        if (!m.entries[k].player.isEmpty())
            out.append(QStringLiteral("%1 (%2)").arg(m.entries[k].player).arg(m.entries[k].seed));
        else
            out.append(m.box.players[k] == tournament::BracketState::kNobody ? QStringLiteral("bye")
                                                                             : QStringLiteral("?"));
    }
    return out.join(QStringLiteral(" vs "));
}

/** "place player" of each row of the standings. */
QStringList placed(const std::vector<club::EventStanding> &rows)
{
    QStringList out;
    for (const club::EventStanding &r : rows)
        out.append(QStringLiteral("%1 %2").arg(r.place).arg(r.player));
    return out;
}

} // namespace

class TestEventBracket : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup() { m_db.reset(); }
    void sixPlayerCupToItsWinner();
    void doubleEliminationStandings();
    void otherFormatsHaveNoBracket();

private:
    club::EventInput cup(club::EventFormat format, int players) const;

    QTemporaryDir m_dir;
    std::unique_ptr<store::Database> m_db;
};

void TestEventBracket::init()
{
    m_db = store::Database::open(testClub(QDir(m_dir.path())), store::Database::Mode::Create);
    // Ratings: P01 the strongest, P08 the weakest, from a chain of games each won by the better-numbered player.
    club::Games games(*m_db);
    for (int i = 1; i < 8; ++i) {
        club::GameInput g;
        g.discipline = QStringLiteral("Chess");
        g.date = QStringLiteral("2024-06-%1").arg(i, 2, 10, QLatin1Char('0'));
        g.participants = {{QStringLiteral("P0%1").arg(i), {}, 1, NAN, NAN, true},
                          {QStringLiteral("P0%1").arg(i + 1), {}, 2, NAN, NAN, true}};
        games.add(g);
    }
    club::Leaderboards(*m_db).create(
        {0, QStringLiteral("Chess TS"), QStringLiteral("Chess"), QStringLiteral("trueskill"), {}, {}, {}});
}

club::EventInput TestEventBracket::cup(club::EventFormat format, int players) const
{
    club::EventInput in;
    in.name = QStringLiteral("Cup");
    in.discipline = QStringLiteral("Chess");
    in.format = format;
    for (int i = players; i >= 1; --i) // entered weakest first: the draw seeds by rating
        in.entrants.append(QStringLiteral("P0%1").arg(i));
    return in;
}

void TestEventBracket::sixPlayerCupToItsWinner()
{
    club::Events events(*m_db);
    events.create(cup(club::EventFormat::SingleElimination, 6));
    // Before the draw the whole bracket shows as the ratings would seed it: byes for the top two seeds.
    club::EventBracket bracket = club::eventBracket(*m_db, QStringLiteral("Cup"));
    QVERIFY(!bracket.drawn);
    QCOMPARE(bracket.winnersRounds, 3);
    QCOMPARE(int(bracket.matches.size()), 7);
    QCOMPARE(sides(bracket.matches[0]), QStringLiteral("P01 (1) vs bye"));
    QCOMPARE(sides(bracket.matches[1]), QStringLiteral("P04 (4) vs P05 (5)"));
    QCOMPARE(sides(bracket.matches[2]), QStringLiteral("P02 (2) vs bye"));
    QCOMPARE(sides(bracket.matches[3]), QStringLiteral("P03 (3) vs P06 (6)"));
    QCOMPARE(sides(bracket.matches[4]), QStringLiteral("P01 (1) vs ?"));
    QCOMPARE(sides(bracket.matches[6]), QStringLiteral("? vs ?"));
    QCOMPARE(bracket.matches[1].table, 0);
    // The draw: the two games are tables 1 and 2 of round 1.
    events.pairNextRound(QStringLiteral("Cup"));
    bracket = club::eventBracket(*m_db, QStringLiteral("Cup"));
    QVERIFY(bracket.drawn);
    QCOMPARE(sides(bracket.matches[1]), QStringLiteral("P04 (4) vs P05 (5)"));
    QCOMPARE(bracket.matches[1].round, 1);
    QCOMPARE(bracket.matches[1].table, 1);
    QCOMPARE(bracket.matches[3].table, 2);
    QCOMPARE(bracket.matches[0].table, 0); // a bye is no table to play at
    QCOMPARE(bracket.matches[0].box.status, Status::Bye);
    // P05 upsets P04, P03 beats P06: round 2 is P01-P05 and P02-P03, not yet paired.
    events.setResult(QStringLiteral("Cup"), 1, 1, {2, 1});
    events.setResult(QStringLiteral("Cup"), 1, 2, {1, 2});
    bracket = club::eventBracket(*m_db, QStringLiteral("Cup"));
    QCOMPARE(bracket.matches[1].box.winnerSide, 1);
    QCOMPARE(sides(bracket.matches[4]), QStringLiteral("P01 (1) vs P05 (5)"));
    QCOMPARE(sides(bracket.matches[5]), QStringLiteral("P02 (2) vs P03 (3)"));
    QCOMPARE(bracket.matches[5].box.status, Status::Ready);
    QCOMPARE(bracket.matches[5].round, 0);
    auto standings = events.standings(QStringLiteral("Cup"));
    QCOMPARE(placed(standings),
             QStringList({QStringLiteral("1 P01"), QStringLiteral("1 P02"), QStringLiteral("1 P03"),
                          QStringLiteral("1 P05"), QStringLiteral("5 P04"), QStringLiteral("5 P06")}));
    QCOMPARE(standings[0].reached->kind, Exit::StillIn);
    QCOMPARE(standings[4].reached->kind, Exit::Out);
    QCOMPARE(standings[4].reached->round, 1);
    // P01 and P03 win the semi-finals, P03 the final.
    events.pairNextRound(QStringLiteral("Cup"));
    events.setResult(QStringLiteral("Cup"), 2, 1, {1, 2});
    events.setResult(QStringLiteral("Cup"), 2, 2, {2, 1});
    events.pairNextRound(QStringLiteral("Cup"));
    bracket = club::eventBracket(*m_db, QStringLiteral("Cup"));
    QCOMPARE(sides(bracket.matches[6]), QStringLiteral("P01 (1) vs P03 (3)"));
    QCOMPARE(bracket.matches[6].round, 3);
    QCOMPARE(bracket.champion, QString());
    events.setResult(QStringLiteral("Cup"), 3, 1, {2, 1});
    bracket = club::eventBracket(*m_db, QStringLiteral("Cup"));
    QCOMPARE(bracket.champion, QStringLiteral("P03"));
    QCOMPARE(bracket.matches[6].box.winnerSide, 1);
    // Standings by how far each went: a bye is no point, the semi-finalists share third.
    standings = events.standings(QStringLiteral("Cup"));
    QCOMPARE(placed(standings),
             QStringList({QStringLiteral("1 P03"), QStringLiteral("2 P01"), QStringLiteral("3 P02"),
                          QStringLiteral("3 P05"), QStringLiteral("5 P04"), QStringLiteral("5 P06")}));
    QCOMPARE(standings[0].reached->kind, Exit::Champion);
    QCOMPARE(*standings[1].reached, (tournament::BracketExit {Exit::Out, Part::Winners, 3, 3}));
    QCOMPARE(*standings[2].reached, (tournament::BracketExit {Exit::Out, Part::Winners, 2, 3}));
    QCOMPARE(standings[2].decidedBy.kind, club::Decider::Shared);
    QCOMPARE(standings[1].decidedBy.kind, club::Decider::Points);
}

void TestEventBracket::doubleEliminationStandings()
{
    // Eight entrants, the favourite winning every game: P02 loses only to P01, twice.
    club::Events events(*m_db);
    events.create(cup(club::EventFormat::DoubleElimination, 8));
    for (int round = 1; round < 12; ++round) {
        std::vector<club::EventTable> tables;
        try {
            tables = events.pairNextRound(QStringLiteral("Cup"));
        } catch (const store::DbError &) {
            break; // over
        }
        for (const club::EventTable &t : tables) {
            if (!t.bye)
                events.setResult(QStringLiteral("Cup"), round, t.table,
                                 t.seats[0].player < t.seats[1].player ? std::vector {1, 2} : std::vector {2, 1});
        }
    }
    const club::EventBracket bracket = club::eventBracket(*m_db, QStringLiteral("Cup"));
    QCOMPARE(bracket.champion, QStringLiteral("P01"));
    QCOMPARE(bracket.losersRounds, 4);
    QVERIFY(bracket.grandFinal);
    QCOMPARE(sides(bracket.matches[13]), QStringLiteral("P01 (1) vs P02 (2)"));
    QCOMPARE(bracket.matches[14].box.status, Status::Empty); // no reset: the winners' champion won
    const auto standings = events.standings(QStringLiteral("Cup"));
    QCOMPARE(placed(standings),
             QStringList({QStringLiteral("1 P01"), QStringLiteral("2 P02"), QStringLiteral("3 P03"),
                          QStringLiteral("4 P04"), QStringLiteral("5 P05"), QStringLiteral("5 P06"),
                          QStringLiteral("7 P07"), QStringLiteral("7 P08")}));
    QCOMPARE(*standings[1].reached, (tournament::BracketExit {Exit::Out, Part::GrandFinal, 1, 1}));
    QCOMPARE(*standings[2].reached, (tournament::BracketExit {Exit::Out, Part::Losers, 4, 4}));
}

void TestEventBracket::otherFormatsHaveNoBracket()
{
    club::Events events(*m_db);
    events.create(cup(club::EventFormat::Swiss, 4));
    QVERIFY(club::eventBracket(*m_db, QStringLiteral("Cup")).matches.empty());
    QVERIFY(!events.standings(QStringLiteral("Cup")).front().reached);
}

QTEST_GUILESS_MAIN(TestEventBracket)
#include "tst_eventbracket.moc"
