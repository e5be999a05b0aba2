// Drives the real main window offscreen: entering, editing and undoing results through the dialog.
#include "charts/ratinghistorychart.h"
#include "club/club.h"
#include "club/events.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "commands/eventcommands.h"
#include "commands/gamecommands.h"
#include "commands/leaderboardcommands.h"
#include "commands/playercommands.h"
#include "dialogs/eventdialog.h"
#include "dialogs/leaderboarddialog.h"
#include "dialogs/resultdialog.h"
#include "mainwindow.h"
#include "models/gamesmodel.h"
#include "models/leaderboardmodel.h"
#include "models/playersmodel.h"
#include "pages/eventspage.h"
#include "pages/gamespage.h"
#include "pages/headtoheadpage.h"
#include "pages/leaderboardpage.h"
#include "pages/pairingspage.h"
#include "pages/playerspage.h"
#include "store/database.h"

#include "history/synthetic.h"
#include "io/interchangecsv.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimer>
#include <QUndoStack>

#include <set>

using namespace podium;

namespace {

/** Runs `fill` on the result dialog once it is open, then presses its Save button. */
void whenDialogOpens(const std::function<void(ui::ResultDialog *)> &fill, QString *error = nullptr)
{
    QTimer::singleShot(0, [fill, error] {
        auto *dialog = qobject_cast<ui::ResultDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        fill(dialog);
        dialog->save();
        if (error)
            *error = dialog->error();
        if (dialog->isVisible())
            dialog->reject();
    });
}

void setRow(QTableWidget *table, int row, const QString &player, int place)
{
    while (table->rowCount() <= row)
        table->insertRow(table->rowCount());
    for (int c = 0; c < ui::ResultDialog::ColumnCount; ++c) {
        if (!table->item(row, c))
            table->setItem(row, c, new QTableWidgetItem);
    }
    table->item(row, ui::ResultDialog::PlayerColumn)->setText(player);
    table->item(row, ui::ResultDialog::PlaceColumn)->setText(QString::number(place));
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void enterAFreeForAllAndSeeTheLeaderboardChange();
    void editAnOldGameChangesTheChartAndUndoRestoresIt();
    void anInvalidEntryIsRefusedWithItsMessage();
    void mergingPlayersCanBeUndone();
    void aPlayerWithoutGamesCanBeDeleted();
    void importRunsOffTheGuiThreadAndCanBeUndone();
    void anImportWithProblemsListsThemAllAndImportsNothing();
    void headToHeadShowsChancesAndMeetings();
    void chartFollowsADarkPalette();
    void playerProfile();
    void findPutsTheCursorInThePagesFilter();
    void finishingOrderFromTheKeyboard();
    void threeRoundSwissEventEndToEnd();
    void pairingsPageSuggestsTeams();
    void pairingsPageTakesPairsInAnyCase();
    void creatingAnEventUndoes();
    void darkAppearanceFromTheViewMenu();
    void deletingAnEventUndoesWithItsRounds();
    void deletingAnEventsGameAsksFirstAndUndoPutsItBack();
    void aHeadToHeadResultComesFromItsOutcomeBox();
    void aClubWithGamesAndNoLeaderboardIsOfferedOne();
    void saveAndNewTakesTheCellBeingTyped();
    void windowShortcutsWorkFromATextField();
    void menuAndTabMnemonicsDoNotClash();
    void aLeaderboardIsEditedAndDeletedUndoably();
    void theLeaderboardShownLastComesBackWithItsClub();
    void aChangeByAnotherProgramShowsWithinTwoSeconds();
    void aStepThatFailsLeavesTheUndoHistoryWithItsReason();

private:
    double ratingOf(const QString &player) const;

    QTemporaryDir m_dir;
    std::unique_ptr<ui::MainWindow> m_window;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // the window's settings stay out of the user's
    QSettings().clear();
}

void TestMainWindow::init()
{
    // A chart handed an empty or broken range says so on the console; here that fails the test.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("NaN|invalid range")));
    static int n = 0;
    auto database
        = db::Database::open(m_dir.filePath(QStringLiteral("club%1.podium").arg(++n)), db::Database::Mode::Create);
    db::Games games(*database);
    db::GameInput race;
    race.discipline = QStringLiteral("Karts");
    race.kind = history::GameKind::FreeForAll;
    for (int day = 1; day <= 3; ++day) {
        race.date = QStringLiteral("2024-03-0%1T20:00").arg(day);
        race.participants = {{QStringLiteral("Ann"), {}, 1, std::nan(""), std::nan(""), true},
                             {QStringLiteral("Bob"), {}, 2, std::nan(""), std::nan(""), true},
                             {QStringLiteral("Cid"), {}, 3, std::nan(""), std::nan(""), true}};
        games.add(race);
    }
    db::Leaderboards(*database).create(
        {0, QStringLiteral("Karts"), QStringLiteral("Karts"), QStringLiteral("trueskill"), {}, {}, {}});
    m_window = std::make_unique<ui::MainWindow>(std::make_unique<Club>(std::move(database)));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    // The games page reads the log when it is in view; the tests look at it throughout.
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->gamesPage());
}

void TestMainWindow::cleanup()
{
    m_window.reset();
}

double TestMainWindow::ratingOf(const QString &player) const
{
    const ui::LeaderboardModel *model = m_window->leaderboardPage()->model();
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->row(r).player == player)
            return model->row(r).rating.mu;
    }
    return std::nan("");
}

