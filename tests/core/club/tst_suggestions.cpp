// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Suggestions as a discipline is played: its usual kind and team size from its games, club nights of team
// tables on a team discipline, and the result a suggested game becomes.
#include "testclub.h"

#include "club/games.h"
#include "club/leaderboards.h"
#include "club/suggestions.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <set>

using namespace podium;

namespace {

QStringList roster(int n)
{
    QStringList names;
    for (int i = 1; i <= n; ++i)
        names.append(QStringLiteral("P%1").arg(i, 2, 10, QLatin1Char('0')));
    return names;
}

/** A game of capture the flag: the first team (its name first) beats the second. */
club::GameInput flagGame(const QString &date, const QStringList &first, const QStringList &second,
                         const QString &firstTeam, const QString &secondTeam)
{
    club::GameInput g;
    g.discipline = QStringLiteral("Capture");
    g.kind = history::GameKind::Team;
    g.date = date;
    for (const QString &p : first)
        g.participants.push_back({p, firstTeam, 1, NAN, NAN, true});
    for (const QString &p : second)
        g.participants.push_back({p, secondTeam, 2, NAN, NAN, true});
    return g;
}

/** Every player of the games, once. */
std::set<QString> playersOf(const std::vector<club::SuggestedGame> &games)
{
    std::set<QString> players;
    for (const club::SuggestedGame &g : games) {
        for (const QStringList &side : g.sides)
            players.insert(side.begin(), side.end());
    }
    return players;
}

} // namespace

class TestSuggestions : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void aDisciplineIsPlayedAsItsGamesAre();
    void clubNightOnATeamDisciplineSuggestsTeamTables();
    void clubNightTeamTablesTakeTurns();
    void clubNightOnAHeadToHeadDisciplineStaysOneAgainstOne();
    void aSuggestionBecomesTheResultToEnter();
    void teamMatchesAreOfALevelAndEvenWithin();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<store::Database> m_db;
};

void TestSuggestions::init()
{
    m_db = store::Database::open(testClub(QDir(m_dir.path())), store::Database::Mode::Create);
    club::Games games(*m_db);
    const QStringList p = roster(12);
    for (int i = 0; i + 1 < p.size(); ++i) { // chess: P01 the strongest
        club::GameInput g;
        g.discipline = QStringLiteral("Chess");
        g.date = QStringLiteral("2024-06-%1").arg(i + 1, 2, 10, QLatin1Char('0'));
        g.participants = {{p[i], {}, 1, NAN, NAN, true}, {p[i + 1], {}, 2, NAN, NAN, true}};
        games.add(g);
    }
    // Capture: mostly 3 v 3 as Red and Blue, once 2 v 2; the latest game has Blue entered first.
    games.add(flagGame(QStringLiteral("2025-01-01"), {p[0], p[1], p[2]}, {p[3], p[4], p[5]}, QStringLiteral("Red"),
                       QStringLiteral("Blue")));
    games.add(flagGame(QStringLiteral("2025-01-02"), {p[0], p[3]}, {p[6], p[7]}, QStringLiteral("Red"),
                       QStringLiteral("Blue")));
    games.add(flagGame(QStringLiteral("2025-01-03"), {p[6], p[7], p[8]}, {p[9], p[10], p[11]}, QStringLiteral("Red"),
                       QStringLiteral("Blue")));
    games.add(flagGame(QStringLiteral("2025-01-04"), {p[1], p[4], p[7]}, {p[2], p[5], p[8]}, QStringLiteral("Blue"),
                       QStringLiteral("Red")));
    club::Leaderboards boards(*m_db);
    boards.create({0, QStringLiteral("Chess TS"), QStringLiteral("Chess"), QStringLiteral("trueskill"), {}, {}, {}});
    boards.create(
        {0, QStringLiteral("Capture TS"), QStringLiteral("Capture"), QStringLiteral("trueskill"), {}, {}, {}});
    boards.create({0, QStringLiteral("Everything"), QString(), QStringLiteral("trueskill"), {}, {}, {}});
}

