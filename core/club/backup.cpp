// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The JSON backup of a whole club, and its restore: every value of every row is checked with the rules the club's
// own commands apply (games add, leaderboard create, players add, events) before the club is used (M5).
#include "club/exchange.h"

#include "club/eventformat.h"
#include "club/events.h"
#include "club/eventstate.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "io/errortext.h"
#include "io/inputerror.h"
#include "io/interchangecsv.h"
#include "io/textcheck.h"
#include "io/textinput.h"
#include "store/database.h"
#include "store/dberror.h"
#include "store/schema.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <climits>
#include <cmath>
#include <optional>
#include <unordered_map>

namespace podium::db {

namespace {

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

Column col(const char *name, Cell cell, int since = 1)
{
    return {QString::fromLatin1(name), cell, since};
}

/** The tables of a backup, parents before children, with their columns in the order they are restored. */
const std::vector<Table> &backupTables()
{
    static const std::vector<Table> tables {
        {QStringLiteral("disciplines"), {col("id", Cell::Id), col("name", Cell::Name), col("notes", Cell::Text)}},
        {QStringLiteral("players"),
         {col("id", Cell::Id), col("name", Cell::Name), col("display_name", Cell::Label),
          col("affiliation", Cell::Label), col("retired", Cell::Flag), col("notes", Cell::Text),
          col("created_at", Cell::Timestamp)}},
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
          col("drawn_games", Cell::Index, 5), col("note", Cell::Text, 5)},
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

bool isOptional(Cell cell)
{
    return cell == Cell::OptionalId || cell == Cell::OptionalInteger || cell == Cell::Forfeit
        || cell == Cell::OptionalNumber || cell == Cell::OptionalText || cell == Cell::OptionalBound;
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

/** A JSON value as the backup has it, for a refusal: "first", 1.5, true. */
QString shown(const QJsonValue &value)
{
    const QString array = QString::fromUtf8(QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact));
    return array.mid(1).chopped(1);
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
        if (const QString problem = io::nameTextProblem(QStringView(text)); !problem.isEmpty())
            throw DbError(problem);
        break;
    case Cell::Name:
        // The shared name rules of players add and the imports: no control characters, kept as cleanName keeps it.
        if (const QString problem = io::nameTextProblem(QStringView(text)); !problem.isEmpty())
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

/** Where a problem of a backup is: "FILE: TABLE, row N[, FIELD]" (rows from 1, as a person counts them). */
QString place(const QString &fileName, const QString &table, qsizetype row, const QString &field = {})
{
    QString where = ErrorText::tr("%1: %2, row %3").arg(fileName, table).arg(row);
    return field.isEmpty() ? where : where + QStringLiteral(", ") + field;
}

/** The rows of one table of a backup: {"columns": [...], "rows": [[...], ...]}, both required; throws InputError. */
QJsonArray rowsOf(const QJsonObject &root, const QString &table, const QStringList &columns, const QString &fileName)
{
    const QJsonValue data = root.value(table);
    if (!data.isObject())
        throw io::InputError(fileName, ErrorText::tr("%1: the table is missing").arg(table));
    if (data.toObject().value(QStringLiteral("columns")).toArray() != QJsonArray::fromStringList(columns))
        throw io::InputError(fileName, ErrorText::tr("%1: unexpected columns").arg(table));
    const QJsonValue rows = data.toObject().value(QStringLiteral("rows"));
    if (!rows.isArray())
        throw io::InputError(fileName, ErrorText::tr("%1: rows is not an array").arg(table));
    return rows.toArray();
}

/** Inserts the rows of one table of a backup, each value checked first; throws InputError naming the table, the
 *  row and the field. */
void restoreTable(const Database &db, const QString &table, const std::vector<Column> &columns, const QJsonArray &rows,
                  const QString &fileName)
{
    const QStringList names = namesOf(columns);
    QSqlQuery insert = db.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                                      .arg(table, names.join(QStringLiteral(", ")),
                                           QStringList(names.size(), QStringLiteral("?")).join(QStringLiteral(", "))));
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const QJsonArray row = rows.at(r).toArray();
        if (!rows.at(r).isArray() || row.size() != names.size())
            throw io::InputError(place(fileName, table, r + 1), ErrorText::tr("expected %1 values").arg(names.size()));
        for (qsizetype c = 0; c < row.size(); ++c) {
            try {
                insert.addBindValue(cellValue(row.at(c), columns[static_cast<std::size_t>(c)].cell));
            } catch (const DbError &error) {
                throw io::InputError(place(fileName, table, r + 1, names.at(c)), error.message());
            }
        }
        try {
            Database::exec(insert);
        } catch (const DbError &e) {
            throw io::InputError(place(fileName, table, r + 1), e.message());
        }
    }
}

/** The row (from 1) of each id of a table whose first column is its id. */
std::unordered_map<qint64, qsizetype> rowsById(const QJsonArray &rows)
{
    std::unordered_map<qint64, qsizetype> index;
    for (qsizetype r = 0; r < rows.size(); ++r)
        index.emplace(static_cast<qint64>(rows.at(r).toArray().at(0).toDouble()), r + 1);
    return index;
}

/** Player and discipline names through the checks a new name meets in players add and games add (Players::ensure,
 *  ensureDiscipline), which find each restored row: so every rule those checks have applies to a restore too. */
void checkNames(const Database &db, const QJsonArray &players, const QJsonArray &disciplines, const QString &fileName)
{
    Players known(db);
    for (qsizetype r = 0; r < players.size(); ++r) {
        try {
            known.ensure(players.at(r).toArray().at(1).toString());
        } catch (const DbError &error) {
            throw io::InputError(place(fileName, QStringLiteral("players"), r + 1), error.message());
        }
    }
    for (qsizetype r = 0; r < disciplines.size(); ++r) {
        try {
            ensureDiscipline(db, disciplines.at(r).toArray().at(1).toString());
        } catch (const DbError &error) {
            throw io::InputError(place(fileName, QStringLiteral("disciplines"), r + 1), error.message());
        }
    }
}

/** Every game as games add checks one: a date, sides, ranks from 1, a player once, h2h of two (M5). */
void checkGames(const Database &db, const QJsonArray &rows, const QString &fileName)
{
    const std::unordered_map<qint64, qsizetype> rowOf = rowsById(rows);
    std::vector<GameRecord> games = Games(db).list();
    std::sort(games.begin(), games.end(), [&](const GameRecord &a, const GameRecord &b) { return a.id < b.id; });
    for (const GameRecord &g : games) {
        try {
            checkGame(g.game);
        } catch (const DbError &error) {
            throw io::InputError(place(fileName, QStringLiteral("games"), rowOf.at(g.id)),
                                 ErrorText::tr("game %1: %2").arg(g.id).arg(error.message()));
        }
    }
}

/** Parameters as Podium writes them: a JSON object of text values ("" or {} for none); throws DbError. */
rating::ParamList strictParams(const QString &text)
{
    rating::ParamList params;
    if (text.isEmpty())
        return params;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        throw DbError(ErrorText::tr("'%1' is not a list of parameters ({\"name\": \"value\", ...})").arg(text));
    const QJsonObject object = document.object();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!it.value().isString())
            throw DbError(ErrorText::tr("parameter %1: its value is not text").arg(it.key()));
        params.emplace_back(it.key().toStdString(), it.value().toString().toStdString());
    }
    return params;
}

