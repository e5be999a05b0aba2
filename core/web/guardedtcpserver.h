// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QByteArray>
#include <QHash>
#include <QPointer>
#include <QTcpServer>

#include <chrono>

class QTcpSocket;
class QTimer;

namespace podium::web {

/** How much a client of the live board may send, and how long it may take. */
struct ConnectionLimits
{
    /** A request (its request line, headers and any body) larger than this closes the connection. */
    qint64 maxRequestBytes = 16 * 1024;
    /** A client that has not sent a whole request this long after it connected or got its last answer (a slow
     *  sender, or an idle keep-alive connection) is disconnected. */
    std::chrono::milliseconds requestTimeout {10000};
    /** HTTP connections open at once (WebSockets not counted); one more is closed as it comes, so that idle
     *  connections cannot take every file descriptor of the process. */
    qsizetype maxConnections = 1000;
};

/**
 * The live board's listening socket, with the limits Qt 6.4's HTTP server does not have: QAbstractHttpServer
 * reads whatever a client sends, for as long as it likes, and has no setting for either. So the board binds it
 * to this server, which watches each connection it hands over: it counts the bytes of the request in progress
 * and keeps a deadline for the next whole request; BoardServer says when a request was answered (answered())
 * and when a connection became a WebSocket (release(): those stay open as long as the client likes).
 *
 * The watch sees the bytes before QAbstractHttpServer does (its readyRead connection is made first), so it
 * also keeps the request target exactly as the client sent it, before any decoding, and it lets a WebSocket
 * upgrade go (Qt's WebSocket server has its own handshake timeout, and a WebSocket may stay open).
 */
class GuardedTcpServer : public QTcpServer
{
    Q_OBJECT

public:
    explicit GuardedTcpServer(ConnectionLimits limits, QObject *parent = nullptr);
    ~GuardedTcpServer() override;

    /** A response to socket's request went out: the next request gets a fresh budget of bytes and time. */
    void answered(QTcpSocket *socket);
    /** The connection is no longer HTTP (a WebSocket): no limits on it any more. Done by the watch itself when it
     *  sees an upgrade request. */
    void release(QTcpSocket *socket);
    /** The target of the request in progress on socket as sent ("/event/Spring%20open?kiosk"), when the
     *  request line came whole at the start of a read; empty otherwise (pipelined requests). */
    QByteArray requestTarget(QTcpSocket *socket) const;
    /** Connections open now and watched (not WebSockets). */
    qsizetype watchedConnections() const { return m_watches.size(); }

protected:
    void incomingConnection(qintptr handle) override;

private:
    struct Watch
    {
        // Qt's WebSocket classes disconnect everything from a socket they take over, QObject::destroyed too:
        // the pointer tells whether it is still there.
        QPointer<QTcpSocket> socket;
        QTimer *deadline = nullptr;
        qint64 bytes = 0;
        QByteArray head; // the request line and headers, as far as they came
        QByteArray target;
    };

    void received(QTcpSocket *socket);
    void expired(QTcpSocket *socket);
    void closeNow(QTcpSocket *socket);
    void readHead(QTcpSocket *socket, Watch &watch, qint64 fresh);
    void forgetDeleted();

    ConnectionLimits m_limits;
    QHash<QTcpSocket *, Watch> m_watches;
};

} // namespace podium::web
