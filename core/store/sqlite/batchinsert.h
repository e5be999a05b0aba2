// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "store/bulk.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <string_view>
#include <variant>

struct sqlite3;
struct sqlite3_stmt;

namespace podium::store {

class Database;

/**
 * Inserts many rows into one table through SQLite's own statement API, on the QtSql connection's
 * handle and so inside its transaction. QtSql rebinds every value through QVariant and renames
 * positional placeholders on each execution, about 20 µs a row; a prepared sqlite3 statement reused
 * for every row takes a fraction of that, which is what a million-row import needs. Only for bulk
 * inserts of plain values; everything else goes through QtSql.
 */
class BatchInsert : public BulkWriter
{
public:
    /** Throws DbError when the statement does not prepare (or the connection is not SQLite). */
    BatchInsert(const Database &db, const QString &table, const QStringList &columns);
    ~BatchInsert() override;
    BatchInsert(const BatchInsert &) = delete;
    BatchInsert &operator=(const BatchInsert &) = delete;

    /** A value to bind: NULL, an integer, a double or UTF-8 text (copied by SQLite). */
    using Value = BulkValue;

    /** Inserts one row, values in the order of the columns. Throws DbError naming the table when SQLite
     *  refuses it. */
    void add(std::initializer_list<Value> values) override;

private:
    QString m_table;
    sqlite3_stmt *m_statement = nullptr;
};

/** The QtSql connection's SQLite handle (Qt's documented QSqlDriver::handle()); throws DbError when the
 *  connection is not SQLite. */
sqlite3 *sqliteHandle(const Database &db);
/** Binds values to a statement's parameters 1, 2, ... */
void bindValues(sqlite3_stmt *statement, std::initializer_list<BatchInsert::Value> values);

} // namespace podium::store
