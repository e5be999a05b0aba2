// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "widgets/eventpairingstable.h"

#include "club/events/eventcolours.h"
#include "club/events/eventformat.h"
#include "club/labels.h"
#include "dialogs/tableresultdialog.h"
#include "tablecells.h"

#include <QHeaderView>
#include <QLocale>

#include <cmath>
#include <tuple>

namespace podium::ui {

namespace {

QString percent(double p)
{
    return std::isnan(p) ? QString() : QLocale().toString(100 * p, 'f', 0) + QStringLiteral(" %");
}

QTableWidgetItem *numberCell(const QString &text)
{
    return readOnlyCell(text, Qt::AlignRight | Qt::AlignVCenter);
}

} // namespace

EventPairingsTable::EventPairingsTable(QWidget *parent)
    : QTableWidget(0, NoteColumn + 1, parent)
{
    setObjectName(QStringLiteral("pairings"));
    setHeaders(false);
    // Names as wide as they are; the note takes the room left, as it is the longest text.
    horizontalHeader()->setSectionResizeMode(FirstColumn, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(SecondColumn, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(NoteColumn, QHeaderView::Stretch);
    verticalHeader()->hide();
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
}

void EventPairingsTable::setHeaders(bool sides)
{
    // The first side has White (event_pairings.side 1), as chess pairing sheets list it.
    setHorizontalHeaderLabels({tr("Table"), sides ? tr("White") : tr("Player"), sides ? tr("Black") : tr("Opponent"),
                               tr("Quality"), sides ? tr("White wins") : tr("First wins"), tr("Result"), tr("Note")});
    horizontalHeaderItem(QualityColumn)->setToolTip(tr("Match quality from the ratings: 1 is a perfectly even game"));
    horizontalHeaderItem(ChanceColumn)
        ->setToolTip(sides ? tr("The predicted chance that White wins")
                           : tr("The predicted chance that the first named wins"));
    setToolTip(sides ? tr("On a table's row type 1 (White won), 0 (Black won) or = or ½ (a draw); Enter opens the "
                          "result")
                     : tr("On a table's row type 1 (the first named won), 0 (the second won) or = or ½ (a draw); "
                          "Enter opens the result"));
}

void EventPairingsTable::show(const club::EventRecord &event, int round, const std::vector<club::EventTable> &tables)
{
    const bool sides = club::playsSides(event);
    setHeaders(sides);
    setLobbies(club::traits(event.format).lobbies);
    std::vector<const club::EventTable *> shown;
    m_players.clear();
    for (const club::EventTable &t : tables) {
        if (t.round != round)
            continue;
        shown.push_back(&t);
        for (const club::EventSeat &seat : t.seats)
            m_players.append(seat.player);
    }
    m_coloursBefore.clear();
    if (sides) {
        for (const club::ColourHistory &h : club::colourHistories(tables, m_players, round - 1, event.options))
            m_coloursBefore.push_back(club::colourText(h));
    }
    setRowCount(static_cast<int>(shown.size()));
    for (int row = 0; row < rowCount(); ++row) {
        const club::EventTable &t = *shown[static_cast<std::size_t>(row)];
        // A bye is played at no table (U1 of the walkthrough of 28 November: byes read as tables 5 to 8); it keeps
        // its number underneath, by which the round knows it.
        setItem(row, TableColumn, numberCell(t.bye ? QStringLiteral("\u2013") : QString::number(t.table)));
        item(row, TableColumn)->setData(Qt::UserRole, t.table);
        if (t.bye)
            item(row, TableColumn)->setToolTip(tr("A bye: no game, no table"));
        if (t.bye || t.seats.size() == 2)
            setSides(row, t, sides);
        else
            setLobby(row, t);
        setItem(row, QualityColumn,
                numberCell(std::isnan(t.quality) ? QString() : QLocale().toString(t.quality, 'f', 3)));
        setItem(row, ChanceColumn, numberCell(percent(t.winProbability)));
        setItem(row, ResultColumn, readOnlyCell(TableResultDialog::describe(t)));
        setNote(row, event, t);
    }
    for (const int column : {TableColumn, QualityColumn, ChanceColumn, ResultColumn})
        resizeColumnToContents(column);
}

int EventPairingsTable::tableAt(int row) const
{
    const QTableWidgetItem *cell = item(row, TableColumn);
    return cell ? cell->data(Qt::UserRole).toInt() : 0;
}

void EventPairingsTable::setLobbies(bool lobbies)
{
    // A lobby's players share one wide column; two players' names each take what they need.
    horizontalHeaderItem(FirstColumn)->setText(lobbies ? tr("Players") : horizontalHeaderItem(FirstColumn)->text());
    setColumnHidden(SecondColumn, lobbies);
    horizontalHeader()->setSectionResizeMode(FirstColumn,
                                             lobbies ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
}

void EventPairingsTable::setSides(int row, const club::EventTable &table, bool sides)
{
    setItem(row, FirstColumn, readOnlyCell({}));
    setItem(row, SecondColumn, readOnlyCell({})); // a bye's: nobody
    for (const club::EventSeat &seat : table.seats) {
        auto *cell = readOnlyCell(seat.player);
        const qsizetype at = m_players.indexOf(seat.player);
        if (sides && at >= 0 && !m_coloursBefore.at(static_cast<std::size_t>(at)).isEmpty()) {
            cell->setToolTip(tr("%1: colours before this round %2")
                                 .arg(seat.player, m_coloursBefore.at(static_cast<std::size_t>(at))));
        }
        setItem(row, seat.side == 2 ? SecondColumn : FirstColumn, cell); // side 1 (White), or a bye's 0
    }
}

void EventPairingsTable::setLobby(int row, const club::EventTable &table)
{
    // "8 players: Ann, Bob, …": the count first, the names as far as the cell shows them, each in the tooltip.
    QStringList players;
    for (const club::EventSeat &seat : table.seats)
        players.append(seat.player);
    auto *cell
        = readOnlyCell(tr("%Ln players: %1", nullptr, int(players.size())).arg(players.join(QStringLiteral(", "))));
    cell->setToolTip(players.join(QLatin1Char('\n')));
    setItem(row, FirstColumn, cell);
}

void EventPairingsTable::setNote(int row, const club::EventRecord &event, const club::EventTable &table)
{
    QString note = table.note;
    QString tip = table.note;
    if (event.format == club::EventFormat::Swiss) {
        // A Swiss floats as its style pairs: only the closest-ratings style weighs groups against closeness.
        const bool closest
            = club::swissStyleOf(event.options.style, event.options.balanceSides) == club::SwissStyle::Rating;
        const QString floated = Labels::floatNote(table, closest ? QStringLiteral("quality") : QStringLiteral("dutch"));
        // The FIDE style's engine says it in the rules' words (a float, a colour preference not met): that is the
        // note, short in the user's language, with the rule's article in the tooltip (C7 of the walkthrough of 28
        // November). The other styles' own reason goes in the tooltip beside the float.
        const bool fide = club::swissStyleOf(event.options.style, event.options.balanceSides) == club::SwissStyle::Fide;
        if (fide && !table.note.isEmpty()) {
            std::tie(note, tip) = Labels::fideNote(table.note);
        } else if (!floated.isEmpty()) {
            note = floated;
            tip = table.note.isEmpty() || table.note == floated ? floated : floated + QLatin1Char('\n') + table.note;
        }
    }
    auto *cell = readOnlyCell(note);
    cell->setToolTip(tip); // whole, where the column cuts it
    setItem(row, NoteColumn, cell);
}

} // namespace podium::ui
