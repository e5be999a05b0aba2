// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/eventcolours.h"
#include "club/records.h"
#include "club/standingscsv.h"
#include "club/storetypes.h"

#include <QByteArray>
#include <QStringList>

namespace podium::club {

struct EventStanding;

/**
 * What goes in and out of a club besides the interchange CSV of games: standings as CSV or JSON, all
 * games as interchange CSV, players from a CSV, and a full JSON backup that restores to an identical
 * database. In the CSVs meant for people (standings, and the listings podium-cli prints) text cells that begin
 * with = + - or @ get a leading apostrophe, so that a spreadsheet shows them instead of running them as formulas;
 * the interchange CSV of games is for import and keeps its text as it is.
 */

/** The same as a JSON array of objects with the File columns as keys (sigma only withSigma). */
QByteArray standingsJson(const std::vector<LeaderboardRow> &rows, bool withSigma);

/** An event's standings as CSV: place, player, points, each tie-break (named by tieBreaks), what decided the
 *  place, played, won, drawn, lost, byes, and for an event with sides (colours not empty, one per row) each
 *  player's colours round by round ("WB-W") and colour difference (White games minus Black games). */
QByteArray eventStandingsCsv(const std::vector<EventStanding> &rows, const QStringList &tieBreaks,
                             const std::vector<ColourHistory> &colours = {});
/** The same as a JSON array (tie-breaks as an object by name, whether the player withdrew, and colours and
 *  colour_difference for an event with sides). */
QByteArray eventStandingsJson(const std::vector<EventStanding> &rows, const QStringList &tieBreaks,
                              const std::vector<ColourHistory> &colours = {});
/** The event's standings as eventStandingsJson (json) or eventStandingsCsv writes them, with the colours of an
 *  event with sides: the one writer of `podium-cli event standings` and the Events page's export. Throws DbError
 *  for an unknown event. */
QByteArray eventStandingsFile(const Events &events, const QString &event, bool json);

/** Every game (of one discipline, or all when empty) in the interchange format, oldest first, text unescaped, so
 *  that importing it into a new club gives the same games and into this club adds nothing. The game id column
 *  holds the game's external id (every game has one since schema version 4), else its id in the club. */
QByteArray gamesCsv(const Database &db, const QString &discipline = {});

/** Imports players from CSV: a `name` column, optional `display_name`, `affiliation`, `notes` and
 *  `retired` (yes/no). New names are added, known ones updated; all or nothing. Throws InputError with
 *  file, line and column. Returns how many players were added. */
int importPlayersCsv(const Database &db, const QByteArray &data, const QString &fileName);

/** The whole club as JSON. Refuses (DbError) a club that SQLite's quick_check finds damaged, or that has a value its
 *  restore would refuse: a backup that is written restores (M7 of the reliability review). */
QByteArray backupJson(const Database &db);
/** What a restore of this club's backup would refuse, at most `most` of them: each value as restoreJson checks it
 *  (dates, control characters, names, ids) and two entrants of an event with one seed. `check` reports them. */
QStringList backupProblems(const Database &db, int most = 20);
/** Restores a backup into an empty club database; throws DbError or InputError, and changes nothing
 *  when it cannot. */
void restoreJson(const Database &db, const QByteArray &json, const QString &fileName);

} // namespace podium::club
