// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium-cli --db: the club commands on the real binary, their errors, and what a SIGKILL in the middle
// of an import leaves behind (nothing).
#include "../core/club/testclub.h"
#include "clirunner.h"
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>

#include <sys/stat.h>
#include <unistd.h>

namespace {

using Result = podium::test::CliResult;
using podium::test::cli;

/** The club's full backup, as a way to compare databases. */
QByteArray backupOf(const QString &database, const QString &scratch)
{
    QFile::remove(scratch);
    if (cli({QStringLiteral("--db"), database, QStringLiteral("backup"), scratch}).status != 0)
        return "(backup failed)";
    QFile file(scratch);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(no backup)");
}

/** Runs SQL on a club through a connection of its own, as another program would (foreign keys off). */
void rawSql(const QString &club, const QStringList &statements)
{
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("filesraw"));
        raw.setDatabaseName(club);
        QVERIFY(raw.open());
        for (const QString &sql : statements) {
            QSqlQuery query(raw);
            QVERIFY2(query.exec(sql), qPrintable(sql));
        }
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("filesraw"));
}

/** Runs podium-cli with its standard output going to outFile (a file, /dev/full); out stays empty. */
Result cliInto(const QString &outFile, const QStringList &arguments, const QByteArray &input = {})
{
    QProcess process;
    process.setProcessEnvironment(podium::test::cliEnvironment());
    process.setStandardOutputFile(outFile);
    process.start(QStringLiteral(PODIUM_CLI_PATH), arguments);
    if (!process.waitForStarted())
        qFatal("cannot start %s", PODIUM_CLI_PATH);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000))
        qFatal("podium-cli did not finish");
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, {}, process.readAllStandardError()};
}

/** A club with two leaderboards over three games of chess. */
void makeSmallClub(const QString &club)
{
    const auto run = [&](const QStringList &arguments, const QByteArray &input = {}) {
        return cli(QStringList {QStringLiteral("--db"), club} + arguments, input).status;
    };
    QCOMPARE(run({QStringLiteral("init")}), 0);
    for (const char *algorithm : {"elo", "trueskill"})
        QCOMPARE(run({QStringLiteral("leaderboard"), QStringLiteral("create"), QString::fromLatin1(algorithm),
                      QStringLiteral("--algorithm"), QString::fromLatin1(algorithm)}),
                 0);
    for (int day = 1; day <= 3; ++day) {
        const QByteArray game = QStringLiteral(R"({"date":"2024-05-0%1","discipline":"Chess","teams":)"
                                               R"([[{"player":"Ann"}],[{"player":"Bob%1"}]],"ranks":[1,2]})")
                                    .arg(day)
                                    .toUtf8();
        QCOMPARE(run({QStringLiteral("games"), QStringLiteral("add")}, game), 0);
    }
}

QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name);
}

} // namespace

class TestClubCli : public QObject
{
    Q_OBJECT

private slots:
    void fitDrawFromTheLeaderboardsGames();
    void theDemoClubSpeaksTheUsersLanguage();
    void heatsGoThroughToAFinalAndTeamsMakeMatches();
    void initTestCase();
    void clubSession();
    void importNamesPlayersFromAPlayersFileOrAColumn();
    void errors_data();
    void errors();
    void aGameChangedOutsideIsNamedNotACrash();
    void killedImportLeavesTheDatabaseAsItWas();
    void eventSession();
    void cardGameSwissSession();
    // Files, standard output and damaged clubs (M6, M10, L1 to L4 of the reliability review).
    void checkReplaysEveryLeaderboardStaleOrNot_M6();
    void danglingRowsAreNamedNotAborts_M10();
    void eventSeatWithoutEntrantIsRefusedNotACrash_M10();
    void failedWriteToStandardOutputExits1_L1_data();
    void failedWriteToStandardOutputExits1_L1();
    void closedPipeExits1_L1();
    void unboundedInputsAreRefused_L2();
    void clubThatCannotBeWrittenOpensReadOnly_L3();
    void emptyClubFileIsRefused_L4();
    void listingsNeutraliseFormulasAndTheExportDoesNot_L7();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    /** A new club as --db takes it: a file, or a schema on the server under test (testclub.h). */
    QString newClub() const { return testClub(QDir(m_dir.path())).toString(); }
    QStringList db(const QStringList &rest) const { return QStringList {QStringLiteral("--db"), m_db} + rest; }
    QTemporaryDir m_dir;
    QString m_db;
};

void TestClubCli::initTestCase()
{
    m_db = newClub();
    QCOMPARE(cli(db({QStringLiteral("init")})).status, 0);
}

void TestClubCli::clubSession()
{
    const QString club = QStringLiteral(PODIUM_TEST_DATA_DIR "/cli/club.csv");
    Result r = cli(db({QStringLiteral("import"), QStringLiteral("games"), club, QStringLiteral("--discipline"),
                       QStringLiteral("Chess")}));
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, QByteArray("imported 3 games into Chess (0 already there), 3 new players\n"));
    r = cli(db({QStringLiteral("import"), QStringLiteral("games"), club, QStringLiteral("--discipline"),
                QStringLiteral("chess")}));
    QCOMPARE(r.out, QByteArray("imported 0 games into chess (3 already there), 0 new players\n"));
    QCOMPARE(cli(db({QStringLiteral("leaderboard"), QStringLiteral("create"), QStringLiteral("Club Elo"),
                     QStringLiteral("--algorithm"), QStringLiteral("elo"), QStringLiteral("--discipline"),
                     QStringLiteral("Chess")}))
                 .status,
             0);
    // The same standings as `podium-cli replay --algorithm elo` on the file (tst_cli works them out).
    r = cli(db({QStringLiteral("standings")}));
    QCOMPARE(r.out,
             QByteArray("player,rating,mu,sigma,games,wins,draws,losses\n"
                        "cid,1511.158145,1511.158145,,2,1,1,0\n"
                        "ann,1500.414301,1500.414301,,2,1,0,1\n"
                        "bob,1488.427554,1488.427554,,2,0,1,1\n"));
    // A new game, appended: bob (1488.427554) beats ann (1500.414301): E = 1/(1+10^(11.986747/400))
    // = 0.482757, bob + 24 * 0.517243 = 1500.841397.
    r = cli(
        db({QStringLiteral("games"), QStringLiteral("add")}),
        R"({"date": "2024-02-01T20:00", "discipline": "Chess", "teams": [[{"player": "bob"}], [{"player": "ann"}]], "ranks": [1, 2]})");
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, QByteArray("4\n"));
    r = cli(db(
        {QStringLiteral("standings"), QStringLiteral("Club Elo"), QStringLiteral("--format"), QStringLiteral("json")}));
    const QJsonArray rows = QJsonDocument::fromJson(r.out).array();
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.at(1).toObject().value(QStringLiteral("player")).toString(), QStringLiteral("bob"));
    QVERIFY(std::abs(rows.at(1).toObject().value(QStringLiteral("rating")).toDouble() - 1500.841397) < 1e-5);
    QVERIFY(cli(db({QStringLiteral("check")})).out.startsWith("ok\n"));
    r = cli(db({QStringLiteral("history"), QStringLiteral("bob")}));
    QCOMPARE(r.out.count('\n'), 4); // header and three games
    r = cli(db({QStringLiteral("games"), QStringLiteral("list"), QStringLiteral("--player"), QStringLiteral("cid")}));
    QCOMPARE(r.out,
             QByteArray("id,external_id,date,discipline,kind,participants\n"
                        "2,g2,2024-01-03T00:00:00,Chess,h2h,bob #1; cid #1\n"
                        "3,g0,2023-12-31T00:00:00,Chess,h2h,cid #1; ann #2\n"));
    // Deleting an old game replays.
    QCOMPARE(cli(db({QStringLiteral("games"), QStringLiteral("delete"), QStringLiteral("3")})).status, 0);
    r = cli(db({QStringLiteral("standings")}));
    QVERIFY(r.out.contains("\ncid,"));
    QVERIFY(cli(db({QStringLiteral("check")})).out.startsWith("ok\n"));
    // Export and backup write their files; the standings export is what standings prints, each line with its
    // rank before it and the player's last game after it.
    QCOMPARE(cli(db({QStringLiteral("export"), QStringLiteral("standings"), path(QStringLiteral("s.csv"))})).status, 0);
    QFile exported(path(QStringLiteral("s.csv")));
    QVERIFY(exported.open(QIODevice::ReadOnly));
    const QList<QByteArray> file = exported.readAll().split('\n');
    const QList<QByteArray> printed = cli(db({QStringLiteral("standings")})).out.split('\n');
    QCOMPARE(file.size(), printed.size());
    QCOMPARE(file[0], QByteArray("rank,") + printed[0] + ",last_played");
    QCOMPARE(file[1], QByteArray("1,") + printed[1] + ",2024-02-01T20:00:00");
    QCOMPARE(file[3], QByteArray("3,") + printed[3] + ",2024-02-01T20:00:00");
    QCOMPARE(cli(db({QStringLiteral("backup"), path(QStringLiteral("b.json"))})).status, 0);
    const QString copy = newClub();
    QCOMPARE(cli({QStringLiteral("--db"), copy, QStringLiteral("restore"), path(QStringLiteral("b.json"))}).status, 0);
    QCOMPARE(cli({QStringLiteral("--db"), copy, QStringLiteral("standings")}).out,
             cli(db({QStringLiteral("standings")})).out);
    // A restore that fails leaves no club behind, half made or empty: no file, or no club in the schema.
    const QString failed = newClub();
    r = cli(
        {QStringLiteral("--db"), failed, QStringLiteral("restore"), QStringLiteral(PODIUM_TEST_DATA_DIR "/README.md")});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err, QByteArray("podium-cli: " PODIUM_TEST_DATA_DIR "/README.md: not a Podium backup\n"));
    for (const char *suffix : {"", "-wal", "-shm"})
        QVERIFY2(!QFile::exists(failed + QLatin1String(suffix)), suffix);
    r = cli({QStringLiteral("--db"), failed, QStringLiteral("standings")});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(onServer() ? "there is no club here" : "no such database"), r.err.constData());
}

