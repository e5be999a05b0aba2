#include "tournament/teams.h"

#include "rating/ratingsystem.h"
#include "rating/trueskill.h"
#include "tournament/tournamenterror.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <random>

namespace podium::tournament {

namespace {

constexpr int kExactUpTo = 22;
constexpr int kStarts = 8;
/** More than two teams are split exactly while there are at most this many splits to try. */
constexpr double kExactSplits = 200000;

/** Scores a split; higher is better. */
class Objective
{
public:
    Objective(const std::vector<rating::Rating> &players, int teams, const rating::RatingSystem &system)
        : m_players(players)
        , m_teams(teams)
        , m_system(system)
    {
        if (const auto *trueSkill = dynamic_cast<const rating::TrueSkill *>(&system))
            m_beta = trueSkill->params().beta;
        m_hasQuality = system.quality(twoPlayerGame()).has_value();
    }

    double operator()(const std::vector<int> &teamOf) const
    {
        if (m_teams == 2 && m_beta > 0) {
            // TrueSkill's quality of two teams in closed form (Herbrich et al. 2007, eq. 7 with A = one row of
            // +1 and -1): sqrt(N beta^2 / c) exp(-d^2 / (2c)), c = N beta^2 + sum sigma^2, d = difference of
            // the teams' summed mu.
            double d = 0.0, variance = 0.0;
            for (std::size_t i = 0; i < m_players.size(); ++i) {
                d += teamOf[i] == 0 ? m_players[i].mu : -m_players[i].mu;
                variance += m_players[i].sigma * m_players[i].sigma;
            }
            const double base = double(m_players.size()) * m_beta * m_beta;
            const double c = base + variance;
            return std::sqrt(base / c) * std::exp(-d * d / (2 * c));
        }
        if (m_hasQuality) {
            rating::Game game;
            for (std::size_t i = 0; i < m_players.size(); ++i)
                game.players.push_back({m_players[i], teamOf[i], 1.0, NAN, NAN, true});
            game.ranks.assign(static_cast<std::size_t>(m_teams), 1);
            return m_system.quality(game).value_or(0.0);
        }
        std::vector<double> sum(static_cast<std::size_t>(m_teams), 0.0);
        for (std::size_t i = 0; i < m_players.size(); ++i)
            sum[static_cast<std::size_t>(teamOf[i])] += m_players[i].mu;
        const auto [low, high] = std::minmax_element(sum.begin(), sum.end());
        return 1.0 / (1.0 + (*high - *low));
    }

private:
    rating::Game twoPlayerGame() const
    {
        rating::Game game;
        game.players
            = {{m_system.initialRating(), 0, 1.0, 1.0, 1.0, true}, {m_system.initialRating(), 1, 1.0, 1.0, 1.0, true}};
        game.ranks = {1, 1};
        return game;
    }

    const std::vector<rating::Rating> &m_players;
    int m_teams;
    const rating::RatingSystem &m_system;
    double m_beta = 0.0;
    bool m_hasQuality = false;
};

int findRoot(std::vector<int> &parent, int i)
{
    while (parent[static_cast<std::size_t>(i)] != i)
        i = parent[static_cast<std::size_t>(i)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(i)])];
    return i;
}

} // namespace

