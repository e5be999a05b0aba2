#include "models/gamesmodel.h"
#include "models/playersmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

// The games model and the players model, tested together in one function.
class TestGamesAndPlayersModels : public QObject
{
    Q_OBJECT

private slots:
    void gamesAndPlayersModelsPassTheTester();
};

void TestGamesAndPlayersModels::gamesAndPlayersModelsPassTheTester()
{
    podium::ui::GamesModel games;
    QAbstractItemModelTester gamesTester(&games, QAbstractItemModelTester::FailureReportingMode::QtTest);
    podium::db::GameRecord game;
    game.id = 7;
    game.game.date = QStringLiteral("2024-05-01T20:00:00");
    game.game.discipline = QStringLiteral("Football");
    game.game.kind = podium::history::GameKind::Team;
    game.game.participants = {{QStringLiteral("Ann"), QStringLiteral("Red"), 1, 2, 90, true},
                              {QStringLiteral("Bob"), QStringLiteral("Blue"), 2, 0, 90, true},
                              {QStringLiteral("Cid"), QStringLiteral("Red"), 1, 1, 45, false}};
    games.setGames({game});
    QCOMPARE(games.index(0, podium::ui::GamesModel::Participants).data().toString(),
             QStringLiteral("Red (Ann, Cid (guest)) #1, Blue (Bob) #2"));
    QCOMPARE(games.index(0, 0).data(podium::ui::GamesModel::IdRole).toLongLong(), qint64(7));

    podium::ui::PlayersModel players;
    QAbstractItemModelTester playersTester(&players, QAbstractItemModelTester::FailureReportingMode::QtTest);
    players.setPlayers({{1, QStringLiteral("Ann"), QStringLiteral("A."), QStringLiteral("Rooks"), true, {}, 12}});
    QCOMPARE(players.index(0, podium::ui::PlayersModel::Retired).data().toString(), QStringLiteral("retired"));
    QCOMPARE(players.index(0, podium::ui::PlayersModel::Games).data().toInt(), 12);
}

QTEST_MAIN(TestGamesAndPlayersModels)
#include "tst_gamesandplayersmodels.moc"
