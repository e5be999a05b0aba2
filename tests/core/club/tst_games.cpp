// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "clubhelpers.h"
#include "historycompare.h"

#include "club/exchange.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "club/replaysource.h"
#include "history/synthetic.h"
#include "io/clubjson.h"
#include "io/inputerror.h"
#include "io/interchangecsv.h"
#include "store/database.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace podium;
using store::Database;

class TestGames : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void badGamesAreRefusedAndNothingIsWritten();
    void importIsAllOrNothingAndIdempotent();
    void scoresThatContradictThePlacesAreNamed();
    void importPassesTheSameGateAsAGameAddedAlone();
    void sideThatPlayedNoMinuteIsRefused();
    void m4TeamNamesEqualAfterTrimmingAreOneTeamWithOneRank();
    void m9GamesAreBoundedInSidesAndParticipants();
    void namesWithControlCharactersAreRefused();
    void l5l6GameJsonRefusesUnknownKeysDuplicatesAndHugeRanks();
    void l5ImportAndReplayAgreeOnAnnAndann();
    void addAllAddsAsAddDoesOneByOne();
    void aGameIsCheckedOnceIntoTheValueWritten();
    void aServerPreparesAStatementOnce();
    void aServerClubWithASingleRatingIsRefused();
    void aGameWrittenWithItsOwnIdMovesTheNextIdPastIt();
    void aGameIsRatedAsItIsReadBack();
    void aGameMovedToADisciplineWhoseFileUsedItsIdGetsANewOne();

private:
    QTemporaryDir m_dir;
    store::ClubLocation m_path; ///< testClub(): a file, or a schema on the server under test
};

void TestGames::init()
{
    m_path = testClub(QDir(m_dir.path()));
}

void TestGames::badGamesAreRefusedAndNothingIsWritten()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::Leaderboards(*database).create(
        {0, QStringLiteral("Points"), QStringLiteral("Chess"), QStringLiteral("zonestats"), {}, {}, {}});
    QCOMPARE(
        errorOf([&] { games.add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("ann"))); }),
        QStringLiteral("participant 2: 'ann' is in this game twice"));
    QCOMPARE(
        errorOf([&] { games.add(duel(QStringLiteral("yesterday"), QStringLiteral("Ann"), QStringLiteral("Bob"))); }),
        QStringLiteral("date: 'yesterday' is not a date (YYYY-MM-DD, or YYYY-MM-DDTHH:MM[:SS])"));
    club::GameInput single = duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob"));
    single.kind = history::GameKind::Team;
    single.participants[0].team = single.participants[1].team = QStringLiteral("Red");
    single.participants[1].rank = 1;
    QCOMPARE(errorOf([&] { games.add(single); }), QStringLiteral("a game needs at least two sides"));
    // ZoneStats needs minutes: the leaderboard refuses the game, naming who lacks them (not "teams[1][0].minutes"),
    // and the whole change is rolled back.
    const QString bobsMinutes = QStringLiteral("leaderboard 'Points' cannot rate this game: Bob's minutes are missing: "
                                               "ZoneStats rates score per hour and needs them");
    club::GameInput noMinutes = duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob"));
    noMinutes.participants[1].minutes = std::nan("");
    QCOMPARE(errorOf([&] { games.add(noMinutes); }), bobsMinutes);
    QCOMPARE(count(*database, "games"), 0);
    QCOMPARE(count(*database, "participants"), 0);
    QCOMPARE(count(*database, "players"), 0);
    // The same for an older game, which only marks the leaderboard for a replay, and for an edit: the
    // game is refused now rather than breaking the standings later.
    club::GameInput ok = duel(QStringLiteral("2024-02-01"), QStringLiteral("Ann"), QStringLiteral("Bob"));
    const qint64 id = games.add(ok);
    noMinutes.date = QStringLiteral("2023-01-01");
    QCOMPARE(errorOf([&] { games.add(noMinutes); }), bobsMinutes);
    QCOMPARE(errorOf([&] { games.edit(id, noMinutes); }), bobsMinutes);
    QCOMPARE(count(*database, "games"), 1);
    QCOMPARE(club::Games(*database).get(id).game.date, QStringLiteral("2024-02-01T00:00:00"));
    // Moved to a discipline without ZoneStats, it is fine.
    noMinutes.discipline = QStringLiteral("Go");
    games.edit(id, noMinutes);
    QCOMPARE(club::Leaderboards(*database).standings(QStringLiteral("Points")).size(), std::size_t(0));
}

