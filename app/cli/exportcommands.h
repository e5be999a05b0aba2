// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace podium {
class Club;
namespace store {
class Database;
}
} // namespace podium

namespace podium::cli {

/** export games|standings|event|round|bracket|player ... FILE [--format F]: writes the file and prints nothing, or
 * prints the file for "-" (a PDF writes itself there). Throws UsageError or DbError with a message naming what is wrong
 * and where. */
QByteArray exportCommand(Club &club, const QStringList &argv);

/** The leaderboard a command names (positional[at]), or the only one there is; throws DbError. */
QString leaderboardName(const store::Database &db, const QStringList &positional, qsizetype at);

/** Writes data to path as store::writeOutput does: a file all at once (a failure leaves any earlier file as it was), a
 *  device or a FIFO as a stream. For "-" it returns data, the command's output for the standard output; otherwise
 *  nothing. Throws DbError. */
QByteArray writeFile(const QString &path, const QByteArray &data);

} // namespace podium::cli
