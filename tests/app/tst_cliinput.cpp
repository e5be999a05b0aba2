// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium-cli on input it must refuse with a message that says what and where (L5 of the reliability review of
// 2026-11-28), and names that would not read as they look (L6): invisible and direction-changing characters, and
// JSON's lone surrogates.
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Result = podium::test::CliResult;
using podium::test::cli;

QByteArray failure(const QString &message)
{
    return "podium-cli: " + message.toUtf8() + '\n';
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(no file)");
}

void writeAll(const QString &path, const QByteArray &data)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(data), data.size());
}

/** A game of chess as games add reads it, between the players of names (JSON text, escapes allowed). */
QByteArray chessGame(const char *first, const char *second)
{
    return QByteArray(R"({"date":"2026-01-01","discipline":"Chess","teams":[[{"player":")") + first
        + R"("}],[{"player":")" + second + R"("}]],"ranks":[1,2]})";
}

} // namespace

class TestCliInput : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void negativeNumbersAreArguments_data();
    void negativeNumbersAreArguments();
    void demoSaysWhatItNeeds();
    void unknownPlayerBeforeWhichLeaderboard();
    void editOfAMissingGameBeforeReadingTheJson();
    void extraArgumentsAreRefused_data();
    void extraArgumentsAreRefused();
    void emptyLeaderboardRangeIsRefused();
    void unknownExtensionIsRefused();
    void eventShowOfARoundItDoesNotHave();
    void generateOptionOfAnotherKind();
    void pdfLeavesStandardErrorQuiet();
    void invisibleCharactersInNames_data();
    void invisibleCharactersInNames();
    void joinersWhereTheyShowAreNames();
    void loneSurrogatesAreRefused();
    void restoreKeepsWhatEarlierVersionsStored();
    void csvImportNamesTheCell();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QStringList db(const QStringList &rest) const { return QStringList {QStringLiteral("--db"), m_db} + rest; }
    QByteArray backup() const;
    QTemporaryDir m_dir;
    QString m_db;
};

void TestCliInput::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_db = path(QStringLiteral("club.podium"));
    QCOMPARE(cli(db({QStringLiteral("init")})).status, 0);
    for (const char *name : {"Chess TS", "All Elo"}) {
        const QString algorithm = QString::fromLatin1(name).endsWith(QLatin1String("TS")) ? QStringLiteral("trueskill")
                                                                                          : QStringLiteral("elo");
        QCOMPARE(cli(db({QStringLiteral("leaderboard"), QStringLiteral("create"), QString::fromLatin1(name),
                         QStringLiteral("--algorithm"), algorithm}))
                     .status,
                 0);
    }
    QCOMPARE(cli(db({QStringLiteral("games"), QStringLiteral("add")}), chessGame("Ann", "Bob")).status, 0);
    QCOMPARE(cli(db({QStringLiteral("games"), QStringLiteral("add")}), chessGame("Cid", "Dan")).status, 0);
    const Result created = cli(db(
        {QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("Open"), QStringLiteral("--format"),
         QStringLiteral("swiss"), QStringLiteral("--discipline"), QStringLiteral("Chess"), QStringLiteral("--entrants"),
         QStringLiteral("Ann,Bob,Cid,Dan"), QStringLiteral("--rounds"), QStringLiteral("3")}));
    QCOMPARE(created.err, QByteArray());
    QCOMPARE(cli(db({QStringLiteral("event"), QStringLiteral("next"), QStringLiteral("Open")})).status, 0);
}

QByteArray TestCliInput::backup() const
{
    const QString file = m_dir.filePath(QStringLiteral("compare.json"));
    QFile::remove(file);
    if (cli(db({QStringLiteral("backup"), file})).status != 0)
        return "(backup failed)";
    return readAll(file);
}

