// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "tournament/swiss.h"

#include "tournament/indexing_p.h"
#include "tournament/matching.h"
#include "tournament/tournamenterror.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <numeric>
#include <optional>

namespace podium::tournament {

using detail::at;
using detail::count;

namespace {

/** Score groups further apart than this count as equally far: keeps the weights inside 64 bits. */
constexpr int kMaxGap = 15;
constexpr std::int64_t kGapSquares = (kMaxGap + 1) * (kMaxGap + 1);
/** Match quality in hundredths: finer steps would only split hairs between equally good pairings. */
constexpr std::int64_t kQualitySteps = 100;
/** Up to this many entrants every pair is an edge; above, each player's neighbours in the standings. */
constexpr int kCompleteGraphUpTo = 200;
constexpr int kFirstWindow = 24;

/** The side a player should have next (+1 first, -1 second, 0 either), and whether it matters much. */
struct DueSide
{
    int side = 0;
    bool strong = false;
};

/** Whether giving e this side (+1 first, -1 second) would break a colour rule that FIDE holds absolute (C.04.1,
 *  and Podium's README for every Swiss with sides): a third time in a row on one side, or a difference beyond 2. */
bool breaksSideRule(const SwissEntrant &e, int side)
{
    return std::abs(e.sideBalance + side) > 2 || (e.lastSide == side && e.sideStreak >= 2);
}

/** a on side aSide against b on the other side breaks no absolute colour rule. */
bool sidesAllowed(const SwissEntrant &a, const SwissEntrant &b, int aSide)
{
    return !breaksSideRule(a, aSide) && !breaksSideRule(b, -aSide);
}

/** A number in [0, kQualitySteps) drawn from the seed and the pair alone (splitmix64): the same on every machine. */
std::int64_t drawnFit(std::uint64_t seed, int a, int b)
{
    std::uint64_t x = seed
        + 0x9E3779B97F4A7C15ULL
            * (static_cast<std::uint64_t>(std::min(a, b)) * 0x100000001ULL + static_cast<std::uint64_t>(std::max(a, b))
               + 1);
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    x ^= x >> 31;
    return static_cast<std::int64_t>(x % 100);
}

DueSide dueSide(const SwissEntrant &e)
{
    if (e.sideBalance != 0)
        return {e.sideBalance > 0 ? -1 : +1, std::abs(e.sideBalance) >= 2 || e.sideStreak >= 2};
    return {-e.lastSide, e.sideStreak >= 2};
}

std::string points(double score)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", score);
    return text;
}

/** The standings a round is paired on: score, then rating; score groups are the distinct scores, best first. */
struct Standings
{
    std::vector<int> order; ///< the entrants, best placed first
    std::vector<int> place; ///< each entrant's place in order
    std::vector<int> group; ///< each entrant's score group, 0 the highest
    std::vector<int> inGroup; ///< each entrant's place within their score group
    std::vector<int> groupSize;
};

Standings rank(const std::vector<SwissEntrant> &entrants)
{
    Standings s;
    s.order.resize(entrants.size());
    std::iota(s.order.begin(), s.order.end(), 0);
    std::stable_sort(s.order.begin(), s.order.end(), [&](int a, int b) {
        const SwissEntrant &x = at(entrants, a), &y = at(entrants, b);
        return x.score != y.score ? x.score > y.score : x.rating > y.rating;
    });
    s.place.resize(entrants.size());
    s.group.resize(entrants.size());
    s.inGroup.resize(entrants.size());
    for (std::size_t p = 0; p < s.order.size(); ++p) {
        const int i = s.order[p];
        if (p == 0 || at(entrants, i).score != at(entrants, s.order[p - 1]).score)
            s.groupSize.push_back(0);
        at(s.place, i) = static_cast<int>(p);
        at(s.group, i) = count(s.groupSize) - 1;
        at(s.inGroup, i) = s.groupSize.back()++;
    }
    return s;
}

/** One round's pairing: a maximum-weight perfect matching of the entrants (and a bye vertex for an odd field). */
class SwissRound
{
public:
    SwissRound(const std::vector<SwissEntrant> &entrants, const std::function<double(int, int)> &quality,
               const SwissOptions &options);
    std::vector<int> match() const;
    std::vector<int> matchWithBye(int bye) const;
    std::vector<SwissPairing> pairings(const std::vector<int> &mate) const;

private:
    const SwissEntrant &entrant(int i) const { return at(m_entrants, i); }
    bool haveMet(int a, int b) const;
    bool avoidableSecondBye(int a) const { return entrant(a).hadBye && !m_everyoneHadBye; }
    std::int64_t pairWeight(int a, int b) const;
    std::int64_t sideWeight(int a, int b) const;
    bool sideRulesHold(int a, int b) const;
    std::int64_t fitWeight(int a, int b, int gap) const;
    std::int64_t byeWeight(int a) const;
    std::vector<WeightedEdge> edges(int window, int bye = -1) const;
    std::vector<int> byeCandidates() const;
    bool avoidableRematch(const std::vector<int> &mate) const;
    SwissPairing byePairing(int a, int place) const;
    SwissPairing gamePairing(int a, int b) const;

