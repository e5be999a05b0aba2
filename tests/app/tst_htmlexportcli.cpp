// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium-cli --db FILE export standings|event|round|bracket|player ... FILE.html: the HTML files for people on the
// real binary, the format from the extension or --format, and the refusals that name what and where.
#include "../core/club/testclub.h"
#include "clirunner.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Result = podium::test::CliResult;
using podium::test::cli;

const QString kHostile = QStringLiteral("<script>alert(1)</script>");

QByteArray game(const QString &date, const QString &a, const QString &b)
{
    return QStringLiteral(R"({"date":"%1","discipline":"Chess","teams":[[{"player":"%2"}],[{"player":"%3"}]],)"
                          R"("ranks":[1,2]})")
        .arg(date, a, b)
        .toUtf8();
}

} // namespace

class TestHtmlExportCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void standings();
    void eventAndRound();
    void bracket();
    void player();
    void refusals_data();
    void refusals();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    Result run(const QStringList &rest, const QByteArray &input = {}) const
    {
        return cli(QStringList {QStringLiteral("--db"), m_db} + rest, input);
    }
    /** Runs export with the arguments; the file it wrote, or what it said on failure. */
    QString exported(const QStringList &arguments, const QString &file) const;

    QTemporaryDir m_dir;
    QString m_db;
};

void TestHtmlExportCli::initTestCase()
{
    m_db = testClub(QDir(m_dir.path())).toString(); // a file, or a schema on the server under test
    QCOMPARE(run({QStringLiteral("init")}).status, 0);
    QCOMPARE(run({QStringLiteral("games"), QStringLiteral("add")},
                 game(QStringLiteral("2026-01-05"), QStringLiteral("Ann"), QStringLiteral("Bob")))
                 .status,
             0);
    QCOMPARE(run({QStringLiteral("games"), QStringLiteral("add")},
                 game(QStringLiteral("2026-01-12"), QStringLiteral("Ann"), QStringLiteral("Cid")))
                 .status,
             0);
    QCOMPARE(run({QStringLiteral("leaderboard"), QStringLiteral("create"), QStringLiteral("Chess TS"),
                  QStringLiteral("--algorithm"), QStringLiteral("trueskill")})
                 .status,
             0);
    const QString entrants = QStringLiteral("Ann,Bob,Cid,Dee,") + kHostile;
    QCOMPARE(
        run({QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("Friday"), QStringLiteral("--format"),
             QStringLiteral("swiss"), QStringLiteral("--discipline"), QStringLiteral("Chess"),
             QStringLiteral("--entrants"), entrants, QStringLiteral("--rounds"), QStringLiteral("3")})
            .status,
        0);
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("next"), QStringLiteral("Friday")}).status, 0);
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("result"), QStringLiteral("Friday"), QStringLiteral("1"),
                  QStringLiteral("1"), QStringLiteral("--ranks"), QStringLiteral("1,2")})
                 .status,
             0);
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("Cup"), QStringLiteral("--format"),
                  QStringLiteral("single"), QStringLiteral("--discipline"), QStringLiteral("Chess"),
                  QStringLiteral("--entrants"), QStringLiteral("Ann,Bob,Cid,Dee")})
                 .status,
             0);
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("next"), QStringLiteral("Cup")}).status, 0);
}

QString TestHtmlExportCli::exported(const QStringList &arguments, const QString &file) const
{
    QFile::remove(path(file));
    const Result r = run(QStringList {QStringLiteral("export")} + arguments + QStringList {path(file)});
    if (r.status != 0)
        return QStringLiteral("(failed: %1)").arg(QString::fromUtf8(r.err));
    QFile written(path(file));
    return written.open(QIODevice::ReadOnly) ? QString::fromUtf8(written.readAll()) : QStringLiteral("(no file)");
}

