// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "store/schemacheck.h"

#include "io/errortext.h"
#include "store/backend.h"
#include "store/database.h"
#include "store/dberror.h"
#include "store/schema.h"

#include <QSqlQuery>
#include <QVariant>

#include <map>
#include <mutex>
#include <set>

namespace podium::store {

namespace {

/** Only an ordinary table's columns are read: table_xinfo on a virtual table would call into its module. */
QString typeWord(const QString &type)
{
    if (type == QLatin1String("table"))
        return ErrorText::tr("table");
    if (type == QLatin1String("index"))
        return ErrorText::tr("index");
    if (type == QLatin1String("trigger"))
        return ErrorText::tr("trigger");
    if (type == QLatin1String("view"))
        return ErrorText::tr("view");
    return type;
}

QString extraObject(const QString &name, const SchemaObject &object)
{
    if (object.type == QLatin1String("index") || object.type == QLatin1String("trigger"))
        return ErrorText::tr("an extra %1 %2 on %3").arg(typeWord(object.type), name, object.table);
    return ErrorText::tr("an extra %1 %2").arg(typeWord(object.type), name);
}

const SchemaColumn *findColumn(const std::vector<SchemaColumn> &columns, const QString &name)
{
    for (const SchemaColumn &column : columns) {
        if (column.name == name)
            return &column;
    }
    return nullptr;
}

QStringList columnDifferences(const QString &table, const std::vector<SchemaColumn> &have,
                              const std::vector<SchemaColumn> &want)
{
    QStringList differences;
    for (const SchemaColumn &column : want) {
        const SchemaColumn *found = findColumn(have, column.name);
        if (!found)
            differences.append(ErrorText::tr("the column %1.%2 is missing").arg(table, column.name));
        else if (!(*found == column))
            differences.append(ErrorText::tr("the column %1.%2 is declared differently").arg(table, column.name));
    }
    for (const SchemaColumn &column : have) {
        if (!findColumn(want, column.name))
            differences.append(ErrorText::tr("an extra column %1.%2").arg(table, column.name));
    }
    return differences;
}

bool runsOrStandsIn(const SchemaObject &object)
{
    return object.type == QLatin1String("trigger") || object.type == QLatin1String("view");
}

/** What differs between two objects of the same name and type; empty when they are the same. */
QStringList objectDifferences(const QString &name, const SchemaObject &have, const SchemaObject &want)
{
    if (have.sql == want.sql && have.table == want.table)
        return {};
    QStringList differences;
    if (isOrdinaryTable(want))
        differences = columnDifferences(name, have.columns, want.columns);
    if (differences.isEmpty()) // a changed constraint, or an index on other columns
        differences.append(ErrorText::tr("the %1 %2 is declared differently").arg(typeWord(want.type), name));
    return differences;
}

} // namespace

bool isOrdinaryTable(const SchemaObject &object)
{
    return object.type == QLatin1String("table") && object.sql.startsWith(QLatin1String("CREATE TABLE"));
}

SchemaDescription describeSchema(const Database &db)
{
    return db.backend().describeSchema(db);
}

const SchemaDescription &expectedSchema(int version)
{
    // Each version's schema is built once, the first time a file of it is opened, and only that one: the
    // migrations up to it run in memory (a podium-cli command opens one club and checks one version; describing
    // every version took most of the time a command needs to open a club). The import job opens its own
    // connection on a worker thread, hence the lock.
    static std::mutex mutex;
    static std::map<int, SchemaDescription> built;
    const std::lock_guard lock(mutex);
    if (const auto found = built.find(version); found != built.end())
        return found->second;
    if (version < 0 || static_cast<std::size_t>(version) > migrations().size())
        throw DbError(ErrorText::tr("schema version %1 is unknown").arg(version));
    SchemaDescription description;
    if (version > 0) {
        const std::unique_ptr<Database> scratch = Database::openInMemory();
        for (std::size_t step = 0; step < static_cast<std::size_t>(version); ++step)
            migrations()[step](*scratch);
        description = describeSchema(*scratch);
    }
    return built.emplace(version, std::move(description)).first->second; // a map's elements stay where they are
}

QStringList schemaDifferences(const Database &db, int version)
{
    const SchemaDescription have = describeSchema(db);
    const SchemaDescription &want = expectedSchema(version);
    std::set<QString> names;
    for (const auto &entry : have)
        names.insert(entry.first);
    for (const auto &entry : want)
        names.insert(entry.first);
    // What can run or stand in for Podium's data (a trigger, a view) first: with many differences, the message
    // shows only the first few.
    QStringList first, rest;
    for (const QString &name : names) {
        const auto found = have.find(name);
        const auto wanted = want.find(name);
        if (found == have.end())
            rest.append(ErrorText::tr("the %1 %2 is missing").arg(typeWord(wanted->second.type), name));
        else if (wanted == want.end())
            (runsOrStandsIn(found->second) ? first : rest).append(extraObject(name, found->second));
        else if (found->second.type != wanted->second.type)
            first.append(ErrorText::tr("%1 is a %2, not a %3")
                             .arg(name, typeWord(found->second.type), typeWord(wanted->second.type)));
        else
            rest.append(objectDifferences(name, found->second, wanted->second));
    }
    return first + rest;
}

} // namespace podium::store
