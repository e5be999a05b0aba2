// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Drives the real main window offscreen through the club itself: its leaderboards made, changed and remembered, a
// change made by another program, an undo step that fails.
#include "windowfixture.h"

#include "club/replaysource.h"
#include "documentexports.h"
#include "pages/clubpage.h"
#include "recentclubs.h"
#include "settingskeys.h"
#include "store/sqlite/clubfile.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QTabWidget>

using namespace podium;
using namespace podium::test;

class TestClubWindow : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void init() { openKartsClub(); }
    void cleanup() { m_window.reset(); }
    void aClubWithGamesAndNoLeaderboardIsOfferedOne();
    void aLeaderboardIsEditedAndDeletedUndoably();
    void theDrawProbabilityComesFromTheGames();
    void theLeaderboardShownLastComesBackWithItsClub();
    void aChangeByAnotherProgramShowsWithinTwoSeconds();
    void aGameOfOneDisciplineReplaysOnlyItsLeaderboards();
    void aStepThatFailsLeavesTheUndoHistoryWithItsReason();
    void clubsOpenedLatelyAreInOpenRecent();
    void anEarlierVersionsRecentClubsAndSettingsAreReadAsTheyAre();
    void aClubOnAServerInOpenRecentIsRefusedWithItsReason();
    void openingAMissingFileOffersANewClub();
    void aReadOnlyClubSaysSoAndWhy();
};

void TestClubWindow::aClubWithGamesAndNoLeaderboardIsOfferedOne()
{
    // A club made in the app: a duel of chess, and no leaderboard yet. The window offers one, Elo for a
    // discipline of head-to-head games.
    const QString path = m_dir.filePath(QStringLiteral("fresh.podium"));
    auto club = Club::open(path, store::Database::Mode::Create);
    club::GameInput duel;
    duel.discipline = QStringLiteral("Chess");
    duel.date = QStringLiteral("2024-05-01T20:00");
    duel.participants = {{QStringLiteral("Ann"), {}, 1, std::nan(""), std::nan(""), true},
                         {QStringLiteral("Bob"), {}, 2, std::nan(""), std::nan(""), true}};
    club->run(std::make_unique<commands::AddGame>(*club, duel));
    podium::commands::undoStack(*club)->clear();
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
    club::GameInput race = duel;
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
    QCOMPARE(club::Leaderboards(m_window->database()).get(QStringLiteral("Karts")).algorithm,
             QStringLiteral("trueskill"));
    QVERIFY(offer->isVisible()); // Chess still has none
}

void TestClubWindow::aLeaderboardIsEditedAndDeletedUndoably()
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
    const club::LeaderboardRecord edited = club::Leaderboards(m_window->database()).get(QStringLiteral("Karts wide"));
    QCOMPARE(edited.params, (rating::ParamList {{"beta", "8"}})); // only what differs from the defaults is kept
    QVERIFY(ratingOf(QStringLiteral("Ann")) != annBefore);
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Karts wide replayed:")),
             qPrintable(m_window->statusBar()->currentMessage()));
    m_window->undoStack()->undo();
    QCOMPARE(m_window->leaderboardSelector()->currentText(), QStringLiteral("Karts"));
    QCOMPARE(ratingOf(QStringLiteral("Ann")), annBefore);
    // A refused change keeps the dialog open with its reason: a name in use.
    club::Leaderboards(m_window->database())
        .create({0, QStringLiteral("Other"), {}, QStringLiteral("elo"), {}, {}, {}});
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

