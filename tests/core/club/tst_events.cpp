// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Events in a club database: rounds paired from the ratings, results as ordinary games, standings, late
// entries and withdrawals, corrections that flag later rounds, and refusals that change nothing.
#include "testclub.h"

#include "club/events/events.h"
#include "club/exchange.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/suggestions.h"
#include "io/inputerror.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace podium;

namespace {

QStringList roster(int n)
{
    QStringList names;
    for (int i = 1; i <= n; ++i)
        names.append(QStringLiteral("P%1").arg(i, 2, 10, QLatin1Char('0')));
    return names;
}

/** Enters a result for every open table of the round: the first side wins unless `draws`. */
void playRound(club::Events &events, const QString &event, int round, bool draws = false)
{
    for (const club::EventTable &t : events.tables(event, round)) {
        if (t.bye || t.gameId)
            continue;
        std::vector<int> ranks;
        for (std::size_t k = 0; k < t.seats.size(); ++k)
            ranks.push_back(draws ? 1 : static_cast<int>(k) + 1);
        events.setResult(event, round, t.table, ranks,
                         QStringLiteral("2025-01-%1T20:00").arg(round, 2, 10, QLatin1Char('0')));
    }
}

QString errorOf(const std::function<void()> &f)
{
    try {
        f();
    } catch (const store::DbError &e) {
        return e.message();
    }
    return QStringLiteral("no error");
}

} // namespace

class TestEvents : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void swissEventEndToEnd();
    void anEventIsFinishedWhenItsLastResultIsIn();
    void lateEntryAndWithdrawal();
    void correctionFlagsLaterRounds();
    void roundRobinFollowsTheBergerTable();
    void singleEliminationWithByes();
    void doubleEliminationToTheReset();
    void heatsScoreByPlace();
    void suggestions();
    void badInputChangesNothing();
    void forfeitsAndHalfPointByes();
    void predictionsStayWhatTheyWereWhenPaired_C5();
    void pointsAreRangeChecked_L1_data();
    void pointsAreRangeChecked_L1();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<store::Database> m_db;
};

void TestEvents::init()
{
    m_db = store::Database::open(testClub(QDir(m_dir.path())), store::Database::Mode::Create);
    // Ratings: P01 the strongest, by a history of games each won by the better-numbered player.
    club::Games games(*m_db);
    const QStringList players = roster(12);
    for (int i = 0; i + 1 < players.size(); ++i) {
        club::GameInput g;
        g.discipline = QStringLiteral("Chess");
        g.date = QStringLiteral("2024-06-%1").arg(i + 1, 2, 10, QLatin1Char('0'));
        g.participants = {{players[i], {}, 1, NAN, NAN, true}, {players[i + 1], {}, 2, NAN, NAN, true}};
        games.add(g);
    }
    club::Leaderboards(*m_db).create(
        {0, QStringLiteral("Chess TS"), QStringLiteral("Chess"), QStringLiteral("trueskill"), {}, {}, {}});
}

void TestEvents::cleanup()
{
    m_db.reset();
}

void TestEvents::anEventIsFinishedWhenItsLastResultIsIn()
{
    club::Events events(*m_db);
    club::EventInput in;
    in.name = QStringLiteral("Robin");
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::RoundRobin;
    in.entrants = roster(4);
    events.create(in);
    QCOMPARE(events.get(in.name).status, club::EventStatus::Open);
    for (int round = 1; round <= 3; ++round) { // Berger: n - 1 rounds for 4 entrants
        events.pairNextRound(in.name);
        QCOMPARE(events.get(in.name).status, club::EventStatus::Running);
        playRound(events, in.name, round);
    }
    // Finished with the last result, before anyone asks for a fourth round.
    QCOMPARE(events.get(in.name).status, club::EventStatus::Finished);
    QCOMPARE(events.list().front().status, club::EventStatus::Finished);
    // Its last game deleted from the game log: running again, one table waits for a result.
    club::Games(*m_db).remove(events.tables(in.name, 3).back().gameId);
    QCOMPARE(events.get(in.name).status, club::EventStatus::Running);

    // A single elimination of four: finished when the final has a winner.
    in.name = QStringLiteral("Cup");
    in.format = club::EventFormat::SingleElimination;
    events.create(in);
    events.pairNextRound(in.name);
    playRound(events, in.name, 1);
    QCOMPARE(events.get(in.name).status, club::EventStatus::Running);
    events.pairNextRound(in.name);
    QCOMPARE(events.tables(in.name, 2).size(), std::size_t(1)); // the final
    playRound(events, in.name, 2);
    QCOMPARE(events.get(in.name).status, club::EventStatus::Finished);
}

