// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QString>
#include <QStringList>
#include <QVariantList>

#include "club/storetypes.h"

#include <vector>

namespace podium::club {

/** Everything stored of one event (its row, its entrants and its pairings), to put a deleted event back. */
struct EventSnapshot
{
    struct Rows
    {
        QString table;
        QStringList columns;
        std::vector<QVariantList> rows;
    };
    QString name;
    std::vector<Rows> tables; ///< in the order they are restored (the event before what refers to it)
};

/** Throws DbError when there is no event of that name. */
EventSnapshot snapshotEvent(const Database &db, const QString &name);
/** Puts the event back as it was, with its id, in one transaction. A result game deleted since leaves its
 *  table without a result, and a leaderboard removed since leaves the event without one (as their deletion
 *  would have). Throws DbError when the event's name has been taken meanwhile. */
void restoreEvent(const Database &db, const EventSnapshot &snapshot);

} // namespace podium::club
