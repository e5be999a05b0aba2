// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "tournament/teams.h"

#include "rating/ratingsystem.h"
#include "rating/trueskill.h"
#include "tournament/indexing_p.h"
#include "tournament/teams_p.h"
#include "tournament/tournamenterror.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>
#include <random>

namespace podium::tournament {

using detail::at;
using detail::count;
using detail::repeated;

namespace {

constexpr int kExactUpTo = 22;
constexpr int kStarts = 8;
/** More than two teams are split exactly while there are at most this many splits to try. */
constexpr double kExactSplits = 200000;

/** Scores a split; higher is better. */
class Objective
{
public:
    Objective(const std::vector<rating::Rating> &players, int teams, const rating::RatingSystem &system);
    double operator()(const std::vector<int> &teamOf) const;

private:
    double twoTeamQuality(const std::vector<int> &teamOf) const;
    double systemQuality(const std::vector<int> &teamOf) const;
    double balance(const std::vector<int> &teamOf) const;

    const std::vector<rating::Rating> &m_players;
    int m_teams;
    const rating::RatingSystem &m_system;
    double m_beta = 0.0; ///< TrueSkill's beta, for the closed form of two teams; 0 for other systems
    bool m_hasQuality = false; ///< the system has a match quality (TrueSkill does; Elo and ZoneStats do not)
};

Objective::Objective(const std::vector<rating::Rating> &players, int teams, const rating::RatingSystem &system)
    : m_players(players)
    , m_teams(teams)
    , m_system(system)
{
    if (const auto *trueSkill = dynamic_cast<const rating::TrueSkill *>(&system))
        m_beta = trueSkill->params().beta;
    rating::Game twoPlayers;
    twoPlayers.players
        = {{system.initialRating(), 0, 1.0, 1.0, 1.0, true}, {system.initialRating(), 1, 1.0, 1.0, 1.0, true}};
    twoPlayers.ranks = {1, 1};
    m_hasQuality = system.quality(twoPlayers).has_value();
}

double Objective::operator()(const std::vector<int> &teamOf) const
{
    if (m_teams == 2 && m_beta > 0)
        return twoTeamQuality(teamOf);
    if (m_hasQuality)
        return systemQuality(teamOf);
    return balance(teamOf);
}

/** TrueSkill's quality of two teams in closed form (Herbrich et al. 2007, eq. 7 with A = one row of +1 and -1):
 *  sqrt(N beta^2 / c) exp(-d^2 / (2c)), c = N beta^2 + sum sigma^2, d = difference of the teams' summed mu. */
double Objective::twoTeamQuality(const std::vector<int> &teamOf) const
{
    double d = 0.0, variance = 0.0;
    for (std::size_t i = 0; i < m_players.size(); ++i) {
        d += teamOf[i] == 0 ? m_players[i].mu : -m_players[i].mu;
        variance += m_players[i].sigma * m_players[i].sigma;
    }
    const double base = double(m_players.size()) * m_beta * m_beta;
    const double c = base + variance;
    return std::sqrt(base / c) * std::exp(-d * d / (2 * c));
}

double Objective::systemQuality(const std::vector<int> &teamOf) const
{
    rating::Game game;
    for (std::size_t i = 0; i < m_players.size(); ++i)
        game.players.push_back({m_players[i], teamOf[i], 1.0, NAN, NAN, true});
    game.ranks = repeated(m_teams, 1);
    return m_system.quality(game).value_or(0.0);
}

/** For systems without a match quality: 1 / (1 + the spread of the teams' summed ratings). */
double Objective::balance(const std::vector<int> &teamOf) const
{
    std::vector<double> sum = repeated(m_teams, 0.0);
    for (std::size_t i = 0; i < m_players.size(); ++i)
        at(sum, teamOf[i]) += m_players[i].mu;
    const auto [low, high] = std::minmax_element(sum.begin(), sum.end());
    return 1.0 / (1.0 + (*high - *low));
}

/** The representative of i's set (union-find, halving the path on the way). */
int findRoot(std::vector<int> &parent, int i)
{
    while (at(parent, i) != i)
        i = at(parent, i) = at(parent, at(parent, i));
    return i;
}

void checkPairs(const std::vector<std::pair<int, int>> &pairs, int players, const char *what)
{
    for (const auto &[a, b] : pairs) {
        if (a < 0 || b < 0 || a >= players || b >= players || a == b)
            throw TournamentError(std::string("a '") + what + "' pair names a player who is not on the roster");
    }
}

/** The search of exactSplit: players are given teams in roster order, a new team only after the used ones. */
struct Enumeration
{
    explicit Enumeration(const detail::SplitProblem &problem);
    void assign(int player, int used);
    void complete(int used);

