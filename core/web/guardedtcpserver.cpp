// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "web/guardedtcpserver.h"

#include <QTcpSocket>
#include <QTimer>

namespace podium::web {

namespace {

/** The most of a request's head kept for requestTarget() and the upgrade check (the size limit is lower). */
constexpr qsizetype kMaxHead = 64 * 1024;

/** The value of each header line named name (lower case), in order. */
QList<QByteArray> headerValues(const QByteArray &head, const QByteArray &name)
{
    QList<QByteArray> values;
    const QList<QByteArray> lines = head.split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray &line = lines.at(i);
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().toLower() == name)
            values.append(line.mid(colon + 1).trimmed().toLower());
    }
    return values;
}

} // namespace

bool isUpgradeHead(const QByteArray &head)
{
    // http_parser (which Qt 6.4's HTTP server uses) sets its upgrade flag when there is an Upgrade header and a
    // Connection header with the token "upgrade"; Qt then hands the connection to its WebSocket server when the
    // Upgrade header says "websocket".
    if (!headerValues(head, "upgrade").contains("websocket"))
        return false;
    for (const QByteArray &connection : headerValues(head, "connection"))
        for (const QByteArray &token : connection.split(','))
            if (token.trimmed() == "upgrade")
                return true;
    return false;
}

GuardedTcpServer::GuardedTcpServer(ConnectionLimits limits, QObject *parent)
    : QTcpServer(parent)
    , m_limits(limits)
{ }

GuardedTcpServer::~GuardedTcpServer()
{
    // The sockets are destroyed after this object's members: their connections to it must go first.
    for (const Watch &watch : std::as_const(m_watches))
        if (watch.socket)
            disconnect(watch.socket, nullptr, this, nullptr);
}

void GuardedTcpServer::incomingConnection(qintptr handle)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(handle)) {
        delete socket;
        return;
    }
    forgetDeleted();
    if (!admit(socket->peerAddress())) {
        delete socket; // closes it
        return;
    }
    Watch watch;
    watch.socket = socket;
    watch.address = socket->peerAddress();
    watch.port = socket->peerPort();
    watch.idleSince = ++m_idleOrder;
    watch.deadline = new QTimer(socket);
    watch.deadline->setSingleShot(true);
    watch.deadline->setInterval(m_limits.requestTimeout);
    // The deadline's connection is the timer's, not the socket's: it outlives Qt's hand-over to its WebSocket
    // server (which disconnects everything from the socket), so a handshake that never completes still ends.
    connect(watch.deadline, &QTimer::timeout, this, [this, socket] { expired(socket); });
    // Made before QAbstractHttpServer connects to the socket (it does when told of the pending connection), so
    // this sees each chunk of a request before the HTTP server reads it.
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { received(socket); });
    connect(socket, &QObject::destroyed, this, [this, socket] { m_watches.remove(socket); });
    watch.deadline->start();
    m_watches.insert(socket, watch);
    addPendingConnection(socket);
}

/** Whether a connection from address may come in now, making room by dropping an idle one when the board is full:
 *  an address holds at most maxPerAddress, and one already connected cannot take the reserved slots. */
bool GuardedTcpServer::admit(const QHostAddress &address)
{
    qsizetype fromThere = 0;
    for (const Watch &watch : std::as_const(m_watches))
        fromThere += watch.address == address ? 1 : 0;
    if (fromThere >= m_limits.maxPerAddress)
        return false;
    const qsizetype reserved = qBound(qsizetype(0), m_limits.reservedForNewAddresses, m_limits.maxConnections - 1);
    const qsizetype room = fromThere > 0 ? m_limits.maxConnections - reserved : m_limits.maxConnections;
    return m_watches.size() < room || dropIdlest();
}

/** Closes the connection idle the longest (a keep-alive connection waiting for its next request, or one that
 *  never sent anything); false when every connection is busy with a request. */
bool GuardedTcpServer::dropIdlest()
{
    QTcpSocket *idlest = nullptr;
    qint64 since = 0;
    for (const Watch &watch : std::as_const(m_watches)) {
        if (watch.socket && !watch.upgrading && watch.idleSince >= 0 && (!idlest || watch.idleSince < since)) {
            idlest = watch.socket;
            since = watch.idleSince;
        }
    }
    if (!idlest)
        return false;
    closeNow(idlest);
    return true;
}

