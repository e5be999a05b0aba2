#include "history/history.h"

#include <algorithm>
#include <numeric>

namespace podium::history {

const char *kindName(GameKind kind)
{
    switch (kind) {
    case GameKind::HeadToHead:
        return "h2h";
    case GameKind::FreeForAll:
        return "ffa";
    case GameKind::Team:
        return "team";
    }
    return "h2h";
}

ReplayError::ReplayError(const HistoryGame &game, std::size_t line, const rating::RatingError &error)
    : std::runtime_error("game " + game.id + ": " + error.what())
    , gameId(game.id)
    , sourceLine(line)
    , path(error.path())
    , detail(error.message())
{ }

namespace {

/** Replay order: by date, equal dates in file order. */
std::vector<std::size_t> replayOrder(const History &history)
{
    std::vector<std::size_t> order(history.games.size());
    std::iota(order.begin(), order.end(), std::size_t {0});
    const auto earlier = [&](std::size_t a, std::size_t b) { return history.games[a].date < history.games[b].date; };
    // Files are nearly always in date order already: checking is linear, sorting a million dates is not.
    if (!std::is_sorted(order.begin(), order.end(), earlier))
        std::stable_sort(order.begin(), order.end(), earlier);
    return order;
}

/** Counts the game for each rated participant. */
void countResults(const History &history, const HistoryGame &hg, std::vector<Standing> &standings)
{
    thread_local std::vector<int> outcome;
    results(history, hg, outcome);
    for (std::size_t i = 0; i < hg.entryCount; ++i) {
        const Entry &entry = history.entries[hg.firstEntry + i];
        if (entry.rated)
            addResult(standings[static_cast<std::size_t>(entry.player)], outcome[i]);
    }
}

} // namespace

void buildGame(const History &history, const HistoryGame &hg, const std::vector<rating::Rating> &ratings,
               rating::Game &game)
{
    game.clear();
    int teams = 0;
    for (std::size_t e = hg.firstEntry; e < hg.firstEntry + hg.entryCount; ++e) {
        const Entry &entry = history.entries[e];
        rating::Participant p;
        p.prior = ratings[static_cast<std::size_t>(entry.player)];
        p.team = entry.team;
        p.score = entry.score;
        p.minutes = entry.minutes;
        p.rated = entry.rated;
        game.players.push_back(p);
        teams = std::max(teams, entry.team + 1);
    }
    game.ranks.assign(static_cast<std::size_t>(teams), 0);
    for (std::size_t e = hg.firstEntry; e < hg.firstEntry + hg.entryCount; ++e)
        game.ranks[static_cast<std::size_t>(history.entries[e].team)] = history.entries[e].rank;
}

void results(const History &history, const HistoryGame &hg, std::vector<int> &result)
{
    int best = std::numeric_limits<int>::max();
    for (std::size_t e = hg.firstEntry; e < hg.firstEntry + hg.entryCount; ++e)
        best = std::min(best, history.entries[e].rank);
    // A draw for first place: another side shares the best rank.
    int bestTeam = -1;
    bool sharedBest = false;
    for (std::size_t e = hg.firstEntry; e < hg.firstEntry + hg.entryCount; ++e) {
        const Entry &entry = history.entries[e];
        if (entry.rank != best)
            continue;
        if (bestTeam < 0)
            bestTeam = entry.team;
        else if (entry.team != bestTeam)
            sharedBest = true;
    }
    result.resize(hg.entryCount);
    for (std::size_t i = 0; i < hg.entryCount; ++i)
        result[i] = history.entries[hg.firstEntry + i].rank != best ? -1 : (sharedBest ? 0 : 1);
}

std::vector<Standing> replay(const History &history, const rating::RatingSystem &system)
{
    return replay(history, system, ReplayObserver());
}

std::vector<Standing> replay(const History &history, const rating::RatingSystem &system, const ReplayObserver &observer)
{
    std::vector<rating::Rating> ratings(history.players.size(), system.initialRating());
    std::vector<Standing> standings(history.players.size());
    rating::Game game;
    std::vector<rating::Rating> posterior;
    for (const std::size_t g : replayOrder(history)) {
        const HistoryGame &hg = history.games[g];
        buildGame(history, hg, ratings, game);
        try {
            system.rate(game, posterior);
        } catch (const rating::RatingError &error) {
            const bool onRow = error.participant >= 0 && static_cast<std::size_t>(error.participant) < hg.entryCount;
            const std::size_t line = onRow
                ? history.entries[hg.firstEntry + static_cast<std::size_t>(error.participant)].sourceLine
                : hg.sourceLine;
            ReplayError replayError(hg, line, error);
            if (onRow)
                replayError.player = history.players[static_cast<std::size_t>(
                    history.entries[hg.firstEntry + static_cast<std::size_t>(error.participant)].player)];
            throw replayError;
        }
        for (std::size_t i = 0; i < hg.entryCount; ++i)
            ratings[static_cast<std::size_t>(history.entries[hg.firstEntry + i].player)] = posterior[i];
        countResults(history, hg, standings);
        if (observer)
            observer(g, posterior);
    }
    std::vector<Standing> result;
    for (std::size_t p = 0; p < standings.size(); ++p) {
        if (standings[p].games == 0)
            continue;
        Standing s = standings[p];
        s.player = static_cast<int>(p);
        s.rating = ratings[p];
        s.value = system.leaderboardValue(s.rating);
        result.push_back(s);
    }
    std::stable_sort(result.begin(), result.end(), [&](const Standing &a, const Standing &b) {
        if (a.value != b.value)
            return a.value > b.value;
        return history.players[static_cast<std::size_t>(a.player)]
            < history.players[static_cast<std::size_t>(b.player)];
    });
    return result;
}

} // namespace podium::history