void TestSuggestions::teamMatchesAreOfALevelAndEvenWithin()
{
    // C2 of the walkthrough of 28 November: ten players in teams of two make two 2v2 matches, not one game of five
    // teams; the two left over sit out.
    QStringList ranked; // the leaderboard's order: P01 beat P02, who beat P03, ...
    for (const club::LeaderboardRow &row : club::Leaderboards(*m_db).standings(QStringLiteral("Chess TS")))
        ranked.append(row.player);
    const QStringList present = roster(10);
    const auto games
        = club::suggestGames(*m_db, QStringLiteral("Chess TS"), present, club::SuggestMode::TeamMatches, 2);
    QCOMPARE(games.size(), std::size_t(3));
    const auto rankOf = [&](const QString &player) { return ranked.indexOf(player); };
    std::vector<std::vector<int>> ranks; // per match, its players' places on the leaderboard, best first
    for (std::size_t m = 0; m < 2; ++m) {
        const club::SuggestedGame &g = games[m];
        QCOMPARE(g.kind, history::GameKind::Team);
        QCOMPARE(g.sides.size(), std::size_t(2));
        QCOMPARE(g.sides[0].size(), 2);
        QCOMPARE(g.sides[1].size(), 2);
        QVERIFY(g.quality > 0 && g.quality <= 1);
        std::vector<int> r;
        for (const QStringList &side : g.sides)
            for (const QString &p : side)
                r.push_back(rankOf(p));
        std::sort(r.begin(), r.end());
        ranks.push_back(r);
        // Even within: the best and the fourth of the match against the second and the third.
        for (const QStringList &side : g.sides) {
            const int a = rankOf(side[0]), b = rankOf(side[1]);
            const bool outer = (a == r[0] && b == r[3]) || (a == r[3] && b == r[0]);
            const bool inner = (a == r[1] && b == r[2]) || (a == r[2] && b == r[1]);
            QVERIFY2(outer || inner, qPrintable(side.join(QLatin1Char('+'))));
        }
    }
    QVERIFY(ranks[0].back() < ranks[1].front()); // the first match the stronger players
    // The two weakest present sit out, in a row of their own with no game.
    QVERIFY(games[2].isBye());
    QStringList presentRanked = ranked;
    presentRanked.removeIf([&](const QString &p) { return !present.contains(p); });
    QCOMPARE(games[2].sides.at(0), presentRanked.mid(8, 2));
    QCOMPARE(games[2].note, QStringLiteral("sitting out: teams of 2 take 4 players a match"));
    QCOMPARE(playersOf(games).size(), std::size_t(10));
    // Too few for two teams of three.
    try {
        club::suggestGames(*m_db, QStringLiteral("Chess TS"), roster(5), club::SuggestMode::TeamMatches, 3);
        QFAIL("five players made two teams of three");
    } catch (const store::DbError &error) {
        QCOMPARE(error.message(), QStringLiteral("two teams of 3 need 6 players; 5 are present"));
    }
}

void TestSuggestions::cleanup()
{
    m_db.reset();
}

void TestSuggestions::aDisciplineIsPlayedAsItsGamesAre()
{
    const club::UsualGame capture = club::usualGame(*m_db, QStringLiteral("capture")); // a name in any case
    QCOMPARE(capture.kind, history::GameKind::Team);
    QCOMPARE(capture.teamSize, 3);
    QCOMPARE(capture.teamNames, QStringList({QStringLiteral("Blue"), QStringLiteral("Red")}));
    const club::UsualGame chess = club::usualGame(*m_db, QStringLiteral("Chess"));
    QCOMPARE(chess.kind, history::GameKind::HeadToHead);
    QCOMPARE(chess.teamSize, 1);
    QVERIFY(chess.teamNames.isEmpty());
    // Every discipline, or one with no games: head to head.
    QCOMPARE(club::usualGame(*m_db, QString()).kind, history::GameKind::HeadToHead);
    QCOMPARE(club::usualGame(*m_db, QStringLiteral("Go")).kind, history::GameKind::HeadToHead);
}

void TestSuggestions::clubNightOnATeamDisciplineSuggestsTeamTables()
{
    // Thirteen present, two tables: two games of 3 v 3, one waits.
    const auto games = club::nextClubGames(*m_db, QStringLiteral("Capture TS"), roster(13), 2, {});
    QCOMPARE(games.size(), std::size_t(2));
    for (const club::SuggestedGame &g : games) {
        QCOMPARE(g.kind, history::GameKind::Team);
        QCOMPARE(g.sides.size(), std::size_t(2));
        QCOMPARE(g.sides[0].size(), 3);
        QCOMPARE(g.sides[1].size(), 3);
        QVERIFY(g.quality > 0 && g.quality <= 1);
        QVERIFY(g.winProbability > 0.2 && g.winProbability < 0.8); // even teams
        QVERIFY(g.waited.empty()); // nobody waited yet
    }
    QCOMPARE(playersOf(games).size(), std::size_t(12));
    // Four present: one table of 2 v 2, as large as the players allow.
    const auto four = club::nextClubGames(*m_db, QStringLiteral("Capture TS"), roster(4), 3, {});
    QCOMPARE(four.size(), std::size_t(1));
    QCOMPARE(four[0].sides[0].size() + four[0].sides[1].size(), 4);
}