void TestMainWindow::enterAFreeForAllAndSeeTheLeaderboardChange()
{
    QCOMPARE(m_window->leaderboardPage()->model()->rowCount(), 3);
    const double cidBefore = ratingOf(QStringLiteral("Cid"));
    whenDialogOpens([](ui::ResultDialog *dialog) {
        dialog->kind()->setCurrentIndex(1); // free for all
        dialog->discipline()->setCurrentText(QStringLiteral("Karts"));
        setRow(dialog->participants(), 0, QStringLiteral("Cid"), 1);
        setRow(dialog->participants(), 1, QStringLiteral("Ann"), 2);
        setRow(dialog->participants(), 2, QStringLiteral("Bob"), 3);
    });
    m_window->newResult();
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 4);
    QVERIFY(ratingOf(QStringLiteral("Cid")) > cidBefore);
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("player(s) changed")));
    QCOMPARE(m_window->undoStack()->count(), 1);
    // The toolbar's Undo keeps its short text and names the step in its tooltip.
    auto *undo = m_window->findChild<QAction *>(QStringLiteral("toolbarUndo"));
    QVERIFY(undo->isEnabled());
    QCOMPARE(undo->text(), QStringLiteral("Undo"));
    QCOMPARE(undo->toolTip(), QStringLiteral("Undo Add result free for all of 3"));
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("toolbarRedo"))->isEnabled());
}

void TestMainWindow::editAnOldGameChangesTheChartAndUndoRestoresIt()
{
    // Select Cid, whose chart shows three games; make him win the first race.
    ui::LeaderboardPage *page = m_window->leaderboardPage();
    const double cidBefore = ratingOf(QStringLiteral("Cid"));
    const qint64 first = db::Games(m_window->database()).list().back().id; // the oldest
    whenDialogOpens([](ui::ResultDialog *dialog) {
        QTableWidget *table = dialog->participants();
        for (int r = 0; r < table->rowCount(); ++r) {
            const QString player = table->item(r, ui::ResultDialog::PlayerColumn)->text();
            table->item(r, ui::ResultDialog::PlaceColumn)
                ->setText(player == QStringLiteral("Cid") ? QStringLiteral("1") : QStringLiteral("2"));
        }
    });
    m_window->editResult(first);
    const double cidAfter = ratingOf(QStringLiteral("Cid"));
    QVERIFY(cidAfter > cidBefore);
    QVERIFY(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Ratings replayed from")));
    // The chart follows the selection; Cid's history now ends at his new rating.
    for (int r = 0; r < page->model()->rowCount(); ++r) {
        if (page->model()->row(r).player == QStringLiteral("Cid"))
            page->table()->selectRow(r);
    }
    QCOMPARE(page->chart()->playerCount(), 1);
    m_window->undoStack()->undo();
    QCOMPARE(ratingOf(QStringLiteral("Cid")), cidBefore);
    m_window->undoStack()->redo();
    QCOMPARE(ratingOf(QStringLiteral("Cid")), cidAfter);
}

void TestMainWindow::anInvalidEntryIsRefusedWithItsMessage()
{
    QString error;
    whenDialogOpens(
        [](ui::ResultDialog *dialog) {
            dialog->kind()->setCurrentIndex(1);
            dialog->discipline()->setCurrentText(QStringLiteral("Karts"));
            setRow(dialog->participants(), 0, QStringLiteral("Ann"), 1);
            setRow(dialog->participants(), 1, QStringLiteral("ann"), 2);
        },
        &error);
    m_window->newResult();
    QCOMPARE(error, QStringLiteral("Not saved: participant 2: 'ann' is in this game twice"));
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 3);
    QCOMPARE(m_window->undoStack()->count(), 0);
}

void TestMainWindow::mergingPlayersCanBeUndone()
{
    // Dan played one race under a second name; merging gives Cid four games, undo gives Dan his back.
    db::GameInput race;
    race.discipline = QStringLiteral("Karts");
    race.kind = history::GameKind::FreeForAll;
    race.date = QStringLiteral("2024-03-05T20:00");
    race.participants = {{QStringLiteral("Dan"), {}, 1, std::nan(""), std::nan(""), true},
                         {QStringLiteral("Ann"), {}, 2, std::nan(""), std::nan(""), true}};
    Club &club = m_window->club();
    club.run(std::make_unique<commands::AddGame>(club, race));
    club.run(std::make_unique<commands::MergePlayers>(club, QStringLiteral("Dan"), QStringLiteral("Cid")));
    const auto gamesOf = [this](const QString &name) {
        const ui::PlayersModel *model = m_window->playersPage()->model();
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->player(r).name == name)
                return model->player(r).games;
        }
        return -1;
    };
    QCOMPARE(gamesOf(QStringLiteral("Cid")), 4);
    QCOMPARE(gamesOf(QStringLiteral("Dan")), -1);
    m_window->undoStack()->undo();
    QCOMPARE(gamesOf(QStringLiteral("Cid")), 3);
    QCOMPARE(gamesOf(QStringLiteral("Dan")), 1);
    m_window->undoStack()->redo();
    QCOMPARE(gamesOf(QStringLiteral("Cid")), 4);
}

void TestMainWindow::aPlayerWithoutGamesCanBeDeleted()
{
    Club &club = m_window->club();
    club.run(std::make_unique<commands::AddPlayer>(club, QStringLiteral("Zoe")));
    ui::PlayersPage *page = m_window->playersPage();
    QTableView *table = page->findChild<QTableView *>(QStringLiteral("playersTable"));
    auto *remove = page->findChild<QPushButton *>(QStringLiteral("deletePlayer"));
    const auto select = [table](const QString &name) {
        const QModelIndexList found
            = table->model()->match(table->model()->index(0, 0), Qt::DisplayRole, name, 1, Qt::MatchExactly);
        QVERIFY(!found.isEmpty());
        table->selectRow(found.front().row());
    };
    select(QStringLiteral("Ann")); // three races: retire or merge her instead
    QVERIFY(!remove->isEnabled());
    select(QStringLiteral("Zoe"));
    QVERIFY(remove->isEnabled());
    QTest::mouseClick(remove, Qt::LeftButton);
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Delete player Zoe"));
    QCOMPARE(db::Players(m_window->database()).find(QStringLiteral("Zoe")), 0);
    m_window->undoStack()->undo();
    QVERIFY(db::Players(m_window->database()).find(QStringLiteral("Zoe")) != 0);
}

