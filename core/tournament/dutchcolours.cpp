// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Colour preferences and colour allocation of the FIDE (Dutch) System (C.04.3 article 1.6 and article 5), and
// the Baku acceleration of C.04.5.1.

#include "tournament/dutch.h"

#include <cstdlib>

namespace podium::tournament {

namespace {

Colour opposite(Colour c)
{
    return c == Colour::White ? Colour::Black : c == Colour::Black ? Colour::White : Colour::None;
}

std::vector<Colour> playedColours(const DutchPlayer &p)
{
    std::vector<Colour> out;
    for (Colour c : p.colours)
        if (c != Colour::None)
            out.push_back(c);
    return out;
}

/** Article 5.2.4: going back round by round over the games each played, the colours of the most recent
 *  round in which the two had different colours (None, None when there is none). */
std::pair<Colour, Colour> lastDifference(const DutchPlayer &a, const DutchPlayer &b)
{
    const std::vector<Colour> ca = playedColours(a), cb = playedColours(b);
    auto ia = ca.rbegin(), ib = cb.rbegin();
    while (ia != ca.rend() && ib != cb.rend() && *ia == *ib) {
        ++ia;
        ++ib;
    }
    if (ia == ca.rend() || ib == cb.rend())
        return {Colour::None, Colour::None};
    return {*ia, *ib};
}

/** Articles 5.2.1 to 5.2.4, which do not depend on the ranking; None when they do not decide. */
Colour neutralColour(const detail::ColourPreference &pa, const detail::ColourPreference &pb, const DutchPlayer &a,
                     const DutchPlayer &b)
{
    if (pa.colour == Colour::None || pb.colour == Colour::None || pa.colour != pb.colour) // 5.2.1
        return pa.colour != Colour::None ? pa.colour : opposite(pb.colour);
    // 5.2.2: the stronger preference wins; between two absolute ones the wider colour difference.
    if (pa.absolute && (pa.imbalance > pb.imbalance || !pb.absolute))
        return pa.colour;
    if (pb.absolute && (pb.imbalance > pa.imbalance || !pa.absolute))
        return opposite(pb.colour);
    if (pa.strong && !pb.strong)
        return pa.colour;
    if (pb.strong && !pa.strong)
        return opposite(pb.colour);
    // 5.2.4: alternate from the most recent round in which they had different colours.
    const auto [ca, cb] = lastDifference(a, b);
    return ca != Colour::None && cb != Colour::None ? cb : Colour::None;
}

} // namespace

namespace detail {

ColourPreference colourPreference(const DutchPlayer &player)
{
    ColourPreference pref;
    const std::vector<Colour> played = playedColours(player);
    if (played.empty())
        return pref; // no games: no preference (1.6.2.4)
    int diff = 0;
    for (Colour c : played)
        diff += static_cast<int>(c);
    pref.imbalance = std::abs(diff);
    const Colour last = played.back();
    if (played.size() >= 2 && played[played.size() - 2] == last)
        pref.repeated = last;
    if (pref.imbalance > 1 || pref.repeated != Colour::None) { // 1.6.2.1 absolute
        pref.absolute = true;
        pref.colour = pref.imbalance > 1 ? (diff > 0 ? Colour::Black : Colour::White) : opposite(last);
    } else if (pref.imbalance == 1) { // 1.6.2.2 strong
        pref.strong = true;
        pref.colour = diff > 0 ? Colour::Black : Colour::White;
    } else { // 1.6.2.3 mild: alternate
        pref.colour = opposite(last);
    }
    return pref;
}

Colour allocateColour(const DutchPlayer &a, const DutchPlayer &b, bool aRanksHigher, int higherRank, Colour firstColour)
{
    const ColourPreference pa = colourPreference(a), pb = colourPreference(b);
    if (const Colour c = neutralColour(pa, pb, a, b); c != Colour::None)
        return c;
    if (pa.colour == Colour::None) {
        // 5.2.5 with no preference at all (round 1 or no game yet): the initial colour, alternating by
        // the higher-ranked player's place in the initial order (first, third, ... get the initial colour).
        const Colour higherColour = higherRank % 2 == 0 ? firstColour : opposite(firstColour);
        return aRanksHigher ? higherColour : opposite(higherColour);
    }
    // 5.2.5: the higher-ranked player gets their preference.
    return aRanksHigher ? pa.colour : opposite(pb.colour);
}

} // namespace detail

double bakuAcceleration(int pairingNumber, int players, int round, int rounds)
{
    const int groupA = 2 * ((players + 3) / 4); // "first half rounded up to the nearest even number"
    const int accelerated = (rounds + 1) / 2; // the first half of the rounds, rounded up
    const int fullPoint = (accelerated + 1) / 2; // the first half (rounded up) of the accelerated rounds
    if (pairingNumber > groupA || round > accelerated)
        return 0.0;
    return round <= fullPoint ? 1.0 : 0.5;
}

} // namespace podium::tournament
