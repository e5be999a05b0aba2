// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Issue 16: the Compare page in the real main window, offscreen. Its table holds what history::backtest gives for
// the same games, Cancel stops a run and leaves nothing stale, "Use these settings" changes a leaderboard (Edit ›
// Undo brings it back) or makes one, and a game a system cannot rate is named in the page.
#include "windowfixture.h"

#include "charts/backtestchart.h"
#include "club/backtests.h"
#include "history/backtest.h"
#include "models/comparemodel.h"
#include "pages/comparepage.h"
#include "pages/comparesettings.h"

#include <QMessageBox>
#include <QProgressBar>

using namespace podium;
using namespace podium::test;

namespace {

/** Answers the question of "Use these settings" (C10 of the walkthrough of 28 November) with the button of this text,
 *  or Cancel for none, keeping the question in question. */
void answerUse(const QString &button, QString *question = nullptr)
{
    whenModal<QMessageBox>([question, button](QMessageBox *box) {
        if (question)
            *question = box->text();
        QAbstractButton *chosen = button.isEmpty() ? box->button(QMessageBox::Cancel) : nullptr;
        for (QAbstractButton *b : box->buttons())
            chosen = b->text() == button ? b : chosen;
        if (!chosen) {
            box->reject(); // never left open: the test fails below rather than hangs
            QFAIL(qPrintable(QStringLiteral("no button ") + button));
        }
        chosen->click();
    });
}

} // namespace

class TestCompareWindow : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void init();
    void cleanup() { m_window.reset(); }
    void theTableIsTheBacktestOfTheLeaderboardsGames();
    void cancelStopsARunAndLeavesNothingStale();
    void useTheseSettingsChangesTheLeaderboardAndUndoes();
    void useTheseSettingsChangesTheAlgorithmOrCreatesALeaderboard();
    void aGameASystemCannotRateIsNamed();

private:
    ui::ComparePage *page() const { return m_window->comparePage(); }
    /** Only these algorithms ticked, no sweeps. */
    void tick(std::initializer_list<const char *> algorithms);
    /** Runs the page and waits for its end. */
    void runAndWait();
    void add(const club::GameInput &g)
    {
        m_window->club().run(std::make_unique<commands::AddGame>(m_window->club(), g));
    }
};

void TestCompareWindow::init()
{
    openKartsClub();
    // A chess club's 240 duels among ten players, some drawn, on an Elo leaderboard with a k of its own.
    Club &club = m_window->club();
    club::Games(club.database())
        .import(history::generateSynthetic({history::GameKind::HeadToHead, 10, 240, 7, 4, 8}), QStringLiteral("Chess"));
    club.run(std::make_unique<commands::CreateLeaderboard>(
        club,
        club::LeaderboardRecord {
            0, QStringLiteral("Chess"), QStringLiteral("Chess"), QStringLiteral("elo"), {{"k", "24"}}, {}, {}}));
    m_window->leaderboardSelector()->setCurrentText(QStringLiteral("Chess"));
    auto *tabs = m_window->findChild<QTabWidget *>();
    // Ctrl+7, the View menu's key for the page.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTest::keyClick(m_window.get(), Qt::Key_7, Qt::ControlModifier);
    QCOMPARE(tabs->currentWidget(), page());
    QCOMPARE(page()->settings()->leaderboard(), QStringLiteral("Chess"));
}

void TestCompareWindow::tick(std::initializer_list<const char *> algorithms)
{
    for (const std::string &id : rating::ratingSystemNames()) {
        const QString name = QString::fromStdString(id);
        const bool on = std::any_of(algorithms.begin(), algorithms.end(),
                                    [&](const char *a) { return name == QLatin1String(a); });
        page()->settings()->setAlgorithm(name, on);
        for (int row = 0; row < ui::CompareSettings::kSweepRows; ++row)
            page()->settings()->setSweep(name, row, {});
    }
}

void TestCompareWindow::runAndWait()
{
    QTest::mouseClick(page()->runButton(), Qt::LeftButton);
    QVERIFY(page()->isRunning() || !page()->message().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!page()->isRunning(), 60000);
}

