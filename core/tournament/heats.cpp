#include "tournament/heats.h"

#include "tournament/tournamenterror.h"

#include <algorithm>
#include <numeric>

namespace podium::tournament {

std::vector<std::vector<int>> splitLobbies(const std::vector<double> &strength, int lobbySize, LobbyMethod method)
{
    const int n = static_cast<int>(strength.size());
    if (n < 2)
        throw TournamentError("heats need at least two entrants");
    if (lobbySize < 2)
        throw TournamentError("a lobby needs room for at least two players");
    const int lobbies = (n + lobbySize - 1) / lobbySize;
    std::vector<int> capacity(static_cast<std::size_t>(lobbies), n / lobbies);
    for (int l = 0; l < n % lobbies; ++l)
        ++capacity[static_cast<std::size_t>(l)];

    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return strength[static_cast<std::size_t>(a)] > strength[static_cast<std::size_t>(b)];
    });
    std::vector<std::vector<int>> result(static_cast<std::size_t>(lobbies));
    if (method == LobbyMethod::Tiered) {
        std::size_t next = 0;
        for (int l = 0; l < lobbies; ++l) {
            for (int k = 0; k < capacity[static_cast<std::size_t>(l)]; ++k)
                result[static_cast<std::size_t>(l)].push_back(order[next++]);
        }
        return result;
    }
    if (method == LobbyMethod::Snake) {
        // Deal down and back up the lobbies, skipping full ones.
        int l = 0, step = 1;
        for (int i : order) {
            while (static_cast<int>(result[static_cast<std::size_t>(l)].size())
                   == capacity[static_cast<std::size_t>(l)]) {
                l += step;
                if (l < 0 || l >= lobbies) {
                    step = -step;
                    l += step;
                }
            }
            result[static_cast<std::size_t>(l)].push_back(i);
            l += step;
            if (l < 0 || l >= lobbies) {
                step = -step;
                l += step;
            }
        }
        return result;
    }
    // Balanced: strongest first, each to the lobby whose average would stay lowest (with room), then swaps
    // between lobbies while one narrows the spread of the averages.
    std::vector<double> total(static_cast<std::size_t>(lobbies), 0.0);
    for (int i : order) {
        int best = -1;
        for (int l = 0; l < lobbies; ++l) {
            const auto L = static_cast<std::size_t>(l);
            if (static_cast<int>(result[L].size()) == capacity[L])
                continue;
            const double filled = double(result[L].size()) / capacity[L];
            if (best < 0) {
                best = l;
                continue;
            }
            const auto B = static_cast<std::size_t>(best);
            const double bestFilled = double(result[B].size()) / capacity[B];
            if (filled < bestFilled || (filled == bestFilled && total[L] / capacity[L] < total[B] / capacity[B]))
                best = l;
        }
        result[static_cast<std::size_t>(best)].push_back(i);
        total[static_cast<std::size_t>(best)] += strength[static_cast<std::size_t>(i)];
    }
    const auto spread = [&] {
        double low = 1e300, high = -1e300;
        for (int l = 0; l < lobbies; ++l) {
            const double mean = total[static_cast<std::size_t>(l)] / capacity[static_cast<std::size_t>(l)];
            low = std::min(low, mean);
            high = std::max(high, mean);
        }
        return high - low;
    };
    for (bool improved = true; improved;) {
        improved = false;
        for (int a = 0; a < lobbies; ++a) {
            for (int b = a + 1; b < lobbies; ++b) {
                auto &A = result[static_cast<std::size_t>(a)];
                auto &B = result[static_cast<std::size_t>(b)];
                for (int &x : A) {
                    for (int &y : B) {
                        const double before = spread();
                        const double dx = strength[static_cast<std::size_t>(x)],
                                     dy = strength[static_cast<std::size_t>(y)];
                        total[static_cast<std::size_t>(a)] += dy - dx;
                        total[static_cast<std::size_t>(b)] += dx - dy;
                        if (spread() + 1e-12 < before) {
                            std::swap(x, y);
                            improved = true;
                        } else {
                            total[static_cast<std::size_t>(a)] -= dy - dx;
                            total[static_cast<std::size_t>(b)] -= dx - dy;
                        }
                    }
                }
            }
        }
    }
    for (auto &lobby : result) {
        std::sort(lobby.begin(), lobby.end(), [&](int a, int b) {
            return strength[static_cast<std::size_t>(a)] > strength[static_cast<std::size_t>(b)];
        });
    }
    return result;
}

double placePoints(const std::vector<double> &table, int place)
{
    return place >= 1 && place <= static_cast<int>(table.size()) ? table[static_cast<std::size_t>(place - 1)] : 0.0;
}

} // namespace podium::tournament
