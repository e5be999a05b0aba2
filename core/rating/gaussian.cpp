// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "rating/gaussian.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace podium::rating::gaussian {

namespace {

constexpr double kInvSqrt2Pi = 0.3989422804014327; // 1 / sqrt(2 pi)

/**
 * Below this standardised value phi(x) / Phi(x) is taken from the continued fraction of Mills' ratio
 * rather than from erfc: near x = -38 Phi(x) leaves the range of a double, and well before that the
 * product V (V + x) of Table 1 cancels badly.
 */
constexpr double kTailStart = -12.0;

/** A draw interval whose half-width times the standardised mean is below this counts as empty. */
constexpr double kNarrowInterval = 1e-9;

/** Terms of the continued fraction; at z >= 12 forty terms are exact to the last bit. */
constexpr int kFractionTerms = 40;

/**
 * For z >= -kTailStart, the continued fraction of Mills' ratio R(z) = Phi(-z) / phi(z)
 * (Abramowitz & Stegun 26.2.14): 1 / R(z) = z + 1 / (z + 2 / (z + 3 / (z + ...))).
 * Returns the tail T = z + 2 / (z + 3 / ...), so that 1 / R = z + 1 / T exactly.
 */
double millsTail(double z)
{
    double tail = z;
    for (int k = kFractionTerms; k >= 2; --k)
        tail = z + k / tail;
    return tail;
}

/*
 * W. J. Cody, "Rational Chebyshev approximations for the error function", Math. Comp. 23 (1969) 631-637, with
 * the coefficients of his SPECFUN routine CALERF: erf(y) for |y| <= 0.46875, and the scaled complement
 * erfcx(y) = exp(y^2) erfc(y) for y > 0.46875, each to a relative error below 1e-16 with no exp at all. The win
 * correction is the inner loop of every rating of three or more teams; with these it costs at most one exp
 * where erfc and phi took three.
 */
constexpr double kCodySmall = 0.46875;
constexpr double kErfP[] = {3.16112374387056560e00, 1.13864154151050156e02, 3.77485237685302021e02,
                            3.20937758913846947e03, 1.85777706184603153e-1};
constexpr double kErfQ[]
    = {2.36012909523441209e01, 2.44024637934444173e02, 1.28261652607737228e03, 2.84423683343917062e03};
constexpr double kErfcxMidP[] = {5.64188496988670089e-1, 8.88314979438837594e00, 6.61191906371416295e01,
                                 2.98635138197400131e02, 8.81952221241769090e02, 1.71204761263407058e03,
                                 2.05107837782607147e03, 1.23033935479799725e03, 2.15311535474403846e-8};
constexpr double kErfcxMidQ[]
    = {1.57449261107098347e01, 1.17693950891312499e02, 5.37181101862009858e02, 1.62138957456669019e03,
       3.29079923573345963e03, 4.36261909014324716e03, 3.43936767414372164e03, 1.23033935480374942e03};
constexpr double kErfcxFarP[] = {3.05326634961232344e-1, 3.60344899949804439e-1, 1.25781726111229246e-1,
                                 1.60837851487422766e-2, 6.58749161529837803e-4, 1.63153871373020978e-2};
constexpr double kErfcxFarQ[] = {2.56852019228982242e00, 1.87295284992346047e00, 5.27905102951428412e-1,
                                 6.05183413124413191e-2, 2.33520497626869185e-3};
constexpr double kInvSqrtPi = 0.5641895835477563; // 1 / sqrt(pi)
constexpr double kSqrt2OverPi = 0.7978845608028654; // sqrt(2 / pi)
constexpr double kInvSqrt2 = 0.70710678118654752440; // 1 / sqrt(2)

/** A ratio kept as numerator and denominator, so that a caller dividing by it, or adding it to something,
 *  folds it into its own one division: in a chain of EP steps the divider is the scarcest unit. */
struct Fraction
{
    double num;
    double den;
};

/** erf(y) / y for |y| <= kCodySmall. */
Fraction erfOverYSmall(double y)
{
    const double z = y * y;
    double num = kErfP[4] * z;
    double den = z;
    for (int i = 0; i < 3; ++i) {
        num = (num + kErfP[i]) * z;
        den = (den + kErfQ[i]) * z;
    }
    return {num + kErfP[3], den + kErfQ[3]};
}

/** erfcx(y) = exp(y^2) erfc(y) for kCodySmall < y <= 4. Estrin's scheme rather than Horner's: the powers of y and
 *  the pairs of terms run side by side, which halves the chain of dependent steps (the coefficients are all
 *  positive, so the order of the additions costs no accuracy). */
Fraction erfcxMid(double y)
{
    const double y2 = y * y;
    const double y4 = y2 * y2;
    const auto &p = kErfcxMidP;
    const auto &q = kErfcxMidQ;
    const double num = (p[7] + p[6] * y) + (p[5] + p[4] * y) * y2 + ((p[3] + p[2] * y) + (p[1] + p[0] * y) * y2) * y4
        + p[8] * (y4 * y4);
    const double den
        = (q[7] + q[6] * y) + (q[5] + q[4] * y) * y2 + ((q[3] + q[2] * y) + (q[1] + q[0] * y) * y2) * y4 + y4 * y4;
    return {num, den};
}

/** erfcx(y) for y > 4: Cody's rational in 1 / y^2. */
Fraction erfcxFar(double y)
{
    const double z = 1.0 / (y * y);
    double num = kErfcxFarP[5] * z;
    double den = z;
    for (int i = 0; i < 4; ++i) {
        num = (num + kErfcxFarP[i]) * z;
        den = (den + kErfcxFarQ[i]) * z;
    }
    num += kErfcxFarP[4];
    den += kErfcxFarQ[4];
    return {kInvSqrtPi * den - z * num, den * y};
}

/** v = phi(x) / Phi(x) for x >= kTailStart, from Cody's approximations and one division: where x < 0, phi and
 *  Phi share the factor exp(-x^2 / 2), which cancels. */
double winV(double x)
{
    const double y = x * kInvSqrt2; // a product: a division by a constant stays a division
    if (std::abs(y) <= kCodySmall) { // Phi(x) = (1 + erf(y)) / 2
        const Fraction e = erfOverYSmall(y);
        return 2.0 * pdf(x) * e.den / (e.den + y * e.num);
    }
    if (y < 0.0) { // Phi(x) = erfc(-y) / 2 = exp(-y^2) erfcx(-y) / 2
        const Fraction e = -y <= 4.0 ? erfcxMid(-y) : erfcxFar(-y);
        return kSqrt2OverPi * e.den / e.num;
    }
    const double g = std::exp(-0.5 * x * x); // phi(x) = g / sqrt(2 pi), Phi(-x) = g erfcx(y) / 2
    const Fraction e = y <= 4.0 ? erfcxMid(y) : erfcxFar(y);
    return kInvSqrt2Pi * g * e.den / (e.den - 0.5 * g * e.num);
}

/** phi(x) / Phi(x) and the multiplicative correction v (v + x), the two halves of Table 1 for a win. */
Correction winCorrection(double x)
{
    if (x < kTailStart) {
        // v = 1 / R(-x) = -x + 1 / T; v + x = 1 / T, so w = v / T without the cancellation of v + x.
        const double tail = millsTail(-x);
        const double v = -x + 1.0 / tail;
        return {v, v / tail};
    }
    const double v = winV(x);
    return {v, std::clamp(v * (v + x), 0.0, 1.0)};
}

} // namespace

