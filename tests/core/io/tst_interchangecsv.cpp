// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "history/synthetic.h"
#include "io/csvreader.h"
#include "io/dates.h"
#include "io/gamestarts.h"
#include "io/inputerror.h"
#include "io/interchangecsv.h"
#include "io/interchangereplay.h"
#include "io/textindex.h"
#include "rating/ratingsystem.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <random>

using namespace podium;
using podium::io::InputError;

namespace {

const QString kFile = QStringLiteral("games.csv");

history::History read(const QByteArray &text)
{
    return io::readInterchange(text, kFile);
}

/** Writes text to games.csv in dir; its path. */
QString writeFile(const QTemporaryDir &dir, const QByteArray &text)
{
    const QString path = dir.filePath(kFile);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

/** The message of the InputError that reading the file at path game by game throws, its directory left out. */
QString streamedErrorOf(const QString &path)
{
    try {
        io::readInterchangeGames(path, [](const history::History &, const history::HistoryGame &) { return true; });
    } catch (const InputError &error) {
        return error.text().replace(path, kFile);
    }
    return QStringLiteral("no error");
}

/** The message of the InputError that reading text throws, or "no error". The same text read game by game from a
 *  file must say the same, or the answer says what that said. */
QString errorOf(const QByteArray &text)
{
    QString whole = QStringLiteral("no error");
    try {
        io::readInterchange(text, kFile);
    } catch (const InputError &error) {
        whole = error.text();
    }
    const QTemporaryDir dir;
    const QString streamed = streamedErrorOf(writeFile(dir, text));
    return streamed == whole ? whole : QStringLiteral("read game by game: ") + streamed;
}

/** Every record of reader with the line it began on. */
std::vector<std::pair<std::vector<std::string>, qsizetype>> recordsOf(io::CsvReader &reader)
{
    std::vector<std::pair<std::vector<std::string>, qsizetype>> records;
    std::vector<std::string> fields;
    while (reader.next(fields))
        records.emplace_back(fields, reader.line());
    return records;
}

/** The error of reading text as CSV: whole, or from a file in pieces of pieceSize bytes when that is above 0. */
QString csvErrorOf(QByteArray text, qint64 pieceSize)
{
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    try {
        if (pieceSize > 0) {
            io::CsvReader reader(buffer, kFile, pieceSize);
            recordsOf(reader);
        } else {
            io::CsvReader reader(std::string_view(text.constData(), static_cast<std::size_t>(text.size())), kFile);
            recordsOf(reader);
        }
    } catch (const InputError &error) {
        return error.text();
    }
    return QStringLiteral("no error");
}

/** The standings as text: player, value, rating and record, exactly. */
QStringList standingsText(const history::History &h, const std::vector<history::Standing> &standings)
{
    QStringList lines;
    for (const history::Standing &s : standings)
        lines.append(QStringLiteral("%1 %2 %3 %4 %5/%6/%7")
                         .arg(QString::fromStdString(h.players[static_cast<std::size_t>(s.player)]))
                         .arg(s.value, 0, 'g', 17)
                         .arg(s.rating.mu, 0, 'g', 17)
                         .arg(s.rating.sigma, 0, 'g', 17)
                         .arg(s.wins)
                         .arg(s.draws)
                         .arg(s.losses));
    return lines;
}

bool sameNumber(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

/** Same games, same rows, same players by name; a reader numbers players by first appearance, so
 *  their indices may differ. */
void compareHistories(const history::History &a, const history::History &b)
{
    QCOMPARE(a.games.size(), b.games.size());
    QCOMPARE(a.entries.size(), b.entries.size());
    for (std::size_t g = 0; g < a.games.size(); ++g) {
        QCOMPARE(a.games[g].id, b.games[g].id);
        QCOMPARE(a.games[g].date, b.games[g].date);
        QCOMPARE(a.games[g].kind, b.games[g].kind);
        QCOMPARE(a.games[g].firstEntry, b.games[g].firstEntry);
        QCOMPARE(a.games[g].entryCount, b.games[g].entryCount);
    }
    for (std::size_t e = 0; e < a.entries.size(); ++e) {
        QCOMPARE(a.players[static_cast<std::size_t>(a.entries[e].player)],
                 b.players[static_cast<std::size_t>(b.entries[e].player)]);
        QCOMPARE(a.entries[e].team, b.entries[e].team);
        QCOMPARE(a.entries[e].rank, b.entries[e].rank);
        QVERIFY(sameNumber(a.entries[e].score, b.entries[e].score));
        QVERIFY(sameNumber(a.entries[e].minutes, b.entries[e].minutes));
    }
}

} // namespace

class TestInterchangeCsv : public QObject
{
    Q_OBJECT

private slots:
    void readsGamesAndSides();
    void columnsByNameInAnyOrder();
    void byteOrderMarkCrlfAndQuotes();
    void normalisesDates_data();
    void normalisesDates();
    void errorsNameFileLineAndColumn_data();
    void errorsNameFileLineAndColumn();
    void everyProblemLineByLine();
    void csvReaderQuoting();
    void roundTrip_data();
    void roundTrip();
    void largeFile();
    void m8InvalidUtf8IsRefusedWithLineAndColumn();
    void m9OneGameIsBoundedAndReadInLinearTime();
    void m4TeamsAreTheSameAfterTrimming();
    void l6ControlCharactersInNamesAreRefused();
    void csvReaderReadsAFileInPieces();
    void readsAFileGameByGame();
    void lateProblemsOfAFileReadGameByGame();
    void replaysAFileInDateOrderAsItIsRead();
    void gameStartsKnowEveryHashOnce();
    void textIndexFindsEveryTextItWasGiven();
};

void TestInterchangeCsv::readsGamesAndSides()
{
    const auto h = read("game_id,date,kind,participant,team,rank,score,minutes\n"
                        "g1,2024-05-01,h2h,ann,,1,3,20\n"
                        "g1,2024-05-01,h2h,bob,,2,1,20\n"
                        "g2,2024-05-02T20:15,team,cid,red,2,,\n"
                        "g2,2024-05-02T20:15,team,ann,blue,1,5,12.5\n"
                        "g2,2024-05-02T20:15,team,bob,red,2,2,30\n"
                        "g3,2024-05-03,ffa,bob,,1,,\n"
                        "g3,2024-05-03,ffa,cid,,1,,\n"
                        "g3,2024-05-03,ffa,ann,,3,,\n");
    QCOMPARE(h.players, (std::vector<std::string> {"ann", "bob", "cid"}));
    QCOMPARE(h.games.size(), std::size_t(3));
    QCOMPARE(h.games[1].id, std::string("g2"));
    QCOMPARE(h.games[1].date, std::string("2024-05-02T20:15:00"));
    QCOMPARE(h.games[1].kind, history::GameKind::Team);
    QCOMPARE(h.games[1].firstEntry, std::size_t(2));
    QCOMPARE(h.games[1].entryCount, std::size_t(3));
    QCOMPARE(h.games[1].sourceLine, std::size_t(4));
    // Team sides in order of first appearance: red is side 0, blue side 1.
    QCOMPARE(h.entries[2].team, 0);
    QCOMPARE(h.entries[3].team, 1);
    QCOMPARE(h.entries[4].team, 0);
    QCOMPARE(h.entries[3].minutes, 12.5);
    QVERIFY(std::isnan(h.entries[2].score));
    QCOMPARE(h.entries[4].sourceLine, std::size_t(6));
    // Free-for-all: everyone on their own side, ties allowed.
    QCOMPARE(h.entries[5].team, 0);
    QCOMPARE(h.entries[6].team, 1);
    QCOMPARE(h.entries[7].team, 2);
    QCOMPARE(h.entries[6].rank, 1);
}

void TestInterchangeCsv::columnsByNameInAnyOrder()
{
    // Optional columns left out, an unknown one ignored, order shuffled.
    const auto h = read("rank,participant,comment,kind,date,game_id\n"
                        "1,ann,great game,h2h,2024-01-01,1\n"
                        "2,bob,,h2h,2024-01-01,1\n");
    QCOMPARE(h.games.size(), std::size_t(1));
    QCOMPARE(h.entries[1].rank, 2);
    QCOMPARE(h.players[1], std::string("bob"));
    QVERIFY(std::isnan(h.entries[0].minutes));
}

void TestInterchangeCsv::byteOrderMarkCrlfAndQuotes()
{
    const auto h = read("\xEF\xBB\xBFgame_id,date,kind,participant,team,rank,score,minutes\r\n"
                        "\"g,1\",2024-05-01,h2h,\"O'Neil, \"\"Ace\"\"\",,1,3,20\r\n"
                        "\"g,1\",2024-05-01,h2h,multi,,2,1,20,\"an extra field\non two lines\"\r\n"
                        "g2,2024-05-01,h2h,Zoë,,1,,\r\n"
                        "g2,2024-05-01,h2h,bob,,2,,\r\n");
    QCOMPARE(h.games[0].id, std::string("g,1"));
    QCOMPARE(h.players[0], std::string("O'Neil, \"Ace\""));
    QCOMPARE(h.players[1], std::string("multi"));
    QCOMPARE(h.players[2], std::string("Zoë"));
    // The quoted line break moves the following rows down: g2 starts on line 5.
    QCOMPARE(h.games[1].sourceLine, std::size_t(5));
}

void TestInterchangeCsv::normalisesDates_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("normalised");
    QTest::newRow("date") << "2024-02-29"
                          << "2024-02-29T00:00:00";
    QTest::newRow("minutes") << "2024-02-29T18:05"
                             << "2024-02-29T18:05:00";
    QTest::newRow("seconds") << "2024-02-29T18:05:09"
                             << "2024-02-29T18:05:09";
    QTest::newRow("space") << "2024-02-29 18:05"
                           << "2024-02-29T18:05:00";
    QTest::newRow("no leap day") << "2023-02-29"
                                 << "";
    QTest::newRow("month 13") << "2024-13-01"
                              << "";
    QTest::newRow("hour 24") << "2024-01-01T24:00"
                             << "";
    QTest::newRow("day first") << "01.02.2024"
                               << "";
    QTest::newRow("short") << "2024-1-1"
                           << "";
    QTest::newRow("zone") << "2024-01-01T10:00:00Z"
                          << "";
}

void TestInterchangeCsv::normalisesDates()
{
    QFETCH(QString, text);
    QFETCH(QString, normalised);
    QCOMPARE(QString::fromStdString(io::normaliseDate(text.toStdString())), normalised);
}

void TestInterchangeCsv::errorsNameFileLineAndColumn_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    const QByteArray header = "game_id,date,kind,participant,team,rank,score,minutes\n";
    const QByteArray duel = "1,2024-01-01,h2h,ann,,1,,\n1,2024-01-01,h2h,bob,,2,,\n";
    QTest::newRow("empty")
        << QByteArray()
        << "games.csv:1: the file is empty; expected the header game_id,date,kind,participant,team,rank,score,minutes";
    QTest::newRow("missing column") << QByteArray("game_id,date,kind,participant,team\n")
                                    << "games.csv:1: the header has no column 'rank'";
    QTest::newRow("column twice") << QByteArray("game_id,date,kind,rank,participant,rank\n")
                                  << "games.csv:1: the header names column 'rank' twice";
    QTest::newRow("short row") << header + "1,2024-01-01,h2h\n"
                               << "games.csv:2: 3 fields, but the header has at least 8";
    QTest::newRow("empty id") << header + ",2024-01-01,h2h,ann,,1,,\n"
                              << "games.csv:2: column 'game_id': the game id is empty";
    QTest::newRow("bad date")
        << header + "1,2024-31-01,h2h,ann,,1,,\n"
        << "games.csv:2: column 'date': '2024-31-01' is not a date (YYYY-MM-DD, or YYYY-MM-DDTHH:MM[:SS])";
    QTest::newRow("bad kind") << header + "1,2024-01-01,duel,ann,,1,,\n"
                              << "games.csv:2: column 'kind': 'duel' is not a kind of game (h2h, ffa or team)";
    QTest::newRow("bad rank") << header + duel + "2,2024-01-02,h2h,ann,,first,,\n"
                              << "games.csv:4: column 'rank': 'first' is not a rank (a whole number, 1 for the best)";
    QTest::newRow("rank zero") << header + "1,2024-01-01,h2h,ann,,0,,\n"
                               << "games.csv:2: column 'rank': '0' is not a rank (a whole number, 1 for the best)";
    QTest::newRow("bad score") << header + "1,2024-01-01,h2h,ann,,1,3 pts,\n"
                               << "games.csv:2: column 'score': '3 pts' is not a number";
    QTest::newRow("bad minutes") << header + "1,2024-01-01,h2h,ann,,1,3,inf\n"
                                 << "games.csv:2: column 'minutes': 'inf' is not a number";
    QTest::newRow("player twice") << header + "1,2024-01-01,h2h,ann,,1,,\n1,2024-01-01,h2h,ann,,2,,\n"
                                  << "games.csv:3: column 'participant': 'ann' is in this game twice";
    QTest::newRow("empty participant") << header + "1,2024-01-01,h2h,,,1,,\n"
                                       << "games.csv:2: column 'participant': the participant is empty";
    QTest::newRow("not adjacent") << header + duel
            + "2,2024-01-02,h2h,ann,,1,,\n2,2024-01-02,h2h,bob,,2,,\n1,2024-01-01,h2h,cid,,1,,\n"
                                  << "games.csv:6: column 'game_id': game '1' continues here, but its rows started on "
                                     "line 2 and another game came in between: the rows of a game must be adjacent";
    QTest::newRow("date differs")
        << header + "1,2024-01-01,h2h,ann,,1,,\n1,2024-01-02,h2h,bob,,2,,\n"
        << "games.csv:3: column 'date': '2024-01-02' differs from the date on the game's first row, line 2";
    QTest::newRow("kind differs")
        << header + "1,2024-01-01,h2h,ann,,1,,\n1,2024-01-01,ffa,bob,,2,,\n"
        << "games.csv:3: column 'kind': 'ffa' differs from the kind on the game's first row, line 2";
    QTest::newRow("h2h of three") << header + duel + "1,2024-01-01,h2h,cid,,3,,\n"
                                  << "games.csv:2: game '1': a head-to-head game has two participants, this one has 3";
    QTest::newRow("one side") << header
            + "1,2024-01-01,ffa,ann,,1,,\n2,2024-01-01,ffa,bob,,1,,\n2,2024-01-01,ffa,cid,,2,,\n"
                              << "games.csv:2: game '1': a game needs at least two sides";
    QTest::newRow("team without name") << header + "1,2024-01-01,team,ann,red,1,,\n1,2024-01-01,team,bob,,2,,\n"
                                       << "games.csv:3: column 'team': a team game needs the team of every participant";
    QTest::newRow("team ranks differ")
        << header + "1,2024-01-01,team,ann,red,1,,\n1,2024-01-01,team,bob,blue,2,,\n1,2024-01-01,team,cid,red,2,,\n"
        << "games.csv:4: column 'rank': rank 2, but team 'red' has rank 1 on line 2: a team has one rank";
    QTest::newRow("one team") << header + "1,2024-01-01,team,ann,red,1,,\n1,2024-01-01,team,bob,red,1,,\n"
                              << "games.csv:2: game '1': a game needs at least two sides";
    QTest::newRow("open quote") << header + "1,2024-01-01,h2h,\"ann,,1,,\n"
                                << "games.csv:2: a quoted field is never closed";
    QTest::newRow("stray quote")
        << header + "1,2024-01-01,h2h,an\"n,,1,,\n"
        << "games.csv:2: a quote inside an unquoted field (quote the whole field and double the quote)";
    QTest::newRow("text after quote") << header + "1,2024-01-01,h2h,\"ann\"x,,1,,\n"
                                      << "games.csv:2: unexpected text after a closing quote";
}

