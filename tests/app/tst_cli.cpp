// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Runs the real podium-cli binary: its answers, and every way bad input is refused (status 2, nothing
// on standard output, one line on standard error that says where).
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <tuple>

namespace {

using Result = podium::test::CliResult;
using podium::test::cli;

QString fixture(const char *name)
{
    return QStringLiteral(PODIUM_TEST_DATA_DIR "/cli/") + QLatin1String(name);
}

QJsonObject player(const QJsonObject &answer, int team, int index)
{
    return answer.value(QStringLiteral("teams")).toArray().at(team).toArray().at(index).toObject();
}

double value(const QJsonObject &player, const char *key)
{
    return player.value(QLatin1String(key)).toDouble(std::nan(""));
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void rateTrueSkill();
    void rateElo();
    void rateZoneStats();
    void replayStandings();
    void replayReadsStandardInput();
    void replayInOrderAndOutOfOrder();
    void replayProblemOnALateLine();
    void generateIsReproducible();
    void extremeScoresReplayFinite();
    void help();
    void helpFitsTheTerminal();
    void startsWithQtCoreAndSqlAlone();
    void calculatorStartsWithQtCoreAlone_data();
    void calculatorStartsWithQtCoreAlone();
    void aPdfWithoutTheFullProgramIsRefused();
    void aMissingModuleIsNamed();
    void germanMessages();
    void errors_data();
    void errors();
    void findingsM8M9L5L6_data();
    void findingsM8M9L5L6();
};

void TestCli::rateTrueSkill()
{
    // The classic 1v1 of sublee/trueskill and moserware/Skills (tests/data/README.md): 29.396 / 7.171 and
    // 20.604 / 7.171; full precision from the accurate-erfc oracle, quality 1/sqrt(5).
    const Result r
        = cli({QStringLiteral("rate"), QStringLiteral("--algorithm"), QStringLiteral("trueskill")},
              R"({"teams": [[{"mu": 25, "sigma": 8.333333333333334, "player": "ann"}], [{}]], "ranks": [0, 1]})");
    QCOMPARE(r.status, 0);
    QVERIFY(r.err.isEmpty());
    const QJsonObject answer = QJsonDocument::fromJson(r.out).object();
    QVERIFY(std::abs(value(player(answer, 0, 0), "mu") - 29.3958316929915) < 1e-6);
    QVERIFY(std::abs(value(player(answer, 0, 0), "sigma") - 7.17147580700922) < 1e-6);
    QVERIFY(std::abs(value(player(answer, 1, 0), "mu") - 20.6041683070085) < 1e-6);
    QCOMPARE(player(answer, 0, 0).value(QStringLiteral("player")).toString(), QStringLiteral("ann"));
    QVERIFY(std::abs(answer.value(QStringLiteral("quality")).toDouble() - 0.447213595499958) < 1e-12);
    QCOMPARE(answer.value(QStringLiteral("win_probability")).toDouble(), 0.5);
    QCOMPARE(answer.value(QStringLiteral("ranks")).toArray(), (QJsonArray {0, 1}));
}

void TestCli::rateElo()
{
    Result r = cli({QStringLiteral("rate"), QStringLiteral("-a"), QStringLiteral("elo")},
                   R"({"teams": [[{"rating": 1500}], [{"rating": 1500}]], "ranks": [0, 1]})");
    QCOMPARE(r.status, 0);
    QJsonObject answer = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(value(player(answer, 0, 0), "rating"), 1512.0);
    QCOMPARE(value(player(answer, 1, 0), "rating"), 1488.0);
    QCOMPARE(answer.value(QStringLiteral("win_probability")).toDouble(), 0.5);
    QVERIFY(!answer.contains(QStringLiteral("quality")));
    // Parameters: K = 32 and the Gaussian variant, equal players: +16.
    r = cli({QStringLiteral("rate"), QStringLiteral("-a"), QStringLiteral("elo"), QStringLiteral("--param"),
             QStringLiteral("k=32"), QStringLiteral("--param"), QStringLiteral("variant=gaussian")},
            R"({"teams": [[{}], [{}]], "ranks": [1, 0]})");
    answer = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(value(player(answer, 1, 0), "rating"), 1516.0);
}

void TestCli::rateZoneStats()
{
    // tst_zonestats' first example: 30 points in 20 minutes against 20 in 20, both new: 520 and 480.
    const Result r = cli({QStringLiteral("rate"), QStringLiteral("--algorithm"), QStringLiteral("zonestats")},
                         R"({"teams": [[{"score": 30, "minutes": 20}], [{"rating": 500, "score": 20, "minutes": 20},
                                       {"rating": 700, "rated": false}]], "ranks": [0, 1]})");
    QCOMPARE(r.status, 0);
    const QJsonObject answer = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(value(player(answer, 0, 0), "rating"), 520.0);
    QCOMPARE(value(player(answer, 1, 0), "rating"), 480.0);
    QCOMPARE(value(player(answer, 1, 1), "rating"), 700.0); // the guest
}

