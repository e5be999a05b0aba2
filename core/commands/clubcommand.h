// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/club.h"

#include <QCoreApplication>
#include <QString>

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

    const db::Database &db() const { return m_club.database(); }
    Club &club() const { return m_club; }

private:
    friend class podium::Club;
    /** Club::run's first application; throws what apply throws. */
    void applyFirst();
    /** Runs a step; false (with the failure reported) when it threw. */
    bool attempt(void (ClubCommand::*step)());
    /** Writes what the step just made changed to the club's change journal (core/club/journal.h), for the other
     *  programs watching the club; in a transaction of its own, after the step's. */
    void journal();

    Club &m_club;
    QString m_text;
    bool m_applied = false; ///< applyFirst has run: the first redo only publishes
    bool m_journaledBySelf = false;
};

} // namespace podium::commands
