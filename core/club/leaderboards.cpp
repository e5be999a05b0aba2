// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/leaderboards.h"

#include "club/games.h"
#include "club/historypoints.h"
#include "club/players.h"
#include "club/replaysource.h"
#include "io/errortext.h"
#include "io/ratingtext.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <set>
#include <unordered_map>

namespace podium::db {

using detail::LoadedHistory;
using detail::loadGame;
using detail::loadLeaderboardHistory;
using detail::playerNames;
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

LeaderboardRecord recordFrom(const QSqlQuery &query)
{
    return {query.value(0).toLongLong(),
            query.value(1).toString(),
            query.value(2).toString(),
            query.value(3).toString(),
            paramsFrom(query.value(4).toString()),
            query.value(5).toString(),
            query.value(6).toString()};
}

void markStale(const Database &db, qint64 id)
{
    QSqlQuery query = db.prepare(QStringLiteral("UPDATE leaderboards SET fresh = 0 WHERE id = ?"));
    query.addBindValue(id);
    Database::exec(query);
}

/** False when the cached standings must be replayed before use. */
bool isFresh(const Database &db, qint64 id)
{
    // A club of schema version 5 or older opened read-only has standings without a volatility: they are replayed
    // in memory, never read.
    constexpr int kVolatility = 6;
    if (db.schemaVersion() < kVolatility)
        return false;
    QSqlQuery fresh = db.prepare(QStringLiteral("SELECT fresh FROM leaderboards WHERE id = ?"));
    fresh.addBindValue(id);
    Database::exec(fresh);
    return fresh.next() && fresh.value(0).toBool();
}

/** The cached standings are now the replay up to the last game of loaded (none when it is empty). */
void markReplayedTo(const Database &db, qint64 id, const LoadedHistory &loaded)
{
    QSqlQuery mark = db.prepare(
        QStringLiteral("UPDATE leaderboards SET fresh = 1, replayed_to_date = ?, replayed_to_game = ? WHERE id = ?"));
    const bool empty = loaded.gameIds.empty();
    mark.addBindValue(empty ? QVariant() : QVariant(QString::fromStdString(loaded.history.games.back().date)));
    mark.addBindValue(empty ? QVariant() : QVariant(loaded.gameIds.back()));
    mark.addBindValue(id);
    Database::exec(mark);
}

/** The statement writeStanding() runs: prepared once for all the players a change writes. */
QSqlQuery prepareStandingWrite(const Database &db)
{
    return db.prepare(QStringLiteral(
        "INSERT INTO standings (leaderboard_id, player_id, mu, sigma, volatility, games, wins, draws, losses,"
        " last_played) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (leaderboard_id, player_id) DO UPDATE SET"
        " mu = excluded.mu, sigma = excluded.sigma, volatility = excluded.volatility, games = excluded.games,"
        " wins = excluded.wins, draws = excluded.draws, losses = excluded.losses, last_played = excluded.last_played"));
}

/** Stores a player's cached standing on a leaderboard, new or replacing the one there. */
void writeStanding(QSqlQuery &write, qint64 leaderboard, qint64 player, const rating::Rating &rating,
                   const history::Standing &record, const std::string &lastPlayed)
{
    // The rating systems refuse a game whose result is not finite (M2); this keeps any other way from storing
    // Inf, or NaN (which SQLite turns into NULL), in the cache.
    if (!std::isfinite(rating.mu) || !std::isfinite(rating.sigma) || !std::isfinite(rating.volatility))
        throw DbError(ErrorText::tr("player %1: the rating is not a finite number and cannot be stored").arg(player));
    for (const QVariant &v :
         {QVariant(leaderboard), QVariant(player), QVariant(rating.mu), QVariant(rating.sigma),
          QVariant(rating.volatility), QVariant(record.games), QVariant(record.wins), QVariant(record.draws),
          QVariant(record.losses), QVariant(QString::fromStdString(lastPlayed))})
        write.addBindValue(v);
    Database::exec(write);
}

/** Best first; equal values by name, so that the order does not depend on how the rows were read. */
void sortByPlace(std::vector<LeaderboardRow> &rows)
{
    std::sort(rows.begin(), rows.end(), [](const LeaderboardRow &a, const LeaderboardRow &b) {
        return a.value != b.value ? a.value > b.value : a.player < b.player;
    });
}

/** The cached standings of players with rated games, best first. */
std::vector<LeaderboardRow> cachedRows(const Database &db, qint64 id, const rating::RatingSystem &system)
{
    QSqlQuery query = db.prepare(QStringLiteral(
        "SELECT p.name, s.mu, s.sigma, s.games, s.wins, s.draws, s.losses, s.last_played, s.volatility"
        " FROM standings s JOIN players p ON p.id = s.player_id WHERE s.leaderboard_id = ? AND s.games > 0"));
    query.addBindValue(id);
    Database::exec(query);
    std::vector<LeaderboardRow> rows;
    while (query.next()) {
        LeaderboardRow row;
        row.player = query.value(0).toString();
        row.rating = {query.value(1).toDouble(), query.value(2).toDouble(), query.value(8).toDouble()};
        row.value = system.leaderboardValue(row.rating);
        row.games = query.value(3).toInt();
        row.wins = query.value(4).toInt();
        row.draws = query.value(5).toInt();
        row.losses = query.value(6).toInt();
        row.lastPlayed = query.value(7).toString();
        rows.push_back(std::move(row));
    }
    sortByPlace(rows);
    return rows;
}

/** The standings of a replay that could not be stored, as cachedRows() would read them once stored. */
std::vector<LeaderboardRow> replayedRows(const Database &db, const LoadedHistory &loaded, const ReplayState &state,
                                         const rating::RatingSystem &system)
{
    const std::vector<QString> names = playerNames(db, loaded); // a dangling player is a DbError (M10)
    std::vector<LeaderboardRow> rows;
    for (std::size_t p = 0; p < loaded.playerIds.size(); ++p) {
        const history::Standing &counts = state.counts[p];
        if (counts.games <= 0)
            continue;
        LeaderboardRow row;
        row.player = names[p];
        row.rating = state.ratings[p];
        row.value = system.leaderboardValue(row.rating);
        row.games = counts.games;
        row.wins = counts.wins;
        row.draws = counts.draws;
        row.losses = counts.losses;
        row.lastPlayed = QString::fromStdString(state.lastPlayed[p]);
        rows.push_back(std::move(row));
    }
    sortByPlace(rows);
    return rows;
}

/** A rating engine's refusal in words for people, about the participant called who. */
QString refusalAbout(const QString &who, const rating::RatingError &error)
{
    const QString path = QString::fromStdString(error.path());
    const QString field = path.mid(path.lastIndexOf(QLatin1Char(']')) + 1); // ".minutes", ".score" or nothing
    const QString english = QString::fromStdString(error.message()); // which complaint it is
    if (field == QLatin1String(".minutes") && english.contains(QLatin1String("needs")))
        return ErrorText::tr("%1's minutes are missing: ZoneStats rates score per hour and needs them").arg(who);
    if (field == QLatin1String(".score") && english.contains(QLatin1String("needs")))
        return ErrorText::tr("%1's score is missing: ZoneStats rates score per hour and needs it").arg(who);
    return ErrorText::tr("%1: %2").arg(who, ratingMessage(error));
}

/** A rating engine's refusal in words for people: the participant by name, not "teams[1][0].minutes". */
QString refusalText(const Database &db, const LoadedHistory &loaded, const rating::RatingError &error)
{
    const history::History &h = loaded.history;
    const history::HistoryGame &hg = h.games.front();
    if (error.participant < 0 || static_cast<std::size_t>(error.participant) >= hg.entryCount)
        return ratingWhat(error);
    const auto player
        = static_cast<std::size_t>(h.entries[hg.firstEntry + static_cast<std::size_t>(error.participant)].player);
    QSqlQuery name = db.prepare(QStringLiteral("SELECT name FROM players WHERE id = ?"));
    name.addBindValue(loaded.playerIds[player]);
    Database::exec(name);
    return refusalAbout(name.next() ? name.value(0).toString() : QString::number(loaded.playerIds[player]), error);
}

/** The name of the participant a rating engine refused in one game of a history, empty when it named none. */
QString refusedParticipant(const history::History &h, const history::HistoryGame &game,
                           const rating::RatingError &error)
{
    if (error.participant < 0 || static_cast<std::size_t>(error.participant) >= game.entryCount)
        return {};
    const history::Entry &entry = h.entries[game.firstEntry + static_cast<std::size_t>(error.participant)];
    return QString::fromStdString(h.players[static_cast<std::size_t>(entry.player)]);
}

/** The ratings after the one game of a loaded game, from priors (indexed like its players); throws DbError. */
std::vector<rating::Rating> rateGame(const Database &db, const LeaderboardRecord &record,
                                     const rating::RatingSystem &system, const LoadedHistory &loaded,
                                     const std::vector<rating::Rating> &priors)
{
    const history::History &h = loaded.history;
    rating::Game game;
    history::buildGame(h, h.games.front(), priors, game);
    std::vector<rating::Rating> posterior;
    try {
        system.rate(game, posterior);
    } catch (const rating::RatingError &error) {
        throw DbError(ErrorText::tr("leaderboard '%1' cannot rate this game: %2")
                          .arg(record.name, refusalText(db, loaded, error)));
    }
    return posterior;
}

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

std::unique_ptr<rating::RatingSystem> ratingSystemOf(const LeaderboardRecord &record)
{
    try {
        return rating::makeRatingSystem(record.algorithm.toStdString(), record.params);
    } catch (const rating::RatingError &error) {
        throw DbError(ErrorText::tr("leaderboard '%1': %2").arg(record.name, ratingWhat(error)));
    }
}

UnratableGame::UnratableGame(const QString &leaderboard, qint64 gameId, const QString &reason, const QString &detail)
    : DbError(
        ErrorText::tr("leaderboard '%1' cannot rate game %2: %3").arg(leaderboard, QString::number(gameId), detail))
    , m_leaderboard(leaderboard)
    , m_gameId(gameId)
    , m_reason(reason)
{ }

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
    QSqlQuery existing = db.prepare(QStringLiteral("SELECT id FROM leaderboards WHERE name = ?"));
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
    QSqlQuery insert = m_db.prepare(
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
    QSqlQuery update = m_db.prepare(
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
    QSqlQuery query = m_db.prepare(kSelect + QStringLiteral(" ORDER BY l.name"));
    Database::exec(query);
    std::vector<LeaderboardRecord> result;
    while (query.next())
        result.push_back(recordFrom(query));
    return result;
}

LeaderboardRecord Leaderboards::get(const QString &name) const
{
    QSqlQuery query = m_db.prepare(kSelect + QStringLiteral(" WHERE l.name = ?"));
    query.addBindValue(name.simplified());
    Database::exec(query);
    if (!query.next())
        throw DbError(ErrorText::tr("there is no leaderboard called '%1'").arg(name));
    return recordFrom(query);
}

void Leaderboards::rebuild(const LeaderboardRecord &record)
{
    const auto system = ratingSystemOf(record);
    const auto kept = loadLeaderboardHistory(m_db, record);
    const LoadedHistory &loaded = *kept;
    const ReplayState state = replayAll(record.name, loaded, *system);
    QSqlQuery clear = m_db.prepare(QStringLiteral("DELETE FROM standings WHERE leaderboard_id = ?"));
    clear.addBindValue(record.id);
    Database::exec(clear);
    QSqlQuery write = prepareStandingWrite(m_db);
    for (std::size_t p = 0; p < loaded.playerIds.size(); ++p)
        writeStanding(write, record.id, loaded.playerIds[p], state.ratings[p], state.counts[p], state.lastPlayed[p]);
    markReplayedTo(m_db, record.id, loaded);
    m_db.keepRemembered(); // the standings cache is derived from the games: the history read stays good
}

LeaderboardView Leaderboards::view(const QString &name)
{
    const LeaderboardRecord record = get(name);
    const auto system = ratingSystemOf(record);
    // A read never waits for the write lock and never fails for want of it (issue 11, point 5): stale standings
    // are stored as the cache when the lock is free at once, and shown from the replay in memory while another
    // program writes or when the file is read-only (the next read tries again).
    if (!isFresh(m_db, record.id) && !m_db.tryWrite([&] { rebuild(record); })) {
        const auto kept = loadLeaderboardHistory(m_db, record);
        const ReplayState state = replayAll(record.name, *kept, *system);
        return {replayedRows(m_db, *kept, state, *system), system->hasUncertainty(), system->initialRating().sigma};
    }
    return {cachedRows(m_db, record.id, *system), system->hasUncertainty(), system->initialRating().sigma};
}

std::vector<LeaderboardRow> Leaderboards::standings(const QString &name)
{
    return view(name).rows;
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
    QSqlQuery find = m_db.prepare(QStringLiteral("SELECT id FROM players WHERE name = ?"));
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

bool Leaderboards::cacheMatchesReplay(const QString &name, QString *difference, bool *stale) const
{
    const LeaderboardRecord record = get(name);
    const bool fresh = isFresh(m_db, record.id);
    if (stale)
        *stale = !fresh;
    // Every leaderboard is replayed, stale ones too: a stale cache claims nothing, but a history that cannot be
    // replayed is broken all the same, and the next read would fail on it (M6 of the reliability review).
    ReplayState state;
    std::shared_ptr<const LoadedHistory> kept;
    try {
        const auto system = ratingSystemOf(record);
        kept = loadLeaderboardHistory(m_db, record);
        state = replayAll(record.name, *kept, *system);
    } catch (const DbError &error) {
        if (difference)
            *difference = error.message();
        return false;
    }
    if (!fresh)
        return true; // marked for a replay: nothing cached claims to be current
    const LoadedHistory &loaded = *kept;
    QSqlQuery query = m_db.prepare(QStringLiteral(
        "SELECT player_id, mu, sigma, games, wins, draws, losses, volatility FROM standings WHERE leaderboard_id = ?"));
    query.addBindValue(record.id);
    Database::exec(query);
    std::unordered_map<qint64, std::size_t> index;
    for (std::size_t p = 0; p < loaded.playerIds.size(); ++p)
        index.emplace(loaded.playerIds[p], p);
    std::size_t seen = 0;
    const auto differ = [&](const QString &what) {
        if (difference)
            *difference = QStringLiteral("leaderboard '%1': %2").arg(record.name, what);
        return false;
    };
    while (query.next()) {
        const auto it = index.find(query.value(0).toLongLong());
        if (it == index.end())
            return differ(QStringLiteral("player %1 has standings but no games").arg(query.value(0).toLongLong()));
        const std::size_t p = it->second;
        const history::Standing &c = state.counts[p];
        // Incremental updates and a replay do the same arithmetic in the same order: equal to the bit,
        // but allow for the last digit in case a compiler contracts differently.
        const auto near = [](double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); };
        if (!std::isfinite(query.value(1).toDouble()) || !std::isfinite(query.value(2).toDouble()))
            return differ(QStringLiteral("player %1: the stored rating is not a finite number; change the parameters"
                                         " and the standings are replayed")
                              .arg(query.value(0).toLongLong()));
        if (!near(query.value(1).toDouble(), state.ratings[p].mu)
            || !near(query.value(2).toDouble(), state.ratings[p].sigma)
            || !near(query.value(7).toDouble(), state.ratings[p].volatility) || query.value(3).toInt() != c.games
            || query.value(4).toInt() != c.wins || query.value(5).toInt() != c.draws
            || query.value(6).toInt() != c.losses)
            return differ(QStringLiteral("player %1: stored %2 / %3 but a replay gives %4 / %5")
                              .arg(query.value(0).toLongLong())
                              .arg(query.value(1).toDouble(), 0, 'g', 12)
                              .arg(query.value(2).toDouble(), 0, 'g', 12)
                              .arg(state.ratings[p].mu, 0, 'g', 12)
                              .arg(state.ratings[p].sigma, 0, 'g', 12));
        ++seen;
    }
    if (seen != loaded.playerIds.size())
        return differ(
            QStringLiteral("%1 players have games but only %2 have standings").arg(loaded.playerIds.size()).arg(seen));
    return true;
}

void Leaderboards::invalidateAll()
{
    m_db.execute(QStringLiteral("UPDATE leaderboards SET fresh = 0"));
}

void Leaderboards::gameChanged(qint64 gameId, qint64 disciplineId, const QString &playedAt, Change change)
{
    // The leaderboards whose discipline and date range hold the game.
    QSqlQuery query = m_db.prepare(
        QStringLiteral("SELECT ") + kColumns
        + QStringLiteral(", l.fresh, coalesce(l.replayed_to_date, ''), coalesce(l.replayed_to_game, 0)") + kFrom
        + QStringLiteral(" WHERE (l.discipline_id IS NULL OR l.discipline_id = ?) AND (l.date_from IS NULL OR"
                         " l.date_from <= ?) AND (l.date_to IS NULL OR l.date_to >= ?)"));
    query.addBindValue(disciplineId);
    query.addBindValue(playedAt);
    query.addBindValue(playedAt);
    Database::exec(query);
    const bool holdsTheGameNow = change == Change::Appended || change == Change::Saved;
    std::vector<LeaderboardRecord> append, check;
    std::vector<qint64> stale;
    while (query.next()) {
        const LeaderboardRecord record = recordFrom(query);
        const QString lastDate = query.value(8).toString();
        const bool after = playedAt > lastDate || (playedAt == lastDate && gameId > query.value(9).toLongLong());
        // A new game after everything a current cache has seen is rated at once; anything else replays later.
        if (change == Change::Appended && query.value(7).toBool() && after) {
            append.push_back(record);
            continue;
        }
        stale.push_back(record.id);
        if (holdsTheGameNow)
            check.push_back(record);
    }
    for (const qint64 id : stale)
        markStale(m_db, id);
    if (check.empty() && append.empty())
        return;
    const LoadedHistory game = loadGame(m_db, gameId);
    // A leaderboard that replays later must be able to rate the game then: refuse it now, not at the
    // next look at the standings.
    for (const LeaderboardRecord &record : check)
        checkRateable(record, game);
    for (const LeaderboardRecord &record : append)
        applyAppended(record, game);
}

/** The leaderboards that rate the discipline's games (their own discipline, or every discipline). */
std::vector<LeaderboardRecord> Leaderboards::ofDiscipline(qint64 disciplineId) const
{
    QSqlQuery query = m_db.prepare(QStringLiteral("SELECT ") + kColumns + kFrom
                                   + QStringLiteral(" WHERE l.discipline_id IS NULL OR l.discipline_id = ?"));
    query.addBindValue(disciplineId);
    Database::exec(query);
    std::vector<LeaderboardRecord> boards;
    while (query.next())
        boards.push_back(recordFrom(query));
    return boards;
}

void Leaderboards::gamesAdded(const std::vector<qint64> &gameIds, qint64 disciplineId)
{
    if (gameIds.empty())
        return;
    const std::vector<LeaderboardRecord> boards = ofDiscipline(disciplineId);
    if (boards.empty())
        return;
    const auto [first, last] = std::minmax_element(gameIds.begin(), gameIds.end());
    const LoadedHistory loaded = detail::loadGames(m_db, *first, *last);
    const std::set<qint64> added(gameIds.begin(), gameIds.end());
    const history::History &h = loaded.history;
    rating::Game game;
    std::vector<rating::Rating> posterior;
    for (const LeaderboardRecord &record : boards) {
        const auto system = ratingSystemOf(record);
        const std::vector<rating::Rating> priors(h.players.size(), system->initialRating());
        bool holds = false;
        for (std::size_t g = 0; g < h.games.size(); ++g) {
            const QString date = QString::fromStdString(h.games[g].date);
            if (!added.count(loaded.gameIds[g]) || (!record.dateFrom.isEmpty() && date < record.dateFrom)
                || (!record.dateTo.isEmpty() && date > record.dateTo))
                continue;
            holds = true;
            history::buildGame(h, h.games[g], priors, game);
            try {
                system->rate(game, posterior);
            } catch (const rating::RatingError &error) {
                throw DbError(ErrorText::tr("leaderboard '%1' cannot rate this game: %2")
                                  .arg(record.name, refusalText(m_db, loadGame(m_db, loaded.gameIds[g]), error)));
            }
        }
        if (holds)
            markStale(m_db, record.id);
    }
}

void Leaderboards::checkImport(const history::History &history, qint64 disciplineId) const
{
    const std::vector<LeaderboardRecord> boards = ofDiscipline(disciplineId);
    rating::Game game;
    std::vector<rating::Rating> posterior;
    for (const LeaderboardRecord &record : boards) {
        const auto system = ratingSystemOf(record);
        const std::vector<rating::Rating> priors(history.players.size(), system->initialRating());
        for (const history::HistoryGame &hg : history.games) {
            const QString date = QString::fromStdString(hg.date);
            if ((!record.dateFrom.isEmpty() && date < record.dateFrom)
                || (!record.dateTo.isEmpty() && date > record.dateTo))
                continue;
            history::buildGame(history, hg, priors, game);
            try {
                system->rate(game, posterior);
            } catch (const rating::RatingError &error) {
                const QString who = refusedParticipant(history, hg, error);
                const QString why = who.isEmpty() ? ratingWhat(error) : refusalAbout(who, error);
                if (!history.source.empty()) // "FILE:LINE:", as the file's own problems are named
                    throw DbError(ErrorText::tr("%1:%2: game '%3': leaderboard '%4' cannot rate it: %5")
                                      .arg(QString::fromStdString(history.source))
                                      .arg(hg.sourceLine)
                                      .arg(QString::fromStdString(hg.id), record.name, why));
                throw DbError(ErrorText::tr("line %1: game '%2': leaderboard '%3' cannot rate it: %4")
                                  .arg(hg.sourceLine)
                                  .arg(QString::fromStdString(hg.id), record.name, why));
            }
        }
    }
}

void Leaderboards::checkRateable(const LeaderboardRecord &record, const LoadedHistory &game) const
{
    const auto system = ratingSystemOf(record);
    rateGame(m_db, record, *system, game, std::vector(game.history.players.size(), system->initialRating()));
}

void Leaderboards::applyAppended(const LeaderboardRecord &record, const LoadedHistory &game)
{
    const auto system = ratingSystemOf(record);
    // A game of a longer rating period (Glicko-2 by day, week or month) is rated with the rest of its period, and
    // moves the RD of everyone who sat it out: the leaderboard replays at its next read.
    if (system->period() != rating::RatingPeriod::Game) {
        markStale(m_db, record.id);
        checkRateable(record, game);
        return;
    }
    const history::History &h = game.history;
    const history::HistoryGame &hg = h.games.front();
    // The participants' current ratings and records, from the cache; newcomers start afresh.
    std::vector<rating::Rating> priors(h.players.size(), system->initialRating());
    std::vector<history::Standing> records(h.players.size());
    QSqlQuery current
        = m_db.prepare(QStringLiteral("SELECT mu, sigma, games, wins, draws, losses, volatility FROM standings"
                                      " WHERE leaderboard_id = ? AND player_id = ?"));
    for (std::size_t p = 0; p < h.players.size(); ++p) {
        current.addBindValue(record.id);
        current.addBindValue(game.playerIds[p]);
        Database::exec(current);
        if (!current.next())
            continue;
        priors[p] = {current.value(0).toDouble(), current.value(1).toDouble(), current.value(6).toDouble()};
        records[p].games = current.value(2).toInt();
        records[p].wins = current.value(3).toInt();
        records[p].draws = current.value(4).toInt();
        records[p].losses = current.value(5).toInt();
    }
    // The cache is derived: a cached rating no system would take (Inf stored by an older Podium, M2) is not
    // trusted, the leaderboard replays at the next read instead, and the game is only checked.
    const auto usable = [](const rating::Rating &r) {
        return std::abs(r.mu) <= rating::kRatingLimit && r.sigma >= 0.0 && r.sigma <= rating::kRatingLimit
            && std::isfinite(r.volatility);
    };
    if (!std::all_of(priors.begin(), priors.end(), usable)) {
        markStale(m_db, record.id);
        checkRateable(record, game);
        return;
    }
    const std::vector<rating::Rating> posterior = rateGame(m_db, record, *system, game, priors);
    std::vector<int> outcome;
    history::results(h, hg, outcome);
    QSqlQuery write = prepareStandingWrite(m_db);
    for (std::size_t i = 0; i < hg.entryCount; ++i) {
        const history::Entry &entry = h.entries[hg.firstEntry + i];
        const auto p = static_cast<std::size_t>(entry.player);
        if (entry.rated)
            history::addResult(records[p], outcome[i]);
        writeStanding(write, record.id, game.playerIds[p], posterior[i], records[p], hg.date);
    }
    markReplayedTo(m_db, record.id, game);
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
    QSqlQuery events = m_db.prepare(QStringLiteral("SELECT id FROM events WHERE leaderboard_id = ? ORDER BY id"));
    events.addBindValue(removed.record.id);
    Database::exec(events);
    while (events.next())
        removed.events.push_back(events.value(0).toLongLong());
    Transaction transaction(m_db);
    QSqlQuery remove = m_db.prepare(QStringLiteral("DELETE FROM leaderboards WHERE id = ?"));
    remove.addBindValue(removed.record.id);
    Database::exec(remove);
    transaction.commit();
    return removed;
}

void Leaderboards::restore(const Removed &removed)
{
    Transaction transaction(m_db);
    const qint64 id = create(removed.record);
    QSqlQuery link = m_db.prepare(QStringLiteral("UPDATE events SET leaderboard_id = ? WHERE id = ?"));
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
    QSqlQuery unrated = db.prepare(
        QStringLiteral("SELECT d.id, d.name FROM disciplines d WHERE NOT EXISTS (SELECT 1 FROM leaderboards l"
                       " WHERE l.discipline_id = d.id OR l.discipline_id IS NULL) ORDER BY d.name"));
    Database::exec(unrated);
    std::vector<UnratedDiscipline> result;
    QSqlQuery kinds = db.prepare(QStringLiteral(
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

} // namespace podium::db
