// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Times the desktop app on big clubs: opening a database of 100,000 games and 5,000 players to an
// interactive leaderboard, editing its oldest game until every view has refreshed, filtering its game log
// while typing, switching to a stale leaderboard of 30,000 games, and a game podium-cli adds to one discipline of a
// club of seven leaderboards showing in the open window. Prints figures; does not pass or fail.
// Run offscreen: QT_QPA_PLATFORM=offscreen build/tests/bench/bench_gui [--another-program | --open-and-edit |
// --cold-open (the open in new processes): that part alone]
#include "club/club.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "club/playerstats.h"
#include "club/replaysource.h"
#include "commands/gamecommands.h"
#include "history/synthetic.h"
#include "mainwindow.h"
#include "models/gamesmodel.h"
#include "models/leaderboardmodel.h"
#include "pages/gamespage.h"
#include "pages/leaderboardpage.h"
#include "store/database.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QProcess>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <functional>

using namespace podium;

namespace {

double seconds(const QElapsedTimer &timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e9;
}

/** The processor time this process has used, in seconds: on a shared machine, what a wall clock would show
 *  without the other loads. */
double cpuSeconds()
{
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

/** A club of synthetic head-to-head chess games with one leaderboard per algorithm named. */
QString makeClub(const QTemporaryDir &dir, const QString &file, int players, int games,
                 const std::vector<const char *> &algorithms)
{
    const QString path = dir.filePath(file);
    const auto db = store::Database::open(path, store::Database::Mode::Create);
    club::Games(*db).import(history::generateSynthetic({history::GameKind::HeadToHead, players, games, 4, 4, 8}),
                            QStringLiteral("Chess"));
    for (const char *algorithm : algorithms) {
        const QString name = QStringLiteral("Chess %1").arg(QString::fromLatin1(algorithm));
        club::Leaderboards(*db).create({0, name, QStringLiteral("Chess"), QString::fromLatin1(algorithm), {}, {}, {}});
    }
    return path;
}

/** What opening costs, piece by piece. */
void timeReads(const QString &path, const QString &leaderboard)
{
    const auto db = store::Database::open(path);
    QElapsedTimer timer;
    const auto time = [&timer](const char *what, const std::function<void()> &work) {
        timer.restart();
        work();
        std::printf("  %s: %.3f s\n", what, seconds(timer));
    };
    time("standings (cached)", [&] { club::Leaderboards(*db).standings(leaderboard); });
    time("rating history of one player (a replay)",
         [&] { club::Leaderboards(*db).histories({QStringLiteral("P0001")}, leaderboard); });
    time("the game log with participants", [&] { club::Games(*db).list(); });
    time("the players with their game counts", [&] { club::Players(*db).list(); });
}

/** Keeps the event loop turning for a while; returns the longest the GUI thread was busy in one go. */
double runEventsFor(int milliseconds)
{
    QElapsedTimer total, one;
    total.start();
    double longest = 0;
    while (total.elapsed() < milliseconds) {
        one.restart();
        QApplication::processEvents(QEventLoop::AllEvents, 5);
        longest = std::max(longest, seconds(one));
    }
    return longest;
}

/** Turns the event loop until the leaderboard page shows the standings its worker replays (a big leaderboard's);
 *  returns the longest the GUI thread was busy in one go meanwhile. */
double standingsShown(const ui::MainWindow &window)
{
    double longest = 0;
    QElapsedTimer turn;
    do {
        turn.restart();
        QApplication::processEvents(QEventLoop::AllEvents, 5);
        longest = std::max(longest, seconds(turn));
    } while (window.leaderboardPage()->replaying());
    return longest;
}

/** The games a filter for this player's name shows: every game the player is in. */
int gamesOf(const ui::GamesModel &model, const QString &player)
{
    int count = 0;
    for (int r = 0; r < model.rowCount(); ++r) {
        const auto &participants = model.game(r).game.participants;
        count += std::any_of(participants.begin(), participants.end(),
                             [&](const club::ParticipantInput &p) { return p.player == player; });
    }
    return count;
}

/** Types a player's name into the Games page filter as a fast typist would (a key every 100 ms). */
void timeGamesFilter(ui::MainWindow &window)
{
    QElapsedTimer timer;
    timer.start();
    window.findChild<QTabWidget *>()->setCurrentWidget(window.gamesPage());
    QApplication::processEvents();
    std::printf("games page first view (%d games): %.2f s\n", window.gamesPage()->model()->rowCount(), seconds(timer));
    double busy = 0;
    while (window.gamesPage()->isReading()) // a first look shows the newest games; the whole log comes after
        busy = std::max(busy, runEventsFor(1));
    window.gamesPage()->table()->viewport()->repaint();
    std::printf("  the whole log (%d games) swapped in and painted by: %.2f s; longest the GUI thread was busy: %.0f "
                "ms\n",
                window.gamesPage()->model()->rowCount(), seconds(timer), 1000 * busy);
    while (!window.gamesPage()->model()->searchPrepared())
        runEventsFor(1);
    std::printf("  its search texts prepared off the GUI thread by: %.2f s\n", seconds(timer));
    QLineEdit *filter = window.gamesPage()->findChild<QLineEdit *>();
    filter->setFocus();
    const QString player = QStringLiteral("P4925");
    const int expected = gamesOf(*window.gamesPage()->model(), player);
    double keys = 0, stall = 0;
    for (const QChar c : player) {
        timer.restart();
        QTest::keyClick(filter, c.toLatin1());
        keys = std::max(keys, seconds(timer));
        if (c != player.back())
            stall = std::max(stall, runEventsFor(100));
    }
    const QAbstractItemModel *shown = window.gamesPage()->table()->model();
    while (shown->rowCount() != expected)
        stall = std::max(stall, runEventsFor(1));
    window.gamesPage()->table()->viewport()->repaint();
    const double ready = seconds(timer);
    std::printf("filter the game log by typing \"%s\" (%d of %d games shown):\n"
                "  longest keystroke: %.1f ms; longest the GUI thread was busy while typing: %.1f ms\n"
                "  last keystroke to the filtered view painted: %.1f ms\n",
                qPrintable(player), shown->rowCount(), window.gamesPage()->model()->rowCount(), 1000 * keys,
                1000 * stall, 1000 * ready);
    filter->clear();
    runEventsFor(300);
}

/** What showing a stale leaderboard costs, piece by piece. */
void timeShowingPieces(const QString &path, const QString &leaderboard)
{
    const auto db = store::Database::open(path);
    club::Leaderboards(*db).invalidateAll(); // as after an import
    QElapsedTimer timer;
    const auto time = [&timer](const char *what, const std::function<void()> &work) {
        timer.restart();
        work();
        std::printf("  %s: %.3f s\n", what, seconds(timer));
    };
    QString top;
    time("load the leaderboard's history alone", [&] { club::Leaderboards(*db).histories({}, leaderboard); });
    time("replay the stale standings and store them",
         [&] { top = club::Leaderboards(*db).standings(leaderboard).front().player; });
    time("the change over each player's last games (a replay)",
         [&] { club::recentChanges(*db, leaderboard, ui::LeaderboardModel::kRecentGames); });
    time("the top player's rating history for the chart (a replay)",
         [&] { club::Leaderboards(*db).histories({top}, leaderboard); });
    time("the top player's profile on the Players page", [&] { club::playerProfile(*db, top, leaderboard); });
}

/** Switches the window from one leaderboard to another whose cached standings are stale. */
void timeStaleSwitch(const QTemporaryDir &dir)
{
    const QString path = makeClub(dir, QStringLiteral("stale.podium"), 2000, 30000, {"elo", "trueskill"});
    timeShowingPieces(path, QStringLiteral("Chess trueskill"));
    club::Leaderboards(*store::Database::open(path)).invalidateAll();
    ui::MainWindow window(Club::open(path));
    window.show();
    standingsShown(window);
    auto *selector = window.findChild<QComboBox *>(QStringLiteral("leaderboardSelector"));
    selector->setCurrentText(QStringLiteral("Chess elo"));
    standingsShown(window);
    runEventsFor(300); // its standings stored
    QElapsedTimer timer;
    timer.start();
    const double cpu = cpuSeconds();
    selector->setCurrentText(QStringLiteral("Chess trueskill"));
    const double asked = seconds(timer); // the switch itself, on the GUI thread
    const double busy = std::max(asked, standingsShown(window));
    std::printf("switch to a stale leaderboard of 30,000 games (TrueSkill, %d players) until shown: %.3f s"
                " (processor time %.3f s); longest the GUI thread was busy: %.0f ms\n",
                window.leaderboardPage()->model()->rowCount(), seconds(timer), cpuSeconds() - cpu, 1000 * busy);
}

/** The replays made since before, by leaderboard, as "Chess elo 1, Go elo 2"; "none" when there were none. */
QString replaysSince(const std::map<QString, int> &before)
{
    QStringList made;
    for (const auto &[leaderboard, count] : club::detail::replaysSoFar()) {
        const auto was = before.find(leaderboard);
        if (const int n = count - (was == before.end() ? 0 : was->second); n > 0)
            made.append(QStringLiteral("%1 %2").arg(leaderboard).arg(n));
    }
    return made.isEmpty() ? QStringLiteral("none") : made.join(QStringLiteral(", "));
}

/** podium-cli adds a game of discipline to the club open in the window; prints how long until the Games page shows
 *  it, the longest the GUI thread was busy meanwhile, and which leaderboards the window replayed. */
void timeAnotherProgramsGame(ui::MainWindow &window, const QString &path, const QString &discipline)
{
    const int before = window.gamesPage()->model()->rowCount();
    runEventsFor(300); // whatever the last change started is done
    const auto replays = club::detail::replaysSoFar();
    QProcess cli;
    QElapsedTimer timer;
    timer.start();
    cli.start(QStringLiteral(PODIUM_CLI_PATH),
              {QStringLiteral("--db"), path, QStringLiteral("games"), QStringLiteral("add")});
    cli.write(QStringLiteral(R"({"date": "2030-01-01T20:00", "discipline": "%1",)"
                             R"( "teams": [[{"player": "P0001"}], [{"player": "P0002"}]], "ranks": [1, 2]})")
                  .arg(discipline)
                  .toUtf8());
    cli.closeWriteChannel();
    double busy = 0;
    while (window.gamesPage()->model()->rowCount() == before && timer.elapsed() < 10000)
        busy = std::max(busy, runEventsFor(1));
    const double shown = seconds(timer);
    cli.waitForFinished();
    busy = std::max(busy, runEventsFor(500)); // the checks that follow it, one per turn of the event loop
    std::printf("  a game of %s by podium-cli, shown in the window after %.0f ms (podium-cli itself: exit %d);"
                " longest the GUI thread was busy: %.0f ms; replayed: %s\n",
                qPrintable(discipline), 1000 * shown, cli.exitCode(), 1000 * busy, qPrintable(replaysSince(replays)));
}

/** A club of 100,000 games in three disciplines and seven leaderboards, open in the window on one of them, hears
 *  games podium-cli adds to each discipline: only the leaderboards of that discipline may replay. */
void timeOneDisciplinesChange(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("disciplines.podium"));
    {
        const auto db = store::Database::open(path, store::Database::Mode::Create);
        const std::vector<std::pair<QString, int>> disciplines {
            {QStringLiteral("Chess"), 50000}, {QStringLiteral("Go"), 30000}, {QStringLiteral("Darts"), 20000}};
        std::uint64_t seed = 1;
        for (const auto &[discipline, games] : disciplines)
            club::Games(*db).import(
                history::generateSynthetic({history::GameKind::HeadToHead, 2000, games, ++seed, 4, 8}), discipline);
        const std::vector<std::pair<const char *, const char *>> leaderboards {
            {"Chess", "elo"},    {"Chess", "glicko2"}, {"Chess", "trueskill"}, {"Go", "elo"},
            {"Go", "trueskill"}, {"Darts", "elo"},     {"Darts", "glicko2"}};
        for (const auto &[discipline, algorithm] : leaderboards)
            club::Leaderboards(*db).create(
                {0,
                 QStringLiteral("%1 %2").arg(QLatin1String(discipline), QLatin1String(algorithm)),
                 QLatin1String(discipline),
                 QLatin1String(algorithm),
                 {},
                 {},
                 {}});
        for (const club::LeaderboardRecord &record : club::Leaderboards(*db).list())
            club::Leaderboards(*db).standings(record.name); // cached, as a club in use has them
    }
    ui::MainWindow window(Club::open(path));
    window.show();
    window.findChild<QTabWidget *>()->setCurrentWidget(window.gamesPage());
    window.findChild<QComboBox *>(QStringLiteral("leaderboardSelector"))->setCurrentText(QStringLiteral("Go elo"));
    runEventsFor(3000); // opening checks each leaderboard once
    std::printf("a club of 100,000 games in 7 leaderboards (Chess 50,000, Go 30,000, Darts 20,000), Go elo in view:\n");
    timeAnotherProgramsGame(window, path, QStringLiteral("Chess"));
    timeAnotherProgramsGame(window, path, QStringLiteral("Darts"));
    timeAnotherProgramsGame(window, path, QStringLiteral("Go"));
}

} // namespace

