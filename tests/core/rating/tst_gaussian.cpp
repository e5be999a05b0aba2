// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "referencevectors.h"

#include "rating/gaussian.h"

#include <QTest>

#include <cmath>

using namespace podium::rating;
using podium::test::referenceVectors;

class TestGaussian : public QObject
{
    Q_OBJECT

private slots:
    void referenceFunctions();
    void cdfKeepsRelativePrecisionInTheTail();
    void ppfInvertsCdf();
    void winCorrectionsInTheTail();
    void drawCorrectionsInTheTail();
    void drawCorrectionsAreSymmetric();
};

// The helper vectors of tests/data/trueskill-vectors.json: Phi, phi, Phi^-1 and the moments of a
// truncated Gaussian, against both the published values and the accurate-erfc ones.
void TestGaussian::referenceFunctions()
{
    int checked = 0;
    for (const QJsonObject &entry : referenceVectors(QStringLiteral("function"))) {
        const QString function = entry.value(QStringLiteral("function")).toString();
        const QJsonObject args = entry.value(QStringLiteral("args")).toObject();
        const double tolerance = entry.value(QStringLiteral("tolerance")).toDouble();
        const QString name = entry.value(QStringLiteral("name")).toString();
        double value = 0;
        double mu = 0, sigma = 0;
        if (function == QStringLiteral("norm_cdf")) {
            value = gaussian::cdf(args.value(QStringLiteral("x")).toDouble());
        } else if (function == QStringLiteral("norm_pdf")) {
            value = gaussian::pdf(args.value(QStringLiteral("x")).toDouble());
        } else if (function == QStringLiteral("norm_ppf")) {
            value = gaussian::ppf(args.value(QStringLiteral("p")).toDouble());
        } else if (function.startsWith(QStringLiteral("truncate_"))) {
            // N(mu, sigma^2) truncated to (margin, inf) for a win, [-margin, margin] for a draw (Table 1):
            // mean mu + sigma v(t, eps), sd sigma sqrt(1 - w(t, eps)) with t = mu/sigma, eps = margin/sigma.
            const double m = args.value(QStringLiteral("mu")).toDouble();
            const double s = args.value(QStringLiteral("sigma")).toDouble();
            const double t = m / s, eps = args.value(QStringLiteral("margin")).toDouble() / s;
            const bool win = function == QStringLiteral("truncate_win");
            mu = m + s * (win ? gaussian::vWin(t, eps) : gaussian::vDraw(t, eps));
            sigma = s * std::sqrt(1 - (win ? gaussian::wWin(t, eps) : gaussian::wDraw(t, eps)));
        } else {
            continue; // draw_margin is TrueSkill's, tested there
        }
        if (function.startsWith(QStringLiteral("truncate_"))) {
            const QJsonObject exact = entry.value(QStringLiteral("expected_exact")).toObject();
            const QJsonObject published = entry.value(QStringLiteral("expected")).toObject();
            QVERIFY2(std::abs(mu - exact.value(QStringLiteral("mu")).toDouble()) < 1e-9, qPrintable(name));
            QVERIFY2(std::abs(sigma - exact.value(QStringLiteral("sigma")).toDouble()) < 1e-9, qPrintable(name));
            QVERIFY2(std::abs(mu - published.value(QStringLiteral("mu")).toDouble()) <= tolerance, qPrintable(name));
            QVERIFY2(std::abs(sigma - published.value(QStringLiteral("sigma")).toDouble()) <= tolerance,
                     qPrintable(name));
        } else {
            QVERIFY2(std::abs(value - entry.value(QStringLiteral("expected_exact")).toDouble()) < 1e-13,
                     qPrintable(name));
            QVERIFY2(std::abs(value - entry.value(QStringLiteral("expected")).toDouble()) <= tolerance,
                     qPrintable(name));
        }
        ++checked;
    }
    QCOMPARE(checked, 8);
}