void GuardedTcpServer::received(QTcpSocket *socket)
{
    const auto it = m_watches.find(socket);
    if (it == m_watches.end() || !socket->isOpen())
        return;
    // The HTTP server reads everything that has arrived each time (in a transaction while a request is
    // incomplete), so what is available now is what came since its last read.
    const qint64 fresh = socket->bytesAvailable();
    Watch &watch = *it;
    watch.bytes += fresh;
    watch.idleSince = -1;
    if (watch.bytes > m_limits.maxRequestBytes) {
        closeNow(socket);
        return;
    }
    readHead(watch, fresh);
}

void GuardedTcpServer::readHead(Watch &watch, qint64 fresh)
{
    if (watch.head.endsWith("\r\n\r\n") || watch.head.size() >= kMaxHead)
        return; // the head is whole, or a request too long for the limit anyway
    watch.head += watch.socket->peek(qMin(fresh, kMaxHead - watch.head.size()));
    if (watch.target.isEmpty()) {
        if (const qsizetype end = watch.head.indexOf("\r\n"); end >= 0) {
            const QList<QByteArray> parts = watch.head.left(end).split(' ');
            // Something that is not a target at all; the board refuses it (it starts with no '/').
            watch.target = parts.size() == 3 && !parts.at(1).isEmpty() ? parts.at(1) : QByteArrayLiteral("?");
            watch.protocol = parts.size() == 3 ? parts.at(2) : QByteArray();
        }
    }
    const qsizetype end = watch.head.indexOf("\r\n\r\n");
    if (end < 0)
        return;
    watch.head.truncate(end + 4); // what follows belongs to a body or the next request
    // Qt hands this connection to its WebSocket server now: it stays counted, with its deadline, until the
    // handshake succeeded (releaseWebSocket()) or failed.
    watch.upgrading = isUpgradeHead(watch.head);
}

void GuardedTcpServer::forgetDeleted()
{
    for (auto it = m_watches.begin(); it != m_watches.end();)
        it = it->socket ? std::next(it) : m_watches.erase(it);
}

void GuardedTcpServer::answered(QTcpSocket *socket)
{
    const auto it = m_watches.find(socket);
    if (it == m_watches.end())
        return;
    it->bytes = 0;
    it->head.clear();
    it->target.clear();
    it->protocol.clear();
    it->upgrading = false;
    it->idleSince = ++m_idleOrder;
    it->deadline->start();
}

void GuardedTcpServer::awaiting(QTcpSocket *socket)
{
    const auto it = m_watches.find(socket);
    if (it == m_watches.end())
        return;
    it->idleSince = -1;
    it->deadline->stop();
}

void GuardedTcpServer::answeredAndClose(QTcpSocket *socket)
{
    answered(socket);
    // No further request of this client reaches the HTTP server; the socket closes after the answer is sent,
    // once the signal that got here has returned (the HTTP server still holds its request).
    disconnect(socket, &QTcpSocket::readyRead, nullptr, nullptr);
    QMetaObject::invokeMethod(socket, &QAbstractSocket::disconnectFromHost, Qt::QueuedConnection);
}

QTcpSocket *GuardedTcpServer::releaseWebSocket(const QHostAddress &address, quint16 port)
{
    for (auto it = m_watches.begin(); it != m_watches.end(); ++it) {
        if (!it->socket || it->port != port || it->address != address)
            continue;
        QTcpSocket *socket = it->socket;
        it->deadline->stop();
        it->deadline->deleteLater();
        m_watches.erase(it);
        disconnect(socket, nullptr, this, nullptr);
        return socket;
    }
    return nullptr;
}

QByteArray GuardedTcpServer::requestTarget(QTcpSocket *socket) const
{
    return m_watches.value(socket).target;
}

QByteArray GuardedTcpServer::requestProtocol(QTcpSocket *socket) const
{
    return m_watches.value(socket).protocol;
}

void GuardedTcpServer::expired(QTcpSocket *socket)
{
    closeNow(socket);
}

void GuardedTcpServer::closeNow(QTcpSocket *socket)
{
    if (const auto it = m_watches.find(socket); it != m_watches.end()) {
        it->deadline->stop();
        m_watches.erase(it);
    }
    disconnect(socket, nullptr, this, nullptr);
    // Nothing more of this client reaches the HTTP server, and the socket closes once the signal that got
    // here has returned: aborting inside it would delete the HTTP server's request while it still reads it.
    disconnect(socket, &QTcpSocket::readyRead, nullptr, nullptr);
    QMetaObject::invokeMethod(socket, &QAbstractSocket::abort, Qt::QueuedConnection);
}

} // namespace podium::web