// "games edit -1" said "Unknown option '1'.": a negative number is an argument, and its message is about it.
void TestCliInput::negativeNumbersAreArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("games edit") << QStringList {QStringLiteral("games"), QStringLiteral("edit"), QStringLiteral("-1")}
                                << QStringLiteral("game id '-1' is not a positive whole number");
    QTest::newRow("games delete") << QStringList {QStringLiteral("games"), QStringLiteral("delete"),
                                                  QStringLiteral("-2.5")}
                                  << QStringLiteral("game id '-2.5' is not a positive whole number");
    QTest::newRow("games edit 0") << QStringList {QStringLiteral("games"), QStringLiteral("edit"), QStringLiteral("0")}
                                  << QStringLiteral("game id '0' is not a positive whole number");
    QTest::newRow("export round") << QStringList {QStringLiteral("export"), QStringLiteral("round"),
                                                  QStringLiteral("Open"), QStringLiteral("-1"),
                                                  QStringLiteral("out.html")}
                                  << QStringLiteral("export round: '-1' is not a round number");
    QTest::newRow("event show") << QStringList {QStringLiteral("event"), QStringLiteral("show"), QStringLiteral("Open"),
                                                QStringLiteral("-1")}
                                << QStringLiteral("event show: '-1' is not a round");
    // An option's value stays its value, and is said as before.
    QTest::newRow("option value") << QStringList {QStringLiteral("event"),   QStringLiteral("bye"),
                                                  QStringLiteral("Open"),    QStringLiteral("Ann"),
                                                  QStringLiteral("--round"), QStringLiteral("-1")}
                                  << QStringLiteral("--round: '-1' is not a whole number of at least 1");
}

void TestCliInput::negativeNumbersAreArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const QByteArray before = backup();
    const Result r = cli(db(arguments));
    QCOMPARE(r.err, failure(message));
    QCOMPARE(r.status, 2);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(backup(), before);
}

// W5 of the desktop review (28 November 2026): "demo" without a file listed the commands without a club, though
// --help lists demo.
void TestCliInput::demoSaysWhatItNeeds()
{
    const QByteArray message = failure(
        QStringLiteral("demo needs the file to create: podium-cli demo --db FILE (or podium-cli --db FILE demo)"));
    for (const QStringList &arguments :
         {QStringList {QStringLiteral("demo")}, QStringList {QStringLiteral("demo"), QStringLiteral("--db")},
          QStringList {QStringLiteral("demo"), QStringLiteral("x.podium")}}) {
        const Result r = cli(arguments);
        QCOMPARE(r.err, message);
        QCOMPARE(r.status, 2);
    }
    const Result unknown = cli({QStringLiteral("frobnicate")});
    QCOMPARE(unknown.err,
             failure(QStringLiteral("unknown command 'frobnicate'; the commands are rate, replay, generate, backtest "
                                    "and demo --db FILE, and on a club --db FILE COMMAND (see podium-cli --help)")));
    const QString demo = path(QStringLiteral("demo.podium"));
    const Result extra = cli({QStringLiteral("--db"), demo, QStringLiteral("demo"), QStringLiteral("now")});
    QCOMPARE(extra.err, failure(QStringLiteral("demo: unexpected argument 'now'; see podium-cli --help")));
    QVERIFY(!QFile::exists(demo));
}

void TestCliInput::unknownPlayerBeforeWhichLeaderboard()
{
    const Result r = cli(db({QStringLiteral("history"), QStringLiteral("Nobody")}));
    QCOMPARE(r.err, failure(QStringLiteral("there is no player called 'Nobody'")));
    QCOMPARE(r.status, 2);
    // A player that exists is still asked which leaderboard.
    QCOMPARE(cli(db({QStringLiteral("history"), QStringLiteral("Ann")})).err,
             failure(QStringLiteral("which leaderboard? (All Elo, Chess TS)")));
}

void TestCliInput::editOfAMissingGameBeforeReadingTheJson()
{
    const Result r = cli(db({QStringLiteral("games"), QStringLiteral("edit"), QStringLiteral("999999")}));
    QCOMPARE(r.err, failure(QStringLiteral("there is no game 999999")));
    QCOMPARE(r.status, 2);
}