/** Every leaderboard as leaderboard create checks it (a known algorithm, valid parameters, the engine's own parsing)
 *  and able to rate every game in its scope: its replay is the gate every game passes (M5). */
void checkLeaderboards(const Database &db, const QJsonArray &rows, const QString &fileName)
{
    const QString table = QStringLiteral("leaderboards");
    Leaderboards leaderboards(db);
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const QString name = rows.at(r).toArray().at(1).toString();
        LeaderboardRecord record = leaderboards.get(name);
        try {
            record.params = strictParams(rows.at(r).toArray().at(4).toString());
        } catch (const DbError &error) {
            throw io::InputError(place(fileName, table, r + 1, QStringLiteral("params")), error.message());
        }
        try {
            ratingSystemOf(record);
        } catch (const DbError &error) {
            throw io::InputError(place(fileName, table, r + 1, QStringLiteral("algorithm, params")), error.message());
        }
        try {
            leaderboards.rebuild(record);
        } catch (const DbError &error) {
            throw io::InputError(place(fileName, table, r + 1), error.message());
        }
    }
}

/** The first row of a query's one result column that names a row of event_pairings, or 0. */
qsizetype firstPairingRow(const Database &db, const QString &condition, const QJsonArray &rows)
{
    QSqlQuery query
        = db.prepare(QStringLiteral("SELECT event_id, round, player_id FROM event_pairings p WHERE ") + condition);
    Database::exec(query);
    qsizetype first = 0;
    while (query.next()) {
        for (qsizetype r = 0; r < rows.size(); ++r) {
            const QJsonArray row = rows.at(r).toArray();
            if (row.at(0).toDouble() == query.value(0).toDouble() && row.at(1).toDouble() == query.value(1).toDouble()
                && row.at(4).toDouble() == query.value(2).toDouble() && (first == 0 || r + 1 < first))
                first = r + 1;
        }
    }
    return first;
}

