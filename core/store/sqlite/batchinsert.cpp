// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "store/sqlite/batchinsert.h"

#include "io/errortext.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

#include <algorithm>
#include <utility>

namespace podium::store {

sqlite3 *sqliteHandle(const Database &db)
{
    // Qt's documented way to reach the driver's native handle (QSqlDriver::handle()).
    const QVariant handle = db.connection().driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        throw DbError::storage(ErrorText::tr("the database connection is not SQLite"));
    return *static_cast<sqlite3 *const *>(handle.data());
}

BatchInsert::BatchInsert(const Database &db, const QString &table, const QStringList &columns,
                         std::vector<BatchInsert *> *writers)
    : m_handle(sqliteHandle(db))
    , m_table(table)
    , m_sql(QStringLiteral("INSERT INTO %1 (%2) VALUES ").arg(table, columns.join(u',')))
    , m_columns(static_cast<int>(columns.size()))
    , m_writers(writers)
{
    m_statements[1] = prepare(1); // a table or column that is not there is told now
    // As many rows as SQLite takes parameters in one statement (999 before SQLite 3.32, 32,766 since).
    m_batch = std::clamp(sqlite3_limit(m_handle, SQLITE_LIMIT_VARIABLE_NUMBER, -1) / std::max(m_columns, 1), 1, kBatch);
    m_held.reserve(static_cast<std::size_t>(m_batch * m_columns));
    if (m_writers)
        m_writers->push_back(this);
}

void bindValues(sqlite3_stmt *statement, std::initializer_list<BatchInsert::Value> values)
{
    int index = 0;
    for (const BatchInsert::Value &value : values) {
        ++index;
        if (const auto *integer = std::get_if<std::int64_t>(&value))
            sqlite3_bind_int64(statement, index, *integer);
        else if (const auto *real = std::get_if<double>(&value))
            sqlite3_bind_double(statement, index, *real);
        else if (const auto *text = std::get_if<std::string_view>(&value)) // "" for empty: a null pointer binds NULL
            sqlite3_bind_text(statement, index, text->empty() ? "" : text->data(), static_cast<int>(text->size()),
                              SQLITE_TRANSIENT);
        else
            sqlite3_bind_null(statement, index);
    }
}

BatchInsert::~BatchInsert()
{
    if (m_writers)
        std::erase(*m_writers, this);
    for (sqlite3_stmt *statement : m_statements)
        sqlite3_finalize(statement);
}

sqlite3_stmt *BatchInsert::prepare(int rows) const
{
    const QString row = QLatin1Char('(') + QStringList(m_columns, QStringLiteral("?")).join(u',') + QLatin1Char(')');
    const QString sql = m_sql + QStringList(rows, row).join(u',');
    sqlite3_stmt *statement = nullptr;
    if (sqlite3_prepare_v2(m_handle, sql.toUtf8().constData(), -1, &statement, nullptr) != SQLITE_OK)
        throw DbError::storage(
            ErrorText::tr("database error: %1 (in: %2)").arg(QString::fromUtf8(sqlite3_errmsg(m_handle)), sql));
    return statement;
}

void BatchInsert::add(std::initializer_list<Value> values)
{
    int column = 0;
    for (const Value &value : values) {
        if (++column > m_columns)
            break; // as a statement of fewer parameters would take it: the extra values are not bound
        if (const auto *text = std::get_if<std::string_view>(&value))
            m_held.emplace_back(std::string(*text));
        else if (const auto *integer = std::get_if<std::int64_t>(&value))
            m_held.emplace_back(*integer);
        else if (const auto *real = std::get_if<double>(&value))
            m_held.emplace_back(*real);
        else
            m_held.emplace_back(nullptr);
    }
    for (; column < m_columns; ++column)
        m_held.emplace_back(nullptr); // unbound, as a statement's parameter left alone is: NULL
    if (m_held.size() == static_cast<std::size_t>(m_batch * m_columns))
        finish();
}

void BatchInsert::finish()
{
    if (m_writers) {
        // The writers made before this one first: their rows may be what these refer to.
        for (BatchInsert *earlier : *m_writers) {
            if (earlier == this)
                break;
            earlier->write();
        }
    }
    write();
}

void BatchInsert::write()
{
    if (m_held.empty())
        return;
    const auto rows = static_cast<int>(m_held.size()) / m_columns;
    const auto bind = [](sqlite3_stmt *statement, int index, const Held &value) {
        if (const auto *integer = std::get_if<std::int64_t>(&value))
            sqlite3_bind_int64(statement, index, *integer);
        else if (const auto *real = std::get_if<double>(&value))
            sqlite3_bind_double(statement, index, *real);
        else if (const auto *text = std::get_if<std::string>(&value))
            sqlite3_bind_text(statement, index, text->c_str(), static_cast<int>(text->size()), SQLITE_STATIC);
        else
            sqlite3_bind_null(statement, index);
    };
    // Whatever happens, the rows are gone from the writer: a refused batch is the caller's transaction's to undo.
    const std::vector<Held> held = std::exchange(m_held, {});
    m_held.reserve(held.size());
    // A statement for this many rows: a full batch's, or a rest's (a writer made before another is written whenever
    // the other's batch fills, at the same number of rows each time, so few of them are ever made).
    sqlite3_stmt *&statement = m_statements[static_cast<std::size_t>(rows)];
    if (!statement)
        statement = prepare(rows);
    for (std::size_t i = 0; i < held.size(); ++i)
        bind(statement, static_cast<int>(i) + 1, held[i]);
    step(statement);
}

void BatchInsert::step(sqlite3_stmt *statement) const
{
    const int result = sqlite3_step(statement);
    const QString problem = result == SQLITE_DONE ? QString() : QString::fromUtf8(sqlite3_errmsg(m_handle));
    sqlite3_reset(statement);
    sqlite3_clear_bindings(statement); // the texts were bound without a copy of SQLite's
    if (result != SQLITE_DONE)
        throw DbError::storage(ErrorText::tr("database error in %1: %2").arg(m_table, problem));
}

} // namespace podium::store
