// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "history/history.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <numeric>
#include <span>
#include <utility>

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
    , cause(error)
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
void countResults(const History &history, const HistoryGame &hg, std::vector<Standing> &standings,
                  std::vector<int> &outcome)
{
    results(history, hg, outcome);
    for (std::size_t i = 0; i < hg.entryCount; ++i) {
        const Entry &entry = history.entries[hg.firstEntry + i];
        if (entry.rated)
            addResult(standings[static_cast<std::size_t>(entry.player)], outcome[i]);
    }
}

void countResults(const History &history, const HistoryGame &hg, std::vector<Standing> &standings)
{
    thread_local std::vector<int> outcome;
    countResults(history, hg, standings, outcome);
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

namespace {

/** The ReplayError for a game the system refused: on the participant's row when the error names one. The game's
 *  entries are history's, its players' ids those of players. */
ReplayError refusal(const History &history, const HistoryGame &hg, const std::vector<std::string> &players,
                    const rating::RatingError &error)
{
    const bool onRow = error.participant >= 0 && static_cast<std::size_t>(error.participant) < hg.entryCount;
    const std::size_t line = onRow
        ? history.entries[hg.firstEntry + static_cast<std::size_t>(error.participant)].sourceLine
        : hg.sourceLine;
    ReplayError replayError(hg, line, error);
    if (onRow)
        replayError.player = players[static_cast<std::size_t>(
            history.entries[hg.firstEntry + static_cast<std::size_t>(error.participant)].player)];
    return replayError;
}

ReplayError refusal(const History &history, const HistoryGame &hg, const rating::RatingError &error)
{
    return refusal(history, hg, history.players, error);
}

/** The standings of the players with rated games, best first (by leaderboard value, then player id). */
std::vector<Standing> ranked(const History &history, const rating::RatingSystem &system,
                             const std::vector<rating::Rating> &ratings, const std::vector<Standing> &standings)
{
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

/** A replay that rates game by game (every system but Glicko-2 with longer rating periods). */
std::vector<Standing> replayByGame(const History &history, const rating::RatingSystem &system,
                                   const ReplayObserver &observer, const PriorObserver &before)
{
    Replayer replayer(system);
    if (!observer && !before) {
        for (const std::size_t g : replayOrder(history))
            replayer.offer(history, history.games[g]);
        replayer.finish(history);
        return replayer.standings(history);
    }
    for (const std::size_t g : replayOrder(history)) {
        replayer.add(history, history.games[g]);
        if (before)
            before(g, replayer.game());
        if (observer)
            observer(g, replayer.posterior());
    }
    return replayer.standings(history);
}

/** What a period replay knows of a player. */
struct PeriodPlayer
{
    bool seen = false; ///< has played in an earlier period or this one
    long lastPeriod = 0; ///< the period of their last game
    std::size_t lastGame = 0; ///< their last game of the current period (History::games)
    std::vector<rating::PeriodResult> results; ///< this period's, against the ratings at its start
};

/** Rates the games order[first, last), one rating period, from the ratings at its start. */
void ratePeriod(const History &history, const rating::RatingSystem &system, std::span<const std::size_t> games,
                long period, std::vector<rating::Rating> &ratings, std::vector<PeriodPlayer> &players,
                std::vector<Standing> &standings, const ReplayObserver &observer, const PriorObserver &before)
{
    std::vector<int> inPeriod;
    // Each player starts the period with the RD growth of the periods they sat out.
    for (const std::size_t g : games) {
        const HistoryGame &hg = history.games[g];
        for (std::size_t e = hg.firstEntry; e < hg.firstEntry + hg.entryCount; ++e) {
            const int p = history.entries[e].player;
            PeriodPlayer &player = players[static_cast<std::size_t>(p)];
            if (player.seen && player.lastPeriod == period)
                continue;
            if (player.seen)
                ratings[static_cast<std::size_t>(p)]
                    = system.idle(ratings[static_cast<std::size_t>(p)], period - player.lastPeriod - 1);
            player.seen = true;
            player.lastPeriod = period;
            player.results.clear();
            inPeriod.push_back(p);
        }
    }
    rating::Game game;
    std::vector<std::vector<rating::PeriodResult> *> resultsOf;
    for (const std::size_t g : games) {
        const HistoryGame &hg = history.games[g];
        buildGame(history, hg, ratings, game);
        try {
            system.check(game);
        } catch (const rating::RatingError &error) {
            throw refusal(history, hg, error);
        }
        if (before)
            before(g, game);
        // The system says what each player takes from the game (Glicko-2: one result per other side), so that a
        // period rates a game as rate() would, in memory linear in the game.
        resultsOf.resize(hg.entryCount);
        for (std::size_t i = 0; i < hg.entryCount; ++i) {
            PeriodPlayer &me = players[static_cast<std::size_t>(history.entries[hg.firstEntry + i].player)];
            me.lastGame = g;
            resultsOf[i] = &me.results;
        }
        system.periodResults(game, resultsOf);
        countResults(history, hg, standings);
    }
    std::vector<rating::Rating> after(inPeriod.size());
    for (std::size_t k = 0; k < inPeriod.size(); ++k) {
        const auto p = static_cast<std::size_t>(inPeriod[k]);
        try {
            after[k] = system.ratePeriod(ratings[p], players[p].results);
            if (!(std::abs(after[k].mu) <= rating::kRatingLimit && after[k].sigma >= 0.0
                  && after[k].sigma <= rating::kRatingLimit))
                throw rating::RatingError("mu",
                                          PODIUM_TRANSLATE_NOOP("RatingText",
                                                                "the rating after this period is not a finite number "
                                                                "within 1e20 of 0; the parameters or the "
                                                                "ratings before it are too extreme"));
        } catch (const rating::RatingError &error) {
            // Named on the player's last game of the period, which the organiser can open.
            const HistoryGame &hg = history.games[players[p].lastGame];
            buildGame(history, hg, ratings, game);
            std::size_t i = 0;
            while (history.entries[hg.firstEntry + i].player != inPeriod[k])
                ++i;
            // The path is the field of the rating it is about: "mu", or "volatility" when step 5 does not converge.
            rating::RatingError named(rating::participantPath(game, i) + "." + error.path(), error);
            named.participant = static_cast<int>(i);
            throw refusal(history, hg, named);
        }
    }
    for (std::size_t k = 0; k < inPeriod.size(); ++k)
        ratings[static_cast<std::size_t>(inPeriod[k])] = after[k];
    if (!observer)
        return;
    // A game's ratings after it are its period's outcome: the period is rated as one.
    std::vector<rating::Rating> posterior;
    for (const std::size_t g : games) {
        const HistoryGame &hg = history.games[g];
        posterior.resize(hg.entryCount);
        for (std::size_t i = 0; i < hg.entryCount; ++i)
            posterior[i] = ratings[static_cast<std::size_t>(history.entries[hg.firstEntry + i].player)];
        observer(g, posterior);
    }
}

/** A replay in calendar rating periods (Glicko-2's day, week or month): see RatingSystem::period(). */
std::vector<Standing> replayByPeriod(const History &history, const rating::RatingSystem &system,
                                     const ReplayObserver &observer, const PriorObserver &before)
{
    std::vector<rating::Rating> ratings(history.players.size(), system.initialRating());
    std::vector<Standing> standings(history.players.size());
    std::vector<PeriodPlayer> players(history.players.size());
    const std::vector<std::size_t> order = replayOrder(history);
    std::vector<long> periods(order.size());
    for (std::size_t k = 0; k < order.size(); ++k) {
        const HistoryGame &hg = history.games[order[k]];
        try {
            periods[k] = periodIndex(hg.date, system.period());
        } catch (const rating::RatingError &error) {
            throw refusal(history, hg, error);
        }
    }
    for (std::size_t first = 0; first < order.size();) {
        std::size_t last = first;
        while (last < order.size() && periods[last] == periods[first])
            ++last;
        ratePeriod(history, system, std::span(order).subspan(first, last - first), periods[first], ratings, players,
                   standings, observer, before);
        first = last;
    }
    // Everyone's RD grows up to the last period of the history.
    if (!order.empty()) {
        for (std::size_t p = 0; p < players.size(); ++p) {
            if (players[p].seen)
                ratings[p] = system.idle(ratings[p], periods.back() - players[p].lastPeriod);
        }
    }
    return ranked(history, system, ratings, standings);
}

} // namespace

Replayer::Replayer(const rating::RatingSystem &system)
    : m_system(system)
{ }

void Replayer::meet(const History &history)
{
    if (m_ratings.size() < history.players.size()) {
        m_ratings.resize(history.players.size(), m_system.initialRating());
        m_standings.resize(history.players.size());
        m_heldMark.resize(history.players.size());
    }
}

void Replayer::apply(const History &history, const HistoryGame &hg, const std::vector<rating::Rating> &posterior)
{
    for (std::size_t i = 0; i < hg.entryCount; ++i)
        m_ratings[static_cast<std::size_t>(history.entries[hg.firstEntry + i].player)] = posterior[i];
    countResults(history, hg, m_standings, m_outcome);
}

void Replayer::rateBuilt(const History &history, const HistoryGame &hg)
{
    try {
        m_system.rate(m_game, m_posterior);
    } catch (const rating::RatingError &error) {
        throw refusal(history, hg, error);
    }
    apply(history, hg, m_posterior);
}

void Replayer::add(const History &history, const HistoryGame &hg)
{
    finish(history);
    meet(history);
    buildGame(history, hg, m_ratings, m_game);
    rateBuilt(history, hg);
}

/** Holds the game just built (m_game). */
void Replayer::hold(const History &history, const HistoryGame &hg)
{
    std::swap(m_heldGame, m_game);
    m_held.games.resize(1);
    m_held.games[0] = hg;
    m_held.games[0].firstEntry = 0;
    const auto first = history.entries.begin() + static_cast<std::ptrdiff_t>(hg.firstEntry);
    m_held.entries.assign(first, first + static_cast<std::ptrdiff_t>(hg.entryCount));
    ++m_heldStamp;
    for (const Entry &entry : m_held.entries)
        m_heldMark[static_cast<std::size_t>(entry.player)] = m_heldStamp;
    m_holding = true;
}

void Replayer::rateHeld(const History &history)
{
    m_holding = false;
    try {
        m_system.rate(m_heldGame, m_heldPosterior);
    } catch (const rating::RatingError &error) {
        throw refusal(m_held, m_held.games[0], history.players, error);
    }
    apply(m_held, m_held.games[0], m_heldPosterior);
}

void Replayer::offer(const History &history, const HistoryGame &hg)
{
    meet(history);
    bool shared = false;
    for (std::size_t e = hg.firstEntry; m_holding && e < hg.firstEntry + hg.entryCount; ++e)
        shared = shared || m_heldMark[static_cast<std::size_t>(history.entries[e].player)] == m_heldStamp;
    if (shared) // this game needs the held one's ratings
        rateHeld(history);
    // A held game's players are not this one's: their ratings before it are those now.
    buildGame(history, hg, m_ratings, m_game);
    if (!m_system.ratesTwoAtOnce(m_game)) {
        finish(history);
        rateBuilt(history, hg);
        return;
    }
    if (!m_holding) {
        hold(history, hg);
        return;
    }
    try {
        m_system.rateTwo(m_heldGame, m_heldPosterior, m_game, m_posterior);
    } catch (const rating::RatingError &) {
        rateHeld(history); // one by one, to name the game refused
        rateBuilt(history, hg);
        return;
    }
    m_holding = false;
    apply(m_held, m_held.games[0], m_heldPosterior);
    apply(history, hg, m_posterior);
}

void Replayer::finish(const History &history)
{
    if (m_holding)
        rateHeld(history);
}

std::vector<Standing> Replayer::standings(const History &history) const
{
    // Players met after the last game (in a history with no games of theirs) have no standing.
    std::vector<rating::Rating> ratings = m_ratings;
    std::vector<Standing> standings = m_standings;
    ratings.resize(history.players.size(), m_system.initialRating());
    standings.resize(history.players.size());
    return ranked(history, m_system, ratings, standings);
}

long periodIndex(std::string_view date, rating::RatingPeriod period)
{
    const auto number = [&](std::size_t at, std::size_t length) {
        int value = -1;
        if (date.size() >= at + length) {
            const auto [end, error] = std::from_chars(date.data() + at, date.data() + at + length, value);
            if (error != std::errc() || end != date.data() + at + length)
                value = -1;
        }
        return value;
    };
    const int y = number(0, 4), m = number(5, 2), d = number(8, 2);
    const std::chrono::year_month_day day {std::chrono::year(y), std::chrono::month(static_cast<unsigned>(m)),
                                           std::chrono::day(static_cast<unsigned>(d))};
    if (y < 0 || m < 0 || d < 0 || !day.ok())
        throw rating::RatingError("date",
                                  PODIUM_TRANSLATE_NOOP("RatingText", "'%1' is not a date of the form YYYY-MM-DD"),
                                  {std::string(date)});
    const long days = std::chrono::sys_days(day).time_since_epoch().count();
    switch (period) {
    case rating::RatingPeriod::Game:
    case rating::RatingPeriod::Day:
        return days;
    case rating::RatingPeriod::Week: {
        // 1 January 1970 was a Thursday: three days on, weeks start on Mondays. Division rounding down.
        const long shifted = days + 3;
        return shifted >= 0 ? shifted / 7 : -((-shifted + 6) / 7);
    }
    case rating::RatingPeriod::Month:
        return static_cast<long>(y) * 12 + m - 1;
    }
    return days;
}

std::vector<Standing> replay(const History &history, const rating::RatingSystem &system, const ReplayObserver &observer,
                             const PriorObserver &before)
{
    if (system.period() == rating::RatingPeriod::Game)
        return replayByGame(history, system, observer, before);
    return replayByPeriod(history, system, observer, before);
}

} // namespace podium::history