void TestClubWindow::theDrawProbabilityComesFromTheGames()
{
    // Issue 13, section 3, in the leaderboard's settings. The Karts club has three races of three without a tie (6
    // pairs of sides next in the finishing order); a fourth with places 1, 1, 3 adds 2 pairs, one drawn: 1 of 8.
    club::GameInput race;
    race.discipline = QStringLiteral("Karts");
    race.kind = history::GameKind::FreeForAll;
    race.date = QStringLiteral("2024-03-04T20:00");
    race.participants = {{QStringLiteral("Ann"), {}, 1, std::nan(""), std::nan(""), true},
                         {QStringLiteral("Bob"), {}, 1, std::nan(""), std::nan(""), true},
                         {QStringLiteral("Cid"), {}, 3, std::nan(""), std::nan(""), true}};
    m_window->club().run(std::make_unique<commands::AddGame>(m_window->club(), race));
    QString said;
    whenLeaderboardDialogOpens([&said](ui::LeaderboardDialog *dialog) {
        auto *fit = dialog->findChild<QPushButton *>(QStringLiteral("fitDraw"));
        QVERIFY(fit);
        QTest::mouseClick(fit, Qt::LeftButton);
        for (QLabel *label : fit->parentWidget()->findChildren<QLabel *>()) {
            if (label->text().contains(QStringLiteral("drawn")))
                said = label->text();
        }
        dialog->save();
    });
    actionNamed(m_window.get(), "editLeaderboard")->trigger();
    QCOMPARE(said, QStringLiteral("1 of 8 pair(s) of sides in these games were drawn."));
    QCOMPARE(club::Leaderboards(m_window->database()).get(QStringLiteral("Karts")).params,
             (rating::ParamList {{"draw_probability", "0.125"}}));
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Change leaderboard Karts"));
}

void TestClubWindow::theLeaderboardShownLastComesBackWithItsClub()
{
    const QString path = m_window->club().path();
    m_window->club().run(std::make_unique<commands::CreateLeaderboard>(
        m_window->club(),
        club::LeaderboardRecord {
            0, QStringLiteral("Karts Elo"), QStringLiteral("Karts"), QStringLiteral("elo"), {}, {}, {}}));
    m_window->leaderboardSelector()->setCurrentText(QStringLiteral("Karts Elo"));
    QCOMPARE(m_window->leaderboardPage()->leaderboard(), QStringLiteral("Karts Elo"));
    m_window.reset();
    m_window = std::make_unique<ui::MainWindow>(Club::open(path));
    QCOMPARE(m_window->leaderboardSelector()->currentText(), QStringLiteral("Karts Elo"));
}

void TestClubWindow::aChangeByAnotherProgramShowsWithinTwoSeconds()
{
    // podium-cli opens the same file as a club of its own and runs the same commands; here a second club does.
    const auto other = Club::open(m_window->club().path());
    club::Games games(other->database());
    const club::GameRecord oldest = games.list().back();
    club::GameInput edited = oldest.game;
    for (club::ParticipantInput &p : edited.participants)
        p.rank = 4 - p.rank; // Cid wins the first race, Ann comes last
    const double cidBefore = ratingOf(QStringLiteral("Cid"));
    other->run(std::make_unique<commands::EditGame>(*other, oldest.id, edited));
    QTRY_VERIFY_WITH_TIMEOUT(ratingOf(QStringLiteral("Cid")) > cidBefore + 1.0, 2000);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("another program")),
             qPrintable(m_window->statusBar()->currentMessage()));

    // A game, a player and an event added elsewhere appear too.
    edited.date = QStringLiteral("2024-03-09T20:00");
    edited.participants[0].player = QStringLiteral("Eve");
    edited.externalId.clear(); // another game, not the first one again under its id
    other->run(std::make_unique<commands::AddGame>(*other, edited));
    QTRY_COMPARE_WITH_TIMEOUT(m_window->gamesPage()->model()->rowCount(), 4, 2000);
    QCOMPARE(m_window->leaderboardPage()->model()->rowCount(), 4);
    club::EventInput in;
    in.name = QStringLiteral("Elsewhere");
    in.format = club::EventFormat::Swiss;
    in.discipline = QStringLiteral("Karts");
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob")};
    other->run(std::make_unique<commands::CreateEvent>(*other, in));
    QTRY_COMPARE_WITH_TIMEOUT(m_window->eventsPage()->currentEvent(), QStringLiteral("Elsewhere"), 2000);
    // The window's own changes are not taken for another program's.
    m_window->deleteResult(m_window->gamesPage()->model()->game(0).id);
    QVERIFY(!m_window->statusBar()->currentMessage().contains(QStringLiteral("another program")));
    QTest::qWait(700);
    QVERIFY(!m_window->statusBar()->currentMessage().contains(QStringLiteral("another program")));
}

