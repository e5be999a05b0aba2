// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium-cli event export|import on the real binary: a Swiss goes out as a TRF file, comes into another club
// as the same event (the same file again, the same next round), and a bad file imports nothing.
#include "../core/club/testclub.h"
#include "clirunner.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Result = podium::test::CliResult;
using podium::test::cli;

QStringList words(const char *text)
{
    return QString::fromUtf8(text).split(QLatin1Char(' '));
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(no file)");
}

} // namespace

class TestTrfCli : public QObject
{
    Q_OBJECT

private slots:
    void anEventGoesOutAndComesBackTheSame();
    void aBadFileImportsNothing();
    void halfPointByesGoOutAndComeBack();
    void knownRatingsAndAbsencesGoOutAndComeBack();
    void pointsAreCheckedOnEveryWayIn_L1();
    void roundDatesKeepTheirCenturyAndOrder_L2();

private:
    void write(const char *name, const QByteArray &text)
    {
        QFile file(path(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    }
    Result run(const QString &club, const QStringList &rest)
    {
        return cli(QStringList {QStringLiteral("--db"), club} + rest);
    }
    QString path(const char *name) const { return m_dir.filePath(QLatin1String(name)); }
    /** A new club as --db takes it: a file, or a schema on the server under test (testclub.h). */
    QString newClub() const { return testClub(QDir(m_dir.path())).toString(); }
    QTemporaryDir m_dir;
};

void TestTrfCli::anEventGoesOutAndComesBackTheSame()
{
    const QString club = newClub(), other = newClub();
    QCOMPARE(run(club, {QStringLiteral("init")}).status, 0);
    QCOMPARE(run(other, {QStringLiteral("init")}).status, 0);
    QCOMPARE(run(club,
                 words("event create Friday --format swiss --discipline Chess --entrants ann,bob,cid,dan,eve "
                       "--rounds 4"))
                 .status,
             0);
    for (int round = 1; round <= 2; ++round) {
        QCOMPARE(run(club, words("event next Friday")).status, 0);
        for (const char *table : {"1", "2"}) {
            const Result r = run(club,
                                 QStringList {QStringLiteral("event"), QStringLiteral("result"),
                                              QStringLiteral("Friday"), QString::number(round), QLatin1String(table),
                                              QStringLiteral("--ranks"), QLatin1String(*table == '1' ? "1,2" : "1,1")});
            QCOMPARE(r.err, QByteArray());
        }
    }
    Result r = run(
        club,
        QStringList {QStringLiteral("event"), QStringLiteral("export"), QStringLiteral("Friday"), path("friday.trf")});
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.out, QByteArray("exported event Friday to " + path("friday.trf").toUtf8() + " (5 players, 2 rounds)\n"));
    const QByteArray first = contents(path("friday.trf"));
    QVERIFY(first.startsWith("012 Friday\n"));
    QVERIFY(first.contains("\nXXR 4\n"));
    QCOMPARE(first.count("\n001 "), 5);
    QCOMPARE(first.count(" - U"), 2); // a bye in each round, five entrants

    r = run(other, QStringList {QStringLiteral("event"), QStringLiteral("import"), path("friday.trf")});
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.out, QByteArray("imported event Friday (5 players, 2 rounds played; running)\n"));
    QCOMPARE(run(other,
                 QStringList {QStringLiteral("event"), QStringLiteral("export"), QStringLiteral("Friday"),
                              path("again.trf")})
                 .status,
             0);
    QCOMPARE(contents(path("again.trf")), first);
    // Both clubs pair round 3 alike.
    const Result here = run(club, words("event next Friday")), there = run(other, words("event next Friday"));
    QCOMPARE(there.err, QByteArray());
    QCOMPARE(there.out, here.out);
    // Imported again under a name of the organiser's, into a discipline of theirs.
    r = run(other,
            QStringList {QStringLiteral("event"), QStringLiteral("import"), path("friday.trf"),
                         QStringLiteral("--name"), QStringLiteral("Copy"), QStringLiteral("--discipline"),
                         QStringLiteral("Blitz")});
    QCOMPARE(r.out, QByteArray("imported event Copy (5 players, 2 rounds played; running)\n"));
    QVERIFY(run(other, words("event list")).out.contains("\nCopy,swiss,Blitz,"));
}

