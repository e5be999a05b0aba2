// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/events/eventcolours.h"

#include "club/events/eventformat.h"

#include <algorithm>
#include <map>

namespace podium::club {

namespace {

constexpr QChar kWhite = QLatin1Char('W');
constexpr QChar kBlack = QLatin1Char('B');
constexpr QChar kNoGame = QLatin1Char('-');
constexpr QChar kDown = QChar(0x2193);
constexpr QChar kUp = QChar(0x2191);
constexpr QChar kNoFloat = QLatin1Char(' ');

/** Points scored without playing: the bye's (or the draw's for a half-point bye), a forfeit's win or loss. */
double pointsWithoutGame(const EventTable &table, const EventSeat &seat, const EventOptions &options)
{
    if (table.bye)
        return table.zeroBye ? 0.0 : (table.halfBye ? options.draw : options.bye);
    const bool wonByForfeit = seat.rank == 1
        && std::any_of(table.seats.begin(), table.seats.end(), [](const EventSeat &s) { return s.rank > 1; });
    return wonByForfeit ? options.win : options.loss;
}

/** The float of seat at table (C.04.3 art. 1.4.2 and 1.4.3). */
QChar floatOf(const EventTable &table, const EventSeat &seat, const EventOptions &options)
{
    if (table.bye || table.forfeit)
        return pointsWithoutGame(table, seat, options) > options.loss ? kDown : kNoFloat;
    if (table.seats.size() != 2)
        return kNoFloat;
    const EventSeat &other = &table.seats[0] == &seat ? table.seats[1] : table.seats[0];
    if (seat.scoreBefore == other.scoreBefore)
        return kNoFloat;
    return seat.scoreBefore > other.scoreBefore ? kDown : kUp;
}

} // namespace

bool playsSides(const EventRecord &event)
{
    return (event.format == EventFormat::Swiss && event.options.balanceSides)
        || event.format == EventFormat::RoundRobin;
}

std::vector<ColourHistory> colourHistories(const std::vector<EventTable> &tables, const QStringList &players,
                                           int rounds, const EventOptions &options)
{
    std::map<QString, std::size_t> index;
    std::vector<ColourHistory> histories(static_cast<std::size_t>(players.size()));
    for (std::size_t i = 0; i < histories.size(); ++i) {
        index.emplace(players[static_cast<qsizetype>(i)], i);
        histories[i].colours.fill(kNoGame, rounds);
        histories[i].floats.fill(kNoFloat, rounds);
    }
    for (const EventTable &table : tables) {
        if (table.round < 1 || table.round > rounds)
            continue;
        const bool played = !table.bye && !table.forfeit && table.seats.size() == 2;
        for (const EventSeat &seat : table.seats) {
            const auto found = index.find(seat.player);
            if (found == index.end())
                continue;
            ColourHistory &h = histories[found->second];
            const qsizetype at = table.round - 1;
            h.floats[at] = floatOf(table, seat, options);
            if (!played || (seat.side != 1 && seat.side != 2))
                continue;
            h.colours[at] = seat.side == 1 ? kWhite : kBlack;
            h.difference += seat.side == 1 ? 1 : -1;
        }
    }
    return histories;
}

std::vector<ColourHistory> colourHistories(const Events &events, const QString &event, const QStringList &players)
{
    return colourHistories(events.tables(event), players, events.roundCount(event), events.get(event).options);
}

QString colourText(const ColourHistory &history)
{
    if (history.colours.isEmpty())
        return {};
    const QString difference = history.difference > 0 ? QStringLiteral("+%1").arg(history.difference)
        : history.difference < 0                      ? QStringLiteral("\u2212%1").arg(-history.difference)
                                                      : QStringLiteral("0");
    return QStringLiteral("%1 (%2)").arg(history.colours, difference);
}

} // namespace podium::club
