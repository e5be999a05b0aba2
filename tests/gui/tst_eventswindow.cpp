// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Drives the real main window offscreen through events and pairings: a Swiss of three rounds, creating and deleting
// events undoably, an event's game deleted from the game log, suggested teams.
#include "dialogs/seedsdialog.h"
#include "widgets/eventpairingstable.h"
#include "windowfixture.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QLayout>
#include <QListWidget>
#include <QLocale>
#include <QSpinBox>

#include <map>

using namespace podium;
using namespace podium::test;

class TestEventsWindow : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void init() { openKartsClub(); }
    void cleanup() { m_window.reset(); }
    void threeRoundSwissEventEndToEnd();
    void pairingsPageSuggestsTeams();
    void pairingsPageTakesPairsInAnyCase();
    void creatingAnEventUndoes();
    void deletingAnEventUndoesWithItsRounds();
    void deletingAnEventsGameAsksFirstAndUndoPutsItBack();
    void newEventDialogAddsSeveralPlayersWithEnter();
    void newEventDialogMakesRoomForItsError();
    void newEventDialogShowsWhatTheFormatUses();
    void newEventDialogChoosesTheSwissStyle();
    void newEventDialogSeedsAsTickedEditedOrDrawn();
    void newEventDialogChoosesTheInitialColour();
    void matchScoresAreTypedOnTheRows();
    void resultsAreTypedOnTheRoundsRows();
    void swissFloatsAreExplainedInTheRound();
    void swissWithSidesShowsColours();
    void swissWithoutSidesShowsNoColours();
    void forfeitsAndALateEntrysHalfPointBye();
    void withoutAnEventItsButtonsRest();
    void halfPointByesForAReturnAndOnRequest();
    void anEntrantIsAbsentFromARoundWithoutWithdrawing_C14();
    void newEventDialogKeepsThePointsRule_L1();
};

