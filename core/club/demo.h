// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/storetypes.h"

namespace podium::club {

/**
 * Fills an empty database with a realistic demo club: 40 members and two years of play in three
 * disciplines (chess duels with draws, 8-player kart races, 4-vs-4 capture the flag with score and
 * minutes), drawn from hidden skills, and one leaderboard per algorithm that fits each discipline.
 * The same club every time. Throws DbError when the database is not empty.
 */
void createDemoClub(const Database &db);

} // namespace podium::club
