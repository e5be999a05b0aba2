// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "comparejob.h"

#include "club/backtests.h"

#include <QThread>

#include <atomic>

namespace podium::ui {

struct CompareJob::State
{
    history::History history;
    std::vector<history::BacktestSpec> specs;
    std::atomic<bool> cancel {false};
    // Written by the thread before it ends, read on the GUI thread after QThread::finished.
    Outcome outcome = Outcome::Running;
    std::vector<history::BacktestResult> results;
    std::exception_ptr error;
};

CompareJob::CompareJob(history::History history, std::vector<history::BacktestSpec> specs, QObject *parent)
    : QObject(parent)
    , m_state(std::make_shared<State>())
{
    m_state->history = std::move(history);
    m_state->specs = std::move(specs);
}

CompareJob::~CompareJob()
{
    if (m_thread) {
        cancel();
        m_thread->wait();
    }
}

void CompareJob::start()
{
    if (m_thread)
        return;
    const std::shared_ptr<State> state = m_state;
    CompareJob *self = this; // alive while the thread runs: the destructor waits for it
    m_thread = QThread::create([state, self] {
        // The progress goes to the GUI thread as a queued call, dropped if the job goes before it is delivered.
        const auto progress = [self](int done, int total) {
            QMetaObject::invokeMethod(
                self, [self, done, total] { emit self->progress(done, total); }, Qt::QueuedConnection);
        };
        try {
            state->results = club::runBacktests(state->history, state->specs, progress, &state->cancel);
            state->outcome = Outcome::Done;
        } catch (const history::BacktestCancelled &) {
            state->outcome = Outcome::Cancelled;
        } catch (...) {
            state->error = std::current_exception();
            state->outcome = Outcome::Failed;
        }
    });
    m_thread->setParent(this);
    connect(m_thread, &QThread::finished, this, &CompareJob::finished);
    m_thread->start();
}

void CompareJob::cancel()
{
    m_state->cancel = true;
}

CompareJob::Outcome CompareJob::outcome() const
{
    return m_thread && m_thread->isFinished() ? m_state->outcome : Outcome::Running;
}

const history::History &CompareJob::history() const
{
    return m_state->history;
}

const std::vector<history::BacktestSpec> &CompareJob::specs() const
{
    return m_state->specs;
}

const std::vector<history::BacktestResult> &CompareJob::results() const
{
    return m_state->results;
}

std::exception_ptr CompareJob::error() const
{
    return m_state->error;
}

} // namespace podium::ui
