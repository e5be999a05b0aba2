// Times the desktop app on a big club: opening a database of 100,000 games and 5,000 players to an
// interactive leaderboard, and editing its oldest game until every view has refreshed. Prints figures;
// does not pass or fail. Run offscreen: QT_QPA_PLATFORM=offscreen build/tests/bench/bench_gui
#include "club/club.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "commands/gamecommands.h"
#include "history/synthetic.h"
#include "mainwindow.h"
#include "models/leaderboardmodel.h"
#include "pages/leaderboardpage.h"
#include "store/database.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <cstdio>
#include <functional>

using namespace podium;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.podium"));
    {
        const auto db = db::Database::open(path, db::Database::Mode::Create);
        db::Games(*db).import(history::generateSynthetic({history::GameKind::HeadToHead, 5000, 100000, 4, 4, 8}),
                              QStringLiteral("Chess"));
        db::Leaderboards(*db).create(
            {0, QStringLiteral("Chess"), QStringLiteral("Chess"), QStringLiteral("trueskill"), {}, {}, {}});
    }
    QElapsedTimer timer;
    {
        // What opening costs, piece by piece.
        const auto db = db::Database::open(path);
        const auto time = [&timer](const char *what, const std::function<void()> &work) {
            timer.restart();
            work();
            std::printf("  %s: %.3f s\n", what, static_cast<double>(timer.nsecsElapsed()) / 1e9);
        };
        time("standings (cached)", [&] { db::Leaderboards(*db).standings(QStringLiteral("Chess")); });
        time("rating history of one player (a replay)",
             [&] { db::Leaderboards(*db).histories({QStringLiteral("P0001")}, QStringLiteral("Chess")); });
        time("the game log with participants", [&] { db::Games(*db).list(); });
        time("the players with their game counts", [&] { db::Players(*db).list(); });
    }
    timer.start();
    ui::MainWindow window(Club::open(path));
    window.show();
    QApplication::processEvents();
    const double open = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    std::printf("open 100,000 games / 5,000 players to an interactive leaderboard (%d rows): %.2f s\n",
                window.leaderboardPage()->model()->rowCount(), open);

    const db::GameRecord oldest = db::Games(window.database()).list().back();
    db::GameInput edited = oldest.game;
    std::swap(edited.participants[0].rank, edited.participants[1].rank);
    timer.restart();
    window.club().run(std::make_unique<commands::EditGame>(window.club(), oldest.id, edited));
    QApplication::processEvents();
    std::printf("edit the oldest game and refresh: %.2f s\n", static_cast<double>(timer.nsecsElapsed()) / 1e9);
    return 0;
}
