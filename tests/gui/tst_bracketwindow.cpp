// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Drives the real main window offscreen through elimination events: the bracket tab of the Events page, its boxes
// as results come in, the standings that say how far each player went, and the bracket in the printed sheet.
#include "widgets/bracketview.h"
#include "windowfixture.h"

#include <QHelpEvent>
#include <QScrollBar>
#include <QSignalSpy>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

using namespace podium;
using namespace podium::test;

class TestBracketWindow : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void init() { openKartsClub(); }
    void cleanup() { m_window.reset(); }
    void sixPlayerCupToItsWinner();
    void doubleEliminationShowsBothBracketsAndTheGrandFinal();
    void otherFormatsHaveNoBracketTab();
    void aBracketOpensWholeAndZooms();

private:
    void createEvent(const QString &name, club::EventFormat format, const QStringList &entrants);
    /** "first | second" as the bracket's box shows its sides. */
    QString sides(int box) const;
    /** "place player: result" of a row of the Events page's standings. */
    QString standing(int row) const;
    QTabWidget *roundTabs() const;
};

void TestBracketWindow::createEvent(const QString &name, club::EventFormat format, const QStringList &entrants)
{
    Club &club = m_window->club();
    club::EventInput in;
    in.name = name;
    in.format = format;
    in.discipline = QStringLiteral("Karts");
    in.leaderboard = QStringLiteral("Karts");
    in.entrants = entrants;
    in.options.pairing = QStringLiteral("manual"); // seeded in the order of entry
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    m_window->eventsPage()->openEvent(name);
}

QString TestBracketWindow::sides(int box) const
{
    const auto boxes = m_window->eventsPage()->bracketView()->boxes();
    const auto &b = boxes.at(static_cast<std::size_t>(box));
    return b.sides[0] + QStringLiteral(" | ") + b.sides[1];
}

QString TestBracketWindow::standing(int row) const
{
    const QTableWidget *table = m_window->eventsPage()->standingsTable();
    return QStringLiteral("%1 %2: %3")
        .arg(table->item(row, 0)->text(), table->item(row, 1)->text(), table->item(row, 2)->text());
}

QTabWidget *TestBracketWindow::roundTabs() const
{
    return m_window->eventsPage()->findChild<QTabWidget *>(QStringLiteral("roundTabs"));
}

