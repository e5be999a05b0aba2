// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "commands/gamecommands.h"

#include <algorithm>

namespace podium::commands {

QString describeGame(const club::GameInput &game)
{
    if (game.kind == history::GameKind::HeadToHead && game.participants.size() == 2)
        return CommandText::tr("%1 vs %2").arg(game.participants[0].player, game.participants[1].player);
    if (game.kind == history::GameKind::FreeForAll)
        return CommandText::tr("free for all of %1").arg(game.participants.size());
    return CommandText::tr("team game of %1").arg(game.participants.size());
}

namespace {

/** Games changed from date on, in these disciplines. */
ClubChange gamesFrom(const QString &date, const QStringList &disciplines)
{
    ClubChange change {ClubChange::Games, date, {}, false};
    for (const QString &discipline : disciplines) {
        if (!discipline.isEmpty() && !change.disciplines.contains(discipline, Qt::CaseInsensitive))
            change.disciplines.append(discipline.simplified());
    }
    return change;
}

QString theGame(const club::GameInput &game)
{
    return CommandText::tr("the game %1").arg(describeGame(game));
}

} // namespace

AddGame::AddGame(Club &club, club::GameInput game)
    : ClubCommand(club)
    , m_input(std::move(game))
{
    setText(CommandText::tr("Add result %1").arg(describeGame(m_input)));
}

void AddGame::apply()
{
    club::Games games(db());
    if (m_record.id == 0)
        m_record = games.get(games.add(m_input));
    else
        games.restore(m_record);
}

void AddGame::revert()
{
    club::Games(db()).remove(m_record.id);
}

ClubChange AddGame::change() const
{
    ClubChange change = gamesFrom(m_record.game.date, {m_record.game.discipline});
    change.games = {m_record.id};
    return change;
}

std::vector<club::GuardedRow> AddGame::guarded() const
{
    return {club::GuardedRow::game(m_record.id, theGame(m_input))};
}

EditGame::EditGame(Club &club, qint64 id, club::GameInput game)
    : ClubCommand(club)
    , m_id(id)
    , m_before(club::Games(club.database()).get(id).game)
    , m_after(std::move(game))
{
    setText(CommandText::tr("Edit result %1").arg(describeGame(m_after)));
}

void EditGame::apply()
{
    club::Games games(db());
    games.edit(m_id, m_after);
    if (!m_stored) {
        m_after = games.get(m_id).game;
        m_stored = true;
    }
}

void EditGame::revert()
{
    club::Games(db()).edit(m_id, m_before);
}

ClubChange EditGame::change() const
{
    ClubChange change = gamesFrom(std::min(m_before.date, m_after.date), {m_before.discipline, m_after.discipline});
    change.games = {m_id};
    return change;
}

std::vector<club::GuardedRow> EditGame::guarded() const
{
    return {club::GuardedRow::game(m_id, theGame(inEffect() ? m_after : m_before))};
}

DeleteGame::DeleteGame(Club &club, qint64 id)
    : ClubCommand(club)
    , m_record(club::Games(club.database()).get(id))
    , m_links(club::Events(club.database()).resultLinks(id))
{
    setText(CommandText::tr("Delete result %1").arg(describeGame(m_record.game)));
}

void DeleteGame::apply()
{
    club::Games(db()).remove(m_record.id);
}

void DeleteGame::revert()
{
    store::Transaction transaction(db());
    club::Games(db()).restore(m_record);
    for (const club::Events::ResultLink &link : m_links) // the tables' link went with the game (SET NULL)
        club::Events(db()).linkResult(link.event, link.round, link.table, m_record.id);
    transaction.commit();
}

ClubChange DeleteGame::change() const
{
    ClubChange change = gamesFrom(m_record.game.date, {m_record.game.discipline});
    change.games = {m_record.id};
    if (!m_links.empty()) {
        change.parts |= ClubChange::Events;
        change.event = m_links.front().event;
    }
    return change;
}

std::vector<club::GuardedRow> DeleteGame::guarded() const
{
    return {club::GuardedRow::game(m_record.id, theGame(m_record.game))};
}

ImportGames::ImportGames(Club &club, history::History history, QString discipline)
    : ClubCommand(club)
    , m_history(std::move(history))
    , m_discipline(std::move(discipline))
{
    describe();
}

ImportGames::ImportGames(Club &club, history::History history, QString discipline, club::ImportReport done)
    : ClubCommand(club)
    , m_history(std::move(history))
    , m_discipline(std::move(discipline))
    , m_report(std::move(done))
    , m_alreadyDone(true)
{
    describe();
}

void ImportGames::describe()
{
    setText(CommandText::tr("Import %n game(s)", nullptr, m_report.added));
}

void ImportGames::apply()
{
    // The import writes its journal row in its own transaction, under this club's origin: done on a connection of
    // its own (the app's import thread), the club then knows the commit for its own.
    journaledBySelf();
    if (m_alreadyDone) {
        m_alreadyDone = false;
        return;
    }
    m_report = club::Games(db()).import(m_history, m_discipline, {}, club().origin());
    describe();
}

void ImportGames::revert()
{
    club::Games(db()).removeImport(m_report);
}

ClubChange ImportGames::change() const
{
    return gamesFrom(m_history.games.empty() ? QString() : QString::fromStdString(m_history.games.front().date),
                     {m_discipline});
}

std::vector<club::GuardedRow> ImportGames::guarded() const
{
    // Only while the games are in: a redo imports them again under new ids, which nothing can be in the way of.
    if (!inEffect() || m_report.added == 0)
        return {};
    return {club::GuardedRow::games(m_report.firstId, m_report.lastId, CommandText::tr("a game of this import"))};
}

} // namespace podium::commands