double pdf(double x)
{
    return kInvSqrt2Pi * std::exp(-0.5 * x * x);
}

double cdf(double x)
{
    // erfc keeps full relative precision in the lower tail, where 1 - erf would round to 0.
    return 0.5 * std::erfc(-x / std::numbers::sqrt2);
}

double ppf(double p)
{
    if (!(p > 0.0 && p < 1.0)) {
        if (p == 0.0)
            return -std::numeric_limits<double>::infinity();
        if (p == 1.0)
            return std::numeric_limits<double>::infinity();
        return std::numeric_limits<double>::quiet_NaN();
    }
    // Work in the lower half, where cdf() is accurate, and mirror.
    const double q = std::min(p, 1.0 - p);
    // Starting point: Abramowitz & Stegun 26.2.23, absolute error below 4.5e-4.
    const double t = std::sqrt(-2.0 * std::log(q));
    double x
        = -(t - (2.515517 + t * (0.802853 + t * 0.010328)) / (1.0 + t * (1.432788 + t * (0.189269 + t * 0.001308))));
    // Halley's method on cdf(x) - q converges cubically: three steps reach the precision of erfc.
    for (int i = 0; i < 3; ++i) {
        const double u = (cdf(x) - q) / pdf(x);
        x -= u / (1.0 + 0.5 * x * u);
    }
    return p < 0.5 ? x : -x;
}

