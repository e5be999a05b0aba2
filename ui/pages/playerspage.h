// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "pages/clubpage.h"
#include <QWidget>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace podium::store {
class Database;

} // namespace podium::store
namespace podium::club {
struct PlayerProfile;

} // namespace podium::club

namespace podium::ui {

class PlayersModel;
class RatingHistoryChart;

/** The club's players, with buttons to add, rename, merge, retire and delete them (each undoable). */
class PlayersPage : public QWidget, public ClubPage
{
    Q_OBJECT

public:
    explicit PlayersPage(const store::Database &database, QWidget *parent = nullptr);

    // ClubPage: the list after a change of games or players; the selected player's card prints.
    void follow(const ClubChange &change) override;
    void showLeaderboard(const QString &name) override { setLeaderboard(name); }
    std::optional<PageDocument> document() const override;
    QList<QWidget *> documentTables() const override;
    QLineEdit *findField() const override;
    RatingHistoryChart *shownChart() const override { return m_chart; }
    /** The chart of the chosen player's rating history (File > Save Chart saves it on this page). */
    RatingHistoryChart *chart() const { return m_chart; }

    /** Reads the club's players now when the page is in view, else when it is next shown. */
    void reload();
    /** The leaderboard whose profile and chart the selected player gets. */
    void setLeaderboard(const QString &name);
    QString profileText() const;
    /** The selected player's name, or an empty string. */
    QString selectedPlayer() const;
    PlayersModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }

signals:
    void addRequested();
    void renameRequested(const QString &player);
    /** The player's details: display name, club, known rating (M2). */
    void detailsRequested(const QString &player);
    void mergeRequested(const QString &player);
    void retireRequested(const QString &player);
    /** Only for a player without games (one with games is retired or merged). */
    void deleteRequested(const QString &player);

protected:
    /** A page that was hidden when the club changed reads again as it is shown. */
    void showEvent(QShowEvent *event) override;

private:
    void read();
    void showProfile();
    /** The profile in lines of rich text: the name, the record (places in free-for-alls), the best win, the
     *  opponent met most and the hardest one. */
    static QStringList profileLines(const QString &player, const QString &leaderboard, const club::PlayerProfile &p);

    const store::Database &m_db;
    PlayersModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QTableView *m_table;
    QLabel *m_profile;
    RatingHistoryChart *m_chart;
    QString m_leaderboard;
    bool m_stale = false; ///< not read yet, or the club changed while the page was hidden: it reads when shown
};

} // namespace podium::ui