namespace {

/** The replays made since before, by leaderboard (club::detail::replaysSoFar). */
std::map<QString, int> replaysSince(const std::map<QString, int> &before)
{
    std::map<QString, int> since;
    for (const auto &[leaderboard, count] : club::detail::replaysSoFar()) {
        const auto was = before.find(leaderboard);
        if (const int made = count - (was == before.end() ? 0 : was->second); made > 0)
            since[leaderboard] = made;
    }
    return since;
}

} // namespace

void TestClubWindow::aGameOfOneDisciplineReplaysOnlyItsLeaderboards()
{
    // Seven leaderboards in three disciplines and one of them all. A game another program adds to one discipline
    // shows at once, and replays no leaderboard of another discipline: the change journal says which it touched.
    const QString path = m_dir.filePath(QStringLiteral("disciplines.podium"));
    {
        auto club = Club::open(path, store::Database::Mode::Create);
        club::Games games(club->database());
        club::GameInput duel;
        duel.kind = history::GameKind::HeadToHead;
        for (const char *discipline : {"Chess", "Go", "Darts"}) {
            duel.discipline = QLatin1String(discipline);
            for (int day = 1; day <= 4; ++day) {
                duel.date = QStringLiteral("2024-03-0%1T20:00").arg(day);
                duel.participants = {
                    {day % 2 ? QStringLiteral("Ann") : QStringLiteral("Bob"), {}, 1, std::nan(""), std::nan(""), true},
                    {day % 2 ? QStringLiteral("Cid") : QStringLiteral("Ann"), {}, 2, std::nan(""), std::nan(""), true}};
                games.add(duel);
            }
        }
        club::Leaderboards leaderboards(club->database());
        const std::vector<std::array<QString, 3>> made {
            {QStringLiteral("Chess Elo"), QStringLiteral("Chess"), QStringLiteral("elo")},
            {QStringLiteral("Chess Glicko-2"), QStringLiteral("Chess"), QStringLiteral("glicko2")},
            {QStringLiteral("Go Elo"), QStringLiteral("Go"), QStringLiteral("elo")},
            {QStringLiteral("Go TrueSkill"), QStringLiteral("Go"), QStringLiteral("trueskill")},
            {QStringLiteral("Darts Elo"), QStringLiteral("Darts"), QStringLiteral("elo")},
            {QStringLiteral("Darts Glicko-2"), QStringLiteral("Darts"), QStringLiteral("glicko2")},
            {QStringLiteral("Everything Elo"), QString(), QStringLiteral("elo")}};
        for (const auto &[name, discipline, algorithm] : made)
            leaderboards.create({0, name, discipline, algorithm, {}, {}, {}});
    }
    const auto opening = club::detail::replaysSoFar();
    m_window = std::make_unique<ui::MainWindow>(Club::open(path));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->gamesPage());
    m_window->leaderboardSelector()->setCurrentText(QStringLiteral("Go Elo"));
    QCOMPARE(m_window->leaderboardPage()->leaderboard(), QStringLiteral("Go Elo"));
    // Opening checks every leaderboard once, one per turn of the event loop.
    QTRY_COMPARE_WITH_TIMEOUT(int(replaysSince(opening).size()), 7, 5000);
    QTest::qWait(200);

    const auto other = Club::open(path);
    club::GameInput chess;
    chess.discipline = QStringLiteral("Chess");
    chess.kind = history::GameKind::HeadToHead;
    chess.date = QStringLiteral("2024-03-10T20:00");
    chess.participants = {{QStringLiteral("Cid"), {}, 1, std::nan(""), std::nan(""), true},
                          {QStringLiteral("Bob"), {}, 2, std::nan(""), std::nan(""), true}};
    auto before = club::detail::replaysSoFar();
    other->run(std::make_unique<commands::AddGame>(*other, chess));
    QTRY_COMPARE_WITH_TIMEOUT(m_window->gamesPage()->model()->rowCount(), 13, 1000);
    QTest::qWait(200); // the checks that follow a change, one per turn of the event loop
    QCOMPARE(replaysSince(before), (std::map<QString, int> {})); // Go Elo in view: nothing of Chess shown

    // With a chess leaderboard in view, a game of chess replays that one (its chart) and no other.
    m_window->leaderboardSelector()->setCurrentText(QStringLiteral("Chess Elo"));
    QTest::qWait(200);
    before = club::detail::replaysSoFar();
    const double cidBefore = ratingOf(QStringLiteral("Cid"));
    chess.date = QStringLiteral("2024-03-11T20:00");
    other->run(std::make_unique<commands::AddGame>(*other, chess));
    QTRY_COMPARE_WITH_TIMEOUT(m_window->gamesPage()->model()->rowCount(), 14, 1000);
    QTest::qWait(200);
    const std::map<QString, int> replayed = replaysSince(before);
    for (const auto &[leaderboard, count] : replayed)
        QVERIFY2(leaderboard.startsWith(QStringLiteral("Chess")) || leaderboard == QStringLiteral("Everything Elo"),
                 qPrintable(leaderboard));
    // The one in view, for its chart and its players' recent form; no other chess leaderboard (none is marked).
    QCOMPARE(int(replayed.size()), 1);
    QVERIFY(replayed.count(QStringLiteral("Chess Elo")) == 1);
    QVERIFY(ratingOf(QStringLiteral("Cid")) > cidBefore); // the win shows
}

