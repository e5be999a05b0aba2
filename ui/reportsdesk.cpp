// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "reportsdesk.h"

#include "boardsharing.h"
#include "club/club.h"
#include "club/events/eventreports.h"
#include "club/events/events.h"
#include "dialogs/playercodesdialog.h"
#include "pages/eventspage.h"
#include "store/dberror.h"
#include "web/boardserver.h"

#include <QAction>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>

namespace podium::ui {

ReportsDesk::ReportsDesk(QMainWindow *window, BoardSharing *board)
    : QObject(window)
    , m_window(window)
    , m_board(board)
    , m_label(new QLabel(window))
{
    m_label->setObjectName(QStringLiteral("reportsWaiting"));
    m_label->hide();
    window->statusBar()->addPermanentWidget(m_label);
}

void ReportsDesk::setPages(Club *club, QTabWidget *pages, EventsPage *events)
{
    m_club = club;
    m_pages = pages;
    m_events = events;
    m_eventsText = pages->tabText(pages->indexOf(events));
    connect(events, &EventsPage::playerCodesWanted, this, &ReportsDesk::showCodes);
    update();
}

void ReportsDesk::update()
{
    int waiting = 0;
    try {
        if (m_club)
            waiting = club::EventReports(m_club->database()).openCount();
    } catch (const store::DbError &) {
        waiting = m_waiting; // the club cannot be read just now (a lost connection): the last count stands
    }
    m_waiting = waiting;
    m_label->setText(tr("%Ln report(s) from players waiting", nullptr, waiting));
    m_label->setToolTip(tr("Results reported from the players' phones that wait for the other side or for the desk: "
                           "the Events page's Reports tab"));
    m_label->setVisible(waiting > 0);
    if (m_pages && m_events) {
        const int at = m_pages->indexOf(m_events);
        if (at >= 0)
            m_pages->setTabText(at,
                                waiting > 0 ? QStringLiteral("%1 (%2)").arg(m_eventsText, QLocale().toString(waiting))
                                            : m_eventsText);
    }
}

void ReportsDesk::addAction(QMenu *file)
{
    QAction *codes = file->addAction(tr("Print Player &Codes…"), this, &ReportsDesk::showCodes);
    codes->setObjectName(QStringLiteral("printPlayerCodes"));
    codes->setToolTip(tr("The codes with which the players of the chosen event report their results on the live "
                         "board"));
}

void ReportsDesk::showCodes()
{
    if (!m_club || !m_events)
        return;
    const QString event = m_events->currentEvent();
    bool reporting = false;
    try {
        reporting = !event.isEmpty() && club::Events(m_club->database()).get(event).options.reporting;
    } catch (const store::DbError &) { }
    if (!reporting) {
        m_pages->setCurrentWidget(m_events);
        QMessageBox::information(m_window, tr("Print Player Codes"),
                                 event.isEmpty()
                                     ? tr("Choose an event on the Events page first.")
                                     : tr("Players do not report the results of %1. Turn it on in the event's "
                                          "menu (Players Report Results from the Board), then give them their "
                                          "codes.")
                                           .arg(event));
        return;
    }
    const web::BoardServer *server = m_board->server();
    PlayerCodesDialog dialog(*m_club, event, server && server->isRunning() ? server->url() : QUrl(), m_window);
    dialog.exec();
}

} // namespace podium::ui
