// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;
class QTabWidget;

namespace podium {
class Club;
}

namespace podium::ui {

class BoardSharing;
class EventsPage;

/**
 * The main window's side of the players' reports: the count of reports waiting for the desk, on the Events page's tab
 * (a badge) and in the status bar, read again after every change of the club (the board's reports, another desk's);
 * and File › Print Player Codes…, which gives the chosen event's players their codes with the board's address.
 */
class ReportsDesk : public QObject
{
    Q_OBJECT

public:
    ReportsDesk(QMainWindow *window, BoardSharing *board);

    /** The club's pages were made: the Events page and the tabs that hold it. */
    void setPages(Club *club, QTabWidget *pages, EventsPage *events);
    /** Reads the count again. */
    void update();
    /** Adds Print Player Codes… to the menu. */
    void addAction(QMenu *file);
    /** The player codes of the Events page's chosen event (asks to choose one that takes reports otherwise). */
    void showCodes();
    /** Reports waiting for the desk, as last read. */
    int waiting() const { return m_waiting; }
    QLabel *label() const { return m_label; }

private:
    QMainWindow *m_window;
    BoardSharing *m_board;
    Club *m_club = nullptr;
    QPointer<QTabWidget> m_pages;
    QPointer<EventsPage> m_events;
    QLabel *m_label;
    int m_waiting = 0;
    QString m_eventsText; ///< the Events tab's own text, in the app's language
};

} // namespace podium::ui
