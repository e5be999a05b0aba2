// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/club.h"
#include "club/revisions.h"
#include "store/dberror.h"

#include <QCoreApplication>
#include <QString>

#include <utility>
#include <vector>

namespace podium::commands {

/** The translation context of the commands' names (Edit > Undo "Add result Ann vs Bob"). */
struct CommandText
{
    Q_DECLARE_TR_FUNCTIONS(CommandText)
};

/**
 * One change to a club, undoable. A subclass says how to make the change (apply) and take it back
 * (revert), each one transaction of the club's services that throws DbError (or io::InputError) and
 * changes nothing when it cannot be made, and what the change touches. Club::run() applies it once before
 * it is kept in the club's history, so that a refusal reaches whoever asked and nothing is kept; undo and
 * redo after that report a failure (the file was changed elsewhere) through the club and return false, and
 * the history then lets the command go.
 *
 * Undo and redo cannot overwrite another program's work: the rows of games, players, leaderboards and events a
 * command writes (guarded()) carry a revision, and a step writes only while each is at the revision the command's
 * last step left, checked in the step's own transaction. A change moves a row's revision on by one, and its undo
 * moves it back to the number it found, so that a revision names what a row holds: a command undone after the
 * later ones (of any program) were undone finds its rows as it left them.
 *
 * Plain C++ and Qt Core: the undo stack that holds the commands in the app (a QUndoStack, Qt Gui) is
 * commands/undohistory.h, so that podium-cli, which runs each command once, does not load Qt Gui.
 */
class ClubCommand
{
public:
    virtual ~ClubCommand() = default;
    ClubCommand(const ClubCommand &) = delete;
    ClubCommand &operator=(const ClubCommand &) = delete;

    /** Makes the change again (the first time after Club::run: only says what changed); false when it failed. */
    bool redo();
    /** Takes the change back; false when it failed. */
    bool undo();
    /** What the change is, for Edit > Undo ("Add result Ann vs Bob"). */
    const QString &text() const { return m_text; }

protected:
    explicit ClubCommand(Club &club);
    void setText(const QString &text) { m_text = text; }
    /** The step just made has written its journal row itself, in its own transaction (an import). */
    void journaledBySelf() { m_journaledBySelf = true; }

    virtual void apply() = 0;
    virtual void revert() = 0;
    /** What the change touched; asked after apply and after revert. */
    virtual ClubChange change() const = 0;
    /** The rows the change writes, whose revisions guard undo and redo: the same rows in the same order before and
     *  after every step, though a row's id or name may differ (a rename; a game's id, 0 until it is added). */
    virtual std::vector<club::GuardedRow> guarded() const { return {}; }
    /** Whether the change is in effect: after apply, not after revert (guarded() of a rename names the player by
     *  the name of the moment). */
    bool inEffect() const { return m_inEffect; }

    const store::Database &db() const { return m_club.database(); }
    Club &club() const { return m_club; }

private:
    friend class podium::Club;
    enum class Step { First, Redo, Undo };

    /** Club::run's first application; throws what apply throws. */
    void applyFirst();
    /** Runs a step; false (with the failure reported) when it threw. */
    bool attempt(Step step);
    /** Runs a step with its rows' revisions checked before (not the first application) and moved after; throws
     *  what the step throws, and DbError when a row is no longer as this command left it. */
    void guardedStep(Step step);
    /** After a step: each guarded row's revision moved on (a change) or back (an undo), and what it was left at
     *  kept; found: the rows' revisions before the step. */
    void moveRevisions(Step step, const std::vector<qint64> &found);
    /** The refusal of a step because another program changed, deleted or added the row since. */
    store::DbError changedElsewhere(const club::GuardedRow &row, qint64 left, qint64 now, Step step) const;
    /** Writes what the step just made changed to the club's change journal (core/club/journal.h), for the other
     *  programs watching the club; in a transaction of its own, after the step's. */
    void journal();

    Club &m_club;
    QString m_text;
    bool m_applied = false; ///< applyFirst has run: the first redo only publishes
    bool m_journaledBySelf = false;
    bool m_inEffect = false;
    std::vector<qint64> m_found; ///< per guarded row: its revision before the change was last applied (or kNoRow)
    std::vector<qint64> m_left; ///< per guarded row: its revision as the last step left it (or kNoRow)
    std::pair<qint64, qint64> m_mark {-1, -1}; ///< the club's contents as the last step began (Club::publish)
};

} // namespace podium::commands
