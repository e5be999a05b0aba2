// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "store/backend.h"

class QSqlDriver;

namespace podium::store {

/**
 * A club in one schema of a PostgreSQL database (through QtSql's QPSQL driver): the schema is the club, so that one
 * database holds several. Its tables are made from one baseline equal to the club file's current schema version
 * (postgresschema.cpp), its version is kept in a table of its own (podium_club), and every statement of the services
 * runs with the club's schema first on the search path. One per connection.
 */
class PostgresBackend : public Backend
{
public:
    /** For the open connection of db, on the club in schema. */
    explicit PostgresBackend(QString schema);

    void harden(const Database &db) const override;
    void configure(const Database &db, bool forWriting) const override;
    bool readsRowsAsTheyCome() const override { return false; }
    bool keepsStatements() const override { return true; }
    QString beginTransaction() const override { return QStringLiteral("BEGIN"); }
    void transactionBegun(const Database &db) const override;

    int schemaVersion(const Database &db) const override;
    bool markedAsPodium(const Database &db) const override;
    void setSchemaVersion(const Database &db, int version) const override;
    int objectCount(const Database &db) const override;
    SchemaDescription describeSchema(const Database &db) const override;
    QStringList schemaDifferences(const Database &db, int version) const override;
    bool createsFromBaseline() const override { return true; }
    void createBaseline(const Database &db) const override;
    /** The file's schema version that postgresschema.cpp's tables equal. */
    int baselineVersion() const override { return 8; }
    std::vector<IndexDefinition> secondaryIndexes(const Database &db, const QString &table) const override;

    QString changeChannel() const override;
    void journalWriting(const Database &db) const override;
    qint64 othersCommits(const Database &db) const override;
    std::pair<qint64, qint64> contentStamp(const Database &db) const override;

    void setWaitForWriters(const Database &db, bool wait) const override;
    bool connectionLost(const Database &db) const override;
    std::function<bool()> reachability(const Database &db) const override;
    void interrupt() const override;
    void setForeignKeys(const Database &db, bool on) const override;
    void checkReferencesNow(const Database &db) const override;
    std::unique_ptr<BulkWriter> bulkWriter(const Database &db, const QString &table,
                                           const QStringList &columns) const override;
    std::unique_ptr<BulkReader> bulkReader(const Database &db, const QString &sql,
                                           std::initializer_list<BulkValue> values) const override;

    RowRefusal rowRefusal(const QSqlError &error) const override;
    QStringList integrityProblems(const Database &db) const override;
    QString quickDamage(const Database &db) const override;

    /** Whether the club's schema exists in the database. */
    bool schemaExists(const Database &db) const;
    /** Makes the club's schema (empty) if it is not there yet, within the caller's transaction. */
    void createClubSpace(const Database &db) const override;
    /** Whether the connection's role may write the club's tables (a viewer's may not). */
    bool canWrite(const Database &db) const;
    /** Whether the server at connectionInfo (libpq's keywords) takes connections now, asked without logging in. */
    static bool serverAnswers(const QString &connectionInfo);
    /** Whether driver is QtSql's PostgreSQL driver on a connection that is gone (false for any other driver). */
    static bool connectionBroken(const QSqlDriver *driver);
    /** The schema, quoted as an SQL identifier. */
    QString quotedSchema() const;

private:
    QString m_schema;
};

} // namespace podium::store