void TestClubCli::importNamesPlayersFromAPlayersFileOrAColumn()
{
    const QString data = QStringLiteral(PODIUM_TEST_DATA_DIR "/import/");
    const QString club = newClub();
    QCOMPARE(cli({QStringLiteral("--db"), club, QStringLiteral("init")}).status, 0);
    const auto import = [&](const QString &games, const QStringList &options) {
        return cli(
            QStringList {QStringLiteral("--db"), club, QStringLiteral("import"), QStringLiteral("games"), data + games}
            + options);
    };
    // Two players would both be "Keiko Mori": refused, with the file and line, and nothing imported.
    Result r
        = import(QStringLiteral("games.csv"), {QStringLiteral("--names"), data + QStringLiteral("players-shared.csv")});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err,
             (QStringLiteral("podium-cli: ") + data
              + QStringLiteral("players-shared.csv:5: 'Keiko Mori' would be the name of 200104 and of 200103 "
                               "(line 4); the club would make them one player.\n"))
                 .toUtf8());
    QCOMPARE(
        cli({QStringLiteral("--db"), club, QStringLiteral("players"), QStringLiteral("list")}).out,
        QByteArray("name,display_name,affiliation,retired,games,rating,rating_system,rating_id,federation,title\n"));
    r = import(QStringLiteral("games.csv"),
               {QStringLiteral("--names"), data + QStringLiteral("players.csv"), QStringLiteral("--discipline"),
                QStringLiteral("Tennis")});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out,
             (QStringLiteral("imported 4 games into Tennis (0 already there), 4 new players\nnamed 4 of 4 "
                             "players from ")
              + data + QStringLiteral("players.csv\n"))
                 .toUtf8());
    r = cli({QStringLiteral("--db"), club, QStringLiteral("players"), QStringLiteral("list")});
    QCOMPARE(r.out,
             QByteArray("name,display_name,affiliation,retired,games,rating,rating_system,rating_id,federation,title\n"
                        "Ines Duarte,,,no,2,,,,,\nKeiko Mori,,,no,2,,,,,\nRafael Ocampo,,,no,2,,,,,\nTomas "
                        "Lindqvist,,,no,2,,,,,\n"));
    // A column of the games file, and the ids made readable; only one way of naming at a time.
    r = import(QStringLiteral("races.csv"),
               {QStringLiteral("--name-column"), QStringLiteral("driver"), QStringLiteral("--discipline"),
                QStringLiteral("Racing")});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.endsWith(QByteArray(QByteArray("\nnamed 3 of 3 players from ")
                                       + (data + QStringLiteral("races.csv\n")).toUtf8())),
             r.out.constData());
    r = cli({QStringLiteral("--db"), club, QStringLiteral("games"), QStringLiteral("list"), QStringLiteral("--player"),
             QString::fromUtf8("Ana Lúcia Ferraz")});
    QCOMPARE(r.out.count('\n'), 3); // the header and her two races
    r = import(QStringLiteral("races.csv"),
               {QStringLiteral("--readable-ids"), QStringLiteral("--names"), data + QStringLiteral("players.csv")});
    QCOMPARE(r.err, QByteArray("podium-cli: --names, --name-column and --readable-ids: one at a time\n"));
}

