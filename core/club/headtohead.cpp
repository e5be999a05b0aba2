#include "club/headtohead.h"

#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "io/errortext.h"
#include "rating/gaussian.h"
#include "rating/trueskill.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QSet>
#include <QSqlQuery>

#include <cmath>

namespace podium::db {

namespace {

/** The side's players' ratings on the leaderboard (a new player's rating for one without games there). */
std::vector<rating::Rating> ratingsOf(const Database &db, const QStringList &side, const QString &leaderboard,
                                      const rating::RatingSystem &system)
{
    std::vector<rating::Rating> result;
    QSqlQuery query = db.prepare(
        QStringLiteral("SELECT s.mu, s.sigma FROM standings s JOIN leaderboards l ON l.id = s.leaderboard_id"
                       " WHERE l.name = ? AND s.player_id = ?"));
    for (const QString &name : side) {
        const qint64 id = Players(db).find(name);
        if (id == 0)
            throw DbError(ErrorText::tr("there is no player called '%1'").arg(cleanName(name)));
        query.addBindValue(leaderboard);
        query.addBindValue(id);
        Database::exec(query);
        result.push_back(query.next() ? rating::Rating {query.value(0).toDouble(), query.value(1).toDouble()}
                                      : system.initialRating());
    }
    return result;
}

/** Which side of a past game each of A's and B's players was on: the games where they met as opponents. */
void findMeetings(const Database &db, const QStringList &sideA, const QStringList &sideB, HeadToHead &result)
{
    QSet<QString> a, b;
    for (const QString &n : sideA)
        a.insert(cleanName(n).toCaseFolded());
    for (const QString &n : sideB)
        b.insert(cleanName(n).toCaseFolded());
    for (const GameRecord &game : Games(db).list({sideA.first(), {}})) {
        int aRank = 0, bRank = 0;
        bool together = false;
        QString aTeam, bTeam;
        for (const ParticipantInput &p : game.game.participants) {
            const QString key = p.player.toCaseFolded();
            const QString side = game.game.kind == history::GameKind::Team ? p.team : p.player;
            if (a.contains(key)) {
                together |= !aTeam.isEmpty() && aTeam != side && game.game.kind == history::GameKind::Team;
                aTeam = side;
                aRank = p.rank;
            } else if (b.contains(key)) {
                bTeam = side;
                bRank = p.rank;
            }
        }
        if (aRank == 0 || bRank == 0 || aTeam == bTeam || together)
            continue;
        result.meetings.push_back(game);
        result.aWon += aRank < bRank;
        result.drawn += aRank == bRank;
        result.bWon += aRank > bRank;
    }
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
    const LeaderboardRecord record = Leaderboards(db).get(leaderboard);
    const auto system = ratingSystemOf(record);
    Leaderboards(db).standings(leaderboard); // brings the cached ratings up to date
    rating::Game game;
    int team = 0;
    for (const QStringList &side : {sideA, sideB}) {
        for (const rating::Rating &r : ratingsOf(db, side, leaderboard, *system))
            game.players.push_back({r, team});
        game.ranks.push_back(team);
        ++team;
    }
    HeadToHead result;
    result.quality = system->quality(game);
    if (const auto *trueSkill = dynamic_cast<const rating::TrueSkill *>(system.get())) {
        double delta = 0.0, variance = 0.0;
        const double beta = trueSkill->params().beta;
        for (const rating::Participant &p : game.players) {
            delta += p.team == 0 ? p.prior.mu : -p.prior.mu;
            variance += beta * beta + p.prior.sigma * p.prior.sigma;
        }
        const double c = std::sqrt(variance);
        const double eps = trueSkill->drawMargin(static_cast<double>(game.players.size()));
        result.win = rating::gaussian::cdf((delta - eps) / c);
        result.loss = rating::gaussian::cdf((-delta - eps) / c);
        result.draw = 1.0 - result.win - result.loss;
    } else {
        result.win = system->winProbability(game);
        result.loss = 1.0 - result.win;
    }
    findMeetings(db, sideA, sideB, result);
    return result;
}

} // namespace podium::db