void TestHtmlExportCli::standings()
{
    const QString html = exported({QStringLiteral("standings"), QStringLiteral("Chess TS")}, QStringLiteral("s.html"));
    QVERIFY2(html.startsWith(QStringLiteral("<!DOCTYPE html>")), qPrintable(html));
    QVERIFY(html.contains(QStringLiteral("<h1>Chess TS</h1>")));
    QVERIFY(html.contains(QStringLiteral("<td class=\"num\">1</td><td class=\"player\">Ann</td>")));
    QVERIFY(html.contains(QStringLiteral("<style>")) && !html.contains(QStringLiteral("<script")));
    // The only leaderboard need not be named; --format says html whatever the name.
    QCOMPARE(exported({QStringLiteral("standings"), QStringLiteral("--format"), QStringLiteral("html")},
                      QStringLiteral("s.out"))
                 .left(15),
             QStringLiteral("<!DOCTYPE html>"));
    // CSV and JSON as before.
    QVERIFY(exported({QStringLiteral("standings")}, QStringLiteral("s.csv")).startsWith(QStringLiteral("rank,player")));
    QVERIFY(exported({QStringLiteral("standings")}, QStringLiteral("s.json")).startsWith(QStringLiteral("[")));
}

void TestHtmlExportCli::eventAndRound()
{
    const QString event = exported({QStringLiteral("event"), QStringLiteral("Friday")}, QStringLiteral("e.html"));
    QVERIFY2(event.contains(QStringLiteral("<h2>Round 1</h2>")), qPrintable(event));
    QVERIFY(event.contains(QStringLiteral("<td class=\"num table\">1</td>")));
    QVERIFY(event.contains(QStringLiteral("<td class=\"num result\">1 – 0</td>")));
    QVERIFY(event.contains(QStringLiteral("<th class=\"decider wide\">Decided by</th>")));
    QVERIFY(event.contains(QStringLiteral("&lt;script&gt;alert(1)&lt;/script&gt;")));
    QVERIFY(!event.contains(kHostile) && !event.contains(QStringLiteral("href=")));
    // The event's standings as CSV and JSON: what event standings prints.
    const QString csv = exported({QStringLiteral("event"), QStringLiteral("Friday")}, QStringLiteral("e.csv"));
    QCOMPARE(csv.toUtf8(), run({QStringLiteral("event"), QStringLiteral("standings"), QStringLiteral("Friday")}).out);
    QCOMPARE(exported({QStringLiteral("event"), QStringLiteral("Friday"), QStringLiteral("--format"),
                       QStringLiteral("json")},
                      QStringLiteral("e.txt"))
                 .toUtf8(),
             run({QStringLiteral("event"), QStringLiteral("standings"), QStringLiteral("Friday"),
                  QStringLiteral("--format"), QStringLiteral("json")})
                 .out);
    // A round: the given one, or the current one.
    const QString round
        = exported({QStringLiteral("round"), QStringLiteral("Friday"), QStringLiteral("1")}, QStringLiteral("r1.html"));
    QVERIFY(round.contains(QStringLiteral("<title>Friday, round 1</title>")));
    QVERIFY(round.contains(QStringLiteral("<td class=\"bye\">bye</td>"))); // five entrants
    QVERIFY(!round.contains(QStringLiteral("Standings")));
    QVERIFY(exported({QStringLiteral("round"), QStringLiteral("Friday")}, QStringLiteral("r.html"))
                .contains(QStringLiteral("<title>Friday, round 1</title>")));
}

void TestHtmlExportCli::bracket()
{
    const QString html = exported({QStringLiteral("bracket"), QStringLiteral("Cup")}, QStringLiteral("b.html"));
    QVERIFY2(html.contains(QStringLiteral("<h3>Semi-finals</h3>")), qPrintable(html));
    QVERIFY(html.contains(QStringLiteral("<h3>Final</h3>")));
    QVERIFY(html.contains(QStringLiteral("R1 M1 · round 1, table 1")));
}