/** Nanoseconds on the steady clock, which is the same clock in every process of the machine (Linux's monotonic). */
qint64 steadyNow()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

/** In a process of its own (--open-club PATH --since NS): opens the club as the app's start does and prints the
 *  seconds from NS, when the parent started this process, to the interactive leaderboard and its chart. */
int openClubAlone(const QStringList &arguments)
{
    const QString path = arguments.value(arguments.indexOf(QStringLiteral("--open-club")) + 1);
    const qint64 since = arguments.value(arguments.indexOf(QStringLiteral("--since")) + 1).toLongLong();
    ui::MainWindow window(Club::open(path));
    window.show();
    QApplication::processEvents();
    standingsShown(window);
    std::printf("%.3f\n", static_cast<double>(steadyNow() - since) / 1e9);
    return 0;
}

/** The open as a user meets it: a new process each time, the club on disk from before (this process made it), so
 *  that the start of the program, its libraries and its first use of memory count, which an open in a process that
 *  has worked already does not see. */
void timeColdOpens(const QString &path)
{
    QStringList times;
    for (int run = 0; run < 5; ++run) {
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(),
                    {QStringLiteral("--open-club"), path, QStringLiteral("--since"), QString::number(steadyNow())});
        child.waitForFinished(60000);
        times << QString::fromLatin1(child.readAllStandardOutput()).trimmed();
    }
    std::printf("open 100,000 games / 5,000 players in a new process, from its start to the interactive leaderboard"
                " and chart (5 runs): %s s\n",
                qPrintable(times.join(QStringLiteral(", "))));
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (QApplication::arguments().contains(QStringLiteral("--open-club")))
        return openClubAlone(QApplication::arguments());
    QTemporaryDir dir;
    if (QApplication::arguments().contains(QStringLiteral("--another-program"))) { // that part alone
        timeOneDisciplinesChange(dir);
        return 0;
    }
    const QString path = makeClub(dir, QStringLiteral("big.podium"), 5000, 100000, {"trueskill"});
    const QString leaderboard = QStringLiteral("Chess trueskill");
    timeReads(path, leaderboard);
    timeColdOpens(path);
    if (QApplication::arguments().contains(QStringLiteral("--cold-open"))) // that part alone
        return 0;
    QElapsedTimer timer;
    timer.start();
    ui::MainWindow window(Club::open(path));
    window.show();
    QApplication::processEvents();
    standingsShown(window); // a big leaderboard replays on a worker, then shows
    std::printf("open 100,000 games / 5,000 players to an interactive leaderboard (%d rows): %.2f s\n",
                window.leaderboardPage()->model()->rowCount(), seconds(timer));

    if (QApplication::arguments().contains(QStringLiteral("--games-page"))) { // the first view and the filter alone
        runEventsFor(500);
        timeGamesFilter(window);
        return 0;
    }

    const club::GameRecord oldest = club::Games(window.database()).list().back();
    club::GameInput edited = oldest.game;
    std::swap(edited.participants[0].rank, edited.participants[1].rank);
    runEventsFor(500); // what opening started is done
    timer.restart();
    // The command runs on the GUI thread, with whatever the views read at once as it tells them: that is one stretch
    // of the GUI thread busy; what they do later comes in turns of the event loop.
    window.club().run(std::make_unique<commands::EditGame>(window.club(), oldest.id, edited));
    double busy = seconds(timer);
    busy = std::max(busy, standingsShown(window)); // refreshed: the new standings are shown
    const double refreshed = seconds(timer);
    busy = std::max(busy, runEventsFor(500));
    std::printf("edit the oldest game and refresh: %.2f s; longest the GUI thread was busy: %.0f ms\n", refreshed,
                1000 * busy);
    if (QApplication::arguments().contains(QStringLiteral("--open-and-edit"))) // that part alone
        return 0;

    timeGamesFilter(window);
    timeStaleSwitch(dir);
    timeOneDisciplinesChange(dir);
    return 0;
}
