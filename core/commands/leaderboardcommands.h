// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/leaderboards.h"
#include "club/records.h"
#include "commands/clubcommand.h"

namespace podium::commands {

/** Creates a leaderboard (an algorithm with its parameters over a discipline or all, a date range). */
class CreateLeaderboard : public ClubCommand
{
public:
    CreateLeaderboard(Club &club, club::LeaderboardRecord record);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    club::LeaderboardRecord m_record;
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
    std::vector<club::GuardedRow> guarded() const override;

private:
    QString m_name;
    rating::ParamList m_params;
    rating::ParamList m_before;
};

/** Changes a leaderboard: its name, discipline, algorithm, parameters or date range; its ratings replay. */
class EditLeaderboard : public ClubCommand
{
public:
    /** Throws DbError when there is no such leaderboard. */
    EditLeaderboard(Club &club, const QString &name, club::LeaderboardRecord record);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    club::LeaderboardRecord m_before;
    club::LeaderboardRecord m_after;
};

/** Removes a leaderboard (its games stay); undo brings it back, with the events it seeded. */
class DeleteLeaderboard : public ClubCommand
{
public:
    DeleteLeaderboard(Club &club, const QString &name);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    QString m_name;
    club::Leaderboards::Removed m_removed;
};

} // namespace podium::commands