void TestBracketWindow::sixPlayerCupToItsWinner()
{
    createEvent(QStringLiteral("Cup"), club::EventFormat::SingleElimination,
                {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan"),
                 QStringLiteral("Eve"), QStringLiteral("Fay")});
    ui::EventsPage *page = m_window->eventsPage();
    ui::BracketView *bracket = page->bracketView();
    // The event opens on its bracket, whole from the start: byes for the top two seeds, round 2 and the final
    // waiting for their players.
    QVERIFY(roundTabs()->isTabVisible(1));
    QCOMPARE(roundTabs()->currentWidget(), bracket);
    QCOMPARE(int(bracket->boxes().size()), 7);
    QCOMPARE(sides(0), QStringLiteral("1 Ann | bye"));
    QCOMPARE(sides(1), QStringLiteral("4 Dan | 5 Eve"));
    QCOMPARE(sides(2), QStringLiteral("2 Bob | bye"));
    QCOMPARE(sides(3), QStringLiteral("3 Cid | 6 Fay"));
    QCOMPARE(sides(4), QStringLiteral("1 Ann | Winner of R1 M2"));
    QCOMPARE(sides(6), QStringLiteral("Winner of R2 M1 | Winner of R2 M2"));
    QCOMPARE(bracket->boxes()[0].winner, 0); // a bye goes through
    QCOMPARE(bracket->boxes()[1].winner, -1);
    // Round 1: Eve upsets Dan, Cid beats Fay; each winner advances as the result comes in.
    page->pairNextRound();
    QCOMPARE(page->message(), QString());
    QVERIFY(page->enterResult(1, 1, {2, 1}));
    QCOMPARE(bracket->boxes()[1].winner, 1);
    QCOMPARE(sides(4), QStringLiteral("1 Ann | 5 Eve"));
    QCOMPARE(sides(5), QStringLiteral("2 Bob | Winner of R1 M4"));
    QVERIFY(page->enterResult(1, 2, {1, 2}));
    QCOMPARE(sides(5), QStringLiteral("2 Bob | 3 Cid"));
    QCOMPARE(page->standingsTable()->horizontalHeaderItem(2)->text(), QStringLiteral("Result"));
    QCOMPARE(standing(0), QStringLiteral("1 Ann: Still in"));
    QCOMPARE(standing(4), QStringLiteral("5 Dan: Out in round 1"));
    QCOMPARE(standing(5), QStringLiteral("5 Fay: Out in round 1"));
    // The semi-finals: Ann and Cid go through to the final, which Cid wins.
    page->pairNextRound();
    QVERIFY(page->enterResult(2, 1, {1, 2}));
    QVERIFY(page->enterResult(2, 2, {2, 1}));
    QCOMPARE(sides(6), QStringLiteral("1 Ann | 3 Cid"));
    QCOMPARE(bracket->champion(), QString());
    page->pairNextRound();
    QVERIFY(page->enterResult(3, 1, {2, 1}));
    QCOMPARE(bracket->boxes()[6].winner, 1);
    QCOMPARE(bracket->champion(), QStringLiteral("Cid"));
    QCOMPARE(page->message(), QStringLiteral("Finished: 1. Cid, 2. Ann, 3. Bob, 3. Eve"));
    const QStringList expected {QStringLiteral("1 Cid: Winner"),
                                QStringLiteral("2 Ann: Lost the final"),
                                QStringLiteral("3 Bob: Out in the semi-finals"),
                                QStringLiteral("3 Eve: Out in the semi-finals"),
                                QStringLiteral("5 Dan: Out in round 1"),
                                QStringLiteral("5 Fay: Out in round 1")};
    for (int row = 0; row < 6; ++row)
        QCOMPARE(standing(row), expected[row]);
    // The printed sheet opens with the bracket, drawn on white and fitted to a landscape page.
    std::unique_ptr<QTextDocument> sheet(page->printable());
    QVERIFY(sheet->toHtml().contains(QStringLiteral("podium:bracket.png")));
    const QImage image
        = sheet->resource(QTextDocument::ImageResource, QUrl(QStringLiteral("podium:bracket.png"))).value<QImage>();
    QVERIFY(!image.isNull());
    QCOMPARE(image.pixelColor(1, 1), QColor(Qt::white));
    QVERIFY(image.width() > image.height());
    // Undo takes the final's result back: no champion, the final undecided again.
    m_window->undoStack()->undo();
    QCOMPARE(bracket->champion(), QString());
    QCOMPARE(bracket->boxes()[6].winner, -1);
    QCOMPARE(standing(0).endsWith(QStringLiteral("Still in")), true);
}

