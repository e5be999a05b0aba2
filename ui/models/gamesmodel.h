#pragma once

#include "club/records.h"

#include <QAbstractTableModel>

namespace podium::ui {

/** The game log, newest first: date, discipline, kind, and who played with their places. */
class GamesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Date, Discipline, Kind, Participants, Notes, ColumnCount };
    /** The game's id. */
    static constexpr int IdRole = Qt::UserRole + 1;
    /** Sort value: the ISO date for dates, the text otherwise. */
    static constexpr int SortRole = Qt::UserRole + 2;

    explicit GamesModel(QObject *parent = nullptr);

    void setGames(std::vector<db::GameRecord> games);
    const db::GameRecord &game(int row) const { return m_games.at(static_cast<std::size_t>(row)); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /** "Ann 1st, Bob 2nd" or "Red (Ann, Cid) 1st, Blue (Bob) 2nd". */
    static QString participantsText(const db::GameRecord &game);

private:
    std::vector<db::GameRecord> m_games;
};

} // namespace podium::ui
