#include "tournament/elimination.h"

#include "tournament/tournamenterror.h"

namespace podium::tournament {

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

/** Adds the winners' bracket; returns the matches of each of its rounds. */
std::vector<std::vector<int>> addWinnersBracket(std::vector<BracketMatch> &bracket, int entrants)
{
    if (entrants < 2)
        throw TournamentError("an elimination bracket needs at least two entrants");
    const int size = bracketSize(entrants);
    const std::vector<int> order = bracketOrder(size);
    std::vector<std::vector<int>> rounds(1);
    for (int i = 0; i < size / 2; ++i) {
        BracketMatch m;
        m.part = Part::Winners;
        m.round = 1;
        for (int side = 0; side < 2; ++side) {
            const int seed = order[static_cast<std::size_t>(2 * i + side)];
            m.from[static_cast<std::size_t>(side)]
                = seed < entrants ? BracketSource {Kind::Seed, seed} : BracketSource {};
        }
        rounds[0].push_back(static_cast<int>(bracket.size()));
        bracket.push_back(m);
    }
    while (rounds.back().size() > 1) {
        const std::vector<int> previous = rounds.back();
        rounds.emplace_back();
        for (std::size_t i = 0; i < previous.size(); i += 2) {
            BracketMatch m;
            m.part = Part::Winners;
            m.round = static_cast<int>(rounds.size());
            m.from = {BracketSource {Kind::WinnerOf, previous[i]}, BracketSource {Kind::WinnerOf, previous[i + 1]}};
            rounds.back().push_back(static_cast<int>(bracket.size()));
            bracket.push_back(m);
        }
    }
    return rounds;
}

} // namespace

std::vector<int> bracketOrder(int size)
{
    std::vector<int> order {0};
    while (static_cast<int>(order.size()) < size) {
        const int doubled = static_cast<int>(order.size()) * 2;
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
    const auto add = [&](Part part, int round, BracketSource a, BracketSource b) {
        BracketMatch m;
        m.part = part;
        m.round = round;
        m.from = {a, b};
        bracket.push_back(m);
        return static_cast<int>(bracket.size()) - 1;
    };
    const int k = static_cast<int>(winners.size());
    BracketSource losersChampion {Kind::LoserOf, winners[0][0]}; // two entrants: the final's loser
    if (k >= 2) {
        int losersRound = 0;
        std::vector<int> survivors;
        // Round 1 of the losers' bracket: the first round's losers, in pairs.
        ++losersRound;
        for (std::size_t i = 0; i < winners[0].size(); i += 2)
            survivors.push_back(
                add(Part::Losers, losersRound, {Kind::LoserOf, winners[0][i]}, {Kind::LoserOf, winners[0][i + 1]}));
        for (int r = 1; r < k; ++r) {
            // The losers of winners' round r + 1 drop in, in reverse order every other round.
            const std::vector<int> &dropping = winners[static_cast<std::size_t>(r)];
            ++losersRound;
            std::vector<int> next;
            for (std::size_t j = 0; j < survivors.size(); ++j) {
                const std::size_t d = r % 2 == 1 ? dropping.size() - 1 - j : j;
                next.push_back(
                    add(Part::Losers, losersRound, {Kind::WinnerOf, survivors[j]}, {Kind::LoserOf, dropping[d]}));
            }
            survivors = std::move(next);
            if (r + 1 < k) {
                ++losersRound;
                std::vector<int> halved;
                for (std::size_t j = 0; j < survivors.size(); j += 2)
                    halved.push_back(add(Part::Losers, losersRound, {Kind::WinnerOf, survivors[j]},
                                         {Kind::WinnerOf, survivors[j + 1]}));
                survivors = std::move(halved);
            }
        }
        losersChampion = {Kind::WinnerOf, survivors.front()};
    }
    const int final = add(Part::GrandFinal, 1, {Kind::WinnerOf, winners.back().front()}, losersChampion);
    add(Part::Reset, 1, {Kind::WinnerOf, final}, {Kind::LoserOf, final});
    return bracket;
}

BracketState resolveBracket(const std::vector<BracketMatch> &bracket, const std::map<int, int> &results)
{
    BracketState state;
    const std::size_t n = bracket.size();
    state.players.assign(n, {BracketState::kPending, BracketState::kPending});
    state.winner.assign(n, BracketState::kPending);
    state.loser.assign(n, BracketState::kPending);
    // Matches only refer to earlier ones, so one pass in order resolves the bracket.
    for (std::size_t m = 0; m < n; ++m) {
        const BracketMatch &match = bracket[m];
        for (std::size_t side = 0; side < 2; ++side) {
            const BracketSource &from = match.from[side];
            int &player = state.players[m][side];
            switch (from.kind) {
            case Kind::Seed:
                player = from.value;
                break;
            case Kind::Nobody:
                player = BracketState::kNobody;
                break;
            case Kind::WinnerOf:
                player = state.winner[static_cast<std::size_t>(from.value)];
                break;
            case Kind::LoserOf:
                player = state.loser[static_cast<std::size_t>(from.value)];
                break;
            }
        }
        if (match.part == Part::Reset) {
            // Played only when the grand final went to the losers' bracket champion.
            const auto final = static_cast<std::size_t>(match.from[0].value);
            const auto it = results.find(static_cast<int>(final));
            if (it == results.end()) {
                state.players[m] = {BracketState::kPending, BracketState::kPending};
                continue;
            }
            if (it->second == 0) {
                state.players[m] = {BracketState::kNobody, BracketState::kNobody};
                state.winner[m] = state.winner[final];
                state.loser[m] = state.loser[final];
                continue;
            }
        }
        const auto [a, b] = state.players[m];
        if (a == BracketState::kPending || b == BracketState::kPending)
            continue;
        if (a == BracketState::kNobody || b == BracketState::kNobody) {
            state.winner[m] = a == BracketState::kNobody ? b : a; // a bye, or nobody when both are missing
            state.loser[m] = BracketState::kNobody;
            continue;
        }
        const auto it = results.find(static_cast<int>(m));
        if (it != results.end()) {
            state.winner[m] = state.players[m][static_cast<std::size_t>(it->second)];
            state.loser[m] = state.players[m][static_cast<std::size_t>(1 - it->second)];
        }
    }
    return state;
}

std::vector<int> BracketState::playable(const std::map<int, int> &results) const
{
    std::vector<int> open;
    for (std::size_t m = 0; m < players.size(); ++m) {
        if (players[m][0] >= 0 && players[m][1] >= 0 && !results.contains(static_cast<int>(m)))
            open.push_back(static_cast<int>(m));
    }
    return open;
}

int BracketState::champion() const
{
    return winner.empty() ? kPending : winner.back();
}

} // namespace podium::tournament
