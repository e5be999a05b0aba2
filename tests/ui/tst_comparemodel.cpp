// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The Compare page's table: a row per setting, each algorithm's best setting the judge of a "challenged by" column,
// the best row bold, numbers as the page shows them, and a dash where a history gives nothing to score.
#include "history/backtest.h"
#include "history/synthetic.h"
#include "models/comparemodel.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QTest>

#include <cmath>

using namespace podium;
using podium::ui::CompareModel;

class TestCompareModel : public QObject
{
    Q_OBJECT

private slots:
    void judgesAreEachAlgorithmsBest();
    void nothingToScoreIsADash();
};

void TestCompareModel::judgesAreEachAlgorithmsBest()
{
    const history::History h = history::generateSynthetic({history::GameKind::HeadToHead, 12, 300, 3, 4, 8});
    // Elo at three k, then TrueSkill: the judges are Elo's best of three and TrueSkill.
    const std::vector<history::BacktestSpec> specs {
        {"elo", {{"k", "8"}}}, {"elo", {{"k", "24"}}}, {"elo", {{"k", "64"}}}, {"trueskill", {}}};
    std::vector<history::BacktestResult> results;
    for (const history::BacktestSpec &spec : specs)
        results.push_back(history::backtest(h, spec));
    CompareModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setResults(results);
    QCOMPARE(model.rowCount(), 4);
    const int eloBest = history::bestResult(results, "elo");
    QCOMPARE(model.judges(), (std::vector<int> {eloBest, 3}));
    QCOMPARE(model.columnCount(), 2 + 2 + 3);
    QCOMPARE(model.headerData(CompareModel::FirstChallenged + 1, Qt::Horizontal).toString(),
             QStringLiteral("Challenged\nby TrueSkill"));
    for (int row = 0; row < 4; ++row) {
        const history::BacktestResult &r = results[static_cast<std::size_t>(row)];
        QCOMPARE(model.value(row, CompareModel::PredictionError), r.predictionError);
        QCOMPARE(model.value(row, CompareModel::FirstChallenged),
                 history::challengedError(r, results[static_cast<std::size_t>(eloBest)]));
        QCOMPARE(model.value(row, CompareModel::FirstChallenged + 1), history::challengedError(r, results[3]));
        QCOMPARE(model.index(row, model.brierColumn()).data().toString(), QLocale().toString(r.brier, 'f', 3));
        QCOMPARE(model.index(row, CompareModel::Settings).data(CompareModel::SortRole).toInt(), row);
    }
    QCOMPARE(model.index(2, CompareModel::Settings).data().toString(), QStringLiteral("Elo: k = 64"));
    QCOMPARE(model.index(3, CompareModel::Settings).data().toString(), QStringLiteral("TrueSkill, defaults"));
    const int best = history::bestResult(results);
    QCOMPARE(model.best(), best);
    QVERIFY(model.index(best, CompareModel::PredictionError).data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(!model.index((best + 1) % 4, CompareModel::PredictionError).data(Qt::FontRole).isValid());
    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.best(), -1);
}

void TestCompareModel::nothingToScoreIsADash()
{
    // Free-for-alls only: no duels, so no log-loss or Brier; the best is by prediction error.
    const history::History h = history::generateSynthetic({history::GameKind::FreeForAll, 12, 40, 5, 4, 4});
    CompareModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setResults({history::backtest(h, {"trueskill", {}}), history::backtest(h, {"elo", {}})});
    QVERIFY(std::isnan(model.value(0, model.logLossColumn())));
    QCOMPARE(model.index(0, model.logLossColumn()).data().toString(), QStringLiteral("–"));
    QCOMPARE(model.index(0, model.duelsColumn()).data().toString(), QStringLiteral("0"));
    QCOMPARE(model.index(0, model.logLossColumn()).data(Qt::ToolTipRole).toString(),
             QStringLiteral("No duels to score"));
    const bool trueskillBetter
        = model.value(0, CompareModel::PredictionError) <= model.value(1, CompareModel::PredictionError);
    QCOMPARE(model.best(), trueskillBetter ? 0 : 1);
}

QTEST_MAIN(TestCompareModel)
#include "tst_comparemodel.moc"
