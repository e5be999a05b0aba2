#include "club/suggestions.h"

#include "store/dberror.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "rating/ratingsystem.h"
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
                throw DbError(QStringLiteral("%1 is named twice").arg(already));
        }
        f.names.append(clean);
    }
    if (f.names.size() < 2)
        throw DbError(QStringLiteral("a game needs at least two players; %1 given").arg(f.names.size()));
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

rating::Game duel(const rating::Rating &a, const rating::Rating &b)
{
    rating::Game game;
    game.players = {{a, 0, 1.0, NAN, NAN, true}, {b, 1, 1.0, NAN, NAN, true}};
    game.ranks = {1, 1};
    return game;
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
            return rating::evenness(
                *f.system, duel(f.ratings[static_cast<std::size_t>(a)], f.ratings[static_cast<std::size_t>(b)]));
        });
        for (const auto &[a, b] : pairs) {
            SuggestedGame g;
            g.sides = {{f.names[a]}, {f.names[b]}};
            g.quality = rating::evenness(
                *f.system, duel(f.ratings[static_cast<std::size_t>(a)], f.ratings[static_cast<std::size_t>(b)]),
                &g.winProbability);
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
    const QStringList &names = f.names;
    const std::vector<rating::Rating> &ratings = f.ratings;
    const auto &system = f.system;
    std::vector<double> strength;
    for (const rating::Rating &r : ratings)
        strength.push_back(system->leaderboardValue(r));
    const auto gameOf = [&](const std::vector<std::vector<int>> &sides) {
        rating::Game game;
        for (std::size_t s = 0; s < sides.size(); ++s) {
            for (int i : sides[s])
                game.players.push_back(
                    {ratings[static_cast<std::size_t>(i)], static_cast<int>(s), 1.0, NAN, NAN, true});
            game.ranks.push_back(1);
        }
        return game;
    };
    const auto describe = [&](const std::vector<std::vector<int>> &sides) {
        SuggestedGame g;
        for (const auto &side : sides) {
            QStringList members;
            for (int i : side)
                members.append(names[i]);
            g.sides.push_back(members);
        }
        const rating::Game game = gameOf(sides);
        if (sides.size() == 2) {
            g.quality = rating::evenness(*system, game, &g.winProbability);
        } else {
            g.quality = system->quality(game).value_or(std::numeric_limits<double>::quiet_NaN());
        }
        return g;
    };

    if (k < 2 && mode != SuggestMode::HeadToHead)
        throw DbError(mode == SuggestMode::Teams ? QStringLiteral("a split needs at least two teams")
                                                 : QStringLiteral("a lobby needs room for at least two players"));
    std::vector<SuggestedGame> games;
    try {
        switch (mode) {
        case SuggestMode::HeadToHead: {
            std::vector<tournament::SwissEntrant> entrants(ratings.size());
            for (std::size_t i = 0; i < ratings.size(); ++i)
                entrants[i].rating = strength[i];
            tournament::SwissOptions options;
            options.balanceSides = false;
            const auto pairs = tournament::pairSwiss(
                entrants,
                [&](int a, int b) {
                    return rating::evenness(*system, gameOf({{a}, {b}}));
                },
                options);
            for (const auto &p : pairs) {
                if (p.second < 0) {
                    SuggestedGame bye;
                    bye.sides.push_back({names[p.first]});
                    bye.note = QStringLiteral("bye: the odd one out");
                    games.push_back(bye);
                } else {
                    games.push_back(describe({{p.first}, {p.second}}));
                }
            }
            break;
        }
        case SuggestMode::Teams: {
            const tournament::TeamSplit split = tournament::balanceTeams(ratings, k, constraints, *system);
            std::vector<std::vector<int>> sides(static_cast<std::size_t>(k));
            for (std::size_t i = 0; i < split.teamOf.size(); ++i)
                sides[static_cast<std::size_t>(split.teamOf[i])].push_back(static_cast<int>(i));
            SuggestedGame g = describe(sides);
            g.note
                = split.exact ? QStringLiteral("the best split there is") : QStringLiteral("a good split (heuristic)");
            games.push_back(g);
            break;
        }
        case SuggestMode::FreeForAll: {
            for (const auto &lobby : tournament::splitLobbies(strength, k, tournament::LobbyMethod::Tiered)) {
                std::vector<std::vector<int>> sides;
                for (int i : lobby)
                    sides.push_back({i});
                games.push_back(describe(sides));
            }
            break;
        }
        }
    } catch (const tournament::TournamentError &e) {
        throw DbError(QString::fromStdString(e.what()));
    }
    return games;
}

} // namespace podium::db
