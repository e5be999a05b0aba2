#pragma once

#include <QMainWindow>

#include <functional>
#include <memory>

class QComboBox;
class QTabWidget;
class QUndoCommand;
class QUndoStack;

namespace podium::db {
class Database;
}

namespace podium::ui {

class EventsPage;
class GamesPage;
class HeadToHeadPage;
class LeaderboardPage;
class PairingsPage;
class PlayersPage;

/** Podium's main window: wires the pages, the leaderboard selector and the menus together. */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    /** Takes over the open club database. */
    explicit MainWindow(std::unique_ptr<db::Database> database, QWidget *parent = nullptr);
    ~MainWindow() override;

    LeaderboardPage *leaderboardPage() const { return m_leaderboardPage; }
    GamesPage *gamesPage() const { return m_gamesPage; }
    PlayersPage *playersPage() const { return m_playersPage; }
    HeadToHeadPage *headToHeadPage() const { return m_headToHeadPage; }
    EventsPage *eventsPage() const { return m_eventsPage; }
    PairingsPage *pairingsPage() const { return m_pairingsPage; }
    QComboBox *leaderboardSelector() const { return m_selector; }
    QUndoStack *undoStack() const { return m_undo; }
    const db::Database &database() const { return *m_db; }

public slots:
    /** Opens the result dialog for a new result. */
    void newResult();
    /** Opens the result dialog on a stored game. */
    void editResult(qint64 id);
    /** Deletes a game (undoably). */
    void deleteResult(qint64 id);
    /** After a change to the history: every view reads again, and the status bar says what moved. */
    void historyChanged(const QString &fromDate);
    /** Imports games from an interchange CSV, off the GUI thread, with progress and cancel (undoably). */
    void importGames(const QString &path, const QString &discipline);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void reloadLeaderboards();
    void showLeaderboard(const QString &name);
    void openDatabase();
    void createPages();
    /** Pushes an undoable change built by make; a refused change is shown, and nothing is pushed. */
    void pushChange(const QString &title, const std::function<QUndoCommand *()> &make);
    void connectPlayersPage();
    void exportStandings();
    void exportGames();
    void chooseImport();
    /** Edit > Find: puts the cursor in the current page's filter. */
    void focusFind();

    std::unique_ptr<db::Database> m_db;
    QComboBox *m_selector;
    QTabWidget *m_pages;
    QUndoStack *m_undo;
    LeaderboardPage *m_leaderboardPage = nullptr;
    GamesPage *m_gamesPage = nullptr;
    PlayersPage *m_playersPage = nullptr;
    HeadToHeadPage *m_headToHeadPage = nullptr;
    EventsPage *m_eventsPage = nullptr;
    PairingsPage *m_pairingsPage = nullptr;
};

} // namespace podium::ui
