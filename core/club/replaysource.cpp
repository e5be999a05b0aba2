// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/replaysource.h"

#include "club/leaderboards.h"
#include "club/players.h"

#include "club/storetypes.h"
#include "history/hugepages.h"
#include "io/errortext.h"
#include "io/inputerror.h"
#include "io/ratingtext.h"
#include "io/textinput.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QSqlQuery>
#include <QString>

#include <algorithm>
#include <mutex>
#include <optional>
#include <tuple>
#include <unordered_map>

namespace podium::club::detail {

using store::BulkReader;
using store::BulkValue;

ReplayState replayAll(const LoadedHistory &loaded, const rating::RatingSystem &system,
                      const history::ReplayObserver &extra, const history::PriorObserver &before);

namespace {

/** How many games and participants a read may bring at most: room made at once (pages not written to cost no
 *  memory), not in steps that copy a big club's history again and again. */
struct ReadSize
{
    std::size_t games = 0;
    std::size_t entries = 0;
};

/** A player's index in the history being read, by database id: a table for the ids a club has (dense, from 1), a
 *  map for any other. */
class PlayerIndex
{
public:
    /** The index of the player with this id, and whether it is new (then it is next). */
    std::pair<int, bool> find(qint64 id, int next)
    {
        if (id > 0 && id < kTable) {
            const auto slot = static_cast<std::size_t>(id);
            if (slot >= m_table.size())
                m_table.resize(std::max(slot + 1, 2 * m_table.size()), -1);
            if (m_table[slot] >= 0)
                return {m_table[slot], false};
            m_table[slot] = next;
            return {next, true};
        }
        const auto [it, added] = m_others.try_emplace(id, next);
        return {it->second, added};
    }

private:
    static constexpr qint64 kTable = 1 << 24; ///< ids below this are looked up in a table (64 MiB at most)
    std::vector<int> m_table;
    std::unordered_map<qint64, int> m_others;
};

/** Builds the history from rows of (game id, played_at, kind, player id, team, rank, score, minutes, rated)
 *  in replay order. */
LoadedHistory readRows(BulkReader &rows, ReadSize size = {})
{
    LoadedHistory loaded;
    history::History &h = loaded.history;
    h.games.reserve(size.games);
    loaded.gameIds.reserve(size.games);
    h.entries.reserve(size.entries);
    history::preferHugePages(h.games);
    history::preferHugePages(loaded.gameIds);
    history::preferHugePages(h.entries);
    PlayerIndex playerIndex;
    std::vector<std::string> sides;
    while (rows.next()) {
        const qint64 gameId = rows.integer(0);
        if (loaded.gameIds.empty() || loaded.gameIds.back() != gameId) {
            history::HistoryGame game;
            game.id = std::to_string(gameId);
            game.date = std::string(rows.text(1));
            game.kind = storedKind(rows.text(2), gameId);
            game.firstEntry = h.entries.size();
            h.games.push_back(std::move(game));
            loaded.gameIds.push_back(gameId);
            sides.clear();
        }
        history::HistoryGame &game = h.games.back();
        const qint64 playerId = rows.integer(3);
        const auto [index, added] = playerIndex.find(playerId, static_cast<int>(h.players.size()));
        if (added) {
            h.players.push_back(std::to_string(playerId));
            loaded.playerIds.push_back(playerId);
        }
        history::Entry entry;
        entry.player = index;
        if (game.kind == history::GameKind::Team) {
            const std::string_view team = rows.text(4);
            auto side = std::find(sides.begin(), sides.end(), team);
            if (side == sides.end())
                side = sides.insert(sides.end(), std::string(team));
            entry.team = static_cast<int>(side - sides.begin());
        } else {
            entry.team = static_cast<int>(game.entryCount);
        }
        entry.rank = static_cast<int>(rows.integer(5));
        entry.score = rows.real(6);
        entry.minutes = rows.real(7);
        entry.rated = rows.integer(8) != 0;
        h.entries.push_back(entry);
        ++game.entryCount;
    }
    return loaded;
}

const QString kRows
    = QStringLiteral("SELECT g.id, g.played_at, g.kind, p.player_id, p.team, p.rank, p.score, p.minutes, p.rated"
                     " FROM games g JOIN participants p ON p.game_id = g.id");

} // namespace

history::GameKind storedKind(std::string_view text, qint64 gameId)
{
    try {
        return io::parseGameKind(text); // once per game of a replay: the message is only made on failure
    } catch (const io::InputError &error) {
        throw DbError(
            ErrorText::tr("game %1: %2; the database was changed outside Podium").arg(gameId).arg(error.message()));
    }
}

history::GameKind storedKind(const QString &text, qint64 gameId)
{
    const QByteArray utf8 = text.toUtf8();
    return storedKind(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())), gameId);
}

