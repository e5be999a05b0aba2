// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "store/sqlite/batchinsert.h"

#include <cstdint>
#include <string_view>

namespace podium::store {

class Database;

/**
 * Reads the rows of one query through SQLite's statement API on the QtSql connection's handle: for the
 * large reads (a leaderboard's whole history) where QtSql's QVariant per value is most of the cost. The
 * same reasoning as BatchInsert; everything else reads through QtSql.
 */
class RowReader : public BulkReader
{
public:
    /** Prepares and binds the query; throws DbError. */
    RowReader(const Database &db, const QString &sql, std::initializer_list<BatchInsert::Value> values = {});
    ~RowReader() override;
    RowReader(const RowReader &) = delete;
    RowReader &operator=(const RowReader &) = delete;

    /** Steps to the next row; false at the end. Throws DbError on an error. */
    bool next() override;

    bool isNull(int column) const override;
    std::int64_t integer(int column) const override;
    /** NaN for NULL. */
    double real(int column) const override;
    /** Valid until the next call of next(). */
    std::string_view text(int column) const override;

private:
    sqlite3_stmt *m_statement = nullptr;
};

} // namespace podium::store
