// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/events.h"

#include "store/clublocation.h"

#include <QObject>

#include <atomic>
#include <functional>

class QThread;

namespace podium::ui {

/**
 * Pairs an event's next round off the GUI thread (club::Events::planNextRound), on a read-only database connection of
 * its own, with progress and cancel. It writes nothing: the plan it hands back is stored on the GUI thread, through
 * the undo stack (commands::PairRound). Deleting the job cancels it and waits for its thread.
 */
class PairingJob : public QObject
{
    Q_OBJECT

public:
    PairingJob(store::ClubLocation club, QString event, QObject *parent = nullptr);
    ~PairingJob() override;

    void start();
    /** Asks the pairing to stop at its next step; finished() follows, with cancelled() true. */
    void cancel() { m_cancelled = true; }
    /** Started, and its thread not through yet. */
    bool isRunning() const;

    /** After finished(), when neither cancelled nor failed: the round as paired. */
    const club::RoundPlan &plan() const { return m_plan; }
    /** After finished(): why the round could not be paired; empty when it was (or the job was cancelled). */
    const QString &error() const { return m_error; }
    /** After finished(): the job was cancelled before it was through (a pairing done by then is dropped too). */
    bool cancelled() const { return m_stoppedByCancel; }

    /** For tests: called on the pairing's thread each time the pairing tells its progress, before it looks whether
     *  it was cancelled, so that a test can hold it there and look at the window meanwhile. Jobs made from now on
     *  take it; an empty one takes it away. */
    static void setStepHook(std::function<void(int paired, int players)> hook);

signals:
    /** From the pairing's thread: players paired so far of players. */
    void progress(int paired, int players);
    void finished();

private:
    void run();

    store::ClubLocation m_club;
    QString m_event;
    std::function<void(int, int)> m_stepHook;
    std::atomic<bool> m_cancelled {false};
    QThread *m_thread = nullptr;
    // Written by the thread before it ends, read on the GUI thread after finished().
    club::RoundPlan m_plan;
    QString m_error;
    bool m_stoppedByCancel = false;
};

} // namespace podium::ui
