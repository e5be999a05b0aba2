// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QAbstractItemView>
#include <QString>

#include <functional>

class QLineEdit;
class QObject;
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
    int keyRole = Qt::DisplayRole; ///< the role (in keyColumn) that tells a row again after the model reloads
    int keyColumn = 0;
};

/** How long the filter waits after a keystroke for the next one before it filters: typing is never held up
 *  by filtering, and the rows still follow within a tenth of a second of the last key. */
inline constexpr int kFilterDelayMs = 40;

/**
 * Sets up the table pages' common scaffolding in one place: the proxy between the model and the view, the filter
 * field (case-insensitive, applied kFilterDelayMs after the last keystroke, marked for Edit > Find), whole-row
 * selection, sorting (a first click on a column sorts as the model's Qt::InitialSortOrderRole says), column
 * widths, and the selection and scroll position kept on the same rows when the model reloads. A TableProxyModel
 * is filtered through its own fast filter, any other proxy through its fixed-string filter.
 */
void setUpFilteredTable(QSortFilterProxyModel *proxy, QLineEdit *filter, QTableView *table,
                        const FilteredTableSetup &setup);

/** Names the clear button of a field with one (QLineEdit::setClearButtonEnabled) for screen readers: "Clear". */
void nameClearButton(QLineEdit *field);

/** Calls changed (in context's thread, while context lives) whenever the rows a proxy shows may have changed:
 *  for a count under a table. */
void whenShownRowsChange(QSortFilterProxyModel *proxy, QObject *context, const std::function<void()> &changed);

} // namespace podium::ui
