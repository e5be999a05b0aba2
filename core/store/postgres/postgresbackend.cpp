// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "store/postgres/postgresbackend.h"

#include "io/errortext.h"
#include "store/database.h"
#include "store/dberror.h"
#include "store/schemacheck.h"

#include "store/statement.h"
#include <QLibrary>
#include <QRegularExpression>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <cmath>

#include <libpq-fe.h>
#include <set>

namespace podium::store {

namespace {

/** What marks a schema as a Podium club: the application's name in its podium_club table. */
constexpr auto kApplication = "podium";

Statement run(const Database &db, const QString &sql, const QVariantList &values = {})
{
    auto query = db.prepare(sql);
    for (const QVariant &value : values)
        query.addBindValue(value);
    Database::exec(query);
    return query;
}

QVariant variantOf(const BulkValue &value)
{
    if (std::holds_alternative<std::int64_t>(value))
        return QVariant(static_cast<qint64>(std::get<std::int64_t>(value)));
    if (std::holds_alternative<double>(value)) {
        const double v = std::get<double>(value);
        return std::isnan(v) ? QVariant() : QVariant(v);
    }
    if (std::holds_alternative<std::string_view>(value)) {
        const std::string_view text = std::get<std::string_view>(value);
        return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
    }
    return QVariant();
}

/**
 * libpq's functions, resolved when a club on a server first needs them instead of linked: a linked libpq makes every
 * podium-cli command and every start of the app load it and the twenty libraries it needs (Kerberos, LDAP, GnuTLS,
 * SASL), about 13 ms of a 30 ms `podium-cli --version` on the development VM, while only a club on a server uses it.
 * By the time such a club has a connection, QtSql's PostgreSQL driver has loaded libpq, and this finds that copy.
 */
struct Libpq
{
    decltype(&::PQstatus) status = nullptr;
    decltype(&::PQconsumeInput) consumeInput = nullptr;
    decltype(&::PQexec) exec = nullptr;
    decltype(&::PQresultStatus) resultStatus = nullptr;
    decltype(&::PQresultErrorMessage) resultErrorMessage = nullptr;
    decltype(&::PQclear) clear = nullptr;
    decltype(&::PQputCopyData) putCopyData = nullptr;
    decltype(&::PQputCopyEnd) putCopyEnd = nullptr;
    decltype(&::PQerrorMessage) errorMessage = nullptr;
    decltype(&::PQgetResult) getResult = nullptr;
    decltype(&::PQping) ping = nullptr;
    bool loaded = false;
};

template<typename Function>
bool resolve(QLibrary &library, const char *name, Function &function)
{
    function = reinterpret_cast<Function>(library.resolve(name));
    return function != nullptr;
}

/** libpq, loaded once (libpq.so.5, the soname every libpq since PostgreSQL 8.0 has); loaded is false without it. */
const Libpq &libpq()
{
    static const Libpq functions = [] {
        Libpq f;
        QLibrary library(QStringLiteral("pq"), 5);
        // The library stays loaded for the process: QLibrary's destructor does not unload it.
        f.loaded = library.load() && resolve(library, "PQstatus", f.status)
            && resolve(library, "PQconsumeInput", f.consumeInput) && resolve(library, "PQexec", f.exec)
            && resolve(library, "PQresultStatus", f.resultStatus)
            && resolve(library, "PQresultErrorMessage", f.resultErrorMessage) && resolve(library, "PQclear", f.clear)
            && resolve(library, "PQputCopyData", f.putCopyData) && resolve(library, "PQputCopyEnd", f.putCopyEnd)
            && resolve(library, "PQerrorMessage", f.errorMessage) && resolve(library, "PQgetResult", f.getResult)
            && resolve(library, "PQping", f.ping);
        return f;
    }();
    return functions;
}

/**
 * Rows into one table through PostgreSQL's COPY, in its text format, on the connection QtSql opened (its libpq
 * handle): many times faster than INSERTs of bound values, which QtSql's driver formats and sends value by value.
 * QtSql has no COPY of its own. (Measured: 100,000 head-to-head games imported through multi-row INSERTs of bound
 * values took 13.8 s; see the README for COPY's figure.) While a COPY runs the connection takes nothing else, and an
 * import fills two tables at once, so each writer gathers its rows and sends them as one COPY when a few megabytes are
 * ready or at finish(); a participant's reference to its game is checked at the commit (postgresschema.cpp), so the
 * order of the two writers' COPYs does not matter.
 */
class CopyWriter : public BulkWriter
{
public:
    CopyWriter(const Database &db, PGconn *connection, const QString &table, const QStringList &columns)
        : m_db(db)
        , m_connection(connection)
        , m_table(table)
        , m_columns(columns.size())
        , m_copy(QStringLiteral("COPY %1 (%2) FROM STDIN").arg(table, columns.join(QStringLiteral(", "))).toUtf8())
    { }