void TestMainWindow::importRunsOffTheGuiThreadAndCanBeUndone()
{
    const QString csv = m_dir.filePath(QStringLiteral("import.csv"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(io::writeInterchange(history::generateSynthetic({history::GameKind::FreeForAll, 12, 3000, 9, 4, 6})));
    file.close();
    m_window->importGames(csv, QStringLiteral("Karts"));
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 3003);
    QCOMPARE(m_window->leaderboardPage()->model()->rowCount(), 15); // Ann, Bob, Cid and P01..P12
    m_window->undoStack()->undo();
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 3);
    QCOMPARE(m_window->leaderboardPage()->model()->rowCount(), 3);
    m_window->undoStack()->redo();
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 3003);
}

void TestMainWindow::anImportWithProblemsListsThemAllAndImportsNothing()
{
    const QString csv = m_dir.filePath(QStringLiteral("broken.csv"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("game_id,date,kind,participant,team,rank,score,minutes\n"
               "g1,2024-03-04,h2h,Ann,,1,,\n"
               "g1,2024-03-04,h2h,Bob,,2,,\n"
               "g2,2024-03-05,h2h,Ann,,first,,\n"
               "g2,2024-03-05,h2h,Cid,,2,,\n"
               "g3,2024-13-01,h2h,Bob,,1,,\n"
               "g3,2024-13-01,h2h,Cid,,2,,\n");
    file.close();
    // The import runs behind a progress dialog; the message box comes after it: wait for it, read it, close it.
    QString shown;
    QTimer poll;
    connect(&poll, &QTimer::timeout, [&shown, &poll] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            poll.stop();
            shown = box->text();
            box->accept();
        }
    });
    poll.start(10);
    m_window->importGames(csv, QStringLiteral("Karts"));
    poll.stop();
    QVERIFY2(shown.startsWith(QStringLiteral("Nothing was imported.")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("broken.csv:4")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("broken.csv:6")), qPrintable(shown));
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 3);
    QCOMPARE(m_window->undoStack()->count(), 0);
}

void TestMainWindow::headToHeadShowsChancesAndMeetings()
{
    ui::HeadToHeadPage *page = m_window->headToHeadPage();
    page->setSides(QStringLiteral("Ann"), QStringLiteral("cid"));
    page->compare();
    // Ann finished ahead of Cid in all three races: she is the favourite, and they met three times.
    const QString summary = page->summary();
    QVERIFY2(summary.startsWith(QStringLiteral("On Karts: A wins ")), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("They met 3 time(s): A won 3, drew 0, B won 0.")), qPrintable(summary));
    page->setSides(QStringLiteral("Ann"), QStringLiteral("Zed"));
    page->compare();
    QCOMPARE(page->summary(), QStringLiteral("there is no player called 'Zed'"));
}

void TestMainWindow::chartFollowsADarkPalette()
{
    ui::RatingHistoryChart *chart = m_window->leaderboardPage()->chart();
    QVERIFY(!chart->isDark());
    const int players = chart->playerCount();
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(30, 30, 30));
    dark.setColor(QPalette::WindowText, Qt::white);
    QApplication::setPalette(dark);
    QTRY_VERIFY(chart->isDark());
    QCOMPARE(chart->playerCount(), players); // the players are drawn again in the dark theme
    QApplication::setPalette(QPalette());
    QTRY_VERIFY(!chart->isDark());
}

void TestMainWindow::playerProfile()
{
    ui::PlayersPage *page = m_window->playersPage();
    QTableView *table = page->table();
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        if (table->model()->index(r, 0).data().toString() == QStringLiteral("Bob"))
            table->selectRow(r);
    }
    // Bob finished second in all three races: ahead of Cid, behind Ann.
    const QString text = page->profileText();
    QVERIFY2(text.startsWith(QStringLiteral("<b>Bob</b> on Karts: 3 game(s), 0 won, 0 drawn, 3 lost.")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Toughest opponent: Ann (0 won, 0 drawn, 3 lost).")), qPrintable(text));
}

void TestMainWindow::findPutsTheCursorInThePagesFilter()
{
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    auto *find = m_window->findChild<QAction *>(QStringLiteral("find"));
    QVERIFY(find);
    QCOMPARE(find->shortcut(), QKeySequence(QKeySequence::Find));
    auto *pages = m_window->findChild<QTabWidget *>();
    pages->setCurrentWidget(m_window->leaderboardPage());
    find->trigger();
    QCOMPARE(QApplication::focusWidget(), m_window->findChild<QLineEdit *>(QStringLiteral("leaderboardFilter")));
    pages->setCurrentWidget(m_window->gamesPage());
    find->trigger();
    QVERIFY(QApplication::focusWidget());
    QCOMPARE(QApplication::focusWidget()->parentWidget(), m_window->gamesPage());
    QVERIFY(qobject_cast<QLineEdit *>(QApplication::focusWidget()));
}

void TestMainWindow::finishingOrderFromTheKeyboard()
{
    std::vector<db::GameInput> saved;
    ui::ResultDialog dialog(m_window->database(), [&saved](const db::GameInput &game) { saved.push_back(game); });
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    auto *kind = dialog.findChildren<QComboBox *>().value(0);
    kind->setCurrentIndex(kind->findText(QStringLiteral("Free for all")));
    auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("participants"));
    setRow(table, 0, QStringLiteral("Ann"), 1);
    setRow(table, 1, QStringLiteral("Bob"), 2);
    setRow(table, 2, QStringLiteral("Cid"), 3);
    // Cid came first: two steps up with Alt+Up; the places follow the new order.
    table->setFocus();
    table->setCurrentCell(2, ui::ResultDialog::PlayerColumn);
    QTest::keyClick(table, Qt::Key_Up, Qt::AltModifier);
    QTest::keyClick(table, Qt::Key_Up, Qt::AltModifier);
    QTest::keyClick(table, Qt::Key_Up, Qt::AltModifier); // already first: stays
    // Bob and Ann tie for second, typed as equal places.
    table->item(1, ui::ResultDialog::PlaceColumn)->setText(QStringLiteral("2"));
    dialog.save();
    QCOMPARE(dialog.error(), QString());
    QCOMPARE(saved.size(), std::size_t(1));
    const auto &p = saved[0].participants;
    QCOMPARE(p.size(), std::size_t(3));
    QCOMPARE(p[0].player, QStringLiteral("Cid"));
    QCOMPARE(p[0].rank, 1);
    QCOMPARE(p[1].player, QStringLiteral("Ann"));
    QCOMPARE(p[1].rank, 2);
    QCOMPARE(p[2].player, QStringLiteral("Bob"));
    QCOMPARE(p[2].rank, 2);
}

