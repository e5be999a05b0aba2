// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "widgets/reportsqueue.h"

#include "club/club.h"
#include "club/events/eventformat.h"
#include "club/events/events.h"
#include "commands/reportcommands.h"
#include "dialogs/tableresultdialog.h"
#include "io/inputerror.h"
#include "io/localdates.h"
#include "store/dberror.h"
#include "widgets/banner.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace podium::ui {

namespace {

enum Column { TableColumn, PlayerColumn, ResultColumn, StatusColumn, NoteColumn, WhenColumn, AddressColumn, Columns };

/** A stored UTC time as this computer's clock shows it today ("20:14"), with the date when it is not today's. */
QString when(const QString &iso)
{
    QDateTime at = QDateTime::fromString(iso, Qt::ISODate);
    if (!at.isValid())
        return iso;
    at = at.toLocalTime();
    const QLocale locale;
    return at.date() == QDate::currentDate() ? locale.toString(at.time(), QLocale::ShortFormat)
                                             : io::shortDateTime(locale, at);
}

QTableWidgetItem *cell(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

} // namespace

ReportsQueue::ReportsQueue(Club &club, QWidget *parent)
    : QWidget(parent)
    , m_club(club)
    , m_table(new QTableWidget(0, Columns, this))
    , m_accept(new QPushButton(tr("Accept"), this))
    , m_reject(new QPushButton(tr("Reject"), this))
    , m_edit(new QPushButton(tr("Edit Result…"), this))
    , m_alerts(new QLabel(this))
    , m_message(new Banner(this))
{
    setObjectName(QStringLiteral("reportsQueue"));
    m_table->setObjectName(QStringLiteral("reports"));
    m_table->setHorizontalHeaderLabels(
        {tr("Table"), tr("Reported by"), tr("Result"), tr("Status"), tr("Why"), tr("When"), tr("From")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ResultColumn, QHeaderView::Stretch);
    m_table->setAccessibleName(tr("Players' reports"));
    m_table->setTabKeyNavigation(false);
    m_accept->setObjectName(QStringLiteral("acceptReport"));
    m_reject->setObjectName(QStringLiteral("rejectReport"));
    m_edit->setObjectName(QStringLiteral("editReport"));
    m_accept->setToolTip(tr("Make this report's result the table's result; the table's other reports are turned "
                            "down"));
    m_reject->setToolTip(tr("Turn this report down without entering a result"));
    m_edit->setToolTip(tr("Enter the desk's own result for this table; its reports are settled with it"));
    m_alerts->setObjectName(QStringLiteral("reportAlerts"));
    m_alerts->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("reportsMessage"));
    connect(m_accept, &QPushButton::clicked, this, &ReportsQueue::accept);
    connect(m_reject, &QPushButton::clicked, this, &ReportsQueue::reject);
    connect(m_edit, &QPushButton::clicked, this, &ReportsQueue::edit);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &ReportsQueue::updateButtons);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_accept);
    buttons->addWidget(m_reject);
    buttons->addWidget(m_edit);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_message);
    layout->addWidget(m_alerts);
    updateButtons();
}

void ReportsQueue::setEvent(const QString &event)
{
    const qint64 chosen = selected() ? selected()->id : 0;
    m_event = event;
    const store::Database &db = m_club.database();
    m_reports = event.isEmpty() || !club::EventReports::available(db) ? std::vector<club::ResultReport>()
                                                                      : club::EventReports(db).list(event);
    // Oldest first: the desk settles them in the order they came.
    std::reverse(m_reports.begin(), m_reports.end());
    m_table->clearSelection();
    m_table->setCurrentItem(nullptr);
    m_table->setRowCount(int(m_reports.size()));
    for (int row = 0; row < int(m_reports.size()); ++row) {
        const club::ResultReport &r = m_reports[std::size_t(row)];
        m_table->setItem(row, TableColumn, cell(tr("Round %1, table %2").arg(r.round).arg(r.table)));
        m_table->setItem(row, PlayerColumn, cell(r.player));
        m_table->setItem(row, ResultColumn, cell(r.result.describe(r.players)));
        m_table->setItem(row, StatusColumn, cell(club::reportStatusText(r.status)));
        m_table->setItem(row, NoteColumn, cell(r.note));
        m_table->setItem(row, WhenColumn, cell(when(r.reportedAt)));
        m_table->setItem(row, AddressColumn, cell(r.address));
    }
    QStringList lines;
    if (!event.isEmpty() && club::EventReports::available(db)) {
        const std::vector<club::ReportAlert> alerts = club::EventReports(db).alerts(event);
        for (std::size_t i = 0; i < alerts.size() && i < 3; ++i)
            lines.append(tr("%1, table %2: %3").arg(when(alerts[i].madeAt)).arg(alerts[i].table).arg(alerts[i].text()));
    }
    m_alerts->setText(lines.join(QLatin1Char('\n')));
    m_alerts->setVisible(!lines.isEmpty());
    if (chosen != 0)
        select(chosen);
    updateButtons();
}