void TestEventsWindow::threeRoundSwissEventEndToEnd()
{
    // Created through the dialog, paired and scored through the Events page, three rounds.
    Club &club = m_window->club();
    ui::EventDialog dialog(m_window->database(), nullptr, [&club](const club::EventInput &input) {
        club.run(std::make_unique<commands::CreateEvent>(club, input));
    });
    club::EventInput in;
    in.name = QStringLiteral("Friday Swiss");
    in.format = club::EventFormat::Swiss;
    in.discipline = QStringLiteral("Karts");
    in.options.style
        = QStringLiteral("fide"); // FIDE's Swiss on the karts' ratings: karts alone would play the card-game Swiss
    in.leaderboard = QStringLiteral("Karts");
    in.rounds = 3;
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan"),
                   QStringLiteral("Eve")};
    dialog.setInput(in);
    dialog.create();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    ui::EventsPage *page = m_window->eventsPage();
    page->openEvent(QStringLiteral("Friday Swiss"));
    QCOMPARE(page->currentEvent(), QStringLiteral("Friday Swiss"));
    // Checking in and withdrawing undo: a late entrant comes and goes again.
    page->setEntrant(QStringLiteral("Fay"), true);
    QCOMPARE(club::Events(m_window->database()).entrants(QStringLiteral("Friday Swiss")).size(), std::size_t(6));
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Fay joins Friday Swiss"));
    m_window->undoStack()->undo();
    QCOMPARE(club::Events(m_window->database()).entrants(QStringLiteral("Friday Swiss")).size(), std::size_t(5));
    page->setEntrant(QStringLiteral("Eve"), false);
    QVERIFY(!club::Events(m_window->database()).entrants(QStringLiteral("Friday Swiss")).back().active);
    m_window->undoStack()->undo();
    QVERIFY(club::Events(m_window->database()).entrants(QStringLiteral("Friday Swiss")).back().active);
    const int gamesBefore = m_window->gamesPage()->model()->rowCount();
    std::set<QString> byes;
    for (int round = 1; round <= 3; ++round) {
        page->pairNextRound();
        QCOMPARE(page->message(), QString());
        QCOMPARE(page->currentRound(), round);
        QTableWidget *pairings = page->pairingsTable();
        QCOMPARE(pairings->rowCount(), 3); // two games and a bye
        QCOMPARE(pairings->item(2, 5)->text(), QStringLiteral("Bye"));
        QVERIFY(byes.insert(pairings->item(2, 1)->text()).second);
        for (int table = 1; table <= 2; ++table) {
            QVERIFY(!pairings->item(table - 1, 3)->text().isEmpty()); // the quality is shown
            QVERIFY(page->enterResult(round, table, {1, 2}));
        }
        QVERIFY(page->pairingsTable()->item(0, 5)->text().endsWith(QStringLiteral(" won")));
    }
    // Undo takes back the last two results and the pairing of round 3; redo brings them back.
    QUndoStack *undo = m_window->undoStack();
    QCOMPARE(undo->undoText(), QStringLiteral("Result of Friday Swiss, round 3, table 2"));
    undo->undo();
    QCOMPARE(page->pairingsTable()->item(1, 5)->text(), QString());
    gamesRead();
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), gamesBefore + 5);
    undo->undo();
    undo->undo();
    QCOMPARE(club::Events(m_window->database()).roundCount(QStringLiteral("Friday Swiss")), 2);
    for (int step = 0; step < 3; ++step)
        undo->redo();
    QCOMPARE(club::Events(m_window->database()).roundCount(QStringLiteral("Friday Swiss")), 3);
    QCOMPARE(page->pairingsTable()->item(1, 5)->text().endsWith(QStringLiteral(" won")), true);
    // The last result finishes the event: the page names the podium, and there is no next round to pair.
    QVERIFY2(page->message().startsWith(QStringLiteral("Finished: 1. ")), qPrintable(page->message()));
    QPushButton *pairNext = nullptr;
    for (QPushButton *button : page->findChildren<QPushButton *>())
        pairNext = button->text() == QStringLiteral("Pair Ne&xt Round") ? button : pairNext;
    QVERIFY(pairNext && !pairNext->isEnabled());
    QCOMPARE(club::Events(m_window->database()).get(QStringLiteral("Friday Swiss")).status,
             club::EventStatus::Finished);
    // The standings export as CSV from the page: the header names the tie-breaks, the first line is the winner.
    const QString exported = m_dir.filePath(QStringLiteral("friday.csv"));
    QVERIFY(page->exportStandings(exported));
    QFile file(exported);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QVERIFY2(lines[0].startsWith("place,player,points,"), lines[0].constData());
    QVERIFY2(lines[1].startsWith(QByteArray("1," + page->standingsTable()->item(0, 1)->text().toUtf8() + ",")),
             lines[1].constData());
    QCOMPARE(lines.size(), 7); // a header, five entrants and the last line's end
    // Six games went into the history and onto the leaderboard.
    gamesRead();
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), gamesBefore + 6);
    QCOMPARE(m_window->leaderboardPage()->model()->rowCount(), 5); // Dan and Eve joined the leaderboard
    QTableWidget *standings = page->standingsTable();
    QCOMPARE(standings->rowCount(), 5);
    double points = 0;
    for (int r = 0; r < 5; ++r)
        points += standings->item(r, 2)->text().toDouble();
    QCOMPARE(points, 6.0 + 3.0); // six games and three byes, a point each
    QCOMPARE(standings->horizontalHeaderItem(3)->text(), QStringLiteral("Colours")); // sides: on by default
    QCOMPARE(standings->horizontalHeaderItem(4)->text(), QStringLiteral("Buchholz cut 1"));
    // The sheet that prints: the round's pairings and the standings.
    std::unique_ptr<QTextDocument> sheet(page->printable());
    const QString text = sheet->toPlainText();
    QVERIFY2(text.startsWith(QStringLiteral("Friday Swiss\nRound 3\n")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Standings")));
    QVERIFY(text.contains(standings->item(0, 1)->text()));
}

void TestEventsWindow::pairingsPageSuggestsTeams()
{
    ui::PairingsPage *page = m_window->pairingsPage();
    page->setPresent({QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")});
    page->setMode(ui::PairingsPage::Mode::Teams, 4);
    page->suggest();
    QCOMPARE(page->message(), QStringLiteral("more teams (4) than players (3)"));
    page->setMode(ui::PairingsPage::Mode::HeadToHead, 2);
    page->suggest();
    QCOMPARE(page->message(), QString());
    QCOMPARE(page->suggestions().size(), std::size_t(2)); // a game and a bye
    QVERIFY(page->suggestions()[0].quality > 0);
    page->setMode(ui::PairingsPage::Mode::ClubNight, 1);
    page->suggest();
    QCOMPARE(page->suggestions().size(), std::size_t(1));
    const QStringList first {page->suggestions()[0].sides[0].front(), page->suggestions()[0].sides[1].front()};
    page->gamesStarted();
    page->suggest();
    // The one who sat out plays next.
    const QStringList next {page->suggestions()[0].sides[0].front(), page->suggestions()[0].sides[1].front()};
    for (const QString &p : {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")}) {
        if (!first.contains(p))
            QVERIFY2(next.contains(p), qPrintable(next.join(QLatin1Char(','))));
    }
}

void TestEventsWindow::pairingsPageTakesPairsInAnyCase()
{
    // The same rule as podium-cli pair --together: names match the players present whatever their case.
    ui::PairingsPage *page = m_window->pairingsPage();
    page->setPresent({QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")});
    page->setMode(ui::PairingsPage::Mode::Teams, 2);
    auto *together = page->findChild<QLineEdit *>(QStringLiteral("keepTogether"));
    QVERIFY(together);
    together->setText(QStringLiteral(" ann + BOB "));
    page->suggest();
    QCOMPARE(page->message(), QString());
    QCOMPARE(page->suggestions().size(), std::size_t(1));
    const auto &sides = page->suggestions()[0].sides;
    const auto pair = std::find_if(sides.begin(), sides.end(),
                                   [](const QStringList &side) { return side.contains(QStringLiteral("Ann")); });
    QVERIFY(pair != sides.end());
    QCOMPARE(*pair, (QStringList {QStringLiteral("Ann"), QStringLiteral("Bob")}));
    together->setText(QStringLiteral("Ann+Zed"));
    page->suggest();
    QCOMPARE(page->message(), QStringLiteral("'Ann+Zed' is not two of the players joined by +"));
    together->clear();
}

void TestEventsWindow::creatingAnEventUndoes()
{
    // What the Events page's New Event does: the dialog hands the event to a command on the undo stack.
    club::EventInput in;
    in.name = QStringLiteral("Cup");
    in.format = club::EventFormat::SingleElimination;
    in.discipline = QStringLiteral("Karts");
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")};
    QUndoStack *undo = m_window->undoStack();
    Club &club = m_window->club();
    ui::EventDialog dialog(m_window->database(), nullptr, [&](const club::EventInput &input) {
        club.run(std::make_unique<commands::CreateEvent>(club, input));
    });
    dialog.setInput(in);
    dialog.create();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(undo->undoText(), QStringLiteral("Create event Cup"));
    club::Events events(m_window->database());
    QCOMPARE(events.list().size(), std::size_t(1));
    undo->undo();
    QVERIFY(events.list().empty());
    undo->redo();
    QCOMPARE(events.entrants(QStringLiteral("Cup")).size(), std::size_t(3));
    // A refused event is not pushed: the dialog says why and stays open.
    ui::EventDialog again(m_window->database(), nullptr, [&](const club::EventInput &input) {
        club.run(std::make_unique<commands::CreateEvent>(club, input));
    });
    again.setInput(in);
    again.create();
    QVERIFY(again.result() != int(QDialog::Accepted));
    QCOMPARE(again.findChild<QLabel *>(QStringLiteral("eventError"))->text(),
             QStringLiteral("Not created: there is already an event called 'Cup'"));
    QCOMPARE(undo->count(), 1);
}

void TestEventsWindow::deletingAnEventUndoesWithItsRounds()
{
    // Deleting an event asks nothing: it is undoable, and undo brings back its entrants, rounds and results.
    Club &club = m_window->club();
    club::EventInput in;
    in.name = QStringLiteral("Night");
    in.format = club::EventFormat::RoundRobin;
    in.discipline = QStringLiteral("Karts");
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")};
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    ui::EventsPage *page = m_window->eventsPage();
    page->openEvent(QStringLiteral("Night"));
    page->pairNextRound();
    const int table = page->pairingsTable()->item(0, 0)->data(Qt::UserRole).toInt();
    QVERIFY(page->enterResult(1, table, {1, 2}));
    const auto before = club::Events(m_window->database()).tables(QStringLiteral("Night"));
    QPushButton *remove = nullptr;
    for (QPushButton *button : page->findChildren<QPushButton *>()) {
        if (button->text() == QStringLiteral("Dele&te Event"))
            remove = button;
    }
    QVERIFY(remove);
    QTest::mouseClick(remove, Qt::LeftButton);
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Delete event Night"));
    QVERIFY(club::Events(m_window->database()).list().empty());
    QCOMPARE(page->currentEvent(), QString());
    gamesRead();
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 4); // the result stays in the history
    m_window->undoStack()->undo();
    QCOMPARE(page->currentEvent(), QStringLiteral("Night"));
    const auto after = club::Events(m_window->database()).tables(QStringLiteral("Night"));
    QCOMPARE(after.size(), before.size());
    for (std::size_t t = 0; t < after.size(); ++t) {
        QCOMPARE(after[t].gameId, before[t].gameId);
        QCOMPARE(after[t].seats.size(), before[t].seats.size());
        for (std::size_t k = 0; k < after[t].seats.size(); ++k) {
            QCOMPARE(after[t].seats[k].player, before[t].seats[k].player);
            QCOMPARE(after[t].seats[k].rank, before[t].seats[k].rank);
        }
    }
    QCOMPARE(club::Events(m_window->database()).standings(QStringLiteral("Night")).front().points, 1.0);
}

void TestEventsWindow::deletingAnEventsGameAsksFirstAndUndoPutsItBack()
{
    Club &club = m_window->club();
    club::EventInput in;
    in.name = QStringLiteral("Duels");
    in.format = club::EventFormat::RoundRobin;
    in.discipline = QStringLiteral("Karts");
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob")};
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    club.run(std::make_unique<commands::PairRound>(club, QStringLiteral("Duels")));
    const qint64 game = club.run(std::make_unique<commands::EventResult>(club, QStringLiteral("Duels"), 1, 1,
                                                                         std::vector<int> {1, 2}))
                            .gameId();
    club::Events events(m_window->database());
    // The question names the event, round and table; No (the default) deletes nothing.
    QString asked;
    const auto answer = [&asked](QMessageBox::StandardButton button) {
        QTimer::singleShot(0, [&asked, button] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            asked = box->text();
            QCOMPARE(box->defaultButton(), box->button(QMessageBox::No));
            box->button(button)->click();
        });
    };
    answer(QMessageBox::No);
    m_window->deleteResult(game);
    QVERIFY2(asked.startsWith(QStringLiteral("This game is the result of Duels, round 1, table 1.")),
             qPrintable(asked));
    QCOMPARE(events.tables(QStringLiteral("Duels"), 1).front().gameId, game);
    answer(QMessageBox::Yes);
    m_window->deleteResult(game);
    QCOMPARE(events.tables(QStringLiteral("Duels"), 1).front().gameId, 0);
    QCOMPARE(m_window->eventsPage()->standingsTable()->item(0, 2)->text(), QStringLiteral("0"));
    m_window->undoStack()->undo();
    QCOMPARE(events.tables(QStringLiteral("Duels"), 1).front().gameId, game);
    QCOMPARE(events.standings(QStringLiteral("Duels")).front().player, QStringLiteral("Ann"));
    QCOMPARE(events.standings(QStringLiteral("Duels")).front().points, 1.0);
}

void TestEventsWindow::newEventDialogAddsSeveralPlayersWithEnter()
{
    // B4: Enter in the new-player field added one player and created the event at once.
    int created = 0;
    club::EventInput made;
    ui::EventDialog dialog(m_window->database(), nullptr, [&](const club::EventInput &input) {
        ++created;
        made = input;
    });
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *name = dialog.findChild<QLineEdit *>(QStringLiteral("eventName"));
    QTest::keyClicks(name, QStringLiteral("Friday"));
    auto *field = dialog.findChild<QLineEdit *>(QStringLiteral("newEntrant"));
    auto *count = dialog.findChild<QLabel *>(QStringLiteral("entrantCount"));
    auto *note = dialog.findChild<QLabel *>(QStringLiteral("newEntrantNote"));
    // The tests run without the English plural forms: "%n entrant(s)".
    auto entrantsText = [](int n) { return ui::EventDialog::tr("%n entrant(s)", nullptr, n); };
    QCOMPARE(count->text(), entrantsText(0));
    field->setFocus();
    for (const QString &player : {QStringLiteral("Ivan"), QStringLiteral("Kevin"), QStringLiteral("bob")}) {
        QTest::keyClicks(field, player);
        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY(dialog.isVisible());
        QCOMPARE(created, 0);
        QCOMPARE(field->text(), QString());
    }
    // "bob" ticks the club's Bob rather than adding a second one.
    QCOMPARE(count->text(), entrantsText(3));
    QCOMPARE(note->text(), QStringLiteral("Bob is ticked."));
    // A name one slip from a member gets a question, not silence.
    QTest::keyClicks(field, QStringLiteral("Ciid"));
    QTest::keyClick(field, Qt::Key_Enter);
    QCOMPARE(note->text(),
             QStringLiteral("Ciid is new to the club. Did you mean Cid? Untick Ciid and tick Cid if so."));
    auto *entrants = dialog.findChild<QListWidget *>(QStringLiteral("entrants"));
    QCOMPARE(entrants->count(), 6); // Ann, Bob, Cid and the three new ones
    // Unticking the typed name takes its note away (C14 of the walkthrough of 28 November); unticking another
    // does not.
    QVERIFY(note->isVisibleTo(&dialog));
    entrants->findItems(QStringLiteral("Ivan"), Qt::MatchExactly).front()->setCheckState(Qt::Unchecked);
    QVERIFY(note->isVisibleTo(&dialog));
    entrants->findItems(QStringLiteral("Ciid"), Qt::MatchExactly).front()->setCheckState(Qt::Unchecked);
    QVERIFY(!note->isVisibleTo(&dialog));
    entrants->findItems(QStringLiteral("Ivan"), Qt::MatchExactly).front()->setCheckState(Qt::Checked);
    entrants->findItems(QStringLiteral("Ciid"), Qt::MatchExactly).front()->setCheckState(Qt::Checked);
    // The filter narrows the list, Select all ticks what it shows, and the count says both.
    auto *filter = dialog.findChild<QLineEdit *>(QStringLiteral("entrantFilter"));
    QTest::keyClicks(filter, QStringLiteral("an"));
    QCOMPARE(count->text(), entrantsText(4) + QStringLiteral("; 2 of 6 players shown")); // Ann, Ivan
    const auto buttons = dialog.findChildren<QPushButton *>();
    auto button = [&](const QString &text) {
        return *std::find_if(buttons.begin(), buttons.end(), [&](QPushButton *b) { return b->text() == text; });
    };
    button(QStringLiteral("Select &all"))->click();
    QCOMPARE(count->text(), entrantsText(5) + QStringLiteral("; 2 of 6 players shown"));
    filter->clear();
    button(QStringLiteral("Select &none"))->click();
    QCOMPARE(count->text(), entrantsText(0));
    for (int i = 0; i < entrants->count(); ++i)
        entrants->item(i)->setCheckState(entrants->item(i)->text() == QLatin1String("Ciid") ? Qt::Unchecked
                                                                                            : Qt::Checked);
    // Enter elsewhere still creates the event, with everyone ticked.
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(created, 1);
    QCOMPARE(made.entrants,
             QStringList({QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Ivan"),
                          QStringLiteral("Kevin")}));
}

void TestEventsWindow::newEventDialogMakesRoomForItsError()
{
    // Seen in German at 1280x800 (issue 31): an error of two lines pushed the count of entrants over their list.
    ui::EventDialog dialog(m_window->database(), nullptr, [](const club::EventInput &in) {
        // As the club refuses it, with the long name in its message.
        throw store::DbError(QStringLiteral("event '%1': an event needs at least two entrants").arg(in.name));
    });
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *name = dialog.findChild<QLineEdit *>(QStringLiteral("eventName"));
    name->setText(QStringLiteral("Maximilian Oberhuber-Schwarzenegger Konstantin Wolkenstein Bartholomaeus "
                                 "Vierzehnheiligen Invitational"));
    QTest::keyClick(name, Qt::Key_Return); // no entrants: refused, with its reason
    QVERIFY(dialog.isVisible());
    QTest::qWait(0);
    auto *count = dialog.findChild<QLabel *>(QStringLiteral("entrantCount"));
    auto *entrants = dialog.findChild<QListWidget *>(QStringLiteral("entrants"));
    QVERIFY(dialog.height() >= dialog.layout()->totalHeightForWidth(dialog.width()));
    QVERIFY2(count->mapTo(&dialog, QPoint(0, 0)).y() >= entrants->mapTo(&dialog, QPoint(0, entrants->height())).y(),
             "the count of entrants is drawn over their list");
}

void TestEventsWindow::newEventDialogShowsWhatTheFormatUses()
{
    // C10: a Chess event lists Chess's leaderboards and those of every discipline, never another discipline's.
    Club &club = m_window->club();
    club.run(std::make_unique<commands::CreateLeaderboard>(
        club,
        club::LeaderboardRecord {
            0, QStringLiteral("Chess Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}}));
    club.run(std::make_unique<commands::CreateLeaderboard>(
        club, club::LeaderboardRecord {0, QStringLiteral("Everything"), QString(), QStringLiteral("elo"), {}, {}, {}}));
    club::EventInput made;
    ui::EventDialog dialog(m_window->database(), nullptr, [&](const club::EventInput &input) { made = input; });
    dialog.show();
    auto *ratings = dialog.findChild<QComboBox *>(QStringLiteral("ratingsFrom"));
    auto items = [&] {
        QStringList texts;
        for (int i = 0; i < ratings->count(); ++i)
            texts.append(ratings->itemText(i));
        return texts;
    };
    club::EventInput in;
    in.name = QStringLiteral("Open");
    in.discipline = QStringLiteral("Karts");
    dialog.setInput(in);
    QCOMPARE(items(), QStringList({QStringLiteral("Karts"), QStringLiteral("Everything (every discipline)")}));
    in.discipline = QStringLiteral("Chess");
    dialog.setInput(in);
    QCOMPARE(items(), QStringList({QStringLiteral("Chess Elo"), QStringLiteral("Everything (every discipline)")}));
    in.discipline = QStringLiteral("Darts");
    dialog.setInput(in);
    QCOMPARE(items(), QStringList({QStringLiteral("Everything (every discipline)")}));
    // A bracket shows no points, draws or tie-breaks; a Swiss shows them; heats show points by place.
    auto shown
        = [&](const char *) { return dialog.findChild<QDoubleSpinBox *>()->parentWidget()->isVisibleTo(&dialog); };
    auto *format = dialog.findChildren<QComboBox *>().at(0);
    auto *tieBreaks = dialog.findChildren<QListWidget *>().at(0);
    format->setCurrentIndex(format->findData(int(club::EventFormat::SingleElimination)));
    QVERIFY(!shown("points"));
    QVERIFY(!tieBreaks->isVisibleTo(&dialog));
    format->setCurrentIndex(format->findData(int(club::EventFormat::Swiss)));
    QVERIFY(shown("points"));
    QVERIFY(tieBreaks->isVisibleTo(&dialog));
    // Heats read their points by place (the field was never read before).
    format->setCurrentIndex(format->findData(int(club::EventFormat::Heats)));
    QVERIFY(!shown("points"));
    auto *places = dialog.findChild<QLineEdit *>(QStringLiteral("pointsByPlace"));
    QCOMPARE(places->text(), QStringLiteral("10-8-6-5-4-3-2-1"));
    places->setText(QStringLiteral("25-18-15"));
    QCOMPARE(dialog.input().options.places, (std::vector<double> {25, 18, 15}));
    places->setText(QStringLiteral("25-x"));
    dialog.create();
    QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("eventError"))->text(),
             QStringLiteral("Not created: points by place: option places: 'x' is not a number"));
}

void TestEventsWindow::newEventDialogSeedsAsTickedEditedOrDrawn()
{
    // M5 of the walkthrough of 28 November: "seeded in the order of entry" was the alphabetical tick list, with no
    // way to edit the seeds or draw them by lot.
    club::EventInput made;
    ui::EventDialog dialog(m_window->database(), nullptr, [&](const club::EventInput &input) { made = input; });
    dialog.show();
    auto *format = dialog.findChildren<QComboBox *>().at(0);
    format->setCurrentIndex(format->findData(int(club::EventFormat::SingleElimination)));
    auto *pairing = dialog.findChild<QComboBox *>(QStringLiteral("eventPairing"));
    auto *seeds = dialog.findChild<QPushButton *>(QStringLiteral("editSeeds"));
    QVERIFY(!seeds->isVisibleTo(&dialog)); // seeded by rating: nothing to order
    pairing->setCurrentIndex(pairing->findData(QStringLiteral("manual")));
    QVERIFY(seeds->isVisibleTo(&dialog));
    QVERIFY(!seeds->isEnabled()); // no two entrants yet
    // Ticked Cid, Ann, Bob: that is the order of entry.
    auto *entrants = dialog.findChild<QListWidget *>(QStringLiteral("entrants"));
    for (const QString &name : {QStringLiteral("Cid"), QStringLiteral("Ann"), QStringLiteral("Bob")})
        entrants->findItems(name, Qt::MatchExactly).front()->setCheckState(Qt::Checked);
    QVERIFY(seeds->isEnabled());
    QCOMPARE(dialog.input().entrants,
             QStringList({QStringLiteral("Cid"), QStringLiteral("Ann"), QStringLiteral("Bob")}));
    // The Seeds dialog moves Bob to the top with Ctrl+Up twice; OK keeps that order.
    QStringList shown;
    whenModal<ui::SeedsDialog>([&](ui::SeedsDialog *box) {
        for (int i = 0; i < box->list()->count(); ++i)
            shown << box->list()->item(i)->text();
        box->list()->setCurrentRow(2);
        box->list()->setFocus();
        QTest::keyClick(box->list(), Qt::Key_Up, Qt::ControlModifier);
        QTest::keyClick(box->list(), Qt::Key_Up, Qt::ControlModifier);
        box->accept();
    });
    QTest::mouseClick(seeds, Qt::LeftButton);
    QCOMPARE(shown, QStringList({QStringLiteral("1. Cid"), QStringLiteral("2. Ann"), QStringLiteral("3. Bob")}));
    QCOMPARE(dialog.input().entrants,
             QStringList({QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Ann")}));
    // Cancel changes nothing.
    whenModal<ui::SeedsDialog>([](ui::SeedsDialog *box) {
        box->moveChosen(1);
        box->reject();
    });
    QTest::mouseClick(seeds, Qt::LeftButton);
    QCOMPARE(dialog.input().entrants,
             QStringList({QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Ann")}));
    // Unticking Cid leaves the others in their order; a player ticked later comes last.
    entrants->findItems(QStringLiteral("Cid"), Qt::MatchExactly).front()->setCheckState(Qt::Unchecked);
    entrants->findItems(QStringLiteral("Cid"), Qt::MatchExactly).front()->setCheckState(Qt::Checked);
    QCOMPARE(dialog.input().entrants,
             QStringList({QStringLiteral("Bob"), QStringLiteral("Ann"), QStringLiteral("Cid")}));
    // Seeded by rating the list's order stands, as before.
    pairing->setCurrentIndex(pairing->findData(QStringLiteral("rating")));
    QCOMPARE(dialog.input().entrants,
             QStringList({QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")}));
    pairing->setCurrentIndex(pairing->findData(QStringLiteral("manual")));

    // A draw by lot: each of the 3! orders of the seeds comes up, none of them favoured. Chi-squared over 600 draws
    // with 5 degrees of freedom: a fair draw passes 36.0 but once in a million runs (the upper regularized gamma
    // function Q(2.5, 18) = 9.5e-7, mpmath); one order twice as likely as the others gives 66 on average and fails.
    ui::SeedsDialog lot(dialog.input().entrants);
    std::map<QString, int> counts;
    for (int draw = 0; draw < 600; ++draw) {
        lot.drawByLot();
        ++counts[lot.seeds().join(QLatin1Char(','))];
        QCOMPARE(lot.list()->item(0)->text().left(3), QStringLiteral("1. "));
    }
    QCOMPARE(counts.size(), std::size_t(6));
    double chi2 = 0;
    for (const auto &[order, n] : counts)
        chi2 += (n - 100.0) * (n - 100.0) / 100.0;
    QVERIFY2(chi2 < 36.0, qPrintable(QString::number(chi2)));
    // The drawn order, accepted, is the event's.
    QStringList drawn;
    whenModal<ui::SeedsDialog>([&](ui::SeedsDialog *box) {
        QTest::mouseClick(box->findChild<QPushButton *>(QStringLiteral("drawSeedsByLot")), Qt::LeftButton);
        drawn = box->seeds();
        box->accept();
    });
    QTest::mouseClick(seeds, Qt::LeftButton);
    QCOMPARE(dialog.input().entrants, drawn);
    QCOMPARE(dialog.input().options.pairing, QStringLiteral("manual"));
}

void TestEventsWindow::newEventDialogChoosesTheSwissStyle()
{
    // Issue 12: a Swiss offers the three styles, each explained in a line; the style follows the discipline
    // (chess: FIDE's; cards: the card-game Swiss) and the sides until the organiser picks one, and brings its
    // points, tie-breaks and recommended rounds.
    club::EventInput made;
    ui::EventDialog dialog(m_window->database(), nullptr, [&](const club::EventInput &input) { made = input; });
    dialog.show();
    club::EventInput in;
    in.name = QStringLiteral("Friday");
    in.discipline = QStringLiteral("Cards");
    for (int i = 1; i <= 9; ++i)
        in.entrants.append(QStringLiteral("Player %1").arg(i));
    dialog.setInput(in);
    auto *style = dialog.findChild<QComboBox *>(QStringLiteral("swissStyle"));
    auto *note = dialog.findChild<QLabel *>(QStringLiteral("swissStyleNote"));
    auto *sides = dialog.findChild<QCheckBox *>(QStringLiteral("balanceSides"));
    auto *rounds = dialog.findChildren<QSpinBox *>().at(0);
    QVERIFY(style && note && sides);
    QVERIFY(style->isVisible() && note->isVisible() && sides->isVisible());
    QCOMPARE(style->count(), 3);
    QVERIFY(!sides->isChecked()); // a card game's
    QCOMPARE(style->currentData().toString(), QStringLiteral("games"));
    auto *discipline = dialog.findChild<QComboBox *>(QStringLiteral("discipline"));
    QVERIFY(discipline && discipline->isEditable());
    discipline->setFocus();
    discipline->lineEdit()->selectAll();
    QTest::keyClicks(discipline, QStringLiteral("Rapid chess"));
    QCOMPARE(dialog.input().discipline, QStringLiteral("Rapid chess"));
    QVERIFY(sides->isChecked());
    QCOMPARE(style->currentText(), QStringLiteral("FIDE Dutch system"));
    QCOMPARE(note->text(),
             QStringLiteral("FIDE Dutch system: top half against bottom half, colours balanced — for "
                            "chess and games with sides."));
    QCOMPARE(rounds->specialValueText(), ui::EventDialog::tr("Automatic: %n round(s)", nullptr, 4)); // ⌈log₂ 9⌉
    // No sides: the card-game Swiss, 3/1/0, OMW% first, 5 rounds for 9 players (Magic Tournament Rules, App. E).
    QTest::mouseClick(sides, Qt::LeftButton, {}, QPoint(8, sides->height() / 2));
    QVERIFY(!sides->isChecked());
    QCOMPARE(style->currentData().toString(), QStringLiteral("games"));
    discipline->lineEdit()->selectAll();
    QTest::keyClicks(discipline, QStringLiteral("Chess")); // the organiser's sides stand
    QVERIFY(!sides->isChecked());
    QCOMPARE(note->text(),
             QStringLiteral("Card-game Swiss: 3 points a win, random pairing in each point group, "
                            "tie-breaks by opponents' match-win % — for card and video games."));
    QCOMPARE(rounds->specialValueText(), ui::EventDialog::tr("Automatic: %n round(s)", nullptr, 5));
    QCOMPARE(dialog.input().options.win, 3.0);
    QCOMPARE(dialog.input().options.tieBreaks,
             QStringList({QStringLiteral("omw"), QStringLiteral("gw"), QStringLiteral("ogw")}));
    // The organiser picks the closest ratings with the keyboard; the sides no longer move the style.
    style->setFocus();
    QTest::keyClick(style, Qt::Key_Down);
    QCOMPARE(style->currentData().toString(), QStringLiteral("rating"));
    QCOMPARE(note->text(),
             QStringLiteral("Closest ratings within score groups: casual club nights, not a standard Swiss."));
    QCOMPARE(dialog.input().options.win, 1.0);
    QTest::mouseClick(sides, Qt::LeftButton, {}, QPoint(8, sides->height() / 2));
    QVERIFY(sides->isChecked());
    QCOMPARE(style->currentData().toString(), QStringLiteral("rating"));
    dialog.create();
    QCOMPARE(made.options.style, QStringLiteral("rating"));
    QVERIFY(made.options.balanceSides);
    QCOMPARE(made.entrants.size(), 9);
    // Other formats have no style.
    auto *format = dialog.findChildren<QComboBox *>().at(0);
    format->setCurrentIndex(format->findData(int(club::EventFormat::RoundRobin)));
    QVERIFY(!style->isVisibleTo(&dialog) && !sides->isVisibleTo(&dialog));
    QCOMPARE(dialog.input().options.style, QString());
}

void TestEventsWindow::newEventDialogChoosesTheInitialColour()
{
    // Issue 26: a FIDE Swiss with sides offers the initial colour (C.04.3): White, Black or drawn by lot; the lot is
    // drawn as the event is created, so the event made has a colour and remembers it was a lot.
    ui::EventDialog dialog(m_window->database(), nullptr, [&](const club::EventInput &input) {
        m_window->club().run(std::make_unique<commands::CreateEvent>(m_window->club(), input));
    });
    dialog.show();
    club::EventInput in;
    in.name = QStringLiteral("Lot");
    in.discipline = QStringLiteral("Chess");
    for (int i = 1; i <= 6; ++i)
        in.entrants.append(QStringLiteral("Player %1").arg(i));
    dialog.setInput(in);
    auto *colour = dialog.findChild<QComboBox *>(QStringLiteral("initialColour"));
    auto *style = dialog.findChild<QComboBox *>(QStringLiteral("swissStyle"));
    QVERIFY(colour && style);
    QVERIFY(colour->isVisible());
    QCOMPARE(colour->currentText(), ui::EventDialog::tr("White"));
    QCOMPARE(dialog.input().options.initialColour, QString());
    colour->setFocus();
    QTest::keyClick(colour, Qt::Key_Down);
    QCOMPARE(dialog.input().options.initialColour, QStringLiteral("black"));
    QTest::keyClick(colour, Qt::Key_Down);
    QCOMPARE(colour->currentText(), ui::EventDialog::tr("Drawn by lot"));
    QVERIFY(dialog.input().options.colourByLot);
    dialog.create();
    const club::EventOptions made = club::Events(m_window->database()).get(QStringLiteral("Lot")).options;
    QVERIFY(made.colourByLot);
    QVERIFY(made.initialColour == QLatin1String("white") || made.initialColour == QLatin1String("black"));
    // The closest ratings pair without C.04.3's colours: no initial colour to choose.
    style->setCurrentIndex(style->findData(QStringLiteral("rating")));
    QVERIFY(!colour->isVisibleTo(&dialog));
    QVERIFY(!dialog.input().options.colourByLot);
}

void TestEventsWindow::matchScoresAreTypedOnTheRows()
{
    // A card-game Swiss: "2-1" then Enter on a row enters the match and its games; "1-1-1" a drawn match with
    // a game drawn; Escape forgets what was typed.
    Club &club = m_window->club();
    club::EventInput in;
    in.name = QStringLiteral("Draft");
    in.format = club::EventFormat::Swiss;
    in.discipline = QStringLiteral("Cards");
    in.options.balanceSides = false;
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan")};
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->eventsPage());
    ui::EventsPage *page = m_window->eventsPage();
    page->openEvent(QStringLiteral("Draft"));
    page->pairNextRound();
    QTableWidget *pairings = page->pairingsTable();
    QCOMPARE(pairings->rowCount(), 2);
    pairings->setFocus();
    pairings->setCurrentCell(0, 1);
    QTest::keyClicks(pairings, QStringLiteral("2-"));
    QCOMPARE(page->message(), ui::EventsPage::tr("Games %1: Enter enters the match score.").arg(QStringLiteral("2-")));
    QTest::keyClick(pairings, Qt::Key_Escape);
    QTest::keyClicks(pairings, QStringLiteral("2-1"));
    QTest::keyClick(pairings, Qt::Key_Return);
    QTest::keyClicks(pairings, QStringLiteral("1-1-1"));
    QTest::keyClick(pairings, Qt::Key_Enter);
    const auto tables = club::Events(m_window->database()).tables(QStringLiteral("Draft"), 1);
    QCOMPARE(tables[0].seats[0].rank, 1);
    QCOMPARE(tables[0].seats[1].rank, 2);
    QCOMPARE(tables[0].seats[0].gamesWon, 2);
    QCOMPARE(tables[0].seats[1].gamesWon, 1);
    QCOMPARE(tables[0].drawnGames, 0);
    QCOMPARE(tables[1].seats[0].rank, 1);
    QCOMPARE(tables[1].seats[1].rank, 1);
    QCOMPARE(tables[1].drawnGames, 1);
    // 3 a match won, 1 drawn.
    const auto standings = club::Events(m_window->database()).standings(QStringLiteral("Draft"));
    QCOMPARE(standings.front().points, 3.0);
    QCOMPARE(standings.back().points, 0.0);
    // Something that is no score says so, and enters nothing.
    pairings->setCurrentCell(0, 1);
    QTest::keyClicks(pairings, QStringLiteral("2--"));
    QTest::keyClick(pairings, Qt::Key_Return);
    QCOMPARE(page->message(),
             ui::EventsPage::tr("%1 is not a match score: type the games each side won, such as "
                                "2-1, then Enter.")
                 .arg(QStringLiteral("2--")));
    QCOMPARE(club::Events(m_window->database()).tables(QStringLiteral("Draft"), 1)[0].seats[0].gamesWon, 2);
}

void TestEventsWindow::resultsAreTypedOnTheRoundsRows()
{
    // M4: as arbiters do, 1, 0 and = typed on the pairing rows, one after the other.
    Club &club = m_window->club();
    club::EventInput in;
    in.name = QStringLiteral("Blitz");
    in.format = club::EventFormat::RoundRobin;
    in.discipline = QStringLiteral("Karts");
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"),
                   QStringLiteral("Dan"), QStringLiteral("Eve"), QStringLiteral("Fay")};
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->eventsPage());
    ui::EventsPage *page = m_window->eventsPage();
    page->openEvent(QStringLiteral("Blitz"));
    page->pairNextRound();
    QTableWidget *pairings = page->pairingsTable();
    QCOMPARE(pairings->rowCount(), 3);
    pairings->setFocus();
    pairings->setCurrentCell(0, 1);
    QTest::keyClicks(pairings, QStringLiteral("10="));
    const auto tables = club::Events(m_window->database()).tables(QStringLiteral("Blitz"), 1);
    QCOMPARE(tables.size(), std::size_t(3));
    const auto ranks = [&](std::size_t t) { return std::pair(tables[t].seats[0].rank, tables[t].seats[1].rank); };
    QCOMPARE(ranks(0), std::pair(1, 2));
    QCOMPARE(ranks(1), std::pair(2, 1));
    QCOMPARE(ranks(2), std::pair(1, 1));
    QCOMPARE(pairings->item(1, 5)->text(), QStringLiteral("%1 won").arg(tables[1].seats[1].player));
    QCOMPARE(pairings->item(2, 5)->text(), QStringLiteral("Draw"));
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Result of Blitz, round 1, table 3"));
    // Typing over a result asks first (B3), No being the default: Keep It leaves it, Replace corrects it, and the
    // table keeps one game.
    const std::size_t games = club::Games(m_window->database()).list().size();
    QCOMPARE(games, std::size_t(3 + 3)); // the three races and the round's three games
    const auto answer = [](QMessageBox::StandardButton button, QString *asked) {
        QTimer::singleShot(0, [button, asked] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            *asked = box->text();
            QCOMPARE(box->defaultButton(), box->button(QMessageBox::No));
            box->button(button)->click();
        });
    };
    QString asked;
    pairings->setCurrentCell(0, 1);
    answer(QMessageBox::No, &asked);
    QTest::keyClick(pairings, Qt::Key_0);
    QCOMPARE(asked, QStringLiteral("Table 1 already has a result: %1 won.").arg(tables[0].seats[0].player));
    QCOMPARE(club::Events(m_window->database()).tables(QStringLiteral("Blitz"), 1)[0].seats[0].rank, 1);
    QCOMPARE(pairings->currentRow(), 0);
    answer(QMessageBox::Yes, &asked);
    QTest::keyClick(pairings, Qt::Key_0);
    QCOMPARE(club::Events(m_window->database()).tables(QStringLiteral("Blitz"), 1)[0].seats[0].rank, 2);
    QCOMPARE(club::Games(m_window->database()).list().size(), games);
    // Other keys are the table's own: a letter searches, it enters nothing.
    QTest::keyClick(pairings, Qt::Key_A);
    QCOMPARE(club::Games(m_window->database()).list().size(), games);
}

void TestEventsWindow::swissFloatsAreExplainedInTheRound()
{
    // C7: a pairing across score groups says who floats and why, and still says so when the page is read again.
    QCOMPARE(Labels::points(1.5), QStringLiteral("1\u00bd"));
    QCOMPARE(Labels::points(0.5), QStringLiteral("\u00bd"));
    QCOMPARE(Labels::points(2), QStringLiteral("2"));
    Club &club = m_window->club();
    club::EventInput in;
    in.name = QStringLiteral("Swiss");
    in.format = club::EventFormat::Swiss;
    in.discipline = QStringLiteral("Karts");
    in.rounds = 3;
    in.options.style = QStringLiteral("rating"); // the closest-ratings style, whose floats this note explains
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan"),
                   QStringLiteral("Eve")};
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    ui::EventsPage *page = m_window->eventsPage();
    page->openEvent(QStringLiteral("Swiss"));
    page->pairNextRound();
    for (const club::EventTable &t : club::Events(m_window->database()).tables(QStringLiteral("Swiss"), 1)) {
        if (!t.bye)
            QVERIFY(page->enterResult(1, t.table, {1, 2}));
    }
    page->pairNextRound(); // three on 1 point (two winners and the bye), two on 0: someone floats
    page->reload();
    QTableWidget *pairings = page->pairingsTable();
    int floats = 0;
    const auto tables = club::Events(m_window->database()).tables(QStringLiteral("Swiss"), 2);
    for (int row = 0; row < pairings->rowCount(); ++row) {
        const club::EventTable &t = tables[static_cast<std::size_t>(row)];
        const QString note = pairings->item(row, 6)->text();
        if (t.bye) { // the engine's reason for the bye, kept with the round
            QVERIFY2(note.startsWith(QStringLiteral("bye: ")), qPrintable(note));
            continue;
        }
        if (t.seats[0].scoreBefore == t.seats[1].scoreBefore) {
            QCOMPARE(note, QString());
            continue;
        }
        ++floats;
        const bool firstHigher = t.seats[0].scoreBefore > t.seats[1].scoreBefore;
        QCOMPARE(note,
                 QStringLiteral("%1 on 1 floats down to %2 on 0: the quality pairing weighs score groups against "
                                "closeness in rating, and crosses a group for a closer game, to avoid a rematch or "
                                "to leave no one out")
                     .arg(t.seats[firstHigher ? 0 : 1].player, t.seats[firstHigher ? 1 : 0].player));
    }
    QVERIFY(floats >= 1);
}

namespace {

/** The column of a table whose header is text; -1 when there is none. */
int columnOf(const QTableWidget *table, const QString &text)
{
    for (int c = 0; c < table->columnCount(); ++c) {
        if (table->horizontalHeaderItem(c) && table->horizontalHeaderItem(c)->text() == text)
            return c;
    }
    return -1;
}

/** A player's colours as the stored pairings give them: side 1 White, side 2 Black, a bye no colour. */
QString coloursFromPairings(const std::vector<club::EventTable> &tables, const QString &player, int *difference)
{
    QString colours;
    for (const club::EventTable &t : tables) {
        for (const club::EventSeat &seat : t.seats) {
            if (seat.player != player)
                continue;
            const QChar c = t.bye ? QLatin1Char('-') : seat.side == 1 ? QLatin1Char('W') : QLatin1Char('B');
            *difference += c == QLatin1Char('W') ? 1 : c == QLatin1Char('B') ? -1 : 0;
            colours.append(c);
        }
    }
    return colours;
}

} // namespace

void TestEventsWindow::swissWithSidesShowsColours()
{
    // A Swiss balances sides unless told not to: the round says who has White (side 1) and who Black, and the
    // standings give each player's colours round by round, as an arbiter's pairing card does.
    Club &club = m_window->club();
    club::EventInput in;
    in.name = QStringLiteral("Colours");
    in.format = club::EventFormat::Swiss;
    in.discipline = QStringLiteral("Karts");
    in.options.style
        = QStringLiteral("fide"); // FIDE's Swiss on the karts' ratings: karts alone would play the card-game Swiss
    in.rounds = 3;
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan"),
                   QStringLiteral("Eve")};
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    ui::EventsPage *page = m_window->eventsPage();
    page->openEvent(in.name);
    QTableWidget *pairings = page->pairingsTable();
    for (int round = 1; round <= 3; ++round) {
        page->pairNextRound();
        QCOMPARE(pairings->horizontalHeaderItem(1)->text(), QStringLiteral("White"));
        QCOMPARE(pairings->horizontalHeaderItem(2)->text(), QStringLiteral("Black"));
        QCOMPARE(pairings->horizontalHeaderItem(4)->text(), QStringLiteral("White wins"));
        const auto tables = club::Events(m_window->database()).tables(in.name, round);
        QCOMPARE(pairings->rowCount(), int(tables.size()));
        for (int row = 0; row < pairings->rowCount(); ++row) {
            const club::EventTable &t = tables[static_cast<std::size_t>(row)];
            if (t.bye) {
                QCOMPARE(pairings->item(row, 1)->text(), t.seats[0].player);
                QCOMPARE(pairings->item(row, 2)->text(), QString());
                continue;
            }
            for (const club::EventSeat &seat : t.seats)
                QCOMPARE(pairings->item(row, seat.side)->text(), seat.player);
            QVERIFY(page->enterResult(round, t.table, {1, 2}));
        }
    }
    // Round 3's White on table 1 has a tooltip with their colours before it, as the standings show them after it.
    const auto all = club::Events(m_window->database()).tables(in.name);
    const QString white = pairings->item(0, 1)->text();
    int before = 0;
    QString rounds12 = coloursFromPairings(all, white, &before).left(2);
    QVERIFY2(pairings->item(0, 1)->toolTip().startsWith(
                 QStringLiteral("%1: colours before this round %2 (").arg(white, rounds12)),
             qPrintable(pairings->item(0, 1)->toolTip()));
    QTableWidget *standings = page->standingsTable();
    const int colours = columnOf(standings, QStringLiteral("Colours"));
    QCOMPARE(colours, 3); // beside the points
    int byes = 0;
    for (int row = 0; row < standings->rowCount(); ++row) {
        const QString player = standings->item(row, 1)->text();
        int difference = 0;
        const QString expected = coloursFromPairings(all, player, &difference);
        QCOMPARE(expected.size(), 3);
        const QString sign = difference > 0 ? QStringLiteral("+")
            : difference < 0                ? QStringLiteral("\u2212")
                                            : QString();
        QCOMPARE(standings->item(row, colours)->text(),
                 QStringLiteral("%1 (%2%3)").arg(expected, sign).arg(std::abs(difference)));
        byes += int(expected.count(QLatin1Char('-')));
        QVERIFY(standings->item(row, colours)->toolTip().startsWith(QStringLiteral("Round 1: ")));
    }
    QCOMPARE(byes, 3); // one bye a round, five players: each round's bye shows as "-"
}

void TestEventsWindow::swissWithoutSidesShowsNoColours()
{
    Club &club = m_window->club();
    club::EventInput in;
    in.name = QStringLiteral("No sides");
    in.format = club::EventFormat::Swiss;
    in.discipline = QStringLiteral("Karts");
    in.rounds = 2;
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan")};
    in.options.balanceSides = false;
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    ui::EventsPage *page = m_window->eventsPage();
    page->openEvent(in.name);
    page->pairNextRound();
    QTableWidget *pairings = page->pairingsTable();
    QCOMPARE(pairings->horizontalHeaderItem(1)->text(), QStringLiteral("Player"));
    QCOMPARE(pairings->horizontalHeaderItem(2)->text(), QStringLiteral("Opponent"));
    QCOMPARE(pairings->horizontalHeaderItem(4)->text(), QStringLiteral("First wins"));
    QCOMPARE(pairings->item(0, 1)->toolTip(), QString());
    QCOMPARE(columnOf(page->standingsTable(), QStringLiteral("Colours")), -1);
    QCOMPARE(columnOf(page->standingsTable(), QStringLiteral("L")), page->standingsTable()->columnCount() - 1);
}

void TestEventsWindow::forfeitsAndALateEntrysHalfPointBye()
{
    // M4: a forfeit typed (+, -) or chosen in the table's dialog; a late entrant joins with half-point byes.
    Club &club = m_window->club();
    club::EventInput in;
    in.name = QStringLiteral("Rapid");
    in.format = club::EventFormat::Swiss;
    in.discipline = QStringLiteral("Karts");
    in.options.style
        = QStringLiteral("fide"); // FIDE's Swiss on the karts' ratings: karts alone would play the card-game Swiss
    in.rounds = 3;
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan")};
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->eventsPage());
    ui::EventsPage *page = m_window->eventsPage();
    page->openEvent(QStringLiteral("Rapid"));
    page->pairNextRound();
    QTableWidget *pairings = page->pairingsTable();
    pairings->setFocus();
    pairings->setCurrentCell(0, 1);
    const std::size_t games = club::Games(m_window->database()).list().size();
    QTest::keyClicks(pairings, QStringLiteral("1-")); // table 1 played, table 2 won by its second side by forfeit
    auto tables = club::Events(m_window->database()).tables(QStringLiteral("Rapid"), 1);
    QVERIFY(!tables[0].forfeit);
    QVERIFY(tables[1].forfeit);
    QCOMPARE(pairings->item(1, 5)->text(), QStringLiteral("%1 won by forfeit").arg(tables[1].seats[1].player));
    QCOMPARE(club::Games(m_window->database()).list().size(), games + 1); // a forfeit is no game
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Forfeit at Rapid, round 1, table 2"));
    // The table's dialog offers the forfeits too, and shows the one the table has.
    pairings->setCurrentCell(0, 1);
    QString shown;
    QTimer::singleShot(0, [&shown] {
        auto *dialog = qobject_cast<ui::TableResultDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        shown = dialog->outcome()->currentText();
        QStringList items;
        for (int i = 0; i < dialog->outcome()->count(); ++i)
            items.append(dialog->outcome()->itemText(i));
        QCOMPARE(items.size(), 6); // two wins, a draw, two forfeits, neither came
        dialog->outcome()->setCurrentIndex(5);
        QTimer::singleShot(0, [] { // replacing the table's result asks first
            auto *ask = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(ask);
            ask->button(QMessageBox::Yes)->click();
        });
        dialog->accept();
    });
    QTest::keyClick(pairings, Qt::Key_Return);
    tables = club::Events(m_window->database()).tables(QStringLiteral("Rapid"), 1);
    QCOMPARE(shown, QStringLiteral("%1 won").arg(tables[0].seats[0].player));
    QVERIFY(tables[0].forfeit);
    QCOMPARE(pairings->item(0, 5)->text(), QStringLiteral("Neither came"));
    QCOMPARE(club::Games(m_window->database()).list().size(), games); // the played game went
    // Undo brings the game back, linked to its table.
    m_window->undoStack()->undo();
    tables = club::Events(m_window->database()).tables(QStringLiteral("Rapid"), 1);
    QVERIFY(!tables[0].forfeit);
    QVERIFY(tables[0].gameId != 0);
    QCOMPARE(club::Games(m_window->database()).list().size(), games + 1);
    // A late entrant: the join dialog offers the half-point bye for the round missed, and says who is new.
    QString note;
    QTimer::singleShot(0, [&note] {
        auto *dialog = qobject_cast<ui::JoinDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QTest::keyClicks(dialog->nameField(), QStringLiteral("Ivy"));
        note = dialog->findChild<QLabel *>(QStringLiteral("joinNote"))->text();
        auto *halfByes = dialog->findChild<QCheckBox *>(QStringLiteral("halfByes"));
        QVERIFY(!halfByes->isHidden());
        halfByes->setChecked(true);
        dialog->accept();
    });
    page->join();
    QCOMPARE(note, QStringLiteral("Ivy is new to the club and joins it."));
    tables = club::Events(m_window->database()).tables(QStringLiteral("Rapid"), 1);
    QCOMPARE(tables.size(), std::size_t(3));
    QVERIFY(tables[2].halfBye);
    QCOMPARE(pairings->item(2, 5)->text(), QStringLiteral("Half-point bye"));
    const auto standings = club::Events(m_window->database()).standings(QStringLiteral("Rapid"));
    const auto ivy = std::find_if(standings.begin(), standings.end(),
                                  [](const club::EventStanding &s) { return s.player == QLatin1String("Ivy"); });
    QCOMPARE(ivy->points, 0.5);
    // The standings write points as arbiters do: ½, not 0.5.
    QTableWidget *table = page->standingsTable();
    QStringList ivysPoints;
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 1)->text() == QLatin1String("Ivy"))
            ivysPoints.append(table->item(row, 2)->text());
    }
    QCOMPARE(ivysPoints, QStringList {QStringLiteral("\u00bd")});
    // Undo takes Ivy and her bye away.
    m_window->undoStack()->undo();
    QCOMPARE(club::Events(m_window->database()).tables(QStringLiteral("Rapid"), 1).size(), std::size_t(2));
    QCOMPARE(club::Events(m_window->database()).entrants(QStringLiteral("Rapid")).size(), std::size_t(4));
}

void TestEventsWindow::withoutAnEventItsButtonsRest()
{
    // C5: Pair Next Round, Enter Result and Print were enabled with no event at all.
    ui::EventsPage *page = m_window->eventsPage();
    const auto enabled = [page] {
        QStringList on;
        for (QPushButton *button : page->findChildren<QPushButton *>()) {
            if (button->isEnabled())
                on.append(button->text());
        }
        on.sort();
        return on;
    };
    QCOMPARE(enabled(), QStringList({QStringLiteral("&New Event…")}));
    Club &club = m_window->club();
    club::EventInput in;
    in.name = QStringLiteral("Night");
    in.format = club::EventFormat::RoundRobin;
    in.discipline = QStringLiteral("Karts");
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")};
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    QVERIFY(enabled().contains(QStringLiteral("Pair Ne&xt Round")));
    QVERIFY(enabled().contains(QStringLiteral("Print…")));
    m_window->undoStack()->undo();
    QCOMPARE(enabled(), QStringList({QStringLiteral("&New Event…")}));
}

void TestEventsWindow::anEntrantIsAbsentFromARoundWithoutWithdrawing_C14()
{
    // C14 of the walkthrough of 28 November: unticking Anna withdrew her; the entrants' context menu now says she
    // will miss the next round only (no points), undoably, and she is paired again after it.
    Club &club = m_window->club();
    club::EventInput in;
    in.name = QStringLiteral("Evening");
    in.format = club::EventFormat::Swiss;
    in.discipline = QStringLiteral("Karts");
    in.rounds = 3;
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan"),
                   QStringLiteral("Eve")};
    // M2: seeded by the players' known ratings, which the standings' rating column shows as entered.
    in.options.pairing = QStringLiteral("known");
    in.options.tieBreaks = {QStringLiteral("buchholz"), QStringLiteral("rating")};
    club::Players players(m_window->database());
    players.setKnownRating(QStringLiteral("Cid"), {2150, QStringLiteral("FIDE"), {}, {}, {}});
    players.setKnownRating(QStringLiteral("Bob"), {1870, QStringLiteral("FIDE"), {}, {}, {}});
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->eventsPage());
    ui::EventsPage *page = m_window->eventsPage();
    page->openEvent(in.name);
    auto *entrants = page->findChild<QListWidget *>(QStringLiteral("eventEntrants"));
    QVERIFY(entrants->actions().contains(page->absenceAction()));
    const auto choose = [&](const char *name) {
        entrants->setCurrentItem(entrants->findItems(QLatin1String(name), Qt::MatchFixedString).front());
    };
    choose("Ann");
    QCOMPARE(page->absenceAction()->text(), QStringLiteral("&Absent from Round 1 (No Points)"));
    QVERIFY(page->absenceAction()->isEnabled());
    page->absenceAction()->trigger();
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Ann absent from round 1 of Evening"));
    choose("Ann");
    QCOMPARE(page->absenceAction()->text(), QStringLiteral("Cancel the &Absence from Round 1"));
    QVERIFY(!page->halfByeAction()->isEnabled()); // one or the other
    QCOMPARE(entrants->currentItem()->toolTip(), QStringLiteral("Absent from round 1 (asked for)"));
    QCOMPARE(entrants->currentItem()->checkState(), Qt::Checked); // still in the event
    // Bob asks for a half-point bye: the absence is no longer offered to him.
    choose("Bob");
    page->halfByeAction()->trigger();
    choose("Bob");
    QVERIFY(!page->absenceAction()->isEnabled());
    page->pairNextRound();
    const auto round1 = club::Events(m_window->database()).tables(in.name, 1);
    QCOMPARE(round1.size(), std::size_t(4)); // Cid, Dan and Eve: a game and a bye; then Bob's and Ann's
    int absences = 0;
    for (const club::EventTable &t : round1) {
        if (t.zeroBye) {
            ++absences;
            QCOMPARE(t.seats.front().player, QStringLiteral("Ann"));
        }
    }
    QCOMPARE(absences, 1);
    // The round's table says so.
    QTableWidget *table = page->pairingsTable();
    QString annsResult;
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, ui::EventPairingsTable::FirstColumn)->text().contains(QLatin1String("Ann")))
            annsResult = table->item(row, ui::EventPairingsTable::ResultColumn)->text();
    }
    QCOMPARE(annsResult, QStringLiteral("Absent"));
    QCOMPARE(club::Events(m_window->database()).entrants(in.name).front().player, QStringLiteral("Cid"));
    auto *standings = page->findChild<QTableWidget *>(QStringLiteral("eventStandings"));
    QVERIFY(standings);
    QStringList ratings;
    for (int column = 0; column < standings->columnCount(); ++column) {
        if (standings->horizontalHeaderItem(column)->text() != QLatin1String("Rating"))
            continue;
        for (int row = 0; row < standings->rowCount(); ++row)
            ratings.append(standings->item(row, column)->text());
    }
    QVERIFY2(ratings.contains(QStringLiteral("2150")) && ratings.contains(QStringLiteral("0")),
             qPrintable(ratings.join(QLatin1Char(' '))));
    // Undone, the absence's request goes with the pairing and then itself.
    m_window->undoStack()->undo(); // the pairing
    m_window->undoStack()->undo(); // Bob's half-point bye
    m_window->undoStack()->undo(); // Ann's absence
    QVERIFY(club::Events(m_window->database()).halfByeRequests(in.name).empty());
}

