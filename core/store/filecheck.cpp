// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "store/filecheck.h"

#include "io/errortext.h"
#include "store/openclubs.h"

#include <QFileInfo>

namespace podium::store {

QString fileKindProblem(const QString &path, qint64 maxBytes)
{
    const QFileInfo info(path); // follows links: a link to a club is a club
    if (!info.exists())
        return {};
    if (info.isDir())
        return ErrorText::tr("%1 is a directory, not a file").arg(path);
    if (!info.isFile())
        return ErrorText::tr("%1 is not a regular file (a FIFO, a device or a socket); Podium reads files only")
            .arg(path);
    if (maxBytes >= 0 && info.size() > maxBytes)
        return ErrorText::tr("%1 is too large (%2 MiB); Podium reads files of up to %3 MiB")
            .arg(path)
            .arg(info.size() >> 20)
            .arg(maxBytes >> 20);
    return {};
}

QString fileProblem(const QString &path, qint64 maxBytes)
{
    if (openclubs::isOpenClubFile(path))
        return ErrorText::tr("%1 is a file of the club that is open; Podium does not read or write it as any other "
                             "file")
            .arg(path);
    return fileKindProblem(path, maxBytes);
}

} // namespace podium::store
