// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "web/guardedtcpserver.h"
#include "web/webpage.h"

#include <QHash>
#include <QHostAddress>
#include <QHttpServerResponder>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <vector>

class QHttpServerRequest;
class QTcpSocket;
class QWebSocket;

namespace podium {
class Club;
struct ClubChange;
} // namespace podium

namespace podium::web {

class BoardHttp;
class LiveClients;
class PageWorker;
class ReportDesk;

/** Where the board listens, or why it could not. */
struct ListenResult
{
    QHostAddress address;
    quint16 port = 0;
    /** Empty when it listens; otherwise for the user ("port 8080 is in use on 192.168.1.20"). */
    QString error;
    /** The port asked for was taken and the next free one was used instead. */
    bool movedPort = false;
    /** It could not listen because the port is taken (the one case where the next port is worth a try). */
    bool portInUse = false;

    bool ok() const { return error.isEmpty(); }
};

/**
 * The live board: a read-only HTTP server for the phones and the projector in the hall. It serves the pages of a
 * PageSource and nothing else, GET and HEAD only, with security headers on every answer; each page is made once
 * per change of the club and then served from a cache. The slow ones (a player's page, a chart: PageSource::isSlow())
 * are made on a worker thread with a database connection of its own, so that one of them never holds up the others'
 * answers; their clients wait for them alone (several asking for one page wait for one making). WebSocket clients at
 * /live get the text message "changed" after every change of the club, the app's own (Club::changed) and another
 * program's on the same file (seen by watching the file twice a second).
 *
 * For an event whose organiser lets players report results, a table's report form (/event/NAME/report/ROUND/TABLE)
 * takes a POST: the one request that changes anything, checked by ReportDesk (a per-page token, the player's code,
 * limits on wrong codes) and entered through the club as the desk's commands are.
 *
 * Qt's documentation asks for its HTTP server to be used on trusted networks only: the board is unencrypted and
 * meant for the hall's own network; it binds to the address it is given, never to every interface by default.
 */
class BoardServer : public QObject
{
    Q_OBJECT

public:
    /** The port the board asks for first. */
    static constexpr quint16 kDefaultPort = 8080;
    /** With PortChoice::NextFree, how many ports after the first are tried. */
    static constexpr int kPortsTried = 20;
    enum class PortChoice { Exact, NextFree };

    BoardServer(Club &club, PageSource &pages, QObject *parent = nullptr);
    ~BoardServer() override;

    /** Client limits for the connections made from now on (tests give short ones); lowered at listen() to fit the
     *  process's limit on open files (fitToDescriptors()). */
    void setLimits(ConnectionLimits limits) { m_limits = limits; }
    /** The limits in force since the last listen(). */
    ConnectionLimits limits() const { return m_inForce; }
    /** The most the page cache holds, in bytes (pages, their names and types). */
    void setCacheBytes(qint64 bytes) { m_maxCacheBytes = bytes; }
    qint64 cachedBytes() const { return m_cacheBytes; }
    /** How often the club file is checked for another program's changes while the board runs. */
    void setWatchInterval(std::chrono::milliseconds interval) { m_watchInterval = interval; }

    /** Starts serving on address and port (0: any free port); stops a board already running first. */
    ListenResult listen(const QHostAddress &address, quint16 port, PortChoice choice = PortChoice::Exact);
    /** Stops serving and closes every connection; does nothing when it is not running. */
    void stop();
    bool isRunning() const;
    /** The board's address as a phone types it ("http://192.168.1.20:8080/"); empty when it is not running. */
    QUrl url() const;
    /** WebSocket clients at /live now. */
    qsizetype liveClients() const;
    /** Pages made by the PageSource since the board started (the rest came from the cache). */
    int pagesMade() const { return m_pagesMade; }
    /** Requests waiting for a page the worker thread makes. */
    qsizetype waitingRequests() const;
    /** The players' reports: their forms, tokens and limits on wrong codes. */
    ReportDesk &reports() { return *m_reports; }

