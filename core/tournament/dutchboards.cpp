// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The boards of a FIDE (Dutch) System round: colours (article 5), board order (C.04.2) and the notes.

#include "tournament/dutch_p.h"

#include "tournament/indexing_p.h"

#include <algorithm>
#include <sstream>
#include <string>

namespace podium::tournament::detail {

namespace {

std::string scoreText(int halfPoints)
{
    std::string text = std::to_string(halfPoints / 2);
    if (halfPoints % 2)
        text += ".5";
    return text;
}

std::string colourName(Colour c)
{
    return c == Colour::White ? "white" : "black";
}

/** The rules' words for a pair that floats someone or breaks a colour preference. */
std::string explain(const Entry &white, const Entry &black, int whiteNumber, int blackNumber)
{
    std::ostringstream why;
    const char *separator = "";
    if (white.score != black.score) {
        const bool whiteHigher = white.score > black.score;
        why << '#' << (whiteHigher ? whiteNumber : blackNumber) << " (" << scoreText(std::max(white.score, black.score))
            << ") floats down to #" << (whiteHigher ? blackNumber : whiteNumber) << " ("
            << scoreText(std::min(white.score, black.score)) << ") of a lower scoregroup (C.04.3 1.4)";
        separator = "; ";
    }
    auto colourNote = [&](const Entry &e, Colour got, int number) {
        if (e.pref.colour == Colour::None || e.pref.colour == got)
            return;
        why << separator << '#' << number << " does not get the "
            << (e.pref.absolute     ? "absolute "
                    : e.pref.strong ? "strong "
                                    : "")
            << "colour preference (" << colourName(e.pref.colour) << ") (C.04.3 5.2)";
        separator = "; ";
    };
    colourNote(white, Colour::White, whiteNumber);
    colourNote(black, Colour::Black, blackNumber);
    return why.str();
}

} // namespace

/** Board order (C.04.2): the higher player's score, then the lower player's, then the higher player's
 *  initial rank; the pairing-allocated bye last. Scores here are without acceleration. */
std::vector<DutchPairing> boards(const std::vector<Entry> &entries, const std::vector<std::pair<int, int>> &pairs,
                                 const std::vector<DutchPlayer> &players, Colour firstColour)
{
    struct Board
    {
        int higher, lower; // vertices; lower == -1 for the bye
    };
    auto above = [&](int a, int b) {
        const Entry &x = at(entries, a), &y = at(entries, b);
        return x.rawScore != y.rawScore ? x.rawScore > y.rawScore : x.rank < y.rank;
    };
    std::vector<Board> order;
    for (const auto &[v, m] : pairs) {
        if (m < 0)
            order.push_back({v, -1});
        else
            order.push_back(above(v, m) ? Board {v, m} : Board {m, v});
    }
    std::sort(order.begin(), order.end(), [&](const Board &a, const Board &b) {
        if ((a.lower < 0) != (b.lower < 0))
            return b.lower < 0;
        if (a.lower < 0)
            return false;
        const Entry &ah = at(entries, a.higher), &al = at(entries, a.lower), &bh = at(entries, b.higher),
                    &bl = at(entries, b.lower);
        if (ah.rawScore != bh.rawScore)
            return ah.rawScore > bh.rawScore;
        if (al.rawScore != bl.rawScore)
            return al.rawScore > bl.rawScore;
        return ah.rank < bh.rank;
    });
    std::vector<DutchPairing> out;
    for (const Board &board : order) {
        const Entry &h = at(entries, board.higher);
        if (board.lower < 0) {
            out.push_back({h.player, -1,
                           "pairing-allocated bye: no PAB or point without playing before (C.04.3 C2), from the lowest "
                           "scoregroup the rest of the round allows (C5)"});
            continue;
        }
        const Entry &l = at(entries, board.lower);
        // Article 5 ranks by the score with acceleration, then the pairing number.
        const bool hFirst = h.score != l.score ? h.score > l.score : h.rank < l.rank;
        const Colour c = detail::allocateColour(at(players, h.player), at(players, l.player), hFirst,
                                                hFirst ? h.rank : l.rank, firstColour);
        const Entry &w = c == Colour::White ? h : l, &bl = c == Colour::White ? l : h;
        out.push_back({w.player, bl.player,
                       explain(w, bl, at(players, w.player).pairingNumber, at(players, bl.player).pairingNumber)});
    }
    return out;
}

} // namespace podium::tournament::detail
