// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "web/boardserver.h"

#include "club/club.h"
#include "web/descriptorlimit.h"
#include "web/liveclients.h"
#include "web/pageworker.h"
#include "web/reportdesk.h"

#include <QAbstractHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QNetworkInterface>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QWebSocket>

#include <exception>

namespace podium::web {

using Status = QHttpServerResponder::StatusCode;

/** Qt's HTTP server, answering every request through the board (QAbstractHttpServer has no routes of its own,
 *  so nothing reaches a client that the board did not decide on). */
class BoardHttp : public QAbstractHttpServer
{
public:
    BoardHttp(BoardServer &board, QObject *parent)
        : QAbstractHttpServer(parent)
        , m_board(board)
    { }

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override
    {
        QHttpServerResponder responder = makeResponder(request, socket);
        m_board.handle(request, socket, responder);
        return true;
    }
    void missingHandler(const QHttpServerRequest &, QTcpSocket *) override { }

private:
    BoardServer &m_board;
};

namespace {

/** The message every /live client gets after a change of the club. */
const QString kChangedMessage = QStringLiteral("changed");

/** Whether the target as the client sent it can be a route: an origin-form path ("/..."), not an absolute URL,
 *  not "*", without a backslash (which a browser never sends: it reads one as a slash). */
bool plausibleTarget(const QByteArray &raw)
{
    if (raw.isEmpty())
        return true; // not seen (a pipelined request): the decoded checks below still apply
    return raw.startsWith('/') && !raw.startsWith("//") && !raw.contains('\\');
}

/** One segment of a path, decoded; nothing for a dot segment or a control character. */
std::optional<QString> decodedSegment(const QString &encoded)
{
    const QString part = QUrl::fromPercentEncoding(encoded.toLatin1());
    if (encoded == u"." || encoded == u".." || part == u"." || part == u"..")
        return std::nullopt;
    for (const QChar c : part)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return std::nullopt;
    return part;
}

/** The decoded path of a request for one of the board's routes, or nothing for what cannot be one. The path is
 *  split where the client put slashes, as its browser did: a name's own slash comes encoded (pathOf() writes
 *  "%2F") and stays in its segment, so "/leaderboard/Chess%202025%2F26" is the leaderboard "Chess 2025/26".
 *  The route's name (the first segment) is a plain word. */
std::optional<QString> routePath(const QHttpServerRequest &request, const QByteArray &rawTarget)
{
    const QUrl url = request.url();
    const QString encoded = url.path(QUrl::FullyEncoded); // keeps %2F; has %2E decoded to '.'
    if (!plausibleTarget(rawTarget) || !url.isValid() || !encoded.startsWith(u'/'))
        return std::nullopt;
    const QStringList segments = encoded.mid(1).split(u'/');
    QString path;
    for (qsizetype i = 0; i < segments.size(); ++i) {
        const auto part = decodedSegment(segments.at(i));
        if (!part || (i == 0 && (part->contains(u'/') || part->contains(u'\\'))))
            return std::nullopt;
        path += u'/' + *part;
    }
    return path;
}

/** Whether Qt's HTTP server hands this request to its WebSocket server after the board saw it (see
 *  isUpgradeHead()). */
bool handedToWebSockets(const QHttpServerRequest &request)
{
    if (request.value("Upgrade").trimmed().compare("websocket", Qt::CaseInsensitive) != 0)
        return false;
    for (const QByteArray &token : request.value("Connection").split(','))
        if (token.trimmed().compare("upgrade", Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

/** Whether the connection stays open after the answer: HTTP/1.1 unless the client says "close", HTTP/1.0 only
 *  when it asks for keep-alive (RFC 9112, section 9.3). */
bool keepsAlive(const QHttpServerRequest &request, const QByteArray &protocol)
{
    const QByteArray connection = request.value("Connection").toLower();
    if (protocol == "HTTP/1.0")
        return connection.contains("keep-alive");
    return !connection.contains("close");
}

/** What a page costs in the cache: its key, its body and type, and something for the hash's own bookkeeping. */
qint64 cacheCost(const QString &key, const std::optional<WebPage> &page)
{
    return 2 * key.size() + (page ? page->body.size() + page->contentType.size() : 0) + 128;
}

/** A plain, generic answer for what went wrong: no detail of the server in it. */
WebPage errorPage(Status status)
{
    const char *text = "400 Bad Request\n";
    switch (status) {
    case Status::NotFound:
        text = "404 Not Found\n";
        break;
    case Status::MethodNotAllowed:
        text = "405 Method Not Allowed\n";
        break;
    case Status::UpgradeRequired:
        text = "426 Upgrade Required\n";
        break;
    case Status::HttpVersionNotSupported:
        text = "505 HTTP Version Not Supported\n";
        break;
    case Status::PayloadTooLarge:
        text = "413 Payload Too Large\n";
        break;
    case Status::InternalServerError:
        text = "500 Internal Server Error\n";
        break;
    default:
        break;
    }
    return {QByteArray(text), QByteArrayLiteral("text/plain; charset=utf-8")};
}

/** The query a page of that key is made with: what its key says, nothing else. */
QUrlQuery knownQuery(const QString &key)
{
    QUrlQuery known;
    if (key.endsWith(QLatin1String("?kiosk")))
        known.addQueryItem(QStringLiteral("kiosk"), QString());
    return known;
}

QString errorText(const QTcpServer &tcp, const QHostAddress &address, quint16 port)
{
    const QString where = address.toString();
    switch (tcp.serverError()) {
    case QAbstractSocket::AddressInUseError:
        return BoardServer::tr("port %1 is in use on %2").arg(port).arg(where);
    case QAbstractSocket::SocketAddressNotAvailableError:
        return BoardServer::tr("%1 is not an address of this computer").arg(where);
    case QAbstractSocket::SocketAccessError:
        return BoardServer::tr("port %1 needs administrator rights; take one from 1024 on").arg(port);
    default:
        return BoardServer::tr("cannot listen on %1, port %2: %3").arg(where).arg(port).arg(tcp.errorString());
    }
}

} // namespace

BoardServer::BoardServer(Club &club, PageSource &pages, QObject *parent)
    : QObject(parent)
    , m_club(club)
    , m_pages(pages)
    , m_reports(std::make_unique<ReportDesk>(club))
{ }

BoardServer::~BoardServer()
{
    shutDown(true);
}

QList<QHostAddress> BoardServer::lanAddresses()
{
    QList<QHostAddress> found;
    const auto wanted = QNetworkInterface::IsUp | QNetworkInterface::IsRunning;
    for (const QNetworkInterface &interface : QNetworkInterface::allInterfaces()) {
        if ((interface.flags() & wanted) != wanted || interface.flags().testFlag(QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &entry : interface.addressEntries()) {
            const QHostAddress ip = entry.ip();
            if (ip.protocol() == QAbstractSocket::IPv4Protocol && !ip.isLoopback() && !ip.isLinkLocal())
                found.append(ip);
        }
    }
    return found;
}

QHostAddress BoardServer::defaultAddress()
{
    const QList<QHostAddress> lan = lanAddresses();
    return lan.isEmpty() ? QHostAddress(QHostAddress::LocalHost) : lan.first();
}

ListenResult BoardServer::listen(const QHostAddress &address, quint16 port, PortChoice choice)
{
    shutDown(false);
    const int tries = choice == PortChoice::NextFree && port != 0 ? kPortsTried : 1;
    ListenResult result;
    for (int i = 0; i < tries && port + i <= 65535; ++i) {
        result = bind(address, quint16(port + i));
        if (result.ok()) {
            result.movedPort = i > 0;
            break;
        }
        if (!result.portInUse)
            break; // only a port in use moves on
    }
    return result;
}

ListenResult BoardServer::bind(const QHostAddress &address, quint16 port)
{
    m_inForce = fitToDescriptors(m_limits, raiseDescriptorLimit());
    auto tcp = std::make_unique<GuardedTcpServer>(m_inForce);
    if (!tcp->listen(address, port)) {
        return {address, port, errorText(*tcp, address, port), false,
                tcp->serverError() == QAbstractSocket::AddressInUseError};
    }
    m_tcp = tcp.get();
    m_http = new BoardHttp(*this, this);
    m_http->bind(tcp.release()); // the HTTP server owns it from here
    connect(m_http, &QAbstractHttpServer::newWebSocketConnection, this, &BoardServer::acceptWebSockets);
    m_live = new LiveClients(m_inForce, this);
    if (PageSource::Maker maker = m_pages.workerSource()) {
        m_worker = new PageWorker(std::move(maker), this);
        connect(m_worker, &PageWorker::built, this, &BoardServer::built);
    }
    clearCache();
    m_pagesMade = 0;
    m_clubWatchBefore = m_club.watchInterval();
    if (m_clubWatchBefore.count() == 0 || m_clubWatchBefore > m_watchInterval)
        m_club.watchFile(m_watchInterval);
    connect(&m_club, &Club::changed, this, &BoardServer::clubChanged, Qt::UniqueConnection);
    emit runningChanged(true);
    return {m_tcp->serverAddress(), m_tcp->serverPort(), {}, false, false};
}

void BoardServer::stop()
{
    shutDown(false);
}

void BoardServer::shutDown(bool now)
{
    if (!m_http)
        return;
    disconnect(&m_club, &Club::changed, this, &BoardServer::clubChanged);
    if (m_club.watchInterval() != m_clubWatchBefore)
        m_club.watchFile(m_clubWatchBefore);
    delete m_worker; // gives up the page it makes, at once (PageWorker::stop())
    m_worker = nullptr;
    m_builds.clear(); // their connections close below
    m_building.clear();
    m_waitingSockets.clear();
    delete m_live; // closes every client
    m_live = nullptr;
    if (m_tcp) {
        m_tcp->close(); // the port is free again at once
        for (QTcpSocket *socket : m_tcp->findChildren<QTcpSocket *>(Qt::FindDirectChildrenOnly))
            socket->abort();
    }
    if (now)
        delete m_http;
    else
        m_http->deleteLater();
    m_http = nullptr;
    clearCache();
    if (!now)
        emit runningChanged(false);
}

bool BoardServer::isRunning() const
{
    return m_http != nullptr && m_tcp && m_tcp->isListening();
}

QUrl BoardServer::url() const
{
    if (!isRunning())
        return {};
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(m_tcp->serverAddress().toString());
    url.setPort(m_tcp->serverPort());
    url.setPath(QStringLiteral("/"));
    return url;
}

qsizetype BoardServer::liveClients() const
{
    return m_live ? m_live->size() : 0;
}

qsizetype BoardServer::waitingRequests() const
{
    return m_waitingSockets.size();
}

void BoardServer::clubChanged(const ClubChange &change)
{
    if (change.reportsOnly)
        return; // a report waiting: no page of the cache shows it
    clearCache();
    // Pages being made keep their clients, who asked before the change; the next ones get pages made after it.
    ++m_generation;
    m_building.clear();
    if (m_live)
        m_live->broadcast(kChangedMessage);
}

void BoardServer::acceptWebSockets()
{
    while (m_http && m_http->hasPendingWebSocketConnections()) {
        std::unique_ptr<QWebSocket> socket = m_http->nextPendingWebSocketConnection();
        if (!socket)
            break;
        // The handshake succeeded: from here the connection is a WebSocket with limits of its own.
        QTcpSocket *tcp = m_tcp ? m_tcp->releaseWebSocket(socket->peerAddress(), socket->peerPort()) : nullptr;
        if (socket->requestUrl().path() != QStringLiteral("/live") || !m_live)
            socket->abort();
        else
            m_live->add(std::move(socket), tcp);
    }
}

void BoardServer::clearCache()
{
    m_cache.clear();
    m_cacheOrder.clear();
    m_cacheBytes = 0;
}

QString BoardServer::cacheKey(const QString &path, const QUrlQuery &query)
{
    // Only kiosk means anything in a query: the rest neither changes a page nor makes a new one.
    return query.hasQueryItem(QStringLiteral("kiosk")) ? path + QStringLiteral("?kiosk") : path;
}

std::optional<WebPage> BoardServer::cachedPage(const QString &key, const QString &path)
{
    if (const auto it = m_cache.constFind(key); it != m_cache.cend())
        return *it;
    ++m_pagesMade;
    std::optional<WebPage> page = m_pages.page(path, knownQuery(key));
    store(key, page);
    return page;
}

void BoardServer::store(const QString &key, const std::optional<WebPage> &page)
{
    if (m_cache.contains(key))
        return;
    const qint64 cost = cacheCost(key, page);
    while (!m_cacheOrder.isEmpty() && m_cacheBytes + cost > m_maxCacheBytes)
        evictOldest();
    if (cost <= m_maxCacheBytes) {
        m_cache.insert(key, page);
        m_cacheOrder.append(key);
        m_cacheBytes += cost;
    }
}

void BoardServer::await(const QString &key, const QString &path, QTcpSocket *socket, QHttpServerResponder &responder,
                        const Reply &reply)
{
    quint64 ticket = m_building.value(key, 0);
    if (ticket == 0) {
        ticket = ++m_nextTicket;
        m_builds[ticket] = Build {key, m_generation, {}};
        m_building.insert(key, ticket);
        ++m_pagesMade;
        m_worker->make(ticket, path, knownQuery(key));
    }
    m_waitingSockets.insert(socket, ticket);
    // A socket that goes while it waits must not pass for a new one at the same address that is waiting.
    const QMetaObject::Connection gone
        = connect(socket, &QObject::destroyed, this, [this, socket] { m_waitingSockets.remove(socket); });
    m_builds[ticket].waiting.push_back(
        {socket, std::make_unique<QHttpServerResponder>(std::move(responder)), reply, gone});
    if (m_tcp)
        m_tcp->awaiting(socket);
}

void BoardServer::built(quint64 ticket, const std::optional<WebPage> &page, bool failed)
{
    const auto it = m_builds.find(ticket);
    if (it == m_builds.end())
        return;
    Build build = std::move(it->second);
    m_builds.erase(it);
    if (m_building.value(build.key) == ticket)
        m_building.remove(build.key);
    if (!failed && build.generation == m_generation)
        store(build.key, page);
    const Status status = failed ? Status::InternalServerError : page ? Status::Ok : Status::NotFound;
    for (Waiting &waiting : build.waiting) {
        if (!waiting.socket)
            continue; // the client left
        disconnect(waiting.gone);
        m_waitingSockets.remove(waiting.socket);
        send(waiting.socket, *waiting.responder, status, page, waiting.reply);
    }
}

void BoardServer::evictOldest()
{
    const QString key = m_cacheOrder.takeFirst();
    const auto it = m_cache.constFind(key);
    if (it == m_cache.cend())
        return;
    m_cacheBytes -= cacheCost(key, *it);
    m_cache.erase(it);
}

QByteArray BoardServer::securityPolicy(const QHttpServerRequest &request) const
{
    // The WebSocket's own address for connect-src, as the browser reached the board (the Host header, when it
    // is a plain host and port; the bound address otherwise).
    static const QRegularExpression plainHost(QStringLiteral("^([A-Za-z0-9.-]+|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$"));
    QString host = QString::fromLatin1(request.value("Host"));
    if (!plainHost.match(host).hasMatch())
        host = url().authority();
    return "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
           "connect-src 'self' ws://"
        + host.toLatin1() + "; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
}

void BoardServer::handle(const QHttpServerRequest &request, QTcpSocket *socket, QHttpServerResponder &responder)
{
    // Qt 6.4 hands a WebSocket upgrade to its WebSocket server after it asked here: any answer would come
    // before the handshake's. acceptWebSockets() decides on it once the handshake succeeded.
    if (handedToWebSockets(request))
        return;
    if (const auto waiting = m_waitingSockets.constFind(socket); waiting != m_waitingSockets.cend()) {
        // A request pipelined behind one that waits for its page: answers go out in order, so this one gets
        // none; the connection closes after the first answer and the client asks again (RFC 9112, 9.3.2).
        for (Waiting &w : m_builds[*waiting].waiting)
            w.reply.close = w.reply.close || w.socket == socket;
        return;
    }
    const QByteArray protocol = m_tcp ? m_tcp->requestProtocol(socket) : QByteArray();
    const auto method = request.method();
    Status status = Status::Ok;
    std::optional<WebPage> page;
    if (!protocol.isEmpty() && protocol != "HTTP/1.1" && protocol != "HTTP/1.0") {
        status = Status::HttpVersionNotSupported;
    } else if (request.value("Upgrade").toLower().contains("websocket")) {
        // A WebSocket upgrade Qt does not make (no "Connection: Upgrade"): no handshake follows. Other upgrades
        // (h2c) are ignored, as RFC 9110 (section 7.8) allows: the answer is HTTP/1.1.
        status = Status::BadRequest;
    } else if (const auto report = reportPath(request, m_tcp ? m_tcp->requestTarget(socket) : QByteArray())) {
        answerReport(request, socket, responder, *report, protocol);
        return;
    } else if (method != QHttpServerRequest::Method::Get && method != QHttpServerRequest::Method::Head) {
        status = Status::MethodNotAllowed;
    } else if (const auto path = routePath(request, m_tcp ? m_tcp->requestTarget(socket) : QByteArray()); !path) {
        status = Status::NotFound;
    } else if (*path == QStringLiteral("/live")) {
        status = Status::UpgradeRequired;
    } else {
        const QString key = cacheKey(*path, request.query());
        if (m_worker && !m_cache.contains(key) && m_pages.isSlow(*path)) {
            await(
                key, *path, socket, responder,
                {method == QHttpServerRequest::Method::Head, !keepsAlive(request, protocol), securityPolicy(request)});
            return;
        }
        try {
            page = cachedPage(key, *path);
            if (!page)
                status = Status::NotFound;
        } catch (const std::exception &) {
            status = Status::InternalServerError; // PageSource throws nothing; this is for what it did not foresee
        }
    }
    const bool close
        = status == Status::BadRequest || status == Status::HttpVersionNotSupported || !keepsAlive(request, protocol);
    send(socket, responder, status, page, {method == QHttpServerRequest::Method::Head, close, securityPolicy(request)});
}

std::optional<QString> BoardServer::reportPath(const QHttpServerRequest &request, const QByteArray &rawTarget)
{
    const auto path = routePath(request, rawTarget);
    if (!path || !ReportDesk::route(*path))
        return std::nullopt;
    return path;
}

void BoardServer::answerReport(const QHttpServerRequest &request, QTcpSocket *socket, QHttpServerResponder &responder,
                               const QString &path, const QByteArray &protocol)
{
    const auto method = request.method();
    Reply reply {method == QHttpServerRequest::Method::Head, !keepsAlive(request, protocol), securityPolicy(request)};
    ReportAnswer answer;
    if (method == QHttpServerRequest::Method::Post) {
        answer = m_reports->post({path, socket->peerAddress(), request.body(), request.value("Content-Type"),
                                  request.value("Origin"), request.value("Host"), request.value("Sec-Fetch-Site")});
    } else if (method == QHttpServerRequest::Method::Get || method == QHttpServerRequest::Method::Head) {
        answer = m_reports->form(path);
    } else {
        reply.allow = "GET, HEAD, POST";
        send(socket, responder, Status::MethodNotAllowed, std::nullopt, reply);
        return;
    }
    reply.retryAfter = answer.retryAfter;
    reply.noStore = true; // a form's token is for one page, a report's answer for one report
    send(socket, responder, static_cast<Status>(answer.status), answer.page, reply);
}

void BoardServer::send(QTcpSocket *socket, QHttpServerResponder &responder, Status status,
                       const std::optional<WebPage> &found, const Reply &reply)
{
    answer(responder, status, found, reply);
    if (m_tcp && reply.close)
        m_tcp->answeredAndClose(socket);
    else if (m_tcp)
        m_tcp->answered(socket);
}

void BoardServer::answer(QHttpServerResponder &responder, Status status, const std::optional<WebPage> &found,
                         const Reply &reply)
{
    const WebPage page = found && (status == Status::Ok || reply.noStore) ? *found : errorPage(status);
    responder.writeStatusLine(status);
    responder.writeHeader(
        "Content-Type", page.contentType.isEmpty() ? QByteArrayLiteral("application/octet-stream") : page.contentType);
    responder.writeHeader("Content-Length", QByteArray::number(page.body.size()));
    responder.writeHeader("Content-Security-Policy", reply.policy);
    responder.writeHeader("X-Content-Type-Options", "nosniff");
    // A report's form sends its origin with the report (which ReportDesk checks): its page says it to its own
    // site alone. Every other page says nothing of where it was.
    responder.writeHeader("Referrer-Policy", reply.noStore ? "same-origin" : "no-referrer");
    responder.writeHeader("Cache-Control", reply.noStore ? "no-store" : "no-cache");
    if (status == Status::MethodNotAllowed)
        responder.writeHeader("Allow", reply.allow.isEmpty() ? QByteArrayLiteral("GET, HEAD") : reply.allow);
    if (reply.retryAfter > 0)
        responder.writeHeader("Retry-After", QByteArray::number(reply.retryAfter));
    if (status == Status::UpgradeRequired) {
        responder.writeHeader("Upgrade", "websocket");
        responder.writeHeader("Connection", "Upgrade");
    } else if (reply.close) {
        responder.writeHeader("Connection", "close");
    }
    responder.writeBody(reply.head ? QByteArray() : page.body);
}

} // namespace podium::web
