// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

class QIODevice;

namespace podium::store {

/** What fills an output: it writes into the device given (a PDF writer, or one block of bytes). */
using OutputWriter = std::function<void(QIODevice &device)>;

/**
 * The one writer of every file Podium makes for the user (backups, exports, the app's exports). A regular file, a
 * link to one, or a new file is written whole or not at all: into a temporary file beside it that is renamed into
 * place (a link keeps pointing to its file, which is updated). Anything else that is there already (a device, a
 * FIFO, or a link to one) is written into as a stream and never renamed over: as root, a rename over /dev/null
 * replaced the machine's /dev/null with a file (H3 of the reliability review). A FIFO waits for its reader, as
 * any program writing to it does. "-" is the standard output (podium-cli's convention; the app never gives it).
 * A club this process has open, or one of its -wal, -shm and -journal files, is refused.
 * Throws DbError "PATH: cannot write: REASON".
 */
void writeOutput(const QString &path, const OutputWriter &write);
/** The same with the bytes of the whole file. */
void writeOutput(const QString &path, const QByteArray &data);

/** Whether path is written as a stream: "-", or something there already that is not a regular file. */
bool isStreamOutput(const QString &path);

} // namespace podium::store
