// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Drives the real main window offscreen through elimination events: the bracket tab of the Events page, its boxes
// as results come in, the standings that say how far each player went, and the bracket in the printed sheet.
#include "widgets/bracketview.h"
#include "windowfixture.h"

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

QTEST_MAIN(TestBracketWindow)
#include "tst_bracketwindow.moc"
