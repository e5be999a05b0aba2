// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace podium::io {

/**
 * FIDE's Tournament Report File, TRF-16 (FIDE Handbook C.04 Annex 2), and the extensions that pairing programs
 * read (XXR, the number of rounds; XXC, the first player's colour in round 1; BBW, BBD, BBL, BBZ, BBF, BBU, the
 * points of a win, draw, loss, zero-point bye, forfeit and pairing-allocated bye). Fixed columns, counted from 1
 * as the description counts them.
 */

/** A player's entry for one round: columns 92-99 for round 1, 10 further for each later round. */
struct TrfRound
{
    int opponent = 0; ///< the opponent's starting rank; 0 for a bye or an absence
    char colour = '-'; ///< 'w', 'b', or '-' (no colour: a bye, an absence)
    /** '1' '=' '0' (played), '+' '-' (forfeit won, lost), 'W' 'D' 'L' (played but not rated), 'H' (half-point
     *  bye), 'F' (full-point bye), 'U' (pairing-allocated bye), 'Z' (zero-point bye, a known absence); ' ' for
     *  an entry left blank (not yet played). */
    char result = ' ';
};

/** A 001 line. */
struct TrfPlayer
{
    int number = 0; ///< starting rank (the pairing number), columns 5-8
    char sex = ' '; ///< column 10: 'm', 'w' or blank
    QString title; ///< columns 11-13: GM, IM, WGM, ... or empty
    QString name; ///< columns 15-47, "Lastname, Firstname"
    int rating = 0; ///< columns 49-52; 0 for none
    QString federation; ///< columns 54-56
    QString fideId; ///< columns 58-68
    QString birthDate; ///< columns 70-79, YYYY/MM/DD
    double points = 0.0; ///< columns 81-84
    int rank = 0; ///< columns 86-89; 0 for none
    std::vector<TrfRound> rounds; ///< round 1 first
    int line = 0; ///< where it was read (0 for one that was not)
};

/** Points a result is worth, as the BB lines give them; a line absent keeps FIDE's default. */
struct TrfPoints
{
    double win = 1.0; ///< BBW
    double draw = 0.5; ///< BBD
    double loss = 0.0; ///< BBL
    double zeroBye = 0.0; ///< BBZ
    double forfeitLoss = 0.0; ///< BBF
    double pairingBye = 1.0; ///< BBU; without it, the win's points (as bbpPairings and JaVaFo read it)
};

/** What a TRF file holds that Podium reads or writes. */
struct TrfTournament
{
    QString name; ///< 012
    QString city; ///< 022
    QString federation; ///< 032
    QString startDate; ///< 042, as written (YYYY/MM/DD)
    QString endDate; ///< 052
    QString type; ///< 092
    QString chiefArbiter; ///< 102
    QString timeControl; ///< 122
    /** 132: each round's date, invalid where not given. The file writes YY/MM/DD; readTrf picks the century
     *  (see there), writeTrf writes the last two digits of the year. */
    QList<QDate> roundDates;
    int plannedRounds = 0; ///< XXR; 0 when absent
    QString initialColour; ///< XXC: "white1" or "black1"; empty when absent
    TrfPoints points;
    std::vector<TrfPlayer> players; ///< in the file's order
};

/**
 * The file's text: header lines for the fields that are set (012 always), XXR when plannedRounds is set, XXC, BB
 * lines for points that differ from FIDE's default (BBU where a bye is not worth a win), then one 001 line per player.
 * Lines end in "\n"; text is UTF-8. Throws InputError naming the player whose field does not fit its columns (a name
 * over 33 characters), or the BB line whose points break resultPointsProblem's rule.
 */
QByteArray writeTrf(const TrfTournament &tournament);

/**
 * Reads a TRF file: the header lines above, the 001 lines, XXR, XXC and the BB lines; other lines are skipped.
 * Checks what a tournament needs to be continued: starting ranks unique, every opponent a player whose own entry
 * for that round names this player back with the other colour and the matching result, a bye without an opponent,
 * points that keep resultPointsProblem's rule, and round dates that do not go backwards.
 * A round date's two-digit year (132, YY/MM/DD) takes the century that puts it nearest the start date (042, or else
 * the end date, 052) where that has a full year, and else nearest today: 99/12/31 is 1999-12-31 in 2026.
 * Throws InputError at "FILE, line L" (and the round and player where it is one) for the first problem found.
 */
TrfTournament readTrf(const QByteArray &data, const QString &fileName);

/** The rounds a tournament holds: the last round in which some player has an entry other than blank or Z (a Z
 *  after the last round marks a player who will not be paired in the next). */
int trfRoundsPlayed(const TrfTournament &tournament);

} // namespace podium::io
