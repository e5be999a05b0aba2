// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QObject>

#include <chrono>

class QWidget;

namespace podium {
class Club;
}

namespace podium::ui {

class PairingJob;

/**
 * Pair Next Round without freezing the window: the pairing runs on a thread of its own (PairingJob) while the window
 * repaints and the live board answers, behind a window-modal progress dialog with Cancel that shows once it takes
 * longer than a glance. A cancelled pairing stores nothing; a finished one is stored through the undo stack
 * (commands::PairRound), unless the event changed meanwhile: then the organiser is asked whether to pair again.
 */
class RoundPairing : public QObject
{
    Q_OBJECT

public:
    /** How long a pairing runs before its progress dialog shows. */
    static constexpr std::chrono::milliseconds kShowAfter {500};

    /** page: where the pairing is asked for; its window is the one the dialogs keep. */
    RoundPairing(Club &club, QWidget *page);

    /** Pairs the event's next round and stores it, undoably. Returns why it was not paired, or empty: paired, or
     *  cancelled (which the window's status bar says). */
    QString pairNext(const QString &event);
    /** A pairing is under way (pairNext has not returned). */
    bool isRunning() const { return m_running; }

private:
    /** Runs the job until it is through, its progress dialog shown after kShowAfter; false when it was cancelled. */
    bool runBehindDialog(PairingJob &job, const QString &label);
    /** Stores the job's round; why not, or empty. Sets again when the event changed meanwhile and the organiser
     *  wants the round paired again. */
    QString store(const PairingJob &job, bool &again);
    void tell(const QString &message);

    Club &m_club;
    QWidget *m_page;
    bool m_running = false;
};

} // namespace podium::ui
