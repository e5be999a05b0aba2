// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium-cli event export|import on the real binary: a Swiss goes out as a TRF file, comes into another club
// as the same event (the same file again, the same next round), and a bad file imports nothing.
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

private:
    Result run(const QString &club, const QStringList &rest)
    {
        return cli(QStringList {QStringLiteral("--db"), club} + rest);
    }
    QString path(const char *name) const { return m_dir.filePath(QLatin1String(name)); }
    QTemporaryDir m_dir;
};

void TestTrfCli::anEventGoesOutAndComesBackTheSame()
{
    const QString club = path("a.podium"), other = path("b.podium");
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
    const QString club = path("c.podium");
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

QTEST_GUILESS_MAIN(TestTrfCli)
#include "tst_trfcli.moc"
