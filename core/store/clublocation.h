// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace podium::store {

/**
 * Where a club is: a file today (an SQLite database, "club.podium"); a schema on a PostgreSQL server next, named by a
 * libpq address ("postgresql://desk1@host/league?schema=club") or a service ("service=league schema=club"). A small
 * value that the programs pass around instead of a path: parsed from what the user types (podium-cli --db, the app's
 * command line), kept as text in the settings and the recent clubs (toString, read back by parse), and naming the club
 * in the window title (displayName) and in the settings (settingsKey).
 *
 * A password written into a server's address is never part of what is stored or shown (toString, displayName,
 * settingsKey): it belongs in ~/.pgpass or a service file, where libpq finds it.
 */
class ClubLocation
{
    Q_DECLARE_TR_FUNCTIONS(ClubLocation)

public:
    enum class Kind {
        None, ///< no club
        File, ///< a club file: an SQLite database
        Server, ///< a schema on a PostgreSQL server (opened from issue 28 on; refused until then)
    };

    ClubLocation() = default;
    /** The club file at path, as it is written (relative or absolute); an empty path is no club. */
    static ClubLocation file(const QString &path);
    /**
     * What a user typed, or what toString() wrote: "postgresql://..." (or "postgres://...") and a libpq keyword list
     * that starts with a keyword ("service=league", "host=db dbname=league") are servers, "file://..." and anything
     * else a file (a file whose name looks like a keyword list is typed with "./" in front). Throws DbError saying
     * what is wrong and where, quoting the text with its passwords hidden.
     */
    static ClubLocation parse(const QString &text);
    /** A server's club from libpq's keywords and their values, in order (Podium's own "schema" among them), as a
     *  form asks for them: empty values are left out, the rest quoted as libpq reads them. Throws DbError as parse. */
    static ClubLocation server(const std::vector<std::pair<QString, QString>> &keywords);
    /** The same club, to be reached with this password (a server's; never stored or shown). */
    ClubLocation withPassword(const QString &password) const;
    /** parse() for text written earlier (the settings): a location it cannot read is no club. */
    static ClubLocation fromString(const QString &text);

    Kind kind() const { return m_kind; }
    bool isEmpty() const { return m_kind == Kind::None; }
    bool isFile() const { return m_kind == Kind::File; }
    bool isServer() const { return m_kind == Kind::Server; }

    /** A file's path as it was given; empty for a server. */
    QString path() const { return isFile() ? m_text : QString(); }
    /** The same club with a file's path made absolute, so that it outlives this working directory (the settings and
     *  the recent clubs keep it); a server's as it is. */
    ClubLocation absolute() const;

    /** The text parse() reads back: a file's path, a server's address without its password. */
    QString toString() const;
    /** The club as the window title names it: the file's name ("club.podium"), or the schema, database and host
     *  ("club in league on host"). */
    QString displayName() const;
    /** The club's short name for a document's heading: the file's name without its extension, a server's schema
     *  (else its database or service). */
    QString name() const;
    /**
     * A key for the club's own settings (the leaderboard shown last), the same whichever way the club was named: the
     * SHA-1 of a file's absolute path, in hex, as Podium has keyed a club's settings since before there were
     * locations, so that what an earlier version remembered is found again. A server's is the SHA-1 of its toString().
     */
    QString settingsKey() const;

    /** A server's database ("league"); empty when the address leaves it to libpq's default, and for a file. */
    const QString &database() const { return m_database; }
    /** A server's hosts as written ("host", "db1:5433,db2"); empty for the local socket, and for a file. */
    const QString &host() const { return m_host; }
    /** The passwords written into a server's address ("password=...", "sslpassword=..."), for its connection
     *  only: never stored or shown. */
    const QStringList &connectionSecrets() const { return m_secrets; }
    /** The PostgreSQL service named ("league" of service=league); empty when there is none. */
    const QString &service() const { return m_service; }
    /** The schema that holds the club (Podium's own parameter, not libpq's); empty when the address names none. */
    const QString &schema() const { return m_schema; }
    /** A server's address as libpq's keyword list ("host=db port=5433 dbname=league user=desk1"), whichever way it
     *  was written, without the schema (Podium's) and without its passwords (connectionSecrets); empty for a file. */
    QString connectionKeywords() const;
    /** A keyword's value in connectionKeywords() ("5433" of port), as written; empty when it is not there. */
    QString keyword(const QString &keyword) const;
    /** connectionKeywords() with the secrets but the password: what the connection is opened with. */
    QString connectionInfo() const;
    /** The password to reach a server's club with, if one was given (withPassword, or in the address). */
    QString password() const;

    /** The same club: the same kind and text (a password given to reach it makes no other club). */
    friend bool operator==(const ClubLocation &a, const ClubLocation &b)
    {
        return a.m_kind == b.m_kind && a.m_text == b.m_text;
    }

private:
    static ClubLocation parseUri(const QString &text);
    static ClubLocation parseKeywords(const QString &text);

    Kind m_kind = Kind::None;
    QString m_text; ///< a file's path; a server's address without its password
    QStringList m_secrets; ///< the passwords written into a server's address, "keyword=value" (for connecting only)
    QString m_database;
    QString m_host;
    QString m_service;
    QString m_schema;
    std::vector<std::pair<QString, QString>> m_keywords; ///< connectionKeywords(), keyword and value, in order
};

} // namespace podium::store
