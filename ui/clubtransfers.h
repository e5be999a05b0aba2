// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QObject>

class QMainWindow;

namespace podium {
class Club;
}

namespace podium::ui {

class ImportJob;

/**
 * What comes into a club and goes out of it from the File menu: importing games from an interchange CSV (off
 * the GUI thread, with progress and cancel, undoable), exporting standings (CSV or JSON) and every game, and
 * events as FIDE's Tournament Report File (TRF) both ways.
 * Refusals are shown in a message box; what was done, in the window's status bar.
 */
class ClubTransfers : public QObject
{
    Q_OBJECT

public:
    explicit ClubTransfers(QMainWindow *window);

    void setClub(Club *club) { m_club = club; }
    /** Asks for a CSV file, then shows the import dialog for it. */
    void chooseImport();
    /** Shows what importing the file would do (its first games, the discipline, the players' names) and
     *  imports what the dialog accepts. */
    void importFile(const QString &path);
    /** Imports the file into the discipline as it is, without the dialog (players named by their ids). */
    void importGames(const QString &path, const QString &discipline);
    /** Asks where, then writes the leaderboard's standings as CSV or JSON (by the file's ending). */
    void exportStandings(const QString &leaderboard);
    void exportGames();
    /** Asks where, then writes the event as a FIDE TRF-16 file; with no event chosen, says so. */
    void exportEventTrf(const QString &event);
    /** Asks for a TRF file, then imports it as a new event (undoable). */
    void chooseEventImport();
    /** Imports a TRF file as a new event, or says why not; returns the event's name, or empty. */
    QString importEventTrf(const QString &path);

private:
    /** Runs the job behind a progress dialog, then takes its import onto the undo stack or says why not. */
    void runImport(podium::ui::ImportJob &job, const QString &fileName);

    QMainWindow *m_window;
    Club *m_club = nullptr;
};

} // namespace podium::ui
