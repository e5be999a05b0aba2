// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/events/eventsnapshot.h"

#include "club/storetypes.h"
#include "io/errortext.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QSqlQuery>
#include <QSqlRecord>

namespace podium::club {

namespace {

/** The tables that hold an event, with the column that names it. */
constexpr std::pair<const char *, const char *> kEventTables[] {
    {"events", "id"}, {"event_entrants", "event_id"}, {"event_pairings", "event_id"}};

/** References that may have gone since the snapshot (deleted with SET NULL semantics in the schema). */
QString valueFor(const QString &column)
{
    if (column == QLatin1String("game_id"))
        return QStringLiteral("(SELECT id FROM games WHERE id = ?)");
    if (column == QLatin1String("leaderboard_id"))
        return QStringLiteral("(SELECT id FROM leaderboards WHERE id = ?)");
    return QStringLiteral("?");
}

EventSnapshot::Rows readRows(const Database &db, const QString &table, const QString &key, qint64 id)
{
    auto query = db.prepare(QStringLiteral("SELECT * FROM %1 WHERE %2 = ?").arg(table, key));
    query.addBindValue(id);
    Database::exec(query);
    EventSnapshot::Rows rows {table, {}, {}};
    const QSqlRecord record = query.record();
    for (int c = 0; c < record.count(); ++c)
        rows.columns.append(record.fieldName(c));
    while (query.next()) {
        QVariantList values;
        for (int c = 0; c < record.count(); ++c)
            values.append(query.value(c));
        rows.rows.push_back(std::move(values));
    }
    return rows;
}

} // namespace

EventSnapshot snapshotEvent(const Database &db, const QString &name)
{
    auto find = db.prepare(QStringLiteral("SELECT id, name FROM events WHERE name = ?")); // COLLATE NOCASE
    find.addBindValue(name.trimmed());
    Database::exec(find);
    if (!find.next())
        throw DbError(ErrorText::tr("there is no event called '%1'").arg(name.trimmed()));
    EventSnapshot snapshot {find.value(1).toString(), {}};
    for (const auto &[table, key] : kEventTables)
        snapshot.tables.push_back(readRows(db, QLatin1String(table), QLatin1String(key), find.value(0).toLongLong()));
    return snapshot;
}

void restoreEvent(const Database &db, const EventSnapshot &snapshot)
{
    auto taken = db.prepare(QStringLiteral("SELECT 1 FROM events WHERE name = ?"));
    taken.addBindValue(snapshot.name);
    Database::exec(taken);
    if (taken.next())
        throw DbError(ErrorText::tr("there is an event called '%1' again; the deleted one cannot come back under "
                                    "that name")
                          .arg(snapshot.name));
    Transaction transaction(db);
    for (const EventSnapshot::Rows &rows : snapshot.tables) {
        QStringList values;
        for (const QString &column : rows.columns)
            values.append(valueFor(column));
        auto insert = db.prepare(
            QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                .arg(rows.table, rows.columns.join(QStringLiteral(", ")), values.join(QStringLiteral(", "))));
        for (const QVariantList &row : rows.rows) {
            for (const QVariant &value : row)
                insert.addBindValue(value);
            Database::exec(insert);
        }
    }
    transaction.commit();
}

} // namespace podium::club
