// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/suggestions.h"

#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "club/replaysource.h"
#include "club/storetypes.h"
#include "io/errortext.h"
#include "rating/ratingsystem.h"
#include "store/database.h"
#include "store/dberror.h"
#include "tournament/heats.h"
#include "tournament/queue.h"
#include "tournament/swiss.h"
#include "tournament/tournamenterror.h"

#include <QSqlQuery>

#include <algorithm>
#include <cmath>
#include <map>

namespace podium::club {

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
        bye.note = ErrorText::tr("bye: the odd one out");
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
    g.kind = history::GameKind::Team;
    g.note = split.exact ? ErrorText::tr("the best split there is") : ErrorText::tr("a good split (heuristic)");
    return g;
}

/**
 * Matches of two teams of size players each, as many as the players make (C2 of the walkthrough of 28 November: a
 * LAN party's 16 players wanted four 2v2 matches, not one game of 8 teams). The players in order of strength fill
 * the matches in turn, the strongest 2 x size first, so that each match is of players of a level; each is then
 * split into its two most even teams. Those left over sit out, named in a row of their own.
 */
std::vector<SuggestedGame> teamMatches(const Field &f, int size)
{
    const int per = 2 * size;
    const auto n = static_cast<int>(f.names.size());
    if (n < per)
        throw DbError(ErrorText::tr("two teams of %1 need %2 players; %3 are present").arg(size).arg(per).arg(n));
    const std::vector<double> strength = strengthsOf(f);
    std::vector<int> order(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        order[static_cast<std::size_t>(i)] = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return strength[static_cast<std::size_t>(a)] > strength[static_cast<std::size_t>(b)];
    });
    std::vector<SuggestedGame> games;
    int at = 0;
    for (; at + per <= n; at += per) {
        std::vector<rating::Rating> ratings;
        for (int k = at; k < at + per; ++k)
            ratings.push_back(f.ratings[static_cast<std::size_t>(order[static_cast<std::size_t>(k)])]);
        const tournament::TeamSplit split = tournament::balanceTeams(ratings, 2, {}, *f.system);
        std::vector<std::vector<int>> sides(2);
        for (std::size_t i = 0; i < split.teamOf.size(); ++i)
            sides[static_cast<std::size_t>(split.teamOf[i])].push_back(order[static_cast<std::size_t>(at) + i]);
        games.push_back(describe(f, sides));
        games.back().kind = history::GameKind::Team;
        games.back().note
            = split.exact ? ErrorText::tr("the best split there is") : ErrorText::tr("a good split (heuristic)");
    }
    if (at < n) {
        SuggestedGame out; // one side alone: no game, the players who sit this round out
        QStringList waiting;
        for (int k = at; k < n; ++k)
            waiting.append(f.names[order[static_cast<std::size_t>(k)]]);
        out.sides.push_back(waiting);
        out.note = ErrorText::tr("sitting out: teams of %1 take %2 players a match").arg(size).arg(per);
        games.push_back(out);
    }
    return games;
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
        games.back().kind = history::GameKind::FreeForAll;
    }
    return games;
}

/** The players present as the club night's queue sees them: their waits and their recent opponents. */
std::vector<tournament::QueuedPlayer> queueOf(const Field &f, const ClubNight &night)
{
    std::vector<tournament::QueuedPlayer> queue(static_cast<std::size_t>(f.names.size()));
    for (qsizetype i = 0; i < f.names.size(); ++i) {
        const QString key = f.names[i].toLower();
        auto &q = queue[static_cast<std::size_t>(i)];
        if (const auto it = night.waited.find(key); it != night.waited.end())
            q.waited = it->second;
        if (const auto it = night.satOut.find(key); it != night.satOut.end())
            q.satOut = it->second;
        if (const auto it = night.recent.find(key); it != night.recent.end()) {
            for (const QString &opponent : it->second) {
                for (qsizetype j = 0; j < f.names.size(); ++j) {
                    if (f.names[j].compare(opponent, Qt::CaseInsensitive) == 0)
                        q.recentOpponents.push_back(static_cast<int>(j));
                }
            }
        }
    }
    return queue;
}

/** A club night's game in those sides, with who waited for it and how long (longest first). */
SuggestedGame clubGame(const Field &f, const std::vector<tournament::QueuedPlayer> &queue,
                       const std::vector<std::vector<int>> &sides, history::GameKind kind)
{
    SuggestedGame g = describe(f, sides);
    g.kind = kind;
    for (const auto &side : sides) {
        for (int i : side) {
            if (const int waited = queue[static_cast<std::size_t>(i)].waited; waited > 0)
                g.waited.emplace_back(f.names[i], waited);
        }
    }
    std::stable_sort(g.waited.begin(), g.waited.end(),
                     [](const auto &a, const auto &b) { return a.second > b.second; });
    return g;
}

/** Team tables of the usual size, each split into its two most even teams. */
std::vector<SuggestedGame> teamTables(const Field &f, const std::vector<tournament::QueuedPlayer> &queue, int tables,
                                      int teamSize)
{
    std::vector<SuggestedGame> games;
    for (const std::vector<int> &table : tournament::nextTeamTables(queue, tables, teamSize, strengthsOf(f))) {
        std::vector<rating::Rating> ratings;
        for (int i : table)
            ratings.push_back(f.ratings[static_cast<std::size_t>(i)]);
        const tournament::TeamSplit split = tournament::balanceTeams(ratings, 2, {}, *f.system);
        std::vector<std::vector<int>> sides(2);
        for (std::size_t j = 0; j < table.size(); ++j)
            sides[static_cast<std::size_t>(split.teamOf[j])].push_back(table[j]);
        games.push_back(clubGame(f, queue, sides, history::GameKind::Team));
    }
    return games;
}

