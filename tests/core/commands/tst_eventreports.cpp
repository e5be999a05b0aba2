// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers

// Players' reports of their own results (club/events/eventreports.h) and the desk's commands that settle them
// (commands/reportcommands.h): codes kept as salted hashes, confirmation by the other side or a heat's majority,
// disputes for the desk, undo at the desk.

#include "../club/clubhelpers.h"

#include "club/club.h"
#include "club/events/eventreports.h"
#include "club/events/events.h"
#include "club/games.h"
#include "commands/reportcommands.h"
#include "commands/undohistory.h"

#include <QCryptographicHash>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <map>
#include <set>

using namespace podium;

namespace {

const QString kEvent = QStringLiteral("Friday open");

club::ReportedResult ranks(std::vector<int> r)
{
    return {std::move(r), std::nullopt};
}

/** The status of each report, by id. */
std::map<qint64, club::ReportStatus> statuses(const store::Database &db)
{
    std::map<qint64, club::ReportStatus> found;
    for (const club::ResultReport &r : club::EventReports(db).list({}, false))
        found[r.id] = r.status;
    return found;
}

} // namespace

class TestEventReports : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void aResultReadsBackAsItWasWritten();
    void codesAreIssuedOnceAndKeptOnlyAsSaltedHashes();
    void aReissuedCodeReplacesTheOldOne();
    void bothSidesAgreeingMakeTheResultAndTheDeskCanUndoIt();
    void aCodeOfAnotherTableOrNoneIsWrong();
    void differingReportsGoToTheDeskWhichSettlesThem();
    void aReportOnATableWithAResultGoesToTheDesk();
    void aPlayersSecondReportReplacesTheirFirst();
    void aHeatNeedsAMajorityOfItsPlayers();
    void aMatchScoreIsReportedAndEntered();
    void onlyTheCurrentRoundOfAnEventThatTakesReports();
    void theDeskRejectsAReportAndUndoesThat();

private:
    /** A Swiss of entrants P1..Pn with reporting on, round 1 paired. */
    void swiss(int players, const QString &style = {});
    /** The code of every entrant, issued now. */
    std::map<QString, QString> codes();
    /** Table t of round 1: its players by seat. */
    QStringList seats(int table, int round = 1);
    club::ReportOutcome report(int table, const QString &player, const club::ReportedResult &result, int round = 1);

    QTemporaryDir m_dir;
    std::unique_ptr<Club> m_club;
    std::map<QString, QString> m_codes;
};

void TestEventReports::init()
{
    m_club = Club::open(testClub(QDir(m_dir.path())), store::Database::Mode::Create);
    commands::undoStack(*m_club); // the desk's undo stack, as the app keeps one
    m_codes.clear();
}

void TestEventReports::cleanup()
{
    m_club.reset();
}

void TestEventReports::swiss(int players, const QString &style)
{
    club::EventInput in;
    in.name = kEvent;
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::Swiss;
    in.rounds = 3;
    for (int p = 1; p <= players; ++p)
        in.entrants.append(QStringLiteral("P%1").arg(p));
    if (!style.isEmpty())
        club::parseEventOption(in.options, QStringLiteral("style"), style);
    club::Events(m_club->database()).create(in);
    m_club->run(std::make_unique<commands::SetEventReporting>(*m_club, kEvent, true));
    club::Events(m_club->database()).pairNextRound(kEvent);
    m_codes = codes();
}

std::map<QString, QString> TestEventReports::codes()
{
    std::map<QString, QString> byPlayer;
    for (const club::PlayerCode &c : club::EventReports(m_club->database()).issueCodes(kEvent))
        byPlayer[c.player] = c.code;
    return byPlayer;
}

QStringList TestEventReports::seats(int table, int round)
{
    for (const club::EventTable &t : club::Events(m_club->database()).tables(kEvent, round)) {
        if (t.table == table) {
            QStringList names;
            for (const club::EventSeat &s : t.seats)
                names.append(s.player);
            return names;
        }
    }
    return {};
}

club::ReportOutcome TestEventReports::report(int table, const QString &player, const club::ReportedResult &result,
                                             int round)
{
    return club::EventReports(m_club->database())
        .submit({kEvent, round, table, m_codes.at(player), result, QStringLiteral("192.168.1.23")});
}

