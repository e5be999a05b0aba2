// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// A club night run by its players' phones (issue 29), end to end between programs: the desk sets up a 16-player Swiss
// and a kart evening of heats with podium-cli, `podium-cli serve` runs the board, and sixteen players report their
// tables over HTTP as their phones' forms send them (each form loaded first, for its token). One table disagrees and
// the desk settles it with `event accept`. Then the board, podium-cli and the next round agree.
#include "clirunner.h"
#include "devtools.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

#include <map>

using podium::test::cli;
using podium::test::waitFor;

namespace {

const QString kSwiss = QStringLiteral("Friday open");
const QString kHeats = QStringLiteral("Kart heats");

struct Reply
{
    int status = 0;
    QString body;
};

} // namespace

class TestClubNight : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void sixteenPlayersReportTheirOwnResults();

private:
    QStringList run(const QStringList &rest) const
    {
        const auto result = cli(QStringList {QStringLiteral("--db"), m_club} + rest);
        return QString::fromUtf8(result.out + result.err).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
    Reply http(const QString &path, const QByteArray &post = {}, bool isPost = false);
    /** A phone's report: the table's form loaded, then sent with the player's code and the form's fields. */
    Reply report(const QString &event, int table, const QString &player, const QUrlQuery &fields);
    /** Event, table -> its players in seat order, from podium-cli. */
    std::map<int, QStringList> tables(const QString &event);

    QTemporaryDir m_dir;
    QString m_club;
    QProcess m_board;
    QUrl m_boardUrl;
    QNetworkAccessManager m_network;
    std::map<QString, std::map<QString, QString>> m_codes; ///< event -> player -> code
};

void TestClubNight::initTestCase()
{
    m_club = m_dir.filePath(QStringLiteral("night.podium"));
    QCOMPARE(cli({QStringLiteral("--db"), m_club, QStringLiteral("init")}).status, 0);
    QStringList players;
    for (int p = 1; p <= 16; ++p)
        players.append(QStringLiteral("Player %1").arg(p, 2, 10, QLatin1Char('0')));
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("create"), kSwiss, QStringLiteral("--format"),
                  QStringLiteral("swiss"), QStringLiteral("--discipline"), QStringLiteral("Chess"),
                  QStringLiteral("--rounds"), QStringLiteral("2"), QStringLiteral("--entrants"),
                  players.join(QLatin1Char(','))})
                 .size(),
             1);
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("create"), kHeats, QStringLiteral("--format"),
                  QStringLiteral("heats"), QStringLiteral("--discipline"), QStringLiteral("Karts"),
                  QStringLiteral("--rounds"), QStringLiteral("2"), QStringLiteral("--lobby"), QStringLiteral("4"),
                  QStringLiteral("--entrants"), players.join(QLatin1Char(','))})
                 .size(),
             1);
    for (const QString &event : {kSwiss, kHeats}) {
        QCOMPARE(cli({QStringLiteral("--db"), m_club, QStringLiteral("event"), QStringLiteral("set"), event,
                      QStringLiteral("reporting=on")})
                     .status,
                 0);
        QCOMPARE(cli({QStringLiteral("--db"), m_club, QStringLiteral("event"), QStringLiteral("next"), event}).status,
                 0);
    }
    QString said;
    m_boardUrl = podium::test::serveBoard(m_board, m_club, &said);
    QVERIFY2(m_boardUrl.isValid(), qPrintable(said));
    for (const QString &event : {kSwiss, kHeats}) {
        const auto codes
            = cli({QStringLiteral("--db"), m_club, QStringLiteral("event"), QStringLiteral("codes"), event});
        QCOMPARE(codes.status, 0);
        const QStringList lines = QString::fromUtf8(codes.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 17);
        for (const QString &line : lines.mid(1))
            m_codes[event][line.section(QLatin1Char(','), 0, 0)] = line.section(QLatin1Char(','), 1, 1);
    }
}

void TestClubNight::cleanupTestCase()
{
    m_board.terminate();
    if (!m_board.waitForFinished(5000))
        m_board.kill();
}

Reply TestClubNight::http(const QString &path, const QByteArray &post, bool isPost)
{
    QNetworkRequest request(m_boardUrl.resolved(QUrl(path)));
    QNetworkReply *reply = nullptr;
    if (isPost) {
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-www-form-urlencoded"));
        reply = m_network.post(request, post);
    } else {
        reply = m_network.get(request);
    }
    waitFor([&] { return reply->isFinished(); }, 15000);
    Reply answer {reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
                  QString::fromUtf8(reply->readAll())};
    reply->deleteLater();
    return answer;
}

Reply TestClubNight::report(const QString &event, int table, const QString &player, const QUrlQuery &fields)
{
    const QString path
        = QStringLiteral("/event/%1/report/1/%2").arg(QString::fromLatin1(QUrl::toPercentEncoding(event))).arg(table);
    const Reply form = http(path);
    const QString token
        = QRegularExpression(QStringLiteral("name=\"token\" value=\"([^\"]+)\"")).match(form.body).captured(1);
    QUrlQuery sent = fields;
    sent.addQueryItem(QStringLiteral("token"), token);
    sent.addQueryItem(QStringLiteral("code"), m_codes.at(event).at(player));
    return http(path, sent.query(QUrl::FullyEncoded).toUtf8(), true);
}

