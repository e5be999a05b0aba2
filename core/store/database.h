// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "store/bulk.h"
#include "store/clublocation.h"
#include "store/openclubs.h"
#include "store/statement.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <utility>

class QSqlQuery;

namespace podium::store {

class Backend;

/**
 * One club's database: a SQLite file opened through QtSql on a connection of its own, with WAL, foreign
 * keys on and the schema version in the file's header. What is SQLite's own (its settings, its schema table, its C
 * API) is the backend's (store/backend.h), one per connection, and what is a file's own (its checks before it is
 * opened) is store/sqlite/sqlitefile.h's. A club is found by its ClubLocation: a file today; a club on a server is
 * refused until there is a backend for it. Opening runs the migrations the file lacks,
 * each in its own transaction; a new file runs them all from zero. A file that is not a Podium database,
 * or whose schema is newer than this build knows, is refused and left untouched.
 */
class Database
{
public:
    enum class Mode {
        OpenExisting, ///< a club that is there: read-only when it cannot be written (read-only disk or directory)
        Create,
        OpenOrCreate,
        OpenReadOnly, ///< a club that is there, read-only whatever the disk allows
    };
    /** Whether open() migrates a file of an older schema version at once, or leaves it to the caller's migrate(). */
    enum class Migrate { Now, Later };

    /**
     * Throws DbError with a message for the user. Only a regular file is opened (a FIFO would block, a device
     * never ends), and an existing file of 0 bytes is refused unless the mode creates: it is not a club. A club
     * that cannot be written (a read-only disk or directory, no write permission) opens read-only: every read
     * works, and every Transaction is refused with a message that says "read-only".
     */
    static std::unique_ptr<Database> open(const ClubLocation &location, Mode mode = Mode::OpenExisting,
                                          Migrate migrate = Migrate::Now);
    /** The club file at path (never read as a server's address: see ClubLocation::parse for what a user typed). */
    static std::unique_ptr<Database> open(const QString &path, Mode mode = Mode::OpenExisting,
                                          Migrate migrate = Migrate::Now)
    {
        return open(ClubLocation::file(path), mode, migrate);
    }
    /** An empty database in memory with no schema, set up as open() sets up a file (for the schema check). */
    static std::unique_ptr<Database> openInMemory();
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    QSqlDatabase connection() const { return QSqlDatabase::database(m_connectionName, false); }
    /** Where the club is. */
    const ClubLocation &location() const { return m_location; }
    /** Where the club is, as the messages name it: the file's path as it was given. */
    const QString &path() const { return m_path; }
    /** True when this club can be read but not changed; readOnlyReason() says why. */
    bool isReadOnly() const { return !m_readOnlyReason.isEmpty(); }
    /** Why the club is read-only ("the file is on a read-only disk", ...); empty when it can be written. */
    const QString &readOnlyReason() const { return m_readOnlyReason; }

    /** Whether the connection to the club's server is gone (never for a file): every statement fails, with a
     *  DbError of kind Lost, until reconnect(). */
    bool isDisconnected() const;
    /** A question to ask on any thread, without this connection: whether the club's server takes a connection now
     *  (always true for a file). It may take seconds: ask it off the GUI thread. */
    std::function<bool()> reachability() const;
    /** Connects again to the club's server, as open() did, after the connection was lost; throws DbError (Lost)
     *  while it cannot. The remembered values are let go: the club may have changed meanwhile. */
    void reconnect();

    /** The schema version this build writes; files at a lower version are migrated on open. */
    static int currentSchemaVersion();
    int schemaVersion() const;
    /** Runs the migrations the file lacks, each in its own transaction; inside a caller's Transaction they are part
     *  of it, so that a refusal later in that transaction takes them back too (a refused restore, L9). */
    void migrate();

    /** A prepared statement on this connection (one kept from an earlier use of sql where the backend keeps them);
     *  throws DbError when it does not prepare. */
    Statement prepare(const QString &sql) const;
    /** Runs a prepared statement; throws DbError naming what failed. */
    static void exec(Statement &statement);
    /** Runs a prepared `INSERT … RETURNING id` (SQLite 3.35 and PostgreSQL alike) and returns the new row's id;
     *  throws DbError. The id of the row inserted, never "the last id" of the connection. */
    static qint64 execReturningId(Statement &insert);
    /** Prepares and runs one statement without parameters. */
    void execute(const QString &sql) const;

