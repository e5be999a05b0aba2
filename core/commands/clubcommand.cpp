// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "commands/clubcommand.h"

#include "io/inputerror.h"
#include "store/dberror.h"

namespace podium::commands {

ClubCommand::ClubCommand(Club &club)
    : m_club(club)
{ }

void ClubCommand::applyFirst()
{
    apply();
    m_applied = true;
}

bool ClubCommand::attempt(void (ClubCommand::*step)())
{
    QString failure;
    try {
        (this->*step)();
        return true;
    } catch (const db::DbError &error) {
        failure = error.message();
    } catch (const io::InputError &error) {
        failure = error.text();
    }
    // QUndoStack deletes an obsolete command after the step instead of keeping a step it cannot take.
    setObsolete(true);
    m_club.reportFailure(text(), failure);
    return false;
}

void ClubCommand::redo()
{
    if (m_applied)
        m_applied = false; // Club::run has just applied it
    else if (!attempt(&ClubCommand::apply))
        return;
    m_club.publish(change());
}

void ClubCommand::undo()
{
    if (attempt(&ClubCommand::revert))
        m_club.publish(change());
}

} // namespace podium::commands
