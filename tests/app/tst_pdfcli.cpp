// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium-cli export ... FILE.pdf on the real binary (issue 15): the standings, an event, a round and a player card
// as PDF files whose text (read back with pdftotext, Debian's poppler-utils) is what the club holds, on the paper
// asked for, and a refusal that writes nothing.
#include "clirunner.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Result = podium::test::CliResult;
using podium::test::cli;

/** What a poppler tool prints for a file: pdftotext's text in reading layout, or pdfinfo's fields. */
QString poppler(const QString &tool, const QStringList &arguments)
{
    const QString program = QStandardPaths::findExecutable(tool);
    if (program.isEmpty())
        return QStringLiteral("(%1 is missing: ./build.sh test installs poppler-utils)").arg(tool);
    QProcess process;
    process.start(program, arguments);
    process.waitForFinished(30000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

QString pdfText(const QString &path)
{
    // The fonts join f and i (Semi-\uFB01nals): the text as typed.
    return poppler(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")})
        .replace(QChar(0xFB01), QStringLiteral("fi"))
        .replace(QChar(0xFB02), QStringLiteral("fl"));
}

/** "Page size: 595.276 x 841.89 pts (A4)" from pdfinfo. */
QString pageSize(const QString &path)
{
    const QString info = poppler(QStringLiteral("pdfinfo"), {path});
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Page size:\\s*(.*)")).match(info);
    return m.hasMatch() ? m.captured(1).trimmed() : info;
}

} // namespace

class TestPdfCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void standingsAreTheLeaderboards();
    void anEventItsRoundAndAPlayerCard();
    void theBracketInLinesAndText();
    void thePaperAsked();
    void refusalsWriteNothing();

private:
    Result run(const QStringList &rest) { return cli(QStringList {QStringLiteral("--db"), m_club} + rest); }
    QString path(const QString &name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
    QString m_club;
    QStringList m_entrants;
};

void TestPdfCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_club = path(QStringLiteral("evening.podium"));
    QCOMPARE(cli({QStringLiteral("demo"), QStringLiteral("--db"), m_club}).status, 0);
    // Four of the demo's chess players in a Swiss of three rounds, round 1 played, round 2 paired.
    const QStringList players = QString::fromUtf8(run({QStringLiteral("players"), QStringLiteral("list")}).out)
                                    .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                                    .mid(1, 4);
    for (const QString &line : players)
        m_entrants << line.section(QLatin1Char(','), 0, 0);
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("Friday"),
                  QStringLiteral("--format"), QStringLiteral("swiss"), QStringLiteral("--discipline"),
                  QStringLiteral("Chess"), QStringLiteral("--rounds"), QStringLiteral("3"),
                  QStringLiteral("--entrants"), m_entrants.join(QLatin1Char(','))})
                 .status,
             0);
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("next"), QStringLiteral("Friday")}).status, 0);
    for (const char *table : {"1", "2"})
        QCOMPARE(run({QStringLiteral("event"), QStringLiteral("result"), QStringLiteral("Friday"), QStringLiteral("1"),
                      QString::fromLatin1(table), QStringLiteral("--ranks"), QStringLiteral("1,2")})
                     .status,
                 0);
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("next"), QStringLiteral("Friday")}).status, 0);
}

