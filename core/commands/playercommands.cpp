// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "commands/playercommands.h"

#include "club/exchange.h"
#include "io/errortext.h"

#include <QSet>

#include <map>

namespace podium::commands {

namespace {

ClubChange players()
{
    return {ClubChange::Players, {}, {}, false};
}

club::GuardedRow player(const QString &name)
{
    return club::GuardedRow::named(club::GuardedRow::Table::Players, name, CommandText::tr("the player %1").arg(name));
}

bool sameDetails(const club::PlayerRecord &a, const club::PlayerRecord &b)
{
    return a.displayName == b.displayName && a.affiliation == b.affiliation && a.notes == b.notes
        && a.retired == b.retired && a.known == b.known;
}

} // namespace

AddPlayer::AddPlayer(Club &club, const QString &name, QString displayName, QString affiliation)
    : ClubCommand(club)
    , m_name(club::cleanName(name))
    , m_displayName(std::move(displayName))
    , m_affiliation(std::move(affiliation))
{
    setText(CommandText::tr("Add player %1").arg(m_name));
}

void AddPlayer::apply()
{
    club::Players(db()).add(m_name, m_displayName, m_affiliation);
}

void AddPlayer::revert()
{
    club::Players(db()).remove(m_name);
}

ClubChange AddPlayer::change() const
{
    return players();
}

std::vector<club::GuardedRow> AddPlayer::guarded() const
{
    return {player(m_name)};
}

AddPlayers::AddPlayers(Club &club, const QStringList &names)
    : ClubCommand(club)
{
    for (const QString &name : names)
        m_names.append(club::cleanName(name));
    setText(CommandText::tr("Add players %1").arg(m_names.join(QStringLiteral(", "))));
}

void AddPlayers::apply()
{
    club::Players players(db());
    store::Transaction transaction(db());
    for (const QString &name : std::as_const(m_names))
        players.add(name);
    transaction.commit();
}

void AddPlayers::revert()
{
    club::Players players(db());
    store::Transaction transaction(db());
    for (const QString &name : std::as_const(m_names))
        players.remove(name);
    transaction.commit();
}

ClubChange AddPlayers::change() const
{
    return players();
}

std::vector<club::GuardedRow> AddPlayers::guarded() const
{
    std::vector<club::GuardedRow> rows;
    for (const QString &name : m_names)
        rows.push_back(player(name));
    return rows;
}

EditPlayer::EditPlayer(Club &club, const club::PlayerRecord &details)
    : ClubCommand(club)
    , m_before(club::Players(club.database()).get(details.name))
{
    club::checkNameText(details.displayName, ErrorText::tr("display name"));
    club::checkNameText(details.affiliation, ErrorText::tr("affiliation"));
    m_after = m_before;
    m_after.displayName = details.displayName.trimmed();
    m_after.affiliation = details.affiliation.trimmed();
    m_after.known = club::checkedKnownRating(details.known);
    setText(CommandText::tr("Edit player %1").arg(m_before.name));
}

void EditPlayer::apply()
{
    club::Players(db()).setDetails(m_after);
}

void EditPlayer::revert()
{
    club::Players(db()).setDetails(m_before);
}

ClubChange EditPlayer::change() const
{
    return players();
}

std::vector<club::GuardedRow> EditPlayer::guarded() const
{
    return {player(m_before.name)};
}

RenamePlayer::RenamePlayer(Club &club, const QString &from, const QString &to)
    : ClubCommand(club)
    , m_from(club::Players(club.database()).get(from).name)
    , m_to(club::cleanName(to))
{
    setText(CommandText::tr("Rename %1 to %2").arg(m_from, m_to));
}

void RenamePlayer::apply()
{
    club::Players(db()).rename(m_from, m_to);
}

void RenamePlayer::revert()
{
    club::Players(db()).rename(m_to, m_from);
}

ClubChange RenamePlayer::change() const
{
    return players();
}

std::vector<club::GuardedRow> RenamePlayer::guarded() const
{
    return {player(inEffect() ? m_to : m_from)};
}

RetirePlayer::RetirePlayer(Club &club, const QString &name, bool retire)
    : ClubCommand(club)
    , m_retire(retire)
{
    const club::PlayerRecord player = club::Players(club.database()).get(name);
    m_name = player.name;
    m_wasRetired = player.retired;
    setText(retire ? CommandText::tr("Retire %1").arg(m_name) : CommandText::tr("Bring back %1").arg(m_name));
}

std::unique_ptr<RetirePlayer> RetirePlayer::toggle(Club &club, const QString &name)
{
    return std::make_unique<RetirePlayer>(club, name, !club::Players(club.database()).get(name).retired);
}

void RetirePlayer::apply()
{
    club::Players(db()).retire(m_name, m_retire);
}

void RetirePlayer::revert()
{
    club::Players(db()).retire(m_name, m_wasRetired);
}

ClubChange RetirePlayer::change() const
{
    return players();
}

std::vector<club::GuardedRow> RetirePlayer::guarded() const
{
    return {player(m_name)};
}

MergePlayers::MergePlayers(Club &club, const QString &from, const QString &into)
    : ClubCommand(club)
    , m_from(from)
    , m_into(into)
{
    setText(CommandText::tr("Merge %1 into %2").arg(club::cleanName(from), club::cleanName(into)));
}

void MergePlayers::apply()
{
    m_merged = club::Players(db()).merge(m_from, m_into);
    setText(CommandText::tr("Merge %1 into %2").arg(m_merged.removed.name, club::cleanName(m_into)));
}

void MergePlayers::revert()
{
    club::Players(db()).unmerge(m_merged);
}

ClubChange MergePlayers::change() const
{
    return {ClubChange::Players | ClubChange::Games, {}, {}, false}; // the games move: every rating replays
}

std::vector<club::GuardedRow> MergePlayers::guarded() const
{
    // The player merged away is gone while the merge is in effect, and comes back with its undo.
    return {player(m_merged.removed.name.isEmpty() ? club::cleanName(m_from) : m_merged.removed.name),
            player(club::cleanName(m_into))};
}

DeletePlayer::DeletePlayer(Club &club, const QString &name)
    : ClubCommand(club)
    , m_player(club::Players(club.database()).get(name))
{
    setText(CommandText::tr("Delete player %1").arg(m_player.name));
}

void DeletePlayer::apply()
{
    club::Players(db()).remove(m_player.name);
}

void DeletePlayer::revert()
{
    club::Players players(db());
    store::Transaction transaction(db());
    players.add(m_player.name, m_player.displayName, m_player.affiliation);
    players.setDetails(m_player);
    transaction.commit();
}

ClubChange DeletePlayer::change() const
{
    return players();
}

std::vector<club::GuardedRow> DeletePlayer::guarded() const
{
    return {player(m_player.name)};
}

ImportPlayers::ImportPlayers(Club &club, QByteArray csv, QString fileName)
    : ClubCommand(club)
    , m_csv(std::move(csv))
    , m_fileName(std::move(fileName))
{
    setText(CommandText::tr("Import players from %1").arg(m_fileName));
}

void ImportPlayers::apply()
{
    club::Players players(db());
    m_before = players.list();
    m_added = club::importPlayersCsv(db(), m_csv, m_fileName);
    // What the file added or changed: the rows undo writes, and the only ones.
    std::map<qint64, const club::PlayerRecord *> before;
    for (const club::PlayerRecord &p : m_before)
        before[p.id] = &p;
    m_touched.clear();
    for (const club::PlayerRecord &p : players.list()) {
        const auto was = before.find(p.id);
        if (was == before.end() || !sameDetails(*was->second, p))
            m_touched.append(p.name);
    }
}

void ImportPlayers::revert()
{
    QSet<qint64> known;
    for (const club::PlayerRecord &p : m_before)
        known.insert(p.id);
    club::Players players(db());
    store::Transaction transaction(db());
    for (const club::PlayerRecord &p : players.list()) {
        if (!known.contains(p.id) && m_touched.contains(p.name)) // not a player another program added since
            players.remove(p.name);
    }
    for (const club::PlayerRecord &p : m_before) {
        if (m_touched.contains(p.name)) // another program's changes to the others stay
            players.setDetails(p);
    }
    transaction.commit();
}

ClubChange ImportPlayers::change() const
{
    return players();
}

std::vector<club::GuardedRow> ImportPlayers::guarded() const
{
    std::vector<club::GuardedRow> rows;
    for (const QString &name : m_touched)
        rows.push_back(player(name));
    return rows;
}

} // namespace podium::commands
