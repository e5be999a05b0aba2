// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "store/sqlite/rowreader.h"

#include "io/errortext.h"
#include "store/database.h"
#include "store/dberror.h"

#include <sqlite3.h>

#include <cmath>

namespace podium::store {

RowReader::RowReader(const Database &db, const QString &sql, std::initializer_list<BatchInsert::Value> values)
{
    db.checkInterrupted();
    sqlite3 *handle = sqliteHandle(db);
    if (sqlite3_prepare_v2(handle, sql.toUtf8().constData(), -1, &m_statement, nullptr) != SQLITE_OK)
        throw DbError::storage(
            ErrorText::tr("database error: %1 (in: %2)").arg(QString::fromUtf8(sqlite3_errmsg(handle)), sql.left(120)));
    bindValues(m_statement, values);
}

RowReader::~RowReader()
{
    sqlite3_finalize(m_statement);
}

bool RowReader::next()
{
    const int result = sqlite3_step(m_statement);
    if (result == SQLITE_ROW)
        return true;
    if (result == SQLITE_DONE)
        return false;
    throw DbError::storage(
        ErrorText::tr("database error: %1").arg(QString::fromUtf8(sqlite3_errmsg(sqlite3_db_handle(m_statement)))));
}

bool RowReader::isNull(int column) const
{
    return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

std::int64_t RowReader::integer(int column) const
{
    return sqlite3_column_int64(m_statement, column);
}

double RowReader::real(int column) const
{
    return isNull(column) ? std::nan("") : sqlite3_column_double(m_statement, column);
}

std::string_view RowReader::text(int column) const
{
    const auto *data = reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column));
    return data ? std::string_view(data, static_cast<std::size_t>(sqlite3_column_bytes(m_statement, column)))
                : std::string_view();
}

} // namespace podium::store
