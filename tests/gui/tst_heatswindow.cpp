// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Heat results typed from the keyboard on the Events page (GUI review B3, B7, C13): the dialog starts with no place
// given, keeps what was typed with the reason when the result is refused, the cursor then goes to the next table
// still to play, and replacing a table's result asks first.
#include "windowfixture.h"

#include <QInputDialog>
#include <QSet>
#include <QSpinBox>

using namespace podium;
using namespace podium::test;

namespace {

/** Runs act on the table dialog once it is open (the test's own event loop turn). */
void whenTableDialogOpens(const std::function<void(ui::TableResultDialog *)> &act)
{
    QTimer::singleShot(0, [act] {
        auto *dialog = qobject_cast<ui::TableResultDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        act(dialog);
        if (dialog->isVisible())
            dialog->reject();
    });
}

/** Answers the next question box with its Yes (replace) or No (keep) button, remembering its text. */
void whenAsked(QMessageBox::StandardButton answer, QString *text)
{
    QTimer::singleShot(0, [answer, text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        *text = box->text();
        box->button(answer)->click();
    });
}

std::vector<QSpinBox *> placesOf(ui::TableResultDialog *dialog)
{
    const QList<QSpinBox *> boxes = dialog->findChildren<QSpinBox *>();
    return {boxes.begin(), boxes.end()};
}

void type(const std::vector<QSpinBox *> &places, const std::vector<int> &order)
{
    for (std::size_t k = 0; k < places.size(); ++k)
        places[k]->setValue(order[k]);
}

std::vector<int> ranksOf(const club::EventTable &table)
{
    std::vector<int> ranks;
    for (const club::EventSeat &seat : table.seats)
        ranks.push_back(seat.rank);
    return ranks;
}

} // namespace

class TestHeatsWindow : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void init() { openKartsClub(); }
    void cleanup() { m_window.reset(); }
    void heatResultsMoveOnAndNeverReplaceUnasked();
    void theTopOfTheHeatsGoThroughToAFinal();
};

void TestHeatsWindow::heatResultsMoveOnAndNeverReplaceUnasked()
{
    Club &club = m_window->club();
    club::EventInput in;
    in.name = QStringLiteral("Kart Cup");
    in.format = club::EventFormat::Heats;
    in.discipline = QStringLiteral("Karts");
    for (const char *name : {"Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea"})
        in.entrants.append(QLatin1String(name));
    in.lobbySize = 4;
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->eventsPage());
    ui::EventsPage *page = m_window->eventsPage();
    page->openEvent(in.name);
    page->pairNextRound();
    QTableWidget *pairings = page->pairingsTable();
    QCOMPARE(pairings->rowCount(), 3);
    const auto tables = [&] { return club::Events(m_window->database()).tables(in.name, 1); };
    pairings->setFocus();
    pairings->setCurrentCell(1, 1); // table 2

    // C13: no place is given until typed, so a stray Enter saves nothing. B7: a refused order keeps the dialog
    // open with the places typed and the reason in it.
    std::vector<int> shownFirst, keptAfterRefusal;
    QString missingError, refusedError;
    whenTableDialogOpens([&](ui::TableResultDialog *dialog) {
        const auto places = placesOf(dialog);
        for (const QSpinBox *place : places)
            shownFirst.push_back(place->value());
        QTest::keyClick(dialog, Qt::Key_Return);
        QVERIFY(dialog->isVisible());
        missingError = dialog->error();
        type(places, {2, 2, 3, 4});
        QTest::keyClick(dialog, Qt::Key_Return);
        QVERIFY(dialog->isVisible());
        refusedError = dialog->error();
        for (const QSpinBox *place : places)
            keptAfterRefusal.push_back(place->value());
        type(places, {2, 1, 4, 3});
        QTest::keyClick(dialog, Qt::Key_Return);
        QVERIFY(!dialog->isVisible());
    });
    QTest::keyClick(pairings, Qt::Key_Return);
    QCOMPARE(shownFirst, (std::vector<int> {0, 0, 0, 0}));
    QCOMPARE(missingError, QStringLiteral("Not saved: give every player a place (1 for the winner)."));
    QVERIFY2(refusedError.contains(QStringLiteral("places 2, 2, 3, 4 are not a finishing order")),
             qPrintable(refusedError));
    QCOMPARE(keptAfterRefusal, (std::vector<int> {2, 2, 3, 4}));
    club::EventTable second = tables()[1];
    QCOMPARE(ranksOf(second), (std::vector<int> {2, 1, 4, 3}));
    QVERIFY(ranksOf(tables()[0]) == (std::vector<int> {0, 0, 0, 0}));
    // The Result column names the finishing order, winner first.
    QCOMPARE(pairings->item(1, 5)->text(),
             QStringLiteral("1st %1, 2nd %2, 3rd %3, 4th %4")
                 .arg(second.seats[1].player, second.seats[0].player, second.seats[3].player, second.seats[2].player));
    // B3: the cursor goes on to the next table still to play, table 3, not back to table 1.
    QCOMPARE(pairings->currentRow(), 2);

    // Table 3, then round the list to table 1, the one still open.
    whenTableDialogOpens([&](ui::TableResultDialog *dialog) {
        type(placesOf(dialog), {1, 2, 3, 4});
        dialog->accept();
    });
    QTest::keyClick(pairings, Qt::Key_Return);
    QCOMPARE(pairings->currentRow(), 0);

    // Back on table 2, which has a result: the dialog shows it, and a new order asks first; No keeps the old one.
    pairings->setCurrentCell(1, 1);
    std::vector<int> shownAgain;
    QString question, keptError;
    whenTableDialogOpens([&](ui::TableResultDialog *dialog) {
        const auto places = placesOf(dialog);
        for (const QSpinBox *place : places)
            shownAgain.push_back(place->value());
        type(places, {1, 2, 3, 4});
        whenAsked(QMessageBox::No, &question);
        dialog->accept();
        keptError = dialog->error();
    });
    QTest::keyClick(pairings, Qt::Key_Return);
    QCOMPARE(shownAgain, (std::vector<int> {2, 1, 4, 3}));
    QVERIFY2(question.startsWith(QStringLiteral("Table 2 already has a result: 1st ")), qPrintable(question));
    QCOMPARE(keptError, QStringLiteral("Not saved: the table keeps its result"));
    QCOMPARE(ranksOf(tables()[1]), (std::vector<int> {2, 1, 4, 3}));
    QCOMPARE(pairings->currentRow(), 1); // the cursor stays where the arbiter was
    // Yes replaces it, as one undoable step.
    whenTableDialogOpens([&](ui::TableResultDialog *dialog) {
        type(placesOf(dialog), {1, 2, 3, 4});
        whenAsked(QMessageBox::Yes, &question);
        dialog->accept();
    });
    QTest::keyClick(pairings, Qt::Key_Return);
    QCOMPARE(ranksOf(tables()[1]), (std::vector<int> {1, 2, 3, 4}));
    m_window->undoStack()->undo();
    QCOMPARE(ranksOf(tables()[1]), (std::vector<int> {2, 1, 4, 3}));
}

