// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// What Events needs to know about one event, read from the database at once, and the small facts derived
// from it that pairing, results and standings share. Internal to core/club.

#include "club/events/events.h"
#include "club/records.h"
#include "club/storetypes.h"
#include "rating/ratingsystem.h"
#include "tournament/elimination.h"
#include "tournament/standings.h"

#include <map>
#include <memory>
#include <set>

namespace podium::club {

namespace detail {

/** An event as read: its entrants (by index), its tables in round and table order, and the ratings. */
struct EventState
{
    EventRecord record;
    std::vector<qint64> ids; ///< entrant index -> player id
    QStringList names;
    std::vector<bool> active;
    std::vector<int> seeds;
    std::map<qint64, int> entrantOf;
    std::vector<EventTable> tables; ///< in round and table order
    std::vector<std::vector<int>> seatEntrant; ///< per table, the entrant of each seat
    int rounds = 0; ///< rounds paired
    /** Half-point byes asked for rounds not paired yet (Swiss-Manager's "H"), by round: the entrants. Stored as
     *  half-bye rows of those rounds, which the pairing of the round keeps as the entrants' tables. */
    std::map<int, std::vector<int>> requestedByes;
    /** The requested byes that are absences worth no points (C14, TRF's "Z"): (round, entrant). */
    std::set<std::pair<int, int>> absences;
    std::vector<KnownRating> known; ///< entrant index -> the player's known rating (M2)
    std::vector<bool> onLeaderboard; ///< entrant index -> whether the event's leaderboard has rated them
    std::vector<double> ratingValue; ///< what the leaderboard ranks by
    std::vector<rating::Rating> ratings;
    std::unique_ptr<rating::RatingSystem> system;
};

/** A number as the options and messages write it (no trailing zeros). */
QString number(double value);
QString optionsText(const EventOptions &options);
EventOptions optionsFrom(const QString &text);
/** The event's tie-breaks, by name: the organiser's, or the format's default. */
QStringList tieBreaksOf(const EventRecord &record);

/** Throws DbError when there is no such event. */
qint64 eventId(const Database &db, const QString &name);
EventRecord readRecord(const Database &db, qint64 id);
/** Reads an event; with ratings, from its leaderboard (newcomers at the initial rating). */
EventState loadEvent(const Database &db, const QString &name, bool withRatings = true);

bool hasResult(const EventTable &table);
/** Match quality of two entrants: TrueSkill's, or for systems without one, how close to even the game is. */
double pairQuality(const EventState &s, int a, int b, double *winProbability = nullptr);
/** The same for two ratings (those a played table's game started from). */
double pairQuality(const rating::RatingSystem &system, const rating::Rating &a, const rating::Rating &b,
                   double *winProbability = nullptr);
/** The results of the rounds before `before` (all rounds for 0), byes included, with the event points each
 *  entrant scored: what points and standings are counted from. */
std::vector<tournament::PlayedPairing> playedPairings(const EventState &s, int before);
/** Points of every entrant from the tables of rounds before `before` (all rounds for 0). */
std::vector<double> pointsBefore(const EventState &s, int before);

/** The bracket of an elimination event: for the entrants checked in, or as drawn once round 1 is paired. */
std::vector<tournament::BracketMatch> bracketOf(const EventState &s);
/** The results of its matches: the side (0 or 1) that won. */
std::map<int, int> bracketResults(const EventState &s);
/** Entrants by seed, best first. */
std::vector<int> bracketEntrants(const EventState &s);

void setStatus(const Database &db, qint64 event, EventStatus status);

/** Throws DbError when the desk could not enter ranks at the table of s at index (Events::setResult's checks). */
void checkTableResult(const EventState &s, std::size_t index, const std::vector<int> &ranks);

} // namespace detail

} // namespace podium::club
