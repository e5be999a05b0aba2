#include "db/suggestions.h"

#include "db/dberror.h"
#include "db/leaderboards.h"
#include "db/players.h"
#include "rating/ratingsystem.h"
#include "tournament/heats.h"
#include "tournament/swiss.h"
#include "tournament/tournamenterror.h"

#include <cmath>
#include <map>

namespace podium::db {

std::vector<SuggestedGame> suggestGames(const Database &db, const QString &leaderboard, const QStringList &players,
                                        SuggestMode mode, int k, const tournament::TeamConstraints &constraints)
{
    QStringList names;
    for (const QString &p : players) {
        const QString clean = cleanName(p);
        if (clean.isEmpty())
            continue;
        if (names.contains(clean, Qt::CaseInsensitive))
            throw DbError(QStringLiteral("%1 is named twice").arg(clean));
        names.append(clean);
    }
    if (names.size() < 2)
        throw DbError(QStringLiteral("a game needs at least two players; %1 given").arg(names.size()));
    Leaderboards boards(db);
    const LeaderboardRecord record = boards.get(leaderboard);
    const auto system = ratingSystemOf(record);
    std::map<QString, rating::Rating> known;
    for (const StandingRow &row : boards.standings(leaderboard))
        known[row.player.toLower()] = row.rating;
    // Names as the club spells them; newcomers start at the initial rating.
    std::vector<rating::Rating> ratings;
    std::vector<double> strength;
    for (QString &name : names) {
        const auto it = known.find(name.toLower());
        const rating::Rating r = it != known.end() ? it->second : system->initialRating();
        ratings.push_back(r);
        strength.push_back(system->leaderboardValue(r));
        const qint64 id = Players(db).find(name);
        if (id != 0)
            name = Players(db).get(name).name;
    }
    const auto gameOf = [&](const std::vector<std::vector<int>> &sides) {
        rating::Game game;
        for (std::size_t s = 0; s < sides.size(); ++s) {
            for (int i : sides[s])
                game.players.push_back({ratings[static_cast<std::size_t>(i)], static_cast<int>(s), 1.0, NAN, NAN, true});
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
            g.winProbability = system->winProbability(game);
            g.quality = system->quality(game).value_or(1.0 - std::abs(2 * g.winProbability - 1));
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
                    const rating::Game game = gameOf({{a}, {b}});
                    return system->quality(game).value_or(1.0 - std::abs(2 * system->winProbability(game) - 1));
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
            g.note = split.exact ? QStringLiteral("the best split there is") : QStringLiteral("a good split (heuristic)");
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
