// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "web/boardserver.h"

#include "club/club.h"

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
/** Pages kept at most: a client inventing queries must not fill the memory. */
constexpr qsizetype kMaxCachedPages = 1000;
/** WebSocket clients at most (each holds a file descriptor). */
constexpr qsizetype kMaxLiveClients = 2000;

bool containsEncoded(const QByteArray &raw, const char *code)
{
    return raw.toLower().contains(code);
}

/** Whether the target as the client sent it can be a route: an origin-form path ("/..."), not an absolute URL,
 *  not "*", without encoded slashes, backslashes or NULs that a decoded path would hide. */
bool plausibleTarget(const QByteArray &raw)
{
    if (raw.isEmpty())
        return true; // not seen (a pipelined request): the decoded checks below still apply
    if (!raw.startsWith('/') || raw.startsWith("//") || raw.contains('\\'))
        return false;
    return !containsEncoded(raw, "%2f") && !containsEncoded(raw, "%5c") && !containsEncoded(raw, "%00");
}

/** The decoded path of a request for one of the board's routes, or nothing for what cannot be one. */
std::optional<QString> routePath(const QHttpServerRequest &request, const QByteArray &rawTarget)
{
    if (!plausibleTarget(rawTarget))
        return std::nullopt;
    const QUrl url = request.url();
    const QString encoded = url.path(QUrl::FullyEncoded);
    if (!url.isValid() || encoded.contains(QStringLiteral("%2f"), Qt::CaseInsensitive)
        || encoded.contains(QStringLiteral("%5c"), Qt::CaseInsensitive))
        return std::nullopt;
    const QString path = url.path(QUrl::FullyDecoded);
    if (!path.startsWith(u'/') || path.contains(u'\\'))
        return std::nullopt;
    for (const QChar c : path)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return std::nullopt;
    for (const QStringView segment : QStringView(path).split(u'/'))
        if (segment == u"." || segment == u"..")
            return std::nullopt;
    return path;
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
    case Status::InternalServerError:
        text = "500 Internal Server Error\n";
        break;
    default:
        break;
    }
    return {QByteArray(text), QByteArrayLiteral("text/plain; charset=utf-8")};
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
    auto tcp = std::make_unique<GuardedTcpServer>(m_limits);
    if (!tcp->listen(address, port)) {
        return {address, port, errorText(*tcp, address, port), false,
                tcp->serverError() == QAbstractSocket::AddressInUseError};
    }
    m_tcp = tcp.get();
    m_http = new BoardHttp(*this, this);
    m_http->bind(tcp.release()); // the HTTP server owns it from here
    connect(m_http, &QAbstractHttpServer::newWebSocketConnection, this, &BoardServer::acceptWebSockets);
    m_cache.clear();
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
    for (QWebSocket *live : std::as_const(m_live)) {
        disconnect(live, nullptr, this, nullptr);
        live->abort();
        live->deleteLater();
    }
    m_live.clear();
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
    m_cache.clear();
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

void BoardServer::clubChanged()
{
    m_cache.clear();
    for (QWebSocket *live : std::as_const(m_live))
        live->sendTextMessage(kChangedMessage);
}

void BoardServer::acceptWebSockets()
{
    while (m_http && m_http->hasPendingWebSocketConnections()) {
        std::unique_ptr<QWebSocket> socket = m_http->nextPendingWebSocketConnection();
        if (!socket)
            break;
        if (socket->requestUrl().path() != QStringLiteral("/live") || m_live.size() >= kMaxLiveClients) {
            socket->abort();
            continue;
        }
        QWebSocket *live = socket.release();
        live->setParent(this);
        // The board only talks; what a client sends is dropped, and a big message closes it.
        live->setMaxAllowedIncomingMessageSize(1024);
        live->setMaxAllowedIncomingFrameSize(1024);
        connect(live, &QWebSocket::disconnected, this, [this, live] {
            m_live.removeOne(live);
            live->deleteLater();
        });
        m_live.append(live);
    }
}

const std::optional<WebPage> &BoardServer::cachedPage(const QString &path, const QUrlQuery &query)
{
    const QString key = path + u'?' + query.toString(QUrl::FullyEncoded);
    if (const auto it = m_cache.constFind(key); it != m_cache.cend())
        return *it;
    if (m_cache.size() >= kMaxCachedPages)
        m_cache.clear();
    ++m_pagesMade;
    return *m_cache.insert(key, m_pages.page(path, query));
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
        + host.toLatin1() + "; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
}

void BoardServer::handle(const QHttpServerRequest &request, QTcpSocket *socket, QHttpServerResponder &responder)
{
    // Qt 6.4 hands a WebSocket upgrade to its WebSocket server after it asked here: any answer would come
    // before the handshake's. acceptWebSockets() decides on it.
    if (request.value("Upgrade").compare("websocket", Qt::CaseInsensitive) == 0)
        return;
    const auto method = request.method();
    const bool head = method == QHttpServerRequest::Method::Head;
    Status status = Status::Ok;
    std::optional<WebPage> answer;
    if (method != QHttpServerRequest::Method::Get && !head) {
        status = Status::MethodNotAllowed;
    } else if (const auto path = routePath(request, m_tcp ? m_tcp->requestTarget(socket) : QByteArray()); !path) {
        status = Status::NotFound;
    } else if (*path == QStringLiteral("/live")) {
        status = Status::UpgradeRequired;
    } else {
        try {
            answer = cachedPage(*path, request.query());
            if (!answer)
                status = Status::NotFound;
        } catch (const std::exception &) {
            status = Status::InternalServerError; // PageSource throws nothing; this is for what it did not foresee
        }
    }
    const WebPage page = status == Status::Ok ? *answer : errorPage(status);
    responder.writeStatusLine(status);
    responder.writeHeader(
        "Content-Type", page.contentType.isEmpty() ? QByteArrayLiteral("application/octet-stream") : page.contentType);
    responder.writeHeader("Content-Length", QByteArray::number(page.body.size()));
    responder.writeHeader("Content-Security-Policy", securityPolicy(request));
    responder.writeHeader("X-Content-Type-Options", "nosniff");
    responder.writeHeader("Referrer-Policy", "no-referrer");
    responder.writeHeader("Cache-Control", "no-cache");
    if (status == Status::MethodNotAllowed)
        responder.writeHeader("Allow", "GET, HEAD");
    if (status == Status::UpgradeRequired) {
        responder.writeHeader("Upgrade", "websocket");
        responder.writeHeader("Connection", "Upgrade");
    }
    responder.writeBody(head ? QByteArray() : page.body);
    if (m_tcp)
        m_tcp->answered(socket);
}

} // namespace podium::web
