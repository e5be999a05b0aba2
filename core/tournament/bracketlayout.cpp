// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "tournament/bracketlayout.h"

#include "tournament/indexing_p.h"

#include <algorithm>
#include <tuple>

namespace podium::tournament {

using detail::at;
using detail::count;

namespace {

using Kind = BracketSource::Kind;
using Part = BracketMatch::Part;
using Status = BracketBox::Status;

Status statusOf(const std::array<int, 2> &players, bool hasResult)
{
    const auto [a, b] = players;
    if (a == BracketState::kPending || b == BracketState::kPending)
        return Status::Waiting;
    if (a == BracketState::kNobody && b == BracketState::kNobody)
        return Status::Empty; // also the bracket reset once the winners' champion has won the grand final
    if (a == BracketState::kNobody || b == BracketState::kNobody)
        return Status::Bye;
    return hasResult ? Status::Played : Status::Ready;
}

BracketBox boxOf(const BracketMatch &match, int m, const BracketState &state, const std::map<int, int> &results)
{
    BracketBox box;
    box.match = m;
    box.part = match.part;
    box.round = match.round;
    box.from = match.from;
    box.players = at(state.players, m);
    const auto result = results.find(m);
    box.status = statusOf(box.players, result != results.end());
    if (box.status == Status::Played)
        box.winnerSide = result->second;
    else if (box.status == Status::Bye)
        box.winnerSide = box.players[0] == BracketState::kNobody ? 1 : 0;
    return box;
}

/** Points each box's winner and loser at the match they play next. */
void link(std::vector<BracketBox> &boxes)
{
    for (const BracketBox &box : boxes) {
        for (int side = 0; side < 2; ++side) {
            const BracketSource &from = box.from[static_cast<std::size_t>(side)];
            if (from.kind == Kind::WinnerOf)
                at(boxes, from.value).winnerTo = {box.match, side};
            else if (from.kind == Kind::LoserOf)
                at(boxes, from.value).loserTo = {box.match, side};
        }
    }
}

int roundsIn(const BracketSheet &sheet, Part part)
{
    switch (part) {
    case Part::Winners:
        return sheet.winnersRounds;
    case Part::Losers:
        return sheet.losersRounds;
    case Part::GrandFinal:
    case Part::Reset:
        break;
    }
    return 1;
}

/** Orders exits: the greater, the further the entrant went. */
std::tuple<int, int, int> reach(const BracketExit &exit)
{
    switch (exit.kind) {
    case BracketExit::Kind::Champion:
        return {3, 0, 0};
    case BracketExit::Kind::StillIn:
        return {2, 0, 0};
    case BracketExit::Kind::Out:
        return {1, static_cast<int>(exit.part), exit.round}; // the parts are declared in the order they play
    case BracketExit::Kind::NotDrawn:
        break;
    }
    return {0, 0, 0};
}

} // namespace

BracketSheet layOutBracket(const std::vector<BracketMatch> &bracket, const std::map<int, int> &results)
{
    const BracketState state = resolveBracket(bracket, results);
    BracketSheet sheet;
    std::map<std::pair<Part, int>, int> rows; // boxes so far in each column
    for (int m = 0; m < count(bracket); ++m) {
        BracketBox box = boxOf(at(bracket, m), m, state, results);
        box.row = rows[{box.part, box.round}]++;
        if (box.part == Part::Winners)
            sheet.winnersRounds = std::max(sheet.winnersRounds, box.round);
        else if (box.part == Part::Losers)
            sheet.losersRounds = std::max(sheet.losersRounds, box.round);
        else
            sheet.grandFinal = true;
        sheet.boxes.push_back(box);
    }
    link(sheet.boxes);
    sheet.champion = state.champion();
    return sheet;
}

std::vector<BracketExit> bracketExits(const BracketSheet &sheet, int entrants, bool doubleElimination)
{
    std::vector<BracketExit> exits = detail::repeated(entrants, BracketExit {});
    std::vector<int> losses = detail::repeated(entrants, 0);
    for (const BracketBox &box : sheet.boxes) {
        for (const BracketSource &from : box.from) {
            if (from.kind == Kind::Seed && from.value < entrants)
                at(exits, from.value).kind = BracketExit::Kind::StillIn;
        }
    }
    // Matches only follow the ones they come from, so their order is the order the losses came in.
    for (const BracketBox &box : sheet.boxes) {
        if (box.status != Status::Played)
            continue;
        const int loser = box.players[static_cast<std::size_t>(1 - box.winnerSide)];
        if (loser < 0 || loser >= entrants || ++at(losses, loser) < (doubleElimination ? 2 : 1))
            continue;
        at(exits, loser) = {BracketExit::Kind::Out, box.part, box.round, roundsIn(sheet, box.part)};
    }
    if (sheet.champion >= 0 && sheet.champion < entrants)
        at(exits, sheet.champion).kind = BracketExit::Kind::Champion;
    return exits;
}

std::vector<int> bracketPlaces(const std::vector<BracketExit> &exits)
{
    std::vector<int> places;
    for (const BracketExit &exit : exits) {
        const auto mine = reach(exit);
        places.push_back(1 + static_cast<int>(std::count_if(exits.begin(), exits.end(), [&](const BracketExit &other) {
                             return reach(other) > mine;
                         })));
    }
    return places;
}

} // namespace podium::tournament