void TestEventsWindow::halfPointByesForAReturnAndOnRequest()
{
    // B5: a player back after missing one round is offered (and given) one half-point bye, not one for every round;
    // M1: an entrant's context menu asks for a half-point bye in the next round, undoably.
    Club &club = m_window->club();
    club::EventInput in;
    in.name = QStringLiteral("Evening");
    in.format = club::EventFormat::Swiss;
    in.discipline = QStringLiteral("Karts");
    in.options.style = QStringLiteral("fide");
    in.rounds = 4;
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"),
                   QStringLiteral("Dan"), QStringLiteral("Eve"), QStringLiteral("Fay")};
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->eventsPage());
    ui::EventsPage *page = m_window->eventsPage();
    page->openEvent(in.name);
    const auto playRound = [&](int round) {
        for (const club::EventTable &t : club::Events(m_window->database()).tables(in.name, round)) {
            if (!t.bye)
                QVERIFY(page->enterResult(round, t.table, {1, 2}));
        }
    };
    const auto pointsOf = [&](const QString &player) {
        for (const club::EventStanding &row : club::Events(m_window->database()).standings(in.name)) {
            if (row.player == player)
                return row.points;
        }
        return -1.0;
    };
    page->pairNextRound();
    playRound(1);
    const double fay = pointsOf(QStringLiteral("Fay"));
    page->setEntrant(QStringLiteral("Fay"), false);
    page->pairNextRound();
    playRound(2);
    QString offered;
    QTimer::singleShot(0, [&offered] {
        auto *dialog = qobject_cast<ui::JoinDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QTest::keyClicks(dialog->nameField(), QStringLiteral("Fay"));
        auto *halfByes = dialog->findChild<QCheckBox *>(QStringLiteral("halfByes"));
        QVERIFY(!halfByes->isHidden());
        offered = halfByes->text();
        halfByes->setChecked(true);
        dialog->accept();
    });
    page->join();
    QVERIFY2(offered.contains(QStringLiteral("(1 round")), qPrintable(offered));
    QCOMPARE(pointsOf(QStringLiteral("Fay")), fay + 0.5);
    // Undo takes the return back with its bye.
    m_window->undoStack()->undo();
    QCOMPARE(pointsOf(QStringLiteral("Fay")), fay);
    m_window->undoStack()->redo();
    QCOMPARE(pointsOf(QStringLiteral("Fay")), fay + 0.5);
    // Ann asks for a half-point bye in round 3 from the entrants' context menu.
    auto *entrants = page->findChild<QListWidget *>(QStringLiteral("eventEntrants"));
    QCOMPARE(entrants->contextMenuPolicy(), Qt::ActionsContextMenu);
    QVERIFY(entrants->actions().contains(page->halfByeAction()));
    entrants->setCurrentItem(entrants->findItems(QStringLiteral("Ann"), Qt::MatchFixedString).front());
    QCOMPARE(page->halfByeAction()->text(), QStringLiteral("Half-Point &Bye in Round 3"));
    QVERIFY(page->halfByeAction()->isEnabled());
    page->halfByeAction()->trigger();
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Half-point bye for Ann in round 3 of Evening"));
    entrants->setCurrentItem(entrants->findItems(QStringLiteral("Ann"), Qt::MatchFixedString).front());
    QCOMPARE(page->halfByeAction()->text(), QStringLiteral("Cancel the Half-Point &Bye in Round 3"));
    QCOMPARE(entrants->currentItem()->toolTip(), QStringLiteral("Half-point bye asked for in round 3"));
    // A second request (round 4, from podium-cli) is told beside the first.
    club::Events(m_window->database()).requestHalfBye(in.name, QStringLiteral("Ann"), 4);
    page->reload();
    QCOMPARE(entrants->findItems(QStringLiteral("Ann"), Qt::MatchFixedString).front()->toolTip(),
             QStringLiteral("Half-point byes asked for in rounds ")
                 + QLocale().createSeparatedList({QStringLiteral("3"), QStringLiteral("4")}));
    club::Events(m_window->database()).cancelHalfBye(in.name, QStringLiteral("Ann"), 4);
    page->reload();
    entrants->setCurrentItem(entrants->findItems(QStringLiteral("Ann"), Qt::MatchFixedString).front());
    page->pairNextRound();
    int games = 0;
    bool annsBye = false;
    for (const club::EventTable &t : club::Events(m_window->database()).tables(in.name, 3)) {
        games += !t.bye;
        annsBye = annsBye || (t.halfBye && t.seats.front().player == QLatin1String("Ann"));
    }
    QCOMPARE(games, 2); // the five others: two games and a pairing-allocated bye
    QVERIFY(annsBye);
    // M4: the pairings' context menu pairs the round again while it has no result, undoably.
    QVERIFY(page->pairingsTable()->actions().contains(page->repairAction()));
    QCOMPARE(page->pairingsTable()->contextMenuPolicy(), Qt::ActionsContextMenu); // the menu shows the actions
    QVERIFY(page->repairAction()->isEnabled());
    page->repairAction()->trigger();
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Pair round 3 of Evening again"));
    m_window->undoStack()->undo();
    QCOMPARE(club::Events(m_window->database()).roundCount(in.name), 3);
    m_window->undoStack()->undo(); // the pairing
    m_window->undoStack()->undo(); // the request
    QVERIFY(club::Events(m_window->database()).halfByeRequests(in.name).empty());
    // M6: the events' context menu changes the leaderboard that rates the event while it runs, undoably.
    QVERIFY(page->findChild<QListWidget *>(QStringLiteral("events"))->actions().contains(page->leaderboardAction()));
    QVERIFY(page->setEventLeaderboard(QString()));
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Rate Evening by its discipline's leaderboard"));
    m_window->undoStack()->undo();
}

