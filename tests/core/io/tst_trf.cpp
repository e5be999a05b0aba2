// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// FIDE's Tournament Report File (TRF-16): the columns Podium writes, what it reads from a file typed to the
// description, the refusals that name file, line, round and player, and events that go out and come back the same.
#include "club/events/events.h"
#include "club/events/eventtrf.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "io/inputerror.h"
#include "io/trf.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace podium;

namespace {

QByteArray fixture(const char *name)
{
    QFile file(QStringLiteral(PODIUM_TEST_DATA_DIR "/trf/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return file.readAll();
}

/** What reading text says: "location: message" of its InputError, or "no error". */
QString readError(const QByteArray &text)
{
    try {
        io::readTrf(text, QStringLiteral("t.trf"));
    } catch (const io::InputError &e) {
        return e.text();
    }
    return QStringLiteral("no error");
}

/** A 001 line with the round entries from column 92, 10 columns apart. */
QByteArray playerLine(int number, const char *name, std::initializer_list<const char *> rounds)
{
    QString line = QStringLiteral("001 %1      %2").arg(number, 4).arg(QString::fromUtf8(name));
    line = line.leftJustified(91);
    for (const char *r : rounds)
        line += QString::fromUtf8(r).leftJustified(10);
    return line.trimmed().toUtf8() + '\n';
}

QString text(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

int countRows(const store::Database &database, const char *table)
{
    auto query = database.prepare(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table)));
    store::Database::exec(query);
    return query.next() ? query.value(0).toInt() : -1;
}

} // namespace

class TestTrf : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void writesTheDescriptionsColumns();
    void readsWhatItWrites();
    void readsAFileTypedToTheDescription();
    void refusesBadFiles_data();
    void refusesBadFiles();
    void importsAndContinues();
    void aZInEveryRoundToComeWithdraws();
    void roundTripGivesTheSameBytes();
    void cardGameSwissGoesOutAndComesBack();
    void publishedSamplesContinueAsPublished_data();
    void publishedSamplesContinueAsPublished();
    void aRefusedImportChangesNothing();
    void pointLinesScoreTheEvent();
    void columnsAreCharactersNotUtf16Units();
    void pointsAreRangeChecked_L1_data();
    void pointsAreRangeChecked_L1();
    void legalPointsStillImport_L1();
    void exportRefusesPointsThatDoNotFit_L1();
    void roundDatesTakeTheTournamentsCentury_L2();
    void roundDatesGoingBackwardsAreRefused_L2_data();
    void roundDatesGoingBackwardsAreRefused_L2();
    void aLastCenturyFileImportsWithItsDates_L2();

private:
    std::unique_ptr<store::Database> open();
    QTemporaryDir m_dir;
    std::unique_ptr<store::Database> m_db;
};

std::unique_ptr<store::Database> TestTrf::open()
{
    static int n = 0;
    return store::Database::open(m_dir.filePath(QStringLiteral("trf%1.podium").arg(++n)),
                                 store::Database::Mode::Create);
}

void TestTrf::init()
{
    m_db = open();
}

void TestTrf::cleanup()
{
    m_db.reset();
}

void TestTrf::writesTheDescriptionsColumns()
{
    io::TrfTournament t;
    t.name = QStringLiteral("Club Open");
    t.roundDates = {QDate(2025, 3, 1), QDate(2025, 3, 8)};
    t.plannedRounds = 5;
    t.initialColour = QStringLiteral("white1");
    io::TrfPlayer p;
    p.number = 12;
    p.sex = 'w';
    p.title = QStringLiteral("WFM");
    p.name = QStringLiteral("Doe, Jane");
    p.rating = 2034;
    p.federation = QStringLiteral("CAN");
    p.fideId = QStringLiteral("123456789");
    p.birthDate = QStringLiteral("1990/01/31");
    p.points = 1.5;
    p.rank = 3;
    p.rounds = {{7, 'b', '='}, {0, '-', 'U'}};
    t.players = {p};
    const QStringList lines = QString::fromUtf8(io::writeTrf(t)).split(QLatin1Char('\n'));
    QCOMPARE(lines.value(0), QStringLiteral("012 Club Open"));
    // 132: round dates at columns 92-99 and 102-109.
    QCOMPARE(lines.value(1).mid(91, 8), QStringLiteral("25/03/01"));
    QCOMPARE(lines.value(1).mid(101, 8), QStringLiteral("25/03/08"));
    QCOMPARE(lines.value(2), QStringLiteral("XXR 5"));
    QCOMPARE(lines.value(3), QStringLiteral("XXC white1"));
    const QString line = lines.value(4);
    // Columns of the 001 line as the TRF-16 description numbers them (from 1).
    QCOMPARE(line.mid(0, 3), QStringLiteral("001"));
    QCOMPARE(line.mid(4, 4), QStringLiteral("  12")); // 5-8 starting rank
    QCOMPARE(line.mid(9, 1), QStringLiteral("w")); // 10 sex
    QCOMPARE(line.mid(10, 3), QStringLiteral("WFM")); // 11-13 title
    QCOMPARE(line.mid(14, 33).trimmed(), QStringLiteral("Doe, Jane")); // 15-47 name
    QCOMPARE(line.mid(48, 4), QStringLiteral("2034")); // 49-52 rating
    QCOMPARE(line.mid(53, 3), QStringLiteral("CAN")); // 54-56 federation
    QCOMPARE(line.mid(57, 11), QStringLiteral("  123456789")); // 58-68 FIDE id
    QCOMPARE(line.mid(69, 10), QStringLiteral("1990/01/31")); // 70-79 birth date
    QCOMPARE(line.mid(80, 4), QStringLiteral(" 1.5")); // 81-84 points
    QCOMPARE(line.mid(85, 4), QStringLiteral("   3")); // 86-89 rank
    QCOMPARE(line.mid(91, 8), QStringLiteral("0007 b =")); // 92-99 round 1
    QCOMPARE(line.mid(101, 8), QStringLiteral("0000 - U")); // 102-109 round 2
    QCOMPARE(line.size(), 109); // no trailing spaces
    QCOMPARE(lines.value(5), QString()); // the file ends with its last line's line feed
    QCOMPARE(lines.size(), 6);
}

