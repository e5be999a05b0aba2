// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The live board's server with a real client: status codes and headers, refused methods and paths, the limits on
// slow and oversized requests, the page cache, and /live after a second connection saved a game.
#include "club/club.h"
#include "commands/gamecommands.h"
#include "io/clubjson.h"
#include "store/clubfile.h"
#include "web/boardserver.h"

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

#include <memory>
#include <vector>

using namespace podium;
using namespace std::chrono_literals;

namespace {

/** Pages of its own, counting how often each is made. */
class FakePages : public web::PageSource
{
public:
    std::optional<web::WebPage> page(const QString &path, const QUrlQuery &query) override
    {
        ++made;
        if (path == QStringLiteral("/"))
            return web::WebPage {"<!doctype html><p>board " + QByteArray::number(made)
                                     + (query.hasQueryItem(QStringLiteral("kiosk")) ? " kiosk" : "") + "</p>",
                                 "text/html; charset=utf-8"};
        if (path == QStringLiteral("/assets/style.css"))
            return web::WebPage {"body{font-size:2em}", "text/css; charset=utf-8"};
        if (path == QStringLiteral("/chart/Chess/Ann.svg"))
            return web::WebPage {"<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"};
        if (path == QStringLiteral("/event/Spring open"))
            return web::WebPage {"<p>event</p>", "text/html; charset=utf-8"};
        return std::nullopt;
    }
    int made = 0;
};

QByteArray duelJson(int day)
{
    return QStringLiteral(
               R"({"date":"2024-05-%1","discipline":"Chess","teams":[[{"player":"Ann"}],[{"player":"Bob"}]],)"
               R"("ranks":[1,2]})")
        .arg(day, 2, 10, QLatin1Char('0'))
        .toUtf8();
}

} // namespace

class TestBoardServer : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void pagesHaveTheirTypesAndSecurityHeaders();
    void headAnswersLikeGetWithoutABody();
    void pathsOutsideTheRoutesAre404_data();
    void pathsOutsideTheRoutesAre404();
    void methodsOtherThanGetAndHeadAre405_data();
    void methodsOtherThanGetAndHeadAre405();
    void oversizedRequestIsClosed();
    void slowAndIdleClientsAreDisconnected();
    void connectionsBeyondTheLimitAreClosed();
    void pagesAreCachedUntilTheClubChanges();
    void liveClientHearsOfAGameSavedByAnotherConnection();
    void webSocketElsewhereThanLiveIsClosed();
    void portInUseIsSaidOrTheNextOneTaken();
    void stopClosesTheBoard();

private:
    QNetworkReply *request(const QByteArray &verb, const QString &path);
    QByteArray raw(const QByteArray &request, bool *closed = nullptr);
    void addGameAsAnotherProgram(int day);

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<Club> m_club;
    std::unique_ptr<FakePages> m_pages;
    std::unique_ptr<web::BoardServer> m_board;
    QNetworkAccessManager m_http;
    quint16 m_port = 0;
};

void TestBoardServer::init()
{
    static int clubs = 0;
    m_path = m_dir.filePath(QStringLiteral("club-%1.podium").arg(++clubs));
    db::createClubFile(m_path);
    m_club = Club::open(m_path);
    m_pages = std::make_unique<FakePages>();
    m_board = std::make_unique<web::BoardServer>(*m_club, *m_pages);
    m_board->setLimits({4096, 700ms, 20});
    m_board->setWatchInterval(100ms);
    const web::ListenResult result = m_board->listen(QHostAddress::LocalHost, 0);
    QVERIFY2(result.ok(), qPrintable(result.error));
    m_port = result.port;
    QVERIFY(m_port != 0);
    QCOMPARE(m_board->url().toString(), QStringLiteral("http://127.0.0.1:%1/").arg(m_port));
}

void TestBoardServer::cleanup()
{
    m_board.reset();
    m_club.reset();
}

QNetworkReply *TestBoardServer::request(const QByteArray &verb, const QString &path)
{
    QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_port).arg(path)));
    QNetworkReply *reply = m_http.sendCustomRequest(request, verb);
    reply->setParent(this);
    [&] { QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 5000); }();
    return reply;
}

/** Sends request as it is on a connection of its own; returns what came back within two seconds (closed: the
 *  server closed the connection). */