void TestSuggestions::clubNightTeamTablesTakeTurns()
{
    // Eight present, one table of 3 v 3: over four rounds everyone sits out exactly once, and the game says who
    // waited for it.
    club::ClubNight night;
    const QStringList present = roster(8);
    std::map<QString, int> satOut;
    for (int round = 0; round < 4; ++round) {
        const auto games = club::nextClubGames(*m_db, QStringLiteral("Capture TS"), present, 1, night);
        QCOMPARE(games.size(), std::size_t(1));
        const std::set<QString> playing = playersOf(games);
        QCOMPARE(playing.size(), std::size_t(6));
        for (const QString &p : present) {
            if (night.waited[p.toLower()] > 0) {
                QVERIFY2(playing.contains(p), qPrintable(p + QStringLiteral(" waited and does not play")));
                QVERIFY(std::find(games[0].waited.begin(), games[0].waited.end(), std::pair {p, 1})
                        != games[0].waited.end());
            }
            satOut[p] += !playing.contains(p);
        }
        night.started(games, present);
    }
    for (const QString &p : present)
        QCOMPARE(satOut[p], 1);
    // Who met whom: a player's opponents are the other team.
    const auto last = club::nextClubGames(*m_db, QStringLiteral("Capture TS"), present, 1, night);
    night.started(last, present);
    const QString first = last[0].sides[0].front();
    QCOMPARE(night.recent[first.toLower()].mid(0, 3), last[0].sides[1]);
}

void TestSuggestions::clubNightOnAHeadToHeadDisciplineStaysOneAgainstOne()
{
    for (const QString &board : {QStringLiteral("Chess TS"), QStringLiteral("Everything")}) {
        const auto games = club::nextClubGames(*m_db, board, roster(7), 2, {});
        QCOMPARE(games.size(), std::size_t(2));
        for (const club::SuggestedGame &g : games) {
            QCOMPARE(g.kind, history::GameKind::HeadToHead);
            QCOMPARE(g.sides[0].size(), 1);
            QCOMPARE(g.sides[1].size(), 1);
        }
    }
}

void TestSuggestions::aSuggestionBecomesTheResultToEnter()
{
    const auto split = club::suggestGames(*m_db, QStringLiteral("Capture TS"), roster(6), club::SuggestMode::Teams, 2);
    QCOMPARE(split[0].kind, history::GameKind::Team);
    const club::GameInput teams
        = club::resultToEnter(split[0], QStringLiteral("Capture"), {QStringLiteral("Blue"), QStringLiteral("Red")});
    QCOMPARE(teams.kind, history::GameKind::Team);
    QCOMPARE(teams.discipline, QStringLiteral("Capture"));
    QCOMPARE(teams.participants.size(), std::size_t(6));
    for (const club::ParticipantInput &p : teams.participants) {
        QCOMPARE(p.team, split[0].sides[0].contains(p.player) ? QStringLiteral("Blue") : QStringLiteral("Red"));
        QCOMPARE(p.rank, 0); // not played yet
    }
    const auto round
        = club::suggestGames(*m_db, QStringLiteral("Chess TS"), roster(4), club::SuggestMode::HeadToHead, 2);
    const club::GameInput duel = club::resultToEnter(round[0], QStringLiteral("Chess"), {});
    QCOMPARE(duel.kind, history::GameKind::HeadToHead);
    QCOMPARE(duel.participants.size(), std::size_t(2));
    QCOMPARE(duel.participants[0].player, round[0].sides[0].front());
    QCOMPARE(duel.participants[1].player, round[0].sides[1].front());
    QVERIFY(duel.participants[0].team.isEmpty());
    const auto lobbies
        = club::suggestGames(*m_db, QStringLiteral("Chess TS"), roster(6), club::SuggestMode::FreeForAll, 3);
    QCOMPARE(club::resultToEnter(lobbies[0], QStringLiteral("Chess"), {}).kind, history::GameKind::FreeForAll);
}

QTEST_GUILESS_MAIN(TestSuggestions)
#include "tst_suggestions.moc"
