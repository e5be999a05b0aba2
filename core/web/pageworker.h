// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "web/webpage.h"

#include <QMutex>
#include <QObject>
#include <QWaitCondition>

#include <deque>
#include <functional>
#include <memory>

class QThread;

namespace podium::web {

/**
 * Makes the live board's slow pages (a player's page, a chart: PageSource::isSlow()) on a thread of its own, one
 * after the other, from a PageSource made on that thread (its own database connection: QtSql's connections belong
 * to the thread that made them). The thread that serves requests hands it a path and goes on answering the rest;
 * built() comes back on that thread when the page is made.
 */
class PageWorker : public QObject
{
    Q_OBJECT

public:
    /** Starts the thread; maker runs on it and makes the pages' source. */
    explicit PageWorker(PageSource::Maker maker, QObject *parent = nullptr);
    /** Stops as stop() does. */
    ~PageWorker() override;

    /** Asks for the page at path; built() gives it with the same ticket. */
    void make(quint64 ticket, const QString &path, const QUrlQuery &query);
    /** Gives up the page being made (its source is interrupted: PageSource::interrupt()) and those waiting, and
     *  waits for the thread to end, which is then at once. */
    void stop();

signals:
    /** The page of ticket, or nothing for a path that is not a page; failed: its source could not be made or it
     *  threw (the server answers 500). */
    void built(quint64 ticket, const std::optional<podium::web::WebPage> &page, bool failed);

private:
    struct Job
    {
        quint64 ticket = 0;
        QString path;
        QUrlQuery query;
    };

    void run(const PageSource::Maker &maker);
    /** The next job, or nothing once stopping. */
    std::optional<Job> next();

    QThread *m_thread = nullptr;
    QMutex m_mutex; // guards what follows
    QWaitCondition m_wake;
    std::deque<Job> m_jobs;
    PageSource *m_source = nullptr; ///< the thread's source while it lives, for stop() to interrupt it
    bool m_stopping = false;
};

} // namespace podium::web
