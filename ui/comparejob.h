// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "history/backtest.h"

#include <QObject>

#include <exception>
#include <memory>
#include <vector>

class QThread;

namespace podium::ui {

/**
 * The Compare page's backtests of a loaded history, run off the GUI thread: club::runBacktests on a thread of its own
 * (not one of the global pool's, whose threads the backtests themselves use), its progress and end reported on the
 * GUI thread. The history was read before (the database connection belongs to the GUI thread), so a change to the
 * club while it runs changes nothing here. Deleting the job cancels it and waits for its thread.
 */
class CompareJob : public QObject
{
    Q_OBJECT

public:
    enum class Outcome { Running, Done, Cancelled, Failed };

    CompareJob(history::History history, std::vector<history::BacktestSpec> specs, QObject *parent = nullptr);
    ~CompareJob() override;

    void start();
    /** Asks the backtests to stop; finished() follows with the outcome Cancelled (or Done if they were through). */
    void cancel();

    Outcome outcome() const;
    const history::History &history() const;
    const std::vector<history::BacktestSpec> &specs() const;
    /** The results in the specs' order, once Done. */
    const std::vector<history::BacktestResult> &results() const;
    /** What stopped a Failed job (a history::ReplayError, a rating::RatingError, ...). */
    std::exception_ptr error() const;

signals:
    void progress(int done, int total);
    /** The thread is through: see outcome(). */
    void finished();

private:
    struct State;
    std::shared_ptr<State> m_state; ///< what the thread reads and writes
    QThread *m_thread = nullptr;
};

} // namespace podium::ui