void TestTrf::readsWhatItWrites()
{
    const io::TrfTournament t = io::readTrf(fixture("riverside.trf"), QStringLiteral("riverside.trf"));
    const io::TrfTournament again = io::readTrf(io::writeTrf(t), QStringLiteral("again.trf"));
    QCOMPARE(again.players.size(), t.players.size());
    for (std::size_t i = 0; i < t.players.size(); ++i) {
        const io::TrfPlayer &a = t.players[i], &b = again.players[i];
        QCOMPARE(b.number, a.number);
        QCOMPARE(b.name, a.name);
        QCOMPARE(b.title, a.title);
        QCOMPARE(b.rating, a.rating);
        QCOMPARE(b.federation, a.federation);
        QCOMPARE(b.fideId, a.fideId);
        QCOMPARE(b.birthDate, a.birthDate);
        QCOMPARE(b.points, a.points);
        QCOMPARE(b.rank, a.rank);
        QCOMPARE(b.rounds.size(), a.rounds.size());
        for (std::size_t r = 0; r < a.rounds.size(); ++r) {
            QCOMPARE(b.rounds[r].opponent, a.rounds[r].opponent);
            QCOMPARE(b.rounds[r].colour, a.rounds[r].colour);
            QCOMPARE(b.rounds[r].result, a.rounds[r].result);
        }
    }
    QCOMPARE(again.roundDates, t.roundDates);
    QCOMPARE(again.plannedRounds, 5);
    QCOMPARE(again.city, QStringLiteral("Riverside"));
}

void TestTrf::readsAFileTypedToTheDescription()
{
    const io::TrfTournament t = io::readTrf(fixture("riverside.trf"), QStringLiteral("riverside.trf"));
    QCOMPARE(t.name, QStringLiteral("Riverside Autumn Open"));
    QCOMPARE(t.federation, QStringLiteral("ENG"));
    QCOMPARE(t.startDate, QStringLiteral("2025/10/04"));
    QCOMPARE(t.chiefArbiter, QStringLiteral("IA Example, Arbiter"));
    QCOMPARE(t.roundDates, (QList<QDate> {QDate(2025, 10, 4), QDate(2025, 10, 11), QDate(2025, 10, 18)}));
    QCOMPARE(t.plannedRounds, 5);
    QCOMPARE(t.initialColour, QStringLiteral("white1"));
    QCOMPARE(io::trfRoundsPlayed(t), 3); // player 4's Z in round 4 marks a withdrawal, not a round
    QCOMPARE(t.players.size(), std::size_t(6));
    const io::TrfPlayer &first = t.players[0];
    QCOMPARE(first.number, 1);
    QCOMPARE(first.sex, 'm');
    QCOMPARE(first.title, QStringLiteral("GM"));
    QCOMPARE(first.name, QStringLiteral("Lindqvist, Erik"));
    QCOMPARE(first.rating, 2610);
    QCOMPARE(first.fideId, QStringLiteral("1700001"));
    QCOMPARE(first.points, 1.5);
    QCOMPARE(first.rank, 4);
    QCOMPARE(first.rounds[1].opponent, 2);
    QCOMPARE(first.rounds[1].colour, 'b');
    QCOMPARE(first.rounds[1].result, '0');
    QCOMPARE(t.players[5].rating, 0); // unrated: columns 49-52 blank
    QCOMPARE(t.players[5].rounds[0].result, '-');
    QCOMPARE(t.players[2].rounds[1].result, 'H');
    QCOMPARE(t.players[3].rounds[3].result, 'Z');
}