// Accepted with exit 0, the extra argument ignored: now refused by one table for every command (args.cpp).
void TestCliInput::extraArgumentsAreRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, const QStringList &arguments, const char *command, const char *extra) {
        QTest::newRow(name) << arguments
                            << QStringLiteral("%1: unexpected argument '%2'; see podium-cli --help")
                                   .arg(QString::fromUtf8(command), QString::fromUtf8(extra));
    };
    row("standings", {QStringLiteral("standings"), QStringLiteral("Chess TS"), QStringLiteral("extra")}, "standings",
        "extra");
    row("standings format",
        {QStringLiteral("standings"), QStringLiteral("Chess TS"), QStringLiteral("--format"), QStringLiteral("json"),
         QStringLiteral("extra")},
        "standings", "extra");
    row("players list", {QStringLiteral("players"), QStringLiteral("list"), QStringLiteral("all")}, "players list",
        "all");
    row("players add", {QStringLiteral("players"), QStringLiteral("add"), QStringLiteral("Zed"), QStringLiteral("Zoe")},
        "players add", "Zoe");
    row("games list", {QStringLiteral("games"), QStringLiteral("list"), QStringLiteral("Chess")}, "games list",
        "Chess");
    row("leaderboard list", {QStringLiteral("leaderboard"), QStringLiteral("list"), QStringLiteral("x")},
        "leaderboard list", "x");
    row("history", {QStringLiteral("history"), QStringLiteral("Ann"), QStringLiteral("Chess TS"), QStringLiteral("x")},
        "history", "x");
    row("event list", {QStringLiteral("event"), QStringLiteral("list"), QStringLiteral("Open")}, "event list", "Open");
    row("event next", {QStringLiteral("event"), QStringLiteral("next"), QStringLiteral("Open"), QStringLiteral("2")},
        "event next", "2");
    row("init", {QStringLiteral("init"), QStringLiteral("again")}, "init", "again");
}

void TestCliInput::extraArgumentsAreRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const QByteArray before = backup();
    const Result r = cli(db(arguments));
    QCOMPARE(r.err, failure(message));
    QCOMPARE(r.status, 2);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(backup(), before);
}

void TestCliInput::emptyLeaderboardRangeIsRefused()
{
    const Result r = cli(db({QStringLiteral("leaderboard"), QStringLiteral("create"), QStringLiteral("X"),
                             QStringLiteral("--algorithm"), QStringLiteral("elo"), QStringLiteral("--from"),
                             QStringLiteral("2025-01-01"), QStringLiteral("--to"), QStringLiteral("2024-01-01")}));
    QCOMPARE(r.err,
             failure(QStringLiteral("leaderboard 'X': its range starts on 2025-01-01, after it ends on "
                                    "2024-01-01; it would hold no game")));
    QCOMPARE(r.status, 2);
    // One day is a range.
    QCOMPARE(cli(db({QStringLiteral("leaderboard"), QStringLiteral("create"), QStringLiteral("Day"),
                     QStringLiteral("--algorithm"), QStringLiteral("elo"), QStringLiteral("--from"),
                     QStringLiteral("2026-01-01"), QStringLiteral("--to"), QStringLiteral("2026-01-01")}))
                 .err,
             QByteArray());
    QCOMPARE(cli(db({QStringLiteral("leaderboard"), QStringLiteral("set"), QStringLiteral("Day"),
                     QStringLiteral("--param"), QStringLiteral("k=20")}))
                 .status,
             0);
}

void TestCliInput::unknownExtensionIsRefused()
{
    const QString xyz = path(QStringLiteral("out.xyz"));
    const Result r = cli(db({QStringLiteral("export"), QStringLiteral("standings"), QStringLiteral("Chess TS"), xyz}));
    QCOMPARE(r.err,
             failure(xyz
                     + QStringLiteral(": the file's extension does not say the format; export standings "
                                      "writes csv, json, html, pdf: name the file after one of them or "
                                      "give --format")));
    QCOMPARE(r.status, 2);
    QVERIFY(!QFile::exists(xyz));
    // --format says it, and a file without an extension is CSV as before.
    QCOMPARE(cli(db({QStringLiteral("export"), QStringLiteral("standings"), QStringLiteral("Chess TS"), xyz,
                     QStringLiteral("--format"), QStringLiteral("json")}))
                 .status,
             0);
    QVERIFY(readAll(xyz).startsWith('['));
    const QString plain = path(QStringLiteral("standings"));
    QCOMPARE(cli(db({QStringLiteral("export"), QStringLiteral("standings"), QStringLiteral("Chess TS"), plain})).status,
             0);
    QVERIFY(readAll(plain).startsWith("rank,"));
}

void TestCliInput::eventShowOfARoundItDoesNotHave()
{
    const Result r
        = cli(db({QStringLiteral("event"), QStringLiteral("show"), QStringLiteral("Open"), QStringLiteral("99")}));
    QCOMPARE(r.err, failure(QStringLiteral("event Open has rounds 1 to 1, not 99")));
    QCOMPARE(r.status, 2);
    QCOMPARE(r.out, QByteArray());
    const Result one
        = cli(db({QStringLiteral("event"), QStringLiteral("show"), QStringLiteral("Open"), QStringLiteral("1")}));
    QCOMPARE(one.status, 0);
    QCOMPARE(one.out.count('\n'), 1 + 4); // the header and four seats
}

