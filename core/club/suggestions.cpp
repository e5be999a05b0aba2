#include "club/suggestions.h"

#include "club/leaderboards.h"
#include "club/players.h"
#include "io/errortext.h"
#include "rating/ratingsystem.h"
#include "store/dberror.h"
#include "tournament/heats.h"
#include "tournament/queue.h"
#include "tournament/swiss.h"
#include "tournament/tournamenterror.h"

#include <cmath>
#include <map>

namespace podium::db {

namespace {

/** The players' current ratings on a leaderboard, newcomers at the initial rating; names as the club spells them. */
struct Field
{
    QStringList names;
    std::vector<rating::Rating> ratings;
    std::unique_ptr<rating::RatingSystem> system;
};

Field fieldOf(const Database &db, const QString &leaderboard, const QStringList &players)
{
    Field f;
    for (const QString &p : players) {
        const QString clean = cleanName(p);
        if (clean.isEmpty())
            continue;
        for (const QString &already : f.names) {
            if (already.compare(clean, Qt::CaseInsensitive) == 0)
                throw DbError(ErrorText::tr("%1 is named twice").arg(already));
        }
        f.names.append(clean);
    }
    if (f.names.size() < 2)
        throw DbError(ErrorText::tr("a game needs at least two players; %1 given").arg(f.names.size()));
    Leaderboards boards(db);
    f.system = ratingSystemOf(boards.get(leaderboard));
    std::map<QString, rating::Rating> known;
    for (const LeaderboardRow &row : boards.standings(leaderboard))
        known[row.player.toLower()] = row.rating;
    Players clubPlayers(db);
    for (QString &name : f.names) {
        const auto it = known.find(name.toLower());
        f.ratings.push_back(it != known.end() ? it->second : f.system->initialRating());
        if (clubPlayers.find(name) != 0)
            name = clubPlayers.get(name).name;
    }
    return f;
}

/** The field's players in sides (indexes into the field) as a game to predict: every side at rank 1. */
rating::Game gameOf(const Field &f, const std::vector<std::vector<int>> &sides)
{
    rating::Game game;
    for (std::size_t s = 0; s < sides.size(); ++s) {
        for (int i : sides[s])
            game.players.push_back({f.ratings[static_cast<std::size_t>(i)], static_cast<int>(s), 1.0, NAN, NAN, true});
        game.ranks.push_back(1);
    }
    return game;
}

/** The suggestion of a game in those sides: names, match quality, and the first side's chance with two. */
SuggestedGame describe(const Field &f, const std::vector<std::vector<int>> &sides)
{
    SuggestedGame g;
    for (const auto &side : sides) {
        QStringList members;
        for (int i : side)
            members.append(f.names[i]);
        g.sides.push_back(members);
    }
    const rating::Game game = gameOf(f, sides);
    if (sides.size() == 2)
        g.quality = rating::evenness(*f.system, game, &g.winProbability);
    else
        g.quality = f.system->quality(game).value_or(std::numeric_limits<double>::quiet_NaN());
    return g;
}

/** What the leaderboard ranks each player by: the order for Swiss pairing and lobbies. */
std::vector<double> strengthsOf(const Field &f)
{
    std::vector<double> strength;
    for (const rating::Rating &r : f.ratings)
        strength.push_back(f.system->leaderboardValue(r));
    return strength;
}

/** Everyone paired for one round of head-to-head games, as even as they come; the odd one out has a bye. */
std::vector<SuggestedGame> headToHeadRound(const Field &f)
{
    const std::vector<double> strength = strengthsOf(f);
    std::vector<tournament::SwissEntrant> entrants(strength.size());
    for (std::size_t i = 0; i < strength.size(); ++i)
        entrants[i].rating = strength[i];
    tournament::SwissOptions options;
    options.balanceSides = false;
    const auto pairs = tournament::pairSwiss(
        entrants,
        [&](int a, int b) {
            return rating::evenness(*f.system, gameOf(f, {{a}, {b}}));
        },
        options);
    std::vector<SuggestedGame> games;
    for (const auto &p : pairs) {
        if (p.second >= 0) {
            games.push_back(describe(f, {{p.first}, {p.second}}));
            continue;
        }
        SuggestedGame bye;
        bye.sides.push_back({f.names[p.first]});
        bye.note = QStringLiteral("bye: the odd one out");
        games.push_back(bye);
    }
    return games;
}

/** The field split into k teams of the best match quality the constraints allow. */
SuggestedGame balancedTeams(const Field &f, int k, const tournament::TeamConstraints &constraints)
{
    const tournament::TeamSplit split = tournament::balanceTeams(f.ratings, k, constraints, *f.system);
    std::vector<std::vector<int>> sides(static_cast<std::size_t>(k));
    for (std::size_t i = 0; i < split.teamOf.size(); ++i)
        sides[static_cast<std::size_t>(split.teamOf[i])].push_back(static_cast<int>(i));
    SuggestedGame g = describe(f, sides);
    g.note = split.exact ? QStringLiteral("the best split there is") : QStringLiteral("a good split (heuristic)");
    return g;
}

/** Free-for-all lobbies of at most k players of similar strength. */
std::vector<SuggestedGame> lobbies(const Field &f, int k)
{
    std::vector<SuggestedGame> games;
    for (const auto &lobby : tournament::splitLobbies(strengthsOf(f), k, tournament::LobbyMethod::Tiered)) {
        std::vector<std::vector<int>> sides;
        for (int i : lobby)
            sides.push_back({i});
        games.push_back(describe(f, sides));
    }
    return games;
}

} // namespace

void ClubNight::started(const std::vector<SuggestedGame> &games, const QStringList &present)
{
    QStringList playing;
    for (const SuggestedGame &g : games) {
        if (g.sides.size() != 2 || g.sides[0].isEmpty() || g.sides[1].isEmpty())
            continue;
        const QString a = g.sides[0].front(), b = g.sides[1].front();
        playing << a.toLower() << b.toLower();
        recent[a.toLower()].prepend(b);
        recent[b.toLower()].prepend(a);
        waited[a.toLower()] = 0;
        waited[b.toLower()] = 0;
    }
    for (const QString &p : present) {
        if (!playing.contains(p.toLower()))
            ++waited[p.toLower()];
    }
}

std::vector<SuggestedGame> nextClubGames(const Database &db, const QString &leaderboard, const QStringList &present,
                                         int tables, const ClubNight &night)
{
    const Field f = fieldOf(db, leaderboard, present);
    std::vector<tournament::QueuedPlayer> queue(static_cast<std::size_t>(f.names.size()));
    for (qsizetype i = 0; i < f.names.size(); ++i) {
        const QString key = f.names[i].toLower();
        auto &q = queue[static_cast<std::size_t>(i)];
        if (const auto it = night.waited.find(key); it != night.waited.end())
            q.waited = it->second;
        if (const auto it = night.recent.find(key); it != night.recent.end()) {
            for (const QString &opponent : it->second) {
                for (qsizetype j = 0; j < f.names.size(); ++j) {
                    if (f.names[j].compare(opponent, Qt::CaseInsensitive) == 0)
                        q.recentOpponents.push_back(static_cast<int>(j));
                }
            }
        }
    }
    std::vector<SuggestedGame> games;
    try {
        const auto pairs = tournament::nextGames(queue, tables, [&](int a, int b) {
            return rating::evenness(*f.system, gameOf(f, {{a}, {b}}));
        });
        for (const auto &[a, b] : pairs) {
            SuggestedGame g = describe(f, {{a}, {b}});
            const int waited = queue[static_cast<std::size_t>(a)].waited + queue[static_cast<std::size_t>(b)].waited;
            if (waited > 0)
                g.note = QStringLiteral("waited %1 round(s) between them").arg(waited);
            games.push_back(g);
        }
    } catch (const tournament::TournamentError &e) {
        throw DbError(QString::fromStdString(e.what()));
    }
    return games;
}

std::vector<SuggestedGame> suggestGames(const Database &db, const QString &leaderboard, const QStringList &players,
                                        SuggestMode mode, int k, const tournament::TeamConstraints &constraints)
{
    const Field f = fieldOf(db, leaderboard, players);
    if (k < 2 && mode != SuggestMode::HeadToHead)
        throw DbError(mode == SuggestMode::Teams ? ErrorText::tr("a split needs at least two teams")
                                                 : ErrorText::tr("a lobby needs room for at least two players"));
    try {
        switch (mode) {
        case SuggestMode::HeadToHead:
            return headToHeadRound(f);
        case SuggestMode::Teams:
            return {balancedTeams(f, k, constraints)};
        case SuggestMode::FreeForAll:
            return lobbies(f, k);
        }
    } catch (const tournament::TournamentError &e) {
        throw DbError(QString::fromStdString(e.what()));
    }
    return {};
}

} // namespace podium::db
