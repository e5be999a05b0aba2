// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/backuptables.h"

#include "club/events/eventformat.h"
#include "club/players.h"
#include "club/storetypes.h"
#include "io/dates.h"
#include "io/errortext.h"
#include "io/inputerror.h"
#include "io/textcheck.h"
#include "io/textinput.h"
#include "store/dberror.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <climits>
#include <cmath>

namespace podium::club::backup {

namespace {

Column col(const char *name, Cell cell, int since = 1)
{
    return {QString::fromLatin1(name), cell, since};
}

bool isOptional(Cell cell)
{
    return cell == Cell::OptionalId || cell == Cell::OptionalInteger || cell == Cell::Forfeit
        || cell == Cell::OptionalNumber || cell == Cell::OptionalText || cell == Cell::OptionalBound;
}

/** Whether an integer fits its kind of cell. */
bool fits(qint64 n, Cell cell)
{
    if (cell == Cell::Id || cell == Cell::OptionalId)
        return n >= 1;
    if (n < INT_MIN || n > INT_MAX) // read back as an int: beyond it, a rank of 2^40 would come back as 0
        return false;
    switch (cell) {
    case Cell::Index:
        return n >= 0;
    case Cell::Place:
        return n >= 1;
    case Cell::Flag:
        return n == 0 || n == 1;
    case Cell::Forfeit:
        return n == 1 || n == 2;
    default:
        return true;
    }
}

/** What an integer cell must hold, for a refusal. */
QString integerRule(Cell cell)
{
    switch (cell) {
    case Cell::Id:
    case Cell::OptionalId:
        return ErrorText::tr("an id (a whole number from 1)");
    case Cell::Index:
        return ErrorText::tr("a whole number from 0");
    case Cell::Place:
        return ErrorText::tr("a whole number from 1");
    case Cell::Flag:
        return ErrorText::tr("0 or 1");
    case Cell::Forfeit:
        return ErrorText::tr("null, 1 or 2");
    default:
        return ErrorText::tr("a whole number");
    }
}

/** An integer cell's value; throws DbError saying what it must be. */
QVariant integerCell(const QJsonValue &value, Cell cell)
{
    const std::optional<qint64> n = integerOf(value);
    if (n && fits(*n, cell))
        return QVariant(*n);
    throw DbError(ErrorText::tr("%1 is not %2").arg(shown(value), integerRule(cell)));
}

bool isIntegerCell(Cell cell)
{
    return cell == Cell::Id || cell == Cell::OptionalId || cell == Cell::Index || cell == Cell::Place
        || cell == Cell::Integer || cell == Cell::OptionalInteger || cell == Cell::Flag || cell == Cell::Forfeit;
}

/** A text cell's value checked as its kind of text requires; throws DbError. */
QVariant textCell(const QString &text, Cell cell)
{
    switch (cell) {
    case Cell::Label:
        if (const QString problem = io::nameTextProblem(QStringView(text), io::NameOrigin::Stored); !problem.isEmpty())
            throw DbError(problem);
        break;
    case Cell::Name:
        // The shared name rules of players add and the imports: no control characters, kept as cleanName keeps it.
        if (const QString problem = io::nameTextProblem(QStringView(text), io::NameOrigin::Stored); !problem.isEmpty())
            throw DbError(problem);
        if (cleanName(text).isEmpty())
            throw DbError(ErrorText::tr("a name cannot be empty"));
        if (cleanName(text) != text)
            throw DbError(ErrorText::tr("'%1' is not a name as Podium keeps it ('%2')").arg(text, cleanName(text)));
        break;
    case Cell::PlayedAt:
    case Cell::OptionalBound:
        if (text.isEmpty() || QString::fromStdString(io::normaliseDate(text.toStdString())) != text)
            throw DbError(ErrorText::tr("'%1' is not a date and time (YYYY-MM-DDTHH:MM:SS)").arg(text));
        break;
    case Cell::Timestamp:
        if (!QDateTime::fromString(text, Qt::ISODate).isValid())
            throw DbError(ErrorText::tr("'%1' is not a date and time (ISO 8601)").arg(text));
        break;
    case Cell::Kind:
        // parseGameKind throws InputError, which the caller turns into the same refusal.
        if (io::gameKindText(io::parseGameKind(text)) != text)
            throw DbError(ErrorText::tr("'%1' is not h2h, ffa or team").arg(text));
        break;
    case Cell::Format:
        if (formatName(parseFormat(text)) != text)
            throw DbError(ErrorText::tr("'%1' is not a format as Podium writes it").arg(text));
        break;
    case Cell::Status:
        if (text != QLatin1String("open") && text != QLatin1String("running") && text != QLatin1String("finished"))
            throw DbError(ErrorText::tr("'%1' is not open, running or finished").arg(text));
        break;
    default:
        break;
    }
    return QVariant(text);
}

} // namespace

/** The tables of a backup, parents before children, with their columns in the order they are restored. */
const std::vector<Table> &backupTables()
{
    static const std::vector<Table> tables {
        {QStringLiteral("disciplines"), {col("id", Cell::Id), col("name", Cell::Name), col("notes", Cell::Text)}},
        {QStringLiteral("players"),
         {col("id", Cell::Id), col("name", Cell::Name), col("display_name", Cell::Label),
          col("affiliation", Cell::Label), col("retired", Cell::Flag), col("notes", Cell::Text),
          col("created_at", Cell::Timestamp), col("known_rating", Cell::Index, 10),
          col("rating_system", Cell::Label, 10), col("rating_id", Cell::Label, 10), col("federation", Cell::Label, 10),
          col("title", Cell::Label, 10)}},
        {QStringLiteral("games"),
         {col("id", Cell::Id), col("discipline_id", Cell::Id), col("played_at", Cell::PlayedAt),
          col("kind", Cell::Kind), col("notes", Cell::Text), col("entered_at", Cell::Timestamp),
          col("external_id", Cell::OptionalText)}},
        {QStringLiteral("participants"),
         {col("game_id", Cell::Id), col("position", Cell::Index), col("player_id", Cell::Id), col("team", Cell::Text),
          col("rank", Cell::Place), col("score", Cell::OptionalNumber), col("minutes", Cell::OptionalNumber),
          col("rated", Cell::Flag)}},
        {QStringLiteral("leaderboards"),
         {col("id", Cell::Id), col("name", Cell::Name), col("discipline_id", Cell::OptionalId),
          col("algorithm", Cell::Text), col("params", Cell::Text), col("date_from", Cell::OptionalBound),
          col("date_to", Cell::OptionalBound), col("created_at", Cell::Timestamp)}},
        {QStringLiteral("events"),
         {col("id", Cell::Id), col("name", Cell::Name), col("discipline_id", Cell::Id),
          col("leaderboard_id", Cell::OptionalId), col("format", Cell::Format), col("rounds", Cell::Index),
          col("lobby_size", Cell::Index), col("options", Cell::Text), col("status", Cell::Status),
          col("created_at", Cell::Timestamp)},
         2},
        {QStringLiteral("event_entrants"),
         {col("event_id", Cell::Id), col("player_id", Cell::Id), col("seed", Cell::Integer), col("active", Cell::Flag)},
         2},
        {QStringLiteral("event_pairings"),
         {col("event_id", Cell::Id), col("round", Cell::Place), col("table_no", Cell::Place), col("side", Cell::Index),
          col("player_id", Cell::Id), col("game_id", Cell::OptionalId), col("bracket_match", Cell::OptionalInteger),
          col("score_before", Cell::Number), col("forfeit_rank", Cell::Forfeit, 3), col("half_bye", Cell::Flag, 3),
          col("drawn_games", Cell::Index, 5), col("note", Cell::Text, 5), col("zero_bye", Cell::Flag, 10)},
         2},
    };
    return tables;
}

/** The columns of a table as a backup of that schema version has them. */
std::vector<Column> columnsOfVersion(const Table &table, int version)
{
    std::vector<Column> kept;
    for (const Column &column : table.columns) {
        if (column.since <= version)
            kept.push_back(column);
    }
    return kept;
}

QStringList namesOf(const std::vector<Column> &columns)
{
    QStringList names;
    for (const Column &column : columns)
        names.append(column.name);
    return names;
}

/** The integer a JSON number holds, if it holds one exactly (2^53 at most, as a double keeps it). */
std::optional<qint64> integerOf(const QJsonValue &value)
{
    constexpr double kExact = 9007199254740992.0;
    const double d = value.toDouble();
    if (!value.isDouble() || !std::isfinite(d) || d != std::floor(d) || std::abs(d) > kExact)
        return std::nullopt;
    return static_cast<qint64>(d);
}

/** A JSON value as the backup has it, for a refusal: "first", 1.5, true. */
QString shown(const QJsonValue &value)
{
    const QString array = QString::fromUtf8(QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact));
    return array.mid(1).chopped(1);
}

/** The SQL value of one cell of a backup; throws DbError saying what the value must be. */
QVariant cellValue(const QJsonValue &value, Cell cell)
{
    // "" in a column that may be NULL is NULL too, as backups written before Podium kept NULL apart had it.
    if (isOptional(cell) && (value.isNull() || (value.isString() && value.toString().isEmpty())))
        return QVariant();
    if (value.isNull())
        throw DbError(ErrorText::tr("a value is required"));
    if (isIntegerCell(cell))
        return integerCell(value, cell);
    if (cell == Cell::Number || cell == Cell::OptionalNumber) {
        if (!value.isDouble() || !std::isfinite(value.toDouble()))
            throw DbError(ErrorText::tr("%1 is not a number").arg(shown(value)));
        return QVariant(value.toDouble());
    }
    if (!value.isString())
        throw DbError(ErrorText::tr("%1 is not text").arg(shown(value)));
    try {
        return textCell(value.toString(), cell);
    } catch (const io::InputError &error) {
        throw DbError(error.message());
    }
}

} // namespace podium::club::backup