void TestCliInput::generateOptionOfAnotherKind()
{
    const QStringList base {QStringLiteral("generate"), QStringLiteral("--players"), QStringLiteral("4"),
                            QStringLiteral("--games"),  QStringLiteral("2"),         QStringLiteral("--seed"),
                            QStringLiteral("1"),        QStringLiteral("--kind")};
    Result r = cli(base + QStringList {QStringLiteral("h2h"), QStringLiteral("--ffa-size"), QStringLiteral("3")});
    QCOMPARE(r.err, failure(QStringLiteral("--ffa-size applies to --kind ffa")));
    QCOMPARE(r.status, 2);
    r = cli(base + QStringList {QStringLiteral("ffa"), QStringLiteral("--team-size"), QStringLiteral("2")});
    QCOMPARE(r.err, failure(QStringLiteral("--team-size applies to --kind team")));
    r = cli(base + QStringList {QStringLiteral("team"), QStringLiteral("--team-size"), QStringLiteral("2")});
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.status, 0);
}

// Qt's "QStandardPaths: XDG_RUNTIME_DIR not set" on the standard error of a PDF export that worked.
void TestCliInput::pdfLeavesStandardErrorQuiet()
{
    QProcessEnvironment environment = podium::test::cliEnvironment();
    environment.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    const QString pdf = path(QStringLiteral("standings.pdf"));
    const Result r = cli(db({QStringLiteral("export"), QStringLiteral("standings"), QStringLiteral("Chess TS"), pdf}),
                         {}, environment);
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.status, 0);
    QVERIFY(readAll(pdf).startsWith("%PDF-"));
    // A real problem is still said.
    const Result missing = cli(db({QStringLiteral("export"), QStringLiteral("standings"), QStringLiteral("Nope"),
                                   path(QStringLiteral("nope.pdf"))}),
                               {}, environment);
    QCOMPARE(missing.status, 2);
    QVERIFY2(missing.err.startsWith("podium-cli: ") && !missing.err.contains("XDG_RUNTIME_DIR"), missing.err);
}

// L6: every way a name comes in refuses the characters that make it read otherwise than it looks, saying which and
// where.
void TestCliInput::invisibleCharactersInNames_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    const QStringList add {QStringLiteral("games"), QStringLiteral("add")};
    QTest::newRow("json right-to-left override")
        << add << chessGame(R"(A\u202e)", "B")
        << QStringLiteral("stdin: teams[0][0].player: contains the invisible format character U+202E RIGHT-TO-LEFT "
                          "OVERRIDE at character 2; a name must read as it looks");
    QTest::newRow("json zero width space") << add << chessGame(R"(\u200b)", "B")
                                           << QStringLiteral("stdin: teams[0][0].player: contains the invisible "
                                                             "format character U+200B ZERO WIDTH SPACE at character "
                                                             "1; a name must read as it looks");
    QTest::newRow("json raw UTF-8") << add << chessGame("B", "Ann\xc2\xad")
                                    << QStringLiteral("stdin: teams[1][0].player: contains the invisible format "
                                                      "character U+00AD SOFT HYPHEN at character 4; a name must read "
                                                      "as it looks");
    QTest::newRow("json C1 control") << add << chessGame(R"(\u0085Ann)", "B")
                                     << QStringLiteral("stdin: teams[0][0].player: contains the control character "
                                                       "U+0085 at character 1");
    QTest::newRow("json discipline")
        << add
        << QByteArray(R"({"date":"2026-01-01","discipline":"Ch\u2066ess","teams":[[{"player":"A"}],[{"player":"B"}]],)"
                      R"("ranks":[1,2]})")
        << QStringLiteral("stdin: discipline: contains the invisible format character U+2066 LEFT-TO-RIGHT ISOLATE "
                          "at character 3; a name must read as it looks");
    QTest::newRow("json team name")
        << add
        << QByteArray(R"({"date":"2026-01-01","discipline":"Chess","teams":[[{"player":"A"},{"player":"B"}],)"
                      R"([{"player":"C"},{"player":"D"}]],"team_names":["Red","\ufeffBlue"],"ranks":[1,2]})")
        << QStringLiteral("stdin: team_names[1]: contains the invisible format character U+FEFF ZERO WIDTH NO-BREAK "
                          "SPACE at character 1; a name must read as it looks");
    QTest::newRow("latin joiner") << add << chessGame(R"(A\u200dnn)", "B")
                                  << QStringLiteral("stdin: teams[0][0].player: contains the invisible format "
                                                    "character U+200D ZERO WIDTH JOINER at character 2; a name must "
                                                    "read as it looks");
    QTest::newRow("players add") << QStringList {QStringLiteral("players"), QStringLiteral("add"),
                                                 QStringLiteral("nnA\u202e")}
                                 << QByteArray()
                                 << QStringLiteral("name: contains the invisible format character U+202E "
                                                   "RIGHT-TO-LEFT OVERRIDE at character 4; a name must read as it "
                                                   "looks");
    QTest::newRow("players rename") << QStringList {QStringLiteral("players"), QStringLiteral("rename"),
                                                    QStringLiteral("Ann"), QStringLiteral("A\u2060nn")}
                                    << QByteArray()
                                    << QStringLiteral("name: contains the invisible format character U+2060 WORD "
                                                      "JOINER at character 2; a name must read as it looks");
    QTest::newRow("leaderboard") << QStringList {QStringLiteral("leaderboard"), QStringLiteral("create"),
                                                 QStringLiteral("\u200eTS"), QStringLiteral("--algorithm"),
                                                 QStringLiteral("trueskill")}
                                 << QByteArray()
                                 << QStringLiteral("name: contains the invisible format character U+200E "
                                                   "LEFT-TO-RIGHT MARK at character 1; a name must read as it looks");
    QTest::newRow("event") << QStringList {QStringLiteral("event"),      QStringLiteral("create"),
                                           QStringLiteral("Op\u202een"), QStringLiteral("--format"),
                                           QStringLiteral("swiss"),      QStringLiteral("--discipline"),
                                           QStringLiteral("Chess"),      QStringLiteral("--entrants"),
                                           QStringLiteral("Ann,Bob")}
                           << QByteArray()
                           << QStringLiteral("event name: contains the invisible format character U+202E "
                                             "RIGHT-TO-LEFT OVERRIDE at character 3; a name must read as it looks");
}

