// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// A Swiss event paired by the FIDE (Dutch) System (pairing=dutch, style=fide): the rounds as C.04.3 pairs
// them from the event's own history (sides as colours, byes, forfeits), notes in the rules' words, and the
// accelerated option.
#include "club/events.h"
#include "club/eventtrf.h"
#include "io/trf.h"
#include "store/database.h"
#include "store/dberror.h"

#include "clubhelpers.h"

#include <QTemporaryDir>
#include <QTest>

using namespace podium;

namespace {

/** "white-black" by name, a bye as "name-"; tables in board order. */
QString boards(const std::vector<db::EventTable> &tables)
{
    QStringList out;
    for (const db::EventTable &t : tables)
        out << QString(t.seats[0].player + QLatin1Char('-') + (t.bye ? QString() : t.seats[1].player));
    return out.join(QLatin1Char(' '));
}

/** A TRF player numbered number, called Pnumber, with the given rounds. */
io::TrfPlayer trfPlayer(int number, std::vector<io::TrfRound> rounds = {})
{
    io::TrfPlayer p;
    p.number = number;
    p.name = QStringLiteral("P%1").arg(number);
    p.rounds = std::move(rounds);
    return p;
}

/** The tournament as a file would hold it: written and read back, as podium-cli's import reads it. */
io::TrfTournament throughFile(const io::TrfTournament &t)
{
    return io::readTrf(io::writeTrf(t), QStringLiteral("open.trf"));
}

} // namespace

class TestEventDutch : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void roundsFollowTheDutchSystem();
    void forfeitsAreNoGames();
    void acceleratedOption();
    void zeroPointByeIsNoDownfloat();

private:
    db::EventInput event(int entrants, int rounds) const;

    QTemporaryDir m_dir;
    std::unique_ptr<db::Database> m_db;
};

void TestEventDutch::init()
{
    static int n = 0;
    m_db = db::Database::open(m_dir.filePath(QStringLiteral("dutch%1.podium").arg(++n)), db::Database::Mode::Create);
}

void TestEventDutch::cleanup()
{
    m_db.reset();
}

db::EventInput TestEventDutch::event(int entrants, int rounds) const
{
    db::EventInput in;
    in.name = QStringLiteral("Open");
    in.discipline = QStringLiteral("Chess");
    in.rounds = rounds;
    in.options.pairing = QStringLiteral("dutch");
    for (int i = 1; i <= entrants; ++i)
        in.entrants.append(QStringLiteral("P%1").arg(i));
    return in;
}

// Seven entrants, nobody rated yet: pairing numbers in the order of entry. Round 1 (C.04.3, round 1): 1-4,
// 5-2, 3-6, the bye to 7 (the lowest). White wins every game. Round 2: scoregroup 1 = {1, 3, 5, 7}: 1-5 and
// 3-7; #1 and #5 both played White (a strong preference for Black, 1.6.2), no earlier difference, so the
// higher #1 gets Black (5.2.5): 5-1; #7 has no colour history, so #3 gets its preference: 7-3. Scoregroup 0 = {2, 4,
// 6}: the bye to #6, the lowest eligible; #2 and #4 both want White, #2 ranks higher: 2-4.
void TestEventDutch::roundsFollowTheDutchSystem()
{
    db::Events events(*m_db);
    events.create(event(7, 4));
    QCOMPARE(boards(events.pairNextRound(QStringLiteral("Open"))), QStringLiteral("P1-P4 P5-P2 P3-P6 P7-"));
    for (int table = 1; table <= 3; ++table)
        events.setResult(QStringLiteral("Open"), 1, table, {1, 2});
    const auto round2 = events.pairNextRound(QStringLiteral("Open"));
    QCOMPARE(boards(round2), QStringLiteral("P5-P1 P7-P3 P2-P4 P6-"));
    QCOMPARE(round2[0].note, QStringLiteral("#5 does not get the strong colour preference (black) (C.04.3 5.2)"));
    QCOMPARE(round2[1].note, QString());
    QCOMPARE(round2[2].note, QStringLiteral("#4 does not get the strong colour preference (white) (C.04.3 5.2)"));
    QVERIFY(round2.back().note.contains(QStringLiteral("pairing-allocated bye")));
}