    /**
     * Runs write in a transaction if this connection can take the write lock at once, and says whether it did.
     * It never waits for another writer and never fails for want of the lock: a read that would also like to
     * store a cache (stale standings) calls it, and shows what it worked out without storing it when another
     * program is writing or the club cannot be written (a server tells only as write reaches a row another desk
     * holds: then nothing of write stays, and the answer is false too). Inside a transaction it runs write there,
     * and a failure of write is thrown. An interruption (interrupt()) is thrown.
     */
    bool tryWrite(const std::function<void()> &write) const;

    /** What SQLite's integrity and foreign key checks find; empty when the file is sound. */
    QStringList integrityProblems() const;
    /** What differs between the databases a club can live in, for this connection. */
    const Backend &backend() const { return *m_backend; }
    /** A count that moves whenever this connection may have changed the club: every transaction (or savepoint)
     *  begun or ended, every statement run by execute(). What a server's content stamp is made of, with the
     *  journal's last row for the other desks' changes. */
    qint64 ownWrites() const { return m_ownWrites; }
    /** A writer of many rows into table (store/bulk.h), inside the caller's transaction; throws DbError. */
    std::unique_ptr<BulkWriter> bulkWriter(const QString &table, const QStringList &columns) const;
    /** A reader of the rows of sql with its ? placeholders bound to values (store/bulk.h); throws DbError. */
    std::unique_ptr<BulkReader> bulkReader(const QString &sql, std::initializer_list<BulkValue> values = {}) const;

    /**
     * Something worked out from the file's contents, kept while they stay as they are: make() runs again once
     * this connection has changed a row or another connection has committed (Backend::contentStamp). Several views of
     * one leaderboard shown at once (standings, recent form, chart, profile) then read its history from the file once.
     * discipline: the one discipline whose games it was worked out from (empty: any), so that another program's games
     * of other disciplines leave it standing (keepRememberedBut).
     */
    template<class T>
    std::shared_ptr<const T> remembered(const QString &key, const std::function<T()> &make,
                                        const QString &discipline = {}) const
    {
        const std::pair<qint64, qint64> stamp = contentStamp();
        if (stamp.first < 0 || stamp.second < 0)
            return std::make_shared<const T>(make()); // no stamp to trust: nothing kept
        if (stamp != m_memoStamp || m_memo.size() > kMemoSize) {
            m_memo.clear();
            m_memoStamp = stamp;
        }
        Remembered &slot = m_memo[key];
        if (!slot.value) {
            slot.value = std::make_shared<const T>(make());
            slot.discipline = discipline.toCaseFolded();
        }
        return std::static_pointer_cast<const T>(slot.value);
    }

    /** The value remembered() keeps under key, when it has one for the contents as they are now; null otherwise
     *  (nothing is worked out). */
    template<class T>
    std::shared_ptr<const T> rememberedIfAny(const QString &key) const
    {
        const std::pair<qint64, qint64> stamp = contentStamp();
        if (stamp != m_memoStamp || stamp.first < 0 || stamp.second < 0)
            return {};
        const auto found = m_memo.find(key);
        return found == m_memo.end() ? nullptr : std::static_pointer_cast<const T>(found->second.value);
    }
    /**
     * Keeps value, worked out elsewhere (a window's worker thread) from the contents as they were at mark
     * (contentMark()), as remembered(key) would have made it; says whether it was kept. Nothing is kept when the
     * contents have moved since mark: the value may no longer be theirs.
     */
    bool rememberWorkedOut(const QString &key, std::shared_ptr<const void> value, std::pair<qint64, qint64> mark,
                           const QString &discipline = {}) const;

    /** Says that this connection's writes since remembered() last ran touched nothing its values were worked
     *  out from (only a cache derived from them, such as the stored standings): they stay remembered. Another
     *  connection's commit still clears them. */
    void keepRemembered() const;