void TestTrf::refusesBadFiles_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    const QByteArray header = "012 T\n";
    const QByteArray two = playerLine(2, "Bo", {"0001 b 0"});
    QTest::newRow("colour") << header + playerLine(1, "Al", {"0002 x 1"}) + two
                            << text("t.trf, line 2, round 1 of player 1: colour 'x' is not w, b or -");
    QTest::newRow("result") << header + playerLine(1, "Al", {"0002 w Q"})
            + two << text("t.trf, line 2, round 1 of player 1: result 'Q' is not one of + - W D L 1 = 0 H F U Z");
    QTest::newRow("opponent unknown") << header + playerLine(1, "Al", {"0009 w 1"}) + two
                                      << text("t.trf, line 2, round 1 of player 1: opponent 9 is not another player of "
                                              "the file");
    QTest::newRow("opponent disagrees")
        << header + playerLine(1, "Al", {"0002 w 1"}) + playerLine(2, "Bo", {"0000 - U"})
        << text("t.trf, line 2, round 1 of player 1: opponent 2 has a bye in this round (line 3)");
    QTest::newRow("same colour")
        << header + playerLine(1, "Al", {"0002 w 1"}) + playerLine(2, "Bo", {"0001 w 0"})
        << text("t.trf, line 2, round 1 of player 1: colour w, and opponent 2 has w too (line 3)");
    QTest::newRow("both won")
        << header + playerLine(1, "Al", {"0002 w 1"}) + playerLine(2, "Bo", {"0001 b 1"})
        << text("t.trf, line 2, round 1 of player 1: result 1 does not match opponent 2's 1 (line 3)");
    // A game paired and not played yet is the round being played: only the last round may have one, and both
    // players' entries say so.
    QTest::newRow("being played") << header + playerLine(1, "Al", {"0002 w  "}) + playerLine(2, "Bo", {"0001 b"})
                                  << text("no error");
    QTest::newRow("no result before the last round")
        << header + playerLine(1, "Al", {"0002 w  ", "0000 - U"}) + playerLine(2, "Bo", {"0001 b  "})
        << text("t.trf, line 2, round 1 of player 1: the game with 2 has no result, but round 2 is paired: only the "
                "last round may be still being played");
    QTest::newRow("no result, and nothing after it, before the last round")
        << header + playerLine(1, "Al", {"0002 w  "}) + playerLine(2, "Bo", {"0001 b  "})
            + playerLine(3, "Cy", {"0000 - Z", "0000 - U"})
        << text("t.trf, line 2, round 1 of player 1: the game with 2 has no result, but round 2 is paired: only the "
                "last round may be still being played");
    QTest::newRow("no result on one side") << header + playerLine(1, "Al", {"0002 w  "}) + two
                                           << text("t.trf, line 2, round 1 of player 1: result none yet does not "
                                                   "match opponent 2's 0 (line 3)");
    QTest::newRow("no result nor colour")
        << header + playerLine(1, "Al", {"0002 -  "}) + playerLine(2, "Bo", {"0001 -"})
        << text("t.trf, line 2, round 1 of player 1: the game with 2 has neither a "
                "colour nor a result");
    QTest::newRow("blanks as the description reads them") // colour blank is -, result blank Z, letters any case
        << header + playerLine(1, "Al", {"0000    ", "0002 W w"}) + playerLine(2, "Bo", {"0000 - U", "0001 b l"})
        << text("no error");
    QTest::newRow("rank twice") << header + playerLine(1, "Al", {}) + playerLine(1, "Bo", {})
                                << text("t.trf, line 3: starting rank 1 is also that of line 2");
    QTest::newRow("no players") << header
                                << text("t.trf: no player: a TRF file lists its players on lines starting 001");
    QTest::newRow("bye with colour") << header + playerLine(1, "Al", {"0000 w U"})
                                     << text("t.trf, line 2, round 1 of player 1: a bye has no colour ('-'), not 'w'");
    QTest::newRow("misaligned") << header + playerLine(1, "Al", {"02 w 1"})
                                << text("t.trf, line 2, round 1 of player 1: opponent '02 w' is not a starting rank");
    QTest::newRow("shifted") << header + playerLine(1, "Al", {" 0002 w 1"})
                             << text("t.trf, line 2, round 1 of player 1: '0002 w 1' (columns 92-99) is not an entry "
                                     "'opponent colour result' in its columns");
    QTest::newRow("rating") << header + "001    1      Al                                21x0\n"
                            << text("t.trf, line 2: rating '21x0' (columns 49-52) is not a whole number");
    QTest::newRow("no name") << header + "001    1\n" << text("t.trf, line 2: player 1 has no name (columns 15-47)");
    // L6: a name that prints backwards (the review's "\u202enaJ\u202c") is refused, naming the character and field.
    QTest::newRow("right-to-left override")
        << header + playerLine(1, "\xe2\x80\xaenaJ\xe2\x80\xac", {})
        << text("t.trf, line 2, the name of player 1 (columns 15-47): contains the invisible format character U+202E "
                "RIGHT-TO-LEFT OVERRIDE at character 1; a name must read as it looks");
    QTest::newRow("BBW") << header + "BBW  x.5\n" << text("t.trf, line 2: BBW 'x.5' (columns 5-8) is not a number");
    QTest::newRow("too short a code") << header + "BB\n" + playerLine(1, "Al", {}) << text("no error");
    QTest::newRow("XXR") << header + "XXR many\n" << text("t.trf, line 2: XXR: 'many' is not a number of rounds");
    QByteArray dates = "132";
    dates += QByteArray(88, ' ') + "25/02/30\n";
    QTest::newRow("round date") << header
            + dates << text("t.trf, line 2: round 1's date '25/02/30' (columns 92-99) is not a date YY/MM/DD");
    QTest::newRow("not UTF-8") << QByteArray("012 Caf\xe9\n")
                               << text("t.trf:1:8: not valid UTF-8 (byte 0xe9); save the file as UTF-8");
}

void TestTrf::refusesBadFiles()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    QCOMPARE(readError(text), message);
}

void TestTrf::importsAndContinues()
{
    club::Players(*m_db).add(QStringLiteral("Okafor, Ada")); // a member already: the file's player 2 is her
    club::Leaderboards(*m_db).create({0, text("Chess Elo"), text("Chess"), text("elo"), {}, {}, {}});
    const io::TrfTournament t = io::readTrf(fixture("riverside.trf"), QStringLiteral("riverside.trf"));
    const QString name = club::importTrfEvent(*m_db, t, {});
    QCOMPARE(name, QStringLiteral("Riverside Autumn Open"));
    club::Events events(*m_db);
    const club::EventRecord r = events.get(name);
    QCOMPARE(r.format, club::EventFormat::Swiss);
    QCOMPARE(r.discipline, QStringLiteral("Chess"));
    QCOMPARE(r.rounds, 5);
    QCOMPARE(r.status, club::EventStatus::Running);
    QCOMPARE(r.options.ratings, (std::vector<int> {2610, 2455, 2301, 2120, 1987, 0}));
    QCOMPARE(events.roundCount(name), 3);
    QCOMPARE(countRows(*m_db, "players"), 6);
    // The export writes the file's ratings back, an unrated player's too, not the leaderboard's.
    const io::TrfTournament out = club::eventAsTrf(*m_db, name);
    QCOMPARE(out.players[0].rating, 2610);
    QCOMPARE(out.players[5].rating, 0);
    // Each player's points as Podium counts them equal the file's points column (81-84), counted by hand.
    std::map<QString, double> filePoints;
    for (const io::TrfPlayer &p : t.players)
        filePoints[p.name] = p.points;
    for (const club::EventStanding &s : events.standings(name))
        QCOMPARE(s.points, filePoints.at(s.player));
    // C14: the Z for round 4, the next, and none for round 5 of 5: absent from round 4 (TRF-16: "zero-point bye,
    // known absence from round"), still in the event.
    for (const club::EventEntrant &e : events.entrants(name))
        QVERIFY(e.active);
    const auto requests = events.halfByeRequests(name);
    QCOMPARE(requests.size(), std::size_t(1));
    QCOMPARE(requests[0].player, QStringLiteral("Moreau, Luc"));
    QCOMPARE(requests[0].round, 4);
    QVERIFY(requests[0].absent);
    // M2: each player line's rating, FIDE ID, federation and title become the player's known rating; a member
    // already in the club without one gets the file's too.
    const club::KnownRating erik = club::Players(*m_db).get(QStringLiteral("Lindqvist, Erik")).known;
    QCOMPARE(erik,
             (club::KnownRating {2610, QStringLiteral("FIDE"), QStringLiteral("1700001"), QStringLiteral("SWE"),
                                 QStringLiteral("GM")}));
    QCOMPARE(club::Players(*m_db).get(QStringLiteral("Okafor, Ada")).known.title, QStringLiteral("IM"));
    const club::KnownRating rui = club::Players(*m_db).get(QStringLiteral("Silva, Rui")).known;
    QCOMPARE(rui, (club::KnownRating {0, {}, {}, QStringLiteral("POR"), {}}));
    // Round 1, board by board: the forfeit is a result without a game, the games are dated from the 132 line.
    int forfeits = 0;
    for (const club::EventTable &table : events.tables(name, 1)) {
        if (table.forfeit) {
            ++forfeits;
            QCOMPARE(table.seats[0].player, QStringLiteral("Brandt, Jonas"));
            QCOMPARE(table.seats[0].rank, 1);
            QCOMPARE(table.gameId, 0);
        } else {
            QCOMPARE(club::Games(*m_db).get(table.gameId).game.date.left(10), QStringLiteral("2025-10-04"));
        }
    }
    QCOMPARE(forfeits, 1);
    const auto round2 = events.tables(name, 2);
    QVERIFY(std::any_of(round2.begin(), round2.end(), [](const club::EventTable &t) { return t.halfBye; }));
    // The event goes on in Podium: round 4 pairs the five who come; Moreau's absence is a table of its own, worth
    // nothing.
    const auto next = events.pairNextRound(name);
    int seated = 0;
    for (const club::EventTable &table : next) {
        if (table.zeroBye) {
            QCOMPARE(table.seats[0].player, QStringLiteral("Moreau, Luc"));
            continue;
        }
        seated += static_cast<int>(table.seats.size());
    }
    QCOMPARE(seated, 5);
    QCOMPARE(events.tables(name, 4).size(), std::size_t(4)); // two games, a bye and the absence
    for (const club::EventStanding &row : events.standings(name)) {
        if (row.player == QLatin1String("Moreau, Luc"))
            QCOMPARE(row.points, 0.0);
    }
}