QByteArray TestBoardServer::raw(const QByteArray &request, bool *closed)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, m_port);
    if (!socket.waitForConnected(2000))
        return {};
    socket.write(request);
    QByteArray answer;
    QElapsedTimer time;
    time.start();
    while (time.elapsed() < 2000 && socket.state() == QAbstractSocket::ConnectedState) {
        QTest::qWait(20);
        answer += socket.readAll();
        const qsizetype end = answer.indexOf("\r\n\r\n");
        if (end >= 0) {
            const qsizetype at = answer.toLower().indexOf("content-length: ");
            const qsizetype length = at < 0 ? 0 : answer.mid(at + 16, answer.indexOf('\r', at) - at - 16).toLongLong();
            if (request.startsWith("HEAD") || answer.size() >= end + 4 + length)
                break;
        }
    }
    answer += socket.readAll();
    if (closed)
        *closed = socket.state() != QAbstractSocket::ConnectedState;
    return answer;
}

void TestBoardServer::addGameAsAnotherProgram(int day)
{
    // A second connection to the same file, as podium-cli's `games add` makes.
    const auto other = Club::open(m_path);
    other->run(std::make_unique<commands::AddGame>(*other, io::parseClubGame(duelJson(day))));
}

void TestBoardServer::pagesHaveTheirTypesAndSecurityHeaders()
{
    const struct
    {
        QString path;
        QByteArray type;
    } pages[] = {{QStringLiteral("/"), "text/html; charset=utf-8"},
                 {QStringLiteral("/assets/style.css"), "text/css; charset=utf-8"},
                 {QStringLiteral("/chart/Chess/Ann.svg"), "image/svg+xml"},
                 {QStringLiteral("/event/Spring%20open"), "text/html; charset=utf-8"}};
    for (const auto &page : pages) {
        QNetworkReply *reply = request("GET", page.path);
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        QCOMPARE(reply->rawHeader("Content-Type"), page.type);
        const QByteArray policy = reply->rawHeader("Content-Security-Policy");
        QVERIFY2(policy.startsWith("default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'"),
                 policy.constData());
        QVERIFY(policy.contains(QByteArray("connect-src 'self' ws://127.0.0.1:" + QByteArray::number(m_port) + ";")));
        QVERIFY(policy.contains("frame-ancestors 'none'"));
        QVERIFY(!policy.contains("unsafe-inline';") || !policy.contains("script-src 'self' 'unsafe-inline'"));
        QCOMPARE(reply->rawHeader("X-Content-Type-Options"), QByteArray("nosniff"));
        QCOMPARE(reply->rawHeader("Referrer-Policy"), QByteArray("no-referrer"));
        QCOMPARE(reply->rawHeader("Cache-Control"), QByteArray("no-cache"));
    }
    QNetworkReply *kiosk = request("GET", QStringLiteral("/?kiosk"));
    QVERIFY(kiosk->readAll().contains(" kiosk</p>"));
}

