// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QObject>

#include <chrono>

class QTimer;

namespace podium {

namespace store {
class Database;
}

/**
 * Tells a club when another connection may have changed it, so that the club reads the change journal
 * (club/journal.h) for what. Today a club file's: SQLite's data_version polled on a timer (FilePoll); a club on a
 * server will hear the server's notifications instead. Either only says "look"; what changed is the journal's.
 */
class ChangeSource : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    /** Looks every interval and says so by mayHaveChanged (0: stops looking). */
    virtual void watch(std::chrono::milliseconds interval) = 0;
    /** How often it looks; 0 while it does not. */
    virtual std::chrono::milliseconds interval() const = 0;
    /** Whether another connection has committed since the last time this answered true. Never throws. */
    virtual bool othersCommitted() = 0;
    /** Listens again on a connection made again (Database::reconnect): a new connection hears nothing yet. */
    virtual void reattach() { }

signals:
    /** Another connection may have committed: ask othersCommitted, then read the journal. */
    void mayHaveChanged();
};

/** A club file's source: the backend's count of other connections' commits (SQLite's data_version), polled. A
 *  server's counts its journal's rows. */
class FilePoll : public ChangeSource
{
    Q_OBJECT

public:
    explicit FilePoll(const store::Database &db, QObject *parent = nullptr);

    void watch(std::chrono::milliseconds interval) override;
    std::chrono::milliseconds interval() const override;
    bool othersCommitted() override;

private:
    const store::Database &m_db;
    QTimer *m_timer;
    qint64 m_seen = -1; ///< the count at the last look
};

/**
 * A server's source: the server's notification on the club's channel (LISTEN, through QtSql's driver), sent by every
 * desk that writes a journal row, as the row commits; so another desk's change is heard at once. The poll of
 * FilePoll stays as a safety net: a notification sent while the connection was down is never delivered again.
 */
class ServerNotifications : public FilePoll
{
    Q_OBJECT

public:
    /** Listens on channel, on db's connection (it must live in this thread). */
    ServerNotifications(const store::Database &db, const QString &channel, QObject *parent = nullptr);

    void reattach() override;

private:
    const store::Database &m_server;
    QString m_channel;
};

} // namespace podium
