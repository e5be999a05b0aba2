// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"
#include "pages/clubpage.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace podium {
class Club;
}

namespace podium::ui {

class Banner;
class BacktestChart;
class CompareJob;
class CompareModel;
class CompareSettings;

/**
 * Which rating fits this club? The TrueSkill paper's comparison on the club's own games: the settings chosen
 * (CompareSettings) are backtested off the GUI thread, with progress and Cancel; the page shows the paper's table
 * (CompareModel), the draws against match quality and the calibration of each algorithm's best settings, the best
 * settings of all, and "Use these settings", which gives them to the leaderboard compared on, or makes a
 * leaderboard of them for the games compared on (a command of the club: Edit › Undo takes it back).
 */
class ComparePage : public QWidget, public ClubPage
{
    Q_OBJECT

public:
    explicit ComparePage(Club &club, QWidget *parent = nullptr);

    // ClubPage: the leaderboards and disciplines after a change of them or of games; the toolbar's leaderboard
    // is the one to compare on whenever the toolbar chooses another, until the page is told otherwise.
    void follow(const ClubChange &change) override;
    void showLeaderboard(const QString &name) override;
    ~ComparePage() override;

    /** Reads the leaderboards and disciplines again (after a change to the club). */
    void reload();
    /** Compares on this leaderboard's games from now on (the leaderboard in view). */
    void setLeaderboard(const QString &name);

    /** Reads the games and starts the backtests; refused (said in the page) while one runs. */
    void run();
    void cancel();
    /** Where the best settings go: the leaderboard compared on, or a new one beside it. */
    enum class UseAs { ThisLeaderboard, NewLeaderboard };
    /** Asks whether the best settings change the leaderboard compared on or make a new one (C10 of the walkthrough
     *  of 28 November), then uses them so; without a leaderboard, creates one for the games compared on. */
    void useBest();
    void useBestAs(UseAs as);

    bool isRunning() const { return m_job != nullptr; }
    CompareSettings *settings() const { return m_settings; }
    CompareModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    BacktestChart *drawChart() const { return m_drawChart; }
    BacktestChart *calibrationChart() const { return m_calibrationChart; }
    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *useButton() const { return m_use; }
    /** What the page says above the table: a problem, "cancelled", or what "Use these settings" did. */
    QString message() const;
    /** The line on the games compared on, and the best settings. */
    QString summary() const;
    QString bestText() const;

signals:
    /** The game a system could not rate, to correct it. */
    void openGameRequested(qint64 id);

private:
    QWidget *createResults();
    QWidget *createRunBar();
    void jobProgress(int done, int total);
    void jobFinished();
    void showResults();
    /** Why the backtests stopped, in words: the game and the system that cannot rate it, or the setting. */
    void showFailure();
    void clearResults();
    void setRunning(bool running);
    /** What "Use these settings" will do, for its tooltip and the line beside it. */
    QString useText() const;
    /** The record the best settings make of the leaderboard compared on, under its own name; or of a new one (as, or
     *  when there is none), named after the algorithm. */
    club::LeaderboardRecord bestRecord(UseAs as = UseAs::ThisLeaderboard) const;

    Club &m_club;
    QString m_toolbarLeaderboard; ///< the leaderboard the toolbar chose last
    CompareSettings *m_settings;
    Banner *m_message;
    QLabel *m_summary;
    CompareModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_table;
    QLabel *m_best;
    QPushButton *m_use;
    QPushButton *m_showGame;
    BacktestChart *m_drawChart;
    BacktestChart *m_calibrationChart;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_count; ///< how many settings the choices make
    CompareJob *m_job = nullptr;
    qint64 m_failedGame = 0; ///< the game the last run could not rate
    QString m_leaderboard; ///< the leaderboard the results were compared on; empty for games chosen by hand
    club::LeaderboardRecord m_scope; ///< the games the results were compared on
};

} // namespace podium::ui
