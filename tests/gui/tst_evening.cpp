// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The organiser's evening of issue 10, played on the real window offscreen from a club that does not exist yet:
// its first leaderboards made in the app, a duel, an eight-driver race and a 3 v 3 typed with the keyboard alone
// (Ctrl+Return saving each), an old game corrected, a nine-player Swiss of four rounds to its finish, a six-player
// single elimination to its winner in its bracket, suggested teams turned into a game, and the standings exported.
#include "windowfixture.h"

#include "store/sqlite/clubfile.h"
#include "widgets/bracketview.h"

#include <QFileDialog>

using namespace podium;
using namespace podium::test;

namespace {

/** Presses keys on whatever has the focus, as a person at the keyboard. */
void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTest::keyClick(QApplication::focusWidget(), key, modifiers);
}

void type(const QString &text)
{
    for (const QChar c : text) // the first key of a cell opens its editor, which takes the next ones
        QTest::keyClicks(QApplication::focusWidget(), QString(c));
}

/** One participant as typed into the result table. */
struct Typed
{
    QString player;
    QString team; ///< team games only
    int place = 0; ///< typed where given; else the row's number stands
};

/** Opens the "add new players?" question when it comes and answers Alt+A (Add as new players). */
void addNewPlayersWhenAsked(bool *asked)
{
    whenModal<QMessageBox>([asked](QMessageBox *box) {
        *asked = true;
        box->activateWindow();
        QTRY_COMPARE(QApplication::activeWindow(), box); // its Alt keys work once it is the active window
        QTest::keyClick(box, Qt::Key_A, Qt::AltModifier);
    });
}

} // namespace

class TestEvening : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void theEvening();

private:
    void newClubFromTheOpenDialog();
    void createOfferedLeaderboard(const QString &expectedName);
    /** In the open result dialog: kind (downs from head to head), discipline, then the rows, by keys alone. */
    void typeGame(ui::ResultDialog *dialog, int kindDowns, const QString &discipline, const std::vector<Typed> &rows,
                  int duelDowns = 0);
    void enterTheDuelAndCreateItsLeaderboard();
    void enterARaceAndATeamGame();
    void correctTheDuel();
    void playASwiss();
    void playAnElimination();
    void turnSuggestedTeamsIntoAGame();
    void exportTheStandings();

    double rating(const QString &player) const { return ratingOf(player); }
    /** The main window made active, as a person's window is before they press its keys. */
    void activate()
    {
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }
    void pressOnTheWindow(Qt::Key key, Qt::KeyboardModifiers modifiers)
    {
        QTest::keyClick(m_window.get(), key, modifiers);
    }
};

void TestEvening::newClubFromTheOpenDialog()
{
    // The window starts on a scratch club; the evening's club is typed into Open as a name that is not there.
    const QString scratch = m_dir.filePath(QStringLiteral("scratch.podium"));
    store::createClubFile(scratch);
    m_window = std::make_unique<ui::MainWindow>(Club::open(scratch));
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    whenModal<QMessageBox>([](QMessageBox *box) { box->button(QMessageBox::Yes)->click(); }); // "Create a club there?"
    QVERIFY(m_window->openClubAt(m_dir.filePath(QStringLiteral("friday"))));
    QCOMPARE(m_window->club().path(), m_dir.filePath(QStringLiteral("friday.podium")));
    QCOMPARE(m_window->leaderboardSelector()->count(), 0);
}

void TestEvening::createOfferedLeaderboard(const QString &expectedName)
{
    auto *offer = m_window->findChild<QWidget *>(QStringLiteral("leaderboardOffer"));
    QTRY_VERIFY(offer->isVisible());
    QString name;
    whenLeaderboardDialogOpens([&](ui::LeaderboardDialog *dialog) { name = dialog->record().name; });
    QTest::mouseClick(offer->findChild<QPushButton *>(), Qt::LeftButton);
    QCOMPARE(name, expectedName);
    QCOMPARE(m_window->leaderboardSelector()->currentText(), expectedName);
}