namespace {

/** What a leaderboard's history is remembered under: its games' discipline and dates, the parts split by 0x1f. */
QString historyKey(const QString &discipline, const QString &from, const QString &to)
{
    return QStringLiteral("history\x1f%1\x1f%2\x1f%3").arg(discipline, from, to);
}

/** The rows of the games of a discipline (empty: any) between two dates (empty: open), in replay order; one game's
 *  alone when gameId is set. */
LoadedHistory readHistory(const Database &db, const QString &discipline, const QString &from, const QString &to,
                          std::optional<qint64> gameId = {})
{
    // Unused filters compare with NULL and pass, so that the statement has the same parameters always.
    const QString sql = kRows
        + QStringLiteral(" WHERE (CAST(? AS TEXT) IS NULL OR g.discipline_id = (SELECT id FROM disciplines "
                         "WHERE name = ?))"
                         " AND (CAST(? AS TEXT) IS NULL OR g.played_at >= ?) AND (CAST(? AS TEXT) IS NULL OR "
                         "g.played_at <= ?)")
        + (gameId ? QStringLiteral(" AND g.id = ? ORDER BY p.position")
                  : QStringLiteral(" ORDER BY g.played_at, g.id, p.position"));
    const std::string disciplineText = discipline.toStdString(), fromText = from.toStdString(),
                      toText = to.toStdString();
    const auto optional = [](const std::string &text) -> BulkValue {
        if (text.empty())
            return nullptr;
        return std::string_view(text);
    };
    ReadSize size; // the whole club's counts, taken from their indexes at once: a discipline's may be fewer
    if (!gameId) {
        auto count
            = db.prepare(QStringLiteral("SELECT (SELECT count(*) FROM games), (SELECT count(*) FROM participants)"));
        Database::exec(count);
        if (count.next()) {
            size.games = static_cast<std::size_t>(std::max<qint64>(0, count.value(0).toLongLong()));
            size.entries = static_cast<std::size_t>(std::max<qint64>(0, count.value(1).toLongLong()));
        }
    }
    // Each value twice, for its two plain placeholders (numbered ones are SQLite's own).
    const auto rows = gameId
        ? db.bulkReader(sql,
                        {optional(disciplineText), optional(disciplineText), optional(fromText), optional(fromText),
                         optional(toText), optional(toText), std::int64_t {*gameId}})
        : db.bulkReader(sql,
                        {optional(disciplineText), optional(disciplineText), optional(fromText), optional(fromText),
                         optional(toText), optional(toText)});
    return readRows(*rows, size);
}

/**
 * The history old with the games changed replaced by fresh (their rows as they are now, those still in the history's
 * discipline and dates): the games in replay order, and the players numbered in the order they first play, exactly
 * as readHistory() would read the whole history now.
 */
LoadedHistory revised(const LoadedHistory &old, std::vector<LoadedHistory> fresh, const std::vector<qint64> &changed)
{
    std::sort(fresh.begin(), fresh.end(), [](const LoadedHistory &a, const LoadedHistory &b) {
        return std::tie(a.history.games.front().date, a.gameIds.front())
            < std::tie(b.history.games.front().date, b.gameIds.front());
    });
    LoadedHistory result;
    history::History &h = result.history;
    h.games.reserve(old.history.games.size() + fresh.size());
    h.entries.reserve(old.history.entries.size() + 2 * fresh.size());
    result.gameIds.reserve(h.games.capacity());
    history::preferHugePages(h.games);
    history::preferHugePages(result.gameIds);
    history::preferHugePages(h.entries);
    std::vector<int> oldNumber(old.playerIds.size(), -1); // an old index's new one
    std::unordered_map<qint64, int> oldIndex; // a player's index in old, by id
    for (std::size_t p = 0; p < old.playerIds.size(); ++p)
        oldIndex.emplace(old.playerIds[p], static_cast<int>(p));
    std::unordered_map<qint64, int> newcomers; // the new index of a player not in old, by id
    const auto number = [&](qint64 id, int &slot) {
        if (slot < 0) {
            slot = static_cast<int>(h.players.size());
            h.players.push_back(std::to_string(id));
            result.playerIds.push_back(id);
        }
        return slot;
    };
    const auto append = [&](const LoadedHistory &from, std::size_t g, bool isOld) {
        history::HistoryGame game = from.history.games[g];
        const std::size_t first = game.firstEntry;
        game.firstEntry = h.entries.size();
        for (std::size_t e = first; e < first + game.entryCount; ++e) {
            history::Entry entry = from.history.entries[e];
            const qint64 id = from.playerIds[static_cast<std::size_t>(entry.player)];
            if (isOld) {
                entry.player = number(id, oldNumber[static_cast<std::size_t>(entry.player)]);
            } else if (const auto known = oldIndex.find(id); known != oldIndex.end()) {
                entry.player = number(id, oldNumber[static_cast<std::size_t>(known->second)]);
            } else {
                entry.player = number(id, newcomers.try_emplace(id, -1).first->second);
            }
            h.entries.push_back(entry);
        }
        h.games.push_back(std::move(game));
        result.gameIds.push_back(from.gameIds[g]);
    };
    auto next = fresh.begin();
    for (std::size_t g = 0; g < old.history.games.size(); ++g) {
        const std::string &date = old.history.games[g].date;
        for (; next != fresh.end()
             && std::tie(next->history.games.front().date, next->gameIds.front()) < std::tie(date, old.gameIds[g]);
             ++next)
            append(*next, 0, false);
        if (!std::binary_search(changed.begin(), changed.end(), old.gameIds[g]))
            append(old, g, true);
    }
    for (; next != fresh.end(); ++next)
        append(*next, 0, false);
    return result;
}

} // namespace

