// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// The templates the live board and the HTML files share: each writes the body of one page (what goes in <main>)
// from the club's services, and document() wraps it for the board (style and script from /assets, live updates)
// or as a file (style inlined, no script, no links). Internal to the web library.

#include <QString>
#include <QStringList>

namespace podium::store {
class Database;
}

namespace podium::web {

enum class Flavour {
    Board, ///< served by the live board: links between its pages, /assets, charts as <img>
    File, ///< a self-contained file for people: no links, no script, style and charts inline
};

/** What a page is, apart from its body. */
struct PageFrame
{
    QString title;
    /** The kiosk cycle of the page (paths, percent-encoded, a '#' and a view's id where it is a part of one page);
     *  empty for none. */
    QStringList kioskViews;
    bool kiosk = false; ///< the projector mode: big type from the first paint
};

/** A whole HTML5 document around main (markup made by the sections below). follows: on the board, the page reloads
 *  itself without JavaScript to follow the club; false for a form being filled in (a report). */
QByteArray document(const PageFrame &frame, const QString &main, Flavour flavour, bool follows = true);

/** The board's path of a page in Board flavour, empty in File flavour (the Html writer then writes no link). */
QString linkPath(Flavour flavour, const QStringList &parts);

// Each throws DbError (core's) when the name is unknown.

/** The club's name for its page's title and heading ("club" for club.podium, a server's schema). */
QString clubTitle(const store::Database &db);
/** The club: its running events, its finished ones with their winners, and its leaderboards. */
QString clubMain(const store::Database &db, Flavour flavour);
/** The kiosk cycle of the club: each running event's round, standings and bracket, then each leaderboard. */
QStringList clubKioskViews(const store::Database &db);

/** A leaderboard's standings. */
QString leaderboardMain(const store::Database &db, const QString &leaderboard, Flavour flavour);

/** An event's heading, its current round (round 0) or a given one with the search box on the board, and its
 *  standings; withStandings false: the round alone (the pairings file). */
QString eventMain(const store::Database &db, const QString &event, int round, bool withStandings, Flavour flavour);
/** An elimination event's bracket: a column per round, winners marked. */
QString bracketMain(const store::Database &db, const QString &event, Flavour flavour);
/** The kiosk cycle of one event: its round, its standings and, for an elimination, its bracket. */
QStringList eventKioskViews(const store::Database &db, const QString &event);
/** The event's current round: 0 before the first is paired. */
int currentRound(const store::Database &db, const QString &event);

/** A player's next game, rating history per leaderboard (charts as <img> on the board, inline SVG in a file) and
 *  games, most recent first. */
QString playerMain(const store::Database &db, const QString &player, Flavour flavour);
/** The rating chart of a player on a leaderboard (ratingChartSvg). */
QString playerChart(const store::Database &db, const QString &leaderboard, const QString &player);

} // namespace podium::web
