// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "charts/historyaxis.h"
#include "charts/ratinghistorychart.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QImage>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

using podium::club::HistoryPoint;
using podium::ui::HistoryAxis;
using podium::ui::PlayerHistory;
using podium::ui::RatingHistoryChart;

namespace {

/** A point of game id at date: the rating after it, from before, against opponents. */
HistoryPoint point(qint64 id, const char *date, double mu, double sigma, double muBefore,
                   const QStringList &opponents = {QStringLiteral("Bob")}, int outcome = 1)
{
    HistoryPoint p;
    p.gameId = id;
    p.date = QString::fromLatin1(date);
    p.rating = {mu, sigma};
    p.value = mu - 3 * sigma;
    p.before = {muBefore, sigma + 0.2};
    p.outcome = outcome;
    p.place = outcome > 0 ? 1 : 2;
    p.sides = 2;
    p.opponents = opponents;
    return p;
}

/** A TrueSkill-like history of n games a day apart from 1 March 2024, rising from 25. */
PlayerHistory rising(const char *player, int n, qint64 firstId, double step)
{
    PlayerHistory history {QString::fromLatin1(player), {}};
    double mu = 25;
    for (int g = 0; g < n; ++g) {
        const QByteArray date = QDate(2024, 3, 1).addDays(g).toString(Qt::ISODate).toLatin1() + "T20:00:00";
        history.points.push_back(point(firstId + g, date.constData(), mu + step, 8.0 - 0.5 * g, mu));
        mu += step;
    }
    return history;
}

/** One evening: five games, two pairs of them at the same minute. */
PlayerHistory evening()
{
    return {QStringLiteral("Ann"),
            {point(1, "2026-11-26T20:00:00", 27, 7.5, 25), point(2, "2026-11-26T20:00:00", 29, 7, 27),
             point(3, "2026-11-26T20:30:00", 28, 6.6, 29), point(4, "2026-11-26T21:00:00", 30, 6.3, 28),
             point(5, "2026-11-26T21:00:00", 31, 6, 30)}};
}

} // namespace

class TestRatingHistoryChart : public QObject
{
    Q_OBJECT

private slots:
    void legendNamesEveryPlayer();
    void aBandForOnePlayerAtATime();
    void aPointTellsItsGame();
    void aSingleGameHasASensibleRange();
    void oneEveningCountsItsGames();
    void gamesOfTheSameTimeSpreadOut();
    void axisLabelsDiffer();
    void axisNumbersInTheUsersLanguage();
    void dragZoomsInAndRightClickOrEscapeZoomsOut();
    void exportsALandscapeImageWithATitle();
};

void TestRatingHistoryChart::legendNamesEveryPlayer()
{
    RatingHistoryChart chart;
    chart.show(); // the legend shows its markers once it is laid out on screen
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.setHistories({rising("Ximena", 6, 1, 1), rising("Lena", 6, 11, 0.5), rising("Jonas", 6, 21, -0.5)}, true);
    QCOMPARE(chart.playerCount(), 3);
    QTRY_COMPARE(chart.legendNames(),
                 (QStringList {QStringLiteral("Ximena"), QStringLiteral("Lena"), QStringLiteral("Jonas")}));
    chart.setHistories({rising("Ximena", 6, 1, 1), rising("Lena", 6, 11, 0.5)}, false);
    QTRY_COMPARE(chart.legendNames(), (QStringList {QStringLiteral("Ximena"), QStringLiteral("Lena")}));
    // A player without games has no line and no legend entry.
    chart.setHistories({rising("Ximena", 6, 1, 1), {QStringLiteral("Nobody"), {}}}, true);
    QTRY_COMPARE(chart.legendNames(), QStringList {QStringLiteral("Ximena")});
}

void TestRatingHistoryChart::aBandForOnePlayerAtATime()
{
    RatingHistoryChart chart;
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.setHistories({rising("Ximena", 6, 1, 1), rising("Lena", 6, 11, 0.5), rising("Jonas", 6, 21, -0.5)}, true);
    QCOMPARE(chart.focusPlayer(), QStringLiteral("Ximena"));
    chart.setFocusPlayer(QStringLiteral("Lena"));
    QCOMPARE(chart.focusPlayer(), QStringLiteral("Lena"));
    QTRY_COMPARE(chart.legendNames().size(), 3);
    // Lena stays in focus while she is shown; without her the first player has the band.
    chart.setHistories({rising("Lena", 6, 11, 0.5), rising("Jonas", 6, 21, -0.5)}, true);
    QCOMPARE(chart.focusPlayer(), QStringLiteral("Lena"));
    chart.setHistories({rising("Jonas", 6, 21, -0.5)}, true);
    QCOMPARE(chart.focusPlayer(), QStringLiteral("Jonas"));
    chart.setHistories({rising("Jonas", 6, 21, -0.5)}, false); // Elo: no band at all
    QCOMPARE(chart.focusPlayer(), QString());
}