/* A leaderboard's games, read with SQLite's own API: a big club's history is hundreds of thousands of
 * rows, and QtSql's QVariant per value made this read most of a replay's time. */
std::shared_ptr<const LoadedHistory> loadLeaderboardHistory(const Database &db, const LeaderboardRecord &record)
{
    return db.remembered<LoadedHistory>(
        historyKey(record.discipline, record.dateFrom, record.dateTo),
        [&] { return readHistory(db, record.discipline, record.dateFrom, record.dateTo); }, record.discipline);
}

std::shared_ptr<const LoadedHistory> rememberedLeaderboardHistory(const Database &db, const LeaderboardRecord &record)
{
    return db.rememberedIfAny<LoadedHistory>(historyKey(record.discipline, record.dateFrom, record.dateTo));
}

bool rememberLeaderboardHistory(const Database &db, const LeaderboardRecord &record,
                                std::shared_ptr<const LoadedHistory> loaded, std::pair<qint64, qint64> mark)
{
    return db.rememberWorkedOut(historyKey(record.discipline, record.dateFrom, record.dateTo), std::move(loaded), mark,
                                record.discipline);
}

std::size_t participantCount(const Database &db)
{
    auto count = db.prepare(QStringLiteral("SELECT count(*) FROM participants"));
    Database::exec(count);
    return count.next() ? static_cast<std::size_t>(std::max<qint64>(0, count.value(0).toLongLong())) : 0;
}

void reviseHistories(const Database &db, std::pair<qint64, qint64> mark, std::vector<qint64> games)
{
    std::sort(games.begin(), games.end());
    db.reviseRemembered(mark, [&](const QString &key, const std::shared_ptr<const void> &value) {
        const QStringList parts = key.split(QChar(0x1f));
        if (parts.size() != 4 || parts.front() != QLatin1String("history") || games.empty())
            return std::shared_ptr<const void>(); // a rating trail, and the like: worked out again
        const auto &old = *static_cast<const LoadedHistory *>(value.get());
        std::vector<LoadedHistory> fresh;
        for (const qint64 id : games) {
            if (LoadedHistory one = readHistory(db, parts[1], parts[2], parts[3], id); !one.gameIds.empty())
                fresh.push_back(std::move(one));
        }
        const bool had = std::any_of(old.gameIds.begin(), old.gameIds.end(),
                                     [&](qint64 id) { return std::binary_search(games.begin(), games.end(), id); });
        if (fresh.empty() && !had)
            return value; // another discipline's change, or other dates': this history is as it was
        return std::static_pointer_cast<const void>(
            std::make_shared<const LoadedHistory>(revised(old, std::move(fresh), games)));
    });
}

std::vector<QString> playerNames(const Database &db, const LoadedHistory &loaded)
{
    std::unordered_map<qint64, QString> nameOf;
    auto names = db.prepare(QStringLiteral("SELECT id, name FROM players"));
    Database::exec(names);
    while (names.next())
        nameOf.emplace(names.value(0).toLongLong(), names.value(1).toString());
    std::vector<QString> result;
    result.reserve(loaded.playerIds.size());
    for (const qint64 id : loaded.playerIds) {
        const auto it = nameOf.find(id);
        if (it == nameOf.end())
            throw DbError(ErrorText::tr("table participants: a row refers to player %1, who is not in table players; "
                                        "the database was changed outside Podium")
                              .arg(id));
        result.push_back(it->second);
    }
    return result;
}

