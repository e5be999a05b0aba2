// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"
#include "store/clublocation.h"

#include <QMainWindow>

#include <functional>
#include <map>
#include <memory>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QMenu;
class QTabWidget;
class QTimer;
class QUndoGroup;
class QUndoStack;

namespace podium {
class Club;
struct ClubChange;
namespace commands {
class ClubCommand;
}
namespace store {
class Database;
}
} // namespace podium

namespace podium::ui {

class BoardSharing;
class ReportsDesk;
class ClubPage;
class ComparePage;
class EventsPage;
class ClubTransfers;
class DocumentExports;
struct PageDocument;
class ClubFiles;
class LeaderboardActions;
class GamesPage;
class HeadToHeadPage;
class LeaderboardPage;
class PairingsPage;
class PlayersPage;
struct LeaderboardProblem;

/** Podium's main window: wires the pages, the leaderboard selector and the menus together. */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    /** Takes over the open club, and watches its file for changes made by other programs. */
    explicit MainWindow(std::unique_ptr<Club> club, QWidget *parent = nullptr);
    ~MainWindow() override;

    /** The languages Podium is translated into, as codes ("de", "en", ...): View › Language offers them. */
    static QStringList translationLanguages();
    /** Help › About Podium's text: version, licence, and the authors of the algorithms and rules. */
    static QString aboutText();

    LeaderboardPage *leaderboardPage() const { return m_leaderboardPage; }
    GamesPage *gamesPage() const { return m_gamesPage; }
    PlayersPage *playersPage() const { return m_playersPage; }
    HeadToHeadPage *headToHeadPage() const { return m_headToHeadPage; }
    EventsPage *eventsPage() const { return m_eventsPage; }
    PairingsPage *pairingsPage() const { return m_pairingsPage; }
    ComparePage *comparePage() const { return m_comparePage; }
    DocumentExports *documentExports() const { return m_documents; }
    QComboBox *leaderboardSelector() const { return m_selector; }
    /** Share › Live Board: the board of the open club. */
    BoardSharing *boardSharing() const { return m_board; }
    ReportsDesk *reportsDesk() const { return m_reports; }
    /** The leaderboards marked in the selector as ones that cannot be shown, and why (in one line each). */
    QStringList brokenLeaderboards() const;
    /** True while leaderboards not in view are still to be checked (they are, one per turn of the event loop). */
    bool checkingLeaderboards() const { return !m_unchecked.isEmpty(); }
    QUndoStack *undoStack() const;
    Club &club() const { return *m_club; }
    const store::Database &database() const;

public slots:
    /** Opens the club at club in this window (the one shown goes); where no file is, offers to create a club there.
     *  False, with the reason shown, when it cannot (or the organiser declines). rememberPassword: a server's
     *  password given is kept in the desktop's keyring once it lets the user in (serverlogin.h). */
    bool openClubAt(const store::ClubLocation &club, bool rememberPassword = false);
    /** File › Connect to Server…: asks where the club is, then opens it (offering to make one where none is). */
    void connectToServer();
    /** Opens the club file at path, as openClubAt does a location. */
    bool openClubAt(const QString &path) { return openClubAt(store::ClubLocation::file(path)); }
    /** Opens the result dialog for a new result. */
    void newResult();
    /** Opens the result dialog on a stored game. */
    void editResult(qint64 id);
    /** Deletes a game (undoably). */
    void deleteResult(qint64 id);
    /** After any change to the club (by a command or by another program): the views that show what changed
     *  read again, and the status bar says what moved. */
    void clubChanged(const podium::ClubChange &change);
    /** Imports games from an interchange CSV, off the GUI thread, with progress and cancel (undoably). */
    void importGames(const QString &path, const QString &discipline);

protected:
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /** What File › Print… and Export as PDF… take from the page in view. */
    PageDocument pageDocument() const;
    /** The page in view. */
    ClubPage *currentPage() const;
    /** The actions the toolbar shows too. */
    struct MainActions
    {
        QAction *open = nullptr;
        QAction *saveChart = nullptr;
        QAction *undo = nullptr;
        QAction *redo = nullptr;
        QAction *newResult = nullptr;
    };
    void createMenus();
    void createFileMenu(MainActions &actions);
    void createEditMenu(MainActions &actions);
    void createViewMenu();
    void createLanguageMenu(QMenu *view);
    void createHelpMenu();
    /** Undo or Redo for the toolbar: a steady button that names the step in its tooltip. */
    QAction *createToolbarStep(bool undo);
    void createResultsMenu(MainActions &actions);
    /** clubChanged's work; throws what reading the club throws. */
    void followChange(const podium::ClubChange &change);
    void reloadLeaderboards();
    /** Shows the leaderboard on every page that follows it; one that cannot be read shows why (never a dialog). */
    void showLeaderboard(const QString &name);
    /** Replays the leaderboards not in view (all, or only those marked now), soon, and marks in the selector those
     *  that cannot replay. reach: only those a change of games of these disciplines reaches (empty: any). */
    void checkLeaderboards(bool onlyMarked, const QStringList &reach = {});
    /** Whether a change of games in these disciplines (empty: any, or not known) can move the leaderboard's ratings:
     *  its own discipline's games, or every discipline's for a leaderboard of all of them. */
    bool reaches(const QStringList &disciplines, const QString &leaderboard) const;
    /** Replays the next leaderboard checkLeaderboards left to check. */
    void checkNextLeaderboard();
    /** Marks a leaderboard in the selector as one that cannot be shown, or takes the mark off (empty problem). */
    void markLeaderboard(const QString &name, const LeaderboardProblem &problem);
    /** The Games page with the game selected. */
    void showGame(qint64 id);
    /** The Print, PDF and HTML actions in the context menus of the pages' tables. */
    void giveTablesDocumentMenus();
    void createPages();
    /** Runs the change that make builds; a refusal is shown under title and nothing changes. */
    bool runChange(const QString &title, const std::function<std::unique_ptr<commands::ClubCommand>()> &make);
    /** Shows this club in the window, in place of the one shown before. */
    void takeClub(std::unique_ptr<Club> club);
    /** The ratings in view (μ, σ by player). */
    std::map<QString, std::pair<double, double>> shownRatings() const;
    /** The status bar's report of a change: how many players moved on the leaderboard in view. */
    void reportChange(const podium::ClubChange &change, const std::map<QString, std::pair<double, double>> &before);
    /** The status bar's word on the leaderboard shown: its players, or what keeps it from showing them. */
    void announceLeaderboard();
    void connectPlayersPage();
    /** Edit > Find: puts the cursor in the current page's filter. */
    void focusFind();

