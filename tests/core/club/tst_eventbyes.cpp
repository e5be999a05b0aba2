// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Half-point byes in a Swiss: asked for before a round (Swiss-Manager's "H", M1), given to a returning player for
// the rounds they missed (B5), and carried through a TRF file as JaVaFo and bbpPairings read them ("0000 - H").
// Absences asked for before a round (C14: "Z", no points, still in the event), and the players' known ratings that
// seed a Swiss (M2).
#include "clubhelpers.h"

#include "club/events/events.h"
#include "club/events/eventtrf.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "io/trf.h"
#include "store/database.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

using namespace podium;

namespace {

const QString kEvent = QStringLiteral("Monday");

QStringList roster(int n)
{
    QStringList names;
    for (int i = 1; i <= n; ++i)
        names.append(QStringLiteral("P%1").arg(i));
    return names;
}

/** Every open game of the round won by its first side. */
void playRound(club::Events &events, int round)
{
    for (const club::EventTable &t : events.tables(kEvent, round)) {
        if (!t.bye && t.gameId == 0)
            events.setResult(kEvent, round, t.table, {1, 2}, QStringLiteral("2026-11-%1T19:00").arg(round + 10));
    }
}

/** The tables of the round at which the player sits. */
std::vector<club::EventTable> seatsOf(club::Events &events, int round, const QString &player)
{
    std::vector<club::EventTable> found;
    for (const club::EventTable &t : events.tables(kEvent, round)) {
        if (std::any_of(t.seats.begin(), t.seats.end(), [&](const club::EventSeat &s) { return s.player == player; }))
            found.push_back(t);
    }
    return found;
}

double pointsOf(club::Events &events, const QString &player)
{
    for (const club::EventStanding &row : events.standings(kEvent)) {
        if (row.player == player)
            return row.points;
    }
    return -1;
}

} // namespace

class TestEventByes : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void aRequestedByeIsNotPairedAndScoresAHalf();
    void requestsAreRefusedWhereTheyMakeNoSense();
    void aReturningPlayerGetsByesForTheRoundsMissed();
    void trfCarriesARequestedBye();
    void trfWritesTheRatingsAtTheStart();
    void anAbsenceIsNotPairedAndScoresNothing_C14();
    void anAbsenceIsNoPairingAllocatedBye_C14();
    void knownRatingsSeedAClubWithoutGames_M2();

private:
    void createSwiss(int players, int rounds);

    QTemporaryDir m_dir;
    std::unique_ptr<store::Database> m_db;
};

void TestEventByes::init()
{
    m_db = store::Database::open(testClub(QDir(m_dir.path())), store::Database::Mode::Create);
}

void TestEventByes::cleanup()
{
    m_db.reset();
}

void TestEventByes::createSwiss(int players, int rounds)
{
    club::EventInput in;
    in.name = kEvent;
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::Swiss;
    in.rounds = rounds;
    in.entrants = roster(players);
    club::Events(*m_db).create(in);
}

void TestEventByes::aRequestedByeIsNotPairedAndScoresAHalf()
{
    createSwiss(5, 3);
    club::Events events(*m_db);
    events.requestHalfBye(kEvent, QStringLiteral("P3"), 1);
    events.requestHalfBye(kEvent, QStringLiteral("P5"), 2);
    QCOMPARE(events.roundCount(kEvent), 0); // a request is no round paired
    QCOMPARE(events.halfByeRequests(kEvent).size(), std::size_t(2));
    // Round 1 pairs the four others (two games, no pairing-allocated bye) and gives P3 the half-point bye.
    const std::vector<club::EventTable> round1 = events.pairNextRound(kEvent);
    QCOMPARE(round1.size(), std::size_t(3));
    QVERIFY(!round1[0].bye && !round1[1].bye);
    QVERIFY(round1[2].bye && round1[2].halfBye);
    QCOMPARE(round1[2].table, 3);
    QCOMPARE(round1[2].seats.front().player, QStringLiteral("P3"));
    QCOMPARE(events.halfByeRequests(kEvent).size(), std::size_t(1)); // P5's, for round 2
    // Taking the round back keeps the request; pairing it again gives the same bye.
    events.unpairRound(kEvent, 1);
    QCOMPARE(events.roundCount(kEvent), 0);
    QCOMPARE(events.halfByeRequests(kEvent).front().player, QStringLiteral("P3"));
    events.pairNextRound(kEvent);
    playRound(events, 1);
    QCOMPARE(pointsOf(events, QStringLiteral("P3")), 0.5); // the draw's points
    // Round 2: P5 is not paired; the four others play and P3 (the odd one) is not among the byes.
    events.pairNextRound(kEvent);
    const std::vector<club::EventTable> bye = seatsOf(events, 2, QStringLiteral("P5"));
    QCOMPARE(bye.size(), std::size_t(1));
    QVERIFY(bye.front().bye && bye.front().halfBye);
    QCOMPARE(bye.front().seats.front().scoreBefore, pointsOf(events, QStringLiteral("P5")) - 0.5);
    int games = 0;
    for (const club::EventTable &t : events.tables(kEvent, 2))
        games += !t.bye;
    QCOMPARE(games, 2);
    playRound(events, 2);
    QVERIFY(events.halfByeRequests(kEvent).empty());
}

