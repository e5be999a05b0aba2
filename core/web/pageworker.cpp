// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "web/pageworker.h"

#include <QMutexLocker>
#include <QThread>

#include <exception>

namespace podium::web {

PageWorker::PageWorker(PageSource::Maker maker, QObject *parent)
    : QObject(parent)
{
    m_thread = QThread::create([this, maker = std::move(maker)] { run(maker); });
    m_thread->setObjectName(QStringLiteral("board pages"));
    m_thread->start();
}

PageWorker::~PageWorker()
{
    stop();
}

void PageWorker::make(quint64 ticket, const QString &path, const QUrlQuery &query)
{
    const QMutexLocker lock(&m_mutex);
    m_jobs.push_back({ticket, path, query});
    m_wake.wakeOne();
}

void PageWorker::stop()
{
    if (!m_thread)
        return;
    {
        const QMutexLocker lock(&m_mutex);
        m_stopping = true;
        m_jobs.clear();
        if (m_source)
            m_source->interrupt(); // a replay of a big club would otherwise hold the board's end for seconds
        m_wake.wakeAll();
    }
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
}

std::optional<PageWorker::Job> PageWorker::next()
{
    const QMutexLocker lock(&m_mutex);
    while (!m_stopping && m_jobs.empty())
        m_wake.wait(&m_mutex);
    if (m_stopping)
        return std::nullopt;
    Job job = std::move(m_jobs.front());
    m_jobs.pop_front();
    return job;
}

void PageWorker::run(const PageSource::Maker &maker)
{
    std::unique_ptr<PageSource> source;
    try {
        source = maker();
    } catch (const std::exception &) {
        // The club cannot be opened a second time (gone, unreadable): every page then fails.
    }
    {
        const QMutexLocker lock(&m_mutex);
        m_source = m_stopping ? nullptr : source.get();
    }
    while (const std::optional<Job> job = next()) {
        std::optional<WebPage> page;
        bool failed = !source;
        try {
            if (source)
                page = source->page(job->path, job->query);
        } catch (const std::exception &) {
            failed = true; // PageSource throws nothing; this is for what it did not foresee
        }
        // Queued to this object's thread (the server's); dropped if this object is gone by then.
        QMetaObject::invokeMethod(
            this, [this, ticket = job->ticket, page, failed] { emit built(ticket, page, failed); },
            Qt::QueuedConnection);
    }
    {
        const QMutexLocker lock(&m_mutex);
        m_source = nullptr;
    }
    source.reset(); // its database connection closes on the thread that opened it
}

} // namespace podium::web
