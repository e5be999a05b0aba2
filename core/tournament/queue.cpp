#include "tournament/queue.h"

#include "tournament/matching.h"
#include "tournament/tournamenterror.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace podium::tournament {

std::vector<std::pair<int, int>> nextGames(const std::vector<QueuedPlayer> &players, int tables,
                                           const std::function<double(int, int)> &quality)
{
    const int n = static_cast<int>(players.size());
    if (n < 2)
        throw TournamentError("a game needs at least two players present");
    if (tables < 1)
        throw TournamentError("there is no table to play at");
    const int games = std::min(tables, n / 2);
    // Players who sit out are matched to stand-in vertices: a perfect matching of the players plus
    // n - 2 * games stand-ins leaves exactly that many out.
    const int standIns = n - 2 * games;
    constexpr std::int64_t kQuality = 1000; // a game's quality in thousandths
    constexpr std::int64_t kRecentStep = 10 * kQuality; // meeting the last opponent again costs the most
    const std::int64_t kWaiting = 4 * kRecentStep; // one round waited outweighs any quality or rematch
    std::vector<WeightedEdge> edges;
    for (int a = 0; a < n; ++a) {
        for (int b = a + 1; b < n; ++b) {
            std::int64_t weight
                = kWaiting * (players[static_cast<std::size_t>(a)].waited + players[static_cast<std::size_t>(b)].waited)
                + std::llround(std::clamp(quality(a, b), 0.0, 1.0) * kQuality);
            const auto &recent = players[static_cast<std::size_t>(a)].recentOpponents;
            const auto it = std::find(recent.begin(), recent.end(), b);
            if (it != recent.end())
                weight -= kRecentStep * std::max<std::int64_t>(1, 3 - (it - recent.begin()));
            edges.push_back({a, b, weight + 8 * kWaiting * n}); // keeps every weight positive
        }
        for (int s = 0; s < standIns; ++s)
            edges.push_back({a, n + s, 8 * kWaiting * n - kWaiting * players[static_cast<std::size_t>(a)].waited});
    }
    const std::vector<int> mate = maxWeightPerfectMatching(n + standIns, edges);
    std::vector<std::pair<int, int>> result;
    std::vector<std::int64_t> weights;
    for (int a = 0; a < n; ++a) {
        const int b = mate[static_cast<std::size_t>(a)];
        if (b > a && b < n)
            result.emplace_back(a, b);
    }
    // Best first: the longest waits, then quality.
    std::stable_sort(result.begin(), result.end(), [&](const auto &x, const auto &y) {
        const int wx
            = players[static_cast<std::size_t>(x.first)].waited + players[static_cast<std::size_t>(x.second)].waited;
        const int wy
            = players[static_cast<std::size_t>(y.first)].waited + players[static_cast<std::size_t>(y.second)].waited;
        return wx != wy ? wx > wy : quality(x.first, x.second) > quality(y.first, y.second);
    });
    return result;
}

} // namespace podium::tournament
