// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Drives the real main window's tables offscreen: filters that wait for the last keystroke, counts that follow
// them, the leaderboard's minimum of games and its provisional legend, the first click on a column, and reloads
// that keep the selected row and the scroll.
#include "history/synthetic.h"
#include "windowfixture.h"

#include <QSignalSpy>
#include <QSpinBox>

using namespace podium;
using namespace podium::test;

namespace {

club::GameInput race(const QString &date, const QStringList &finish)
{
    club::GameInput game;
    game.discipline = QStringLiteral("Karts");
    game.kind = history::GameKind::FreeForAll;
    game.date = date;
    for (int place = 1; place <= finish.size(); ++place)
        game.participants.push_back({finish.at(place - 1), {}, place, std::nan(""), std::nan(""), true});
    return game;
}

QStringList shownPlayers(const ui::LeaderboardPage *page)
{
    QStringList players;
    const QAbstractItemModel *shown = page->table()->model();
    for (int r = 0; r < shown->rowCount(); ++r)
        players.append(shown->index(r, 0).data(ui::LeaderboardModel::PlayerRole).toString());
    return players;
}

QStringList selectedPlayers(const ui::LeaderboardPage *page)
{
    QStringList players;
    for (const QModelIndex &index : page->table()->selectionModel()->selectedRows())
        players.append(index.data(ui::LeaderboardModel::PlayerRole).toString());
    return players;
}

void clickHeader(QTableView *table, int column)
{
    QHeaderView *header = table->horizontalHeader();
    const QPoint middle(header->sectionViewportPosition(column) + header->sectionSize(column) / 2,
                        header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, middle);
}

} // namespace

class TestTables : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void init();
    void cleanup() { m_window.reset(); }
    void theGamesFilterWaitsForTheLastKeystroke();
    void aFilterTypedWhileTheLogIsReadAgainFiltersIt();
    void aBigLogShowsItsNewestGamesAtOnce();
    void theLeaderboardCountFollowsItsFilter();
    void aMinimumOfGamesHidesThePlayersBelowIt();
    void aFirstClickOnANumberSortsTheMostFirst();
    void anEditKeepsTheSelectedPlayersAndGame();
    void aReloadKeepsTheRowAtTheTop();

private:
    void run(std::unique_ptr<commands::ClubCommand> command) { m_window->club().run(std::move(command)); }
    void show(QWidget *page) { m_window->findChild<QTabWidget *>()->setCurrentWidget(page); }
};

void TestTables::init()
{
    openKartsClub();
    // A fourth race without Cid: Ann and Bob have four games, Cid three.
    run(std::make_unique<commands::AddGame>(
        m_window->club(), race(QStringLiteral("2024-03-04T20:00"), {QStringLiteral("Bob"), QStringLiteral("Ann")})));
}

void TestTables::theGamesFilterWaitsForTheLastKeystroke()
{
    ui::GamesPage *page = m_window->gamesPage();
    QTRY_VERIFY(page->model()->searchPrepared());
    gamesRead();
    const QAbstractItemModel *shown = page->table()->model();
    QCOMPARE(shown->rowCount(), 4);
    QCOMPARE(page->countText(), QStringLiteral("4 game(s)"));
    QSignalSpy filtered(shown, &QAbstractItemModel::layoutChanged);
    auto *filter = page->findChild<QLineEdit *>(QStringLiteral("gamesFilter"));
    QTest::keyClicks(filter, QStringLiteral("cID"));
    // Typing does not wait for the filter: the rows change once the keys have stopped.
    QCOMPARE(filtered.count(), 0);
    QCOMPARE(shown->rowCount(), 4);
    QTRY_COMPARE(shown->rowCount(), 3);
    QCOMPARE(filtered.count(), 1); // once, for "cID", not for "c" and "cI" on the way
    QCOMPARE(page->countText(), QStringLiteral("3 of 4 game(s)"));
    for (int r = 0; r < 3; ++r)
        QVERIFY(shown->index(r, ui::GamesModel::Participants).data().toString().contains(QStringLiteral("Cid #3")));
    // A game entered while the filter is in use: the log read again is filtered at once, never shown whole.
    run(std::make_unique<commands::AddGame>(
        m_window->club(), race(QStringLiteral("2024-03-05T20:00"), {QStringLiteral("Cid"), QStringLiteral("Ann")})));
    QCOMPARE(shown->rowCount(), 3); // the log before, until the new one is read
    gamesRead();
    QCOMPARE(shown->rowCount(), 4);
    QCOMPARE(page->countText(), QStringLiteral("4 of 5 game(s)"));
    filter->clear();
    QTRY_COMPARE(shown->rowCount(), 5);
    QCOMPARE(page->countText(), QStringLiteral("5 game(s)"));
    // A date as the ISO form has it finds the games of that day.
    QTest::keyClicks(filter, QStringLiteral("2024-03-04"));
    QTRY_COMPARE(shown->rowCount(), 1);
    QCOMPARE(shown->index(0, ui::GamesModel::Participants).data().toString(), QStringLiteral("Bob #1, Ann #2"));
}