void TestGames::importIsAllOrNothingAndIdempotent()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::Leaderboards(*database).create(
        {0, QStringLiteral("TS"), QStringLiteral("Races"), QStringLiteral("trueskill"), {}, {}, {}});
    const auto history = podium::history::generateSynthetic({podium::history::GameKind::FreeForAll, 20, 200, 5, 4, 6});
    club::ImportReport report = games.import(history, QStringLiteral("Races"));
    QCOMPARE(report.added, 200);
    QCOMPARE(report.skipped, 0);
    QCOMPARE(report.newPlayers, 20);
    QCOMPARE(count(*database, "participants"), 1200);
    if (!onServer()) { // a file's import turns its reference checks off for itself alone; a server's keeps them
        auto keys = database->prepare(QStringLiteral("PRAGMA foreign_keys"));
        Database::exec(keys);
        QVERIFY(keys.next());
        QCOMPARE(keys.value(0).toInt(), 1);
        keys.finish();
    }
    QVERIFY(database->integrityProblems().isEmpty());
    report = games.import(history, QStringLiteral("races"));
    QCOMPARE(report.added, 0);
    QCOMPARE(report.skipped, 200);
    // The leaderboard equals replaying the same history in memory.
    const auto rows = club::Leaderboards(*database).standings(QStringLiteral("TS"));
    const auto expected = podium::history::replay(history, *rating::makeRatingSystem("trueskill"));
    QCOMPARE(rows.size(), expected.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        QCOMPARE(rows[i].player.toStdString(), history.players[static_cast<std::size_t>(expected[i].player)]);
        QCOMPARE(rows[i].rating.mu, expected[i].rating.mu);
        QCOMPARE(rows[i].wins, expected[i].wins);
    }
    // A file that fails half-way through the import leaves nothing behind: here the last game's leaderboard
    // refuses a draw, which the CSV reader passes but the club's leaderboard cannot rate.
    club::Leaderboards(*database).create({0,
                                          QStringLiteral("No draws"),
                                          QStringLiteral("Sprints"),
                                          QStringLiteral("trueskill"),
                                          {{"draw_probability", "0"}},
                                          {},
                                          {}});
    const auto bad = io::readInterchange("game_id,date,kind,participant,rank\n"
                                         "n1,2024-06-01,h2h,New One,1\nn1,2024-06-01,h2h,New Two,2\n"
                                         "n2,2024-06-02,h2h,New One,1\nn2,2024-06-02,h2h,New Two,1\n",
                                         QStringLiteral("bad.csv"));
    QVERIFY(errorOf([&] { games.import(bad, QStringLiteral("Sprints")); }).startsWith(QStringLiteral("bad.csv:4:")));
    QCOMPARE(count(*database, "games"), 200);
    QCOMPARE(count(*database, "players"), 20);
}

void TestGames::scoresThatContradictThePlacesAreNamed()
{
    // A duel: Ann first with 20 to Bob's 15 agrees; Bob first with the same scores does not.
    club::GameInput game = duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob"));
    QCOMPARE(club::scoresContradict(game), QString()); // no scores, nothing to contradict
    game.participants[0].score = 20;
    game.participants[1].score = 15;
    QCOMPARE(club::scoresContradict(game), QString());
    std::swap(game.participants[0].rank, game.participants[1].rank);
    QCOMPARE(club::scoresContradict(game),
             QStringLiteral("The scores say Ann won (20 to 15), but the result says Bob won."));
    game.participants[0].rank = game.participants[1].rank = 1;
    QCOMPARE(club::scoresContradict(game),
             QStringLiteral("The scores say Ann won (20 to 15), but the result says a draw."));
    game.participants[1].score = 20;
    QCOMPARE(club::scoresContradict(game), QString()); // a draw at 20 all
    game.participants[1].rank = 2;
    QCOMPARE(club::scoresContradict(game),
             QStringLiteral("The scores say a draw (20 to 20), but the result says Ann won."));
    // Teams add up their players: Red 5 + 4 = 9 against Blue 3 + 7 = 10, yet Red placed first.
    club::GameInput teams;
    teams.kind = history::GameKind::Team;
    teams.participants = {{QStringLiteral("Ann"), QStringLiteral("Red"), 1, 5, std::nan(""), true},
                          {QStringLiteral("Bob"), QStringLiteral("Red"), 1, 4, std::nan(""), true},
                          {QStringLiteral("Cid"), QStringLiteral("Blue"), 2, 3, std::nan(""), true},
                          {QStringLiteral("Dan"), QStringLiteral("Blue"), 2, 7, std::nan(""), true}};
    QCOMPARE(club::scoresContradict(teams),
             QStringLiteral("The scores say Blue won (9 to 10), but the result says Red won."));
    // A free-for-all: a better place with a lower score.
    club::GameInput race;
    race.kind = history::GameKind::FreeForAll;
    race.participants = {{QStringLiteral("Ann"), {}, 1, 30, std::nan(""), true},
                         {QStringLiteral("Bob"), {}, 2, 10, std::nan(""), true},
                         {QStringLiteral("Cid"), {}, 3, 12, std::nan(""), true}};
    QCOMPARE(club::scoresContradict(race),
             QStringLiteral("Bob placed ahead of Cid (place 2 against 3) with a lower score (10 against 12)."));
    race.participants[2].score = 10; // equal scores, different places: a tie-break decided it
    QCOMPARE(club::scoresContradict(race), QString());
}

