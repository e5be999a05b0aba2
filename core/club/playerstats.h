// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"
#include "club/storetypes.h"

#include <QString>

#include <unordered_map>

namespace podium::club {

/** A player's results in head-to-head and team games: their side won, drew or lost. */
struct SideRecord
{
    int games = 0, wins = 0, draws = 0, losses = 0;
};

/** A player's places in free-for-all games (a shared place counts for each who shares it). */
struct PlaceRecord
{
    int games = 0;
    int firsts = 0; ///< games finished in first place, alone or shared
    int bestPlace = 0; ///< 0 before the first game
    double averagePlace = 0.0;
    double averageField = 0.0; ///< how many players (or sides) the games had, on average
};

/** The player's record against one opponent, both on the leaderboard: the games where they were on opposite
 *  sides, and who came out ahead each time (won, or finished ahead in a free-for-all). */
struct OpponentRecord
{
    QString name; ///< empty: no such opponent
    int games = 0, ahead = 0, level = 0, behind = 0;
};

/** Meetings an opponent needs before they can be the hardest: fewer say little. */
inline constexpr int kHardestOpponentMinGames = 3;

/** A player's profile on a leaderboard: record, best win, the opponents met most and scored least against, and
 *  rating history. */
struct PlayerProfile
{
    int games = 0; ///< every game on the leaderboard
    SideRecord sides; ///< the head-to-head and team games among them
    PlaceRecord places; ///< the free-for-alls among them
    QString bestWinOpponent; ///< the highest-rated player (at the time) beaten; empty when no win yet
    double bestWinRating = 0.0; ///< that opponent's rating (leaderboard value) before the game
    QString bestWinDate;
    OpponentRecord mostMet; ///< the opponent met most often; on equal counts, the first by name
    /** Among the opponents met at least kHardestOpponentMinGames times, the one the player scores least against
     *  (ahead 1, level 1/2 a game); on equal scores the one met more often, then the first by name. */
    OpponentRecord hardest;
    std::vector<HistoryPoint> history;
    bool hasUncertainty = false; ///< the leaderboard's algorithm keeps a sigma: the history has a band to draw
};

/** Throws DbError for an unknown player or leaderboard. */
PlayerProfile playerProfile(const Database &db, const QString &player, const QString &leaderboard);

/** How much each player's rating (leaderboard value) moved over their last `games` games, by name. */
std::unordered_map<QString, double> recentChanges(const Database &db, const QString &leaderboard, int games);

} // namespace podium::club
