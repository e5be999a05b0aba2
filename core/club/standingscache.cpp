// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The Leaderboards service's cached standings: stored after a replay, brought up to date by a game appended after
// everything they have seen, marked stale by any other change, and compared with a replay by `check`.
#include "club/leaderboards.h"

#include "club/leaderboardparts.h"
#include "club/storetypes.h"
#include "io/errortext.h"
#include "store/database.h"
#include "store/dberror.h"

#include "store/statement.h"
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <set>
#include <unordered_map>

namespace podium::club {

using namespace detail;

namespace {

/** Best first; equal values by name, so that the order does not depend on how the rows were read. */
void sortByPlace(std::vector<LeaderboardRow> &rows)
{
    std::sort(rows.begin(), rows.end(), [](const LeaderboardRow &a, const LeaderboardRow &b) {
        return a.value != b.value ? a.value > b.value : a.player < b.player;
    });
}

} // namespace

namespace detail {

void markStale(const Database &db, qint64 id)
{
    auto query = db.prepare(QStringLiteral("UPDATE leaderboards SET fresh = 0 WHERE id = ?"));
    query.addBindValue(id);
    Database::exec(query);
}

bool isFresh(const Database &db, qint64 id)
{
    // A club of schema version 5 or older opened read-only has standings without a volatility: they are replayed
    // in memory, never read.
    constexpr int kVolatility = 6;
    if (db.schemaVersion() < kVolatility)
        return false;
    auto fresh = db.prepare(QStringLiteral("SELECT fresh FROM leaderboards WHERE id = ?"));
    fresh.addBindValue(id);
    Database::exec(fresh);
    return fresh.next() && fresh.value(0).toBool();
}

void markReplayedTo(const Database &db, qint64 id, const LoadedHistory &loaded)
{
    auto mark = db.prepare(
        QStringLiteral("UPDATE leaderboards SET fresh = 1, replayed_to_date = ?, replayed_to_game = ? WHERE id = ?"));
    const bool empty = loaded.gameIds.empty();
    mark.addBindValue(empty ? QVariant() : QVariant(QString::fromStdString(loaded.history.games.back().date)));
    mark.addBindValue(empty ? QVariant() : QVariant(loaded.gameIds.back()));
    mark.addBindValue(id);
    Database::exec(mark);
}

Statement prepareStandingWrite(const Database &db)
{
    return db.prepare(QStringLiteral(
        "INSERT INTO standings (leaderboard_id, player_id, mu, sigma, volatility, games, wins, draws, losses,"
        " last_played) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (leaderboard_id, player_id) DO UPDATE SET"
        " mu = excluded.mu, sigma = excluded.sigma, volatility = excluded.volatility, games = excluded.games,"
        " wins = excluded.wins, draws = excluded.draws, losses = excluded.losses, last_played = excluded.last_played"));
}

void checkStorable(qint64 player, const rating::Rating &rating)
{
    // The rating systems refuse a game whose result is not finite (M2); this keeps any other way from storing
    // Inf, or NaN (which SQLite turns into NULL), in the cache.
    if (!std::isfinite(rating.mu) || !std::isfinite(rating.sigma) || !std::isfinite(rating.volatility))
        throw DbError(ErrorText::tr("player %1: the rating is not a finite number and cannot be stored").arg(player));
}

void writeStanding(Statement &write, qint64 leaderboard, qint64 player, const rating::Rating &rating,
                   const history::Standing &record, const std::string &lastPlayed)
{
    checkStorable(player, rating);
    for (const QVariant &v :
         {QVariant(leaderboard), QVariant(player), QVariant(rating.mu), QVariant(rating.sigma),
          QVariant(rating.volatility), QVariant(record.games), QVariant(record.wins), QVariant(record.draws),
          QVariant(record.losses), QVariant(QString::fromStdString(lastPlayed))})
        write.addBindValue(v);
    Database::exec(write);
}

std::vector<LeaderboardRow> cachedRows(const Database &db, qint64 id, const rating::RatingSystem &system)
{
    auto query = db.prepare(QStringLiteral(
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

std::vector<LeaderboardRow> replayedRows(const Database &db, const LoadedHistory &loaded, const ReplayState &state,
                                         const rating::RatingSystem &system)
{
    return replayedRows(playerNames(db, loaded), loaded, state, system); // a dangling player is a DbError (M10)
}

std::vector<LeaderboardRow> replayedRows(const std::vector<QString> &names, const LoadedHistory &loaded,
                                         const ReplayState &state, const rating::RatingSystem &system)
{
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

void storeStandings(const Database &db, qint64 id, const LoadedHistory &loaded, const ReplayState &state)
{
    auto clear = db.prepare(QStringLiteral("DELETE FROM standings WHERE leaderboard_id = ?"));
    clear.addBindValue(id);
    Database::exec(clear);
    // Every player's row at once, without a QVariant per value: a big club's correction stores 5,000 of them.
    const auto write = db.bulkWriter(QStringLiteral("standings"),
                                     {QStringLiteral("leaderboard_id"), QStringLiteral("player_id"),
                                      QStringLiteral("mu"), QStringLiteral("sigma"), QStringLiteral("volatility"),
                                      QStringLiteral("games"), QStringLiteral("wins"), QStringLiteral("draws"),
                                      QStringLiteral("losses"), QStringLiteral("last_played")});
    for (std::size_t p = 0; p < loaded.playerIds.size(); ++p) {
        const rating::Rating &rating = state.ratings[p];
        const history::Standing &counts = state.counts[p];
        checkStorable(loaded.playerIds[p], rating);
        write->add({std::int64_t {id}, std::int64_t {loaded.playerIds[p]}, rating.mu, rating.sigma, rating.volatility,
                    std::int64_t {counts.games}, std::int64_t {counts.wins}, std::int64_t {counts.draws},
                    std::int64_t {counts.losses}, std::string_view(state.lastPlayed[p])});
    }
    write->finish();
    markReplayedTo(db, id, loaded);
    db.keepRemembered(); // the standings cache is derived from the games: the history read stays good
}

} // namespace detail

void Leaderboards::rebuild(const LeaderboardRecord &record)
{
    const auto system = ratingSystemOf(record);
    const auto kept = loadLeaderboardHistory(m_db, record);
    storeStandings(m_db, record.id, *kept, replayAll(record.name, *kept, *system));
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
    auto query = m_db.prepare(QStringLiteral(
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

void Leaderboards::gameChanged(qint64 gameId, qint64 disciplineId, const QString &playedAt, Change change,
                               const LoadedHistory *stored)
{
    // The leaderboards whose discipline and date range hold the game.
    auto query = m_db.prepare(
        QStringLiteral("SELECT ") + leaderboardColumns()
        + QStringLiteral(", l.fresh, coalesce(l.replayed_to_date, ''), coalesce(l.replayed_to_game, 0)")
        + leaderboardTables()
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
    const LoadedHistory game = stored ? *stored : loadGame(m_db, gameId);
    // A leaderboard that replays later must be able to rate the game then: refuse it now, not at the
    // next look at the standings.
    for (const LeaderboardRecord &record : check)
        checkRateable(record, game);
    for (const LeaderboardRecord &record : append)
        applyAppended(record, game);
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
    auto current = m_db.prepare(QStringLiteral("SELECT mu, sigma, games, wins, draws, losses, volatility FROM standings"
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
    Statement write = prepareStandingWrite(m_db);
    for (std::size_t i = 0; i < hg.entryCount; ++i) {
        const history::Entry &entry = h.entries[hg.firstEntry + i];
        const auto p = static_cast<std::size_t>(entry.player);
        if (entry.rated)
            history::addResult(records[p], outcome[i]);
        writeStanding(write, record.id, game.playerIds[p], posterior[i], records[p], hg.date);
    }
    markReplayedTo(m_db, record.id, game);
}

} // namespace podium::club
