#pragma once

#include <QAbstractItemView>
#include <QString>

class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace podium::ui {

/** How a page's table sorts, filters and selects. */
struct FilteredTableSetup
{
    int sortRole = Qt::DisplayRole; ///< the model's role to sort by (its SortRole)
    int filterColumn = -1; ///< the column the filter looks in; -1 for any
    int sortColumn = 0;
    Qt::SortOrder order = Qt::AscendingOrder;
    int stretchColumn = 0; ///< the column that takes the spare width
    QAbstractItemView::SelectionMode selection = QAbstractItemView::SingleSelection;
    QString placeholder; ///< what the filter field says while empty
};

/**
 * Sets up the table pages' common scaffolding in one place: the proxy between the model and the view, the filter
 * field (case-insensitive, marked for Edit > Find), whole-row selection, sorting and column widths.
 */
void setUpFilteredTable(QSortFilterProxyModel *proxy, QLineEdit *filter, QTableView *table,
                        const FilteredTableSetup &setup);

} // namespace podium::ui
