// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/storetypes.h"
#include "io/trf.h"

#include <QString>

#include <vector>

namespace podium::club {

/**
 * An event as FIDE's TRF-16 holds it: each entrant's pairing number (seed), rating (the file's for an imported
 * event, else the leaderboard's), points and place, and per round the opponent, colour (side 1 White, side 2
 * Black) and result: 1 = 0 for games, + - for forfeits, U for a bye, H for a half-point bye, Z for a round not
 * played; a withdrawn entrant gets a Z for the next round. Points count the results entered; a round being
 * played is written as it stands, its games paired with their colours and a blank result until they have one
 * (in-tournament exchange), and places stay blank until it is over. The header holds the name, the dates of the first
 * and last games, each round's date, XXR (the planned rounds), XXC (the first player's colour in round 1) and BB lines
 * where the event's points differ from FIDE's. Throws DbError for an unknown event or one with tables of more than two
 * players.
 */
io::TrfTournament eventAsTrf(const Database &db, const QString &event);

/** What eventAsTrf cannot write, in a sentence for the organiser: the game scores of a card-game Swiss's matches
 *  (a TRF file holds each match's result only); empty when the file holds everything. */
QString trfLeavesOut(const Database &db, const QString &event);

/** What the importer is told besides the file. */
struct TrfImportOptions
{
    QString name; ///< the event's name; empty: the file's (012)
    QString discipline; ///< empty: Chess
    QString leaderboard; ///< empty: the discipline's first
    QString fileName; ///< what messages call the file
};

/**
 * Creates a Swiss event (the discipline's usual style, usualSwissStyle: FIDE's Dutch system for chess, the default;
 * pairing numbers kept from the file) from a TRF file's tournament:
 * its players (a name that is a player's already is that player), the rounds played with their results as
 * games of the history (dated from the file's 132 line, else today), forfeits, byes and half-point byes, a last
 * round being played with its games paired and waiting for their results, and the
 * ratings in the event's options. Everything in one transaction: a refusal changes nothing. Returns the event's
 * name, and in games, if given, the ids of the games it added. Throws DbError or InputError naming what cannot be
 * imported.
 */
QString importTrfEvent(const Database &db, const io::TrfTournament &trf, const TrfImportOptions &options,
                       std::vector<qint64> *games = nullptr);

} // namespace podium::club
