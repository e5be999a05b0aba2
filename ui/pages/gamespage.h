#pragma once

#include <QWidget>

class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace podium::db {
class Database;
}

namespace podium::ui {

class GamesModel;

/** The whole game log, newest first, filtered by any text (player, discipline); opens a game to edit it. */
class GamesPage : public QWidget
{
    Q_OBJECT

public:
    explicit GamesPage(const db::Database &database, QWidget *parent = nullptr);

    /** Reads the log again. */
    void reload();
    /** The id of the selected game, or 0. */
    qint64 selectedGame() const;

    GamesModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }

signals:
    void editRequested(qint64 id);
    void deleteRequested(qint64 id);

private:
    const db::Database &m_db;
    GamesModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QTableView *m_table;
};

} // namespace podium::ui