void TestInterchangeCsv::errorsNameFileLineAndColumn()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    QCOMPARE(errorOf(text.constData()), message);
}

void TestInterchangeCsv::everyProblemLineByLine()
{
    // Three bad rows and a game of one side: all four are reported, in file order. The head-to-head game with a
    // refused row is not also reported as having one participant; the rest of a game whose first row was
    // refused (line 6) is skipped without a message of its own.
    const QString message = errorOf("game_id,date,kind,participant,team,rank,score,minutes\n"
                                    "1,2024-01-01,h2h,ann,,1,,\n"
                                    "1,2024-01-01,h2h,bob,,two,,\n"
                                    "2,2024-01-02,ffa,ann,,1,,\n"
                                    "3,2024-02-30,h2h,ann,,1,,\n"
                                    "3,2024-02-30,h2h,cid,,2,,\n"
                                    "4,2024-01-04,h2h,bob,,1,x,\n"
                                    "4,2024-01-04,h2h,cid,,2,,\n"
                                    "5,2024-01-05,h2h,ann,,1,,\n"
                                    "5,2024-01-05,h2h,bob,,2,,\n");
    QCOMPARE(message.split(QLatin1Char('\n')),
             QStringList({
                 QStringLiteral("games.csv:3: column 'rank': 'two' is not a rank (a whole number, 1 for the best)"),
                 QStringLiteral("games.csv:4: game '2': a game needs at least two sides"),
                 QStringLiteral(
                     "games.csv:5: column 'date': '2024-02-30' is not a date (YYYY-MM-DD, or YYYY-MM-DDTHH:MM[:SS])"),
                 QStringLiteral("games.csv:7: column 'score': 'x' is not a number"),
             }));
    // A file that is all wrong stops after 50 problems.
    QByteArray wrong = "game_id,date,kind,participant,team,rank,score,minutes\n";
    for (int i = 0; i < 80; ++i)
        wrong += QByteArray::number(i) + ",2024-01-01,duel,ann,,1,,\n";
    const QStringList lines = errorOf(wrong.constData()).split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 51);
    QCOMPARE(lines.front(),
             QStringLiteral("games.csv:2: column 'kind': 'duel' is not a kind of game (h2h, ffa or team)"));
    QCOMPARE(lines.back(), QStringLiteral("games.csv: stopped after 50 problems"));
}