void TestTables::theLeaderboardCountFollowsItsFilter()
{
    ui::LeaderboardPage *page = m_window->leaderboardPage();
    show(page);
    QCOMPARE(page->summaryText(), QStringLiteral("3 player(s); TrueSkill, Karts"));
    auto *filter = page->findChild<QLineEdit *>(QStringLiteral("leaderboardFilter"));
    QTest::keyClicks(filter, QStringLiteral("b"));
    QTRY_COMPARE(shownPlayers(page), QStringList {QStringLiteral("Bob")});
    QCOMPARE(page->summaryText(), QStringLiteral("1 of 3 player(s); TrueSkill, Karts"));
    filter->clear();
    QTRY_COMPARE(page->summaryText(), QStringLiteral("3 player(s); TrueSkill, Karts"));
}

void TestTables::aMinimumOfGamesHidesThePlayersBelowIt()
{
    ui::LeaderboardPage *page = m_window->leaderboardPage();
    show(page);
    // Everyone has fewer than ten games: the legend says what their italics and "?" mean.
    QVERIFY(page->findChild<QLabel *>(QStringLiteral("provisionalLegend"))->isVisible());
    QVERIFY2(
        page->legendText().contains(QStringLiteral("provisional: fewer than 10 games, or a rating still uncertain")),
        qPrintable(page->legendText()));
    auto *minimum = page->findChild<QSpinBox *>(QStringLiteral("minimumGames"));
    QCOMPARE(minimum->value(), 0);
    page->table()->selectRow(shownPlayers(page).indexOf(QStringLiteral("Cid")));
    QCOMPARE(page->chart()->playerCount(), 1);
    minimum->setValue(4);
    QCOMPARE(shownPlayers(page).size(), 2);
    QVERIFY(!shownPlayers(page).contains(QStringLiteral("Cid"))); // three games
    QCOMPARE(page->chart()->playerCount(), 0); // Cid, hidden, is no longer charted
    QCOMPARE(page->summaryText(), QStringLiteral("2 of 3 player(s); TrueSkill, Karts"));
    minimum->setValue(5);
    QCOMPARE(shownPlayers(page), QStringList());
    QCOMPARE(page->summaryText(), QStringLiteral("0 of 3 player(s); TrueSkill, Karts"));

    // The minimum stays for the session: another leaderboard shown is filtered by it too.
    minimum->setValue(4);
    run(std::make_unique<commands::CreateLeaderboard>(
        m_window->club(),
        club::LeaderboardRecord {
            0, QStringLiteral("Karts Elo"), QStringLiteral("Karts"), QStringLiteral("elo"), {}, {}, {}}));
    m_window->leaderboardSelector()->setCurrentText(QStringLiteral("Karts Elo"));
    QCOMPARE(page->leaderboard(), QStringLiteral("Karts Elo"));
    QCOMPARE(page->minimumGames(), 4);
    QCOMPARE(page->summaryText(), QStringLiteral("2 of 3 player(s); Elo, Karts"));
    QVERIFY(page->legendText().contains(QStringLiteral("provisional: fewer than 10 games")));
    QVERIFY(!page->legendText().contains(QStringLiteral("uncertain"))); // Elo keeps no uncertainty
    minimum->setValue(0);
    QCOMPARE(page->summaryText(), QStringLiteral("3 player(s); Elo, Karts"));
}