void TestMainWindow::threeRoundSwissEventEndToEnd()
{
    // Created through the dialog, paired and scored through the Events page, three rounds.
    Club &club = m_window->club();
    ui::EventDialog dialog(m_window->database(), nullptr, [&club](const db::EventInput &input) {
        club.run(std::make_unique<commands::CreateEvent>(club, input));
    });
    db::EventInput in;
    in.name = QStringLiteral("Friday Swiss");
    in.format = db::EventFormat::Swiss;
    in.discipline = QStringLiteral("Karts");
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
    QCOMPARE(db::Events(m_window->database()).entrants(QStringLiteral("Friday Swiss")).size(), std::size_t(6));
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Fay joins Friday Swiss"));
    m_window->undoStack()->undo();
    QCOMPARE(db::Events(m_window->database()).entrants(QStringLiteral("Friday Swiss")).size(), std::size_t(5));
    page->setEntrant(QStringLiteral("Eve"), false);
    QVERIFY(!db::Events(m_window->database()).entrants(QStringLiteral("Friday Swiss")).back().active);
    m_window->undoStack()->undo();
    QVERIFY(db::Events(m_window->database()).entrants(QStringLiteral("Friday Swiss")).back().active);
    const int gamesBefore = m_window->gamesPage()->model()->rowCount();
    std::set<QString> byes;
    for (int round = 1; round <= 3; ++round) {
        page->pairNextRound();
        QCOMPARE(page->message(), QString());
        QCOMPARE(page->currentRound(), round);
        QTableWidget *pairings = page->pairingsTable();
        QCOMPARE(pairings->rowCount(), 3); // two games and a bye
        QCOMPARE(pairings->item(2, 4)->text(), QStringLiteral("bye"));
        QVERIFY(byes.insert(pairings->item(2, 1)->text()).second);
        for (int table = 1; table <= 2; ++table) {
            QVERIFY(!pairings->item(table - 1, 2)->text().isEmpty()); // the quality is shown
            QVERIFY(page->enterResult(round, table, {1, 2}));
        }
        QVERIFY(page->pairingsTable()->item(0, 4)->text().endsWith(QStringLiteral(" won")));
    }
    // Undo takes back the last two results and the pairing of round 3; redo brings them back.
    QUndoStack *undo = m_window->undoStack();
    QCOMPARE(undo->undoText(), QStringLiteral("Result of Friday Swiss, round 3, table 2"));
    undo->undo();
    QCOMPARE(page->pairingsTable()->item(1, 4)->text(), QString());
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), gamesBefore + 5);
    undo->undo();
    undo->undo();
    QCOMPARE(db::Events(m_window->database()).roundCount(QStringLiteral("Friday Swiss")), 2);
    for (int step = 0; step < 3; ++step)
        undo->redo();
    QCOMPARE(db::Events(m_window->database()).roundCount(QStringLiteral("Friday Swiss")), 3);
    QCOMPARE(page->pairingsTable()->item(1, 4)->text().endsWith(QStringLiteral(" won")), true);
    // The last result finishes the event: the page names the podium, and there is no next round to pair.
    QVERIFY2(page->message().startsWith(QStringLiteral("Finished: 1. ")), qPrintable(page->message()));
    QPushButton *pairNext = nullptr;
    for (QPushButton *button : page->findChildren<QPushButton *>())
        pairNext = button->text() == QStringLiteral("&Pair Next Round") ? button : pairNext;
    QVERIFY(pairNext && !pairNext->isEnabled());
    QCOMPARE(db::Events(m_window->database()).get(QStringLiteral("Friday Swiss")).status, db::EventStatus::Finished);
    // Six games went into the history and onto the leaderboard.
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), gamesBefore + 6);
    QCOMPARE(m_window->leaderboardPage()->model()->rowCount(), 5); // Dan and Eve joined the leaderboard
    QTableWidget *standings = page->standingsTable();
    QCOMPARE(standings->rowCount(), 5);
    double points = 0;
    for (int r = 0; r < 5; ++r)
        points += standings->item(r, 2)->text().toDouble();
    QCOMPARE(points, 6.0 + 3.0); // six games and three byes, a point each
    QCOMPARE(standings->horizontalHeaderItem(3)->text(), QStringLiteral("Buchholz cut 1"));
    // The sheet that prints: the round's pairings and the standings.
    std::unique_ptr<QTextDocument> sheet(page->printable());
    const QString text = sheet->toPlainText();
    QVERIFY2(text.startsWith(QStringLiteral("Friday Swiss\nRound 3\n")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Standings")));
    QVERIFY(text.contains(standings->item(0, 1)->text()));
}

void TestMainWindow::pairingsPageSuggestsTeams()
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

void TestMainWindow::pairingsPageTakesPairsInAnyCase()
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

void TestMainWindow::creatingAnEventUndoes()
{
    // What the Events page's New Event does: the dialog hands the event to a command on the undo stack.
    db::EventInput in;
    in.name = QStringLiteral("Cup");
    in.format = db::EventFormat::SingleElimination;
    in.discipline = QStringLiteral("Karts");
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")};
    QUndoStack *undo = m_window->undoStack();
    Club &club = m_window->club();
    ui::EventDialog dialog(m_window->database(), nullptr, [&](const db::EventInput &input) {
        club.run(std::make_unique<commands::CreateEvent>(club, input));
    });
    dialog.setInput(in);
    dialog.create();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(undo->undoText(), QStringLiteral("Create event Cup"));
    db::Events events(m_window->database());
    QCOMPARE(events.list().size(), std::size_t(1));
    undo->undo();
    QVERIFY(events.list().empty());
    undo->redo();
    QCOMPARE(events.entrants(QStringLiteral("Cup")).size(), std::size_t(3));
    // A refused event is not pushed: the dialog says why and stays open.
    ui::EventDialog again(m_window->database(), nullptr, [&](const db::EventInput &input) {
        club.run(std::make_unique<commands::CreateEvent>(club, input));
    });
    again.setInput(in);
    again.create();
    QVERIFY(again.result() != int(QDialog::Accepted));
    QCOMPARE(again.findChild<QLabel *>(QStringLiteral("eventError"))->text(),
             QStringLiteral("Not created: there is already an event called 'Cup'"));
    QCOMPARE(undo->count(), 1);
}

void TestMainWindow::darkAppearanceFromTheViewMenu()
{
    ui::RatingHistoryChart *chart = m_window->leaderboardPage()->chart();
    QVERIFY(!chart->isDark());
    auto *dark = m_window->findChild<QAction *>(QStringLiteral("appearance-dark"));
    auto *system = m_window->findChild<QAction *>(QStringLiteral("appearance-system"));
    QVERIFY(dark && system);
    QVERIFY(system->isChecked());
    dark->trigger();
    QVERIFY(dark->isChecked());
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 128);
    QTRY_VERIFY(chart->isDark());
    QCOMPARE(QSettings().value(QStringLiteral("view/appearance")).toString(), QStringLiteral("dark"));
    system->trigger();
    QTRY_VERIFY(!chart->isDark());
    QCOMPARE(QSettings().value(QStringLiteral("view/appearance")).toString(), QStringLiteral("system"));
}