void TestEvents::swissEventEndToEnd()
{
    club::Events events(*m_db);
    club::EventInput in;
    in.name = QStringLiteral("Open");
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::Swiss;
    in.entrants = roster(7);
    events.create(in);
    QCOMPARE(events.get(QStringLiteral("Open")).rounds, 3); // ceil(log2 7)
    QCOMPARE(events.get(QStringLiteral("Open")).leaderboard, QStringLiteral("Chess TS")); // the discipline's
    std::set<std::pair<QString, QString>> met;
    std::set<QString> byes;
    for (int round = 1; round <= 3; ++round) {
        const auto tables = events.pairNextRound(QStringLiteral("Open"));
        QCOMPARE(int(tables.size()), 4);
        QVERIFY(tables.back().bye);
        QVERIFY2(byes.insert(tables.back().seats[0].player).second, "a second bye");
        for (const club::EventTable &t : tables) {
            QCOMPARE(t.round, round);
            if (t.bye)
                continue;
            QVERIFY(t.quality > 0 && t.quality <= 1);
            QVERIFY(t.winProbability > 0 && t.winProbability < 1);
            const auto pair = std::minmax(t.seats[0].player, t.seats[1].player);
            QVERIFY2(met.insert(pair).second, "a rematch");
        }
        playRound(events, QStringLiteral("Open"), round);
    }
    // All three rounds played: no fourth.
    QCOMPARE(errorOf([&] { events.pairNextRound(QStringLiteral("Open")); }),
             QStringLiteral("event 'Open' has played all its 3 rounds"));
    QCOMPARE(events.get(QStringLiteral("Open")).status, club::EventStatus::Finished);
    // 9 games in the history, each a note of its event, round and table.
    const auto standings = events.standings(QStringLiteral("Open"));
    QCOMPARE(int(standings.size()), 7);
    double total = 0;
    for (const club::EventStanding &s : standings) {
        total += s.points;
        QCOMPARE(s.played + s.byes, 3);
    }
    QCOMPARE(total, 9.0 + 3.0); // nine games worth a point each, three byes worth a point each
    QVERIFY(standings[0].points >= standings[1].points);
    // The sole leader on points; the three on two points apart by Buchholz cut 1, the first tie-break.
    QCOMPARE(standings[0].decidedBy.kind, club::Decider::Points);
    QCOMPARE(standings[1].points, 2.0);
    QCOMPARE(standings[1].decidedBy.kind, club::Decider::TieBreak);
    QCOMPARE(standings[1].decidedBy.tieBreak, 0);
    QCOMPARE(club::deciderName(standings[1].decidedBy, events.tieBreakNames(QStringLiteral("Open"))),
             QStringLiteral("buchholz-cut1"));
    QCOMPARE(events.tieBreakNames(QStringLiteral("Open")).first(), QStringLiteral("buchholz-cut1"));
    QCOMPARE(club::Games(*m_db).list().size(), std::size_t(11 + 9));

    // A backup keeps the event: restored into a new club, the standings are the same.
    const QByteArray backup = club::backupJson(*m_db);
    auto copy = store::Database::open(testClub(QDir(m_dir.path())), store::Database::Mode::Create);
    try {
        club::restoreJson(*copy, backup, QStringLiteral("backup.json"));
    } catch (const io::InputError &e) {
        QFAIL(qPrintable(e.text()));
    } catch (const store::DbError &e) {
        QFAIL(qPrintable(e.message()));
    }
    // NULLs stay NULL: no score is not a score of 0. An event's game has the external id it got when it was entered.
    QVERIFY(std::isnan(club::Games(*copy).get(1).game.participants[0].score));
    QCOMPARE(club::Games(*copy).get(2).game.externalId, club::Games(*m_db).get(2).game.externalId);
    QCOMPARE(club::Games(*copy).get(2).game.externalId.size(), 36);
    const auto restored = club::Events(*copy).standings(QStringLiteral("Open"));
    QCOMPARE(restored.size(), standings.size());
    for (std::size_t i = 0; i < standings.size(); ++i) {
        QCOMPARE(restored[i].player, standings[i].player);
        QCOMPARE(restored[i].points, standings[i].points);
        QCOMPARE(restored[i].tieBreaks, standings[i].tieBreaks);
    }
}

void TestEvents::lateEntryAndWithdrawal()
{
    club::Events events(*m_db);
    club::EventInput in;
    in.name = QStringLiteral("Night");
    in.discipline = QStringLiteral("Chess");
    in.entrants = roster(4);
    in.rounds = 3;
    events.create(in);
    events.pairNextRound(QStringLiteral("Night"));
    playRound(events, QStringLiteral("Night"), 1);
    events.join(QStringLiteral("Night"), QStringLiteral("Newcomer"));
    events.withdraw(QStringLiteral("Night"), QStringLiteral("P02"));
    const auto round2 = events.pairNextRound(QStringLiteral("Night"));
    QStringList seated;
    for (const auto &t : round2)
        for (const auto &s : t.seats)
            seated.append(s.player);
    seated.sort();
    QCOMPARE(
        seated,
        QStringList({QStringLiteral("Newcomer"), QStringLiteral("P01"), QStringLiteral("P03"), QStringLiteral("P04")}));
    playRound(events, QStringLiteral("Night"), 2);
    // P02 comes back for round 3; the standings keep the withdrawn and the late alike.
    events.join(QStringLiteral("Night"), QStringLiteral("P02"));
    QCOMPARE(int(events.pairNextRound(QStringLiteral("Night")).size()), 3); // five players: two games, a bye
    QCOMPARE(int(events.standings(QStringLiteral("Night")).size()), 5);
    QCOMPARE(errorOf([&] { events.join(QStringLiteral("Night"), QStringLiteral("P01")); }),
             QStringLiteral("event 'Night': P01 is already in it"));
}

