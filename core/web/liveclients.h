// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "web/guardedtcpserver.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>

#include <memory>

class QTcpSocket;
class QWebSocket;

namespace podium::web {

/**
 * The board's WebSocket clients at /live: they get "changed" after each change of the club and may send nothing
 * the board needs. Each is closed when it holds more than its share (a number per address and in all), when
 * the board's answers to it wait unread beyond a bound (a client that pings and never reads), or when it sends
 * more control frames or messages in a second than a page that only listens ever does.
 *
 * Qt 6.4's QWebSocket answers pings by itself and tells nobody, so the pings are counted by what the board
 * had to send back: every pong is at least 2 bytes and at most 127, and a second's replies may come to
 * maxLiveControlFramesPerSecond of the largest.
 */
class LiveClients : public QObject
{
    Q_OBJECT

public:
    explicit LiveClients(ConnectionLimits limits, QObject *parent = nullptr);
    ~LiveClients() override;

    /** Takes socket as a new client, or closes it when the board or its address has no room for one more.
     *  tcp is its connection (to see each read as it happens), or nullptr when unknown. */
    void add(std::unique_ptr<QWebSocket> socket, QTcpSocket *tcp);
    /** Sends message to every client. */
    void broadcast(const QString &message);
    /** Closes every client at once. */
    void closeAll();
    qsizetype size() const { return m_clients.size(); }

private:
    struct Client
    {
        QWebSocket *socket = nullptr;
        QElapsedTimer second; // since the start of the second being counted
        int frames = 0; // control frames and messages in it
        qint64 replyBytes = 0; // what the board sent in it beyond its own messages
        qint64 queuedBefore = 0; // bytesToWrite after the last check
        qint64 written = 0; // bytes that went out since the last check
        qint64 ownBytes = 0; // the board's own frames since the last check
    };

    void check(QWebSocket *socket, int frames);
    Client *find(QWebSocket *socket);
    void drop(QWebSocket *socket);

    ConnectionLimits m_limits;
    QList<Client> m_clients;
};

} // namespace podium::web
