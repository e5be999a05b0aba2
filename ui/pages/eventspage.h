// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "dialogs/tableresultdialog.h"
#include "pages/clubpage.h"

#include <QPageLayout>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QKeyEvent;
class QLabel;
class QListWidget;
class QPushButton;
class QAction;
class QSplitter;
class QTabWidget;
class QTableWidget;
class QTextDocument;

namespace podium {
class Club;
namespace commands {
class ClubCommand;
}
namespace store {
class Database;
} // namespace store

namespace club {
struct EventRecord;
struct EventStanding;
} // namespace club
} // namespace podium

namespace podium::ui {

class Banner;
class RoundPairing;
class EventPairingsTable;
class EventStandingsTable;
class BracketView;
class ReportsQueue;

/**
 * Events (tournaments): the list of the club's events; for the chosen one its entrants (join, withdraw),
 * its rounds with their pairings, match quality and predicted win chance, result entry per table, and the
 * standings with the tie-break that decided each place. Pairing sheets and standings print with a preview.
 */
class EventsPage : public QWidget, public ClubPage
{
    Q_OBJECT

signals:
    /** The organiser asked for the chosen event's players' codes (the window knows the board's address). */
    void playerCodesWanted();

public:
    /** Every change the page makes is a command of the club, so it can be undone. */
    explicit EventsPage(Club &club, QWidget *parent = nullptr);

    // ClubPage: read again after a change of events, games or players; the open event prints.
    void follow(const ClubChange &change) override;
    std::optional<PageDocument> document() const override;
    QList<QWidget *> documentTables() const override;

    /** Reads the events again, keeping the chosen one. */
    void reload();
    void openEvent(const QString &name);
    QString currentEvent() const;
    int currentRound() const;

    /** Pairs the next round of the chosen event off the GUI thread, behind a progress dialog with Cancel once it
     *  takes a while (RoundPairing), and returns when it is through; a refusal is shown in the page. */
    void pairNextRound();
    /** Enters the result of a table of the chosen event: one rank per side. Returns false (and shows why)
     *  when it is refused. */
    bool enterResult(int round, int table, const std::vector<int> &ranks);
    /** A table not played: winnerSide (1 or 2) won by forfeit, 0 when neither came. False (and why) if refused. */
    bool enterForfeit(int round, int table, int winnerSide);

    /** The Join button: asks who joins the chosen event (with half-point byes once rounds are paired). */
    void join();
    /** Checks a player in (joining, or back from a withdrawal) or withdraws them, undoably. */
    void setEntrant(const QString &player, bool playing, bool halfByes = false);
    /** The entrants' context menu (also Shift+F10): the chosen entrant asks for a half-point bye in the next round
     *  of a Swiss, or takes it back, undoably. False (and why, in the page) when refused. */
    bool toggleHalfBye();
    /** M6: the leaderboard that rates the chosen event from now on (empty: its discipline's), undoably. */
    bool setEventLeaderboard(const QString &leaderboard);
    /** The events' context menu action that asks which leaderboard rates the chosen event. */
    QAction *leaderboardAction() const { return m_leaderboard; }
    /** M3: a final after heats, from the events' context menu. */
    QAction *finalAction() const { return m_final; }
    /** Opens the New Event dialog on a final for the current heats' top players (top of them; 0 asks how many),
     *  one lobby of them, a round, seeded in the heats' order. True when the final was created. */
    bool makeFinal(int top = 0);
    /** Pairs the last round again while it has no result (M4: after a correction), undoably. False (and why, in
     *  the page) when refused. */
    bool repairRound();
    /** The pairings' context menu action that repairRound runs. */
    QAction *repairAction() const { return m_repair; }
    /** The entrants' action that toggleHalfBye runs. */
    QAction *halfByeAction() const { return m_halfBye; }
    /** C14: the entrant is absent from the next round (no points), or no longer; from the same context menu. */
    bool toggleAbsence();
    QAction *absenceAction() const { return m_absent; }
    /** Players report the chosen event's results from the live board, or no longer (undoably). False (and why, in
     *  the page) when refused. */
    bool setReporting(bool on);
    /** The events' context menu action that turns players' reports on and off. */
    QAction *reportingAction() const { return m_reporting; }
    /** The events' context menu action that asks for the players' codes (playerCodesWanted). */
    QAction *codesAction() const { return m_codes; }
    /** The chosen event's queue of players' reports (its tab shows while the event takes reports or has some). */
    ReportsQueue *reportsQueue() const { return m_reports; }
    /** Whether the queue's tab shows. */
    bool reportsShown() const;