void TestEvents::correctionFlagsLaterRounds()
{
    club::Events events(*m_db);
    club::EventInput in;
    in.name = QStringLiteral("Flag");
    in.discipline = QStringLiteral("Chess");
    in.entrants = roster(4);
    in.rounds = 3;
    events.create(in);
    events.pairNextRound(QStringLiteral("Flag"));
    playRound(events, QStringLiteral("Flag"), 1);
    const auto round2 = events.pairNextRound(QStringLiteral("Flag"));
    QVERIFY(events.outdatedRounds(QStringLiteral("Flag")).isEmpty());
    // Round 1, table 1 was a win for the first side; it was really a draw.
    const auto first = events.tables(QStringLiteral("Flag"), 1).front();
    const qint64 game = events.setResult(QStringLiteral("Flag"), 1, 1, {1, 1});
    QCOMPARE(game, first.gameId); // the same game, corrected
    const QStringList flags = events.outdatedRounds(QStringLiteral("Flag"));
    QCOMPARE(flags.size(), 1);
    QVERIFY2(flags[0].startsWith(QStringLiteral("round 2 would now be paired differently: ")), qPrintable(flags[0]));
    QVERIFY2(
        flags[0].contains(QStringLiteral("%1 was paired on a score of 1 and now has 0.5").arg(first.seats[0].player)),
        qPrintable(flags[0]));
    // Round 2 itself is left as it was: flagged, never rewritten.
    const auto after = events.tables(QStringLiteral("Flag"), 2);
    QCOMPARE(after.size(), round2.size());
    for (std::size_t t = 0; t < after.size(); ++t)
        QCOMPARE(after[t].seats[0].player, round2[t].seats[0].player);
}

void TestEvents::roundRobinFollowsTheBergerTable()
{
    club::Events events(*m_db);
    club::EventInput in;
    in.name = QStringLiteral("League");
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::RoundRobin;
    in.entrants = roster(4);
    events.create(in);
    QCOMPARE(events.get(QStringLiteral("League")).rounds, 3); // four entrants so far
    events.join(QStringLiteral("League"), QStringLiteral("P05")); // before the start: the schedule grows
    QCOMPARE(events.roundCount(QStringLiteral("League")), 0);
    // Round 2 of the table for six, number 6 the bye: 6-4 5-3 1-2 → 5-3, 1-2 and a bye for 4.
    events.pairNextRound(QStringLiteral("League"));
    playRound(events, QStringLiteral("League"), 1);
    const auto round2 = events.pairNextRound(QStringLiteral("League"));
    QCOMPARE(events.get(QStringLiteral("League")).rounds, 5);
    QCOMPARE(int(round2.size()), 3);
    QCOMPARE(round2[0].seats[0].player, QStringLiteral("P05"));
    QCOMPARE(round2[0].seats[1].player, QStringLiteral("P03"));
    QCOMPARE(round2[1].seats[0].player, QStringLiteral("P01"));
    QCOMPARE(round2[1].seats[1].player, QStringLiteral("P02"));
    QVERIFY(round2[2].bye);
    QCOMPARE(round2[2].seats[0].player, QStringLiteral("P04"));
    QCOMPARE(errorOf([&] { events.join(QStringLiteral("League"), QStringLiteral("Late")); }),
             QStringLiteral("event 'League': a roundrobin event cannot take entrants once it has started"));
}

