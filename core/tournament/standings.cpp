// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "tournament/standings.h"

#include "tournament/indexing_p.h"
#include "tournament/standings_p.h"
#include "tournament/tournamenterror.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <numeric>
#include <utility>

namespace podium::tournament {

using detail::at;
using detail::count;
using detail::repeated;

namespace {

constexpr std::array<std::pair<TieBreak, const char *>, 10> kNames {{
    {TieBreak::Buchholz, "buchholz"},
    {TieBreak::BuchholzCut1, "buchholz-cut1"},
    {TieBreak::MedianBuchholz, "median-buchholz"},
    {TieBreak::SonnebornBerger, "sonneborn-berger"},
    {TieBreak::Wins, "wins"},
    {TieBreak::DirectEncounter, "direct"},
    {TieBreak::Rating, "rating"},
    {TieBreak::OpponentsMatchWin, "omw"},
    {TieBreak::GameWin, "gw"},
    {TieBreak::OpponentsGameWin, "ogw"},
}};

/** Magic Tournament Rules, Appendix C: an opponent's match-win or game-win percentage counts as at least 0.33, so
 *  that a weak opponent costs no more than that; 1/3 exactly, as a fraction. */
constexpr double kFloor = 1.0 / 3.0;

/** Percentages reached by different sums are equal when equal to 1e-9: a tie-break must not split hairs of
 *  rounding. */
double rounded(double fraction)
{
    return std::round(fraction * 1e9) / 1e9;
}

/** The mean of the opponents' figures, each at least kFloor; kFloor for one who met no one. */
std::vector<double> opponentsMean(const std::vector<std::vector<int>> &met, const std::vector<double> &figure)
{
    std::vector<double> mean = repeated(count(met), rounded(kFloor));
    for (int i = 0; i < count(met); ++i) {
        if (at(met, i).empty())
            continue;
        double sum = 0.0;
        for (int o : at(met, i))
            sum += std::max(kFloor, at(figure, o));
        at(mean, i) = rounded(sum / double(at(met, i).size()));
    }
    return mean;
}

/** The opponents' points, lowest first. */
std::vector<double> ascendingPoints(const std::vector<detail::Opponent> &met)
{
    std::vector<double> scores;
    for (const detail::Opponent &o : met)
        scores.push_back(o.points);
    std::sort(scores.begin(), scores.end());
    return scores;
}

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
                            "rating, omw, gw, ogw)");
}

