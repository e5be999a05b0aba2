// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "store/sqlite/sqlitefile.h"

#include "io/errortext.h"
#include "store/dberror.h"
#include "store/filecheck.h"
#include "store/sqlite/sqlitebackend.h"

#include <QFile>
#include <QFileInfo>
#include <QStorageInfo>
#include <QUrl>

#include <cerrno>
#include <utility>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace podium::store {

namespace {

/** The free space below which a club opens read-only, as on a full disk (see whyReadOnly). */
constexpr qint64 kRoomToWrite = 256 * 1024;

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

SqliteFile::SqliteFile(const QString &path, Database::Mode mode)
    : m_path(path)
{
    // Before anything opens it: a FIFO would block, a device never end (L2).
    if (const QString problem = fileKindProblem(path, -1); !problem.isEmpty())
        throw DbError(problem);
    const bool opensExisting = mode == Database::Mode::OpenExisting || mode == Database::Mode::OpenReadOnly;
    const QFileInfo info(path);
    if (!info.exists() && opensExisting)
        throw DbError(ErrorText::tr("%1: no such database (create one with init)").arg(path));
    if (info.exists() && mode == Database::Mode::Create)
        throw DbError(ErrorText::tr("%1 already exists; it was left untouched").arg(path));
    // SQLite would make a club of an empty file; the file of an init that failed is not a club to write into (L4).
    if (info.exists() && info.size() == 0 && opensExisting)
        throw DbError(ErrorText::tr("%1 is empty (0 bytes), not a Podium club; it was left untouched").arg(path));
    // The header is read only while no connection of this process has the club open: closing the descriptor it was
    // read through would release that connection's locks (see openclubs.h).
    if (info.exists())
        m_record = openclubs::opening(path, [&] { checkSqliteHeader(path); });
    if (mode == Database::Mode::OpenReadOnly)
        m_readOnlyReason = ErrorText::tr("it was opened read-only");
    else if (info.exists() && mode != Database::Mode::Create)
        m_readOnlyReason = whyReadOnly(path);
}

SqliteFile::~SqliteFile()
{
    if (m_record)
        openclubs::closed(*m_record);
}

std::optional<openclubs::FileKey> SqliteFile::takeRecord()
{
    if (!m_record)
        m_record = openclubs::added(m_path); // SQLite has just created it
    return std::exchange(m_record, std::nullopt);
}

QString SqliteFile::driver()
{
    return QStringLiteral("QSQLITE");
}

QString SqliteFile::databaseName(const QString &path, bool readOnly)
{
    if (!readOnly)
        return path;
    // A WAL club is read through its -shm file, which a reader would have to create (and, without write access,
    // leave behind as its own). Without a -wal file no writer has the club open and everything is in the file
    // itself, so it is read as immutable: no -shm, no lock, nothing created (https://www.sqlite.org/wal.html,
    // "Read-Only Databases"). With one, a writer may be at work, and the reader shares its -shm.
    const QString file = QFileInfo(path).absoluteFilePath();
    const bool writerActive = QFileInfo::exists(file + QLatin1String("-wal"));
    return QUrl::fromLocalFile(file).toString(QUrl::FullyEncoded)
        + (writerActive ? QStringLiteral("?mode=ro") : QStringLiteral("?mode=ro&immutable=1"));
}

QString SqliteFile::connectOptions(bool readOnly)
{
    // A writer waits up to 60 s for another one to commit instead of failing: every write starts with BEGIN
    // IMMEDIATE, so this is where it waits. A game added by hand holds the lock for milliseconds, but an import
    // of 50,000 games, or the first rebuild of a leaderboard after it, holds it for seconds, and for more than
    // 10 s on a loaded two-core machine (10 s let 6 of 600 concurrent adds fail there). Waiting is never wrong
    // for a result that someone is entering; failing loses it.
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(SqliteBackend::kBusyTimeoutMs);
    if (readOnly)
        options += QStringLiteral(";QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI");
    return options;
}

} // namespace podium::store
