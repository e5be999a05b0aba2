// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/events.h"
#include "club/games.h"
#include "commands/clubcommand.h"
#include "history/history.h"

namespace podium::commands {

/** A short description of a game for the Edit menu ("Ann vs Bob", "free for all of 8"). */
QString describeGame(const club::GameInput &game);

/** Enters a result; undo deletes the game again, redo puts it back with its id. */
class AddGame : public ClubCommand
{
public:
    AddGame(Club &club, club::GameInput game);
    qint64 gameId() const { return m_record.id; }

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    club::GameInput m_input;
    club::GameRecord m_record; ///< as stored, once added
};

/** Corrects a stored game. */
class EditGame : public ClubCommand
{
public:
    /** Throws DbError when there is no such game. */
    EditGame(Club &club, qint64 id, club::GameInput game);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    qint64 m_id;
    club::GameInput m_before;
    club::GameInput m_after;
    bool m_stored = false; ///< m_after is as stored (the date normalised)
};

/** Deletes a game; undo restores it with its id, and as the result of the event tables it decided. */
class DeleteGame : public ClubCommand
{
public:
    /** Throws DbError when there is no such game. */
    DeleteGame(Club &club, qint64 id);
    /** The event tables whose result the game is (the app asks before deleting one of those). */
    const std::vector<club::Events::ResultLink> &eventTables() const { return m_links; }

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    club::GameRecord m_record;
    std::vector<club::Events::ResultLink> m_links;
};

/** Imports a history (from the interchange CSV) into a discipline; undo removes its games and new players. */
class ImportGames : public ClubCommand
{
public:
    ImportGames(Club &club, history::History history, QString discipline);
    /** An import that has already run on a connection of its own (the app's import off the GUI thread): the
     *  first application only takes it on; redo after undo imports again. */
    ImportGames(Club &club, history::History history, QString discipline, club::ImportReport done);
    const club::ImportReport &report() const { return m_report; }

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    void describe();

    history::History m_history;
    QString m_discipline;
    club::ImportReport m_report;
    bool m_alreadyDone = false;
};

} // namespace podium::commands