void TestPdfCli::standingsAreTheLeaderboards()
{
    const QString file = path(QStringLiteral("elo.pdf"));
    const Result made
        = run({QStringLiteral("export"), QStringLiteral("standings"), QStringLiteral("Chess - Elo"), file});
    QCOMPARE(made.status, 0);
    QVERIFY2(made.out.isEmpty(), made.out.constData());
    // Ratings as the user's locale writes them; this one groups thousands with commas.
    const QString text
        = pdfText(file).replace(QRegularExpression(QStringLiteral("(\\d),(\\d{3})")), QStringLiteral("\\1\\2"));
    // The header of each page: the club (its file's name) and the title; the foot: the page of how many.
    QVERIFY2(text.contains(QStringLiteral("evening")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Standings of Chess - Elo")), qPrintable(text));
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("Page 1 of [1-9]"))), qPrintable(text));
    // The first three rows are the leaderboard's first three, with the rating the standings command gives.
    const QStringList rows = QString::fromUtf8(run({QStringLiteral("standings"), QStringLiteral("Chess - Elo")}).out)
                                 .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QStringList header = rows.at(0).split(QLatin1Char(','));
    const qsizetype playerColumn = header.indexOf(QStringLiteral("player"));
    const qsizetype ratingColumn = header.indexOf(QStringLiteral("rating"));
    QVERIFY(playerColumn >= 0 && ratingColumn >= 0);
    for (int place = 1; place <= 3; ++place) {
        const QStringList cells = rows.at(place).split(QLatin1Char(','));
        const QString rating = QLocale::c().toString(cells.at(ratingColumn).toDouble(), 'f', 1);
        const QRegularExpression line(
            QStringLiteral("^\\s*%1\\s+%2\\s+%3\\s")
                .arg(place)
                .arg(QRegularExpression::escape(cells.at(playerColumn)), QRegularExpression::escape(rating)),
            QRegularExpression::MultilineOption);
        QVERIFY2(text.contains(line), qPrintable(line.pattern() + QStringLiteral("\n") + text));
    }
}

void TestPdfCli::anEventItsRoundAndAPlayerCard()
{
    const QString event = path(QStringLiteral("friday.pdf"));
    QCOMPARE(run({QStringLiteral("export"), QStringLiteral("event"), QStringLiteral("Friday"), event}).status, 0);
    const QString text = pdfText(event);
    // The round being played (2) with both its tables, then the standings with every entrant.
    QVERIFY2(text.contains(QStringLiteral("Round 2")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Standings")), qPrintable(text));
    for (const QString &player : m_entrants)
        QVERIFY2(text.count(player) >= 2, qPrintable(player + QStringLiteral(" twice in\n") + text));

    const QString round = path(QStringLiteral("round1.pdf"));
    QCOMPARE(
        run({QStringLiteral("export"), QStringLiteral("round"), QStringLiteral("Friday"), QStringLiteral("1"), round})
            .status,
        0);
    const QString roundText = pdfText(round);
    QVERIFY2(roundText.contains(QStringLiteral("Round 1")), qPrintable(roundText));
    QVERIFY2(!roundText.contains(QStringLiteral("Standings")), qPrintable(roundText));
    // Round 1 has results: each table's line ends with "1–0".
    QCOMPARE(roundText.count(QStringLiteral("1–0")), 2);

    const QString card = path(QStringLiteral("card.pdf"));
    QCOMPARE(run({QStringLiteral("export"), QStringLiteral("player"), m_entrants.at(0), card}).status, 0);
    const QString cardText = pdfText(card);
    QVERIFY2(cardText.contains(QStringLiteral("Player card: ") + m_entrants.at(0)), qPrintable(cardText));
    QVERIFY2(cardText.contains(QStringLiteral("Chess - Elo: place")), qPrintable(cardText));
}

void TestPdfCli::theBracketInLinesAndText()
{
    // A knockout of the four: round 1 paired, its first match played.
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("Cup"), QStringLiteral("--format"),
                  QStringLiteral("single"), QStringLiteral("--discipline"), QStringLiteral("Chess"),
                  QStringLiteral("--entrants"), m_entrants.join(QLatin1Char(','))})
                 .status,
             0);
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("next"), QStringLiteral("Cup")}).status, 0);
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("result"), QStringLiteral("Cup"), QStringLiteral("1"),
                  QStringLiteral("1"), QStringLiteral("--ranks"), QStringLiteral("1,2")})
                 .status,
             0);
    const QString file = path(QStringLiteral("cup.pdf"));
    QCOMPARE(run({QStringLiteral("export"), QStringLiteral("bracket"), QStringLiteral("Cup"), file}).status, 0);
    const QString text = pdfText(file);
    // Drawn as text, not as a picture: the columns, every entrant, the match to come and the champion's box.
    for (const QString &expected :
         {QStringLiteral("Bracket of Cup"), QStringLiteral("Semi-finals"), QStringLiteral("Final"),
          QStringLiteral("Champion"), QStringLiteral("Winner of R1 M2"), QStringLiteral("to be decided")})
        QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" in\n") + text));
    for (const QString &player : m_entrants)
        QVERIFY2(text.contains(player), qPrintable(player + QStringLiteral(" in\n") + text));
    QVERIFY2(pageSize(file).contains(QStringLiteral("842 x 595")), qPrintable(pageSize(file))); // A4 landscape
    // A Swiss has no bracket.
    const Result swiss = run({QStringLiteral("export"), QStringLiteral("bracket"), QStringLiteral("Friday"),
                              path(QStringLiteral("no-bracket.pdf"))});
    QVERIFY(swiss.status != 0);
    QVERIFY2(swiss.err.contains("event Friday is not an elimination: it has no bracket"), swiss.err.constData());
    QVERIFY(!QFile::exists(path(QStringLiteral("no-bracket.pdf"))));
}