void TestInterchangeCsv::csvReaderQuoting()
{
    const std::string data = "a,\"b,c\",\"d\"\"e\"\r\n\"\",,\"x\ny\"\nlast";
    io::CsvReader reader(data, kFile);
    std::vector<std::string> fields;
    QVERIFY(reader.next(fields));
    QCOMPARE(fields, (std::vector<std::string> {"a", "b,c", "d\"e"}));
    QCOMPARE(reader.line(), 1);
    QVERIFY(reader.next(fields));
    QCOMPARE(fields, (std::vector<std::string> {"", "", "x\ny"}));
    QCOMPARE(reader.line(), 2);
    QVERIFY(reader.next(fields));
    QCOMPARE(fields, (std::vector<std::string> {"last"}));
    QCOMPARE(reader.line(), 4);
    QVERIFY(!reader.next(fields));
    QCOMPARE(io::csvField("plain"), std::string("plain"));
    QCOMPARE(io::csvField("a,\"b\""), std::string("\"a,\"\"b\"\"\""));
}

void TestInterchangeCsv::roundTrip_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("h2h") << int(history::GameKind::HeadToHead);
    QTest::newRow("ffa") << int(history::GameKind::FreeForAll);
    QTest::newRow("team") << int(history::GameKind::Team);
}