/** One game as a history of one game. */
LoadedHistory loadGame(const Database &db, qint64 gameId)
{
    const auto rows
        = db.bulkReader(kRows + QStringLiteral(" WHERE g.id = ? ORDER BY p.position"), {std::int64_t {gameId}});
    return readRows(*rows);
}

LoadedHistory storedGame(qint64 gameId, const GameInput &game, const std::vector<qint64> &playerIds)
{
    // As readRows() builds it from the rows: players in the order they first take part, a team game's sides in the
    // order their names first come, every other participant a side of its own.
    LoadedHistory loaded;
    history::History &h = loaded.history;
    history::HistoryGame one;
    one.id = std::to_string(gameId);
    one.date = game.date.toStdString();
    one.kind = game.kind;
    one.firstEntry = 0;
    std::vector<std::string> sides;
    for (std::size_t i = 0; i < game.participants.size(); ++i) {
        const ParticipantInput &p = game.participants[i];
        const auto known = std::find(loaded.playerIds.begin(), loaded.playerIds.end(), playerIds[i]);
        history::Entry entry;
        entry.player = static_cast<int>(known - loaded.playerIds.begin());
        if (known == loaded.playerIds.end()) {
            h.players.push_back(std::to_string(playerIds[i]));
            loaded.playerIds.push_back(playerIds[i]);
        }
        if (game.kind == history::GameKind::Team) {
            const std::string team = p.team.toStdString();
            auto side = std::find(sides.begin(), sides.end(), team);
            if (side == sides.end())
                side = sides.insert(sides.end(), team);
            entry.team = static_cast<int>(side - sides.begin());
        } else {
            entry.team = static_cast<int>(i);
        }
        entry.rank = p.rank;
        entry.score = p.score;
        entry.minutes = p.minutes;
        entry.rated = p.rated;
        h.entries.push_back(entry);
        ++one.entryCount;
    }
    h.games.push_back(std::move(one));
    loaded.gameIds.push_back(gameId);
    return loaded;
}

LoadedHistory loadGames(const Database &db, qint64 firstId, qint64 lastId)
{
    const auto rows = db.bulkReader(kRows + QStringLiteral(" WHERE g.id BETWEEN ? AND ? ORDER BY g.id, p.position"),
                                    {std::int64_t {firstId}, std::int64_t {lastId}});
    return readRows(*rows);
}

namespace {

std::mutex replayCountLock;
std::map<QString, int> replayCount; // guarded by replayCountLock: the board's workers replay too

} // namespace

std::map<QString, int> replaysSoFar()
{
    const std::lock_guard<std::mutex> lock(replayCountLock);
    return replayCount;
}

ReplayState replayAll(const QString &leaderboard, const LoadedHistory &loaded, const rating::RatingSystem &system,
                      const history::ReplayObserver &extra, const history::PriorObserver &before)
{
    {
        const std::lock_guard<std::mutex> lock(replayCountLock);
        ++replayCount[leaderboard];
    }
    try {
        return replayAll(loaded, system, extra, before);
    } catch (const history::ReplayError &error) {
        // The history's game ids are the database's (readRows): the app opens the game from this one.
        throw UnratableGame(
            leaderboard, QString::fromStdString(error.gameId).toLongLong(), ratingMessage(error.cause),
            ErrorText::tr("game %1: %2").arg(QString::fromStdString(error.gameId), ratingWhat(error.cause)));
    }
}

ReplayState replayAll(const LoadedHistory &loaded, const rating::RatingSystem &system,
                      const history::ReplayObserver &extra, const history::PriorObserver &before)
{
    const history::History &h = loaded.history;
    ReplayState state;
    state.ratings.assign(h.players.size(), system.initialRating());
    state.lastPlayed.assign(h.players.size(), std::string());
    state.counts.assign(h.players.size(), history::Standing());
    const auto standings = history::replay(
        h, system,
        [&](std::size_t g, const std::vector<rating::Rating> &after) {
            const history::HistoryGame &game = h.games[g];
            for (std::size_t i = 0; i < game.entryCount; ++i) {
                const auto p = static_cast<std::size_t>(h.entries[game.firstEntry + i].player);
                state.ratings[p] = after[i];
                state.lastPlayed[p] = game.date;
            }
            if (extra)
                extra(g, after);
        },
        before);
    // The standings' ratings, not the last game's: with rating periods the RDs have grown up to the last one.
    for (const history::Standing &s : standings) {
        state.counts[static_cast<std::size_t>(s.player)] = s;
        state.ratings[static_cast<std::size_t>(s.player)] = s.rating;
    }
    return state;
}

} // namespace podium::club::detail