void TestEvening::typeGame(ui::ResultDialog *dialog, int kindDowns, const QString &discipline,
                           const std::vector<Typed> &rows, int duelDowns)
{
    dialog->activateWindow(); // again after a question box closed
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    dialog->kind()->setFocus();
    QTRY_VERIFY(dialog->kind()->hasFocus());
    press(Qt::Key_Home);
    for (int i = 0; i < kindDowns; ++i)
        press(Qt::Key_Down);
    press(Qt::Key_Tab); // the discipline
    press(Qt::Key_A, Qt::ControlModifier);
    type(discipline);
    press(Qt::Key_Tab); // When: one stop
    press(Qt::Key_Tab);
    if (kindDowns == 0) { // who won
        for (int i = 0; i < duelDowns; ++i)
            press(Qt::Key_Down);
        press(Qt::Key_Tab);
    }
    press(Qt::Key_Tab); // past Notes, into the table
    QTRY_VERIFY(dialog->participants()->hasFocus()
                || dialog->participants()->isAncestorOf(QApplication::focusWidget()));
    const bool teams = kindDowns == 2;
    // Tab walks the row's shown cells (a duel shows no team or place) and goes on to the next row's player.
    int shown = 0;
    for (int c = 0; c < dialog->participants()->columnCount(); ++c)
        shown += dialog->participants()->isColumnHidden(c) ? 0 : 1;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        int tabs = 0;
        type(rows[r].player);
        if (teams) {
            press(Qt::Key_Tab);
            ++tabs;
            type(rows[r].team);
        }
        if (rows[r].place > 0) {
            press(Qt::Key_Tab);
            ++tabs;
            type(QString::number(rows[r].place));
        }
        if (r + 1 == rows.size())
            break; // the last cell is still being typed in when Ctrl+Return saves
        for (; tabs < shown; ++tabs)
            press(Qt::Key_Tab);
    }
}

void TestEvening::enterTheDuelAndCreateItsLeaderboard()
{
    activate();
    bool asked = false;
    whenModal<ui::ResultDialog>([this, &asked](ui::ResultDialog *dialog) {
        dialog->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        typeGame(dialog, 0, QStringLiteral("Chess"), {{QStringLiteral("Ann"), {}}, {QStringLiteral("Bob"), {}}});
        if (QTest::currentTestFailed())
            return dialog->reject();
        addNewPlayersWhenAsked(&asked);
        press(Qt::Key_Return, Qt::ControlModifier); // Save & New
        QTRY_COMPARE(dialog->participants()->item(0, ui::ResultDialog::PlayerColumn)->text(), QString());
        QTest::keyClick(dialog, Qt::Key_Escape);
    });
    pressOnTheWindow(Qt::Key_N, Qt::ControlModifier);
    QVERIFY(asked);
    const std::vector<club::GameRecord> games = club::Games(m_window->database()).list();
    QCOMPARE(games.size(), std::size_t(1));
    QCOMPARE(games[0].game.kind, history::GameKind::HeadToHead);
    QCOMPARE(games[0].game.participants[0].player, QStringLiteral("Ann"));
    QCOMPARE(games[0].game.participants[1].rank, 2);
    createOfferedLeaderboard(QStringLiteral("Chess - Elo"));
    // Elo from 1500 with k 24 (the leaderboard's default): a win against an equal is worth 24 × (1 − 0.5).
    QCOMPARE(rating(QStringLiteral("Ann")), 1512.0);
    QCOMPARE(rating(QStringLiteral("Bob")), 1488.0);
}