void TestHeatsWindow::theTopOfTheHeatsGoThroughToAFinal()
{
    // M3 of the walkthrough of 28 November: no "top N go through to a final"; the final made by hand as a second
    // event was back to lobbies of 8 where the heats had 4.
    Club &club = m_window->club();
    club::EventInput in;
    in.name = QStringLiteral("Kart Cup");
    in.format = club::EventFormat::Heats;
    in.discipline = QStringLiteral("Karts");
    in.rounds = 1;
    for (const char *name : {"Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"})
        in.entrants.append(QLatin1String(name));
    in.lobbySize = 4;
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->eventsPage());
    ui::EventsPage *page = m_window->eventsPage();
    page->openEvent(in.name);
    QVERIFY(!page->finalAction()->isEnabled()); // nothing raced yet
    page->pairNextRound();
    club::Events events(m_window->database());
    for (const club::EventTable &table : events.tables(in.name, 1))
        events.setResult(in.name, 1, table.table, {1, 2, 3, 4}, QStringLiteral("2026-03-01T20:00:00"));
    page->openEvent(in.name);
    QVERIFY(page->finalAction()->isEnabled());
    QStringList standings;
    for (const club::EventStanding &s : events.standings(in.name))
        standings.append(s.player);

    // Asked how many (the heats' lobby size offered), then the New Event dialog filled in: checked and created.
    int offered = 0;
    club::EventInput shown;
    whenModal<QInputDialog>([&](QInputDialog *ask) {
        offered = ask->intValue();
        ask->setIntValue(3);
        ask->accept();
        whenModal<ui::EventDialog>([&](ui::EventDialog *dialog) {
            shown = dialog->input();
            dialog->create();
            if (dialog->isVisible())
                dialog->reject();
        });
    });
    QVERIFY(page->makeFinal());
    QCOMPARE(offered, 4);
    QCOMPARE(shown.name, QStringLiteral("Kart Cup Final"));
    QCOMPARE(shown.format, club::EventFormat::Heats);
    QCOMPARE(shown.rounds, 1);
    QCOMPARE(shown.lobbySize, 3);
    QCOMPARE(shown.discipline, QStringLiteral("Karts"));
    QCOMPARE(QSet<QString>(shown.entrants.begin(), shown.entrants.end()),
             QSet<QString>(standings.begin(), standings.begin() + 3));
    const club::EventRecord final = events.get(QStringLiteral("Kart Cup Final"));
    QCOMPARE(final.lobbySize, 3);
    QCOMPARE(int(events.entrants(final.name).size()), 3);
    QCOMPARE(page->currentEvent(), final.name);
    // One step to undo.
    m_window->undoStack()->undo();
    QVERIFY(!page->currentEvent().contains(QStringLiteral("Final")));

    // The lobby size is remembered: a new Karts heats event starts with the latest heats' 4, not 8.
    ui::EventDialog dialog(m_window->database(), nullptr, [](const club::EventInput &) {});
    club::EventInput next;
    next.name = QStringLiteral("Next Cup");
    next.format = club::EventFormat::Heats;
    next.discipline = QStringLiteral("Karts");
    dialog.setInput(next);
    QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("lobbySize"))->value(), 4);
    next.discipline = QStringLiteral("Darts"); // no heats of its own: the format's 8
    dialog.setInput(next);
    QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("lobbySize"))->value(), 8);
}

QTEST_MAIN(TestHeatsWindow)
#include "tst_heatswindow.moc"
