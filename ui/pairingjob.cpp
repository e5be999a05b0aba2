// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "pairingjob.h"

#include "store/database.h"
#include "store/dberror.h"
#include "tournament/tournamenterror.h"

#include <QThread>

namespace podium::ui {

namespace {

std::function<void(int, int)> &stepHook()
{
    static std::function<void(int, int)> hook;
    return hook;
}

} // namespace

PairingJob::PairingJob(store::ClubLocation club, QString event, QObject *parent)
    : QObject(parent)
    , m_club(std::move(club))
    , m_event(std::move(event))
    , m_stepHook(stepHook())
{ }

PairingJob::~PairingJob()
{
    if (m_thread) {
        m_cancelled = true;
        m_thread->wait();
    }
}

void PairingJob::setStepHook(std::function<void(int, int)> hook)
{
    stepHook() = std::move(hook);
}

void PairingJob::start()
{
    if (m_thread)
        return;
    m_thread = QThread::create([this] { run(); });
    m_thread->setParent(this);
    connect(m_thread, &QThread::finished, this, &PairingJob::finished);
    m_thread->start();
}

bool PairingJob::isRunning() const
{
    return m_thread && !m_thread->isFinished();
}

void PairingJob::run()
{
    try {
        // Read-only: whatever happens here, the club is not written (not even a cache of standings).
        const auto database = store::Database::open(m_club, store::Database::Mode::OpenReadOnly);
        m_plan = club::Events(*database).planNextRound(m_event, [this](int paired, int players) {
            emit progress(paired, players);
            if (m_stepHook)
                m_stepHook(paired, players);
            return !m_cancelled.load();
        });
        // The formats that pair at once never ask: a cancel that came meanwhile still means nothing is stored.
        m_stoppedByCancel = m_cancelled.load();
    } catch (const tournament::PairingCancelled &) {
        m_stoppedByCancel = true;
    } catch (const store::DbError &error) {
        m_error = error.message();
    } catch (const std::exception &error) {
        m_error = QString::fromLocal8Bit(error.what());
    }
}

} // namespace podium::ui
