// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/events.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace podium::club {

/**
 * One entrant's pairing card as an arbiter keeps it: the colour (side) of each round and the floats.
 *
 * Only games played count for colours (FIDE C.04.2, General Handling Rules: a round without a valid game is
 * left out of the colour sequence): a bye has no colour (C.04.1 art. 3), and neither has a forfeit.
 */
struct ColourHistory
{
    /** One letter per round paired, in round order: W (first side), B (second side), or '-' for a bye, a
     *  forfeit or a round the entrant was not paired in. */
    QString colours;
    /** Games played with White minus games played with Black (the colour difference of C.04.1 art. 6). */
    int difference = 0;
    /** One mark per round: u'↓' a downfloat, u'↑' an upfloat, ' ' none (FIDE C.04.3 art. 1.4: the higher
     *  and the lower score of a game between different scores, or more than a loss's points without playing). */
    QString floats;
};

/** Whether an event's tables have sides that the pairing chooses, White and Black in chess: a Swiss that
 *  balances them (the sides option) or a round robin, whose schedule gives them. */
bool playsSides(const EventRecord &event);

/**
 * The colour history of each of players from tables (Events::tables of every round) of an event scored by
 * options, over rounds rounds: in the order of players, a player never seated having '-' for every round.
 */
std::vector<ColourHistory> colourHistories(const std::vector<EventTable> &tables, const QStringList &players,
                                           int rounds, const EventOptions &options);

/** The colour history of each of players (in their order) over the rounds of event paired so far. Throws DbError
 *  when there is no event of that name. */
std::vector<ColourHistory> colourHistories(const Events &events, const QString &event, const QStringList &players);

/** "WB-W (+1)": the colours and the difference as an arbiter writes them; empty before round 1. */
QString colourText(const ColourHistory &history);

} // namespace podium::club