// A forfeit is not a game (C.04.1): the two may meet again, it gives no colour, and the forfeit winner may
// not get the pairing-allocated bye.
void TestEventDutch::forfeitsAreNoGames()
{
    db::Events events(*m_db);
    events.create(event(3, 3));
    QCOMPARE(boards(events.pairNextRound(QStringLiteral("Open"))), QStringLiteral("P1-P2 P3-"));
    events.setForfeit(QStringLiteral("Open"), 1, 1, 1); // P1 wins without playing
    // Scores: P1 1 (forfeit win), P3 1 (PAB), P2 0. P2 gets the bye? No: the lowest scoregroup is {P2}, and
    // P2 had no PAB, so P2 gets it; P1 and P3 meet (both no colour yet: #1 gets White, the initial colour).
    QCOMPARE(boards(events.pairNextRound(QStringLiteral("Open"))), QStringLiteral("P1-P3 P2-"));
}

void TestEventDutch::acceleratedOption()
{
    db::EventOptions options;
    db::parseEventOption(options, QStringLiteral("accelerated"), QStringLiteral("Baku"));
    QCOMPARE(options.acceleration, QStringLiteral("baku"));
    db::parseEventOption(options, QStringLiteral("accelerated"), QStringLiteral("none"));
    QCOMPARE(options.acceleration, QString());
    QCOMPARE(errorOf([&] { db::parseEventOption(options, QStringLiteral("accelerated"), QStringLiteral("fast")); }),
             QStringLiteral("option accelerated: 'fast' is not baku or none"));
    // Baku with 8 entrants and 4 rounds: group A is #1-#4 with one virtual point in round 1, so round 1
    // pairs 1-3, 4-2 within group A (virtual score 1) and 5-7, 8-6 in group B.
    db::Events events(*m_db);
    db::EventInput in = event(8, 4);
    in.options.acceleration = QStringLiteral("baku");
    events.create(in);
    QCOMPARE(boards(events.pairNextRound(QStringLiteral("Open"))), QStringLiteral("P1-P3 P4-P2 P5-P7 P8-P6"));
}

// A pairing-allocated bye worth nothing (BBU 0.0, the option bye=0) scores no more than a loss, so it is no
// downfloat (C.04.3 of 2025, 1.4.3: a player who scores without playing more points than a loss receives a
// downfloat). Eight players, BBU 0.0. Round 1 (white first): 1-5 and 3-8 won by 1 and 3, 7-2 won by 2, 6-4 won by
// 6. Round 2: 2-1 won by 1, 4-3 won by 3, 5-7 won by 5, #6 the PAB (0 points), #8 absent. Before round 3: 1 and 3
// have 2 points, 2, 5 and 6 one, 4, 7 and 8 none. The one-point bracket {2, 5, 6} floats one player down: its
// lowest, #6 (2-5, 6 down). Had the 0-point PAB been a downfloat in round 2 (as Podium counted it before), C.14 (no
// resident downfloater who downfloated the round before) would float #5 instead: 1-3, 2-6, 8-5, 7-4.
void TestEventDutch::zeroPointByeIsNoDownfloat()
{
    io::TrfTournament t;
    t.name = QStringLiteral("Open");
    t.plannedRounds = 5;
    t.points.pairingBye = 0.0;
    t.initialColour = QStringLiteral("white1");
    t.players = {trfPlayer(1, {{5, 'w', '1'}, {2, 'b', '1'}}), trfPlayer(2, {{7, 'b', '1'}, {1, 'w', '0'}}),
                 trfPlayer(3, {{8, 'w', '1'}, {4, 'b', '1'}}), trfPlayer(4, {{6, 'b', '0'}, {3, 'w', '0'}}),
                 trfPlayer(5, {{1, 'b', '0'}, {7, 'w', '1'}}), trfPlayer(6, {{4, 'w', '1'}, {0, '-', 'U'}}),
                 trfPlayer(7, {{2, 'w', '0'}, {5, 'b', '0'}}), trfPlayer(8, {{3, 'b', '0'}, {0, '-', 'Z'}})};
    const QString name = db::importTrfEvent(*m_db, throughFile(t), {});
    db::Events events(*m_db);
    QCOMPARE(events.get(name).options.bye, 0.0);
    // 1-3: both prefer White (mild), the higher #1 gets it. 5-2: both mildly prefer Black, alike histories, the higher
    // #2 gets it. 7-6: #6 downfloats to the MDP's bracket; #4 met #6 already, so 6 meets 7, and #6's strong
    // preference (one game, White) gives it Black. 8-4: #8 is due White, #4 Black.
    QCOMPARE(boards(events.pairNextRound(name)), QStringLiteral("P1-P3 P5-P2 P7-P6 P8-P4"));
}

QTEST_GUILESS_MAIN(TestEventDutch)
#include "tst_eventdutch.moc"
