// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/journal.h"

#include "club/storetypes.h"
#include "store/backend.h"
#include "store/database.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

namespace podium::club {

namespace {

constexpr int kJournalVersion = 7;
constexpr int kDisciplinesVersion = 8;

/** The disciplines a change touched, one name per line (a name is one line of text: cleanName); empty when not
 *  known. */
QString disciplinesText(const ClubChange &change)
{
    return change.disciplines.join(QLatin1Char('\n'));
}

QStringList disciplinesFrom(const QString &text)
{
    return text.isEmpty() ? QStringList() : text.split(QLatin1Char('\n'));
}

} // namespace

bool hasJournal(const Database &db)
{
    return db.schemaVersion() >= kJournalVersion;
}

void recordChange(const Database &db, const QString &origin, const ClubChange &change, const QString &rows)
{
    Transaction transaction(db);
    db.backend().journalWriting(db);
    auto insert = db.prepare(
        QStringLiteral("INSERT INTO club_changes (origin, parts, from_date, event, disciplines, rows, made_at)"
                       " VALUES (?, ?, COALESCE(?, ''), COALESCE(?, ''), COALESCE(?, ''), COALESCE(?, ''), ?)"
                       " RETURNING id"));
    insert.addBindValue(origin);
    insert.addBindValue(static_cast<int>(change.parts.toInt()));
    insert.addBindValue(change.fromDate);
    insert.addBindValue(change.event);
    insert.addBindValue(disciplinesText(change));
    insert.addBindValue(rows);
    insert.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    const qint64 id = Database::execReturningId(insert);
    if (id > kJournalKept) {
        auto old = db.prepare(QStringLiteral("DELETE FROM club_changes WHERE id <= ?"));
        old.addBindValue(id - kJournalKept);
        Database::exec(old);
    }
    transaction.commit();
}

qint64 latestChange(const Database &db)
{
    auto latest = db.prepare(QStringLiteral("SELECT COALESCE(max(id), 0) FROM club_changes"));
    Database::exec(latest);
    return latest.next() ? latest.value(0).toLongLong() : 0;
}

std::vector<JournalEntry> changesSince(const Database &db, qint64 after, bool *gap)
{
    // A club of version 7 (opened read-only, so not migrated) has neither disciplines nor rows.
    auto rows = db.prepare(QStringLiteral("SELECT id, origin, parts, from_date, event, %1 FROM club_changes"
                                          " WHERE id > ? ORDER BY id")
                               .arg(db.schemaVersion() >= kDisciplinesVersion ? QStringLiteral("disciplines, rows")
                                                                              : QStringLiteral("'', ''")));
    rows.addBindValue(after);
    Database::exec(rows);
    std::vector<JournalEntry> entries;
    while (rows.next()) {
        JournalEntry entry;
        entry.id = rows.value(0).toLongLong();
        entry.origin = rows.value(1).toString();
        entry.change.parts = ClubChange::Parts::fromInt(rows.value(2).toInt());
        entry.change.fromDate = rows.value(3).toString();
        entry.change.event = rows.value(4).toString();
        entry.change.disciplines = disciplinesFrom(rows.value(5).toString());
        entry.rows = rows.value(6).toString();
        entries.push_back(std::move(entry));
    }
    if (gap) {
        // Rows are let go from the oldest on: when the oldest kept is further on than the next one this watcher
        // would read, it missed some. (Not "ids one after another": a server's sequence skips the ids of rolled
        // back inserts.)
        auto oldest = db.prepare(QStringLiteral("SELECT min(id) FROM club_changes"));
        Database::exec(oldest);
        *gap = oldest.next() && !oldest.value(0).isNull() && oldest.value(0).toLongLong() > after + 1;
    }
    return entries;
}

} // namespace podium::club
