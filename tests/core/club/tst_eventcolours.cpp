// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Colour histories as an arbiter's pairing card keeps them: the colours of a round robin against FIDE's
// published Berger tables, and byes and forfeits, which have no colour, against the Handbook's rules.
#include "club/events/eventcolours.h"
#include "club/events/events.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "store/database.h"

#include <QTemporaryDir>
#include <QTest>

using namespace podium;

namespace {

club::EventSeat seat(const QString &player, int side, double scoreBefore, int rank = 0)
{
    return {player, side, scoreBefore, rank};
}

club::EventTable game(int round, const club::EventSeat &white, const club::EventSeat &black, bool forfeit = false)
{
    club::EventTable t;
    t.round = round;
    t.seats = {white, black};
    t.forfeit = forfeit;
    return t;
}

club::EventTable bye(int round, const QString &player, double scoreBefore, bool half = false)
{
    club::EventTable t;
    t.round = round;
    t.seats = {seat(player, 0, scoreBefore)};
    t.bye = true;
    t.halfBye = half;
    return t;
}

} // namespace

class TestEventColours : public QObject
{
    Q_OBJECT

private slots:
    void onlyPlayedGamesHaveAColour();
    void floats();
    void roundRobinColoursFollowTheBergerTable();
    void sides();
};

