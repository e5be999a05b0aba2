// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "rating/types.h"

#include <cmath>

namespace podium::rating {

std::string participantPath(const Game &game, std::size_t i)
{
    const int team = game.players[i].team;
    std::size_t position = 0;
    for (std::size_t j = 0; j < i; ++j) {
        if (game.players[j].team == team)
            ++position;
    }
    return "teams[" + std::to_string(team) + "][" + std::to_string(position) + "]";
}

std::string formatMessage(const std::string &format, const std::vector<std::string> &args)
{
    std::string out;
    out.reserve(format.size());
    for (std::size_t i = 0; i < format.size(); ++i) {
        const char next = i + 1 < format.size() ? format[i + 1] : '\0';
        if (format[i] == '%' && next >= '1' && next <= '9' && static_cast<std::size_t>(next - '1') < args.size()) {
            out += args[static_cast<std::size_t>(next - '1')];
            ++i;
        } else {
            out += format[i];
        }
    }
    return out;
}

namespace {

[[noreturn]] void failAt(const Game &game, std::size_t i, const std::string &field, const std::string &message)
{
    RatingError error(participantPath(game, i) + field, message);
    error.participant = static_cast<int>(i);
    throw error;
}

void validateParticipant(const Game &game, std::size_t i, std::vector<int> &teamSizes)
{
    const Participant &p = game.players[i];
    if (p.team < 0 || static_cast<std::size_t>(p.team) >= game.ranks.size()) {
        RatingError error(
            "teams", PODIUM_TRANSLATE_NOOP("RatingText", "participant %1 names team %2, but the game has %3 teams"),
            {std::to_string(i), std::to_string(p.team), std::to_string(game.ranks.size())});
        error.participant = static_cast<int>(i);
        throw error;
    }
    ++teamSizes[static_cast<std::size_t>(p.team)];
    if (!std::isfinite(p.prior.mu))
        failAt(game, i, ".mu", PODIUM_TRANSLATE_NOOP("RatingText", "the rating is not a finite number"));
    if (std::abs(p.prior.mu) > kRatingLimit)
        failAt(game, i, ".mu", PODIUM_TRANSLATE_NOOP("RatingText", "the rating must be from -1e20 to 1e20"));
    if (!std::isfinite(p.prior.sigma) || p.prior.sigma < 0.0)
        failAt(game, i, ".sigma", PODIUM_TRANSLATE_NOOP("RatingText", "sigma must be a finite number >= 0"));
    if (p.prior.sigma > kRatingLimit)
        failAt(game, i, ".sigma", PODIUM_TRANSLATE_NOOP("RatingText", "sigma must be at most 1e20"));
    if (!(p.weight == 0.0 || (p.weight >= kMinWeight && p.weight <= kMaxWeight)))
        failAt(game, i, ".weight",
               PODIUM_TRANSLATE_NOOP("RatingText", "the partial-play weight must be 0, or from 0.001 to 1000"));
}

} // namespace

void validateCommon(const Game &game)
{
    if (game.ranks.size() < 2)
        throw RatingError("teams",
                          PODIUM_TRANSLATE_NOOP("RatingText", "a game needs at least two teams, this one has %1"),
                          {std::to_string(game.ranks.size())});
    // Reused between calls: a replay validates millions of games and must not allocate for each.
    thread_local std::vector<int> teamSizes;
    teamSizes.assign(game.ranks.size(), 0);
    for (std::size_t i = 0; i < game.players.size(); ++i)
        validateParticipant(game, i, teamSizes);
    for (std::size_t t = 0; t < teamSizes.size(); ++t) {
        if (teamSizes[t] == 0)
            throw RatingError("teams[" + std::to_string(t) + "]",
                              PODIUM_TRANSLATE_NOOP("RatingText", "a team needs at least one player"));
    }
}

void checkPosterior(const Game &game, const std::vector<Rating> &posterior)
{
    for (std::size_t i = 0; i < posterior.size(); ++i) {
        const Rating &r = posterior[i];
        if (!(std::abs(r.mu) <= kRatingLimit))
            failAt(game, i, ".mu",
                   PODIUM_TRANSLATE_NOOP("RatingText",
                                         "the rating after this game is not a finite number within 1e20 of 0; the "
                                         "parameters or the ratings before it are too extreme"));
        if (!(r.sigma >= 0.0 && r.sigma <= kRatingLimit))
            failAt(game, i, ".sigma",
                   PODIUM_TRANSLATE_NOOP("RatingText",
                                         "sigma after this game is not a finite number from 0 to 1e20; the parameters "
                                         "or the ratings before it are too extreme"));
    }
}

double checkedResult(const char *what, double value)
{
    if (!std::isfinite(value))
        throw RatingError(what,
                          PODIUM_TRANSLATE_NOOP(
                              "RatingText", "is not a finite number; the parameters or the ratings are too extreme"));
    return value;
}

void validateTwoTeams(const Game &game)
{
    validateCommon(game);
    if (game.teamCount() != 2)
        throw RatingError(
            "teams", PODIUM_TRANSLATE_NOOP("RatingText", "a win probability needs exactly two teams, this game has %1"),
            {std::to_string(game.teamCount())});
}

std::pair<double, double> twoTeamMeans(const Game &game, bool ratedOnly)
{
    double sum[2] = {0.0, 0.0};
    int count[2] = {0, 0};
    for (const Participant &p : game.players) {
        if (ratedOnly && !p.rated)
            continue;
        sum[p.team] += p.prior.mu;
        ++count[p.team];
    }
    const double none = std::numeric_limits<double>::quiet_NaN();
    return {count[0] > 0 ? sum[0] / count[0] : none, count[1] > 0 ? sum[1] / count[1] : none};
}

} // namespace podium::rating