void TestGames::importPassesTheSameGateAsAGameAddedAlone()
{
    // H2 (and H1's way in) of the reliability review: an import stored games that the club's leaderboards could not
    // rate, and the leaderboard could not replay after. Now the import is refused, naming the line, and nothing is
    // written.
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::Leaderboards(*database).create(
        {0, QStringLiteral("Chess ZS"), QStringLiteral("Chess"), QStringLiteral("zonestats"), {}, {}, {}});
    const QByteArray header = "game_id,date,kind,participant,team,rank,score,minutes\n";
    const auto negativeMinutes
        = io::readInterchange(header
                                  + "x1,2024-05-01,h2h,ann,,1,3,20\nx1,2024-05-01,h2h,bob,,2,1,20\n"
                                    "x2,2024-05-02,h2h,ann,,1,3,-20\nx2,2024-05-02,h2h,bob,,2,1,20\n",
                              QStringLiteral("negmin.csv"));
    QCOMPARE(errorOf([&] { games.import(negativeMinutes, QStringLiteral("Chess")); }),
             QStringLiteral("negmin.csv:4: game 'x2': leaderboard 'Chess ZS' cannot rate it: ann: minutes must be a "
                            "number greater than 0"));
    QCOMPARE(count(*database, "games"), 0);
    QCOMPARE(count(*database, "players"), 0);
    // Another discipline is not that leaderboard's: the same file goes in there.
    QCOMPARE(games.import(negativeMinutes, QStringLiteral("Go")).added, 2);
    // H1: a draw where the TrueSkill leaderboard allows none (draw probability 0).
    club::Leaderboards(*database).create(
        {0, QStringLiteral("NoDraw"), QString(), QStringLiteral("trueskill"), {{"draw_probability", "0"}}, {}, {}});
    const auto draw = io::readInterchange(header + "d1,2024-06-01,h2h,cid,,1,,\nd1,2024-06-01,h2h,dan,,1,,\n",
                                          QStringLiteral("draw.csv"));
    const QString refused = errorOf([&] { games.import(draw, QStringLiteral("Darts")); });
    QVERIFY2(refused.startsWith(QStringLiteral("draw.csv:2: game 'd1': leaderboard 'NoDraw' cannot rate it: ")),
             qPrintable(refused));
    QCOMPARE(count(*database, "games"), 2);
    // The leaderboards still replay.
    QCOMPARE(club::Leaderboards(*database).standings(QStringLiteral("NoDraw")).size(), std::size_t(2));
}

void TestGames::sideThatPlayedNoMinuteIsRefused()
{
    // Issue 25 section 4: under TrueSkill's partial play from minutes, a side whose every player played 0 minutes took
    // no part; it used to perform exactly 0 (costing the player behind it 23 points), and a game of nobody's minutes
    // was rated at full weight. games add and import refuse both, naming the player, and write nothing.
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    club::Leaderboards(*database).create({0,
                                          QStringLiteral("Minutes"),
                                          QStringLiteral("Football"),
                                          QStringLiteral("trueskill"),
                                          {{"partial_play", "minutes"}},
                                          {},
                                          {}});
    club::GameInput game = duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob"));
    game.discipline = QStringLiteral("Football");
    game.participants[0].minutes = 20;
    game.participants[1].minutes = 0;
    QCOMPARE(errorOf([&] { games.add(game); }),
             QStringLiteral("leaderboard 'Minutes' cannot rate this game: Bob: every player of this side played 0 "
                            "minutes; a side needs a player who took part"));
    const auto nobody = io::readInterchange("game_id,date,kind,participant,team,rank,score,minutes\n"
                                            "z1,2024-05-01,h2h,ann,,1,,0\nz1,2024-05-01,h2h,bob,,2,,0\n",
                                            QStringLiteral("zero.csv"));
    QCOMPARE(errorOf([&] { games.import(nobody, QStringLiteral("Football")); }),
             QStringLiteral("zero.csv:2: game 'z1': leaderboard 'Minutes' cannot rate it: ann: every player of this "
                            "side played 0 minutes; a side needs a player who took part"));
    QCOMPARE(count(*database, "games"), 0);
    QCOMPARE(count(*database, "players"), 0);
    // Bob played a minute: rated.
    game.participants[1].minutes = 1;
    games.add(game);
    QCOMPARE(count(*database, "games"), 1);
}

