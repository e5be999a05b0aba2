// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// Pairing the next round of an event, one function a format, and telling which stored rounds the corrected
// results would have paired differently. Internal to core/club: Events calls these.

#include "club/events/eventstate.h"
#include "club/storetypes.h"

#include "store/statement.h"

#include <array>

namespace podium::club {

namespace detail {

/** Pairs the next round of the event as its format pairs, and stores nothing: s is the event as read (with its
 *  ratings), which the first round's seeds and planned rounds change. Throws DbError while a table of the last
 *  round has no result or when the event is over, and tournament::PairingCancelled when progress asked to stop. */
RoundPlan planRound(EventState &s, const PairingProgress &progress);

/** Stores seats of the tables of a round (the half of storing a round that rerouteBracket shares), through one
 *  statement prepared once: a round of 500 tables is a thousand seats. */
class SeatWriter
{
public:
    explicit SeatWriter(const Database &db);
    void insert(qint64 event, int round, int table, int side, qint64 player, int bracketMatch, double scoreBefore,
                const QString &note);

private:
    store::Statement m_insert;
};

/** The order in which the bracket's draw seeds the given entrants, best first: by rating, or as entered where
 *  the organiser seeds by hand. */
std::vector<int> drawOrder(const EventState &s, const std::vector<int> &active);
/** Whether the draw seeds the entrants by their known ratings (M2): the organiser chose it ("known"), or chose
 *  "rating" where the event's leaderboard has rated none of them and some have a known rating. */
bool seedsByKnownRatings(const EventState &s, const std::vector<int> &active);

/** Where the event stands, from its rounds and results: open before its first round, finished once its last
 *  result is in (every planned round played; an elimination event once its final is decided), else running. */
EventStatus currentStatus(const EventState &s);

/** Rounds paired on results that have since changed: each says which seat was paired on what. */
QStringList outdatedRounds(const EventState &s);

/** An elimination table whose players the results no longer send there (a result corrected since). */
struct MisroutedTable
{
    std::size_t table = 0; ///< index into EventState::tables
    std::array<int, 2> expected {-1, -1}; ///< the entrants the bracket now seats there, -1 for one not known yet
    int side = -1; ///< the first side seated otherwise
};
std::vector<MisroutedTable> misroutedTables(const EventState &s);
/** "round 4, table 2: after the corrected results Grace should play here, not Eve". */
QString misroutedText(const EventState &s, const MisroutedTable &m);

/**
 * Re-routes an elimination bracket after a corrected result, as Challonge resets the matches that depend on it:
 * each table whose players the results no longer send there and that has no result is made again with the
 * players the bracket now seats there (or taken away while they are not both known; the next pairing pairs it).
 * Tables with a result stay as they are (flagged by outdatedRounds). Returns the tables changed.
 */
int rerouteBracket(const Database &db, const EventState &s);

} // namespace detail

} // namespace podium::club