    const std::vector<SwissEntrant> &m_entrants;
    const std::function<double(int, int)> &m_quality;
    const SwissOptions &m_options;
    const int m_n;
    const int m_vertices; ///< the entrants, and a bye vertex (m_n) when they are odd
    const bool m_everyoneHadBye;
    const Standings m_standings;
    std::vector<std::vector<int>> m_met; ///< each entrant's opponents, sorted
    // Lexicographic weights: each level's unit is more than all lower levels of a whole round together.
    std::int64_t m_sideUnit = 0;
    std::int64_t m_scoreUnit = 0;
    std::int64_t m_colourUnit = 0;
    std::int64_t m_rematchUnit = 0;
};

SwissRound::SwissRound(const std::vector<SwissEntrant> &entrants, const std::function<double(int, int)> &quality,
                       const SwissOptions &options)
    : m_entrants(entrants)
    , m_quality(quality)
    , m_options(options)
    , m_n(count(entrants))
    , m_vertices(m_n + m_n % 2)
    , m_everyoneHadBye(std::all_of(entrants.begin(), entrants.end(), [](const SwissEntrant &e) { return e.hadBye; }))
    , m_standings(rank(entrants))
{
    for (const SwissEntrant &e : entrants) {
        m_met.push_back(e.opponents);
        std::sort(m_met.back().begin(), m_met.back().end());
    }
    const std::int64_t pairs = m_vertices / 2;
    m_sideUnit = pairs * kQualitySteps + 1;
    m_scoreUnit = (2 * pairs + 1) * m_sideUnit;
    m_colourUnit = (pairs * kGapSquares + 1) * m_scoreUnit;
    m_rematchUnit = (pairs + 1) * m_colourUnit;
}

bool SwissRound::haveMet(int a, int b) const
{
    const std::vector<int> &list = at(m_met, a);
    return std::binary_search(list.begin(), list.end(), b);
}

/** No rematch, then the absolute colour rules, then the score groups close (a float to the next group costs less
 *  than one across two), then sides, then fit. */
std::int64_t SwissRound::pairWeight(int a, int b) const
{
    const int gap = std::min(kMaxGap, std::abs(at(m_standings.group, a) - at(m_standings.group, b)));
    return (haveMet(a, b) ? 0 : m_rematchUnit) + (sideRulesHold(a, b) ? m_colourUnit : 0)
        + (kGapSquares - gap * gap) * m_scoreUnit + sideWeight(a, b) * m_sideUnit + fitWeight(a, b, gap);
}

/** Some allocation of sides to a and b breaks no absolute colour rule (always, where sides are not balanced). */
bool SwissRound::sideRulesHold(int a, int b) const
{
    return !m_options.balanceSides || sidesAllowed(entrant(a), entrant(b), +1)
        || sidesAllowed(entrant(a), entrant(b), -1);
}

/** 2 when the sides work out, 1 when both are due the same side, 0 when both need it badly. */
std::int64_t SwissRound::sideWeight(int a, int b) const
{
    if (!m_options.balanceSides)
        return 2;
    const DueSide dueA = dueSide(entrant(a)), dueB = dueSide(entrant(b));
    if (dueA.side != 0 && dueA.side == dueB.side)
        return dueA.strong && dueB.strong ? 0 : 1;
    return 2;
}

/** Match quality, or for the classic order how close b is to half a score group below a (or above). */
std::int64_t SwissRound::fitWeight(int a, int b, int gap) const
{
    if (m_options.method == SwissOptions::Method::Quality)
        return std::llround(std::clamp(m_quality(a, b), 0.0, 1.0) * kQualitySteps);
    if (m_options.method == SwissOptions::Method::Random)
        return drawnFit(m_options.seed, a, b);
    if (gap != 0)
        return kQualitySteps / 2;
    const int size = at(m_standings.groupSize, at(m_standings.group, a));
    const int half = std::max(1, size / 2);
    const int distance = std::abs(at(m_standings.inGroup, a) - at(m_standings.inGroup, b));
    return kQualitySteps - std::min<std::int64_t>(kQualitySteps, kQualitySteps * std::abs(distance - half) / half);
}

/** No second bye (unless everyone has had one), then the lowest score group, then the lowest place. */
std::int64_t SwissRound::byeWeight(int a) const
{
    const int lowestGroup = count(m_standings.groupSize) - 1;
    const int gap = std::min(kMaxGap, lowestGroup - at(m_standings.group, a));
    const std::int64_t lowness = m_n > 1 ? kQualitySteps * at(m_standings.place, a) / (m_n - 1) : 0;
    return (avoidableSecondBye(a) ? 0 : m_rematchUnit) + (kGapSquares - gap * gap) * m_scoreUnit + 2 * m_sideUnit
        + lowness;
}

/** Each entrant with the next window entrants in the standings, and with the bye vertex (only bye's edge to it
 *  when bye >= 0). */
std::vector<WeightedEdge> SwissRound::edges(int window, int bye) const
{
    const std::vector<int> &order = m_standings.order;
    std::vector<WeightedEdge> edges;
    for (int p = 0; p < m_n; ++p) {
        for (int q = p + 1; q < m_n && q <= p + window; ++q)
            edges.push_back({at(order, p), at(order, q), pairWeight(at(order, p), at(order, q))});
        if (m_vertices > m_n && (bye < 0 || at(order, p) == bye))
            edges.push_back({at(order, p), m_n, byeWeight(at(order, p))});
    }
    return edges;
}

/** Who may have the bye, in the order they are due it: from the lowest placed up, those without a bye first. */
std::vector<int> SwissRound::byeCandidates() const
{
    std::vector<int> candidates(m_standings.order.rbegin(), m_standings.order.rend());
    std::stable_partition(candidates.begin(), candidates.end(), [&](int e) { return !entrant(e).hadBye; });
    return candidates;
}

bool SwissRound::avoidableRematch(const std::vector<int> &mate) const
{
    for (int i = 0; i < m_n; ++i) {
        const int m = at(mate, i);
        if (m == m_n ? avoidableSecondBye(i) : haveMet(i, m))
            return true;
    }
    return false;
}

/** Small fields: every pair is a candidate. Large ones: each player's neighbours in the standings, a window
 *  that widens until the round pairs without a rematch or covers everyone. bye >= 0: that entrant has the bye. */
std::vector<int> SwissRound::matchWithBye(int bye) const
{
    std::vector<int> mate;
    for (int window = m_n <= kCompleteGraphUpTo ? m_n : kFirstWindow;; window *= 2) {
        mate = maxWeightPerfectMatching(m_vertices, edges(window, bye));
        const bool settled = !mate.empty() && !avoidableRematch(mate);
        if (settled || window >= m_n)
            break;
    }
    return mate;
}

/** An odd field: the bye to the first candidate whose bye leaves the others pairable without a rematch. The
 *  matching alone would trade a bye above the lowest score group for a float less, which FIDE (C.04.1) and
 *  Podium's README do not allow. */
std::vector<int> SwissRound::match() const
{
    if (m_vertices > m_n) {
        for (int candidate : byeCandidates()) {
            std::vector<int> mate = matchWithBye(candidate);
            if (!mate.empty() && !avoidableRematch(mate))
                return mate;
        }
    }
    std::vector<int> mate = matchWithBye(-1); // every choice needs a rematch: the weights choose the least bad
    if (mate.empty())
        throw TournamentError("no pairing of the round exists"); // cannot happen on a complete graph
    return mate;
}

SwissPairing SwissRound::byePairing(int a, int place) const
{
    SwissPairing bye;
    bye.first = a;
    bye.rematch = avoidableSecondBye(a);
    if (entrant(a).hadBye)
        bye.why = "bye: every entrant has had one, so the lowest placed gets another";
    else if (place == m_n - 1)
        bye.why = "bye: the lowest placed entrant";
    else
        bye.why = "bye: the lowest placed entrant who has not had one and leaves the rest pairable";
    return bye;
}

SwissPairing SwissRound::gamePairing(int a, int b) const
{
    SwissPairing pairing;
    pairing.first = a;
    pairing.second = b;
    if (m_options.balanceSides) {
        // The better placed player a gets their due side, unless both are due the same one and b needs it more.
        const DueSide dueA = dueSide(entrant(a)), dueB = dueSide(entrant(b));
        int aSide = dueA.side != 0 ? dueA.side : -dueB.side;
        if (dueA.side != 0 && dueA.side == dueB.side && dueB.strong && !dueA.strong)
            aSide = -dueA.side;
        if (aSide == 0)
            aSide = +1;
        if (!sidesAllowed(entrant(a), entrant(b), aSide) && sidesAllowed(entrant(a), entrant(b), -aSide))
            aSide = -aSide; // the absolute rules come before preferences
        if (aSide == -1)
            std::swap(pairing.first, pairing.second);
    }
    pairing.rematch = haveMet(a, b);
    if (at(m_standings.group, a) != at(m_standings.group, b))
        pairing.why = "across score groups, " + points(entrant(a).score) + " against " + points(entrant(b).score)
            + (m_options.method == SwissOptions::Method::Quality
                   ? ": the quality pairing weighs score groups against closeness in rating, and crosses a group for a "
                     "closer game, "
                     "to avoid a rematch or to leave no one out"
                   : ": the higher group could not be paired within itself without a rematch or an odd player out");
    if (pairing.rematch)
        pairing.why += std::string(pairing.why.empty() ? "" : "; ") + "a rematch: no pairing of the round avoids one";
    return pairing;
}

/** The games in the order of the standings (each listed with its better placed player), the bye last. */
std::vector<SwissPairing> SwissRound::pairings(const std::vector<int> &mate) const
{
    std::vector<SwissPairing> round;
    std::optional<SwissPairing> bye;
    for (int p = 0; p < m_n; ++p) {
        const int a = at(m_standings.order, p);
        const int b = at(mate, a);
        if (b == m_n)
            bye = byePairing(a, p);
        else if (at(m_standings.place, b) > p)
            round.push_back(gamePairing(a, b));
    }
    if (bye)
        round.push_back(*bye);
    return round;
}

} // namespace

std::vector<SwissPairing> pairSwiss(const std::vector<SwissEntrant> &entrants,
                                    const std::function<double(int, int)> &quality, const SwissOptions &options)
{
    if (entrants.size() < 2)
        throw TournamentError("a Swiss round needs at least two entrants");
    const SwissRound round(entrants, quality, options);
    return round.pairings(round.match());
}

} // namespace podium::tournament