void TestInterchangeCsv::roundTrip()
{
    QFETCH(int, kind);
    const auto original = history::generateSynthetic({history::GameKind(kind), 30, 500, 7, 3, 6});
    const QByteArray written = io::writeInterchange(original);
    const auto back = io::readInterchange(written, kFile);
    compareHistories(original, back);
    QCOMPARE(io::writeInterchange(back), written);
}

void TestInterchangeCsv::largeFile()
{
    // 50,000 four-a-side games: 400,000 rows, read in well under a second in Release.
    const auto original = history::generateSynthetic({history::GameKind::Team, 2000, 50000, 11, 4, 8});
    const auto back = io::readInterchange(io::writeInterchange(original), kFile);
    QCOMPARE(back.games.size(), std::size_t(50000));
    QCOMPARE(back.entries.size(), std::size_t(400000));
    QCOMPARE(back.players.size(), original.players.size());
    QCOMPARE(back.entries.back().sourceLine, std::size_t(400001));
}

// M8: "an\xff\xfen" and "an\xfe\xffn" became one player of U+FFFD characters, and a game id with invalid UTF-8 was
// stored raw. The whole file is refused at the first bad byte, with its line and column (in characters).
void TestInterchangeCsv::m8InvalidUtf8IsRefusedWithLineAndColumn()
{
    QCOMPARE(errorOf("game_id,date,kind,participant,team,rank,score,minutes\n"
                     "1,2024-05-01,h2h,ann,,1,3,20\n"
                     "1,2024-05-01,h2h,Zo\xc3\xab\xff,,2,1,20\n"),
             QStringLiteral("games.csv:3:21: not valid UTF-8 (byte 0xff); save the file as UTF-8"));
    QCOMPARE(errorOf("\xEF\xBB\xBFgame_id,date,kind,participant,team,rank,score,minutes\ng\xff"
                     "1,2024-05-01,h2h,a,,1,,\n"),
             QStringLiteral("games.csv:2:2: not valid UTF-8 (byte 0xff); save the file as UTF-8"));
    // Overlong forms, surrogates and code points above U+10FFFF are not UTF-8 either.
    for (const char *bad : {"\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe2\x82"}) {
        const QByteArray text = QByteArray("game_id,date,kind,participant,team,rank,score,minutes\n1,") + bad + "\n";
        QVERIFY2(errorOf(text.constData()).startsWith(QStringLiteral("games.csv:2:3: not valid UTF-8")),
                 qPrintable(errorOf(text.constData())));
    }
}

