// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/playerstats.h"

#include "club/historypoints.h"
#include "club/leaderboards.h"
#include "club/ratingtrail.h"
#include "club/replaysource.h"
#include "club/storetypes.h"
#include "io/errortext.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace podium::club {

using detail::HistoryPoints;
using detail::LoadedHistory;
using detail::loadLeaderboardHistory;
using detail::replayAll;

std::unordered_map<QString, double> recentChanges(const Database &db, const QString &name, int games)
{
    // From the leaderboard's rating trail: the one replay the charts and the players' pages read as well.
    return RatingTrail::of(db, Leaderboards(db).get(name))->recentChanges(games);
}

namespace {

/** The player's index in a loaded history, -1 when they have no game in it; throws DbError for an unknown
 *  player. */
int indexOf(const Database &db, const LoadedHistory &loaded, const QString &player)
{
    auto find = db.prepare(QStringLiteral("SELECT id FROM players WHERE name = ?"));
    find.addBindValue(player.simplified());
    Database::exec(find);
    if (!find.next())
        throw DbError(ErrorText::tr("there is no player called '%1'").arg(player.simplified()));
    const auto it = std::find(loaded.playerIds.begin(), loaded.playerIds.end(), find.value(0).toLongLong());
    return it == loaded.playerIds.end() ? -1 : static_cast<int>(it - loaded.playerIds.begin());
}

/** Follows one player through a replay: their record, their rating after each game, the best win and the
 *  record against each opponent. */
class ProfileTally
{
public:
    ProfileTally(const Database &db, const LoadedHistory &loaded, const rating::RatingSystem &system, int me)
        : m_loaded(loaded)
        , m_system(system)
        , m_me(me)
        , m_points(db, loaded, system)
    { }

    /** A replay observer: the game's index and the ratings of its entries after it. */
    void game(std::size_t g, const std::vector<rating::Rating> &after)
    {
        const history::History &h = m_loaded.history;
        const history::HistoryGame &game = h.games[g];
        for (std::size_t i = 0; i < game.entryCount; ++i) {
            if (h.entries[game.firstEntry + i].player == m_me) {
                profile.history.push_back(m_points.point(g, i, after));
                mine(game, i);
            }
        }
        // Ratings before each game: only now do this game's results replace them.
        m_points.advance(g, after);
    }

    /** The profile with its averages of places worked out. */
    PlayerProfile finished()
    {
        if (profile.places.games > 0) {
            profile.places.averagePlace = m_placeSum / profile.places.games;
            profile.places.averageField = m_fieldSum / profile.places.games;
        }
        return std::move(profile);
    }

    PlayerProfile profile;
    std::unordered_map<int, history::Standing> against; ///< my record against each opponent, by history index
    qint64 bestWinOpponent = 0; ///< database id

private:
    void mine(const history::HistoryGame &game, std::size_t entry)
    {
        const history::History &h = m_loaded.history;
        const history::Entry &me = h.entries[game.firstEntry + entry];
        history::results(h, game, m_outcome);
        const int result = m_outcome[entry];
        ++profile.games;
        if (game.kind == history::GameKind::FreeForAll)
            countPlace(profile.history.back());
        else
            countSide(result);
        for (std::size_t i = 0; i < game.entryCount; ++i) {
            const history::Entry &other = h.entries[game.firstEntry + i];
            if (other.team == me.team)
                continue;
            // Between the two of us: who finished ahead.
            history::addResult(against[other.player], me.rank < other.rank ? 1 : (me.rank == other.rank ? 0 : -1));
            const double before = m_system.leaderboardValue(m_points.current(other.player));
            if (result > 0 && (bestWinOpponent == 0 || before > profile.bestWinRating)) {
                profile.bestWinRating = before;
                bestWinOpponent = m_loaded.playerIds[static_cast<std::size_t>(other.player)];
                profile.bestWinDate = QString::fromStdString(game.date);
            }
        }
    }

    void countSide(int result)
    {
        SideRecord &r = profile.sides;
        ++r.games;
        r.wins += result > 0;
        r.draws += result == 0;
        r.losses += result < 0;
    }

