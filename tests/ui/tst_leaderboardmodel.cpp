// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "models/leaderboardmodel.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTest>

using podium::club::LeaderboardRow;
using podium::ui::LeaderboardModel;

namespace {

LeaderboardRow row(const char *player, double value, double mu, double sigma, int games)
{
    LeaderboardRow r;
    r.player = QString::fromLatin1(player);
    r.value = value;
    r.rating = {mu, sigma};
    r.games = games;
    r.wins = games / 2;
    r.losses = games - games / 2;
    r.lastPlayed = QStringLiteral("2024-05-01T20:00:00");
    return r;
}

} // namespace

class TestLeaderboardModel : public QObject
{
    Q_OBJECT

private slots:
    void passesTheModelTester();
    void showsStandingsBestFirst();
    void marksProvisionalPlayers();
    void glicko2ShowsRatingRdAndVolatility();
    void sortsNumbersAsNumbers();
    void aFirstClickSortsNumbersMostFirst();
};

void TestLeaderboardModel::passesTheModelTester()
{
    LeaderboardModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setStandings({row("Ann", 20, 29, 3, 40), row("Bob", 10, 25, 5, 12)}, true, 25.0 / 6);
    model.setStandings({}, false, 0);
    model.setStandings({row("Cid", 1500, 1500, 0, 3)}, false, 0);
    QCOMPARE(model.rowCount(), 1);
}

void TestLeaderboardModel::showsStandingsBestFirst()
{
    LeaderboardModel model;
    model.setStandings({row("Ann", 20.456, 29.5, 3.01, 40), row("Bob", 10, 25, 3, 12)}, true, 25.0 / 6);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), int(LeaderboardModel::ColumnCount));
    QCOMPARE(model.index(0, LeaderboardModel::Rank).data().toInt(), 1);
    QCOMPARE(model.index(0, LeaderboardModel::Player).data().toString(), QStringLiteral("Ann"));
    QCOMPARE(model.index(0, LeaderboardModel::Rating).data().toString(), QLocale().toString(20.456, 'f', 2));
    QCOMPARE(model.index(1, LeaderboardModel::Games).data().toInt(), 12);
    QCOMPARE(model.index(0, LeaderboardModel::Change).data().toString(), QLocale().toString(0.0, 'f', 2));
    model.setStandings({row("Ann", 20.456, 29.5, 3.01, 40)}, true, 25.0 / 6, {{QStringLiteral("Ann"), 1.5}});
    QCOMPARE(model.index(0, LeaderboardModel::Change).data().toString(),
             QStringLiteral("+") + QLocale().toString(1.5, 'f', 2));
    QCOMPARE(model.index(0, LeaderboardModel::Change).data(LeaderboardModel::SortRole).toDouble(), 1.5);
    QCOMPARE(model.headerData(LeaderboardModel::Rating, Qt::Horizontal).toString(), QStringLiteral("Rating (μ−3σ)"));
    model.setStandings({row("Cid", 1500, 1500, 0, 30)}, false, 0);
    QVERIFY(!model.index(0, LeaderboardModel::Sigma).data().isValid());
    QCOMPARE(model.headerData(LeaderboardModel::Rating, Qt::Horizontal).toString(), QStringLiteral("Rating"));
}