    void add(std::initializer_list<BulkValue> values) override
    {
        if (static_cast<qsizetype>(values.size()) != m_columns)
            throw DbError::storage(
                ErrorText::tr("%1: a row of %2 values for %3 columns").arg(m_table).arg(values.size()).arg(m_columns));
        bool first = true;
        for (const BulkValue &value : values) {
            if (!first)
                m_rows.append('\t');
            first = false;
            append(value);
        }
        m_rows.append('\n');
        if (m_rows.size() >= kBatchBytes)
            finish();
    }

    void finish() override
    {
        if (m_rows.isEmpty())
            return;
        m_db.checkInterrupted();
        const auto fail = [this](const QString &why) {
            // As every statement says it (Database). A server that went away fails the write, and libpq keeps the
            // connection's status until it reads: the read taken here finds the end.
            if (libpq().status(m_connection) != CONNECTION_BAD)
                libpq().consumeInput(m_connection);
            if (libpq().status(m_connection) == CONNECTION_BAD)
                throw DbError(ErrorText::tr("the connection to the server is lost (%1); nothing was changed")
                                  .arg(why.simplified()),
                              DbError::Kind::Lost);
            throw DbError::storage(
                ErrorText::tr("%1: the rows could not be written: %2").arg(m_table, why.simplified()));
        };
        PGresult *start = libpq().exec(m_connection, m_copy.constData());
        const bool copying = libpq().resultStatus(start) == PGRES_COPY_IN;
        const QString startError = QString::fromUtf8(libpq().resultErrorMessage(start));
        libpq().clear(start);
        if (!copying)
            fail(startError);
        const bool sent = libpq().putCopyData(m_connection, m_rows.constData(), static_cast<int>(m_rows.size())) == 1;
        m_rows.clear();
        if (libpq().putCopyEnd(m_connection, sent ? nullptr : "the rows could not be sent") != 1)
            fail(QString::fromUtf8(libpq().errorMessage(m_connection)));
        QString error;
        while (PGresult *result = libpq().getResult(m_connection)) {
            if (libpq().resultStatus(result) != PGRES_COMMAND_OK && error.isEmpty())
                error = QString::fromUtf8(libpq().resultErrorMessage(result));
            libpq().clear(result);
        }
        if (!error.isEmpty())
            fail(error);
    }

private:
    /** A batch's size: big enough that a round trip is nothing beside it, small enough to keep memory flat. */
    static constexpr qsizetype kBatchBytes = 4 << 20;

    void append(const BulkValue &value)
    {
        if (std::holds_alternative<std::int64_t>(value)) {
            m_rows.append(QByteArray::number(static_cast<qlonglong>(std::get<std::int64_t>(value))));
        } else if (std::holds_alternative<double>(value)) {
            const double v = std::get<double>(value);
            // 17 significant digits read back as the same double: the cached ratings equal a replay's.
            m_rows.append(std::isnan(v) ? QByteArray("\\N") : QByteArray::number(v, 'g', 17));
        } else if (std::holds_alternative<std::string_view>(value)) {
            for (const char c : std::get<std::string_view>(value)) {
                switch (c) {
                case '\\':
                    m_rows.append("\\\\");
                    break;
                case '\t':
                    m_rows.append("\\t");
                    break;
                case '\n':
                    m_rows.append("\\n");
                    break;
                case '\r':
                    m_rows.append("\\r");
                    break;
                default:
                    m_rows.append(c);
                }
            }
        } else {
            m_rows.append("\\N");
        }
    }

