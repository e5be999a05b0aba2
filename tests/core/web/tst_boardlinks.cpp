// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Every link the live board writes is one it serves (the hostile review's M5, 2026-11-28): on a club whose
// leaderboard, events and players have slashes and other URL characters in their names, the board is crawled
// through real sockets from / and /?kiosk, following every href, src and kiosk view, and each must answer 200.
#include "club/club.h"
#include "club/events/events.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "store/database.h"
#include "web/boardpages.h"
#include "web/boardserver.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSet>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace podium;

namespace {

const QString kSlashed = QStringLiteral("Smith/Jones");
const QString kOdd = QStringLiteral("50% Off? #1 & .. \\ x");
const QString kLeaderboard = QStringLiteral("Chess 2025/26");
const QString kSwiss = QStringLiteral("Autumn 1/2");
const QString kCup = QStringLiteral("Cup 1/2 ..");

club::GameInput duel(const QString &date, const QString &a, const QString &b)
{
    club::GameInput game;
    game.date = date;
    game.discipline = QStringLiteral("Chess");
    game.participants = {{a, {}, 1, NAN, NAN, true}, {b, {}, 2, NAN, NAN, true}};
    return game;
}

/** The links of a page: href and src values and each path of data-kiosk-views, as written (no entity in them:
 *  pathOf() leaves none). */
QStringList linksOf(const QString &page)
{
    QStringList links;
    static const QRegularExpression attribute(QStringLiteral("(href|src|data-kiosk-views)=\"([^\"]*)\""));
    for (auto it = attribute.globalMatch(page); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        if (match.captured(1) == QLatin1String("data-kiosk-views"))
            links += match.captured(2).split(u' ', Qt::SkipEmptyParts);
        else
            links += match.captured(2);
    }
    return links;
}

} // namespace

class TestBoardLinks : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyLinkIsServed();

private:
    /** Status code and body of GET target sent exactly as given, as a browser sends a link's path. */
    std::pair<int, QByteArray> get(const QByteArray &target);

    QTemporaryDir m_dir;
    std::unique_ptr<Club> m_club;
    std::unique_ptr<web::BoardPages> m_pages;
    std::unique_ptr<web::BoardServer> m_board;
    quint16 m_port = 0;
};

void TestBoardLinks::initTestCase()
{
    m_club = Club::open(m_dir.filePath(QStringLiteral("club.podium")), store::Database::Mode::Create);
    const store::Database &db = m_club->database();
    club::Games games(db);
    games.add(duel(QStringLiteral("2026-01-05"), kSlashed, QStringLiteral("Ann")));
    games.add(duel(QStringLiteral("2026-01-12"), kOdd, QStringLiteral("Bob")));
    games.add(duel(QStringLiteral("2026-01-19"), QStringLiteral("Cid"), kSlashed));
    club::Leaderboards(db).create({0, kLeaderboard, QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});

    club::Events events(db);
    club::EventInput swiss;
    swiss.name = kSwiss;
    swiss.discipline = QStringLiteral("Chess");
    swiss.format = club::EventFormat::Swiss;
    swiss.rounds = 3;
    swiss.entrants = {kSlashed, kOdd, QStringLiteral("Ann"), QStringLiteral("Bob")};
    events.create(swiss);
    events.pairNextRound(kSwiss);
    club::EventInput cup = swiss;
    cup.name = kCup;
    cup.format = club::EventFormat::SingleElimination;
    cup.rounds = 0;
    events.create(cup);
    events.pairNextRound(kCup);

    m_pages = std::make_unique<web::BoardPages>(*m_club);
    m_board = std::make_unique<web::BoardServer>(*m_club, *m_pages);
    const web::ListenResult result = m_board->listen(QHostAddress::LocalHost, 0);
    QVERIFY2(result.ok(), qPrintable(result.error));
    m_port = result.port;
}

std::pair<int, QByteArray> TestBoardLinks::get(const QByteArray &target)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, m_port);
    if (!socket.waitForConnected(2000))
        return {0, {}};
    socket.write("GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    QByteArray answer;
    QElapsedTimer time;
    time.start();
    while (socket.state() == QAbstractSocket::ConnectedState && time.elapsed() < 5000) {
        QTest::qWait(10); // the board answers in this thread's event loop
        answer += socket.readAll();
    }
    answer += socket.readAll();
    const qsizetype end = answer.indexOf("\r\n\r\n");
    return {answer.mid(9, 3).toInt(), end < 0 ? QByteArray() : answer.mid(end + 4)};
}

void TestBoardLinks::everyLinkIsServed()
{
    QStringList toVisit {QStringLiteral("/"), QStringLiteral("/?kiosk")};
    QSet<QString> seen(toVisit.cbegin(), toVisit.cend());
    QStringList dead;
    QSet<QString> kinds;
    while (!toVisit.isEmpty()) {
        const QString link = toVisit.takeFirst();
        const auto [status, body] = get(link.toLatin1());
        if (status != 200) {
            dead.append(QStringLiteral("%1 (%2)").arg(link, QString::number(status)));
            continue;
        }
        kinds.insert(link.section(u'/', 1, 1).section(u'?', 0, 0));
        if (!link.endsWith(QLatin1String(".svg")) && !link.startsWith(QLatin1String("/assets/")))
            for (const QString &found : linksOf(QString::fromUtf8(body))) {
                const QString next = found.section(u'#', 0, 0); // a browser sends no fragment
                if (next.startsWith(u'/') && !seen.contains(next)) {
                    seen.insert(next);
                    toVisit.append(next);
                }
            }
    }
    QVERIFY2(dead.isEmpty(), qPrintable(dead.join(QStringLiteral(", "))));
    // The crawl reached every kind of page, each name with a slash among them.
    for (const char *kind : {"", "assets", "leaderboard", "event", "player", "chart"})
        QVERIFY2(kinds.contains(QLatin1String(kind)), kind);
    QVERIFY(seen.contains(QStringLiteral("/leaderboard/Chess%202025%2F26")));
    QVERIFY(seen.contains(QStringLiteral("/event/Autumn%201%2F2")));
    QVERIFY(seen.contains(QStringLiteral("/player/Smith%2FJones")));
    QVERIFY(seen.contains(QStringLiteral("/chart/Chess%202025%2F26/Smith%2FJones.svg")));
    QVERIFY(seen.contains(QStringLiteral("/event/Cup%201%2F2%20../bracket")));
    QVERIFY2(seen.size() > 15, qPrintable(QString::number(seen.size())));
}

QTEST_GUILESS_MAIN(TestBoardLinks)
#include "tst_boardlinks.moc"
