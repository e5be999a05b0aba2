// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/events.h"
#include "sheets/printsheet.h"

#include <QCoreApplication>

namespace podium::store {
class Database;
}

namespace podium::ui {

/**
 * What an event prints: a round's pairing sheet as an arbiter pins it on the wall (each table with its players,
 * their sides and points, and room to write the result) and the standings with only the columns that say
 * something for this event. Ratings, match quality and win chances stay on the screen.
 */
class EventSheet
{
    Q_DECLARE_TR_FUNCTIONS(podium::ui::EventSheet)

public:
    /** Reads the event; throws DbError when there is none of that name. */
    EventSheet(const store::Database &database, const QString &event);

    /** The round's heading and its pairing sheet (nothing for round 0), then the standings. */
    void write(PrintSheet &sheet, int round) const;

    /** The tables of a round: one row per table; a lobby's players one per row with their places. */
    SheetTable round(int round) const;
    SheetTable standings() const;

private:
    SheetTable duels(const std::vector<club::EventTable> &tables, int round) const;
    SheetTable lobbies(const std::vector<club::EventTable> &tables) const;
    /** A player's name with their points before the round, as a Swiss sheet shows them: "Ann (1½)". */
    QString seated(const club::EventSeat &seat, int round) const;
    /** "1 – 0", "½ – ½", "+ – −" (won by forfeit): empty until there is a result, to be written in. */
    static QString duelResult(const club::EventTable &table);
    SheetTable reached(const std::vector<club::EventStanding> &rows) const;
    /** The standings columns that say something for this event. */
    struct Shown
    {
        std::vector<bool> tieBreaks; ///< a column for each tie-break of the event's
        std::vector<bool> deciding; ///< the tie-breaks that "Decided by" names (listed in the key)
        bool decided = false; ///< a place decided by more than points
        bool draws = false;
        bool colours = false; ///< each player's colours round by round, for an event with sides
    };
    /** Each tie-break's column is printed when a value is not zero, ratings only from a leaderboard, and wins
     *  only when they differ from the W column. */
    std::vector<bool> meaningfulTieBreaks(const std::vector<club::EventStanding> &rows,
                                          const QStringList &tieBreaks) const;
    /** The columns, and in key what each short tie-break name stands for. */
    std::vector<SheetColumn> standingsColumns(const Shown &shown, const QStringList &tieBreaks, QStringList *key) const;
    /** "BH-C1" for "buchholz-cut1": a short header that leaves the page room. */
    static QString tieBreakShort(const QString &name);
    static QString tieBreakValue(const QString &name, double value);
    static QString decider(const club::Decider &decider, const QStringList &tieBreaks);

    const store::Database &m_db;
    club::EventRecord m_event;
};

} // namespace podium::ui
