// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"

#include <QAbstractTableModel>

#include <unordered_map>

namespace podium::ui {

/**
 * A leaderboard's standings as a table: one row per player, best first. Rating, mu and sigma come from
 * the leaderboard's algorithm (sigma only when it has one). Players whose rating is still uncertain are
 * marked provisional, with the reason in the tooltip.
 */
class LeaderboardModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Rank,
        Player,
        Rating,
        Change,
        Mu,
        Sigma,
        Volatility,
        Games,
        Wins,
        Draws,
        Losses,
        LastPlayed,
        ColumnCount
    };
    /** The change column covers this many of each player's last games. */
    static constexpr int kRecentGames = 5;
    /** The value a proxy sorts by: numbers as numbers, dates as text. */
    static constexpr int SortRole = Qt::UserRole + 1;
    /** True for a provisional player. */
    static constexpr int ProvisionalRole = Qt::UserRole + 2;
    /** The player's name as the club knows it (the Player column shows it with a mark when provisional). */
    static constexpr int PlayerRole = Qt::UserRole + 3;

    explicit LeaderboardModel(QObject *parent = nullptr);

    /** Replaces the standings; hasSigma says whether the algorithm has an uncertainty (TrueSkill, Glicko-2), and a
     *  rating whose sigma is above provisionalSigma is provisional (RatingSystem::provisionalSigma). Ratings with a
     *  volatility are Glicko-2's: rating, RD and volatility. */
    void setStandings(std::vector<club::LeaderboardRow> rows, bool hasSigma, double provisionalSigma,
                      std::unordered_map<QString, double> recentChanges = {});
    /** True when the ratings are Glicko-2's (they have a volatility). */
    bool hasVolatility() const { return m_hasVolatility; }
    const club::LeaderboardRow &row(int index) const { return m_rows.at(static_cast<std::size_t>(index)); }
    bool hasSigma() const { return m_hasSigma; }
    /** True when any player's rating is provisional. */
    bool hasProvisional() const;

    /** True when the player's rating is provisional: too few games, or (TrueSkill, Glicko-2) still uncertain. */
    bool isProvisional(const club::LeaderboardRow &row) const;
    /** Why a player's rating is provisional, or an empty string when it is not. */
    QString provisionalReason(const club::LeaderboardRow &row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /** Fewer games than this and a rating is provisional. */
    static constexpr int kProvisionalGames = 10;

private:
    QVariant display(const club::LeaderboardRow &row, int rank, int column) const;

    double change(const club::LeaderboardRow &row) const;

    std::vector<club::LeaderboardRow> m_rows;
    std::unordered_map<QString, double> m_changes;
    bool m_hasSigma = false;
    bool m_hasVolatility = false;
    double m_provisionalSigma = 0.0;
};

} // namespace podium::ui
