// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/club.h"
#include "club/storetypes.h"

#include <vector>

namespace podium::club {

/** One change as the journal (table club_changes, schema version 7; its disciplines and rows since version 8)
 *  keeps it. */
struct JournalEntry
{
    qint64 id = 0;
    QString origin; ///< the token of the Club that made it (Club::origin)
    ClubChange change;
    QString rows; ///< the rows the change wrote, by id ("games 12; players 3"); empty when not known
};

/** Whether the club has the journal: every club that can be written does; an older club opened read-only may not. */
bool hasJournal(const Database &db);

/** Writes one change, in a transaction of its own, and lets go of rows far behind (kJournalKept). */
void recordChange(const Database &db, const QString &origin, const ClubChange &change, const QString &rows = {});

/** The id of the latest row; 0 when there is none. */
qint64 latestChange(const Database &db);

/** The rows after the id after, oldest first; with gap set when rows after it were let go (a watcher that fell so
 *  far behind does not know what changed). */
std::vector<JournalEntry> changesSince(const Database &db, qint64 after, bool *gap);

/** How many of the latest rows the journal keeps: far more than a watcher polling twice a second misses. */
constexpr qint64 kJournalKept = 1000;

} // namespace podium::club
