// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"

#include <QAbstractTableModel>
#include <QFutureWatcher>

#include <memory>

namespace podium::ui {

/** The game log, newest first: date, discipline, kind, and who played with their places. */
class GamesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Date, Discipline, Kind, Participants, Score, Notes, ColumnCount };
    /** The game's id. */
    static constexpr int IdRole = Qt::UserRole + 1;
    /** Sort value: the ISO date for dates, the text otherwise. */
    static constexpr int SortRole = Qt::UserRole + 2;
    /** Everything a filter may look for in a game, case-folded: its shown date and the ISO one, discipline,
     *  kind, result and notes. Prepared for every game off the GUI thread as the games arrive (writing the
     *  dates of 100,000 games takes a good part of a second), so that a filter is a plain text search. */
    static constexpr int SearchRole = Qt::UserRole + 3;

    explicit GamesModel(QObject *parent = nullptr);

    /** When the search texts of new games are written: on a thread of their own while the table already shows
     *  the games, or before it does (a filter in use needs them at once). */
    enum class Search { InBackground, AtOnce };
    void setGames(std::vector<club::GameRecord> games, Search search = Search::InBackground);
    /** The games and, when a filter needs them at once, their search texts, prepared off the GUI thread
     *  (prepare()): swapped in in one step. Without search texts they are prepared in the background after. */
    struct Prepared
    {
        std::vector<club::GameRecord> games;
        std::vector<QString> search; ///< empty: not prepared
    };
    void swapIn(Prepared prepared);
    static Prepared prepare(std::vector<club::GameRecord> games, bool withSearch);
    const club::GameRecord &game(int row) const { return m_games->at(static_cast<std::size_t>(row)); }
    /** True once every game's search text is prepared (until then the search role gives nothing). */
    bool searchPrepared() const { return !m_search.empty() || m_games->empty(); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /** "Ann 1st, Bob 2nd" or "Red (Ann, Cid) 1st, Blue (Bob) 2nd". */
    static QString participantsText(const club::GameRecord &game);
    /** The sides' scores in the order they finished, "2–1" or "31–28–20" (M7 of the walkthrough of 28 November);
     *  empty when a side has none. */
    static QString scoreText(const QLocale &locale, const club::GameRecord &game);
    /** A stored date as the log shows it: the day alone at midnight, else the day and the time. */
    static QString dateText(const QLocale &locale, const QString &isoDate);

signals:
    /** Every game's search text is ready. */
    void searchReady();

private:
    using Games = std::vector<club::GameRecord>;

    static QString kindText(history::GameKind kind);
    static QString searchText(const QLocale &locale, const club::GameRecord &record);
    static std::vector<QString> searchTexts(const std::shared_ptr<const Games> &games);
    static void letGo(std::shared_ptr<const Games> games);

    // Shared with the thread that prepares the search texts, which may still read the games the model had.
    std::shared_ptr<const Games> m_games;
    std::vector<QString> m_search; ///< each game's search text, in the order of m_games, once prepared
    QFutureWatcher<std::vector<QString>> m_preparing;
};

} // namespace podium::ui
