// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"
#include "club/storetypes.h"

#include <vector>

namespace podium::club {

namespace detail {

struct LoadedHistory;

/** The history point of entry (an index within game g) of the loaded history: the rating after and before the game,
 *  how much the game counted (weight), the outcome or place (outcome: history::results of the game) and the
 *  opponents (names: by index into History::players). */
HistoryPoint historyPoint(const LoadedHistory &loaded, const rating::RatingSystem &system,
                          const std::vector<QString> &names, std::size_t g, std::size_t entry,
                          const rating::Rating &after, const rating::Rating &before, double weight,
                          const std::vector<int> &outcome);

/**
 * Makes the history points of a replay: the rating after a game together with the rating before it, the
 * outcome or place, and the opponents' names, so that a chart can tell what each point was without asking the
 * database again. Follow the replay with it: take the points of a game first, then advance past it.
 */
class HistoryPoints
{
public:
    /** Reads the names of the history's players (one query); the system gives the initial ratings and values. */
    HistoryPoints(const Database &db, const LoadedHistory &loaded, const rating::RatingSystem &system);

    /** The point of the game's entry (an index within game g) with its rating after the game. */
    HistoryPoint point(std::size_t g, std::size_t entry, const std::vector<rating::Rating> &after);
    /** The game's ratings become its players' ratings before their next game. */
    void advance(std::size_t g, const std::vector<rating::Rating> &after);
    /** A player's current rating (before the game being replayed), by index into History::players. */
    const rating::Rating &current(int player) const { return m_current[static_cast<std::size_t>(player)]; }

private:
    const LoadedHistory &m_loaded;
    const rating::RatingSystem &m_system;
    std::vector<QString> m_names; ///< by index into History::players
    std::vector<rating::Rating> m_current;
    std::vector<int> m_outcome; ///< of the game last asked for
    std::size_t m_outcomeOf = static_cast<std::size_t>(-1);
    rating::Game m_game; ///< the game a point is of, as the rating system saw it (for its participation)
};

} // namespace detail
} // namespace podium::club
