// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// A club whose history holds a game that one of its leaderboards cannot rate, written into the file behind Podium's
// back as the reliability review did (H1, M10, L10): the window opens, marks that leaderboard, says which game and
// why, opens the game, and shows the standings again once it is put right. The real binary's --self-test too.
#include "windowfixture.h"

#include "settingskeys.h"

#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

using namespace podium;
using namespace podium::test;

namespace {

/** Runs a statement on the club's file through a connection of its own: the change Podium's gate never saw. */
void tamper(const QString &path, const QString &sql)
{
    const QString name = QStringLiteral("tamper");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY2(query.exec(sql), qPrintable(query.lastError().text()));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

club::GameInput duel(const QString &date, int bobsPlace)
{
    club::GameInput game;
    game.discipline = QStringLiteral("Chess");
    game.date = date;
    game.participants = {{QStringLiteral("Ann"), {}, 1, std::nan(""), std::nan(""), true},
                         {QStringLiteral("Bob"), {}, bobsPlace, std::nan(""), std::nan(""), true}};
    return game;
}

/** A chess club of three duels: "Chess Elo" and "No Draws" (TrueSkill, draw_probability=0). Returns the id of the
 *  second duel. */
qint64 makeClub(const QString &path)
{
    auto database = store::Database::open(path, store::Database::Mode::Create);
    club::Games games(*database);
    games.add(duel(QStringLiteral("2024-05-01T20:00"), 2));
    const qint64 second = games.add(duel(QStringLiteral("2024-05-02T20:00"), 2));
    games.add(duel(QStringLiteral("2024-05-03T20:00"), 2));
    club::Leaderboards boards(*database);
    boards.create({0, QStringLiteral("Chess Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
    boards.create({0,
                   QStringLiteral("No Draws"),
                   QStringLiteral("Chess"),
                   QStringLiteral("trueskill"),
                   {{"draw_probability", "0"}},
                   {},
                   {}});
    return second;
}

} // namespace

class TestBrokenWindow : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void cleanup() { m_window.reset(); }
    void aDrawUnderNoDrawsMarksItsLeaderboardAndTheGameOpensToFixIt();
    void aGameWithOneParticipantIsShownInTheLogAndDeleted();
    void theOtherPagesSayWhatTheyCannotShow();
    void theLeaderboardsSettingsCanAllowTheGame();
    void theSelfTestReportsABrokenLeaderboardAndFinishes();
    void theSelfTestNeverWaitsOnADialog();
    void theLastClubIsRememberedByItsAbsolutePath();

private:
    void openWindow(const QString &path, const QString &leaderboard);
    int indexOf(const QString &leaderboard) const { return m_window->leaderboardSelector()->findText(leaderboard); }
    bool marked(const QString &leaderboard) const
    {
        return !m_window->leaderboardSelector()->itemIcon(indexOf(leaderboard)).isNull()
            && !m_window->leaderboardSelector()->itemData(indexOf(leaderboard), Qt::ToolTipRole).toString().isEmpty();
    }
    /** The real binary's --self-test on a club, with settings of its own; false when it did not finish. */
    bool runSelfTest(const QString &club, const QString &workingDir, QProcess &process);
};

void TestBrokenWindow::openWindow(const QString &path, const QString &leaderboard)
{
    QSettings().setValue(ui::settingsKey::lastLeaderboard(store::ClubLocation::file(path)), leaderboard);
    m_window = std::make_unique<ui::MainWindow>(Club::open(path));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QTRY_VERIFY(!m_window->checkingLeaderboards()); // the leaderboards not in view are checked after it opens
}

// H1: the draw that no leaderboard of TrueSkill with draw_probability=0 can rate, written with QSqlQuery.
void TestBrokenWindow::aDrawUnderNoDrawsMarksItsLeaderboardAndTheGameOpensToFixIt()
{
    const QString path = m_dir.filePath(QStringLiteral("draw.podium"));
    const qint64 drawn = makeClub(path);
    tamper(path, QStringLiteral("UPDATE participants SET rank = 1 WHERE game_id = %1").arg(drawn));
    openWindow(path, QStringLiteral("No Draws"));

    ui::LeaderboardPage *page = m_window->leaderboardPage();
    QCOMPARE(page->leaderboard(), QStringLiteral("No Draws"));
    QVERIFY(marked(QStringLiteral("No Draws")));
    QVERIFY(!marked(QStringLiteral("Chess Elo")));
    const QString tip
        = m_window->leaderboardSelector()->itemData(indexOf(QStringLiteral("No Draws")), Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("game %1 cannot be rated").arg(drawn)), qPrintable(tip));
    // In place of the standings: which game, and why.
    QCOMPARE(page->problem().gameId, drawn);
    const QString text = page->findChild<QLabel *>(QStringLiteral("leaderboardProblemText"))->text();
    QVERIFY2(text.contains(QStringLiteral("The Chess game of")) && text.contains(QStringLiteral("Ann #1, Bob #1"))
                 && text.contains(QStringLiteral("it is a draw, and this leaderboard's draw probability is 0")),
             qPrintable(text));
    QVERIFY(page->findChild<QWidget *>(QStringLiteral("leaderboardProblem"))->isVisible());
    QVERIFY(!page->table()->isVisible());
    QCOMPARE(page->model()->rowCount(), 0);

    // The other leaderboard of the club works meanwhile.
    m_window->leaderboardSelector()->setCurrentText(QStringLiteral("Chess Elo"));
    QVERIFY(page->problem().isEmpty());
    QCOMPARE(page->model()->rowCount(), 2);
    QVERIFY(page->table()->isVisible());
    m_window->leaderboardSelector()->setCurrentText(QStringLiteral("No Draws"));
    QCOMPARE(page->problem().gameId, drawn);

    // The button opens that game in the Edit Result dialog: Bob lost it after all.
    QStringList shown;
    QString refusal;
    whenDialogOpens(
        [&shown](ui::ResultDialog *dialog) {
            QTableWidget *table = dialog->participants();
            for (int r = 0; r < table->rowCount(); ++r) {
                if (table->item(r, ui::ResultDialog::PlayerColumn))
                    shown.append(table->item(r, ui::ResultDialog::PlayerColumn)->text());
            }
            auto *outcome = dialog->findChild<QComboBox *>(QStringLiteral("duelResult"));
            shown.append(outcome->currentText());
            outcome->setCurrentIndex(0); // the first player, Ann, won
        },
        &refusal);
    QVERIFY(page->openGameButton()->isVisible());
    QTest::mouseClick(page->openGameButton(), Qt::LeftButton);
    QCOMPARE(refusal, QString());
    QCOMPARE(shown, (QStringList {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Draw")}));
    // Saved: the change hub shows the standings again and takes the mark off.
    QVERIFY2(page->problem().isEmpty(), qPrintable(page->problem().text + m_window->statusBar()->currentMessage()));
    QCOMPARE(page->model()->rowCount(), 2);
    QCOMPARE(page->model()->row(0).player, QStringLiteral("Ann"));
    QVERIFY(page->table()->isVisible());
    QVERIFY(!marked(QStringLiteral("No Draws")));
    QVERIFY(m_window->brokenLeaderboards().isEmpty());
}

// H1 and M10: a game left with one participant (the other deleted in the file) breaks both leaderboards.
void TestBrokenWindow::aGameWithOneParticipantIsShownInTheLogAndDeleted()
{
    const QString path = m_dir.filePath(QStringLiteral("one.podium"));
    const qint64 halved = makeClub(path);
    tamper(path, QStringLiteral("DELETE FROM participants WHERE game_id = %1 AND position > 0").arg(halved));
    openWindow(path, QStringLiteral("Chess Elo"));

    ui::LeaderboardPage *page = m_window->leaderboardPage();
    QVERIFY(marked(QStringLiteral("Chess Elo")));
    QVERIFY(marked(QStringLiteral("No Draws")));
    QCOMPARE(m_window->brokenLeaderboards().size(), 2);
    QCOMPARE(page->problem().gameId, halved);
    QVERIFY2(page->problem().text.contains(QStringLiteral("it has only one side: a player or a team of it is missing")),
             qPrintable(page->problem().text));

    QTest::mouseClick(page->showGameButton(), Qt::LeftButton);
    QCOMPARE(m_window->findChild<QTabWidget *>()->currentWidget(), m_window->gamesPage());
    QCOMPARE(m_window->gamesPage()->selectedGame(), halved);

    m_window->deleteResult(m_window->gamesPage()->selectedGame());
    QTRY_VERIFY(m_window->brokenLeaderboards().isEmpty()); // No Draws, not in view, is checked again soon after
    QVERIFY(page->problem().isEmpty());
    QCOMPARE(page->model()->rowCount(), 2);
    QCOMPARE(page->model()->row(0).games, 2);
}

// H1: the pages that follow the leaderboard say what they cannot show; nothing reaches the event loop.
void TestBrokenWindow::theOtherPagesSayWhatTheyCannotShow()
{
    const QString path = m_dir.filePath(QStringLiteral("pages.podium"));
    const qint64 drawn = makeClub(path);
    tamper(path, QStringLiteral("UPDATE participants SET rank = 1 WHERE game_id = %1").arg(drawn));
    openWindow(path, QStringLiteral("No Draws"));
    const QString expected = QStringLiteral("cannot be rated by this leaderboard: it is a draw");

    ui::PlayersPage *players = m_window->playersPage();
    m_window->findChild<QTabWidget *>()->setCurrentWidget(players);
    players->findChild<QTableView *>()->selectRow(0);
    QVERIFY2(players->profileText().contains(expected), qPrintable(players->profileText()));
    QVERIFY(!players->chart()->isVisible()); // not an empty chart asking to select the player selected

    // Head to head reads the cached ratings, which the draw written behind Podium's back did not reach: it answers
    // from them, and counts the draw among the meetings.
    ui::HeadToHeadPage *duels = m_window->headToHeadPage();
    duels->setSides(QStringLiteral("Ann"), QStringLiteral("Bob"));
    duels->compare();
    QVERIFY2(duels->summary().contains(QStringLiteral("1 draw")), qPrintable(duels->summary()));
}

// H1: the draw is right and the leaderboard's refusal of draws is what is wrong: its settings, from the same place.
void TestBrokenWindow::theLeaderboardsSettingsCanAllowTheGame()
{
    const QString path = m_dir.filePath(QStringLiteral("settings.podium"));
    const qint64 drawn = makeClub(path);
    tamper(path, QStringLiteral("UPDATE participants SET rank = 1 WHERE game_id = %1").arg(drawn));
    openWindow(path, QStringLiteral("No Draws"));
    ui::LeaderboardPage *page = m_window->leaderboardPage();
    QCOMPARE(page->problem().gameId, drawn);
    whenLeaderboardDialogOpens([](ui::LeaderboardDialog *dialog) {
        dialog->findChild<QDoubleSpinBox *>(QStringLiteral("param-draw_probability"))->setValue(0.1);
    });
    QTest::mouseClick(page->settingsButton(), Qt::LeftButton);
    QVERIFY(page->problem().isEmpty());
    QCOMPARE(page->model()->rowCount(), 2);
    QCOMPARE(page->model()->row(0).draws, 1);
    QVERIFY(!marked(QStringLiteral("No Draws")));
}

bool TestBrokenWindow::runSelfTest(const QString &club, const QString &workingDir, QProcess &process)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(workingDir);
    process.start(QStringLiteral(PODIUM_GUI_PATH), {QStringLiteral("--self-test"), club});
    // A dialog waiting for a click never finishes: that is the failure this looks for (L10).
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return false;
    }
    return true;
}

// L10 and H1: a leaderboard that cannot be shown is named on stderr; the self-test finishes with status 1.
void TestBrokenWindow::theSelfTestReportsABrokenLeaderboardAndFinishes()
{
    const QString path = m_dir.filePath(QStringLiteral("selftest.podium"));
    const qint64 drawn = makeClub(path);
    tamper(path, QStringLiteral("UPDATE participants SET rank = 1 WHERE game_id = %1").arg(drawn));
    QProcess process;
    QVERIFY(runSelfTest(path, m_dir.path(), process));
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 1);
    QVERIFY2(err.contains(QStringLiteral("leaderboard No Draws: Cannot be shown: game %1 cannot be rated").arg(drawn)),
             qPrintable(err));
    QVERIFY2(!err.contains(QStringLiteral("Chess Elo")), qPrintable(err));
}

// L10: a leaderboard shown first whose stale standings cannot be replayed put a modal dialog in front of --self-test,
// which then waited for a click for ever.
void TestBrokenWindow::theSelfTestNeverWaitsOnADialog()
{
    const QString path = m_dir.filePath(QStringLiteral("stale.podium"));
    const qint64 drawn = makeClub(path);
    tamper(path, QStringLiteral("UPDATE participants SET rank = 1 WHERE game_id = %1").arg(drawn));
    tamper(path, QStringLiteral("DELETE FROM leaderboards WHERE name = 'Chess Elo'"));
    tamper(path, QStringLiteral("UPDATE leaderboards SET fresh = 0")); // as after an import by an older Podium
    QProcess process;
    QVERIFY(runSelfTest(path, m_dir.path(), process));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 1);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("No Draws: Cannot be shown: game %1 cannot be rated").arg(drawn)),
             qPrintable(err));

    // A file changed outside Podium in its schema: refused on stderr, status 2.
    tamper(path, QStringLiteral("DROP TABLE standings"));
    QVERIFY(runSelfTest(path, m_dir.path(), process));
    QCOMPARE(process.exitCode(), 2);
    QVERIFY2(QString::fromUtf8(process.readAllStandardError()).contains(QStringLiteral("standings")), "no reason");
}

// L10: a club named by a relative path is remembered by its absolute one (last club and recent clubs).
void TestBrokenWindow::theLastClubIsRememberedByItsAbsolutePath()
{
    const QString path = m_dir.filePath(QStringLiteral("relative.podium"));
    makeClub(path);
    QProcess process;
    QVERIFY(runSelfTest(QStringLiteral("relative.podium"), m_dir.path(), process));
    QCOMPARE(process.exitCode(), 0);
    const QSettings saved(m_dir.filePath(QStringLiteral("config/Podium/Podium.conf")), QSettings::IniFormat);
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QCOMPARE(saved.value(ui::settingsKey::lastClub()).toString(), absolute);
    QCOMPARE(saved.value(QStringLiteral("club/recent")).toStringList().value(0), absolute);
    // The leaderboard shown is remembered under the same path as the club, whichever way it was named.
    QCOMPARE(saved.value(ui::settingsKey::lastLeaderboard(store::ClubLocation::file(absolute))).toString(),
             QStringLiteral("Chess Elo"));
}

QTEST_MAIN(TestBrokenWindow)
#include "tst_brokenwindow.moc"