void TestPdfCli::thePaperAsked()
{
    const QString a4 = path(QStringLiteral("a4.pdf"));
    const QString letter = path(QStringLiteral("letter.pdf"));
    QCOMPARE(run({QStringLiteral("export"), QStringLiteral("standings"), QStringLiteral("Chess - Elo"), a4,
                  QStringLiteral("--paper"), QStringLiteral("a4")})
                 .status,
             0);
    QCOMPARE(run({QStringLiteral("export"), QStringLiteral("standings"), QStringLiteral("Chess - Elo"), letter,
                  QStringLiteral("--paper"), QStringLiteral("letter")})
                 .status,
             0);
    QVERIFY2(pageSize(a4).contains(QStringLiteral("(A4)")), qPrintable(pageSize(a4)));
    QVERIFY2(pageSize(letter).contains(QStringLiteral("(letter)")), qPrintable(pageSize(letter)));
    // --format pdf writes a PDF whatever the file is called.
    const QString named = path(QStringLiteral("standings.out"));
    QCOMPARE(run({QStringLiteral("export"), QStringLiteral("standings"), QStringLiteral("Chess - Elo"), named,
                  QStringLiteral("--format"), QStringLiteral("pdf")})
                 .status,
             0);
    QFile file(named);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.read(5), QByteArray("%PDF-"));
}

void TestPdfCli::refusalsWriteNothing()
{
    const QString file = path(QStringLiteral("refused.pdf"));
    const Result paper = run({QStringLiteral("export"), QStringLiteral("standings"), QStringLiteral("Chess - Elo"),
                              file, QStringLiteral("--paper"), QStringLiteral("a5")});
    QVERIFY(paper.status != 0);
    QVERIFY2(paper.err.contains("--paper: 'a5' is not a4 or letter"), paper.err.constData());
    const Result round
        = run({QStringLiteral("export"), QStringLiteral("round"), QStringLiteral("Friday"), QStringLiteral("9"), file});
    QVERIFY(round.status != 0);
    QVERIFY2(round.err.contains("'9' is not a round of event Friday (1 to 2)"), round.err.constData());
    const Result player
        = run({QStringLiteral("export"), QStringLiteral("player"), QStringLiteral("Nobody at all"), file});
    QVERIFY(player.status != 0);
    QVERIFY2(player.err.contains("Nobody at all"), player.err.constData());
    QVERIFY(!QFile::exists(file));
    const Result folder = run({QStringLiteral("export"), QStringLiteral("standings"), QStringLiteral("Chess - Elo"),
                               path(QStringLiteral("no/such/folder.pdf"))});
    QVERIFY(folder.status != 0);
    QVERIFY2(folder.err.contains("no/such/folder.pdf: cannot write"), folder.err.constData());
}

QTEST_GUILESS_MAIN(TestPdfCli)
#include "tst_pdfcli.moc"
