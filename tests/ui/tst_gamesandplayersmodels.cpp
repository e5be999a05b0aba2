// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "models/gamesmodel.h"
#include "models/playersmodel.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

// The games model and the players model, tested together in one function.
class TestGamesAndPlayersModels : public QObject
{
    Q_OBJECT

private slots:
    void gamesAndPlayersModelsPassTheTester();
    void aGameIsSearchedByWhatItShows();
    void aFirstClickSortsNumbersAndDatesMostFirst();
};

void TestGamesAndPlayersModels::gamesAndPlayersModelsPassTheTester()
{
    podium::ui::GamesModel games;
    QAbstractItemModelTester gamesTester(&games, QAbstractItemModelTester::FailureReportingMode::QtTest);
    podium::club::GameRecord game;
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
    // M7 of the walkthrough of 28 November: the score beside the result, the winners' first; a team's is its
    // players' (Ann 2 + Cid 1 for Red).
    QCOMPARE(games.index(0, podium::ui::GamesModel::Score).data().toString(), QStringLiteral("3\u20130"));
    QCOMPARE(games.headerData(podium::ui::GamesModel::Score, Qt::Horizontal).toString(), QStringLiteral("Score"));
    podium::club::GameRecord sets; // a tennis match imported with its sets, the loser listed first
    sets.game.kind = podium::history::GameKind::HeadToHead;
    sets.game.participants = {{QStringLiteral("Millman"), {}, 2, 1, std::nan(""), true},
                              {QStringLiteral("Federer"), {}, 1, 2, std::nan(""), true}};
    QCOMPARE(podium::ui::GamesModel::scoreText(QLocale::c(), sets), QStringLiteral("2\u20131"));
    sets.game.participants[0].score = 2.5;
    QCOMPARE(podium::ui::GamesModel::scoreText(QLocale(QStringLiteral("de_DE")), sets), QStringLiteral("2\u20132,5"));
    sets.game.participants[0].score = std::nan(""); // a side without a score: none shown
    QCOMPARE(podium::ui::GamesModel::scoreText(QLocale::c(), sets), QString());

    podium::ui::PlayersModel players;
    QAbstractItemModelTester playersTester(&players, QAbstractItemModelTester::FailureReportingMode::QtTest);
    players.setPlayers({{1, QStringLiteral("Ann"), QStringLiteral("A."), QStringLiteral("Rooks"), true, {}, 12, {}}});
    QCOMPARE(players.index(0, podium::ui::PlayersModel::Retired).data().toString(), QStringLiteral("retired"));
    QCOMPARE(players.index(0, podium::ui::PlayersModel::Games).data().toInt(), 12);
}

void TestGamesAndPlayersModels::aGameIsSearchedByWhatItShows()
{
    podium::ui::GamesModel games;
    QSignalSpy ready(&games, &podium::ui::GamesModel::searchReady);
    podium::club::GameRecord game;
    game.id = 3;
    game.game.date = QStringLiteral("2024-05-01T20:00:00");
    game.game.discipline = QStringLiteral("Kart Racing");
    game.game.kind = podium::history::GameKind::FreeForAll;
    game.game.notes = QStringLiteral("Wet Track");
    game.game.participants = {{QStringLiteral("Ann"), {}, 1, std::nan(""), std::nan(""), true},
                              {QStringLiteral("Bob"), {}, 2, std::nan(""), std::nan(""), false}};
    games.setGames({game});
    QVERIFY(ready.wait()); // prepared off the GUI thread
    QVERIFY(games.searchPrepared());
    const QString text
        = games.index(0, podium::ui::GamesModel::Notes).data(podium::ui::GamesModel::SearchRole).toString();
    const QString shownDate = games.index(0, podium::ui::GamesModel::Date).data().toString();
    QCOMPARE(shownDate, QStringLiteral("1 May 2024 20:00")); // the C locale's short format, no seconds (U8)
    for (const QString &part :
         {shownDate.toCaseFolded(), QStringLiteral("2024-05-01t20:00"), QStringLiteral("kart racing"),
          QStringLiteral("free for all"), QStringLiteral("ann #1, bob (guest) #2"), QStringLiteral("wet track")})
        QVERIFY2(text.contains(part), qPrintable(part + QStringLiteral(" not in ") + text));
    QVERIFY(!text.contains(QStringLiteral("kart racingfree"))); // no match across two fields

    games.setGames({}); // a reload drops what was prepared for the games before
    QVERIFY(ready.wait());
    QCOMPARE(games.rowCount(), 0);
}

void TestGamesAndPlayersModels::aFirstClickSortsNumbersAndDatesMostFirst()
{
    using podium::ui::GamesModel;
    using podium::ui::PlayersModel;
    const auto first = [](const QAbstractItemModel &model, int column) {
        return model.headerData(column, Qt::Horizontal, Qt::InitialSortOrderRole).toInt();
    };
    GamesModel games;
    QCOMPARE(first(games, GamesModel::Date), int(Qt::DescendingOrder));
    QCOMPARE(first(games, GamesModel::Discipline), int(Qt::AscendingOrder));
    QCOMPARE(first(games, GamesModel::Participants), int(Qt::AscendingOrder));
    PlayersModel players;
    QCOMPARE(first(players, PlayersModel::Games), int(Qt::DescendingOrder));
    QCOMPARE(first(players, PlayersModel::Name), int(Qt::AscendingOrder));
}

QTEST_MAIN(TestGamesAndPlayersModels)
#include "tst_gamesandplayersmodels.moc"
