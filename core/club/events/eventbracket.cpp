// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/events/eventbracket.h"

#include "club/events/eventrounds.h"
#include "club/events/eventstate.h"
#include "club/storetypes.h"
#include "tournament/tournamenterror.h"

#include <algorithm>

namespace podium::club {

namespace detail {

namespace {

/** Entrants in the order of their seeds: as drawn or, before the draw, as it would draw them now (those not
 *  checked in after everyone, as the draw leaves them). */
std::vector<int> seedOrder(const EventState &s)
{
    if (s.rounds > 0)
        return bracketEntrants(s);
    std::vector<int> active, away;
    for (std::size_t i = 0; i < s.ids.size(); ++i)
        (s.active[i] ? active : away).push_back(static_cast<int>(i));
    std::vector<int> order = drawOrder(s, active);
    order.insert(order.end(), away.begin(), away.end());
    return order;
}

/** The bracket's sheet; an empty one while there are too few entrants to draw it. */
tournament::BracketSheet sheetOf(const EventState &s)
{
    try {
        return tournament::layOutBracket(bracketOf(s), bracketResults(s));
    } catch (const tournament::TournamentError &) {
        return {};
    }
}

/** An entrant's position in seed order (their seed, 0 the top one). */
std::size_t seedOf(const std::vector<int> &order, int entrant)
{
    return static_cast<std::size_t>(std::find(order.begin(), order.end(), entrant) - order.begin());
}

} // namespace

void placeByBracket(const EventState &s, std::vector<EventStanding> &standings)
{
    const std::vector<int> order = seedOrder(s);
    const auto exits = tournament::bracketExits(sheetOf(s), static_cast<int>(order.size()),
                                                s.record.format == EventFormat::DoubleElimination);
    const std::vector<int> places = tournament::bracketPlaces(exits);
    const auto seedOfRow
        = [&](const EventStanding &row) { return seedOf(order, static_cast<int>(s.names.indexOf(row.player))); };
    for (EventStanding &row : standings) {
        row.reached = exits[seedOfRow(row)];
        row.place = places[seedOfRow(row)];
    }
    // Within a shared place, the better seed first: points would put a game won ahead of a bye.
    std::sort(standings.begin(), standings.end(), [&](const EventStanding &a, const EventStanding &b) {
        return a.place != b.place ? a.place < b.place : seedOfRow(a) < seedOfRow(b);
    });
    for (std::size_t k = 0; k < standings.size(); ++k) {
        const bool shared = (k > 0 && standings[k - 1].place == standings[k].place)
            || (k + 1 < standings.size() && standings[k + 1].place == standings[k].place);
        standings[k].decidedBy = {shared ? Decider::Shared : Decider::Points, -1};
    }
}

} // namespace detail

EventBracket eventBracket(const Database &db, const QString &event)
{
    detail::EventState s = detail::loadEvent(db, event, false);
    EventBracket bracket;
    bracket.format = s.record.format;
    if (!traits(s.record.format).elimination)
        return bracket;
    bracket.drawn = s.rounds > 0;
    if (!bracket.drawn)
        s = detail::loadEvent(db, event); // the draw to come seeds by rating
    const tournament::BracketSheet sheet = detail::sheetOf(s);
    const std::vector<int> order = detail::seedOrder(s);
    bracket.winnersRounds = sheet.winnersRounds;
    bracket.losersRounds = sheet.losersRounds;
    bracket.grandFinal = sheet.grandFinal;
    for (const tournament::BracketBox &box : sheet.boxes) {
        EventBracketMatch match;
        match.box = box;
        for (std::size_t k = 0; k < 2; ++k) {
            if (box.players[k] >= 0)
                match.entries[k] = {s.names[order[static_cast<std::size_t>(box.players[k])]], box.players[k] + 1};
        }
        bracket.matches.push_back(match);
    }
    for (const EventTable &t : s.tables) {
        if (!t.bye && t.bracketMatch >= 0 && t.bracketMatch < static_cast<int>(bracket.matches.size())) {
            bracket.matches[static_cast<std::size_t>(t.bracketMatch)].round = t.round;
            bracket.matches[static_cast<std::size_t>(t.bracketMatch)].table = t.table;
        }
    }
    if (sheet.champion >= 0)
        bracket.champion = s.names[order[static_cast<std::size_t>(sheet.champion)]];
    return bracket;
}

} // namespace podium::club
