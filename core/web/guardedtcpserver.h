// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QPointer>
#include <QTcpServer>

#include <chrono>

class QTcpSocket;
class QTimer;

namespace podium::web {

/** How much a client of the live board may send, how long it may take, and how many connections it may hold. */
struct ConnectionLimits
{
    /** A request (its request line, headers and any body) larger than this closes the connection. */
    qint64 maxRequestBytes = 16 * 1024;
    /** A client that has not sent a whole request this long after it connected or got its last answer (a slow
     *  sender, an idle keep-alive connection, a WebSocket handshake that never completes) is disconnected. */
    std::chrono::milliseconds requestTimeout {10000};
    /** HTTP connections open at once, WebSocket upgrades in progress included (open WebSockets are not); one more
     *  is closed as it comes, unless an idle one can make room, so that idle connections cannot take every file
     *  descriptor of the process. */
    qsizetype maxConnections = 1000;
    /** HTTP connections from one address at once: one client cannot hold every slot. */
    qsizetype maxPerAddress = 20;
    /** Of maxConnections, the slots only an address holding no connection yet may take. */
    qsizetype reservedForNewAddresses = 100;
    /** WebSocket clients at /live at once, and from one address. */
    qsizetype maxLiveClients = 2000;
    qsizetype maxLivePerAddress = 20;
    /** A /live client whose answers wait unread beyond this many bytes is closed (the board only ever sends
     *  "changed": a client that pings and never reads would otherwise make it queue pongs without end). */
    qint64 maxLiveQueuedBytes = 64 * 1024;
    /** Messages and control frames a /live client may send in one second; one more closes it. Qt 6.4 answers
     *  pings by itself and says nothing of them, so pings count by their pongs: the replies of one second may
     *  come to this many pongs of the largest size (127 bytes). */
    int maxLiveControlFramesPerSecond = 20;
};

/**
 * The live board's listening socket, with the limits Qt 6.4's HTTP server does not have: QAbstractHttpServer
 * reads whatever a client sends, for as long as it likes, and has no setting for either. So the board binds it
 * to this server, which watches each connection it hands over: it counts the bytes of the request in progress,
 * keeps a deadline for the next whole request and counts connections per address; BoardServer says when a
 * request was answered (answered()) and when a connection became a WebSocket (releaseWebSocket(), once Qt's
 * handshake succeeded: those stay open as long as the client likes).
 *
 * The watch sees the bytes before QAbstractHttpServer does (its readyRead connection is made first), so it
 * also keeps the request line exactly as the client sent it, before any decoding. A request that Qt hands to
 * its WebSocket server stays watched (counted, with its deadline) until the handshake has succeeded.
 */
class GuardedTcpServer : public QTcpServer
{
    Q_OBJECT

public:
    explicit GuardedTcpServer(ConnectionLimits limits, QObject *parent = nullptr);
    ~GuardedTcpServer() override;

    /** A response to socket's request went out: the next request gets a fresh budget of bytes and time. */
    void answered(QTcpSocket *socket);
    /** A whole request came on socket and its answer is being made elsewhere (a slow page): no deadline runs
     *  until answered(); the connection counts as busy. */
    void awaiting(QTcpSocket *socket);
    /** A response to socket's request went out and the connection ends: nothing more is read from it, and it
     *  closes once the answer is sent (or at the deadline, if the client does not read it). */
    void answeredAndClose(QTcpSocket *socket);
    /** The WebSocket handshake of the client at peer succeeded: its connection is no HTTP any more and has no
     *  limits of this server from now on. Returns its socket (nullptr when it was not watched). */
    QTcpSocket *releaseWebSocket(const QHostAddress &address, quint16 port);
    /** The target of the request in progress on socket as sent ("/event/Spring%20open?kiosk"), when the
     *  request line came whole at the start of a read; empty otherwise (pipelined requests). */
    QByteArray requestTarget(QTcpSocket *socket) const;
    /** The protocol of that request line ("HTTP/1.1"); empty when it was not seen. */
    QByteArray requestProtocol(QTcpSocket *socket) const;
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
        QByteArray protocol;
        QHostAddress address;
        quint16 port = 0;
        qint64 idleSince = 0; // when it became idle, as m_idleOrder counts (answered, or connected); -1 while busy
        bool upgrading = false; // handed to Qt's WebSocket server, handshake not yet done
    };

    bool admit(const QHostAddress &address);
    bool dropIdlest();
    void received(QTcpSocket *socket);
    void expired(QTcpSocket *socket);
    void closeNow(QTcpSocket *socket);
    void readHead(Watch &watch, qint64 fresh);
    void forgetDeleted();

    ConnectionLimits m_limits;
    QHash<QTcpSocket *, Watch> m_watches;
    qint64 m_idleOrder = 0; // counts the moments connections become idle, in order
};

/** Whether a request head is one Qt's HTTP server hands to its WebSocket server: "Upgrade: websocket" and a
 *  Connection header naming "upgrade" (the rule of the http_parser it uses, and Qt's own check). */
bool isUpgradeHead(const QByteArray &head);

} // namespace podium::web
