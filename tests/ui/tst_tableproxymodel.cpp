// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The tables' proxy: its filter over prepared search texts, applied in one step, its row condition, and its
// sorting, which must order rows exactly as QSortFilterProxyModel does.
#include "models/tableproxymodel.h"

#include <QAbstractItemModelTester>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTest>

using podium::ui::TableProxyModel;

namespace {

constexpr int SearchRole = Qt::UserRole + 7;

/** A table of players: name (with its folded search text) and games. */
void fill(QStandardItemModel &model, const QList<std::pair<QString, int>> &rows)
{
    model.clear();
    model.setColumnCount(2);
    for (const auto &[name, games] : rows) {
        auto *nameItem = new QStandardItem(name);
        nameItem->setData(name.toCaseFolded(), SearchRole);
        auto *gamesItem = new QStandardItem;
        gamesItem->setData(games, Qt::DisplayRole);
        model.appendRow({nameItem, gamesItem});
    }
}

QStringList shownNames(const QAbstractItemModel &proxy)
{
    QStringList names;
    for (int r = 0; r < proxy.rowCount(); ++r)
        names.append(proxy.index(r, 0).data().toString());
    return names;
}

} // namespace

class TestTableProxyModel : public QObject
{
    Q_OBJECT

private slots:
    void filtersThePreparedSearchTextsInOneStep();
    void everyWordOfTheFilterMatches();
    void showsARowNotYetSearchable();
    void hidesRowsThatFailTheCondition();
    void sortsAsQSortFilterProxyModelDoes_data();
    void sortsAsQSortFilterProxyModelDoes();
    void sortsAgainWhenTheModelChanges();
};

void TestTableProxyModel::filtersThePreparedSearchTextsInOneStep()
{
    QStandardItemModel model;
    fill(model,
         {{QStringLiteral("Ann"), 3},
          {QStringLiteral("Bob"), 5},
          {QStringLiteral("Joanna"), 1},
          {QStringLiteral("Cid"), 2},
          {QStringLiteral("Hannah"), 4}});
    TableProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    proxy.setSearchRole(SearchRole);
    QSignalSpy removed(&proxy, &QAbstractItemModel::rowsRemoved);
    QSignalSpy inserted(&proxy, &QAbstractItemModel::rowsInserted);
    QSignalSpy layout(&proxy, &QAbstractItemModel::layoutChanged);
    proxy.setFilterText(QStringLiteral("ANN"));
    QCOMPARE(shownNames(proxy),
             (QStringList {QStringLiteral("Ann"), QStringLiteral("Joanna"), QStringLiteral("Hannah")}));
    proxy.setFilterText(QStringLiteral("b"));
    QCOMPARE(shownNames(proxy), QStringList {QStringLiteral("Bob")});
    proxy.setFilterText({});
    QCOMPARE(proxy.rowCount(), 5);
    // Three filters, three layout changes: never a signal per run of rows (the scattered runs of a filter over
    // 100,000 rows took a table view seconds).
    QCOMPARE(layout.count(), 3);
    QCOMPARE(removed.count(), 0);
    QCOMPARE(inserted.count(), 0);
    proxy.setFilterText({}); // the same text again: nothing to do
    QCOMPARE(layout.count(), 3);
}

void TestTableProxyModel::everyWordOfTheFilterMatches()
{
    // C11 of the walkthrough of 28 November: "Federer 2015" found nothing, as one piece of text. Each word is
    // looked for on its own, in any field of the row; a quoted phrase is one word.
    QStandardItemModel model;
    fill(model,
         {{QStringLiteral("Roger Federer\n2015-01-04"), 1},
          {QStringLiteral("Roger Federer\n2016-02-01"), 2},
          {QStringLiteral("Rafael Nadal\n2015-03-01"), 3},
          {QStringLiteral("Federer Roger\n2015-05-05"), 4}});
    TableProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSearchRole(SearchRole);
    proxy.setFilterText(QStringLiteral("Federer 2015"));
    QCOMPARE(proxy.rowCount(), 2);
    QCOMPARE(proxy.index(0, 1).data().toInt(), 1);
    QCOMPARE(proxy.index(1, 1).data().toInt(), 4);
    proxy.setFilterText(QStringLiteral("  2015   nadal "));
    QCOMPARE(proxy.rowCount(), 1);
    QCOMPARE(proxy.index(0, 1).data().toInt(), 3);
    proxy.setFilterText(QStringLiteral("\"roger federer\""));
    QCOMPARE(proxy.rowCount(), 2); // not "Federer Roger"
    QCOMPARE(TableProxyModel::filterWords(QStringLiteral("Ann \"van der Berg\"  2015")),
             (QStringList {QStringLiteral("ann"), QStringLiteral("van der berg"), QStringLiteral("2015")}));
    QCOMPARE(TableProxyModel::filterWords(QStringLiteral("   ")), QStringList());
}