namespace {

/** A team game of one player per team, with these team names and ranks. */
club::GameInput teamGame(const QStringList &teams, const std::vector<int> &ranks)
{
    club::GameInput game;
    game.date = QStringLiteral("2024-05-02");
    game.discipline = QStringLiteral("X");
    game.kind = history::GameKind::Team;
    for (qsizetype i = 0; i < teams.size(); ++i)
        game.participants.push_back({QStringLiteral("p%1").arg(i), teams.at(i), ranks[static_cast<std::size_t>(i)]});
    return game;
}

/** What parsing json as `games add` does: the InputError's text, or "no error". */
QString clubJsonError(const QByteArray &json)
{
    try {
        io::parseClubGame(json);
    } catch (const io::InputError &error) {
        return error.text();
    }
    return QStringLiteral("no error");
}

} // namespace

// M4: "A" and " A " used to be one team with two ranks: rated with one, counted in W/D/L with the other. The game
// check now applies the CSV reader's rule (io::GameShape): the same team after trimming has one rank.
void TestGames::m4TeamNamesEqualAfterTrimmingAreOneTeamWithOneRank()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    const club::GameInput bad = teamGame({QStringLiteral("A"), QStringLiteral(" A "), QStringLiteral("B")}, {1, 3, 2});
    const QString twoRanks = QStringLiteral("participant 2: rank 3, but team 'A' has rank 1 at participant 1: a team "
                                            "has one rank");
    QCOMPARE(errorOf([&] { club::checkGame(bad); }), twoRanks); // what the result dialog asks
    QCOMPARE(errorOf([&] { games.add(bad); }), twoRanks);
    QCOMPARE(count(*database, "games"), 0);
    // The same team with one rank is one side, kept under one name.
    const qint64 id = games.add(teamGame({QStringLiteral("A"), QStringLiteral(" A "), QStringLiteral("B")}, {1, 1, 2}));
    const club::GameRecord stored = games.get(id);
    QCOMPARE(stored.game.participants[1].team, QStringLiteral("A"));
    QCOMPARE(errorOf([&] { games.edit(id, bad); }), twoRanks);
    // The club's export reads back as the same game: two sides, three players.
    const history::History back = io::readInterchange(club::gamesCsv(*database, QString()), QStringLiteral("x.csv"));
    QCOMPARE(back.games.size(), std::size_t(1));
    QCOMPARE(back.entries[1].team, 0);
    QCOMPARE(back.entries[2].team, 1);
    // games add with team_names: two teams of one name are refused before anything else.
    QCOMPARE(clubJsonError(R"({"date":"2024-05-02","discipline":"X","kind":"team","team_names":["A"," A ","B"],
                              "teams":[[{"player":"c1"}],[{"player":"c2"}],[{"player":"d1"}]],"ranks":[1,3,2]})"),
             QStringLiteral("team_names[1]: 'A' is the name of team_names[0] too"));
}

// M9: a game has at most 1,000 sides and 10,000 participants, by the rule the CSV reader applies too.
void TestGames::m9GamesAreBoundedInSidesAndParticipants()
{
    club::GameInput ffa;
    ffa.date = QStringLiteral("2024-05-02");
    ffa.discipline = QStringLiteral("X");
    ffa.kind = history::GameKind::FreeForAll;
    for (int i = 0; i < 1000; ++i)
        ffa.participants.push_back({QStringLiteral("p%1").arg(i), {}, i + 1});
    QCOMPARE(club::checkGame(ffa), QStringLiteral("2024-05-02T00:00:00"));
    ffa.participants.push_back({QStringLiteral("p1000"), {}, 1001});
    QCOMPARE(errorOf([&] { club::checkGame(ffa); }), QStringLiteral("participant 1001: a game has at most 1000 sides"));
    QStringList teams;
    std::vector<int> ranks;
    for (int i = 0; i < 10001; ++i) {
        teams.append(i % 2 ? QStringLiteral("Odd") : QStringLiteral("Even"));
        ranks.push_back(1 + i % 2);
    }
    QCOMPARE(errorOf([&] { club::checkGame(teamGame(teams, ranks)); }),
             QStringLiteral("participant 10001: a game has at most 10000 participants"));
    teams.removeLast();
    ranks.pop_back();
    QCOMPARE(club::checkGame(teamGame(teams, ranks)), QStringLiteral("2024-05-02T00:00:00"));
    // games add says it at the JSON field.
    QByteArray many = R"({"date":"2024-05-01","discipline":"X","teams":[)";
    QByteArray manyRanks;
    for (int i = 0; i < 1001; ++i) {
        many += (i ? ",[{\"player\":\"p" : "[{\"player\":\"p") + QByteArray::number(i) + "\"}]";
        manyRanks += (i ? "," : "") + QByteArray::number(i + 1);
    }
    QCOMPARE(clubJsonError(many + "],\"ranks\":[" + manyRanks + "]}"),
             QStringLiteral("teams: a game has at most 1000 sides"));
    QByteArray crowd = R"({"date":"2024-05-01","discipline":"X","ranks":[1,2],"teams":[[)";
    for (int i = 0; i < 10001; ++i)
        crowd += (i ? ",{\"player\":\"p" : "{\"player\":\"p") + QByteArray::number(i) + "\"}";
    QCOMPARE(clubJsonError(crowd + R"(],[{"player":"q"}]]})"),
             QStringLiteral("teams[0][10000]: a game has at most 10000 participants"));
}