void TestClubCli::errors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    const QString missing = m_dir.filePath(QStringLiteral("missing.podium"));
    QTest::newRow("no database") << QStringList {QStringLiteral("--db"), missing, QStringLiteral("standings")}
                                 << QByteArray()
                                 << missing + QStringLiteral(": no such database (create one with init)");
    // A club on a PostgreSQL server that cannot be reached: libpq's reason, saying where.
    QTest::newRow("server")
        << QStringList {QStringLiteral("--db"), QStringLiteral("service=nosuchleague schema=club"),
                        QStringLiteral("standings")}
        << QByteArray()
        << QStringLiteral("service=nosuchleague schema=club: cannot connect: definition of service \"nosuchleague\" "
                          "not found");
    QTest::newRow("server init")
        << QStringList {QStringLiteral("--db"), QStringLiteral("service=league"), QStringLiteral("init")}
        << QByteArray() << QStringLiteral("service=league: cannot connect: definition of service \"league\" not found");
    QTest::newRow("server's password")
        << QStringList {QStringLiteral("--db"), QStringLiteral("postgresql://desk1:secret@host:99999/league"),
                        QStringLiteral("players")}
        << QByteArray()
        << QStringLiteral("postgresql://desk1:***@host:99999/league: the port '99999' is not a number from 1 to 65535");
    QTest::newRow("init twice") << db({QStringLiteral("init")}) << QByteArray()
                                << m_db
            + (onServer() ? QStringLiteral(" already holds a club; it was left untouched")
                          : QStringLiteral(" already exists; it was left untouched"));
    QTest::newRow("unknown command")
        << db({QStringLiteral("frobnicate")}) << QByteArray()
        << QStringLiteral("unknown command 'frobnicate'; with --db the commands are init, import, players, games, "
                          "leaderboard, standings, history, pair, event, export, backup, restore, demo, check, serve "
                          "and backtest");
    QTest::newRow("unknown player") << db({QStringLiteral("players"), QStringLiteral("retire"), QStringLiteral("zed")})
                                    << QByteArray() << QStringLiteral("there is no player called 'zed'");
    QTest::newRow("unknown algorithm")
        << db({QStringLiteral("leaderboard"), QStringLiteral("create"), QStringLiteral("X"),
               QStringLiteral("--algorithm"), QStringLiteral("glicko")})
        << QByteArray()
        << QStringLiteral(
               "leaderboard 'X': algorithm: unknown algorithm 'glicko' (known: trueskill, elo, zonestats, glicko2)");
    QTest::newRow("bad game json")
        << db({QStringLiteral("games"), QStringLiteral("add")})
        << QByteArray(R"({"date": "2024-01-01", "discipline": "Chess", "teams": [[{"player": "a"}]], "ranks": [1, 2]})")
        << QStringLiteral("stdin: ranks: 2 ranks for 1 teams");
    QTest::newRow("player twice")
        << db({QStringLiteral("games"), QStringLiteral("add")})
        << QByteArray(
               R"({"date": "2024-01-01", "discipline": "Chess", "teams": [[{"player": "a"}], [{"player": "A"}]], "ranks": [1, 2]})")
        << QStringLiteral("participant 2: 'A' is in this game twice");
    QTest::newRow("pair one player") << db(
        {QStringLiteral("pair"), QStringLiteral("Club Elo"), QStringLiteral("--players"), QStringLiteral("ann")})
                                     << QByteArray() << QStringLiteral("a game needs at least two players; 1 given");
    QTest::newRow("more teams than players")
        << db({QStringLiteral("pair"), QStringLiteral("Club Elo"), QStringLiteral("--players"),
               QStringLiteral("ann,bob"), QStringLiteral("--mode"), QStringLiteral("teams:3")})
        << QByteArray() << QStringLiteral("more teams (3) than players (2)");
    QTest::newRow("event of one") << db(
        {QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("Solo"), QStringLiteral("--format"),
         QStringLiteral("swiss"), QStringLiteral("--discipline"), QStringLiteral("Chess"), QStringLiteral("--entrants"),
         QStringLiteral("ann")}) << QByteArray()
                                  << QStringLiteral("event 'Solo': an event needs at least two entrants");
    QTest::newRow("unknown format")
        << db({QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("X"), QStringLiteral("--format"),
               QStringLiteral("ladder"), QStringLiteral("--discipline"), QStringLiteral("Chess"),
               QStringLiteral("--entrants"), QStringLiteral("ann,bob")})
        << QByteArray()
        << QStringLiteral("format: 'ladder' is not a format (swiss, roundrobin, single, double, heats)");
    QTest::newRow("pair with a stranger")
        << db({QStringLiteral("pair"), QStringLiteral("Club Elo"), QStringLiteral("--players"),
               QStringLiteral("ann,bob,cid"), QStringLiteral("--mode"), QStringLiteral("teams:2"),
               QStringLiteral("--together"), QStringLiteral("ann+zed")})
        << QByteArray() << QStringLiteral("--together: 'ann+zed' is not two of the players joined by +");
    QTest::newRow("option without value") << db(
        {QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("X"), QStringLiteral("--format"),
         QStringLiteral("swiss"), QStringLiteral("--discipline"), QStringLiteral("Chess"), QStringLiteral("--entrants"),
         QStringLiteral("ann,bob"), QStringLiteral("--option"), QStringLiteral("pairing")})
                                          << QByteArray() << QStringLiteral("--option pairing: expected NAME=VALUE");
    QTest::newRow("no rounds") << db(
        {QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("X"), QStringLiteral("--format"),
         QStringLiteral("swiss"), QStringLiteral("--discipline"), QStringLiteral("Chess"), QStringLiteral("--entrants"),
         QStringLiteral("ann,bob"), QStringLiteral("--rounds"), QStringLiteral("0")})
                               << QByteArray() << QStringLiteral("--rounds: '0' is not a whole number of at least 1");
    QTest::newRow("param without value") << db({QStringLiteral("leaderboard"), QStringLiteral("set"),
                                                QStringLiteral("Club Elo"), QStringLiteral("--param"),
                                                QStringLiteral("k")})
                                         << QByteArray() << QStringLiteral("--param k: expected NAME=VALUE");
    QTest::newRow("standings format") << db(
        {QStringLiteral("standings"), QStringLiteral("--format"), QStringLiteral("xml")})
                                      << QByteArray() << QStringLiteral("--format: 'xml' is not csv or json");
    QTest::newRow("bad csv") << db(
        {QStringLiteral("import"), QStringLiteral("games"), QStringLiteral(PODIUM_TEST_DATA_DIR "/README.md")})
                             << QByteArray()
                             << QStringLiteral(PODIUM_TEST_DATA_DIR "/README.md:1: the header has no column 'game_id'");
}

void TestClubCli::cardGameSwissSession()
{
    // A Swiss without sides is the card-game Swiss: 3/1/0, match scores with --games, OMW%/GW%/OGW%.
    const QString club = newClub();
    const auto run = [&](const QStringList &rest) { return cli(QStringList {QStringLiteral("--db"), club} + rest); };
    QCOMPARE(run({QStringLiteral("init")}).status, 0);
    Result r = run({QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("FNM"),
                    QStringLiteral("--format"), QStringLiteral("swiss"), QStringLiteral("--discipline"),
                    QStringLiteral("Magic"), QStringLiteral("--entrants"), QStringLiteral("ann,bob"),
                    QStringLiteral("--option"), QStringLiteral("sides=0")});
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.out, QByteArray("created event FNM (swiss, 2 entrants, 1 round)\n"));
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("next"), QStringLiteral("FNM")}).status, 0);
    const QStringList result {QStringLiteral("event"), QStringLiteral("result"), QStringLiteral("FNM"),
                              QStringLiteral("1"), QStringLiteral("1")};
    r = run(result + QStringList {QStringLiteral("--games"), QStringLiteral("2-x")});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err,
             QByteArray("podium-cli: games: '2-x' is not a match score: give the games won by each side, and "
                        "the games drawn if any, such as 2-1 or 1-1-1\n"));
    r = run(result
            + QStringList {QStringLiteral("--games"), QStringLiteral("2-1"), QStringLiteral("--ranks"),
                           QStringLiteral("1,2")});
    QVERIFY2(r.err.contains("--games W1-W2[-D]"), r.err.constData());
    QCOMPARE(run(result + QStringList {QStringLiteral("--games"), QStringLiteral("1-2-1")}).status, 0);
    r = run({QStringLiteral("event"), QStringLiteral("standings"), QStringLiteral("FNM")});
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines[0], QByteArray("place,player,points,omw,gw,ogw,decided_by,played,won,drawn,lost,byes"));
    // bob won 2-1 with a game drawn: 3 match points; game points 7 of 12 and 4 of 12 (Appendix C).
    QVERIFY2(lines[1].startsWith("1,bob,3,0.333333,0.583333,0.333333,points,"), lines[1].constData());
    QVERIFY2(lines[2].startsWith("2,ann,0,1,0.333333,0.583333,points,"), lines[2].constData());
}

