// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QString>

#include "club/storetypes.h"

#include <vector>

namespace podium::club {

/**
 * A row, or a run of rows one after another by id, whose revision (schema version 8) guards a command's undo and redo
 * against another program's work in between (core/commands/clubcommand.h). Found by id, or by name where a command
 * keeps the name and not the id (a player, a leaderboard or an event is put back under a new id).
 */
struct GuardedRow
{
    enum class Table { Games, Players, Leaderboards, Events };

    Table table = Table::Games;
    qint64 first = 0; ///< by id: the rows first .. last (one row: first == last; none while 0)
    qint64 last = 0;
    QString name; ///< by name (not games): the row of that name, whatever its id
    QString what; ///< for the user: "the game Ann vs Bob", "the player Bob"

    static GuardedRow game(qint64 id, const QString &what);
    static GuardedRow games(qint64 first, qint64 last, const QString &what);
    static GuardedRow named(Table table, const QString &name, const QString &what);
};

/** The row is not there (kept as the revision a step left when it deleted the row). */
constexpr qint64 kNoRow = -1;
/** A run of rows of which some are gone or whose revisions differ. */
constexpr qint64 kMixedRevisions = -2;

/** The revision of the row (of every row of a run), kNoRow when none is there. */
qint64 revisionOf(const Database &db, const GuardedRow &row);
/** Sets the revision of the row, or of every row of the run that is there. */
void setRevision(const Database &db, const GuardedRow &row, qint64 revision);
/** The rows for the change journal, by id: "games 12", "games 100-180", "players 7"; empty for rows not there. */
QString journalText(const Database &db, const GuardedRow &row);

} // namespace podium::club