// M9: the reader scanned every earlier row of a game for each row (200,000 rows: 20 s). It now looks players and
// teams up in hash tables, and a game has at most 1,000 sides and 10,000 participants.
void TestInterchangeCsv::m9OneGameIsBoundedAndReadInLinearTime()
{
    QByteArray teams = "game_id,date,kind,participant,team,rank,score,minutes\n";
    for (int i = 0; i < 10000; ++i)
        teams += "big,2024-05-01,team,p" + QByteArray::number(i) + ",t" + QByteArray::number(i / 10) + ","
            + QByteArray::number(i / 10 + 1) + ",,\n";
    const history::History h = read(teams.constData());
    QCOMPARE(h.entries.size(), std::size_t(10000));
    QCOMPARE(h.entries.back().team, 999);
    QCOMPARE(errorOf(QByteArray(teams + "big,2024-05-01,team,p10000,t0,1,,\n")),
             QStringLiteral("games.csv:10002: column 'participant': a game has at most 10000 participants"));
    QByteArray ffa = "game_id,date,kind,participant,team,rank,score,minutes\n";
    for (int i = 0; i < 1001; ++i)
        ffa += "big,2024-05-01,ffa,p" + QByteArray::number(i) + ",," + QByteArray::number(i + 1) + ",,\n";
    // Said once, not for every row after the limit; the next game is read again.
    QCOMPARE(errorOf(QByteArray(ffa + "big,2024-05-01,ffa,q,,1,,\n")),
             QStringLiteral("games.csv:1002: column 'participant': a game has at most 1000 sides"));
}

// M4: the reader compared team names as written, while the club keeps them trimmed: " A " and "A" were two teams in
// a file and one team with two ranks in the club. Teams are now the same when their trimmed names are.
void TestInterchangeCsv::m4TeamsAreTheSameAfterTrimming()
{
    const QByteArray header = "game_id,date,kind,participant,team,rank,score,minutes\n";
    QCOMPARE(errorOf(QByteArray(
                 header + "1,2024-05-01,team,c1,A,1,,\n1,2024-05-01,team,c2, A ,3,,\n1,2024-05-01,team,d1,B,2,,\n")),
             QStringLiteral("games.csv:3: column 'rank': rank 3, but team 'A' has rank 1 on line 2: a team has one "
                            "rank"));
    const history::History h = read(QByteArray(
        header + "1,2024-05-01,team,c1,A,1,,\n1,2024-05-01,team,c2,\" A  \",1,,\n1,2024-05-01,team,d1,B  b,2,,\n"));
    QCOMPARE(h.entries[1].team, 0);
    QCOMPARE(h.teamNames, (std::vector<std::string> {"A", "A", "B b"}));
}

