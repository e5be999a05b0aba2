#include "commands/leaderboardcommands.h"

#include "club/leaderboards.h"

namespace podium::commands {

namespace {

ClubChange leaderboards()
{
    return {ClubChange::Leaderboards, {}, {}, false};
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

} // namespace podium::commands
