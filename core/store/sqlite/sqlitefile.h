// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "store/database.h"
#include "store/openclubs.h"

#include <QString>

#include <optional>

namespace podium::store {

/**
 * Opening a club file, the steps that come before SQLite opens it: the file is a regular one, there (or not, to
 * create it) and not empty, an SQLite database by its header, and writable or why not. Then the driver, name and
 * options QtSql opens it with. What only a file has, and a server never: Database::open takes these steps for a
 * ClubLocation of a file.
 */
class SqliteFile
{
public:
    /**
     * Checks the file at path before a connection opens it in mode, and records it among the clubs this process has
     * open (openclubs.h) until the connection takes the record (takeRecord) or this goes. Throws DbError with a
     * message for the user; nothing of the file is written.
     */
    SqliteFile(const QString &path, Database::Mode mode);
    ~SqliteFile();
    SqliteFile(const SqliteFile &) = delete;
    SqliteFile &operator=(const SqliteFile &) = delete;

    /** Why the club cannot be written (a read-only disk or folder, a full disk, the mode); empty when it can. */
    const QString &readOnlyReason() const { return m_readOnlyReason; }
    /** The connection is open: the record of the file among the open clubs is the connection's from now on (made now
     *  for a file SQLite has just created). */
    std::optional<openclubs::FileKey> takeRecord();

    /** QtSql's driver for a club file. */
    static QString driver();
    /** The name QtSql opens the file at path by: the path, or for reading only a URI that creates nothing beside it. */
    static QString databaseName(const QString &path, bool readOnly);
    /** QtSql's options for a connection to a club file. */
    static QString connectOptions(bool readOnly);

private:
    QString m_path;
    QString m_readOnlyReason;
    std::optional<openclubs::FileKey> m_record;
};

} // namespace podium::store
