// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/eventreports.h"

#include <QWidget>

#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;

namespace podium {
class Club;
}

namespace podium::ui {

class Banner;

/**
 * The desk's queue of one event's reports from the players' phones (club/events/eventreports.h): what waits for the
 * other side, what the sides dispute, and reports on tables that had a result, each with who reported what, when
 * and from which address. Accept makes the chosen report's result the table's, Reject turns it down, Edit… enters
 * the desk's own result for the table; each is a command of the undo history. Below, the latest wrong codes the board
 * stopped.
 */
class ReportsQueue : public QWidget
{
    Q_OBJECT

public:
    explicit ReportsQueue(Club &club, QWidget *parent = nullptr);

    /** Shows the event's open reports (none for an empty name); throws store::DbError when they cannot be read. */
    void setEvent(const QString &event);
    /** The reports shown. */
    const std::vector<club::ResultReport> &reports() const { return m_reports; }
    /** Selects the report of that id (tests, and the desk going to a report). */
    void select(qint64 report);

    void accept();
    void reject();
    void edit();

private:
    /** The report of the selected row, if any. */
    const club::ResultReport *selected() const;
    void run(const std::function<void()> &command);
    void updateButtons();

    Club &m_club;
    QString m_event;
    std::vector<club::ResultReport> m_reports;
    QTableWidget *m_table;
    QPushButton *m_accept;
    QPushButton *m_reject;
    QPushButton *m_edit;
    QLabel *m_alerts;
    Banner *m_message;
};

} // namespace podium::ui