void TestCli::replayStandings()
{
    // tests/data/cli/club.csv lists g0 last but dates it first, so it is replayed first. Elo, K = 24:
    // g0 cid beats ann: cid 1512, ann 1488. g1 ann (1488) beats bob (1500): E = 1/(1+10^(12/400))
    // = 0.482737, ann +12.414301 = 1500.414301, bob 1487.585699. g2 bob draws cid (1512):
    // E(bob) = 1/(1+10^(24.414301/400)) = 0.464863, bob +0.841855 = 1488.427554, cid 1511.158145.
    const Result r
        = cli({QStringLiteral("replay"), QStringLiteral("--algorithm"), QStringLiteral("elo"), fixture("club.csv")});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out,
             QByteArray("player,rating,mu,sigma,games,wins,draws,losses\n"
                        "cid,1511.158145,1511.158145,,2,1,1,0\n"
                        "ann,1500.414301,1500.414301,,2,1,0,1\n"
                        "bob,1488.427554,1488.427554,,2,0,1,1\n"));
    // TrueSkill ranks by mu - 3 sigma and fills sigma.
    const Result ts
        = cli({QStringLiteral("replay"), QStringLiteral("-a"), QStringLiteral("trueskill"), fixture("club.csv")});
    QCOMPARE(ts.status, 0);
    const QList<QByteArray> lines = ts.out.split('\n');
    QCOMPARE(lines.size(), 5); // header, three players, and the final newline
    for (int i = 1; i <= 3; ++i) {
        const QList<QByteArray> cells = lines.at(i).split(',');
        QCOMPARE(cells.size(), 8);
        const double rating = cells.at(1).toDouble(), mu = cells.at(2).toDouble(), sigma = cells.at(3).toDouble();
        QVERIFY(std::abs(rating - (mu - 3 * sigma)) < 2e-6);
        QVERIFY(sigma > 0 && sigma < 25.0 / 3);
    }
}

void TestCli::replayReadsStandardInput()
{
    QFile file(fixture("club.csv"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const Result r = cli({QStringLiteral("replay"), QStringLiteral("-a"), QStringLiteral("elo"), QStringLiteral("-")},
                         file.readAll());
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.startsWith("player,rating,mu,sigma,games,wins,draws,losses\ncid,1511.158145,"));
}

void TestCli::generateIsReproducible()
{
    const QStringList args {QStringLiteral("generate"),   QStringLiteral("--kind"), QStringLiteral("ffa"),
                            QStringLiteral("--players"),  QStringLiteral("20"),     QStringLiteral("--games"),
                            QStringLiteral("50"),         QStringLiteral("--seed"), QStringLiteral("9"),
                            QStringLiteral("--ffa-size"), QStringLiteral("5")};
    const Result a = cli(args), b = cli(args);
    QCOMPARE(a.status, 0);
    QCOMPARE(a.out, b.out);
    QCOMPARE(a.out.count('\n'), 1 + 50 * 5);
    QVERIFY(a.out.startsWith("game_id,date,kind,participant,team,rank,score,minutes\n1,2024-01-01T18:00:00,ffa,"));
    // What generate writes, replay reads.
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("g.csv")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(a.out);
    file.close();
    const Result replayed
        = cli({QStringLiteral("replay"), QStringLiteral("-a"), QStringLiteral("zonestats"), file.fileName()});
    QCOMPARE(replayed.status, 0);
    QCOMPARE(replayed.out.count('\n'), 21);
    const Result other
        = cli({QStringLiteral("generate"), QStringLiteral("--kind"), QStringLiteral("ffa"), QStringLiteral("--players"),
               QStringLiteral("20"), QStringLiteral("--games"), QStringLiteral("50"), QStringLiteral("--seed"),
               QStringLiteral("10"), QStringLiteral("--ffa-size"), QStringLiteral("5")});
    QVERIFY(other.out != a.out);
}

// M1: the review's ZoneStats history with scores of +-1e308 in 1e308 minutes, within the ranges: finite.
void TestCli::extremeScoresReplayFinite()
{
    const Result r = cli({QStringLiteral("replay"), QStringLiteral("-a"), QStringLiteral("zonestats"),
                          QStringLiteral("--param"), QStringLiteral("start=1e9"), QStringLiteral("--param"),
                          QStringLiteral("game_mult=100"), QStringLiteral("-")},
                         "game_id,date,kind,participant,team,rank,score,minutes\n"
                         "1,2024-05-01,h2h,ann,,1,1e308,1e308\n1,2024-05-01,h2h,bob,,2,-1e308,1e308\n");
    QCOMPARE(r.status, 0);
    // Each gains or loses 0.5 * game_mult * max_game_length = 1,000 (equal ratings, capped at 20 minutes).
    QCOMPARE(r.out,
             QByteArray("player,rating,mu,sigma,games,wins,draws,losses\n"
                        "ann,1000001000.000000,1000001000.000000,,1,1,0,0\n"
                        "bob,999999000.000000,999999000.000000,,1,0,0,1\n"));
}

namespace {

/** A history of count head-to-head games written by podium-cli generate: dates rise game by game. */
QByteArray generated(int count)
{
    const Result r = cli({QStringLiteral("generate"), QStringLiteral("--kind"), QStringLiteral("h2h"),
                          QStringLiteral("--players"), QStringLiteral("300"), QStringLiteral("--games"),
                          QString::number(count), QStringLiteral("--seed"), QStringLiteral("4")});
    if (r.status != 0)
        qFatal("podium-cli generate failed");
    return r.out;
}

QString writeFile(const QTemporaryDir &dir, const char *name, const QByteArray &text)
{
    QFile file(dir.filePath(QLatin1String(name)));
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", name);
    return file.fileName();
}

} // namespace

// A file in date order is rated as it is read; one that is not is read whole and sorted: the same standings.
void TestCli::replayInOrderAndOutOfOrder()
{
    const QByteArray inOrder = generated(20000); // about 1.8 MB: several pieces of the reader
    QList<QByteArray> rows = inOrder.split('\n');
    rows.removeLast();
    // The last game first: a replay puts it back, its date being the latest.
    const QList<QByteArray> last = rows.mid(rows.size() - 2);
    rows.remove(rows.size() - 2, 2);
    rows.insert(1, last.at(0));
    rows.insert(2, last.at(1));
    const QTemporaryDir dir;
    const QString sorted = writeFile(dir, "sorted.csv", inOrder);
    const QString unsorted = writeFile(dir, "unsorted.csv", rows.join('\n') + '\n');
    for (const char *algorithm : {"trueskill", "elo", "glicko2"}) {
        const QString a = QLatin1String(algorithm);
        const Result fromSorted = cli({QStringLiteral("replay"), QStringLiteral("-a"), a, sorted});
        QCOMPARE(fromSorted.status, 0);
        QCOMPARE(fromSorted.out.count('\n'), 301);
        QCOMPARE(cli({QStringLiteral("replay"), QStringLiteral("-a"), a, unsorted}).out, fromSorted.out);
        QCOMPARE(cli({QStringLiteral("replay"), QStringLiteral("-a"), a, QStringLiteral("-")}, inOrder).out,
                 fromSorted.out);
    }
    // Glicko-2 with weekly rating periods reads the file whole.
    const QStringList weekly {QStringLiteral("replay"), QStringLiteral("-a"), QStringLiteral("glicko2"),
                              QStringLiteral("--param"), QStringLiteral("period=week")};
    const Result byWeek = cli(weekly + QStringList {sorted});
    QCOMPARE(byWeek.status, 0);
    QCOMPARE(cli(weekly + QStringList {unsorted}).out, byWeek.out);
}

// A problem on the last line of a big file, after thousands of games were rated: the error names the line and the
// column, and nothing is written to standard output.
void TestCli::replayProblemOnALateLine()
{
    const QByteArray history = generated(20000);
    const qsizetype lines = history.count('\n');
    const QTemporaryDir dir;
    const QString path = writeFile(dir, "late.csv",
                                   history
                                       + "x,2026-01-01,h2h,P00001,,1,2,99\n"
                                         "x,2026-01-01,h2h,P00002,,2,two,99\n");
    const Result r = cli({QStringLiteral("replay"), QStringLiteral("-a"), QStringLiteral("trueskill"), path});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(QString::fromUtf8(r.err),
             QStringLiteral("podium-cli: %1:%2: column 'score': 'two' is not a number\n").arg(path).arg(lines + 2));
    // Out of date order as well: the same error from the whole file.
    QList<QByteArray> rows = history.split('\n');
    rows.removeLast();
    rows.move(rows.size() - 1, 1); // the rows of the last game first
    rows.move(rows.size() - 1, 1);
    const QString unsorted = writeFile(dir, "late-unsorted.csv",
                                       rows.join('\n')
                                           + "\nx,2026-01-01,h2h,P00001,,1,2,99\n"
                                             "x,2026-01-01,h2h,P00002,,2,two,99\n");
    const Result u = cli({QStringLiteral("replay"), QStringLiteral("-a"), QStringLiteral("trueskill"), unsorted});
    QCOMPARE(u.status, 2);
    QCOMPARE(u.out, QByteArray());
    QCOMPARE(QString::fromUtf8(u.err),
             QStringLiteral("podium-cli: %1:%2: column 'score': 'two' is not a number\n").arg(unsorted).arg(lines + 2));
}

void TestCli::help()
{
    const Result r = cli({QStringLiteral("--help")});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.contains("podium-cli COMMAND"));
    QVERIFY(r.out.contains("zonestats   t game_mult max_game_length start"));
    QCOMPARE(cli({QStringLiteral("--version")}).out, QByteArray("podium-cli 0.1.0\n"));
}

