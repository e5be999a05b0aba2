// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "history/history.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace podium::io {

/** The standings of a replay, and the history whose players they index. */
struct ReplayedHistory
{
    history::History history;
    std::vector<history::Standing> standings;
};

/**
 * history::replay of readInterchangeFile(path), and the same standings or errors. A file in date order is rated as
 * it is read, never whole in memory; one that is not, or a system with rating periods longer than a game, is read
 * whole and its games sorted by date. Throws InputError, then ReplayError, as reading and then replaying would.
 */
ReplayedHistory replayInterchangeFile(const QString &path, const rating::RatingSystem &system);
/** replayInterchangeFile of a text in memory, as readInterchange reads it. */
ReplayedHistory replayInterchange(const QByteArray &data, const QString &fileName, const rating::RatingSystem &system);

} // namespace podium::io
