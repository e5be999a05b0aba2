// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Free-for-all lobbies: the snake deal, tiered lobbies, balanced averages, and points by place.
#include "errormessage.h"
#include "tournament/heats.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace podium::tournament;

class TestHeats : public QObject
{
    Q_OBJECT

private slots:
    void lobbies();
    void tieredLobbies();
    void balancedLobbiesByHand();
    void heatsErrors();
};

void TestHeats::lobbies()
{
    std::vector<double> strength;
    for (int i = 0; i < 13; ++i)
        strength.push_back(100 - i); // entrant i is seed i + 1
    const auto snake = splitLobbies(strength, 4, LobbyMethod::Snake);
    QCOMPARE(snake.size(), std::size_t(4));
    // Sizes 4, 3, 3, 3; seeds dealt 1 2 3 4 | 8 7 6 5 | 9 10 11 12 | 13 (the first lobby has room left).
    QCOMPARE(snake[0], std::vector<int>({0, 7, 8, 12}));
    QCOMPARE(snake[1], std::vector<int>({1, 6, 9}));
    QCOMPARE(snake[2], std::vector<int>({2, 5, 10}));
    QCOMPARE(snake[3], std::vector<int>({3, 4, 11}));
    const auto balanced = splitLobbies(strength, 4, LobbyMethod::Balanced);
    std::vector<double> means;
    std::set<int> everyone;
    for (const auto &lobby : balanced) {
        QVERIFY(lobby.size() == 3 || lobby.size() == 4);
        double sum = 0;
        for (int i : lobby) {
            sum += strength[static_cast<std::size_t>(i)];
            everyone.insert(i);
        }
        means.push_back(sum / double(lobby.size()));
    }
    QCOMPARE(int(everyone.size()), 13);
    QVERIFY(*std::max_element(means.begin(), means.end()) - *std::min_element(means.begin(), means.end()) <= 0.5);
    QCOMPARE(placePoints({10, 8, 6, 5, 4, 3, 2, 1}, 1), 10.0);
    QCOMPARE(placePoints({10, 8, 6, 5, 4, 3, 2, 1}, 4), 5.0);
    QCOMPARE(placePoints({10, 8, 6, 5, 4, 3, 2, 1}, 9), 0.0);
}

void TestHeats::tieredLobbies()
{
    // 13 entrants in lobbies of 4 are sized 4, 3, 3, 3, filled in turn from the strongest.
    std::vector<double> strength;
    for (int i = 0; i < 13; ++i)
        strength.push_back(i); // entrant 12 is the strongest
    const auto tiered = splitLobbies(strength, 4, LobbyMethod::Tiered);
    QCOMPARE(tiered.size(), std::size_t(4));
    QCOMPARE(tiered[0], std::vector<int>({12, 11, 10, 9}));
    QCOMPARE(tiered[1], std::vector<int>({8, 7, 6}));
    QCOMPARE(tiered[2], std::vector<int>({5, 4, 3}));
    QCOMPARE(tiered[3], std::vector<int>({2, 1, 0}));
    // Equal strengths keep the entrants' order.
    QCOMPARE(splitLobbies({5, 5, 5, 5}, 2, LobbyMethod::Tiered), (std::vector<std::vector<int>> {{0, 1}, {2, 3}}));
}

void TestHeats::balancedLobbiesByHand()
{
    // Worked by hand. Strengths 8 7 6 5 4 3 2 1 (entrants 0 to 7) in two lobbies of four, strongest first, each to
    // the lobby least filled, then of the lower average, the first on a tie: 8 to A; 7 to B; 6 to B (average 7/4
    // against 8/4); 5 to A (less filled); 4 to A (13/4 each, the first); 3 to B; 2 to B (16/4 against 17/4); 1 to
    // A. Both lobbies sum to 18, so no swap narrows the spread.
    const std::vector<double> strength {8, 7, 6, 5, 4, 3, 2, 1};
    const auto balanced = splitLobbies(strength, 4, LobbyMethod::Balanced);
    QCOMPARE(balanced.size(), std::size_t(2));
    QCOMPARE(balanced[0], std::vector<int>({0, 3, 4, 7}));
    QCOMPARE(balanced[1], std::vector<int>({1, 2, 5, 6}));
}

void TestHeats::heatsErrors()
{
    QCOMPARE(errorMessage([] { splitLobbies({1.0}, 4, LobbyMethod::Snake); }),
             QStringLiteral("heats need at least two entrants"));
    QCOMPARE(errorMessage([] {
                 splitLobbies({1.0, 2.0}, 1, LobbyMethod::Balanced);
             }),
             QStringLiteral("a lobby needs room for at least two players"));
}

QTEST_GUILESS_MAIN(TestHeats)
#include "tst_heats.moc"