// U7 of the desktop review of 28 November: the help was 112 columns wide in English and up to 29 lines over 100
// columns translated. Piped (as help2man reads it for the man page) it fits 80 columns, or COLUMNS where that is
// set, in every language, with every word of it kept in order.
void TestCli::helpFitsTheTerminal()
{
    const auto words = [](const QString &text) {
        return text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    };
    const auto longest = [](const QString &text) {
        int most = 0;
        for (const QString &line : text.split(QLatin1Char('\n')))
            most = std::max(most, int(line.size()));
        return most;
    };
    for (const QString &language :
         {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("es")}) {
        const auto help = [&](int width) {
            const Result r = cli({QStringLiteral("--help")}, {},
                                 podium::test::cliEnvironment({QStringLiteral("LANGUAGE=") + language,
                                                               QStringLiteral("COLUMNS=%1").arg(width)}));
            return r.status == 0 ? QString::fromUtf8(r.out) : QString();
        };
        const QString whole = help(400); // wide enough for every line as written
        QVERIFY2(longest(whole) > 80, qPrintable(language)); // else this test would prove nothing
        QVERIFY(words(whole).size() > 300);
        for (const int width : {80, 60}) {
            const QString fitted = help(width);
            QVERIFY2(
                longest(fitted) <= width,
                qPrintable(
                    QStringLiteral("%1 at %2 columns: a line of %3").arg(language).arg(width).arg(longest(fitted))));
            QCOMPARE(words(fitted), words(whole));
        }
    }
}