// L6: NUL and ESC in a participant were stored as raw bytes. Names refuse control characters, tab included, with
// the line and the column.
void TestInterchangeCsv::l6ControlCharactersInNamesAreRefused()
{
    const QByteArray header = "game_id,date,kind,participant,team,rank,score,minutes\n";
    QCOMPARE(errorOf(QByteArray(header + "1,2024-05-01,h2h,an\x1bn,,1,,\n1,2024-05-01,h2h,bob,,2,,\n")),
             QStringLiteral("games.csv:2: column 'participant': contains the control character U+001B at character 3"));
    QCOMPARE(errorOf(QByteArray(header + "1,2024-05-01,team,ann,\"red\tteam\",1,,\n1,2024-05-01,team,bob,b,2,,\n")),
             QStringLiteral("games.csv:2: column 'team': contains the control character U+0009 at character 4"));
    const QByteArray nul = header + QByteArray("1,2024-05-01,h2h,an\0n,,1,,\n", 27) + "1,2024-05-01,h2h,bob,,2,,\n";
    QCOMPARE(errorOf(nul),
             QStringLiteral("games.csv:2: column 'participant': contains the control character U+0000 at character 3"));
}

// A file is read piece by piece (CsvReader::kPieceSize): pieces of any size, ending anywhere (inside quotes, between
// CR and LF, inside a UTF-8 sequence, between doubled quotes), give the records, lines and errors of the whole text.
void TestInterchangeCsv::csvReaderReadsAFileInPieces()
{
    const std::vector<QByteArray> cells {"",
                                         "plain",
                                         "Zo\xc3\xab",
                                         "\"a,b\"",
                                         "\"say \"\"hi\"\"\"",
                                         "\"two\nlines\"",
                                         "\"cr\r\nlf\"",
                                         "\xe6\x97\xa5\xf0\x9f\x8e\xb2",
                                         "x y"};
    const std::vector<QByteArray> ends {"\n", "\r\n", "\r"};
    std::mt19937 random(7);
    QByteArray text = "\xEF\xBB\xBF";
    for (int r = 0; r < 2000; ++r) {
        for (std::size_t c = 0, n = 1 + random() % 6; c < n; ++c)
            text += (c > 0 ? "," : "") + cells[random() % cells.size()];
        text += ends[random() % ends.size()];
    }
    text += "last,\"field\""; // no line break at the end
    io::CsvReader whole(std::string_view(text.constData(), static_cast<std::size_t>(text.size())), kFile);
    const auto expected = recordsOf(whole);
    QVERIFY(expected.size() > 1900); // a lone CR and an empty record's LF make one CRLF
    for (const qint64 piece : {1, 2, 3, 5, 8, 13, 64, 4096}) {
        QBuffer buffer(&text);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        io::CsvReader pieces(buffer, kFile, piece);
        QVERIFY2(recordsOf(pieces) == expected, qPrintable(QStringLiteral("pieces of %1 bytes").arg(piece)));
    }
    // Errors, a byte that is not UTF-8 at the end of a long text among them.
    const QByteArray longText = QByteArray("a,b\r\n").repeated(3000);
    const QList<QByteArray> bads {QByteArray("a,\"open\nb\n"),
                                  QByteArray("a,b\"c\n"),
                                  QByteArray("\"q\"x\n"),
                                  QByteArray(longText + "Zo\xc3\xab\xff\n"),
                                  QByteArray("\xEF\xBB\xBF" + longText + "\xe2\x82\n"),
                                  QByteArray(longText + "\"open")};
    for (const QByteArray &bad : bads) {
        const QString message = csvErrorOf(bad, 0);
        QVERIFY(message != QStringLiteral("no error"));
        for (const qint64 piece : {1, 2, 3, 7, 4096})
            QCOMPARE(csvErrorOf(bad, piece), message);
    }
}

// readInterchangeGames hands on the games of readInterchange one by one, keeping only the current one.
void TestInterchangeCsv::readsAFileGameByGame()
{
    const QByteArray text
        = io::writeInterchange(history::generateSynthetic({history::GameKind::Team, 300, 8000, 5, 3, 6}));
    const QTemporaryDir dir;
    const QString path = writeFile(dir, text);
    QVERIFY(text.size() > 4 * io::CsvReader::kPieceSize);
    history::History collected;
    std::size_t mostEntries = 0;
    const auto players = io::readInterchangeGames(path, [&](const history::History &h, const history::HistoryGame &g) {
        mostEntries = std::max(mostEntries, h.entries.size());
        history::HistoryGame game = g;
        game.firstEntry = collected.entries.size();
        collected.entries.insert(collected.entries.end(), h.entries.begin() + static_cast<std::ptrdiff_t>(g.firstEntry),
                                 h.entries.begin() + static_cast<std::ptrdiff_t>(g.firstEntry + g.entryCount));
        collected.games.push_back(game);
        return true;
    });
    QVERIFY(players.has_value());
    QVERIFY(players->games.size() <= 1);
    QCOMPARE(mostEntries, std::size_t(6));
    collected.players = players->players;
    compareHistories(read(text), collected);
    // The handler stops the reading.
    int seen = 0;
    QVERIFY(!io::readInterchangeGames(path, [&](const history::History &, const history::HistoryGame &) {
                 return ++seen < 10;
             }).has_value());
    QCOMPARE(seen, 10);
}

