// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "store/bulk.h"

#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

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
 *
 * Rows go in kBatch at a time, in one statement of that many rows: each execution of a statement starts and
 * ends a statement transaction, opens and closes its cursors and, for the games table, builds the lookup of
 * the kind's CHECK (an IN list of three), much of what a one-row statement cost. The rows held are written by
 * finish(), as BulkWriter asks, and before a batch of a writer made after this one on the same connection (the
 * participants of games still held, whose foreign key needs the games first).
 */
class BatchInsert : public BulkWriter
{
public:
    /** How many rows one statement inserts at most. */
    static constexpr int kBatch = 64;

    /** Throws DbError when the statement does not prepare (or the connection is not SQLite). writers: the
     *  connection's open writers, in the order they were made (this one joins them until it is destroyed). */
    BatchInsert(const Database &db, const QString &table, const QStringList &columns,
                std::vector<BatchInsert *> *writers = nullptr);
    ~BatchInsert() override;
    BatchInsert(const BatchInsert &) = delete;
    BatchInsert &operator=(const BatchInsert &) = delete;

    /** A value to bind: NULL, an integer, a double or UTF-8 text (copied). */
    using Value = BulkValue;

    /** Inserts one row, values in the order of the columns: held until a batch is full or finish(). Throws
     *  DbError naming the table when SQLite refuses a row of the batch. */
    void add(std::initializer_list<Value> values) override;
    /** Writes the rows held, after those of the writers made before it. */
    void finish() override;

private:
    /** A value held until its batch is written: a text's own copy. */
    using Held = std::variant<std::nullptr_t, std::int64_t, double, std::string>;

    sqlite3_stmt *prepare(int rows) const;
    /** Writes the rows held, in one statement. */
    void write();
    void step(sqlite3_stmt *statement) const;

    sqlite3 *m_handle = nullptr;
    QString m_table;
    QString m_sql; ///< the statement up to its VALUES
    int m_columns = 0;
    int m_batch = kBatch; ///< rows a batch, fewer where SQLite takes fewer parameters
    /** The statement of each number of rows, 1 to kBatch, made when first needed. */
    std::array<sqlite3_stmt *, kBatch + 1> m_statements {};
    std::vector<Held> m_held; ///< the rows not yet written, row after row
    std::vector<BatchInsert *> *m_writers = nullptr;
};

/** The QtSql connection's SQLite handle (Qt's documented QSqlDriver::handle()); throws DbError when the
 *  connection is not SQLite. */
sqlite3 *sqliteHandle(const Database &db);
/** Binds values to a statement's parameters 1, 2, ... */
void bindValues(sqlite3_stmt *statement, std::initializer_list<BatchInsert::Value> values);

} // namespace podium::store
