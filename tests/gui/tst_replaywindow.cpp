// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The leaderboard page as a big club's window has it (issue 30): its replays run on a worker, the standings shown
// stay until the new ones replace them in one step, and what the window then shows, says and stores is what a full
// replay of the file gives. Every leaderboard replays on the worker here (LeaderboardPage::setBackgroundReplayFrom),
// however small the club.
#include "windowfixture.h"

#include "club/leaderboards.h"
#include "club/players.h"
#include "club/ratingtrail.h"
#include "commands/gamecommands.h"
#include "commands/undohistory.h"
#include "history/synthetic.h"
#include "models/leaderboardmodel.h"
#include "pages/leaderboardpage.h"
#include "settingskeys.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QUndoStack>

using namespace podium;
using namespace podium::test;

namespace {

/** A leaderboard's rows as the window shows them: player, then μ and σ. */
using Shown = std::vector<std::tuple<QString, double, double>>;

Shown shown(const ui::LeaderboardModel &model)
{
    Shown rows;
    for (int r = 0; r < model.rowCount(); ++r)
        rows.emplace_back(model.row(r).player, model.row(r).rating.mu, model.row(r).rating.sigma);
    return rows;
}

} // namespace

class TestReplayWindow : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase() { ui::LeaderboardPage::setBackgroundReplayFrom(ui::LeaderboardPage::kBackgroundReplayFrom); }
    void cleanup() { m_window.reset(); }
    void aCorrectionShowsTheOldStandingsUntilTheNewAreReady();
    void correctionsDuringAReplayEndInTheLastOne();
    void aLeaderboardChosenDuringAReplayIsTheOneShown();
    void aGameTheLeaderboardCannotRateIsItsProblem();
    void anotherProgramsGameDuringAReplayIsShownToo();

private:
    /** A club of generated chess games with leaderboards "TrueSkill" and "Elo", open in the window on the first. */
    void openClub();
    /** The standings of the leaderboard replayed whole through a connection of their own. */
    Shown fullReplay(const QString &leaderboard) const;
    ui::LeaderboardPage *page() const { return m_window->leaderboardPage(); }
    void replayed() const { QTRY_VERIFY_WITH_TIMEOUT(!page()->replaying(), 10000); }
    /** The oldest game of the club with its first two places swapped. */
    void swapOldest();

    QString m_path;
};

void TestReplayWindow::initTestCase()
{
    keepSettingsApart();
    ui::LeaderboardPage::setBackgroundReplayFrom(0);
}