void TestTrf::aZInEveryRoundToComeWithdraws()
{
    // Moreau's Z for rounds 4 and 5, the last: he has left the event (Podium's export writes a withdrawal so).
    QByteArray text = fixture("riverside.trf");
    text.replace("0000 - Z  0000 - Z", "0000 - Z  0000 - Z  0000 - Z");
    const QString name = club::importTrfEvent(*m_db, io::readTrf(text, QStringLiteral("riverside.trf")), {});
    club::Events events(*m_db);
    for (const club::EventEntrant &e : events.entrants(name))
        QCOMPARE(e.active, e.player != QLatin1String("Moreau, Luc"));
    QVERIFY(events.halfByeRequests(name).empty());
    // And its export writes the withdrawal the same way: a Z in each round still to come.
    const io::TrfTournament out = club::eventAsTrf(*m_db, name);
    const auto moreau = std::find_if(out.players.begin(), out.players.end(),
                                     [](const io::TrfPlayer &p) { return p.name == QLatin1String("Moreau, Luc"); });
    QVERIFY(moreau != out.players.end());
    QCOMPARE(moreau->rounds.size(), std::size_t(5));
    QCOMPARE(moreau->rounds[3].result, 'Z');
    QCOMPARE(moreau->rounds[4].result, 'Z');
}

void TestTrf::roundTripGivesTheSameBytes()
{
    // An event played in Podium: forfeits, a late entrant's half-point byes, a withdrawal, an unplayed round.
    club::Events events(*m_db);
    club::EventInput in;
    in.name = QStringLiteral("Thursday");
    in.discipline = QStringLiteral("Chess");
    in.entrants
        = QStringList {text("Ann"), text("Bob"), text("Cid"), text("Dan"), text("Eve"), text("Fay"), text("Gus")};
    in.rounds = 6;
    events.create(in);
    for (int round = 1; round <= 3; ++round) {
        if (round == 2)
            events.join(in.name, QStringLiteral("Hal"), true);
        events.pairNextRound(in.name);
        for (const club::EventTable &t : events.tables(in.name, round)) {
            if (t.bye)
                continue;
            if (t.table == 2 && round == 2)
                events.setForfeit(in.name, round, t.table, 2);
            else
                events.setResult(in.name, round, t.table, t.table % 2 ? std::vector {1, 2} : std::vector {1, 1},
                                 QStringLiteral("2025-05-0%1T19:30:00").arg(round));
        }
    }
    events.withdraw(in.name, QStringLiteral("Cid"));
    const QByteArray first = io::writeTrf(club::eventAsTrf(*m_db, in.name));
    QVERIFY(first.contains(" - H")); // Hal's half-point bye in round 1
    QVERIFY(first.contains(" +") && first.contains(" -")); // the forfeit
    QVERIFY(first.contains("XXR 6\n"));

    const auto other = open();
    const QString name = club::importTrfEvent(*other, io::readTrf(first, QStringLiteral("first.trf")), {});
    QCOMPARE(name, in.name);
    const QByteArray second = io::writeTrf(club::eventAsTrf(*other, name));
    QCOMPARE(QString::fromUtf8(second), QString::fromUtf8(first));
    // And both pair the next round alike.
    const auto a = club::Events(*m_db).pairNextRound(in.name), b = club::Events(*other).pairNextRound(name);
    QCOMPARE(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(a[i].seats.size(), b[i].seats.size());
        for (std::size_t k = 0; k < a[i].seats.size(); ++k)
            QCOMPARE(b[i].seats[k].player, a[i].seats[k].player);
    }
    // Round 4 is being played, only its bye in: the file holds it as it stands, for another program to go on with
    // (in-tournament exchange): the games paired with their colours and no result, points of the results in, no
    // places yet.
    const QByteArray during = io::writeTrf(club::eventAsTrf(*m_db, in.name));
    const io::TrfTournament read = io::readTrf(during, QStringLiteral("during.trf"));
    const io::TrfTournament before = io::readTrf(first, QStringLiteral("first.trf"));
    QCOMPARE(io::trfRoundsPlayed(read), 4);
    int waiting = 0, byes = 0;
    for (std::size_t i = 0; i < read.players.size(); ++i) {
        const io::TrfPlayer &p = read.players[i];
        QCOMPARE(p.rank, 0);
        const io::TrfRound &fourth = p.rounds.at(3);
        if (fourth.result == 'Z') { // Cid, withdrawn: not paired
            QCOMPARE(p.name, QStringLiteral("Cid"));
        } else if (fourth.result == 'U') {
            ++byes;
            QCOMPARE(p.points, before.players[i].points + 1);
        } else {
            ++waiting;
            QCOMPARE(fourth.result, ' ');
            QVERIFY(fourth.opponent > 0 && (fourth.colour == 'w' || fourth.colour == 'b'));
            QCOMPARE(p.points, before.players[i].points);
        }
    }
    QCOMPARE(byes, 1);
    QCOMPARE(waiting, 6); // Hal and the six others but Cid: seven, one of them with the bye
    // It comes back the same, round 4 paired as it was, waiting for its results, and it goes on from there.
    const auto third = open();
    const QString again = club::importTrfEvent(*third, read, {});
    QCOMPARE(QString::fromUtf8(io::writeTrf(club::eventAsTrf(*third, again))), QString::fromUtf8(during));
    club::Events continued(*third);
    QCOMPARE(continued.get(again).status, club::EventStatus::Running);
    QCOMPARE(continued.roundCount(again), 4);
    const auto pairsOf = [](const std::vector<club::EventTable> &tables) -> QStringList {
        QStringList pairs; // "White - Black" and "Player bye", the games' ranks after them (0 0: no result)
        for (const club::EventTable &t : tables) {
            pairs.append(t.bye ? QString(t.seats[0].player + QStringLiteral(" bye"))
                               : QStringLiteral("%1 - %2 %3 %4")
                                     .arg(t.seats[0].player, t.seats[1].player)
                                     .arg(t.seats[0].rank)
                                     .arg(t.seats[1].rank));
        }
        pairs.sort();
        return pairs;
    };
    QCOMPARE(pairsOf(continued.tables(again, 4)), pairsOf(events.tables(in.name, 4)));
    const club::EventTable board = continued.tables(again, 4).front();
    continued.setResult(again, 4, board.table, {1, 2}, QStringLiteral("2025-05-04T19:30:00"));
    const io::TrfTournament later = club::eventAsTrf(*third, again);
    const auto white = std::find_if(later.players.begin(), later.players.end(),
                                    [&](const io::TrfPlayer &p) { return p.name == board.seats[0].player; });
    QVERIFY(white != later.players.end());
    QCOMPARE(white->rounds[3].result, '1');
    QCOMPARE(later.roundDates.value(3), QDate(2025, 5, 4));
}

