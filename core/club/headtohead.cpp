// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/headtohead.h"

#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "club/storetypes.h"
#include "io/errortext.h"
#include "rating/gaussian.h"
#include "rating/trueskill.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QSet>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>

namespace podium::club {

namespace {

/** The club's spelling of each name of a side; throws DbError for a name that is no player's. */
QStringList clubNames(const Database &db, const QStringList &side)
{
    QStringList names;
    for (const QString &name : side) {
        if (Players(db).find(name) == 0)
            throw DbError(ErrorText::tr("there is no player called '%1'").arg(cleanName(name)));
        names.append(Players(db).get(name).name);
    }
    return names;
}

/** The side's players' ratings on the leaderboard (a new player's rating for one without games there). */
std::vector<rating::Rating> ratingsOf(const Database &db, const QStringList &side, const QString &leaderboard,
                                      const rating::RatingSystem &system)
{
    std::vector<rating::Rating> result;
    auto query = db.prepare(
        QStringLiteral("SELECT s.mu, s.sigma FROM standings s JOIN leaderboards l ON l.id = s.leaderboard_id"
                       " WHERE l.name = ? AND s.player_id = ?"));
    for (const QString &name : side) {
        query.addBindValue(leaderboard);
        query.addBindValue(Players(db).find(name));
        Database::exec(query);
        result.push_back(query.next() ? rating::Rating {query.value(0).toDouble(), query.value(1).toDouble()}
                                      : system.initialRating());
    }
    return result;
}

/** Where one side stood in a game: the best place of its players there, and the sides they played on. */
struct Presence
{
    int players = 0; ///< how many of the side's players took part
    int best = 0; ///< the best place among them
    QSet<QString> sides; ///< team names in a team game, else the players' names
};

Presence presenceIn(const GameInput &game, const QSet<QString> &players)
{
    Presence result;
    for (const ParticipantInput &p : game.participants) {
        if (!players.contains(p.player.toCaseFolded()))
            continue;
        result.best = result.players++ == 0 ? p.rank : std::min(result.best, p.rank);
        result.sides.insert(game.kind == history::GameKind::Team ? p.team : p.player);
    }
    return result;
}

/** Whether the sides met in the game: every player of both took part (a team met only when it played whole),
 *  and in a team game each side was on one team of its own. */
bool met(const GameInput &game, const Presence &a, const Presence &b, const HeadToHead &sides)
{
    if (a.players != sides.namesA.size() || b.players != sides.namesB.size())
        return false;
    if (game.kind != history::GameKind::Team)
        return true;
    return a.sides.size() == 1 && b.sides.size() == 1 && a.sides != b.sides;
}

bool inDateRange(const GameInput &game, const LeaderboardRecord &record)
{
    // Stored bounds and game dates are both ISO date-times, so text order is time order.
    return (record.dateFrom.isEmpty() || game.date >= record.dateFrom)
        && (record.dateTo.isEmpty() || game.date <= record.dateTo);
}

QSet<QString> keysOf(const QStringList &names)
{
    QSet<QString> keys;
    for (const QString &n : names)
        keys.insert(cleanName(n).toCaseFolded());
    return keys;
}

/** The leaderboard's games where A and B met, with who came out ahead each time. */
void findMeetings(const Database &db, HeadToHead &result)
{
    const QSet<QString> a = keysOf(result.namesA), b = keysOf(result.namesB);
    const LeaderboardRecord &scope = result.leaderboard;
    for (const GameRecord &game : Games(db).list({result.namesA.first(), scope.discipline})) {
        if (!inDateRange(game.game, scope))
            continue;
        const Presence pa = presenceIn(game.game, a), pb = presenceIn(game.game, b);
        if (!met(game.game, pa, pb, result))
            continue;
        result.meetings.push_back(game);
        MeetingTally &tally = game.game.kind == history::GameKind::FreeForAll ? result.freeForAlls : result.duels;
        tally.aAhead += pa.best < pb.best;
        tally.level += pa.best == pb.best;
        tally.bAhead += pa.best > pb.best;
    }
}

/** TrueSkill's chances of a win, a draw and a loss for side A (see headToHead()). */
void trueSkillOutlook(const rating::TrueSkill &trueSkill, const rating::Game &game, HeadToHead &result)
{
    double delta = 0.0, variance = 0.0;
    const double beta = trueSkill.params().beta;
    for (const rating::Participant &p : game.players) {
        delta += p.team == 0 ? p.prior.mu : -p.prior.mu;
        variance += beta * beta + p.prior.sigma * p.prior.sigma;
    }
    const double c = std::sqrt(variance);
    const double eps = trueSkill.drawMargin(static_cast<double>(game.players.size()));
    result.win = rating::gaussian::cdf((delta - eps) / c);
    result.loss = rating::gaussian::cdf((-delta - eps) / c);
    result.draw = 1.0 - result.win - result.loss;
    result.drawModel = true;
}

} // namespace

HeadToHead headToHead(const Database &db, const QString &leaderboard, const QStringList &sideA,
                      const QStringList &sideB)
{
    if (sideA.isEmpty() || sideB.isEmpty())
        throw DbError(ErrorText::tr("pick a player or a team on each side"));
    for (const QString &name : sideA) {
        if (sideB.contains(name, Qt::CaseInsensitive))
            throw DbError(ErrorText::tr("'%1' is on both sides").arg(name));
    }
    HeadToHead result;
    result.leaderboard = Leaderboards(db).get(leaderboard);
    result.namesA = clubNames(db, sideA);
    result.namesB = clubNames(db, sideB);
    const auto system = ratingSystemOf(result.leaderboard);
    const auto standings = Leaderboards(db).standings(leaderboard); // brings the cached ratings up to date
    result.drawsSeen
        = std::any_of(standings.begin(), standings.end(), [](const LeaderboardRow &row) { return row.draws > 0; });
    rating::Game game;
    int team = 0;
    for (const QStringList &side : {result.namesA, result.namesB}) {
        for (const rating::Rating &r : ratingsOf(db, side, leaderboard, *system))
            game.players.push_back({r, team});
        game.ranks.push_back(team);
        ++team;
    }
    result.quality = system->quality(game);
    if (const auto *trueSkill = dynamic_cast<const rating::TrueSkill *>(system.get())) {
        trueSkillOutlook(*trueSkill, game, result);
    } else {
        result.win = system->winProbability(game);
        result.loss = 1.0 - result.win;
    }
    findMeetings(db, result);
    return result;
}

} // namespace podium::club
