// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once
// What every fuzz target of Podium shares: Qt set up once, scratch files in memory, and the rule that a clean
// refusal is fine while anything else (another exception, a sanitizer report) is a crash for libFuzzer.

#include "io/inputerror.h"
#include "store/dberror.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QString>

#include <cstddef>
#include <cstdint>

namespace podium::fuzz {

/** The fuzzer's bytes as a QByteArray, without a copy. */
inline QByteArray bytesOf(const std::uint8_t *data, std::size_t size)
{
    return QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
}

/** QtSql needs an application object for its driver plugins: one for the whole run, never destroyed, since
 *  libFuzzer leaves through exit() after Qt's own globals may be gone. */
inline void initialise(int *argc, char ***argv)
{
    // Refusals are logged with qWarning; a fuzzer running thousands of inputs a second only wants its crashes.
    qputenv("QT_LOGGING_RULES", "*.warning=false");
    static int count = *argc; // QCoreApplication keeps a reference to it
    static QCoreApplication *app = new QCoreApplication(count, *argv);
    Q_UNUSED(app);
}

/** A folder for scratch clubs: in memory where there is /dev/shm, since every commit of a club syncs the file
 *  (synchronous = FULL) and a disk would make the fuzzer a hundred times slower. */
inline QString scratchDir()
{
    struct Scratch
    {
        QString path;
        ~Scratch() { QDir(path).removeRecursively(); }
    };
    static const Scratch scratch = [] {
        const QString base = QDir(QStringLiteral("/dev/shm")).exists() ? QStringLiteral("/dev/shm") : QDir::tempPath();
        const QString path = QStringLiteral("%1/podium-fuzz-%2").arg(base).arg(QCoreApplication::applicationPid());
        QDir().mkpath(path);
        return Scratch {path};
    }();
    return scratch.path;
}

/** Removes a club file and the WAL files SQLite leaves beside it. */
inline void removeClub(const QString &path)
{
    for (const char *suffix : {"", "-wal", "-shm", "-journal"})
        QFile::remove(path + QLatin1String(suffix));
}

/**
 * Runs work and treats Podium's clean refusals (DbError and InputError: a message for the user, exit 2 in the
 * CLI) as a fine outcome. Any other exception goes on and ends the run, which libFuzzer reports as a crash with
 * the input that caused it.
 */
template<class Work>
bool refusedCleanly(Work &&work)
{
    try {
        work();
        return false;
    } catch (const store::DbError &) {
        return true;
    } catch (const io::InputError &) {
        return true;
    }
}

} // namespace podium::fuzz
