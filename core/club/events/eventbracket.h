// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// An elimination event's bracket as the app draws and prints it: the sheet of core/tournament with the entrants'
// names and seeds and where each match is played; and the places of the standings, by how far each one went.

#include "club/events/events.h"
#include "club/storetypes.h"
#include "tournament/bracketlayout.h"

#include <QString>

#include <array>
#include <vector>

namespace podium::club {

/** One side of a bracket match: its player once known. */
struct BracketEntry
{
    QString player; ///< empty while not known, and for a bye
    int seed = 0; ///< 1 the top seed; 0 without a player
};

/** A match of an event's bracket. */
struct EventBracketMatch
{
    tournament::BracketBox box; ///< its place on the sheet, its sources, result and links
    std::array<BracketEntry, 2> entries;
    int round = 0; ///< the event's round it is played in; 0 until it is paired (and for a bye)
    int table = 0;
};

/** The bracket of an elimination event; no matches for the other formats. */
struct EventBracket
{
    EventFormat format = EventFormat::SingleElimination;
    bool drawn = false; ///< false before round 1: the seeds are those the draw would give now
    int winnersRounds = 0;
    int losersRounds = 0; ///< double elimination only
    bool grandFinal = false; ///< double elimination: the grand final and its reset follow both brackets
    std::vector<EventBracketMatch> matches; ///< in bracket order (a match after those it comes from)
    QString champion; ///< empty until the last match is decided
};

/** The event's bracket as its results stand. Throws DbError when there is no such event. */
EventBracket eventBracket(const Database &db, const QString &event);

namespace detail {

struct EventState;

/** Elimination standings: places by how far each entrant went (EventStanding::reached), the better seed first
 *  within a shared place. */
void placeByBracket(const EventState &s, std::vector<EventStanding> &standings);

} // namespace detail

} // namespace podium::club
