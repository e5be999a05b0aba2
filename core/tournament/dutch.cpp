// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The FIDE (Dutch) System, C.04.3 as applied from 1 July 2025.
//
// The round is decided bracket by bracket, top down. For each bracket one maximum-weight matching runs over
// all players still unpaired; an edge's weight encodes the criteria lexicographically, most important in the
// highest bits: the absolute criteria and completion (C1-C4: an incompatible pair has no edge, and every
// matching that pairs all but one bye-eligible player outweighs any that does not), then the quality criteria
// of the current bracket in the Handbook's order (pairs in the bracket, scores paired, the next bracket's
// pairs and scores, the PAB assignee's unplayed games, colours, repeated floats and their scores). The
// optimum's weight is the best the rules allow; the bracket's pairs are then fixed in the order of article 3
// (which moved-down players are paired and with whom, the S1/S2 exchanges, the transpositions) by raising one
// player's edges a little and keeping what the optimum still allows. This is how the FIDE-endorsed engine
// bbpPairings pairs (it was read to understand the rules; the code here is Podium's own). The weights need about 400
// bits for 100 players over nine rounds (see wideint.h).

#include "tournament/dutch.h"

#include "tournament/dutch_p.h"
#include "tournament/incrementalmatching_p.h"
#include "tournament/indexing_p.h"
#include "tournament/matching.h"
#include "tournament/tournamenterror.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <set>

namespace podium::tournament {

using detail::at;
using detail::Entry;

namespace {

int bitsFor(int x)
{
    int bits = 0;
    for (; x > 0; x >>= 1)
        ++bits;
    return bits;
}

int halfPoints(double points)
{
    return static_cast<int>(std::lround(points * 2.0));
}

template<class Wide>
using Grid = std::vector<std::vector<Wide>>;

template<class Wide>
struct Bracket;

/** Raised when the round's weights need a wider integer than Wide. */
struct NeedsWider
{
};

template<class Wide>
class DutchRound
{
public:
    /** fromScratch: each optimum by LEMON from nothing, as Podium did before the incremental matching (kept to
     *  check that both pair alike). */
    DutchRound(const std::vector<DutchPlayer> &players, const DutchOptions &options, bool fromScratch);
    std::vector<DutchPairing> run();

private:
    void prepare();
    Entry entry(int i, int rank) const;
    void markMet();
    void sizeFields();
    void chooseByeScore();
    int checkCompletion(const std::vector<int> &mate) const;
    void pairBracket(Bracket<Wide> &b);
    void pairMovedDown(Bracket<Wide> &b);
    void opponentsOfMovedDown(Bracket<Wide> &b);
    void findRemainder(Bracket<Wide> &b);
    Wide transposed(const Bracket<Wide> &b, int p, int o, int remainderIndex) const;
    void exchangeFromS1(Bracket<Wide> &b, int exchanges);
    void exchangeFromS2(Bracket<Wide> &b, int exchanges);
    void pairS1(Bracket<Wide> &b);
    void fixPair(Bracket<Wide> &b, int vertex, int favourite);
    Wide weight(int h, int l, bool inCurrent, bool inNext) const;
    bool compatible(int a, int b) const;
    bool byeCandidate(int v) const { return at(m_e, v).eligible && at(m_e, v).score <= m_byeScore; }
    Wide shiftOf(int score) const { return Wide(1).shiftedLeft(m_shift.at(score)); }
    void set(int a, int b, const Wide &w);
    std::vector<int> solve();
    std::vector<int> solveFromScratch() const;
    void finalize(int a, int b);
    std::vector<DutchPairing> result() const;
    bool firstRound() const;
    void tell() const
    {
        if (m_options.progress && !m_options.progress(m_paired, m_n))
            throw PairingCancelled();
    }
    std::vector<DutchPairing> pairFirstRound() const;

