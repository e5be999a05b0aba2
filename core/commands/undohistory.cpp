// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "commands/undohistory.h"

#include "commands/clubcommand.h"

#include <QUndoCommand>
#include <QUndoStack>

namespace podium::commands {

namespace {

/** One club command on the undo stack. */
class UndoStep : public QUndoCommand
{
public:
    explicit UndoStep(std::unique_ptr<ClubCommand> command)
        : QUndoCommand(command->text())
        , m_command(std::move(command))
    { }

    void redo() override { step(m_command->redo()); }
    void undo() override { step(m_command->undo()); }

private:
    void step(bool done)
    {
        // QUndoStack deletes an obsolete command after the step instead of keeping a step it cannot take.
        if (!done)
            setObsolete(true);
        setText(m_command->text()); // a command may name itself better once made ("Pair round 3 of Open")
    }

    std::unique_ptr<ClubCommand> m_command;
};

} // namespace

UndoHistory::UndoHistory()
    : m_stack(std::make_unique<QUndoStack>())
{ }

UndoHistory::~UndoHistory()
{
    m_stack->clear(); // the commands go first, while the club they refer to is still whole
}

void UndoHistory::keep(std::unique_ptr<ClubCommand> command)
{
    m_stack->push(new UndoStep(std::move(command))); // its first redo only publishes the change
}

QUndoStack *undoStack(Club &club)
{
    if (auto *history = dynamic_cast<UndoHistory *>(club.history()))
        return history->stack();
    auto history = std::make_unique<UndoHistory>();
    QUndoStack *stack = history->stack();
    club.setHistory(std::move(history));
    return stack;
}

} // namespace podium::commands