void TestClubWindow::aStepThatFailsLeavesTheUndoHistoryWithItsReason()
{
    // The window adds a race; another program deletes it; undo cannot delete it again: the window says why (who
    // and what), and the step leaves the history instead of blocking it.
    Club &club = m_window->club();
    club::GameInput race = club::Games(m_window->database()).list().front().game;
    race.date = QStringLiteral("2024-03-08T20:00");
    race.externalId.clear();
    const qint64 id = club.run(std::make_unique<commands::AddGame>(club, race)).gameId();
    club::Games(*store::Database::open(club.path())).remove(id);
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
    QCOMPARE(reason,
             QStringLiteral("Another program has deleted the game free for all of 3 since; this undo was skipped."));
    QCOMPARE(m_window->undoStack()->count(), 0);
}

void TestClubWindow::clubsOpenedLatelyAreInOpenRecent()
{
    const QString first = QFileInfo(m_window->club().path()).absoluteFilePath();
    ui::rememberClub(store::ClubLocation::file(first));
    const QString second = m_dir.filePath(QStringLiteral("second.podium"));
    store::createClubFile(second);
    QVERIFY(m_window->openClubAt(second));
    QCOMPARE(m_window->club().path(), second);
    // The new club's tables print and export from their context menus too, as the first club's did (they lost
    // them before issue 27: the pages are made again for every club).
    for (const char *name : {"leaderboardTable", "playersTable"}) {
        auto *table = m_window->findChild<QTableView *>(QLatin1String(name));
        QVERIFY2(table, name);
        QCOMPARE(table->contextMenuPolicy(), Qt::ActionsContextMenu);
        QStringList offered;
        for (const QAction *action : table->actions())
            offered.append(action->objectName());
        QVERIFY2(offered.contains(QStringLiteral("exportPdf")), qPrintable(offered.join(u',')));
    }
    // Every page's printable tables, the Events page's too, hold the File menu's three document actions (the
    // Events page's pairings add their own).
    auto *tabs = m_window->findChild<QTabWidget *>();
    int printable = 0;
    for (int i = 0; i < tabs->count(); ++i) {
        const auto *page = dynamic_cast<const ui::ClubPage *>(tabs->widget(i));
        QVERIFY2(page, qPrintable(tabs->tabText(i)));
        for (QWidget *table : page->documentTables()) {
            QCOMPARE(table->contextMenuPolicy(), Qt::ActionsContextMenu);
            for (QAction *action : m_window->documentExports()->actions())
                QVERIFY2(table->actions().contains(action), qPrintable(table->objectName()));
            ++printable;
        }
    }
    QCOMPARE(printable, 4); // the standings, the players, an event's pairings and its standings
    QCOMPARE(
        ui::recentClubs().mid(0, 2),
        (QList {store::ClubLocation::file(QFileInfo(second).absoluteFilePath()), store::ClubLocation::file(first)}));
    // Kept as their paths, as an earlier Podium kept them.
    QCOMPARE(QSettings().value(QStringLiteral("club/recent")).toStringList().mid(0, 2),
             (QStringList {QFileInfo(second).absoluteFilePath(), first}));
    // The menu lists both, the open one greyed; choosing the first opens it again.
    QMenu *recent = m_window->findChild<QMenu *>(QStringLiteral("openRecent"));
    emit recent->aboutToShow();
    QAction *back = nullptr;
    for (QAction *action : recent->actions()) {
        if (action->toolTip() == first)
            back = action;
        if (action->toolTip() == QFileInfo(second).absoluteFilePath())
            QVERIFY(!action->isEnabled());
    }
    QVERIFY(back && back->isEnabled());
    back->trigger();
    QCOMPARE(QFileInfo(m_window->club().path()).absoluteFilePath(), first);
    QCOMPARE(m_window->leaderboardSelector()->currentText(), QStringLiteral("Karts"));
    // A club whose file has gone is taken off the list when chosen.
    QVERIFY(QFile::remove(second));
    emit recent->aboutToShow();
    QTimer::singleShot(0, [] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            box->accept();
    });
    for (QAction *action : recent->actions()) {
        if (action->toolTip() == QFileInfo(second).absoluteFilePath())
            action->trigger();
    }
    QVERIFY(!ui::recentClubs().contains(store::ClubLocation::file(QFileInfo(second).absoluteFilePath())));
    QCOMPARE(ui::recentClubs().value(0), store::ClubLocation::file(first));
}

