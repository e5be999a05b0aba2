// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// Two loaded histories compared game for game: what the tests of a history written, read back or kept in memory share.

#include "club/replaysource.h"

#include <QTest>

#include <cmath>

/** Fails the test unless a and b hold the same games, players and results in the same order (the players numbered
 *  alike). */
inline void compareHistories(const podium::club::detail::LoadedHistory &a, const podium::club::detail::LoadedHistory &b)
{
    QCOMPARE(a.gameIds, b.gameIds);
    QCOMPARE(a.playerIds, b.playerIds);
    QCOMPARE(a.history.players, b.history.players);
    QCOMPARE(a.history.games.size(), b.history.games.size());
    for (std::size_t g = 0; g < a.history.games.size(); ++g) {
        const podium::history::HistoryGame &x = a.history.games[g], &y = b.history.games[g];
        QCOMPARE(x.id, y.id);
        QCOMPARE(x.date, y.date);
        QCOMPARE(int(x.kind), int(y.kind));
        QCOMPARE(x.firstEntry, y.firstEntry);
        QCOMPARE(x.entryCount, y.entryCount);
    }
    QCOMPARE(a.history.entries.size(), b.history.entries.size());
    for (std::size_t e = 0; e < a.history.entries.size(); ++e) {
        const podium::history::Entry &x = a.history.entries[e], &y = b.history.entries[e];
        QCOMPARE(x.player, y.player);
        QCOMPARE(x.team, y.team);
        QCOMPARE(x.rank, y.rank);
        QVERIFY(std::isnan(x.score) ? std::isnan(y.score) : x.score == y.score);
        QVERIFY(std::isnan(x.minutes) ? std::isnan(y.minutes) : x.minutes == y.minutes);
        QCOMPARE(x.rated, y.rated);
    }
}