double vWin(double t, double eps)
{
    return winCorrection(t - eps).v;
}

double wWin(double t, double eps)
{
    return winCorrection(t - eps).w;
}

namespace {

/**
 * The draw corrections of Table 1 for t >= 0 (the other half follows by symmetry): v <= 0 pulls the
 * difference back into [-eps, eps]. Every term is divided by phi(t - eps), the density at the nearer
 * edge, so that far outside the interval nothing underflows: phi(t + eps) / phi(t - eps) = exp(-2 eps t)
 * and Phi(-z) / phi(z) is Mills' ratio.
 */
/** Mills' ratio R(z) = Phi(-z) / phi(z) for z >= -kTailStart. */
double millsRatio(double z)
{
    return 1.0 / (z + 1.0 / millsTail(z));
}

Correction drawCorrectionNonNegative(double t, double eps)
{
    // The limit of an empty interval: the difference is pinned at 0. An interval this narrow is that limit to
    // within eps * t, while the mass below would lose as many digits to cancellation (down to 0, and v to
    // infinity, far out in the tail).
    if (!(eps * std::max(t, 1.0) >= kNarrowInterval))
        return {-t, 1.0};
    const double near = t - eps; // distance of the nearer edge of the interval
    const double ratio = std::exp(-2.0 * eps * t); // phi(t + eps) / phi(t - eps)
    double mass; // (Phi(eps - t) - Phi(-eps - t)) / phi(t - eps)
    if (near > -kTailStart) {
        mass = millsRatio(near) - ratio * millsRatio(t + eps);
    } else {
        const double edge = pdf(near);
        mass = (cdf(eps - t) - cdf(-eps - t)) / edge;
        if (!(mass > 0.0) || !std::isfinite(mass)) // the interval is so narrow that its mass rounds to 0
            mass = 2.0 * eps;
    }
    const double v = std::expm1(-2.0 * eps * t) / mass; // (phi(eps + t) - phi(eps - t)) / mass, scaled
    const double w = v * v + ((eps - t) + (eps + t) * ratio) / mass;
    return {v, w};
}

Correction drawCorrection(double t, double eps)
{
    if (t >= 0.0)
        return drawCorrectionNonNegative(t, eps);
    const Correction mirrored = drawCorrectionNonNegative(-t, eps);
    return {-mirrored.v, mirrored.w};
}

/** w is a variance reduction factor in [0, 1]; keep rounding from stepping outside it. */
double clampUnit(double w)
{
    return std::clamp(w, 0.0, 1.0);
}

} // namespace

Correction win(double t, double eps)
{
    return winCorrection(t - eps);
}

Correction draw(double t, double eps)
{
    const Correction c = drawCorrection(t, eps);
    return {c.v, clampUnit(c.w)};
}

double vDraw(double t, double eps)
{
    return drawCorrection(t, eps).v;
}

double wDraw(double t, double eps)
{
    return clampUnit(drawCorrection(t, eps).w);
}

} // namespace podium::rating::gaussian
