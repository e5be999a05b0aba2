// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/eventtrf.h"
#include "club/records.h"
#include "commands/clubcommand.h"

#include <QStringList>

#include <utility>
#include <vector>

namespace podium::commands {

/** Creates an event from a TRF file with its players, rounds and results (club::importTrfEvent); undo deletes the
 *  event, the games it brought and the players it created, redo imports it again. */
class ImportTrfEvent : public ClubCommand
{
public:
    ImportTrfEvent(Club &club, io::TrfTournament tournament, club::TrfImportOptions options);
    /** The event's name once imported. */
    const QString &event() const { return m_event; }

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    io::TrfTournament m_tournament;
    club::TrfImportOptions m_options;
    QString m_event;
    QStringList m_newPlayers;
    std::vector<std::pair<QString, club::KnownRating>> m_knownGiven; ///< members the file gave a known rating
    std::vector<qint64> m_games;
};

} // namespace podium::commands