void TestGaussian::cdfKeepsRelativePrecisionInTheTail()
{
    // Phi(-10) = 7.61985302416e-24 and Phi(-37) = 5.72557122252e-300 (mpmath, 60 digits); 1 - Phi(10)
    // computed as 0.5 * (1 + erf) would be 0.
    QVERIFY(std::abs(gaussian::cdf(-10) / 7.61985302416052606597e-24 - 1) < 1e-13);
    QVERIFY(std::abs(gaussian::cdf(-37) / 5.72557122252458e-300 - 1) < 1e-12);
    QCOMPARE(gaussian::cdf(0), 0.5);
    QVERIFY(std::abs(gaussian::pdf(0) - 0.398942280401432678) < 1e-16);
}

void TestGaussian::ppfInvertsCdf()
{
    // Phi^-1(0.975) = 1.959963984540054 (the familiar 1.96).
    QVERIFY(std::abs(gaussian::ppf(0.975) - 1.959963984540054) < 1e-13);
    for (double p : {1e-300, 1e-12, 1e-3, 0.1, 0.3, 0.5, 0.55, 0.9, 0.999999}) {
        const double x = gaussian::ppf(p);
        QVERIFY2(std::abs(gaussian::cdf(x) / p - 1) < 1e-12, qPrintable(QString::number(p)));
    }
    QCOMPARE(gaussian::ppf(0.5), 0.0);
    QVERIFY(std::isinf(gaussian::ppf(0.0)));
    QVERIFY(std::isnan(gaussian::ppf(1.5)));
}

void TestGaussian::winCorrectionsInTheTail()
{
    // References: v = phi(x)/Phi(x), w = v (v + x) at x = t - eps in 60-digit arithmetic (mpmath).
    struct Case
    {
        double t, eps, v, w;
    };
    const Case cases[] = {
        {-1000, 0.1, 1000.10099989801, 0.999999000205968}, {-40, 0.74, 40.7645164116713, 0.999399665930869},
        {-5, 0, 5.18650396712584, 0.967303565382888},      {0, 0, 0.797884560802865, 0.636619772367581},
        {3, 0.74, 0.0314059972845606, 0.0719638905285447},
    };
    for (const Case &c : cases) {
        const double v = gaussian::vWin(c.t, c.eps), w = gaussian::wWin(c.t, c.eps);
        QVERIFY2(std::abs(v / c.v - 1) < 1e-13, qPrintable(QStringLiteral("v(%1) = %2").arg(c.t).arg(v, 0, 'g', 15)));
        QVERIFY2(std::abs(w - c.w) < 1e-10, qPrintable(QStringLiteral("w(%1) = %2").arg(c.t).arg(w, 0, 'g', 15)));
    }
}

void TestGaussian::drawCorrectionsInTheTail()
{
    // References from Table 1's draw formulas in 60-digit arithmetic (mpmath).
    struct Case
    {
        double t, eps, v, w;
    };
    const Case cases[] = {
        {-1000, 0.1, 999.901000098009, 0.999998999805972},
        {-40, 0.74, 39.285438273644, 0.999353729030305},
        {0, 0.74, 0.0, 0.830434871926042},
        {12, 3, -9.10852310500287, 0.988485209345283},
    };
    for (const Case &c : cases) {
        const double v = gaussian::vDraw(c.t, c.eps), w = gaussian::wDraw(c.t, c.eps);
        QVERIFY(std::isfinite(v) && std::isfinite(w));
        QVERIFY2(std::abs(v - c.v) < 1e-12 * std::max(1.0, std::abs(c.v)),
                 qPrintable(QStringLiteral("v(%1) = %2").arg(c.t).arg(v, 0, 'g', 15)));
        QVERIFY2(std::abs(w - c.w) < 1e-10, qPrintable(QStringLiteral("w(%1) = %2").arg(c.t).arg(w, 0, 'g', 15)));
    }
}

void TestGaussian::drawCorrectionsAreSymmetric()
{
    for (double t : {0.1, 1.0, 5.0, 50.0}) {
        QCOMPARE(gaussian::vDraw(-t, 0.5), -gaussian::vDraw(t, 0.5));
        QCOMPARE(gaussian::wDraw(-t, 0.5), gaussian::wDraw(t, 0.5));
        QVERIFY(gaussian::vDraw(t, 0.5) < 0);
    }
}

QTEST_GUILESS_MAIN(TestGaussian)
#include "tst_gaussian.moc"
