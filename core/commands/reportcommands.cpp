// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "commands/reportcommands.h"

#include "store/database.h"

#include <map>

namespace podium::commands {

namespace {

/** Puts reports back to the statuses they had. */
void restore(const store::Database &db, const std::vector<std::pair<qint64, club::ReportStatus>> &before)
{
    std::map<club::ReportStatus, std::vector<qint64>> byStatus;
    for (const auto &[id, status] : before)
        byStatus[status].push_back(id);
    for (const auto &[status, ids] : byStatus)
        club::EventReports(db).setStatus(ids, status);
}

} // namespace

SetEventReporting::SetEventReporting(Club &club, const QString &event, bool on)
    : ClubCommand(club)
    , m_event(event)
    , m_on(on)
{
    setText(on ? CommandText::tr("Let players of %1 report results").arg(event)
               : CommandText::tr("Stop players of %1 reporting results").arg(event));
}

void SetEventReporting::apply()
{
    if (m_on && !club::EventReports::available(db()))
        throw store::DbError(CommandText::tr("this club is read-only, and of a version of Podium before players' "
                                             "reports: they need a copy that can be written"));
    m_before = club::Events(db()).setReporting(m_event, m_on);
}

void SetEventReporting::revert()
{
    club::Events(db()).setReporting(m_event, m_before);
}

ClubChange SetEventReporting::change() const
{
    return {ClubChange::Events, {}, m_event, false};
}

std::vector<club::GuardedRow> SetEventReporting::guarded() const
{
    return {club::GuardedRow::named(club::GuardedRow::Table::Events, m_event.simplified(),
                                    CommandText::tr("the event %1").arg(m_event.simplified()))};
}

SettleReports::SettleReports(Club &club, const QString &event, int round, int table, const club::ReportedResult &result)
    : EventResult(club, event, round, table, result.ranks)
    , m_event(event)
    , m_round(round)
    , m_table(table)
    , m_result(result)
{
    if (result.score)
        setMatchScore(*result.score);
    setText(CommandText::tr("Result of %1, round %2, table %3 (players' reports)").arg(event).arg(round).arg(table));
}

void SettleReports::apply()
{
    store::Transaction transaction(db());
    club::EventReports reports(db());
    if (!m_read) {
        for (const club::ResultReport &r : reports.openAt(m_event, m_round, m_table))
            m_before.emplace_back(r.id, r.status);
        m_read = true;
    }
    EventResult::apply();
    std::vector<qint64> accepted, rejected;
    for (const auto &[id, status] : m_before) {
        (reports.get(id).result == m_result ? accepted : rejected).push_back(id);
    }
    reports.setStatus(accepted, club::ReportStatus::Accepted);
    reports.setStatus(rejected, club::ReportStatus::Rejected, CommandText::tr("the desk entered another result"));
    m_settled = accepted;
    m_settled.insert(m_settled.end(), rejected.begin(), rejected.end());
    transaction.commit();
}

void SettleReports::revert()
{
    store::Transaction transaction(db());
    EventResult::revert();
    restore(db(), m_before);
    transaction.commit();
}

RejectReports::RejectReports(Club &club, std::vector<qint64> reports)
    : ClubCommand(club)
    , m_reports(std::move(reports))
{
    setText(CommandText::tr("Reject %n report(s)", nullptr, int(m_reports.size())));
}

void RejectReports::apply()
{
    store::Transaction transaction(db());
    club::EventReports reports(db());
    if (m_before.empty()) {
        for (const qint64 id : m_reports) {
            const club::ResultReport r = reports.get(id);
            if (!club::isOpen(r.status))
                throw store::DbError(
                    CommandText::tr("report %1 is %2 already").arg(id).arg(club::reportStatusText(r.status)));
            m_before.emplace_back(id, r.status);
            if (!m_events.contains(r.event))
                m_events.append(r.event);
        }
    }
    reports.setStatus(m_reports, club::ReportStatus::Rejected, CommandText::tr("rejected at the desk"));
    transaction.commit();
}

void RejectReports::revert()
{
    store::Transaction transaction(db());
    restore(db(), m_before);
    transaction.commit();
}

ClubChange RejectReports::change() const
{
    return {ClubChange::Events, {}, m_events.size() == 1 ? m_events.front() : QString(), false};
}

} // namespace podium::commands
