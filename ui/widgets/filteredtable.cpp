#include "widgets/filteredtable.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>

namespace podium::ui {

void setUpFilteredTable(QSortFilterProxyModel *proxy, QLineEdit *filter, QTableView *table,
                        const FilteredTableSetup &setup)
{
    proxy->setSortRole(setup.sortRole);
    proxy->setFilterKeyColumn(setup.filterColumn);
    proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    filter->setPlaceholderText(setup.placeholder);
    filter->setClearButtonEnabled(true);
    filter->setProperty("findField", true); // Edit > Find lands here
    QObject::connect(filter, &QLineEdit::textChanged, proxy, &QSortFilterProxyModel::setFilterFixedString);
    table->setModel(proxy);
    table->setSortingEnabled(true);
    table->sortByColumn(setup.sortColumn, setup.order);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(setup.selection);
    table->setAlternatingRowColors(true);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(setup.stretchColumn, QHeaderView::Stretch);
}

} // namespace podium::ui