void TestEvents::singleEliminationWithByes()
{
    club::Events events(*m_db);
    club::EventInput in;
    in.name = QStringLiteral("Cup");
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::SingleElimination;
    in.entrants = {QStringLiteral("P05"), QStringLiteral("P03"), QStringLiteral("P01"), QStringLiteral("P04"),
                   QStringLiteral("P02")};
    events.create(in);
    // Seeded by rating: P01..P05. Round 1: 4-5 plays, 1, 2 and 3 have byes.
    const auto round1 = events.pairNextRound(QStringLiteral("Cup"));
    QCOMPARE(int(round1.size()), 4);
    QCOMPARE(round1[0].seats[0].player, QStringLiteral("P04"));
    QCOMPARE(round1[0].seats[1].player, QStringLiteral("P05"));
    QStringList byes;
    for (std::size_t t = 1; t < round1.size(); ++t) {
        QVERIFY(round1[t].bye);
        byes.append(round1[t].seats[0].player);
    }
    byes.sort();
    QCOMPARE(byes, QStringList({QStringLiteral("P01"), QStringLiteral("P02"), QStringLiteral("P03")}));
    QCOMPARE(errorOf([&] {
                 events.setResult(QStringLiteral("Cup"), 1, 1, {1, 1});
             }),
             QStringLiteral("event 'Cup', round 1, table 1: an elimination game needs a winner"));
    events.setResult(QStringLiteral("Cup"), 1, 1, {2, 1}); // an upset: P05 goes through
    const auto round2 = events.pairNextRound(QStringLiteral("Cup"));
    QCOMPARE(int(round2.size()), 2);
    QCOMPARE(round2[0].seats[0].player, QStringLiteral("P01"));
    QCOMPARE(round2[0].seats[1].player, QStringLiteral("P05"));
    QCOMPARE(round2[1].seats[0].player, QStringLiteral("P02"));
    QCOMPARE(round2[1].seats[1].player, QStringLiteral("P03"));
    playRound(events, QStringLiteral("Cup"), 2);
    const auto final = events.pairNextRound(QStringLiteral("Cup"));
    QCOMPARE(int(final.size()), 1);
    QCOMPARE(final[0].seats[0].player, QStringLiteral("P01"));
    QCOMPARE(final[0].seats[1].player, QStringLiteral("P02"));
    events.setResult(QStringLiteral("Cup"), 3, 1, {2, 1});
    QCOMPARE(errorOf([&] { events.pairNextRound(QStringLiteral("Cup")); }),
             QStringLiteral("event 'Cup' is over: P02 won it"));
    // Correcting round 1 makes P04 the rightful semi-finalist: flagged.
    events.setResult(QStringLiteral("Cup"), 1, 1, {1, 2});
    const QStringList flags = events.outdatedRounds(QStringLiteral("Cup"));
    QCOMPARE(flags.size(), 1);
    QCOMPARE(flags[0], QStringLiteral("round 2, table 1: after the corrected results P04 should play here, not P05"));
}

void TestEvents::doubleEliminationToTheReset()
{
    club::Events events(*m_db);
    club::EventInput in;
    in.name = QStringLiteral("Double");
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::DoubleElimination;
    in.entrants = roster(4);
    events.create(in);
    // The better seed wins every game except the grand final: 2n - 2 games, then the reset.
    int games = 0;
    for (int round = 1;; ++round) {
        std::vector<club::EventTable> tables;
        const QString error = errorOf([&] { tables = events.pairNextRound(QStringLiteral("Double")); });
        if (error != QStringLiteral("no error")) {
            QCOMPARE(error, QStringLiteral("event 'Double' is over: P01 won it"));
            break;
        }
        for (const club::EventTable &t : tables) {
            const bool grandFinal = t.note == QStringLiteral("grand final");
            const bool firstBetter = t.seats[0].player < t.seats[1].player;
            events.setResult(QStringLiteral("Double"), round, t.table,
                             (firstBetter != grandFinal) ? std::vector<int> {1, 2} : std::vector<int> {2, 1});
            ++games;
        }
        QVERIFY(round < 10);
    }
    QCOMPARE(games, 2 * 4 - 2 + 1);
}

void TestEvents::heatsScoreByPlace()
{
    club::Events events(*m_db);
    club::EventInput in;
    in.name = QStringLiteral("Heats");
    in.discipline = QStringLiteral("Karts");
    in.format = club::EventFormat::Heats;
    in.lobbySize = 4;
    in.rounds = 2;
    in.entrants = roster(8);
    club::parseEventOption(in.options, QStringLiteral("places"), QStringLiteral("10-8-6-5"));
    events.create(in);
    QCOMPARE(events.get(QStringLiteral("Heats")).status, club::EventStatus::Open);
    const auto round1 = events.pairNextRound(QStringLiteral("Heats"));
    QCOMPARE(events.get(QStringLiteral("Heats")).status, club::EventStatus::Running);
    QCOMPARE(int(round1.size()), 2);
    QCOMPARE(int(round1[0].seats.size()), 4);
    // Places must be a finishing order: no winner and two last is refused, and nothing is stored.
    QCOMPARE(errorOf([&] {
                 events.setResult(QStringLiteral("Heats"), 1, 1, {4, 2, 3, 4});
             }),
             QStringLiteral("event 'Heats', round 1, table 1: places 4, 2, 3, 4 are not a finishing order (each "
                            "place once from 1; those tied share a place)"));
    QCOMPARE(errorOf([&] {
                 events.setResult(QStringLiteral("Heats"), 1, 1, {1, 3, 3, 3});
             }).contains(QStringLiteral("not a finishing order")),
             true);
    QCOMPARE(events.tables(QStringLiteral("Heats"), 1)[0].gameId, 0);
    // A tie shares a place, the next one either skipping (1, 2, 2, 4) or not (1, 2, 2, 3).
    QCOMPARE(errorOf([&] {
                 events.setResult(QStringLiteral("Heats"), 1, 1, {1, 2, 2, 4});
             }),
             QStringLiteral("no error"));
    QCOMPARE(errorOf([&] {
                 events.setResult(QStringLiteral("Heats"), 1, 1, {2, 1, 2, 3});
             }),
             QStringLiteral("no error"));
    QCOMPARE(events.tables(QStringLiteral("Heats"), 1)[0].seats[0].rank, 2);
    playRound(events, QStringLiteral("Heats"), 1); // in each lobby, the seats finish in order
    const auto standings = events.standings(QStringLiteral("Heats"));
    QCOMPARE(standings[0].points, 10.0);
    QCOMPARE(standings[1].points, 10.0);
    QCOMPARE(standings[2].points, 8.0);
    QCOMPARE(standings.back().points, 5.0);
    // No leaderboard rates karts, so nothing separates the winners of the two lobbies: they share first place.
    QCOMPARE(standings[1].place, 1);
    QCOMPARE(standings[1].decidedBy.kind, club::Decider::Shared);
    // Round 2 re-seeded by points: the two winners are in different lobbies again (balanced).
    const auto round2 = events.pairNextRound(QStringLiteral("Heats"));
    int winnersInFirst = 0;
    for (const auto &seat : round2[0].seats)
        winnersInFirst += seat.player == standings[0].player || seat.player == standings[1].player;
    QCOMPARE(winnersInFirst, 1);
    QCOMPARE(club::Games(*m_db).get(events.tables(QStringLiteral("Heats"), 1)[0].gameId).game.kind,
             history::GameKind::FreeForAll);
}