// Problems far into a file read game by game (pieces after the first) are told as when it is read whole: every
// problem, by line and column, a game id that comes back, and a byte that is not UTF-8 before any of them.
void TestInterchangeCsv::lateProblemsOfAFileReadGameByGame()
{
    QByteArray text
        = io::writeInterchange(history::generateSynthetic({history::GameKind::HeadToHead, 50, 20000, 3, 1, 2}));
    QVERIFY(text.size() > 3 * io::CsvReader::kPieceSize);
    const qsizetype lines = text.count('\n');
    const QByteArray badRank = "g1,2026-01-01,h2h,ann,,first,,\ng1,2026-01-01,h2h,bob,,2,,\n";
    QCOMPARE(errorOf(text + badRank),
             QStringLiteral("games.csv:%1: column 'rank': 'first' is not a rank (a whole number, 1 for the best)")
                 .arg(lines + 1));
    const QByteArray again = "1,2026-01-01,h2h,ann,,1,,\n1,2026-01-01,h2h,bob,,2,,\n";
    QCOMPARE(errorOf(text + again),
             QStringLiteral("games.csv:%1: column 'game_id': game '1' continues here, but its rows started on line 2 "
                            "and another game came in between: the rows of a game must be adjacent")
                 .arg(lines + 1));
    QCOMPARE(errorOf(text + badRank + "x,2026-01-01,h2h,Zo\xc3\xab\xff,,1,,\n"),
             QStringLiteral("games.csv:%1:21: not valid UTF-8 (byte 0xff); save the file as UTF-8").arg(lines + 3));
    text.replace("\n", "\r\n");
    QCOMPARE(errorOf(text + "2,2026-01-01,h2h,ann,,1,,\r\n"),
             QStringLiteral("games.csv:%1: column 'game_id': game '2' continues here, but its rows started on line 4 "
                            "and another game came in between: the rows of a game must be adjacent")
                 .arg(lines + 1));
}

// A replay of a file in date order rates each game as it is read; out of order, the file is read whole and sorted.
// Either way the standings and the errors are those of reading the whole file and replaying it.
void TestInterchangeCsv::replaysAFileInDateOrderAsItIsRead()
{
    const QByteArray inOrder
        = io::writeInterchange(history::generateSynthetic({history::GameKind::HeadToHead, 200, 10000, 9, 1, 2}));
    // The last game first and the second last game second: sorting by date puts them back.
    QList<QByteArray> rows = inOrder.split('\n');
    rows.removeLast(); // after the last line break
    QList<QByteArray> moved = rows.mid(rows.size() - 4);
    rows.remove(rows.size() - 4, 4);
    rows.insert(1, moved.at(2));
    rows.insert(2, moved.at(3));
    rows.insert(3, moved.at(0));
    rows.insert(4, moved.at(1));
    const QByteArray outOfOrder = rows.join('\n') + '\n';
    QVERIFY(outOfOrder != inOrder);
    const QTemporaryDir dir;
    for (const char *algorithm : {"trueskill", "elo", "glicko2", "zonestats"}) {
        const auto system = rating::makeRatingSystem(algorithm);
        const history::History h = read(inOrder);
        // Rated one by one (an observer wants every game in turn), not two at once (RatingSystem::rateTwo).
        const auto eachGame = [](std::size_t, const std::vector<rating::Rating> &) {};
        const QStringList expected = standingsText(h, history::replay(h, *system, eachGame));
        QCOMPARE(expected.size(), 200);
        for (const QByteArray &text : {inOrder, outOfOrder}) {
            const io::ReplayedHistory streamed = io::replayInterchangeFile(writeFile(dir, text), *system);
            QCOMPARE(standingsText(streamed.history, streamed.standings), expected);
            const io::ReplayedHistory inMemory = io::replayInterchange(text, kFile, *system);
            QCOMPARE(standingsText(inMemory.history, inMemory.standings), expected);
        }
    }
    // Free-for-alls, which TrueSkill rates two at once where consecutive games share no player: what one by one gives.
    const QByteArray ffa
        = io::writeInterchange(history::generateSynthetic({history::GameKind::FreeForAll, 200, 3000, 4, 1, 8}));
    const auto trueskill = rating::makeRatingSystem("trueskill");
    const history::History ffaHistory = read(ffa);
    const QStringList oneByOne = standingsText(
        ffaHistory, history::replay(ffaHistory, *trueskill, [](std::size_t, const std::vector<rating::Rating> &) {}));
    QCOMPARE(oneByOne.size(), 200);
    const io::ReplayedHistory streamedFfa = io::replayInterchangeFile(writeFile(dir, ffa), *trueskill);
    QCOMPARE(standingsText(streamedFfa.history, streamedFfa.standings), oneByOne);
    // A game the system refuses is told once the file is read: a problem in the file after it comes first.
    const auto zonestats = rating::makeRatingSystem("zonestats");
    const QByteArray noMinutes = "x,2026-01-01,h2h,ann,,1,,\nx,2026-01-01,h2h,bob,,2,,\n";
    const QString path = writeFile(dir, inOrder + noMinutes);
    try {
        io::replayInterchangeFile(path, *zonestats);
        QFAIL("a game without minutes was rated by ZoneStats");
    } catch (const history::ReplayError &error) {
        QCOMPARE(error.gameId, std::string("x"));
        QCOMPARE(error.sourceLine, static_cast<std::size_t>(inOrder.count('\n') + 1));
    }
    const QString both = writeFile(dir, inOrder + noMinutes + "y,2026-01-02,h2h,ann,,one,,\n");
    try {
        io::replayInterchangeFile(both, *zonestats);
        QFAIL("a file with a bad rank was replayed");
    } catch (const InputError &error) {
        QCOMPARE(error.text().replace(both, kFile),
                 QStringLiteral("games.csv:%1: column 'rank': 'one' is not a rank (a whole number, 1 for the best)")
                     .arg(inOrder.count('\n') + 3));
    }
}

