// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "store/sqlite/sqlitebackend.h"

#include "io/errortext.h"
#include "store/database.h"
#include "store/dberror.h"
#include "store/schemacheck.h"
#include "store/sqlite/batchinsert.h"
#include "store/sqlite/rowreader.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <sqlite3.h>

namespace podium::store {

namespace {

/** PRAGMA application_id of a Podium database: "PDUM". */
constexpr int kApplicationId = 0x5044554D;

int pragmaValue(const Database &db, const char *pragma)
{
    auto query = db.prepare(QStringLiteral("PRAGMA %1").arg(QLatin1String(pragma)));
    Database::exec(query);
    return query.next() ? query.value(0).toInt() : 0;
}

std::vector<SchemaColumn> columnsOf(const Database &db, const QString &table)
{
    auto query = db.prepare(
        QStringLiteral("SELECT name, type, \"notnull\", dflt_value, pk, hidden FROM pragma_table_xinfo(?)"));
    query.addBindValue(table);
    Database::exec(query);
    std::vector<SchemaColumn> columns;
    while (query.next()) {
        const QString defaultValue = query.isNull(3) ? QStringLiteral("-") : query.value(3).toString();
        columns.push_back({query.value(0).toString(),
                           QStringLiteral("%1 notnull=%2 default=%3 pk=%4 hidden=%5")
                               .arg(query.value(1).toString(), query.value(2).toString(), defaultValue,
                                    query.value(4).toString(), query.value(5).toString())});
    }
    return columns;
}

} // namespace

SqliteBackend::SqliteBackend(const Database &db)
    : m_handle(sqliteHandle(db))
{ }

void SqliteBackend::harden(const Database &db) const
{
    // SQLite's advice for files from elsewhere (https://www.sqlite.org/security.html): defensive mode keeps
    // SQL from corrupting the file on purpose (writable_schema and the like), and an untrusted schema may not
    // call functions with side effects from its views and triggers. Both are set before the file is read.
    int defensive = 0;
    if (sqlite3_db_config(m_handle, SQLITE_DBCONFIG_DEFENSIVE, 1, &defensive) != SQLITE_OK || defensive != 1)
        throw DbError::storage(ErrorText::tr("%1: cannot open: SQLite's defensive mode cannot be set").arg(db.path()));
    db.execute(QStringLiteral("PRAGMA trusted_schema = OFF"));
}

void SqliteBackend::configure(const Database &db, bool forWriting) const
{
    if (forWriting) {
        db.execute(QStringLiteral("PRAGMA journal_mode = WAL"));
        // FULL syncs the WAL at every commit: with NORMAL a power cut could take back the last results the app said
        // were saved (https://www.sqlite.org/pragma.html#pragma_synchronous). It costs one fsync per commit.
        db.execute(QStringLiteral("PRAGMA synchronous = FULL"));
    }
    db.execute(QStringLiteral("PRAGMA foreign_keys = ON"));
    // Reads the file through a memory map (https://www.sqlite.org/mmap.html) rather than copying each page into a
    // page cache of its own: a replay reads a big club's whole history, and the copies and the cache's fresh pages
    // were a quarter of the read (100,000 games: 0.31 s -> 0.24 s to a player's history on the 2-core test VM). The
    // page's caveat, a signal rather than an error for an I/O error while reading, is the one a club already takes:
    // WAL mode needs the file on a local disk.
    db.execute(QStringLiteral("PRAGMA mmap_size = 1073741824"));
    // 64 MB of page cache (the default is 2 MB): a big import touches the indexes all over, and with a
    // small cache every insert rewrites pages the previous one just wrote.
    if (forWriting)
        db.execute(QStringLiteral("PRAGMA cache_size = -65536"));
}

int SqliteBackend::schemaVersion(const Database &db) const
{
    return pragmaValue(db, "user_version");
}

bool SqliteBackend::markedAsPodium(const Database &db) const
{
    return pragmaValue(db, "application_id") == kApplicationId;
}

void SqliteBackend::setSchemaVersion(const Database &db, int version) const
{
    db.execute(QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId));
    db.execute(QStringLiteral("PRAGMA user_version = %1").arg(version));
}

int SqliteBackend::objectCount(const Database &db) const
{
    auto tables = db.prepare(QStringLiteral("SELECT count(*) FROM sqlite_schema"));
    Database::exec(tables);
    const int count = tables.next() ? tables.value(0).toInt() : 0;
    tables.finish(); // an open statement would keep a read transaction, and WAL cannot be set inside one
    return count;
}

SchemaDescription SqliteBackend::describeSchema(const Database &db) const
{
    SchemaDescription objects;
    {
        auto query = db.prepare(QStringLiteral("SELECT type, name, tbl_name, sql FROM sqlite_schema"));
        Database::exec(query);
        while (query.next()) {
            // The indexes behind UNIQUE and PRIMARY KEY follow from their table's SQL, which is compared.
            if (query.value(1).toString().startsWith(QLatin1String("sqlite_autoindex_")))
                continue;
            objects[query.value(1).toString()]
                = {query.value(0).toString(), query.value(2).toString(), query.value(3).toString(), {}};
        }
    }
    // Only real tables' columns are read (table_xinfo of a view would run it).
    for (auto &[name, object] : objects) {
        if (isOrdinaryTable(object))
            object.columns = columnsOf(db, name);
    }
    return objects;
}