    const detail::SplitProblem &problem;
    const int n, teams, large, small, largeTeams;
    std::vector<int> teamOf, size;
    TeamSplit best;
};

Enumeration::Enumeration(const detail::SplitProblem &problem)
    : problem(problem)
    , n(problem.players())
    , teams(problem.teams())
    , large(problem.capacity.front())
    , small(problem.capacity.back())
    , largeTeams(n % teams)
    , teamOf(repeated(n, -1))
    , size(repeated(teams, 0))
{
    best.quality = -1.0;
}

void Enumeration::assign(int player, int used)
{
    if (player == n) {
        complete(used);
        return;
    }
    for (int t = 0; t < std::min(used + 1, teams); ++t) {
        // No room in t, or too few players left to fill the teams not started yet.
        if (at(size, t) == large || n - player < (teams - used - (t == used)) * small)
            continue;
        at(teamOf, player) = t;
        ++at(size, t);
        assign(player + 1, std::max(used, t + 1));
        --at(size, t);
    }
}

void Enumeration::complete(int used)
{
    const int full = static_cast<int>(std::count(size.begin(), size.end(), large));
    if (used != teams || (large != small && full != largeTeams))
        return;
    problem.consider(teamOf, best);
}

void moveUnit(const std::vector<int> &unit, int team, std::vector<int> &teamOf)
{
    for (int i : unit)
        at(teamOf, i) = team;
}

/** Where each start of the local search deals from: its order of the units and its chance. */
struct Dealer
{
    explicit Dealer(const detail::SplitProblem &problem);
    const std::vector<int> &order(int start);
    std::optional<std::vector<int>> place(const std::vector<int> &order) const;
    bool clashes(const std::vector<int> &unit, const std::vector<int> &teamOf, int team) const;

