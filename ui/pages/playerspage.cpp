#include "pages/playerspage.h"

#include "db/players.h"
#include "models/playersmodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace podium::ui {

PlayersPage::PlayersPage(const db::Database &database, QWidget *parent)
    : QWidget(parent)
    , m_db(database)
    , m_model(new PlayersModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_table(new QTableView(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(PlayersModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setPlaceholderText(tr("Filter by name or club"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    m_table->setObjectName(QStringLiteral("playersTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(PlayersModel::Name, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(PlayersModel::Name, QHeaderView::Stretch);

    auto *buttons = new QHBoxLayout;
    const auto button = [&](const QString &text, const std::function<void()> &action) {
        auto *b = new QPushButton(text, this);
        connect(b, &QPushButton::clicked, this, action);
        buttons->addWidget(b);
    };
    button(tr("&Add Player…"), [this] { emit addRequested(); });
    button(tr("Re&name…"), [this] {
        if (!selectedPlayer().isEmpty())
            emit renameRequested(selectedPlayer());
    });
    button(tr("&Merge Into…"), [this] {
        if (!selectedPlayer().isEmpty())
            emit mergeRequested(selectedPlayer());
    });
    button(tr("Re&tire / Return"), [this] {
        if (!selectedPlayer().isEmpty())
            emit retireRequested(selectedPlayer());
    });
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_table);
    layout->addLayout(buttons);
}

void PlayersPage::reload()
{
    m_model->setPlayers(db::Players(m_db).list());
}

QString PlayersPage::selectedPlayer() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows(PlayersModel::Name);
    return rows.isEmpty() ? QString() : rows.first().data().toString();
}

} // namespace podium::ui