void TestMainWindow::aHeadToHeadResultComesFromItsOutcomeBox()
{
    // "Second player won": Bob, named second, gets rank 1; editing the game shows the same outcome again.
    whenDialogOpens([](ui::ResultDialog *dialog) {
        dialog->kind()->setCurrentIndex(0); // head to head
        dialog->discipline()->setCurrentText(QStringLiteral("Karts"));
        setRow(dialog->participants(), 0, QStringLiteral("Ann"), 1);
        setRow(dialog->participants(), 1, QStringLiteral("Bob"), 1);
        dialog->findChild<QComboBox *>(QStringLiteral("duelResult"))->setCurrentIndex(1);
    });
    m_window->newResult();
    const db::GameRecord duel = db::Games(m_window->database()).list().front();
    QCOMPARE(duel.game.kind, history::GameKind::HeadToHead);
    QCOMPARE(duel.game.participants[0].player, QStringLiteral("Ann"));
    QCOMPARE(duel.game.participants[0].rank, 2);
    QCOMPARE(duel.game.participants[1].rank, 1);
    int shown = -1;
    whenDialogOpens([&shown](ui::ResultDialog *dialog) {
        auto *outcome = dialog->findChild<QComboBox *>(QStringLiteral("duelResult"));
        shown = outcome->currentIndex();
        outcome->setCurrentIndex(2); // and now a draw
    });
    m_window->editResult(duel.id);
    QCOMPARE(shown, 1);
    const db::GameRecord drawn = db::Games(m_window->database()).get(duel.id);
    QCOMPARE(drawn.game.participants[0].rank, 1);
    QCOMPARE(drawn.game.participants[1].rank, 1);
}

namespace {

/** Runs `fill` on the leaderboard dialog once it is open, then saves it. */
void whenLeaderboardDialogOpens(const std::function<void(ui::LeaderboardDialog *)> &fill)
{
    QTimer::singleShot(0, [fill] {
        auto *dialog = qobject_cast<ui::LeaderboardDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        fill(dialog);
        dialog->save();
        if (dialog->isVisible())
            dialog->reject();
    });
}

QAction *actionNamed(QWidget *window, const char *name)
{
    return window->findChild<QAction *>(QLatin1String(name));
}

} // namespace

void TestMainWindow::windowShortcutsWorkFromATextField()
{
    // Ctrl+E (Export Standings) with the cursor in the leaderboard's filter: the export asks for a file.
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->leaderboardPage());
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    auto *filter = m_window->leaderboardPage()->findChild<QLineEdit *>(QStringLiteral("leaderboardFilter"));
    filter->setFocus();
    QTRY_VERIFY(filter->hasFocus());
    QString title;
    QTimer::singleShot(0, [&title] {
        if (QWidget *dialog = QApplication::activeModalWidget()) {
            title = dialog->windowTitle();
            dialog->close();
        }
    });
    QTest::keyClick(filter, Qt::Key_E, Qt::ControlModifier);
    QCOMPARE(title, QStringLiteral("Export Standings"));
    // Editing keys stay the field's: Ctrl+A selects its text, it does not reach the window.
    QTest::keyClicks(filter, QStringLiteral("An"));
    QTest::keyClick(filter, Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(filter->selectedText(), QStringLiteral("An"));
    // Alt+Down in the result dialog opens the combo box that has the focus; it moves a row only in the table.
    QString firstRow;
    QTimer::singleShot(0, [&firstRow] {
        auto *dialog = qobject_cast<ui::ResultDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        setRow(dialog->participants(), 0, QStringLiteral("Ann"), 1);
        setRow(dialog->participants(), 1, QStringLiteral("Bob"), 2);
        dialog->kind()->setFocus();
        QTRY_VERIFY(dialog->kind()->hasFocus());
        QTest::keyClick(dialog->kind(), Qt::Key_Down, Qt::AltModifier);
        QTRY_VERIFY(dialog->kind()->view()->isVisible()); // the drop-down is open
        dialog->kind()->hidePopup();
        const int visual = dialog->participants()->verticalHeader()->logicalIndex(0);
        firstRow = dialog->participants()->item(visual, ui::ResultDialog::PlayerColumn)->text();
        dialog->reject();
    });
    m_window->newResult();
    QCOMPARE(firstRow, QStringLiteral("Ann"));
}

