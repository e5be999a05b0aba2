// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "store/bulk.h"
#include "store/schema.h"
#include "store/schemacheck.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <utility>
#include <vector>

class QSqlError;

namespace podium::store {

class Database;

/** Why the database refused a row, as far as it says: which rule, and what of the row broke it. */
struct RowRefusal
{
    enum class Rule {
        Unique, ///< an earlier row has the same values in columns
        Reference, ///< a value names a row of another table that is not there
        Check, ///< a value breaks the table's rule named check
        Other, ///< anything else: text says what
    };
    Rule rule = Rule::Other;
    QStringList columns; ///< Unique: the columns whose values clash
    QString check; ///< Check: the rule, as the schema names it
    QString text; ///< the database's own words
};

/**
 * What differs between the databases a club can live in, for Database and the services alike: the one place where
 * a dialect's own statements (SQLite's settings, its schema table, its C API) are written. Database owns one per
 * connection, chosen when the club is opened; today it is always SQLite's (store/sqlite/sqlitebackend.h). The
 * services' SQL is the part both dialects read alike and stays in the services. Every operation throws DbError when
 * the database refuses it, unless it says otherwise.
 */
class Backend
{
public:
    virtual ~Backend() = default;

    /** Guards a connection before anything of the club is read: nothing the file holds may run with side effects. */
    virtual void harden(const Database &db) const = 0;
    /** Sets up a connection: for writing (durable commits, foreign keys, caches) or for reading. */
    virtual void configure(const Database &db, bool forWriting) const = 0;
    /** Whether a query may hand out its rows as they come (QtSql's forward-only) while other statements run on the
     *  connection between them: SQLite's may. QtSql's PostgreSQL driver fetches a forward-only result a row at a
     *  time and drops what is left of it when another statement runs, so a query read while another runs must come
     *  whole. */
    virtual bool readsRowsAsTheyCome() const { return true; }
    /** Whether the connection keeps its prepared statements for the next use of the same SQL (store/statement.h): a
     *  server's, where preparing and letting go cost a round trip each, and SQLite's, where parsing costs time. */
    virtual bool keepsStatements() const { return false; }
    /** The statement that begins a write transaction (SQLite's takes the write lock at once). */
    virtual QString beginTransaction() const = 0;
    /** Right after that statement: a server takes the club's write lock here (see PostgresBackend). */
    virtual void transactionBegun(const Database &db) const { (void)db; }

    /** The schema version the club says it has; 0 for a new, empty club. */
    virtual int schemaVersion(const Database &db) const = 0;
    /** Whether the club is marked as Podium's. */
    virtual bool markedAsPodium(const Database &db) const = 0;
    /** Marks the club as Podium's at this schema version, inside the migration's transaction. */
    virtual void setSchemaVersion(const Database &db, int version) const = 0;
    /** How many tables, indexes, triggers and views the club holds (0: a new, empty one). */
    virtual int objectCount(const Database &db) const = 0;
    /** Every table, index, trigger and view with its definition and a table's columns; nothing of them runs. */
    virtual SchemaDescription describeSchema(const Database &db) const = 0;
    /** How the club's schema differs from the one this version of Podium made (one line each; empty: none). */
    virtual QStringList schemaDifferences(const Database &db, int version) const = 0;
    /** Whether a new club is made at once at the current version (a server's baseline) rather than by running every
     *  migration from the first (a file's). */
    virtual bool createsFromBaseline() const { return false; }
    /** Makes the place a new club's tables go (a server's schema), within the caller's transaction. */
    virtual void createClubSpace(const Database &db) const { (void)db; }
    /** Makes a new club's tables at baselineVersion(), within the caller's transaction. */
    virtual void createBaseline(const Database &db) const { (void)db; }
    /** The schema version createBaseline() makes: the migrations after it are written for both dialects and run
     *  on a server's club as on a file (store/schema.cpp); 0 where a club is made by every migration. */
    virtual int baselineVersion() const { return 0; }
    /** A table's secondary indexes (not those behind UNIQUE and PRIMARY KEY), by name. */
    virtual std::vector<IndexDefinition> secondaryIndexes(const Database &db, const QString &table) const = 0;

    /** A number that moves whenever another connection commits to the club, never for this one's own commits;
     *  -1 when it cannot be read now (a busy or vanished file: ask again later). Never throws. */
    virtual qint64 othersCommits(const Database &db) const = 0;
    /** That number with one that moves with this connection's own changes: what the memo of loaded histories
     *  is stamped with. Never throws. */
    virtual std::pair<qint64, qint64> contentStamp(const Database &db) const = 0;

    /** The channel on which the server tells every desk that a change journal row has been written; empty where
     *  there is none (a file: other connections' commits are counted instead). */
    virtual QString changeChannel() const { return {}; }
    /** Before a change journal row is written, in its transaction: a server puts the rows in the order they commit
     *  (their ids would otherwise be given before their commits, in another order) and tells the other desks. */
    virtual void journalWriting(const Database &db) const { (void)db; }
    /** Whether a write waits for another writer to finish (the default) or is refused at once while one writes. */
    virtual void setWaitForWriters(const Database &db, bool wait) const = 0;
    /** Whether the connection is gone (a server's that dropped; a file's never is): every statement fails until
     *  Database::reconnect. Asks nobody: it is what the connection last found. */
    virtual bool connectionLost(const Database &db) const
    {
        (void)db;
        return false;
    }
    /** A question to ask on any thread, without this connection: whether the database would take a connection
     *  now (a server that answers). A file's always would. */
    virtual std::function<bool()> reachability(const Database &db) const
    {
        (void)db;
        return [] { return true; };
    }
    /** Stops the statement running on the connection, from any thread. */
    virtual void interrupt() const = 0;
    /** Checks now the references whose checks a bulk write left for the commit (a server's deferred ones), so that
     *  what follows in the transaction (an index made again) finds none pending. Throws DbError naming a broken one. */
    virtual void checkReferencesNow(const Database &db) const { (void)db; }
    /** Turns the checks of references between tables off for a bulk write that makes every reference itself, or
     *  on again; outside a transaction. */
    virtual void setForeignKeys(const Database &db, bool on) const = 0;

    /** Why a statement that writes a row failed, from the driver's error (SQLite's words, a server's SQLSTATE). */
    virtual RowRefusal rowRefusal(const QSqlError &error) const = 0;
    /** Every problem of the stored data and of its references, one line each; empty when there is none. */
    virtual QStringList integrityProblems(const Database &db) const = 0;
    /** The first sign of damage a quick look finds; empty when there is none. */
    virtual QString quickDamage(const Database &db) const = 0;
    /** A writer of many rows of columns into table, inside the caller's transaction (store/bulk.h). */
    virtual std::unique_ptr<BulkWriter> bulkWriter(const Database &db, const QString &table,
                                                   const QStringList &columns) const = 0;
    /** A reader of the rows of sql with its plain ? placeholders bound to values, in order (store/bulk.h). */
    virtual std::unique_ptr<BulkReader> bulkReader(const Database &db, const QString &sql,
                                                   std::initializer_list<BulkValue> values) const = 0;
};

} // namespace podium::store