    std::unique_ptr<Club> m_club;
    // While the leaderboard in view replays on a worker, what the status bar will say once it is shown.
    bool m_announceShown = false; ///< its players (showLeaderboard)
    std::shared_ptr<const podium::ClubChange> m_changeToReport; ///< the change (reportChange), the latest of them
    std::map<QString, std::pair<double, double>> m_ratingsBefore; ///< the ratings before the first of them
    QString m_reportedLeaderboard; ///< the leaderboard they are of
    QComboBox *m_selector;
    QLabel *m_readOnly; ///< "Read-only" in the status bar while the open club cannot be written
    QLabel *m_offline; ///< "Not connected" in the status bar while the connection to the club's server is lost
    QTabWidget *m_pages;
    QUndoGroup *m_undoGroup; ///< the undo and redo actions follow the open club's stack
    LeaderboardActions *m_leaderboards; ///< the Leaderboards menu and the offer of a first leaderboard
    ClubTransfers *m_transfers; ///< imports and exports
    DocumentExports *m_documents; ///< print and PDF of the page in view
    ClubFiles *m_files; ///< Open, New Club, Open Recent
    BoardSharing *m_board; ///< Share › Live Board
    ReportsDesk *m_reports; ///< the count of players' reports waiting, and their codes
    LeaderboardPage *m_leaderboardPage = nullptr;
    GamesPage *m_gamesPage = nullptr;
    PlayersPage *m_playersPage = nullptr;
    HeadToHeadPage *m_headToHeadPage = nullptr;
    EventsPage *m_eventsPage = nullptr;
    PairingsPage *m_pairingsPage = nullptr;
    ComparePage *m_comparePage = nullptr;
    std::vector<ClubPage *> m_clubPages; ///< the pages above, in the order of their tabs
    QTimer *m_checkTimer; ///< replays the leaderboards in m_unchecked, one per turn of the event loop
    QStringList m_unchecked;
};

} // namespace podium::ui