void TestBoardServer::headAnswersLikeGetWithoutABody()
{
    QNetworkReply *get = request("GET", QStringLiteral("/assets/style.css"));
    const QByteArray body = get->readAll();
    QCOMPARE(body, QByteArray("body{font-size:2em}"));
    const QByteArray answer = raw("HEAD /assets/style.css HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    QVERIFY2(answer.startsWith("HTTP/1.1 200"), answer.constData());
    QVERIFY(answer.contains(QByteArray("Content-Length: " + QByteArray::number(body.size()) + "\r\n")));
    QVERIFY(answer.contains("Content-Type: text/css; charset=utf-8\r\n"));
    QVERIFY(answer.endsWith("\r\n\r\n")); // the headers only
}

void TestBoardServer::pathsOutsideTheRoutesAre404_data()
{
    QTest::addColumn<QByteArray>("target");
    QTest::newRow("unknown") << QByteArray("/nothing/here");
    QTest::newRow("dot-dot") << QByteArray("/assets/../../etc/passwd");
    QTest::newRow("encoded dot-dot") << QByteArray("/%2e%2e/%2e%2e/etc/passwd");
    QTest::newRow("encoded slash") << QByteArray("/assets%2fstyle.css");
    QTest::newRow("encoded slash, lower case") << QByteArray("/chart/Chess%2f..%2f..%2fAnn.svg");
    QTest::newRow("encoded backslash") << QByteArray("/assets%5cstyle.css");
    QTest::newRow("backslash") << QByteArray("/assets\\style.css");
    QTest::newRow("NUL") << QByteArray("/assets/style.css%00.html");
    QTest::newRow("absolute URL") << QByteArray("http://example.org/");
    QTest::newRow("absolute URL of a route") << QByteArray("http://127.0.0.1/assets/style.css");
    QTest::newRow("network-path") << QByteArray("//example.org/assets/style.css");
    QTest::newRow("dot segment after a route") << QByteArray("/assets/style.css/.");
}

void TestBoardServer::pathsOutsideTheRoutesAre404()
{
    QFETCH(QByteArray, target);
    bool closed = false;
    const QByteArray answer = raw("GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", &closed);
    // The HTTP parser may refuse a target it cannot read at all by closing; what is answered is a plain 404.
    if (answer.isEmpty()) {
        QVERIFY(closed);
        return;
    }
    QVERIFY2(answer.startsWith("HTTP/1.1 404"), answer.constData());
    QVERIFY(answer.contains("Content-Type: text/plain; charset=utf-8\r\n"));
    QVERIFY(answer.contains("X-Content-Type-Options: nosniff\r\n"));
    QVERIFY(answer.endsWith("\r\n\r\n404 Not Found\n"));
}

void TestBoardServer::methodsOtherThanGetAndHeadAre405_data()
{
    QTest::addColumn<QByteArray>("verb");
    for (const char *verb : {"POST", "PUT", "DELETE", "OPTIONS", "PATCH"})
        QTest::newRow(verb) << QByteArray(verb);
}

void TestBoardServer::methodsOtherThanGetAndHeadAre405()
{
    QFETCH(QByteArray, verb);
    QNetworkReply *reply = request(verb, QStringLiteral("/"));
    QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 405);
    QCOMPARE(reply->rawHeader("Allow"), QByteArray("GET, HEAD"));
    QCOMPARE(reply->rawHeader("Content-Type"), QByteArray("text/plain; charset=utf-8"));
    QCOMPARE(reply->readAll(), QByteArray("405 Method Not Allowed\n"));
    QCOMPARE(m_pages->made, 0);
}

