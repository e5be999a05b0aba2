// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QString>
#include <QtGlobal>

namespace podium::store {

/** The most a file read whole into memory (an import, a backup to restore) may hold: 1 GiB. A bigger one would
 *  need several times that while it is parsed. */
constexpr qint64 kMaxReadBytes = qint64(1) << 30;

/**
 * Why path cannot be used as a file: empty when it is a regular file (or a link to one) of at most maxBytes
 * (maxBytes < 0: any size) or does not exist (opening it then says so). A directory, a FIFO, a device or a socket
 * is refused before anything opens it: reading a FIFO waits forever and /dev/zero never ends (L2 of the
 * reliability review). The message starts with the path.
 */
QString fileKindProblem(const QString &path, qint64 maxBytes = kMaxReadBytes);

/**
 * Why path cannot be read or written as a file the user chose: what fileKindProblem() says, and a club that this
 * process has open, or its -wal, -shm or -journal file. Only SQLite opens those while the club is open: closing any
 * other descriptor of them would release the process's locks on the club (see openclubs.h).
 */
QString fileProblem(const QString &path, qint64 maxBytes = kMaxReadBytes);

} // namespace podium::store
