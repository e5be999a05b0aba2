// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/club.h"

#include "club/changesource.h"
#include "club/journal.h"
#include "club/replaysource.h"
#include "commands/clubcommand.h"
#include "store/backend.h"
#include "store/clubcreation.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QUuid>
#include <QtConcurrent/QtConcurrentRun>

namespace podium {

ClubChange ClubChange::everything()
{
    return {Games | Players | Leaderboards | Events, {}, {}, false, false};
}

std::unique_ptr<Club> Club::open(const store::ClubLocation &location, store::Database::Mode mode)
{
    auto club = std::make_unique<Club>(store::Database::open(location, mode));
    store::removeAbandonedCreation(location); // what a killed restore under this name left behind (L8)
    return club;
}

namespace {

/** The disciplines whose games the journal's rows (this club's own too) changed, none when they changed no games;
 *  nullopt when they may have changed anything a leaderboard's history is read from (players' names, leaderboards,
 *  games of disciplines not named). */
std::optional<QStringList> disciplinesTouched(const std::vector<club::JournalEntry> &rows)
{
    QStringList touched;
    for (const club::JournalEntry &row : rows) {
        if (row.change.touches(ClubChange::Players | ClubChange::Leaderboards))
            return std::nullopt;
        if (!row.change.touches(ClubChange::Games))
            continue;
        if (row.change.disciplines.isEmpty())
            return std::nullopt;
        touched.append(row.change.disciplines);
    }
    return touched;
}

} // namespace

Club::Club(std::unique_ptr<store::Database> database, QObject *parent)
    : QObject(parent)
    , m_db(std::move(database))
    , m_source(m_db->backend().changeChannel().isEmpty()
                   ? new FilePoll(*m_db, this)
                   : new ServerNotifications(*m_db, m_db->backend().changeChannel(), this))
    , m_probe(new QFutureWatcher<bool>(this))
{
    m_origin = QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_journal = club::hasJournal(*m_db);
    if (m_journal)
        m_seen = club::latestChange(*m_db);
    connect(m_source, &ChangeSource::mayHaveChanged, this, &Club::checkFile);
    connect(m_probe, &QFutureWatcher<bool>::finished, this, [this] {
        if (!m_connected && m_probe->result())
            reconnect();
    });
}

Club::~Club()
{
    // The commands refer to the club: they go before the database does.
    m_history.reset();
    m_last.reset();
    // A probe still asking runs to its end on its own (it holds nothing of the club's); nobody waits for it.
    m_probe->disconnect(this);
}

void Club::setHistory(std::unique_ptr<CommandHistory> history)
{
    m_history = std::move(history);
}

void Club::runCommand(std::unique_ptr<commands::ClubCommand> command)
{
    try {
        command->applyFirst(); // throws: nothing is kept, the command is deleted
    } catch (const store::DbError &error) {
        if (error.kind() == store::DbError::Kind::Lost)
            noteLost();
        throw;
    }
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

void Club::publish(const ClubChange &change, std::pair<qint64, qint64> mark)
{
    if (change.touches(ClubChange::Games) && !change.games.empty())
        club::detail::reviseHistories(*m_db, mark, change.games);
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
    if (!m_connected || m_db->isDisconnected()) {
        noteLost(); // every look while it is lost asks whether the server answers again
        return false;
    }
    if (!m_source->othersCommitted()) {
        if (m_db->isDisconnected()) // the look itself found the connection gone
            noteLost();
        return false;
    }
    const std::pair<qint64, qint64> mark = m_db->contentMark(); // before the rows: none after it goes unread
    std::optional<ClubChange> change;
    std::optional<QStringList> touched; // the disciplines whose games the rows read changed; nullopt: anything
    try {
        change = othersChanges(&touched);
    } catch (const store::DbError &) {
        change = ClubChange::everything(); // the journal cannot be read now: anything may have changed
        change->external = true;
        touched.reset();
    }
    m_db->keepRememberedBut(mark, touched);
    if (!change)
        return false;
    publish(*change);
    return true;
}

void Club::noteLost()
{
    if (m_connected) {
        m_connected = false;
        emit connectionLost();
    }
    if (!m_probe->isRunning())
        m_probe->setFuture(QtConcurrent::run(m_db->reachability()));
}

void Club::reconnect()
{
    try {
        m_db->reconnect();
    } catch (const store::DbError &) {
        return; // it answers but does not let us in yet (starting up): the next look asks again
    }
    m_source->reattach();
    m_connected = true;
    // What the other desks did meanwhile is in the journal. Every view reads again: a read that failed while the
    // connection was lost left its view showing the failure.
    m_source->othersCommitted(); // its count moves on to now
    int others = 0;
    try {
        std::optional<QStringList> touched;
        othersChanges(&touched, &others);
    } catch (const store::DbError &) {
        // Read again with everything below.
    }
    ClubChange change = ClubChange::everything();
    change.external = true;
    publish(change);
    emit reconnected(others);
}

std::optional<ClubChange> Club::othersChanges(std::optional<QStringList> *touched, int *count)
{
    ClubChange unknown = ClubChange::everything();
    unknown.external = true;
    touched->reset();
    if (!m_journal)
        return unknown; // an older club opened read-only: who changed what is not written down
    bool gap = false;
    const std::vector<club::JournalEntry> rows = club::changesSince(*m_db, m_seen, &gap);
    if (!rows.empty())
        m_seen = rows.back().id;
    if (gap)
        return unknown; // so far behind that the rows it missed are gone
    *touched = disciplinesTouched(rows);
    std::optional<ClubChange> merged;
    for (const club::JournalEntry &row : rows) {
        if (row.origin == m_origin || row.change.parts.toInt() == 0)
            continue;
        if (count != nullptr)
            ++*count;
        if (!merged) {
            merged = row.change;
            merged->external = true;
            continue;
        }
        // The earliest date of the games touched, and every discipline touched; a change of games without them may
        // have touched any date or discipline.
        if (row.change.touches(ClubChange::Games)) {
            if (!merged->touches(ClubChange::Games)) {
                merged->fromDate = row.change.fromDate;
                merged->disciplines = row.change.disciplines;
            } else {
                if (merged->fromDate.isEmpty() || row.change.fromDate.isEmpty())
                    merged->fromDate.clear();
                else
                    merged->fromDate = std::min(merged->fromDate, row.change.fromDate);
                if (merged->disciplines.isEmpty() || row.change.disciplines.isEmpty())
                    merged->disciplines.clear();
                else
                    for (const QString &discipline : row.change.disciplines)
                        if (!merged->disciplines.contains(discipline, Qt::CaseInsensitive))
                            merged->disciplines.append(discipline);
            }
        }
        merged->parts |= row.change.parts;
        if (merged->event != row.change.event)
            merged->event.clear(); // two events: any
    }
    return merged;
}

void Club::record(const ClubChange &change, const QString &rows)
{
    if (!m_journal || m_db->isReadOnly())
        return;
    try {
        club::recordChange(*m_db, m_origin, change, rows);
    } catch (const store::DbError &) {
        // The change itself is made and stays; only the other programs watching will not hear of it until the next.
    }
}

} // namespace podium