void TestEvening::enterARaceAndATeamGame()
{
    const QStringList drivers {QStringLiteral("Cid"), QStringLiteral("Dan"), QStringLiteral("Eve"),
                               QStringLiteral("Fay"), QStringLiteral("Gus"), QStringLiteral("Hal"),
                               QStringLiteral("Ivy"), QStringLiteral("Jo")};
    activate();
    bool askedRace = false;
    whenModal<ui::ResultDialog>([&](ui::ResultDialog *dialog) {
        dialog->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        std::vector<Typed> race;
        for (const QString &d : drivers)
            race.push_back({d, {}});
        typeGame(dialog, 1, QStringLiteral("Karts"), race);
        if (QTest::currentTestFailed())
            return dialog->reject();
        QCOMPARE(dialog->participants()->rowCount(), 8); // rows 3 to 8 came from Tab on the last row
        addNewPlayersWhenAsked(&askedRace);
        press(Qt::Key_Return, Qt::ControlModifier);
        QTRY_COMPARE(dialog->participants()->rowCount(), 2);
        // Red won: place 1 for Red's players, 2 for Blue's.
        typeGame(dialog, 2, QStringLiteral("Capture the flag"),
                 {{QStringLiteral("Ann"), QStringLiteral("Red"), 1},
                  {QStringLiteral("Cid"), QStringLiteral("Red"), 1},
                  {QStringLiteral("Eve"), QStringLiteral("Red"), 1},
                  {QStringLiteral("Bob"), QStringLiteral("Blue"), 2},
                  {QStringLiteral("Dan"), QStringLiteral("Blue"), 2},
                  {QStringLiteral("Fay"), QStringLiteral("Blue"), 2}});
        if (QTest::currentTestFailed())
            return dialog->reject();
        press(Qt::Key_Return, Qt::ControlModifier); // everyone is known by now: nothing is asked
        QTRY_COMPARE(dialog->participants()->rowCount(), 2);
        QTest::keyClick(dialog, Qt::Key_Escape);
    });
    pressOnTheWindow(Qt::Key_N, Qt::ControlModifier);
    QVERIFY(askedRace);
    const std::vector<club::GameRecord> games = club::Games(m_window->database()).list(); // newest first
    QCOMPARE(games.size(), std::size_t(3));
    QCOMPARE(games[1].game.kind, history::GameKind::FreeForAll);
    QCOMPARE(games[1].game.participants.size(), std::size_t(8));
    QCOMPARE(games[1].game.participants[7].player, QStringLiteral("Jo"));
    QCOMPARE(games[1].game.participants[7].rank, 8);
    QCOMPARE(games[0].game.kind, history::GameKind::Team);
    QCOMPARE(games[0].game.participants[5].team, QStringLiteral("Blue"));
    // The offer names the disciplines without a leaderboard in turn, by name: Capture the flag, then Karts.
    createOfferedLeaderboard(QStringLiteral("Capture the flag - TrueSkill"));
    // Three equal newcomers a side: each winner moves up alike, each loser down alike.
    QCOMPARE(rating(QStringLiteral("Ann")), rating(QStringLiteral("Eve")));
    QCOMPARE(rating(QStringLiteral("Bob")), rating(QStringLiteral("Fay")));
    QVERIFY(rating(QStringLiteral("Ann")) > 25.0 && rating(QStringLiteral("Bob")) < 25.0);
    // Karts is offered TrueSkill too: the race's order is the ratings' order, each driver above the next.
    createOfferedLeaderboard(QStringLiteral("Karts - TrueSkill"));
    for (int i = 0; i + 1 < drivers.size(); ++i)
        QVERIFY2(rating(drivers[i]) > rating(drivers[i + 1]), qPrintable(drivers[i]));
    QVERIFY(!m_window->findChild<QWidget *>(QStringLiteral("leaderboardOffer"))->isVisible()); // every game rated
}

void TestEvening::correctTheDuel()
{
    // The duel was the other way round: edited, Elo's numbers turn over.
    m_window->leaderboardSelector()->setCurrentText(QStringLiteral("Chess - Elo"));
    const qint64 duel = club::Games(m_window->database()).list().back().id;
    whenDialogOpens([](ui::ResultDialog *dialog) {
        dialog->findChild<QComboBox *>(QStringLiteral("duelResult"))->setCurrentIndex(1); // second player won
    });
    m_window->editResult(duel);
    QCOMPARE(rating(QStringLiteral("Ann")), 1488.0);
    QCOMPARE(rating(QStringLiteral("Bob")), 1512.0);
}

