// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/changesource.h"

#include "store/backend.h"
#include "store/database.h"

#include <QSqlDriver>
#include <QTimer>

namespace podium {

FilePoll::FilePoll(const store::Database &db, QObject *parent)
    : ChangeSource(parent)
    , m_db(db)
    , m_timer(new QTimer(this))
    , m_seen(db.backend().othersCommits(db))
{
    connect(m_timer, &QTimer::timeout, this, &ChangeSource::mayHaveChanged);
}

void FilePoll::watch(std::chrono::milliseconds interval)
{
    // The count seen stays what it was: a commit made while nobody looked is still found at the next look.
    if (interval.count() <= 0)
        m_timer->stop();
    else
        m_timer->start(interval);
}

std::chrono::milliseconds FilePoll::interval() const
{
    return m_timer->isActive() ? m_timer->intervalAsDuration() : std::chrono::milliseconds(0);
}

bool FilePoll::othersCommitted()
{
    // Moves with other connections' commits only, never with this connection's own: one cheap query a look.
    const qint64 now = m_db.backend().othersCommits(m_db);
    if (now < 0 || now == m_seen)
        return false; // unchanged, or a busy or vanished file: look again next time
    m_seen = now;
    return true;
}

ServerNotifications::ServerNotifications(const store::Database &db, const QString &channel, QObject *parent)
    : FilePoll(db, parent)
    , m_server(db)
    , m_channel(channel)
{
    QSqlDriver *driver = db.connection().driver();
    // Any notification on the channel is "look": what changed is the journal's, and its rows say whose.
    connect(driver, &QSqlDriver::notification, this, [this](const QString &name) {
        if (name == m_channel)
            emit mayHaveChanged();
    });
    driver->subscribeToNotification(m_channel);
}

void ServerNotifications::reattach()
{
    // The driver stays the same object across a close and an open, and forgets what it listened to as it closes.
    QSqlDriver *driver = m_server.connection().driver();
    if (!driver->subscribedToNotifications().contains(m_channel))
        driver->subscribeToNotification(m_channel);
}

} // namespace podium