void TestEvents::predictionsStayWhatTheyWereWhenPaired_C5()
{
    // Four newcomers under TrueSkill's defaults (mu 25, sigma 25/3, beta 25/6): every pair is even, so the match
    // quality is sqrt(2 beta^2 / (2 beta^2 + 2 sigma^2)) = sqrt(1/5) (Herbrich et al. 2007, eq. 4.1) and the first
    // side's chance is 0.5. The result of a table must not change them (GUI review C5).
    club::Leaderboards(*m_db).create(
        {0, QStringLiteral("Go TS"), QStringLiteral("Go"), QStringLiteral("trueskill"), {}, {}, {}});
    club::Events events(*m_db);
    club::EventInput in;
    in.name = QStringLiteral("Go Swiss");
    in.discipline = QStringLiteral("Go");
    in.leaderboard = QStringLiteral("Go TS");
    in.format = club::EventFormat::Swiss;
    in.rounds = 2;
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dee")};
    events.create(in);
    events.pairNextRound(in.name);
    const auto paired = events.tables(in.name, 1);
    QCOMPARE(paired.size(), std::size_t(2));
    for (const club::EventTable &t : paired) {
        QVERIFY(qAbs(t.quality - std::sqrt(0.2)) < 1e-12);
        QVERIFY(qAbs(t.winProbability - 0.5) < 1e-12);
    }
    events.setResult(in.name, 1, 1, {1, 2}, QStringLiteral("2025-02-01T20:00"));
    const auto played = events.tables(in.name, 1);
    QVERIFY(played[0].gameId != 0);
    QCOMPARE(played[0].quality, paired[0].quality);
    QCOMPARE(played[0].winProbability, paired[0].winProbability);
    QCOMPARE(played[1].quality, paired[1].quality);
    // Round 2 is paired from the ratings after round 1: its prediction differs from round 1's, and stays too.
    events.setResult(in.name, 1, 2, {1, 2}, QStringLiteral("2025-02-01T20:00"));
    events.pairNextRound(in.name);
    const auto paired2 = events.tables(in.name, 2);
    // (winners against winners and losers against losers: equal means, smaller sigmas, a higher quality)
    for (const club::EventTable &t : paired2)
        QVERIFY(t.quality > std::sqrt(0.2) + 1e-3);
    for (const club::EventTable &t : paired2)
        events.setResult(in.name, 2, t.table, {2, 1}, QStringLiteral("2025-02-08T20:00"));
    const auto played2 = events.tables(in.name, 2);
    for (std::size_t t = 0; t < played2.size(); ++t) {
        QVERIFY(played2[t].gameId != 0);
        QCOMPARE(played2[t].quality, paired2[t].quality);
        QCOMPARE(played2[t].winProbability, paired2[t].winProbability);
    }
    // And round 1 still shows what it showed when paired, with every later game in the history.
    QCOMPARE(events.tables(in.name, 1)[1].quality, paired[1].quality);

    // A heat's quality (the Kart final of the review) stays too.
    club::Leaderboards(*m_db).create(
        {0, QStringLiteral("Karts TS"), QStringLiteral("Karts"), QStringLiteral("trueskill"), {}, {}, {}});
    in.name = QStringLiteral("Final");
    in.discipline = QStringLiteral("Karts");
    in.leaderboard = QStringLiteral("Karts TS");
    in.format = club::EventFormat::Heats;
    in.lobbySize = 4;
    in.rounds = 1;
    events.create(in);
    events.pairNextRound(in.name);
    const double heat = events.tables(in.name, 1)[0].quality;
    QVERIFY(heat > 0.0 && heat < 1.0);
    events.setResult(in.name, 1, 1, {1, 2, 3, 4}, QStringLiteral("2025-03-01T20:00"));
    QVERIFY(events.tables(in.name, 1)[0].gameId != 0);
    QCOMPARE(events.tables(in.name, 1)[0].quality, heat);
}