void TestClubCli::eventSession()
{
    const QString club = newClub();
    const auto run = [&](const QStringList &rest) { return cli(QStringList {QStringLiteral("--db"), club} + rest); };
    QCOMPARE(run({QStringLiteral("init")}).status, 0);
    Result r = run({QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("Friday"),
                    QStringLiteral("--format"), QStringLiteral("swiss"), QStringLiteral("--discipline"),
                    QStringLiteral("Chess"), QStringLiteral("--entrants"), QStringLiteral("ann,bob,cid,dan,eve"),
                    QStringLiteral("--rounds"), QStringLiteral("2")});
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.out, QByteArray("created event Friday (swiss, 5 entrants, 2 rounds)\n"));
    r = run({QStringLiteral("event"), QStringLiteral("next"), QStringLiteral("Friday")});
    QCOMPARE(r.status, 0);
    QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 1 + 5);
    QCOMPARE(lines[0], QByteArray("round,table,side,player"));
    QVERIFY2(lines[5].startsWith("1,3,0,"), lines[5].constData()); // the bye, side 0, after the two games
    QVERIFY(lines[1].startsWith("1,1,1,") && lines[2].startsWith("1,1,2,"));
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("result"), QStringLiteral("Friday"), QStringLiteral("1"),
                  QStringLiteral("1"), QStringLiteral("--ranks"), QStringLiteral("1,2")})
                 .status,
             0);
    r = run({QStringLiteral("event"), QStringLiteral("next"), QStringLiteral("Friday")});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err, QByteArray("podium-cli: event 'Friday': round 1 is not finished: table 2 has no result\n"));
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("result"), QStringLiteral("Friday"), QStringLiteral("1"),
                  QStringLiteral("2"), QStringLiteral("--ranks"), QStringLiteral("1,1")})
                 .status,
             0);
    r = run({QStringLiteral("event"), QStringLiteral("standings"), QStringLiteral("Friday")});
    lines = r.out.trimmed().split('\n');
    QCOMPARE(lines[0],
             QByteArray("place,player,points,buchholz-cut1,buchholz,sonneborn-berger,direct,wins,rating,"
                        "decided_by,played,won,drawn,lost,byes,colours,colour_difference"));
    QCOMPARE(lines.size(), 6);
    // The winner of table 1 and the bye share the lead on a point each; the draw gave a half each.
    QVERIFY2(lines[1].split(',')[2] == "1" && lines[2].split(',')[2] == "1", r.out.constData());
    QVERIFY2(lines[3].split(',')[2] == "0.5" && lines[4].split(',')[2] == "0.5", r.out.constData());
    // A chess Swiss has colours: two Whites and two Blacks in round 1, and the bye none ('- with the apostrophe
    // that keeps a spreadsheet from reading it as a formula).
    QMap<QByteArray, int> colours;
    int difference = 0;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> cells = lines[i].split(',');
        ++colours[cells[15]];
        difference += cells[16].toInt();
        QCOMPARE(cells[16].toInt(), cells[15] == "W" ? 1 : cells[15] == "B" ? -1 : 0);
    }
    QCOMPARE(colours, (QMap<QByteArray, int> {{"W", 2}, {"B", 2}, {"'-", 1}}));
    QCOMPARE(difference, 0);
    r = run({QStringLiteral("event"), QStringLiteral("standings"), QStringLiteral("Friday"), QStringLiteral("--format"),
             QStringLiteral("json")});
    const QJsonArray json = QJsonDocument::fromJson(r.out).array();
    QCOMPARE(json.size(), 5);
    for (const QJsonValue &row : json) {
        const QString c = row[QStringLiteral("colours")].toString();
        QVERIFY2(c == QLatin1String("W") || c == QLatin1String("B") || c == QLatin1String("-"), qPrintable(c));
        QCOMPARE(row[QStringLiteral("colour_difference")].toInt(),
                 c == QLatin1String("W")       ? 1
                     : c == QLatin1String("B") ? -1
                                               : 0);
    }
    r = run({QStringLiteral("pair"), QStringLiteral("Chess"), QStringLiteral("--players"), QStringLiteral("ann,bob")});
    QCOMPARE(r.err, QByteArray("podium-cli: there is no leaderboard called 'Chess'\n"));
    QCOMPARE(run({QStringLiteral("leaderboard"), QStringLiteral("create"), QStringLiteral("Chess TS"),
                  QStringLiteral("--discipline"), QStringLiteral("Chess"), QStringLiteral("--algorithm"),
                  QStringLiteral("trueskill")})
                 .status,
             0);
    // Constraints name the players in any case, as the Pairings page does.
    r = run({QStringLiteral("pair"), QStringLiteral("Chess TS"), QStringLiteral("--players"),
             QStringLiteral("ann,bob,cid,dan"), QStringLiteral("--mode"), QStringLiteral("teams:2"),
             QStringLiteral("--together"), QStringLiteral("ANN+Bob")});
    QCOMPARE(r.err, QByteArray());
    QVERIFY2(r.out.startsWith("ann + bob vs ") || r.out.contains(" vs ann + bob;"), r.out.constData());
    r = run({QStringLiteral("pair"), QStringLiteral("Chess TS"), QStringLiteral("--players"),
             QStringLiteral("ann,bob,cid,dan"), QStringLiteral("--mode"), QStringLiteral("teams:2")});
    QCOMPARE(r.status, 0);
    QVERIFY2(
        QRegularExpression(QStringLiteral("^\\w+ \\+ \\w+ vs \\w+ \\+ \\w+; quality 0\\.\\d{3}; .* wins 0\\.\\d{3}; "
                                          "the best split there is\n$"))
            .match(QString::fromUtf8(r.out))
            .hasMatch(),
        r.out.constData());
    // Lines for people take the locale's numbers (M6 of the desktop review of 28 November: "Qualität 0.961").
    r = cli({QStringLiteral("--db"), club, QStringLiteral("pair"), QStringLiteral("Chess TS"),
             QStringLiteral("--players"), QStringLiteral("ann,bob,cid,dan"), QStringLiteral("--mode"),
             QStringLiteral("teams:2")},
            {},
            podium::test::cliEnvironment({QStringLiteral("LANGUAGE=de"), QStringLiteral("LC_ALL=de_DE.UTF-8"),
                                          QStringLiteral("LANG=de_DE.UTF-8")}));
    QCOMPARE(r.status, 0);
    QVERIFY2(QRegularExpression(QStringLiteral("; Qualität 0,\\d{3}; .* 0,\\d{3}; "))
                 .match(QString::fromUtf8(r.out))
                 .hasMatch(),
             r.out.constData());
}

void TestClubCli::errors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    const QByteArray before = backupOf(m_db, path(QStringLiteral("before.json")));
    const Result r = cli(arguments, input);
    QCOMPARE(r.status, 2);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("podium-cli: ") + message + QLatin1Char('\n'));
    QCOMPARE(backupOf(m_db, path(QStringLiteral("after.json"))), before); // nothing written
}

void TestClubCli::killedImportLeavesTheDatabaseAsItWas()
{
    // A history big enough that the import is still writing when it is killed: 150,000 games, 300,000 rows.
    const QString csv = path(QStringLiteral("big.csv"));
    const Result generated = cli({QStringLiteral("generate"), QStringLiteral("--kind"), QStringLiteral("h2h"),
                                  QStringLiteral("--players"), QStringLiteral("500"), QStringLiteral("--games"),
                                  QStringLiteral("150000"), QStringLiteral("--seed"), QStringLiteral("3")});
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(generated.out);
    file.close();
    const QString target = path(QStringLiteral("crash.podium"));
    QCOMPARE(cli({QStringLiteral("--db"), target, QStringLiteral("init")}).status, 0);
    QCOMPARE(cli({QStringLiteral("--db"), target, QStringLiteral("import"), QStringLiteral("games"),
                  QStringLiteral(PODIUM_TEST_DATA_DIR "/cli/club.csv")})
                 .status,
             0);
    const QByteArray before = backupOf(target, path(QStringLiteral("crash-before.json")));

    QProcess import;
    import.start(QStringLiteral(PODIUM_CLI_PATH),
                 {QStringLiteral("--db"), target, QStringLiteral("import"), QStringLiteral("games"), csv});
    QVERIFY(import.waitForStarted());
    // Wait until the import is writing (its write-ahead log grows), then kill it without warning.
    const QString wal = target + QStringLiteral("-wal");
    for (int i = 0; i < 3000 && QFileInfo(wal).size() < 2 * 1024 * 1024 && import.state() == QProcess::Running; ++i)
        QThread::msleep(5);
    QCOMPARE(import.state(), QProcess::Running); // still in the middle of it
    ::kill(static_cast<pid_t>(import.processId()), SIGKILL);
    QVERIFY(import.waitForFinished());
    QCOMPARE(import.exitStatus(), QProcess::CrashExit);

    QCOMPARE(backupOf(target, path(QStringLiteral("crash-after.json"))), before);
    QVERIFY(cli({QStringLiteral("--db"), target, QStringLiteral("check")}).out.startsWith("ok\n"));
}