// A club's command is podium-cli-club's, which loads Qt Core and Qt Sql and their libraries only: not Qt Gui, Qt
// Network or the board's modules, which took two thirds of the time of a small command (cli/programs.h). glibc's
// loader lists what it loads under LD_DEBUG=files, for podium-cli and then for the program it hands the command to.
void TestCli::startsWithQtCoreAndSqlAlone()
{
    const QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString club = folder.filePath(QStringLiteral("demo.podium"));
    QCOMPARE(cli({QStringLiteral("--db"), club, QStringLiteral("demo")}).status, 0);
    const Result r = cli({QStringLiteral("--db"), club, QStringLiteral("standings"), QStringLiteral("Chess - Elo")}, {},
                         podium::test::cliEnvironment({QStringLiteral("LD_DEBUG=files")}));
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.startsWith("player,rating,mu,sigma,games,wins,draws,losses\nGus,")); // read through Qt Sql
    QVERIFY2(r.err.contains("file=libQt6Core.so.6"), r.err.left(2000).constData());
    QVERIFY(r.err.contains("libqsqlite.so"));
    for (const char *library : {"libQt6Gui", "libQt6Network", "libQt6HttpServer", "libQt6WebSockets", "libQt6Widgets"})
        QVERIFY2(!r.err.contains(library), library);
}

// A PDF is written by podium-cli-full, to which podium-cli hands the command over. Where that program is missing
// (a broken installation), the command fails with a message that names it, and writes nothing.
void TestCli::aPdfWithoutTheFullProgramIsRefused()
{
    const QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString club = folder.filePath(QStringLiteral("demo.podium"));
    QCOMPARE(cli({QStringLiteral("--db"), club, QStringLiteral("demo")}).status, 0);
    const QString alone = folder.filePath(QStringLiteral("podium-cli"));
    QVERIFY(QFile::copy(QStringLiteral(PODIUM_CLI_PATH), alone));
    QVERIFY(QFile::copy(QStringLiteral(PODIUM_CLI_CLUB_PATH), folder.filePath(QStringLiteral("podium-cli-club.so"))));
    const QString pdf = folder.filePath(QStringLiteral("standings.pdf"));
    QProcess process;
    process.setProcessEnvironment(podium::test::cliEnvironment());
    process.start(alone,
                  {QStringLiteral("--db"), club, QStringLiteral("export"), QStringLiteral("standings"),
                   QStringLiteral("Chess - Elo"), pdf});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 2);
    QVERIFY(process.readAllStandardOutput().isEmpty());
    const QByteArray err = process.readAllStandardError();
    QVERIFY2(err.startsWith("podium-cli: PDF files and the live board are made by "), err.constData());
    QVERIFY2(err.endsWith("podium-cli-full, which cannot be started: No such file or directory\n"), err.constData());
    QVERIFY(!QFile::exists(pdf));
}

// rate, replay, generate and --help are the calculator's, which podium-cli's front loads: Qt Core alone. Qt Sql, SQLite
// and libqrencode (the club's) took a replay of ATP's 27,505 games from about 24 ms to 28 ms (cli/programs.h, issue
// 30).
void TestCli::calculatorStartsWithQtCoreAlone_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("outStart");
    QTest::newRow("replay") << QStringList {QStringLiteral("replay"), QStringLiteral("--algorithm"),
                                            QStringLiteral("elo"), fixture("club.csv")}
                            << QByteArray() << QByteArray("player,rating,mu,sigma,games,wins,draws,losses\n");
    QTest::newRow("rate") << QStringList {QStringLiteral("rate"), QStringLiteral("-a"), QStringLiteral("trueskill")}
                          << QByteArray(R"({"teams": [[{}], [{}]], "ranks": [0, 1]})") << QByteArray("{");
    QTest::newRow("generate") << QStringList {QStringLiteral("generate"), QStringLiteral("--kind"),
                                              QStringLiteral("h2h"),      QStringLiteral("--players"),
                                              QStringLiteral("3"),        QStringLiteral("--games"),
                                              QStringLiteral("2"),        QStringLiteral("--seed"),
                                              QStringLiteral("1")}
                              << QByteArray() << QByteArray("game_id,");
    QTest::newRow("help on a club") << QStringList {QStringLiteral("--db"), QStringLiteral("none.podium"),
                                                    QStringLiteral("standings"), QStringLiteral("--help")}
                                    << QByteArray() << QByteArray("Usage: podium-cli COMMAND");
}

void TestCli::calculatorStartsWithQtCoreAlone()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, outStart);
    const Result r = cli(arguments, input, podium::test::cliEnvironment({QStringLiteral("LD_DEBUG=files")}));
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.startsWith(outStart), r.out.left(200).constData());
    QVERIFY2(r.err.contains("file=libQt6Core.so.6"), r.err.left(2000).constData());
    for (const char *library : {"libQt6Sql", "libsqlite3", "libqrencode", "libQt6Concurrent", "libQt6Gui",
                                "libQt6Network", "podium-cli-club.so"})
        QVERIFY2(!r.err.contains(library), library);
}

