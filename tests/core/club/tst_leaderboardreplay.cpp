// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// A leaderboard replayed away from its connection (issue 30: a big club's window stays usable while it replays): the
// standings and trail a worker thread makes from the history the connection read equal a full replay read whole
// through a second connection, on each algorithm; they are kept (the trail remembered, stale standings stored) only
// when the club is as it was when the replay began.
#include "clubhelpers.h"

#include "club/club.h"
#include "club/games.h"
#include "club/leaderboardreplay.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "club/ratingtrail.h"
#include "club/replaysource.h"
#include "commands/gamecommands.h"
#include "history/synthetic.h"
#include "store/database.h"

#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent/QtConcurrentRun>

using namespace podium;
using store::Database;

Q_DECLARE_METATYPE(history::GameKind)
Q_DECLARE_METATYPE(rating::ParamList)

namespace {

const QString kBoard = QStringLiteral("LB");

/** Runs the replay on a pool thread, as the window's worker does, and waits for it. */
void runOnAnotherThread(club::LeaderboardReplay &replay)
{
    QtConcurrent::run([&replay] { replay.run(); }).waitForFinished();
}

/** Whether the leaderboard's cached standings are stale. */
bool stale(const Database &database)
{
    bool isStale = false;
    QString difference;
    if (!club::Leaderboards(database).cacheMatchesReplay(kBoard, &difference, &isStale))
        qWarning("%s", qPrintable(difference));
    return isStale;
}

} // namespace

class TestLeaderboardReplay : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void aReplayOnAnotherThreadEqualsAFullReplay_data();
    void aReplayOnAnotherThreadEqualsAFullReplay();
    void keptStandingsAreStoredAndTheTrailRemembered();
    void nothingIsKeptAfterAnotherProgramsGame();
    void nothingIsKeptAfterThisConnectionsOwnChange();
    void aGameTheLeaderboardCannotRateIsThrownByTheReplay();
    void aHistoryNotRememberedIsReadThroughAConnectionOfItsOwn();
    void aClubInMemoryIsReadOnItsConnection();

private:
    /** A club with a generated history of kind in discipline Games and a leaderboard LB of algorithm. */
    std::unique_ptr<Database> generatedClub(history::GameKind kind, const QString &algorithm,
                                            const rating::ParamList &params = {});
    /** The standings of LB replayed whole through a connection of their own (its cache marked stale first). */
    std::vector<club::LeaderboardRow> fullReplay();

    QTemporaryDir m_dir;
    store::ClubLocation m_path; ///< testClub(): a file, or a schema on the server under test
};

void TestLeaderboardReplay::init()
{
    m_path = testClub(QDir(m_dir.path()));
}

std::unique_ptr<Database> TestLeaderboardReplay::generatedClub(history::GameKind kind, const QString &algorithm,
                                                               const rating::ParamList &params)
{
    auto database = Database::open(m_path, Database::Mode::Create);
    history::SyntheticSpec spec;
    spec.kind = kind;
    spec.players = 30;
    spec.games = 400;
    spec.seed = 11;
    spec.teamSize = 2;
    spec.ffaSize = 5;
    club::Games(*database).import(history::generateSynthetic(spec), QStringLiteral("Games"));
    club::Leaderboards(*database).create({0, kBoard, QStringLiteral("Games"), algorithm, params, {}, {}});
    return database;
}

std::vector<club::LeaderboardRow> TestLeaderboardReplay::fullReplay()
{
    const auto other = Database::open(m_path);
    club::Leaderboards(*other).invalidateAll();
    return club::Leaderboards(*other).standings(kBoard);
}