void TestClubCli::aGameChangedOutsideIsNamedNotACrash()
{
    // H1 of the reliability review: a game left with one participant by another program made `history` abort
    // (exit 134). It is named, with what to do, and the exit is 2.
    const QString club = path(QStringLiteral("h1.podium"));
    const auto run = [&](const QStringList &arguments, const QByteArray &input = {}) {
        return cli(QStringList {QStringLiteral("--db"), club} + arguments, input);
    };
    QCOMPARE(run({QStringLiteral("init")}).status, 0);
    QCOMPARE(run({QStringLiteral("leaderboard"), QStringLiteral("create"), QStringLiteral("TS"),
                  QStringLiteral("--algorithm"), QStringLiteral("trueskill")})
                 .status,
             0);
    const QByteArray game
        = R"({"date":"2024-05-01","discipline":"Chess","teams":[[{"player":"Ann"}],[{"player":"Bob"}]],"ranks":[1,2]})";
    QCOMPARE(run({QStringLiteral("games"), QStringLiteral("add")}, game).status, 0);
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("h1raw"));
        raw.setDatabaseName(club);
        QVERIFY(raw.open());
        QSqlQuery remove(raw);
        QVERIFY(remove.exec(QStringLiteral("DELETE FROM participants WHERE game_id = 1 AND position > 0")));
        QVERIFY(remove.exec(QStringLiteral("UPDATE leaderboards SET fresh = 0")));
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("h1raw"));
    const Result r = run({QStringLiteral("history"), QStringLiteral("Ann")});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.startsWith("podium-cli: "), r.err.constData());
    QVERIFY2(r.err.contains("game 1") || r.err.contains("cannot rate game 1"), r.err.constData());
}

// M6: check skipped stale leaderboards, so it said ok on clubs whose standings could not be replayed.
void TestClubCli::checkReplaysEveryLeaderboardStaleOrNot_M6()
{
    const QString club = path(QStringLiteral("m6.podium")); // a file: it is edited behind Podium's back below
    makeSmallClub(club);
    const Result clean = cli({QStringLiteral("--db"), club, QStringLiteral("check")});
    QCOMPARE(clean.status, 0);
    QCOMPARE(
        clean.out,
        QByteArray("ok\nchecked: SQLite's integrity_check and foreign_key_check, the schema (version 10), every value "
                   "as a restore of a backup would read it, 2 "
                   "leaderboards replayed, 2 of them against their cached standings (0 stale, to be replayed "
                   "when next read)\n"));
    // Game 1 loses its second player; both leaderboards are stale, as after an import.
    rawSql(club,
           {QStringLiteral("DELETE FROM participants WHERE game_id = 1 AND position > 0"),
            QStringLiteral("UPDATE leaderboards SET fresh = 0")});
    const Result broken = cli({QStringLiteral("--db"), club, QStringLiteral("check")});
    QCOMPARE(broken.status, 2);
    QCOMPARE(broken.out, QByteArray());
    // Every problem, each naming its leaderboard and game.
    QVERIFY2(broken.err.startsWith("podium-cli: check found 2 problems:\n"), broken.err.constData());
    QVERIFY2(broken.err.contains("\n  leaderboard 'elo' cannot rate game 1: "), broken.err.constData());
    QVERIFY2(broken.err.contains("\n  leaderboard 'trueskill' cannot rate game 1: "), broken.err.constData());
}

// Issue 13, section 3: the small club's three duels, none drawn, and a fourth drawn: 1 draw in 4 pairs of sides.
void TestClubCli::fitDrawFromTheLeaderboardsGames()
{
    const QString club = newClub();
    makeSmallClub(club);
    const QByteArray drawn
        = R"({"date":"2024-05-04","discipline":"Chess","teams":[[{"player":"Ann"}],[{"player":"Cid"}]],)"
          R"("ranks":[1,1]})";
    QCOMPARE(cli({QStringLiteral("--db"), club, QStringLiteral("games"), QStringLiteral("add")}, drawn).status, 0);
    const QStringList fit {QStringLiteral("--db"), club, QStringLiteral("leaderboard"), QStringLiteral("fit-draw"),
                           QStringLiteral("trueskill")};
    const Result shown = cli(fit);
    QCOMPARE(shown.status, 0);
    QCOMPARE(shown.out, QByteArray("draw_probability,draws,pairs\n0.25,1,4\n"));
    QVERIFY(!cli({QStringLiteral("--db"), club, QStringLiteral("leaderboard"), QStringLiteral("list")})
                 .out.contains("draw_probability"));
    // --set sets it, as leaderboard set would (one undoable change).
    QCOMPARE(cli(fit + QStringList {QStringLiteral("--set")}).out, shown.out);
    QVERIFY(cli({QStringLiteral("--db"), club, QStringLiteral("leaderboard"), QStringLiteral("list")})
                .out.contains("trueskill,,trueskill,draw_probability=0.25,"));
    const Result elo = cli({QStringLiteral("--db"), club, QStringLiteral("leaderboard"), QStringLiteral("fit-draw"),
                            QStringLiteral("elo")});
    QCOMPARE(elo.status, 2);
    QCOMPARE(elo.err, QByteArray("podium-cli: leaderboard 'elo' uses elo: only TrueSkill has a draw probability\n"));
}

// M10: a damaged file made `games list` abort (std::out_of_range). A row that refers to a player who is not there
// is now named with its table, and the game is not listed as if it had one player.
void TestClubCli::danglingRowsAreNamedNotAborts_M10()
{
    const QString club = path(QStringLiteral("m10.podium"));
    makeSmallClub(club);
    rawSql(club, {QStringLiteral("DELETE FROM players WHERE name = 'Bob2'")});
    const QStringList commands[] = {{QStringLiteral("games"), QStringLiteral("list")},
                                    {QStringLiteral("history"), QStringLiteral("Ann"), QStringLiteral("elo")}};
    for (const QStringList &command : commands) {
        const Result r = cli(QStringList {QStringLiteral("--db"), club} + command);
        QCOMPARE(r.status, 2);
        QCOMPARE(r.out, QByteArray());
        QVERIFY2((r.err.contains("table participants") && r.err.contains("player 3 is not in table players"))
                     || r.err.contains("refers to player 3, who is not in table players"),
                 r.err.constData());
    }
    const Result check = cli({QStringLiteral("--db"), club, QStringLiteral("check")});
    QCOMPARE(check.status, 2);
    QVERIFY2(check.err.contains("table participants, a row: refers to a row of table players that is not there"),
             check.err.constData());
}

// M10: a pairing whose player is no longer an entrant (a row deleted outside Podium) made `event result` read a name
// at index -1: SIGSEGV.
void TestClubCli::eventSeatWithoutEntrantIsRefusedNotACrash_M10()
{
    const QString club = path(QStringLiteral("m10-event.podium"));
    const auto run = [&](const QStringList &arguments) {
        return cli(QStringList {QStringLiteral("--db"), club} + arguments);
    };
    QCOMPARE(run({QStringLiteral("init")}).status, 0);
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("F"), QStringLiteral("--format"),
                  QStringLiteral("roundrobin"), QStringLiteral("--discipline"), QStringLiteral("Chess"),
                  QStringLiteral("--entrants"), QStringLiteral("Ann,Bob")})
                 .status,
             0);
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("next"), QStringLiteral("F")}).status, 0);
    rawSql(club,
           {QStringLiteral("DELETE FROM event_entrants WHERE player_id = (SELECT id FROM players WHERE name = "
                           "'Ann')")});
    const Result r = run({QStringLiteral("event"), QStringLiteral("result"), QStringLiteral("F"), QStringLiteral("1"),
                          QStringLiteral("1"), QStringLiteral("--ranks"), QStringLiteral("1,2")});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err,
             QByteArray("podium-cli: table event_pairings, event 'F', round 1, table 1: a seat's player is not "
                        "an entrant of the event; the database was changed outside Podium\n"));
    QCOMPARE(run({QStringLiteral("games"), QStringLiteral("list")}).out.count('\n'), 1); // no game added
}

