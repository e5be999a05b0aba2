// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "tournament/queue.h"

#include "tournament/indexing_p.h"
#include "tournament/matching.h"
#include "tournament/tournamenterror.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace podium::tournament {

using detail::at;
using detail::count;

namespace {

constexpr std::int64_t kQuality = 1000; // a game's quality in thousandths
constexpr std::int64_t kRecentStep = 10 * kQuality; // meeting the last opponent again costs the most
constexpr std::int64_t kWaiting = 4 * kRecentStep; // one round waited outweighs any quality or rematch

/** Waiting first, then quality, less a step for each place the opponent is further back in the recent ones
 *  (at least one); the offset keeps every weight positive. */
std::int64_t gameWeight(const std::vector<QueuedPlayer> &players, int a, int b,
                        const std::function<double(int, int)> &quality)
{
    std::int64_t weight = kWaiting * (at(players, a).waited + at(players, b).waited)
        + std::llround(std::clamp(quality(a, b), 0.0, 1.0) * kQuality);
    const std::vector<int> &recent = at(players, a).recentOpponents;
    const auto it = std::find(recent.begin(), recent.end(), b);
    if (it != recent.end())
        weight -= kRecentStep * std::max<std::int64_t>(1, 3 - (it - recent.begin()));
    return weight + 8 * kWaiting * count(players);
}

/** Every pair of players, and each player with each stand-in: a perfect matching of the players plus
 *  n - 2 * games stand-ins leaves exactly that many out, those who waited least. */
std::vector<WeightedEdge> queueEdges(const std::vector<QueuedPlayer> &players, int standIns,
                                     const std::function<double(int, int)> &quality)
{
    const int n = count(players);
    std::vector<WeightedEdge> edges;
    for (int a = 0; a < n; ++a) {
        for (int b = a + 1; b < n; ++b)
            edges.push_back({a, b, gameWeight(players, a, b, quality)});
        for (int s = 0; s < standIns; ++s)
            edges.push_back({a, n + s, 8 * kWaiting * n - kWaiting * at(players, a).waited});
    }
    return edges;
}

int waitedBoth(const std::vector<QueuedPlayer> &players, const std::pair<int, int> &game)
{
    return at(players, game.first).waited + at(players, game.second).waited;
}

} // namespace

std::vector<std::pair<int, int>> nextGames(const std::vector<QueuedPlayer> &players, int tables,
                                           const std::function<double(int, int)> &quality)
{
    const int n = count(players);
    if (n < 2)
        throw TournamentError("a game needs at least two players present");
    if (tables < 1)
        throw TournamentError("there is no table to play at");
    const int standIns = n - 2 * std::min(tables, n / 2);
    const std::vector<int> mate = maxWeightPerfectMatching(n + standIns, queueEdges(players, standIns, quality));
    std::vector<std::pair<int, int>> games;
    for (int a = 0; a < n; ++a) {
        const int b = at(mate, a);
        if (b > a && b < n)
            games.emplace_back(a, b);
    }
    // Best first: the longest waits, then quality.
    std::stable_sort(games.begin(), games.end(), [&](const auto &x, const auto &y) {
        const int wx = waitedBoth(players, x), wy = waitedBoth(players, y);
        return wx != wy ? wx > wy : quality(x.first, x.second) > quality(y.first, y.second);
    });
    return games;
}

std::vector<std::vector<int>> nextTeamTables(const std::vector<QueuedPlayer> &players, int tables, int teamSize,
                                             const std::vector<double> &strength)
{
    const int n = count(players);
    if (n < 2)
        throw TournamentError("a game needs at least two players present");
    if (tables < 1)
        throw TournamentError("there is no table to play at");
    if (teamSize < 1)
        throw TournamentError("a team needs at least one player");
    const int seats = 2 * std::min(teamSize, n / 2); // a table too large for the players present shrinks
    const int games = std::min(tables, n / seats);
    std::vector<int> order(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        at(order, i) = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const QueuedPlayer &x = at(players, a), &y = at(players, b);
        return x.waited != y.waited ? x.waited > y.waited : x.satOut > y.satOut;
    });
    order.resize(static_cast<std::size_t>(games * seats));
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return at(strength, a) > at(strength, b); });
    std::vector<std::vector<int>> result;
    for (int t = 0; t < games; ++t)
        result.emplace_back(order.begin() + t * seats, order.begin() + (t + 1) * seats);
    return result;
}

} // namespace podium::tournament