// L1: the dialog's points stop at 99.9, what a TRF file holds, and points out of order are refused with the reason.
void TestEventsWindow::newEventDialogKeepsThePointsRule_L1()
{
    Club &club = m_window->club();
    ui::EventDialog dialog(m_window->database(), nullptr, [&](const club::EventInput &input) {
        club.run(std::make_unique<commands::CreateEvent>(club, input));
    });
    club::EventInput in;
    in.name = QStringLiteral("Open");
    in.format = club::EventFormat::Swiss;
    in.discipline = QStringLiteral("Chess");
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")};
    dialog.setInput(in);
    auto *win = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("winPoints"));
    auto *draw = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("drawPoints"));
    auto *bye = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("byePoints"));
    QVERIFY(win && draw && bye);
    for (QDoubleSpinBox *box : {win, draw, bye}) {
        QCOMPARE(box->minimum(), 0.0);
        QCOMPARE(box->maximum(), 99.9);
    }
    win->setValue(1e30);
    QCOMPARE(win->value(), 99.9);
    win->setValue(1);
    draw->setValue(5);
    dialog.create();
    QVERIFY(dialog.result() != int(QDialog::Accepted));
    QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("eventError"))->text(),
             QStringLiteral("Not created: options draw and win: a draw cannot be worth more than a win (5 against 1)"));
    QVERIFY(club::Events(m_window->database()).list().empty());
    draw->setValue(0.5);
    dialog.create();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(club::Events(m_window->database()).get(QStringLiteral("Open")).options.draw, 0.5);
}

QTEST_MAIN(TestEventsWindow)
#include "tst_eventswindow.moc"
