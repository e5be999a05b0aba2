// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "commands/leaderboardcommands.h"

#include "club/leaderboards.h"

namespace podium::commands {

namespace {

ClubChange leaderboards()
{
    return {ClubChange::Leaderboards, {}, {}, false};
}

club::GuardedRow leaderboard(const QString &name)
{
    return club::GuardedRow::named(club::GuardedRow::Table::Leaderboards, name,
                                   CommandText::tr("the leaderboard %1").arg(name));
}

} // namespace

CreateLeaderboard::CreateLeaderboard(Club &club, club::LeaderboardRecord record)
    : ClubCommand(club)
    , m_record(std::move(record))
{
    setText(CommandText::tr("Create leaderboard %1").arg(m_record.name));
}

void CreateLeaderboard::apply()
{
    club::Leaderboards(db()).create(m_record);
}

void CreateLeaderboard::revert()
{
    club::Leaderboards(db()).remove(m_record.name);
}

ClubChange CreateLeaderboard::change() const
{
    return leaderboards();
}

std::vector<club::GuardedRow> CreateLeaderboard::guarded() const
{
    return {leaderboard(m_record.name.simplified())};
}

SetLeaderboardParams::SetLeaderboardParams(Club &club, const QString &name, rating::ParamList params)
    : ClubCommand(club)
    , m_params(std::move(params))
{
    const club::LeaderboardRecord record = club::Leaderboards(club.database()).get(name);
    m_name = record.name;
    m_before = record.params;
    setText(CommandText::tr("Change the parameters of %1").arg(m_name));
}

void SetLeaderboardParams::apply()
{
    club::Leaderboards(db()).setParams(m_name, m_params);
}

void SetLeaderboardParams::revert()
{
    club::Leaderboards(db()).replaceParams(m_name, m_before);
}

ClubChange SetLeaderboardParams::change() const
{
    return leaderboards();
}

std::vector<club::GuardedRow> SetLeaderboardParams::guarded() const
{
    return {leaderboard(m_name)};
}

EditLeaderboard::EditLeaderboard(Club &club, const QString &name, club::LeaderboardRecord record)
    : ClubCommand(club)
    , m_before(club::Leaderboards(club.database()).get(name))
    , m_after(std::move(record))
{
    setText(CommandText::tr("Change leaderboard %1").arg(m_before.name));
}

void EditLeaderboard::apply()
{
    club::Leaderboards(db()).update(m_before.name, m_after);
}

void EditLeaderboard::revert()
{
    club::Leaderboards(db()).update(m_after.name.simplified(), m_before);
}

ClubChange EditLeaderboard::change() const
{
    return leaderboards();
}

std::vector<club::GuardedRow> EditLeaderboard::guarded() const
{
    return {leaderboard(inEffect() ? m_after.name.simplified() : m_before.name)};
}

DeleteLeaderboard::DeleteLeaderboard(Club &club, const QString &name)
    : ClubCommand(club)
    , m_name(name)
{
    setText(CommandText::tr("Delete leaderboard %1").arg(name));
}

void DeleteLeaderboard::apply()
{
    m_removed = club::Leaderboards(db()).remove(m_name);
}

void DeleteLeaderboard::revert()
{
    club::Leaderboards(db()).restore(m_removed);
}

ClubChange DeleteLeaderboard::change() const
{
    return {ClubChange::Leaderboards | ClubChange::Events, {}, {}, false}; // events lose their ratings
}

std::vector<club::GuardedRow> DeleteLeaderboard::guarded() const
{
    return {leaderboard(m_name.simplified())};
}

} // namespace podium::commands