    /**
     * Brings what was remembered up to date with a change this connection has just made, so that a big club's
     * history is not read again after each correction: revise gets each value with its key and returns it as it is
     * after the change (null: worked out again when next asked). mark is contentMark() taken before the change began;
     * nothing stays when the values were not as of mark, when another connection has committed since, or when revise
     * throws.
     */
    void reviseRemembered(
        std::pair<qint64, qint64> mark,
        const std::function<std::shared_ptr<const void>(const QString &key, const std::shared_ptr<const void> &value)>
            &revise) const;

    /** Where the file's contents are now, for keepRememberedBut: taken before the change journal is read. */
    std::pair<qint64, qint64> contentMark() const { return contentStamp(); }
    /**
     * Says what the commits up to mark changed, as the change journal's rows read after mark was taken say: the
     * games of these disciplines (none: no games at all), or anything (nullopt). What was worked out from other
     * disciplines' games stays remembered; nothing stays when anything may have changed, or when this connection has
     * written since the values were worked out.
     */
    void keepRememberedBut(std::pair<qint64, qint64> mark, const std::optional<QStringList> &disciplines) const;

    /**
     * Stops the work on this connection from another thread (a worker's page when the board stops): the query in
     * progress fails, and so does every query and checkInterrupted() after it, with a DbError. Safe to call from
     * any thread while the connection is open; it cannot be taken back.
     */
    void interrupt() const;
    /** Throws DbError once interrupt() was called: long work on this connection (a replay) calls it now and then. */
    void checkInterrupted() const;

private:
    // Each leaderboard's history read and its rating trail (ratingtrail.h): room for a club's handful of them.
    static constexpr std::size_t kMemoSize = 16;

    /** Changes whenever the file's contents may have: this connection's row changes, others' commits. */
    std::pair<qint64, qint64> contentStamp() const;

    friend class Transaction;
    Database(ClubLocation location, QString connectionName);
    /** A connection made safe for a file from elsewhere before anything of the file is read. */
    static std::unique_ptr<Database> connect(const ClubLocation &location, const QString &readOnlyReason = {});
    /** open() for a club on a PostgreSQL server. */
    static std::unique_ptr<Database> openServer(const ClubLocation &location, Mode mode, Migrate migrate);
    /** Refuses a file that is not a Podium database, or whose schema is not exactly its version's. */
    void checkBeforeUse() const;
    /** Refuses a read-only club that would need a migration: it cannot be written. */
    void checkReadableAsItIs() const;

    ClubLocation m_location;
    QString m_path; ///< m_location's text, for the messages
    QString m_connectionName;
    QString m_readOnlyReason; ///< empty when the club can be written
    std::optional<openclubs::FileKey> m_openClub; ///< the club file, as this connection recorded it (openclubs.h)
    mutable int m_schemaVersion = -1; ///< schemaVersion() as read last; -1: to be read
    mutable int m_transactionDepth = 0; ///< open Transactions on this connection (the inner ones are savepoints)
    mutable qint64 m_ownWrites = 0; ///< moves with every transaction begun or ended and every statement run as it is
    struct Remembered
    {
        std::shared_ptr<const void> value;
        QString discipline; ///< case-folded; empty: worked out from games of any discipline
    };
    mutable std::map<QString, Remembered> m_memo; ///< remembered()'s values
    mutable std::pair<qint64, qint64> m_memoStamp {-1, -1};
    mutable std::atomic<bool> m_interrupted {false};
    std::unique_ptr<Backend> m_backend; ///< set when the connection is made
    std::shared_ptr<StatementCache> m_statements; ///< the statements kept for their next use (a server's)
};

/**
 * A transaction that rolls back unless committed: every change to a club goes through one, so that a
 * failure or a crash leaves the database as it was. Inside another transaction it is a savepoint, so that a
 * change made of several smaller ones (an event result that adds a game) commits or rolls back as one.
 */
class Transaction
{
public:
    explicit Transaction(const Database &database);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;
    /** Throws DbError when the commit fails (the transaction is then rolled back). */
    void commit();

private:
    void finish(bool keep);

    const Database &m_database;
    QSqlDatabase m_connection;
    QString m_savepoint; ///< set when this transaction runs inside another
    bool m_done = false;
};

} // namespace podium::store
