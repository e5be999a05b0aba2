#pragma once

#include <QStringList>
#include <QWidget>

#include <utility>

class QLineEdit;
class QLabel;
class QSpinBox;
class QTableView;
class QVBoxLayout;

namespace podium::db {
class Database;
}

namespace podium::ui {

class LeaderboardModel;
class RatingHistoryChart;
class TableProxyModel;

/**
 * The standings of one leaderboard, sortable and filterable by name and by a minimum of games, with the rating
 * history of the selected players (up to five) beside the table. Under the table: how many players are shown of
 * how many, and what the provisional mark means.
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
    /** "5 of 40 players; TrueSkill, Karts" while a filter hides some, else "40 players; TrueSkill, Karts". */
    QString summaryText() const;
    /** What the italics and "?" of provisional players mean; empty when no player is provisional. */
    QString legendText() const;
    /** Players with fewer games than this are hidden (0: none is). */
    void setMinimumGames(int games);
    int minimumGames() const;

private:
    void updateChart();
    /** The selected players, the first RatingHistoryChart::kMaxPlayers of them. */
    QStringList playersToChart() const;
    void addFooter(QVBoxLayout *layout);
    void updateSummary();
    void updateLegend();

    const db::Database &m_db;
    QString m_leaderboard;
    bool m_hasSigma = false;
    bool m_showingStandings = false; ///< the chart waits while the standings are replaced
    QStringList m_charted; ///< the players the chart shows
    std::pair<QString, QString> m_scope; ///< the algorithm and discipline the summary names
    LeaderboardModel *m_model;
    TableProxyModel *m_proxy;
    QLineEdit *m_filter;
    QTableView *m_table;
    RatingHistoryChart *m_chart;
    QLabel *m_summary;
    QLabel *m_legend;
    QSpinBox *m_minimumGames;
};

} // namespace podium::ui