// L6: NUL and ESC in names were stored and printed raw. Every name of a game (player, team, discipline) is checked
// by io::nameTextProblem.
void TestGames::namesWithControlCharactersAreRefused()
{
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    const QString nul = QStringLiteral("a") + QChar(0) + QStringLiteral("b");
    QCOMPARE(errorOf([&] { games.add(duel(QStringLiteral("2024-01-01"), nul, QStringLiteral("Bob"))); }),
             QStringLiteral("participant 1: contains the control character U+0000 at character 2"));
    QCOMPARE(errorOf([&] {
                 games.add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("\x1b[31mred")));
             }),
             QStringLiteral("participant 2: contains the control character U+001B at character 1"));
    club::GameInput tab = teamGame({QStringLiteral("Red\tTeam"), QStringLiteral("Blue")}, {1, 2});
    QCOMPARE(errorOf([&] { games.add(tab); }),
             QStringLiteral("participant 1: team: contains the control character U+0009 at character 4"));
    club::GameInput del = duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob"));
    del.discipline = QStringLiteral("Chess\x7f");
    QCOMPARE(errorOf([&] { games.add(del); }),
             QStringLiteral("discipline: contains the control character U+007F at character 6"));
    QCOMPARE(errorOf([&] {
                 club::Leaderboards(*database).create(
                     {0, QStringLiteral("Elo\n2"), QString(), QStringLiteral("elo"), {}, {}, {}});
             }),
             QStringLiteral("name: contains the control character U+000A at character 4"));
    QCOMPARE(count(*database, "games"), 0);
    QCOMPARE(count(*database, "players"), 0);
}

// L6: unknown top-level keys and keys given twice were accepted without a word; L5: a rank of 3e9 or 1e300 was
// reported as "rank 0".
void TestGames::l5l6GameJsonRefusesUnknownKeysDuplicatesAndHugeRanks()
{
    const QByteArray teams = R"("teams":[[{"player":"Ann"}],[{"player":"Bob"}]])";
    QCOMPARE(clubJsonError(R"({"date":"2024-05-01","discipline":"X",)" + teams + R"(,"ranks":[1,2],"evil":1})"),
             QStringLiteral("evil: unknown field (date, discipline, kind, teams, ranks, team_names, notes, "
                            "external_id, id)"));
    QCOMPARE(
        clubJsonError(R"({"date":"2024-05-01","date":"2024-05-02","discipline":"X",)" + teams + R"(,"ranks":[1,2]})"),
        QStringLiteral("line 1, column 22: the key \"date\" appears twice in one object"));
    for (const char *rank : {"3e9", "1e300", "0", "1.5"})
        QCOMPARE(
            clubJsonError(R"({"date":"2024-05-01","discipline":"X",)" + teams + R"(,"ranks":[)" + rank + "," + "2]}"),
            QStringLiteral("ranks[0]: expected a whole number from 1 (the best) to 2147483647"));
    QCOMPARE(clubJsonError(R"({"date":"2024-05-01","discipline":"X",)" + teams + R"(,"ranks":[1,2]})"),
             QStringLiteral("no error"));
}

// L5: "Ann" and "ann" in one game were two players to replay and a UNIQUE error without a line to import. The
// reader now knows players as a club does (trimmed, ignoring case): the same player twice, with the line.
void TestGames::l5ImportAndReplayAgreeOnAnnAndann()
{
    const QByteArray header = "game_id,date,kind,participant,team,rank,score,minutes\n";
    try {
        io::readInterchange(header + "1,2024-05-01,h2h,Ann,,1,,\n1,2024-05-01,h2h,ann,,2,,\n", QStringLiteral("a.csv"));
        QFAIL("Ann and ann were read as two players");
    } catch (const io::InputError &error) {
        QCOMPARE(error.text(), QStringLiteral("a.csv:3: column 'participant': 'ann' is in this game twice"));
    }
    // In two games they are one player, for the replay as for the import.
    const history::History h = io::readInterchange(
        header
            + "1,2024-05-01,h2h,Ann,,1,,\n1,2024-05-01,h2h,bob,,2,,\n2,2024-05-02,h2h, ann ,,1,,\n"
              "2,2024-05-02,h2h,BOB,,2,,\n",
        QStringLiteral("a.csv"));
    QCOMPARE(h.players, (std::vector<std::string> {"Ann", "bob"}));
    const auto database = Database::open(m_path, Database::Mode::Create);
    const club::ImportReport report = club::Games(*database).import(h, QStringLiteral("Chess"));
    QCOMPARE(report.added, 2);
    QCOMPARE(report.newPlayers, 2);
}