// podium-cli's front loads the module that runs a command: the calculator or the club's (cli/programs.h). Where one
// is missing (a broken installation), the command fails with a message that names it and touches nothing, in English:
// the translations are the modules'. What the calculator does alone works without the club's module.
void TestCli::aMissingModuleIsNamed()
{
    const QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString alone = folder.filePath(QStringLiteral("podium-cli"));
    QVERIFY(QFile::copy(QStringLiteral(PODIUM_CLI_PATH), alone));
    const QString club = folder.filePath(QStringLiteral("new.podium"));
    const auto run = [&](const QStringList &arguments, const QByteArray &input = {}) {
        QProcess process;
        process.setProcessEnvironment(podium::test::cliEnvironment());
        process.start(alone, arguments);
        process.write(input);
        process.closeWriteChannel();
        const bool finished = process.waitForFinished(60000);
        return std::tuple {finished ? process.exitCode() : -1, process.readAllStandardOutput(),
                           process.readAllStandardError()};
    };
    // Where the front looks for a module missing beside it: PODIUM_LIBEXEC_RELATIVE from its folder.
    const auto refusal = [&](const char *module) {
        const QByteArray path = QFile::encodeName(folder.path()) + "/" PODIUM_LIBEXEC_RELATIVE "/" + module;
        return QByteArray("podium-cli: cannot load " + path + ": " + path
                          + ": cannot open shared object file: No such file or directory\n");
    };
    const QStringList replay {QStringLiteral("replay"), QStringLiteral("-a"), QStringLiteral("elo"),
                              fixture("club.csv")};
    const QList<QStringList> clubCommands {{QStringLiteral("--db"), club, QStringLiteral("init")},
                                           {QStringLiteral("demo"), QStringLiteral("--db"), club},
                                           {QStringLiteral("backtest"), QStringLiteral("-")}};
    for (const QStringList &arguments : clubCommands + QList<QStringList> {replay}) {
        const auto [status, out, err] = run(arguments, "game_id,date,participant,team,rank\n");
        QCOMPARE(status, 2);
        QVERIFY(out.isEmpty());
        QCOMPARE(err, refusal(arguments == replay ? "podium-cli-calculator.so" : "podium-cli-club.so"));
    }
    QVERIFY(QFile::copy(QStringLiteral(PODIUM_CLI_CALCULATOR_PATH),
                        folder.filePath(QStringLiteral("podium-cli-calculator.so"))));
    for (const QStringList &arguments : clubCommands) {
        const auto [status, out, err] = run(arguments, "game_id,date,participant,team,rank\n");
        QCOMPARE(status, 2);
        QVERIFY(out.isEmpty());
        QCOMPARE(err, refusal("podium-cli-club.so"));
    }
    QVERIFY(!QFile::exists(club));
    const auto [status, out, err] = run(replay);
    QCOMPARE(status, 0);
    QVERIFY2(out.startsWith("player,rating,mu,sigma,games,wins,draws,losses\n"), err.constData());
}

// With the system's language German, podium-cli speaks German: its own messages (CliText) and core's (ErrorText),
// from the translations built into the binary. Only these two messages are known to be translated. QLocale reads
// LANGUAGE first, then LC_ALL, LC_MESSAGES and LANG; it needs no locale installed for it.
void TestCli::germanMessages()
{
    const QProcessEnvironment language = podium::test::cliEnvironment(
        {QStringLiteral("LANGUAGE=de"), QStringLiteral("LC_ALL=de_DE.UTF-8"), QStringLiteral("LANG=de_DE.UTF-8")});
    Result r = cli({}, {}, language);
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err, QByteArray("podium-cli: kein Befehl angegeben; siehe podium-cli --help\n"));
    // The usual desktop: LANG alone.
    const QProcessEnvironment lang = podium::test::cliEnvironment(
        {QStringLiteral("LANGUAGE="), QStringLiteral("LC_ALL="), QStringLiteral("LANG=de_DE.UTF-8")});
    const QTemporaryDir folder;
    QVERIFY(folder.isValid());
    r = cli({QStringLiteral("replay"), QStringLiteral("-a"), QStringLiteral("elo"), folder.path()}, {}, lang);
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err,
             "podium-cli: " + folder.path().toUtf8()
                 + " ist ein Ordner, keine Datei\n"); // the German translation's word
    // The rating engines' complaints too, their values put into the translated sentence.
    r = cli({QStringLiteral("replay"), QStringLiteral("-a"), QStringLiteral("elo"), QStringLiteral("--param"),
             QStringLiteral("k=-3"), folder.path()},
            {}, language);
    QCOMPARE(r.err, QByteArray("podium-cli: --param k: muss zwischen 0 und 1e+06 liegen, nicht -3\n"));
    r = cli({QStringLiteral("replay"), QStringLiteral("-a"), QStringLiteral("glicko3"), folder.path()}, {}, language);
    QCOMPARE(QString::fromUtf8(r.err),
             QStringLiteral("podium-cli: --algorithm: unbekannter Algorithmus „glicko3“ (bekannt: trueskill, elo, "
                            "zonestats, glicko2)\n"));
    // And in English where the environment says so.
    QCOMPARE(cli({}).err, QByteArray("podium-cli: no command given; try podium-cli --help\n"));
}