void TestTrf::cardGameSwissGoesOutAndComesBack()
{
    // A card-game Swiss (Magic's: 3/1/0, a bye worth a win) goes out with its points as BB lines and comes back
    // as one into a discipline that plays it; the game scores do not fit the file, and the export says so.
    club::Events events(*m_db);
    club::EventInput in;
    in.name = QStringLiteral("FNM");
    in.discipline = QStringLiteral("Magic");
    in.entrants = QStringList {text("Ann"), text("Bob"), text("Cid"), text("Dan"), text("Eve")};
    in.rounds = 2;
    events.create(in);
    QCOMPARE(events.get(in.name).options.style, QStringLiteral("games"));
    QCOMPARE(club::trfLeavesOut(*m_db, in.name), QString());
    for (int round = 1; round <= 2; ++round) {
        events.pairNextRound(in.name);
        for (const club::EventTable &t : events.tables(in.name, round)) {
            if (!t.bye)
                events.setMatchResult(in.name, round, t.table, {2, t.table == 1 ? 1 : 0, round == 2 ? 1 : 0},
                                      QStringLiteral("2026-11-2%1T19:00:00").arg(round));
        }
    }
    QCOMPARE(club::trfLeavesOut(*m_db, in.name),
             QStringLiteral("A TRF file holds each match's result, not its games: the game scores of 4 match(es) "
                            "stay in Podium, and an imported copy counts no games for the tie-breaks gw and ogw."));
    const QByteArray first = io::writeTrf(club::eventAsTrf(*m_db, in.name));
    // BBW and BBD; no BBU, as a bye worth a win is what a reader takes without one.
    QVERIFY2(first.contains("BBW  3.0\nBBD  1.0\n001"), first.constData());

    const auto other = open();
    club::TrfImportOptions options;
    options.discipline = QStringLiteral("Magic");
    const QString name = club::importTrfEvent(*other, io::readTrf(first, QStringLiteral("fnm.trf")), options);
    const club::EventRecord back = club::Events(*other).get(name);
    QCOMPARE(back.options.style, QStringLiteral("games"));
    QVERIFY(!back.options.balanceSides);
    QCOMPARE(back.options.win, 3.0);
    QCOMPARE(back.options.draw, 1.0);
    QCOMPARE(back.options.bye, 3.0);
    QCOMPARE(QString::fromUtf8(io::writeTrf(club::eventAsTrf(*other, name))), QString::fromUtf8(first));
    // The same match points and opponents' match-win %, place by place.
    const auto was = events.standings(in.name), is = club::Events(*other).standings(name);
    QCOMPARE(is.size(), was.size());
    for (std::size_t i = 0; i < was.size(); ++i) {
        QCOMPARE(is[i].player, was[i].player);
        QCOMPARE(is[i].points, was[i].points);
        QCOMPARE(is[i].tieBreaks.at(0), was[i].tieBreaks.at(0)); // omw
    }
    // Into chess, the default discipline, it would be FIDE's Swiss with the file's points.
    const auto chess = open();
    const QString asChess = club::importTrfEvent(*chess, io::readTrf(first, QStringLiteral("fnm.trf")), {});
    QCOMPARE(club::Events(*chess).get(asChess).options.style, QStringLiteral("fide"));
    QCOMPARE(club::Events(*chess).get(asChess).options.win, 3.0);
}

void TestTrf::publishedSamplesContinueAsPublished_data()
{
    // bbpPairings' published test cases for the 2025 Dutch rules (tests/data/README.md): the file, then the next
    // round as the engine's expected output gives it, White first ("6-0": the pairing-allocated bye).
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("next");
    QTest::newRow("C5: the bye reaches the lowest score group")
        << QStringLiteral("bbp-dutch-2025-c5.trf") << QStringLiteral("1-5 3-2 6-0");
    QTest::newRow("C9: the bye to one who has played")
        << QStringLiteral("bbp-dutch-2025-c9.trf") << QStringLiteral("2-1 3-5 4-0");
}

