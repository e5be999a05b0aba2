// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "store/sqlite/clubfile.h"

#include "io/errortext.h"
#include "store/dberror.h"
#include "store/filecheck.h"
#include "store/openclubs.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <filesystem>
#include <map>
#include <system_error>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <unistd.h>
#endif

namespace podium::store {

namespace {

void removeDatabaseFiles(const QString &path)
{
    for (const char *suffix : {"", "-wal", "-shm"})
        QFile::remove(path + QLatin1String(suffix));
}

/** A name beside path that no other file has: the new club is built there and renamed into place. */
QString scratchPathFor(const QString &path)
{
    const QFileInfo target(path);
    for (int attempt = 0;; ++attempt) {
        const QString name = QStringLiteral(".%1.incomplete-%2-%3")
                                 .arg(target.fileName())
                                 .arg(QCoreApplication::applicationPid())
                                 .arg(attempt);
        const QString scratch = target.dir().filePath(name);
        if (!QFileInfo::exists(scratch) && !QFileInfo::exists(scratch + QLatin1String("-wal")))
            return scratch;
    }
}

/** Makes a rename in dir survive a power cut: the directory entry is on disk once the directory is synced. */
void syncDirectory([[maybe_unused]] const QString &dir)
{
#ifdef Q_OS_UNIX
    const int fd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
#endif
}

/** Renames the complete club at scratch to path. It replaces only the empty file that was there when it began;
 *  any other file made there in the meantime is left alone and the club not created. */
void moveIntoPlace(const QString &scratch, const QString &path, bool replacesEmpty)
{
    const QFileInfo target(path);
    if (replacesEmpty && target.exists() && target.size() == 0) {
        std::error_code error; // rename() replaces the target in one step
        std::filesystem::rename(QFile::encodeName(scratch).toStdString(), QFile::encodeName(path).toStdString(), error);
        if (error)
            throw DbError::storage(
                ErrorText::tr("%1: cannot create: %2").arg(path, QString::fromStdString(error.message())));
        return;
    }
    QFile file(scratch);
    if (!file.rename(path)) // refuses to replace a file made there in the meantime
        throw DbError::storage(ErrorText::tr("%1: cannot create: %2").arg(path, file.errorString()));
}

/** Fills a club that is already there (made with init) in place: the fillers refuse one that is not empty. The
 *  migrations of an older file and the filling are one transaction, so that a refusal leaves the file as it was,
 *  its schema version included (L9). */
void fillExisting(const QString &path, const ClubFiller &fill)
{
    const auto database = Database::open(path, Database::Mode::OpenExisting, Database::Migrate::Later);
    Transaction transaction(*database);
    database->migrate();
    if (fill)
        fill(*database);
    transaction.commit();
}

/** Whether process pid may still be running: true unless the system says there is no such process. */
bool processAlive([[maybe_unused]] qint64 pid)
{
#ifdef Q_OS_UNIX
    return pid == QCoreApplication::applicationPid() || ::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH;
#else
    return true;
#endif
}

} // namespace

int removeStaleScratch(const QString &path)
{
    const QFileInfo target(path);
    const QString prefix = QStringLiteral(".%1.incomplete-").arg(target.fileName());
    static const QRegularExpression scratch(QStringLiteral("^(\\d+)-(\\d+)(-wal|-shm|-journal)?$"));
    const QDateTime recent = QDateTime::currentDateTimeUtc().addSecs(-60);
    std::map<QString, bool> stale; // the scratch club's name: whether every file of it is stale
    const QFileInfoList entries = target.dir().entryInfoList(QDir::Files | QDir::Hidden | QDir::System);
    for (const QFileInfo &entry : entries) {
        if (!entry.fileName().startsWith(prefix))
            continue;
        const QRegularExpressionMatch match = scratch.match(entry.fileName().mid(prefix.size()));
        if (!match.hasMatch())
            continue;
        const QString club = prefix + match.captured(1) + QLatin1Char('-') + match.captured(2);
        const bool old = !processAlive(match.captured(1).toLongLong()) && entry.lastModified().toUTC() < recent;
        const auto [it, added] = stale.emplace(club, old);
        if (!added)
            it->second = it->second && old;
    }
    int removed = 0;
    for (const auto &[club, old] : stale) {
        for (const char *suffix : {"", "-wal", "-shm", "-journal"}) {
            if (old && QFile::remove(target.dir().filePath(club + QLatin1String(suffix))))
                ++removed;
        }
    }
    return removed;
}

void createClubFile(const QString &path, const ClubFiller &fill, Database::Mode mode)
{
    if (path.trimmed().isEmpty())
        throw DbError(ErrorText::tr("no club file given"));
    // A club open in this process is still a club (SQLite opens it safely: refused in Create mode, filled in
    // OpenOrCreate mode); its -wal, -shm and -journal files are not.
    if (const QString problem = openclubs::isOpenClub(path) ? fileKindProblem(path, -1) : fileProblem(path, -1);
        !problem.isEmpty())
        throw DbError(problem);
    // An empty file is no club (an init that failed before this was built this way, or `touch`): the new club
    // takes its place (L4).
    removeStaleScratch(path); // what a killed restore of this club left behind
    const bool replacesEmpty = QFileInfo::exists(path) && QFileInfo(path).size() == 0;
    if (QFileInfo::exists(path) && !replacesEmpty) {
        if (mode == Database::Mode::Create)
            throw DbError(ErrorText::tr("%1 already exists; it was left untouched").arg(path));
        fillExisting(path, fill);
        return;
    }
    // The club is built under another name and renamed into place only when complete, so that a crash, a kill
    // or a full disk midway never leaves an empty or half-filled club (or a 0-byte file) under the real name.
    const QString scratch = scratchPathFor(path);
    try {
        {
            // Closed before the rename: closing checkpoints the WAL into the file and removes -wal and -shm.
            const auto database = Database::open(scratch, Database::Mode::Create);
            if (fill)
                fill(*database);
        }
        if (QFileInfo::exists(scratch + QLatin1String("-wal")))
            throw DbError::storage(ErrorText::tr("%1: the new club could not be written completely").arg(path));
        moveIntoPlace(scratch, path, replacesEmpty);
    } catch (const DbError &error) {
        removeDatabaseFiles(scratch);
        // The scratch file is an implementation detail: the user asked for path.
        throw DbError(QString(error.message()).replace(scratch, path), error.kind());
    } catch (...) {
        removeDatabaseFiles(scratch);
        throw;
    }
    syncDirectory(QFileInfo(path).absolutePath());
}

} // namespace podium::store
