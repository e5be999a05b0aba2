#pragma once

#include "club/events.h"

#include <QTableWidget>

#include <vector>

namespace podium::ui {

/**
 * An event's standings as the Events page shows them: place, player, points, the event's tie-breaks and what
 * decided each place; for an elimination, how far each entrant went ("Out in round 1") instead of points. Names
 * stay whole ("Grace (withdrawn)"): a table wider than its pane scrolls.
 */
class EventStandingsTable : public QTableWidget
{
    Q_OBJECT

public:
    explicit EventStandingsTable(QWidget *parent = nullptr);

    /** Shows rows (Events::standings) with the event's tie-breaks by name (Events::tieBreakNames). */
    void show(const std::vector<db::EventStanding> &rows, const QStringList &tieBreaks);

private:
    /** Elimination standings: how far each entrant went, not points. */
    void showReached(const std::vector<db::EventStanding> &rows);
    void fitColumns();
};

} // namespace podium::ui