std::map<int, QStringList> TestClubNight::tables(const QString &event)
{
    std::map<int, QStringList> byTable;
    for (const QString &line : run({QStringLiteral("event"), QStringLiteral("show"), event}).mid(1))
        byTable[line.section(QLatin1Char(','), 1, 1).toInt()].append(line.section(QLatin1Char(','), 3, 3));
    return byTable;
}

void TestClubNight::sixteenPlayersReportTheirOwnResults()
{
    // The Swiss: both players of each table report that White won; at table 3 Black says Black won.
    const std::map<int, QStringList> swiss = tables(kSwiss);
    QCOMPARE(swiss.size(), std::size_t(8));
    for (const auto &[table, seats] : swiss) {
        QCOMPARE(seats.size(), 2);
        const Reply first = report(kSwiss, table, seats[0], QUrlQuery(QStringLiteral("result=1")));
        QVERIFY2(first.status == 200 && first.body.contains(QStringLiteral("Waiting for the other side")),
                 qPrintable(first.body));
        const Reply second = report(kSwiss, table, seats[1],
                                    QUrlQuery(table == 3 ? QStringLiteral("result=2") : QStringLiteral("result=1")));
        QCOMPARE(second.status, 200);
        QVERIFY2(second.body.contains(table == 3 ? QStringLiteral("the desk will settle it")
                                                 : QStringLiteral("Confirmed by both sides and entered.")),
                 qPrintable(second.body));
    }
    // The heats: three of each heat's four players agree on the finishing order, seat order; the fourth never reports.
    const std::map<int, QStringList> heats = tables(kHeats);
    QCOMPARE(heats.size(), std::size_t(4));
    for (const auto &[table, seats] : heats) {
        QCOMPARE(seats.size(), 4);
        QUrlQuery places(QStringLiteral("place1=1&place2=2&place3=3&place4=4"));
        QVERIFY(report(kHeats, table, seats[0], places)
                    .body.contains(QStringLiteral("Waiting for 2 more players of the table")));
        QVERIFY(report(kHeats, table, seats[1], places)
                    .body.contains(QStringLiteral("Waiting for 1 more player of the table")));
        QVERIFY(report(kHeats, table, seats[2], places)
                    .body.contains(QStringLiteral("Confirmed by most of the players at the table and entered.")));
    }

    // The desk's queue: table 3's two reports, disputed. The desk takes White's word.
    const QStringList waiting = run({QStringLiteral("event"), QStringLiteral("reports"), kSwiss});
    QCOMPARE(waiting.size(), 3);
    for (const QString &line : waiting.mid(1)) {
        QCOMPARE(line.section(QLatin1Char(','), 2, 2), QStringLiteral("3"));
        QCOMPARE(line.section(QLatin1Char(','), 5, 5), QStringLiteral("disputed"));
    }
    QString whites;
    for (const QString &line : waiting.mid(1)) {
        if (line.section(QLatin1Char(','), 3, 3) == swiss.at(3)[0])
            whites = line.section(QLatin1Char(','), 0, 0);
    }
    QVERIFY(!whites.isEmpty());
    const QStringList accepted = run({QStringLiteral("event"), QStringLiteral("accept"), kSwiss, whites});
    QVERIFY2(accepted.join(QLatin1Char('\n')).contains(QStringLiteral("2 reports settled")),
             qPrintable(accepted.join(QLatin1Char('\n'))));
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("reports"), kSwiss}).size(), 1);
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("reports"), kHeats}).size(), 1);

    // podium-cli: every table has its result, White winning; the heats finish in seat order.
    for (const QString &line : run({QStringLiteral("event"), QStringLiteral("show"), kSwiss}).mid(1))
        QCOMPARE(line.section(QLatin1Char(','), 6, 6),
                 line.section(QLatin1Char(','), 2, 2) == QLatin1String("1") ? QStringLiteral("1")
                                                                            : QStringLiteral("2"));
    for (const QString &line : run({QStringLiteral("event"), QStringLiteral("show"), kHeats}).mid(1))
        QCOMPARE(line.section(QLatin1Char(','), 6, 6), line.section(QLatin1Char(','), 2, 2));
    // The board: eight results, no table left to report.
    const Reply page = http(QStringLiteral("/event/Friday%20open"));
    QCOMPARE(page.body.count(QStringLiteral("1 \u2013 0")), 8);
    QVERIFY(!page.body.contains(QStringLiteral("Report result")));
    // And the next round pairs: round 1 is complete.
    QCOMPARE(cli({QStringLiteral("--db"), m_club, QStringLiteral("event"), QStringLiteral("next"), kSwiss}).status, 0);
    // The board sees podium-cli's round within its watch (500 ms).
    QVERIFY(waitFor(
        [&] {
            return http(QStringLiteral("/event/Friday%20open"))
                .body.contains(QStringLiteral("/event/Friday%20open/report/2/1"));
        },
        10000));
}

QTEST_GUILESS_MAIN(TestClubNight)
#include "tst_clubnight.moc"