void TestClubWindow::anEarlierVersionsRecentClubsAndSettingsAreReadAsTheyAre()
{
    // What Podium wrote before clubs had locations: the recent clubs and the last club as absolute paths, a club's
    // leaderboard shown last under the SHA-1 of its path. An upgrade keeps them all.
    const QString first = QFileInfo(m_window->club().path()).absoluteFilePath();
    m_window->club().run(std::make_unique<commands::CreateLeaderboard>(
        m_window->club(),
        club::LeaderboardRecord {
            0, QStringLiteral("Karts Elo"), QStringLiteral("Karts"), QStringLiteral("elo"), {}, {}, {}}));
    const QString second = QFileInfo(m_dir.filePath(QStringLiteral("older.podium"))).absoluteFilePath();
    store::createClubFile(second);
    m_window->openClubAt(second);
    QSettings settings;
    settings.setValue(QStringLiteral("club/recent"), QStringList {second, first});
    settings.setValue(QStringLiteral("club/last"), second);
    const QByteArray digest = QCryptographicHash::hash(first.toUtf8(), QCryptographicHash::Sha1).toHex();
    settings.setValue(QStringLiteral("club/leaderboard/") + QString::fromLatin1(digest), QStringLiteral("Karts Elo"));
    QCOMPARE(ui::recentClubs(), (QList {store::ClubLocation::file(second), store::ClubLocation::file(first)}));
    QCOMPARE(ui::settingsKey::lastLeaderboard(store::ClubLocation::file(first)),
             QStringLiteral("club/leaderboard/") + QString::fromLatin1(digest));

    // Open Recent names each by its file, with its path in the tip, and opens the first club on its leaderboard.
    QMenu *recent = m_window->findChild<QMenu *>(QStringLiteral("openRecent"));
    emit recent->aboutToShow();
    const QList<QAction *> actions = recent->actions();
    QCOMPARE(actions.size(), 2);
    QCOMPARE(actions.at(0)->text(), QStringLiteral("older.podium"));
    QCOMPARE(actions.at(0)->toolTip(), second);
    QVERIFY(!actions.at(0)->isEnabled()); // the club open now
    QCOMPARE(actions.at(1)->text(), QFileInfo(first).fileName());
    QCOMPARE(actions.at(1)->toolTip(), first);
    actions.at(1)->trigger();
    QCOMPARE(m_window->club().location(), store::ClubLocation::file(first));
    QCOMPARE(m_window->windowTitle(), QFileInfo(first).fileName() + QStringLiteral(" - Podium"));
    QCOMPARE(m_window->leaderboardSelector()->currentText(), QStringLiteral("Karts Elo"));
    // Written back as paths still: the list reads in an earlier Podium too.
    QCOMPARE(QSettings().value(QStringLiteral("club/recent")).toStringList(), (QStringList {first, second}));
    QCOMPARE(QSettings().value(QStringLiteral("club/last")).toString(), first);
}

