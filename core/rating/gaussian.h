// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

namespace podium::rating::gaussian {

/** Standard normal density phi(x). */
double pdf(double x);
/** Standard normal CDF Phi(x), from std::erfc so both tails keep full relative precision. */
double cdf(double x);
/** Inverse of Phi for p in (0, 1). */
double ppf(double p);

/**
 * The additive (v) and multiplicative (w) corrections of a truncated Gaussian, Table 1 of the TrueSkill
 * paper, for a win (difference > eps) and a draw (|difference| <= eps), with t the standardised mean
 * difference and eps the standardised margin. Safe far into the tails: no 0/0, no NaN.
 */
double vWin(double t, double eps);

/** v and w together, for callers that need both: one evaluation of erfc instead of two. */
struct Correction
{
    double v;
    double w;
};
Correction win(double t, double eps);
Correction draw(double t, double eps);

double wWin(double t, double eps);
double vDraw(double t, double eps);
double wDraw(double t, double eps);

} // namespace podium::rating::gaussian
