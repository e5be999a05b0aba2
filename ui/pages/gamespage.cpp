#include "pages/gamespage.h"
#include "widgets/filteredtable.h"

#include "club/games.h"
#include "models/gamesmodel.h"

#include <QAction>
#include <QHeaderView>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace podium::ui {

GamesPage::GamesPage(const db::Database &database, QWidget *parent)
    : QWidget(parent)
    , m_db(database)
    , m_model(new GamesModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_table(new QTableView(this))
{
    m_proxy->setSourceModel(m_model);
    m_table->setObjectName(QStringLiteral("gamesTable"));
    // The filter looks in any column: a player, a discipline, a date.
    setUpFilteredTable(m_proxy, m_filter, m_table,
                       {GamesModel::SortRole, -1, GamesModel::Date, Qt::DescendingOrder, GamesModel::Participants,
                        QAbstractItemView::SingleSelection, tr("Filter by player, discipline or date")});
    connect(m_table, &QTableView::activated, this, [this] {
        if (const qint64 id = selectedGame())
            emit editRequested(id);
    });
    auto *remove = new QAction(tr("Delete Result"), this);
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetShortcut);
    connect(remove, &QAction::triggered, this, [this] {
        if (const qint64 id = selectedGame())
            emit deleteRequested(id);
    });
    m_table->addAction(remove);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_table);
}

void GamesPage::reload()
{
    m_stale = true;
    if (isVisible())
        read();
}

void GamesPage::read()
{
    m_model->setGames(db::Games(m_db).list());
    m_stale = false;
}

void GamesPage::showEvent(QShowEvent *event)
{
    if (m_stale)
        read();
    QWidget::showEvent(event);
}

qint64 GamesPage::selectedGame() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : rows.first().data(GamesModel::IdRole).toLongLong();
}

} // namespace podium::ui
