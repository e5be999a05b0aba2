// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/revisions.h"

#include "club/storetypes.h"
#include "store/database.h"

#include "store/statement.h"
#include <QSqlQuery>
#include <QVariant>

namespace podium::club {

namespace {

QString tableName(GuardedRow::Table table)
{
    switch (table) {
    case GuardedRow::Table::Games:
        return QStringLiteral("games");
    case GuardedRow::Table::Players:
        return QStringLiteral("players");
    case GuardedRow::Table::Leaderboards:
        return QStringLiteral("leaderboards");
    case GuardedRow::Table::Events:
        return QStringLiteral("events");
    }
    return {};
}

/** Prepares "<select> FROM table WHERE <the row>" with the row's values bound. */
Statement rowQuery(const Database &db, const GuardedRow &row, const QString &select)
{
    const bool byName = !row.name.isEmpty();
    auto query = db.prepare(QStringLiteral("%1 FROM %2 WHERE %3")
                                .arg(select, tableName(row.table),
                                     byName ? QStringLiteral("name = ?") : QStringLiteral("id BETWEEN ? AND ?")));
    if (byName) {
        query.addBindValue(row.name);
    } else {
        query.addBindValue(row.first);
        query.addBindValue(row.last);
    }
    return query;
}

bool isNone(const GuardedRow &row)
{
    return row.name.isEmpty() && row.first <= 0;
}

} // namespace

GuardedRow GuardedRow::game(qint64 id, const QString &what)
{
    return games(id, id, what);
}

GuardedRow GuardedRow::games(qint64 first, qint64 last, const QString &what)
{
    GuardedRow row;
    row.first = first;
    row.last = last;
    row.what = what;
    return row;
}

GuardedRow GuardedRow::named(Table table, const QString &name, const QString &what)
{
    GuardedRow row;
    row.table = table;
    row.name = name;
    row.what = what;
    return row;
}

qint64 revisionOf(const Database &db, const GuardedRow &row)
{
    if (isNone(row))
        return kNoRow;
    Statement query = rowQuery(db, row, QStringLiteral("SELECT count(*), min(revision), max(revision)"));
    Database::exec(query);
    if (!query.next() || query.value(0).toLongLong() == 0)
        return kNoRow;
    const qint64 count = query.value(0).toLongLong();
    const qint64 lowest = query.value(1).toLongLong();
    if (lowest != query.value(2).toLongLong() || (row.name.isEmpty() && count != row.last - row.first + 1))
        return kMixedRevisions;
    return lowest;
}

void setRevision(const Database &db, const GuardedRow &row, qint64 revision)
{
    if (isNone(row))
        return;
    auto query
        = db.prepare(QStringLiteral("UPDATE %1 SET revision = ? WHERE %2")
                         .arg(tableName(row.table),
                              row.name.isEmpty() ? QStringLiteral("id BETWEEN ? AND ?") : QStringLiteral("name = ?")));
    query.addBindValue(revision);
    if (row.name.isEmpty()) {
        query.addBindValue(row.first);
        query.addBindValue(row.last);
    } else {
        query.addBindValue(row.name);
    }
    Database::exec(query);
}

QString journalText(const Database &db, const GuardedRow &row)
{
    if (isNone(row))
        return {};
    Statement query = rowQuery(db, row, QStringLiteral("SELECT min(id), max(id)"));
    Database::exec(query);
    if (!query.next() || query.value(0).isNull())
        return {};
    const qint64 first = query.value(0).toLongLong();
    const qint64 last = query.value(1).toLongLong();
    return first == last ? QStringLiteral("%1 %2").arg(tableName(row.table)).arg(first)
                         : QStringLiteral("%1 %2-%3").arg(tableName(row.table)).arg(first).arg(last);
}

} // namespace podium::club