    const Database &m_db;
    PGconn *m_connection;
    QString m_table;
    qsizetype m_columns;
    QByteArray m_copy;
    QByteArray m_rows;
};

/** The connection's libpq handle, from QtSql's driver (typed "PGconn*" in its documentation, "pg_conn*" as Qt 6.4 names
 *  it); null when it has none. */
PGconn *libpqHandle(const QSqlDriver *driver)
{
    if (driver == nullptr)
        return nullptr;
    const QVariant handle = driver->handle();
    if (!handle.isValid() || (qstrcmp(handle.typeName(), "PGconn*") != 0 && qstrcmp(handle.typeName(), "pg_conn*") != 0)
        || !libpq().loaded)
        return nullptr;
    return *static_cast<PGconn *const *>(handle.constData());
}

PGconn *libpqHandle(const Database &db)
{
    return libpqHandle(db.connection().driver());
}

/** The rows of a query through QtSql, each row's text kept as UTF-8 until the next step. */
class QueryReader : public BulkReader
{
public:
    QueryReader(const Database &db, const QString &sql, std::initializer_list<BulkValue> values)
        : m_query(db.prepare(sql)) // whole: the caller may run other statements while it reads (Backend)
    {
        for (const BulkValue &value : values)
            m_query.addBindValue(variantOf(value));
        Database::exec(m_query);
    }