void TestRatingHistoryChart::aPointTellsItsGame()
{
    RatingHistoryChart chart;
    PlayerHistory ann = evening();
    ann.points[2].opponents = {QStringLiteral("Bob")};
    ann.points[2].outcome = -1;
    chart.setHistories({ann}, true);
    const QLocale locale;
    const QString lost = chart.pointTip(0, 2);
    QVERIFY2(lost.startsWith(QStringLiteral("Ann, game 3 on ")), qPrintable(lost));
    QVERIFY2(lost.contains(QStringLiteral("Lost to Bob")), qPrintable(lost));
    QVERIFY2(lost.contains(QStringLiteral("μ ") + locale.toString(28.0, 'f', 2) + QStringLiteral(" (")
                           + locale.toString(-1.0, 'f', 2) + QStringLiteral(")")),
             qPrintable(lost));
    QVERIFY2(lost.contains(QStringLiteral("band ± ") + locale.toString(13.2, 'f', 2)), qPrintable(lost));
    // Elo: the rating and its change; a race: the place among the field.
    PlayerHistory race {QStringLiteral("Cid"), {point(7, "2026-11-26T20:00:00", 1512, 0, 1500)}};
    race.points[0].kind = podium::history::GameKind::FreeForAll;
    race.points[0].place = 3;
    race.points[0].sides = 8;
    race.points[0].opponents = {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("D"),
                                QStringLiteral("E"), QStringLiteral("F"), QStringLiteral("G")};
    chart.setHistories({race}, false);
    const QString raced = chart.pointTip(0, 0);
    QVERIFY2(raced.contains(QStringLiteral("Place 3 of 8, against A, B, C, D and 3 more")), qPrintable(raced));
    QVERIFY2(raced.contains(QStringLiteral("Rating ") + locale.toString(1512.0, 'f', 2) + QStringLiteral(" (+")
                            + locale.toString(12.0, 'f', 2) + QStringLiteral(")")),
             qPrintable(raced));
}

void TestRatingHistoryChart::aSingleGameHasASensibleRange()
{
    RatingHistoryChart chart;
    chart.setHistories({{QStringLiteral("Ann"), {point(1, "2024-01-01T00:00:00", 1512, 0, 1500)}}}, false);
    const auto [low, high] = chart.yRange();
    QVERIFY2(low < 1512 && high > 1512, qPrintable(QStringLiteral("%1 to %2").arg(low).arg(high)));
    QVERIFY2(high - low >= 10 && high - low <= 100, qPrintable(QStringLiteral("%1 to %2").arg(low).arg(high)));
    QCOMPARE(low, std::round(low)); // nice numbers, not 1511.9999990
    QVERIFY(chart.countsGames());
    QCOMPARE(chart.xLabels(), QStringList {QStringLiteral("1")});
    const auto [first, last] = chart.xRange();
    QVERIFY(first < 1 && last > 1);
}

void TestRatingHistoryChart::oneEveningCountsItsGames()
{
    RatingHistoryChart chart;
    chart.setHistories({evening()}, true);
    QVERIFY(chart.countsGames());
    QCOMPARE(chart.xRange(), std::make_pair(0.5, 5.5));
    QCOMPARE(chart.xLabels(),
             (QStringList {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4"),
                           QStringLiteral("5")}));
    QCOMPARE(chart.pointCount(0), 5);
    // The range holds the band and the conservative line (31 + 12 above, 27 - 22.5 below) and no more than
    // nice numbers add: not down to 0 for nothing.
    const auto [low, high] = chart.yRange();
    QVERIFY2(low <= 4.5 && low >= 0 && high >= 43 && high <= 50,
             qPrintable(QStringLiteral("%1 to %2").arg(low).arg(high)));
    // Two players of the evening share its numbering: game 6 is Bob's, after Ann's five.
    chart.setHistories({evening(), {QStringLiteral("Bob"), {point(6, "2026-11-26T22:00:00", 24, 7, 25)}}}, true);
    QCOMPARE(chart.xRange(), std::make_pair(0.5, 6.5));
}

void TestRatingHistoryChart::gamesOfTheSameTimeSpreadOut()
{
    // Imported dates without times: three games on the 1st, two on the 2nd, one on the 10th.
    PlayerHistory ann {QStringLiteral("Ann"),
                       {point(1, "2024-01-01T00:00:00", 26, 8, 25), point(2, "2024-01-01T00:00:00", 27, 7, 26),
                        point(3, "2024-01-01T00:00:00", 28, 7, 27), point(4, "2024-01-02T00:00:00", 27, 6, 28),
                        point(5, "2024-01-02T00:00:00", 29, 6, 27), point(6, "2024-01-10T00:00:00", 30, 5, 29)}};
    const HistoryAxis axis({ann});
    QCOMPARE(axis.kind(), HistoryAxis::Kind::Time);
    const qreal day = 24.0 * 3600 * 1000, first = QDateTime(QDate(2024, 1, 1), QTime(0, 0)).toMSecsSinceEpoch();
    QCOMPARE(axis.x(1), first);
    for (qint64 id = 2; id <= 6; ++id)
        QVERIFY2(axis.x(id) > axis.x(id - 1), qPrintable(QString::number(id))); // in order, none on another
    QVERIFY(axis.x(3) < first + day); // still on their own day
    QCOMPARE(axis.x(4), first + day);
    QVERIFY(axis.x(5) < first + 2 * day);
    QVERIFY(axis.low() < axis.x(1) && axis.high() > axis.x(6));
}