namespace {

// M1 of the 2026-11-23 reliability review: each of these gave null, nan or inf with exit 0; now each is refused
// naming the player's field or the parameter with its range.
void addFiniteOrRefusedRows(const QString &club)
{
    const QString rate = QStringLiteral("rate"), replay = QStringLiteral("replay"), alg = QStringLiteral("--algorithm");
    const QString ts = QStringLiteral("trueskill"), elo = QStringLiteral("elo"), param = QStringLiteral("--param");
    const QByteArray plain = R"({"teams":[[{"mu":25,"sigma":8.333}],[{"mu":25,"sigma":8.333}]],"ranks":[0,1]})";
    QTest::newRow("M1 mu 1e308") << QStringList {rate, alg, ts}
                                 << QByteArray(
                                        R"({"teams":[[{"mu":1e308,"sigma":8.333}],[{"mu":-1e308,"sigma":8.333}]],)"
                                        R"("ranks":[0,1]})")
                                 << "stdin: teams[0][0].mu: the rating must be from -1e20 to 1e20";
    QTest::newRow("M1 sigma 1e200") << QStringList {rate, alg, ts}
                                    << QByteArray(R"({"teams":[[{"mu":25,"sigma":1e200}],[{}]],"ranks":[0,1]})")
                                    << "stdin: teams[0][0].sigma: sigma must be at most 1e20";
    QTest::newRow("M1 weight 1e200")
        << QStringList {rate, alg, ts}
        << QByteArray(R"({"teams":[[{"mu":25,"sigma":8,"weight":1e200}],[{"mu":25,"sigma":8}]],"ranks":[0,1]})")
        << "stdin: teams[0][0].weight: the partial-play weight must be 0, or from 0.001 to 1000";
    QTest::newRow("M1 tau") << QStringList {rate, alg, ts, param, QStringLiteral("tau=1e200")} << plain
                            << "--param tau: must be from 0 to 1e+09, not 1e+200";
    QTest::newRow("M1 beta") << QStringList {rate, alg, ts, param, QStringLiteral("beta=1e300")} << plain
                             << "--param beta: must be from 0.001 to 1e+09, not 1e+300";
    QTest::newRow("M1 draw probability") << QStringList {rate, alg, ts, param,
                                                         QStringLiteral("draw_probability=0.9999999999999999")}
                                         << plain
                                         << "--param draw_probability: must be from 0 to 0.999, not 0.9999999999999999";
    QTest::newRow("M1 elo start") << QStringList {rate, alg, elo, param, QStringLiteral("start=1.7e308")}
                                  << QByteArray(R"({"teams":[[{}],[{}]],"ranks":[0,1]})")
                                  << "--param start: must be from -1e+09 to 1e+09, not 1.7e+308";
    QTest::newRow("M1 elo beyond the limit")
        << QStringList {rate, alg, elo, param, QStringLiteral("k=1e6")}
        << QByteArray(R"({"teams":[[{"rating":1e20}],[{"rating":1e20}]],"ranks":[0,1]})")
        << "stdin: teams[0][0].rating: the rating after this game is not a finite number within 1e20 of 0; the "
           "parameters or the ratings before it are too extreme";
    QTest::newRow("M1 replay sigma") << QStringList {replay, alg, ts, param, QStringLiteral("sigma=1e200"), club}
                                     << QByteArray()
                                     << "--param sigma: must be more than 0 and at most 1e+09, not 1e+200";
    QTest::newRow("M1 replay game_mult")
        << QStringList {replay, alg, QStringLiteral("zonestats"), param, QStringLiteral("game_mult=1e308"), club}
        << QByteArray() << "--param game_mult: must be more than 0 and at most 100, not 1e+308";
}

} // namespace

