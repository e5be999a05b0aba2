// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "store/database.h"

#include "io/errortext.h"
#include "store/dberror.h"
#include "store/openclubs.h"
#include "store/postgres/postgresbackend.h"
#include "store/schema.h"
#include "store/schemacheck.h"
#include "store/sqlite/sqlitebackend.h"
#include "store/sqlite/sqlitefile.h"

#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

#include <atomic>

namespace podium::store {

DbError DbError::storage(const QString &message, const QSqlError &error)
{
    return DbError(message, error.type() == QSqlError::ConnectionError ? Kind::Lost : Kind::Storage);
}

namespace {

/** A statement's failure as a DbError: Lost, in words that say so, when the connection to the server is gone (the
 *  server then takes back the transaction: nothing of it stays). */
DbError statementFailure(const QString &message, const QSqlQuery &query)
{
    const QSqlError error = query.lastError();
    // Qt's SQLite driver calls every failed step a ConnectionError (a UNIQUE constraint, a busy file); a file has no
    // connection to lose, and its failure is the storage's.
    if (query.driver() == nullptr || query.driver()->dbmsType() != QSqlDriver::PostgreSQL)
        return DbError::storage(message);
    if (error.type() != QSqlError::ConnectionError && !PostgresBackend::connectionBroken(query.driver()))
        return DbError::storage(message, error);
    const QString detail
        = error.databaseText().simplified().isEmpty() ? error.text().simplified() : error.databaseText().simplified();
    if (detail.isEmpty()) // a connection closed after a try to make it again failed
        return DbError(ErrorText::tr("not connected to the server; nothing was changed"), DbError::Kind::Lost);
    return DbError(ErrorText::tr("the connection to the server is lost (%1); nothing was changed").arg(detail),
                   DbError::Kind::Lost);
}

QString uniqueConnectionName()
{
    static std::atomic<int> counter {0};
    return QStringLiteral("podium-%1").arg(++counter);
}

} // namespace

Database::Database(ClubLocation location, QString connectionName)
    : m_location(std::move(location))
    , m_path(m_location.toString())
    , m_connectionName(std::move(connectionName))
{ }

Database::~Database()
{
    if (m_statements)
        m_statements->clear(); // on the connection that prepared them, before it closes
    {
        QSqlDatabase db = connection();
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
    if (m_openClub)
        openclubs::closed(*m_openClub);
}

std::pair<qint64, qint64> Database::contentStamp() const
{
    return m_backend->contentStamp(*this);
}

bool Database::tryWrite(const std::function<void()> &write) const
{
    if (m_transactionDepth > 0) {
        Transaction transaction(*this); // the lock is already this connection's
        write();
        transaction.commit();
        return true;
    }
    // Busy, read-only, or a disk that refuses: the caller shows what it worked out without storing it. A file's
    // writer finds another's lock as it begins; a server's only as it writes a row another desk holds.
    m_backend->setWaitForWriters(*this, false);
    bool written = false;
    try {
        Transaction transaction(*this);
        write();
        transaction.commit();
        written = true;
    } catch (const DbError &) {
        if (m_interrupted) {
            m_backend->setWaitForWriters(*this, true);
            throw;
        }
    }
    m_backend->setWaitForWriters(*this, true);
    return written;
}

void Database::keepRemembered() const
{
    const std::pair<qint64, qint64> stamp = contentStamp();
    if (stamp.first == m_memoStamp.first && stamp.first >= 0)
        m_memoStamp = stamp;
}

bool Database::rememberWorkedOut(const QString &key, std::shared_ptr<const void> value, std::pair<qint64, qint64> mark,
                                 const QString &discipline) const
{
    const std::pair<qint64, qint64> stamp = contentStamp();
    if (!value || stamp != mark || stamp.first < 0 || stamp.second < 0)
        return false;
    if (stamp != m_memoStamp || m_memo.size() > kMemoSize) { // as remembered() starts again
        m_memo.clear();
        m_memoStamp = stamp;
    }
    m_memo[key] = {std::move(value), discipline.toCaseFolded()};
    return true;
}

void Database::reviseRemembered(
    std::pair<qint64, qint64> mark,
    const std::function<std::shared_ptr<const void>(const QString &key, const std::shared_ptr<const void> &value)>
        &revise) const
{
    // The values are as of m_memoStamp; another connection's commit moves the stamp's first part (a file's
    // data_version; a server's journal, which this connection's own change moves too, so a server's club reads again).
    const std::pair<qint64, qint64> now = contentStamp();
    if (m_memo.empty() || mark != m_memoStamp || mark.first < 0 || now.first != mark.first || now.second < 0) {
        m_memo.clear();
        return;
    }
    try {
        for (auto it = m_memo.begin(); it != m_memo.end();) {
            it->second.value = revise(it->first, it->second.value);
            it = it->second.value ? std::next(it) : m_memo.erase(it);
        }
    } catch (const DbError &) {
        m_memo.clear(); // read again when next asked
        return;
    }
    m_memoStamp = now;
}

void Database::keepRememberedBut(std::pair<qint64, qint64> mark, const std::optional<QStringList> &disciplines) const
{
    // The values are as of m_memoStamp. When only others' commits lie between it and mark (this connection's own
    // count is the same), the journal rows read after mark was taken name everything those changed.
    if (!disciplines || m_memoStamp.first < 0 || mark.first < 0 || mark.second != m_memoStamp.second) {
        m_memo.clear(); // anything may have changed: a row read now is not heard again, so nothing may stay
        return;
    }
    QStringList changed;
    for (const QString &discipline : *disciplines)
        changed.append(discipline.toCaseFolded());
    for (auto it = m_memo.begin(); it != m_memo.end();) {
        if ((it->second.discipline.isEmpty() && !changed.isEmpty()) || changed.contains(it->second.discipline))
            it = m_memo.erase(it);
        else
            ++it;
    }
    m_memoStamp = mark;
}

void Database::interrupt() const
{
    m_interrupted = true;
    if (m_backend)
        m_backend->interrupt(); // from any thread
}

void Database::checkInterrupted() const
{
    if (m_interrupted)
        throw DbError(ErrorText::tr("%1: the work on the club was stopped").arg(m_path));
}

bool Database::isDisconnected() const
{
    return m_backend->connectionLost(*this);
}

std::function<bool()> Database::reachability() const
{
    return m_backend->reachability(*this);
}

void Database::reconnect()
{
    // As open() made it: the same address and password (QSqlDatabase keeps them), then the settings of the session,
    // which a new one lacks. No transaction outlives its connection.
    if (m_statements)
        m_statements->clear(); // prepared on the connection that was lost
    QSqlDatabase db = connection();
    db.close();
    m_transactionDepth = 0;
    ++m_ownWrites;
    m_memo.clear();
    m_memoStamp = {-1, -1};
    m_schemaVersion = -1;
    if (!db.open())
        throw DbError(ErrorText::tr("%1: cannot connect: %2").arg(m_path, db.lastError().text().simplified()),
                      DbError::Kind::Lost);
    m_backend->harden(*this);
    m_backend->configure(*this, !isReadOnly());
}

int Database::currentSchemaVersion()
{
    return static_cast<int>(migrations().size());
}

std::unique_ptr<Database> Database::open(const ClubLocation &location, Mode mode, Migrate migrate)
{
    if (location.isEmpty())
        throw DbError(ErrorText::tr("no club file given"));
    if (location.isServer())
        return openServer(location, mode, migrate);
    SqliteFile file(location.path(), mode);
    std::unique_ptr<Database> database = connect(location, file.readOnlyReason());
    database->m_openClub = file.takeRecord();
    database->checkBeforeUse();
    if (database->isReadOnly()) {
        database->checkReadableAsItIs();
        database->backend().configure(*database, false);
        return database;
    }
    database->backend().configure(*database, true);
    if (migrate == Migrate::Now)
        database->migrate();
    return database;
}

std::unique_ptr<Database> Database::openInMemory()
{
    return connect(ClubLocation::file(QStringLiteral(":memory:")));
}

std::unique_ptr<Database> Database::connect(const ClubLocation &location, const QString &readOnlyReason)
{
    const QString name = uniqueConnectionName();
    std::unique_ptr<Database> database(new Database(location, name));
    database->m_readOnlyReason = readOnlyReason;
    QSqlDatabase db = QSqlDatabase::addDatabase(SqliteFile::driver(), name);
    if (!db.isValid())
        throw DbError::storage(ErrorText::tr("the Qt SQLite driver is missing (install libqt6sql6-sqlite)"));
    db.setDatabaseName(SqliteFile::databaseName(location.path(), database->isReadOnly()));
    db.setConnectOptions(SqliteFile::connectOptions(database->isReadOnly()));
    if (!db.open())
        throw DbError::storage(ErrorText::tr("%1: cannot open: %2").arg(database->path(), db.lastError().text()),
                               db.lastError());
    database->m_backend = std::make_unique<SqliteBackend>(*database);
    if (database->m_backend->keepsStatements())
        database->m_statements = std::make_shared<StatementCache>();
    database->m_backend->harden(*database);
    return database;
}

std::unique_ptr<Database> Database::openServer(const ClubLocation &location, Mode mode, Migrate migrate)
{
    const QString name = uniqueConnectionName();
    std::unique_ptr<Database> database(new Database(location, name));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
    if (!db.isValid())
        throw DbError::storage(ErrorText::tr("the Qt PostgreSQL driver is missing (install libqt6sql6-psql)"));
    // Everything of the address as libpq's keywords: QtSql passes its connect options on to libpq as they are (each
    // ; as a space, so a value holding one is not for QtSql). Its passwords only here, never stored.
    db.setConnectOptions(QStringLiteral("application_name=Podium ") + location.connectionInfo());
    db.setPassword(location.password()); // quoted by QtSql, whatever it holds
    if (!db.open())
        // libpq's own words, on one line ("could not translate host name ...", "password authentication failed").
        // A server that answers a ping turned this user away (a password may let them in); one that does not is
        // out of reach.
        throw DbError(
            ErrorText::tr("%1: cannot connect: %2")
                .arg(database->path(),
                     db.lastError().databaseText().simplified().isEmpty() ? db.lastError().text().simplified()
                                                                          : db.lastError().databaseText().simplified()),
            PostgresBackend::serverAnswers(location.connectionInfo()) ? DbError::Kind::Denied : DbError::Kind::Lost);
    const QString schema = location.schema().isEmpty() ? QStringLiteral("public") : location.schema();
    auto backend = std::make_unique<PostgresBackend>(schema);
    const PostgresBackend &server = *backend;
    database->m_backend = std::move(backend);
    if (database->m_backend->keepsStatements())
        database->m_statements = std::make_shared<StatementCache>();
    server.harden(*database);
    // A new club's schema is made with its tables, in one transaction: a failure leaves no empty schema behind.
    const bool exists = server.schemaExists(*database);
    const bool opensExisting = mode == Mode::OpenExisting || mode == Mode::OpenReadOnly;
    if (opensExisting && (!exists || server.schemaVersion(*database) == 0))
        throw DbError(ErrorText::tr("%1: there is no club here (create one with init)").arg(database->path()),
                      DbError::Kind::Missing);
    if (mode == Mode::OpenReadOnly)
        database->m_readOnlyReason = ErrorText::tr("it was opened read-only");
    else if (exists && !server.canWrite(*database))
        database->m_readOnlyReason = ErrorText::tr("the server lets this user only read it");
    database->checkBeforeUse();
    if (database->isReadOnly()) {
        if (database->schemaVersion() != currentSchemaVersion())
            database->checkReadableAsItIs();
        server.configure(*database, false);
        return database;
    }
    server.configure(*database, true);
    // A desk's role may write rows but not make schemas or tables: a club that is there and current takes neither.
    if (migrate == Migrate::Now && (!exists || database->schemaVersion() < currentSchemaVersion())) {
        Transaction transaction(*database);
        server.createClubSpace(*database);
        database->migrate();
        transaction.commit();
    }
    return database;
}

void Database::checkBeforeUse() const
{
    // Identify the file before writing anything to it, and compare its schema before running anything of it.
    const bool podiums = m_backend->markedAsPodium(*this);
    const int version = m_backend->schemaVersion(*this);
    const int tableCount = m_backend->objectCount(*this);
    if (tableCount > 0 && !podiums)
        throw DbError::storage(
            m_location.isServer()
                ? ErrorText::tr("%1 holds tables that are not a Podium club's (name a schema of its own with schema=); "
                                "it was left untouched")
                      .arg(m_path)
                : ErrorText::tr("%1 is an SQLite database but not a Podium one; it was left untouched").arg(m_path));
    if (version < 0 || (version == 0 && tableCount > 0))
        throw DbError::storage(ErrorText::tr("%1 is not a Podium database (schema version %2); it was left untouched")
                                   .arg(m_path)
                                   .arg(version));
    if (version > currentSchemaVersion())
        throw DbError::storage(ErrorText::tr("%1 was written by a newer Podium (schema version %2; this build knows up "
                                             "to %3); "
                                             "it was left untouched")
                                   .arg(m_path)
                                   .arg(version)
                                   .arg(currentSchemaVersion()));
    QStringList differences = m_backend->schemaDifferences(*this, version);
    if (differences.isEmpty())
        return;
    // The first few say what happened; a table renamed and replaced by a view touches every reference to it.
    constexpr qsizetype kShown = 4;
    if (differences.size() > kShown + 1) {
        const int rest = int(differences.size() - kShown);
        differences.resize(kShown);
        differences.append(ErrorText::tr("and %n more", nullptr, rest));
    }
    throw DbError::storage(ErrorText::tr("%1 was changed outside Podium (%2); it was left untouched")
                               .arg(m_path, differences.join(QStringLiteral("; "))));
}

void Database::checkReadableAsItIs() const
{
    const int version = schemaVersion();
    // A version whose schema is the current one's (version 3 before 4 gave every game an external id), version 5's
    // (before 6 added the standings' volatility, a column of the cache that Leaderboards then does not read), or
    // version 6's (before 7 added the change journal, which a read-only club does without: Club then takes any
    // commit of another program for a change of everything) or version 7's (before 8 added the revisions, which only
    // commands write, and the journal's disciplines and rows, which a reader then does without) or version 8's
    // (before 9 added the players' result reports, which only a board that takes reports writes) or version 9's
    // (before 10 added the players' known ratings and the absences asked for, which a reader takes for none) reads
    // as it is.
    constexpr int kBeforeVolatility = 5;
    constexpr int kBeforeJournal = 6;
    constexpr int kBeforeRevisions = 7;
    constexpr int kBeforeReports = 8;
    constexpr int kBeforeKnownRatings = 9;
    if (version != currentSchemaVersion()
        && !(version >= 1
             && (expectedSchema(version) == expectedSchema(currentSchemaVersion())
                 || expectedSchema(version) == expectedSchema(kBeforeKnownRatings)
                 || expectedSchema(version) == expectedSchema(kBeforeReports)
                 || expectedSchema(version) == expectedSchema(kBeforeRevisions)
                 || expectedSchema(version) == expectedSchema(kBeforeJournal)
                 || expectedSchema(version) == expectedSchema(kBeforeVolatility))))
        throw DbError(ErrorText::tr("%1 is read-only (%2) and cannot be upgraded from schema version %3 to %4; it "
                                    "was left untouched")
                          .arg(m_path, m_readOnlyReason)
                          .arg(version)
                          .arg(currentSchemaVersion()));
}

int Database::schemaVersion() const
{
    // Read once: the services ask before many statements which columns there are (on a server, two round trips).
    // A migration or a transaction taken back reads it again.
    if (m_schemaVersion < 0)
        m_schemaVersion = m_backend->schemaVersion(*this);
    return m_schemaVersion;
}

void Database::migrate()
{
    if (schemaVersion() == 0 && m_backend->createsFromBaseline()) {
        // A new club on a server is made at its baseline's version at once (store/postgres/postgresschema.cpp);
        // the migrations written after it, for both dialects, take it on from there.
        Transaction transaction(*this);
        m_backend->createBaseline(*this);
        m_backend->setSchemaVersion(*this, m_backend->baselineVersion());
        m_schemaVersion = -1;
        transaction.commit();
    }
    if (m_backend->createsFromBaseline() && schemaVersion() < m_backend->baselineVersion())
        throw DbError::storage(ErrorText::tr("%1 has schema version %2, and this version of Podium cannot upgrade a "
                                             "club on a server from it")
                                   .arg(m_path)
                                   .arg(schemaVersion()));
    const std::vector<Migration> &steps = migrations();
    for (int version = schemaVersion(); version < static_cast<int>(steps.size()); ++version) {
        Transaction transaction(*this);
        steps[static_cast<std::size_t>(version)](*this);
        m_backend->setSchemaVersion(*this, version + 1);
        m_schemaVersion = -1;
        transaction.commit();
    }
}

Statement Database::prepare(const QString &sql) const
{
    checkInterrupted();
    if (m_statements) {
        if (std::optional<QSqlQuery> kept = m_statements->take(sql))
            return Statement(std::move(*kept), m_statements, sql);
    }
    QSqlQuery query(connection());
    query.setForwardOnly(m_backend->readsRowsAsTheyCome());
    if (!query.prepare(sql))
        throw statementFailure(ErrorText::tr("%1: %2 (in: %3)").arg(m_path, query.lastError().text(), sql.simplified()),
                               query);
    return Statement(std::move(query), m_statements, sql);
}

qint64 Database::execReturningId(Statement &insert)
{
    exec(insert);
    if (!insert.next())
        throw DbError::storage(
            ErrorText::tr("database error: no id came back (in: %1)").arg(insert.lastQuery().simplified()));
    const qint64 id = insert.value(0).toLongLong();
    insert.finish(); // the insert was made at the first step; the statement is ready to run again
    return id;
}

void Database::exec(Statement &statement)
{
    QSqlQuery &query = statement.editable();
    statement.m_unrun = false;
    if (!query.exec())
        throw statementFailure(
            ErrorText::tr("database error: %1 (in: %2)").arg(query.lastError().text(), query.lastQuery().simplified()),
            query);
}

void Database::execute(const QString &sql) const
{
    // Run as it is, not prepared: a server prepares no statement of its own settings or schema (SET, CREATE).
    checkInterrupted();
    ++m_ownWrites;
    QSqlQuery query(connection());
    if (!query.exec(sql))
        throw statementFailure(
            ErrorText::tr("database error: %1 (in: %2)").arg(query.lastError().text(), sql.simplified()), query);
}

std::unique_ptr<BulkWriter> Database::bulkWriter(const QString &table, const QStringList &columns) const
{
    return m_backend->bulkWriter(*this, table, columns);
}

std::unique_ptr<BulkReader> Database::bulkReader(const QString &sql, std::initializer_list<BulkValue> values) const
{
    return m_backend->bulkReader(*this, sql, values);
}

QStringList Database::integrityProblems() const
{
    return m_backend->integrityProblems(*this);
}

Transaction::Transaction(const Database &database)
    : m_database(database)
    , m_connection(database.connection())
{
    if (database.isReadOnly())
        throw DbError(ErrorText::tr("%1 is read-only (%2): nothing can be changed")
                          .arg(database.path(), database.readOnlyReason()));
    // An inner transaction is a savepoint of the outer one: SQLite cannot nest BEGIN.
    int &depth = m_database.m_transactionDepth;
    if (depth > 0) {
        m_savepoint = QStringLiteral("podium_%1").arg(depth);
        QSqlQuery query(m_connection);
        if (!query.exec(QStringLiteral("SAVEPOINT ") + m_savepoint))
            throw statementFailure(ErrorText::tr("cannot start a transaction: %1").arg(query.lastError().text()),
                                   query);
    } else {
        // The backend's BEGIN: SQLite's takes the write lock at once, so that a busy writer is waited for (M3).
        if (database.isDisconnected())
            throw DbError(ErrorText::tr("%1: not connected to the server; nothing was changed").arg(database.path()),
                          DbError::Kind::Lost);
        QSqlQuery begin(m_connection);
        if (!begin.exec(database.backend().beginTransaction()))
            throw statementFailure(ErrorText::tr("cannot start a transaction: %1").arg(begin.lastError().text()),
                                   begin);
        try {
            database.backend().transactionBegun(database);
        } catch (const DbError &) {
            begin.exec(QStringLiteral("ROLLBACK"));
            throw;
        }
    }
    ++depth;
    ++m_database.m_ownWrites;
}

Transaction::~Transaction()
{
    if (!m_done)
        finish(false);
}

void Transaction::finish(bool keep)
{
    m_done = true;
    if (!keep)
        m_database.m_schemaVersion = -1; // a migration inside it is taken back too
    --m_database.m_transactionDepth;
    ++m_database.m_ownWrites;
    if (!m_savepoint.isEmpty()) {
        QSqlQuery query(m_connection);
        if (!keep)
            query.exec(QStringLiteral("ROLLBACK TO ") + m_savepoint);
        if (!query.exec(QStringLiteral("RELEASE ") + m_savepoint) && keep)
            throw statementFailure(ErrorText::tr("cannot save the changes: %1").arg(query.lastError().text()), query);
        return;
    }
    QSqlQuery query(m_connection);
    if (!keep) {
        query.exec(QStringLiteral("ROLLBACK"));
        return;
    }
    if (!query.exec(QStringLiteral("COMMIT"))) {
        const QString error = query.lastError().text();
        if (PostgresBackend::connectionBroken(query.driver()))
            // The commit was sent: the server may have made it before the connection went. The journal tells.
            throw DbError(ErrorText::tr("%1: the connection to the server was lost as the change was being saved "
                                        "(%2); whether it was saved shows once Podium is connected again")
                              .arg(m_database.path(), error.simplified()),
                          DbError::Kind::Lost);
        query.exec(QStringLiteral("ROLLBACK"));
        throw DbError::storage(ErrorText::tr("cannot save the changes: %1").arg(error));
    }
}

void Transaction::commit()
{
    finish(true);
}

} // namespace podium::store