void TestEventByes::requestsAreRefusedWhereTheyMakeNoSense()
{
    createSwiss(4, 3);
    club::Events events(*m_db);
    events.pairNextRound(kEvent);
    QCOMPARE(
        errorOf([&] { events.requestHalfBye(kEvent, QStringLiteral("P1"), 1); }),
        QStringLiteral("event 'Monday': round 1 is paired already; a half-point bye is asked for before its round"));
    QCOMPARE(errorOf([&] { events.requestHalfBye(kEvent, QStringLiteral("P1"), 4); }),
             QStringLiteral("event 'Monday' has 3 rounds: there is no round 4"));
    events.requestHalfBye(kEvent, QStringLiteral("P1"), 2);
    QCOMPARE(errorOf([&] { events.requestHalfBye(kEvent, QStringLiteral("P1"), 2); }),
             QStringLiteral("event 'Monday': P1 has a half-point bye in round 2 already"));
    events.cancelHalfBye(kEvent, QStringLiteral("P1"), 2);
    QVERIFY(events.halfByeRequests(kEvent).empty());
    QCOMPARE(errorOf([&] { events.cancelHalfBye(kEvent, QStringLiteral("P1"), 2); }),
             QStringLiteral("event 'Monday': P1 has no half-point bye in round 2"));
    club::EventInput cup;
    cup.name = QStringLiteral("Cup");
    cup.discipline = QStringLiteral("Chess");
    cup.format = club::EventFormat::SingleElimination;
    cup.entrants = roster(4);
    events.create(cup);
    QCOMPARE(errorOf([&] { events.requestHalfBye(cup.name, QStringLiteral("P1"), 1); }),
             QStringLiteral("event 'Cup': a half-point bye on request is for a Swiss event, not a single event"));
}

void TestEventByes::aReturningPlayerGetsByesForTheRoundsMissed()
{
    // The review's B5: play round 1, withdraw P6, pair and play round 2, bring P6 back with half-point byes: one
    // round missed, one bye (not one for every round paired, and not a zero).
    createSwiss(6, 4);
    club::Events events(*m_db);
    events.pairNextRound(kEvent);
    playRound(events, 1);
    const double afterRound1 = pointsOf(events, QStringLiteral("P6"));
    events.withdraw(kEvent, QStringLiteral("P6"));
    events.pairNextRound(kEvent);
    playRound(events, 2);
    QCOMPARE(events.roundsMissed(kEvent, QStringLiteral("P6")), 1);
    QCOMPARE(events.roundsMissed(kEvent, QStringLiteral("Newcomer")), 2);
    QCOMPARE(events.join(kEvent, QStringLiteral("P6"), true), std::vector<int> {2});
    const std::vector<club::EventTable> bye = seatsOf(events, 2, QStringLiteral("P6"));
    QCOMPARE(bye.size(), std::size_t(1));
    QVERIFY(bye.front().halfBye);
    QCOMPARE(bye.front().seats.front().scoreBefore, afterRound1);
    QCOMPARE(pointsOf(events, QStringLiteral("P6")), afterRound1 + 0.5);
    // Taken back, the return goes with its bye.
    events.withdraw(kEvent, QStringLiteral("P6"));
    events.cancelHalfBye(kEvent, QStringLiteral("P6"), 2);
    QCOMPARE(pointsOf(events, QStringLiteral("P6")), afterRound1);
    // A late entrant gets one for each of the two rounds.
    QCOMPARE(events.join(kEvent, QStringLiteral("Newcomer"), true), (std::vector<int> {1, 2}));
    QCOMPARE(pointsOf(events, QStringLiteral("Newcomer")), 1.0);
}