    bool next() override
    {
        if (!m_query.next())
            return false;
        // The columns are counted once: QPSQL's record() looks up each column's table on the driver's connection.
        if (m_columns < 0) {
            m_columns = m_query.record().count();
            m_text.resize(static_cast<std::size_t>(m_columns));
        }
        m_textRead.assign(static_cast<std::size_t>(m_columns), false);
        return true;
    }
    bool isNull(int column) const override { return m_query.isNull(column); }
    std::int64_t integer(int column) const override { return m_query.value(column).toLongLong(); }
    double real(int column) const override
    {
        return m_query.isNull(column) ? std::nan("") : m_query.value(column).toDouble();
    }
    std::string_view text(int column) const override
    {
        const auto c = static_cast<std::size_t>(column);
        if (!m_textRead[c]) {
            m_text[c] = m_query.value(column).toString().toUtf8();
            m_textRead[c] = true;
        }
        return {m_text[c].constData(), static_cast<std::size_t>(m_text[c].size())};
    }

private:
    Statement m_query;
    int m_columns = -1; ///< counted at the first row
    mutable std::vector<QByteArray> m_text;
    mutable std::vector<bool> m_textRead;
};

} // namespace

PostgresBackend::PostgresBackend(QString schema)
    : m_schema(std::move(schema))
{ }

QString PostgresBackend::quotedSchema() const
{
    // ClubLocation lets only letters, digits and _ into a schema's name; quoted, its case is kept.
    return QLatin1Char('"') + m_schema + QLatin1Char('"');
}

void PostgresBackend::harden(const Database &db) const
{
    // The club's tables, and nothing else of the database's (a table of the same name in public) by mistake. Only
    // warnings and errors come back, and dates in ISO whatever the server's settings.
    db.execute(QStringLiteral("SET search_path TO %1").arg(quotedSchema()));
    db.execute(QStringLiteral("SET client_min_messages TO warning"));
    db.execute(QStringLiteral("SET DateStyle TO ISO"));
}

void PostgresBackend::configure(const Database &db, bool forWriting) const
{
    if (!forWriting)
        db.execute(QStringLiteral("SET default_transaction_read_only TO on"));
    setWaitForWriters(db, true);
}

bool PostgresBackend::schemaExists(const Database &db) const
{
    Statement query = run(db, QStringLiteral("SELECT 1 FROM pg_namespace WHERE nspname = ?"), {m_schema});
    return query.next();
}

void PostgresBackend::createClubSpace(const Database &db) const
{
    if (schemaExists(db))
        return; // CREATE SCHEMA IF NOT EXISTS still asks for the right to make one
    db.execute(QStringLiteral("CREATE SCHEMA IF NOT EXISTS %1").arg(quotedSchema()));
}

bool PostgresBackend::canWrite(const Database &db) const
{
    Statement query = run(db,
                          QStringLiteral("SELECT has_schema_privilege(current_user, ?, 'CREATE') OR "
                                         "COALESCE(has_table_privilege(current_user, to_regclass(? || '.games'), "
                                         "'INSERT'), false)"),
                          {m_schema, quotedSchema()});
    return query.next() && query.value(0).toBool();
}

int PostgresBackend::schemaVersion(const Database &db) const
{
    Statement exists = run(db, QStringLiteral("SELECT to_regclass(? || '.podium_club') IS NOT NULL"), {quotedSchema()});
    if (!exists.next() || !exists.value(0).toBool())
        return 0;
    Statement query = run(db, QStringLiteral("SELECT version FROM podium_club"));
    return query.next() ? query.value(0).toInt() : 0;
}

bool PostgresBackend::markedAsPodium(const Database &db) const
{
    Statement exists = run(db, QStringLiteral("SELECT to_regclass(? || '.podium_club') IS NOT NULL"), {quotedSchema()});
    if (!exists.next() || !exists.value(0).toBool())
        return false;
    Statement query = run(db, QStringLiteral("SELECT application FROM podium_club"));
    return query.next() && query.value(0).toString() == QLatin1String(kApplication);
}

void PostgresBackend::setSchemaVersion(const Database &db, int version) const
{
    db.execute(QStringLiteral("CREATE TABLE IF NOT EXISTS podium_club ("
                              " application TEXT NOT NULL,"
                              " version INTEGER NOT NULL CHECK (version > 0),"
                              " one INTEGER PRIMARY KEY DEFAULT 1 CHECK (one = 1))"));
    run(db,
        QStringLiteral("INSERT INTO podium_club (application, version) VALUES (?, ?) ON CONFLICT (one) DO UPDATE SET "
                       "version = excluded.version"),
        {QString::fromLatin1(kApplication), version});
}

int PostgresBackend::objectCount(const Database &db) const
{
    Statement query
        = run(db,
              QStringLiteral("SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                             "WHERE n.nspname = ? AND c.relkind IN ('r', 'v', 'm', 'p', 'f')"),
              {m_schema});
    return query.next() ? query.value(0).toInt() : 0;
}

SchemaDescription PostgresBackend::describeSchema(const Database &db) const
{
    // The tables and their columns, as SQLite's description has them; the definitions are the server's own.
    SchemaDescription schema;
    Statement query = run(db,
                          QStringLiteral("SELECT table_name, column_name, data_type, is_nullable = 'NO', "
                                         "column_default FROM information_schema.columns WHERE table_schema = ? "
                                         "ORDER BY table_name, ordinal_position"),
                          {m_schema});
    while (query.next()) {
        SchemaObject &table = schema[query.value(0).toString()];
        table.type = QStringLiteral("table");
        table.table = query.value(0).toString();
        table.columns.push_back(
            {query.value(1).toString(),
             query.value(2).toString() + (query.value(3).toBool() ? QStringLiteral(" NOT NULL") : QString())
                 + (query.isNull(4) ? QString() : QStringLiteral(" DEFAULT ") + query.value(4).toString())});
    }
    return schema;
}

QStringList PostgresBackend::schemaDifferences(const Database &db, int version) const
{
    // A server's club is made from its baseline and the migrations after it, which give it the tables and columns of
    // a club file of the same version (expectedSchema: a file's, made in memory), in the server's own types. The
    // tables, their columns in order, and the ratings' double precision (a REAL made by hand would be single) are
    // compared; the statements' text is the server's own and is not.
    QStringList differences;
    if (version <= 0)
        return differences;
    const SchemaDescription actual = describeSchema(db);
    if (actual.find(QStringLiteral("podium_club")) == actual.end())
        differences.append(ErrorText::tr("the table %1 is missing").arg(QStringLiteral("podium_club")));
    for (const auto &[name, object] : expectedSchema(version)) {
        if (!isOrdinaryTable(object))
            continue;
        const auto found = actual.find(name);
        if (found == actual.end()) {
            differences.append(ErrorText::tr("the table %1 is missing").arg(name));
            continue;
        }
        QStringList wanted;
        for (const SchemaColumn &column : object.columns)
            wanted.append(column.name);
        QStringList there;
        for (const SchemaColumn &column : found->second.columns)
            there.append(column.name);
        if (there != wanted) {
            differences.append(ErrorText::tr("the table %1 has the columns %2, not %3")
                                   .arg(name, there.join(QStringLiteral(", ")), wanted.join(QStringLiteral(", "))));
            continue;
        }
        for (std::size_t c = 0; c < object.columns.size(); ++c) {
            const QString &type = found->second.columns[c].declaration;
            if (object.columns[c].declaration.startsWith(QLatin1String("REAL "))
                && !type.startsWith(QLatin1String("double precision")))
                differences.append(ErrorText::tr("the column %1.%2 is %3, not double precision")
                                       .arg(name, object.columns[c].name, type.section(QLatin1Char(' '), 0, 0)));
        }
    }
    return differences;
}

std::vector<IndexDefinition> PostgresBackend::secondaryIndexes(const Database &db, const QString &table) const
{
    // Only a table's owner may drop and make its indexes (a bulk import does, to write faster): for a desk's role,
    // which may only write rows, there are none to drop.
    std::vector<IndexDefinition> indexes;
    Statement query = run(db,
                          QStringLiteral("SELECT i.indexname, i.indexdef FROM pg_indexes i JOIN pg_tables t ON "
                                         "t.schemaname = i.schemaname AND t.tablename = i.tablename WHERE "
                                         "pg_has_role(t.tableowner, 'MEMBER') AND i.schemaname = ? AND "
                                         "i.tablename = ? AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE "
                                         "k.conname = i.indexname AND k.connamespace = (SELECT oid FROM pg_namespace "
                                         "WHERE nspname = ?)) ORDER BY i.indexname"),
                          {m_schema, table, m_schema});
    while (query.next())
        indexes.push_back({query.value(0).toString(), query.value(1).toString()});
    return indexes;
}

void PostgresBackend::transactionBegun(const Database &db) const
{
    // One writer at a time per club, as on a file: a change and the replay it starts write the cached standings of
    // many players, and two desks doing so at once in different orders would deadlock (one of them then failing).
    // Held until the commit; a reader never takes it, and a cache write that finds it taken gives up at once
    // (setWaitForWriters). The journal's rows take it too (journalWriting), so their ids commit in order.
    run(db, QStringLiteral("SELECT pg_advisory_xact_lock(hashtext(?))"), {changeChannel()});
}

QString PostgresBackend::changeChannel() const
{
    return QStringLiteral("podium_") + m_schema;
}

void PostgresBackend::journalWriting(const Database &db) const
{
    // The club's write lock is held (transactionBegun) until the commit: a desk that has read the rows up to an id
    // never finds an older id committed after it. The notification goes out with the commit.
    run(db, QStringLiteral("SELECT pg_notify(?, '')"), {changeChannel()});
}

qint64 PostgresBackend::othersCommits(const Database &db) const
{
    // The journal's last row: every command writes one. (The next step, LISTEN/NOTIFY, says so without asking.)
    try {
        Statement query = run(db, QStringLiteral("SELECT COALESCE(max(id), 0) FROM club_changes"));
        return query.next() ? query.value(0).toLongLong() : -1;
    } catch (const DbError &) {
        return -1;
    }
}

std::pair<qint64, qint64> PostgresBackend::contentStamp(const Database &db) const
{
    // Another desk's change shows as a journal row (every command writes one); this connection's own as its count of
    // transactions and statements. (SQLite's data_version and total_changes are the file's.)
    return {othersCommits(db), db.ownWrites()};
}

void PostgresBackend::setWaitForWriters(const Database &db, bool wait) const
{
    // A writer waits for another up to a minute, as a file's busy timeout has it; a cache write not at all.
    db.execute(wait ? QStringLiteral("SET lock_timeout TO 60000") : QStringLiteral("SET lock_timeout TO 1"));
}

bool PostgresBackend::connectionLost(const Database &db) const
{
    // libpq's status is what the connection last found (a statement that failed, the notification socket closed).
    PGconn *connection = libpqHandle(db);
    return connection == nullptr || libpq().status(connection) == CONNECTION_BAD;
}

bool PostgresBackend::connectionBroken(const QSqlDriver *driver)
{
    PGconn *connection = libpqHandle(driver);
    if (connection == nullptr)
        return false;
    if (libpq().status(connection) == CONNECTION_BAD)
        return true;
    // A statement sent to a server that went away fails at the write ("server closed the connection unexpectedly"),
    // and libpq keeps the connection's status until it reads: the read it takes now finds the end.
    libpq().consumeInput(connection);
    return libpq().status(connection) == CONNECTION_BAD;
}

bool PostgresBackend::serverAnswers(const QString &connectionInfo)
{
    // libpq's ping: whether the server takes connections, without logging in (no password asked, nothing in its
    // log). Ten seconds at most for a host that does not answer, so that a probe ends, unless the address says
    // otherwise (libpq takes a keyword's last value).
    if (!libpq().loaded) // QtSql's PostgreSQL driver needs it too: without it no server is reached
        return false;
    const QByteArray info = (QStringLiteral("connect_timeout=10 ") + connectionInfo).toUtf8();
    return libpq().ping(info.constData()) == PQPING_OK;
}

std::function<bool()> PostgresBackend::reachability(const Database &db) const
{
    return [info = db.location().connectionInfo()] { return serverAnswers(info); };
}

void PostgresBackend::interrupt() const
{
    // Database stops between statements (checkInterrupted); a statement already on the server runs to its end.
}

void PostgresBackend::setForeignKeys(const Database &db, bool on) const
{
    // The references stay checked on a server: turning them off takes a superuser (session_replication_role).
    (void)db;
    (void)on;
}

void PostgresBackend::checkReferencesNow(const Database &db) const
{
    db.execute(QStringLiteral("SET CONSTRAINTS ALL IMMEDIATE"));
}

std::unique_ptr<BulkWriter> PostgresBackend::bulkWriter(const Database &db, const QString &table,
                                                        const QStringList &columns) const
{
    PGconn *connection = libpqHandle(db);
    if (!connection)
        throw DbError::storage(ErrorText::tr("%1: the connection has no PostgreSQL handle").arg(db.path()));
    return std::make_unique<CopyWriter>(db, connection, table, columns);
}

std::unique_ptr<BulkReader> PostgresBackend::bulkReader(const Database &db, const QString &sql,
                                                        std::initializer_list<BulkValue> values) const
{
    return std::make_unique<QueryReader>(db, sql, values);
}

QStringList PostgresBackend::integrityProblems(const Database &db) const
{
    // The server keeps its own pages and checks every reference as it is written; whether the club is whole is
    // schemaDifferences' to say.
    (void)db;
    return {};
}

QString PostgresBackend::quickDamage(const Database &db) const
{
    const QStringList problems = schemaDifferences(db, schemaVersion(db));
    return problems.isEmpty() ? QString() : problems.front();
}

} // namespace podium::store

namespace podium::store {

RowRefusal PostgresBackend::rowRefusal(const QSqlError &error) const
{
    // The SQLSTATE says which rule, whatever language the server speaks; the key's columns and the rule's name are
    // in the message as "(name)=(Ann)" and the first quoted name, in every language of PostgreSQL's messages.
    RowRefusal refusal;
    refusal.text = error.databaseText().simplified();
    const QString state = error.nativeErrorCode();
    if (state == QLatin1String("23505")) {
        refusal.rule = RowRefusal::Rule::Unique;
        const QRegularExpressionMatch key
            = QRegularExpression(QStringLiteral("\\(([a-z_, ]+)\\)=\\(")).match(refusal.text);
        if (key.hasMatch())
            for (const QString &column : key.captured(1).split(QLatin1Char(',')))
                refusal.columns.append(column.trimmed());
    } else if (state == QLatin1String("23503")) {
        refusal.rule = RowRefusal::Rule::Reference;
    } else if (state == QLatin1String("23514")) {
        refusal.rule = RowRefusal::Rule::Check;
        refusal.check = QRegularExpression(QStringLiteral("\"([^\"]+)\"")).match(refusal.text).captured(1);
    }
    return refusal;
}

} // namespace podium::store