void TestTrf::publishedSamplesContinueAsPublished()
{
    QFETCH(QString, file);
    QFETCH(QString, next);
    const QByteArray text = fixture(file.toLatin1().constData());
    const io::TrfTournament t = io::readTrf(text, file);
    const QString name = club::importTrfEvent(*m_db, t, {});
    club::Events events(*m_db);
    QCOMPARE(events.get(name).rounds, 3); // XXR
    // Podium's points are the file's (columns 81-84), player by player.
    std::map<QString, int> number;
    for (const io::TrfPlayer &p : t.players) {
        number[p.name] = p.number;
        const auto standings = events.standings(name);
        const auto row = std::find_if(standings.begin(), standings.end(),
                                      [&](const club::EventStanding &s) { return s.player == p.name; });
        QVERIFY(row != standings.end());
        QCOMPARE(row->points, p.points);
    }
    // Out again and back: the same tournament.
    const auto other = open();
    const QByteArray out = io::writeTrf(club::eventAsTrf(*m_db, name));
    const QString again = club::importTrfEvent(*other, io::readTrf(out, QStringLiteral("out.trf")), {});
    QCOMPARE(QString::fromUtf8(io::writeTrf(club::eventAsTrf(*other, again))), QString::fromUtf8(out));
    // Continued in Podium, the next round is the published one, in both copies.
    for (store::Database *copy : {m_db.get(), other.get()}) {
        QStringList boards;
        for (const club::EventTable &table : club::Events(*copy).pairNextRound(name))
            boards.append(QStringLiteral("%1-%2")
                              .arg(number.at(table.seats[0].player))
                              .arg(table.bye ? 0 : number.at(table.seats[1].player)));
        QCOMPARE(boards.join(QLatin1Char(' ')), next);
    }
}

void TestTrf::aRefusedImportChangesNothing()
{
    club::Events events(*m_db);
    const io::TrfTournament t = io::readTrf(fixture("riverside.trf"), QStringLiteral("riverside.trf"));
    club::importTrfEvent(*m_db, t, {});
    const int games = countRows(*m_db, "games"), players = countRows(*m_db, "players");
    // The same name again: refused before anything is written.
    QString message;
    try {
        club::importTrfEvent(*m_db, t, {});
    } catch (const store::DbError &e) {
        message = e.message();
    }
    QCOMPARE(message, QStringLiteral("there is already an event called 'Riverside Autumn Open'"));
    // Refused for an unknown leaderboard, with a new player in the file: no player is left behind.
    io::TrfTournament renamed = t;
    renamed.players[0].name = QStringLiteral("Someone New");
    message.clear();
    try {
        club::importTrfEvent(*m_db, renamed, {QStringLiteral("Second"), {}, QStringLiteral("No Such Board"), {}});
    } catch (const store::DbError &e) {
        message = e.message();
    }
    QVERIFY(!message.isEmpty());
    QCOMPARE(countRows(*m_db, "events"), 1);
    QCOMPARE(countRows(*m_db, "games"), games);
    QCOMPARE(countRows(*m_db, "players"), players);
    // Planned rounds fewer than played.
    io::TrfTournament short5 = t;
    short5.plannedRounds = 2;
    message.clear();
    try {
        club::importTrfEvent(*m_db, short5, {QStringLiteral("Third"), {}, {}, {}});
    } catch (const store::DbError &e) {
        message = e.message();
    }
    QCOMPARE(message, QStringLiteral("the file plans 2 rounds (XXR) but holds results of 3"));
    QCOMPARE(countRows(*m_db, "events"), 1);
}

void TestTrf::pointLinesScoreTheEvent()
{
    // The card-game count, 3 for a win and 1 for a draw, in the BB lines bbpPairings reads (points in columns 5-8).
    const QByteArray file = "012 Threes\nBBW  3.0\nBBD  1.0\nBBU  3.0\n" + playerLine(1, "Al", {"0002 w 1", "0003 b ="})
        + playerLine(2, "Bo", {"0001 b 0", "0000 - U"}) + playerLine(3, "Cy", {"0000 - U", "0001 w ="});
    const io::TrfTournament t = io::readTrf(file, QStringLiteral("threes.trf"));
    QCOMPARE(t.points.win, 3.0);
    QCOMPARE(t.points.draw, 1.0);
    QCOMPARE(t.points.pairingBye, 3.0);
    const QString name = club::importTrfEvent(*m_db, t, {});
    club::Events events(*m_db);
    QCOMPARE(events.get(name).options.win, 3.0);
    std::map<QString, double> points;
    for (const club::EventStanding &s : events.standings(name))
        points[s.player] = s.points;
    QCOMPARE(points.at(QStringLiteral("Al")), 4.0); // a win and a draw
    QCOMPARE(points.at(QStringLiteral("Bo")), 3.0); // a loss and a bye
    QCOMPARE(points.at(QStringLiteral("Cy")), 4.0); // a bye and a draw
    const QStringList out = QString::fromUtf8(io::writeTrf(club::eventAsTrf(*m_db, name))).split(QLatin1Char('\n'));
    QVERIFY(out.contains(QStringLiteral("BBW  3.0")));
    QVERIFY(out.contains(QStringLiteral("BBD  1.0")));
    QVERIFY(!out.contains(QStringLiteral("BBU  3.0"))); // a bye worth a win goes without saying
    QVERIFY(!out.contains(QStringLiteral("BBL  0.0"))); // FIDE's default is not written
    // Without BBU the bye is worth a win, as bbpPairings reads it; a bye worth less is written.
    const io::TrfTournament noBbu = io::readTrf(
        "012 T\nBBW  3.0\n" + playerLine(1, "Al", {"0000 - U"}) + playerLine(2, "Bo", {}), QStringLiteral("t.trf"));
    QCOMPARE(noBbu.points.pairingBye, 3.0);
    io::TrfTournament cheapBye = noBbu;
    cheapBye.points.pairingBye = 1.0;
    QVERIFY(io::writeTrf(cheapBye).contains("\nBBU  1.0\n"));
}

