#pragma once

#include "history/history.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

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

/** Writes a history in the interchange format, games in the history's order; readInterchange reads it
 *  back to the same history. Team names come from History::teamNames, or are T1, T2, ... in side order. */
QByteArray writeInterchange(const history::History &history);

/** A date or date-time as the interchange format allows, normalised to "YYYY-MM-DDTHH:MM:SS"; empty when
 *  it is not one. */
std::string normaliseDate(std::string_view text);

} // namespace podium::io
