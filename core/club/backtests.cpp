// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/backtests.h"

#include "club/replaysource.h"
#include "club/storetypes.h"

#include <QFuture>
#include <QList>
#include <QSemaphore>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <exception>

namespace podium::club {

history::History scopeHistory(const Database &db, const LeaderboardRecord &scope)
{
    // Bare dates cover their whole day, as a leaderboard's range does.
    LeaderboardRecord range = scope;
    if (range.dateFrom.size() == 10)
        range.dateFrom += QStringLiteral("T00:00:00");
    if (range.dateTo.size() == 10)
        range.dateTo += QStringLiteral("T23:59:59");
    const std::shared_ptr<const detail::LoadedHistory> loaded = detail::loadLeaderboardHistory(db, range);
    history::History result = loaded->history;
    const std::vector<QString> names = detail::playerNames(db, *loaded);
    for (std::size_t p = 0; p < result.players.size(); ++p)
        result.players[p] = names[p].toStdString();
    return result;
}

std::vector<history::BacktestResult> runBacktests(const history::History &history,
                                                  const std::vector<history::BacktestSpec> &specs,
                                                  const std::function<void(int done, int total)> &progress,
                                                  const std::atomic<bool> *cancel)
{
    const int total = static_cast<int>(specs.size());
    std::vector<history::BacktestResult> results(specs.size());
    std::vector<std::exception_ptr> errors(specs.size());
    // A pool of its own: the caller may itself run on the global pool (the Compare page runs this off the GUI
    // thread), and a task waiting there for tasks queued behind it would leave a core idle.
    QThreadPool pool;
    pool.setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
    QSemaphore finished;
    QList<QFuture<void>> tasks;
    for (std::size_t i = 0; i < specs.size(); ++i) {
        tasks.append(QtConcurrent::run(&pool, [&, i] {
            try {
                if (!(cancel && cancel->load()))
                    results[i] = history::backtest(history, specs[i], cancel);
            } catch (...) {
                errors[i] = std::current_exception();
            }
            finished.release();
        }));
    }
    for (int done = 1; done <= total; ++done) {
        finished.acquire();
        if (progress)
            progress(done, total);
    }
    pool.waitForDone();
    if (cancel && cancel->load())
        throw history::BacktestCancelled();
    for (const std::exception_ptr &error : errors) {
        if (error)
            std::rethrow_exception(error);
    }
    return results;
}

} // namespace podium::club
