// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/eventreports.h"
#include "commands/eventcommands.h"

#include <utility>
#include <vector>

namespace podium::commands {

/** Turns players' reports from the live board on or off for an event; undo puts it back. */
class SetEventReporting : public ClubCommand
{
public:
    SetEventReporting(Club &club, const QString &event, bool on);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    QString m_event;
    bool m_on;
    bool m_before = false;
};

/**
 * A table's result settled from the players' reports: the result the sides agreed on (the board runs it), or the
 * one the desk accepts or enters over a dispute. It is an ordinary event result (EventResult): a game of the
 * history, undoable at the desk. The table's open reports are settled with it in one transaction: those that said
 * this result accepted, the others rejected. Undo takes the result back and opens the reports again as they were.
 */
class SettleReports : public EventResult
{
public:
    SettleReports(Club &club, const QString &event, int round, int table, const club::ReportedResult &result);
    /** The reports this settled (accepted or rejected). */
    const std::vector<qint64> &settled() const { return m_settled; }

protected:
    void apply() override;
    void revert() override;

private:
    QString m_event;
    int m_round;
    int m_table;
    club::ReportedResult m_result;
    bool m_read = false;
    std::vector<std::pair<qint64, club::ReportStatus>> m_before; ///< each open report and its status before
    std::vector<qint64> m_settled;
};

/** The desk turns reports down without entering a result (a report sent in error, a prank); undo opens them
 *  again. */
class RejectReports : public ClubCommand
{
public:
    RejectReports(Club &club, std::vector<qint64> reports);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;

private:
    std::vector<qint64> m_reports;
    std::vector<std::pair<qint64, club::ReportStatus>> m_before;
    QStringList m_events;
};

} // namespace podium::commands
