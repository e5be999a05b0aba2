#pragma once

#include <QWidget>

class QLineEdit;
class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace podium::db {
class Database;
}

namespace podium::ui {

class LeaderboardModel;
class RatingHistoryChart;

/**
 * The standings of one leaderboard, sortable and filterable by name, with the rating history of the
 * selected players (up to five) beside the table.
 */
class LeaderboardPage : public QWidget
{
    Q_OBJECT

public:
    explicit LeaderboardPage(const db::Database &database, QWidget *parent = nullptr);

    /** Shows the named leaderboard (replaying it first if its standings are stale). */
    void setLeaderboard(const QString &name);
    const QString &leaderboard() const { return m_leaderboard; }

    LeaderboardModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    RatingHistoryChart *chart() const { return m_chart; }

private:
    void updateChart();

    const db::Database &m_db;
    QString m_leaderboard;
    bool m_hasSigma = false;
    LeaderboardModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QTableView *m_table;
    RatingHistoryChart *m_chart;
    QLabel *m_summary;
};

} // namespace podium::ui
