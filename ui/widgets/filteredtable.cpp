// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "widgets/filteredtable.h"

#include "models/tableproxymodel.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QLineEdit>
#include <QScrollBar>
#include <QSet>
#include <QTableView>
#include <QTimer>
#include <QToolButton>

#include <memory>

namespace podium::ui {

namespace {

/** The rows a table shows, by their keys, while its model reloads. */
struct KeptRows
{
    QSet<QString> selected;
    QString current;
    QString top; ///< the row at the top of the view, unless the view was scrolled to its top
};

KeptRows rememberRows(const QTableView *table, const FilteredTableSetup &setup)
{
    const auto key = [&setup](const QModelIndex &index) {
        return index.isValid() ? index.siblingAtColumn(setup.keyColumn).data(setup.keyRole).toString() : QString();
    };
    KeptRows kept;
    for (const QModelIndex &index : table->selectionModel()->selectedRows(setup.keyColumn))
        kept.selected.insert(key(index));
    kept.current = key(table->currentIndex());
    // A view at its top stays there, where a new game or a new leader shows; one scrolled down keeps its row.
    if (table->verticalScrollBar()->value() > table->verticalScrollBar()->minimum())
        kept.top = key(table->indexAt(QPoint(0, 0)));
    return kept;
}

/** Selects the kept rows again and scrolls the row that was at the top back there (one pass over the rows). */
void restoreRows(QTableView *table, const KeptRows &kept, const FilteredTableSetup &setup)
{
    if (kept.selected.isEmpty() && kept.top.isEmpty())
        return;
    const QAbstractItemModel *model = table->model();
    const int lastColumn = model->columnCount() - 1;
    QItemSelection selection;
    QModelIndex current, top;
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex index = model->index(r, setup.keyColumn);
        const QString key = index.data(setup.keyRole).toString();
        if (kept.selected.contains(key))
            selection.select(model->index(r, 0), model->index(r, lastColumn));
        if (key == kept.current)
            current = index;
        if (key == kept.top)
            top = index;
    }
    if (!selection.isEmpty())
        table->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    if (current.isValid())
        table->selectionModel()->setCurrentIndex(current, QItemSelectionModel::NoUpdate);
    // Last, as a new current row scrolls itself into view.
    table->doItemsLayout(); // the scroll bar's range follows the new rows before scrolling
    if (top.isValid())
        table->scrollTo(top, QAbstractItemView::PositionAtTop);
    else
        table->scrollToTop();
}

/** A reload of the model (an edit anywhere in the club) keeps the view on the rows it was on. */
void keepRowsAcrossReloads(QSortFilterProxyModel *proxy, QTableView *table, const FilteredTableSetup &setup)
{
    auto kept = std::make_shared<KeptRows>();
    QObject::connect(proxy, &QAbstractItemModel::modelAboutToBeReset, table,
                     [table, kept, setup] { *kept = rememberRows(table, setup); });
    QObject::connect(proxy, &QAbstractItemModel::modelReset, table, [table, kept, setup] {
        restoreRows(table, *kept, setup);
        *kept = {};
    });
}

/** Filters as the user types, once a keystroke has had no other after it for kFilterDelayMs. */
void filterAfterTyping(QSortFilterProxyModel *proxy, QLineEdit *filter)
{
    auto *delay = new QTimer(filter);
    delay->setSingleShot(true);
    delay->setInterval(kFilterDelayMs);
    QObject::connect(filter, &QLineEdit::textChanged, delay, qOverload<>(&QTimer::start));
    if (auto *fast = qobject_cast<TableProxyModel *>(proxy)) {
        QObject::connect(delay, &QTimer::timeout, fast, [fast, filter] { fast->setFilterText(filter->text()); });
        return;
    }
    proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    QObject::connect(delay, &QTimer::timeout, proxy, [proxy, filter] { proxy->setFilterFixedString(filter->text()); });
}

} // namespace

void nameClearButton(QLineEdit *field)
{
    for (QToolButton *button : field->findChildren<QToolButton *>())
        button->setAccessibleName(QCoreApplication::translate("podium::ui::FilteredTable", "Clear"));
}

void setUpFilteredTable(QSortFilterProxyModel *proxy, QLineEdit *filter, QTableView *table,
                        const FilteredTableSetup &setup)
{
    proxy->setSortRole(setup.sortRole);
    proxy->setFilterKeyColumn(setup.filterColumn);
    filter->setPlaceholderText(setup.placeholder);
    filter->setClearButtonEnabled(true);
    nameClearButton(filter);
    filterAfterTyping(proxy, filter);
    table->setModel(proxy);
    // Tab goes on to the next field; the arrow keys move between cells (U6 of the desktop review).
    table->setTabKeyNavigation(false);
    table->setSortingEnabled(true);
    table->sortByColumn(setup.sortColumn, setup.order);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(setup.selection);
    table->setAlternatingRowColors(true);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(setup.stretchColumn, QHeaderView::Stretch);
    keepRowsAcrossReloads(proxy, table, setup); // after setModel: the view has reset itself when this runs
}

void whenShownRowsChange(QSortFilterProxyModel *proxy, QObject *context, const std::function<void()> &changed)
{
    QObject::connect(proxy, &QAbstractItemModel::modelReset, context, changed);
    QObject::connect(proxy, &QAbstractItemModel::layoutChanged, context, changed);
    QObject::connect(proxy, &QAbstractItemModel::rowsInserted, context, changed);
    QObject::connect(proxy, &QAbstractItemModel::rowsRemoved, context, changed);
}

} // namespace podium::ui