void TestMainWindow::menuAndTabMnemonicsDoNotClash()
{
    // Alt+letter opens a menu or a page, never both: every mnemonic of the menu bar and the tabs is different.
    const auto mnemonic = [](const QString &text) {
        const qsizetype at = text.indexOf(QLatin1Char('&'));
        return at >= 0 && at + 1 < text.size() ? text.at(at + 1).toLower() : QChar();
    };
    QStringList seen;
    for (QAction *menu : m_window->menuBar()->actions())
        seen.append(mnemonic(menu->text()));
    const QTabWidget *tabs = m_window->findChild<QTabWidget *>();
    for (int i = 0; i < tabs->count(); ++i)
        seen.append(mnemonic(tabs->tabText(i)));
    QCOMPARE(seen.size(), 11); // five menus, six pages
    QVERIFY(!seen.contains(QString(QChar())));
    QCOMPARE(QSet<QString>(seen.begin(), seen.end()).size(), seen.size());
}

void TestMainWindow::saveAndNewTakesTheCellBeingTyped()
{
    // Bob's minutes are still being typed when Ctrl+Return saves: they are saved, and the game is dated when it
    // is saved, not when the dialog opened.
    const QDateTime opened = QDateTime::currentDateTime().addSecs(-1);
    QString typedInto;
    QTimer::singleShot(0, [&typedInto] {
        auto *dialog = qobject_cast<ui::ResultDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QVERIFY(dialog->findChild<QPushButton *>(QStringLiteral("saveAndNew"))->isVisible());
        dialog->kind()->setCurrentIndex(1); // free for all
        dialog->discipline()->setCurrentText(QStringLiteral("Karts"));
        QTableWidget *table = dialog->participants();
        setRow(table, 0, QStringLiteral("Ann"), 1);
        setRow(table, 1, QStringLiteral("Bob"), 2);
        table->setFocus();
        table->setCurrentCell(1, ui::ResultDialog::MinutesColumn);
        table->editItem(table->item(1, ui::ResultDialog::MinutesColumn));
        QWidget *editor = table->viewport()->findChild<QLineEdit *>();
        typedInto = editor ? QString::fromLatin1(editor->metaObject()->className()) : QString();
        QTest::keyClicks(editor, QStringLiteral("10"));
        // Ctrl+Return is the button's shortcut, and a shortcut clicks a button without taking the focus from the
        // cell: click() is that same path.
        auto *saveNew = dialog->findChild<QPushButton *>(QStringLiteral("saveAndNew"));
        QCOMPARE(saveNew->shortcut(), QKeySequence(QStringLiteral("Ctrl+Return")));
        saveNew->click();
        QCOMPARE(dialog->participants()->rowCount(), 2); // ready for the next result
        QCOMPARE(dialog->participants()->item(1, ui::ResultDialog::PlayerColumn)->text(), QString());
        dialog->reject(); // Save & New leaves the dialog open for the next result
    });
    m_window->newResult();
    QCOMPARE(typedInto, QStringLiteral("QExpandingLineEdit"));
    const db::GameRecord saved = db::Games(m_window->database()).list().front();
    QCOMPARE(saved.game.participants[1].player, QStringLiteral("Bob"));
    QCOMPARE(saved.game.participants[1].minutes, 10.0);
    const QDateTime when = QDateTime::fromString(saved.game.date, Qt::ISODate);
    QVERIFY2(when >= opened.addSecs(-1) && when <= QDateTime::currentDateTime(), qPrintable(saved.game.date));
    // Editing a stored game has no Save & New.
    bool saveAndNewShown = true;
    QTimer::singleShot(0, [&saveAndNewShown] {
        auto *dialog = qobject_cast<ui::ResultDialog *>(QApplication::activeModalWidget());
        saveAndNewShown = dialog->findChild<QPushButton *>(QStringLiteral("saveAndNew"))->isVisible();
        dialog->reject();
    });
    m_window->editResult(saved.id);
    QVERIFY(!saveAndNewShown);
}