/** Head-to-head games from the queue's matching. */
std::vector<SuggestedGame> duelTables(const Field &f, const std::vector<tournament::QueuedPlayer> &queue, int tables)
{
    std::vector<SuggestedGame> games;
    const auto pairs = tournament::nextGames(queue, tables, [&](int a, int b) {
        return rating::evenness(*f.system, gameOf(f, {{a}, {b}}));
    });
    for (const auto &[a, b] : pairs)
        games.push_back(clubGame(f, queue, {{a}, {b}}, history::GameKind::HeadToHead));
    return games;
}

} // namespace

void ClubNight::started(const std::vector<SuggestedGame> &games, const QStringList &present)
{
    QStringList playing;
    for (const SuggestedGame &g : games) {
        for (std::size_t s = 0; s < g.sides.size() && !g.isBye(); ++s) {
            QStringList opponents; // the other sides, in their order, before those met earlier
            for (std::size_t other = 0; other < g.sides.size(); ++other)
                opponents += other != s ? g.sides[other] : QStringList();
            for (const QString &player : g.sides[s]) {
                const QString key = player.toLower();
                playing << key;
                waited[key] = 0;
                recent[key] = opponents + recent[key];
            }
        }
    }
    for (const QString &p : present) {
        if (!playing.contains(p.toLower())) {
            ++waited[p.toLower()];
            ++satOut[p.toLower()];
        }
    }
}

std::vector<SuggestedGame> nextClubGames(const Database &db, const QString &leaderboard, const QStringList &present,
                                         int tables, const ClubNight &night)
{
    const Field f = fieldOf(db, leaderboard, present);
    const std::vector<tournament::QueuedPlayer> queue = queueOf(f, night);
    const UsualGame usual = usualGame(db, Leaderboards(db).get(leaderboard).discipline);
    try {
        if (usual.kind == history::GameKind::Team)
            return teamTables(f, queue, tables, usual.teamSize);
        return duelTables(f, queue, tables);
    } catch (const tournament::TournamentError &e) {
        throw DbError(QString::fromStdString(e.what()));
    }
}

UsualGame usualGame(const Database &db, const QString &discipline)
{
    UsualGame usual;
    const qint64 id = discipline.isEmpty() ? 0 : findDiscipline(db, discipline);
    if (id == 0)
        return usual;
    // One row per team of each recent game (one per game that has no teams), latest game first.
    auto rows = db.prepare(
        QStringLiteral("WITH recent AS (SELECT id, kind, played_at FROM games WHERE discipline_id = ?"
                       " ORDER BY played_at DESC, id DESC LIMIT 200)"
                       " SELECT r.id, r.kind, p.team, count(*) FROM recent r JOIN participants p ON p.game_id = r.id"
                       " GROUP BY r.id, r.kind, r.played_at, p.team"
                       " ORDER BY r.played_at DESC, r.id DESC, min(p.position)"));
    rows.addBindValue(id);
    Database::exec(rows);
    std::map<history::GameKind, int> kinds;
    std::map<int, int> teamSizes;
    qint64 game = 0, latestTeamGame = 0;
    while (rows.next()) {
        const qint64 rowGame = rows.value(0).toLongLong();
        const history::GameKind kind = detail::storedKind(rows.value(1).toString(), rowGame);
        if (rowGame != game)
            ++kinds[kind];
        game = rowGame;
        if (kind != history::GameKind::Team)
            continue;
        ++teamSizes[rows.value(3).toInt()];
        if (latestTeamGame == 0 || latestTeamGame == rowGame) {
            latestTeamGame = rowGame;
            usual.teamNames.append(rows.value(2).toString());
        }
    }
    const auto most = [](const auto &counts) {
        auto best = counts.begin();
        for (auto it = counts.begin(); it != counts.end(); ++it)
            best = it->second >= best->second ? it : best; // the last of equal counts: the larger team size
        return best->first;
    };
    if (!kinds.empty())
        usual.kind = most(kinds);
    if (!teamSizes.empty())
        usual.teamSize = most(teamSizes);
    if (usual.kind != history::GameKind::Team)
        usual.teamNames.clear();
    return usual;
}

GameInput resultToEnter(const SuggestedGame &game, const QString &discipline, const QStringList &teamNames)
{
    GameInput result;
    result.discipline = discipline;
    result.kind = game.kind;
    for (std::size_t s = 0; s < game.sides.size(); ++s) {
        for (const QString &player : game.sides[s]) {
            ParticipantInput p;
            p.player = player;
            p.rank = 0; // not played yet
            if (game.kind == history::GameKind::Team)
                p.team = teamNames.value(static_cast<qsizetype>(s));
            result.participants.push_back(p);
        }
    }
    return result;
}

std::vector<SuggestedGame> suggestGames(const Database &db, const QString &leaderboard, const QStringList &players,
                                        SuggestMode mode, int k, const tournament::TeamConstraints &constraints)
{
    const Field f = fieldOf(db, leaderboard, players);
    if (mode == SuggestMode::TeamMatches && k < 1)
        throw DbError(ErrorText::tr("a team needs at least one player"));
    if (k < 2 && mode != SuggestMode::HeadToHead && mode != SuggestMode::TeamMatches)
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
        case SuggestMode::TeamMatches:
            return teamMatches(f, k);
        }
    } catch (const tournament::TournamentError &e) {
        throw DbError(QString::fromStdString(e.what()));
    }
    return {};
}

} // namespace podium::club
