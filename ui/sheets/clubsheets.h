// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "sheets/printsheet.h"

#include <QCoreApplication>

namespace podium::store {
class Database;
}

namespace podium::ui {

/** What a leaderboard and a player print, besides an event (EventSheet): the standings as the leaderboard page
 *  shows them, and a player's card. */
class ClubSheets
{
    Q_DECLARE_TR_FUNCTIONS(podium::ui::ClubSheets)

public:
    /** A leaderboard's standings: place, player, rating (with mu and sigma where the algorithm keeps them), games,
     *  wins, draws, losses and the last game's date. Throws DbError for a leaderboard that is not there. */
    static void standings(PrintSheet &sheet, const store::Database &database, const QString &leaderboard);
    /** "Standings of NAME": the title of that sheet. */
    static QString standingsTitle(const QString &leaderboard);

    /** A player's card: their place and rating on every leaderboard that rates them, and their last games on
     *  each, newest first. Throws DbError for a player who is not there. */
    static void playerCard(PrintSheet &sheet, const store::Database &database, const QString &player);
    static QString playerTitle(const QString &player);
};

} // namespace podium::ui