void TestEvents::suggestions()
{
    const auto h2h = club::suggestGames(*m_db, QStringLiteral("Chess TS"), roster(5), club::SuggestMode::HeadToHead, 2);
    QCOMPARE(int(h2h.size()), 3);
    QCOMPARE(int(h2h.back().sides.size()), 1); // the bye
    for (std::size_t g = 0; g + 1 < h2h.size(); ++g) {
        QVERIFY(h2h[g].quality > 0 && h2h[g].quality <= 1);
        QVERIFY(h2h[g].winProbability > 0 && h2h[g].winProbability < 1);
    }
    const auto teams = club::suggestGames(*m_db, QStringLiteral("Chess TS"), roster(10), club::SuggestMode::Teams, 2);
    QCOMPARE(int(teams.size()), 1);
    QCOMPARE(teams[0].sides[0].size() + teams[0].sides[1].size(), 10);
    QCOMPARE(teams[0].note, QStringLiteral("the best split there is"));
    const auto lobbies
        = club::suggestGames(*m_db, QStringLiteral("Chess TS"), roster(9), club::SuggestMode::FreeForAll, 4);
    QCOMPARE(int(lobbies.size()), 3);
    QCOMPARE(lobbies[0].sides[0], QStringList({QStringLiteral("P01")})); // the strongest lobby first
    QCOMPARE(errorOf([&] {
                 club::suggestGames(*m_db, QStringLiteral("Chess TS"), {QStringLiteral("P01")},
                                    club::SuggestMode::HeadToHead, 2);
             }),
             QStringLiteral("a game needs at least two players; 1 given"));
    QCOMPARE(
        errorOf([&] { club::suggestGames(*m_db, QStringLiteral("Chess TS"), roster(3), club::SuggestMode::Teams, 4); }),
        QStringLiteral("more teams (4) than players (3)"));
    tournament::TeamConstraints impossible;
    impossible.apart = {{0, 1}, {1, 2}, {0, 2}};
    QCOMPARE(errorOf([&] {
                 club::suggestGames(*m_db, QStringLiteral("Chess TS"), roster(4), club::SuggestMode::Teams, 2,
                                    impossible);
             }),
             QStringLiteral("the 'keep together' and 'keep apart' pairs cannot all be met in two teams"));
}

void TestEvents::badInputChangesNothing()
{
    club::Events events(*m_db);
    club::EventInput in;
    in.name = QStringLiteral("Bad");
    in.discipline = QStringLiteral("Chess");
    in.entrants = {QStringLiteral("P01")};
    QCOMPARE(errorOf([&] { events.create(in); }), QStringLiteral("event 'Bad': an event needs at least two entrants"));
    in.entrants = {QStringLiteral("P01"), QStringLiteral("p01")};
    QCOMPARE(errorOf([&] { events.create(in); }), QStringLiteral("event 'Bad': P01 is entered twice"));
    in.entrants = roster(3);
    in.leaderboard = QStringLiteral("Nope");
    QVERIFY(errorOf([&] { events.create(in); }).contains(QStringLiteral("Nope")));
    QVERIFY(events.list().empty());
    in.leaderboard.clear();
    events.create(in);
    QCOMPARE(errorOf([&] { events.create(in); }), QStringLiteral("there is already an event called 'Bad'"));
    events.pairNextRound(QStringLiteral("Bad"));
    QCOMPARE(errorOf([&] { events.pairNextRound(QStringLiteral("Bad")); }),
             QStringLiteral("event 'Bad': round 1 is not finished: table 1 has no result"));
    QCOMPARE(errorOf([&] { events.setResult(QStringLiteral("Bad"), 1, 2, {1}); }),
             QStringLiteral("event 'Bad', round 1, table 2 is a bye: it has no result to enter"));
    QCOMPARE(errorOf([&] {
                 events.setResult(QStringLiteral("Bad"), 1, 1, {1, 2, 3});
             }),
             QStringLiteral("event 'Bad', round 1, table 1: 3 rank(s) for 2 sides"));
    QCOMPARE(errorOf([&] {
                 events.setResult(QStringLiteral("Bad"), 1, 9, {1, 2});
             }),
             QStringLiteral("event 'Bad' has no table 9 in round 1"));
    QCOMPARE(errorOf([&] {
                 events.setResult(QStringLiteral("Nope"), 1, 1, {1, 2});
             }),
             QStringLiteral("there is no event called 'Nope'"));
    QCOMPARE(club::Games(*m_db).list().size(), std::size_t(11)); // no game was added by the refusals
    QCOMPARE(events.tables(QStringLiteral("Bad"), 1).front().gameId, qint64(0));
}

