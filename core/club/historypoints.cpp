// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/historypoints.h"

#include "club/replaysource.h"
#include "club/storetypes.h"
#include "store/database.h"

#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <unordered_map>

namespace podium::club::detail {

HistoryPoints::HistoryPoints(const Database &db, const LoadedHistory &loaded, const rating::RatingSystem &system)
    : m_loaded(loaded)
    , m_system(system)
    , m_names(playerNames(db, loaded)) // every name at once: a leaderboard's history names most of the club anyway
    , m_current(loaded.playerIds.size(), system.initialRating())
{ }

HistoryPoint historyPoint(const LoadedHistory &loaded, const rating::RatingSystem &system,
                          const std::vector<QString> &names, std::size_t g, std::size_t entry,
                          const rating::Rating &after, const rating::Rating &before, double weight,
                          const std::vector<int> &outcome)
{
    const history::History &h = loaded.history;
    const history::HistoryGame &game = h.games[g];
    const history::Entry &me = h.entries[game.firstEntry + entry];
    HistoryPoint point;
    point.gameId = loaded.gameIds[g];
    point.date = QString::fromStdString(game.date);
    point.rating = after;
    point.value = system.leaderboardValue(after);
    point.before = before;
    point.kind = game.kind;
    point.outcome = outcome[entry];
    point.place = 1;
    std::vector<int> sides;
    for (std::size_t i = 0; i < game.entryCount; ++i) {
        const history::Entry &other = h.entries[game.firstEntry + i];
        if (std::find(sides.begin(), sides.end(), other.team) == sides.end()) {
            sides.push_back(other.team);
            point.place += other.rank < me.rank; // sides ahead of mine
        }
        if (other.team != me.team)
            point.opponents.append(names[static_cast<std::size_t>(other.player)]);
    }
    point.sides = static_cast<int>(sides.size());
    point.weight = weight;
    return point;
}

HistoryPoint HistoryPoints::point(std::size_t g, std::size_t entry, const std::vector<rating::Rating> &after)
{
    const history::History &h = m_loaded.history;
    const history::HistoryGame &game = h.games[g];
    if (m_outcomeOf != g) { // the game's outcomes once, however many of its players are followed
        history::results(h, game, m_outcome);
        m_outcomeOf = g;
    }
    history::buildGame(h, game, m_current, m_game);
    const rating::Rating before = current(h.entries[game.firstEntry + entry].player);
    return historyPoint(m_loaded, m_system, m_names, g, entry, after[entry], before,
                        m_system.participation(m_game, entry), m_outcome);
}

void HistoryPoints::advance(std::size_t g, const std::vector<rating::Rating> &after)
{
    const history::History &h = m_loaded.history;
    const history::HistoryGame &game = h.games[g];
    for (std::size_t i = 0; i < game.entryCount; ++i)
        m_current[static_cast<std::size_t>(h.entries[game.firstEntry + i].player)] = after[i];
}

} // namespace podium::club::detail
