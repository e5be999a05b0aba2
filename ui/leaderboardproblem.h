// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QString>
#include <QtGlobal>

#include <exception>

namespace podium::store {
class Database;
}

namespace podium::ui {

/**
 * Why a leaderboard cannot show its standings, in words for the organiser, and the game to open to put it right.
 * A leaderboard whose history holds a game it cannot rate is a state of the club, shown where the standings would
 * be, never a crash or a dialog in the way (H1 of the reliability review).
 */
struct LeaderboardProblem
{
    QString text; ///< empty: the leaderboard is fine
    QString shortText; ///< one line, for a tooltip or the status bar
    qint64 gameId = 0; ///< the game to open, 0 when no single game is to blame
    bool isEmpty() const { return text.isEmpty(); }
};

/** The problem a reading of the leaderboard ran into (a club::UnratableGame names its game). */
LeaderboardProblem problemOf(const store::Database &db, const std::exception &error);
/** Replays the leaderboard's whole history (nothing is stored): its problem, or an empty one. */
LeaderboardProblem checkLeaderboard(const store::Database &db, const QString &name);

} // namespace podium::ui
