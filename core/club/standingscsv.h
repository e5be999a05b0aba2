// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"

#include <QByteArray>
#include <QString>

#include <vector>

/**
 * Standings as CSV, for the club's commands and for `podium-cli replay`, which has no club: apart from the rest of
 * club/exchange.h, so that podium-cli's calculator links it without Qt Sql (podium_engine).
 */
namespace podium::club {

/** A CSV text cell a spreadsheet will not run: a leading apostrophe before = + - @ (and tab, CR). */
QString spreadsheetSafe(const QString &cell);

/** Which columns a standings CSV has. */
enum class StandingsColumns {
    Listing, ///< podium-cli replay and standings: player,rating,mu,sigma,games,wins,draws,losses
    File, ///< an exported file for a spreadsheet: rank first and last_played last around the same columns
};

/**
 * Standings best first as CSV, the one writer of `podium-cli replay`, `podium-cli standings`, `export
 * standings` and the app's export. Numbers have six decimals, sigma is empty without withSigma (an algorithm
 * without uncertainty), and names are spreadsheet-safe.
 */
QByteArray standingsCsv(const std::vector<LeaderboardRow> &rows, bool withSigma,
                        StandingsColumns columns = StandingsColumns::Listing);

} // namespace podium::club
