#pragma once

#include "club/records.h"

#include <QString>

#include <unordered_map>

namespace podium::db {

class Database;

/** A player's profile on a leaderboard: record, best win, toughest opponent, and rating history. */
struct PlayerProfile
{
    int games = 0, wins = 0, draws = 0, losses = 0;
    QString bestWinOpponent; ///< the highest-rated player (at the time) beaten; empty when no win yet
    double bestWinRating = 0.0; ///< that opponent's rating (leaderboard value) before the game
    QString bestWinDate;
    QString toughestOpponent; ///< the opponent met at least twice against whom the record is worst
    int toughestWins = 0, toughestDraws = 0, toughestLosses = 0;
    std::vector<HistoryPoint> history;
    bool hasUncertainty = false; ///< the leaderboard's algorithm keeps a sigma: the history has a band to draw
};

/** Throws DbError for an unknown player or leaderboard. */
PlayerProfile playerProfile(const Database &db, const QString &player, const QString &leaderboard);

/** How much each player's rating (leaderboard value) moved over their last `games` games, by name. */
std::unordered_map<QString, double> recentChanges(const Database &db, const QString &leaderboard, int games);

} // namespace podium::db
