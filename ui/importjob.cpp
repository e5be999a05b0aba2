// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "importjob.h"

#include "io/inputerror.h"
#include "io/interchangecsv.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QThread>

namespace podium::ui {

ImportJob::ImportJob(store::ClubLocation club, QString csvPath, QString discipline, QObject *parent)
    : QObject(parent)
    , m_club(std::move(club))
    , m_csvPath(std::move(csvPath))
    , m_discipline(std::move(discipline))
{ }

ImportJob::ImportJob(store::ClubLocation club, history::History games, QString discipline, QObject *parent)
    : QObject(parent)
    , m_club(std::move(club))
    , m_discipline(std::move(discipline))
    , m_history(std::move(games))
{ }

ImportJob::~ImportJob()
{
    if (m_thread) {
        m_cancelled = true;
        m_thread->wait();
        delete m_thread;
    }
}

void ImportJob::start()
{
    m_thread = QThread::create([this] { run(); });
    connect(m_thread, &QThread::finished, this, &ImportJob::finished);
    m_thread->start();
}

void ImportJob::run()
{
    try {
        if (!m_csvPath.isEmpty())
            m_history = io::readInterchangeFile(m_csvPath);
        const auto database = store::Database::open(m_club);
        m_report = club::Games(*database).import(
            m_history, m_discipline,
            [this](int done, int total) {
                emit progress(done, total);
                return !m_cancelled.load();
            },
            m_journalOrigin);
    } catch (const io::InputError &error) {
        m_error = error.text();
    } catch (const store::DbError &error) {
        m_error = error.message();
        m_stoppedByCancel = m_cancelled.load();
    }
}

} // namespace podium::ui
