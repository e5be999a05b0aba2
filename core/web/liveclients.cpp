// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "web/liveclients.h"

#include <QTcpSocket>
#include <QWebSocket>

namespace podium::web {

namespace {

/** The largest control frame the board may have to answer: a 2-byte header and 125 bytes of payload (RFC 6455,
 *  section 5.5: "All control frames MUST have a payload length of 125 bytes or less"). */
constexpr qint64 kLargestControlFrame = 2 + 125;

/** The size of the unmasked frame a server sends for a text message of size bytes (RFC 6455, section 5.2). */
qint64 frameSize(qint64 size)
{
    return size + (size < 126 ? 2 : size <= 0xFFFF ? 4 : 10);
}

} // namespace

LiveClients::LiveClients(ConnectionLimits limits, QObject *parent)
    : QObject(parent)
    , m_limits(limits)
{ }

LiveClients::~LiveClients()
{
    closeAll();
}

void LiveClients::add(std::unique_ptr<QWebSocket> socket, QTcpSocket *tcp)
{
    qsizetype fromThere = 0;
    for (const Client &client : std::as_const(m_clients))
        fromThere += client.socket->peerAddress() == socket->peerAddress() ? 1 : 0;
    if (m_clients.size() >= m_limits.maxLiveClients || fromThere >= m_limits.maxLivePerAddress) {
        socket->abort();
        return;
    }
    QWebSocket *live = socket.release();
    live->setParent(this);
    // The board only talks; what a client sends is dropped, and a big message closes it.
    live->setMaxAllowedIncomingMessageSize(1024);
    live->setMaxAllowedIncomingFrameSize(1024);
    connect(live, &QWebSocket::disconnected, this, [this, live] { drop(live); });
    connect(live, &QWebSocket::bytesWritten, this, [this, live](qint64 bytes) {
        if (Client *client = find(live))
            client->written += bytes;
    });
    connect(live, &QWebSocket::textMessageReceived, this, [this, live] { check(live, 1); });
    connect(live, &QWebSocket::binaryMessageReceived, this, [this, live] { check(live, 1); });
    connect(live, &QWebSocket::pong, this, [this, live] { check(live, 1); });
    // Made after QWebSocket's own connection: it runs once the frames of this read were handled (and any pong
    // written), so the queue it sees is the one they left.
    if (tcp)
        connect(tcp, &QTcpSocket::readyRead, this, [this, live] { check(live, 0); });
    Client client;
    client.socket = live;
    client.second.start();
    client.queuedBefore = live->bytesToWrite();
    m_clients.append(client);
}

void LiveClients::broadcast(const QString &message)
{
    const qint64 frame = frameSize(message.toUtf8().size());
    for (Client &client : m_clients) {
        client.ownBytes += frame;
        client.socket->sendTextMessage(message);
    }
}

void LiveClients::closeAll()
{
    const QList<Client> clients = std::exchange(m_clients, {});
    for (const Client &client : clients) {
        disconnect(client.socket, nullptr, this, nullptr);
        client.socket->abort();
        client.socket->deleteLater();
    }
}

/** Counts what socket sent and made the board send since the last check, and closes it beyond its limits. */
void LiveClients::check(QWebSocket *socket, int frames)
{
    Client *client = find(socket);
    if (!client)
        return;
    const qint64 queued = socket->bytesToWrite();
    const qint64 produced = client->written + queued - client->queuedBefore;
    const qint64 replies = qMax<qint64>(0, produced - client->ownBytes);
    client->written = 0;
    client->ownBytes = 0;
    client->queuedBefore = queued;
    if (client->second.elapsed() >= 1000) {
        client->second.restart();
        client->frames = 0;
        client->replyBytes = 0;
    }
    client->frames += frames;
    client->replyBytes += replies;
    const int maxFrames = m_limits.maxLiveControlFramesPerSecond;
    if (queued > m_limits.maxLiveQueuedBytes || client->frames > maxFrames
        || client->replyBytes > maxFrames * kLargestControlFrame) {
        disconnect(socket, nullptr, this, nullptr);
        drop(socket);
        socket->abort();
    }
}

LiveClients::Client *LiveClients::find(QWebSocket *socket)
{
    for (Client &client : m_clients)
        if (client.socket == socket)
            return &client;
    return nullptr;
}

void LiveClients::drop(QWebSocket *socket)
{
    for (qsizetype i = 0; i < m_clients.size(); ++i) {
        if (m_clients.at(i).socket == socket) {
            m_clients.removeAt(i);
            socket->deleteLater();
            return;
        }
    }
}

} // namespace podium::web