    /** The machine's addresses a phone on the same network can reach: up, non-loopback IPv4 interfaces. */
    static QList<QHostAddress> lanAddresses();
    /** The first of lanAddresses(), or 127.0.0.1 when there is none. */
    static QHostAddress defaultAddress();

signals:
    void runningChanged(bool running);

private:
    friend class BoardHttp;
    using Status = QHttpServerResponder::StatusCode;

    /** What an answer needs of its request, kept while the page is made elsewhere. */
    struct Reply
    {
        Reply() = default;
        Reply(bool head, bool close, QByteArray policy)
            : head(head)
            , close(close)
            , policy(std::move(policy))
        { }

        bool head = false;
        bool close = false; ///< the connection ends after the answer
        QByteArray policy; ///< the Content-Security-Policy header
        QByteArray allow; ///< with 405: the methods allowed; empty for GET and HEAD
        int retryAfter = 0; ///< with 429: the seconds to wait
        bool noStore = false; ///< a page made for this request alone (a report form, a report's answer)
    };
    /** A request waiting for the worker's page. */
    struct Waiting
    {
        QPointer<QTcpSocket> socket;
        std::unique_ptr<QHttpServerResponder> responder;
        Reply reply;
        QMetaObject::Connection gone; ///< forgets the socket if it goes while it waits
    };
    /** A page the worker makes, and who waits for it. */
    struct Build
    {
        QString key;
        quint64 generation = 0; ///< the club's change it was asked for at (clubChanged())
        std::vector<Waiting> waiting;
    };

    void handle(const QHttpServerRequest &request, QTcpSocket *socket, QHttpServerResponder &responder);
    /** The decoded path of a request to a report form, or nothing. */
    static std::optional<QString> reportPath(const QHttpServerRequest &request, const QByteArray &rawTarget);
    void answerReport(const QHttpServerRequest &request, QTcpSocket *socket, QHttpServerResponder &responder,
                      const QString &path, const QByteArray &protocol);
    static QString cacheKey(const QString &path, const QUrlQuery &query);
    std::optional<WebPage> cachedPage(const QString &key, const QString &path);
    void store(const QString &key, const std::optional<WebPage> &page);
    void await(const QString &key, const QString &path, QTcpSocket *socket, QHttpServerResponder &responder,
               const Reply &reply);
    void built(quint64 ticket, const std::optional<WebPage> &page, bool failed);
    void send(QTcpSocket *socket, QHttpServerResponder &responder, Status status, const std::optional<WebPage> &found,
              const Reply &reply);
    void answer(QHttpServerResponder &responder, Status status, const std::optional<WebPage> &found,
                const Reply &reply);
    void clearCache();
    void evictOldest();
    void acceptWebSockets();
    void clubChanged(const ClubChange &change);
    QByteArray securityPolicy(const QHttpServerRequest &request) const;
    ListenResult bind(const QHostAddress &address, quint16 port);
    void shutDown(bool now);

    Club &m_club;
    PageSource &m_pages;
    ConnectionLimits m_limits;
    ConnectionLimits m_inForce;
    std::chrono::milliseconds m_watchInterval {500};
    std::chrono::milliseconds m_clubWatchBefore {0};
    BoardHttp *m_http = nullptr;
    QPointer<GuardedTcpServer> m_tcp;
    LiveClients *m_live = nullptr;
    QHash<QString, std::optional<WebPage>> m_cache;
    QList<QString> m_cacheOrder; // oldest first
    qint64 m_cacheBytes = 0;
    qint64 m_maxCacheBytes = 64 * 1024 * 1024;
    int m_pagesMade = 0;
    PageWorker *m_worker = nullptr; ///< none when the pages cannot be made elsewhere
    std::map<quint64, Build> m_builds; ///< by ticket
    QHash<QString, quint64> m_building; ///< the ticket of each page being made for the club as it is now
    QHash<QTcpSocket *, quint64> m_waitingSockets; ///< the ticket each waiting connection waits for
    quint64 m_generation = 0;
    quint64 m_nextTicket = 0;
    std::unique_ptr<ReportDesk> m_reports;
};

} // namespace podium::web
