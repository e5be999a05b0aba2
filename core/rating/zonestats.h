// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "rating/ratingsystem.h"

namespace podium::rating {

/** ZoneStats constants, as named in the seed document ("Variables"). */
struct ZoneStatsParams
{
    double t = 120.0;
    double gameMult = 2.0;
    double maxGameLength = 20.0; ///< minutes
    double start = 500.0;
};

/**
 * The ZoneStats score-per-hour rating: the seed's eight steps and six equations (zonestats-rating.txt).
 * Needs score and minutes for every rated participant; guests (rated == false) are ignored and keep
 * their rating.
 */
class ZoneStats final : public RatingSystem
{
public:
    /** Throws RatingError("param NAME", ...) for a value outside its range (parameterInfo()). */
    explicit ZoneStats(const ZoneStatsParams &params = {});

    const ZoneStatsParams &params() const { return m_params; }

    std::string_view name() const override { return "zonestats"; }
    Rating initialRating() const override { return {m_params.start, 0.0}; }
    void rate(const Game &game, std::vector<Rating> &posterior) const override;
    /** Equation 1's predicted outcome for team 0 against team 1, each at its rated players' mean rating. */
    double winProbability(const Game &game) const override;

    /**
     * Rating offsets of equation 6 (before they are added), one per participant (0 for guests). Exposed
     * so tests can check the intermediate steps.
     */
    void offsets(const Game &game, std::vector<double> &offset) const;

private:
    ZoneStatsParams m_params;
};

} // namespace podium::rating