void ReportsQueue::select(qint64 report)
{
    for (int row = 0; row < int(m_reports.size()); ++row) {
        if (m_reports[std::size_t(row)].id == report)
            m_table->selectRow(row);
    }
}

const club::ResultReport *ReportsQueue::selected() const
{
    const QList<QTableWidgetSelectionRange> ranges = m_table->selectedRanges();
    if (ranges.isEmpty())
        return nullptr;
    const int row = ranges.front().topRow();
    return row >= 0 && row < int(m_reports.size()) ? &m_reports[std::size_t(row)] : nullptr;
}

void ReportsQueue::updateButtons()
{
    const bool chosen = selected() != nullptr;
    m_accept->setEnabled(chosen);
    m_reject->setEnabled(chosen);
    m_edit->setEnabled(chosen);
}

void ReportsQueue::run(const std::function<void()> &command)
{
    try {
        command(); // the club's change hub shows the queue again
        m_message->say({});
    } catch (const store::DbError &error) {
        m_message->say(error.message(), Banner::Kind::Problem);
    } catch (const io::InputError &error) {
        m_message->say(error.text(), Banner::Kind::Problem);
    }
}

void ReportsQueue::accept()
{
    const club::ResultReport *report = selected();
    if (!report)
        return;
    const club::ResultReport r = *report;
    run([&] { m_club.run(std::make_unique<commands::SettleReports>(m_club, r.event, r.round, r.table, r.result)); });
}

void ReportsQueue::reject()
{
    const club::ResultReport *report = selected();
    if (!report)
        return;
    const qint64 id = report->id;
    run([&] { m_club.run(std::make_unique<commands::RejectReports>(m_club, std::vector<qint64> {id})); });
}

void ReportsQueue::edit()
{
    const club::ResultReport *report = selected();
    if (!report)
        return;
    const club::ResultReport r = *report;
    try {
        const club::Events events(m_club.database());
        const club::FormatTraits &format = club::traits(events.get(r.event).format);
        for (const club::EventTable &t : events.tables(r.event, r.round)) {
            if (t.table != r.table)
                continue;
            // The desk's own result for the table, settling its reports; no forfeit here (the players came).
            TableResultDialog dialog(t, format.allowsDraws, false, this, [&](const TableResult &result) -> QString {
                club::ReportedResult entered {result.ranks, result.games};
                if (result.games)
                    entered.ranks = result.games->ranks();
                try {
                    m_club.run(std::make_unique<commands::SettleReports>(m_club, r.event, r.round, r.table, entered));
                    return {};
                } catch (const store::DbError &error) {
                    return error.message();
                } catch (const io::InputError &error) {
                    return error.text();
                }
            });
            dialog.setWindowTitle(tr("Result of Round %1, Table %2").arg(r.round).arg(r.table));
            dialog.exec();
            return;
        }
        m_message->say(tr("Round %1 has no table %2 any more.").arg(r.round).arg(r.table), Banner::Kind::Problem);
    } catch (const store::DbError &error) {
        m_message->say(error.message(), Banner::Kind::Problem);
    }
}

} // namespace podium::ui