void TestCliInput::invisibleCharactersInNames()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    const QByteArray before = backup();
    const Result r = cli(db(arguments), input);
    QCOMPARE(QString::fromUtf8(r.err), QString::fromUtf8(failure(message)));
    QCOMPARE(r.status, 2);
    QCOMPARE(backup(), before);
}

// Joiners that shape what shows are names: an emoji sequence and a Persian name with its non-joiner, and a
// subdivision flag's tags.
void TestCliInput::joinersWhereTheyShowAreNames()
{
    const QString scientist = QStringLiteral("Kim \U0001F469\u200D\U0001F52C");
    const QString persian = QStringLiteral("\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645");
    const QString england = QStringLiteral("Jo \U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F");
    for (const QString &name : {scientist, persian, england}) {
        const Result r = cli(db({QStringLiteral("players"), QStringLiteral("add"), name}));
        QCOMPARE(QString::fromUtf8(r.err), QString());
        QCOMPARE(r.status, 0);
        QVERIFY(cli(db({QStringLiteral("players"), QStringLiteral("list")})).out.contains(name.toUtf8()));
    }
    // A tag without its flag is refused.
    const Result tag = cli(db({QStringLiteral("players"), QStringLiteral("add"), QStringLiteral("Jo \U000E0067")}));
    QCOMPARE(tag.err,
             failure(QStringLiteral("name: contains the invisible format character U+E0067 at character 4; "
                                    "a name must read as it looks")));
}

// QJsonDocument made "\ud800" U+FFFD without a word: refused before, at its line and column, wherever JSON is read.
void TestCliInput::loneSurrogatesAreRefused()
{
    const QByteArray game = chessGame("B", "x") + "\n";
    QByteArray lone = game;
    lone.insert(game.indexOf("\"x\"") + 1, "\\ud800"); // {"player":"\ud800x"}: column 55
    const QByteArray before = backup();
    Result r = cli(db({QStringLiteral("games"), QStringLiteral("add")}), "\n" + lone);
    QCOMPARE(r.err,
             failure(QStringLiteral("stdin: line 2, column %1: \\ud800 is half of a UTF-16 surrogate pair "
                                    "without its other half, and no character")
                         .arg(lone.indexOf("\\ud800") + 1)));
    QCOMPARE(r.status, 2);
    r = cli(db({QStringLiteral("games"), QStringLiteral("add")}), chessGame("B", R"(x\udc00)"));
    QVERIFY2(r.err.contains(": \\udc00 is half of a UTF-16 surrogate pair"), r.err);
    QCOMPARE(backup(), before);
    // A pair is a character; an escaped backslash before "ud800" is text.
    QCOMPARE(cli(db({QStringLiteral("games"), QStringLiteral("add")}), chessGame(R"(Pat \ud83c\udfb2)", "B")).err,
             QByteArray());
    QCOMPARE(cli(db({QStringLiteral("games"), QStringLiteral("add")}), chessGame(R"(Pat \\ud800)", "B")).err,
             QByteArray());
    // rate reads JSON the same way.
    r = cli({QStringLiteral("rate"), QStringLiteral("--algorithm"), QStringLiteral("elo")},
            R"({"teams":[[{"player":"\ud800"}],[{"player":"b"}]],"ranks":[1,2]})");
    QCOMPARE(r.err,
             failure(QStringLiteral("stdin: line 1, column 23: \\ud800 is half of a UTF-16 surrogate pair "
                                    "without its other half, and no character")));
}