    const std::vector<DutchPlayer> &m_players;
    DutchOptions m_options;
    int m_n = 0;
    std::vector<Entry> m_e;
    std::vector<std::vector<char>> m_met;
    std::map<int, int> m_shift; ///< per score: where its field starts in a per-score-group count
    int m_groupsBits = 0; ///< the width of a per-score-group count
    int m_sizeBits = 0; ///< the width of a count of players in one score group
    bool m_lastRound = false;
    bool m_fromScratch = false;
    detail::IncrementalMatching<Wide>
        m_match; ///< edge weights by vertex (the place in the pairing order), and the optimum
    std::vector<int> m_pair; ///< the fixed partner, or -1
    std::vector<char> m_matched;
    int m_byeScore = 0;
    bool m_singleDownfloaterIsBye = false;
    std::map<int, int> m_unplayedRank; ///< played games -> rank among the PAB assignee's scoregroup
    int m_paired = 0; ///< players paired so far, for the progress
    bool m_completionUnchecked = false; ///< C4 is checked on the first bracket's optimum
};

template<class Wide>
DutchRound<Wide>::DutchRound(const std::vector<DutchPlayer> &players, const DutchOptions &options, bool fromScratch)
    : m_players(players)
    , m_options(options)
    , m_n(detail::count(players))
    , m_fromScratch(fromScratch)
{
    m_lastRound = options.totalRounds > 0 && options.round >= options.totalRounds;
    prepare();
}

Float floatBack(const DutchPlayer &p, int round, int back)
{
    const int index = round - 1 - back;
    return index >= 0 && index < detail::count(p.floats) ? at(p.floats, index) : Float::None;
}

/** Places in the initial order (by pairing number), 0 first. */
std::vector<int> initialRanks(const std::vector<DutchPlayer> &players)
{
    std::vector<int> byNumber(players.size());
    std::iota(byNumber.begin(), byNumber.end(), 0);
    std::sort(byNumber.begin(), byNumber.end(),
              [&](int a, int b) { return at(players, a).pairingNumber < at(players, b).pairingNumber; });
    std::vector<int> rank(players.size());
    for (int r = 0; r < detail::count(byNumber); ++r)
        at(rank, at(byNumber, r)) = r;
    return rank;
}

template<class Wide>
Entry DutchRound<Wide>::entry(int i, int rank) const
{
    const DutchPlayer &p = at(m_players, i);
    // C.04.3 1.7: a topscorer has more than half the maximum score (here in half points).
    const int threshold = (m_options.round - 1) * halfPoints(m_options.pointsForWin) / 2;
    Entry e;
    e.player = i;
    e.rawScore = halfPoints(p.score);
    e.score = halfPoints(p.score + p.acceleration);
    e.rank = p.initialRank >= 0 ? p.initialRank : rank;
    e.pref = detail::colourPreference(p);
    e.eligible = p.mayGetBye && !p.hadPairingAllocatedBye;
    e.topscorer = m_lastRound && e.score > threshold;
    e.played = p.playedGames >= 0 ? p.playedGames
                                  : static_cast<int>(std::count_if(p.colours.begin(), p.colours.end(),
                                                                   [](Colour c) { return c != Colour::None; }));
    e.float1 = floatBack(p, m_options.round, 1);
    e.float2 = floatBack(p, m_options.round, 2);
    return e;
}

template<class Wide>
void DutchRound<Wide>::markMet()
{
    std::vector<int> vertexOf(static_cast<std::size_t>(m_n));
    for (int v = 0; v < m_n; ++v)
        at(vertexOf, at(m_e, v).player) = v;
    m_met.assign(static_cast<std::size_t>(m_n), std::vector<char>(static_cast<std::size_t>(m_n), 0));
    for (int v = 0; v < m_n; ++v)
        for (int o : at(m_players, at(m_e, v).player).opponents) {
            at(at(m_met, v), at(vertexOf, o)) = 1;
            at(at(m_met, at(vertexOf, o)), v) = 1;
        }
}

/** Each score group gets a field wide enough to count its players (lowest scores in the lowest bits). */
template<class Wide>
void DutchRound<Wide>::sizeFields()
{
    int maxGroup = 0;
    for (int v = m_n - 1; v >= 0;) {
        int w = v;
        while (w >= 0 && at(m_e, w).score == at(m_e, v).score)
            --w;
        m_shift[at(m_e, v).score] = m_groupsBits;
        m_groupsBits += bitsFor(v - w);
        maxGroup = std::max(maxGroup, v - w);
        v = w;
    }
    m_sizeBits = std::max(1, bitsFor(maxGroup));
    // The widest weight (see weight()), plus LEMON's scaling by 4 and sums over up to n / 2 edges, must fit
    // below Wide's sign bit.
    const int widest = 3 + 15 * m_sizeBits + 6 * m_groupsBits + 2 + bitsFor(m_n) + 2;
    if (widest >= 64 * Wide::Words)
        throw NeedsWider {};
}

template<class Wide>
void DutchRound<Wide>::prepare()
{
    const std::vector<int> rank = initialRanks(m_players);
    for (int i = 0; i < m_n; ++i)
        m_e.push_back(entry(i, at(rank, i)));
    std::sort(m_e.begin(), m_e.end(),
              [](const Entry &a, const Entry &b) { return a.score != b.score ? a.score > b.score : a.rank < b.rank; });
    markMet();
    sizeFields();
    m_pair.assign(static_cast<std::size_t>(m_n), -1);
    m_matched.assign(static_cast<std::size_t>(m_n), 0);
}

/** C1 (no rematch) and C3 (non-topscorers with the same absolute colour preference do not meet). */
template<class Wide>
bool DutchRound<Wide>::compatible(int a, int b) const
{
    if (at(at(m_met, a), b))
        return false;
    const Entry &x = at(m_e, a), &y = at(m_e, b);
    if (!x.pref.absolute || !y.pref.absolute || x.pref.colour != y.pref.colour)
        return true;
    return x.topscorer || y.topscorer;
}

/**
 * The weight of pairing h with l (h before l in the pairing order), 0 when C1 or C3 forbid it. The fields,
 * from the most significant: completion and the PAB (C4, C5: the assignee from the lowest scoregroup with
 * the fewest... eligible), pairs in the current bracket (C6), their scores (C7), the same for the next bracket
 * (C8), the PAB assignee's unplayed games (C9), colours (C10-C13), repeated floats (C14-C17) and their scores
 * (C18-C21), then room for the order of article 3.
 */
template<class Wide>
Wide DutchRound<Wide>::weight(int h, int l, bool inCurrent, bool inNext) const
{
    if (!compatible(h, l))
        return {};
    const Entry &hi = at(m_e, h), &lo = at(m_e, l);
    Wide w(1 + !byeCandidate(h) + !byeCandidate(l));
    w.push(m_sizeBits, inCurrent);
    w.shiftLeft(m_groupsBits);
    if (inCurrent)
        w += shiftOf(hi.score);
    w.push(m_sizeBits, inNext);
    w.shiftLeft(m_groupsBits);
    if (inNext)
        w += shiftOf(hi.score);
    w.shiftLeft(2 * m_sizeBits);
    if (m_singleDownfloaterIsBye) {
        if (hi.score == m_byeScore)
            w += m_unplayedRank.at(hi.played);
        if (lo.score == m_byeScore)
            w += m_unplayedRank.at(lo.played);
    }
    const auto &ph = hi.pref, &pl = lo.pref;
    const bool samePref = ph.colour == pl.colour && ph.colour != Colour::None;
    const bool bothAbsolute = ph.absolute && pl.absolute && samePref;
    // C10: no topscorer (or opponent) beyond a colour difference of 2.
    w.push(m_sizeBits, inCurrent && !(ph.imbalance > 1 && pl.imbalance > 1 && samePref));
    // C11: no topscorer (or opponent) with the same colour three times in a row.
    const Colour other = ph.colour == Colour::White ? Colour::Black : Colour::White;
    const bool third = ph.imbalance == pl.imbalance ? ph.repeated != Colour::None && ph.repeated == pl.repeated
                                                    : (ph.imbalance > pl.imbalance ? pl : ph).repeated == other;
    w.push(m_sizeBits, inCurrent && !(bothAbsolute && third));
    // C12: colour preferences; C13: strong colour preferences.
    w.push(m_sizeBits, inCurrent && !samePref);
    const bool strongH = ph.strong || ph.absolute, strongL = pl.strong || pl.absolute;
    w.push(m_sizeBits, inCurrent && (!strongH || !strongL || (ph.absolute && pl.absolute) || !samePref));
    const int played = m_options.round - 1;
    if (played >= 1) { // C14, C15: no downfloat or upfloat repeated from the previous round
        w.push(m_sizeBits,
               inCurrent ? (lo.float1 == Float::Down) + (hi.score <= lo.score && hi.float1 == Float::Down) : 0);
        w.push(m_sizeBits, inCurrent && !(hi.score > lo.score && lo.float1 == Float::Up));
    }
    if (played >= 2) { // C16, C17: the same two rounds before
        w.push(m_sizeBits,
               inCurrent ? (lo.float2 == Float::Down) + (hi.score <= lo.score && hi.float2 == Float::Down) : 0);
        w.push(m_sizeBits, inCurrent && !(hi.score > lo.score && lo.float2 == Float::Up));
    }
    auto scores = [&](Float fl, Float fh, Float up) {
        w.shiftLeft(m_groupsBits);
        if (inCurrent) {
            if (fl == Float::Down)
                w += shiftOf(lo.score);
            if (fh == Float::Down)
                w += shiftOf(hi.score);
        }
        w.shiftLeft(m_groupsBits);
        if (inCurrent && !(up == Float::Up && hi.score > lo.score))
            w += shiftOf(hi.score);
    };
    if (played >= 1) // C18, C19: the scores of repeated floaters from the previous round
        scores(lo.float1, hi.float1, lo.float1);
    if (played >= 2) // C20, C21: two rounds before
        scores(lo.float2, hi.float2, lo.float2);
    return w.shiftedLeft(3 * m_sizeBits + 1); // room for article 3's order
}

template<class Wide>
void DutchRound<Wide>::set(int a, int b, const Wide &w)
{
    m_match.setWeight(a, b, w);
}

/** The optimum over the players not yet paired: mate[v], v itself when unmatched, the fixed partner when
 *  already paired. */
template<class Wide>
std::vector<int> DutchRound<Wide>::solve()
{
    if (m_fromScratch)
        return solveFromScratch();
    const std::vector<int> &mate = m_match.solve();
    std::vector<int> out(static_cast<std::size_t>(m_n));
    for (int v = 0; v < m_n; ++v) {
        const int m = at(m_pair, v) >= 0 ? at(m_pair, v) : at(mate, v);
        at(out, v) = m < 0 ? v : m;
    }
    return out;
}

template<class Wide>
std::vector<int> DutchRound<Wide>::solveFromScratch() const
{
    std::vector<int> vertexOf, free;
    for (int v = 0; v < m_n; ++v) {
        vertexOf.push_back(at(m_pair, v) < 0 ? detail::count(free) : -1);
        if (at(m_pair, v) < 0)
            free.push_back(v);
    }
    std::vector<WideEdge<Wide::Words>> edges;
    for (std::size_t i = 0; i < free.size(); ++i)
        for (std::size_t j = i + 1; j < free.size(); ++j)
            if (const Wide w = m_match.weight(free[i], free[j]); w > 0)
                edges.push_back({static_cast<int>(i), static_cast<int>(j), w});
    const std::vector<int> mate = maxWeightMatching<Wide::Words>(detail::count(free), edges);
    std::vector<int> out(static_cast<std::size_t>(m_n));
    for (int v = 0; v < m_n; ++v) {
        if (at(m_pair, v) >= 0) {
            at(out, v) = at(m_pair, v);
        } else {
            const int m = at(mate, at(vertexOf, v));
            at(out, v) = m < 0 ? v : at(free, m);
        }
    }
    return out;
}

template<class Wide>
void DutchRound<Wide>::finalize(int a, int b)
{
    if (a == b || at(m_pair, a) >= 0 || at(m_pair, b) >= 0)
        throw TournamentError("The Dutch pairing lost its way in a bracket (an internal error).");
    at(m_pair, a) = b;
    at(m_pair, b) = a;
    m_match.remove(a);
    m_match.remove(b);
    m_paired += 2;
    tell();
}

/**
 * Completion first (C4): can everybody but one player eligible for the PAB be paired? The matching that
 * answers also tells the lowest score the PAB can go to (C5: the lowest scoregroup possible), and whether
 * the top bracket's single downfloater would be the PAB assignee (C9).
 */
/** C4: everybody paired but at most one player who may get the PAB; returns that player's vertex, or -1. */
template<class Wide>
int DutchRound<Wide>::checkCompletion(const std::vector<int> &mate) const
{
    int unmatched = -1;
    for (int v = 0; v < m_n; ++v)
        if (at(mate, v) == v) {
            if (unmatched >= 0 || !at(m_e, v).eligible)
                throw TournamentError("No pairing of this round keeps the absolute criteria (no rematch, at most "
                                      "one pairing-allocated bye, the colour rules): C.04.3 C1-C4.");
            unmatched = v;
        }
    return unmatched;
}

template<class Wide>
void DutchRound<Wide>::chooseByeScore()
{
    m_match = detail::IncrementalMatching<Wide>(m_n);
    const bool odd = m_n % 2 == 1;
    const int top = at(m_e, 0).score;
    for (int j = 0; j < m_n; ++j)
        for (int i = 0; i < j; ++i) {
            Wide w;
            if (odd && compatible(i, j)) {
                w = Wide(1 + !at(m_e, i).eligible + !at(m_e, j).eligible);
                w = w.shiftedLeft(m_groupsBits) + Wide(m_shift.at(at(m_e, i).score) + m_shift.at(at(m_e, j).score));
                w.push(m_sizeBits, at(m_e, j).score >= top);
            } else if (!odd) {
                w = weight(i, j, false, false);
            }
            set(i, j, w);
        }
    if (!odd && !m_fromScratch) {
        // These weights rank completion first as the first bracket's do: its optimum answers C4 (pairBracket),
        // which saves one matching of the whole field.
        m_completionUnchecked = true;
        return;
    }
    const std::vector<int> mate = solve();
    const int unmatched = checkCompletion(mate);
    if (!odd)
        return;
    m_byeScore = at(m_e, unmatched).score;
    m_singleDownfloaterIsBye = m_byeScore >= top;
    for (int v = 0; v < m_n && at(m_e, v).score >= top; ++v)
        if (at(m_e, at(mate, v)).score < top)
            m_singleDownfloaterIsBye = false;
    std::vector<int> played;
    for (const Entry &e : m_e)
        if (e.score == m_byeScore)
            played.push_back(e.played);
    std::sort(played.rbegin(), played.rend());
    for (int r = 0; r < detail::count(played); ++r)
        m_unplayedRank[at(played, r)] = r;
    for (int j = 0; j < m_n; ++j)
        for (int i = 0; i < j; ++i)
            set(i, j, weight(i, j, false, false));
}

/** The working state of one bracket: positions index bracket (moved-down players first, then the residents,
 *  then the next scoregroup), vertices are places in the pairing order. */
template<class Wide>
struct Bracket
{
    std::vector<int> &players;
    int movedDown = 0; ///< moved-down players at the front
    int end = 0; ///< one past the last resident
    int residentsBegin = 0; ///< vertex of the first resident
    int nextBegin = 0; ///< vertex of the first player of the next scoregroup
    Grid<Wide> base; ///< base[later][earlier], by position
    std::vector<int> mate;
    std::vector<int> remainder; ///< positions of the residents not paired with moved-down players
    int s1 = 0; ///< remainder pairs: the size of S1

