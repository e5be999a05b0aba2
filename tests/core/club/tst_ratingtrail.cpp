// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The rating trail (M4 of the reliability review 2026-11-28): every player's history from one replay equals what a
// full replay for that player gives, on each algorithm; it is made once per club version and made again after a
// change.
#include "clubhelpers.h"

#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "club/ratingtrail.h"
#include "history/synthetic.h"
#include "store/database.h"

#include <QTemporaryDir>
#include <QTest>

using namespace podium;
using store::Database;

Q_DECLARE_METATYPE(history::GameKind)
Q_DECLARE_METATYPE(rating::ParamList)

class TestRatingTrail : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void historiesEqualAFullReplay_data();
    void historiesEqualAFullReplay();
    void oneTrailPerClubVersion();
    void interruptedReplayStops();

private:
    /** A club with a generated history of kind in discipline Games and a leaderboard LB of algorithm. */
    std::unique_ptr<Database> generatedClub(history::GameKind kind, const QString &algorithm,
                                            const rating::ParamList &params);

    QTemporaryDir m_dir;
    store::ClubLocation m_path; ///< testClub(): a file, or a schema on the server under test
};

void TestRatingTrail::init()
{
    m_path = testClub(QDir(m_dir.path()));
}

std::unique_ptr<Database> TestRatingTrail::generatedClub(history::GameKind kind, const QString &algorithm,
                                                         const rating::ParamList &params)
{
    auto database = Database::open(m_path, Database::Mode::Create);
    history::SyntheticSpec spec;
    spec.kind = kind;
    spec.players = 30;
    spec.games = 400;
    spec.seed = 7;
    spec.teamSize = 2;
    spec.ffaSize = 5;
    club::Games(*database).import(history::generateSynthetic(spec), QStringLiteral("Games"));
    club::Leaderboards(*database).create({0, QStringLiteral("LB"), QStringLiteral("Games"), algorithm, params, {}, {}});
    return database;
}

void TestRatingTrail::historiesEqualAFullReplay_data()
{
    QTest::addColumn<history::GameKind>("kind");
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<rating::ParamList>("params");
    QTest::newRow("trueskill") << history::GameKind::HeadToHead << QStringLiteral("trueskill") << rating::ParamList {};
    QTest::newRow("trueskill, teams, partial play")
        << history::GameKind::Team << QStringLiteral("trueskill") << rating::ParamList {{"partial_play", "minutes"}};
    QTest::newRow("elo") << history::GameKind::HeadToHead << QStringLiteral("elo") << rating::ParamList {};
    QTest::newRow("glicko2, weekly periods")
        << history::GameKind::HeadToHead << QStringLiteral("glicko2") << rating::ParamList {{"period", "week"}};
    QTest::newRow("zonestats") << history::GameKind::FreeForAll << QStringLiteral("zonestats") << rating::ParamList {};
}

void TestRatingTrail::historiesEqualAFullReplay()
{
    QFETCH(history::GameKind, kind);
    QFETCH(QString, algorithm);
    QFETCH(rating::ParamList, params);
    const auto database = generatedClub(kind, algorithm, params);
    const club::Leaderboards leaderboards(*database);
    const club::LeaderboardRecord record = leaderboards.get(QStringLiteral("LB"));
    const auto trail = club::RatingTrail::of(*database, record);
    QCOMPARE(trail->hasUncertainty(), algorithm == QLatin1String("trueskill") || algorithm == QLatin1String("glicko2"));
    int players = 0, points = 0, weighted = 0;
    for (const club::PlayerRecord &player : club::Players(*database).list()) {
        const std::vector<club::HistoryPoint> expected = leaderboards.history(player.name, record.name);
        const std::vector<club::HistoryPoint> got = trail->history(player.name);
        QCOMPARE(got.size(), expected.size());
        for (std::size_t i = 0; i < got.size(); ++i) {
            const club::HistoryPoint &a = got[i], &b = expected[i];
            const QString where = QStringLiteral("%1, point %2 (game %3)").arg(player.name).arg(i).arg(b.gameId);
            QVERIFY2(a.gameId == b.gameId && a.date == b.date, qPrintable(where));
            QVERIFY2(a.rating == b.rating && a.value == b.value && a.before == b.before, qPrintable(where));
            QVERIFY2(a.kind == b.kind && a.outcome == b.outcome && a.place == b.place && a.sides == b.sides,
                     qPrintable(where));
            QVERIFY2(a.opponents == b.opponents && a.weight == b.weight, qPrintable(where));
            weighted += a.weight != 1.0;
        }
        players += !got.empty();
        points += int(got.size());
    }
    QCOMPARE(players, 30);
    const int perGame = kind == history::GameKind::HeadToHead ? 2 : kind == history::GameKind::Team ? 4 : 5;
    QCOMPARE(points, 400 * perGame);
    if (params == rating::ParamList {{"partial_play", "minutes"}})
        QVERIFY(weighted > 0); // the generated team games have players who came late or left early
    QVERIFY(trail->history(QStringLiteral("nobody")).empty());
}

void TestRatingTrail::oneTrailPerClubVersion()
{
    const auto database = generatedClub(history::GameKind::HeadToHead, QStringLiteral("elo"), {});
    const club::LeaderboardRecord record = club::Leaderboards(*database).get(QStringLiteral("LB"));
    const auto first = club::RatingTrail::of(*database, record);
    QCOMPARE(club::RatingTrail::of(*database, record).get(), first.get()); // remembered: no second replay
    const QString ann = club::Players(*database).list().front().name;
    const std::size_t before = first->history(ann).size();
    club::GameInput game = duel(QStringLiteral("2099-01-01"), ann, club::Players(*database).list().back().name);
    game.discipline = QStringLiteral("Games");
    club::Games(*database).add(game);
    const auto after = club::RatingTrail::of(*database, record);
    QVERIFY(after.get() != first.get()); // the club changed: a new replay
    QCOMPARE(after->history(ann).size(), before + 1);
    QVERIFY(after->history(ann).back().date.startsWith(QLatin1String("2099-01-01")));
}

void TestRatingTrail::interruptedReplayStops()
{
    const auto database = generatedClub(history::GameKind::HeadToHead, QStringLiteral("trueskill"), {});
    const club::LeaderboardRecord record = club::Leaderboards(*database).get(QStringLiteral("LB"));
    database->interrupt();
    QVERIFY(errorOf([&] { club::RatingTrail::of(*database, record); }) != QLatin1String("no error"));
}

QTEST_GUILESS_MAIN(TestRatingTrail)
#include "tst_ratingtrail.moc"
