// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "store/outputfile.h"

#include "io/errortext.h"
#include "store/dberror.h"
#include "store/openclubs.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cstdio>

namespace podium::store {

namespace {

QString shownPath(const QString &path)
{
    return path == QLatin1String("-") ? ErrorText::tr("standard output") : path;
}

[[noreturn]] void cannotWrite(const QString &path, const QString &reason)
{
    throw DbError(ErrorText::tr("%1: cannot write: %2").arg(shownPath(path), reason));
}

/** Writes into what is there (or the standard output) as it is: no temporary file, no rename. Unbuffered, so
 *  that a device that refuses the bytes (/dev/full) is reported here and not lost in a buffer. */
void writeStream(const QString &path, const OutputWriter &write)
{
    QFile file;
    bool opened = false;
    if (path == QLatin1String("-")) {
        opened = file.open(fileno(stdout), QIODevice::WriteOnly | QIODevice::Unbuffered);
    } else {
        // ExistingOnly: if it went away meanwhile, nothing is created in its place.
        file.setFileName(path);
        opened = file.open(QIODevice::WriteOnly | QIODevice::ExistingOnly | QIODevice::Unbuffered);
    }
    if (!opened)
        cannotWrite(path, file.errorString());
    write(file);
    if (file.error() != QFileDevice::NoError)
        cannotWrite(path, file.errorString());
    if (!file.flush())
        cannotWrite(path, file.errorString());
}

} // namespace

bool isStreamOutput(const QString &path)
{
    if (path == QLatin1String("-"))
        return true;
    const QFileInfo info(path); // follows links: a link to a device is a device
    return info.exists() && !info.isFile() && !info.isDir();
}

void writeOutput(const QString &path, const OutputWriter &write)
{
    if (path.isEmpty())
        throw DbError(ErrorText::tr("no file given to write"));
    if (QFileInfo(path).isDir())
        cannotWrite(path, ErrorText::tr("it is a directory"));
    // Renaming over an open club (or its -wal or -shm) would cut it from under SQLite, and opening its files
    // outside SQLite releases the process's locks on it (see openclubs.h).
    if (path != QLatin1String("-") && openclubs::isOpenClubFile(path))
        cannotWrite(path, ErrorText::tr("it is a file of the club that is open"));
    if (isStreamOutput(path)) {
        writeStream(path, write);
        return;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        cannotWrite(path, file.errorString());
    write(file);
    if (file.error() != QFileDevice::NoError || !file.commit())
        cannotWrite(path, file.errorString());
}

void writeOutput(const QString &path, const QByteArray &data)
{
    writeOutput(path, [&](QIODevice &device) {
        if (device.write(data) != data.size())
            cannotWrite(path, device.errorString());
    });
}

} // namespace podium::store
