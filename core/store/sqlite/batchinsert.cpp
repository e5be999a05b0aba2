// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "store/sqlite/batchinsert.h"

#include "io/errortext.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

namespace podium::store {

sqlite3 *sqliteHandle(const Database &db)
{
    // Qt's documented way to reach the driver's native handle (QSqlDriver::handle()).
    const QVariant handle = db.connection().driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        throw DbError::storage(ErrorText::tr("the database connection is not SQLite"));
    return *static_cast<sqlite3 *const *>(handle.data());
}

BatchInsert::BatchInsert(const Database &db, const QString &table, const QStringList &columns)
    : m_table(table)
{
    const QString sql
        = QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
              .arg(table, columns.join(u','), QStringList(columns.size(), QStringLiteral("?")).join(u','));
    sqlite3 *handle = sqliteHandle(db);
    if (sqlite3_prepare_v2(handle, sql.toUtf8().constData(), -1, &m_statement, nullptr) != SQLITE_OK)
        throw DbError::storage(
            ErrorText::tr("database error: %1 (in: %2)").arg(QString::fromUtf8(sqlite3_errmsg(handle)), sql));
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
    sqlite3_finalize(m_statement);
}

void BatchInsert::add(std::initializer_list<Value> values)
{
    bindValues(m_statement, values);
    const int result = sqlite3_step(m_statement);
    sqlite3_reset(m_statement);
    if (result != SQLITE_DONE)
        throw DbError::storage(ErrorText::tr("database error in %1: %2")
                                   .arg(m_table, QString::fromUtf8(sqlite3_errmsg(sqlite3_db_handle(m_statement)))));
}

} // namespace podium::store