void TestLeaderboardReplay::aReplayOnAnotherThreadEqualsAFullReplay_data()
{
    QTest::addColumn<history::GameKind>("kind");
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<rating::ParamList>("params");
    QTest::newRow("trueskill") << history::GameKind::HeadToHead << QStringLiteral("trueskill") << rating::ParamList {};
    QTest::newRow("trueskill, teams, partial play")
        << history::GameKind::Team << QStringLiteral("trueskill") << rating::ParamList {{"partial_play", "minutes"}};
    QTest::newRow("elo") << history::GameKind::HeadToHead << QStringLiteral("elo") << rating::ParamList {};
    // Rating periods: a standing's RD has grown since the player's last game, so the standings are not the trail's
    // last points; both must still come from the one replay.
    QTest::newRow("glicko2, weekly periods")
        << history::GameKind::HeadToHead << QStringLiteral("glicko2") << rating::ParamList {{"period", "week"}};
    QTest::newRow("zonestats") << history::GameKind::FreeForAll << QStringLiteral("zonestats") << rating::ParamList {};
}

void TestLeaderboardReplay::aReplayOnAnotherThreadEqualsAFullReplay()
{
    QFETCH(history::GameKind, kind);
    QFETCH(QString, algorithm);
    QFETCH(rating::ParamList, params);
    const auto database = generatedClub(kind, algorithm, params);
    club::Leaderboards(*database).invalidateAll(); // stale: begin() cannot take the cache
    const auto replay = club::LeaderboardReplay::begin(*database, kBoard);
    QVERIFY(replay->needsReplay());
    const int perGame = kind == history::GameKind::HeadToHead ? 2 : kind == history::GameKind::Team ? 4 : 5;
    QCOMPARE(replay->size(), std::size_t(400 * perGame));
    runOnAnotherThread(*replay);

    const std::vector<club::LeaderboardRow> expected = fullReplay();
    const std::vector<club::LeaderboardRow> &got = replay->view().rows;
    QCOMPARE(got.size(), std::size_t(30));
    QCOMPARE(got.size(), expected.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
        const club::LeaderboardRow &a = got[i], &b = expected[i];
        const QString where = QStringLiteral("row %1 (%2)").arg(i).arg(b.player);
        QVERIFY2(a.player == b.player && a.value == b.value, qPrintable(where));
        QVERIFY2(a.rating == b.rating, qPrintable(where));
        QVERIFY2(a.games == b.games && a.wins == b.wins && a.draws == b.draws && a.losses == b.losses,
                 qPrintable(where));
        QVERIFY2(a.lastPlayed == b.lastPlayed, qPrintable(where));
    }
    QCOMPARE(replay->view().hasUncertainty,
             algorithm == QLatin1String("trueskill") || algorithm == QLatin1String("glicko2"));

    // The trail of the same replay: every player's history as Leaderboards::history gives it, and the recent form
    // of a trail made on the connection.
    const auto other = Database::open(m_path);
    const club::Leaderboards leaderboards(*other);
    int points = 0;
    for (const club::PlayerRecord &player : club::Players(*other).list()) {
        const std::vector<club::HistoryPoint> want = leaderboards.history(player.name, kBoard);
        const std::vector<club::HistoryPoint> have = replay->trail()->history(player.name);
        QCOMPARE(have.size(), want.size());
        for (std::size_t i = 0; i < have.size(); ++i) {
            const QString where = QStringLiteral("%1, point %2").arg(player.name).arg(i);
            QVERIFY2(have[i].gameId == want[i].gameId && have[i].rating == want[i].rating
                         && have[i].before == want[i].before && have[i].weight == want[i].weight,
                     qPrintable(where));
        }
        points += int(have.size());
    }
    QCOMPARE(points, 400 * perGame);
    const auto onTheConnection = club::RatingTrail::of(*other, leaderboards.get(kBoard));
    QVERIFY(replay->trail()->recentChanges(5) == onTheConnection->recentChanges(5));
    QCOMPARE(replay->trail()->recentChanges(5).size(), std::size_t(30));
}