void TestBoardServer::oversizedRequestIsClosed()
{
    bool closed = false;
    const QByteArray header = "X-Filler: " + QByteArray(5000, 'a') + "\r\n";
    const QByteArray answer = raw("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + header + "\r\n", &closed);
    QVERIFY2(answer.isEmpty(), answer.constData());
    QVERIFY(closed);
    // A request within the limit on the same server is answered.
    QVERIFY(raw("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").startsWith("HTTP/1.1 200"));
}

void TestBoardServer::slowAndIdleClientsAreDisconnected()
{
    QTcpSocket slow;
    slow.connectToHost(QHostAddress::LocalHost, m_port);
    QVERIFY(slow.waitForConnected(2000));
    slow.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"); // and never the empty line
    QTRY_COMPARE_WITH_TIMEOUT(slow.state(), QAbstractSocket::UnconnectedState, 2000);
    QVERIFY(slow.readAll().isEmpty());

    QTcpSocket idle;
    idle.connectToHost(QHostAddress::LocalHost, m_port);
    QVERIFY(idle.waitForConnected(2000));
    idle.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    QTRY_VERIFY_WITH_TIMEOUT(idle.bytesAvailable() > 0, 2000);
    QElapsedTimer time;
    time.start();
    QTRY_COMPARE_WITH_TIMEOUT(idle.state(), QAbstractSocket::UnconnectedState, 2000);
    QVERIFY(time.elapsed() >= 500); // the deadline started again with the answer
}

void TestBoardServer::connectionsBeyondTheLimitAreClosed()
{
    std::vector<std::unique_ptr<QTcpSocket>> idle;
    for (int i = 0; i < 20; ++i) {
        idle.push_back(std::make_unique<QTcpSocket>());
        idle.back()->connectToHost(QHostAddress::LocalHost, m_port);
        QVERIFY(idle.back()->waitForConnected(2000));
    }
    QTest::qWait(100);
    bool closed = false;
    QVERIFY(raw("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", &closed).isEmpty());
    QVERIFY(closed);
    idle.pop_back(); // one goes: one more comes in
    QTRY_VERIFY(raw("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").startsWith("HTTP/1.1 200"));
}

void TestBoardServer::pagesAreCachedUntilTheClubChanges()
{
    QCOMPARE(request("GET", QStringLiteral("/"))->readAll(), QByteArray("<!doctype html><p>board 1</p>"));
    QCOMPARE(request("GET", QStringLiteral("/"))->readAll(), QByteArray("<!doctype html><p>board 1</p>"));
    request("HEAD", QStringLiteral("/"));
    QCOMPARE(m_pages->made, 1);
    QCOMPARE(m_board->pagesMade(), 1);
    QSignalSpy changes(m_club.get(), &Club::changed);
    addGameAsAnotherProgram(1);
    QTRY_VERIFY_WITH_TIMEOUT(!changes.isEmpty(), 2000);
    QCOMPARE(request("GET", QStringLiteral("/"))->readAll(), QByteArray("<!doctype html><p>board 2</p>"));
    // The app's own change (through the club itself) drops the cache as well.
    m_club->run(std::make_unique<commands::AddGame>(*m_club, io::parseClubGame(duelJson(2))));
    QCOMPARE(request("GET", QStringLiteral("/"))->readAll(), QByteArray("<!doctype html><p>board 3</p>"));
}

void TestBoardServer::liveClientHearsOfAGameSavedByAnotherConnection()
{
    m_board->setWatchInterval(500ms);
    QVERIFY(m_board->listen(QHostAddress::LocalHost, m_port).ok()); // again, with the board's own interval
    QWebSocket live;
    QSignalSpy messages(&live, &QWebSocket::textMessageReceived);
    live.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/live").arg(m_port)));
    QTRY_COMPARE_WITH_TIMEOUT(live.state(), QAbstractSocket::ConnectedState, 2000);
    QTRY_COMPARE_WITH_TIMEOUT(m_board->liveClients(), qsizetype(1), 2000);
    // Longer than the request limit: a WebSocket is no slow HTTP client.
    QTest::qWait(1000);
    QCOMPARE(live.state(), QAbstractSocket::ConnectedState);
    QElapsedTimer time;
    time.start();
    addGameAsAnotherProgram(3);
    QTRY_VERIFY_WITH_TIMEOUT(!messages.isEmpty(), 2000);
    QVERIFY(time.elapsed() < 2000);
    QCOMPARE(messages.takeFirst().at(0).toString(), QStringLiteral("changed"));
    live.close();
    QTRY_COMPARE_WITH_TIMEOUT(m_board->liveClients(), qsizetype(0), 2000);
}

void TestBoardServer::webSocketElsewhereThanLiveIsClosed()
{
    QWebSocket other;
    QSignalSpy closed(&other, &QWebSocket::disconnected);
    other.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/assets/style.css").arg(m_port)));
    QTRY_VERIFY_WITH_TIMEOUT(!closed.isEmpty(), 2000);
    QCOMPARE(m_board->liveClients(), qsizetype(0));
    // A plain GET of /live is no page.
    QCOMPARE(request("GET", QStringLiteral("/live"))->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 426);
}

void TestBoardServer::portInUseIsSaidOrTheNextOneTaken()
{
    FakePages pages;
    web::BoardServer second(*m_club, pages);
    const web::ListenResult refused = second.listen(QHostAddress::LocalHost, m_port);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error, QStringLiteral("port %1 is in use on 127.0.0.1").arg(m_port));
    QVERIFY(!second.isRunning());
    const web::ListenResult moved
        = second.listen(QHostAddress::LocalHost, m_port, web::BoardServer::PortChoice::NextFree);
    if (!moved.ok())
        QSKIP("the ports after the test's are taken too");
    QVERIFY(moved.movedPort);
    QVERIFY(moved.port > m_port);
    QCOMPARE(second.url().port(), int(moved.port));
}

void TestBoardServer::stopClosesTheBoard()
{
    QWebSocket live;
    QSignalSpy closed(&live, &QWebSocket::disconnected);
    live.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/live").arg(m_port)));
    QTRY_COMPARE_WITH_TIMEOUT(m_board->liveClients(), qsizetype(1), 2000);
    QSignalSpy running(m_board.get(), &web::BoardServer::runningChanged);
    m_board->stop();
    QVERIFY(!m_board->isRunning());
    QVERIFY(m_board->url().isEmpty());
    QCOMPARE(running.count(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(!closed.isEmpty(), 2000);
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, m_port);
    QVERIFY(!socket.waitForConnected(1000));
    QCOMPARE(m_club->watchInterval(), 0ms);
}

QTEST_GUILESS_MAIN(TestBoardServer)
#include "tst_boardserver.moc"