void TestCli::errors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    const QString rate = QStringLiteral("rate"), replay = QStringLiteral("replay"), alg = QStringLiteral("--algorithm");
    const QString ts = QStringLiteral("trueskill"), param = QStringLiteral("--param");
    const QByteArray duel = R"({"teams": [[{}], [{}]], "ranks": [0, 1]})";
    const QString club = fixture("club.csv");

    QTest::newRow("no command") << QStringList() << QByteArray() << "no command given; try podium-cli --help";
    QTest::newRow("unknown command") << QStringList {QStringLiteral("rank")} << QByteArray()
                                     << "unknown command 'rank'; the commands are rate, replay, generate, backtest "
                                        "and demo --db FILE, and on a club --db FILE COMMAND (see podium-cli --help)";
    QTest::newRow("no algorithm") << QStringList {rate} << duel << "--algorithm is required";
    QTest::newRow("unknown algorithm")
        << QStringList {rate, alg, QStringLiteral("glicko")} << duel
        << "--algorithm: unknown algorithm 'glicko' (known: trueskill, elo, zonestats, glicko2)";
    QTest::newRow("unknown param") << QStringList {rate, alg, ts, param, QStringLiteral("gamma=1")} << duel
                                   << "--param gamma: unknown parameter for trueskill (known: beta, draw_probability, "
                                      "k, mu, partial_play, sigma, tau)";
    QTest::newRow("param without value") << QStringList {rate, alg, ts, param, QStringLiteral("beta")} << duel
                                         << "--param beta: expected NAME=VALUE";
    QTest::newRow("param not a number") << QStringList {rate, alg, ts, param, QStringLiteral("beta=wide")} << duel
                                        << "--param beta: 'wide' is not a number";
    QTest::newRow("param out of range") << QStringList {rate, alg, ts, param, QStringLiteral("draw_probability=1.5")}
                                        << duel << "--param draw_probability: must be from 0 to 0.999, not 1.5";
    QTest::newRow("unknown option") << QStringList {rate, alg, ts, QStringLiteral("--fast")} << duel
                                    << "Unknown option 'fast'.";
    QTest::newRow("invalid json") << QStringList {rate, alg, ts}
                                  << QByteArray("{\"teams\": [[{}],\n [{}]], \"ranks\": [0, 1]")
                                  << "stdin: line 2, column 24: not valid JSON: unterminated object";
    QTest::newRow("one team") << QStringList {rate, alg, ts} << QByteArray(R"({"teams": [[{}, {}]], "ranks": [0]})")
                              << "stdin: teams: a game needs at least two teams, this one has 1";
    QTest::newRow("ranks count") << QStringList {rate, alg, ts}
                                 << QByteArray(R"({"teams": [[{}], [{}]], "ranks": [0]})")
                                 << "stdin: ranks: 1 ranks for 2 teams";
    QTest::newRow("mu not a number") << QStringList {rate, alg, ts}
                                     << QByteArray(R"({"teams": [[{"mu": "25"}], [{}]], "ranks": [0, 1]})")
                                     << "stdin: teams[0][0].mu: expected a number, got a string";
    QTest::newRow("negative sigma") << QStringList {rate, alg, ts}
                                    << QByteArray(R"({"teams": [[{}], [{"sigma": -1}]], "ranks": [0, 1]})")
                                    << "stdin: teams[1][0].sigma: sigma must be a finite number >= 0";
    QTest::newRow("draw impossible")
        << QStringList {rate, alg, ts, param, QStringLiteral("draw_probability=0")}
        << QByteArray(R"({"teams": [[{}], [{}]], "ranks": [0, 0]})")
        << "stdin: ranks: teams 0 and 1 drew, but the draw probability is 0, so a draw is impossible";
    QTest::newRow("zonestats without minutes")
        << QStringList {rate, alg, QStringLiteral("zonestats")}
        << QByteArray(R"({"teams": [[{"score": 1, "minutes": 5}], [{"score": 2}]], "ranks": [0, 1]})")
        << "stdin: teams[1][0].minutes: ZoneStats needs every rated player's minutes in the game";
    // Issue 25 section 4: a side with no weight cannot be a side, given as weights or as minutes.
    QTest::newRow("side of weight 0") << QStringList {rate, alg, ts}
                                      << QByteArray(R"({"teams": [[{}], [{"weight": 0}]], "ranks": [0, 1]})")
                                      << "stdin: teams[1]: every player of this side has weight 0 (not playing); a "
                                         "side needs a player who took part";
    QTest::newRow("replay side of 0 minutes")
        << QStringList {replay, alg, ts, param, QStringLiteral("partial_play=minutes"), QStringLiteral("-")}
        << QByteArray("game_id,date,kind,participant,team,rank,score,minutes\n"
                      "7,2024-01-01,h2h,ann,,1,,20\n7,2024-01-01,h2h,bob,,2,,0\n")
        << "stdin:3: game '7', player 'bob': every player of this side played 0 minutes; a side needs a player who "
           "took part";
    QTest::newRow("replay without file") << QStringList {replay, alg, ts} << QByteArray()
                                         << "replay needs one history file (or - for standard input)";
    QTest::newRow("missing file") << QStringList {replay, alg, ts, QStringLiteral("no-such.csv")} << QByteArray()
                                  << "no-such.csv: cannot open the file: No such file or directory";
    QTest::newRow("player twice") << QStringList {replay, alg, ts, QStringLiteral("-")}
                                  << QByteArray("game_id,date,kind,participant,team,rank,score,minutes\n1,2024-01-01,"
                                                "h2h,ann,,1,,\n1,2024-01-01,h2h,ann,,2,,\n")
                                  << "stdin:3: column 'participant': 'ann' is in this game twice";
    QTest::newRow("csv number")
        << QStringList {replay, alg, ts, QStringLiteral("-")}
        << QByteArray("game_id,date,kind,participant,team,rank,score,minutes\n1,2024-01-01,h2h,ann,,1,1.5.2,\n")
        << "stdin:2: column 'score': '1.5.2' is not a number";
    QTest::newRow("replayed draw impossible")
        << QStringList {replay, alg, ts, param, QStringLiteral("draw_probability=0"), club} << QByteArray()
        << club
            + QStringLiteral(":4: game 'g2', column 'rank': teams 0 and 1 drew, but the draw probability is 0, so a "
                             "draw is impossible");
    QTest::newRow("replay zonestats without minutes")
        << QStringList {replay, alg, QStringLiteral("zonestats"), QStringLiteral("-")}
        << QByteArray("game_id,date,kind,participant,team,rank,score,minutes\n"
                      "7,2024-01-01,h2h,ann,,1,3,10\n7,2024-01-01,h2h,bob,,2,2,\n")
        << "stdin:3: game '7', player 'bob', column 'minutes': ZoneStats needs every rated player's minutes in the "
           "game";
    addFiniteOrRefusedRows(club);
    QTest::newRow("generate bad number") << QStringList {QStringLiteral("generate"), QStringLiteral("--kind"),
                                                         QStringLiteral("h2h"),      QStringLiteral("--players"),
                                                         QStringLiteral("many"),     QStringLiteral("--games"),
                                                         QStringLiteral("5"),        QStringLiteral("--seed"),
                                                         QStringLiteral("1")}
                                         << QByteArray() << "--players: 'many' is not a whole number of at least 2";
    QTest::newRow("generate bad kind") << QStringList {QStringLiteral("generate"), QStringLiteral("--kind"),
                                                       QStringLiteral("duel"),     QStringLiteral("--players"),
                                                       QStringLiteral("4"),        QStringLiteral("--games"),
                                                       QStringLiteral("5"),        QStringLiteral("--seed"),
                                                       QStringLiteral("1")}
                                       << QByteArray() << "--kind: 'duel' is not a kind of game (h2h, ffa or team)";
    QTest::newRow("generate too few players")
        << QStringList {QStringLiteral("generate"),  QStringLiteral("--kind"), QStringLiteral("team"),
                        QStringLiteral("--players"), QStringLiteral("4"),      QStringLiteral("--games"),
                        QStringLiteral("5"),         QStringLiteral("--seed"), QStringLiteral("1")}
        << QByteArray() << "a game needs 8 players but there are only 4";
}

