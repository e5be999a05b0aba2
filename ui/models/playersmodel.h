// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"

#include <QAbstractTableModel>

namespace podium::ui {

/** The club's players: name, display name, club, games played, retired. */
class PlayersModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Name, DisplayName, Affiliation, KnownRating, Games, Retired, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit PlayersModel(QObject *parent = nullptr);

    void setPlayers(std::vector<club::PlayerRecord> players);
    const club::PlayerRecord &player(int row) const { return m_players.at(static_cast<std::size_t>(row)); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<club::PlayerRecord> m_players;
};

} // namespace podium::ui
