#pragma once

#include "club/games.h"
#include "history/history.h"

#include <QObject>

#include <atomic>

class QThread;

namespace podium::ui {

/**
 * Imports an interchange CSV into a club off the GUI thread, on a database connection of its own, with
 * progress and cancel. The window stays responsive; a cancelled or failed import changes nothing.
 */
class ImportJob : public QObject
{
    Q_OBJECT

public:
    ImportJob(QString databasePath, QString csvPath, QString discipline, QObject *parent = nullptr);
    ~ImportJob() override;

    void start();
    void cancel() { m_cancelled = true; }

    /** After finished(): the outcome. */
    const db::ImportReport &report() const { return m_report; }
    const history::History &history() const { return m_history; }
    /** Empty when the import worked. */
    const QString &error() const { return m_error; }
    const QString &discipline() const { return m_discipline; }

signals:
    void progress(int done, int total);
    void finished();

private:
    void run();

    QString m_databasePath;
    QString m_csvPath;
    QString m_discipline;
    std::atomic<bool> m_cancelled {false};
    QThread *m_thread = nullptr;
    db::ImportReport m_report;
    history::History m_history;
    QString m_error;
};

} // namespace podium::ui
