// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "store/database.h"

#include "io/errortext.h"
#include "store/dberror.h"
#include "store/filecheck.h"
#include "store/openclubs.h"
#include "store/schema.h"
#include "store/schemacheck.h"
#include "store/sqlite/sqlitebackend.h"

#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <QStorageInfo>
#include <QStringList>
#include <QUrl>

#include <atomic>
#include <cerrno>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace podium::db {

DbError DbError::storage(const QString &message, const QSqlError &error)
{
    return DbError(message, error.type() == QSqlError::ConnectionError ? Kind::Lost : Kind::Storage);
}

namespace {

/** The free space below which a club opens read-only, as on a full disk (see whyReadOnly). */
constexpr qint64 kRoomToWrite = 256 * 1024;

QString uniqueConnectionName()
{
    static std::atomic<int> counter {0};
    return QStringLiteral("podium-%1").arg(++counter);
}

/** Refuses a file that exists but is not an SQLite database, without writing to it. */
void checkSqliteHeader(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw DbError::storage(ErrorText::tr("%1: cannot open: %2").arg(path, file.errorString()));
    const QByteArray header = file.read(16);
    if (header.isEmpty())
        return; // an empty file: SQLite treats it as a new database
    if (header != QByteArray("SQLite format 3\0", 16))
        throw DbError::storage(
            ErrorText::tr("%1 is not a Podium database (not an SQLite file); it was left untouched").arg(path));
}

/** Why the club at path, which exists, cannot be written; empty when it can. A club on a read-only disk, in a
 *  read-only folder (WAL writes -wal and -shm files beside it) or without write permission can still be read. */
QString whyReadOnly(const QString &path)
{
#ifdef Q_OS_UNIX
    // access() asks for the real user's rights, which is what SQLite gets for a reader started by that user.
    if (::access(QFile::encodeName(path).constData(), W_OK) != 0)
        return errno == EROFS ? ErrorText::tr("it is on a read-only disk")
                              : ErrorText::tr("there is no permission to write it");
    const QString folder = QFileInfo(path).absolutePath();
    if (::access(QFile::encodeName(folder).constData(), W_OK | X_OK) != 0)
        return errno == EROFS ? ErrorText::tr("it is on a read-only disk")
                              : ErrorText::tr("its folder cannot be written");
#else
    const QFileInfo info(path);
    if (!info.isWritable())
        return ErrorText::tr("there is no permission to write it");
    if (!QFileInfo(info.absolutePath()).isWritable())
        return ErrorText::tr("its folder cannot be written");
#endif
    // On a full disk SQLite cannot create the -wal and -shm files it reads a WAL club through, and every read
    // fails with "disk I/O error" (L3). Without those files no writer has the club open, so it reads as immutable
    // and creates nothing. The margin is room for the -shm file (32 KB) and a few pages of a change.
    const QString file = QFileInfo(path).absoluteFilePath();
    if (!QFileInfo::exists(file + QLatin1String("-wal")) && !QFileInfo::exists(file + QLatin1String("-shm"))) {
        const QStorageInfo disk(QFileInfo(file).absolutePath());
        if (disk.isValid() && disk.isReady() && disk.bytesAvailable() >= 0 && disk.bytesAvailable() < kRoomToWrite)
            return ErrorText::tr("its disk is full");
    }
    return {};
}

} // namespace

Database::Database(QString path, QString connectionName)
    : m_path(std::move(path))
    , m_connectionName(std::move(connectionName))
{ }

Database::~Database()
{
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
    m_backend->setWaitForWriters(*this, false);
    std::unique_ptr<Transaction> transaction;
    try {
        transaction = std::make_unique<Transaction>(*this);
    } catch (const DbError &) {
        // Busy, read-only, or a disk that refuses: the caller shows what it worked out without storing it.
    }
    m_backend->setWaitForWriters(*this, true);
    if (!transaction)
        return false;
    write();
    transaction->commit();
    return true;
}

