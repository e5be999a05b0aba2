#pragma once

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;
class QTextDocument;
class QUndoStack;

namespace podium::db {
class Database;
}

namespace podium::ui {

/**
 * Events (tournaments): the list of the club's events; for the chosen one its entrants (join, withdraw),
 * its rounds with their pairings, match quality and predicted win chance, result entry per table, and the
 * standings with the tie-break that decided each place. Pairing sheets and standings print with a preview.
 */
class EventsPage : public QWidget
{
    Q_OBJECT

public:
    explicit EventsPage(const db::Database &database, QWidget *parent = nullptr);

    /** Pairing rounds and entering results go through this stack, so that they can be undone. */
    void setUndoStack(QUndoStack *stack) { m_undo = stack; }
    /** Reads the events again, keeping the chosen one. */
    void reload();
    void openEvent(const QString &name);
    QString currentEvent() const;
    int currentRound() const;

    /** Pairs the next round of the chosen event (a refusal is shown in the page). */
    void pairNextRound();
    /** Enters the result of a table of the chosen event: one rank per side. Returns false (and shows why)
     *  when it is refused. */
    bool enterResult(int round, int table, const std::vector<int> &ranks);

    /** Checks a player in (joining, or back from a withdrawal) or withdraws them, undoably. */
    void setEntrant(const QString &player, bool playing);

    QTableWidget *pairingsTable() const { return m_pairings; }
    QTableWidget *standingsTable() const { return m_standings; }
    /** The last refusal or warning shown in the page. */
    QString message() const;
    /** The pairings of the shown round and the standings, as a document to print. */
    QTextDocument *printable() const;

signals:
    /** A result went into the history; date is the game's. */
    void historyChanged(const QString &date);

private:
    void newEvent();
    void deleteEvent();
    void join();
    void withdraw();
    void enterSelectedResult();
    void print();
    void showRound(int round);
    void showStandings();
    void showMessage(const QString &text, bool problem);

    const db::Database &m_db;
    QListWidget *m_events;
    QLabel *m_title;
    QListWidget *m_entrants;
    QComboBox *m_round;
    QTableWidget *m_pairings;
    QTableWidget *m_standings;
    QLabel *m_message;
    QPushButton *m_pairNext;
    QPushButton *m_result;
    QUndoStack *m_undo = nullptr;
};

} // namespace podium::ui
