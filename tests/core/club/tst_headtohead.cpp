// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "clubhelpers.h"

#include "club/games.h"
#include "club/headtohead.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "store/database.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <tuple>

using namespace podium;
using store::Database;

class TestHeadToHead : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void headToHead();
    void meetingsStayInTheLeaderboardsScope();

private:
    QTemporaryDir m_dir;
    store::ClubLocation m_path; ///< testClub(): a file, or a schema on the server under test
};

void TestHeadToHead::init()
{
    m_path = testClub(QDir(m_dir.path()));
}

void TestHeadToHead::headToHead()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::Leaderboards leaderboards(*database);
    leaderboards.create({0, QStringLiteral("TS"), QStringLiteral("Chess"), QStringLiteral("trueskill"), {}, {}, {}});
    leaderboards.create({0, QStringLiteral("Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
    club::Players(*database).add(QStringLiteral("Ann"));
    club::Players(*database).add(QStringLiteral("Bob"));
    // Two new players: d = 0, c^2 = 2 beta^2 + 2 sigma^2 = 173.6111, eps = 0.7404666 (two players at p = 0.1):
    // win = loss = Phi(-0.7404666 / 13.176157) = Phi(-0.0561976) = 0.4775923, draw = 0.0448155 (mpmath).
    auto h = club::headToHead(*database, QStringLiteral("TS"), {QStringLiteral("Ann")}, {QStringLiteral("Bob")});
    QVERIFY(std::abs(h.win - 0.4775923) < 1e-6);
    QVERIFY(std::abs(h.loss - 0.4775923) < 1e-6);
    QVERIFY(std::abs(h.draw - 0.0448155) < 1e-6);
    QVERIFY(std::abs(*h.quality - 0.447213595499958) < 1e-12);
    QVERIFY(h.drawModel);
    QVERIFY(h.meetings.empty());
    games.add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    games.add(duel(QStringLiteral("2024-01-02"), QStringLiteral("Bob"), QStringLiteral("Ann"), 1, 1));
    games.add(duel(QStringLiteral("2024-01-03"), QStringLiteral("Ann"), QStringLiteral("Cid")));
    h = club::headToHead(*database, QStringLiteral("Elo"), {QStringLiteral("ann")}, {QStringLiteral("Bob")});
    QCOMPARE(h.meetings.size(), std::size_t(2));
    QCOMPARE(h.duels.aAhead, 1);
    QCOMPARE(h.duels.level, 1);
    QCOMPARE(h.duels.bAhead, 0);
    QCOMPARE(h.namesA, QStringList {QStringLiteral("Ann")}); // as the club spells her
    QVERIFY(h.drawsSeen); // the game of the 2nd

    QVERIFY(h.win > 0.5 && h.draw == 0.0 && std::abs(h.win + h.loss - 1) < 1e-15);
    QVERIFY(!h.quality);
    QVERIFY(!h.drawModel); // Elo: an expected score
    QCOMPARE(errorOf([&] {
                 club::headToHead(*database, QStringLiteral("Elo"), {QStringLiteral("Ann")}, {QStringLiteral("ann")});
             }),
             QStringLiteral("'Ann' is on both sides"));
}

namespace {

club::GameInput game(const char *date, const char *discipline, history::GameKind kind,
                     std::initializer_list<std::tuple<const char *, const char *, int>> seats)
{
    club::GameInput g;
    g.date = QLatin1String(date);
    g.discipline = QLatin1String(discipline);
    g.kind = kind;
    for (const auto &[name, team, rank] : seats)
        g.participants.push_back({QLatin1String(name), QLatin1String(team), rank, std::nan(""), std::nan(""), true});
    return g;
}

} // namespace

void TestHeadToHead::meetingsStayInTheLeaderboardsScope()
{
    using history::GameKind;
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::Leaderboards leaderboards(*database);
    const QString chess = QStringLiteral("Chess"), karts = QStringLiteral("Karts"), all = QStringLiteral("All");
    leaderboards.create({0, chess, chess, QStringLiteral("elo"), {}, {}, {}});
    leaderboards.create({0, karts, karts, QStringLiteral("trueskill"), {}, QStringLiteral("2024-02-01"), {}});
    leaderboards.create({0, all, {}, QStringLiteral("trueskill"), {}, {}, {}});
    games.add(duel(QStringLiteral("2024-01-10"), QStringLiteral("Ann"), QStringLiteral("Bob"))); // Ann won
    games.add(duel(QStringLiteral("2024-01-11"), QStringLiteral("Bob"), QStringLiteral("Ann"))); // Bob won
    games.add(duel(QStringLiteral("2024-01-12"), QStringLiteral("Ann"), QStringLiteral("Cid"))); // not Bob
    // A January race, before the karts leaderboard starts: Ann ahead of Bob.
    games.add(game("2024-01-20", "Karts", GameKind::FreeForAll, {{"Ann", "", 1}, {"Cid", "", 2}, {"Bob", "", 3}}));
    // February: Bob ahead of Ann in one, level in the other.
    games.add(game("2024-02-05", "Karts", GameKind::FreeForAll, {{"Bob", "", 1}, {"Cid", "", 2}, {"Ann", "", 3}}));
    games.add(game("2024-02-06", "Karts", GameKind::FreeForAll, {{"Cid", "", 1}, {"Ann", "", 2}, {"Bob", "", 2}}));
    // Capture the flag: once on opposite teams (Bob's team won), once together (no meeting).
    games.add(game("2024-03-01", "Flag", GameKind::Team,
                   {{"Ann", "Red", 2}, {"Cid", "Red", 2}, {"Bob", "Blue", 1}, {"Dan", "Blue", 1}}));
    games.add(game("2024-03-02", "Flag", GameKind::Team,
                   {{"Ann", "Red", 1}, {"Bob", "Red", 1}, {"Cid", "Blue", 2}, {"Dan", "Blue", 2}}));
    const QStringList ann {QStringLiteral("ann")}, bob {QStringLiteral("BOB")};

    // Chess only: the two duels, one each; no chess game was drawn.
    auto h = club::headToHead(*database, chess, ann, bob);
    QCOMPARE(h.meetings.size(), std::size_t(2));
    QCOMPARE(h.duels.aAhead, 1);
    QCOMPARE(h.duels.bAhead, 1);
    QCOMPARE(h.freeForAlls.total(), 0);
    QVERIFY(!h.drawsSeen);
    QCOMPARE(h.namesB, QStringList {QStringLiteral("Bob")});
    for (const club::GameRecord &g : h.meetings)
        QCOMPARE(g.game.discipline, chess);

    // Karts from February: the two February races; Bob ahead in one, level in the other.
    h = club::headToHead(*database, karts, ann, bob);
    QCOMPARE(h.meetings.size(), std::size_t(2));
    QCOMPARE(h.meetings.front().game.date, QStringLiteral("2024-02-06T00:00:00")); // newest first
    QCOMPARE(h.duels.total(), 0);
    QCOMPARE(h.freeForAlls.aAhead, 0);
    QCOMPARE(h.freeForAlls.level, 1);
    QCOMPARE(h.freeForAlls.bAhead, 1);

    // Every discipline: the chess duels and the team game on opposite sides (Bob's team won) are duels; the three
    // races are free-for-alls (Ann ahead in January); the team game they played together is no meeting.
    h = club::headToHead(*database, all, ann, bob);
    QCOMPARE(h.meetings.size(), std::size_t(6));
    QCOMPARE(h.duels.aAhead, 1);
    QCOMPARE(h.duels.level, 0);
    QCOMPARE(h.duels.bAhead, 2);
    QCOMPARE(h.freeForAlls.aAhead, 1);
    QCOMPARE(h.freeForAlls.level, 1);
    QCOMPARE(h.freeForAlls.bAhead, 1);
    QCOMPARE(h.leaderboard.discipline, QString());

    // A side of two: Ann and Cid against Bob. Their team game against him counts; Ann's chess games do not (Cid did
    // not play), nor the team game Ann and Bob played together; in a race the side's best place counts.
    h = club::headToHead(*database, all, {QStringLiteral("Ann"), QStringLiteral("Cid")}, bob);
    QCOMPARE(h.duels.total(), 1);
    QCOMPARE(h.duels.bAhead, 1);
    QCOMPARE(h.freeForAlls.aAhead, 2); // January (Ann 1st), 6 Feb (Cid 1st)
    QCOMPARE(h.freeForAlls.bAhead, 1); // 5 Feb
}

QTEST_GUILESS_MAIN(TestHeadToHead)
#include "tst_headtohead.moc"
