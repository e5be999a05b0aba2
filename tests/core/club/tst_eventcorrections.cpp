// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Corrections after the next round is paired: a bracket re-routes its matches without a result (as Challonge
// resets the matches that depend on a corrected one), a table whose player the results no longer send there takes
// no result (B2), and the last round can be paired again while it has none, in every format (M4).
#include "clubhelpers.h"

#include "club/events/events.h"
#include "club/leaderboards.h"
#include "store/database.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace podium;

namespace {

QStringList roster(int n)
{
    QStringList names;
    for (int i = 1; i <= n; ++i)
        names.append(QStringLiteral("P%1").arg(i, 2, 10, QLatin1Char('0')));
    return names;
}

void playRound(club::Events &events, const QString &event, int round)
{
    for (const club::EventTable &t : events.tables(event, round)) {
        if (!t.bye && t.gameId == 0)
            events.setResult(event, round, t.table, {1, 2}, QStringLiteral("2026-11-%1T19:00").arg(round + 10));
    }
}

club::EventTable tableOf(club::Events &events, const QString &event, int round, int table)
{
    for (const club::EventTable &t : events.tables(event, round)) {
        if (t.table == table)
            return t;
    }
    return {};
}

} // namespace

class TestEventCorrections : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup() { m_db.reset(); }
    void aCorrectedBracketReroutesItsOpenMatches();
    void aStaleTableTakesNoResult();
    void theLastRoundPairsAgain();
    void theRatingSourceChangesAndFollowsTheDiscipline();

private:
    /** Twelve in a double elimination, seeded as entered; rounds 1 to 3 won by the first side, round 4 paired.
     *  Returns a round-3 table whose winner plays at a table of round 4: (round-3 table, round-4 table, side). */
    std::tuple<int, int, int> doubleEliminationToRound4(club::Events &events);

    QTemporaryDir m_dir;
    std::unique_ptr<store::Database> m_db;
};

void TestEventCorrections::init()
{
    m_db = store::Database::open(testClub(QDir(m_dir.path())), store::Database::Mode::Create);
}

std::tuple<int, int, int> TestEventCorrections::doubleEliminationToRound4(club::Events &events)
{
    club::EventInput in;
    in.name = QStringLiteral("Fight Night");
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::DoubleElimination;
    in.entrants = roster(12);
    in.options.pairing = QStringLiteral("manual");
    events.create(in);
    for (int round = 1; round <= 3; ++round) {
        events.pairNextRound(in.name);
        playRound(events, in.name, round);
    }
    events.pairNextRound(in.name);
    // The last round-3 game whose winner is seated in round 4 (the review's table 4: Eve, who then met Mallory).
    std::tuple<int, int, int> found {0, 0, 0};
    for (const club::EventTable &t : events.tables(in.name, 3)) {
        if (t.bye)
            continue;
        for (const club::EventTable &u : events.tables(in.name, 4)) {
            for (std::size_t k = 0; k < u.seats.size(); ++k) {
                if (u.seats[k].player == t.seats[0].player)
                    found = {t.table, u.table, static_cast<int>(k)};
            }
        }
    }
    return found;
}

void TestEventCorrections::aCorrectedBracketReroutesItsOpenMatches()
{
    club::Events events(*m_db);
    const auto [corrected, next, side] = doubleEliminationToRound4(events);
    QVERIFY(corrected > 0);
    const QString name = QStringLiteral("Fight Night");
    const club::EventTable before = tableOf(events, name, 3, corrected);
    const QString wrong = before.seats[0].player, right = before.seats[1].player;
    // The review's step 3: the round-3 result corrected, the second side won.
    events.setResult(name, 3, corrected, {2, 1});
    const club::EventTable remade = tableOf(events, name, 4, next);
    QCOMPARE(remade.seats[static_cast<std::size_t>(side)].player, right);
    QCOMPARE(remade.gameId, qint64(0));
    QVERIFY(events.outdatedRounds(name).isEmpty()); // nothing left stale
    // The remade table's result is a match that takes place: the loser has lost twice (or once, in the winners').
    playRound(events, name, 4);
    for (const club::EventStanding &row : events.standings(name)) {
        if (row.player == right || row.player == wrong)
            QVERIFY2(row.losses <= 2, qPrintable(row.player));
    }
}

void TestEventCorrections::aStaleTableTakesNoResult()
{
    club::Events events(*m_db);
    const auto [corrected, next, side] = doubleEliminationToRound4(events);
    const QString name = QStringLiteral("Fight Night");
    // Round 4 played first, then the round-3 result corrected: the played table stays (flagged), never rewritten.
    playRound(events, name, 4);
    const club::EventTable played = tableOf(events, name, 4, next);
    const QString wrong = tableOf(events, name, 3, corrected).seats[0].player;
    const QString right = tableOf(events, name, 3, corrected).seats[1].player;
    events.setResult(name, 3, corrected, {2, 1});
    QCOMPARE(tableOf(events, name, 4, next).seats[static_cast<std::size_t>(side)].player, wrong);
    const QString flag = QStringLiteral("round 4, table %1: after the corrected results %2 should play here, not %3")
                             .arg(next)
                             .arg(right, wrong);
    QCOMPARE(events.outdatedRounds(name), QStringList {flag});
    // Its result can be neither corrected nor turned into a forfeit.
    const QString refusal = QStringLiteral("event 'Fight Night', %1; this table can take no result: take back the "
                                           "later results, or re-pair the round")
                                .arg(flag);
    QCOMPARE(errorOf([&] { events.setResult(name, 4, next, {2, 1}); }), refusal);
    QCOMPARE(errorOf([&] { events.setForfeit(name, 4, next, 1); }), refusal);
    QCOMPARE(tableOf(events, name, 4, next).gameId, played.gameId);
}

