// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "web/guardedtcpserver.h"

#include <QTcpSocket>
#include <QTimer>

namespace podium::web {

namespace {

/** The most of a request's head kept for requestTarget() and the upgrade check (the size limit is lower). */
constexpr qsizetype kMaxHead = 64 * 1024;

bool isWebSocketUpgrade(const QByteArray &head)
{
    for (const QByteArray &line : head.split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().toLower() == "upgrade"
            && line.mid(colon + 1).trimmed().toLower() == "websocket")
            return true;
    }
    return false;
}

} // namespace

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
    if (m_watches.size() >= m_limits.maxConnections) {
        delete socket; // closes it
        return;
    }
    Watch watch;
    watch.socket = socket;
    watch.deadline = new QTimer(socket);
    watch.deadline->setSingleShot(true);
    watch.deadline->setInterval(m_limits.requestTimeout);
    connect(watch.deadline, &QTimer::timeout, this, [this, socket] { expired(socket); });
    // Made before QAbstractHttpServer connects to the socket (it does when told of the pending connection), so
    // this sees each chunk of a request before the HTTP server reads it.
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { received(socket); });
    connect(socket, &QObject::destroyed, this, [this, socket] { m_watches.remove(socket); });
    watch.deadline->start();
    m_watches.insert(socket, watch);
    addPendingConnection(socket);
}

void GuardedTcpServer::received(QTcpSocket *socket)
{
    const auto it = m_watches.find(socket);
    if (it == m_watches.end())
        return;
    // The HTTP server reads everything that has arrived each time (in a transaction while a request is
    // incomplete), so what is available now is what came since its last read.
    const qint64 fresh = socket->bytesAvailable();
    Watch &watch = *it;
    watch.bytes += fresh;
    if (watch.bytes > m_limits.maxRequestBytes) {
        closeNow(socket);
        return;
    }
    readHead(socket, watch, fresh);
}

void GuardedTcpServer::readHead(QTcpSocket *socket, Watch &watch, qint64 fresh)
{
    if (watch.head.endsWith("\r\n\r\n") || watch.head.size() >= kMaxHead)
        return; // the head is whole, or a request too long for the limit anyway
    watch.head += socket->peek(qMin(fresh, kMaxHead - watch.head.size()));
    if (watch.target.isEmpty()) {
        if (const qsizetype end = watch.head.indexOf("\r\n"); end >= 0) {
            const QList<QByteArray> parts = watch.head.left(end).split(' ');
            // Something that is not a target at all; the board refuses it (it starts with no '/').
            watch.target = parts.size() == 3 && !parts.at(1).isEmpty() ? parts.at(1) : QByteArrayLiteral("?");
        }
    }
    const qsizetype end = watch.head.indexOf("\r\n\r\n");
    if (end < 0)
        return;
    watch.head.truncate(end + 4); // what follows belongs to a body or the next request
    if (isWebSocketUpgrade(watch.head))
        release(socket);
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
    it->deadline->start();
}

void GuardedTcpServer::release(QTcpSocket *socket)
{
    const auto it = m_watches.find(socket);
    if (it == m_watches.end())
        return;
    it->deadline->stop();
    it->deadline->deleteLater();
    m_watches.erase(it);
    disconnect(socket, nullptr, this, nullptr);
}

QByteArray GuardedTcpServer::requestTarget(QTcpSocket *socket) const
{
    return m_watches.value(socket).target;
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
