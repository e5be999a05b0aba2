// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "models/tableproxymodel.h"

#include <algorithm>
#include <numeric>
#include <utility>

namespace podium::ui {

namespace {

/** The order QSortFilterProxyModel sorts by: text by the case sensitivity asked for, anything else as
 *  QVariant compares it (values that do not compare count as equal). */
bool sortsBefore(const QVariant &left, const QVariant &right, Qt::CaseSensitivity caseSensitivity)
{
    if (left.userType() == QMetaType::QString && right.userType() == QMetaType::QString)
        return QString::compare(left.toString(), right.toString(), caseSensitivity) < 0;
    return QVariant::compare(left, right) == QPartialOrdering::Less;
}

} // namespace

TableProxyModel::TableProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    const auto forgetPlaces = [this] { m_place.clear(); };
    connect(this, &QSortFilterProxyModel::sortRoleChanged, this, forgetPlaces);
    connect(this, &QSortFilterProxyModel::sortCaseSensitivityChanged, this, forgetPlaces);
}

void TableProxyModel::setSourceModel(QAbstractItemModel *model)
{
    for (const QMetaObject::Connection &connection : m_sourceConnections)
        disconnect(connection);
    m_sourceConnections.clear();
    m_place.clear();
    // Connected before the base class connects its own handlers, so that the places are forgotten before a
    // change re-sorts anything.
    if (model) {
        const auto forgetPlaces = [this] { m_place.clear(); };
        m_sourceConnections = {
            connect(model, &QAbstractItemModel::modelAboutToBeReset, this, forgetPlaces),
            connect(model, &QAbstractItemModel::dataChanged, this, forgetPlaces),
            connect(model, &QAbstractItemModel::rowsInserted, this, forgetPlaces),
            connect(model, &QAbstractItemModel::rowsRemoved, this, forgetPlaces),
            connect(model, &QAbstractItemModel::rowsMoved, this, forgetPlaces),
            connect(model, &QAbstractItemModel::layoutChanged, this, forgetPlaces),
        };
    }
    QSortFilterProxyModel::setSourceModel(model);
}

void TableProxyModel::setFilterText(const QString &text)
{
    if (text == m_filterText)
        return;
    m_filterText = text;
    m_words = filterWords(text);
    refilter();
}

void TableProxyModel::setRowCondition(std::function<bool(int)> condition)
{
    m_condition = std::move(condition);
    refilter();
}

void TableProxyModel::refilter()
{
    // One layout change, where invalidateFilter() would signal every run of rows that comes or goes.
    invalidate();
}

bool TableProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_condition && !m_condition(sourceRow))
        return false;
    if (m_words.isEmpty())
        return true;
    const QModelIndex index = sourceModel()->index(sourceRow, std::max(filterKeyColumn(), 0), sourceParent);
    const QVariant text = index.data(m_searchRole);
    if (!text.isValid())
        return true; // a row not yet searchable stays in view
    const QString searched = text.toString();
    return std::all_of(m_words.cbegin(), m_words.cend(), [&](const QString &word) { return searched.contains(word); });
}

QStringList TableProxyModel::filterWords(const QString &text)
{
    // Words apart, "quoted words" together: "Federer 2015" is the games with Federer in 2015 (C11 of the
    // walkthrough of 28 November found none), "\"van der\"" the three words in a row.
    QStringList words;
    QString word;
    bool quoted = false;
    for (const QChar c : text.toCaseFolded()) {
        if (c == u'"') {
            quoted = !quoted;
        } else if (c.isSpace() && !quoted) {
            if (!word.isEmpty())
                words.append(std::exchange(word, QString()));
        } else {
            word += c;
        }
    }
    if (!word.trimmed().isEmpty())
        words.append(word);
    return words;
}

bool TableProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (m_placedColumn != left.column() || m_place.size() != static_cast<std::size_t>(sourceModel()->rowCount()))
        placeRows(left.column());
    return m_place[static_cast<std::size_t>(left.row())] < m_place[static_cast<std::size_t>(right.row())];
}

void TableProxyModel::placeRows(int column) const
{
    const int rows = sourceModel()->rowCount();
    std::vector<QVariant> keys(static_cast<std::size_t>(rows));
    for (int r = 0; r < rows; ++r)
        keys[static_cast<std::size_t>(r)] = sourceModel()->index(r, column).data(sortRole());
    const auto before = [&keys, cs = sortCaseSensitivity()](int a, int b) {
        return sortsBefore(keys[static_cast<std::size_t>(a)], keys[static_cast<std::size_t>(b)], cs);
    };
    std::vector<int> order(static_cast<std::size_t>(rows));
    std::iota(order.begin(), order.end(), 0);
    // A log read in date order is placed in one pass: the places do not depend on how equal keys are ordered.
    if (std::is_sorted(order.rbegin(), order.rend(), before))
        std::reverse(order.begin(), order.end());
    else if (!std::is_sorted(order.begin(), order.end(), before))
        std::stable_sort(order.begin(), order.end(), before);
    m_place.assign(static_cast<std::size_t>(rows), 0);
    for (std::size_t i = 1; i < order.size(); ++i) {
        const auto row = static_cast<std::size_t>(order[i]);
        const int previous = m_place[static_cast<std::size_t>(order[i - 1])];
        m_place[row] = before(order[i - 1], order[i]) ? static_cast<int>(i) : previous; // equal values share
    }
    m_placedColumn = column;
}

} // namespace podium::ui