void TestTableProxyModel::showsARowNotYetSearchable()
{
    QStandardItemModel model;
    fill(model, {{QStringLiteral("Ann"), 3}, {QStringLiteral("Bob"), 5}});
    model.item(1, 0)->setData(QVariant(), SearchRole); // the model has not prepared Bob's text yet
    TableProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSearchRole(SearchRole);
    proxy.setFilterText(QStringLiteral("ann"));
    QCOMPARE(shownNames(proxy), (QStringList {QStringLiteral("Ann"), QStringLiteral("Bob")}));
    model.item(1, 0)->setData(QStringLiteral("bob"), SearchRole);
    proxy.refilter();
    QCOMPARE(shownNames(proxy), QStringList {QStringLiteral("Ann")});
}

void TestTableProxyModel::hidesRowsThatFailTheCondition()
{
    QStandardItemModel model;
    fill(model, {{QStringLiteral("Ann"), 3}, {QStringLiteral("Bob"), 12}, {QStringLiteral("Cid"), 10}});
    TableProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    proxy.setSearchRole(SearchRole);
    int minimum = 10;
    proxy.setRowCondition([&](int row) { return model.item(row, 1)->data(Qt::DisplayRole).toInt() >= minimum; });
    QCOMPARE(shownNames(proxy), (QStringList {QStringLiteral("Bob"), QStringLiteral("Cid")}));
    proxy.setFilterText(QStringLiteral("c"));
    QCOMPARE(shownNames(proxy), QStringList {QStringLiteral("Cid")});
    minimum = 11;
    proxy.refilter();
    QCOMPARE(proxy.rowCount(), 0);
    minimum = 0;
    proxy.setFilterText({});
    QCOMPARE(proxy.rowCount(), 3);
}

void TestTableProxyModel::sortsAsQSortFilterProxyModelDoes_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::newRow("names, A to Z") << 0 << Qt::AscendingOrder;
    QTest::newRow("names, Z to A") << 0 << Qt::DescendingOrder;
    QTest::newRow("games, fewest first") << 1 << Qt::AscendingOrder;
    QTest::newRow("games, most first") << 1 << Qt::DescendingOrder;
}

void TestTableProxyModel::sortsAsQSortFilterProxyModelDoes()
{
    QFETCH(int, column);
    QFETCH(Qt::SortOrder, order);
    // 300 rows with many equal values: equal rows must keep the model's order, as Qt's stable sort keeps it.
    QList<std::pair<QString, int>> rows;
    QRandomGenerator random(42);
    for (int r = 0; r < 300; ++r)
        rows.append({QStringLiteral("P%1").arg(random.bounded(40)), static_cast<int>(random.bounded(12))});
    QStandardItemModel model;
    fill(model, rows);
    for (int r = 0; r < model.rowCount(); ++r)
        model.item(r, 0)->setData(r, Qt::UserRole); // tells equal rows apart
    QSortFilterProxyModel reference;
    reference.setSourceModel(&model);
    reference.sort(column, order);
    TableProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSearchRole(SearchRole);
    proxy.sort(column, order);
    QCOMPARE(proxy.rowCount(), 300);
    for (int r = 0; r < 300; ++r)
        QCOMPARE(proxy.index(r, 0).data(Qt::UserRole).toInt(), reference.index(r, 0).data(Qt::UserRole).toInt());
    // A filter keeps that order among the rows it shows.
    proxy.setFilterText(QStringLiteral("p1"));
    reference.setFilterFixedString(QStringLiteral("P1"));
    QCOMPARE(proxy.rowCount(), reference.rowCount());
    QVERIFY(proxy.rowCount() > 20);
    for (int r = 0; r < proxy.rowCount(); ++r)
        QCOMPARE(proxy.index(r, 0).data(Qt::UserRole).toInt(), reference.index(r, 0).data(Qt::UserRole).toInt());
}

void TestTableProxyModel::sortsAgainWhenTheModelChanges()
{
    QStandardItemModel model;
    fill(model, {{QStringLiteral("Ann"), 3}, {QStringLiteral("Bob"), 5}, {QStringLiteral("Cid"), 4}});
    TableProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    proxy.sort(1, Qt::DescendingOrder);
    QCOMPARE(shownNames(proxy), (QStringList {QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Ann")}));
    model.item(0, 1)->setData(9, Qt::DisplayRole); // Ann plays six more
    QCOMPARE(shownNames(proxy), (QStringList {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")}));
    fill(model, {{QStringLiteral("Dee"), 1}, {QStringLiteral("Eve"), 2}}); // a reload
    QCOMPARE(shownNames(proxy), (QStringList {QStringLiteral("Eve"), QStringLiteral("Dee")}));
}

QTEST_MAIN(TestTableProxyModel)
#include "tst_tableproxymodel.moc"
