// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// The live board's pages as files for people: one self-contained HTML document each (the style inlined, charts as
// inline SVG, no script, no links), fit to post on a club's website. podium-cli's export and the app write them;
// a PDF writer can read the same documents.

#include <QByteArray>
#include <QString>

namespace podium::store {
class Database;
}

namespace podium::web {

// Each returns the whole document in UTF-8 and throws store::DbError, with a message for the user, when there is no
// leaderboard, event, round or player of that name (or the club cannot be read).

/** A leaderboard's standings: place, player, rating as the app shows it, games, W–D–L. */
QByteArray standingsHtml(const store::Database &db, const QString &leaderboard);
/** An event: its current round and its standings with the deciding tie-break. */
QByteArray eventHtml(const store::Database &db, const QString &event);
/** The pairings of one round of an event (0: the current round) with table numbers and results so far. */
QByteArray roundHtml(const store::Database &db, const QString &event, int round = 0);
/** An elimination event's bracket; refused for the other formats. */
QByteArray bracketHtml(const store::Database &db, const QString &event);
/** A player card: next game, rating history per leaderboard, latest games. */
QByteArray playerHtml(const store::Database &db, const QString &player);

} // namespace podium::web