void TestEvening::playASwiss()
{
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->eventsPage());
    ui::EventsPage *page = m_window->eventsPage();
    Club &club = m_window->club();
    ui::EventDialog dialog(m_window->database(), nullptr, [&club](const club::EventInput &input) {
        club.run(std::make_unique<commands::CreateEvent>(club, input));
    });
    club::EventInput in;
    in.name = QStringLiteral("Friday Swiss");
    in.format = club::EventFormat::Swiss;
    in.discipline = QStringLiteral("Chess");
    in.rounds = 4;
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"),
                   QStringLiteral("Dan"), QStringLiteral("Eve"), QStringLiteral("Fay"),
                   QStringLiteral("Gus"), QStringLiteral("Hal"), QStringLiteral("Ivy")};
    dialog.setInput(in);
    dialog.create();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    page->openEvent(in.name);
    QTableWidget *pairings = page->pairingsTable();
    for (int round = 1; round <= 4; ++round) {
        page->pairNextRound();
        QCOMPARE(page->currentRound(), round);
        QCOMPARE(pairings->rowCount(), 5); // four games and a bye
        pairings->setFocus();
        pairings->setCurrentCell(0, 1);
        QTest::keyClicks(pairings, round % 2 ? QStringLiteral("1=01") : QStringLiteral("10=1"));
    }
    const club::EventRecord swiss = club::Events(m_window->database()).get(in.name);
    QCOMPARE(swiss.status, club::EventStatus::Finished);
    const auto standings = club::Events(m_window->database()).standings(in.name);
    double points = 0;
    for (const club::EventStanding &s : standings)
        points += s.points;
    QCOMPARE(points, 4 * (4 * 1.0 + 1.0)); // each round: four games of a point, and a bye's point
    QVERIFY2(page->message().startsWith(QStringLiteral("Finished: 1. %1, 2. ").arg(standings[0].player)),
             qPrintable(page->message()));
    for (QPushButton *button : page->findChildren<QPushButton *>()) {
        if (button->text() == QLatin1String("Pair Ne&xt Round"))
            QVERIFY(!button->isEnabled()); // no round after the last
    }
    // The games are the club's: the Swiss's sixteen games moved the Chess ratings.
    QCOMPARE(club::Games(m_window->database()).list().size(), std::size_t(3 + 16));
}

void TestEvening::playAnElimination()
{
    ui::EventsPage *page = m_window->eventsPage();
    Club &club = m_window->club();
    club::EventInput in;
    in.name = QStringLiteral("Cup");
    in.format = club::EventFormat::SingleElimination;
    in.discipline = QStringLiteral("Chess");
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"),
                   QStringLiteral("Dan"), QStringLiteral("Eve"), QStringLiteral("Fay")};
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    page->openEvent(in.name);
    QTableWidget *pairings = page->pairingsTable();
    for (int round = 1; club::Events(m_window->database()).get(in.name).status != club::EventStatus::Finished;
         ++round) {
        QVERIFY(round <= 3);
        page->pairNextRound();
        const auto tables = club::Events(m_window->database()).tables(in.name, round);
        for (int row = 0; row < pairings->rowCount(); ++row) {
            if (tables[static_cast<std::size_t>(row)].bye)
                continue;
            pairings->setCurrentCell(row, 1);
            QTest::keyClick(pairings, Qt::Key_1);
        }
    }
    const auto standings = club::Events(m_window->database()).standings(in.name);
    QCOMPARE(page->bracketView()->champion(), standings[0].player);
    QVERIFY(page->bracketView()->isVisibleTo(page)); // an elimination opens on its bracket
    QCOMPARE(page->message().left(12), QStringLiteral("Finished: 1."));
}

