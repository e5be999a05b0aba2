// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/drawfit.h"

#include "club/replaysource.h"
#include "club/storetypes.h"

#include <algorithm>
#include <vector>

namespace podium::club {

DrawFit fitDraw(const Database &db, const LeaderboardRecord &record)
{
    const auto loaded = detail::loadLeaderboardHistory(db, record);
    const history::History &h = loaded->history;
    DrawFit fit;
    std::vector<std::pair<int, int>> sides; // (team, rank), one per side
    for (const history::HistoryGame &game : h.games) {
        sides.clear();
        for (std::size_t e = game.firstEntry; e < game.firstEntry + game.entryCount; ++e)
            sides.emplace_back(h.entries[e].team, h.entries[e].rank);
        std::sort(sides.begin(), sides.end());
        sides.erase(
            std::unique(sides.begin(), sides.end(), [](const auto &a, const auto &b) { return a.first == b.first; }),
            sides.end());
        std::sort(sides.begin(), sides.end(), [](const auto &a, const auto &b) { return a.second < b.second; });
        for (std::size_t k = 1; k < sides.size(); ++k) {
            ++fit.pairs;
            fit.draws += sides[k - 1].second == sides[k].second;
        }
    }
    if (fit.pairs > 0)
        fit.probability = std::min(static_cast<double>(fit.draws) / fit.pairs, 0.999);
    return fit;
}

} // namespace podium::club
