// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QString>
#include <QStringList>

#include <map>
#include <vector>

namespace podium::store {

class Database;

/** One column of a table as the database describes it. */
struct SchemaColumn
{
    QString name;
    QString declaration; ///< type, NOT NULL, default, primary key position and hidden flag
    bool operator==(const SchemaColumn &) const = default;
};

/** One table, index, trigger or view as the database's schema holds it. */
struct SchemaObject
{
    QString type;
    QString table; ///< tbl_name: the table an index or trigger belongs to
    QString sql; ///< NULL (empty) for the indexes SQLite makes for UNIQUE and PRIMARY KEY
    std::vector<SchemaColumn> columns; ///< a table's only
    bool operator==(const SchemaObject &) const = default;
};

/** A whole schema, by object name. */
using SchemaDescription = std::map<QString, SchemaObject>;

/** A table of the club's own (not a virtual table and the like): the one kind whose columns are described. */
bool isOrdinaryTable(const SchemaObject &object);

/**
 * What the club holds: every object of its schema and every table's columns (Backend::describeSchema). Only the
 * schema is read, so nothing the club defines (a view, a trigger) runs.
 */
SchemaDescription describeSchema(const Database &db);

/**
 * The schema a file of this version (1 up to Database::currentSchemaVersion()) must have: the migrations 1 to
 * version run on an empty database in memory, once per process, so that it never drifts from the migrations.
 */
const SchemaDescription &expectedSchema(int version);

/**
 * How the file's schema differs from the one its version must have, one phrase for the user each ("an extra
 * trigger spy on games"); empty when it is the same.
 */
QStringList schemaDifferences(const Database &db, int version);

} // namespace podium::store