void TestEventByes::anAbsenceIsNotPairedAndScoresNothing_C14()
{
    // C14 of the walkthrough of 28 November: unticking an entrant withdraws them; an absence leaves them out of one
    // round only, with nothing for it.
    createSwiss(5, 3);
    club::Events events(*m_db);
    events.requestAbsence(kEvent, QStringLiteral("P2"), 1);
    events.requestHalfBye(kEvent, QStringLiteral("P4"), 1);
    const auto requests = events.halfByeRequests(kEvent);
    QCOMPARE(requests.size(), std::size_t(2));
    QVERIFY(requests[0].absent != requests[1].absent);
    // Asked twice, or both at once, or taken back when there is none: refused, saying which.
    QCOMPARE(errorOf([&] { events.requestAbsence(kEvent, QStringLiteral("P2"), 1); }),
             QStringLiteral("event 'Monday': P2 is absent from round 1 already"));
    QCOMPARE(errorOf([&] { events.requestHalfBye(kEvent, QStringLiteral("P2"), 1); }),
             QStringLiteral("event 'Monday': P2 is absent from round 1 already"));
    QCOMPARE(errorOf([&] { events.requestAbsence(kEvent, QStringLiteral("P4"), 1); }),
             QStringLiteral("event 'Monday': P4 has a half-point bye in round 1 already"));
    QCOMPARE(errorOf([&] { events.cancelAbsence(kEvent, QStringLiteral("P4"), 1); }),
             QStringLiteral("event 'Monday': P4 is not absent from round 1"));
    QCOMPARE(errorOf([&] { events.cancelHalfBye(kEvent, QStringLiteral("P2"), 1); }),
             QStringLiteral("event 'Monday': P2 has no half-point bye in round 1"));
    // Round 1: P1, P3 and P5 are paired (a game and a pairing-allocated bye), P2 absent, P4 on a half-point bye.
    const std::vector<club::EventTable> round1 = events.pairNextRound(kEvent);
    QCOMPARE(round1.size(), std::size_t(4));
    const auto absent = seatsOf(events, 1, QStringLiteral("P2"));
    QCOMPARE(absent.size(), std::size_t(1));
    QVERIFY(absent.front().bye && absent.front().zeroBye && !absent.front().halfBye);
    QCOMPARE(absent.front().note, QStringLiteral("absent: asked for before the round"));
    int games = 0, allocated = 0;
    for (const club::EventTable &t : round1) {
        games += !t.bye;
        allocated += t.bye && !t.requested();
    }
    QCOMPARE(games, 1);
    QCOMPARE(allocated, 1);
    // Taking the round back keeps the absence, as a request for the round again.
    events.unpairRound(kEvent, 1);
    QCOMPARE(events.halfByeRequests(kEvent).size(), std::size_t(2));
    events.pairNextRound(kEvent);
    playRound(events, 1);
    QCOMPARE(pointsOf(events, QStringLiteral("P2")), 0.0);
    QCOMPARE(pointsOf(events, QStringLiteral("P4")), 0.5);
    for (const club::EventStanding &row : events.standings(kEvent)) {
        if (row.player == QLatin1String("P2") || row.player == QLatin1String("P4")) {
            QCOMPARE(row.played, 0);
            QCOMPARE(row.byes, row.player == QLatin1String("P4") ? 1 : 0); // an absence is no bye
        }
    }
    // Still in the event: round 2 pairs P2.
    for (const club::EventEntrant &e : events.entrants(kEvent))
        QVERIFY(e.active);
    events.pairNextRound(kEvent);
    const auto back = seatsOf(events, 2, QStringLiteral("P2"));
    QCOMPARE(back.size(), std::size_t(1));
    QVERIFY(!back.front().zeroBye && !back.front().halfBye);
    // The TRF file says Z for the absence, H for the half-point bye.
    playRound(events, 2);
    const io::TrfTournament trf = club::eventAsTrf(*m_db, kEvent);
    for (const io::TrfPlayer &p : trf.players) {
        if (p.name == QLatin1String("P2"))
            QCOMPARE(p.rounds.at(0).result, 'Z');
        if (p.name == QLatin1String("P4"))
            QCOMPARE(p.rounds.at(0).result, 'H');
    }
}