void TestEvents::forfeitsAndHalfPointByes()
{
    club::Events events(*m_db);
    club::Games games(*m_db);
    club::EventInput in;
    in.name = QStringLiteral("Club Swiss");
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::Swiss;
    in.rounds = 3;
    in.entrants = roster(4);
    events.create(in);
    events.pairNextRound(in.name);
    const std::size_t history = games.list().size();
    auto table = [&](int round, int number) {
        for (const club::EventTable &t : events.tables(in.name, round)) {
            if (t.table == number)
                return t;
        }
        return club::EventTable {};
    };
    // Table 1 was entered as played, then its second side turns out to have won by forfeit: the game goes.
    events.setResult(in.name, 1, 1, {1, 2});
    QCOMPARE(games.list().size(), history + 1);
    events.setForfeit(in.name, 1, 1, 2);
    QCOMPARE(games.list().size(), history);
    const club::EventTable first = table(1, 1);
    QVERIFY(first.forfeit);
    QCOMPARE(first.gameId, qint64(0));
    QCOMPARE(first.seats[0].rank, 2);
    QCOMPARE(first.seats[1].rank, 1);
    QCOMPARE(events.forfeitOf(in.name, 1, 1), 2);
    // Table 2: neither came, both lose.
    events.setForfeit(in.name, 1, 2, 0);
    QCOMPARE(events.forfeitOf(in.name, 1, 2), 0);
    QCOMPARE(events.forfeitOf(in.name, 1, 3), -1); // no such table, no forfeit
    // A late entrant with a half-point bye for round 1, as arbiters give one.
    events.join(in.name, QStringLiteral("Late"), true);
    const club::EventTable bye = table(1, 3);
    QVERIFY(bye.bye && bye.halfBye);
    QCOMPARE(bye.seats[0].player, QStringLiteral("Late"));
    // Points: a forfeit win is a win's point, a forfeit loss nothing, the half-point bye the draw's half point;
    // a forfeit is a round won or lost (played, like W and L), a bye is neither.
    std::map<QString, club::EventStanding> byName;
    for (const club::EventStanding &row : events.standings(in.name))
        byName[row.player] = row;
    const QString winner = first.seats[1].player, loser = first.seats[0].player;
    QCOMPARE(byName[winner].points, 1.0);
    QCOMPARE(byName[winner].wins, 1);
    QCOMPARE(byName[winner].played, 1); // C12: a forfeit counts in played as in wins and points
    QCOMPARE(byName[loser].points, 0.0);
    QCOMPARE(byName[loser].losses, 1);
    QCOMPARE(byName[QStringLiteral("Late")].points, 0.5);
    QCOMPARE(byName[QStringLiteral("Late")].byes, 1);
    QCOMPARE(byName[QStringLiteral("Late")].place, 2);
    // Forfeits are results: round 2 pairs the five, and round 1 can no longer be taken back.
    QCOMPARE(errorOf([&] { events.unpairRound(in.name, 1); }),
             QStringLiteral("event 'Club Swiss': round 1 has results; take them back first"));
    events.pairNextRound(in.name);
    QCOMPARE(events.tables(in.name, 2).size(), std::size_t(3)); // two games and a bye
    // Played after all: a result replaces the forfeit.
    events.setResult(in.name, 1, 2, {1, 2});
    QCOMPARE(events.forfeitOf(in.name, 1, 2), -1);
    QVERIFY(table(1, 2).gameId != 0);
    // Refusals: a bye has no forfeit; a bracket needs a side that goes through.
    QCOMPARE(errorOf([&] { events.setForfeit(in.name, 1, 3, 1); }),
             QStringLiteral("event 'Club Swiss', round 1, table 3: only a game of two can be won by forfeit"));
    in.name = QStringLiteral("Cup");
    in.format = club::EventFormat::SingleElimination;
    events.create(in);
    events.pairNextRound(in.name);
    QCOMPARE(errorOf([&] { events.setForfeit(in.name, 1, 1, 0); }),
             QStringLiteral("event 'Cup', round 1, table 1: in an elimination bracket one side must go through"));
    // In a bracket the forfeit's winner goes through.
    events.setForfeit(in.name, 1, 1, 1);
    events.setForfeit(in.name, 1, 2, 2);
    events.pairNextRound(in.name);
    const club::EventTable final = events.tables(in.name, 2).front();
    QCOMPARE(final.seats[0].player, events.tables(in.name, 1)[0].seats[0].player);
    QCOMPARE(final.seats[1].player, events.tables(in.name, 1)[1].seats[1].player);
    // A backup keeps forfeits and half-point byes.
    const QByteArray backup = club::backupJson(*m_db);
    QVERIFY(backup.contains("\"forfeit_rank\""));
    QVERIFY(backup.contains("\"half_bye\""));
    // A backup of schema version 2 has neither column (nor version 5's drawn_games and note): it restores, with no
    // forfeits and full byes.
    QJsonObject root = QJsonDocument::fromJson(backup).object();
    root.insert(QStringLiteral("schema_version"), 2);
    // Takes the table's last columns away, from each row too; the last one taken is checked by name.
    const auto dropColumns = [&root](const QString &name, int count, const QString &last) {
        QJsonObject table = root.value(name).toObject();
        QJsonArray columns = table.value(QStringLiteral("columns")).toArray(), rows;
        QCOMPARE(columns.last().toString(), last);
        for (int k = 0; k < count; ++k)
            columns.removeLast();
        for (const QJsonValue &row : table.value(QStringLiteral("rows")).toArray()) {
            QJsonArray older = row.toArray();
            for (int k = 0; k < count; ++k)
                older.removeLast();
            rows.append(older);
        }
        table.insert(QStringLiteral("columns"), columns);
        table.insert(QStringLiteral("rows"), rows);
        root.insert(name, table);
    };
    dropColumns(QStringLiteral("event_pairings"), 5, QStringLiteral("zero_bye")); // and version 10's absences
    dropColumns(QStringLiteral("players"), 5, QStringLiteral("title")); // version 10's known ratings
    const auto restored = store::Database::open(testClub(QDir(m_dir.path())), store::Database::Mode::Create);
    club::restoreJson(*restored, QJsonDocument(root).toJson(), QStringLiteral("v2.json"));
    const auto round1 = club::Events(*restored).tables(QStringLiteral("Club Swiss"), 1);
    QCOMPARE(round1.size(), std::size_t(3));
    QVERIFY(!round1[0].forfeit);
    QVERIFY(round1[2].bye && !round1[2].halfBye);
}

