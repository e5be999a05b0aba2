// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Pairing a round apart from storing it (Events::planNextRound, Events::storeRound): planning writes nothing, on a
// read-only connection of its own too; a plan stores as pairNextRound would have; a cancelled pairing pairs nothing;
// a plan from an event changed since is refused whole; and the command's redo stores the same round again.
#include "club/club.h"
#include "club/events/events.h"
#include "commands/eventcommands.h"
#include "store/database.h"
#include "store/dberror.h"
#include "tournament/tournamenterror.h"

#include "clubhelpers.h"

#include "commands/undohistory.h"
#include <QSignalSpy>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <QUndoStack>

using namespace podium;

namespace {

const QString kOpen = QStringLiteral("Open");

/** "white-black" by name, a bye as "name-"; tables in board order. */
QString boards(const std::vector<club::EventTable> &tables)
{
    QStringList out;
    for (const club::EventTable &t : tables)
        out << QString(t.seats[0].player + QLatin1Char('-') + (t.bye ? QString() : t.seats[1].player));
    return out.join(QLatin1Char(' '));
}

/** Every row of the event's pairings and entrants, and its own row, as text: what "nothing written" compares. */
QString stored(const store::Database &database)
{
    QStringList rows;
    for (const char *sql : {"SELECT * FROM events", "SELECT * FROM event_entrants ORDER BY player_id",
                            "SELECT * FROM event_pairings ORDER BY round, table_no, side, player_id"}) {
        auto query = database.prepare(QString::fromLatin1(sql));
        store::Database::exec(query);
        while (query.next()) {
            QStringList fields;
            for (int c = 0; c < query.record().count(); ++c)
                fields << query.value(c).toString();
            rows << fields.join(QLatin1Char('|'));
        }
    }
    return rows.join(QLatin1Char('\n'));
}

} // namespace

class TestRoundPlan : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void aPlanWritesNothingAndStoresAsPairNextRoundWould();
    void aPlanMadeOnAReadOnlyConnectionStoresOnTheClubs();
    void aCancelledPairingPairsNothing();
    void aPlanFromAnEventChangedSinceIsRefusedWhole();
    void redoStoresTheSameRoundAndIsRefusedOnceAnotherProgramChangedIt();

private:
    /** A FIDE Swiss of n entrants, its round 1 paired and every game won by side 1. */
    void openAfterRoundOne(int entrants);

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<store::Database> m_db;
};

void TestRoundPlan::init()
{
    static int n = 0;
    m_path = m_dir.filePath(QStringLiteral("plan%1.podium").arg(++n));
    m_db = store::Database::open(m_path, store::Database::Mode::Create);
}

void TestRoundPlan::cleanup()
{
    m_db.reset();
}

void TestRoundPlan::openAfterRoundOne(int entrants)
{
    club::EventInput in;
    in.name = kOpen;
    in.discipline = QStringLiteral("Chess");
    in.rounds = 5;
    for (int i = 1; i <= entrants; ++i)
        in.entrants.append(QStringLiteral("P%1").arg(i));
    club::Events events(*m_db);
    events.create(in);
    for (const club::EventTable &t : events.pairNextRound(kOpen)) {
        if (!t.bye)
            events.setResult(kOpen, 1, t.table, {1, 2});
    }
}

void TestRoundPlan::aPlanWritesNothingAndStoresAsPairNextRoundWould()
{
    club::EventInput in;
    in.name = kOpen;
    in.discipline = QStringLiteral("Chess");
    in.entrants = {QStringLiteral("Cid"), QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Dan"),
                   QStringLiteral("Eve")};
    club::Events events(*m_db);
    events.create(in);
    // The first round draws the seeds and fixes the rounds: the plan carries both, the file has neither yet.
    const QString before = stored(*m_db);
    const club::RoundPlan plan = events.planNextRound(kOpen);
    QCOMPARE(stored(*m_db), before);
    QCOMPARE(events.roundCount(kOpen), 0);
    QCOMPARE(plan.event, kOpen);
    QCOMPARE(plan.round, 1);
    QCOMPARE(plan.tables.size(), std::size_t(3)); // two games and a bye
    QCOMPARE(plan.seedOrder.size(), std::size_t(5));
    QCOMPARE(plan.plannedRounds, 3); // five entrants: three rounds
    QVERIFY(plan.tables.back().bye);
    QCOMPARE(plan.basis, events.pairingBasis(kOpen));
    const std::vector<club::EventTable> tables = events.storeRound(plan);
    QCOMPARE(events.roundCount(kOpen), 1);
    QCOMPARE(events.get(kOpen).rounds, 3);
    QCOMPARE(events.get(kOpen).status, club::EventStatus::Running);
    // The same event paired in one step on a copy of the club gives the same tables.
    const QString copy = m_dir.filePath(QStringLiteral("copy.podium"));
    {
        auto other = store::Database::open(copy, store::Database::Mode::Create);
        club::Events(*other).create(in);
        QCOMPARE(boards(club::Events(*other).pairNextRound(kOpen)), boards(tables));
    }
    // Stored once, the plan is no longer what the event is: a second store is refused, and writes nothing.
    const QString once = stored(*m_db);
    QVERIFY_THROWS_EXCEPTION(club::EventChanged, events.storeRound(plan));
    QCOMPARE(stored(*m_db), once);
}

