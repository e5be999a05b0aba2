// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "clubtransfers.h"

#include "club/club.h"
#include "club/events/eventtrf.h"
#include "club/exchange.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "commands/gamecommands.h"
#include "commands/trfcommands.h"
#include "dialogs/importdialog.h"
#include "filedialog.h"
#include "importjob.h"
#include "io/inputerror.h"
#include "io/trf.h"
#include "store/dberror.h"
#include "store/filecheck.h"
#include "store/outputfile.h"

#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStatusBar>

namespace podium::ui {

ClubTransfers::ClubTransfers(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{ }

namespace {

/** Writes a file as store::writeOutput does (a device or a FIFO as a stream, never replaced); false (with the reason)
 *  when it cannot. */
bool writeAll(const QString &path, const QByteArray &data, QString *error)
{
    try {
        store::writeOutput(path, data);
        return true;
    } catch (const store::DbError &e) {
        *error = e.message();
        return false;
    }
}

} // namespace

void ClubTransfers::chooseImport()
{
    const QString path = FileDialog::openFileName(m_window, tr("Import Games"), tr("CSV files (*.csv);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

void ClubTransfers::importFile(const QString &path)
{
    ImportDialog dialog(path, club::disciplineNames(m_club->database()), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    ImportJob job(m_club->location(), dialog.takeGames(), dialog.discipline());
    runImport(job, QFileInfo(path).fileName());
}

void ClubTransfers::importGames(const QString &path, const QString &discipline)
{
    ImportJob job(m_club->location(), path, discipline);
    runImport(job, QFileInfo(path).fileName());
}

void ClubTransfers::runImport(ImportJob &job, const QString &fileName)
{
    QProgressDialog progress(tr("Importing %1…").arg(fileName), tr("Cancel"), 0, 0, m_window);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    connect(&job, &ImportJob::progress, &progress, [&progress](int done, int total) {
        progress.setMaximum(total);
        progress.setValue(done);
    });
    connect(&progress, &QProgressDialog::canceled, &job, &ImportJob::cancel);
    QEventLoop loop;
    connect(&job, &ImportJob::finished, &loop, &QEventLoop::quit);
    // The job writes on a connection of its own, under the club's journal origin: its commit is known as this
    // window's own, while another program's commits during the import are still heard (the watch goes on).
    job.setJournalOrigin(m_club->origin());
    job.start();
    loop.exec(); // the window keeps painting and the Cancel button works
    progress.close();
    if (job.cancelled()) {
        m_window->statusBar()->showMessage(tr("The import was cancelled; nothing was imported."));
        return;
    }
    if (!job.error().isEmpty()) {
        QMessageBox::warning(m_window, tr("Import Games"), tr("Nothing was imported.\n\n%1").arg(job.error()));
        return;
    }
    const club::ImportReport report = job.report();
    m_club->run(std::make_unique<commands::ImportGames>(*m_club, job.takeHistory(), job.discipline(), report));
    // Games there already are worth a word only when there are some: a second import of the same file.
    const QString message = report.skipped == 0
        ? tr("Imported %Ln game(s) into %1; new players: %2.", nullptr, report.added)
              .arg(job.discipline(), QLocale().toString(report.newPlayers))
        : tr("Imported %Ln game(s) into %1 (%2 already there); new players: %3.", nullptr, report.added)
              .arg(job.discipline(), QLocale().toString(report.skipped), QLocale().toString(report.newPlayers));
    m_window->statusBar()->showMessage(message);
}

void ClubTransfers::exportStandings(const QString &name)
{
    if (name.isEmpty())
        return;
    const QString path = FileDialog::saveFileName(m_window, tr("Export Standings"), name + QStringLiteral(".csv"),
                                                  tr("CSV (*.csv);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    try {
        const club::LeaderboardView view = club::Leaderboards(m_club->database()).view(name);
        const QByteArray data = path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)
            ? club::standingsJson(view.rows, view.hasUncertainty)
            : club::standingsCsv(view.rows, view.hasUncertainty, club::StandingsColumns::File);
        if (writeAll(path, data, &error)) {
            m_window->statusBar()->showMessage(tr("Exported the standings of %1 to %2").arg(name, path));
            return;
        }
    } catch (const store::DbError &e) {
        error = e.message();
    }
    QMessageBox::warning(m_window, tr("Export Standings"), error);
}

void ClubTransfers::exportGames()
{
    const QString path
        = FileDialog::saveFileName(m_window, tr("Export Games"), QStringLiteral("games.csv"), tr("CSV (*.csv)"));
    QString error;
    if (!path.isEmpty() && !writeAll(path, club::gamesCsv(m_club->database()), &error))
        QMessageBox::warning(m_window, tr("Export Games"), error);
    else if (!path.isEmpty())
        m_window->statusBar()->showMessage(tr("Exported every game to %1").arg(path));
}

void ClubTransfers::exportEventTrf(const QString &event)
{
    if (event.isEmpty()) {
        QMessageBox::information(m_window, tr("Export Event as TRF"), tr("Choose an event on the Events page first."));
        return;
    }
    const QString path = FileDialog::saveFileName(m_window, tr("Export Event as TRF"), event + QStringLiteral(".trf"),
                                                  tr("TRF files (*.trf)"));
    if (path.isEmpty())
        return;
    QString error;
    try {
        if (writeAll(path, io::writeTrf(club::eventAsTrf(m_club->database(), event)), &error)) {
            const QString left = club::trfLeavesOut(m_club->database(), event);
            if (!left.isEmpty())
                QMessageBox::information(m_window, tr("Export Event as TRF"), left);
            m_window->statusBar()->showMessage(tr("Exported the event %1 to %2").arg(event, path));
            return;
        }
    } catch (const store::DbError &e) {
        error = e.message();
    } catch (const io::InputError &e) {
        error = e.text();
    }
    QMessageBox::warning(m_window, tr("Export Event as TRF"), error);
}

void ClubTransfers::chooseEventImport()
{
    const QString path = FileDialog::openFileName(m_window, tr("Import Event from TRF"),
                                                  tr("TRF files (*.trf *.trfx *.txt);;All files (*)"));
    if (!path.isEmpty())
        importEventTrf(path);
}

QString ClubTransfers::importEventTrf(const QString &path)
{
    QString error = store::fileProblem(path);
    QFile file(path);
    if (error.isEmpty() && !file.open(QIODevice::ReadOnly))
        error = file.errorString();
    try {
        if (error.isEmpty()) {
            io::TrfTournament trf = io::readTrf(file.readAll(), QFileInfo(path).fileName());
            club::TrfImportOptions options;
            options.fileName = QFileInfo(path).fileName();
            const auto players = trf.players.size();
            const QString name
                = m_club->run(std::make_unique<commands::ImportTrfEvent>(*m_club, std::move(trf), options)).event();
            m_window->statusBar()->showMessage(
                tr("Imported the event %1 with %Ln player(s) from %2.", nullptr, static_cast<int>(players))
                    .arg(name, QFileInfo(path).fileName()));
            return name;
        }
    } catch (const store::DbError &e) {
        error = e.message();
    } catch (const io::InputError &e) {
        error = e.text();
    }
    QMessageBox::warning(m_window, tr("Import Event from TRF"), tr("Nothing was imported.\n\n%1").arg(error));
    return {};
}

} // namespace podium::ui