void TestEventByes::anAbsenceIsNoPairingAllocatedBye_C14()
{
    // FIDE C.04.1 c: a player who has had a pairing-allocated bye, or scored without playing, gets no PAB. An
    // absence is neither: P5 is absent from round 1, whose two games are drawn, and is then alone on 0 points, the
    // lowest score group, whose player takes round 2's bye (C.04.3 C5: the PAB's receiver scores as little as
    // possible). Were the absence a PAB, the bye would go to one on half a point.
    createSwiss(5, 2);
    club::Events events(*m_db);
    events.requestAbsence(kEvent, QStringLiteral("P5"), 1);
    events.pairNextRound(kEvent);
    QCOMPARE(events.tables(kEvent, 1).size(), std::size_t(3)); // two games and the absence
    for (const club::EventTable &t : events.tables(kEvent, 1)) {
        if (!t.bye)
            events.setResult(kEvent, 1, t.table, {1, 1}, QStringLiteral("2026-11-11T19:00"));
    }
    events.pairNextRound(kEvent);
    const auto bye = seatsOf(events, 2, QStringLiteral("P5"));
    QCOMPARE(bye.size(), std::size_t(1));
    QVERIFY(bye.front().bye && !bye.front().requested());
    playRound(events, 2);
    QCOMPARE(pointsOf(events, QStringLiteral("P5")), 1.0); // nothing for the absence, the bye's point
}

