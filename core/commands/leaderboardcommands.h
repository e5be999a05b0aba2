#pragma once

#include "club/records.h"
#include "commands/clubcommand.h"

namespace podium::commands {

/** Creates a leaderboard (an algorithm with its parameters over a discipline or all, a date range). */
class CreateLeaderboard : public ClubCommand
{
public:
    CreateLeaderboard(Club &club, db::LeaderboardRecord record);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;

private:
    db::LeaderboardRecord m_record;
};

/** Gives a leaderboard other parameters (added to or replacing its own); its ratings replay. */
class SetLeaderboardParams : public ClubCommand
{
public:
    /** Throws DbError when there is no such leaderboard. */
    SetLeaderboardParams(Club &club, const QString &name, rating::ParamList params);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;

private:
    QString m_name;
    rating::ParamList m_params;
    rating::ParamList m_before;
};

} // namespace podium::commands
