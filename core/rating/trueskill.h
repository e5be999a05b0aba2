#pragma once

#include "rating/ratingsystem.h"

namespace podium::rating {

/** TrueSkill's parameters; the defaults are the paper's Xbox Live scale (section 4.2). */
struct TrueSkillParams
{
    double mu = 25.0;
    double sigma = 25.0 / 3.0;
    double beta = 25.0 / 6.0;
    double tau = 25.0 / 300.0;
    double drawProbability = 0.10;
    double k = 3.0; ///< conservative rating mu - k*sigma
};

/**
 * TrueSkill (Herbrich, Minka, Graepel 2006): the factor graph of section 2 with expectation propagation
 * (section 3, Table 1) for any number of teams of any size, ties, partial play and dynamics tau.
 */
class TrueSkill final : public RatingSystem
{
public:
    /** Throws RatingError("param NAME", ...) for a value outside its range (parameterInfo()). */
    explicit TrueSkill(const TrueSkillParams &params = {});

    const TrueSkillParams &params() const { return m_params; }

    std::string_view name() const override { return "trueskill"; }
    Rating initialRating() const override { return {m_params.mu, m_params.sigma}; }
    void rate(const Game &game, std::vector<Rating> &posterior) const override;
    double winProbability(const Game &game) const override;
    std::optional<double> quality(const Game &game) const override;
    double leaderboardValue(const Rating &rating) const override { return rating.mu - m_params.k * rating.sigma; }
    bool hasUncertainty() const override { return true; }

    /** Draw margin for a comparison between teams with nPlayers players in all:
     *  Phi^-1((p + 1) / 2) * sqrt(nPlayers) * beta. */
    double drawMargin(double nPlayers) const;

private:
    void checkDraw(const Game &game, int a, int b) const;
    void rateTwoTeams(const Game &game, std::vector<Rating> &posterior) const;
    void rateChain(const Game &game, std::vector<Rating> &posterior) const;

    TrueSkillParams m_params;
    double m_drawQuantile = 0.0; ///< Phi^-1((p + 1) / 2), computed once
};

} // namespace podium::rating