void TestTrfCli::aBadFileImportsNothing()
{
    const QString club = newClub();
    QCOMPARE(run(club, {QStringLiteral("init")}).status, 0);
    QFile file(path("bad.trf"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("012 Bad\n"
               "001    1      Al                                                                           0002 w 1\n"
               "001    2      Bo                                                                           0001 w 0\n");
    file.close();
    Result r = run(club, QStringList {QStringLiteral("event"), QStringLiteral("import"), path("bad.trf")});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err,
             QByteArray("podium-cli: bad.trf, line 2, round 1 of player 1: colour w, and opponent 2 has w too "
                        "(line 3)\n"));
    QCOMPARE(run(club, words("event list")).out,
             QByteArray("event,format,discipline,leaderboard,status,rounds_played\n"));
    QCOMPARE(run(club, words("players list")).out.count('\n'), 1); // the header alone: no player added
    r = run(club, QStringList {QStringLiteral("event"), QStringLiteral("import"), path("missing.trf")});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains("missing.trf"), r.err.constData());
}

void TestTrfCli::knownRatingsAndAbsencesGoOutAndComeBack()
{
    // M2 and C14 through podium-cli: players' known ratings entered by hand seed a Swiss of a club without games; an
    // absence asked for before round 2 is "0000 - Z" in the file, and a copy made from it pairs round 2 the same.
    const QString club = newClub(), other = newClub();
    QCOMPARE(run(club, {QStringLiteral("init")}).status, 0);
    QCOMPARE(run(other, {QStringLiteral("init")}).status, 0);
    for (const char *line : {"players add ann", "players add bob", "players add cid", "players add dan",
                             "players rating ann --rating 2150 --system FIDE --id 4611111 --federation ger --title im",
                             "players rating bob --rating 2310", "players rating cid --rating 1980 --federation ESP",
                             "players rating dan --title CM"})
        QCOMPARE(run(club, words(line)).err, QByteArray());
    Result r = run(club, words("players rating ann --title XM"));
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err, QByteArray("podium-cli: title: 'XM' is not one of GM, IM, WGM, FM, WIM, CM, WFM, WCM\n"));
    r = run(club, words("players list"));
    QVERIFY2(r.out.contains("\nann,,,no,0,2150,FIDE,4611111,GER,IM\n"), r.out.constData());
    QVERIFY2(r.out.contains("\ndan,,,no,0,,,,,CM\n"), r.out.constData());
    QCOMPARE(run(club, words("event create K --format swiss --discipline Chess --entrants dan,cid,ann,bob --rounds 3"))
                 .status,
             0);
    r = run(club, words("event next K"));
    QCOMPARE(r.err, QByteArray());
    // Seeded bob, ann, cid, dan (unrated, last): 1-3 and 2-4.
    QCOMPARE(r.out, QByteArray("round,table,side,player\n1,1,1,bob\n1,1,2,cid\n1,2,1,dan\n1,2,2,ann\n"));
    for (const char *table : {"1", "2"})
        QCOMPARE(run(club,
                     QStringList {QStringLiteral("event"), QStringLiteral("result"), QStringLiteral("K"),
                                  QStringLiteral("1"), QLatin1String(table), QStringLiteral("--ranks"),
                                  QStringLiteral("1,2")})
                     .status,
                 0);
    r = run(club, words("event bye K cid --absent"));
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.out, QByteArray("cid is absent from round 2 of K\n"));
    QCOMPARE(run(club, words("event export K") << path("k.trf")).status, 0);
    const QByteArray trf = contents(path("k.trf"));
    QVERIFY2(trf.contains("001    2   IM ann                               2150 GER     4611111"), trf.constData());
    QVERIFY2(trf.contains("0000 - Z"), trf.constData());
    r = run(other, words("event import") << path("k.trf"));
    QCOMPARE(r.err, QByteArray());
    // The copy knows ann's rating and cid's absence, and pairs round 2 as the club does: three play, cid sits out.
    QVERIFY(run(other, words("players list")).out.contains("\nann,,,no,1,2150,FIDE,4611111,GER,IM\n"));
    const Result here = run(club, words("event next K")), there = run(other, words("event next K"));
    QCOMPARE(there.err, QByteArray());
    QCOMPARE(there.out, here.out);
    QVERIFY2(here.out.endsWith("2,3,0,cid\n"), here.out.constData());
    r = run(club, words("event show K 2"));
    QVERIFY2(r.out.contains("2,3,0,cid,,,,absent: asked for before the round\n"), r.out.constData());
}

