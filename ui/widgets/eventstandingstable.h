// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/eventcolours.h"
#include "club/events/events.h"

#include <QTableWidget>

#include <vector>

namespace podium::ui {

/**
 * An event's standings as the Events page shows them: place, player, points, the event's tie-breaks and what
 * decided each place; for an elimination, how far each entrant went ("Out in round 1") instead of points. Where
 * the event has sides, each player's colours round by round and their colour difference, as an arbiter writes
 * them ("WB-W (+1)"), with the floats in the tooltip. Names stay whole ("Grace (withdrawn)"): a table wider than
 * its pane scrolls.
 */
class EventStandingsTable : public QTableWidget
{
    Q_OBJECT

public:
    explicit EventStandingsTable(QWidget *parent = nullptr);

    /** Shows rows (Events::standings) with the event's tie-breaks by name (Events::tieBreakNames) and, for an
     *  event with sides, each row's colour history (club::colourHistories, in the order of rows). */
    void show(const std::vector<club::EventStanding> &rows, const QStringList &tieBreaks,
              const std::vector<club::ColourHistory> &colours = {});

private:
    /** Elimination standings: how far each entrant went, not points. */
    void showReached(const std::vector<club::EventStanding> &rows);
    void fitColumns();
    /** The colours cell: fixed-width letters, so that a round's colours line up down the column. */
    QTableWidgetItem *coloursCell(const club::ColourHistory &history) const;
};

} // namespace podium::ui