void TestTables::aFirstClickOnANumberSortsTheMostFirst()
{
    ui::LeaderboardPage *page = m_window->leaderboardPage();
    show(page);
    QTableView *table = page->table();
    clickHeader(table, ui::LeaderboardModel::Games);
    QCOMPARE(table->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
    QCOMPARE(shownPlayers(page).back(), QStringLiteral("Cid")); // the fewest games last
    QCOMPARE(table->model()->index(0, ui::LeaderboardModel::Games).data().toInt(), 4);
    clickHeader(table, ui::LeaderboardModel::Games); // a second click turns it round
    QCOMPARE(shownPlayers(page).front(), QStringLiteral("Cid"));
    clickHeader(table, ui::LeaderboardModel::Player); // names: A to Z
    QCOMPARE(table->horizontalHeader()->sortIndicatorOrder(), Qt::AscendingOrder);
    QCOMPARE(shownPlayers(page), (QStringList {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")}));

    // The game log: a first click on the date shows the newest game first.
    show(m_window->gamesPage());
    QTableView *games = m_window->gamesPage()->table();
    clickHeader(games, ui::GamesModel::Discipline);
    QCOMPARE(games->horizontalHeader()->sortIndicatorOrder(), Qt::AscendingOrder);
    clickHeader(games, ui::GamesModel::Date);
    QCOMPARE(games->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
    gamesRead();
    QCOMPARE(games->model()->index(0, ui::GamesModel::Participants).data().toString(),
             QStringLiteral("Bob #1, Ann #2"));
}

void TestTables::aFilterTypedWhileTheLogIsReadAgainFiltersIt()
{
    ui::GamesPage *page = m_window->gamesPage();
    gamesRead();
    const QAbstractItemModel *shown = page->table()->model();
    QCOMPARE(shown->rowCount(), 4);
    // A game comes in, and the log is read again off the GUI thread; a filter is typed before it is in.
    run(std::make_unique<commands::AddGame>(
        m_window->club(), race(QStringLiteral("2024-03-05T20:00"), {QStringLiteral("Ann"), QStringLiteral("Bob")})));
    QVERIFY(page->isReading());
    QTest::keyClicks(page->findChild<QLineEdit *>(QStringLiteral("gamesFilter")), QStringLiteral("Cid"));
    gamesRead();
    // The three races with Cid; the new duel without him never shows, the whole log neither.
    QTRY_COMPARE(shown->rowCount(), 3);
    QCOMPARE(page->countText(), QStringLiteral("3 of 5 game(s)"));
    for (int r = 0; r < shown->rowCount(); ++r)
        QVERIFY(shown->index(r, ui::GamesModel::Participants).data().toString().contains(QStringLiteral("Cid")));
}

// A first look at a log of more than 500 games shows the newest 500 at once and reads the whole log off the GUI thread
// (issue 30: 100,000 games took 0.4 s to read): the count says so until the whole log is in. A game asked for meanwhile
// is found, and a game entered meanwhile is in the log that ends up shown.
void TestTables::aBigLogShowsItsNewestGamesAtOnce()
{
    m_window.reset();
    const QString path = m_dir.filePath(QStringLiteral("big.podium"));
    std::vector<club::GameRecord> all;
    {
        const auto database = store::Database::open(path, store::Database::Mode::Create);
        club::Games(*database).import(history::generateSynthetic({history::GameKind::HeadToHead, 30, 700, 4, 2, 2}),
                                      QStringLiteral("Chess"));
        all = club::Games(*database).list(); // newest first
    }
    QCOMPARE(all.size(), std::size_t(700));
    for (const bool askForTheOldest : {true, false}) {
        m_window = std::make_unique<ui::MainWindow>(Club::open(path));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        ui::GamesPage *page = m_window->gamesPage();
        QCOMPARE(page->model()->rowCount(), 0); // not read before it is shown
        show(page);
        QCOMPARE(page->model()->rowCount(), 500);
        QVERIFY(page->isReading());
        QCOMPARE(page->countText(), QStringLiteral("The newest 500 game(s); reading the others…"));
        const QAbstractItemModel *shown = page->table()->model();
        QCOMPARE(shown->rowCount(), 500);
        for (int r = 0; r < 500; ++r) // in the log's order, newest first: the club's newest 500
            QCOMPARE(shown->index(r, 0).data(ui::GamesModel::IdRole).toLongLong(), all[std::size_t(r)].id);
        if (askForTheOldest) {
            QVERIFY(page->showGame(all.back().id)); // not among the 500: the whole log is read for it
            QCOMPARE(page->model()->rowCount(), 700);
            QCOMPARE(page->selectedGame(), all.back().id);
            QCOMPARE(page->countText(), QStringLiteral("700 game(s)"));
            gamesRead(); // the read on its way is dropped
            QCOMPARE(page->model()->rowCount(), 700);
            QCOMPARE(page->selectedGame(), all.back().id);
        } else {
            // The page hidden while the whole log is on its way, and a game entered: the log that comes is read again.
            show(m_window->leaderboardPage());
            run(std::make_unique<commands::AddGame>(
                m_window->club(),
                race(QStringLiteral("2030-01-01T20:00"), {QStringLiteral("Ann"), QStringLiteral("Bob")})));
            gamesRead();
            QCOMPARE(page->model()->rowCount(), 701);
            show(page);
            QCOMPARE(page->model()->rowCount(), 701);
            QCOMPARE(page->countText(), QStringLiteral("701 game(s)"));
            QCOMPARE(shown->index(0, ui::GamesModel::Participants).data().toString(), QStringLiteral("Ann #1, Bob #2"));
            QCOMPARE(shown->index(700, 0).data(ui::GamesModel::IdRole).toLongLong(), all.back().id);
        }
        m_window.reset();
    }
}

void TestTables::anEditKeepsTheSelectedPlayersAndGame()
{
    ui::LeaderboardPage *page = m_window->leaderboardPage();
    QTableView *table = page->table();
    const int cid = shownPlayers(page).indexOf(QStringLiteral("Cid"));
    QVERIFY(cid > 0);
    table->selectRow(cid);
    QCOMPARE(selectedPlayers(page), QStringList {QStringLiteral("Cid")});
    QCOMPARE(page->chart()->playerCount(), 1);

    // Select the second newest game, then enter a newer one and edit an old one: the selections stay.
    ui::GamesPage *games = m_window->gamesPage();
    const qint64 chosen = games->table()->model()->index(1, 0).data(ui::GamesModel::IdRole).toLongLong();
    games->table()->selectRow(1);
    QCOMPARE(games->selectedGame(), chosen);
    run(std::make_unique<commands::AddGame>(
        m_window->club(), race(QStringLiteral("2024-03-05T20:00"), {QStringLiteral("Cid"), QStringLiteral("Ann")})));
    const qint64 oldest = club::Games(m_window->database()).list().back().id;
    run(std::make_unique<commands::EditGame>(
        m_window->club(), oldest,
        race(QStringLiteral("2024-03-01T20:00"),
             {QStringLiteral("Cid"), QStringLiteral("Ann"), QStringLiteral("Bob")})));
    gamesRead();
    QCOMPARE(games->model()->rowCount(), 5);
    QCOMPARE(games->selectedGame(), chosen);
    QCOMPARE(games->table()->currentIndex().data(ui::GamesModel::IdRole).toLongLong(), chosen);
    QCOMPARE(selectedPlayers(page), QStringList {QStringLiteral("Cid")});
    QCOMPARE(page->chart()->playerCount(), 1);
    // Undo reloads too.
    m_window->undoStack()->undo();
    QCOMPARE(games->selectedGame(), chosen);
    QCOMPARE(selectedPlayers(page), QStringList {QStringLiteral("Cid")});
}

void TestTables::aReloadKeepsTheRowAtTheTop()
{
    // A club of 300 games: the game log scrolls.
    auto database = store::Database::open(m_dir.filePath(QStringLiteral("long.podium")), store::Database::Mode::Create);
    club::Games(*database).import(history::generateSynthetic({history::GameKind::HeadToHead, 20, 300, 7, 4, 8}),
                                  QStringLiteral("Chess"));
    m_window = std::make_unique<ui::MainWindow>(std::make_unique<Club>(std::move(database)));
    m_window->resize(1000, 600);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->gamesPage());
    QTableView *table = m_window->gamesPage()->table();
    const QAbstractItemModel *shown = table->model();
    QCOMPARE(shown->rowCount(), 300);
    const QModelIndex row150 = shown->index(150, 0);
    table->selectRow(152);
    table->scrollTo(row150, QAbstractItemView::PositionAtTop);
    const qint64 top = row150.data(ui::GamesModel::IdRole).toLongLong();
    const qint64 selected = m_window->gamesPage()->selectedGame();
    QCOMPARE(table->indexAt(QPoint(1, 1)).data(ui::GamesModel::IdRole).toLongLong(), top);
    // A newer game: every row moves down one, and the view with them.
    club::GameInput duel;
    duel.discipline = QStringLiteral("Chess");
    duel.date = QStringLiteral("2031-01-01T20:00");
    duel.participants = {{QStringLiteral("P01"), {}, 1, std::nan(""), std::nan(""), true},
                         {QStringLiteral("P02"), {}, 2, std::nan(""), std::nan(""), true}};
    m_window->club().run(std::make_unique<commands::AddGame>(m_window->club(), duel));
    gamesRead();
    QCOMPARE(shown->rowCount(), 301);
    QCOMPARE(table->indexAt(QPoint(1, 1)).data(ui::GamesModel::IdRole).toLongLong(), top);
    QCOMPARE(m_window->gamesPage()->selectedGame(), selected);
    // A view at its top stays there: the newest game shows as it comes.
    table->scrollToTop();
    duel.date = QStringLiteral("2031-01-02T20:00");
    m_window->club().run(std::make_unique<commands::AddGame>(m_window->club(), duel));
    gamesRead();
    QCOMPARE(table->indexAt(QPoint(1, 1)).siblingAtColumn(ui::GamesModel::Date).data().toString(),
             shown->index(0, ui::GamesModel::Date).data().toString());
    QVERIFY(table->indexAt(QPoint(1, 1)).data(ui::GamesModel::IdRole).toLongLong() > top);
    QCOMPARE(m_window->gamesPage()->selectedGame(), selected);
}

QTEST_MAIN(TestTables)
#include "tst_tables.moc"