void TestTrf::columnsAreCharactersNotUtf16Units()
{
    // U+1D50A (Fraktur G) is one character, two UTF-16 units: the fields after the name keep their columns. The
    // fuzz target found the reader cutting such a character in half at column 47 (tests/fuzz/trf/crash-*).
    const QString name = QString::fromUtf8("\xf0\x9d\x94\x8a"
                                           "\xc3\xb6"
                                           "del, Kurt");
    io::TrfTournament t;
    t.name = QStringLiteral("T");
    io::TrfPlayer p;
    p.number = 1;
    p.name = name;
    p.rating = 2100;
    t.players = {p};
    const QByteArray written = io::writeTrf(t);
    const QString line = QString::fromUtf8(written).split(QLatin1Char('\n')).value(1);
    QCOMPARE(line.toStdU32String().substr(48, 4), std::u32string(U"2100")); // columns 49-52
    const io::TrfTournament back = io::readTrf(written, QStringLiteral("t.trf"));
    QCOMPARE(back.players[0].name, name);
    QCOMPARE(back.players[0].rating, 2100);
    // A 33-character name with it fills columns 15-47 exactly; one more is refused.
    QCOMPARE(name.size(), 12); // UTF-16 units, for 11 characters: "\U0001D50A\u00F6del, Kurt"
    p.name = name + QString(33 - 11, QLatin1Char('x'));
    t.players = {p};
    QCOMPARE(io::readTrf(io::writeTrf(t), QStringLiteral("t.trf")).players[0].name, p.name);
    p.name += QLatin1Char('x');
    t.players = {p};
    QVERIFY_THROWS_EXCEPTION(io::InputError, io::writeTrf(t));
}

// L1: the BB lines' points keep the rule of every way in (io::resultPointsProblem); each refusal names the file,
// the line and the BB code, and for two points out of order the other's line or its default.
void TestTrf::pointsAreRangeChecked_L1_data()
{
    QTest::addColumn<QByteArray>("lines");
    QTest::addColumn<QString>("message");
    const QString range = text("is not a number of points from 0 to 99.9 with at most one decimal");
    QTest::newRow("BBW 1e30") << QByteArray("BBW 1e30\n") << text("t.trf, line 2: BBW (columns 5-8): 1e+30 ") + range;
    QTest::newRow("BBW -1") << QByteArray("BBW -1.0\n") << text("t.trf, line 2: BBW (columns 5-8): -1 ") + range;
    QTest::newRow("BBU -9") << QByteArray("BBW  1.0\nBBU -9.0\n")
                            << text("t.trf, line 3: BBU (columns 5-8): -9 ") + range;
    QTest::newRow("BBW 100") << QByteArray("BBW 100.0\n") << text("t.trf, line 2: BBW (columns 5-8): 100 ") + range;
    QTest::newRow("two decimals") << QByteArray("BBD 0.25\n")
                                  << text("t.trf, line 2: BBD (columns 5-8): 0.25 ") + range;
    QTest::newRow("BBD 5 against BBW 1")
        << QByteArray("BBW  1.0\nBBD  5.0\n")
        << text("t.trf, line 3: BBD, against BBW on line 2: a draw cannot be worth more than a win (5 against 1)");
    QTest::newRow("BBW after BBD")
        << QByteArray("BBD  5.0\nBBW  1.0\n")
        << text("t.trf, line 3: BBW, against BBD on line 2: a draw cannot be worth more than a win (5 against 1)");
    QTest::newRow("BBD 5 against the default win")
        << QByteArray("BBD  5.0\n")
        << text("t.trf, line 2: BBD, against BBW's default (the file has no BBW line): a draw cannot be worth more "
                "than a win (5 against 1)");
    QTest::newRow("BBL above the default draw")
        << QByteArray("BBL  1.0\n")
        << text("t.trf, line 2: BBL, against BBD's default (the file has no BBD line): a loss cannot be worth more "
                "than a draw (1 against 0.5)");
    QTest::newRow("BBU above BBW") << QByteArray("BBW  1.0\nBBU  2.0\n")
                                   << text("t.trf, line 3: BBU, against BBW on line 2: a bye cannot be worth more "
                                           "than a win (2 against 1)");
    QTest::newRow("BBF above BBW") << QByteArray("BBF  1.5\n")
                                   << text("t.trf, line 2: BBF, against BBW's default (the file has no BBW line): a "
                                           "forfeit loss cannot be worth more than a win (1.5 against 1)");
    QTest::newRow("BBZ above BBW") << QByteArray("BBZ  2.0\n")
                                   << text("t.trf, line 2: BBZ, against BBW's default (the file has no BBW line): a "
                                           "zero-point bye cannot be worth more than a win (2 against 1)");
    QTest::newRow("football") << QByteArray("BBW  3.0\nBBD  1.0\nBBL  0.0\nBBU  3.0\n") << text("no error");
    QTest::newRow("chess") << QByteArray("BBW  1.0\nBBD  0.5\nBBL  0.0\n") << text("no error");
    QTest::newRow("the widest") << QByteArray("BBW 99.9\nBBD 99.9\nBBL 99.9\nBBU 99.9\n") << text("no error");
}

void TestTrf::pointsAreRangeChecked_L1()
{
    QFETCH(QByteArray, lines);
    QFETCH(QString, message);
    QCOMPARE(readError("012 T\n" + lines + playerLine(1, "Al", {"0000 - U"}) + playerLine(2, "Bo", {})), message);
}

void TestTrf::legalPointsStillImport_L1()
{
    // Football's 3/1/0, a half point for a bye.
    const QByteArray file = "012 Football\nBBW  3.0\nBBD  1.0\nBBL  0.0\nBBU  1.5\n"
        + playerLine(1, "Al", {"0002 w 1", "0000 - U"}) + playerLine(2, "Bo", {"0001 b 0", "0003 w ="})
        + playerLine(3, "Cy", {"0000 - U", "0002 b ="});
    const QString name = club::importTrfEvent(*m_db, io::readTrf(file, QStringLiteral("f.trf")), {});
    const club::EventOptions o = club::Events(*m_db).get(name).options;
    QCOMPARE(o.win, 3.0);
    QCOMPARE(o.draw, 1.0);
    QCOMPARE(o.loss, 0.0);
    QCOMPARE(o.bye, 1.5);
    std::map<QString, double> points;
    for (const club::EventStanding &s : club::Events(*m_db).standings(name))
        points[s.player] = s.points;
    QCOMPARE(points.at(QStringLiteral("Al")), 4.5); // a win and a bye
    QCOMPARE(points.at(QStringLiteral("Bo")), 1.0); // a loss and a draw
    QCOMPARE(points.at(QStringLiteral("Cy")), 2.5); // a bye and a draw
    // Chess's 1/0.5/0 (riverside.trf has no BB line) imports as before.
    const QString chess
        = club::importTrfEvent(*m_db, io::readTrf(fixture("riverside.trf"), QStringLiteral("riverside.trf")), {});
    QCOMPARE(club::Events(*m_db).get(chess).options.draw, 0.5);
}

