#include "club/playerstats.h"

#include "store/database.h"
#include "store/dberror.h"
#include "club/leaderboards.h"
#include "club/replaysource.h"

#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <array>

namespace podium::db {

using detail::loadLeaderboardHistory;
using detail::LoadedHistory;
using detail::replayAll;

std::unordered_map<QString, double> recentChanges(const Database &db, const QString &name, int games)
{
    const LeaderboardRecord record = Leaderboards(db).get(name);
    const auto system = ratingSystemOf(record);
    const LoadedHistory loaded = loadLeaderboardHistory(db, record);
    const history::History &h = loaded.history;
    // The last games + 1 values of each player, oldest first; the initial rating counts as the first.
    std::vector<std::vector<double>> recent(h.players.size(), {system->leaderboardValue(system->initialRating())});
    replayAll(loaded, *system, [&](std::size_t g, const std::vector<rating::Rating> &after) {
        const history::HistoryGame &game = h.games[g];
        for (std::size_t i = 0; i < game.entryCount; ++i) {
            auto &values = recent[static_cast<std::size_t>(h.entries[game.firstEntry + i].player)];
            values.push_back(system->leaderboardValue(after[i]));
            if (static_cast<int>(values.size()) > games + 1)
                values.erase(values.begin());
        }
    });
    std::unordered_map<QString, double> result;
    QSqlQuery names = db.prepare(QStringLiteral("SELECT id, name FROM players"));
    Database::exec(names);
    std::unordered_map<qint64, QString> nameOf;
    while (names.next())
        nameOf.emplace(names.value(0).toLongLong(), names.value(1).toString());
    for (std::size_t p = 0; p < recent.size(); ++p)
        result.emplace(nameOf[loaded.playerIds[p]], recent[p].back() - recent[p].front());
    return result;
}

PlayerProfile playerProfile(const Database &db, const QString &player, const QString &name)
{
    const LeaderboardRecord record = Leaderboards(db).get(name);
    const auto system = ratingSystemOf(record);
    const LoadedHistory loaded = loadLeaderboardHistory(db, record);
    QSqlQuery find = db.prepare(QStringLiteral("SELECT id FROM players WHERE name = ?"));
    find.addBindValue(player.simplified());
    Database::exec(find);
    if (!find.next())
        throw DbError(QStringLiteral("there is no player called '%1'").arg(player.simplified()));
    const auto it = std::find(loaded.playerIds.begin(), loaded.playerIds.end(), find.value(0).toLongLong());
    PlayerProfile profile;
    if (it == loaded.playerIds.end())
        return profile;
    const int me = static_cast<int>(it - loaded.playerIds.begin());
    const history::History &h = loaded.history;
    // Ratings before each game: the observer sees a game's results before they replace these.
    std::vector<rating::Rating> current(h.players.size(), system->initialRating());
    std::unordered_map<int, std::array<int, 3>> against; // opponent -> wins, draws, losses of mine
    std::vector<int> outcome;
    replayAll(loaded, *system, [&](std::size_t g, const std::vector<rating::Rating> &after) {
        const history::HistoryGame &game = h.games[g];
        int mine = -1;
        for (std::size_t i = 0; i < game.entryCount; ++i)
            mine = h.entries[game.firstEntry + i].player == me ? static_cast<int>(i) : mine;
        if (mine >= 0) {
            const history::Entry &myEntry = h.entries[game.firstEntry + static_cast<std::size_t>(mine)];
            profile.history.push_back({loaded.gameIds[g], QString::fromStdString(game.date),
                                       after[static_cast<std::size_t>(mine)],
                                       system->leaderboardValue(after[static_cast<std::size_t>(mine)])});
            history::results(h, game, outcome);
            const int result = outcome[static_cast<std::size_t>(mine)];
            ++profile.games;
            profile.wins += result > 0;
            profile.draws += result == 0;
            profile.losses += result < 0;
            for (std::size_t i = 0; i < game.entryCount; ++i) {
                const history::Entry &other = h.entries[game.firstEntry + i];
                if (other.team == myEntry.team)
                    continue;
                // Between the two of us: who finished ahead.
                auto &record = against[other.player];
                record[myEntry.rank < other.rank ? 0 : (myEntry.rank == other.rank ? 1 : 2)] += 1;
                const double before = system->leaderboardValue(current[static_cast<std::size_t>(other.player)]);
                if (result > 0 && (profile.bestWinOpponent.isEmpty() || before > profile.bestWinRating)) {
                    profile.bestWinRating = before;
                    profile.bestWinOpponent = QString::number(loaded.playerIds[static_cast<std::size_t>(other.player)]);
                    profile.bestWinDate = QString::fromStdString(game.date);
                }
            }
        }
        for (std::size_t i = 0; i < game.entryCount; ++i)
            current[static_cast<std::size_t>(h.entries[game.firstEntry + i].player)] = after[i];
    });
    // The toughest: the lowest share of wins (a draw is half) among opponents met at least twice.
    double worst = 2.0;
    int toughest = -1;
    for (const auto &[opponent, record] : against) {
        const int met = record[0] + record[1] + record[2];
        const double share = (record[0] + 0.5 * record[1]) / met;
        if (met >= 2
            && (share < worst
                || (share == worst
                    && met > against.at(toughest)[0] + against.at(toughest)[1] + against.at(toughest)[2]))) {
            worst = share;
            toughest = opponent;
        }
    }
    // Names for the ids found above.
    QSqlQuery nameOf = db.prepare(QStringLiteral("SELECT name FROM players WHERE id = ?"));
    const auto lookup = [&](qint64 id) {
        nameOf.addBindValue(id);
        Database::exec(nameOf);
        return nameOf.next() ? nameOf.value(0).toString() : QString();
    };
    if (!profile.bestWinOpponent.isEmpty())
        profile.bestWinOpponent = lookup(profile.bestWinOpponent.toLongLong());
    if (toughest >= 0) {
        profile.toughestOpponent = lookup(loaded.playerIds[static_cast<std::size_t>(toughest)]);
        profile.toughestWins = against[toughest][0];
        profile.toughestDraws = against[toughest][1];
        profile.toughestLosses = against[toughest][2];
    }
    return profile;
}

} // namespace podium::db