    int v(int pos) const { return at(players, pos); }
    bool toResident(int vertex) const
    {
        const int m = at(mate, vertex);
        return m >= residentsBegin && m < nextBegin;
    }
    /** Paired with a later player of the bracket: in S1 (or exchanged into it). */
    bool leads(int vertex) const { return at(mate, vertex) > vertex && at(mate, vertex) < nextBegin; }
    const Wide &edge(int earlier, int later) const
    {
        return base[static_cast<std::size_t>(later)][static_cast<std::size_t>(earlier)];
    }
    Wide &edge(int earlier, int later)
    {
        return base[static_cast<std::size_t>(later)][static_cast<std::size_t>(earlier)];
    }
};

template<class Wide>
void DutchRound<Wide>::fixPair(Bracket<Wide> &b, int vertex, int favourite)
{
    // When the optimum already gives vertex the partner whose edge was raised most, raising the edges kept it
    // optimal, and every optimum gives vertex that partner: no need to solve again.
    if (at(b.mate, vertex) != favourite)
        b.mate = solve();
    const int partner = at(b.mate, vertex);
    at(m_matched, vertex) = 1;
    at(m_matched, partner) = 1;
    finalize(vertex, partner);
}

/** Article 3 (B.2 in the Terms): among moved-down players of equal score the higher ones are paired first;
 *  the optimum decides how many of them can be. */
template<class Wide>
void DutchRound<Wide>::pairMovedDown(Bracket<Wide> &b)
{
    int score = 0, remaining = 0, remainingMatched = 0;
    const int residents = b.end - b.movedDown;
    for (int pos = 0; pos < b.movedDown; ++pos) {
        const int v = b.v(pos);
        if (pos == 0 || at(m_e, v).score < score) {
            score = at(m_e, v).score;
            remaining = remainingMatched = 0;
            for (int k = pos; k < b.movedDown && at(m_e, b.v(k)).score >= score; ++k) {
                ++remaining;
                remainingMatched += b.toResident(b.v(k));
            }
        }
        if (remainingMatched == 0)
            continue;
        if (remaining <= remainingMatched) {
            at(m_matched, v) = 1;
            continue;
        }
        --remaining;
        if (!b.toResident(v)) {
            for (int o = b.movedDown; o < b.end; ++o)
                if (b.edge(pos, o) > 0)
                    set(v, b.v(o), b.edge(pos, o) + 1);
            b.mate = solve();
        }
        if (b.toResident(v)) {
            at(m_matched, v) = 1;
            --remainingMatched;
            for (int o = b.movedDown; o < b.end; ++o)
                if (b.edge(pos, o) > 0)
                    set(v, b.v(o), b.edge(pos, o) + residents + 1);
        }
    }
}

/** Each paired moved-down player, in order, takes the highest resident the optimum allows. */
template<class Wide>
void DutchRound<Wide>::opponentsOfMovedDown(Bracket<Wide> &b)
{
    for (int pos = 0; pos < b.movedDown; ++pos) {
        const int v = b.v(pos);
        if (!at(m_matched, v))
            continue;
        long long addend = static_cast<long long>(b.players.size());
        int favourite = -1;
        for (int o = b.end - 1; o >= b.movedDown; --o) {
            if (at(m_matched, b.v(o)) || !(b.edge(pos, o) > 0))
                continue;
            set(v, b.v(o), b.edge(pos, o) + addend++);
            favourite = b.v(o);
        }
        fixPair(b, v, favourite);
    }
}

template<class Wide>
void DutchRound<Wide>::findRemainder(Bracket<Wide> &b)
{
    b.remainder.clear();
    b.s1 = 0;
    for (int pos = b.movedDown; pos < b.end; ++pos) {
        const int v = b.v(pos);
        if (at(b.mate, v) < b.residentsBegin)
            continue;
        b.remainder.push_back(pos);
        if (at(b.mate, v) < v)
            ++b.s1;
    }
}

/** The base weight plus the exchange order (article 3: fewest exchanges, then the smallest difference of the
 *  exchanged players' numbers) in the low bits. */
template<class Wide>
Wide DutchRound<Wide>::transposed(const Bracket<Wide> &b, int p, int o, int remainderIndex) const
{
    const Wide &w = b.edge(p, o);
    if (!(w > 0))
        return w;
    Wide addend(remainderIndex < b.s1 ? 1 : 0);
    addend = addend.shiftedLeft(2 * m_sizeBits) - Wide(remainderIndex);
    return w + addend.shiftedLeft(1);
}

/** Which S1 players leave S1: the lowest ones, tried from the bottom. */
template<class Wide>
void DutchRound<Wide>::exchangeFromS1(Bracket<Wide> &b, int exchanges)
{
    const auto &rem = b.remainder;
    for (int k = b.s1 - 1; k >= 0 && exchanges > 0; --k) {
        const int p = at(rem, k), v = b.v(p);
        if (b.leads(v)) {
            for (int q = k + 1; q < detail::count(rem); ++q)
                if (const Wide w = transposed(b, p, at(rem, q), k); w > 0)
                    set(v, b.v(at(rem, q)), w - 1);
            b.mate = solve();
        }
        const bool exchange = !b.leads(v);
        exchanges -= exchange;
        for (int q = k + 1; q < detail::count(rem); ++q) {
            if (exchange)
                b.edge(p, at(rem, q)) = Wide();
            set(v, b.v(at(rem, q)), transposed(b, p, at(rem, q), k));
        }
    }
}

/** Which S2 players enter S1: the highest ones, tried from the top. */
template<class Wide>
void DutchRound<Wide>::exchangeFromS2(Bracket<Wide> &b, int exchanges)
{
    const auto &rem = b.remainder;
    const int size = detail::count(rem);
    for (int k = b.s1; k < size && exchanges > 1; ++k) {
        const int p = at(rem, k), v = b.v(p);
        const bool already = b.leads(v);
        if (!already) {
            for (int q = k + 1; q < size; ++q)
                if (const Wide w = transposed(b, p, at(rem, q), k); w > 0)
                    set(v, b.v(at(rem, q)), w + 1);
            b.mate = solve();
        }
        if (b.leads(v)) {
            --exchanges;
            for (int q = 0; q < k; ++q) {
                b.edge(at(rem, q), p) = Wide();
                set(v, b.v(at(rem, q)), Wide());
            }
            for (int q = b.end; q < detail::count(b.players); ++q) {
                b.edge(p, q) = Wide();
                set(v, b.v(q), Wide());
            }
        }
        if (!already)
            for (int q = k + 1; q < size; ++q)
                set(v, b.v(at(rem, q)), transposed(b, p, at(rem, q), k));
    }
    // From now on only the edges from the players leading a pair (S1 after the exchanges) to the others count.
    for (int k = 0; k < size; ++k)
        for (int q = k + 1; q < size; ++q) {
            const int p = at(rem, k), o = at(rem, q);
            if (!b.leads(b.v(p)) || b.leads(b.v(o)))
                b.edge(p, o) = Wide();
            set(b.v(p), b.v(o), b.edge(p, o));
        }
}

/** Article 3's transpositions: each S1 player in order takes the highest S2 player the optimum allows. */
template<class Wide>
void DutchRound<Wide>::pairS1(Bracket<Wide> &b)
{
    for (int p : b.remainder) {
        const int v = b.v(p);
        if (!b.leads(v))
            continue;
        long long addend = 0;
        int favourite = -1;
        for (auto it = b.remainder.rbegin(); it != b.remainder.rend(); ++it) {
            const int o = *it;
            if (o <= p || at(m_matched, b.v(o)))
                continue;
            if (b.edge(p, o) > 0) {
                set(v, b.v(o), b.edge(p, o) + addend);
                favourite = b.v(o);
            }
            ++addend;
        }
        fixPair(b, v, favourite);
    }
}

template<class Wide>
void DutchRound<Wide>::pairBracket(Bracket<Wide> &b)
{
    const int size = detail::count(b.players);
    b.base.assign(static_cast<std::size_t>(size), std::vector<Wide>(static_cast<std::size_t>(size)));
    for (int j = b.movedDown; j < size; ++j)
        for (int i = 0; i < j; ++i) {
            b.edge(i, j) = weight(b.v(i), b.v(j), j < b.end, j >= b.end);
            set(b.v(i), b.v(j), b.edge(i, j));
        }
    b.mate = solve();
    if (m_completionUnchecked) {
        checkCompletion(b.mate);
        m_completionUnchecked = false;
    }
    pairMovedDown(b);
    opponentsOfMovedDown(b);
    findRemainder(b);
    for (int k = 0; k < detail::count(b.remainder); ++k)
        for (int q = k + 1; q < detail::count(b.remainder); ++q)
            set(b.v(at(b.remainder, k)), b.v(at(b.remainder, q)),
                transposed(b, at(b.remainder, k), at(b.remainder, q), k));
    b.mate = solve();
    int exchanges = 0;
    for (int k = 0; k < b.s1; ++k)
        exchanges += !b.leads(b.v(at(b.remainder, k)));
    exchangeFromS1(b, exchanges);
    exchangeFromS2(b, exchanges);
    pairS1(b);
}

template<class Wide>
std::vector<DutchPairing> DutchRound<Wide>::run()
{
    if (m_n == 0)
        return {};
    if (!m_fromScratch && firstRound())
        return pairFirstRound();
    tell();
    chooseByeScore();
    tell();
    std::vector<int> players;
    int next = 0;
    while (next < m_n && at(m_e, next).score >= at(m_e, 0).score)
        players.push_back(next++);
    int movedDown = 0, residentsBegin = 0;
    while (players.size() > 1 || next < m_n) {
        Bracket<Wide> b {players, 0, 0, 0, 0, {}, {}, {}, 0};
        b.movedDown = movedDown;
        b.end = detail::count(players);
        b.residentsBegin = residentsBegin;
        b.nextBegin = residentsBegin + (b.end - movedDown);
        const int nextGroup = next;
        while (next < m_n && at(m_e, next).score >= at(m_e, nextGroup).score)
            players.push_back(next++);
        const std::vector<int> before = m_pair;
        pairBracket(b);
        if (nextGroup >= m_n && m_pair == before)
            throw TournamentError("The Dutch pairing could not pair the last bracket (an internal error).");
        m_singleDownfloaterIsBye = m_n % 2 == 1 && nextGroup < m_n && m_byeScore >= at(m_e, nextGroup).score;
        std::vector<int> left;
        movedDown = 0;
        for (int pos = 0; pos < detail::count(players); ++pos) {
            const int v = at(players, pos);
            if (pos < b.end && at(m_matched, v))
                continue;
            left.push_back(v);
            movedDown += pos < b.end;
            if (m_singleDownfloaterIsBye && at(m_e, at(b.mate, v)).score < at(m_e, nextGroup).score)
                m_singleDownfloaterIsBye = false;
        }
        players = left;
        residentsBegin = b.nextBegin;
    }
    return result();
}

/** Nobody has a score, a game, a colour or a float yet, and everybody may get the PAB: one homogeneous
 *  bracket in which nothing forbids or weighs a pair. */
template<class Wide>
bool DutchRound<Wide>::firstRound() const
{
    return std::all_of(m_e.begin(), m_e.end(), [&](const Entry &e) {
        return e.score == at(m_e, 0).score && e.played == 0 && e.eligible && !e.topscorer
            && e.pref.colour == Colour::None && e.float1 == Float::None && e.float2 == Float::None
            && at(m_players, e.player).opponents.empty();
    });
}

/** Such a round needs no matching: article 3 pairs S1 (the upper half) with S2 in order, and the last player
 *  of S2 gets the PAB when the number is odd (C.04.3 3.1-3.4; the tests check it against the matching). */
template<class Wide>
std::vector<DutchPairing> DutchRound<Wide>::pairFirstRound() const
{
    const int half = m_n / 2;
    std::vector<std::pair<int, int>> pairs;
    for (int i = 0; i < half; ++i)
        pairs.emplace_back(i, half + i);
    if (m_n % 2 == 1)
        pairs.emplace_back(m_n - 1, -1);
    return detail::boards(m_e, pairs, m_players, m_options.firstColour);
}

template<class Wide>
std::vector<DutchPairing> DutchRound<Wide>::result() const
{
    std::vector<std::pair<int, int>> pairs;
    for (int v = 0; v < m_n; ++v)
        if (at(m_pair, v) < 0 || v < at(m_pair, v))
            pairs.emplace_back(v, at(m_pair, v));
    return detail::boards(m_e, pairs, m_players, m_options.firstColour);
}

} // namespace

namespace {

/** Refuses a state the rules cannot pair, naming the player. */
void validate(const std::vector<DutchPlayer> &players, const DutchOptions &options)
{
    if (options.round < 1)
        throw TournamentError("The round to pair must be 1 or later, not " + std::to_string(options.round) + ".");
    std::set<int> numbers;
    for (const DutchPlayer &p : players) {
        const std::string who = "player #" + std::to_string(p.pairingNumber);
        if (!numbers.insert(p.pairingNumber).second)
            throw TournamentError("Two players have the pairing number " + std::to_string(p.pairingNumber) + ".");
        for (int o : p.opponents)
            if (o < 0 || o >= detail::count(players))
                throw TournamentError(who + " has an opponent " + std::to_string(o) + " who is not in the round.");
        if (!std::isfinite(p.score) || !std::isfinite(p.acceleration) || p.score < 0 || p.acceleration < 0)
            throw TournamentError(who + " has a score that is not a number of points.");
    }
}

} // namespace

namespace {

std::vector<DutchPairing> pair(const std::vector<DutchPlayer> &players, const DutchOptions &options, bool fromScratch)
{
    validate(players, options);
    // The narrowest integer that holds the round's weights: the arithmetic is most of the matching's time.
    try {
        return DutchRound<BasicWideInt<4>>(players, options, fromScratch).run();
    } catch (const NeedsWider &) { }
    try {
        return DutchRound<BasicWideInt<5>>(players, options, fromScratch).run();
    } catch (const NeedsWider &) { }
    try {
        return DutchRound<BasicWideInt<6>>(players, options, fromScratch).run();
    } catch (const NeedsWider &) { }
    try {
        return DutchRound<BasicWideInt<8>>(players, options, fromScratch).run();
    } catch (const NeedsWider &) { }
    try {
        return DutchRound<BasicWideInt<11>>(players, options, fromScratch).run();
    } catch (const NeedsWider &) { }
    try {
        return DutchRound<BasicWideInt<16>>(players, options, fromScratch).run();
    } catch (const NeedsWider &) {
        throw TournamentError("Too many players and scoregroups for the Dutch pairing's weights (over 1024 bits).");
    }
}

} // namespace

std::vector<DutchPairing> pairDutch(const std::vector<DutchPlayer> &players, const DutchOptions &options)
{
    return pair(players, options, false);
}

std::vector<DutchPairing> detail::pairDutchFromScratch(const std::vector<DutchPlayer> &players,
                                                       const DutchOptions &options)
{
    return pair(players, options, true);
}

} // namespace podium::tournament
