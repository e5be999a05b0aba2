#pragma once

#include "club/events.h"
#include "club/games.h"
#include "club/players.h"
#include "club/records.h"
#include "history/history.h"

#include <QUndoCommand>

#include <functional>

namespace podium::db {
class Database;
}

namespace podium::ui {

/** What an undoable change tells the window after it ran: the date it affects, for "replayed from". */
using ChangeListener = std::function<void(const QString &date)>;

/**
 * The undoable changes to a club's games. Each does its work when it is created (so that an error
 * reaches the dialog that asked for it, and nothing is pushed), then undoes and redoes it on request,
 * keeping the game's id so that later commands still find it. A step that fails (the file changed
 * under Podium) reports the error to the listener's owner and leaves the stack.
 */
class AddGameCommand : public QUndoCommand
{
public:
    AddGameCommand(const db::Database &db, const db::GameInput &game, ChangeListener listener);
    void undo() override;
    void redo() override;
    qint64 gameId() const { return m_record.id; }

private:
    const db::Database &m_db;
    db::GameRecord m_record;
    ChangeListener m_listener;
    bool m_first = true;
};

class EditGameCommand : public QUndoCommand
{
public:
    EditGameCommand(const db::Database &db, qint64 id, const db::GameInput &game, ChangeListener listener);
    void undo() override;
    void redo() override;

private:
    const db::Database &m_db;
    qint64 m_id;
    db::GameInput m_before;
    db::GameInput m_after;
    ChangeListener m_listener;
    bool m_first = true;
};

class DeleteGameCommand : public QUndoCommand
{
public:
    DeleteGameCommand(const db::Database &db, qint64 id, ChangeListener listener);
    void undo() override;
    void redo() override;

private:
    const db::Database &m_db;
    db::GameRecord m_record;
    ChangeListener m_listener;
    bool m_first = true;
};

/** Adding, renaming, retiring and merging players, undoably; done on creation like the game commands. */
class AddPlayerCommand : public QUndoCommand
{
public:
    AddPlayerCommand(const db::Database &db, const QString &name, ChangeListener listener);
    void undo() override;
    void redo() override;

private:
    const db::Database &m_db;
    QString m_name;
    ChangeListener m_listener;
    bool m_first = true;
};

class RenamePlayerCommand : public QUndoCommand
{
public:
    RenamePlayerCommand(const db::Database &db, const QString &from, const QString &to, ChangeListener listener);
    void undo() override;
    void redo() override;

private:
    const db::Database &m_db;
    QString m_from;
    QString m_to;
    ChangeListener m_listener;
    bool m_first = true;
};

class RetirePlayerCommand : public QUndoCommand
{
public:
    /** Retires an active player, or brings a retired one back. */
    RetirePlayerCommand(const db::Database &db, const QString &name, ChangeListener listener);
    void undo() override;
    void redo() override;

private:
    const db::Database &m_db;
    QString m_name;
    bool m_retire;
    ChangeListener m_listener;
    bool m_first = true;
};

class MergePlayersCommand : public QUndoCommand
{
public:
    MergePlayersCommand(const db::Database &db, const QString &from, const QString &into, ChangeListener listener);
    void undo() override;
    void redo() override;

private:
    const db::Database &m_db;
    QString m_from;
    QString m_into;
    db::Players::Merged m_merged;
    ChangeListener m_listener;
    bool m_first = true;
};

/** An import that has already run (in an ImportJob); undo removes its games and new players. */
class ImportGamesCommand : public QUndoCommand
{
public:
    ImportGamesCommand(const db::Database &db, history::History history, QString discipline, db::ImportReport report,
                       ChangeListener listener);
    void undo() override;
    void redo() override;

private:
    const db::Database &m_db;
    history::History m_history;
    QString m_discipline;
    db::ImportReport m_report;
    ChangeListener m_listener;
    bool m_first = true;
};

/** A short description of a game for the Edit menu ("Ann vs Bob", "race of 8"). */
QString describeGame(const db::GameInput &game);

/** Entering or correcting the result of an event's table, undoably (its game comes and goes with it). */
class EventResultCommand : public QUndoCommand
{
public:
    EventResultCommand(const db::Database &db, const QString &event, int round, int table,
                       const std::vector<int> &ranks, ChangeListener listener);
    void undo() override;
    void redo() override;

private:
    const db::Database &m_db;
    QString m_event;
    int m_round;
    int m_table;
    bool m_correction; ///< the table had a result before
    db::GameInput m_before;
    db::GameRecord m_after;
    ChangeListener m_listener;
    bool m_first = true;
};

/** Pairing an event's next round, undoably. */
class PairRoundCommand : public QUndoCommand
{
public:
    PairRoundCommand(const db::Database &db, const QString &event, ChangeListener listener);
    void undo() override;
    void redo() override;

private:
    const db::Database &m_db;
    QString m_event;
    int m_round = 0;
    ChangeListener m_listener;
    bool m_first = true;
};

/** Creating an event, undoably (undo deletes it again, with nothing paired yet). */
class CreateEventCommand : public QUndoCommand
{
public:
    CreateEventCommand(const db::Database &db, const db::EventInput &input, ChangeListener listener);
    void undo() override;
    void redo() override;

private:
    const db::Database &m_db;
    db::EventInput m_input;
    ChangeListener m_listener;
    bool m_first = true;
};

/** An entrant joining (or checking in) or withdrawing, undoably. */
class EntrantCommand : public QUndoCommand
{
public:
    EntrantCommand(const db::Database &db, const QString &event, const QString &player, bool join,
                   ChangeListener listener);
    void undo() override;
    void redo() override;

private:
    void apply(bool join);

    const db::Database &m_db;
    QString m_event;
    QString m_player;
    bool m_join;
    bool m_wasEntrant = false; ///< a join that brought back a withdrawn entrant
    ChangeListener m_listener;
    bool m_first = true;
};

} // namespace podium::ui