void TestHtmlExportCli::player()
{
    const QString html = exported({QStringLiteral("player"), QStringLiteral("Ann")}, QStringLiteral("p.html"));
    QVERIFY2(html.contains(QStringLiteral("<h1>Ann</h1>")), qPrintable(html));
    QVERIFY(html.contains(QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\"")));
    QVERIFY(html.contains(QStringLiteral("<polygon class=\"band\"")));
    // Her next game is in the cup; the Swiss table she played has its result.
    QVERIFY(html.contains(QStringLiteral("<p class=\"next\">Cup: <strong>round 1, table 1</strong> against ")));
    QVERIFY(!html.contains(QStringLiteral("<p class=\"next\">Friday")));
    const QString hostile = exported({QStringLiteral("player"), kHostile}, QStringLiteral("h.html"));
    QVERIFY(hostile.contains(QStringLiteral("<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>")));
    QVERIFY(!hostile.contains(kHostile));
}

void TestHtmlExportCli::refusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString file = path(QStringLiteral("x.html"));
    QTest::newRow("bracket as csv") << QStringList {QStringLiteral("bracket"), QStringLiteral("Cup"),
                                                    path(QStringLiteral("b.csv"))}
                                    << QStringLiteral("export bracket writes html, pdf, not csv");
    QTest::newRow("round as json") << QStringList {QStringLiteral("round"), QStringLiteral("Friday"),
                                                   path(QStringLiteral("r.json"))}
                                   << QStringLiteral("export round writes html, pdf, not json");
    QTest::newRow("no extension") << QStringList {QStringLiteral("player"), QStringLiteral("Ann"),
                                                  path(QStringLiteral("p.txt"))}
                                  << path(QStringLiteral("p.txt"))
            + QStringLiteral(": the file's extension does not say the format; export player writes html, pdf: name the "
                             "file after one of them or give --format");
    QTest::newRow("unknown format") << QStringList {QStringLiteral("event"), QStringLiteral("Friday"), file,
                                                    QStringLiteral("--format"), QStringLiteral("xml")}
                                    << QStringLiteral("--format: 'xml' is not html, pdf, csv or json");
    QTest::newRow("round too far") << QStringList {QStringLiteral("round"), QStringLiteral("Friday"),
                                                   QStringLiteral("4"), file}
                                   << QStringLiteral("event Friday has rounds 1 to 1, not 4");
    QTest::newRow("round not a number") << QStringList {QStringLiteral("round"), QStringLiteral("Friday"),
                                                        QStringLiteral("two"), file}
                                        << QStringLiteral("export round: 'two' is not a round number");
    QTest::newRow("swiss bracket") << QStringList {QStringLiteral("bracket"), QStringLiteral("Friday"), file}
                                   << QStringLiteral("event Friday is not an elimination and has no bracket");
    QTest::newRow("unknown player") << QStringList {QStringLiteral("player"), QStringLiteral("Nobody"), file}
                                    << QStringLiteral("there is no player called 'Nobody'");
    QTest::newRow("unwritable") << QStringList {QStringLiteral("event"), QStringLiteral("Friday"),
                                                path(QStringLiteral("no/such/dir/e.html"))}
                                << path(QStringLiteral("no/such/dir/e.html")) + QStringLiteral(": cannot write: ");
    QTest::newRow("too many names") << QStringList {QStringLiteral("player"), QStringLiteral("Ann"),
                                                    QStringLiteral("Bob"), file}
                                    << QStringLiteral("usage: podium-cli --db FILE export games FILE.csv");
}

void TestHtmlExportCli::refusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Result r = run(QStringList {QStringLiteral("export")} + arguments);
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(QString::fromUtf8(r.err).startsWith(QStringLiteral("podium-cli: ") + message), r.err.constData());
    QVERIFY(!QFile::exists(path(QStringLiteral("x.html"))));
}

QTEST_GUILESS_MAIN(TestHtmlExportCli)
#include "tst_htmlexportcli.moc"