/** Events as the Events page makes them: options it reads, and pairings of its own entrants at its own games. */
void checkEvents(const Database &db, const QJsonArray &events, const QJsonArray &pairings, const QString &fileName)
{
    for (qsizetype r = 0; r < events.size(); ++r) {
        try {
            detail::optionsFrom(events.at(r).toArray().at(7).toString());
        } catch (const DbError &error) {
            throw io::InputError(place(fileName, QStringLiteral("events"), r + 1, QStringLiteral("options")),
                                 error.message());
        }
    }
    const std::pair<QString, QString> rules[] = {
        {QStringLiteral("NOT EXISTS (SELECT 1 FROM event_entrants e WHERE e.event_id = p.event_id"
                        " AND e.player_id = p.player_id)"),
         ErrorText::tr("player_id: the player is not an entrant of the event")},
        {QStringLiteral("p.game_id IS NOT NULL AND (p.side = 0 OR p.forfeit_rank IS NOT NULL)"),
         ErrorText::tr("game_id: a bye or a forfeit has no game")},
        {QStringLiteral("p.game_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM participants x JOIN games g ON g.id ="
                        " x.game_id JOIN events e ON e.id = p.event_id WHERE x.game_id = p.game_id AND x.player_id ="
                        " p.player_id AND g.discipline_id = e.discipline_id)"),
         ErrorText::tr("game_id: the player did not play that game in the event's discipline")},
    };
    for (const auto &[condition, message] : rules) {
        if (const qsizetype row = firstPairingRow(db, condition, pairings))
            throw io::InputError(place(fileName, QStringLiteral("event_pairings"), row), message);
    }
}

/** Refuses a club that is not empty (DbError). */
void requireEmpty(const Database &db)
{
    QSqlQuery existing
        = db.prepare(QStringLiteral("SELECT (SELECT count(*) FROM players) + (SELECT count(*) FROM games)"
                                    " + (SELECT count(*) FROM leaderboards)"));
    Database::exec(existing);
    if (existing.next() && existing.value(0).toInt() > 0)
        throw DbError(ErrorText::tr("%1 is not empty; restore into a new database (init it first)").arg(db.path()));
}

/** The schema version of a backup: required, a whole number this build knows; throws InputError. */
int backupVersion(const QJsonObject &root, const QString &fileName)
{
    const QJsonValue value = root.value(QStringLiteral("schema_version"));
    const std::optional<qint64> version = integerOf(value);
    if (!version || *version < 1)
        throw io::InputError(fileName, ErrorText::tr("schema_version: a whole number from 1 is required"));
    if (*version > Database::currentSchemaVersion())
        throw io::InputError(fileName,
                             ErrorText::tr("the backup comes from a newer Podium (schema version %1)").arg(*version));
    return static_cast<int>(*version);
}

} // namespace

QByteArray backupJson(const Database &db)
{
    QJsonObject root {{QStringLiteral("podium_backup"), 1}, {QStringLiteral("schema_version"), db.schemaVersion()}};
    for (const Table &table : backupTables()) {
        const QStringList columns = namesOf(table.columns);
        const QString order = table.name.startsWith(QLatin1String("event_")) ? columns.join(QStringLiteral(", "))
            : table.name == QLatin1String("participants")                    ? QStringLiteral("game_id, position")
                                                                             : columns.first();
        QSqlQuery query = db.prepare(
            QStringLiteral("SELECT %1 FROM %2 ORDER BY %3").arg(columns.join(QStringLiteral(", ")), table.name, order));
        Database::exec(query);
        QJsonArray rows;
        while (query.next()) {
            QJsonArray row;
            for (int c = 0; c < columns.size(); ++c) {
                // SQL NULL is JSON null (fromVariant would turn a null text into "").
                const QVariant value = query.value(c);
                row.append(value.isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue::fromVariant(value));
            }
            rows.append(row);
        }
        root.insert(table.name,
                    QJsonObject {{QStringLiteral("columns"), QJsonArray::fromStringList(columns)},
                                 {QStringLiteral("rows"), rows}});
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

void restoreJson(const Database &db, const QByteArray &json, const QString &fileName)
{
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(json, &error).object();
    const std::optional<qint64> format = integerOf(root.value(QStringLiteral("podium_backup")));
    if (error.error != QJsonParseError::NoError || format != 1)
        throw io::InputError(fileName, ErrorText::tr("not a Podium backup"));
    const int version = backupVersion(root, fileName);
    requireEmpty(db);
    Transaction transaction(db);
    std::map<QString, QJsonArray> rows;
    for (const Table &table : backupTables()) {
        if (version < table.since)
            continue; // a backup from before events
        // A backup of an older schema lacks the columns added since; they take their defaults.
        const std::vector<Column> columns = columnsOfVersion(table, version);
        rows[table.name] = rowsOf(root, table.name, namesOf(columns), fileName);
        restoreTable(db, table.name, columns, rows[table.name], fileName);
    }
    checkNames(db, rows[QStringLiteral("players")], rows[QStringLiteral("disciplines")], fileName);
    checkGames(db, rows[QStringLiteral("games")], fileName);
    checkLeaderboards(db, rows[QStringLiteral("leaderboards")], fileName);
    checkEvents(db, rows[QStringLiteral("events")], rows[QStringLiteral("event_pairings")], fileName);
    giveGamesExternalIds(db); // games of a backup from before version 4
    transaction.commit();
}

} // namespace podium::db
