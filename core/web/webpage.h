// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QByteArray>
#include <QString>
#include <QUrlQuery>

#include <functional>
#include <memory>
#include <optional>

namespace podium::web {

/** What the live board answers for one of its paths: the bytes and their media type. */
struct WebPage
{
    QByteArray body;
    /** "text/html; charset=utf-8", "image/svg+xml", "text/css; charset=utf-8", "text/javascript; charset=utf-8" */
    QByteArray contentType;
};

/**
 * The board's pages, apart from how they are served: the server (boardserver.h) asks for the page of a path
 * and sends it with its own headers; the pages (boardpages.h) read the club. Each page is read again after
 * the club changed (the server keeps no page across a change).
 *
 * Paths are the URL's path, percent-decoded, always starting with '/'. The routes:
 *   /                                    the club: its leaderboards and running events
 *   /leaderboard/NAME                    a leaderboard's standings
 *   /player/NAME                         a player: games, rating history per leaderboard, next game
 *   /chart/LEADERBOARD/PLAYER.svg        a player's rating chart (mu, mu +- 2 sigma band, mu - 3 sigma)
 *   /event/NAME                          an event: the current round, where-do-I-play search, standings
 *   /event/NAME/bracket                  an elimination event's bracket
 *   /assets/style.css, /assets/board.js  the board's own style and script
 * The query may hold "kiosk" (the projector mode).
 */
class PageSource
{
public:
    virtual ~PageSource() = default;
    /** The page at path, or nothing for a path that is not one of the board's (the server answers 404). Throws
     *  nothing: a club that cannot be read gives a page that says so. */
    virtual std::optional<WebPage> page(const QString &path, const QUrlQuery &query) = 0;

    /** Makes a source of the same pages; runs on the thread that then uses it. */
    using Maker = std::function<std::unique_ptr<PageSource>()>;
    /** Whether the page at path may take long to make (a player's page and a chart replay leaderboards): the server
     *  makes those on a worker thread from workerSource()'s source, and answers the other requests meanwhile. */
    virtual bool isSlow(const QString &path) const
    {
        (void)path;
        return false;
    }
    /** What makes a source for the worker thread (with its own database connection); empty when there can be
     *  none (a club in memory): the slow pages are then made on the serving thread too. Called on this one's. */
    virtual Maker workerSource() const { return {}; }
    /** Asks the page being made on another thread to give up soon (the board stops); thread-safe. */
    virtual void interrupt() { }
};

} // namespace podium::web
