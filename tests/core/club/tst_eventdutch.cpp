// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// A Swiss event paired by the FIDE (Dutch) System (pairing=dutch, style=fide): the rounds as C.04.3 pairs
// them from the event's own history (sides as colours, byes, forfeits), notes in the rules' words, and the
// accelerated and initial colour options.
#include "club/club.h"
#include "club/events/events.h"
#include "club/events/eventtrf.h"
#include "club/exchange.h"
#include "commands/eventcommands.h"
#include "io/trf.h"
#include "store/database.h"
#include "store/dberror.h"

#include "commands/undohistory.h"

#include <QUndoStack>

#include "clubhelpers.h"

#include <QTemporaryDir>
#include <QTest>

using namespace podium;

namespace {

/** "white-black" by name, a bye as "name-"; tables in board order. */
QString boards(const std::vector<club::EventTable> &tables)
{
    QStringList out;
    for (const club::EventTable &t : tables)
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
    void initialColourOption();
    void xxcBlackIsImportedAndPairedAsBbpPairingsDoes();
    void lotIsDrawnOnceAndKept();
    void lotMissingIsDrawnWithRoundOne();
    void zeroPointByeIsNoDownfloat();

private:
    club::EventInput event(int entrants, int rounds) const;

    QTemporaryDir m_dir;
    std::unique_ptr<store::Database> m_db;
};

void TestEventDutch::init()
{
    m_db = store::Database::open(testClub(QDir(m_dir.path())), store::Database::Mode::Create);
}

void TestEventDutch::cleanup()
{
    m_db.reset();
}

club::EventInput TestEventDutch::event(int entrants, int rounds) const
{
    club::EventInput in;
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
    club::Events events(*m_db);
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
    club::Events events(*m_db);
    events.create(event(3, 3));
    QCOMPARE(boards(events.pairNextRound(QStringLiteral("Open"))), QStringLiteral("P1-P2 P3-"));
    events.setForfeit(QStringLiteral("Open"), 1, 1, 1); // P1 wins without playing
    // Scores: P1 1 (forfeit win), P3 1 (PAB), P2 0. P2 gets the bye? No: the lowest scoregroup is {P2}, and
    // P2 had no PAB, so P2 gets it; P1 and P3 meet (both no colour yet: #1 gets White, the initial colour).
    QCOMPARE(boards(events.pairNextRound(QStringLiteral("Open"))), QStringLiteral("P1-P3 P2-"));
}

void TestEventDutch::acceleratedOption()
{
    club::EventOptions options;
    club::parseEventOption(options, QStringLiteral("accelerated"), QStringLiteral("Baku"));
    QCOMPARE(options.acceleration, QStringLiteral("baku"));
    club::parseEventOption(options, QStringLiteral("accelerated"), QStringLiteral("none"));
    QCOMPARE(options.acceleration, QString());
    QCOMPARE(errorOf([&] { club::parseEventOption(options, QStringLiteral("accelerated"), QStringLiteral("fast")); }),
             QStringLiteral("option accelerated: 'fast' is not baku or none"));
    // Baku with 8 entrants and 4 rounds: group A is #1-#4 with one virtual point in round 1, so round 1
    // pairs 1-3, 4-2 within group A (virtual score 1) and 5-7, 8-6 in group B.
    club::Events events(*m_db);
    club::EventInput in = event(8, 4);
    in.options.acceleration = QStringLiteral("baku");
    events.create(in);
    QCOMPARE(boards(events.pairNextRound(QStringLiteral("Open"))), QStringLiteral("P1-P3 P4-P2 P5-P7 P8-P6"));
}

void TestEventDutch::initialColourOption()
{
    club::EventOptions o;
    club::parseEventOption(o, QStringLiteral("colour"), QStringLiteral("Black"));
    QCOMPARE(o.initialColour, QStringLiteral("black"));
    QVERIFY(!o.colourByLot);
    club::parseEventOption(o, QStringLiteral("colour"), QStringLiteral("lot"));
    QVERIFY(o.colourByLot);
    QCOMPARE(o.initialColour, QString());
    club::parseEventOption(o, QStringLiteral("colour"), QStringLiteral("lot-white")); // a lot drawn, as stored
    QVERIFY(o.colourByLot);
    QCOMPARE(o.initialColour, QStringLiteral("white"));
    QCOMPARE(errorOf([&] { club::parseEventOption(o, QStringLiteral("colour"), QStringLiteral("red")); }),
             QStringLiteral("option colour: 'red' is not white, black or lot"));
    QCOMPARE(errorOf([&] { club::parseEventOption(o, QStringLiteral("colour"), QStringLiteral("lot-red")); }),
             QStringLiteral("option colour: 'lot-red' is not white, black or lot"));
    // Round 1 (C.04.3 article 5): 1-4, 2-5, 3-6; the top player of board 1 gets the initial colour, Black, and the
    // boards below alternate: #2 White, #3 Black.
    club::Events events(*m_db);
    club::EventInput in = event(6, 3);
    in.options.initialColour = QStringLiteral("black");
    events.create(in);
    QCOMPARE(events.get(QStringLiteral("Open")).options.initialColour, QStringLiteral("black"));
    QCOMPARE(boards(events.pairNextRound(QStringLiteral("Open"))), QStringLiteral("P4-P1 P2-P5 P6-P3"));
    // The TRF export says so (XXC), also before round 1 is paired.
    QCOMPARE(club::eventAsTrf(*m_db, QStringLiteral("Open")).initialColour, QStringLiteral("black1"));
    in.name = QStringLiteral("Later");
    events.create(in);
    QCOMPARE(club::eventAsTrf(*m_db, QStringLiteral("Later")).initialColour, QStringLiteral("black1"));
}

// XXC black1 (TRF-2025 and the extensions JaVaFo and bbpPairings read: the first player's colour in round 1).
// Worked out from C.04.3 as bbpPairings applies it. Round 1 of six: S1 = 1, 2, 3 against S2 = 4, 5, 6; board 1's
// higher player #1 gets the initial colour, Black, #2 White, #3 Black: 4-1, 2-5, 6-3. Round 2 of four after two
// forfeits (no games, no colours: C.04.1): 1 and 2 have a point, 3 and 4 none, and nobody has a colour preference,
// so 5.2.5 falls back on the initial colour by the higher player's place in the initial ranking: #1 (first) and
// #3 (third) get Black: 2-1, 4-3. With XXC white1 both would be the other way round.
void TestEventDutch::xxcBlackIsImportedAndPairedAsBbpPairingsDoes()
{
    io::TrfTournament t;
    t.name = QStringLiteral("Open");
    t.plannedRounds = 3;
    t.initialColour = QStringLiteral("black1");
    for (int n = 1; n <= 6; ++n)
        t.players.push_back(trfPlayer(n));
    const QString name = club::importTrfEvent(*m_db, throughFile(t), {});
    club::Events events(*m_db);
    QCOMPARE(events.get(name).options.initialColour, QStringLiteral("black"));
    QCOMPARE(boards(events.pairNextRound(name)), QStringLiteral("P4-P1 P2-P5 P6-P3"));
    QCOMPARE(io::writeTrf(club::eventAsTrf(*m_db, name)).contains("\nXXC black1\n"), true);

    io::TrfTournament forfeits;
    forfeits.name = QStringLiteral("Forfeits");
    forfeits.plannedRounds = 3;
    forfeits.initialColour = QStringLiteral("black1");
    forfeits.players = {trfPlayer(1, {{3, '-', '+'}}), trfPlayer(2, {{4, '-', '+'}}), trfPlayer(3, {{1, '-', '-'}}),
                        trfPlayer(4, {{2, '-', '-'}})};
    const QString second = club::importTrfEvent(*m_db, throughFile(forfeits), {});
    QCOMPARE(boards(events.pairNextRound(second)), QStringLiteral("P2-P1 P4-P3"));
}

// colour=lot: drawn once as the event is created and stored drawn; the pairing, a pairing made again, an undo and
// redo of the creation, and a backup restored all keep it.
void TestEventDutch::lotIsDrawnOnceAndKept()
{
    const QString path = m_dir.filePath(QStringLiteral("lot.podium"));
    auto club = Club::open(path, store::Database::Mode::Create);
    podium::commands::undoStack(*club); // the commands run below are kept for undo, as in the app
    club::EventInput in = event(6, 3);
    club::parseEventOption(in.options, QStringLiteral("colour"), QStringLiteral("lot"));
    club->run(std::make_unique<commands::CreateEvent>(*club, in));
    club::Events events(club->database());
    const club::EventOptions drawn = events.get(QStringLiteral("Open")).options;
    QVERIFY(drawn.colourByLot);
    QVERIFY(drawn.initialColour == QLatin1String("white") || drawn.initialColour == QLatin1String("black"));
    const bool black = drawn.initialColour == QLatin1String("black");
    const QString round1 = black ? QStringLiteral("P4-P1 P2-P5 P6-P3") : QStringLiteral("P1-P4 P5-P2 P3-P6");
    for (int again = 0; again < 2; ++again) { // undo and redo make the same event
        podium::commands::undoStack(*club)->undo();
        QCOMPARE(events.list().size(), std::size_t(0));
        podium::commands::undoStack(*club)->redo();
        QCOMPARE(events.get(QStringLiteral("Open")).options.initialColour, drawn.initialColour);
    }
    QCOMPARE(boards(events.pairNextRound(QStringLiteral("Open"))), round1);
    QCOMPARE(boards(events.repairRound(QStringLiteral("Open"))), round1);
    // The backup holds the colour drawn, not a new lot.
    const QByteArray backup = club::backupJson(club->database());
    const auto restored = store::Database::open(testClub(QDir(m_dir.path())), store::Database::Mode::Create);
    club::restoreJson(*restored, backup, QStringLiteral("backup.json"));
    club::Events copy(*restored);
    QCOMPARE(copy.get(QStringLiteral("Open")).options.initialColour, drawn.initialColour);
    QVERIFY(copy.get(QStringLiteral("Open")).options.colourByLot);
    QCOMPARE(boards(copy.repairRound(QStringLiteral("Open"))), round1);
}

// A file whose event asks for a lot but holds no draw (written by an older Podium, or by hand) draws it while round
// 1 is paired, off the thread that stores: the plan carries the colour, the store writes it with the tables, and
// round 1 follows it. A plan thrown away (cancelled) writes nothing.
void TestEventDutch::lotMissingIsDrawnWithRoundOne()
{
    club::Events events(*m_db);
    club::EventInput in = event(6, 3);
    club::parseEventOption(in.options, QStringLiteral("colour"), QStringLiteral("lot"));
    events.create(in);
    m_db->execute(QStringLiteral("UPDATE events SET options = replace(replace(options, 'colour=lot-white', "
                                 "'colour=lot'), 'colour=lot-black', 'colour=lot')"));
    QVERIFY(events.get(QStringLiteral("Open")).options.initialColour.isEmpty());
    const club::RoundPlan discarded = events.planNextRound(QStringLiteral("Open"));
    QVERIFY(discarded.drawnColour == QLatin1String("white") || discarded.drawnColour == QLatin1String("black"));
    QVERIFY(events.get(QStringLiteral("Open")).options.initialColour.isEmpty()); // planning writes nothing
    const club::RoundPlan plan = events.planNextRound(QStringLiteral("Open"));
    const QString round1 = plan.drawnColour == QLatin1String("black") ? QStringLiteral("P4-P1 P2-P5 P6-P3")
                                                                      : QStringLiteral("P1-P4 P5-P2 P3-P6");
    QCOMPARE(boards(events.storeRound(plan)), round1);
    const club::EventOptions stored = events.get(QStringLiteral("Open")).options;
    QVERIFY(stored.colourByLot);
    QCOMPARE(stored.initialColour, plan.drawnColour);
    QCOMPARE(boards(events.repairRound(QStringLiteral("Open"))), round1); // pairing again keeps the drawn colour
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
    const QString name = club::importTrfEvent(*m_db, throughFile(t), {});
    club::Events events(*m_db);
    QCOMPARE(events.get(name).options.bye, 0.0);
    // 1-3: both prefer White (mild), the higher #1 gets it. 5-2: both mildly prefer Black, alike histories, the higher
    // #2 gets it. 7-6: #6 downfloats to the MDP's bracket; #4 met #6 already, so 6 meets 7, and #6's strong
    // preference (one game, White) gives it Black. 8-4: #8 is due White, #4 Black.
    QCOMPARE(boards(events.pairNextRound(name)), QStringLiteral("P1-P3 P5-P2 P7-P6 P8-P4"));
}

QTEST_GUILESS_MAIN(TestEventDutch)
#include "tst_eventdutch.moc"