void TestEventByes::knownRatingsSeedAClubWithoutGames_M2()
{
    // M2 of the walkthrough: a chess club without games seeds its Swiss by the ratings the players bring. FIDE
    // C.04.2, 2.1: by rating, then title, then name; the unrated last.
    club::Players players(*m_db);
    const std::vector<std::tuple<QString, int, QString>> known {{QStringLiteral("Ann"), 2150, QStringLiteral("IM")},
                                                                {QStringLiteral("Bob"), 2300, QStringLiteral("FM")},
                                                                {QStringLiteral("Cid"), 2300, QStringLiteral("GM")},
                                                                {QStringLiteral("Dan"), 0, QString()},
                                                                {QStringLiteral("Eve"), 1800, QString()},
                                                                {QStringLiteral("Fay"), 2300, QStringLiteral("FM")}};
    for (const auto &[name, rating, title] : known) {
        players.add(name);
        players.setKnownRating(name, {rating, QStringLiteral("FIDE"), {}, {}, title});
    }
    club::EventInput in;
    in.name = kEvent;
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::Swiss;
    in.rounds = 3;
    in.entrants = {QStringLiteral("Dan"), QStringLiteral("Eve"), QStringLiteral("Ann"),
                   QStringLiteral("Fay"), QStringLiteral("Bob"), QStringLiteral("Cid")};
    club::Events events(*m_db);
    events.create(in);
    QCOMPARE(events.get(kEvent).options.pairing, QString()); // "by rating", the default
    events.pairNextRound(kEvent);
    // Seeded by the known ratings: Cid (GM) before Bob and Fay (FM, by name), Ann, Eve, then unrated Dan; the event
    // now says so.
    QStringList bySeed;
    for (const club::EventEntrant &e : events.entrants(kEvent))
        bySeed.append(e.player);
    QCOMPARE(bySeed,
             QStringList({QStringLiteral("Cid"), QStringLiteral("Bob"), QStringLiteral("Fay"), QStringLiteral("Ann"),
                          QStringLiteral("Eve"), QStringLiteral("Dan")}));
    QCOMPARE(events.get(kEvent).options.pairing, QStringLiteral("known"));
    // The Dutch system's round 1: the top half against the bottom half, 1-4, 2-5, 3-6.
    const auto round1 = events.tables(kEvent, 1);
    QCOMPARE(round1.size(), std::size_t(3));
    QStringList boards;
    for (const club::EventTable &t : round1)
        boards.append(t.seats[0].player + QLatin1Char('-') + t.seats[1].player);
    QCOMPARE(boards, QStringList({QStringLiteral("Cid-Ann"), QStringLiteral("Eve-Bob"), QStringLiteral("Fay-Dan")}));
    // The TRF file carries them, and the titles.
    const io::TrfTournament trf = club::eventAsTrf(*m_db, kEvent);
    QCOMPARE(trf.players[0].name, QStringLiteral("Cid"));
    QCOMPARE(trf.players[0].rating, 2300);
    QCOMPARE(trf.players[0].title, QStringLiteral("GM"));
    QCOMPARE(trf.players[5].rating, 0);
    // The tie-break "rating" (the Swiss's last by default) ranks by them too.
    const QStringList names = events.tieBreakNames(kEvent);
    const auto rating = names.indexOf(QStringLiteral("rating"));
    QVERIFY(rating >= 0);
    for (const club::EventStanding &row : events.standings(kEvent)) {
        if (row.player == QLatin1String("Ann"))
            QCOMPARE(row.tieBreaks.at(static_cast<std::size_t>(rating)), 2150.0);
    }
    // A leaderboard that knows the players seeds by itself: another Swiss after a game seeds by the leaderboard.
    club::Leaderboards(*m_db).create(
        {0, QStringLiteral("Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
    playRound(events, 1);
    in.name = QStringLiteral("Tuesday");
    in.leaderboard = QStringLiteral("Elo");
    events.create(in);
    events.pairNextRound(in.name);
    QCOMPARE(events.get(in.name).options.pairing, QString());
}

void TestEventByes::trfCarriesARequestedBye()
{
    createSwiss(6, 3);
    club::Events events(*m_db);
    events.pairNextRound(kEvent);
    playRound(events, 1);
    events.requestHalfBye(kEvent, QStringLiteral("P2"), 2);
    const io::TrfTournament trf = club::eventAsTrf(*m_db, kEvent);
    QCOMPARE(io::trfRoundsPlayed(trf), 1); // the H of round 2 is no round played
    const auto p2 = std::find_if(trf.players.begin(), trf.players.end(),
                                 [](const io::TrfPlayer &p) { return p.name == QStringLiteral("P2"); });
    QCOMPARE(p2->rounds.size(), std::size_t(2));
    QCOMPARE(p2->rounds[1].opponent, 0);
    QCOMPARE(p2->rounds[1].result, 'H');
    // Written and read back: "0000 - H" in round 2, and the copy holds the request, not a played round.
    const QByteArray text = io::writeTrf(trf);
    QVERIFY(text.contains("0000 - H"));
    const io::TrfTournament back = io::readTrf(text, QStringLiteral("monday.trf"));
    club::TrfImportOptions options;
    options.name = QStringLiteral("Copy");
    const QString copy = club::importTrfEvent(*m_db, back, options);
    QCOMPARE(events.roundCount(copy), 1);
    const std::vector<club::Events::HalfByeRequest> requests = events.halfByeRequests(copy);
    QCOMPARE(requests.size(), std::size_t(1));
    QCOMPARE(requests.front().round, 2);
    QCOMPARE(requests.front().player, QStringLiteral("P2"));
    // The copy pairs round 2 without P2, who has the half point.
    events.pairNextRound(copy);
    int games = 0;
    bool halfBye = false;
    for (const club::EventTable &t : events.tables(copy, 2)) {
        games += !t.bye;
        halfBye = halfBye || (t.halfBye && t.seats.front().player == QStringLiteral("P2"));
    }
    QCOMPARE(games, 2);
    QVERIFY(halfBye);
}

void TestEventByes::trfWritesTheRatingsAtTheStart()
{
    // C8: the review's Greta was written 1728, the rating after the event's games, not the 1724 she started
    // with. Ratings from a history of games each won by the better-numbered player, before the event.
    club::Games games(*m_db);
    for (int i = 1; i < 6; ++i)
        games.add(duel(QStringLiteral("2026-10-%1T19:00").arg(i + 10), QStringLiteral("P%1").arg(i),
                       QStringLiteral("P%1").arg(i + 1)));
    club::Leaderboards boards(*m_db);
    boards.create({0, QStringLiteral("Chess Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
    std::map<QString, int> atStart;
    for (const club::LeaderboardRow &row : boards.standings(QStringLiteral("Chess Elo")))
        atStart[row.player] = static_cast<int>(std::lround(row.value));
    createSwiss(6, 3);
    club::Events events(*m_db);
    events.pairNextRound(kEvent);
    // Round 1 upset on every board: the ratings now differ from those at the start.
    for (const club::EventTable &t : events.tables(kEvent, 1))
        events.setResult(kEvent, 1, t.table, {2, 1}, QStringLiteral("2026-11-11T19:00"));
    bool moved = false;
    for (const club::LeaderboardRow &row : boards.standings(QStringLiteral("Chess Elo")))
        moved = moved || static_cast<int>(std::lround(row.value)) != atStart[row.player];
    QVERIFY(moved);
    const io::TrfTournament trf = club::eventAsTrf(*m_db, kEvent);
    int previous = 10000;
    for (const io::TrfPlayer &p : trf.players) { // in pairing-number order
        QCOMPARE(p.rating, atStart[p.name]);
        QVERIFY2(p.rating <= previous, qPrintable(p.name)); // pairing numbers in starting-rank order
        previous = p.rating;
    }
}

QTEST_GUILESS_MAIN(TestEventByes)
#include "tst_eventbyes.moc"