// A backup keeps what an earlier Podium stored: a name with an invisible format character restores (that Podium
// took it), checks ok and backs up again the same; a lone surrogate, which no Podium stored, is refused at its line
// and column.
void TestCliInput::restoreKeepsWhatEarlierVersionsStored()
{
    const QByteArray good = backup();
    QVERIFY(good.contains("\"Ann\""));
    const QString file = path(QStringLiteral("bad.json"));
    QByteArray bad = good;
    bad.replace(bad.indexOf("\"Ann\""), 5, "\"\\u202eAnn\"");
    writeAll(file, bad);
    const QString earlier = path(QStringLiteral("earlier.podium"));
    Result r = cli({QStringLiteral("--db"), earlier, QStringLiteral("restore"), file});
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.status, 0);
    r = cli({QStringLiteral("--db"), earlier, QStringLiteral("check")});
    QCOMPARE(r.status, 0);
    const QString again = path(QStringLiteral("again.json"));
    r = cli({QStringLiteral("--db"), earlier, QStringLiteral("backup"), again});
    QCOMPARE(r.status, 0);
    QFile copy(again);
    QVERIFY(copy.open(QIODevice::ReadOnly));
    const QByteArray name = "\"" + (QString(QChar(0x202E)) + QStringLiteral("Ann")).toUtf8() + "\"";
    QVERIFY(copy.readAll().contains(name));
    // A new name with it is still refused, on the restored club as anywhere.
    r = cli({QStringLiteral("--db"), earlier, QStringLiteral("players"), QStringLiteral("add"),
             QString(QChar(0x202E)) + QStringLiteral("Bo")});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains("U+202E RIGHT-TO-LEFT OVERRIDE at character 1"), r.err.constData());
    const QString target = path(QStringLiteral("restored.podium"));
    bad = good;
    const qsizetype at = bad.indexOf("\"Ann\"");
    bad.replace(at, 5, "\"\\ud800Ann\"");
    writeAll(file, bad);
    r = cli({QStringLiteral("--db"), target, QStringLiteral("restore"), file});
    const QByteArray head = bad.left(at);
    const QString where
        = QStringLiteral("%1:%2:%3").arg(file).arg(head.count('\n') + 1).arg(at - head.lastIndexOf('\n') + 1);
    QCOMPARE(r.err,
             failure(where
                     + QStringLiteral(": \\ud800 is half of a UTF-16 surrogate pair without its other "
                                      "half, and no character")));
    QVERIFY(!QFile::exists(target));
}

void TestCliInput::csvImportNamesTheCell()
{
    const QString csv = path(QStringLiteral("games.csv"));
    writeAll(csv,
             QByteArray("game_id,date,kind,participant,team,rank,score,minutes\n"
                        "g1,2026-02-01,h2h,Eve,,1,,\n"
                        "g1,2026-02-01,h2h,\xe2\x80\xae"
                        "Fay,,2,,\n"));
    const QByteArray before = backup();
    const Result r = cli(db({QStringLiteral("import"), QStringLiteral("games"), csv}));
    QCOMPARE(QString::fromUtf8(r.err),
             QString::fromUtf8(failure(csv
                                       + QStringLiteral(":3: column 'participant': contains the invisible format "
                                                        "character U+202E RIGHT-TO-LEFT OVERRIDE at character 1; "
                                                        "a name must read as it looks"))));
    QCOMPARE(r.status, 2);
    QCOMPARE(backup(), before);
}

QTEST_GUILESS_MAIN(TestCliInput)
#include "tst_cliinput.moc"