void TestClubWindow::aClubOnAServerInOpenRecentIsRefusedWithItsReason()
{
    // A club on a PostgreSQL server that cannot be reached: the window names it and says why it cannot open it.
    const store::ClubLocation open = m_window->club().location();
    // A socket where no server listens (a host name would ask the network).
    const QString server = QStringLiteral("postgresql://desk1@/league?host=/nonexistent-podium-socket&schema=club");
    QSettings().setValue(QStringLiteral("club/recent"), QStringList {server, QStringLiteral("")});
    QCOMPARE(ui::recentClubs(), (QList {store::ClubLocation::parse(server)})); // the empty entry is no club
    QMenu *recent = m_window->findChild<QMenu *>(QStringLiteral("openRecent"));
    emit recent->aboutToShow();
    QCOMPARE(recent->actions().size(), 1);
    QAction *action = recent->actions().constFirst();
    QCOMPARE(action->text(), QStringLiteral("club in league on /nonexistent-podium-socket"));
    QCOMPARE(action->toolTip(), server);
    QVERIFY(action->isEnabled());
    QString said;
    QTimer::singleShot(0, [&said] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            said = box->text();
            box->accept();
        }
    });
    action->trigger();
    // libpq's reason, after the club's address.
    QVERIFY2(said.startsWith(server + QStringLiteral(": cannot connect: ")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("/nonexistent-podium-socket/.s.PGSQL.5432")), qPrintable(said));
    QCOMPARE(m_window->club().location(), open); // the club shown stays
    QCOMPARE(ui::recentClubs(), (QList {store::ClubLocation::parse(server)})); // and the server stays listed
}

void TestClubWindow::openingAMissingFileOffersANewClub()
{
    // M2: typing a new name in Open answered "File not found"; now the window offers to make the club.
    const QString missing = m_dir.filePath(QStringLiteral("tuesday"));
    QString asked;
    const auto answer = [&asked](QMessageBox::StandardButton button) {
        QTimer::singleShot(0, [&asked, button] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            asked = box->text() + QLatin1Char(' ') + box->informativeText();
            QCOMPARE(box->defaultButton(), box->button(QMessageBox::Yes));
            box->button(button)->click();
        });
    };
    answer(QMessageBox::No);
    QVERIFY(!m_window->openClubAt(missing));
    QCOMPARE(asked,
             QStringLiteral("There is no club at %1. Create a new club there?").arg(QDir::toNativeSeparators(missing)));
    QVERIFY(!QFileInfo::exists(missing + QStringLiteral(".podium")));
    answer(QMessageBox::Yes);
    QVERIFY(m_window->openClubAt(missing));
    QCOMPARE(m_window->club().path(), missing + QStringLiteral(".podium"));
    QVERIFY(club::Players(m_window->database()).list().empty()); // a new, empty club
}

// L3: a club that cannot be written (a read-only disk or folder, a full disk) opens read-only; the window says so
// in its title and says why, and still shows the standings.
void TestClubWindow::aReadOnlyClubSaysSoAndWhy()
{
    const QString path = m_window->club().path();
    const int rows = m_window->leaderboardPage()->model()->rowCount();
    QVERIFY(rows > 0);
    m_window.reset();
    m_window = std::make_unique<ui::MainWindow>(Club::open(path, store::Database::Mode::OpenReadOnly));
    QCOMPARE(m_window->windowTitle(), QFileInfo(path).fileName() + QStringLiteral(" (read-only) - Podium"));
    auto *readOnly = m_window->findChild<QLabel *>(QStringLiteral("readOnly"));
    QVERIFY(readOnly && !readOnly->isHidden());
    QCOMPARE(readOnly->text(), QStringLiteral("Read-only"));
    QCOMPARE(readOnly->toolTip(),
             QStringLiteral("This club cannot be changed: it was opened read-only. Standings, "
                            "lists and exports work."));
    QCOMPARE(m_window->leaderboardPage()->model()->rowCount(), rows);
    // A club that can be written again shows no such mark.
    m_window.reset();
    m_window = std::make_unique<ui::MainWindow>(Club::open(path));
    QCOMPARE(m_window->windowTitle(), QFileInfo(path).fileName() + QStringLiteral(" - Podium"));
    QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("readOnly"))->isHidden());
}

QTEST_MAIN(TestClubWindow)
#include "tst_clubwindow.moc"