void TestRatingHistoryChart::axisLabelsDiffer()
{
    RatingHistoryChart chart;
    for (const int days : {3, 20, 90, 800}) {
        chart.setHistories({rising("Ann", days, 1, 0.01)}, true);
        QVERIFY(!chart.countsGames());
        const QStringList labels = chart.xLabels();
        QVERIFY2(labels.size() >= 3, qPrintable(labels.join(QStringLiteral(", "))));
        // Not five copies of one date.
        QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());
    }
    // Over a few days the ticks are the days themselves, not "2 Mar 07:16".
    chart.setHistories({rising("Ann", 3, 1, 0.01)}, true);
    QCOMPARE(chart.xLabels(),
             (QStringList {QStringLiteral("1 Mar"), QStringLiteral("2 Mar"), QStringLiteral("3 Mar"),
                           QStringLiteral("4 Mar")}));
    QCOMPARE(chart.xRange().first, qreal(QDate(2024, 3, 1).startOfDay().toMSecsSinceEpoch()));
}

void TestRatingHistoryChart::axisNumbersInTheUsersLanguage()
{
    // The rating axis of an empty chart runs 0.0 to 50.0 in steps of 12.5: in German the labels have commas.
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    RatingHistoryChart chart;
    chart.resize(600, 400);
    chart.setHistories({}, false);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QStringList texts;
    const auto *view = chart.findChild<QGraphicsView *>();
    QVERIFY(view && view->scene());
    for (QGraphicsItem *item : view->scene()->items()) {
        if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item))
            texts.append(text->toPlainText());
    }
    QLocale::setDefault(before);
    QVERIFY2(texts.contains(QStringLiteral("12,5")) && texts.contains(QStringLiteral("37,5")),
             qPrintable(texts.join(QStringLiteral(" | "))));
    QVERIFY2(!texts.contains(QStringLiteral("12.5")), qPrintable(texts.join(QStringLiteral(" | "))));
}

void TestRatingHistoryChart::dragZoomsInAndRightClickOrEscapeZoomsOut()
{
    RatingHistoryChart chart;
    chart.resize(800, 500);
    chart.setHistories({rising("Ann", 30, 1, 0.3), rising("Bob", 30, 101, -0.2)}, true);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const auto whole = chart.xRange();
    QWidget *view = chart.view();
    const auto drag = [&] {
        const int y = view->height() / 2;
        QTest::mousePress(view->window()->windowHandle(), Qt::LeftButton, {},
                          view->mapTo(view->window(), QPoint(300, y)));
        QTest::mouseMove(view->window()->windowHandle(), view->mapTo(view->window(), QPoint(400, y)));
        QTest::mouseMove(view->window()->windowHandle(), view->mapTo(view->window(), QPoint(500, y)));
        QTest::mouseRelease(view->window()->windowHandle(), Qt::LeftButton, {},
                            view->mapTo(view->window(), QPoint(500, y)));
    };
    drag();
    const auto zoomed = chart.xRange();
    QVERIFY2(zoomed.first > whole.first && zoomed.second < whole.second, "the drag zooms in");
    QVERIFY((zoomed.second - zoomed.first) < 0.4 * (whole.second - whole.first));
    QTest::mouseClick(view->window()->windowHandle(), Qt::RightButton, {},
                      view->mapTo(view->window(), QPoint(400, view->height() / 2)));
    QCOMPARE(chart.xRange(), whole);
    drag();
    QVERIFY(chart.xRange() != whole);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Escape);
    QCOMPARE(chart.xRange(), whole);
}

void TestRatingHistoryChart::exportsALandscapeImageWithATitle()
{
    RatingHistoryChart chart;
    chart.resize(400, 643); // the portrait shape it has beside a table
    chart.setLeaderboard(QStringLiteral("Chess - Elo"));
    chart.setHistories({rising("Ann", 10, 1, 0.3), rising("Bob", 10, 101, -0.2)}, false);
    QCOMPARE(chart.exportTitle(), QStringLiteral("Chess - Elo: Ann, Bob"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chart.png"));
    QVERIFY(chart.savePng(path));
    const QImage image(path);
    QCOMPARE(image.size(), QSize(1600, 900));
    QVERIFY(image.width() > chart.width() && image.height() > chart.height());
    // The title is drawn: dark text in the top band, in the middle where a centred title lies.
    int dark = 0;
    for (int y = 0; y < 60; ++y) {
        for (int x = 600; x < 1000; ++x)
            dark += qGray(image.pixel(x, y)) < 100;
    }
    QVERIFY2(dark > 100, qPrintable(QString::number(dark)));
    QVERIFY(!chart.savePng(dir.filePath(QStringLiteral("no/such/folder/chart.png"))));
}

QTEST_MAIN(TestRatingHistoryChart)
#include "tst_ratinghistorychart.moc"