void TestCompareWindow::theTableIsTheBacktestOfTheLeaderboardsGames()
{
    tick({"trueskill", "elo"});
    runAndWait();
    QVERIFY2(page()->message().isEmpty(), qPrintable(page()->message()));
    // The same games and settings backtested directly: TrueSkill's defaults, and Elo with the leaderboard's k.
    const store::Database &db = m_window->club().database();
    const history::History games = club::scopeHistory(db, club::Leaderboards(db).get(QStringLiteral("Chess")));
    QCOMPARE(games.games.size(), std::size_t(240));
    const history::BacktestResult trueskill = history::backtest(games, {"trueskill", {}});
    const history::BacktestResult elo = history::backtest(games, {"elo", {{"k", "24"}}});
    const ui::CompareModel *model = page()->model();
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->results()[0].spec, trueskill.spec);
    QCOMPARE(model->results()[1].spec, elo.spec);
    QCOMPARE(model->judges(), (std::vector<int> {0, 1}));
    QCOMPARE(model->columnCount(), 7); // settings, error, challenged by TrueSkill and by Elo, duels, log-loss, Brier
    QVERIFY(trueskill.duels > 100); // the log-loss and Brier are of real duels
    for (const auto &[row, expected] : {std::pair {0, &trueskill}, std::pair {1, &elo}}) {
        QCOMPARE(model->value(row, ui::CompareModel::PredictionError), expected->predictionError);
        QCOMPARE(model->value(row, ui::CompareModel::FirstChallenged), history::challengedError(*expected, trueskill));
        QCOMPARE(model->value(row, ui::CompareModel::FirstChallenged + 1), history::challengedError(*expected, elo));
        QCOMPARE(model->value(row, model->duelsColumn()), double(expected->duels));
        QCOMPARE(model->value(row, model->logLossColumn()), expected->logLoss);
        QCOMPARE(model->value(row, model->brierColumn()), expected->brier);
        // As shown: a percentage with one decimal, three decimals for the scores.
        QCOMPARE(model->index(row, ui::CompareModel::PredictionError).data().toString(),
                 QLocale().toString(100 * expected->predictionError, 'f', 1) + QStringLiteral(" %"));
        QCOMPARE(model->index(row, model->logLossColumn()).data().toString(),
                 QLocale().toString(expected->logLoss, 'f', 3));
    }
    QCOMPARE(model->headerData(ui::CompareModel::FirstChallenged, Qt::Horizontal).toString(),
             QStringLiteral("Challenged\nby TrueSkill"));
    QCOMPARE(model->index(1, ui::CompareModel::Settings).data().toString(), QStringLiteral("Elo: k = 24"));
    // The best by log-loss, named under the table.
    const int best = trueskill.logLoss <= elo.logLoss ? 0 : 1;
    QCOMPARE(model->best(), best);
    QVERIFY2(page()->bestText().startsWith(QStringLiteral("Best by log-loss: ")
                                           + model->index(best, ui::CompareModel::Settings).data().toString()),
             qPrintable(page()->bestText()));
    QVERIFY(page()->useButton()->isEnabled());
    QVERIFY2(page()->summary().contains(QStringLiteral("240 game(s)")), qPrintable(page()->summary()));
    // The charts: each algorithm's draw curve and calibration, as core computes them.
    QCOMPARE(page()->drawChart()->lineNames(), (QStringList {QStringLiteral("TrueSkill"), QStringLiteral("Elo")}));
    const std::vector<double> curve = history::drawCurve(elo);
    QCOMPARE(page()->drawChart()->linePoints(1).size(), qsizetype(curve.size()));
    QCOMPARE(page()->drawChart()->linePoints(1).at(50).y(), curve[50]);
    QList<QPointF> bins;
    for (const history::CalibrationBin &bin : trueskill.calibration) {
        if (bin.games > 0)
            bins.append(QPointF(bin.meanPredicted, bin.observed));
    }
    QCOMPARE(page()->calibrationChart()->linePoints(0), bins);
}

void TestCompareWindow::cancelStopsARunAndLeavesNothingStale()
{
    tick({"elo"});
    runAndWait();
    QCOMPARE(page()->model()->rowCount(), 1);
    // 400 settings: far more than a click's time.
    page()->settings()->setSweep(QStringLiteral("elo"), 0, QStringLiteral("k"), 1, 400, 1);
    QCOMPARE(page()->findChild<QLabel *>(QStringLiteral("compareCount"))->text(),
             QStringLiteral("400 setting(s) to try"));
    QTest::mouseClick(page()->runButton(), Qt::LeftButton);
    QVERIFY(page()->isRunning());
    QVERIFY(page()->cancelButton()->isEnabled());
    QVERIFY(!page()->runButton()->isEnabled());
    QVERIFY(page()->findChild<QProgressBar *>(QStringLiteral("compareProgress"))->isVisible());
    QTest::keyClick(page()->cancelButton(), Qt::Key_Escape); // Escape cancels too
    QTRY_VERIFY_WITH_TIMEOUT(!page()->isRunning(), 30000);
    QCOMPARE(page()->message(), QStringLiteral("Cancelled: nothing was compared."));
    QCOMPARE(page()->model()->rowCount(), 0); // not the run before's
    QVERIFY(page()->drawChart()->lineNames().isEmpty());
    QVERIFY(page()->bestText().isEmpty());
    QVERIFY(!page()->useButton()->isEnabled());
    QVERIFY(page()->runButton()->isEnabled());
    // Too many settings are refused before anything runs.
    page()->settings()->setSweep(QStringLiteral("elo"), 0, QStringLiteral("k"), 1, 401, 1);
    page()->run();
    QVERIFY(!page()->isRunning());
    QVERIFY2(page()->message().startsWith(QStringLiteral("More than 400 setting(s)")), qPrintable(page()->message()));
}

