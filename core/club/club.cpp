// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/club.h"

#include "commands/clubcommand.h"
#include "store/backend.h"
#include "store/clubfile.h"
#include "store/database.h"

#include <QTimer>

namespace podium {

ClubChange ClubChange::everything()
{
    return {Games | Players | Leaderboards | Events, {}, {}, false};
}

std::unique_ptr<Club> Club::open(const QString &path, db::Database::Mode mode)
{
    auto club = std::make_unique<Club>(db::Database::open(path, mode));
    db::removeStaleScratch(path); // what a killed restore under this name left behind (L8)
    return club;
}

Club::Club(std::unique_ptr<db::Database> database, QObject *parent)
    : QObject(parent)
    , m_db(std::move(database))
    , m_watch(new QTimer(this))
{
    m_dataVersion = dataVersion();
    connect(m_watch, &QTimer::timeout, this, &Club::checkFile);
}

Club::~Club()
{
    // The commands refer to the club: they go before the database does.
    m_history.reset();
    m_last.reset();
}

void Club::setHistory(std::unique_ptr<CommandHistory> history)
{
    m_history = std::move(history);
}

void Club::runCommand(std::unique_ptr<commands::ClubCommand> command)
{
    command->applyFirst(); // throws: nothing is kept, the command is deleted
    if (m_history) {
        m_history->keep(std::move(command)); // its first redo only publishes the change
        return;
    }
    command->redo(); // publishes the change
    m_last = std::move(command);
}

void Club::publish(const ClubChange &change)
{
    emit changed(change);
}

void Club::reportFailure(const QString &command, const QString &message)
{
    emit commandFailed(command, message);
}

void Club::watchFile(std::chrono::milliseconds interval)
{
    if (interval.count() <= 0) {
        m_watch->stop();
        return;
    }
    m_dataVersion = dataVersion();
    m_watch->start(interval);
}

std::chrono::milliseconds Club::watchInterval() const
{
    return m_watch->isActive() ? m_watch->intervalAsDuration() : std::chrono::milliseconds(0);
}

qint64 Club::dataVersion() const
{
    // Moves with other connections' commits only, never with this club's own: one cheap query a poll.
    const qint64 version = m_db->backend().othersCommits(*m_db);
    return version >= 0 ? version : m_dataVersion; // a busy or vanished file: look again at the next poll
}

bool Club::checkFile()
{
    const qint64 now = dataVersion();
    if (now == m_dataVersion)
        return false;
    m_dataVersion = now;
    ClubChange change = ClubChange::everything();
    change.external = true;
    publish(change);
    return true;
}

void Club::acceptFileAsSeen()
{
    m_dataVersion = dataVersion();
}

} // namespace podium