// L1: the points of a new event keep io::resultPointsProblem's rule, each refusal naming the option; an event's
// options as podium-cli's --option NAME=VALUE gives them (parseEventOption), then Events::create.
void TestEvents::pointsAreRangeChecked_L1_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("message");
    const QString range = QStringLiteral("is not a number of points from 0 to 99.9 with at most one decimal");
    QTest::newRow("win=-1") << QStringList {QStringLiteral("win=-1")} << QStringLiteral("option win: -1 ") + range;
    QTest::newRow("win=1e30") << QStringList {QStringLiteral("win=1e30")}
                              << QStringLiteral("option win: 1e+30 ") + range;
    QTest::newRow("win=1e300") << QStringList {QStringLiteral("win=1e300")}
                               << QStringLiteral("option win: 1e+300 ") + range;
    QTest::newRow("bye=-9") << QStringList {QStringLiteral("bye=-9")} << QStringLiteral("option bye: -9 ") + range;
    QTest::newRow("loss=0.05") << QStringList {QStringLiteral("loss=0.05")}
                               << QStringLiteral("option loss: 0.05 ") + range;
    QTest::newRow("draw=5") << QStringList {QStringLiteral("draw=5")}
                            << QStringLiteral("options draw and win: a draw cannot be worth more than a win (5 "
                                              "against 1)");
    QTest::newRow("loss above draw")
        << QStringList {QStringLiteral("win=3"), QStringLiteral("draw=1"), QStringLiteral("loss=2")}
        << QStringLiteral("options loss and draw: a loss cannot be worth more than a draw (2 against 1)");
    QTest::newRow("bye above win") << QStringList {QStringLiteral("bye=1.5")}
                                   << QStringLiteral("options bye and win: a bye cannot be worth more than a win (1.5 "
                                                     "against 1)");
    QTest::newRow("football") << QStringList {QStringLiteral("win=3"), QStringLiteral("draw=1"),
                                              QStringLiteral("loss=0"), QStringLiteral("bye=3")}
                              << QStringLiteral("no error");
    QTest::newRow("chess") << QStringList {QStringLiteral("win=1"), QStringLiteral("draw=0.5"),
                                           QStringLiteral("loss=0"), QStringLiteral("bye=0.5")}
                           << QStringLiteral("no error");
    QTest::newRow("the widest") << QStringList {QStringLiteral("win=99.9"), QStringLiteral("bye=0")}
                                << QStringLiteral("no error");
}

void TestEvents::pointsAreRangeChecked_L1()
{
    QFETCH(QStringList, options);
    QFETCH(QString, message);
    club::Events events(*m_db);
    club::EventInput in;
    in.name = QStringLiteral("Points");
    in.discipline = QStringLiteral("Chess");
    in.entrants = roster(4);
    for (const QString &option : options)
        club::parseEventOption(in.options, option.section(QLatin1Char('='), 0, 0), option.section(QLatin1Char('='), 1));
    QCOMPARE(errorOf([&] { events.create(in); }), message);
    QCOMPARE(events.list().size(), std::size_t(message == QLatin1String("no error") ? 1 : 0));
}

QTEST_GUILESS_MAIN(TestEvents)
#include "tst_events.moc"