    void countPlace(const HistoryPoint &point)
    {
        PlaceRecord &r = profile.places;
        ++r.games;
        r.firsts += point.place == 1;
        r.bestPlace = r.bestPlace == 0 ? point.place : std::min(r.bestPlace, point.place);
        m_placeSum += point.place;
        m_fieldSum += point.sides;
    }

    const LoadedHistory &m_loaded;
    const rating::RatingSystem &m_system;
    const int m_me;
    HistoryPoints m_points; ///< the history's points, and every player's rating before the game being replayed
    std::vector<int> m_outcome;
    double m_placeSum = 0.0, m_fieldSum = 0.0;
};

/** Each opponent's record with their name: the players' names in one query, not one per opponent. */
std::vector<OpponentRecord> opponentRecords(const Database &db, const LoadedHistory &loaded,
                                            const std::unordered_map<int, history::Standing> &against)
{
    const std::vector<QString> names = detail::playerNames(db, loaded);
    std::vector<OpponentRecord> result;
    for (const auto &[opponent, record] : against)
        result.push_back(
            {names[static_cast<std::size_t>(opponent)], record.games, record.wins, record.draws, record.losses});
    // By name, so that ties below fall the same way every time.
    std::sort(result.begin(), result.end(), [](const OpponentRecord &a, const OpponentRecord &b) {
        return QString::localeAwareCompare(a.name, b.name) < 0;
    });
    return result;
}

/** The opponent met most often (the first by name of those met as often), when that is more than once: when every
 *  opponent was met once, none stands out (C14 of the walkthrough of 28 November: "Most often met: Carol (1 game)"). */
OpponentRecord mostMet(const std::vector<OpponentRecord> &opponents)
{
    OpponentRecord most;
    for (const OpponentRecord &o : opponents) {
        if (o.games > most.games)
            most = o;
    }
    return most.games > 1 ? most : OpponentRecord {};
}

/** The share of the meetings the player came out of ahead, a level one counting half. */
double scoreShare(const OpponentRecord &o)
{
    return (o.ahead + 0.5 * o.level) / o.games;
}

OpponentRecord hardest(const std::vector<OpponentRecord> &opponents)
{
    OpponentRecord hardest;
    for (const OpponentRecord &o : opponents) {
        if (o.games < kHardestOpponentMinGames)
            continue;
        if (hardest.games == 0 || scoreShare(o) < scoreShare(hardest)
            || (scoreShare(o) == scoreShare(hardest) && o.games > hardest.games))
            hardest = o;
    }
    return hardest;
}

QString playerName(const Database &db, qint64 id)
{
    auto name = db.prepare(QStringLiteral("SELECT name FROM players WHERE id = ?"));
    name.addBindValue(id);
    Database::exec(name);
    return name.next() ? name.value(0).toString() : QString();
}

} // namespace

PlayerProfile playerProfile(const Database &db, const QString &player, const QString &name)
{
    const LeaderboardRecord record = Leaderboards(db).get(name);
    const auto system = ratingSystemOf(record);
    const auto kept = loadLeaderboardHistory(db, record);
    const LoadedHistory &loaded = *kept;
    const int me = indexOf(db, loaded, player);
    if (me < 0) {
        PlayerProfile none;
        none.hasUncertainty = system->hasUncertainty();
        return none;
    }
    ProfileTally tally(db, loaded, *system, me);
    replayAll(record.name, loaded, *system,
              [&](std::size_t g, const std::vector<rating::Rating> &after) { tally.game(g, after); });
    const std::vector<OpponentRecord> opponents = opponentRecords(db, loaded, tally.against);
    PlayerProfile profile = tally.finished();
    profile.hasUncertainty = system->hasUncertainty();
    if (tally.bestWinOpponent != 0)
        profile.bestWinOpponent = playerName(db, tally.bestWinOpponent);
    profile.mostMet = mostMet(opponents);
    profile.hardest = hardest(opponents);
    return profile;
}

} // namespace podium::club
