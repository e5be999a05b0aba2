// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QString>

#include <QtGlobal>

#include <compare>
#include <functional>
#include <optional>

namespace podium::store {

/**
 * The club files this process has open through SQLite, so that nothing else in the process opens them.
 *
 * POSIX advisory locks belong to the process, and closing any descriptor of a file releases every lock the process
 * holds on it ("How To Corrupt An SQLite Database File", section 2.2, https://www.sqlite.org/howtocorrupt.html).
 * A club in WAL mode is locked through the database file and its -shm file: one stray open and close of either
 * (a header check, a file dialog that reads a file to learn its type, an import of the wrong file) lets another
 * program believe it is the club's last user, and it then checkpoints and deletes the -wal file that this process
 * is still writing to. SQLite keeps its own descriptors safe (two connections of one process share them); every
 * other reader of a file asks here first.
 *
 * Files are told apart by device and inode, so a link or another spelling of the path is the same club.
 */
namespace openclubs {

/** Which file a connection recorded: its device and inode. */
struct FileKey
{
    quint64 device = 0;
    quint64 inode = 0;
    auto operator<=>(const FileKey &) const = default;
};

/** Records that a connection to the club at path is opening. When no connection of this process has it open yet,
 *  firstOpen runs first (it may read the file: nothing of the process holds a lock on it), under the same lock as
 *  the registration, so that no other thread's read can slip between the check and SQLite's open. Returns nothing
 *  when the file does not exist yet (a new club registers with added() once SQLite made it). */
std::optional<FileKey> opening(const QString &path, const std::function<void()> &firstOpen);

/** Records a connection to the club at path, which exists now (a club SQLite has just created). */
std::optional<FileKey> added(const QString &path);

/** Forgets one connection that opening() or added() recorded (the file may have been renamed or removed since). */
void closed(const FileKey &key);

/** True when path is a club that this process has open (the database file itself). */
bool isOpenClub(const QString &path);

/** True when path is a club that this process has open, or one of its -wal, -shm or -journal files. */
bool isOpenClubFile(const QString &path);

} // namespace openclubs

} // namespace podium::store