void TestBracketWindow::doubleEliminationShowsBothBracketsAndTheGrandFinal()
{
    createEvent(QStringLiteral("Double"), club::EventFormat::DoubleElimination,
                {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan")});
    ui::BracketView *bracket = m_window->eventsPage()->bracketView();
    const auto boxes = bracket->boxes();
    QCOMPARE(int(boxes.size()), 7); // three in the winners' bracket, two in the losers', the final and its reset
    QCOMPARE(boxes[3].caption, QStringLiteral("L1 M1"));
    QCOMPARE(sides(3), QStringLiteral("Loser of R1 M1 | Loser of R1 M2"));
    QCOMPARE(sides(4), QStringLiteral("Winner of L1 M1 | Loser of R2 M1"));
    QCOMPARE(boxes[5].caption, QStringLiteral("Grand final"));
    QCOMPARE(sides(5), QStringLiteral("Winner of R2 M1 | Winner of L2 M1"));
    QCOMPARE(boxes[6].caption, QStringLiteral("Reset"));
    // The losers' bracket draws below the winners' and the grand final to the right of both.
    QVERIFY(bracket->bracketSize().width() > 0);

    // C6 of the walkthrough of 28 November: paired, round 1 is paired, not "1 round played"; and a bracket that
    // runs takes no entrant, so Join is off rather than refusing after its dialog.
    ui::EventsPage *page = m_window->eventsPage();
    auto *title = page->findChild<QLabel *>(QStringLiteral("eventTitle"));
    auto *join = page->findChild<QPushButton *>(QStringLiteral("joinEvent"));
    QVERIFY(join->isEnabled());
    QVERIFY2(title->text().contains(QStringLiteral("0 round(s) played")), qPrintable(title->text()));
    club::Events events(m_window->database());
    events.pairNextRound(QStringLiteral("Double"));
    page->openEvent(QStringLiteral("Double"));
    QVERIFY2(title->text().contains(QStringLiteral("round 1 paired")), qPrintable(title->text()));
    QVERIFY(!title->text().contains(QStringLiteral("played")));
    QVERIFY(!join->isEnabled());
    QVERIFY(!join->toolTip().isEmpty());
    events.setResult(QStringLiteral("Double"), 1, 1, {1, 2}, QStringLiteral("2026-03-01T20:00:00"));
    page->openEvent(QStringLiteral("Double"));
    QVERIFY2(title->text().contains(QStringLiteral("round 1 paired")), qPrintable(title->text())); // one table left
    events.setResult(QStringLiteral("Double"), 1, 2, {1, 2}, QStringLiteral("2026-03-01T20:00:00"));
    page->openEvent(QStringLiteral("Double"));
    QVERIFY2(title->text().contains(QStringLiteral("1 round(s) played")), qPrintable(title->text()));
}

void TestBracketWindow::otherFormatsHaveNoBracketTab()
{
    createEvent(QStringLiteral("Cup"), club::EventFormat::SingleElimination,
                {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")});
    createEvent(QStringLiteral("Open"), club::EventFormat::Swiss,
                {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")});
    QVERIFY(!roundTabs()->isTabVisible(1));
    QCOMPARE(roundTabs()->currentWidget(), m_window->eventsPage()->pairingsTable());
    QCOMPARE(m_window->eventsPage()->standingsTable()->horizontalHeaderItem(2)->text(), QStringLiteral("Points"));
    std::unique_ptr<QTextDocument> sheet(m_window->eventsPage()->printable());
    QVERIFY(!sheet->toHtml().contains(QStringLiteral("podium:bracket.png")));
}

void TestBracketWindow::aBracketOpensWholeAndZooms()
{
    // U1 and M9 of the walkthrough of 28 November: at 1280x800 a double-elimination bracket had 900x290 pixels, and
    // its grand final was reachable only by dragging both scroll bars.
    m_window->resize(1280, 800);
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->eventsPage());
    QStringList twelve;
    for (int i = 1; i <= 12; ++i)
        twelve << QStringLiteral("K%1").arg(i, 2, 10, QLatin1Char('0'));
    createEvent(QStringLiteral("Big"), club::EventFormat::DoubleElimination, twelve);
    ui::EventsPage *page = m_window->eventsPage();
    ui::BracketView *bracket = page->bracketView();
    QCOMPARE(roundTabs()->currentWidget(), bracket);
    QTRY_VERIFY(bracket->viewport()->height() > 0);
    // The bracket has three quarters of the page's height below the round bar, the standings the rest.
    QVERIFY2(bracket->height() > 2 * page->standingsTable()->height(),
             qPrintable(QStringLiteral("%1 against %2").arg(bracket->height()).arg(page->standingsTable()->height())));
    // Whole in view, every box on the screen, and as large as fits.
    const int matches = int(bracket->boxes().size());
    QVERIFY(matches >= 20);
    const auto allInView = [&] {
        for (int m = 0; m < matches; ++m) {
            if (!bracket->viewport()->rect().contains(bracket->boxOnScreen(m)))
                return false;
        }
        return true;
    };
    QVERIFY(bracket->fitting());
    QVERIFY2(bracket->zoom() < 1 && bracket->zoom() >= ui::BracketView::kMinZoom,
             qPrintable(QString::number(bracket->zoom())));
    QVERIFY(allInView());
    const QSizeF shown = QSizeF(bracket->bracketSize()) * bracket->zoom();
    QVERIFY(shown.width() > bracket->viewport()->width() - 2 || shown.height() > bracket->viewport()->height() - 2);
    auto *scale = bracket->findChild<QLabel *>(QStringLiteral("bracketZoom"));
    QCOMPARE(scale->text(), QStringLiteral("%1%").arg(qRound(bracket->zoom() * 100)));

    // Too small to read whole: a box says what it holds under the pointer.
    const QPoint final = bracket->boxOnScreen(matches - 2).center();
    QHelpEvent help(QEvent::ToolTip, final, bracket->viewport()->mapToGlobal(final));
    QApplication::sendEvent(bracket->viewport(), &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY2(QToolTip::text().contains(QStringLiteral("Grand final")), qPrintable(QToolTip::text()));
    QToolTip::hideText();

    // Ctrl++ from the keyboard zooms in by a step, around the view's centre; Ctrl+0 fits the whole again.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    bracket->setFocus();
    const double fitted = bracket->zoom();
    QTest::keyClick(bracket, Qt::Key_Plus, Qt::ControlModifier);
    QVERIFY(!bracket->fitting());
    QVERIFY(std::abs(bracket->zoom() - fitted * std::pow(2.0, 0.25)) < 1e-9);
    QTest::keyClick(bracket, Qt::Key_0, Qt::ControlModifier);
    QVERIFY(bracket->fitting());
    QCOMPARE(bracket->zoom(), fitted);

    // Ctrl and the wheel zoom around the pointer: the box under it stays under it (at its own size and larger,
    // where the bracket is larger than the view and there is room to scroll).
    const int last = matches - 2; // the grand final
    const QPoint at = bracket->boxOnScreen(last).center();
    bracket->setZoom(1, at);
    QVERIFY2(bracket->boxOnScreen(last).contains(at), "the grand final moved away at its own size");
    for (int notch = 0; notch < 4; ++notch) {
        QWheelEvent wheel(at, bracket->viewport()->mapToGlobal(at), {}, {0, 120}, Qt::NoButton, Qt::ControlModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(bracket->viewport(), &wheel);
    }
    QVERIFY(std::abs(bracket->zoom() - 2) < 1e-9);
    QVERIFY2(bracket->boxOnScreen(last).contains(at), "the grand final moved away as the wheel zoomed");
    QVERIFY(!allInView());
    // A double click on the zoomed box of a paired match opens its result, as at the bracket's own size.
    page->pairNextRound();
    QSignalSpy opened(bracket, &ui::BracketView::matchActivated);
    int paired = -1;
    for (int m = 0; m < matches && paired < 0; ++m) {
        if (bracket->bracket().matches[static_cast<std::size_t>(m)].table > 0)
            paired = m;
    }
    QVERIFY(paired >= 0);
    bracket->zoomToFit();
    QVERIFY(allInView()); // the bracket drawn again for the round kept the view fitted
    bracket->setZoom(1.5, bracket->boxOnScreen(paired).center());
    const QRect box = bracket->boxOnScreen(paired);
    QVERIFY(bracket->viewport()->rect().contains(box.center()));
    QString dialogTitle;
    whenModal<QDialog>([&](QDialog *dialog) {
        dialogTitle = dialog->windowTitle();
        dialog->reject();
    });
    QTest::mouseDClick(bracket->viewport(), Qt::LeftButton, {}, box.center());
    QTRY_VERIFY(!dialogTitle.isEmpty()); // the match's result dialog opened (and was closed)
    QCOMPARE(opened.count(), 1);
    QCOMPARE(opened.at(0).at(0).toInt(), 1);
    QCOMPARE(opened.at(0).at(1).toInt(), bracket->bracket().matches[static_cast<std::size_t>(paired)].table);
    // Dragging moves it.
    const int before = bracket->horizontalScrollBar()->value();
    QTest::mousePress(bracket->viewport(), Qt::LeftButton, {}, {400, 100});
    QTest::mouseMove(bracket->viewport(), {300, 100});
    QTest::mouseRelease(bracket->viewport(), Qt::LeftButton, {}, {300, 100});
    QCOMPARE(bracket->horizontalScrollBar()->value(),
             std::min(before + 100, bracket->horizontalScrollBar()->maximum()));
}

QTEST_MAIN(TestBracketWindow)
#include "tst_bracketwindow.moc"
