// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "commands/trfcommands.h"

#include "club/events/events.h"
#include "club/games.h"
#include "club/players.h"
#include "store/database.h"

namespace podium::commands {

ImportTrfEvent::ImportTrfEvent(Club &club, io::TrfTournament tournament, club::TrfImportOptions options)
    : ClubCommand(club)
    , m_tournament(std::move(tournament))
    , m_options(std::move(options))
{
    const QString name = m_options.name.isEmpty() ? m_tournament.name : m_options.name;
    setText(CommandText::tr("Import event %1").arg(name));
}

void ImportTrfEvent::apply()
{
    club::Players players(db());
    m_newPlayers.clear();
    QStringList withoutKnown; // members without a known rating, which the file may give them (M2)
    for (const io::TrfPlayer &p : m_tournament.players) {
        if (players.find(p.name) == 0)
            m_newPlayers.append(p.name);
        else if (players.get(p.name).known.isEmpty())
            withoutKnown.append(p.name);
    }
    m_games.clear();
    m_event = club::importTrfEvent(db(), m_tournament, m_options, &m_games);
    m_knownGiven.clear();
    for (const QString &name : std::as_const(withoutKnown)) {
        const club::KnownRating given = players.get(name).known;
        if (!given.isEmpty())
            m_knownGiven.emplace_back(name, given);
    }
}

void ImportTrfEvent::revert()
{
    store::Transaction transaction(db());
    club::Events(db()).remove(m_event);
    club::Games games(db());
    for (const qint64 id : m_games)
        games.remove(id);
    club::ImportReport created;
    created.playersAdded = m_newPlayers; // removed only while they have no other games
    games.removeImport(created);
    // The members the file gave a known rating have none again, unless someone has changed it since.
    club::Players players(db());
    for (const auto &[name, given] : m_knownGiven) {
        if (players.find(name) != 0 && players.get(name).known == given)
            players.setKnownRating(name, {});
    }
    transaction.commit();
}

ClubChange ImportTrfEvent::change() const
{
    return {ClubChange::Events | ClubChange::Games | ClubChange::Players, {}, m_event, false};
}

std::vector<club::GuardedRow> ImportTrfEvent::guarded() const
{
    std::vector<club::GuardedRow> rows {club::GuardedRow::named(club::GuardedRow::Table::Events, m_event,
                                                                CommandText::tr("the event %1").arg(m_event))};
    if (inEffect()) { // a redo imports the games again under new ids
        for (const qint64 id : m_games)
            rows.push_back(club::GuardedRow::game(id, CommandText::tr("a game of event %1").arg(m_event)));
    }
    return rows;
}

} // namespace podium::commands
