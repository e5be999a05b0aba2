// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/games.h"
#include "history/history.h"

#include "store/clublocation.h"

#include <QObject>

#include <atomic>

class QThread;

namespace podium::ui {

/**
 * Imports an interchange CSV into a club off the GUI thread, on a database connection of its own, with
 * progress and cancel. The window stays responsive; a cancelled or failed import changes nothing. The job reads
 * the file itself unless it is given the games read already.
 */
class ImportJob : public QObject
{
    Q_OBJECT

public:
    /** Reads the CSV file, then imports it. */
    ImportJob(store::ClubLocation club, QString csvPath, QString discipline, QObject *parent = nullptr);
    /** Imports games read already (the import dialog has read them and named their players). */
    ImportJob(store::ClubLocation club, history::History games, QString discipline, QObject *parent = nullptr);
    ~ImportJob() override;

    void start();
    void cancel() { m_cancelled = true; }

    /** After finished(): the outcome. */
    const club::ImportReport &report() const { return m_report; }
    /** After finished(): the games read, handed over (to the import's undoable command) rather than copied: a big
     *  file's are tens of megabytes, and the copy was on the GUI thread. */
    history::History takeHistory() { return std::move(m_history); }
    /** Empty when the import worked. */
    const QString &error() const { return m_error; }
    /** True when the import stopped because it was cancelled (and so changed nothing). */
    bool cancelled() const { return m_stoppedByCancel; }
    const QString &discipline() const { return m_discipline; }
    /** The club's journal origin (Club::origin): the import's journal row is then the club's own, not another
     *  program's, though it is written on a connection of the job's. */
    void setJournalOrigin(const QString &origin) { m_journalOrigin = origin; }

signals:
    void progress(int done, int total);
    void finished();

private:
    void run();

    store::ClubLocation m_club;
    QString m_csvPath;
    QString m_discipline;
    QString m_journalOrigin;
    std::atomic<bool> m_cancelled {false};
    QThread *m_thread = nullptr;
    club::ImportReport m_report;
    history::History m_history;
    QString m_error;
    bool m_stoppedByCancel = false; ///< a cancel that came in time; one after the end (a closed dialog) is none
};

} // namespace podium::ui