namespace detail {

Tally tally(int entrants, const std::vector<PlayedPairing> &games)
{
    Tally t {repeated(entrants, 0.0), repeated(entrants, 0)};
    for (const PlayedPairing &g : games) {
        at(t.points, g.a) += g.pointsA;
        if (g.heat || g.forfeit) // C12: a forfeit won is a win here as in the standings' W column
            at(t.wins, g.a) += g.outcomeA > 0;
        if (g.b >= 0) {
            at(t.points, g.b) += g.pointsB;
            at(t.wins, g.a) += g.outcomeA > 0;
            at(t.wins, g.b) += g.outcomeA < 0;
        }
    }
    return t;
}

std::vector<std::vector<Opponent>> opponents(int entrants, const std::vector<PlayedPairing> &games,
                                             const std::vector<double> &points, double winPoints)
{
    std::vector<std::vector<Opponent>> met = repeated(entrants, std::vector<Opponent>());
    for (const PlayedPairing &g : games) {
        if (g.b < 0)
            continue;
        at(met, g.a).push_back({at(points, g.b), g.pointsA / winPoints});
        at(met, g.b).push_back({at(points, g.a), g.pointsB / winPoints});
    }
    return met;
}

double buchholz(const std::vector<Opponent> &met)
{
    const std::vector<double> scores = ascendingPoints(met);
    return std::accumulate(scores.begin(), scores.end(), 0.0);
}

double buchholzCut1(const std::vector<Opponent> &met)
{
    const std::vector<double> scores = ascendingPoints(met);
    return scores.empty() ? 0.0 : std::accumulate(scores.begin() + 1, scores.end(), 0.0);
}

double medianBuchholz(const std::vector<Opponent> &met)
{
    const std::vector<double> scores = ascendingPoints(met);
    return scores.size() < 2 ? 0.0 : std::accumulate(scores.begin() + 1, scores.end() - 1, 0.0);
}

double sonnebornBerger(const std::vector<Opponent> &met)
{
    double sb = 0.0;
    for (const Opponent &o : met)
        sb += o.points * o.share;
    return sb;
}

CardFigures cardFigures(int entrants, const std::vector<PlayedPairing> &games, double winPoints)
{
    std::vector<double> points = repeated(entrants, 0.0), gamePoints = repeated(entrants, 0.0);
    std::vector<int> rounds = repeated(entrants, 0), gamesPlayed = repeated(entrants, 0);
    std::vector<std::vector<int>> met = repeated(entrants, std::vector<int>());
    const bool scored = std::any_of(games.begin(), games.end(), [](const PlayedPairing &g) { return g.gamesA >= 0; });
    for (const PlayedPairing &g : games) {
        ++at(rounds, g.a);
        at(points, g.a) += g.pointsA;
        if (g.b < 0) {
            if (scored && !g.forfeit && !g.heat && g.outcomeA > 0) { // a bye: 2-0 (Appendix C)
                at(gamePoints, g.a) += 6;
                at(gamesPlayed, g.a) += 2;
            }
            continue;
        }
        ++at(rounds, g.b);
        at(points, g.b) += g.pointsB;
        at(met, g.a).push_back(g.b);
        at(met, g.b).push_back(g.a);
        if (g.gamesA >= 0 && g.gamesB >= 0) {
            const int played = g.gamesA + g.gamesB + g.gamesDrawn;
            at(gamePoints, g.a) += 3 * g.gamesA + g.gamesDrawn;
            at(gamePoints, g.b) += 3 * g.gamesB + g.gamesDrawn;
            at(gamesPlayed, g.a) += played;
            at(gamesPlayed, g.b) += played;
        }
    }
    CardFigures f {{}, repeated(entrants, 0.0), {}};
    std::vector<double> matchWin = repeated(entrants, 0.0);
    for (int i = 0; i < entrants; ++i) {
        if (at(rounds, i) > 0)
            at(matchWin, i) = at(points, i) / (winPoints * at(rounds, i));
        if (at(gamesPlayed, i) > 0)
            at(f.gameWin, i) = rounded(at(gamePoints, i) / (3.0 * at(gamesPlayed, i)));
    }
    f.opponentsMatchWin = opponentsMean(met, matchWin);
    f.opponentsGameWin = scored ? opponentsMean(met, f.gameWin) : repeated(entrants, 0.0);
    return f;
}

std::vector<double> directEncounter(int entrants, const std::vector<PlayedPairing> &games,
                                    const std::vector<int> &group)
{
    std::vector<char> member = repeated(entrants, char(0));
    for (int e : group)
        at(member, e) = 1;
    std::vector<double> among = repeated(entrants, 0.0);
    for (const PlayedPairing &g : games) {
        if (g.b >= 0 && at(member, g.a) && at(member, g.b)) {
            at(among, g.a) += g.pointsA;
            at(among, g.b) += g.pointsB;
        }
    }
    return among;
}

} // namespace detail

namespace {

/** Direct encounter to start with: the points against everyone level on points. Where it comes to decide a
 *  place, Ranking works it out again among those still tied then. */
std::vector<double> directAmongLevels(int entrants, const std::vector<PlayedPairing> &games,
                                      const std::vector<double> &points)
{
    std::map<double, std::vector<int>> levels;
    for (int i = 0; i < entrants; ++i)
        levels[at(points, i)].push_back(i);
    std::vector<double> againstLevel = repeated(entrants, 0.0);
    for (const auto &[score, level] : levels) {
        const std::vector<double> among = detail::directEncounter(entrants, games, level);
        for (int e : level)
            at(againstLevel, e) = at(among, e);
    }
    return againstLevel;
}

double tieBreakValue(TieBreak t, const std::vector<detail::Opponent> &met, int wins, double rating)
{
    switch (t) {
    case TieBreak::Buchholz:
        return detail::buchholz(met);
    case TieBreak::BuchholzCut1:
        return detail::buchholzCut1(met);
    case TieBreak::MedianBuchholz:
        return detail::medianBuchholz(met);
    case TieBreak::SonnebornBerger:
        return detail::sonnebornBerger(met);
    case TieBreak::Wins:
        return double(wins);
    case TieBreak::Rating:
        return rating;
    case TieBreak::DirectEncounter:
    case TieBreak::OpponentsMatchWin:
    case TieBreak::GameWin:
    case TieBreak::OpponentsGameWin:
        break; // among the tied, or from every entrant's games: scoreRows works them out
    }
    return 0.0;
}

/** Every entrant's row, in entrant order: points and the tie-breaks asked for. */
std::vector<StandingRow> scoreRows(int entrants, const std::vector<PlayedPairing> &games,
                                   const std::vector<double> &rating, const std::vector<TieBreak> &order,
                                   double winPoints)
{
    const detail::Tally tally = detail::tally(entrants, games);
    const std::vector<std::vector<detail::Opponent>> met = detail::opponents(entrants, games, tally.points, winPoints);
    const bool direct = std::find(order.begin(), order.end(), TieBreak::DirectEncounter) != order.end();
    const std::vector<double> againstLevel
        = direct ? directAmongLevels(entrants, games, tally.points) : repeated(entrants, 0.0);
    const detail::CardFigures cards = detail::cardFigures(entrants, games, winPoints);
    std::vector<StandingRow> rows = repeated(entrants, StandingRow());
    for (int i = 0; i < entrants; ++i) {
        StandingRow &row = at(rows, i);
        row.entrant = i;
        row.points = at(tally.points, i);
        const double ratingOfI = i < count(rating) ? at(rating, i) : 0.0;
        for (TieBreak t : order)
            row.tieBreaks.push_back(t == TieBreak::DirectEncounter         ? at(againstLevel, i)
                                        : t == TieBreak::OpponentsMatchWin ? at(cards.opponentsMatchWin, i)
                                        : t == TieBreak::GameWin           ? at(cards.gameWin, i)
                                        : t == TieBreak::OpponentsGameWin
                                        ? at(cards.opponentsGameWin, i)
                                        : tieBreakValue(t, at(met, i), at(tally.wins, i), ratingOfI));
    }
    return rows;
}

/** Splits the field into groups level by level: points, then each tie-break within the groups still tied. */
class Ranking
{
public:
    Ranking(std::vector<StandingRow> rows, const std::vector<TieBreak> &order, const std::vector<PlayedPairing> &games);
    std::vector<StandingRow> standings();

private:
    void split(std::vector<int> group, std::size_t level);
    double value(int e, std::size_t level) const;
    void rank(const std::vector<int> &tied, std::size_t level);