void TestGames::addAllAddsAsAddDoesOneByOne()
{
    // Games::addAll (a TRF import's rounds) stores what add() stores game by game; the leaderboards replay once
    // instead of rating each game, and end with the same standings.
    const std::vector<club::GameInput> played {
        duel(QStringLiteral("2024-03-01"), QStringLiteral("Ann"), QStringLiteral("Bob")),
        duel(QStringLiteral("2024-03-01"), QStringLiteral("Cid"), QStringLiteral("Dan"), 1, 1),
        duel(QStringLiteral("2024-03-02"), QStringLiteral("Ann"), QStringLiteral("Cid"), 2, 1)};
    std::vector<std::vector<club::LeaderboardRow>> standings;
    for (const bool together : {false, true}) {
        init();
        const auto database = Database::open(m_path, Database::Mode::Create);
        club::Leaderboards boards(*database);
        boards.create({0, QStringLiteral("Chess Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
        club::Games games(*database);
        games.add(duel(QStringLiteral("2024-02-01"), QStringLiteral("Ann"), QStringLiteral("Eve")));
        QCOMPARE(boards.standings(QStringLiteral("Chess Elo")).size(), std::size_t(2)); // fresh from here on
        std::vector<qint64> ids;
        if (together) {
            ids = games.addAll(played);
        } else {
            for (const club::GameInput &game : played)
                ids.push_back(games.add(game));
        }
        QCOMPARE(ids, (std::vector<qint64> {2, 3, 4}));
        QCOMPARE(count(*database, "players"), 5);
        QCOMPARE(count(*database, "participants"), 8);
        const club::GameRecord drawn = games.get(3);
        QCOMPARE(drawn.game.date, QStringLiteral("2024-03-01T00:00:00"));
        QCOMPARE(drawn.game.participants.at(1).player, QStringLiteral("Dan"));
        QCOMPARE(drawn.game.participants.at(1).rank, 1);
        QVERIFY(!drawn.game.externalId.isEmpty());
        standings.push_back(boards.standings(QStringLiteral("Chess Elo")));
    }
    QCOMPARE(standings[1].size(), std::size_t(5));
    for (std::size_t i = 0; i < standings[0].size(); ++i) {
        QCOMPARE(standings[1][i].player, standings[0][i].player);
        QCOMPARE(standings[1][i].rating.mu, standings[0][i].rating.mu);
        QCOMPARE(standings[1][i].games, standings[0][i].games);
    }
    // A game a leaderboard cannot rate refuses them all, as add() refuses it alone.
    init();
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Leaderboards(*database).create(
        {0, QStringLiteral("NoDraw"), QString(), QStringLiteral("trueskill"), {{"draw_probability", "0"}}, {}, {}});
    club::Games games(*database);
    const club::GameInput draw = duel(QStringLiteral("2024-04-01"), QStringLiteral("Ann"), QStringLiteral("Bob"), 1, 1);
    const QString alone = errorOf([&] { games.add(draw); });
    QVERIFY2(alone.startsWith(QStringLiteral("leaderboard 'NoDraw' cannot rate this game: ")), qPrintable(alone));
    QCOMPARE(errorOf([&] { games.addAll({played[0], draw}); }), alone);
    QCOMPARE(count(*database, "games"), 0);
    QCOMPARE(count(*database, "players"), 0);
}

void TestGames::aGameIsCheckedOnceIntoTheValueWritten()
{
    // checkedGame is the door: what it returns is what Games writes, so nothing after it cleans or checks again.
    club::GameInput game;
    game.date = QStringLiteral(" 2024-05-02 18:30 ");
    game.discipline = QStringLiteral("  Table   tennis ");
    game.kind = history::GameKind::Team;
    game.participants = {{QStringLiteral(" Ann  Lee "), QStringLiteral(" Red  team"), 1},
                         {QStringLiteral("Bob"), QStringLiteral("Blue"), 2}};
    const club::GameInput checked = club::checkedGame(game);
    QCOMPARE(checked.date, QStringLiteral("2024-05-02T18:30:00"));
    QCOMPARE(checked.discipline, QStringLiteral("Table tennis"));
    QCOMPARE(checked.participants[0].player, QStringLiteral("Ann Lee"));
    QCOMPARE(checked.participants[0].team, QStringLiteral("Red team"));
    QCOMPARE(checked.participants[1].rank, 2);
    // Outside a team game a participant has no team, whatever the input said.
    game.kind = history::GameKind::HeadToHead;
    QCOMPARE(club::checkedGame(game).participants[0].team, QString());
    // Stored as checked.
    const auto database = Database::open(m_path, Database::Mode::Create);
    const qint64 id = club::Games(*database).add(game);
    const club::GameRecord stored = club::Games(*database).get(id);
    QCOMPARE(stored.game.date, checked.date);
    QCOMPARE(stored.game.discipline, checked.discipline);
    QCOMPARE(stored.game.participants[0].player, QStringLiteral("Ann Lee"));
    QCOMPARE(club::Players(*database).list().size(), std::size_t {2});
}

void TestGames::aGameWrittenWithItsOwnIdMovesTheNextIdPastIt()
{
    // A restore writes games under their own ids; the next game added gets the id after the largest, on a file as
    // SQLite gives it and on a server, whose identity is moved past it (postgresschema.cpp: podium_next_ids).
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    QCOMPARE(games.add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob"))), 1);
    club::GameRecord restored;
    restored.id = 100;
    restored.game = duel(QStringLiteral("2024-01-02"), QStringLiteral("Cid"), QStringLiteral("Ann"));
    restored.enteredAt = QStringLiteral("2024-01-02T10:00:00Z");
    games.restore(restored);
    QCOMPARE(games.add(duel(QStringLiteral("2024-01-03"), QStringLiteral("Bob"), QStringLiteral("Cid"))), 101);
    QCOMPARE(games.get(100).game.participants[0].player, QStringLiteral("Cid"));
}

void TestGames::aGameIsRatedAsItIsReadBack()
{
    // Games::add rates a new game from what it has just written (detail::storedGame), not from the database: the two
    // must be the same history, for every kind of game, to the last field.
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Players(*database).add(QStringLiteral("Ann"));
    const auto participant
        = [](const char *player, const char *team, int rank, double score, double minutes, bool rated) {
              return club::ParticipantInput {QLatin1String(player), QLatin1String(team), rank, score, minutes, rated};
          };
    const double none = std::nan("");
    std::vector<club::GameInput> games(3);
    games[0].kind = history::GameKind::HeadToHead;
    games[0].participants = {participant("ann", "", 2, 3.5, none, true), participant("Bob", "", 1, 6.0, none, true)};
    games[1].kind = history::GameKind::FreeForAll;
    games[1].participants = {participant("  Cid ", "", 1, none, 12.5, true), participant("Dot", "", 2, none, 30, false),
                             participant("Bob", "", 2, none, 30, true)};
    games[2].kind = history::GameKind::Team;
    games[2].participants = {participant("Eve", " Red  ", 2, 10, 20, true), participant("Ann", "Blue", 1, 12, 20, true),
                             participant("Bob", "Red", 2, 4, 5, false), participant("Fay", "Blue", 1, 0, 20, true)};
    for (std::size_t g = 0; g < games.size(); ++g) {
        games[g].discipline = QStringLiteral("Mixed");
        games[g].date = QStringLiteral("2024-06-0%1 18:30").arg(g + 1);
        const qint64 id = club::Games(*database).add(games[g]);
        std::vector<qint64> playerIds;
        for (const club::ParticipantInput &p : games[g].participants)
            playerIds.push_back(club::Players(*database).find(p.player));
        const auto written = club::detail::storedGame(id, club::checkedGame(games[g]), playerIds);
        if (g == 1)
            QVERIFY(club::Players(*database).find(QStringLiteral("Cid")) > 0); // written as checked: its name clean
        const auto read = club::detail::loadGame(*database, id);
        compareHistories(written, read);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(written.history.games.size(), std::size_t {1});
        QCOMPARE(written.history.games[0].date, QStringLiteral("2024-06-0%1T18:30:00").arg(g + 1).toStdString());
    }
    // The team game's sides: Red (Eve, Bob) and Blue (Ann, Fay), " Red  " and "Red" one team.
    const auto read = club::detail::loadGame(*database, club::Games(*database).list().front().id);
    QCOMPARE(read.history.entries[0].team, read.history.entries[2].team);
    QCOMPARE(read.history.entries[1].team, read.history.entries[3].team);
    QVERIFY(read.history.entries[0].team != read.history.entries[1].team);
}

void TestGames::aServerPreparesAStatementOnce()
{
    if (!onServer())
        QSKIP("a file's statements are SQLite's own, prepared in memory");
    // A server prepares a statement in a round trip and forgets it in another: the connection keeps what it
    // prepared for the next use of the same SQL, so reading the games again prepares nothing.
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    games.add(duel(QStringLiteral("2026-11-29"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    const auto prepared = [&database] {
        auto count = database->prepare(QStringLiteral("SELECT count(*) FROM pg_prepared_statements"));
        Database::exec(count);
        return count.next() ? count.value(0).toInt() : -1;
    };
    prepared();
    QCOMPARE(games.list().size(), std::size_t {1});
    const int once = prepared();
    QVERIFY(once > 1);
    for (int i = 0; i < 20; ++i)
        QCOMPARE(games.list().size(), std::size_t {1});
    QCOMPARE(prepared(), once);
    // A statement given a value and let go before it ran is not used again with that value left over.
    {
        auto unrun = database->prepare(QStringLiteral("SELECT count(*) FROM players WHERE name = ?"));
        unrun.addBindValue(QStringLiteral("Ann"));
    }
    auto ann = database->prepare(QStringLiteral("SELECT count(*) FROM players WHERE name = ?"));
    ann.addBindValue(QStringLiteral("Ann"));
    Database::exec(ann);
    QVERIFY(ann.next());
    QCOMPARE(ann.value(0).toInt(), 1);
}

void TestGames::aServerClubWithASingleRatingIsRefused()
{
    if (!onServer())
        QSKIP("a file's schema is compared by tst_database and tst_filefindings");
    // PostgreSQL's REAL is single precision: a rating column changed to it by hand would cache ratings that no
    // longer equal a replay. Podium names it and leaves the club alone.
    Database::open(m_path, Database::Mode::Create);
    Database::open(m_path)->execute(QStringLiteral("ALTER TABLE standings ALTER COLUMN mu TYPE real"));
    try {
        Database::open(m_path);
        QFAIL("a club with a single-precision rating was opened");
    } catch (const store::DbError &error) {
        QCOMPARE(error.message(),
                 m_path.toString()
                     + QStringLiteral(" was changed outside Podium (the column standings.mu is real, "
                                      "not double precision); it was left untouched"));
    }
    // And a column gone is named too.
    const store::ClubLocation other = testClub(QDir(m_dir.path()));
    Database::open(other, Database::Mode::Create)->execute(QStringLiteral("ALTER TABLE games DROP COLUMN notes"));
    try {
        Database::open(other);
        QFAIL("a club without a column was opened");
    } catch (const store::DbError &error) {
        QVERIFY2(error.message().contains(QStringLiteral("the table games has the columns ")),
                 qPrintable(error.message()));
    }
}

void TestGames::aGameMovedToADisciplineWhoseFileUsedItsIdGetsANewOne()
{
    // Two files imported into two disciplines both number their games from 1. Moving Chess's game 1 to Go kept its
    // id, which Go's own game 1 has: the edit failed on the database's constraint with SQLite's words.
    const auto database = Database::open(m_path, Database::Mode::Create);
    club::Games games(*database);
    const auto twoGames = podium::history::generateSynthetic({podium::history::GameKind::HeadToHead, 4, 2, 3, 4, 8});
    games.import(twoGames, QStringLiteral("Chess"));
    games.import(twoGames, QStringLiteral("Go"));
    const auto find = [&](const QString &discipline, const QString &externalId) {
        for (const club::GameRecord &record : games.list())
            if (record.game.discipline == discipline && record.game.externalId == externalId)
                return record;
        return club::GameRecord {};
    };
    const club::GameRecord chess1 = find(QStringLiteral("Chess"), QStringLiteral("1"));
    const club::GameRecord go1 = find(QStringLiteral("Go"), QStringLiteral("1"));
    QVERIFY(chess1.id != 0 && go1.id != 0);
    club::GameInput moved = chess1.game;
    moved.discipline = QStringLiteral("Go");
    games.edit(chess1.id, moved);
    const club::GameRecord after = games.get(chess1.id);
    QCOMPARE(after.game.discipline, QStringLiteral("Go"));
    QVERIFY(after.game.externalId != QLatin1String("1"));
    QVERIFY(!after.game.externalId.isEmpty());
    QCOMPARE(games.get(go1.id).game.externalId, QStringLiteral("1"));
    // Back to Chess, where its id is free again: it keeps the new one.
    moved.discipline = QStringLiteral("Chess");
    moved.externalId.clear();
    games.edit(chess1.id, moved);
    QCOMPARE(games.get(chess1.id).game.externalId, after.game.externalId);
    // An id given that another game of the discipline has is refused in words, and nothing changes.
    club::GameInput taken = games.get(go1.id).game;
    taken.externalId = QStringLiteral("2");
    const club::GameRecord go2 = find(QStringLiteral("Go"), QStringLiteral("2"));
    QString refusal;
    try {
        games.edit(go1.id, taken);
    } catch (const store::DbError &error) {
        refusal = error.message();
        QCOMPARE(error.kind(), store::DbError::Kind::Refused);
    }
    QCOMPARE(refusal,
             QStringLiteral("game %1: the game %2 of Go (%3) already has the id '2'")
                 .arg(go1.id)
                 .arg(go2.id)
                 .arg(go2.game.date));
    QCOMPARE(games.get(go1.id).game.externalId, QStringLiteral("1"));
}

QTEST_GUILESS_MAIN(TestGames)
#include "tst_games.moc"
