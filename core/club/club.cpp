// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/club.h"

#include "club/changesource.h"
#include "club/journal.h"
#include "commands/clubcommand.h"
#include "store/backend.h"
#include "store/clubcreation.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QUuid>

namespace podium {

ClubChange ClubChange::everything()
{
    return {Games | Players | Leaderboards | Events, {}, {}, false, false};
}

std::unique_ptr<Club> Club::open(const db::ClubLocation &location, db::Database::Mode mode)
{
    auto club = std::make_unique<Club>(db::Database::open(location, mode));
    db::removeAbandonedCreation(location); // what a killed restore under this name left behind (L8)
    return club;
}

Club::Club(std::unique_ptr<db::Database> database, QObject *parent)
    : QObject(parent)
    , m_db(std::move(database))
    , m_source(new FilePoll(*m_db, this))
{
    m_origin = QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_journal = db::hasJournal(*m_db);
    if (m_journal)
        m_seen = db::latestChange(*m_db);
    connect(m_source, &ChangeSource::mayHaveChanged, this, &Club::checkFile);
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
    m_source->watch(interval);
}

std::chrono::milliseconds Club::watchInterval() const
{
    return m_source->interval();
}

bool Club::checkFile()
{
    if (!m_source->othersCommitted())
        return false;
    std::optional<ClubChange> change;
    try {
        change = othersChanges();
    } catch (const db::DbError &) {
        change = ClubChange::everything(); // the journal cannot be read now: anything may have changed
        change->external = true;
    }
    if (!change)
        return false;
    publish(*change);
    return true;
}

std::optional<ClubChange> Club::othersChanges()
{
    ClubChange unknown = ClubChange::everything();
    unknown.external = true;
    if (!m_journal)
        return unknown; // an older club opened read-only: who changed what is not written down
    bool gap = false;
    const std::vector<db::JournalEntry> rows = db::changesSince(*m_db, m_seen, &gap);
    if (!rows.empty())
        m_seen = rows.back().id;
    if (gap)
        return unknown; // so far behind that the rows it missed are gone
    std::optional<ClubChange> merged;
    for (const db::JournalEntry &row : rows) {
        if (row.origin == m_origin || row.change.parts.toInt() == 0)
            continue;
        if (!merged) {
            merged = row.change;
            merged->external = true;
            continue;
        }
        // The earliest date of the games touched; a change of games without one may have touched any date.
        if (row.change.touches(ClubChange::Games)) {
            if (!merged->touches(ClubChange::Games))
                merged->fromDate = row.change.fromDate;
            else if (merged->fromDate.isEmpty() || row.change.fromDate.isEmpty())
                merged->fromDate.clear();
            else
                merged->fromDate = std::min(merged->fromDate, row.change.fromDate);
        }
        merged->parts |= row.change.parts;
        if (merged->event != row.change.event)
            merged->event.clear(); // two events: any
    }
    return merged;
}

void Club::record(const ClubChange &change)
{
    if (!m_journal || m_db->isReadOnly())
        return;
    try {
        db::recordChange(*m_db, m_origin, change);
    } catch (const db::DbError &) {
        // The change itself is made and stays; only the other programs watching will not hear of it until the next.
    }
}

} // namespace podium