TeamSplit balanceTeams(const std::vector<rating::Rating> &players, int teams, const TeamConstraints &constraints,
                       const rating::RatingSystem &system)
{
    const int n = static_cast<int>(players.size());
    if (teams < 2)
        throw TournamentError("a split needs at least two teams");
    if (n < teams)
        throw TournamentError("more teams (" + std::to_string(teams) + ") than players (" + std::to_string(n) + ")");
    for (const auto &[a, b] : constraints.together)
        if (a < 0 || b < 0 || a >= n || b >= n || a == b)
            throw TournamentError("a 'keep together' pair names a player who is not on the roster");
    for (const auto &[a, b] : constraints.apart)
        if (a < 0 || b < 0 || a >= n || b >= n || a == b)
            throw TournamentError("a 'keep apart' pair names a player who is not on the roster");

    // Players kept together move as one unit.
    std::vector<int> parent(static_cast<std::size_t>(n));
    std::iota(parent.begin(), parent.end(), 0);
    for (const auto &[a, b] : constraints.together)
        parent[static_cast<std::size_t>(findRoot(parent, a))] = findRoot(parent, b);
    std::vector<int> unitOf(static_cast<std::size_t>(n));
    std::vector<std::vector<int>> units;
    {
        std::vector<int> index(static_cast<std::size_t>(n), -1);
        for (int i = 0; i < n; ++i) {
            int &u = index[static_cast<std::size_t>(findRoot(parent, i))];
            if (u < 0) {
                u = static_cast<int>(units.size());
                units.emplace_back();
            }
            units[static_cast<std::size_t>(u)].push_back(i);
            unitOf[static_cast<std::size_t>(i)] = u;
        }
    }
    const int largest = (n + teams - 1) / teams;
    for (const auto &unit : units) {
        if (static_cast<int>(unit.size()) > largest)
            throw TournamentError("players kept together (" + std::to_string(unit.size()) + ") do not fit in a team of "
                                  + std::to_string(largest));
    }
    for (const auto &[a, b] : constraints.apart) {
        if (unitOf[static_cast<std::size_t>(a)] == unitOf[static_cast<std::size_t>(b)])
            throw TournamentError("two players are to be kept both together and apart");
    }
    const auto valid = [&](const std::vector<int> &teamOf) {
        return std::all_of(constraints.apart.begin(), constraints.apart.end(), [&](const auto &p) {
            return teamOf[static_cast<std::size_t>(p.first)] != teamOf[static_cast<std::size_t>(p.second)];
        });
    };
    const Objective objective(players, teams, system);
    std::vector<int> capacity(static_cast<std::size_t>(teams), n / teams);
    for (int t = 0; t < n % teams; ++t)
        ++capacity[static_cast<std::size_t>(t)];

    TeamSplit best;
    best.quality = -1.0;
    if (teams == 2 && n <= kExactUpTo) {
        // Every split: team 0 takes the larger half; with equal halves, player 0 is in team 0 (the mirror image
        // is the same split).
        const int size0 = capacity[0];
        std::vector<int> teamOf(static_cast<std::size_t>(n));
        const std::uint32_t all = (std::uint32_t {1} << n) - 1;
        for (std::uint32_t mask = (std::uint32_t {1} << size0) - 1; mask <= all && mask != 0;) {
            if (n % 2 == 1 || (mask & 1u)) {
                for (int i = 0; i < n; ++i)
                    teamOf[static_cast<std::size_t>(i)] = (mask >> i) & 1u ? 0 : 1;
                bool ok = valid(teamOf);
                for (std::size_t p = 0; ok && p < constraints.together.size(); ++p)
                    ok = teamOf[static_cast<std::size_t>(constraints.together[p].first)]
                        == teamOf[static_cast<std::size_t>(constraints.together[p].second)];
                if (ok) {
                    const double q = objective(teamOf);
                    if (q > best.quality) {
                        best.quality = q;
                        best.teamOf = teamOf;
                    }
                }
            }
            // The next mask with the same number of bits (Gosper's hack).
            const std::uint32_t lowest = mask & (~mask + 1);
            const std::uint32_t ripple = mask + lowest;
            if (ripple == 0 || ripple > all)
                break;
            mask = (((ripple ^ mask) >> 2) / lowest) | ripple;
        }
        if (best.teamOf.empty())
            throw TournamentError("the 'keep together' and 'keep apart' pairs cannot all be met in two teams");
        best.exact = true;
        return best;
    }

    // More than two teams on a small roster: every split, each team named by its first player (so that
    // relabelling the teams gives nothing new), while the count stays small.
    double splits = 1.0; // n! / (size!^k k!), the number of distinct splits
    for (int i = 2; i <= n; ++i)
        splits *= i;
    for (int t = 0; t < teams; ++t) {
        for (int i = 2; i <= capacity[static_cast<std::size_t>(t)]; ++i)
            splits /= i;
    }
    for (int i = 2; i <= teams; ++i)
        splits /= i;
    if (splits <= kExactSplits) {
        const int large = capacity[0], small = capacity.back(), largeTeams = n % teams;
        std::vector<int> teamOf(static_cast<std::size_t>(n), -1), size(static_cast<std::size_t>(teams), 0);
        const auto search = [&](auto &&self, int i, int used) -> void {
            if (i == n) {
                int full = 0;
                for (int t = 0; t < teams; ++t)
                    full += size[static_cast<std::size_t>(t)] == large;
                if (used != teams || (large != small && full != largeTeams) || !valid(teamOf))
                    return;
                for (const auto &[a, b] : constraints.together) {
                    if (teamOf[static_cast<std::size_t>(a)] != teamOf[static_cast<std::size_t>(b)])
                        return;
                }
                const double q = objective(teamOf);
                if (q > best.quality) {
                    best.quality = q;
                    best.teamOf = teamOf;
                }
                return;
            }
            for (int t = 0; t < std::min(used + 1, teams); ++t) {
                if (size[static_cast<std::size_t>(t)] == large || n - i < (teams - used - (t == used)) * small)
                    continue;
                teamOf[static_cast<std::size_t>(i)] = t;
                ++size[static_cast<std::size_t>(t)];
                self(self, i + 1, std::max(used, t + 1));
                --size[static_cast<std::size_t>(t)];
            }
        };
        search(search, 0, 0);
        if (best.teamOf.empty())
            throw TournamentError("the 'keep together' and 'keep apart' pairs cannot all be met in "
                                  + std::to_string(teams) + " teams");
        best.exact = true;
        return best;
    }

    // Local search: from several starts (the units strongest first, dealt snake style, then shuffled ones),
    // swap units of equal size between teams while that improves the quality.
    std::mt19937 random(20071);
    std::vector<int> unitOrder(units.size());
    std::iota(unitOrder.begin(), unitOrder.end(), 0);
    const auto unitStrength = [&](int u) {
        double sum = 0;
        for (int i : units[static_cast<std::size_t>(u)])
            sum += players[static_cast<std::size_t>(i)].mu;
        return sum;
    };
    for (int start = 0; start < kStarts; ++start) {
        if (start == 0) {
            std::stable_sort(unitOrder.begin(), unitOrder.end(), [&](int a, int b) {
                if (units[static_cast<std::size_t>(a)].size() != units[static_cast<std::size_t>(b)].size())
                    return units[static_cast<std::size_t>(a)].size() > units[static_cast<std::size_t>(b)].size();
                return unitStrength(a) > unitStrength(b);
            });
        } else {
            std::shuffle(unitOrder.begin(), unitOrder.end(), random);
            std::stable_sort(unitOrder.begin(), unitOrder.end(), [&](int a, int b) {
                return units[static_cast<std::size_t>(a)].size() > units[static_cast<std::size_t>(b)].size();
            });
        }
        // Place the units: the team with the most room left that has no one to keep apart from them.
        std::vector<int> teamOf(static_cast<std::size_t>(n), -1);
        std::vector<int> room = capacity;
        bool placed = true;
        for (std::size_t k = 0; k < unitOrder.size() && placed; ++k) {
            const auto &unit = units[static_cast<std::size_t>(unitOrder[k])];
            int target = -1;
            for (int t = 0; t < teams; ++t) {
                if (room[static_cast<std::size_t>(t)] < static_cast<int>(unit.size()))
                    continue;
                bool clash = false;
                for (const auto &[a, b] : constraints.apart) {
                    for (int i : unit)
                        clash = clash || (a == i && teamOf[static_cast<std::size_t>(b)] == t)
                            || (b == i && teamOf[static_cast<std::size_t>(a)] == t);
                }
                if (!clash
                    && (target < 0 || room[static_cast<std::size_t>(t)] > room[static_cast<std::size_t>(target)]))
                    target = t;
            }
            if (target < 0) {
                placed = false;
                break;
            }
            for (int i : unit)
                teamOf[static_cast<std::size_t>(i)] = target;
            room[static_cast<std::size_t>(target)] -= static_cast<int>(unit.size());
        }
        if (!placed)
            continue;
        double quality = objective(teamOf);
        for (bool improved = true; improved;) {
            improved = false;
            for (std::size_t u = 0; u < units.size(); ++u) {
                for (std::size_t v = u + 1; v < units.size(); ++v) {
                    const auto &U = units[u];
                    const auto &V = units[v];
                    const int tu = teamOf[static_cast<std::size_t>(U[0])], tv = teamOf[static_cast<std::size_t>(V[0])];
                    if (tu == tv || U.size() != V.size())
                        continue;
                    for (int i : U)
                        teamOf[static_cast<std::size_t>(i)] = tv;
                    for (int i : V)
                        teamOf[static_cast<std::size_t>(i)] = tu;
                    const double q = valid(teamOf) ? objective(teamOf) : -1.0;
                    if (q > quality + 1e-12) {
                        quality = q;
                        improved = true;
                        continue;
                    }
                    for (int i : U)
                        teamOf[static_cast<std::size_t>(i)] = tu;
                    for (int i : V)
                        teamOf[static_cast<std::size_t>(i)] = tv;
                }
            }
        }
        if (quality > best.quality) {
            best.quality = quality;
            best.teamOf = teamOf;
        }
    }
    if (best.teamOf.empty())
        throw TournamentError("the 'keep together' and 'keep apart' pairs cannot all be met in " + std::to_string(teams)
                              + " teams");
    return best;
}

} // namespace podium::tournament
