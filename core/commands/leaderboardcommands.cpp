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

db::GuardedRow leaderboard(const QString &name)
{
    return db::GuardedRow::named(db::GuardedRow::Table::Leaderboards, name,
                                 CommandText::tr("the leaderboard %1").arg(name));
}

} // namespace

CreateLeaderboard::CreateLeaderboard(Club &club, db::LeaderboardRecord record)
    : ClubCommand(club)
    , m_record(std::move(record))
{
    setText(CommandText::tr("Create leaderboard %1").arg(m_record.name));
}

void CreateLeaderboard::apply()
{
    db::Leaderboards(db()).create(m_record);
}

void CreateLeaderboard::revert()
{
    db::Leaderboards(db()).remove(m_record.name);
}

ClubChange CreateLeaderboard::change() const
{
    return leaderboards();
}

std::vector<db::GuardedRow> CreateLeaderboard::guarded() const
{
    return {leaderboard(m_record.name.simplified())};
}

SetLeaderboardParams::SetLeaderboardParams(Club &club, const QString &name, rating::ParamList params)
    : ClubCommand(club)
    , m_params(std::move(params))
{
    const db::LeaderboardRecord record = db::Leaderboards(club.database()).get(name);
    m_name = record.name;
    m_before = record.params;
    setText(CommandText::tr("Change the parameters of %1").arg(m_name));
}

void SetLeaderboardParams::apply()
{
    db::Leaderboards(db()).setParams(m_name, m_params);
}

void SetLeaderboardParams::revert()
{
    db::Leaderboards(db()).replaceParams(m_name, m_before);
}

ClubChange SetLeaderboardParams::change() const
{
    return leaderboards();
}

std::vector<db::GuardedRow> SetLeaderboardParams::guarded() const
{
    return {leaderboard(m_name)};
}

EditLeaderboard::EditLeaderboard(Club &club, const QString &name, db::LeaderboardRecord record)
    : ClubCommand(club)
    , m_before(db::Leaderboards(club.database()).get(name))
    , m_after(std::move(record))
{
    setText(CommandText::tr("Change leaderboard %1").arg(m_before.name));
}

void EditLeaderboard::apply()
{
    db::Leaderboards(db()).update(m_before.name, m_after);
}

void EditLeaderboard::revert()
{
    db::Leaderboards(db()).update(m_after.name.simplified(), m_before);
}

ClubChange EditLeaderboard::change() const
{
    return leaderboards();
}

std::vector<db::GuardedRow> EditLeaderboard::guarded() const
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
    m_removed = db::Leaderboards(db()).remove(m_name);
}

void DeleteLeaderboard::revert()
{
    db::Leaderboards(db()).restore(m_removed);
}

ClubChange DeleteLeaderboard::change() const
{
    return {ClubChange::Leaderboards | ClubChange::Events, {}, {}, false}; // events lose their ratings
}

std::vector<db::GuardedRow> DeleteLeaderboard::guarded() const
{
    return {leaderboard(m_name.simplified())};
}

} // namespace podium::commands