void TestTrfCli::halfPointByesGoOutAndComeBack()
{
    // M1 and B5 through podium-cli: a half-point bye asked for before round 2, and a returning player's bye for the
    // round missed; the TRF file writes the request as "0000 - H" in round 2, and a copy pairs round 2 without them.
    const QString club = newClub(), other = newClub();
    QCOMPARE(run(club, {QStringLiteral("init")}).status, 0);
    QCOMPARE(run(other, {QStringLiteral("init")}).status, 0);
    QCOMPARE(run(club,
                 words("event create HB --format swiss --discipline Chess --entrants a1,a2,a3,a4,a5,a6 "
                       "--rounds 4"))
                 .status,
             0);
    QCOMPARE(run(club, words("event next HB")).status, 0);
    for (const char *table : {"1", "2", "3"})
        QCOMPARE(run(club,
                     QStringList {QStringLiteral("event"), QStringLiteral("result"), QStringLiteral("HB"),
                                  QStringLiteral("1"), QLatin1String(table), QStringLiteral("--ranks"),
                                  QStringLiteral("1,2")})
                     .status,
                 0);
    QCOMPARE(run(club, words("event withdraw HB a6")).status, 0);
    Result r = run(club, words("event bye HB a2"));
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.out, QByteArray("a2 has a half-point bye in round 2 of HB\n"));
    r = run(club, words("event bye HB a2 --round 2"));
    QCOMPARE(r.err, QByteArray("podium-cli: event 'HB': a2 has a half-point bye in round 2 already\n"));
    QCOMPARE(
        run(club, QStringList {QStringLiteral("event"), QStringLiteral("export"), QStringLiteral("HB"), path("hb.trf")})
            .status,
        0);
    const QByteArray trf = contents(path("hb.trf"));
    QCOMPARE(trf.count("0000 - H"), 1);
    QCOMPARE(trf.count("0000 - Z"), 3); // a6, withdrawn: a Z in each round to come, 2 to 4 (an absence has one)
    r = run(other, QStringList {QStringLiteral("event"), QStringLiteral("import"), path("hb.trf")});
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.out, QByteArray("imported event HB (6 players, 1 round played; running)\n"));
    // Both pair round 2 alike: four play, a2 has the half point at a table of their own.
    const Result here = run(club, words("event next HB")), there = run(other, words("event next HB"));
    QCOMPARE(there.out, here.out);
    QVERIFY2(here.out.endsWith("2,3,0,a2\n"), here.out.constData());
    // a6 comes back for round 3 with a half-point bye for the one round missed.
    r = run(club, words("event join HB a6 --half-byes"));
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.out, QByteArray("a6 joins HB from round 3\na6: a half-point bye in each round missed: 2\n"));
    QVERIFY(run(club, words("event show HB 2")).out.contains("2,4,0,a6,"));
    // M6: the rating source changes while the event runs.
    r = run(club,
            QStringList {QStringLiteral("event"), QStringLiteral("set"), QStringLiteral("HB"),
                         QStringLiteral("--leaderboard"), QStringLiteral("Nope")});
    QVERIFY(r.status != 0);
    r = run(club,
            QStringList {QStringLiteral("event"), QStringLiteral("set"), QStringLiteral("HB"),
                         QStringLiteral("--leaderboard"), QString()});
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.out, QByteArray("event HB is rated by no leaderboard\n"));
}