void TestEventReports::aResultReadsBackAsItWasWritten()
{
    const club::ReportedResult win = ranks({2, 1});
    QCOMPARE(win.text(), QStringLiteral("ranks:2,1"));
    QVERIFY(club::ReportedResult::fromText(win.text()) == win);
    QCOMPARE(win.describe({QStringLiteral("Ann"), QStringLiteral("Bob")}), QStringLiteral("Bob won"));
    QCOMPARE(ranks({1, 1}).describe({QStringLiteral("Ann"), QStringLiteral("Bob")}), QStringLiteral("a draw"));
    club::ReportedResult match;
    match.score = club::MatchScore {1, 2, 1};
    match.ranks = match.score->ranks();
    QCOMPARE(match.text(), QStringLiteral("games:1-2-1"));
    QVERIFY(club::ReportedResult::fromText(match.text()) == match);
    QVERIFY(!(match == ranks({2, 1}))); // the same winner, but one says the games
    QCOMPARE(match.describe({QStringLiteral("Ann"), QStringLiteral("Bob")}),
             QStringLiteral("Bob won 2\u20131 (1 drawn)"));
    QCOMPARE(ranks({3, 1, 2}).describe({QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")}),
             QStringLiteral("1. Bob, 2. Cid, 3. Ann"));
    QVERIFY(errorOf([] {
                club::ReportedResult::fromText(QStringLiteral("ranks:1,x"));
            }).contains(QLatin1String("ranks:1,x")));
}

void TestEventReports::codesAreIssuedOnceAndKeptOnlyAsSaltedHashes()
{
    swiss(6);
    QCOMPARE(m_codes.size(), std::size_t(6));
    const QRegularExpression shape(QStringLiteral("^[ACDEFGHJKMNPQRTUVWXY3479]{6}$"));
    std::set<QString> distinct;
    for (const auto &[player, code] : m_codes) {
        QVERIFY2(shape.match(code).hasMatch(), qPrintable(code));
        distinct.insert(code);
    }
    QCOMPARE(distinct.size(), std::size_t(6)); // 191 million codes: six alike would be a broken generator
    // Stored: a salt and a SHA-256 of salt and code, never the code.
    auto rows = m_club->database().prepare(QStringLiteral("SELECT salt, hash FROM event_codes"));
    store::Database::exec(rows);
    int seen = 0;
    std::set<QString> salts;
    while (rows.next()) {
        ++seen;
        const QString salt = rows.value(0).toString(), hash = rows.value(1).toString();
        QCOMPARE(salt.size(), 32);
        QCOMPARE(hash.size(), 64);
        salts.insert(salt);
        for (const auto &[player, code] : m_codes)
            QVERIFY(!hash.contains(code) && !salt.contains(code));
    }
    QCOMPARE(seen, 6);
    QCOMPARE(salts.size(), std::size_t(6));
    // The hash of P1's code is one of them, computed here a second way.
    auto p1 = m_club->database().prepare(QStringLiteral(
        "SELECT c.salt, c.hash FROM event_codes c JOIN players p ON p.id = c.player_id WHERE p.name = 'P1'"));
    store::Database::exec(p1);
    QVERIFY(p1.next());
    const QByteArray expected = QCryptographicHash::hash(
        (p1.value(0).toString() + QLatin1Char(':') + m_codes.at(QStringLiteral("P1"))).toUtf8(),
        QCryptographicHash::Sha256);
    QCOMPARE(p1.value(1).toString(), QString::fromLatin1(expected.toHex()));
    // Issuing again gives codes only to those without one: nobody.
    QVERIFY(club::EventReports(m_club->database()).issueCodes(kEvent).empty());
    QCOMPARE(club::EventReports(m_club->database()).playersWithCodes(kEvent).size(), 6);
    QVERIFY(errorOf([&] {
                club::EventReports(m_club->database()).issueCodes(kEvent, {QStringLiteral("Nobody")});
            }).contains(QStringLiteral("'Nobody' is not an entrant of Friday open")));
}

void TestEventReports::aReissuedCodeReplacesTheOldOne()
{
    swiss(4);
    const QStringList table = seats(1);
    const QString old = m_codes.at(table[0]);
    const std::vector<club::PlayerCode> again
        = club::EventReports(m_club->database()).issueCodes(kEvent, {table[0].toLower()});
    QCOMPARE(again.size(), std::size_t(1));
    QCOMPARE(again.front().player, table[0]);
    club::EventReports reports(m_club->database());
    try {
        reports.submit({kEvent, 1, 1, old, ranks({1, 2}), {}});
        QFAIL("the old code was taken");
    } catch (const club::WrongCode &) { }
    // The new one, typed in lower case with a space, is right.
    const QString typed = again.front().code.left(3).toLower() + QStringLiteral(" ") + again.front().code.mid(3);
    QCOMPARE(reports.submit({kEvent, 1, 1, typed, ranks({1, 2}), {}}).player, table[0]);
}

void TestEventReports::bothSidesAgreeingMakeTheResultAndTheDeskCanUndoIt()
{
    swiss(4);
    const QStringList table = seats(1);
    const club::ReportOutcome first = report(1, table[0], ranks({1, 2}));
    QCOMPARE(first.kind, club::ReportOutcome::Waiting);
    QCOMPARE(first.player, table[0]);
    QCOMPARE(first.agreeing, 1);
    QCOMPARE(first.needed, 2);
    const club::ReportOutcome second = report(1, table[1], ranks({1, 2}));
    QCOMPARE(second.kind, club::ReportOutcome::Confirmed);
    QCOMPARE(second.agreeing, 2);
    QCOMPARE(statuses(m_club->database()),
             (std::map<qint64, club::ReportStatus> {{first.report, club::ReportStatus::Confirmed},
                                                    {second.report, club::ReportStatus::Confirmed}}));
    // The board then enters it as a command: an ordinary game, on the undo stack.
    auto &settle = m_club->run(std::make_unique<commands::SettleReports>(*m_club, kEvent, 1, 1, ranks({1, 2})));
    QCOMPARE(settle.settled().size(), std::size_t(2));
    const club::GameRecord game = club::Games(m_club->database()).get(settle.gameId());
    QCOMPARE(game.game.participants.size(), std::size_t(2));
    QCOMPARE(game.game.participants[0].player, table[0]);
    QCOMPARE(game.game.participants[0].rank, 1);
    QCOMPARE(game.game.participants[1].rank, 2);
    QCOMPARE(club::Events(m_club->database()).tables(kEvent, 1).front().gameId, settle.gameId());
    QCOMPARE(statuses(m_club->database()).at(first.report), club::ReportStatus::Accepted);
    QVERIFY(club::EventReports(m_club->database()).list(kEvent).empty());

    QUndoStack &stack = *commands::undoStack(*m_club);
    stack.undo();
    QCOMPARE(club::Events(m_club->database()).tables(kEvent, 1).front().gameId, 0);
    QCOMPARE(count(m_club->database(), "games"), 0);
    QCOMPARE(statuses(m_club->database()).at(first.report), club::ReportStatus::Confirmed);
    QCOMPARE(statuses(m_club->database()).at(second.report), club::ReportStatus::Confirmed);
    stack.redo();
    QCOMPARE(count(m_club->database(), "games"), 1);
    QCOMPARE(statuses(m_club->database()).at(second.report), club::ReportStatus::Accepted);
}

void TestEventReports::aCodeOfAnotherTableOrNoneIsWrong()
{
    swiss(4);
    const QStringList other = seats(2);
    club::EventReports reports(m_club->database());
    for (const QString &code : {m_codes.at(other[0]), QStringLiteral("AAAAAA"), QString(), QStringLiteral("'; --")}) {
        try {
            reports.submit({kEvent, 1, 1, code, ranks({1, 2}), {}});
            QFAIL(qPrintable(QStringLiteral("code '%1' was taken at table 1").arg(code)));
        } catch (const club::WrongCode &e) {
            QCOMPARE(e.message(),
                     QStringLiteral("event 'Friday open', round 1, table 1: that code is not the code of a player at "
                                    "this table"));
        }
    }
    QCOMPARE(count(m_club->database(), "event_reports"), 0);
}

void TestEventReports::differingReportsGoToTheDeskWhichSettlesThem()
{
    swiss(4);
    const QStringList table = seats(1);
    const club::ReportOutcome mine = report(1, table[0], ranks({1, 2}));
    const club::ReportOutcome theirs = report(1, table[1], ranks({2, 1}));
    QCOMPARE(theirs.kind, club::ReportOutcome::Disputed);
    QCOMPARE(theirs.note, QStringLiteral("the players' reports differ"));
    const std::vector<club::ResultReport> open = club::EventReports(m_club->database()).list(kEvent);
    QCOMPARE(open.size(), std::size_t(2));
    for (const club::ResultReport &r : open) {
        QCOMPARE(r.status, club::ReportStatus::Disputed);
        QCOMPARE(r.address, QStringLiteral("192.168.1.23"));
        QCOMPARE(r.players, table);
    }
    // A third report, even one agreeing with either, stays with the desk.
    QCOMPARE(report(1, table[0], ranks({2, 1})).kind, club::ReportOutcome::Disputed);
    // The desk takes the second side's word: that one accepted, the others turned down.
    m_club->run(std::make_unique<commands::SettleReports>(*m_club, kEvent, 1, 1, ranks({2, 1})));
    const auto after = statuses(m_club->database());
    QCOMPARE(after.at(mine.report), club::ReportStatus::Replaced);
    QCOMPARE(after.at(theirs.report), club::ReportStatus::Accepted);
    QCOMPARE(club::Events(m_club->database()).tables(kEvent, 1).front().seats[1].rank, 1);
}

void TestEventReports::aReportOnATableWithAResultGoesToTheDesk()
{
    swiss(4);
    const QStringList table = seats(1);
    club::Events(m_club->database()).setResult(kEvent, 1, 1, {1, 2});
    const club::ReportOutcome late = report(1, table[1], ranks({2, 1}));
    QCOMPARE(late.kind, club::ReportOutcome::Disputed);
    QCOMPARE(late.note, QStringLiteral("the table has a result already"));
    // Accepting it at the desk corrects the result.
    m_club->run(std::make_unique<commands::SettleReports>(*m_club, kEvent, 1, 1, ranks({2, 1})));
    QCOMPARE(club::Events(m_club->database()).tables(kEvent, 1).front().seats[0].rank, 2);
    QCOMPARE(count(m_club->database(), "games"), 1);
    commands::undoStack(*m_club)->undo();
    QCOMPARE(club::Events(m_club->database()).tables(kEvent, 1).front().seats[0].rank, 1); // the desk's own again
    QCOMPARE(statuses(m_club->database()).at(late.report), club::ReportStatus::Disputed);
}

void TestEventReports::aPlayersSecondReportReplacesTheirFirst()
{
    swiss(4);
    const QStringList table = seats(1);
    const club::ReportOutcome first = report(1, table[0], ranks({2, 1}));
    const club::ReportOutcome second = report(1, table[0], ranks({1, 1}));
    QCOMPARE(second.kind, club::ReportOutcome::Waiting); // only their own report was there
    QCOMPARE(statuses(m_club->database()).at(first.report), club::ReportStatus::Replaced);
    QCOMPARE(report(1, table[1], ranks({1, 1})).kind, club::ReportOutcome::Confirmed);
}

void TestEventReports::aHeatNeedsAMajorityOfItsPlayers()
{
    club::EventInput in;
    in.name = kEvent;
    in.discipline = QStringLiteral("Kart");
    in.format = club::EventFormat::Heats;
    in.lobbySize = 4;
    in.rounds = 2;
    for (int p = 1; p <= 8; ++p)
        in.entrants.append(QStringLiteral("P%1").arg(p));
    club::Events(m_club->database()).create(in);
    m_club->run(std::make_unique<commands::SetEventReporting>(*m_club, kEvent, true));
    club::Events(m_club->database()).pairNextRound(kEvent);
    m_codes = codes();
    const QStringList heat = seats(1);
    QCOMPARE(heat.size(), 4);
    const club::ReportedResult order = ranks({2, 1, 4, 3});
    QCOMPARE(report(1, heat[0], order).needed, 3);
    QCOMPARE(report(1, heat[2], order).kind, club::ReportOutcome::Waiting);
    const club::ReportOutcome third = report(1, heat[3], order);
    QCOMPARE(third.kind, club::ReportOutcome::Confirmed);
    QCOMPARE(third.agreeing, 3);
    // Places that are no finishing order are refused before anything is stored.
    QVERIFY(errorOf([&] {
                report(2, seats(2)[0], ranks({1, 1, 4, 4}));
            }).contains(QLatin1String("not a finishing order")));
    QVERIFY(errorOf([&] { report(2, seats(2)[0], ranks({1, 2})); }).contains(QLatin1String("2 rank(s) for 4 sides")));
}

void TestEventReports::aMatchScoreIsReportedAndEntered()
{
    swiss(4, QStringLiteral("games"));
    const QStringList table = seats(1);
    club::ReportedResult match;
    match.score = club::MatchScore {2, 1, 0};
    match.ranks = match.score->ranks();
    report(1, table[0], match);
    QCOMPARE(report(1, table[1], match).kind, club::ReportOutcome::Confirmed);
    auto &settle = m_club->run(std::make_unique<commands::SettleReports>(*m_club, kEvent, 1, 1, match));
    const club::GameRecord game = club::Games(m_club->database()).get(settle.gameId());
    QCOMPARE(game.game.participants[0].score, 2.0);
    QCOMPARE(game.game.participants[1].score, 1.0);
}

void TestEventReports::onlyTheCurrentRoundOfAnEventThatTakesReports()
{
    swiss(4);
    const QStringList table = seats(1);
    club::Events events(m_club->database());
    m_club->run(std::make_unique<commands::SetEventReporting>(*m_club, kEvent, false));
    QVERIFY(errorOf([&] {
                report(1, table[0], ranks({1, 2}));
            }).contains(QLatin1String("takes no results from players")));
    commands::undoStack(*m_club)->undo(); // reporting is on again
    QCOMPARE(report(1, table[0], ranks({1, 2})).kind, club::ReportOutcome::Waiting);
    events.setResult(kEvent, 1, 1, {1, 2});
    events.setResult(kEvent, 1, 2, {1, 1});
    events.pairNextRound(kEvent);
    QVERIFY(errorOf([&] {
                report(1, table[0], ranks({1, 2}));
            }).contains(QLatin1String("only the tables of the current round (2) take reports")));
    QVERIFY(errorOf([&] {
                report(9, table[0], ranks({1, 2}), 2);
            }).contains(QLatin1String("no game is played at this table")));
    for (int t = 1; t <= 2; ++t)
        events.setResult(kEvent, 2, t, {1, 2});
    events.pairNextRound(kEvent);
    for (int t = 1; t <= 2; ++t)
        events.setResult(kEvent, 3, t, {1, 2});
    QCOMPARE(events.get(kEvent).status, club::EventStatus::Finished);
    QVERIFY(errorOf([&] {
                report(1, seats(1, 3)[0], ranks({2, 1}), 3);
            }).contains(QLatin1String("its codes have expired")));
}

void TestEventReports::theDeskRejectsAReportAndUndoesThat()
{
    swiss(4);
    const club::ReportOutcome prank = report(1, seats(1)[0], ranks({1, 2}));
    m_club->run(std::make_unique<commands::RejectReports>(*m_club, std::vector<qint64> {prank.report}));
    const club::ResultReport rejected = club::EventReports(m_club->database()).get(prank.report);
    QCOMPARE(rejected.status, club::ReportStatus::Rejected);
    QCOMPARE(rejected.note, QStringLiteral("rejected at the desk"));
    QVERIFY(!rejected.settledAt.isEmpty());
    QVERIFY(errorOf([&] {
                m_club->run(std::make_unique<commands::RejectReports>(*m_club, std::vector<qint64> {prank.report}));
            }).contains(QLatin1String("is rejected already")));
    commands::undoStack(*m_club)->undo();
    QCOMPARE(club::EventReports(m_club->database()).get(prank.report).status, club::ReportStatus::Pending);
    QCOMPARE(club::EventReports(m_club->database()).openCount(), 1);
}

QTEST_GUILESS_MAIN(TestEventReports)
#include "tst_eventreports.moc"