void TestMainWindow::aClubWithGamesAndNoLeaderboardIsOfferedOne()
{
    // A club made in the app: a duel of chess, and no leaderboard yet. The window offers one, Elo for a
    // discipline of head-to-head games.
    const QString path = m_dir.filePath(QStringLiteral("fresh.podium"));
    auto club = Club::open(path, db::Database::Mode::Create);
    db::GameInput duel;
    duel.discipline = QStringLiteral("Chess");
    duel.date = QStringLiteral("2024-05-01T20:00");
    duel.participants = {{QStringLiteral("Ann"), {}, 1, std::nan(""), std::nan(""), true},
                         {QStringLiteral("Bob"), {}, 2, std::nan(""), std::nan(""), true}};
    club->run(std::make_unique<commands::AddGame>(*club, duel));
    club->undoStack()->clear();
    m_window = std::make_unique<ui::MainWindow>(std::move(club));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    auto *offer = m_window->findChild<QWidget *>(QStringLiteral("leaderboardOffer"));
    QVERIFY(offer->isVisible());
    QCOMPARE(m_window->leaderboardSelector()->count(), 0);
    QString suggestedName, suggestedAlgorithm;
    whenLeaderboardDialogOpens([&](ui::LeaderboardDialog *dialog) {
        suggestedName = dialog->record().name;
        suggestedAlgorithm = dialog->record().algorithm;
    });
    QPushButton *create = offer->findChild<QPushButton *>();
    QTest::mouseClick(create, Qt::LeftButton);
    QCOMPARE(suggestedName, QStringLiteral("Chess - Elo"));
    QCOMPARE(suggestedAlgorithm, QStringLiteral("elo"));
    QCOMPARE(m_window->leaderboardSelector()->currentText(), QStringLiteral("Chess - Elo"));
    QCOMPARE(m_window->leaderboardPage()->model()->rowCount(), 2);
    QCOMPARE(ratingOf(QStringLiteral("Ann")), 1512.0); // Elo k 24 from 1500: a win against an equal is +12
    QVERIFY(!offer->isVisible());
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Create leaderboard Chess - Elo"));
    m_window->undoStack()->undo();
    QVERIFY(offer->isVisible());
    QCOMPARE(m_window->leaderboardSelector()->count(), 0);
    QCOMPARE(m_window->leaderboardPage()->model()->rowCount(), 0);
    // A free-for-all discipline is offered TrueSkill.
    db::GameInput race = duel;
    race.discipline = QStringLiteral("Karts");
    race.kind = history::GameKind::FreeForAll;
    race.participants.push_back({QStringLiteral("Cid"), {}, 3, std::nan(""), std::nan(""), true});
    m_window->club().run(std::make_unique<commands::AddGame>(m_window->club(), race));
    QTRY_COMPARE(offer->findChild<QLabel *>()->text(),
                 QStringLiteral("No leaderboard rates the 1 game(s) of Chess yet.")); // Chess first, by name
    whenLeaderboardDialogOpens([](ui::LeaderboardDialog *dialog) {
        dialog->findChild<QComboBox *>(QStringLiteral("leaderboardDiscipline"))
            ->setCurrentText(QStringLiteral("Karts"));
        dialog->findChild<QLineEdit *>(QStringLiteral("leaderboardName"))->setText(QStringLiteral("Karts"));
        auto *algorithm = dialog->findChild<QComboBox *>(QStringLiteral("leaderboardAlgorithm"));
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("trueskill")));
    });
    actionNamed(m_window.get(), "newLeaderboard")->trigger();
    QCOMPARE(m_window->leaderboardSelector()->currentText(), QStringLiteral("Karts"));
    QCOMPARE(db::Leaderboards(m_window->database()).get(QStringLiteral("Karts")).algorithm,
             QStringLiteral("trueskill"));
    QVERIFY(offer->isVisible()); // Chess still has none
}

void TestMainWindow::aLeaderboardIsEditedAndDeletedUndoably()
{
    // The Karts leaderboard of init(): TrueSkill with its defaults. A larger β replays it; the status says so.
    QCOMPARE(m_window->leaderboardSelector()->currentText(), QStringLiteral("Karts"));
    const double annBefore = ratingOf(QStringLiteral("Ann"));
    QString shownBeta;
    whenLeaderboardDialogOpens([&shownBeta](ui::LeaderboardDialog *dialog) {
        auto *beta = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("param-beta"));
        shownBeta = QString::number(beta->value(), 'f', 4);
        QVERIFY(!beta->toolTip().isEmpty());
        beta->setValue(8.0);
        dialog->findChild<QLineEdit *>(QStringLiteral("leaderboardName"))->setText(QStringLiteral("Karts wide"));
    });
    actionNamed(m_window.get(), "editLeaderboard")->trigger();
    QCOMPARE(shownBeta, QStringLiteral("4.1667")); // the default, 25/6
    QCOMPARE(m_window->leaderboardSelector()->currentText(), QStringLiteral("Karts wide"));
    const db::LeaderboardRecord edited = db::Leaderboards(m_window->database()).get(QStringLiteral("Karts wide"));
    QCOMPARE(edited.params, (rating::ParamList {{"beta", "8"}})); // only what differs from the defaults is kept
    QVERIFY(ratingOf(QStringLiteral("Ann")) != annBefore);
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Karts wide replayed:")),
             qPrintable(m_window->statusBar()->currentMessage()));
    m_window->undoStack()->undo();
    QCOMPARE(m_window->leaderboardSelector()->currentText(), QStringLiteral("Karts"));
    QCOMPARE(ratingOf(QStringLiteral("Ann")), annBefore);
    // A refused change keeps the dialog open with its reason: a name in use.
    db::Leaderboards(m_window->database()).create({0, QStringLiteral("Other"), {}, QStringLiteral("elo"), {}, {}, {}});
    QString refused;
    whenLeaderboardDialogOpens([&refused](ui::LeaderboardDialog *dialog) {
        dialog->findChild<QLineEdit *>(QStringLiteral("leaderboardName"))->setText(QStringLiteral("Other"));
        dialog->save();
        refused = dialog->error();
    });
    actionNamed(m_window.get(), "editLeaderboard")->trigger();
    QCOMPARE(refused, QStringLiteral("Not saved: there is already a leaderboard called 'Other'"));
    // Deleting asks nothing and undoes.
    m_window->leaderboardSelector()->setCurrentText(QStringLiteral("Karts"));
    actionNamed(m_window.get(), "deleteLeaderboard")->trigger();
    QCOMPARE(m_window->leaderboardSelector()->findText(QStringLiteral("Karts")), -1);
    m_window->undoStack()->undo();
    QVERIFY(m_window->leaderboardSelector()->findText(QStringLiteral("Karts")) >= 0);
}

void TestMainWindow::theLeaderboardShownLastComesBackWithItsClub()
{
    const QString path = m_window->club().path();
    m_window->club().run(std::make_unique<commands::CreateLeaderboard>(
        m_window->club(),
        db::LeaderboardRecord {
            0, QStringLiteral("Karts Elo"), QStringLiteral("Karts"), QStringLiteral("elo"), {}, {}, {}}));
    m_window->leaderboardSelector()->setCurrentText(QStringLiteral("Karts Elo"));
    QCOMPARE(m_window->leaderboardPage()->leaderboard(), QStringLiteral("Karts Elo"));
    m_window.reset();
    m_window = std::make_unique<ui::MainWindow>(Club::open(path));
    QCOMPARE(m_window->leaderboardSelector()->currentText(), QStringLiteral("Karts Elo"));
}