void TestClubCli::failedWriteToStandardOutputExits1_L1_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    const QString club = path(QStringLiteral("l1.podium"));
    const QByteArray game = R"({"teams":[[{}],[{}]],"ranks":[0,1]})";
    QTest::newRow("rate") << QStringList {QStringLiteral("rate"), QStringLiteral("--algorithm"), QStringLiteral("elo")}
                          << game;
    QTest::newRow("replay") << QStringList {QStringLiteral("replay"), QStringLiteral("--algorithm"),
                                            QStringLiteral("elo"), QStringLiteral(PODIUM_TEST_DATA_DIR "/cli/club.csv")}
                            << QByteArray();
    QTest::newRow("generate") << QStringList {QStringLiteral("generate"), QStringLiteral("--kind"),
                                              QStringLiteral("h2h"),      QStringLiteral("--players"),
                                              QStringLiteral("4"),        QStringLiteral("--games"),
                                              QStringLiteral("10"),       QStringLiteral("--seed"),
                                              QStringLiteral("1")}
                              << QByteArray();
    for (const char *command :
         {"standings elo", "players list", "games list", "leaderboard list", "history Ann elo", "check"})
        QTest::newRow(command) << QStringList {QStringLiteral("--db"), club}
                + QString::fromLatin1(command).split(QLatin1Char(' '))
                               << QByteArray();
}

// L1: `rate`, `replay` and `generate` into /dev/full exited 0, as if the output had been written.
void TestClubCli::failedWriteToStandardOutputExits1_L1()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    if (!QFileInfo::exists(QStringLiteral("/dev/full")))
        QSKIP("no /dev/full here");
    if (!QFileInfo::exists(path(QStringLiteral("l1.podium"))))
        makeSmallClub(path(QStringLiteral("l1.podium")));
    const Result written = cliInto(path(QStringLiteral("l1.out")), arguments, input);
    QCOMPARE(written.status, 0); // the same command succeeds where its output can go
    QVERIFY(QFileInfo(path(QStringLiteral("l1.out"))).size() > 0);
    const Result full = cliInto(QStringLiteral("/dev/full"), arguments, input);
    QCOMPARE(full.status, 1);
    QCOMPARE(full.err, QByteArray("podium-cli: cannot write to standard output: No space left on device\n"));
}

// L1: a reader that has gone away is a failed write too, not a silent end (SIGPIPE) or a success.
void TestClubCli::closedPipeExits1_L1()
{
    // `true` reads nothing and exits: podium-cli writes into a pipe without a reader. The shell prints its status.
    QProcess process;
    process.setProcessEnvironment(podium::test::cliEnvironment());
    process.start(QStringLiteral("/bin/sh"),
                  {QStringLiteral("-c"), QStringLiteral(R"({ "$0" "$@"; echo "status $?" >&2; } | true)"),
                   QStringLiteral(PODIUM_CLI_PATH), QStringLiteral("generate"), QStringLiteral("--kind"),
                   QStringLiteral("h2h"), QStringLiteral("--players"), QStringLiteral("40"), QStringLiteral("--games"),
                   QStringLiteral("20000"), QStringLiteral("--seed"), QStringLiteral("1")});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.readAllStandardError(),
             QByteArray("podium-cli: cannot write to standard output: Broken pipe\nstatus 1\n"));
}

// L2: unbounded sizes aborted with bad_alloc or grew without end, and a FIFO blocked forever.
void TestClubCli::unboundedInputsAreRefused_L2()
{
    const auto generate = [](const char *players, const char *games) {
        return cli({QStringLiteral("generate"), QStringLiteral("--kind"), QStringLiteral("h2h"),
                    QStringLiteral("--players"), QString::fromLatin1(players), QStringLiteral("--games"),
                    QString::fromLatin1(games), QStringLiteral("--seed"), QStringLiteral("1")});
    };
    Result r = generate("5", "2147483647");
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err,
             QByteArray("podium-cli: games: 2147483647 games of 2 players are more than the 10000000 results a "
                        "synthetic history can have\n"));
    r = generate("2147483647", "2");
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err,
             QByteArray("podium-cli: players: 2147483647 is more than the 1000000 a synthetic history can have\n"));

    const QString club = path(QStringLiteral("l2.podium"));
    makeSmallClub(club);
    const QString fifo = path(QStringLiteral("l2.fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QString big = path(QStringLiteral("l2-big.csv"));
    {
        QFile file(big); // sparse: 2 GiB on paper, nothing on disk
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(qint64(2) << 30));
    }
    const QString fifoMessage = fifo
        + QStringLiteral(" is not a regular file (a FIFO, a device or a socket); Podium "
                         "reads files only");
    const struct
    {
        QStringList arguments;
        QString message;
    } cases[] = {
        {{QStringLiteral("--db"), fifo, QStringLiteral("standings")}, fifoMessage},
        {{QStringLiteral("--db"), club, QStringLiteral("import"), QStringLiteral("games"), fifo}, fifoMessage},
        {{QStringLiteral("--db"), club, QStringLiteral("import"), QStringLiteral("players"), fifo}, fifoMessage},
        {{QStringLiteral("--db"), club, QStringLiteral("import"), QStringLiteral("games"), QStringLiteral("/dev/zero")},
         QStringLiteral("/dev/zero is not a regular file (a FIFO, a device or a socket); Podium reads files only")},
        {{QStringLiteral("replay"), QStringLiteral("--algorithm"), QStringLiteral("elo"), fifo}, fifoMessage},
        {{QStringLiteral("--db"), m_dir.path(), QStringLiteral("check")},
         m_dir.path() + QStringLiteral(" is a directory, not a file")},
        {{QStringLiteral("--db"), path(QStringLiteral("new.podium")), QStringLiteral("restore"), m_dir.path()},
         m_dir.path() + QStringLiteral(" is a directory, not a file")},
        {{QStringLiteral("--db"), club, QStringLiteral("import"), QStringLiteral("games"), big},
         big + QStringLiteral(" is too large (2048 MiB); Podium reads files of up to 1024 MiB")},
    };
    for (const auto &c : cases) {
        r = cli(c.arguments);
        QCOMPARE(r.status, 2);
        QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("podium-cli: ") + c.message + QLatin1Char('\n'));
    }
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("new.podium"))));
}

