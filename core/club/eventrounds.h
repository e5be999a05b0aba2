// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// Pairing the next round of an event, one function a format, and telling which stored rounds the corrected
// results would have paired differently. Internal to core/club: Events calls these.

#include "club/eventstate.h"

namespace podium::db {

class Database;

namespace detail {

/** A round just paired: its number, and the note of each table in table order. */
struct PairedRound
{
    int round = 0;
    QStringList notes;
};

/** Pairs the next round of the event and stores it. Throws DbError while a table of the last round has no
 *  result, or when the event is over (and then marks it finished). */
PairedRound pairRound(const Database &db, EventState &s);

/** The order in which the bracket's draw seeds the given entrants, best first: by rating, or as entered where
 *  the organiser seeds by hand. */
std::vector<int> drawOrder(const EventState &s, const std::vector<int> &active);

/** Where the event stands, from its rounds and results: open before its first round, finished once its last
 *  result is in (every planned round played; an elimination event once its final is decided), else running. */
EventStatus currentStatus(const EventState &s);

/** Rounds paired on results that have since changed: each says which seat was paired on what. */
QStringList outdatedRounds(const EventState &s);

} // namespace detail

} // namespace podium::db
