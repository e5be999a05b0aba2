// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "models/gamesmodel.h"
#include "pages/clubpage.h"

#include <QFutureWatcher>
#include <QWidget>

class QLabel;
class QLineEdit;
class QTableView;

namespace podium::store {
class Database;
}

namespace podium::ui {

class GamesModel;
class TableProxyModel;

/** The whole game log, newest first, filtered by any text (player, discipline); opens a game to edit it. */
class GamesPage : public QWidget, public ClubPage
{
    Q_OBJECT

public:
    explicit GamesPage(const store::Database &database, QWidget *parent = nullptr);
    /** Waits for a read of the log on its way: nothing of the page runs on against a club being closed. */
    ~GamesPage() override;

    // ClubPage: the log is read again after a change of games or players.
    void follow(const ClubChange &change) override;
    QLineEdit *findField() const override;

    /** Marks the log as changed: it is read again now if the page is in view, else when it next is (the log
     *  of a big club takes a second to read, which opening the window should not wait for). A log shown already
     *  is read again off the GUI thread, on a connection of its own, and swapped in at once when it is ready: the
     *  window never waits for it. */
    void reload();
    /** A new read of the log is on its way (the page shows the one before until it is in). */
    bool isReading() const { return m_inBackground; }
    /** The id of the selected game, or 0. */
    qint64 selectedGame() const;
    /** Selects the game and scrolls to it, with the filter cleared (a leaderboard's problem points at it). False
     *  when the log has no such game. */
    bool showGame(qint64 id);

    GamesModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    /** "39 of 100,000 games" while a filter hides some, else "100,000 games". */
    QString countText() const;

signals:
    void editRequested(qint64 id);
    void deleteRequested(qint64 id);

protected:
    void showEvent(QShowEvent *event) override;

private:
    /** Reads the stale log: in the background when one is shown already, else now. */
    void refresh();
    /** Reads the log now, on the GUI thread (the first view, or a game to show at once). */
    void read();
    void firstLook();
    /** Reads the log on a thread of its own; the page keeps the log it shows until then. */
    void readInBackground();
    void updateCount();

    const store::Database &m_db;
    bool m_stale = true;
    bool m_shown = false; ///< the page has shown a log read from the club
    bool m_partial = false; ///< it shows the newest games only, the whole log on its way
    /** The games a first look shows at once: more than a screen holds, a few milliseconds to read. */
    static constexpr int kFirstLook = 500;
    QFutureWatcher<std::optional<GamesModel::Prepared>> m_reading;
    bool m_inBackground = false; ///< a background read is on its way, its result not yet taken
    bool m_readAgain = false; ///< changed again while a read was on its way
    int m_generation = 0; ///< counts the reads; a background read of an older one is dropped
    int m_readingGeneration = 0; ///< the background read's
    GamesModel *m_model;
    TableProxyModel *m_proxy;
    QLineEdit *m_filter;
    QTableView *m_table;
    QLabel *m_count;
};

} // namespace podium::ui
