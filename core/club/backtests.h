// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// Backtests on both cores, and on a club's own games: what `podium-cli backtest` and the Compare page run.

#include "club/records.h"
#include "club/storetypes.h"
#include "history/backtest.h"

#include <QString>

#include <atomic>
#include <functional>
#include <vector>

namespace podium::club {

/** The games of a leaderboard scope (the record's discipline and date range, a bare YYYY-MM-DD covering its whole
 *  day; its name, algorithm and parameters are not used) as a history in replay order, players named by their names.
 * Throws DbError for a damaged file. */
history::History scopeHistory(const Database &db, const LeaderboardRecord &scope);

/**
 * Runs the specs' backtests of the history with QtConcurrent on every core (one spec per task), calling
 * progress(done, total) from the calling thread as tasks finish. Returns the results in the specs' order. Throws
 * what backtest() throws (RatingError for a bad spec, ReplayError for a game a system cannot rate: the first in
 * spec order), and history::BacktestCancelled when *cancel becomes true.
 */
std::vector<history::BacktestResult> runBacktests(const history::History &history,
                                                  const std::vector<history::BacktestSpec> &specs,
                                                  const std::function<void(int done, int total)> &progress = {},
                                                  const std::atomic<bool> *cancel = nullptr);

} // namespace podium::club
