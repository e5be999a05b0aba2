// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/leaderboards.h"

#include "club/leaderboardparts.h"

#include "club/games.h"
#include "club/historypoints.h"
#include "club/players.h"
#include "club/replaysource.h"
#include "club/storetypes.h"
#include "io/errortext.h"
#include "io/ratingtext.h"
#include "store/database.h"
#include "store/dberror.h"

#include "store/statement.h"
#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <set>
#include <unordered_map>

namespace podium::club {

using detail::LoadedHistory;
using detail::loadGame;
using detail::loadLeaderboardHistory;
using detail::playerNames;
using detail::recordFrom;
using detail::replayAll;
using detail::ReplayState;

namespace {

QString paramsText(const rating::ParamList &params)
{
    QJsonObject object;
    for (const auto &[name, value] : params)
        object.insert(QString::fromStdString(name), QString::fromStdString(value));
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

rating::ParamList paramsFrom(const QString &text)
{
    rating::ParamList params;
    const QJsonObject object = QJsonDocument::fromJson(text.toUtf8()).object();
    for (auto it = object.begin(); it != object.end(); ++it)
        params.emplace_back(it.key().toStdString(), it.value().toString().toStdString());
    return params;
}

// The columns recordFrom() reads, first in every query that makes records.
const QString kColumns = QStringLiteral("l.id, l.name, coalesce(d.name, ''), l.algorithm, l.params,"
                                        " coalesce(l.date_from, ''), coalesce(l.date_to, '')");
const QString kFrom = QStringLiteral(" FROM leaderboards l LEFT JOIN disciplines d ON d.id = l.discipline_id");
const QString kSelect = QStringLiteral("SELECT ") + kColumns + kFrom;

/** "YYYY-MM-DD" or a date-time as a bound of a leaderboard's range; throws DbError. */
QString rangeBound(const QString &text, bool end)
{
    if (text.isEmpty())
        return {};
    // A bound as get() reads it back from the table: `leaderboard set` on a leaderboard with a range updates it so.
    if (text.size() == 19 && QDateTime::fromString(text, Qt::ISODate).isValid())
        return text;
    const QDate date = QDate::fromString(text.left(10), Qt::ISODate);
    if (text.size() != 10 || !date.isValid())
        throw DbError(ErrorText::tr("'%1' is not a date (YYYY-MM-DD)").arg(text));
    return text + (end ? QStringLiteral("T23:59:59") : QStringLiteral("T00:00:00"));
}

} // namespace

namespace detail {

QString leaderboardColumns()
{
    return kColumns;
}

QString leaderboardTables()
{
    return kFrom;
}

LeaderboardRecord recordFrom(const Statement &query)
{
    return {query.value(0).toLongLong(),
            query.value(1).toString(),
            query.value(2).toString(),
            query.value(3).toString(),
            paramsFrom(query.value(4).toString()),
            query.value(5).toString(),
            query.value(6).toString()};
}

} // namespace detail

std::unique_ptr<rating::RatingSystem> ratingSystemOf(const LeaderboardRecord &record)
{
    try {
        return rating::makeRatingSystem(record.algorithm.toStdString(), record.params);
    } catch (const rating::RatingError &error) {
        throw DbError(ErrorText::tr("leaderboard '%1': %2").arg(record.name, ratingWhat(error)));
    }
}

Leaderboards::Leaderboards(const Database &database)
    : m_db(database)
{ }

namespace {

/** The name a leaderboard record asks for, refused when empty or taken by another leaderboard than `except`. */
QString checkedName(const Database &db, const LeaderboardRecord &record, qint64 except)
{
    const QString name = record.name.simplified();
    if (name.isEmpty())
        throw DbError(ErrorText::tr("a leaderboard needs a name"));
    checkNameText(record.name, ErrorText::tr("name"));
    ratingSystemOf(record); // validates algorithm and parameters
    const QString from = rangeBound(record.dateFrom, false), to = rangeBound(record.dateTo, true);
    if (!from.isEmpty() && !to.isEmpty() && from > to)
        throw DbError(
            ErrorText::tr("leaderboard '%1': its range starts on %2, after it ends on %3; it would hold no game")
                .arg(name, record.dateFrom, record.dateTo));
    auto existing = db.prepare(QStringLiteral("SELECT id FROM leaderboards WHERE name = ?"));
    existing.addBindValue(name);
    Database::exec(existing);
    if (existing.next() && existing.value(0).toLongLong() != except)
        throw DbError(ErrorText::tr("there is already a leaderboard called '%1'").arg(name));
    return name;
}

QVariant nullIfEmpty(const QString &text)
{
    return text.isEmpty() ? QVariant() : QVariant(text);
}

/** The discipline column of a leaderboard: NULL for every discipline, else the discipline (made if new). */
QVariant disciplineOf(const Database &db, const LeaderboardRecord &record)
{
    return record.discipline.isEmpty() ? QVariant() : QVariant(ensureDiscipline(db, record.discipline));
}

} // namespace

qint64 Leaderboards::create(const LeaderboardRecord &record)
{
    const QString name = checkedName(m_db, record, 0);
    Transaction transaction(m_db);
    // Without an id the database gives the next one (a NULL id would be refused by PostgreSQL's identity column).
    auto insert = m_db.prepare(
        record.id > 0
            ? QStringLiteral("INSERT INTO leaderboards (id, name, discipline_id, algorithm, params, date_from, "
                             "date_to, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id")
            : QStringLiteral("INSERT INTO leaderboards (name, discipline_id, algorithm, params, date_from, "
                             "date_to, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id"));
    if (record.id > 0)
        insert.addBindValue(record.id);
    insert.addBindValue(name);
    insert.addBindValue(disciplineOf(m_db, record));
    insert.addBindValue(record.algorithm);
    insert.addBindValue(paramsText(record.params));
    insert.addBindValue(nullIfEmpty(rangeBound(record.dateFrom, false)));
    insert.addBindValue(nullIfEmpty(rangeBound(record.dateTo, true)));
    insert.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    const qint64 id = Database::execReturningId(insert);
    rebuild(get(name));
    transaction.commit();
    return id;
}

void Leaderboards::update(const QString &name, const LeaderboardRecord &record)
{
    const qint64 id = get(name).id;
    const QString newName = checkedName(m_db, record, id);
    Transaction transaction(m_db);
    auto update = m_db.prepare(
        QStringLiteral("UPDATE leaderboards SET name = ?, discipline_id = ?, algorithm = ?, params = ?, date_from = ?,"
                       " date_to = ?, fresh = 0 WHERE id = ?"));
    update.addBindValue(newName);
    update.addBindValue(disciplineOf(m_db, record));
    update.addBindValue(record.algorithm);
    update.addBindValue(paramsText(record.params));
    update.addBindValue(nullIfEmpty(rangeBound(record.dateFrom, false)));
    update.addBindValue(nullIfEmpty(rangeBound(record.dateTo, true)));
    update.addBindValue(id);
    Database::exec(update);
    rebuild(get(newName));
    transaction.commit();
}

void Leaderboards::setParams(const QString &name, const rating::ParamList &params)
{
    LeaderboardRecord record = get(name);
    // Not a structured binding: Clang before 16 cannot capture one in the lambda (and README promises Clang 14).
    for (const auto &param : params) {
        const auto it = std::find_if(record.params.begin(), record.params.end(),
                                     [&](const auto &p) { return p.first == param.first; });
        if (it != record.params.end())
            it->second = param.second;
        else
            record.params.push_back(param);
    }
    replaceParams(name, record.params);
}

std::vector<LeaderboardRecord> Leaderboards::list() const
{
    auto query = m_db.prepare(kSelect + QStringLiteral(" ORDER BY l.name"));
    Database::exec(query);
    std::vector<LeaderboardRecord> result;
    while (query.next())
        result.push_back(recordFrom(query));
    return result;
}

LeaderboardRecord Leaderboards::get(const QString &name) const
{
    auto query = m_db.prepare(kSelect + QStringLiteral(" WHERE l.name = ?"));
    query.addBindValue(name.simplified());
    Database::exec(query);
    if (!query.next())
        throw DbError(ErrorText::tr("there is no leaderboard called '%1'").arg(name));
    return recordFrom(query);
}

std::vector<HistoryPoint> Leaderboards::history(const QString &player, const QString &name) const
{
    return histories({player}, name).front();
}

std::vector<std::vector<HistoryPoint>> Leaderboards::histories(const QStringList &players, const QString &name) const
{
    const LeaderboardRecord record = get(name);
    const auto system = ratingSystemOf(record);
    const auto kept = loadLeaderboardHistory(m_db, record);
    const LoadedHistory &loaded = *kept;
    // Which of the requested players each history player is (-1 for the others).
    std::vector<int> wanted(loaded.playerIds.size(), -1);
    auto find = m_db.prepare(QStringLiteral("SELECT id FROM players WHERE name = ?"));
    for (qsizetype n = 0; n < players.size(); ++n) {
        find.addBindValue(players.at(n).simplified());
        Database::exec(find);
        if (!find.next())
            throw DbError(ErrorText::tr("there is no player called '%1'").arg(players.at(n).simplified()));
        const auto it = std::find(loaded.playerIds.begin(), loaded.playerIds.end(), find.value(0).toLongLong());
        if (it != loaded.playerIds.end())
            wanted[static_cast<std::size_t>(it - loaded.playerIds.begin())] = static_cast<int>(n);
    }
    std::vector<std::vector<HistoryPoint>> result(static_cast<std::size_t>(players.size()));
    const history::History &h = loaded.history;
    detail::HistoryPoints points(m_db, loaded, *system);
    replayAll(record.name, loaded, *system, [&](std::size_t g, const std::vector<rating::Rating> &after) {
        const history::HistoryGame &game = h.games[g];
        for (std::size_t i = 0; i < game.entryCount; ++i) {
            const int n = wanted[static_cast<std::size_t>(h.entries[game.firstEntry + i].player)];
            if (n >= 0)
                result[static_cast<std::size_t>(n)].push_back(points.point(g, i, after));
        }
        points.advance(g, after);
    });
    return result;
}

void Leaderboards::verifyReplay(const QString &name) const
{
    const LeaderboardRecord record = get(name);
    const auto system = ratingSystemOf(record);
    replayAll(record.name, *loadLeaderboardHistory(m_db, record), *system);
}

/** The leaderboards that rate the discipline's games (their own discipline, or every discipline). */
std::vector<LeaderboardRecord> Leaderboards::ofDiscipline(qint64 disciplineId) const
{
    auto query = m_db.prepare(QStringLiteral("SELECT ") + kColumns + kFrom
                              + QStringLiteral(" WHERE l.discipline_id IS NULL OR l.discipline_id = ?"));
    query.addBindValue(disciplineId);
    Database::exec(query);
    std::vector<LeaderboardRecord> boards;
    while (query.next())
        boards.push_back(recordFrom(query));
    return boards;
}

void Leaderboards::replaceParams(const QString &name, const rating::ParamList &params)
{
    LeaderboardRecord record = get(name);
    record.params = params;
    update(name, record);
}

Leaderboards::Removed Leaderboards::remove(const QString &name)
{
    Removed removed {get(name), {}};
    auto events = m_db.prepare(QStringLiteral("SELECT id FROM events WHERE leaderboard_id = ? ORDER BY id"));
    events.addBindValue(removed.record.id);
    Database::exec(events);
    while (events.next())
        removed.events.push_back(events.value(0).toLongLong());
    Transaction transaction(m_db);
    auto remove = m_db.prepare(QStringLiteral("DELETE FROM leaderboards WHERE id = ?"));
    remove.addBindValue(removed.record.id);
    Database::exec(remove);
    transaction.commit();
    return removed;
}

void Leaderboards::restore(const Removed &removed)
{
    Transaction transaction(m_db);
    const qint64 id = create(removed.record);
    auto link = m_db.prepare(QStringLiteral("UPDATE events SET leaderboard_id = ? WHERE id = ?"));
    for (const qint64 event : removed.events) { // an event deleted since is simply not there to link
        link.addBindValue(id);
        link.addBindValue(event);
        Database::exec(link);
    }
    transaction.commit();
}

std::vector<UnratedDiscipline> unratedDisciplines(const Database &db)
{
    // The disciplines first (few, and usually none), then their games: no scan of the games of a rated club.
    auto unrated = db.prepare(
        QStringLiteral("SELECT d.id, d.name FROM disciplines d WHERE NOT EXISTS (SELECT 1 FROM leaderboards l"
                       " WHERE l.discipline_id = d.id OR l.discipline_id IS NULL) ORDER BY d.name"));
    Database::exec(unrated);
    std::vector<UnratedDiscipline> result;
    auto kinds = db.prepare(QStringLiteral(
        "SELECT kind, count(*) FROM games WHERE discipline_id = ? GROUP BY kind ORDER BY count(*) DESC, kind"));
    while (unrated.next()) {
        kinds.addBindValue(unrated.value(0));
        Database::exec(kinds);
        UnratedDiscipline d {unrated.value(1).toString(), 0, history::GameKind::HeadToHead};
        for (bool first = true; kinds.next(); first = false) {
            if (first)
                d.usualKind = detail::storedKind(kinds.value(0).toString(), 0);
            d.games += kinds.value(1).toInt();
        }
        if (d.games > 0)
            result.push_back(d);
    }
    return result;
}

} // namespace podium::club
