// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "history/history.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace podium::io {

/**
 * Reads a history in the interchange format (`game_id,date,kind,participant,team,rank,score,minutes`,
 * one row per participant, the rows of a game adjacent). Columns are found by header name in any order;
 * team, score and minutes may be left out; unknown columns are ignored. UTF-8 with or without a byte
 * order mark, RFC 4180 quoting, CRLF or LF. Dates are ISO: YYYY-MM-DD, or with a time (T or a space,
 * HH:MM or HH:MM:SS), kept as "YYYY-MM-DDTHH:MM:SS". Sides: every participant of an h2h or ffa game is a
 * side of its own; team games form sides by team name in order of first appearance. Throws InputError
 * naming file, line and column for anything it cannot take.
 */
history::History readInterchange(const QByteArray &data, const QString &fileName);

/** The columns the interchange format reads, in its order: game_id, date, kind, participant, team, rank, score,
 *  minutes. */
QStringList interchangeColumns();

/** Reads the file at path ("-" reads standard input); throws InputError when it cannot be opened. */
history::History readInterchangeFile(const QString &path);

/** Told each game of a file read game by game: history holds every player met so far and only this game's
 *  entries. Returns false to stop reading. */
using GameHandler = std::function<bool(const history::History &history, const history::HistoryGame &game)>;

/**
 * Reads the interchange file at path game by game, in memory of the size of a game rather than of the file: each
 * game goes to onGame as soon as its rows are read and checked, in file order. The rules and the errors are
 * readInterchangeFile's; after the first problem no more games are handed on, and the problems are thrown once the
 * whole file is read, so a caller must write nothing before this returns. Returns the history of every player (with
 * the last game at most), or nullopt when onGame stopped the reading.
 */
std::optional<history::History> readInterchangeGames(const QString &path, const GameHandler &onGame);
/** readInterchangeGames of a text in memory, as readInterchange reads it. */
std::optional<history::History> readInterchangeGames(const QByteArray &data, const QString &fileName,
                                                     const GameHandler &onGame);

/** Writes a history in the interchange format, games in the history's order; readInterchange reads it
 *  back to the same history. Team names come from History::teamNames, or are T1, T2, ... in side order. */
QByteArray writeInterchange(const history::History &history);

} // namespace podium::io
