// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <vector>

namespace podium::tournament {

/** How free-for-all lobbies are filled. */
enum class LobbyMethod {
    Balanced, ///< every lobby of about the same average strength (fair heats)
    Snake, ///< seeded snake style: 1 2 3 4 | 8 7 6 5 | 9 10 11 12 ... across the lobbies
    Tiered, ///< players of similar strength together (the closest games): the strongest in the first lobby
};

/**
 * Splits entrants into lobbies of at most lobbySize, as even in size as possible (13 entrants in lobbies of 4:
 * 4, 3, 3, 3), by strength (higher is stronger: a rating, or points then rating in later rounds). Returns the
 * entrant indices of each lobby, strongest first. Throws TournamentError for fewer than two entrants or a
 * lobby size below 2.
 */
std::vector<std::vector<int>> splitLobbies(const std::vector<double> &strength, int lobbySize, LobbyMethod method);

/** Points for a finishing place (1 is first) from a table such as 10-8-6-5-4-3-2-1; 0 beyond the table. */
double placePoints(const std::vector<double> &table, int place);

} // namespace podium::tournament