    std::vector<StandingRow> m_rows;
    const std::vector<TieBreak> &m_order;
    const std::vector<PlayedPairing> &m_games;
    std::vector<int> m_ranked; ///< the entrants placed so far, best first
};

Ranking::Ranking(std::vector<StandingRow> rows, const std::vector<TieBreak> &order,
                 const std::vector<PlayedPairing> &games)
    : m_rows(std::move(rows))
    , m_order(order)
    , m_games(games)
{ }

std::vector<StandingRow> Ranking::standings()
{
    std::vector<int> all = repeated(count(m_rows), 0);
    std::iota(all.begin(), all.end(), 0);
    split(all, 0);
    std::vector<StandingRow> sorted;
    for (std::size_t p = 0; p < m_ranked.size(); ++p) {
        StandingRow row = at(m_rows, m_ranked[p]);
        if (row.decidedBy != -2)
            row.place = static_cast<int>(p) + 1;
        sorted.push_back(row);
    }
    return sorted;
}

/** Level 0 is points, level l the tie-break l - 1. */
double Ranking::value(int e, std::size_t level) const
{
    return level == 0 ? at(m_rows, e).points : at(m_rows, e).tieBreaks[level - 1];
}

void Ranking::split(std::vector<int> group, std::size_t level)
{
    if (level > 0 && m_order[level - 1] == TieBreak::DirectEncounter) {
        const std::vector<double> among = detail::directEncounter(count(m_rows), m_games, group);
        for (int e : group)
            at(m_rows, e).tieBreaks[level - 1] = at(among, e);
    }
    std::stable_sort(group.begin(), group.end(), [&](int a, int b) { return value(a, level) > value(b, level); });
    for (auto from = group.begin(); from != group.end();) {
        const auto to = std::find_if(from, group.end(), [&](int e) { return value(e, level) != value(*from, level); });
        rank({from, to}, level);
        from = to;
    }
}

/** Entrants level on everything up to this level: placed when alone or when no tie-break is left, split
 *  further otherwise. */
void Ranking::rank(const std::vector<int> &tied, std::size_t level)
{
    if (tied.size() == 1) {
        // Alone from this level on: decided by points (level 0) or by tie-break level - 1.
        at(m_rows, tied[0]).decidedBy = static_cast<int>(level) - 1;
        m_ranked.push_back(tied[0]);
    } else if (level == m_order.size()) {
        const int place = count(m_ranked) + 1;
        for (int e : tied) {
            at(m_rows, e).decidedBy = -2;
            at(m_rows, e).place = place;
            m_ranked.push_back(e);
        }
    } else {
        split(tied, level + 1);
    }
}

} // namespace

std::vector<StandingRow> eventStandings(int entrants, const std::vector<PlayedPairing> &games,
                                        const std::vector<double> &rating, const std::vector<TieBreak> &order,
                                        double winPoints)
{
    Ranking ranking(scoreRows(entrants, games, rating, order, winPoints), order, games);
    return ranking.standings();
}

} // namespace podium::tournament
