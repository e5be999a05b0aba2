// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "tournament/heats.h"

#include "tournament/indexing_p.h"
#include "tournament/tournamenterror.h"

#include <algorithm>
#include <numeric>

namespace podium::tournament {

using detail::at;
using detail::count;
using detail::repeated;

namespace {

using Lobbies = std::vector<std::vector<int>>;

/** As many lobbies as lobbySize needs, their sizes as even as possible, the larger first. */
std::vector<int> lobbyCapacities(int entrants, int lobbySize)
{
    const int lobbies = (entrants + lobbySize - 1) / lobbySize;
    std::vector<int> capacity = repeated(lobbies, entrants / lobbies);
    for (int l = 0; l < entrants % lobbies; ++l)
        ++at(capacity, l);
    return capacity;
}

std::vector<int> strongestFirst(const std::vector<double> &strength)
{
    std::vector<int> order(strength.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return at(strength, a) > at(strength, b); });
    return order;
}

bool isFull(const Lobbies &lobbies, const std::vector<int> &capacity, int l)
{
    return count(at(lobbies, l)) == at(capacity, l);
}

/** Tiered: the lobbies filled in turn, strongest first. */
Lobbies dealTiered(const std::vector<int> &order, const std::vector<int> &capacity)
{
    Lobbies lobbies(capacity.size());
    auto next = order.begin();
    for (std::size_t l = 0; l < capacity.size(); ++l) {
        lobbies[l].assign(next, next + capacity[l]);
        next += capacity[l];
    }
    return lobbies;
}

/** The next lobby down (step +1) or back up (step -1), turning at either end. */
void bounce(int &l, int &step, int lobbies)
{
    l += step;
    if (l < 0 || l >= lobbies) {
        step = -step;
        l += step;
    }
}

/** Snake: deal down and back up the lobbies, skipping full ones. */
Lobbies dealSnake(const std::vector<int> &order, const std::vector<int> &capacity)
{
    Lobbies lobbies(capacity.size());
    int l = 0, step = 1;
    for (int i : order) {
        while (isFull(lobbies, capacity, l))
            bounce(l, step, count(capacity));
        at(lobbies, l).push_back(i);
        bounce(l, step, count(capacity));
    }
    return lobbies;
}

/** Balanced: lobbies of about the same average strength. */
class Balancer
{
public:
    Balancer(const std::vector<double> &strength, const std::vector<int> &capacity);
    Lobbies deal(const std::vector<int> &order);

private:
    int emptiestLobby() const;
    double spread() const;
    void narrowBySwaps();
    bool trySwap(int a, int b, int &x, int &y);

    const std::vector<double> &m_strength;
    const std::vector<int> &m_capacity;
    Lobbies m_lobbies;
    std::vector<double> m_total; ///< each lobby's summed strength
};

Balancer::Balancer(const std::vector<double> &strength, const std::vector<int> &capacity)
    : m_strength(strength)
    , m_capacity(capacity)
    , m_lobbies(capacity.size())
    , m_total(capacity.size(), 0.0)
{ }

/** Strongest first, each to the lobby whose average would stay lowest (with room), then swaps between lobbies
 *  while one narrows the spread of the averages; each lobby listed strongest first. */
Lobbies Balancer::deal(const std::vector<int> &order)
{
    for (int i : order) {
        const int l = emptiestLobby();
        at(m_lobbies, l).push_back(i);
        at(m_total, l) += at(m_strength, i);
    }
    narrowBySwaps();
    for (auto &lobby : m_lobbies)
        std::sort(lobby.begin(), lobby.end(), [&](int a, int b) { return at(m_strength, a) > at(m_strength, b); });
    return m_lobbies;
}

/** The lobby with room that is least filled (as a share of its size), then of the lowest average so far. */
int Balancer::emptiestLobby() const
{
    int best = -1;
    for (int l = 0; l < count(m_capacity); ++l) {
        if (isFull(m_lobbies, m_capacity, l))
            continue;
        const double filled = double(at(m_lobbies, l).size()) / at(m_capacity, l);
        if (best < 0) {
            best = l;
            continue;
        }
        const double bestFilled = double(at(m_lobbies, best).size()) / at(m_capacity, best);
        if (filled < bestFilled
            || (filled == bestFilled && at(m_total, l) / at(m_capacity, l) < at(m_total, best) / at(m_capacity, best)))
            best = l;
    }
    return best;
}

/** The highest lobby average minus the lowest. */
double Balancer::spread() const
{
    double low = 1e300, high = -1e300;
    for (std::size_t l = 0; l < m_capacity.size(); ++l) {
        const double mean = m_total[l] / m_capacity[l];
        low = std::min(low, mean);
        high = std::max(high, mean);
    }
    return high - low;
}

void Balancer::narrowBySwaps()
{
    for (bool improved = true; improved;) {
        improved = false;
        for (int a = 0; a < count(m_lobbies); ++a) {
            for (int b = a + 1; b < count(m_lobbies); ++b) {
                for (int &x : at(m_lobbies, a)) {
                    for (int &y : at(m_lobbies, b))
                        improved = trySwap(a, b, x, y) || improved;
                }
            }
        }
    }
}

/** Swaps x of lobby a with y of lobby b when that narrows the spread; true if it did. */
bool Balancer::trySwap(int a, int b, int &x, int &y)
{
    const double before = spread();
    const double dx = at(m_strength, x), dy = at(m_strength, y);
    at(m_total, a) += dy - dx;
    at(m_total, b) += dx - dy;
    if (spread() + 1e-12 < before) {
        std::swap(x, y);
        return true;
    }
    at(m_total, a) -= dy - dx;
    at(m_total, b) -= dx - dy;
    return false;
}

} // namespace

std::vector<std::vector<int>> splitLobbies(const std::vector<double> &strength, int lobbySize, LobbyMethod method)
{
    if (strength.size() < 2)
        throw TournamentError("heats need at least two entrants");
    if (lobbySize < 2)
        throw TournamentError("a lobby needs room for at least two players");
    const std::vector<int> capacity = lobbyCapacities(count(strength), lobbySize);
    const std::vector<int> order = strongestFirst(strength);
    switch (method) {
    case LobbyMethod::Tiered:
        return dealTiered(order, capacity);
    case LobbyMethod::Snake:
        return dealSnake(order, capacity);
    case LobbyMethod::Balanced:
        break;
    }
    return Balancer(strength, capacity).deal(order);
}

double placePoints(const std::vector<double> &table, int place)
{
    return place >= 1 && place <= count(table) ? at(table, place - 1) : 0.0;
}

} // namespace podium::tournament