void TestTrfCli::pointsAreCheckedOnEveryWayIn_L1()
{
    const QString club = newClub();
    QCOMPARE(run(club, {QStringLiteral("init")}).status, 0);
    const QStringList create = words("event create T --format swiss --discipline Chess --entrants Ann,Bob,Cid");
    const QByteArray range = " is not a number of points from 0 to 99.9 with at most one decimal\n";
    const std::pair<const char *, QByteArray> refused[] {
        {"win=-1", "podium-cli: option win: -1" + range},
        {"win=1e300", "podium-cli: option win: 1e+300" + range},
        {"bye=-9", "podium-cli: option bye: -9" + range},
        {"draw=5", "podium-cli: options draw and win: a draw cannot be worth more than a win (5 against 1)\n"}};
    for (const auto &[option, message] : refused) {
        const Result r = run(club, create + QStringList {QStringLiteral("--option"), QLatin1String(option)});
        QCOMPARE(r.status, 2);
        QCOMPARE(r.err, message);
    }
    QCOMPARE(run(club, words("event list")).out,
             QByteArray("event,format,discipline,leaderboard,status,rounds_played\n"));
    Result r = run(club, create + words("--option win=3 --option draw=1 --option loss=0 --option bye=3"));
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.status, 0);

    const QByteArray players
        = "001    1      Al                                                                           0000 - U\n"
          "001    2      Bo\n";
    write("bbw.trf", "012 Imp\nBBW 1e30\n" + players);
    r = run(club, QStringList {QStringLiteral("event"), QStringLiteral("import"), path("bbw.trf")});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err, "podium-cli: bbw.trf, line 2: BBW (columns 5-8): 1e+30" + range);
    write("bbd.trf", "012 Imp\nBBW  1.0\nBBD  5.0\n" + players);
    r = run(club, QStringList {QStringLiteral("event"), QStringLiteral("import"), path("bbd.trf")});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err,
             QByteArray("podium-cli: bbd.trf, line 3: BBD, against BBW on line 2: a draw cannot be worth more than a "
                        "win (5 against 1)\n"));
    QCOMPARE(run(club, words("event list")).out.count('\n'), 2); // the header and T
    write("football.trf", "012 Imp\nBBW  3.0\nBBD  1.0\nBBU  3.0\n" + players);
    r = run(club, QStringList {QStringLiteral("event"), QStringLiteral("import"), path("football.trf")});
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.status, 0);
}

void TestTrfCli::roundDatesKeepTheirCenturyAndOrder_L2()
{
    const QString club = newClub();
    QCOMPARE(run(club, {QStringLiteral("init")}).status, 0);
    const QByteArray blank(88, ' ');
    const QByteArray players = "001    1      Al                                                                       "
                               "    0002 w 1  0002 b =\n"
                               "001    2      Bo                                                                       "
                               "    0001 b 0  0001 w =\n";
    write("reversed.trf", "012 Back\n132" + blank + "26/11/28  25/11/28\n" + players);
    Result r = run(club, QStringList {QStringLiteral("event"), QStringLiteral("import"), path("reversed.trf")});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err,
             QByteArray("podium-cli: reversed.trf, line 2: round 2's date 2025-11-28 (columns 102-109) is before "
                        "round 1's, 2026-11-28: the rounds' dates go backwards\n"));
    write("1999.trf", "012 Old\n132" + blank + "99/12/30  99/12/31\n" + players);
    r = run(club, QStringList {QStringLiteral("event"), QStringLiteral("import"), path("1999.trf")});
    QCOMPARE(r.err, QByteArray());
    const QByteArray games = run(club, words("games list")).out;
    QVERIFY2(games.contains("1999-12-30") && games.contains("1999-12-31") && !games.contains("2099"),
             games.constData());
}

QTEST_GUILESS_MAIN(TestTrfCli)
#include "tst_trfcli.moc"
