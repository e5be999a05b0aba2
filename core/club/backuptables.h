// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// The tables and columns of a JSON backup and the rule each value meets: shared by the backup, its restore and
// `check`, so that a club that passes check gives a backup that restores (M7 of the reliability review).

#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>
#include <vector>

namespace podium::club::backup {

/** What a column of a backup holds; a value is checked against it before it is written. */
enum class Cell {
    Id, ///< an integer from 1
    OptionalId, ///< the same, or null
    Index, ///< an integer from 0 (a position, a side, a count)
    Place, ///< an integer from 1 (a rank, a round, a table)
    Integer, ///< any integer
    OptionalInteger,
    Flag, ///< 0 or 1
    Forfeit, ///< null, 1 (won by forfeit) or 2 (lost by forfeit)
    Number, ///< a finite number
    OptionalNumber,
    Text,
    OptionalText,
    Name, ///< text as Podium keeps a name: cleanName leaves it as it is, and it is not empty
    Label, ///< text shown beside a name (a display name, an affiliation): no control characters
    PlayedAt, ///< YYYY-MM-DDTHH:MM:SS
    OptionalBound, ///< a leaderboard's date bound: null or YYYY-MM-DDTHH:MM:SS
    Timestamp, ///< an ISO date-time (created_at, entered_at)
    Kind, ///< h2h, ffa or team
    Format, ///< an event format
    Status, ///< open, running or finished
};

struct Column
{
    QString name;
    Cell cell;
    int since = 1; ///< the schema version that added it
};

struct Table
{
    QString name;
    std::vector<Column> columns;
    int since = 1;
};

/** The tables of a backup, parents before children, with their columns in the order they are restored. */
const std::vector<Table> &backupTables();
/** The columns of a table as a backup of that schema version has them. */
std::vector<Column> columnsOfVersion(const Table &table, int version);
QStringList namesOf(const std::vector<Column> &columns);
/** The integer a JSON number holds, if it holds one exactly (2^53 at most, as a double keeps it). */
std::optional<qint64> integerOf(const QJsonValue &value);
/** A JSON value as the backup has it, for a refusal: "first", 1.5, true. */
QString shown(const QJsonValue &value);
/** The SQL value of one cell of a backup; throws DbError saying what the value must be. */
QVariant cellValue(const QJsonValue &value, Cell cell);

} // namespace podium::club::backup