// L3: a club that its reader cannot write (here: another user's file in a read-only folder) could not even be read,
// and a reader without write permission left -wal and -shm files of its own. Root writes anything, so the
// reader is run as nobody (setpriv); tst_database covers the read-only open itself without it.
void TestClubCli::clubThatCannotBeWrittenOpensReadOnly_L3()
{
    const QString setpriv = QStringLiteral("/usr/bin/setpriv");
    if (::geteuid() != 0 || !QFileInfo::exists(setpriv))
        QSKIP("needs root and setpriv to read as another user");
    QTemporaryDir base; // a fresh directory that nobody may enter
    QVERIFY(QFile::setPermissions(base.path(),
                                  QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                                      | QFileDevice::ReadOther | QFileDevice::ExeOther));
    const QString folder = base.filePath(QStringLiteral("ro"));
    const QString out = base.filePath(QStringLiteral("out"));
    QVERIFY(QDir().mkpath(folder) && QDir().mkpath(out));
    const QString club = folder + QStringLiteral("/club.podium");
    makeSmallClub(club);
    rawSql(club, {QStringLiteral("UPDATE leaderboards SET fresh = 0")}); // stale: standings must replay in memory
    const QByteArray standings
        = cli({QStringLiteral("--db"), club, QStringLiteral("standings"), QStringLiteral("elo")}).out;
    QVERIFY(standings.startsWith("player,rating"));
    rawSql(club, {QStringLiteral("UPDATE leaderboards SET fresh = 0")});
    const auto readOnly = QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
    QVERIFY(QFile::setPermissions(club, readOnly));
    QVERIFY(QFile::setPermissions(folder, readOnly | QFileDevice::ExeOwner | QFileDevice::ExeOther));
    QVERIFY(QFile::setPermissions(out, QFileDevice::Permissions(0x7777)));
    const QStringList before = filesIn(folder);
    // podium-cli as nobody may run it: its front and modules (app/cli/programs.h) where nobody can read them, as
    // an installation is; the build tree may be in a folder that only root may enter.
    const QString bin = base.filePath(QStringLiteral("bin"));
    QVERIFY(QDir().mkpath(bin));
    for (const QString &program : {QStringLiteral(PODIUM_CLI_PATH), QStringLiteral(PODIUM_CLI_CLUB_PATH)})
        QVERIFY(QFile::copy(program, bin + QLatin1Char('/') + QFileInfo(program).fileName()));
    const QString podiumCli = bin + QStringLiteral("/podium-cli");
    const auto runAsNobody = [&](const QStringList &arguments) {
        QProcess process;
        process.setProcessEnvironment(podium::test::cliEnvironment());
        process.start(setpriv,
                      QStringList {QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                                   QStringLiteral("--clear-groups"), podiumCli, QStringLiteral("--db"), club}
                          + arguments);
        if (!process.waitForFinished(60000))
            qFatal("podium-cli did not finish");
        return Result {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
    };
    Result r = runAsNobody({QStringLiteral("standings"), QStringLiteral("elo")});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, standings);
    r = runAsNobody({QStringLiteral("check")});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.startsWith("ok\n"));
    for (const char *listing : {"players", "games", "leaderboard"}) {
        r = runAsNobody({QString::fromLatin1(listing), QStringLiteral("list")});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.count('\n') >= 3);
    }
    QCOMPARE(runAsNobody({QStringLiteral("backup"), out + QStringLiteral("/b.json")}).status, 0);
    QCOMPARE(runAsNobody({QStringLiteral("export"), QStringLiteral("standings"), QStringLiteral("elo"),
                          out + QStringLiteral("/s.csv")})
                 .status,
             0);
    r = runAsNobody({QStringLiteral("players"), QStringLiteral("add"), QStringLiteral("Zed")});
    QCOMPARE(r.status, 2);
    QCOMPARE(QString::fromUtf8(r.err),
             QStringLiteral("podium-cli: %1 is read-only (there is no permission to write "
                            "it): nothing can be changed\n")
                 .arg(club));
    QCOMPARE(filesIn(folder), before); // no -wal, no -shm
    QVERIFY(QFile::setPermissions(folder, QFileDevice::Permissions(0x7755)));
}

// L4: an empty file was silently made a club by any command; `--db ""` was taken for a name.
void TestClubCli::emptyClubFileIsRefused_L4()
{
    const QString empty = path(QStringLiteral("empty.podium"));
    {
        QFile file(empty);
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    for (const char *command : {"check", "standings", "players list"}) {
        const Result r
            = cli(QStringList {QStringLiteral("--db"), empty} + QString::fromLatin1(command).split(QLatin1Char(' ')));
        QCOMPARE(r.status, 2);
        QCOMPARE(
            QString::fromUtf8(r.err),
            QStringLiteral("podium-cli: %1 is empty (0 bytes), not a Podium club; it was left untouched\n").arg(empty));
        QCOMPARE(QFileInfo(empty).size(), qint64(0));
    }
    const Result none = cli({QStringLiteral("--db"), QString(), QStringLiteral("check")});
    QCOMPARE(none.status, 2);
    QCOMPARE(none.err, QByteArray("podium-cli: no club file given\n"));
    // init makes a club of the empty file, in a file beside it renamed into place.
    QCOMPARE(cli({QStringLiteral("--db"), empty, QStringLiteral("init")}).status, 0);
    QVERIFY(QFileInfo(empty).size() > 0);
    QVERIFY(cli({QStringLiteral("--db"), empty, QStringLiteral("check")}).out.startsWith("ok\n"));
}

// L7: every CSV printed for people neutralises spreadsheet formulas (= + - @ get an apostrophe); the interchange file
// of export games, meant for import, keeps its text as it is (M7), so importing it again adds nothing.
void TestClubCli::listingsNeutraliseFormulasAndTheExportDoesNot_L7()
{
    const QString club = newClub();
    const auto run = [&](const QStringList &arguments, const QByteArray &input = {}) {
        return cli(QStringList {QStringLiteral("--db"), club} + arguments, input);
    };
    QCOMPARE(run({QStringLiteral("init")}).status, 0);
    const QByteArray game = "{\"date\":\"2024-05-01\",\"discipline\":\"=Chess\",\"teams\":[[{\"player\":"
                            "\"=HYPERLINK(1)\"}],[{\"player\":\"+cmd\"}]],\"ranks\":[1,2]}";
    QCOMPARE(run({QStringLiteral("games"), QStringLiteral("add")}, game).status, 0);
    QCOMPARE(run({QStringLiteral("players"), QStringLiteral("add"), QStringLiteral("Ann"), QStringLiteral("--display"),
                  QStringLiteral("=DISPLAY()"), QStringLiteral("--affiliation"), QStringLiteral("+AFF")})
                 .status,
             0);
    QCOMPARE(run({QStringLiteral("leaderboard"), QStringLiteral("create"), QStringLiteral("@Plain"),
                  QStringLiteral("--algorithm"), QStringLiteral("elo")})
                 .status,
             0);
    QCOMPARE(run({QStringLiteral("players"), QStringLiteral("list")}).out,
             QByteArray("name,display_name,affiliation,retired,games,rating,rating_system,rating_id,federation,title\n"
                        "'+cmd,,,no,1,,,,,\n"
                        "'=HYPERLINK(1),,,no,1,,,,,\n"
                        "Ann,'=DISPLAY(),'+AFF,no,0,,,,,\n"));
    const Result games = run({QStringLiteral("games"), QStringLiteral("list")});
    QVERIFY2(games.out.contains(",2024-05-01T00:00:00,'=Chess,h2h,'=HYPERLINK(1) #1; +cmd #2\n"),
             games.out.constData());
    QCOMPARE(run({QStringLiteral("leaderboard"), QStringLiteral("list")}).out,
             QByteArray("name,discipline,algorithm,params,from,to\n'@Plain,,elo,,,\n"));
    QCOMPARE(run({QStringLiteral("standings")}).out.split('\n').value(1).left(15), QByteArray("'=HYPERLINK(1),"));
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("=Cup"), QStringLiteral("--format"),
                  QStringLiteral("roundrobin"), QStringLiteral("--discipline"), QStringLiteral("=Chess"),
                  QStringLiteral("--leaderboard"), QStringLiteral("@Plain"), QStringLiteral("--entrants"),
                  QStringLiteral("+cmd,Ann")})
                 .status,
             0);
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("list")}).out,
             QByteArray("event,format,discipline,leaderboard,status,rounds_played\n'=Cup,roundrobin,'=Chess,'@Plain,"
                        "open,0\n"));
    const QByteArray round = run({QStringLiteral("event"), QStringLiteral("next"), QStringLiteral("=Cup")}).out;
    QVERIFY2(round.contains(",'+cmd\n") && !round.contains(",+cmd"), round.constData());

    const QString exported = path(QStringLiteral("l7-games.csv"));
    QCOMPARE(run({QStringLiteral("export"), QStringLiteral("games"), exported}).status, 0);
    QFile file(exported);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray csv = file.readAll();
    QVERIFY2(csv.contains(",h2h,=HYPERLINK(1),,1,,\n") && csv.contains(",h2h,+cmd,,2,,\n") && !csv.contains('\''),
             csv.constData());
    QCOMPARE(run({QStringLiteral("import"), QStringLiteral("games"), exported, QStringLiteral("--discipline"),
                  QStringLiteral("=Chess")})
                 .out,
             QByteArray("imported 0 games into =Chess (1 already there), 0 new players\n"));
}