void TestTrf::exportRefusesPointsThatDoNotFit_L1()
{
    // An event stored before the rule stays readable; its TRF file is refused with the reason, not written wrong.
    io::TrfTournament t;
    t.name = QStringLiteral("Old");
    t.players.resize(1);
    t.players[0].number = 1;
    t.players[0].name = QStringLiteral("Al");
    t.points.win = 1e30;
    QString message;
    try {
        io::writeTrf(t);
    } catch (const io::InputError &e) {
        message = e.text();
    }
    QCOMPARE(message, text("BBW: 1e+30 is not a number of points from 0 to 99.9 with at most one decimal"));
    t.points.win = 1.0;
    t.points.draw = 5.0;
    message.clear();
    try {
        io::writeTrf(t);
    } catch (const io::InputError &e) {
        message = e.text();
    }
    QCOMPARE(message, text("BBD: a draw cannot be worth more than a win (5 against 1)"));
}

// L2: 132's two-digit years take the century nearest the start date (042) or the end date (052), else today.
void TestTrf::roundDatesTakeTheTournamentsCentury_L2()
{
    const QByteArray players = playerLine(1, "Al", {"0002 w 1", "0002 b =", "0002 w 0"})
        + playerLine(2, "Bo", {"0001 b 0", "0001 w =", "0001 b 1"});
    const auto dates = [](const char *a, const char *b, const char *c) -> QByteArray {
        QByteArray line = "132" + QByteArray(88, ' ') + a;
        for (const char *d : {b, c})
            line += QByteArray(10 - 8, ' ') + d;
        return line.trimmed() + '\n';
    };
    const auto read = [&](const QByteArray &head) -> io::TrfTournament {
        return io::readTrf(head + players, QStringLiteral("t.trf"));
    };
    // Without 042 and 052, the century nearest today (this test assumes a year from 2000 to 2048).
    QCOMPARE(read("012 T\n" + dates("99/12/29", "99/12/30", "99/12/31")).roundDates.value(2), QDate(1999, 12, 31));
    QCOMPARE(read("012 T\n" + dates("26/11/27", "26/11/28", "26/11/28")).roundDates.value(0), QDate(2026, 11, 27));
    // The tournament's start date says which century; the 132 line may come before it.
    QCOMPARE(read("012 T\n" + dates("99/12/29", "99/12/30", "99/12/31") + "042 2099/12/29\n").roundDates.value(2),
             QDate(2099, 12, 31));
    // A tournament over the turn of a century: each date nearest the start.
    QCOMPARE(read("012 T\n042 1999/12/30\n" + dates("99/12/30", "99/12/31", "00/01/02")).roundDates,
             (QList<QDate> {QDate(1999, 12, 30), QDate(1999, 12, 31), QDate(2000, 1, 2)}));
    // Without a start date, the end date's; one written with dashes counts too.
    QCOMPARE(read("012 T\n052 1987-06-20\n" + dates("87/06/18", "87/06/19", "87/06/20")).roundDates.value(0),
             QDate(1987, 6, 18));
    // The file writes the same two digits back, and a full year in 042 and 052.
    io::TrfTournament t = read("012 T\n" + dates("99/12/29", "99/12/30", "99/12/31"));
    const QByteArray out = io::writeTrf(t);
    QVERIFY2(out.contains("99/12/29  99/12/30  99/12/31\n"), out.constData());
}

void TestTrf::roundDatesGoingBackwardsAreRefused_L2_data()
{
    QTest::addColumn<QByteArray>("dates");
    QTest::addColumn<QString>("message");
    QTest::newRow("reversed") << QByteArray("26/11/28  25/11/28  24/11/28  23/11/28")
                              << text("t.trf, line 2: round 2's date 2025-11-28 (columns 102-109) is before round 1's, "
                                      "2026-11-28: the rounds' dates go backwards");
    QTest::newRow("past a round without a date")
        << QByteArray("25/11/28            25/11/21")
        << text("t.trf, line 2: round 3's date 2025-11-21 (columns 112-119) is before round 1's, 2025-11-28: the "
                "rounds' dates go backwards");
    QTest::newRow("two rounds a day") << QByteArray("25/11/28  25/11/28  25/11/29") << text("no error");
    QTest::newRow("over the new year") << QByteArray("25/12/31  26/01/01") << text("no error");
    QTest::newRow("29 February of a year that has none")
        << QByteArray("25/02/29")
        << text("t.trf, line 2: round 1's date '25/02/29' (columns 92-99) is not a date "
                "YY/MM/DD");
}

void TestTrf::roundDatesGoingBackwardsAreRefused_L2()
{
    QFETCH(QByteArray, dates);
    QFETCH(QString, message);
    const QByteArray file = "012 T\n132" + QByteArray(88, ' ') + dates + "\n" + playerLine(1, "Al", {"0002 w 1"})
        + playerLine(2, "Bo", {"0001 b 0"});
    QCOMPARE(readError(file), message);
}

void TestTrf::aLastCenturyFileImportsWithItsDates_L2()
{
    const QByteArray file = "012 Millennium\n132" + QByteArray(88, ' ') + "99/12/31  00/01/01\n"
        + playerLine(1, "Al", {"0002 w 1", "0002 b ="}) + playerLine(2, "Bo", {"0001 b 0", "0001 w ="});
    const QString name = club::importTrfEvent(*m_db, io::readTrf(file, QStringLiteral("m.trf")), {});
    auto dates = m_db->prepare(QStringLiteral("SELECT substr(played_at, 1, 10) FROM games ORDER BY played_at"));
    store::Database::exec(dates);
    QStringList days;
    while (dates.next())
        days.append(dates.value(0).toString());
    QCOMPARE(days, (QStringList {text("1999-12-31"), text("2000-01-01")}));
    // Out again with the full years in 042 and 052, so that any reader picks the same century.
    const io::TrfTournament out = club::eventAsTrf(*m_db, name);
    QCOMPARE(out.startDate, QStringLiteral("1999/12/31"));
    QCOMPARE(out.endDate, QStringLiteral("2000/01/01"));
    const io::TrfTournament again = io::readTrf(io::writeTrf(out), QStringLiteral("again.trf"));
    QCOMPARE(again.roundDates, (QList<QDate> {QDate(1999, 12, 31), QDate(2000, 1, 1)}));
}

QTEST_GUILESS_MAIN(TestTrf)
#include "tst_trf.moc"
