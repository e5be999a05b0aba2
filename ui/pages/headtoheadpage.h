// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "pages/clubpage.h"
#include <QWidget>

class QLabel;
class QLineEdit;
class QStringListModel;
class QTableView;

namespace podium::store {
class Database;
}

namespace podium::ui {

class GamesModel;

/**
 * Two players or two teams side by side on the active leaderboard: their chances of winning, drawing
 * and losing, the match quality (TrueSkill), and every time they met in the leaderboard's games.
 */
class HeadToHeadPage : public QWidget, public ClubPage
{
    Q_OBJECT

public:
    explicit HeadToHeadPage(const store::Database &database, QWidget *parent = nullptr);

    // ClubPage: the two sides are compared on the leaderboard in view.
    void follow(const ClubChange &change) override;
    void showLeaderboard(const QString &name) override { setLeaderboard(name); }
    QLineEdit *findField() const override;

    void setLeaderboard(const QString &name);
    /** Compares the sides typed in (names separated by commas). */
    void compare();
    void setSides(const QString &a, const QString &b);
    /** The chances and the meetings in sentences, or what is missing to compare. */
    QString summary() const;
    /** The line that says which games the meetings come from and what counts as meeting. */
    QString countedText() const;

protected:
    void showEvent(QShowEvent *event) override;

private:
    /** The players' names the sides complete. */
    void readNames();
    void showCounted();
    void showProblem(const QString &text);

    const store::Database &m_db;
    QString m_leaderboard;
    QLineEdit *m_sideA;
    QLineEdit *m_sideB;
    QStringListModel *m_players; ///< what the sides complete
    bool m_namesStale = true; ///< m_players is read again when the page is next shown
    QLabel *m_counted;
    QLabel *m_outlook;
    GamesModel *m_meetings;
    QTableView *m_table;
};

} // namespace podium::ui