void TestMainWindow::deletingAnEventUndoesWithItsRounds()
{
    // Deleting an event asks nothing: it is undoable, and undo brings back its entrants, rounds and results.
    Club &club = m_window->club();
    db::EventInput in;
    in.name = QStringLiteral("Night");
    in.format = db::EventFormat::RoundRobin;
    in.discipline = QStringLiteral("Karts");
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")};
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    ui::EventsPage *page = m_window->eventsPage();
    page->openEvent(QStringLiteral("Night"));
    page->pairNextRound();
    const int table = page->pairingsTable()->item(0, 0)->data(Qt::UserRole).toInt();
    QVERIFY(page->enterResult(1, table, {1, 2}));
    const auto before = db::Events(m_window->database()).tables(QStringLiteral("Night"));
    QPushButton *remove = nullptr;
    for (QPushButton *button : page->findChildren<QPushButton *>()) {
        if (button->text() == QStringLiteral("De&lete Event"))
            remove = button;
    }
    QVERIFY(remove);
    QTest::mouseClick(remove, Qt::LeftButton);
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Delete event Night"));
    QVERIFY(db::Events(m_window->database()).list().empty());
    QCOMPARE(page->currentEvent(), QString());
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 4); // the result stays in the history
    m_window->undoStack()->undo();
    QCOMPARE(page->currentEvent(), QStringLiteral("Night"));
    const auto after = db::Events(m_window->database()).tables(QStringLiteral("Night"));
    QCOMPARE(after.size(), before.size());
    for (std::size_t t = 0; t < after.size(); ++t) {
        QCOMPARE(after[t].gameId, before[t].gameId);
        QCOMPARE(after[t].seats.size(), before[t].seats.size());
        for (std::size_t k = 0; k < after[t].seats.size(); ++k) {
            QCOMPARE(after[t].seats[k].player, before[t].seats[k].player);
            QCOMPARE(after[t].seats[k].rank, before[t].seats[k].rank);
        }
    }
    QCOMPARE(db::Events(m_window->database()).standings(QStringLiteral("Night")).front().points, 1.0);
}

void TestMainWindow::deletingAnEventsGameAsksFirstAndUndoPutsItBack()
{
    Club &club = m_window->club();
    db::EventInput in;
    in.name = QStringLiteral("Duels");
    in.format = db::EventFormat::RoundRobin;
    in.discipline = QStringLiteral("Karts");
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob")};
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    club.run(std::make_unique<commands::PairRound>(club, QStringLiteral("Duels")));
    const qint64 game = club.run(std::make_unique<commands::EventResult>(club, QStringLiteral("Duels"), 1, 1,
                                                                         std::vector<int> {1, 2}))
                            .gameId();
    db::Events events(m_window->database());
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

void TestMainWindow::aChangeByAnotherProgramShowsWithinTwoSeconds()
{
    // podium-cli opens the same file on a connection of its own; here a second connection does what it does.
    const auto other = db::Database::open(m_window->club().path());
    db::Games games(*other);
    const db::GameRecord oldest = games.list().back();
    db::GameInput edited = oldest.game;
    for (db::ParticipantInput &p : edited.participants)
        p.rank = 4 - p.rank; // Cid wins the first race, Ann comes last
    const double cidBefore = ratingOf(QStringLiteral("Cid"));
    games.edit(oldest.id, edited);
    QTRY_VERIFY_WITH_TIMEOUT(ratingOf(QStringLiteral("Cid")) > cidBefore + 1.0, 2000);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("another program")),
             qPrintable(m_window->statusBar()->currentMessage()));

    // A game, a player and an event added elsewhere appear too.
    edited.date = QStringLiteral("2024-03-09T20:00");
    edited.participants[0].player = QStringLiteral("Eve");
    games.add(edited);
    QTRY_COMPARE_WITH_TIMEOUT(m_window->gamesPage()->model()->rowCount(), 4, 2000);
    QCOMPARE(m_window->leaderboardPage()->model()->rowCount(), 4);
    db::EventInput in;
    in.name = QStringLiteral("Elsewhere");
    in.format = db::EventFormat::Swiss;
    in.discipline = QStringLiteral("Karts");
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob")};
    db::Events(*other).create(in);
    QTRY_COMPARE_WITH_TIMEOUT(m_window->eventsPage()->currentEvent(), QStringLiteral("Elsewhere"), 2000);
    // The window's own changes are not taken for another program's.
    m_window->deleteResult(m_window->gamesPage()->model()->game(0).id);
    QVERIFY(!m_window->statusBar()->currentMessage().contains(QStringLiteral("another program")));
    QTest::qWait(700);
    QVERIFY(!m_window->statusBar()->currentMessage().contains(QStringLiteral("another program")));
}

void TestMainWindow::aStepThatFailsLeavesTheUndoHistoryWithItsReason()
{
    // The window adds a race; another program deletes it; undo cannot delete it again: the window says why,
    // and the step leaves the history instead of blocking it.
    Club &club = m_window->club();
    db::GameInput race = db::Games(m_window->database()).list().front().game;
    race.date = QStringLiteral("2024-03-08T20:00");
    race.externalId.clear();
    const qint64 id = club.run(std::make_unique<commands::AddGame>(club, race)).gameId();
    db::Games(*db::Database::open(club.path())).remove(id);
    QString reason;
    connect(&club, &Club::commandFailed, this,
            [&reason](const QString &, const QString &message) { reason = message; });
    QTimer closer;
    connect(&closer, &QTimer::timeout, [] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            box->accept();
    });
    closer.start(10);
    m_window->undoStack()->undo();
    closer.stop();
    QVERIFY2(reason.contains(QString::number(id)), qPrintable(reason));
    QCOMPARE(m_window->undoStack()->count(), 0);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