void Database::keepRemembered() const
{
    const std::pair<qint64, qint64> stamp = contentStamp();
    if (stamp.first == m_memoStamp.first && stamp.first >= 0)
        m_memoStamp = stamp;
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

int Database::currentSchemaVersion()
{
    return static_cast<int>(migrations().size());
}

std::unique_ptr<Database> Database::open(const QString &path, Mode mode, Migrate migrate)
{
    if (path.isEmpty())
        throw DbError(ErrorText::tr("no club file given"));
    // Before anything opens it: a FIFO would block, a device never end (L2).
    if (const QString problem = fileKindProblem(path, -1); !problem.isEmpty())
        throw DbError(problem);
    const bool opensExisting = mode == Mode::OpenExisting || mode == Mode::OpenReadOnly;
    const QFileInfo info(path);
    if (!info.exists() && opensExisting)
        throw DbError(ErrorText::tr("%1: no such database (create one with init)").arg(path));
    if (info.exists() && mode == Mode::Create)
        throw DbError(ErrorText::tr("%1 already exists; it was left untouched").arg(path));
    // SQLite would make a club of an empty file; the file of an init that failed is not a club to write into (L4).
    if (info.exists() && info.size() == 0 && opensExisting)
        throw DbError(ErrorText::tr("%1 is empty (0 bytes), not a Podium club; it was left untouched").arg(path));
    // The header is read only while no connection of this process has the club open: closing the descriptor it was
    // read through would release that connection's locks (see openclubs.h).
    std::optional<openclubs::FileKey> registered
        = info.exists() ? openclubs::opening(path, [&] { checkSqliteHeader(path); }) : std::nullopt;
    const auto forget = qScopeGuard([&] {
        if (registered)
            openclubs::closed(*registered);
    });

    QString readOnly;
    if (mode == Mode::OpenReadOnly)
        readOnly = ErrorText::tr("it was opened read-only");
    else if (info.exists() && mode != Mode::Create)
        readOnly = whyReadOnly(path);
    std::unique_ptr<Database> database = connect(path, readOnly);
    if (!registered)
        registered = openclubs::added(path); // SQLite has just created it
    database->m_openClub = std::exchange(registered, std::nullopt);
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
    return connect(QStringLiteral(":memory:"));
}

std::unique_ptr<Database> Database::connect(const QString &path, const QString &readOnlyReason)
{
    const QString name = uniqueConnectionName();
    std::unique_ptr<Database> database(new Database(path, name));
    database->m_readOnlyReason = readOnlyReason;
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    if (!db.isValid())
        throw DbError::storage(ErrorText::tr("the Qt SQLite driver is missing (install libqt6sql6-sqlite)"));
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(SqliteBackend::kBusyTimeoutMs);
    db.setDatabaseName(path);
    if (database->isReadOnly()) {
        db.setDatabaseName(readOnlyUri(path));
        options += QStringLiteral(";QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI");
    }
    // A writer waits up to 60 s for another one to commit instead of failing: every write starts with BEGIN
    // IMMEDIATE, so this is where it waits. A game added by hand holds the lock for milliseconds, but an import
    // of 50,000 games, or the first rebuild of a leaderboard after it, holds it for seconds, and for more than
    // 10 s on a loaded two-core machine (10 s let 6 of 600 concurrent adds fail there). Waiting is never wrong
    // for a result that someone is entering; failing loses it.
    db.setConnectOptions(options);
    if (!db.open())
        throw DbError::storage(ErrorText::tr("%1: cannot open: %2").arg(path, db.lastError().text()), db.lastError());
    database->m_backend = std::make_unique<SqliteBackend>(*database);
    database->m_backend->harden(*database);
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
            ErrorText::tr("%1 is an SQLite database but not a Podium one; it was left untouched").arg(m_path));
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
    QStringList differences = schemaDifferences(*this, version);
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

QString Database::readOnlyUri(const QString &path)
{
    // A WAL club is read through its -shm file, which a reader would have to create (and, without write access,
    // leave behind as its own). Without a -wal file no writer has the club open and everything is in the file
    // itself, so it is read as immutable: no -shm, no lock, nothing created (https://www.sqlite.org/wal.html,
    // "Read-Only Databases"). With one, a writer may be at work, and the reader shares its -shm.
    const QString file = QFileInfo(path).absoluteFilePath();
    const bool writerActive = QFileInfo::exists(file + QLatin1String("-wal"));
    return QUrl::fromLocalFile(file).toString(QUrl::FullyEncoded)
        + (writerActive ? QStringLiteral("?mode=ro") : QStringLiteral("?mode=ro&immutable=1"));
}

void Database::checkReadableAsItIs() const
{
    const int version = schemaVersion();
    // A version whose schema is the current one's (version 3 before 4 gave every game an external id), version 5's
    // (before 6 added the standings' volatility, a column of the cache that Leaderboards then does not read), or
    // version 6's (before 7 added the change journal, which a read-only club does without: Club then takes any
    // commit of another program for a change of everything) or version 7's (before 8 added the revisions, which only
    // commands write, and the journal's disciplines and rows, which a reader then does without) reads as it is.
    constexpr int kBeforeVolatility = 5;
    constexpr int kBeforeJournal = 6;
    constexpr int kBeforeRevisions = 7;
    if (version != currentSchemaVersion()
        && !(version >= 1
             && (expectedSchema(version) == expectedSchema(currentSchemaVersion())
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
    return m_backend->schemaVersion(*this);
}

void Database::migrate()
{
    const std::vector<Migration> &steps = migrations();
    for (int version = schemaVersion(); version < static_cast<int>(steps.size()); ++version) {
        Transaction transaction(*this);
        steps[static_cast<std::size_t>(version)](*this);
        m_backend->setSchemaVersion(*this, version + 1);
        transaction.commit();
    }
}

QSqlQuery Database::prepare(const QString &sql) const
{
    checkInterrupted();
    QSqlQuery query(connection());
    query.setForwardOnly(true);
    if (!query.prepare(sql))
        throw DbError::storage(ErrorText::tr("%1: %2 (in: %3)").arg(m_path, query.lastError().text(), sql.simplified()),
                               query.lastError());
    return query;
}

qint64 Database::execReturningId(QSqlQuery &insert)
{
    exec(insert);
    if (!insert.next())
        throw DbError::storage(
            ErrorText::tr("database error: no id came back (in: %1)").arg(insert.lastQuery().simplified()));
    const qint64 id = insert.value(0).toLongLong();
    insert.finish(); // the insert was made at the first step; the statement is ready to run again
    return id;
}

void Database::exec(QSqlQuery &query)
{
    if (!query.exec())
        throw DbError::storage(
            ErrorText::tr("database error: %1 (in: %2)").arg(query.lastError().text(), query.lastQuery().simplified()),
            query.lastError());
}

void Database::execute(const QString &sql) const
{
    QSqlQuery query = prepare(sql);
    exec(query);
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
            throw DbError::storage(ErrorText::tr("cannot start a transaction: %1").arg(query.lastError().text()),
                                   query.lastError());
    } else {
        // IMMEDIATE takes the write lock at once, and waiting for it goes through the busy timeout. A deferred
        // BEGIN would read first and take the lock at the first write, where SQLite does not wait: with another
        // writer active it fails at once with "database is locked" (M3).
        QSqlQuery begin(m_connection);
        if (!begin.exec(QStringLiteral("BEGIN IMMEDIATE")))
            throw DbError::storage(ErrorText::tr("cannot start a transaction: %1").arg(begin.lastError().text()),
                                   begin.lastError());
    }
    ++depth;
}

Transaction::~Transaction()
{
    if (!m_done)
        finish(false);
}

void Transaction::finish(bool keep)
{
    m_done = true;
    --m_database.m_transactionDepth;
    if (!m_savepoint.isEmpty()) {
        QSqlQuery query(m_connection);
        if (!keep)
            query.exec(QStringLiteral("ROLLBACK TO ") + m_savepoint);
        if (!query.exec(QStringLiteral("RELEASE ") + m_savepoint) && keep)
            throw DbError::storage(ErrorText::tr("cannot save the changes: %1").arg(query.lastError().text()),
                                   query.lastError());
        return;
    }
    QSqlQuery query(m_connection);
    if (!keep) {
        query.exec(QStringLiteral("ROLLBACK"));
        return;
    }
    if (!query.exec(QStringLiteral("COMMIT"))) {
        const QString error = query.lastError().text();
        query.exec(QStringLiteral("ROLLBACK"));
        throw DbError::storage(ErrorText::tr("cannot save the changes: %1").arg(error));
    }
}

void Transaction::commit()
{
    finish(true);
}

} // namespace podium::db