void TestRoundPlan::aPlanMadeOnAReadOnlyConnectionStoresOnTheClubs()
{
    openAfterRoundOne(12);
    const QString before = stored(*m_db);
    club::RoundPlan plan;
    {
        auto reader = store::Database::open(m_path, store::Database::Mode::OpenReadOnly);
        QVERIFY(reader->isReadOnly());
        plan = club::Events(*reader).planNextRound(kOpen);
    }
    QCOMPARE(stored(*m_db), before);
    QCOMPARE(plan.round, 2);
    QVERIFY(plan.seedOrder.empty()); // drawn at round 1
    QCOMPARE(plan.plannedRounds, 0);
    club::Events events(*m_db);
    const std::vector<club::EventTable> tables = events.storeRound(plan);
    QCOMPARE(events.roundCount(kOpen), 2);
    QCOMPARE(tables.size(), std::size_t(6));
    for (std::size_t t = 0; t < tables.size(); ++t) {
        QCOMPARE(tables[t].round, 2);
        QCOMPARE(tables[t].table, int(t) + 1);
        QCOMPARE(tables[t].note, plan.tables[t].note);
        // Winners meet winners: everyone is paired on the score the first round gave them.
        QCOMPARE(tables[t].seats[0].scoreBefore, tables[t].seats[1].scoreBefore);
    }
}

void TestRoundPlan::aCancelledPairingPairsNothing()
{
    openAfterRoundOne(40);
    const QString before = stored(*m_db);
    club::Events events(*m_db);
    int told = 0, players = 0;
    bool inRange = true;
    QVERIFY_THROWS_EXCEPTION(tournament::PairingCancelled, events.planNextRound(kOpen, [&](int paired, int of) {
        ++told;
        players = of;
        inRange = inRange && paired >= 0 && paired <= of;
        return paired < 10; // a cancel once ten are paired
    }));
    QVERIFY(told >= 2);
    QVERIFY(inRange);
    QCOMPARE(players, 40);
    QCOMPARE(stored(*m_db), before);
    // Told to go on, the same pairing comes to the end and says so, never going back.
    int last = -1;
    bool forward = true;
    const club::RoundPlan plan = events.planNextRound(kOpen, [&](int paired, int) {
        forward = forward && paired >= last;
        last = paired;
        return true;
    });
    QVERIFY(forward);
    QCOMPARE(last, 40);
    QCOMPARE(plan.tables.size(), std::size_t(20));
    QCOMPARE(stored(*m_db), before);
}

void TestRoundPlan::aPlanFromAnEventChangedSinceIsRefusedWhole()
{
    openAfterRoundOne(12);
    club::Events events(*m_db);
    const club::RoundPlan plan = events.planNextRound(kOpen);
    // A result corrected meanwhile (on another connection, as another program would) changes what round 2 pairs.
    {
        auto other = store::Database::open(m_path);
        club::Events(*other).setResult(kOpen, 1, 1, {2, 1});
    }
    const QString before = stored(*m_db);
    QCOMPARE(errorOf([&] { events.storeRound(plan); }),
             QStringLiteral("event 'Open' has changed while round 2 was being paired; pair it again"));
    QVERIFY_THROWS_EXCEPTION(club::EventChanged, events.storeRound(plan));
    QCOMPARE(stored(*m_db), before);
    QCOMPARE(events.roundCount(kOpen), 1);
    // A withdrawal changes it too; a new plan from the event as it is now stores.
    club::RoundPlan again = events.planNextRound(kOpen);
    events.withdraw(kOpen, QStringLiteral("P12"));
    QVERIFY_THROWS_EXCEPTION(club::EventChanged, events.storeRound(again));
    again = events.planNextRound(kOpen);
    QCOMPARE(events.storeRound(again).size(), std::size_t(6)); // eleven: five games and a bye
    // A rating that moved (a game outside the event) is no change to the event.
    const QByteArray basis = events.pairingBasis(kOpen);
    club::Games(*m_db).add(duel(QStringLiteral("2024-05-01T20:00"), QStringLiteral("P1"), QStringLiteral("P2")));
    QCOMPARE(events.pairingBasis(kOpen), basis);
}

void TestRoundPlan::redoStoresTheSameRoundAndIsRefusedOnceAnotherProgramChangedIt()
{
    openAfterRoundOne(12);
    m_db.reset();
    Club club(store::Database::open(m_path));
    podium::commands::undoStack(club); // the commands run below are kept for undo, as in the app
    club::Events events(club.database());
    const club::RoundPlan plan = events.planNextRound(kOpen);
    auto &pair = club.run(std::make_unique<commands::PairRound>(club, plan));
    QCOMPARE(pair.round(), 2);
    QCOMPARE(podium::commands::undoStack(club)->undoText(), QStringLiteral("Pair round 2 of Open"));
    const QString paired = boards(events.tables(kOpen, 2));
    podium::commands::undoStack(club)->undo();
    QCOMPARE(events.roundCount(kOpen), 1);
    podium::commands::undoStack(club)->redo();
    QCOMPARE(boards(events.tables(kOpen, 2)), paired);
    // Undone, then changed by another program: redo stores nothing and leaves the stack, saying why.
    podium::commands::undoStack(club)->undo();
    {
        auto other = store::Database::open(m_path);
        club::Events(*other).withdraw(kOpen, QStringLiteral("P3"));
    }
    QSignalSpy failed(&club, &Club::commandFailed);
    podium::commands::undoStack(club)->redo();
    QCOMPARE(failed.size(), 1);
    QCOMPARE(failed.front().at(1).toString(),
             QStringLiteral("event 'Open' has changed while round 2 was being paired; pair it again"));
    QCOMPARE(events.roundCount(kOpen), 1);
    QVERIFY(!podium::commands::undoStack(club)->canRedo());
}

QTEST_GUILESS_MAIN(TestRoundPlan)
#include "tst_roundplan.moc"
