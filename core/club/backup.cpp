// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The JSON backup of a whole club, and its restore: every value of every row is checked with the rules the club's
// own commands apply (games add, leaderboard create, players add, events) before the club is used (M5).
#include "club/exchange.h"

#include "club/backuptables.h"

#include "club/events/eventformat.h"
#include "club/events/events.h"
#include "club/events/eventstate.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "club/storetypes.h"
#include "io/errortext.h"
#include "io/inputerror.h"
#include "io/textcheck.h"
#include "io/textinput.h"
#include "store/backend.h"
#include "store/database.h"
#include "store/dberror.h"
#include "store/schema.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <climits>
#include <cmath>
#include <functional>
#include <map>
#include <optional>
#include <unordered_map>

namespace podium::club {

using store::giveGamesExternalIds;

namespace {

using namespace backup;

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

/** What the database's refusal of a row means, in the user's words: which values of the row clash (L4 of the
 *  reliability review: "UNIQUE constraint failed: players.name Unable to fetch row (in: INSERT ..." said nothing to a
 *  user). */
QString constraintText(const store::RowRefusal &refusal, const QStringList &names, const QJsonArray &row)
{
    using Rule = store::RowRefusal::Rule;
    if (refusal.rule == Rule::Unique) {
        QStringList values;
        QStringList columns;
        for (const QString &column : refusal.columns) {
            if (const qsizetype c = names.indexOf(column); c >= 0) {
                columns.append(column);
                values.append(shown(row.at(c)));
            }
        }
        if (!columns.isEmpty())
            return ErrorText::tr("an earlier row has the same %1 (%2)")
                .arg(columns.join(QStringLiteral(", ")), values.join(QStringLiteral(", ")));
    }
    if (refusal.rule == Rule::Reference) {
        QStringList references; // the columns that name a row of another table
        for (qsizetype c = 0; c < names.size(); ++c) {
            if (names.at(c).endsWith(QLatin1String("_id")))
                references.append(names.at(c) + QLatin1Char(' ') + shown(row.at(c)));
        }
        return ErrorText::tr("it refers to a row that is not in the backup (one of %1)")
            .arg(references.join(QStringLiteral(", ")));
    }
    if (refusal.rule == Rule::Check)
        return ErrorText::tr("a value breaks a rule of the table (%1)").arg(refusal.check);
    return ErrorText::tr("the row cannot be stored: %1").arg(refusal.text);
}

/** Inserts the rows of one table of a backup, each value checked first; throws InputError naming the table, the
 *  row and the field. */
void restoreTable(const Database &db, const QString &table, const std::vector<Column> &columns, const QJsonArray &rows,
                  const QString &fileName)
{
    const QStringList names = namesOf(columns);
    auto insert = db.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
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
        if (!insert.tryExec())
            throw io::InputError(place(fileName, table, r + 1),
                                 constraintText(db.backend().rowRefusal(insert.lastError()), names, row));
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
    // A name an earlier Podium stored with a format character (io::NameOrigin::Stored) is in the club already,
    // checked as a stored name cell is (textCell): the rules of a new name are not its to meet.
    const auto stored = [](const QString &name) {
        return !io::nameTextProblem(QStringView(name)).isEmpty()
            && io::nameTextProblem(QStringView(name), io::NameOrigin::Stored).isEmpty();
    };
    for (qsizetype r = 0; r < players.size(); ++r) {
        if (stored(players.at(r).toArray().at(1).toString()))
            continue;
        try {
            known.ensure(players.at(r).toArray().at(1).toString());
        } catch (const DbError &error) {
            throw io::InputError(place(fileName, QStringLiteral("players"), r + 1), error.message());
        }
    }
    for (qsizetype r = 0; r < disciplines.size(); ++r) {
        if (stored(disciplines.at(r).toArray().at(1).toString()))
            continue;
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
            checkGame(g.game, io::NameOrigin::Stored);
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
    try {
        io::parseJsonText(text.toUtf8()); // a parameter given twice: JSON would keep the last one silently (L3)
    } catch (const io::InputError &twice) {
        throw DbError(ErrorText::tr("'%1': %2").arg(text, twice.message()));
    }
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
    auto query
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

/** Entrants with a starting rank each: two equal seeds in one event would be exported to TRF as one starting
 *  rank twice, a file that no import takes (L3). */
void checkSeeds(const QJsonArray &entrants, const QString &fileName)
{
    std::map<std::pair<qint64, qint64>, qsizetype> rowOf;
    for (qsizetype r = 0; r < entrants.size(); ++r) {
        const QJsonArray row = entrants.at(r).toArray();
        const auto key = std::make_pair(qint64(row.at(0).toDouble()), qint64(row.at(2).toDouble()));
        const auto [it, added] = rowOf.emplace(key, r + 1);
        if (!added)
            throw io::InputError(
                place(fileName, QStringLiteral("event_entrants"), r + 1, QStringLiteral("seed")),
                ErrorText::tr("seed %1 is also that of row %2 in the same event").arg(key.second).arg(it->second));
    }
}

/** Events as the Events page makes them: options it reads, and pairings of its own entrants at its own games. */
void checkEvents(const Database &db, const QJsonArray &events, const QJsonArray &entrants, const QJsonArray &pairings,
                 const QString &fileName)
{
    for (qsizetype r = 0; r < events.size(); ++r) {
        try {
            // Only what the options say is checked here, not the points rule (checkEventPoints): a backup restores
            // every club an earlier Podium made, and those let any finite points be stored (even the New Event
            // dialog's 100, one more than a TRF file holds). The rule is applied where points come in.
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
        {QStringLiteral("p.side > (SELECT count(*) FROM event_pairings q WHERE q.event_id = p.event_id AND q.round ="
                        " p.round AND q.table_no = p.table_no)"),
         ErrorText::tr("side: the table has fewer seats than that")},
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
    checkSeeds(entrants, fileName);
}

/** Refuses a club that is not empty (DbError). */
void requireEmpty(const Database &db)
{
    auto existing = db.prepare(QStringLiteral("SELECT (SELECT count(*) FROM players) + (SELECT count(*) FROM games)"
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

/** Refuses a table the backup's schema version does not have: one Podium does not know (it would be ignored), or
 *  one of a later version than schema_version says (a lowered schema_version silently dropped every event, L3). */
void checkTableNames(const QJsonObject &root, int version, const QString &fileName)
{
    for (const QString &key : root.keys()) {
        if (key == QLatin1String("podium_backup") || key == QLatin1String("schema_version"))
            continue;
        const auto &tables = backupTables();
        const auto table = std::find_if(tables.begin(), tables.end(), [&](const Table &t) { return t.name == key; });
        if (table == tables.end())
            throw io::InputError(fileName, ErrorText::tr("%1: Podium has no such table").arg(key));
        if (table->since > version)
            throw io::InputError(fileName,
                                 ErrorText::tr("%1: a backup of schema version %2 has no such table (it "
                                               "came with version %3): schema_version is wrong")
                                     .arg(key)
                                     .arg(version)
                                     .arg(table->since));
    }
}

/** Visits every row of every table in the order a backup has them, with its values as the backup writes them. */
void eachRow(const Database &db, const std::function<void(const Table &, qsizetype, const QJsonArray &)> &visit)
{
    for (const Table &table : backupTables()) {
        const QStringList columns = namesOf(table.columns);
        const QString order = table.name.startsWith(QLatin1String("event_")) ? columns.join(QStringLiteral(", "))
            : table.name == QLatin1String("participants")                    ? QStringLiteral("game_id, position")
                                                                             : columns.first();
        auto query = db.prepare(
            QStringLiteral("SELECT %1 FROM %2 ORDER BY %3").arg(columns.join(QStringLiteral(", ")), table.name, order));
        Database::exec(query);
        for (qsizetype row = 1; query.next(); ++row) {
            QJsonArray values;
            for (int c = 0; c < columns.size(); ++c) {
                // SQL NULL is JSON null (fromVariant would turn a null text into "").
                const QVariant value = query.value(c);
                values.append(value.isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue::fromVariant(value));
            }
            visit(table, row, values);
        }
    }
}

/** The first value of a row that its restore would refuse, as "FIELD: WHY"; empty when there is none. */
QString cellProblem(const Table &table, const QJsonArray &values)
{
    for (qsizetype c = 0; c < values.size(); ++c) {
        const Column &column = table.columns[static_cast<std::size_t>(c)];
        try {
            cellValue(values.at(c), column.cell);
        } catch (const DbError &error) {
            return column.name + QStringLiteral(": ") + error.message();
        }
    }
    return {};
}

} // namespace

QStringList backupProblems(const Database &db, int most)
{
    QStringList problems;
    eachRow(db, [&](const Table &table, qsizetype row, const QJsonArray &values) {
        if (problems.size() < most) {
            if (const QString problem = cellProblem(table, values); !problem.isEmpty())
                problems.append(ErrorText::tr("table %1, row %2 (%3 %4), %5")
                                    .arg(table.name)
                                    .arg(row)
                                    .arg(table.columns.front().name, shown(values.at(0)), problem));
        }
    });
    auto seeds = db.prepare(QStringLiteral("SELECT e.name, x.seed FROM event_entrants x JOIN events e ON e.id ="
                                           " x.event_id GROUP BY x.event_id, e.name, x.seed HAVING count(*) > 1"));
    Database::exec(seeds);
    while (seeds.next() && problems.size() < most)
        problems.append(ErrorText::tr("event %1: two entrants have the seed %2")
                            .arg(seeds.value(0).toString(), seeds.value(1).toString()));
    return problems;
}

QByteArray backupJson(const Database &db)
{
    // A damaged file reads back with rows missing, and a restore refuses what it gives (M7): no backup of it.
    if (const QString damage = db.backend().quickDamage(db); !damage.isEmpty())
        throw DbError(
            ErrorText::tr("%1: the club is damaged (%2): run check; no backup was written").arg(db.path(), damage));
    QJsonObject root {{QStringLiteral("podium_backup"), 1}, {QStringLiteral("schema_version"), db.schemaVersion()}};
    std::map<QString, QJsonArray> tables;
    eachRow(db, [&](const Table &table, qsizetype row, const QJsonArray &values) {
        // Each value meets the rule its restore applies, or the backup is not written: it would not restore.
        if (const QString problem = cellProblem(table, values); !problem.isEmpty())
            throw DbError(ErrorText::tr("%1: table %2, row %3, %4; a restore would refuse the backup: run check; no "
                                        "backup was written")
                              .arg(db.path(), table.name)
                              .arg(row)
                              .arg(problem));
        tables[table.name].append(values);
    });
    for (const Table &table : backupTables()) {
        root.insert(table.name,
                    QJsonObject {{QStringLiteral("columns"), QJsonArray::fromStringList(namesOf(table.columns))},
                                 {QStringLiteral("rows"), tables[table.name]}});
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
    // Podium never writes a lone surrogate, which QJsonDocument has just made U+FFFD without a word.
    io::requireNoLoneSurrogate(std::string_view(json.constData(), static_cast<std::size_t>(json.size())), fileName);
    const int version = backupVersion(root, fileName);
    checkTableNames(root, version, fileName);
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
    checkEvents(db, rows[QStringLiteral("events")], rows[QStringLiteral("event_entrants")],
                rows[QStringLiteral("event_pairings")], fileName);
    giveGamesExternalIds(db); // games of a backup from before version 4
    transaction.commit();
}

} // namespace podium::club