    QTableWidget *pairingsTable() const;
    QTableWidget *standingsTable() const;
    /** The bracket of an elimination event (its tab is hidden for the other formats). */
    BracketView *bracketView() const { return m_bracket; }
    /** The last refusal or warning shown in the page. */
    QString message() const;
    /** Writes the chosen event's standings as CSV, or JSON for a path ending in .json (the writer podium-cli
     *  event standings uses); false, with the reason in the page, when it cannot. */
    bool exportStandings(const QString &path);
    /** The pairing sheet of the shown round and the standings, as a document to print on pages of that layout
     *  (the printer's default when invalid); an elimination event's bracket first, on a page of its own. */
    QTextDocument *printable(const QPageLayout &page = {}) const;
    /** Landscape for an event with a bracket, which is wider than high; portrait otherwise. */
    QPageLayout::Orientation printOrientation() const;

private:
    /** The round (or the bracket) and the standings share the page's height, the bracket three quarters of it,
     *  until the user moves the line between them. */
    void shareRoundSplit();
    QWidget *createEventList();
    QWidget *createRoundView();
    void setUpTables();
    void newEvent();
    void deleteEvent();
    void withdraw();
    /** The half-point bye action's words and state for the chosen entrant. */
    void updateHalfByeAction();
    void chooseLeaderboard();
    void enterSelectedResult();
    void enterTypedResult(const TableResult &result);
    /** A card-game Swiss: digits and dashes typed on a row make a match score ("2-1"), entered with Enter. */
    bool typeMatchScore(const QKeyEvent *key);
    /** Enters a played result or a forfeit; false when refused, with the reason shown in the page. */
    bool enter(int round, int table, const TableResult &result);
    /** Enters a played result or a forfeit; why it was refused, or empty. */
    QString tryEnter(int round, int table, const TableResult &result);
    /** Whether result may go on table t: yes when the table has none (or the same one); else the arbiter is asked,
     *  No being the default, so that no stray key replaces a result (B3). */
    bool confirmReplacing(const club::EventTable &t, const TableResult &result);
    /** The cursor to the next table of the round without a result after row, round the list; row when none is. */
    void moveToNextOpenTable(int row);
    bool eventFilter(QObject *watched, QEvent *event) override;
    void print();
    void showRound(int round);
    void showStandings();
    void showBracket(const club::EventRecord &event);
    /** The queue of the event's reports, and its tab's count. */
    void showReports(const club::EventRecord &event);
    void enterBracketResult(int round, int table);
    void showMessage(const QString &text, bool problem);
    /** Runs the change that make builds; a refusal is shown in the page. */
    bool run(const std::function<std::unique_ptr<commands::ClubCommand>()> &make);
    /** Runs the change that make builds; why it was refused, or empty. */
    QString tryRun(const std::function<std::unique_ptr<commands::ClubCommand>()> &make);

    Club &m_club;
    const store::Database &m_db;
    QListWidget *m_events;
    QLabel *m_title;
    QListWidget *m_entrants;
    QAction *m_halfBye;
    QAction *m_absent;
    QAction *m_repair;
    QAction *m_leaderboard;
    QAction *m_final;
    QComboBox *m_round;
    EventPairingsTable *m_pairings;
    EventStandingsTable *m_standings;
    Banner *m_message;
    RoundPairing *m_pairing;
    QPushButton *m_pairNext;
    QPushButton *m_join = nullptr; ///< off where the event takes no more entrants (a bracket once it runs)
    QPushButton *m_result;
    QList<QPushButton *> m_needEvent; ///< the buttons that act on the chosen event
    QTabWidget *m_roundTabs;
    QSplitter *m_roundSplit = nullptr;
    bool m_roundSplitMoved = false; ///< the user has moved the line between the round and the standings
    QString m_bracketEvent; ///< the event whose bracket the view shows
    BracketView *m_bracket;
    ReportsQueue *m_reports;
    QAction *m_reporting;
    QAction *m_codes;
    QString m_typedScore; ///< a match score being typed on a row
};

} // namespace podium::ui
