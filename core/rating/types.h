#pragma once

#include <cstddef>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace podium::rating {

/** A player's rating: a Gaussian belief N(mu, sigma^2) for TrueSkill; for Elo and ZoneStats mu is the
 *  rating and sigma is 0. */
struct Rating
{
    double mu = 0.0;
    double sigma = 0.0;

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
 * A game that a rating system cannot rate, or a bad parameter. path() names where the problem is in the
 * JSON shape of `podium-cli rate` ("teams[1][0].minutes", "ranks", "param beta"), so that callers can
 * report it against their own input (a CSV line, a dialog field).
 */
class RatingError : public std::runtime_error
{
public:
    RatingError(std::string path, const std::string &message)
        : std::runtime_error(path.empty() ? message : path + ": " + message)
        , m_path(std::move(path))
        , m_message(message)
    { }
    const std::string &path() const { return m_path; }
    const std::string &message() const { return m_message; }
    /** The participant index within the flat Game::players, or -1 when the error is not about one. */
    int participant = -1;

private:
    std::string m_path;
    std::string m_message;
};

/** "teams[t][j]" for participant i: t its team, j its position among that team's players. */
std::string participantPath(const Game &game, std::size_t i);

/**
 * Checks what every algorithm needs: at least two teams, every participant's team in range, every
 * team with at least one player, finite priors, weights finite and >= 0. Throws RatingError.
 */
void validateCommon(const Game &game);

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

} // namespace podium::rating
