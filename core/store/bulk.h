// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QString>

#include <cstdint>
#include <initializer_list>
#include <string_view>
#include <variant>

namespace podium::store {

/** A value a bulk write stores, or a bulk read is asked with: NULL, an integer, a double or UTF-8 text. */
using BulkValue = std::variant<std::nullptr_t, std::int64_t, double, std::string_view>;

/**
 * Many rows of plain values into one table, inside the caller's transaction, as fast as the database takes them: what
 * a history of a million games needs, where a prepared query with its values rebound through QVariant is most of the
 * time. Made by the club's backend (Backend::bulkWriter): SQLite's own statement API today, a server's COPY next.
 */
class BulkWriter
{
public:
    virtual ~BulkWriter() = default;
    /** Stores one row, values in the order of the columns; throws DbError naming the table when it is refused. */
    virtual void add(std::initializer_list<BulkValue> values) = 0;
    /** Writes whatever rows it still holds (a server's writer sends many rows at once); call it before the
     *  transaction commits. Throws DbError as add does. */
    virtual void finish() { }
};

/**
 * The rows of one query read without a QVariant per value: for the large reads (a leaderboard's whole history, a big
 * open's seats). Made by the club's backend (Backend::bulkReader).
 */
class BulkReader
{
public:
    virtual ~BulkReader() = default;
    /** Steps to the next row; false at the end. Throws DbError on an error. */
    virtual bool next() = 0;
    virtual bool isNull(int column) const = 0;
    virtual std::int64_t integer(int column) const = 0;
    /** NaN for NULL. */
    virtual double real(int column) const = 0;
    /** Valid until the next call of next(). */
    virtual std::string_view text(int column) const = 0;
};

} // namespace podium::store