void TestLeaderboardModel::marksProvisionalPlayers()
{
    LeaderboardModel model;
    // Ann: settled. Bob: 5 games. Cid: many games but sigma 5 > 8.33 / 2.
    model.setStandings({row("Ann", 20, 29, 3, 40), row("Bob", 10, 25, 3, 5), row("Cid", 9, 24, 5, 30)}, true, 25.0 / 6);
    QVERIFY(!model.index(0, 0).data(LeaderboardModel::ProvisionalRole).toBool());
    QVERIFY(!model.index(0, LeaderboardModel::Player).data(Qt::ToolTipRole).isValid());
    QVERIFY(model.index(1, 0).data(LeaderboardModel::ProvisionalRole).toBool());
    QCOMPARE(model.index(1, LeaderboardModel::Player).data().toString(), QStringLiteral("Bob ?"));
    QCOMPARE(model.index(1, LeaderboardModel::Player).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Provisional: only 5 game(s) played; ratings settle after about 10."));
    QVERIFY(model.index(2, LeaderboardModel::Player)
                .data(Qt::ToolTipRole)
                .toString()
                .startsWith(QStringLiteral("Provisional: the rating is still uncertain")));
    QVERIFY(model.index(2, LeaderboardModel::Player).data(Qt::FontRole).value<QFont>().italic());
}

void TestLeaderboardModel::glicko2ShowsRatingRdAndVolatility()
{
    // Glicko-2's ratings carry a volatility: the columns say r, RD and Volatility, the rating is r − 2RD, and an
    // RD above 110 (RatingSystem::provisionalSigma for Glicko-2) is provisional.
    LeaderboardRow ann = row("Ann", 1700 - 2 * 60, 1700, 60, 40), bob = row("Bob", 1600 - 2 * 120, 1600, 120, 40);
    ann.rating.volatility = 0.0599;
    bob.rating.volatility = 0.0601;
    LeaderboardModel model;
    model.setStandings({ann, bob}, true, 110.0);
    QVERIFY(model.hasVolatility());
    QCOMPARE(model.headerData(LeaderboardModel::Rating, Qt::Horizontal).toString(), QStringLiteral("Rating (r−2RD)"));
    QCOMPARE(model.headerData(LeaderboardModel::Mu, Qt::Horizontal).toString(), QStringLiteral("r"));
    QCOMPARE(model.headerData(LeaderboardModel::Sigma, Qt::Horizontal).toString(), QStringLiteral("RD"));
    QCOMPARE(model.index(0, LeaderboardModel::Volatility).data().toString(), QLocale().toString(0.0599, 'f', 5));
    QVERIFY(!model.index(0, 0).data(LeaderboardModel::ProvisionalRole).toBool());
    QVERIFY(model.index(1, 0).data(LeaderboardModel::ProvisionalRole).toBool());
    QCOMPARE(model.index(1, LeaderboardModel::Player).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Provisional: the rating is still uncertain (RD %1, settled at %2 or less).")
                 .arg(QLocale().toString(120.0, 'f', 2), QLocale().toString(110.0, 'f', 2)));
    // TrueSkill's have none: no volatility column, and μ and σ.
    model.setStandings({row("Cid", 20, 29, 3, 40)}, true, 25.0 / 6);
    QVERIFY(!model.hasVolatility());
    QCOMPARE(model.headerData(LeaderboardModel::Sigma, Qt::Horizontal).toString(), QStringLiteral("σ"));
    QVERIFY(!model.index(0, LeaderboardModel::Volatility).data().isValid());
}

void TestLeaderboardModel::sortsNumbersAsNumbers()
{
    LeaderboardModel model;
    model.setStandings({row("Ann", 20, 29, 3, 9), row("Bob", 10, 25, 3, 100), row("Cid", 5, 20, 3, 11)}, true,
                       25.0 / 6);
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(LeaderboardModel::SortRole);
    proxy.sort(LeaderboardModel::Games, Qt::DescendingOrder);
    // As text "9" would sort above "100".
    QCOMPARE(proxy.index(0, LeaderboardModel::Player).data().toString(), QStringLiteral("Bob"));
    QCOMPARE(proxy.index(2, LeaderboardModel::Player).data().toString(), QStringLiteral("Ann ?"));
    proxy.setFilterKeyColumn(LeaderboardModel::Player);
    proxy.setFilterFixedString(QStringLiteral("ci"));
    proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);
    QCOMPARE(proxy.rowCount(), 1);
}

void TestLeaderboardModel::aFirstClickSortsNumbersMostFirst()
{
    LeaderboardModel model;
    model.setStandings({row("Ann", 20, 29, 3, 40), row("Bob", 10, 25, 5, 12)}, true, 25.0 / 6);
    const auto first
        = [&model](int column) { return model.headerData(column, Qt::Horizontal, Qt::InitialSortOrderRole).toInt(); };
    QCOMPARE(first(LeaderboardModel::Rank), int(Qt::AscendingOrder)); // number 1 first
    QCOMPARE(first(LeaderboardModel::Player), int(Qt::AscendingOrder));
    for (const int column : {LeaderboardModel::Rating, LeaderboardModel::Change, LeaderboardModel::Games,
                             LeaderboardModel::Wins, LeaderboardModel::Losses, LeaderboardModel::LastPlayed})
        QCOMPARE(first(column), int(Qt::DescendingOrder));
    QCOMPARE(model.index(1, LeaderboardModel::Player).data(LeaderboardModel::PlayerRole).toString(),
             QStringLiteral("Bob"));
    QVERIFY(model.hasProvisional()); // Bob: sigma 5 of 8.33
    model.setStandings({row("Ann", 20, 29, 3, 40)}, true, 25.0 / 6);
    QVERIFY(!model.hasProvisional());
}

QTEST_MAIN(TestLeaderboardModel)
#include "tst_leaderboardmodel.moc"