void TestEvening::turnSuggestedTeamsIntoAGame()
{
    m_window->leaderboardSelector()->setCurrentText(QStringLiteral("Capture the flag - TrueSkill"));
    ui::PairingsPage *page = m_window->pairingsPage();
    m_window->findChild<QTabWidget *>()->setCurrentWidget(page);
    page->setPresent({QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan"),
                      QStringLiteral("Eve"), QStringLiteral("Fay")});
    page->setMode(ui::PairingsPage::Mode::Teams, 2);
    page->suggest();
    QCOMPARE(page->suggestions().size(), std::size_t(1));
    const std::size_t before = club::Games(m_window->database()).list().size();
    QStringList red;
    whenDialogOpens([&red](ui::ResultDialog *dialog) {
        QTableWidget *table = dialog->participants();
        QCOMPARE(table->rowCount(), 6);
        const QString first = table->item(0, ui::ResultDialog::TeamColumn)->text();
        for (int row = 0; row < 6; ++row) {
            const bool won = table->item(row, ui::ResultDialog::TeamColumn)->text() == first;
            table->item(row, ui::ResultDialog::PlaceColumn)->setText(won ? QStringLiteral("1") : QStringLiteral("2"));
            if (won)
                red.append(table->item(row, ui::ResultDialog::PlayerColumn)->text());
        }
    });
    page->enterResult(0);
    const std::vector<club::GameRecord> games = club::Games(m_window->database()).list();
    QCOMPARE(games.size(), before + 1);
    QCOMPARE(games.front().game.kind, history::GameKind::Team);
    QCOMPARE(red.size(), 3);
    for (const club::ParticipantInput &p : games.front().game.participants)
        QCOMPARE(p.rank, red.contains(p.player) ? 1 : 2);
}

void TestEvening::exportTheStandings()
{
    // Ctrl+E on the leaderboard: the file dialog takes a name, and the CSV holds the standings shown.
    m_window->leaderboardSelector()->setCurrentText(QStringLiteral("Chess - Elo"));
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->leaderboardPage());
    const QString csv = m_dir.filePath(QStringLiteral("chess.csv"));
    activate();
    whenModal<QFileDialog>([csv](QFileDialog *files) { chooseFile(files, csv); });
    pressOnTheWindow(Qt::Key_E, Qt::ControlModifier);
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), QStringLiteral("rank,player,rating,mu,sigma,games,wins,draws,losses,last_played"));
    QCOMPARE(lines.size(), 1 + 9); // the nine Swiss players
    const ui::LeaderboardModel *model = m_window->leaderboardPage()->model();
    QVERIFY(lines[1].startsWith(QStringLiteral("1,%1,").arg(model->row(0).player)));
    // The Swiss's standings from the Events page.
    const QString swiss = m_dir.filePath(QStringLiteral("swiss.csv"));
    m_window->eventsPage()->openEvent(QStringLiteral("Friday Swiss"));
    QVERIFY(m_window->eventsPage()->exportStandings(swiss));
    QFile standings(swiss);
    QVERIFY(standings.open(QIODevice::ReadOnly));
    const QString first = QString::fromUtf8(standings.readLine()).trimmed();
    QVERIFY2(first.startsWith(QStringLiteral("place,player,points")), qPrintable(first));
    const QString winner = club::Events(m_window->database()).standings(QStringLiteral("Friday Swiss")).front().player;
    QVERIFY(QString::fromUtf8(standings.readLine()).startsWith(QStringLiteral("1,%1,").arg(winner)));
}

void TestEvening::theEvening()
{
    // Each step stops the evening at its first failure: what follows builds on it.
    for (void (TestEvening::*step)() :
         {&TestEvening::newClubFromTheOpenDialog, &TestEvening::enterTheDuelAndCreateItsLeaderboard,
          &TestEvening::enterARaceAndATeamGame, &TestEvening::correctTheDuel, &TestEvening::playASwiss,
          &TestEvening::playAnElimination, &TestEvening::turnSuggestedTeamsIntoAGame,
          &TestEvening::exportTheStandings}) {
        (this->*step)();
        if (QTest::currentTestFailed())
            return;
    }
}

QTEST_MAIN(TestEvening)
#include "tst_evening.moc"
