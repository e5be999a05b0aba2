#include "tournament/standings.h"

#include "tournament/tournamenterror.h"

#include <algorithm>
#include <array>
#include <map>
#include <numeric>
#include <utility>

namespace podium::tournament {

namespace {

constexpr std::array<std::pair<TieBreak, const char *>, 7> kNames {{
    {TieBreak::Buchholz, "buchholz"},
    {TieBreak::BuchholzCut1, "buchholz-cut1"},
    {TieBreak::MedianBuchholz, "median-buchholz"},
    {TieBreak::SonnebornBerger, "sonneborn-berger"},
    {TieBreak::Wins, "wins"},
    {TieBreak::DirectEncounter, "direct"},
    {TieBreak::Rating, "rating"},
}};

} // namespace

std::string tieBreakName(TieBreak tieBreak)
{
    for (const auto &[t, name] : kNames) {
        if (t == tieBreak)
            return name;
    }
    return {};
}

TieBreak tieBreakFromName(const std::string &name)
{
    for (const auto &[t, known] : kNames) {
        if (name == known)
            return t;
    }
    throw TournamentError("unknown tie-break '" + name
                          + "' (known: buchholz, buchholz-cut1, median-buchholz, sonneborn-berger, wins, direct, "
                            "rating)");
}

std::vector<StandingRow> eventStandings(int entrants, const std::vector<PlayedPairing> &games,
                                        const std::vector<double> &rating, const std::vector<TieBreak> &order,
                                        double winPoints)
{
    const auto N = static_cast<std::size_t>(entrants);
    std::vector<double> points(N, 0.0);
    std::vector<int> wins(N, 0);
    for (const PlayedPairing &g : games) {
        points[static_cast<std::size_t>(g.a)] += g.pointsA;
        if (g.heat)
            wins[static_cast<std::size_t>(g.a)] += g.outcomeA > 0;
        if (g.b >= 0) {
            points[static_cast<std::size_t>(g.b)] += g.pointsB;
            wins[static_cast<std::size_t>(g.a)] += g.outcomeA > 0;
            wins[static_cast<std::size_t>(g.b)] += g.outcomeA < 0;
        }
    }
    // Each entrant's opponents' points and the share of each game they took.
    std::vector<std::vector<std::pair<double, double>>> met(N);
    for (const PlayedPairing &g : games) {
        if (g.b < 0)
            continue;
        const auto a = static_cast<std::size_t>(g.a), b = static_cast<std::size_t>(g.b);
        met[a].emplace_back(points[b], g.pointsA / winPoints);
        met[b].emplace_back(points[a], g.pointsB / winPoints);
    }
    const auto fixed = [&](TieBreak t, std::size_t i) {
        std::vector<double> scores;
        for (const auto &[opponent, share] : met[i])
            scores.push_back(opponent);
        std::sort(scores.begin(), scores.end());
        const auto sum = [](auto from, auto to) { return std::accumulate(from, to, 0.0); };
        switch (t) {
        case TieBreak::Buchholz:
            return sum(scores.begin(), scores.end());
        case TieBreak::BuchholzCut1:
            return scores.empty() ? 0.0 : sum(scores.begin() + 1, scores.end());
        case TieBreak::MedianBuchholz:
            return scores.size() < 2 ? 0.0 : sum(scores.begin() + 1, scores.end() - 1);
        case TieBreak::SonnebornBerger: {
            double sb = 0.0;
            for (const auto &[opponent, share] : met[i])
                sb += opponent * share;
            return sb;
        }
        case TieBreak::Wins:
            return double(wins[i]);
        case TieBreak::Rating:
            return i < rating.size() ? rating[i] : 0.0;
        case TieBreak::DirectEncounter:
            break;
        }
        return 0.0;
    };
    // Direct encounter: each member's points in the games among the group (one pass over the games).
    std::vector<char> member(N, 0);
    const auto direct = [&](const std::vector<int> &group) {
        for (int e : group)
            member[static_cast<std::size_t>(e)] = 1;
        std::vector<double> among(N, 0.0);
        for (const PlayedPairing &g : games) {
            if (g.b >= 0 && member[static_cast<std::size_t>(g.a)] && member[static_cast<std::size_t>(g.b)]) {
                among[static_cast<std::size_t>(g.a)] += g.pointsA;
                among[static_cast<std::size_t>(g.b)] += g.pointsB;
            }
        }
        for (int e : group)
            member[static_cast<std::size_t>(e)] = 0;
        return among;
    };

    std::vector<StandingRow> rows(N);
    // Direct encounter starts as the points against everyone level on points; where it comes to decide, it is
    // worked out again among those still tied then.
    std::map<double, std::vector<int>> levels;
    for (std::size_t i = 0; i < N; ++i)
        levels[points[i]].push_back(static_cast<int>(i));
    std::vector<double> againstLevel(N, 0.0);
    if (std::find(order.begin(), order.end(), TieBreak::DirectEncounter) != order.end()) {
        for (const auto &[score, level] : levels) {
            const std::vector<double> among = direct(level);
            for (int e : level)
                againstLevel[static_cast<std::size_t>(e)] = among[static_cast<std::size_t>(e)];
        }
    }
    for (std::size_t i = 0; i < N; ++i) {
        rows[i].entrant = static_cast<int>(i);
        rows[i].points = points[i];
        for (TieBreak t : order)
            rows[i].tieBreaks.push_back(t == TieBreak::DirectEncounter ? againstLevel[i] : fixed(t, i));
    }
    // Split the field into groups level by level: points, then each tie-break within the groups still tied.
    std::vector<int> all(N);
    std::iota(all.begin(), all.end(), 0);
    std::vector<int> result;
    const auto split = [&](auto &&self, std::vector<int> group, std::size_t level) -> void {
        const auto value = [&](int e) {
            return level == 0 ? rows[static_cast<std::size_t>(e)].points
                              : rows[static_cast<std::size_t>(e)].tieBreaks[level - 1];
        };
        if (level > 0 && order[level - 1] == TieBreak::DirectEncounter) {
            const std::vector<double> among = direct(group);
            for (int e : group)
                rows[static_cast<std::size_t>(e)].tieBreaks[level - 1] = among[static_cast<std::size_t>(e)];
        }
        std::stable_sort(group.begin(), group.end(), [&](int a, int b) { return value(a) > value(b); });
        for (std::size_t from = 0; from < group.size();) {
            std::size_t to = from + 1;
            while (to < group.size() && value(group[to]) == value(group[from]))
                ++to;
            std::vector<int> tied(group.begin() + static_cast<std::ptrdiff_t>(from),
                                  group.begin() + static_cast<std::ptrdiff_t>(to));
            if (tied.size() == 1) {
                // Alone from this level on: decided by points (level 0) or by tie-break level - 1.
                rows[static_cast<std::size_t>(tied[0])].decidedBy = static_cast<int>(level) - 1;
                result.push_back(tied[0]);
            } else if (level == order.size()) {
                const int place = static_cast<int>(result.size()) + 1;
                for (int e : tied) {
                    rows[static_cast<std::size_t>(e)].decidedBy = -2;
                    rows[static_cast<std::size_t>(e)].place = place;
                    result.push_back(e);
                }
            } else {
                self(self, tied, level + 1);
            }
            from = to;
        }
    };
    split(split, all, 0);
    std::vector<StandingRow> sorted;
    for (std::size_t p = 0; p < result.size(); ++p) {
        StandingRow row = rows[static_cast<std::size_t>(result[p])];
        if (row.decidedBy != -2)
            row.place = static_cast<int>(p) + 1;
        sorted.push_back(row);
    }
    return sorted;
}

} // namespace podium::tournament