void TestLeaderboardReplay::keptStandingsAreStoredAndTheTrailRemembered()
{
    const auto database = generatedClub(history::GameKind::HeadToHead, QStringLiteral("trueskill"));
    club::Leaderboards(*database).invalidateAll();
    QVERIFY(stale(*database));
    const auto replay = club::LeaderboardReplay::begin(*database, kBoard);
    runOnAnotherThread(*replay);
    QVERIFY(replay->keep(*database));

    QVERIFY(!stale(*database)); // stored, and equal to a replay (cacheMatchesReplay)
    const club::LeaderboardRecord record = club::Leaderboards(*database).get(kBoard);
    QCOMPARE(club::RatingTrail::of(*database, record).get(), replay->trail().get()); // remembered: no replay of its own
    // Another program's connection reads the stored standings: the same as the replay's.
    const auto other = Database::open(m_path);
    const std::vector<club::LeaderboardRow> stored = club::Leaderboards(*other).standings(kBoard);
    QCOMPARE(stored.size(), replay->view().rows.size());
    for (std::size_t i = 0; i < stored.size(); ++i) {
        QCOMPARE(stored[i].player, replay->view().rows[i].player);
        QCOMPARE(stored[i].rating.mu, replay->view().rows[i].rating.mu);
        QCOMPARE(stored[i].rating.sigma, replay->view().rows[i].rating.sigma);
    }

    // Shown again: the cache is current and the trail remembered, so nothing replays.
    const auto again = club::LeaderboardReplay::begin(*database, kBoard);
    QVERIFY(!again->needsReplay());
    QCOMPARE(again->trail().get(), replay->trail().get());
    QCOMPARE(again->view().rows.size(), replay->view().rows.size());
    QCOMPARE(again->view().rows.front().player, replay->view().rows.front().player);
    QCOMPARE(again->view().rows.front().rating.mu, replay->view().rows.front().rating.mu);
}

void TestLeaderboardReplay::nothingIsKeptAfterAnotherProgramsGame()
{
    const auto database = generatedClub(history::GameKind::HeadToHead, QStringLiteral("elo"));
    club::Leaderboards(*database).invalidateAll();
    const auto replay = club::LeaderboardReplay::begin(*database, kBoard);
    runOnAnotherThread(*replay);
    const QStringList names = [&] {
        QStringList all;
        for (const club::PlayerRecord &player : club::Players(*database).list())
            all.append(player.name);
        return all;
    }();
    {
        // podium-cli adds a game while the window's worker replays: a command, which the change journal records.
        const auto other = Club::open(m_path);
        club::GameInput game = duel(QStringLiteral("2099-01-01"), names.front(), names.back());
        game.discipline = QStringLiteral("Games");
        other->run(std::make_unique<commands::AddGame>(*other, game));
    }
    QVERIFY(!replay->keep(*database));
    QVERIFY(stale(*database)); // the replay's standings were not stored over the club as it is now
    const club::LeaderboardRecord record = club::Leaderboards(*database).get(kBoard);
    const auto trail = club::RatingTrail::of(*database, record);
    QVERIFY(trail.get() != replay->trail().get()); // not remembered: worked out again, with the new game
    QCOMPARE(trail->history(names.front()).size(), replay->trail()->history(names.front()).size() + 1);
}

void TestLeaderboardReplay::nothingIsKeptAfterThisConnectionsOwnChange()
{
    const auto database = generatedClub(history::GameKind::HeadToHead, QStringLiteral("glicko2"));
    club::Leaderboards(*database).invalidateAll();
    const auto replay = club::LeaderboardReplay::begin(*database, kBoard);
    runOnAnotherThread(*replay);
    const QString first = club::Players(*database).list().front().name;
    const QString last = club::Players(*database).list().back().name;
    club::GameInput game = duel(QStringLiteral("2099-01-01"), first, last);
    game.discipline = QStringLiteral("Games");
    club::Games(*database).add(game); // the window's own correction, made while the worker replayed
    QVERIFY(!replay->keep(*database));
    const auto trail = club::RatingTrail::of(*database, club::Leaderboards(*database).get(kBoard));
    QVERIFY(trail.get() != replay->trail().get());
    QCOMPARE(trail->history(first).size(), replay->trail()->history(first).size() + 1);
}