std::vector<IndexDefinition> SqliteBackend::secondaryIndexes(const Database &db, const QString &table) const
{
    // sql is NULL for the indexes behind UNIQUE and PRIMARY KEY: those stay.
    auto query = db.prepare(QStringLiteral(
        "SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL ORDER BY name"));
    query.addBindValue(table);
    Database::exec(query);
    std::vector<IndexDefinition> indexes;
    while (query.next())
        indexes.push_back({query.value(0).toString(), query.value(1).toString()});
    return indexes;
}

qint64 SqliteBackend::othersCommits(const Database &db) const
{
    // SQLite raises data_version for this connection whenever another connection commits to the file; its own
    // commits leave it as it is (https://www.sqlite.org/pragma.html#pragma_data_version). One cheap query.
    QSqlQuery query(db.connection());
    if (!query.exec(QStringLiteral("PRAGMA data_version")) || !query.next())
        return -1;
    return query.value(0).toLongLong();
}

std::pair<qint64, qint64> SqliteBackend::contentStamp(const Database &db) const
{
    // data_version moves with other connections' commits only, total_changes() with this one's row changes
    // (https://www.sqlite.org/lang_corefunc.html).
    QSqlQuery query(db.connection());
    qint64 own = -1;
    if (query.exec(QStringLiteral("SELECT total_changes()")) && query.next())
        own = query.value(0).toLongLong();
    return {othersCommits(db), own};
}

void SqliteBackend::setWaitForWriters(const Database &, bool wait) const
{
    // A writer waits up to 60 s for another one to commit instead of failing: every write starts with BEGIN
    // IMMEDIATE, so this is where it waits (see Database::connect).
    sqlite3_busy_timeout(m_handle, wait ? kBusyTimeoutMs : 0);
}

void SqliteBackend::interrupt() const
{
    sqlite3_interrupt(m_handle); // thread-safe (https://www.sqlite.org/c3ref/interrupt.html)
}

void SqliteBackend::setForeignKeys(const Database &db, bool on) const
{
    // SQLite only changes the setting outside a transaction.
    db.execute(on ? QStringLiteral("PRAGMA foreign_keys = ON") : QStringLiteral("PRAGMA foreign_keys = OFF"));
}

QStringList SqliteBackend::integrityProblems(const Database &db) const
{
    QStringList problems;
    auto integrity = db.prepare(QStringLiteral("PRAGMA integrity_check"));
    Database::exec(integrity);
    while (integrity.next()) {
        if (integrity.value(0).toString() != QStringLiteral("ok"))
            problems.append(QStringLiteral("integrity: ") + integrity.value(0).toString());
    }
    auto keys = db.prepare(QStringLiteral("PRAGMA foreign_key_check"));
    Database::exec(keys);
    while (keys.next()) {
        // A table WITHOUT ROWID (participants) has no row number to give.
        const QString row = keys.value(1).isNull() ? QStringLiteral("a row")
                                                   : QStringLiteral("row %1").arg(keys.value(1).toLongLong());
        problems.append(QStringLiteral("table %1, %2: refers to a row of table %3 that is not there")
                            .arg(keys.value(0).toString(), row, keys.value(2).toString()));
    }
    return problems;
}

QString SqliteBackend::quickDamage(const Database &db) const
{
    auto quick = db.prepare(QStringLiteral("PRAGMA quick_check(1)"));
    Database::exec(quick);
    if (quick.next() && quick.value(0).toString() != QLatin1String("ok"))
        return quick.value(0).toString().simplified();
    return {};
}

std::unique_ptr<BulkWriter> SqliteBackend::bulkWriter(const Database &db, const QString &table,
                                                      const QStringList &columns) const
{
    return std::make_unique<BatchInsert>(db, table, columns, &m_writers);
}

std::unique_ptr<BulkReader> SqliteBackend::bulkReader(const Database &db, const QString &sql,
                                                      std::initializer_list<BulkValue> values) const
{
    return std::make_unique<RowReader>(db, sql, values);
}

QStringList SqliteBackend::schemaDifferences(const Database &db, int version) const
{
    return store::schemaDifferences(db, version);
}

} // namespace podium::store

namespace podium::store {

RowRefusal SqliteBackend::rowRefusal(const QSqlError &error) const
{
    // SQLite says it in words: "UNIQUE constraint failed: players.name", "FOREIGN KEY constraint failed",
    // "CHECK constraint failed: kind".
    RowRefusal refusal;
    refusal.text = error.databaseText();
    static const QLatin1String unique("UNIQUE constraint failed: ");
    if (const qsizetype at = refusal.text.indexOf(unique); at >= 0) {
        refusal.rule = RowRefusal::Rule::Unique;
        for (const QString &qualified : refusal.text.mid(at + unique.size()).split(QStringLiteral(", ")))
            refusal.columns.append(qualified.section(QLatin1Char('.'), 1, 1).section(QLatin1Char(' '), 0, 0));
    } else if (refusal.text.contains(QLatin1String("FOREIGN KEY constraint failed"))) {
        refusal.rule = RowRefusal::Rule::Reference;
    } else if (refusal.text.contains(QLatin1String("CHECK constraint failed"))) {
        refusal.rule = RowRefusal::Rule::Check;
        refusal.check
            = refusal.text.section(QStringLiteral("CHECK constraint failed: "), 1).section(QLatin1Char(' '), 0, 0);
    }
    return refusal;
}

} // namespace podium::store
