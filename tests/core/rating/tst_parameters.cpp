// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The parameters a settings form offers for each algorithm: their defaults are the ones the README documents,
// and their ranges are exactly what makeRatingSystem() accepts.
#include "rating/ratingsystem.h"
#include "rating/types.h"

#include <QTest>

#include <cmath>
#include <map>
#include <string>

using namespace podium::rating;

namespace {

std::string text(double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.17g", value);
    return buffer;
}

bool accepts(const std::string &algorithm, const std::string &name, const std::string &value)
{
    try {
        makeRatingSystem(algorithm, {{name, value}});
        return true;
    } catch (const RatingError &) {
        return false;
    }
}

} // namespace

class TestParameters : public QObject
{
    Q_OBJECT

private slots:
    void defaultsAreTheDocumentedOnes();
    void rangesAreWhatTheSystemsAccept();
    void everyParameterIsKnownToTheSystem();
};

void TestParameters::defaultsAreTheDocumentedOnes()
{
    // README, "Parameters": trueskill mu 25, sigma 25/3, beta sigma/2, tau sigma/100, draw_probability 0.10, k 3;
    // elo k 24, start 1500, beta 200 (logistic first); zonestats t 120, game_mult 2, max_game_length 20, start 500.
    const std::map<std::string, std::map<std::string, double>> documented {
        {"trueskill",
         {{"mu", 25.0},
          {"sigma", 25.0 / 3},
          {"beta", 25.0 / 6},
          {"tau", 25.0 / 300},
          {"draw_probability", 0.1},
          {"k", 3.0}}},
        {"elo", {{"k", 24.0}, {"start", 1500.0}, {"beta", 200.0}}},
        {"zonestats", {{"t", 120.0}, {"game_mult", 2.0}, {"max_game_length", 20.0}, {"start", 500.0}}},
    };
    for (const auto &[algorithm, values] : documented) {
        std::size_t numbers = 0;
        for (const ParamInfo &p : parameterInfo(algorithm)) {
            if (!p.choices.empty())
                continue;
            ++numbers;
            QCOMPARE(p.defaultValue, values.at(p.name));
        }
        QCOMPARE(numbers, values.size());
    }
    const auto elo = parameterInfo("elo");
    QCOMPARE(elo.front().name, std::string("variant"));
    QCOMPARE(elo.front().choices, (std::vector<std::string> {"logistic", "gaussian"}));
    QVERIFY_THROWS_EXCEPTION(RatingError, parameterInfo("glicko"));
}

void TestParameters::rangesAreWhatTheSystemsAccept()
{
    for (const std::string &algorithm : ratingSystemNames()) {
        for (const ParamInfo &p : parameterInfo(algorithm)) {
            if (!p.choices.empty()) {
                for (const std::string &choice : p.choices)
                    QVERIFY(accepts(algorithm, p.name, choice));
                QVERIFY(!accepts(algorithm, p.name, "other"));
                continue;
            }
            const QByteArray where = QByteArray::fromStdString(algorithm + " " + p.name);
            QVERIFY2(accepts(algorithm, p.name, text(p.defaultValue)), where);
            QVERIFY2(accepts(algorithm, p.name, text(p.minimum)) == p.minimumIncluded, where);
            QVERIFY2(accepts(algorithm, p.name, text(p.maximum)) == p.maximumIncluded, where);
            // Just inside the bounds is accepted; below an included minimum is refused, unless the system takes
            // any finite number (then the form's bound is only a generous limit).
            QVERIFY2(accepts(algorithm, p.name, text(std::nextafter(p.minimum, p.maximum))), where);
            QVERIFY2(accepts(algorithm, p.name, text(std::nextafter(p.maximum, p.minimum))), where);
            if (p.minimum == 0.0)
                QVERIFY2(!accepts(algorithm, p.name, "-0.001"), where);
        }
    }
}

void TestParameters::everyParameterIsKnownToTheSystem()
{
    for (const std::string &algorithm : ratingSystemNames()) {
        QVERIFY(!parameterInfo(algorithm).empty());
        QVERIFY(!accepts(algorithm, "no_such_parameter", "1"));
    }
}

QTEST_APPLESS_MAIN(TestParameters)
#include "tst_parameters.moc"
