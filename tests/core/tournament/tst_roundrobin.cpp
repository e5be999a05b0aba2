// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Berger round robins against FIDE's published tables, and every pair once for 2 to 17 entrants.
#include "errormessage.h"
#include "tournament/roundrobin.h"

#include <QTest>

#include <map>
#include <set>

using namespace podium::tournament;

namespace {

/** A round as "1-6 2-5 3-4" with 1-based numbers, first side first; a bye as "3-bye". */
QString roundText(const std::vector<ScheduledGame> &round)
{
    QStringList games;
    for (const ScheduledGame &g : round)
        games.append(g.second < 0 ? QStringLiteral("%1-bye").arg(g.first + 1)
                                  : QStringLiteral("%1-%2").arg(g.first + 1).arg(g.second + 1));
    return games.join(QLatin1Char(' '));
}

} // namespace

class TestRoundRobin : public QObject
{
    Q_OBJECT

private slots:
    void bergerTablesAsPublished();
    void roundRobinEveryPairOnce();
    void roundRobinErrors();
};

void TestRoundRobin::bergerTablesAsPublished()
{
    // FIDE Handbook C.05, Annex 1 (Berger tables for round-robin tournaments), tables for 4, 6 and 8 players.
    const auto four = bergerSchedule(4);
    QCOMPARE(four.size(), std::size_t(3));
    QCOMPARE(roundText(four[0]), QStringLiteral("1-4 2-3"));
    QCOMPARE(roundText(four[1]), QStringLiteral("4-3 1-2"));
    QCOMPARE(roundText(four[2]), QStringLiteral("2-4 3-1"));
    const auto six = bergerSchedule(6);
    const char *sixRounds[] {"1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1"};
    for (int r = 0; r < 5; ++r)
        QCOMPARE(roundText(six[static_cast<std::size_t>(r)]), QString::fromLatin1(sixRounds[r]));
    const auto eight = bergerSchedule(8);
    const char *eightRounds[] {"1-8 2-7 3-6 4-5", "8-5 6-4 7-3 1-2", "2-8 3-1 4-7 5-6", "8-6 7-5 1-4 2-3",
                               "3-8 4-2 5-1 6-7", "8-7 1-6 2-5 3-4", "4-8 5-3 6-2 7-1"};
    for (int r = 0; r < 7; ++r)
        QCOMPARE(roundText(eight[static_cast<std::size_t>(r)]), QString::fromLatin1(eightRounds[r]));
    // An odd field plays the next even table; the missing number is the bye.
    QCOMPARE(roundText(bergerSchedule(5)[0]), QStringLiteral("1-bye 2-5 3-4"));
    QCOMPARE(roundText(bergerSchedule(5)[1]), QStringLiteral("4-bye 5-3 1-2"));
    // Double round robin: the cycle again, sides swapped.
    const auto twice = bergerSchedule(4, true);
    QCOMPARE(twice.size(), std::size_t(6));
    QCOMPARE(roundText(twice[3]), QStringLiteral("4-1 3-2"));
}

void TestRoundRobin::roundRobinEveryPairOnce()
{
    for (int n = 2; n <= 17; ++n) {
        std::map<std::pair<int, int>, int> met;
        std::vector<int> byes(static_cast<std::size_t>(n), 0), firsts(static_cast<std::size_t>(n), 0);
        const auto rounds = bergerSchedule(n);
        QCOMPARE(int(rounds.size()), n % 2 == 0 ? n - 1 : n);
        for (const auto &round : rounds) {
            std::set<int> playing;
            for (const ScheduledGame &g : round) {
                QVERIFY(playing.insert(g.first).second);
                if (g.second < 0) {
                    ++byes[static_cast<std::size_t>(g.first)];
                    continue;
                }
                QVERIFY(playing.insert(g.second).second);
                ++met[{std::min(g.first, g.second), std::max(g.first, g.second)}];
                ++firsts[static_cast<std::size_t>(g.first)];
            }
        }
        QCOMPARE(int(met.size()), n * (n - 1) / 2);
        for (const auto &[pair, times] : met)
            QCOMPARE(times, 1);
        for (int i = 0; i < n; ++i) {
            QCOMPARE(byes[static_cast<std::size_t>(i)], n % 2);
            // Sides as balanced as a round robin allows: n/2 or (n-1)/2 games on the first side.
            QVERIFY2(std::abs(2 * firsts[static_cast<std::size_t>(i)] - (n - 1 - n % 2 + (n % 2 ? 0 : 0)))
                         <= (n % 2 == 0 ? 1 : 2),
                     qPrintable(QStringLiteral("n=%1 entrant %2: %3 firsts")
                                    .arg(n)
                                    .arg(i)
                                    .arg(firsts[static_cast<std::size_t>(i)])));
        }
    }
}

void TestRoundRobin::roundRobinErrors()
{
    QCOMPARE(errorMessage([] { bergerSchedule(1); }), QStringLiteral("a round robin needs at least two entrants"));
}

QTEST_GUILESS_MAIN(TestRoundRobin)
#include "tst_roundrobin.moc"
