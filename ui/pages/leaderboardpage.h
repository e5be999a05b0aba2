// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "leaderboardproblem.h"
#include "pages/clubpage.h"

#include <QFutureWatcher>
#include <QHash>
#include <QStringList>
#include <QWidget>

#include <array>
#include <exception>
#include <memory>
#include <tuple>
#include <unordered_map>
#include <utility>

class QLineEdit;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;
class QVBoxLayout;

namespace podium::club {
class LeaderboardReplay;
class RatingTrail;
} // namespace podium::club

namespace podium::store {
class Database;
}

namespace podium::ui {

class Banner;
class LeaderboardModel;
class RatingHistoryChart;
class TableProxyModel;

/**
 * The standings of one leaderboard, sortable and filterable by name and by a minimum of games, with the rating
 * history of the selected players (up to five) beside the table. Under the table: how many players are shown of
 * how many, and what the provisional mark means. A leaderboard that cannot replay its history shows why in place of
 * the standings, with the game to open.
 *
 * A big leaderboard replays on a worker thread (club::LeaderboardReplay): the window answers meanwhile, the standings
 * shown stay until the new ones replace them in one step, and standingsShown() says when they have.
 */
class LeaderboardPage : public QWidget, public ClubPage
{
    Q_OBJECT

public:
    explicit LeaderboardPage(const store::Database &database, QWidget *parent = nullptr);
    ~LeaderboardPage() override;

    // ClubPage: the standings of the leaderboard in view are what the page prints; the window shows it again.
    void follow(const ClubChange &change) override;
    void showLeaderboard(const QString &name) override { setLeaderboard(name); }
    std::optional<PageDocument> document() const override;
    QList<QWidget *> documentTables() const override;
    QLineEdit *findField() const override;
    RatingHistoryChart *shownChart() const override { return m_chart; }

    /** Shows the named leaderboard (replaying it first if its standings are stale), or, when it cannot be read,
     *  what is wrong with it; a big one replays on a worker (replaying() until standingsShown()). Never throws. */
    void setLeaderboard(const QString &name);
    /** True while the standings are replayed on a worker, to be shown when ready. */
    bool replaying() const { return m_inBackground && (m_replayAgain || m_replayGeneration == m_generation); }
    /** Histories of at least this many participants replay on a worker (below, a replay takes a few milliseconds
     *  and the standings are shown at once). The tests set 0 to try the worker with any club. */
    static void setBackgroundReplayFrom(std::size_t participants);
    /** The rows the table measures its number columns' widths over (QHeaderView::resizeContentsPrecision). */
    static constexpr int kMeasuredRows = 200;
    static constexpr std::size_t kBackgroundReplayFrom = 50000;
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
    /** What keeps the leaderboard shown from showing its standings; empty while it shows them. */
    const LeaderboardProblem &problem() const { return m_problem; }
    /** The button that opens the game to blame (shown with a problem that names one). */
    QPushButton *openGameButton() const { return m_openGame; }
    /** The button that shows that game on the Games page. */
    QPushButton *showGameButton() const { return m_showGame; }
    /** The button that opens the leaderboard's settings (a parameter may be what refuses the game). */
    QPushButton *settingsButton() const { return m_settings; }

signals:
    /** The organiser wants to correct the game that keeps the leaderboard from showing. */
    void openGameRequested(qint64 id);
    /** The same, on the Games page (where it can be deleted too). */
    void showGameRequested(qint64 id);
    /** The organiser wants to change the settings of the leaderboard shown. */
    void settingsRequested();
    /** The leaderboard shown was read: it has a problem (problem()), or none. */
    void problemChanged(const QString &leaderboard);
    /** The standings asked for (setLeaderboard) are shown now, or their problem is: after a replay on a worker, later
     *  than setLeaderboard returned. */
    void standingsShown();

protected:
    void changeEvent(QEvent *event) override;

private:
    /** What a replay gave the page: the replay (its standings and trail), the players' recent form, or its error. */
    struct Replayed
    {
        std::shared_ptr<club::LeaderboardReplay> replay;
        std::unordered_map<QString, double> recentForm;
        std::exception_ptr error;
    };
    /** Replays (on whatever thread calls it) and works out the recent form; never throws. */
    static Replayed replay(std::shared_ptr<club::LeaderboardReplay> replay);
    void replayInBackground(std::shared_ptr<club::LeaderboardReplay> replay);
    /** Shows what a replay gave, or its problem, and keeps its trail and standings (LeaderboardReplay::keep): at
     *  once, or in the next turn of the event loop after a replay on a worker (inBackground). */
    void show(Replayed replayed, bool inBackground);
    /** LeaderboardReplay::keep; a failure to store the standings is the leaderboard's problem. */
    void keep(const club::LeaderboardReplay &replay);
    /** Shows the standings of a replay; throws what keeping them throws. */
    void showStandings(Replayed &replayed, bool another);
    /** The page of a club without leaderboards. */
    void showNone();
    /** Widens the table's side to what its columns need (at least 660, at most 900 pixels). */
    void fitTableSide();
    /** Sizes the Player column to its widest name (the provisional mark included), and the side to match. */
    void fitColumns();
    /** The standings, or the problem in their place when it is not empty. */
    void showProblem(const LeaderboardProblem &problem);
    QWidget *createProblemView();
    void updateChart();
    /** The selected players, the first RatingHistoryChart::kMaxPlayers of them. */
    QStringList playersToChart() const;
    void addFooter(QVBoxLayout *layout);
    void updateSummary();
    void updateLegend();