// M3 and C2 of the walkthrough of 28 November, from the command line: the top of heats in a final of one lobby, and
// team matches of two teams of N.
void TestClubCli::heatsGoThroughToAFinalAndTeamsMakeMatches()
{
    const QString club = newClub();
    const auto run = [&](const QStringList &rest) { return cli(QStringList {QStringLiteral("--db"), club} + rest); };
    QCOMPARE(run({QStringLiteral("init")}).status, 0);
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("Cup"), QStringLiteral("--format"),
                  QStringLiteral("heats"), QStringLiteral("--discipline"), QStringLiteral("Karts"),
                  QStringLiteral("--lobby"), QStringLiteral("4"), QStringLiteral("--rounds"), QStringLiteral("2"),
                  QStringLiteral("--entrants"), QStringLiteral("Ann,Bob,Cid,Dan,Eve,Fay,Gus,Hal")})
                 .status,
             0);
    auto r = run({QStringLiteral("event"), QStringLiteral("final"), QStringLiteral("Cup"), QStringLiteral("--top"),
                  QStringLiteral("4")});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err, QByteArray("podium-cli: event 'Cup' has no round paired yet: its final needs standings\n"));
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("next"), QStringLiteral("Cup")}).status, 0);
    for (const QString &table : {QStringLiteral("1"), QStringLiteral("2")})
        QCOMPARE(run({QStringLiteral("event"), QStringLiteral("result"), QStringLiteral("Cup"), QStringLiteral("1"),
                      table, QStringLiteral("--ranks"), QStringLiteral("1,2,3,4")})
                     .status,
                 0);
    QStringList top;
    const QList<QByteArray> standings
        = run({QStringLiteral("event"), QStringLiteral("standings"), QStringLiteral("Cup")}).out.trimmed().split('\n');
    for (int row = 1; row <= 3; ++row)
        top << QString::fromUtf8(standings.at(row).split(',').at(1));
    r = run({QStringLiteral("event"), QStringLiteral("final"), QStringLiteral("Cup"), QStringLiteral("--top"),
             QStringLiteral("3")});
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(
        QString::fromUtf8(r.out),
        QStringLiteral("created event Cup Final (heats, one lobby of 3: %1)\n").arg(top.join(QStringLiteral(", "))));
    const QByteArray list = run({QStringLiteral("event"), QStringLiteral("list")}).out;
    QVERIFY2(list.contains("\nCup Final,heats,Karts,"), list.constData());
    // Its one round is one lobby of the three.
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("next"), QStringLiteral("Cup Final")}).status, 0);
    const QList<QByteArray> round
        = run({QStringLiteral("event"), QStringLiteral("show"), QStringLiteral("Cup Final")}).out.trimmed().split('\n');
    QCOMPARE(round.size(), 4); // the header and three seats at table 1
    for (int row = 1; row < round.size(); ++row)
        QVERIFY2(round.at(row).startsWith("1,1,"), round.at(row).constData());
    // Another name, and a final of a Swiss refused with the reason.
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("final"), QStringLiteral("Cup"), QStringLiteral("--top"),
                  QStringLiteral("2"), QStringLiteral("--name"), QStringLiteral("Super Final")})
                 .status,
             0);
    r = run({QStringLiteral("event"), QStringLiteral("final"), QStringLiteral("Cup Final"), QStringLiteral("--top"),
             QStringLiteral("1")});
    QCOMPARE(r.status, 2);

    // Team matches: eight players in teams of two are two matches of 2 v 2.
    QCOMPARE(run({QStringLiteral("leaderboard"), QStringLiteral("create"), QStringLiteral("Karts TS"),
                  QStringLiteral("--algorithm"), QStringLiteral("trueskill"), QStringLiteral("--discipline"),
                  QStringLiteral("Karts")})
                 .status,
             0);
    r = run({QStringLiteral("pair"), QStringLiteral("Karts TS"), QStringLiteral("--players"),
             QStringLiteral("Ann,Bob,Cid,Dan,Eve,Fay,Gus,Hal"), QStringLiteral("--mode"), QStringLiteral("matches:2")});
    QCOMPARE(r.err, QByteArray());
    const QList<QByteArray> matches = r.out.trimmed().split('\n');
    QCOMPARE(matches.size(), 2);
    for (const QByteArray &line : matches)
        QVERIFY2(QRegularExpression(QStringLiteral("^\\w+ \\+ \\w+ vs \\w+ \\+ \\w+; quality 0\\.\\d{3}; "))
                     .match(QString::fromUtf8(line))
                     .hasMatch(),
                 line.constData());
    r = run({QStringLiteral("pair"), QStringLiteral("Karts TS"), QStringLiteral("--players"),
             QStringLiteral("Ann,Bob,Cid"), QStringLiteral("--mode"), QStringLiteral("matches:2")});
    QCOMPARE(r.err, QByteArray("podium-cli: two teams of 2 need 4 players; 3 are present\n"));
}

// U8 of the desktop review of 28 November: under LANG=de_DE.UTF-8 the demo club was "Kart racing" and "Capture the
// flag" in a German window. Its disciplines are the user's language's; the algorithms keep their names.
void TestClubCli::theDemoClubSpeaksTheUsersLanguage()
{
    const auto boards = [this](const QString &language) {
        const QString club = path(QStringLiteral("demo-%1.podium").arg(language));
        const QProcessEnvironment environment = podium::test::cliEnvironment(
            {QStringLiteral("LANGUAGE=") + language, QStringLiteral("LC_ALL="), QStringLiteral("LANG=C.UTF-8")});
        if (cli({QStringLiteral("demo"), QStringLiteral("--db"), club}, {}, environment).status != 0)
            return QStringList();
        QStringList names;
        const auto r = cli({QStringLiteral("--db"), club, QStringLiteral("leaderboard"), QStringLiteral("list")});
        for (const QString &line : QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(1))
            names.append(line.section(QLatin1Char(','), 0, 0));
        return names;
    };
    QCOMPARE(boards(QStringLiteral("en")),
             QStringList({QStringLiteral("Capture the flag - TrueSkill"),
                          QStringLiteral("Capture the flag - ZoneStats"), QStringLiteral("Chess - Elo"),
                          QStringLiteral("Chess - Glicko-2"), QStringLiteral("Chess - TrueSkill"),
                          QStringLiteral("Kart racing - Elo"), QStringLiteral("Kart racing - TrueSkill")}));
    const QStringList german = boards(QStringLiteral("de"));
    QVERIFY2(german.contains(QStringLiteral("Schach - TrueSkill")), qPrintable(german.join(QLatin1Char('|'))));
    QVERIFY2(german.contains(QStringLiteral("Kartrennen - Elo")), qPrintable(german.join(QLatin1Char('|'))));
    QVERIFY2(german.contains(QStringLiteral("Capture the Flag - ZoneStats")),
             qPrintable(german.join(QLatin1Char('|'))));
    QVERIFY2(boards(QStringLiteral("fr")).contains(QStringLiteral("Échecs - Glicko-2")), "French");
    QVERIFY2(boards(QStringLiteral("es")).contains(QStringLiteral("Ajedrez - Elo")), "Spanish");
}

QTEST_GUILESS_MAIN(TestClubCli)
#include "tst_clubcli.moc"
