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
    journal();
}

void ClubCommand::journal()
{
    if (m_journaledBySelf) {
        m_journaledBySelf = false;
        return;
    }
    m_club.record(change());
}

bool ClubCommand::attempt(void (ClubCommand::*step)())
{
    QString failure;
    try {
        (this->*step)();
        journal();
        return true;
    } catch (const db::DbError &error) {
        failure = error.message();
    } catch (const io::InputError &error) {
        failure = error.text();
    }
    m_club.reportFailure(text(), failure);
    return false;
}

bool ClubCommand::redo()
{
    if (m_applied)
        m_applied = false; // Club::run has just applied it
    else if (!attempt(&ClubCommand::apply))
        return false;
    m_club.publish(change());
    return true;
}

bool ClubCommand::undo()
{
    if (!attempt(&ClubCommand::revert))
        return false;
    m_club.publish(change());
    return true;
}

} // namespace podium::commands
