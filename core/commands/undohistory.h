// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/club.h"

class QUndoStack;

namespace podium::commands {

/**
 * The club's undo stack, for the app (and its tests): the club's commands kept in a QUndoStack, whose undo and redo
 * actions, texts and clean state the Edit menu and the toolbar show. A step whose undo or redo failed (the file was
 * changed elsewhere) leaves the stack. Apart from core (library podium_undo) because QUndoStack is Qt Gui's, and
 * podium-cli loads only Qt Core.
 */
class UndoHistory : public CommandHistory
{
public:
    UndoHistory();
    ~UndoHistory() override;

    void keep(std::unique_ptr<ClubCommand> command) override;
    QUndoStack *stack() const { return m_stack.get(); }

private:
    std::unique_ptr<QUndoStack> m_stack;
};

/** The club's undo stack; a club without a history gets one now. */
QUndoStack *undoStack(Club &club);

} // namespace podium::commands
