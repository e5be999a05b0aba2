// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/events.h"

#include <QTableWidget>

#include <vector>

namespace podium::ui {

/**
 * A round's tables as the Events page shows them: each table's two sides, match quality, the first side's
 * predicted chance, the result and a note. Where the event has sides (White and Black in chess) the columns
 * say so, and each name's tooltip gives the player's colours before the round, as on an arbiter's pairing card.
 * A lobby's players share one cell.
 */
class EventPairingsTable : public QTableWidget
{
    Q_OBJECT

public:
    enum Column { TableColumn, FirstColumn, SecondColumn, QualityColumn, ChanceColumn, ResultColumn, NoteColumn };

    explicit EventPairingsTable(QWidget *parent = nullptr);

    /** Shows round of event from tables (Events::tables of every round, for the colours before it). */
    void show(const club::EventRecord &event, int round, const std::vector<club::EventTable> &tables);
    /** The table number shown in row; 0 for no such row. */
    int tableAt(int row) const;

private:
    void setHeaders(bool sides);
    void setLobbies(bool lobbies);
    void setSides(int row, const club::EventTable &table, bool sides);
    void setLobby(int row, const club::EventTable &table);
    /** Why the pairing is what it is: the float across score groups, and the pairing engine's own reason. */
    void setNote(int row, const club::EventRecord &event, const club::EventTable &table);

    std::vector<QString> m_coloursBefore; ///< per player of the round shown: their colours before it
    QStringList m_players;
};

} // namespace podium::ui
