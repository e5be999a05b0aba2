#pragma once

#include <QMainWindow>

#include <memory>

class QComboBox;
class QTabWidget;

namespace podium::db {
class Database;
}

namespace podium::ui {

class LeaderboardPage;

/** Podium's main window: wires the pages, the leaderboard selector and the menus together. */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    /** Takes over the open club database. */
    explicit MainWindow(std::unique_ptr<db::Database> database, QWidget *parent = nullptr);
    ~MainWindow() override;

    LeaderboardPage *leaderboardPage() const { return m_leaderboardPage; }
    QComboBox *leaderboardSelector() const { return m_selector; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void reloadLeaderboards();
    void showLeaderboard(const QString &name);
    void openDatabase();

    std::unique_ptr<db::Database> m_db;
    QComboBox *m_selector;
    QTabWidget *m_pages;
    LeaderboardPage *m_leaderboardPage;
};

} // namespace podium::ui