void TestLeaderboardReplay::aGameTheLeaderboardCannotRateIsThrownByTheReplay()
{
    auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    games.add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    const qint64 drawn = games.add(duel(QStringLiteral("2024-01-02"), QStringLiteral("Bob"), QStringLiteral("Cy")));
    club::Leaderboards(*database).create(
        {0, kBoard, QStringLiteral("Chess"), QStringLiteral("trueskill"), {{"draw_probability", "0"}}, {}, {}});
    // A draw written past Podium's checks (another program, a damaged file): TrueSkill without draws cannot rate it.
    database->execute(QStringLiteral("UPDATE participants SET rank = 1 WHERE game_id = %1").arg(drawn));
    club::Leaderboards(*database).invalidateAll();
    const auto replay = club::LeaderboardReplay::begin(*database, kBoard);
    qint64 blamed = 0;
    QtConcurrent::run([&] {
        try {
            replay->run();
        } catch (const club::UnratableGame &error) {
            blamed = error.gameId();
        }
    }).waitForFinished();
    QCOMPARE(blamed, drawn);
}

void TestLeaderboardReplay::aHistoryNotRememberedIsReadThroughAConnectionOfItsOwn()
{
    const auto database = generatedClub(history::GameKind::Team, QStringLiteral("trueskill"));
    club::Leaderboards(*database).invalidateAll();
    // A big club's first look: the window's connection has not read the history, the worker reads it.
    const club::LeaderboardRecord record = club::Leaderboards(*database).get(kBoard);
    QVERIFY(!club::detail::rememberedLeaderboardHistory(*database, record));
    const auto replay = club::LeaderboardReplay::begin(*database, kBoard, 0);
    QCOMPARE(replay->size(), std::size_t(400 * 4)); // the club's participants, all in this discipline
    QVERIFY(!club::detail::rememberedLeaderboardHistory(*database, record)); // begin() read nothing of it
    runOnAnotherThread(*replay);
    QVERIFY(replay->keep(*database));
    // The connection keeps the history the worker read, so that its next correction revises it, not reads it again.
    const auto kept = club::detail::rememberedLeaderboardHistory(*database, record);
    QVERIFY(kept);
    QCOMPARE(kept->gameIds.size(), std::size_t(400));
    QCOMPARE(club::detail::loadLeaderboardHistory(*database, record).get(), kept.get());
    QVERIFY(!stale(*database));
    // A second look begins with what is remembered: nothing to read, nothing to replay.
    QVERIFY(!club::LeaderboardReplay::begin(*database, kBoard, 0)->needsReplay());

    const std::vector<club::LeaderboardRow> expected = fullReplay(); // (a commit of another connection)
    QCOMPARE(replay->view().rows.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(replay->view().rows[i].player, expected[i].player);
        QCOMPARE(replay->view().rows[i].rating.mu, expected[i].rating.mu);
        QCOMPARE(replay->view().rows[i].rating.sigma, expected[i].rating.sigma);
    }
}

void TestLeaderboardReplay::aClubInMemoryIsReadOnItsConnection()
{
    const auto database = Database::open(QStringLiteral(":memory:"), Database::Mode::Create);
    club::Games(*database).import(history::generateSynthetic({history::GameKind::HeadToHead, 10, 50, 3, 2, 4}),
                                  QStringLiteral("Games"));
    club::Leaderboards(*database).create({0, kBoard, QStringLiteral("Games"), QStringLiteral("elo"), {}, {}, {}});
    club::Leaderboards(*database).invalidateAll();
    const auto replay = club::LeaderboardReplay::begin(*database, kBoard, 0);
    // No second connection can see it: begin() read the history here.
    QCOMPARE(replay->size(), std::size_t(100));
    runOnAnotherThread(*replay);
    QCOMPARE(replay->view().rows.size(), std::size_t(10));
    QVERIFY(replay->keep(*database));
    QVERIFY(!stale(*database));
}

QTEST_GUILESS_MAIN(TestLeaderboardReplay)
#include "tst_leaderboardreplay.moc"
