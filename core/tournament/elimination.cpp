// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "tournament/elimination.h"

#include "tournament/indexing_p.h"
#include "tournament/tournamenterror.h"

namespace podium::tournament {

using detail::at;
using detail::count;

namespace {

using Kind = BracketSource::Kind;
using Part = BracketMatch::Part;

int bracketSize(int entrants)
{
    int size = 1;
    while (size < entrants)
        size *= 2;
    return size;
}

/** Appends a match; returns its number. */
int addMatch(std::vector<BracketMatch> &bracket, Part part, int round, BracketSource a, BracketSource b)
{
    BracketMatch m;
    m.part = part;
    m.round = round;
    m.from = {a, b};
    bracket.push_back(m);
    return count(bracket) - 1;
}

/** The first round: the seeds in bracket order, a slot beyond the entrants being a bye. */
std::vector<int> addFirstRound(std::vector<BracketMatch> &bracket, int entrants)
{
    const std::vector<int> order = bracketOrder(bracketSize(entrants));
    const auto slot = [&](std::size_t i) {
        return order[i] < entrants ? BracketSource {Kind::Seed, order[i]} : BracketSource {};
    };
    std::vector<int> round;
    for (std::size_t i = 0; i < order.size(); i += 2)
        round.push_back(addMatch(bracket, Part::Winners, 1, slot(i), slot(i + 1)));
    return round;
}

/** A round of the given part in which the winners of the previous matches meet in pairs. */
std::vector<int> addHalvingRound(std::vector<BracketMatch> &bracket, Part part, int round,
                                 const std::vector<int> &previous)
{
    std::vector<int> matches;
    for (std::size_t i = 0; i < previous.size(); i += 2)
        matches.push_back(
            addMatch(bracket, part, round, {Kind::WinnerOf, previous[i]}, {Kind::WinnerOf, previous[i + 1]}));
    return matches;
}

/** Adds the winners' bracket; returns the matches of each of its rounds. */
std::vector<std::vector<int>> addWinnersBracket(std::vector<BracketMatch> &bracket, int entrants)
{
    if (entrants < 2)
        throw TournamentError("an elimination bracket needs at least two entrants");
    std::vector<std::vector<int>> rounds {addFirstRound(bracket, entrants)};
    while (rounds.back().size() > 1)
        rounds.push_back(addHalvingRound(bracket, Part::Winners, count(rounds) + 1, rounds.back()));
    return rounds;
}

/** A losers' round where each survivor meets a loser dropping in from the winners' bracket, reversed when asked
 *  (to put off rematches). */
std::vector<int> addDropInRound(std::vector<BracketMatch> &bracket, int round, const std::vector<int> &survivors,
                                const std::vector<int> &dropping, bool reversed)
{
    std::vector<int> matches;
    for (std::size_t j = 0; j < survivors.size(); ++j) {
        const std::size_t d = reversed ? dropping.size() - 1 - j : j;
        matches.push_back(
            addMatch(bracket, Part::Losers, round, {Kind::WinnerOf, survivors[j]}, {Kind::LoserOf, dropping[d]}));
    }
    return matches;
}

/** The losers' bracket for a winners' bracket of two rounds or more; returns where its champion comes from. */
BracketSource addLosersBracket(std::vector<BracketMatch> &bracket, const std::vector<std::vector<int>> &winners)
{
    // Round 1: the first round's losers, in pairs.
    int round = 1;
    std::vector<int> survivors;
    for (std::size_t i = 0; i < winners[0].size(); i += 2)
        survivors.push_back(
            addMatch(bracket, Part::Losers, round, {Kind::LoserOf, winners[0][i]}, {Kind::LoserOf, winners[0][i + 1]}));
    for (std::size_t r = 1; r < winners.size(); ++r) {
        // The losers of winners' round r + 1 drop in, in reverse order every other round.
        survivors = addDropInRound(bracket, ++round, survivors, winners[r], r % 2 == 1);
        if (r + 1 < winners.size())
            survivors = addHalvingRound(bracket, Part::Losers, ++round, survivors);
    }
    return {Kind::WinnerOf, survivors.front()};
}

/** Who plays from a source, as far as the matches before have been resolved. */
int playerFrom(const BracketSource &from, const BracketState &state)
{
    switch (from.kind) {
    case Kind::Seed:
        return from.value;
    case Kind::Nobody:
        break;
    case Kind::WinnerOf:
        return at(state.winner, from.value);
    case Kind::LoserOf:
        return at(state.loser, from.value);
    }
    return BracketState::kNobody;
}

/** The bracket reset is played only when the grand final went to the losers' bracket champion: until the final
 *  is played it is pending, and when the winners' bracket champion wins the final it is decided without a game.
 *  Returns whether it was settled here. */
bool settleReset(BracketState &state, int m, int final, const std::map<int, int> &results)
{
    const auto it = results.find(final);
    if (it == results.end()) {
        at(state.players, m) = {BracketState::kPending, BracketState::kPending};
        return true;
    }
    if (it->second != 0)
        return false;
    at(state.players, m) = {BracketState::kNobody, BracketState::kNobody};
    at(state.winner, m) = at(state.winner, final);
    at(state.loser, m) = at(state.loser, final);
    return true;
}

/** A match's winner and loser once both players are known: a bye advances the other player, a result the side
 *  that won it. */
void decide(BracketState &state, int m, const std::map<int, int> &results)
{
    const auto [a, b] = at(state.players, m);
    if (a == BracketState::kPending || b == BracketState::kPending)
        return;
    if (a == BracketState::kNobody || b == BracketState::kNobody) {
        at(state.winner, m) = a == BracketState::kNobody ? b : a; // a bye, or nobody when both are missing
        at(state.loser, m) = BracketState::kNobody;
        return;
    }
    const auto it = results.find(m);
    if (it != results.end()) {
        at(state.winner, m) = it->second == 0 ? a : b;
        at(state.loser, m) = it->second == 0 ? b : a;
    }
}

} // namespace

std::vector<int> bracketOrder(int size)
{
    std::vector<int> order {0};
    while (count(order) < size) {
        const int doubled = count(order) * 2;
        std::vector<int> next;
        for (int seed : order) {
            next.push_back(seed);
            next.push_back(doubled - 1 - seed);
        }
        order = std::move(next);
    }
    return order;
}

std::vector<BracketMatch> singleElimination(int entrants)
{
    std::vector<BracketMatch> bracket;
    addWinnersBracket(bracket, entrants);
    return bracket;
}

std::vector<BracketMatch> doubleElimination(int entrants)
{
    std::vector<BracketMatch> bracket;
    const std::vector<std::vector<int>> winners = addWinnersBracket(bracket, entrants);
    // Two entrants: the final's loser is the losers' bracket champion.
    const BracketSource losersChampion
        = winners.size() >= 2 ? addLosersBracket(bracket, winners) : BracketSource {Kind::LoserOf, winners[0][0]};
    const int final = addMatch(bracket, Part::GrandFinal, 1, {Kind::WinnerOf, winners.back().front()}, losersChampion);
    addMatch(bracket, Part::Reset, 1, {Kind::WinnerOf, final}, {Kind::LoserOf, final});
    return bracket;
}

BracketState resolveBracket(const std::vector<BracketMatch> &bracket, const std::map<int, int> &results)
{
    BracketState state;
    state.players.assign(bracket.size(), {BracketState::kPending, BracketState::kPending});
    state.winner.assign(bracket.size(), BracketState::kPending);
    state.loser.assign(bracket.size(), BracketState::kPending);
    // Matches only refer to earlier ones, so one pass in order resolves the bracket.
    for (int m = 0; m < count(bracket); ++m) {
        const BracketMatch &match = at(bracket, m);
        at(state.players, m) = {playerFrom(match.from[0], state), playerFrom(match.from[1], state)};
        if (match.part == Part::Reset && settleReset(state, m, match.from[0].value, results))
            continue;
        decide(state, m, results);
    }
    return state;
}

std::vector<int> BracketState::playable(const std::map<int, int> &results) const
{
    std::vector<int> open;
    for (int m = 0; m < count(players); ++m) {
        if (at(players, m)[0] >= 0 && at(players, m)[1] >= 0 && !results.contains(m))
            open.push_back(m);
    }
    return open;
}

int BracketState::champion() const
{
    return winner.empty() ? kPending : winner.back();
}

} // namespace podium::tournament