void TestEventColours::onlyPlayedGamesHaveAColour()
{
    // FIDE C.04.2 (General Handling Rules) writes a colour history with no valid game in round 4 as "BWB=W";
    // Podium writes the round without a game as "-". Round 4 here is a bye (C.04.1 art. 3: no colour).
    const std::vector<club::EventTable> tables {
        game(1, seat(QStringLiteral("Bob"), 1, 0), seat(QStringLiteral("Ann"), 2, 0)),
        game(2, seat(QStringLiteral("Ann"), 1, 1), seat(QStringLiteral("Cid"), 2, 1)),
        game(3, seat(QStringLiteral("Dan"), 1, 1), seat(QStringLiteral("Ann"), 2, 1)),
        bye(4, QStringLiteral("Ann"), 1),
        game(5, seat(QStringLiteral("Ann"), 1, 2), seat(QStringLiteral("Bob"), 2, 2)),
    };
    const auto h = club::colourHistories(tables, {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Eve")},
                                         5, club::EventOptions {});
    QCOMPARE(h.size(), std::size_t(3));
    QCOMPARE(h[0].colours, QStringLiteral("BWB-W"));
    QCOMPARE(h[0].difference, 0); // two Whites, two Blacks: the bye counts for neither (C.04.1 art. 6)
    QCOMPARE(club::colourText(h[0]), QStringLiteral("BWB-W (0)"));
    QCOMPARE(h[1].colours, QStringLiteral("W---B"));
    QCOMPARE(h[1].difference, 0);
    QCOMPARE(h[2].colours, QStringLiteral("-----")); // entered, never paired
    QCOMPARE(club::colourText(h[2]), QStringLiteral("----- (0)"));

    // A forfeit is no game either: the winner's and the loser's round 2 have no colour.
    const std::vector<club::EventTable> forfeits {
        game(1, seat(QStringLiteral("Ann"), 1, 0, 1), seat(QStringLiteral("Bob"), 2, 0, 2)),
        game(2, seat(QStringLiteral("Bob"), 1, 0, 1), seat(QStringLiteral("Ann"), 2, 1, 2), true),
        game(3, seat(QStringLiteral("Ann"), 1, 1), seat(QStringLiteral("Bob"), 2, 1)),
    };
    const auto f = club::colourHistories(forfeits, {QStringLiteral("Ann"), QStringLiteral("Bob")}, 3, {});
    QCOMPARE(f[0].colours, QStringLiteral("W-W"));
    QCOMPARE(f[0].difference, 2);
    QCOMPARE(club::colourText(f[0]), QStringLiteral("W-W (+2)"));
    QCOMPARE(f[1].colours, QStringLiteral("B-B"));
    QCOMPARE(club::colourText(f[1]), QStringLiteral("B-B (\u22122)"));
    QCOMPARE(club::colourText(club::ColourHistory {}), QString()); // nothing paired yet
}

void TestEventColours::floats()
{
    // C.04.3 (from 1 July 2025) art. 1.4.2: in a game between different scores the higher receives a downfloat,
    // the lower an upfloat; art. 1.4.3: scoring more than a loss's points without playing is a downfloat.
    club::EventOptions options; // win 1, draw ½, loss 0, bye 1
    const std::vector<club::EventTable> tables {
        game(1, seat(QStringLiteral("Ann"), 1, 0), seat(QStringLiteral("Bob"), 2, 0)),
        game(2, seat(QStringLiteral("Bob"), 1, 0), seat(QStringLiteral("Ann"), 2, 1)),
        bye(3, QStringLiteral("Ann"), 1, true), // a half-point bye: ½ is more than a loss
        game(3, seat(QStringLiteral("Bob"), 1, 1, 1), seat(QStringLiteral("Cid"), 2, 1, 2), true),
        game(4, seat(QStringLiteral("Cid"), 1, 1, 2), seat(QStringLiteral("Bob"), 2, 2, 2), true), // neither came
    };
    const auto h = club::colourHistories(tables, {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")},
                                         4, options);
    QCOMPARE(h[0].floats, QStringLiteral(" \u2193\u2193 "));
    QCOMPARE(h[1].floats, QStringLiteral(" \u2191\u2193 ")); // round 3: won by forfeit
    QCOMPARE(h[2].floats, QStringLiteral("    ")); // lost by forfeit; then did not come
    // A bye worth no more than a loss is no float.
    options.bye = 0;
    const auto zero = club::colourHistories({bye(1, QStringLiteral("Ann"), 0)}, {QStringLiteral("Ann")}, 1, options);
    QCOMPARE(zero[0].floats, QStringLiteral(" "));
    QCOMPARE(zero[0].colours, QStringLiteral("-"));
}

void TestEventColours::roundRobinColoursFollowTheBergerTable()
{
    QTemporaryDir dir;
    auto database
        = store::Database::open(dir.filePath(QStringLiteral("colours.podium")), store::Database::Mode::Create);
    // Ratings put P1 first: each won against the next.
    const QStringList players {QStringLiteral("P1"), QStringLiteral("P2"), QStringLiteral("P3"), QStringLiteral("P4")};
    club::Games games(*database);
    for (int i = 0; i + 1 < players.size(); ++i) {
        club::GameInput g;
        g.discipline = QStringLiteral("Chess");
        g.date = QStringLiteral("2024-06-0%1").arg(i + 1);
        g.participants = {{players[i], {}, 1, NAN, NAN, true}, {players[i + 1], {}, 2, NAN, NAN, true}};
        games.add(g);
    }
    club::Leaderboards(*database).create(
        {0, QStringLiteral("Chess TS"), QStringLiteral("Chess"), QStringLiteral("trueskill"), {}, {}, {}});
    club::Events events(*database);
    club::EventInput in;
    in.name = QStringLiteral("League");
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::RoundRobin;
    in.entrants = players;
    events.create(in);
    for (int round = 1; round <= 3; ++round) {
        for (const club::EventTable &t : events.pairNextRound(in.name))
            events.setResult(in.name, round, t.table, {1, 1}, QStringLiteral("2025-01-0%1T20:00").arg(round));
    }
    // FIDE Handbook C.05, Annex 1, the Berger table for four (the first named has White):
    // round 1: 1-4 2-3, round 2: 4-3 1-2, round 3: 2-4 3-1.
    const auto h = club::colourHistories(events, in.name, players);
    QCOMPARE(club::colourText(h[0]), QStringLiteral("WWB (+1)"));
    QCOMPARE(club::colourText(h[1]), QStringLiteral("WBW (+1)"));
    QCOMPARE(club::colourText(h[2]), QStringLiteral("BBW (\u22121)"));
    QCOMPARE(club::colourText(h[3]), QStringLiteral("BWB (\u22121)"));
    // All draws between equal scores: nobody floats.
    for (const club::ColourHistory &c : h)
        QCOMPARE(c.floats, QStringLiteral("   "));
}

void TestEventColours::sides()
{
    club::EventRecord event;
    event.format = club::EventFormat::Swiss;
    QVERIFY(club::playsSides(event)); // sides balanced by default
    event.options.balanceSides = false;
    QVERIFY(!club::playsSides(event));
    event.format = club::EventFormat::RoundRobin;
    QVERIFY(club::playsSides(event));
    event.format = club::EventFormat::SingleElimination;
    QVERIFY(!club::playsSides(event));
}

QTEST_GUILESS_MAIN(TestEventColours)
#include "tst_eventcolours.moc"
