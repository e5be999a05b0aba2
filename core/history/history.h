// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "rating/ratingsystem.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace podium::history {

enum class GameKind { HeadToHead, FreeForAll, Team };

/** "h2h", "ffa", "team": the interchange format's names. */
const char *kindName(GameKind kind);

/** One participant row of a game. */
struct Entry
{
    int player = 0; ///< index into History::players
    int team = 0; ///< side index within the game, 0-based
    int rank = 1; ///< lower is better; every player of a side has the side's rank
    double score = std::numeric_limits<double>::quiet_NaN();
    double minutes = std::numeric_limits<double>::quiet_NaN();
    bool rated = true;
    std::size_t sourceLine = 0; ///< the row's line in the file it came from, 0 if none
};

struct HistoryGame
{
    std::string id;
    std::string date; ///< normalised ISO "YYYY-MM-DDTHH:MM:SS", so string order is time order
    GameKind kind = GameKind::HeadToHead;
    std::size_t firstEntry = 0; ///< into History::entries
    std::size_t entryCount = 0;
    std::size_t sourceLine = 0; ///< line of the game's first row in the file it came from, 0 if none
};

/** A history of games, held flat so that millions of games replay without allocating. */
struct History
{
    std::vector<std::string> players; ///< participant ids as they appear in the file
    std::vector<HistoryGame> games; ///< in file order
    std::vector<Entry> entries;
    /** The team name of each entry, parallel to entries, when the source named teams (the interchange
     *  CSV does); empty otherwise. Kept apart so that replay walks compact entries. */
    std::vector<std::string> teamNames;
    /** Where the games were read from, as messages name it (a file's path, "stdin"); empty when not from a file. */
    std::string source;
};

/** A player's line in the standings. */
struct Standing
{
    int player = 0;
    rating::Rating rating;
    double value = 0.0; ///< what the leaderboard ranks by (RatingSystem::leaderboardValue)
    int games = 0;
    int wins = 0; ///< finished strictly ahead of every other side
    int draws = 0; ///< shared the best rank with another side
    int losses = 0; ///< another side finished ahead
};

/** Counts one more game in a player's record: outcome 1 a win, 0 a draw, -1 a loss, as results() gives
 *  them. Inline: a replay calls it for every participant of every game. */
inline void addResult(Standing &standing, int outcome)
{
    ++standing.games;
    standing.wins += outcome > 0;
    standing.draws += outcome == 0;
    standing.losses += outcome < 0;
}

/** A game that could not be rated during a replay: the game, and the rating system's complaint. */
class ReplayError : public std::runtime_error
{
public:
    ReplayError(const HistoryGame &game, std::size_t line, const rating::RatingError &error);
    std::string gameId;
    std::size_t sourceLine = 0; ///< the offending row's line when the error names a participant, else the game's
    std::string player; ///< the participant the error names (History::players), empty when it names none
    std::string path; ///< the rating system's path, e.g. "teams[1][0].minutes"
    std::string detail; ///< the rating system's message without the path
    rating::RatingError cause; ///< the rating system's complaint itself, for a translation of detail
};

/**
 * Replays the history with the rating system: games in date order, equal dates in file order. Returns
 * the standings best first (by leaderboard value, then player id). Players in the history who were
 * never rated (only guests) are left out. Throws ReplayError.
 */
std::vector<Standing> replay(const History &history, const rating::RatingSystem &system);

/** Fills game with the entries of one history game, each with the rating its player has in ratings
 *  (indexed like History::players): what a rating system rates. */
void buildGame(const History &history, const HistoryGame &game, const std::vector<rating::Rating> &ratings,
               rating::Game &result);

/** The result of each entry of a game, in entry order: 1 when its side alone has the best rank (a win),
 *  0 when it shares the best rank with another side (a draw), -1 when another side finished ahead. */
void results(const History &history, const HistoryGame &game, std::vector<int> &result);

/** The number of the rating period that a date ("YYYY-MM-DD", anything after it ignored) falls in: consecutive
 *  days, weeks (Monday to Sunday) or months have consecutive numbers. Throws RatingError("date", ...) for a text
 *  that is not a date. */
long periodIndex(std::string_view date, rating::RatingPeriod period);

/**
 * A replay fed one game at a time, for games that come in replay order: a file in date order is rated as it is
 * read, and never held whole in memory. Only for systems that rate game by game (RatingSystem::period() is Game);
 * replay() is one of these over a history's games in date order.
 */
class Replayer
{
public:
    explicit Replayer(const rating::RatingSystem &system);

    /** Rates game, one of history's games; history holds every player met so far (it may have gained players since
     *  the last game). Throws ReplayError. */
    void add(const History &history, const HistoryGame &game);
    /** The last game as it was rated: every participant's prior is the rating they had just before it. */
    const rating::Game &game() const { return m_game; }
    /** The ratings of the last game's entries after it, in entry order. */
    const std::vector<rating::Rating> &posterior() const { return m_posterior; }
    /**
     * Rates game as add() does, or, where the system rates two at once quicker (RatingSystem::ratesTwoAtOnce), holds it
     * to rate it together with the next game offered when the two share no player (RatingSystem::rateTwo, the same
     * numbers as one by one): for replays that look only at the standings at the end, as game() and posterior() then
     * say nothing of any one game. finish() rates a game still held. Throws ReplayError, also for the game held before
     * this one.
     */
    void offer(const History &history, const HistoryGame &game);
    /** Rates the game offer() holds, if any: before standings(). Throws ReplayError. */
    void finish(const History &history);
    /** The standings after the games so far, as replay() gives them. */
    std::vector<Standing> standings(const History &history) const;

private:
    void meet(const History &history);
    void hold(const History &history, const HistoryGame &game);
    void rateHeld(const History &history);
    void rateBuilt(const History &history, const HistoryGame &game);
    void apply(const History &history, const HistoryGame &game, const std::vector<rating::Rating> &posterior);

    const rating::RatingSystem &m_system;
    std::vector<rating::Rating> m_ratings; ///< by player, as far as players have been met
    std::vector<Standing> m_standings;
    rating::Game m_game;
    std::vector<rating::Rating> m_posterior;
    std::vector<int> m_outcome;
    /** The game offer() holds, copied with its entries (a history read game by game reuses them); its players are
     *  those of the history offered. */
    History m_held;
    bool m_holding = false;
    rating::Game m_heldGame;
    std::vector<rating::Rating> m_heldPosterior;
    std::vector<std::size_t> m_heldMark; ///< by player: m_heldStamp for the held game's players
    std::size_t m_heldStamp = 0;
};

/** Called after each replayed game with the game's index in History::games and the ratings of its
 *  entries after it, in entry order. */
using ReplayObserver = std::function<void(std::size_t game, const std::vector<rating::Rating> &after)>;

/** Called with a game's index in History::games and the game as the system rated it: each participant's prior is
 *  their rating just before the game (a newcomer's the initial rating; in a rating period longer than a game, the
 *  rating at the period's start with the RD growth of the periods sat out). Called in replay order, before the
 *  game's ReplayObserver call. */
using PriorObserver = std::function<void(std::size_t game, const rating::Game &before)>;

/** replay(), telling observer about every game as it is rated (for rating histories). With rating periods longer
 *  than a game (Glicko-2's day, week or month), a game's ratings after it are those its period ends with, told
 *  when the period is rated; and at the end every player's RD has grown up to the history's last period. */
std::vector<Standing> replay(const History &history, const rating::RatingSystem &system, const ReplayObserver &observer,
                             const PriorObserver &before = {});

} // namespace podium::history
