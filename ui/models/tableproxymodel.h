// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QSortFilterProxyModel>

#include <functional>
#include <vector>

namespace podium::ui {

/**
 * The proxy between a page's table model and its view, made for tables of 100,000 rows. The filter text is
 * looked for in one case-folded search text per row that the model prepares (its search role); a new filter
 * rebuilds the shown rows in one step rather than removing and inserting them range by range (a QTableView
 * takes seconds over the thousands of ranges a filter of 100,000 rows makes); and sorting places every row
 * of the model once per column, so that a filter sorts what it shows by comparing two numbers.
 */
class TableProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit TableProxyModel(QObject *parent = nullptr);

    /** The model's role for a row's search text, case-folded (read in the filter key column, or the first). A
     *  row whose model has no search text for it yet is shown: refilter() once the model has them. */
    void setSearchRole(int role) { m_searchRole = role; }
    /** Shows the rows whose search text holds each word of this text (a "quoted phrase" is one word), in any
     *  case; an empty text shows every row. */
    void setFilterText(const QString &text);
    /** The case-folded words a filter text looks for, each in a row's search text. */
    static QStringList filterWords(const QString &text);
    const QString &filterText() const { return m_filterText; }
    /** A further condition a source row must meet to be shown (a minimum of games); refilter() when what it
     *  tests changes. */
    void setRowCondition(std::function<bool(int sourceRow)> condition);
    /** Applies the filter and the row condition again, in one step. */
    void refilter();

    void setSourceModel(QAbstractItemModel *model) override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    void placeRows(int column) const;

    int m_searchRole = Qt::DisplayRole;
    QString m_filterText;
    QStringList m_words;
    std::function<bool(int)> m_condition;
    std::vector<QMetaObject::Connection> m_sourceConnections;
    // Each source row's place among all rows sorted by m_placedColumn (equal values share a place); filled when
    // a sort first needs it, emptied when the model changes.
    mutable std::vector<int> m_place;
    mutable int m_placedColumn = -1;
};

} // namespace podium::ui
