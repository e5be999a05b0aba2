// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/events/eventdutch.h"

#include <algorithm>

namespace podium::club::detail {

namespace {

using tournament::Colour;
using tournament::DutchPlayer;
using tournament::Float;

/** One entrant's round as C.04.3 counts it. */
struct RoundEntry
{
    Colour colour = Colour::None;
    Float floated = Float::None;
    int opponent = -1; ///< entrant index, played games only
    bool pairingAllocatedBye = false;
    bool pointWithoutGame = false; ///< a PAB or a forfeit win: no PAB from now on (C.04.1)
};

double accelerationOf(const EventState &s, int pairingNumber, int round)
{
    if (s.record.options.acceleration != QLatin1String("baku") || s.record.rounds <= 0)
        return 0.0;
    return tournament::bakuAcceleration(pairingNumber, static_cast<int>(s.ids.size()), round, s.record.rounds);
}

/** The entrant's round at table t, seat k; numbers: the pairing number of each entrant. */
RoundEntry entryAt(const EventState &s, std::size_t t, std::size_t k, const std::vector<int> &numbers)
{
    const EventTable &table = s.tables[t];
    RoundEntry e;
    // C.04.3 (2025) 1.4.3: scoring without playing more points than a loss gives is a downfloat. A PAB worth
    // nothing (bye=0) is none; a half-point bye (the draw's points) and a forfeit win are, unless the event's
    // points make them worth no more than a loss.
    const EventOptions &o = s.record.options;
    if (table.bye) {
        e.pairingAllocatedBye = !table.requested();
        e.pointWithoutGame = e.pairingAllocatedBye;
        // An absence asked for (C14) scores nothing: no float.
        const double points = table.zeroBye ? 0.0 : (table.halfBye ? o.draw : o.bye);
        e.floated = points > o.loss ? Float::Down : Float::None;
        return e;
    }
    if (table.forfeit) {
        const bool won = table.seats[k].rank == 1;
        e.pointWithoutGame = won;
        e.floated = won && o.win > o.loss ? Float::Down : Float::None;
        return e;
    }
    e.colour = table.seats[k].side == 1 ? Colour::White : Colour::Black;
    e.opponent = s.seatEntrant[t][1 - k];
    // Floats compare the scores the round was paired on, virtual points included (C.04.5.1).
    auto pairingScore = [&](std::size_t seat) {
        const int who = s.seatEntrant[t][seat];
        const int number = who >= 0 ? numbers[static_cast<std::size_t>(who)] : 0;
        return table.seats[seat].scoreBefore + accelerationOf(s, number, table.round);
    };
    const double mine = pairingScore(k), theirs = pairingScore(1 - k);
    e.floated = mine > theirs ? Float::Down : mine < theirs ? Float::Up : Float::None;
    return e;
}

} // namespace

std::vector<DutchPlayer> dutchPlayers(const EventState &s, const std::vector<double> &points,
                                      const std::vector<int> &active)
{
    std::vector<int> slot(s.ids.size(), -1);
    for (std::size_t k = 0; k < active.size(); ++k)
        slot[static_cast<std::size_t>(active[k])] = static_cast<int>(k);
    std::vector<DutchPlayer> players(active.size());
    const std::vector<int> bySeed = bracketEntrants(s);
    std::vector<int> numbers(s.ids.size(), 0);
    // The initial ranking counts those taking part: the entrants paired now and those paired before (a game,
    // a forfeit or a PAB; a requested half-point bye is no pairing).
    std::vector<bool> pairedBefore(s.ids.size(), false);
    for (std::size_t t = 0; t < s.tables.size(); ++t)
        for (int who : s.seatEntrant[t])
            if (who >= 0 && !s.tables[t].requested())
                pairedBefore[static_cast<std::size_t>(who)] = true;
    int rank = 0;
    for (std::size_t n = 0; n < bySeed.size(); ++n) {
        const auto e = static_cast<std::size_t>(bySeed[n]);
        numbers[e] = static_cast<int>(n) + 1;
        const int k = slot[e];
        if (k >= 0)
            players[static_cast<std::size_t>(k)].pairingNumber = static_cast<int>(n) + 1;
        if (k >= 0)
            players[static_cast<std::size_t>(k)].initialRank = rank;
        if (k >= 0 || pairedBefore[e])
            ++rank;
    }
    for (std::size_t k = 0; k < active.size(); ++k) {
        DutchPlayer &p = players[k];
        p.score = points[static_cast<std::size_t>(active[k])];
        p.acceleration = accelerationOf(s, p.pairingNumber, s.rounds + 1);
        p.colours.assign(static_cast<std::size_t>(s.rounds), Colour::None);
        p.floats.assign(static_cast<std::size_t>(s.rounds), Float::None);
    }
    for (std::size_t t = 0; t < s.tables.size(); ++t) {
        const int round = s.tables[t].round;
        for (std::size_t k = 0; k < s.seatEntrant[t].size(); ++k) {
            const int who = s.seatEntrant[t][k];
            const int me = who >= 0 ? slot[static_cast<std::size_t>(who)] : -1;
            if (me < 0 || round < 1 || round > s.rounds)
                continue;
            const RoundEntry e = entryAt(s, t, k, numbers);
            DutchPlayer &p = players[static_cast<std::size_t>(me)];
            p.colours[static_cast<std::size_t>(round - 1)] = e.colour;
            p.floats[static_cast<std::size_t>(round - 1)] = e.floated;
            if (e.opponent >= 0 && slot[static_cast<std::size_t>(e.opponent)] >= 0)
                p.opponents.push_back(slot[static_cast<std::size_t>(e.opponent)]);
            p.hadPairingAllocatedBye = p.hadPairingAllocatedBye || e.pairingAllocatedBye;
            p.mayGetBye = p.mayGetBye && !e.pointWithoutGame;
        }
    }
    return players;
}

std::vector<tournament::DutchPairing> fideRound(const EventState &s, const std::vector<double> &points,
                                                const std::vector<int> &active, const PairingProgress &progress)
{
    tournament::DutchOptions options;
    options.round = s.rounds + 1;
    options.totalRounds = s.record.rounds;
    options.pointsForWin = s.record.options.win;
    options.progress = progress;
    // The initial colour (C.04.3 article 5): board 1's top player has it in round 1, and later rounds fall back on
    // it; an event without the option plays White.
    options.firstColour = s.record.options.initialColour == QLatin1String("black") ? tournament::Colour::Black
                                                                                   : tournament::Colour::White;
    return tournament::pairDutch(dutchPlayers(s, points, active), options);
}

} // namespace podium::club::detail
