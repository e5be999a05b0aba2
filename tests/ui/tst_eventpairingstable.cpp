// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// A round's tables as the Events page shows them, from tables built here: White and Black where the event has
// sides, each name's colours before the round, the pairing engine's own reason beside the float, and a lobby.
#include "widgets/eventpairingstable.h"

#include <QApplication>
#include <QHeaderView>
#include <QTest>

using namespace podium;

namespace {

club::EventTable game(int round, int table, const QString &white, double whiteScore, const QString &black,
                      double blackScore, const QString &note = {})
{
    club::EventTable t;
    t.round = round;
    t.table = table;
    t.seats = {{white, 1, whiteScore, 0}, {black, 2, blackScore, 0}};
    t.note = note;
    return t;
}

QStringList headers(const QTableWidget &table)
{
    QStringList texts;
    for (int c = 0; c < table.columnCount(); ++c)
        texts.append(table.horizontalHeaderItem(c)->text());
    return texts;
}

} // namespace

class TestEventPairingsTable : public QObject
{
    Q_OBJECT

private slots:
    void swissWithSides();
    void withoutSidesAndLobbies();
};

void TestEventPairingsTable::swissWithSides()
{
    club::EventRecord event;
    event.format = club::EventFormat::Swiss; // sides balanced by default
    const QString colourReason = QStringLiteral("Dan has White: Cid had White in round 1");
    const std::vector<club::EventTable> tables {
        game(1, 1, QStringLiteral("Ann"), 0, QStringLiteral("Cid"), 0),
        game(1, 2, QStringLiteral("Dan"), 0, QStringLiteral("Bob"), 0),
        game(2, 1, QStringLiteral("Ann"), 1, QStringLiteral("Bob"), 0, QStringLiteral("engine: Ann floats")),
        game(2, 2, QStringLiteral("Dan"), 0, QStringLiteral("Cid"), 0, colourReason),
    };
    ui::EventPairingsTable table;
    table.show(event, 2, tables);
    QCOMPARE(headers(table),
             QStringList({QStringLiteral("Table"), QStringLiteral("White"), QStringLiteral("Black"),
                          QStringLiteral("Quality"), QStringLiteral("White wins"), QStringLiteral("Result"),
                          QStringLiteral("Note")}));
    QCOMPARE(table.rowCount(), 2);
    QCOMPARE(table.tableAt(1), 2);
    QCOMPARE(table.item(0, 1)->text(), QStringLiteral("Ann"));
    QCOMPARE(table.item(0, 2)->text(), QStringLiteral("Bob"));
    // Each name with the colours before round 2: Ann had White in round 1, Bob Black.
    QCOMPARE(table.item(0, 1)->toolTip(), QStringLiteral("Ann: colours before this round W (+1)"));
    QCOMPARE(table.item(0, 2)->toolTip(), QStringLiteral("Bob: colours before this round B (\u22121)"));
    // A float in the FIDE style (the default with sides): the engine's words, in the rules' terms, are the note.
    QCOMPARE(table.item(0, 6)->text(), QStringLiteral("engine: Ann floats"));
    QCOMPARE(table.item(0, 6)->toolTip(), QStringLiteral("engine: Ann floats"));
    // No float, but a reason for the colours: the note gives it.
    QCOMPARE(table.item(1, 6)->text(), colourReason);
    QCOMPARE(table.item(1, 6)->toolTip(), colourReason);
    // The closest-ratings style says the float its own way, and the engine's reason goes in the tooltip beside it.
    event.options.style = QStringLiteral("rating");
    table.show(event, 2, tables);
    const QString floatNote = table.item(0, 6)->text();
    QVERIFY2(floatNote.startsWith(QStringLiteral("Ann on 1 floats down to Bob on 0: ")), qPrintable(floatNote));
    QCOMPARE(table.item(0, 6)->toolTip(), floatNote + QStringLiteral("\nengine: Ann floats"));
    // Round 1: nothing before it.
    table.show(event, 1, tables);
    QCOMPARE(table.item(0, 1)->toolTip(), QString());
}

void TestEventPairingsTable::withoutSidesAndLobbies()
{
    club::EventRecord event;
    event.format = club::EventFormat::Swiss;
    event.options.balanceSides = false;
    const std::vector<club::EventTable> tables {game(1, 1, QStringLiteral("Ann"), 0, QStringLiteral("Bob"), 0)};
    ui::EventPairingsTable table;
    table.show(event, 1, tables);
    QCOMPARE(table.horizontalHeaderItem(1)->text(), QStringLiteral("Player"));
    QCOMPARE(table.horizontalHeaderItem(2)->text(), QStringLiteral("Opponent"));
    QCOMPARE(table.horizontalHeaderItem(4)->text(), QStringLiteral("First wins"));
    QVERIFY(!table.isColumnHidden(2));
    // A heat: one lobby of three in one column, its count first.
    event.format = club::EventFormat::Heats;
    club::EventTable lobby;
    lobby.seats
        = {{QStringLiteral("Ann"), 1, 0, 0}, {QStringLiteral("Bob"), 2, 0, 0}, {QStringLiteral("Cid"), 3, 0, 0}};
    table.show(event, 1, {lobby});
    QCOMPARE(table.horizontalHeaderItem(1)->text(), QStringLiteral("Players"));
    QVERIFY(table.isColumnHidden(2));
    QCOMPARE(table.item(0, 1)->text(), QStringLiteral("3 players: Ann, Bob, Cid"));
    QCOMPARE(table.item(0, 1)->toolTip(), QStringLiteral("Ann\nBob\nCid"));
    // Back to a Swiss: both columns again.
    event.format = club::EventFormat::Swiss;
    table.show(event, 1, tables);
    QVERIFY(!table.isColumnHidden(2));
    QCOMPARE(table.horizontalHeaderItem(1)->text(), QStringLiteral("Player"));
}

QTEST_MAIN(TestEventPairingsTable)
#include "tst_eventpairingstable.moc"
