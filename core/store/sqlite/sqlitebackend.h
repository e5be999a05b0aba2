// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "store/backend.h"

#include <vector>

struct sqlite3;

namespace podium::store {

class BatchInsert;

/**
 * A club in an SQLite file (through QtSql's QSQLITE driver): its PRAGMAs, its sqlite_schema table and the few calls
 * of SQLite's C API that QtSql does not make, on the connection's own handle. One per connection.
 */
class SqliteBackend : public Backend
{
public:
    /** For the open connection of db; throws DbError when it is not an SQLite one. */
    explicit SqliteBackend(const Database &db);

    void harden(const Database &db) const override;
    void configure(const Database &db, bool forWriting) const override;
    /** BEGIN would read first and take the lock at the first write, where SQLite does not wait: with another
     *  writer busy the write would fail at once. IMMEDIATE takes the write lock now, waiting for it. */
    QString beginTransaction() const override { return QStringLiteral("BEGIN IMMEDIATE"); }
    /** Parsing a statement costs SQLite about as much as running one of the small reads a club makes most (an
     *  event's record, a table's reports): under the board's load of reports it was a tenth of the work. */
    bool keepsStatements() const override { return true; }

    int schemaVersion(const Database &db) const override;
    bool markedAsPodium(const Database &db) const override;
    void setSchemaVersion(const Database &db, int version) const override;
    int objectCount(const Database &db) const override;
    SchemaDescription describeSchema(const Database &db) const override;
    QStringList schemaDifferences(const Database &db, int version) const override;
    std::vector<IndexDefinition> secondaryIndexes(const Database &db, const QString &table) const override;

    qint64 othersCommits(const Database &db) const override;
    std::pair<qint64, qint64> contentStamp(const Database &db) const override;

    void setWaitForWriters(const Database &db, bool wait) const override;
    void interrupt() const override;
    void setForeignKeys(const Database &db, bool on) const override;
    std::unique_ptr<BulkWriter> bulkWriter(const Database &db, const QString &table,
                                           const QStringList &columns) const override;
    std::unique_ptr<BulkReader> bulkReader(const Database &db, const QString &sql,
                                           std::initializer_list<BulkValue> values) const override;

    RowRefusal rowRefusal(const QSqlError &error) const override;
    QStringList integrityProblems(const Database &db) const override;
    QString quickDamage(const Database &db) const override;

    /** How long a writer waits for another to commit (see Database::connect). */
    static constexpr int kBusyTimeoutMs = 60000;

private:
    sqlite3 *m_handle; ///< for interrupt() from another thread, where QtSql's connection is not to be used
    /** The connection's bulk writers alive, in the order they were made (BatchInsert writes in that order). */
    mutable std::vector<BatchInsert *> m_writers;
};

} // namespace podium::store