void TestEventCorrections::theLastRoundPairsAgain()
{
    club::Events events(*m_db);
    club::EventInput in;
    in.name = QStringLiteral("Swiss");
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::Swiss;
    in.rounds = 3;
    in.entrants = roster(6);
    events.create(in);
    events.pairNextRound(in.name);
    playRound(events, in.name, 1);
    const std::vector<club::EventTable> first = events.pairNextRound(in.name);
    // Round 1, table 1 corrected: round 2 was paired on the old scores.
    events.setResult(in.name, 1, 1, {2, 1});
    QCOMPARE(events.outdatedRounds(in.name).size(), qsizetype(1));
    const std::vector<club::EventTable> again = events.repairRound(in.name);
    QCOMPARE(again.front().round, 2);
    QVERIFY(events.outdatedRounds(in.name).isEmpty());
    // Each seat paired on the score it has now.
    for (const club::EventTable &t : events.tables(in.name, 2)) {
        for (const club::EventSeat &seat : t.seats) {
            double points = 0;
            for (const club::EventStanding &row : events.standings(in.name))
                points = row.player == seat.player ? row.points : points;
            QCOMPARE(seat.scoreBefore, points);
        }
    }
    playRound(events, in.name, 2);
    QCOMPARE(errorOf([&] { events.repairRound(in.name); }),
             QStringLiteral("event 'Swiss': round 2 has results; take them back first"));
    // An elimination and heats pair again too.
    in.name = QStringLiteral("Cup");
    in.format = club::EventFormat::SingleElimination;
    in.rounds = 0;
    events.create(in);
    QCOMPARE(errorOf([&] { events.repairRound(in.name); }),
             QStringLiteral("event 'Cup' has no round paired to pair again"));
    const std::vector<club::EventTable> cup = events.pairNextRound(in.name);
    QCOMPARE(events.repairRound(in.name).size(), cup.size());
    in.name = QStringLiteral("Kart Cup");
    in.format = club::EventFormat::Heats;
    in.lobbySize = 3;
    events.create(in);
    const std::vector<club::EventTable> heats = events.pairNextRound(in.name);
    QCOMPARE(events.repairRound(in.name).size(), heats.size());
}

void TestEventCorrections::theRatingSourceChangesAndFollowsTheDiscipline()
{
    // C4: an event made before its discipline had a leaderboard follows the first one made; M6: it can be changed.
    club::Games(*m_db).add(duel(QStringLiteral("2026-01-01"), QStringLiteral("P01"), QStringLiteral("P02")));
    club::Events events(*m_db);
    club::EventInput in;
    in.name = QStringLiteral("Early");
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::Swiss;
    in.rounds = 3;
    in.entrants = roster(4);
    events.create(in);
    QCOMPARE(events.get(in.name).leaderboard, QString());
    events.pairNextRound(in.name);
    club::Leaderboards boards(*m_db);
    boards.create({0, QStringLiteral("Chess TS"), QStringLiteral("Chess"), QStringLiteral("trueskill"), {}, {}, {}});
    QCOMPARE(events.get(in.name).leaderboard, QStringLiteral("Chess TS"));
    // P01 beat P02 in the history: the pairing's win chance is no longer an even 50 %.
    for (const club::EventTable &t : events.tables(in.name, 1))
        QVERIFY(std::abs(t.winProbability - 0.5) > 0.01);
    boards.create({0, QStringLiteral("Chess Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
    QCOMPARE(events.setLeaderboard(in.name, QStringLiteral("Chess Elo")), QString());
    QCOMPARE(events.get(in.name).leaderboard, QStringLiteral("Chess Elo"));
    QCOMPARE(events.setLeaderboard(in.name, QString()), QStringLiteral("Chess Elo"));
    QCOMPARE(events.get(in.name).leaderboard, QStringLiteral("Chess TS"));
    boards.create({0, QStringLiteral("Go TS"), QStringLiteral("Go"), QStringLiteral("trueskill"), {}, {}, {}});
    QCOMPARE(errorOf([&] { events.setLeaderboard(in.name, QStringLiteral("Go TS")); }),
             QStringLiteral("event 'Early' is in discipline Chess; leaderboard 'Go TS' rates Go"));
}

QTEST_GUILESS_MAIN(TestEventCorrections)
#include "tst_eventcorrections.moc"
