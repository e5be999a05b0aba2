// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QString>

#include <stdexcept>

class QSqlError;

namespace podium::store {

/** A database that cannot be used or a change that cannot be made; the message is for the user. */
class DbError : public std::runtime_error
{
public:
    /** What went wrong, for whoever decides what to do next: a refusal is the user's to correct, a failure of the
     *  storage is not (retry, check the disk), and a lost connection is to be made again. */
    enum class Kind {
        Refused, ///< a rule refused the change or its input; the club itself is fine
        Storage, ///< the database failed or cannot be used: a disk, a lock held too long, a damaged or foreign file
        Lost, ///< the connection to the database is gone or cannot be made (a server's; a file's is not lost, it fails)
        Denied, ///< a server answered but did not let this user in (a password, a role, a database of that name)
        Missing, ///< there is no club where one was to be opened (a server's schema without one)
    };

    explicit DbError(const QString &message, Kind kind = Kind::Refused)
        : std::runtime_error(message.toStdString())
        , m_message(message)
        , m_kind(kind)
    { }
    const QString &message() const { return m_message; }
    Kind kind() const { return m_kind; }

    /** A failure of the storage with this message; Lost when the driver says the connection is gone. */
    static DbError storage(const QString &message, const QSqlError &error);
    static DbError storage(const QString &message) { return DbError(message, Kind::Storage); }

private:
    QString m_message;
    Kind m_kind;
};

} // namespace podium::store