void TestCli::errors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    const Result r = cli(arguments, input);
    QCOMPARE(r.status, 2);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("podium-cli: ") + message + QLatin1Char('\n'));
}

// Input that main accepted or described wrongly (M8, M9, L5, L6 of the reliability review): every row is now refused
// with status 2 and a message that names the place.
void TestCli::findingsM8M9L5L6_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    const QString rate = QStringLiteral("rate"), replay = QStringLiteral("replay"), alg = QStringLiteral("--algorithm");
    const QString ts = QStringLiteral("trueskill"), elo = QStringLiteral("elo"), param = QStringLiteral("--param");
    const QByteArray duel = R"({"teams": [[{}], [{}]], "ranks": [0, 1]})";
    const QByteArray header = "game_id,date,kind,participant,team,rank,score,minutes\n";

    // L6: the last of two keys used to win without a word.
    QTest::newRow("L6 duplicate key") << QStringList {rate, alg, ts}
                                      << QByteArray(R"({"teams":[[{"mu":25,"mu":1e308}],[{}]],"ranks":[0,1]})")
                                      << "stdin: line 1, column 21: the key \"mu\" appears twice in one object";
    QTest::newRow("L6 duplicate escaped key")
        << QStringList {rate, alg, ts} << QByteArray(R"({"teams":[[{}],[{}]],"ranks":[0,1],"r\u0061nks":[1,0]})")
        << "stdin: line 1, column 36: the key \"r\\u0061nks\" appears twice in one object";
    QTest::newRow("L6 repeated param")
        << QStringList {rate, alg, ts, param, QStringLiteral("beta=1"), param, QStringLiteral("beta=2")} << duel
        << "--param beta=2: beta is given twice; give each parameter once";
    QTest::newRow("L6 negative rank") << QStringList {rate, alg, ts}
                                      << QByteArray(R"({"teams":[[{}],[{}]],"ranks":[-1,0]})")
                                      << "stdin: ranks[0]: expected a whole number from 0 (the best), got -1";
    // L5: the message spoke of players of weight 0, though no weight was given.
    QTest::newRow("L5 tiny beta") << QStringList {rate, alg, ts, param, QStringLiteral("beta=1e-300")} << duel
                                  << "--param beta: must be from 0.001 to 1e+09, not 1e-300";
    // L5: Ann and ann are one player in a club, so they are one in a replay too, and twice in one game is refused.
    QTest::newRow("L5 Ann and ann") << QStringList {replay, alg, elo, QStringLiteral("-")}
                                    << header + "1,2024-05-01,h2h,Ann,,1,,\n1,2024-05-01,h2h, ann,,2,,\n"
                                    << "stdin:3: column 'participant': ' ann' is in this game twice";
    QTest::newRow("L5 blank participant") << QStringList {replay, alg, elo, QStringLiteral("-")}
                                          << header + "1,2024-05-01,h2h,Ann,,1,,\n1,2024-05-01,h2h,\"   \",,2,,\n"
                                          << "stdin:3: column 'participant': the participant is only white space";
    // M8: invalid UTF-8 in a history and in JSON, with its line and column.
    QTest::newRow("M8 csv") << QStringList {replay, alg, elo, QStringLiteral("-")}
                            << header + "1,2024-05-01,h2h,ann,,1,,\n1,2024-05-01,h2h,an\xff\xfen,,2,,\n"
                            << "stdin:3:20: not valid UTF-8 (byte 0xff); save the file as UTF-8";
    QTest::newRow("M8 json") << QStringList {rate, alg, ts}
                             << QByteArray("{\"teams\": [[{\"player\": \"an\xc3\"}], [{}]],\n \"ranks\": [0, 1]}")
                             << "stdin: line 1, column 27: not valid UTF-8 (byte 0xc3); save the file as UTF-8";
    // M9: a game has at most 1,000 sides and 10,000 participants, in rate as in a history.
    QJsonArray sides, ranks;
    for (int i = 0; i < 1001; ++i) {
        sides.append(QJsonArray {QJsonObject()});
        ranks.append(i);
    }
    QTest::newRow("M9 rate sides")
        << QStringList {rate, alg, elo}
        << QJsonDocument(QJsonObject {{QStringLiteral("teams"), sides}, {QStringLiteral("ranks"), ranks}}).toJson()
        << "stdin: teams: a game has at most 1000 sides";
    QJsonArray crowd;
    for (int i = 0; i < 10001; ++i)
        crowd.append(QJsonObject());
    QTest::newRow("M9 rate participants")
        << QStringList {rate, alg, elo}
        << QJsonDocument(QJsonObject {{QStringLiteral("teams"), QJsonArray {crowd, QJsonArray {QJsonObject()}}},
                                      {QStringLiteral("ranks"), QJsonArray {0, 1}}})
               .toJson()
        << "stdin: teams[0][10000]: a game has at most 10000 participants";
    QByteArray big = header;
    for (int i = 0; i < 1001; ++i)
        big += "big,2024-05-01,ffa,p" + QByteArray::number(i) + ",," + QByteArray::number(i + 1) + ",,\n";
    QTest::newRow("M9 replay sides") << QStringList {replay, alg, elo, QStringLiteral("-")} << big
                                     << "stdin:1002: column 'participant': a game has at most 1000 sides";
}

void TestCli::findingsM8M9L5L6()
{
    errors();
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