// Each hash is new once, also after the table has grown many times; hashes that share the upper half that places
// them stay apart, and 0 (the mark of an empty slot) is taken as 1.
void TestInterchangeCsv::gameStartsKnowEveryHashOnce()
{
    io::GameStarts starts;
    const std::uint64_t first = 0x9e3779b900000002u;
    const std::uint64_t near = 0x9e3779b9ffff0003u; // the same upper half: the slot next to first's
    QVERIFY(starts.insert(first));
    QVERIFY(starts.insert(near));
    QVERIFY(!starts.insert(first));
    QVERIFY(!starts.insert(near));
    QVERIFY(starts.insert(0));
    QVERIFY(!starts.insert(1)); // shares 0's slot: the reader then looks for the id in the file
    // Ten thousand more hashes grow the table from 1,024 slots several times.
    const auto hashOf = [](std::uint64_t i) { return i * 0x9e3779b97f4a7c15u; };
    for (std::uint64_t i = 100; i < 10100; ++i)
        QVERIFY(starts.insert(hashOf(i)));
    QVERIFY(!starts.insert(first));
    QVERIFY(!starts.insert(near));
    QVERIFY(!starts.insert(0));
    for (std::uint64_t i = 100; i < 10100; i += 997)
        QVERIFY(!starts.insert(hashOf(i)));
    QVERIFY(starts.insert(hashOf(10100)));
    // Room made at once keeps what is known.
    starts.expect(100000);
    QVERIFY(!starts.insert(hashOf(5000)));
    QVERIFY(starts.insert(hashOf(20000)));
}

// The reader's table of the texts it has met: short texts kept in their slot, longer ones (past 19 bytes) apart, and
// texts that differ only far in, all found again after the table has grown many times; a text never added is not.
void TestInterchangeCsv::textIndexFindsEveryTextItWasGiven()
{
    io::TextIndex index;
    QCOMPARE(index.find("ann"), -1); // empty
    const auto text = [](int i) {
        // Short ids, names of exactly 19 and 20 bytes, and long names that share their first 40 bytes.
        switch (i % 4) {
        case 0:
            return std::to_string(i);
        case 1:
            return QStringLiteral("%1").arg(i, 19, 10, QLatin1Char('x')).toStdString();
        case 2:
            return QStringLiteral("%1").arg(i, 20, 10, QLatin1Char('y')).toStdString();
        default:
            return std::string(40, 'z') + " Player " + std::to_string(i);
        }
    };
    index.add("", 0);
    for (int i = 1; i <= 5000; ++i)
        index.add(text(i), i);
    QCOMPARE(index.find(""), 0);
    for (int i = 1; i <= 5000; ++i)
        QCOMPARE(index.find(text(i)), i);
    for (int i = 5001; i <= 5100; ++i)
        QCOMPARE(index.find(text(i)), -1);
    QCOMPARE(index.find(std::string(40, 'z') + " Player "), -1); // a prefix of the long ones
    QCOMPARE(index.find(text(2).substr(0, 19)), -1); // a 20-byte text cut to what a slot holds
}

QTEST_GUILESS_MAIN(TestInterchangeCsv)
#include "tst_interchangecsv.moc"
