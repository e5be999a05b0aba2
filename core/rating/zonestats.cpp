// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "rating/zonestats.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace podium::rating {

// The seed document (zonestats-rating.txt) leaves some room; Podium reads it as follows.
// - Score per hour: SPH = score / (minutes / 60).
// - Only rated ("ZoneStats enabled") participants take part; guests are ignored and keep their rating.
// - A participant's opponents are the rated participants of every other team; in a free-for-all every
//   player is a team of one, so that is every other rated participant.
// - Equation 2 compares the two players' SPH: the higher SPH wins the pairing, equal SPH is a tie.
//   The game's ranks play no part: ZoneStats rates score per hour, not placings.
// - Equation 3 uses the smallest of MAX_GAME_LENGTH and both players' minutes.
// - Equations 5-6: the highest offset is the largest |offset| of any rated participant; time_in_game is
//   that participant's own minutes, not capped by MAX_GAME_LENGTH; scale = min(1, minutes * GAME_MULT /
//   |offset|). When every offset is 0 nothing is scaled. When several participants share the largest
//   |offset|, the smallest of their scales applies, so that none of them exceeds the cap.

namespace {

/** Offsets this close (relatively) to the largest count as sharing it: rounding in the sums of
 *  equation 4 must not decide which participant's time caps the game. */
constexpr double kShareTolerance = 1e-12;

void checkParticipant(const Game &game, std::size_t i)
{
    const Participant &p = game.players[i];
    const auto fail = [&](const char *field, const std::string &message) {
        RatingError error(participantPath(game, i) + field, message);
        error.participant = static_cast<int>(i);
        throw error;
    };
    if (std::isnan(p.minutes))
        fail(".minutes",
             PODIUM_TRANSLATE_NOOP("RatingText", "ZoneStats needs every rated player's minutes in the game"));
    if (!std::isfinite(p.minutes) || p.minutes <= 0.0)
        fail(".minutes", PODIUM_TRANSLATE_NOOP("RatingText", "minutes must be a number greater than 0"));
    if (std::isnan(p.score))
        fail(".score", PODIUM_TRANSLATE_NOOP("RatingText", "ZoneStats needs every rated player's score"));
    if (!std::isfinite(p.score))
        fail(".score", PODIUM_TRANSLATE_NOOP("RatingText", "the score must be a finite number"));
}

} // namespace

ZoneStats::ZoneStats(const ZoneStatsParams &params)
    : m_params(params)
{
    checkParameter("zonestats", "t", params.t);
    checkParameter("zonestats", "game_mult", params.gameMult);
    checkParameter("zonestats", "max_game_length", params.maxGameLength);
    checkParameter("zonestats", "start", params.start);
}

void ZoneStats::offsets(const Game &game, std::vector<double> &offset) const
{
    validateCommon(game);
    const std::size_t n = game.players.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (game.players[i].rated)
            checkParticipant(game, i);
    }
    offset.assign(n, 0.0);
    // Steps 3-6, equations 1-4: every pairing of rated opponents once; what one gains the other loses.
    for (std::size_t i = 0; i < n; ++i) {
        const Participant &a = game.players[i];
        if (!a.rated)
            continue;
        const double sphA = a.score / (a.minutes / 60.0);
        for (std::size_t j = i + 1; j < n; ++j) {
            const Participant &b = game.players[j];
            if (!b.rated || b.team == a.team)
                continue;
            const double sphB = b.score / (b.minutes / 60.0);
            const double predicted = 1.0 / (1.0 + std::exp((b.prior.mu - a.prior.mu) / m_params.t)); // eq. 1
            const double result = (sphA > sphB ? 1.0 : sphA < sphB ? 0.0 : 0.5) - predicted; // eq. 2
            const double time = std::min({m_params.maxGameLength, a.minutes, b.minutes}); // eq. 3
            const double adjustment = result * m_params.gameMult * time;
            offset[i] += adjustment; // eq. 4
            offset[j] -= adjustment;
        }
    }
    // Step 7, equations 5-6.
    double highest = 0.0;
    for (const double o : offset)
        highest = std::max(highest, std::abs(o));
    if (highest == 0.0)
        return;
    double scale = 1.0;
    for (std::size_t i = 0; i < n; ++i) {
        if (std::abs(offset[i]) >= highest * (1.0 - kShareTolerance))
            scale = std::min(scale, game.players[i].minutes * m_params.gameMult / std::abs(offset[i]));
    }
    for (double &o : offset)
        o *= scale;
}

void ZoneStats::rate(const Game &game, std::vector<Rating> &posterior) const
{
    thread_local std::vector<double> offset;
    offsets(game, offset);
    posterior.resize(game.players.size());
    for (std::size_t i = 0; i < game.players.size(); ++i)
        posterior[i] = {game.players[i].prior.mu + offset[i], 0.0}; // step 8
    checkPosterior(game, posterior);
}

double ZoneStats::winProbability(const Game &game) const
{
    validateTwoTeams(game);
    const auto [mean0, mean1] = twoTeamMeans(game, true); // guests take no part in ZoneStats
    if (std::isnan(mean0) || std::isnan(mean1))
        throw RatingError(
            "teams",
            PODIUM_TRANSLATE_NOOP("RatingText", "ZoneStats predicts only between teams that have rated players"));
    return checkedResult("win_probability", 1.0 / (1.0 + std::exp((mean1 - mean0) / m_params.t))); // eq. 1
}

} // namespace podium::rating