    const store::Database &m_db;
    QString m_leaderboard;
    QString m_shown; ///< the leaderboard whose standings the table shows (m_leaderboard once replayed)
    bool m_hasSigma = false;
    bool m_showingStandings = false; ///< the chart waits while the standings are replaced
    QStringList m_charted; ///< the players the chart shows
    /** What the table's side was last fitted to (fitColumns): rows or none, the columns shown, the widest name in
     *  pixels, the headers. */
    std::tuple<bool, bool, bool, int, QString> m_fitted {false, false, false, 0, {}};
    int m_playerWidth = 0; ///< the Player column's, as fitColumns worked it out
    std::array<QHash<QString, int>, 2> m_nameWidths; ///< the names' widths in pixels, upright and provisional
    std::shared_ptr<const club::RatingTrail> m_trail; ///< the replay of the standings shown: what the chart draws
    QFutureWatcher<Replayed> m_replaying;
    bool m_inBackground = false; ///< a replay is on its way
    bool m_replayAgain = false; ///< the club changed while it was: replay again when it comes
    quint64 m_generation = 0; ///< moves with every setLeaderboard: a replay of an older one is not shown
    quint64 m_replayGeneration = 0; ///< m_generation of the replay on its way
    static std::size_t s_backgroundFrom;
    std::pair<QString, QString> m_scope; ///< the algorithm and discipline the summary names
    LeaderboardModel *m_model;
    TableProxyModel *m_proxy;
    QLineEdit *m_filter;
    QTableView *m_table;
    QWidget *m_tableSide = nullptr; ///< the table with its filter and footer, beside the chart
    RatingHistoryChart *m_chart;
    QLabel *m_summary;
    QLabel *m_legend;
    QSpinBox *m_minimumGames;
    LeaderboardProblem m_problem;
    QWidget *m_standingsView = nullptr; ///< the table and the chart
    QWidget *m_problemView = nullptr; ///< what is wrong, in their place
    Banner *m_problemBanner = nullptr;
    QLabel *m_problemText = nullptr;
    QPushButton *m_openGame = nullptr;
    QPushButton *m_showGame = nullptr;
    QPushButton *m_settings = nullptr;
};

} // namespace podium::ui