void TestCompareWindow::useTheseSettingsChangesTheLeaderboardAndUndoes()
{
    tick({"elo"});
    page()->settings()->setSweep(QStringLiteral("elo"), 0, QStringLiteral("k"), 8, 48, 8);
    runAndWait();
    const ui::CompareModel *model = page()->model();
    QCOMPARE(model->rowCount(), 6);
    const int best = history::bestResult(model->results());
    QCOMPARE(model->best(), best);
    const std::string k = model->results()[static_cast<std::size_t>(best)].spec.params.front().second;
    QCOMPARE(model->results()[0].spec.params, (rating::ParamList {{"k", "8"}}));
    const store::Database &db = m_window->club().database();
    QUndoStack *undo = m_window->undoStack();
    const int steps = undo->count();
    answerUse(QStringLiteral("&Change Chess"));
    QTest::mouseClick(page()->useButton(), Qt::LeftButton);
    QCOMPARE(undo->count(), steps + 1);
    QCOMPARE(club::Leaderboards(db).get(QStringLiteral("Chess")).params, (rating::ParamList {{"k", k}}));
    QVERIFY2(page()->message().startsWith(QStringLiteral("Chess now rates with Elo: k = ")),
             qPrintable(page()->message()));
    // Ctrl+Z, from the page, brings the leaderboard's own k back.
    m_window->activateWindow(); // from the question's box
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    page()->table()->setFocus();
    QTest::keyClick(page()->table(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(club::Leaderboards(db).get(QStringLiteral("Chess")).params, (rating::ParamList {{"k", "24"}}));
    QCOMPARE(club::Leaderboards(db).get(QStringLiteral("Chess")).algorithm, QStringLiteral("elo"));
}

void TestCompareWindow::useTheseSettingsChangesTheAlgorithmOrCreatesALeaderboard()
{
    // Glicko-2 alone on the Elo leaderboard: the leaderboard changes algorithm, parameters and all.
    tick({"glicko2"});
    page()->settings()->setChoice(QStringLiteral("glicko2"), QStringLiteral("period"), QStringLiteral("week"));
    runAndWait();
    QCOMPARE(page()->model()->rowCount(), 1);
    QCOMPARE(page()->model()->results()[0].spec.params, (rating::ParamList {{"period", "week"}}));
    const store::Database &db = m_window->club().database();
    // C10 of the walkthrough of 28 November: it asks, change the leaderboard or add one, and the one changed keeps
    // its name (its address on the live board).
    const auto useAnswering = [this](const QString &button) {
        QString question;
        answerUse(button, &question);
        page()->useBest();
        return question;
    };
    const QString settings = ui::CompareModel::settingsText(page()->model()->results()[0].spec);
    QCOMPARE(useAnswering(QStringLiteral("&Change Chess")),
             QStringLiteral("Give the leaderboard Chess these settings (%1), or add a new leaderboard Chess (2) with "
                            "them? Chess keeps its name either way.")
                 .arg(settings));
    club::LeaderboardRecord chess = club::Leaderboards(db).get(QStringLiteral("Chess"));
    QCOMPARE(chess.algorithm, QStringLiteral("glicko2"));
    QCOMPARE(chess.params, (rating::ParamList {{"period", "week"}}));
    m_window->undoStack()->undo();
    chess = club::Leaderboards(db).get(QStringLiteral("Chess"));
    QCOMPARE(chess.algorithm, QStringLiteral("elo"));
    QCOMPARE(chess.params, (rating::ParamList {{"k", "24"}}));

    // A leaderboard named after its algorithm keeps its name when changed; a new one is named after the new
    // algorithm, beside it, and is then the one compared on; undo takes it away.
    Club &club = m_window->club();
    club.run(std::make_unique<commands::CreateLeaderboard>(
        club,
        club::LeaderboardRecord {
            0, QStringLiteral("Chess - Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}}));
    page()->settings()->setLeaderboard(QStringLiteral("Chess - Elo"));
    tick({"glicko2"});
    runAndWait();
    QVERIFY2(page()->useButton()->toolTip().contains(QStringLiteral("or adds the leaderboard Chess - Glicko-2")),
             qPrintable(page()->useButton()->toolTip()));
    useAnswering(QStringLiteral("&Change Chess - Elo"));
    QCOMPARE(club::Leaderboards(db).get(QStringLiteral("Chess - Elo")).algorithm, QStringLiteral("glicko2"));
    QCOMPARE(page()->settings()->leaderboard(), QStringLiteral("Chess - Elo"));
    m_window->undoStack()->undo();
    QCOMPARE(club::Leaderboards(db).get(QStringLiteral("Chess - Elo")).algorithm, QStringLiteral("elo"));
    useAnswering(QStringLiteral("&Add Chess - Glicko-2"));
    QCOMPARE(club::Leaderboards(db).get(QStringLiteral("Chess - Glicko-2")).algorithm, QStringLiteral("glicko2"));
    QCOMPARE(club::Leaderboards(db).get(QStringLiteral("Chess - Elo")).algorithm, QStringLiteral("elo"));
    QCOMPARE(page()->settings()->leaderboard(), QStringLiteral("Chess - Glicko-2"));
    QVERIFY(page()->settings()->algorithmChecked(QStringLiteral("glicko2")));
    m_window->undoStack()->undo();
    QCOMPARE(m_window->leaderboardSelector()->findText(QStringLiteral("Chess - Glicko-2")), -1);
    page()->settings()->setLeaderboard(QStringLiteral("Chess - Elo"));
    tick({"glicko2"});
    runAndWait();
    // Cancel changes nothing.
    QVERIFY(!useAnswering(QString()).isEmpty()); // asked, and cancelled
    QCOMPARE(club::Leaderboards(db).get(QStringLiteral("Chess - Elo")).algorithm, QStringLiteral("elo"));
    QCOMPARE(m_window->leaderboardSelector()->findText(QStringLiteral("Chess - Glicko-2")), -1);

    // No leaderboard: the games of a discipline in a date range, and a new leaderboard for them.
    page()->settings()->setLeaderboard({});
    auto *discipline = page()->settings()->findChild<QComboBox *>(QStringLiteral("compareDiscipline"));
    QVERIFY(discipline->isEnabled());
    discipline->setCurrentText(QStringLiteral("Chess"));
    tick({"trueskill"});
    runAndWait();
    QCOMPARE(page()->model()->rowCount(), 1);
    QVERIFY(page()->useButton()->toolTip().contains(QStringLiteral("Creates the leaderboard Chess - TrueSkill")));
    page()->useBest();
    const club::LeaderboardRecord made = club::Leaderboards(db).get(QStringLiteral("Chess - TrueSkill"));
    QCOMPARE(made.discipline, QStringLiteral("Chess"));
    QCOMPARE(made.algorithm, QStringLiteral("trueskill"));
    QVERIFY(made.params.empty());
    QCOMPARE(m_window->leaderboardSelector()->findText(QStringLiteral("Chess - TrueSkill")) >= 0, true);
    m_window->undoStack()->undo();
    QCOMPARE(m_window->leaderboardSelector()->findText(QStringLiteral("Chess - TrueSkill")), -1);
}

void TestCompareWindow::aGameASystemCannotRateIsNamed()
{
    // The karts races have no minutes, which ZoneStats rates by.
    page()->settings()->setLeaderboard(QStringLiteral("Karts"));
    tick({"trueskill", "zonestats"});
    runAndWait();
    const QString message = page()->message();
    QVERIFY2(message.startsWith(QStringLiteral("The Karts game of ")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("cannot be rated by ZoneStats: ")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("minutes are missing")), qPrintable(message));
    QCOMPARE(page()->model()->rowCount(), 0);
    QVERIFY(page()->findChild<QPushButton *>(QStringLiteral("compareShowGame"))->isVisible());
    // Unticked, the others compare.
    tick({"trueskill"});
    runAndWait();
    QVERIFY(page()->message().isEmpty());
    QCOMPARE(page()->model()->rowCount(), 1);
    QVERIFY(!page()->findChild<QPushButton *>(QStringLiteral("compareShowGame"))->isVisible());
}

QTEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
