// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <cstddef>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace podium::rating {

/** A player's rating: a Gaussian belief N(mu, sigma^2) for TrueSkill; for Elo and ZoneStats mu is the
 *  rating and sigma is 0; for Glicko-2 mu is the rating, sigma the rating deviation (RD) and volatility the
 *  player's volatility (sigma in Glickman's notation). */
struct Rating
{
    double mu = 0.0;
    double sigma = 0.0;
    double volatility = 0.0; ///< Glicko-2 only; 0 elsewhere, and a Glicko-2 prior of 0 means the starting one

    friend bool operator==(const Rating &, const Rating &) = default;
};

/** One player's part in a game, as a rating system sees it. */
struct Participant
{
    Rating prior; ///< rating before the game
    int team = 0; ///< index into Game::ranks
    double weight = 1.0; ///< TrueSkill partial play; 0 leaves the player unchanged
    double score = std::numeric_limits<double>::quiet_NaN(); ///< ZoneStats: the player's own score
    double minutes = std::numeric_limits<double>::quiet_NaN(); ///< ZoneStats: the player's time in the game
    bool rated = true; ///< false for a guest (ZoneStats ignores guests)
};

/**
 * One game: any number of teams (a free-for-all player is a team of one), each with a rank (lower is
 * better, equal ranks are a draw). Participants are kept flat, each naming its team; they need not be
 * grouped. The flat shape lets a replay reuse one Game for millions of games without allocating.
 */
struct Game
{
    std::vector<Participant> players;
    std::vector<int> ranks; ///< ranks[t] is team t's rank

    std::size_t teamCount() const { return ranks.size(); }
    void clear()
    {
        players.clear();
        ranks.clear();
    }
};

/**
 * Marks an engine's English message, or message template with %1, %2, ..., for translation. The engines know
 * nothing of Qt: lupdate reads this as QT_TRANSLATE_NOOP (translations/lupdate.cmake), and the app and podium-cli
 * translate the message where they show it (io/ratingtext.h), in the context "RatingText".
 */
#define PODIUM_TRANSLATE_NOOP(context, text) text

/** format with %1, %2, ... replaced by args (an English message as the engines write it). */
std::string formatMessage(const std::string &format, const std::vector<std::string> &args);

/**
 * A game that a rating system cannot rate, or a bad parameter. path() names where the problem is in the
 * JSON shape of `podium-cli rate` ("teams[1][0].minutes", "ranks", "param beta"), so that callers can
 * report it against their own input (a CSV line, a dialog field). The message is English; format() and args()
 * are what it was made of, for a translation (a message marked PODIUM_TRANSLATE_NOOP is its own format).
 */
class RatingError : public std::runtime_error
{
public:
    RatingError(std::string path, const std::string &message)
        : RatingError(std::move(path), message, {})
    { }
    RatingError(std::string path, const std::string &format, std::vector<std::string> args)
        : std::runtime_error(path.empty() ? formatMessage(format, args) : path + ": " + formatMessage(format, args))
        , m_path(std::move(path))
        , m_message(formatMessage(format, args))
        , m_format(format)
        , m_args(std::move(args))
    { }
    /** The same complaint about another path (a participant's place prefixed, say). */
    RatingError(std::string path, const RatingError &other)
        : RatingError(std::move(path), other.m_format, other.m_args)
    {
        participant = other.participant;
    }
    const std::string &path() const { return m_path; }
    const std::string &message() const { return m_message; }
    const std::string &format() const { return m_format; }
    const std::vector<std::string> &args() const { return m_args; }
    /** The participant index within the flat Game::players, or -1 when the error is not about one. */
    int participant = -1;

private:
    std::string m_path;
    std::string m_message;
    std::string m_format;
    std::vector<std::string> m_args;
};

/**
 * The largest magnitude of a rating (mu, and TrueSkill's sigma) before or after a game. It is far beyond
 * every scale in use (Elo's 1,500, TrueSkill's 25) and far below overflow: weighted (kMaxWeight), squared
 * and summed over the 10,000 participants a game may have, it stays near 1e50, so every intermediate of
 * every system is finite. It leaves room for what a game can do to a rating: a player of weight kMinWeight
 * in a team of kMaxWeight players can move a million times further than the priors are from each other.
 * A game that would take a rating beyond it is refused, naming the player.
 */
inline constexpr double kRatingLimit = 1e20;

/**
 * The range of a partial-play weight (Participant::weight) other than 0, which leaves a player out. A player's
 * skill is their share of the team's performance divided by their weight, so a tiny weight amplifies what
 * the game says beyond any bound: 0.001 keeps that within a factor of 1,000. Weights above 1 count a player
 * more than once (TrueSkill Through Time allows it); 1,000 keeps the weighted team sums of 10,000 priors
 * far from overflow.
 */
inline constexpr double kMinWeight = 1e-3;
inline constexpr double kMaxWeight = 1e3;

/** "teams[t][j]" for participant i: t its team, j its position among that team's players. */
std::string participantPath(const Game &game, std::size_t i);

/**
 * Checks what every algorithm needs: at least two teams, every participant's team in range, every
 * team with at least one player, priors within kRatingLimit (sigma >= 0), partial-play weights 0 or from
 * kMinWeight to kMaxWeight. Throws RatingError.
 */
void validateCommon(const Game &game);

/**
 * Checks what a system computed for a game: every posterior mu and sigma finite and within kRatingLimit.
 * Every system calls it, so that no caller (the CLI, the app, a replay) ever sees or stores a value that
 * is not a number. Throws RatingError naming the participant ("teams[1][0].mu").
 */
void checkPosterior(const Game &game, const std::vector<Rating> &posterior);

/** value when it is finite, else a RatingError(what, ...): for probabilities and qualities. */
double checkedResult(const char *what, double value);

/** validateCommon, and a RatingError("teams", ...) unless the game has exactly two teams: what every
 *  win probability needs. */
void validateTwoTeams(const Game &game);

/** The mean prior rating of the players of team 0 and of team 1 of a two-team game, counting only rated
 *  players when ratedOnly (NaN for a team without any). */
std::pair<double, double> twoTeamMeans(const Game &game, bool ratedOnly);

/** Team t of the game beats, draws with or loses to team u: +1, 0, -1. */
inline int outcome(const Game &game, int t, int u)
{
    const int a = game.ranks[static_cast<std::size_t>(t)];
    const int b = game.ranks[static_cast<std::size_t>(u)];
    return a < b ? 1 : (a == b ? 0 : -1);
}

/** Team t's score against team u as the duelling heuristic and Glicko-2 count it: 1, 1/2 or 0. */
inline double scoreAgainst(const Game &game, int t, int u)
{
    return 0.5 * (1 + outcome(game, t, u));
}

} // namespace podium::rating