    const detail::SplitProblem &problem;
    std::vector<int> unitOrder;
    std::mt19937 random {20071};
};

Dealer::Dealer(const detail::SplitProblem &problem)
    : problem(problem)
    , unitOrder(problem.units.size())
{
    std::iota(unitOrder.begin(), unitOrder.end(), 0);
}

/** The first start deals the units largest and strongest first; the others shuffle the previous order, then
 *  deal the larger units first. */
const std::vector<int> &Dealer::order(int start)
{
    const auto unitSize = [&](int u) { return at(problem.units, u).size(); };
    if (start == 0) {
        std::stable_sort(unitOrder.begin(), unitOrder.end(), [&](int a, int b) {
            if (unitSize(a) != unitSize(b))
                return unitSize(a) > unitSize(b);
            return at(problem.unitStrength, a) > at(problem.unitStrength, b);
        });
    } else {
        std::shuffle(unitOrder.begin(), unitOrder.end(), random);
        std::stable_sort(unitOrder.begin(), unitOrder.end(), [&](int a, int b) { return unitSize(a) > unitSize(b); });
    }
    return unitOrder;
}

/** Each unit in turn to the team with the most room left that has no one to keep apart from it; nothing when
 *  a unit finds no such team. */
std::optional<std::vector<int>> Dealer::place(const std::vector<int> &order) const
{
    std::vector<int> teamOf = repeated(problem.players(), -1);
    std::vector<int> room = problem.capacity;
    for (int u : order) {
        const std::vector<int> &unit = at(problem.units, u);
        int target = -1;
        for (int t = 0; t < problem.teams(); ++t) {
            if (at(room, t) < count(unit) || clashes(unit, teamOf, t))
                continue;
            if (target < 0 || at(room, t) > at(room, target))
                target = t;
        }
        if (target < 0)
            return std::nullopt;
        moveUnit(unit, target, teamOf);
        at(room, target) -= count(unit);
    }
    return teamOf;
}

bool Dealer::clashes(const std::vector<int> &unit, const std::vector<int> &teamOf, int team) const
{
    for (const auto &[a, b] : problem.constraints.apart) {
        for (int i : unit) {
            if ((a == i && at(teamOf, b) == team) || (b == i && at(teamOf, a) == team))
                return true;
        }
    }
    return false;
}

/** Swaps units u and v (of one size, in two teams) when that improves quality; true if it did. */
bool trySwap(const detail::SplitProblem &problem, std::size_t u, std::size_t v, std::vector<int> &teamOf,
             double &quality)
{
    const std::vector<int> &unitU = problem.units[u];
    const std::vector<int> &unitV = problem.units[v];
    const int tu = at(teamOf, unitU[0]), tv = at(teamOf, unitV[0]);
    if (tu == tv || unitU.size() != unitV.size())
        return false;
    moveUnit(unitU, tv, teamOf);
    moveUnit(unitV, tu, teamOf);
    const double q = problem.admits(teamOf) ? problem.objective(teamOf) : -1.0;
    if (q > quality + 1e-12) {
        quality = q;
        return true;
    }
    moveUnit(unitU, tu, teamOf);
    moveUnit(unitV, tv, teamOf);
    return false;
}

/** Swaps units between teams while a swap improves the split; returns its quality. */
double improveBySwaps(const detail::SplitProblem &problem, std::vector<int> &teamOf)
{
    double quality = problem.objective(teamOf);
    for (bool improved = true; improved;) {
        improved = false;
        for (std::size_t u = 0; u < problem.units.size(); ++u) {
            for (std::size_t v = u + 1; v < problem.units.size(); ++v)
                improved = trySwap(problem, u, v, teamOf, quality) || improved;
        }
    }
    return quality;
}

} // namespace

namespace detail {

int SplitProblem::players() const
{
    int n = 0;
    for (const auto &unit : units)
        n += count(unit);
    return n;
}

int SplitProblem::teams() const
{
    return count(capacity);
}

bool SplitProblem::admits(const std::vector<int> &teamOf) const
{
    const auto sameTeam = [&](const std::pair<int, int> &p) { return at(teamOf, p.first) == at(teamOf, p.second); };
    return std::none_of(constraints.apart.begin(), constraints.apart.end(), sameTeam)
        && std::all_of(constraints.together.begin(), constraints.together.end(), sameTeam);
}

void SplitProblem::consider(const std::vector<int> &teamOf, TeamSplit &best) const
{
    if (!admits(teamOf))
        return;
    const double q = objective(teamOf);
    if (q > best.quality) {
        best.quality = q;
        best.teamOf = teamOf;
    }
}

void validate(int players, int teams, const TeamConstraints &constraints)
{
    if (teams < 2)
        throw TournamentError("a split needs at least two teams");
    if (players < teams)
        throw TournamentError("more teams (" + std::to_string(teams) + ") than players (" + std::to_string(players)
                              + ")");
    checkPairs(constraints.together, players, "keep together");
    checkPairs(constraints.apart, players, "keep apart");
}

std::vector<std::vector<int>> groupUnits(int players, const std::vector<std::pair<int, int>> &together)
{
    std::vector<int> parent = repeated(players, 0);
    std::iota(parent.begin(), parent.end(), 0);
    for (const auto &[a, b] : together)
        at(parent, findRoot(parent, a)) = findRoot(parent, b);
    std::vector<std::vector<int>> units;
    std::vector<int> unitOfRoot = repeated(players, -1);
    for (int i = 0; i < players; ++i) {
        int &u = at(unitOfRoot, findRoot(parent, i));
        if (u < 0) {
            u = count(units);
            units.emplace_back();
        }
        at(units, u).push_back(i);
    }
    return units;
}

std::vector<int> teamCapacities(int players, int teams)
{
    std::vector<int> capacity = repeated(teams, players / teams);
    for (int t = 0; t < players % teams; ++t)
        ++at(capacity, t);
    return capacity;
}

SplitProblem makeSplitProblem(const std::vector<rating::Rating> &players, int teams, const TeamConstraints &constraints,
                              std::function<double(const std::vector<int> &)> objective)
{
    SplitProblem problem;
    problem.units = groupUnits(count(players), constraints.together);
    problem.capacity = teamCapacities(count(players), teams);
    const int largest = problem.capacity.front();
    std::vector<int> unitOf = repeated(count(players), 0);
    for (int u = 0; u < count(problem.units); ++u) {
        const std::vector<int> &unit = at(problem.units, u);
        if (count(unit) > largest)
            throw TournamentError("players kept together (" + std::to_string(unit.size()) + ") do not fit in a team of "
                                  + std::to_string(largest));
        double strength = 0;
        for (int i : unit) {
            at(unitOf, i) = u;
            strength += at(players, i).mu;
        }
        problem.unitStrength.push_back(strength);
    }
    for (const auto &[a, b] : constraints.apart) {
        if (at(unitOf, a) == at(unitOf, b))
            throw TournamentError("two players are to be kept both together and apart");
    }
    problem.objective = std::move(objective);
    problem.constraints = constraints;
    return problem;
}

std::uint32_t nextCombination(std::uint32_t mask, std::uint32_t all)
{
    const std::uint32_t lowest = mask & (~mask + 1);
    const std::uint32_t ripple = mask + lowest;
    if (ripple == 0 || ripple > all)
        return 0;
    return (((ripple ^ mask) >> 2) / lowest) | ripple;
}

TeamSplit exactTwoTeams(const SplitProblem &problem)
{
    // Team 0 takes the larger half; with equal halves, player 0 is in team 0 (the mirror image is the same split).
    const int n = problem.players();
    const std::uint32_t all = (std::uint32_t {1} << n) - 1;
    std::vector<int> teamOf = repeated(n, 0);
    TeamSplit best;
    best.quality = -1.0;
    for (std::uint32_t mask = (std::uint32_t {1} << problem.capacity[0]) - 1; mask != 0 && mask <= all;
         mask = nextCombination(mask, all)) {
        if (n % 2 == 0 && !(mask & 1u))
            continue;
        for (int i = 0; i < n; ++i)
            at(teamOf, i) = (mask >> i) & 1u ? 0 : 1;
        problem.consider(teamOf, best);
    }
    best.exact = true;
    return best;
}

double splitCount(const SplitProblem &problem)
{
    double splits = 1.0;
    for (int i = 2; i <= problem.players(); ++i)
        splits *= i;
    for (int size : problem.capacity) {
        for (int i = 2; i <= size; ++i)
            splits /= i;
    }
    for (int i = 2; i <= problem.teams(); ++i)
        splits /= i;
    return splits;
}

TeamSplit exactSplit(const SplitProblem &problem)
{
    Enumeration search(problem);
    search.assign(0, 0);
    search.best.exact = true;
    return search.best;
}

TeamSplit localSearch(const SplitProblem &problem)
{
    Dealer dealer(problem);
    TeamSplit best;
    best.quality = -1.0;
    for (int start = 0; start < kStarts; ++start) {
        std::optional<std::vector<int>> teamOf = dealer.place(dealer.order(start));
        if (!teamOf)
            continue;
        const double quality = improveBySwaps(problem, *teamOf);
        if (quality > best.quality) {
            best.quality = quality;
            best.teamOf = *teamOf;
        }
    }
    return best;
}

} // namespace detail

TeamSplit balanceTeams(const std::vector<rating::Rating> &players, int teams, const TeamConstraints &constraints,
                       const rating::RatingSystem &system)
{
    const int n = count(players);
    detail::validate(n, teams, constraints);
    const Objective objective(players, teams, system);
    const detail::SplitProblem problem = detail::makeSplitProblem(players, teams, constraints, std::cref(objective));
    TeamSplit best;
    std::string teamsInWords = std::to_string(teams) + " teams";
    if (teams == 2 && n <= kExactUpTo) {
        best = detail::exactTwoTeams(problem);
        teamsInWords = "two teams";
    } else if (detail::splitCount(problem) <= kExactSplits) {
        best = detail::exactSplit(problem);
    } else {
        best = detail::localSearch(problem);
    }
    if (best.teamOf.empty())
        throw TournamentError("the 'keep together' and 'keep apart' pairs cannot all be met in " + teamsInWords);
    return best;
}

} // namespace podium::tournament