void TestReplayWindow::openClub()
{
    m_path = m_dir.filePath(QStringLiteral("chess.podium"));
    QFile::remove(m_path);
    {
        const auto database = store::Database::open(m_path, store::Database::Mode::Create);
        club::Games(*database).import(history::generateSynthetic({history::GameKind::HeadToHead, 40, 600, 5, 2, 4}),
                                      QStringLiteral("Chess"));
        club::Leaderboards(*database).create(
            {0, QStringLiteral("TrueSkill"), QStringLiteral("Chess"), QStringLiteral("trueskill"), {}, {}, {}});
        club::Leaderboards(*database).create(
            {0, QStringLiteral("Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
    }
    QSettings().setValue(ui::settingsKey::lastLeaderboard(store::ClubLocation::file(m_path)),
                         QStringLiteral("TrueSkill"));
    m_window = std::make_unique<ui::MainWindow>(Club::open(m_path));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    replayed();
    QTRY_VERIFY(!m_window->checkingLeaderboards());
    QCOMPARE(page()->leaderboard(), QStringLiteral("TrueSkill"));
    QCOMPARE(page()->model()->rowCount(), 40);
}

Shown TestReplayWindow::fullReplay(const QString &leaderboard) const
{
    const auto other = store::Database::open(m_path);
    club::Leaderboards(*other).invalidateAll(); // stale: replayed here, not read from the window's cache
    Shown rows;
    for (const club::LeaderboardRow &row : club::Leaderboards(*other).standings(leaderboard))
        rows.emplace_back(row.player, row.rating.mu, row.rating.sigma);
    return rows;
}

void TestReplayWindow::swapOldest()
{
    const club::GameRecord oldest = club::Games(m_window->database()).list().back();
    club::GameInput edited = oldest.game;
    std::swap(edited.participants[0].rank, edited.participants[1].rank);
    m_window->club().run(std::make_unique<commands::EditGame>(m_window->club(), oldest.id, edited));
}

void TestReplayWindow::aCorrectionShowsTheOldStandingsUntilTheNewAreReady()
{
    openClub();
    const Shown before = shown(*page()->model());
    QCOMPARE(before, fullReplay(QStringLiteral("TrueSkill")));
    QSignalSpy shownSpy(page(), &ui::LeaderboardPage::standingsShown);
    m_window->statusBar()->clearMessage();

    swapOldest();
    // The command is done and the worker replays: the standings shown are still the ones before, whole.
    QVERIFY(page()->replaying());
    QCOMPARE(shown(*page()->model()), before);
    QCOMPARE(shownSpy.count(), 0);
    QVERIFY(m_window->statusBar()->currentMessage().isEmpty()); // said once the new standings are shown

    replayed();
    QCOMPARE(shownSpy.count(), 1);
    const Shown after = shown(*page()->model());
    QCOMPARE(after, fullReplay(QStringLiteral("TrueSkill")));
    QVERIFY(after != before);
    int changed = 0;
    for (const auto &[player, mu, sigma] : after) {
        const auto was
            = std::find_if(before.begin(), before.end(), [&](const auto &row) { return std::get<0>(row) == player; });
        changed += was == before.end() || std::get<1>(*was) != mu || std::get<2>(*was) != sigma;
    }
    QVERIFY(changed > 2); // the oldest game moves everyone who played after it, directly or not
    const QString message = m_window->statusBar()->currentMessage();
    QVERIFY2(message.startsWith(QStringLiteral("Ratings replayed from ")), qPrintable(message));
    // (Without the translator the app loads, English plurals read "player(s)".)
    QVERIFY2(message.contains(QRegularExpression(QStringLiteral(": %1 player(s|\\(s\\)) changed$").arg(changed))),
             qPrintable(message));

    // The chart draws the selected player's history from the same replay: its last point is the rating shown.
    const int row = page()->table()->selectionModel()->selectedRows().first().row();
    const QString player = page()->model()->row(row).player;
    const auto trail = club::RatingTrail::of(m_window->database(),
                                             club::Leaderboards(m_window->database()).get(QStringLiteral("TrueSkill")));
    QCOMPARE(trail->history(player).back().rating.mu, page()->model()->row(row).rating.mu);

    // Then, in a turn of its own, the standings are stored for the other programs: a fresh cache equal to a replay.
    QTRY_VERIFY([&] {
        bool stale = true;
        QString difference;
        const bool matches = club::Leaderboards(m_window->database())
                                 .cacheMatchesReplay(QStringLiteral("TrueSkill"), &difference, &stale);
        return matches && !stale;
    }());
}

void TestReplayWindow::correctionsDuringAReplayEndInTheLastOne()
{
    openClub();
    // Three corrections and an undo, each before the replay of the one before has come: one worker at a time, and
    // what is shown in the end is the club as it is then (the oldest game corrected, the newest deleted), not what
    // the first replay found.
    swapOldest();
    QVERIFY(page()->replaying());
    const Shown afterTheFirst = fullReplay(QStringLiteral("TrueSkill"));
    const club::GameRecord newest = club::Games(m_window->database()).list().front();
    m_window->club().run(std::make_unique<commands::DeleteGame>(m_window->club(), newest.id));
    swapOldest(); // back as it was
    commands::undoStack(m_window->club())->undo(); // corrected again
    QVERIFY(page()->replaying());
    replayed();
    const Shown last = fullReplay(QStringLiteral("TrueSkill"));
    QVERIFY(last != afterTheFirst);
    QCOMPARE(shown(*page()->model()), last);
    QCOMPARE(club::Games(m_window->database()).list().size(), std::size_t(599));
}

void TestReplayWindow::aLeaderboardChosenDuringAReplayIsTheOneShown()
{
    openClub();
    swapOldest();
    QVERIFY(page()->replaying());
    m_window->leaderboardSelector()->setCurrentText(QStringLiteral("Elo"));
    QCOMPARE(page()->leaderboard(), QStringLiteral("Elo"));
    replayed();
    QCOMPARE(shown(*page()->model()), fullReplay(QStringLiteral("Elo")));
    QVERIFY2(page()->summaryText().contains(QStringLiteral("Elo")), qPrintable(page()->summaryText()));
    const QString message = m_window->statusBar()->currentMessage();
    QVERIFY2(message.startsWith(QStringLiteral("Elo: 40 player")), qPrintable(message)); // not a report of TrueSkill's
    // And back: TrueSkill is shown as the file now has it.
    m_window->leaderboardSelector()->setCurrentText(QStringLiteral("TrueSkill"));
    replayed();
    QCOMPARE(shown(*page()->model()), fullReplay(QStringLiteral("TrueSkill")));
}

void TestReplayWindow::aGameTheLeaderboardCannotRateIsItsProblem()
{
    m_path = m_dir.filePath(QStringLiteral("draw.podium"));
    qint64 drawn = 0;
    {
        const auto database = store::Database::open(m_path, store::Database::Mode::Create);
        club::Games games(*database);
        for (int day = 1; day <= 5; ++day) {
            club::GameInput game;
            game.date = QStringLiteral("2024-05-0%1T20:00").arg(day);
            game.discipline = QStringLiteral("Chess");
            game.participants
                = {{QStringLiteral("Ann"), {}, 1, 3, 20, true}, {QStringLiteral("Bob"), {}, 2, 1, 20, true}};
            drawn = games.add(game);
        }
        club::Leaderboards(*database).create({0,
                                              QStringLiteral("No Draws"),
                                              QStringLiteral("Chess"),
                                              QStringLiteral("trueskill"),
                                              {{"draw_probability", "0"}},
                                              {},
                                              {}});
        // A draw written past Podium's checks: TrueSkill without draws cannot rate it.
        database->execute(QStringLiteral("UPDATE participants SET rank = 1 WHERE game_id = %1").arg(drawn));
        club::Leaderboards(*database).invalidateAll();
    }
    m_window = std::make_unique<ui::MainWindow>(Club::open(m_path));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    replayed();
    QCOMPARE(page()->problem().gameId, drawn);
    QCOMPARE(page()->model()->rowCount(), 0); // nothing half-shown
    QVERIFY(page()->openGameButton()->isVisible());
    const QString message = m_window->statusBar()->currentMessage();
    QVERIFY2(message.startsWith(QStringLiteral("No Draws: ")), qPrintable(message));
}

void TestReplayWindow::anotherProgramsGameDuringAReplayIsShownToo()
{
    openClub();
    swapOldest();
    QVERIFY(page()->replaying());
    {
        // podium-cli adds a game while the window's worker replays the correction.
        const auto cli = Club::open(m_path);
        club::GameInput game;
        game.date = QStringLiteral("2030-01-01T20:00");
        game.discipline = QStringLiteral("Chess");
        const QString first = page()->model()->row(0).player, last = page()->model()->row(39).player;
        game.participants = {{last, {}, 1, 3, 20, true}, {first, {}, 2, 1, 20, true}};
        cli->run(std::make_unique<commands::AddGame>(*cli, game));
    }
    QVERIFY(m_window->club().checkFile()); // the window hears of it (as its watch would)
    replayed();
    // The window's standings are the file's, with both changes; so is the history it keeps for the next correction.
    QCOMPARE(shown(*page()->model()), fullReplay(QStringLiteral("TrueSkill")));
    QCOMPARE(club::Games(m_window->database()).list().size(), std::size_t(601));
    swapOldest(); // back, revised from what the window keeps
    replayed();
    QCOMPARE(shown(*page()->model()), fullReplay(QStringLiteral("TrueSkill")));
}

QTEST_MAIN(TestReplayWindow)
#include "tst_replaywindow.moc"
