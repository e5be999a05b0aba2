// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The Swiss styles in a club database: the card-game Swiss (3/1/0, match scores, OMW%/GW%/OGW%, the seeded
// draw, the recommended rounds), the style's default from the sides option, the older pairing values read as
// styles, and the migration that adds the games drawn.
#include "testclub.h"

#include "club/club.h"
#include "club/events/events.h"
#include "commands/eventcommands.h"
#include "store/database.h"
#include "store/dberror.h"

#include "commands/undohistory.h"
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <QUndoStack>

using namespace podium;

namespace {

QString errorOf(const std::function<void()> &f)
{
    try {
        f();
    } catch (const store::DbError &e) {
        return e.message();
    }
    return QStringLiteral("no error");
}

club::EventInput cardEvent(const QString &name, const QStringList &entrants)
{
    club::EventInput in;
    in.name = name;
    in.discipline = QStringLiteral("Magic");
    in.format = club::EventFormat::Swiss;
    in.entrants = entrants;
    in.options.balanceSides = false; // no sides: the games style by default
    in.options.pairing = QStringLiteral("manual"); // pairing numbers in the order entered
    return in;
}

/** The tables of a round as "A-B" (first side first) and "C bye". */
QStringList tablesOf(const club::Events &events, const QString &event, int round)
{
    QStringList out;
    for (const club::EventTable &t : events.tables(event, round))
        out.append(t.bye ? QString(t.seats[0].player + QStringLiteral(" bye"))
                         : QString(t.seats[0].player + QLatin1Char('-') + t.seats[1].player));
    return out;
}

/** Enters a match score seen from player `first`'s side, whichever side the table gave them. */
void enterMatch(club::Events &events, const QString &event, int round, const QString &first, club::MatchScore score)
{
    for (const club::EventTable &t : events.tables(event, round)) {
        if (t.bye || (t.seats[0].player != first && t.seats[1].player != first))
            continue;
        if (t.seats[1].player == first)
            std::swap(score.first, score.second);
        events.setMatchResult(event, round, t.table, score, QStringLiteral("2026-11-20T19:00"));
        return;
    }
    QFAIL("no such table");
}

} // namespace

class TestCardSwiss : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void workedExampleOfTheTieBreaks();
    void matchScoresAreRead();
    void undoRestoresTheGames();
    void theDrawIsReproducible();
    void theByeGoesToTheLowestRanked();
    void styleDefaultsFollowSides();
    void styleDefaultFollowsTheDiscipline();
    void olderPairingValuesReadAsStyles();
    void version4ClubsGainDrawnGames();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<store::Database> m_db;
};

void TestCardSwiss::init()
{
    m_db = store::Database::open(testClub(QDir(m_dir.path())), store::Database::Mode::Create);
}

void TestCardSwiss::cleanup()
{
    m_db.reset();
}

void TestCardSwiss::workedExampleOfTheTieBreaks()
{
    // Three players, entered Ann, Bea, Cid. Magic Tournament Rules, Appendix E: 2 rounds for up to 4 players.
    club::Events events(*m_db);
    events.create(
        cardEvent(QStringLiteral("FNM"), {QStringLiteral("Ann"), QStringLiteral("Bea"), QStringLiteral("Cid")}));
    const club::EventRecord record = events.get(QStringLiteral("FNM"));
    QCOMPARE(record.rounds, 2);
    QCOMPARE(record.options.win, 3.0); // Appendix C: 3 a match won, 1 drawn, 0 lost; a bye is a match won
    QCOMPARE(record.options.draw, 1.0);
    QCOMPARE(record.options.bye, 3.0);
    QCOMPARE(events.tieBreakNames(QStringLiteral("FNM")),
             QStringList({QStringLiteral("omw"), QStringLiteral("gw"), QStringLiteral("ogw")}));
    // Round 1: one point group, the bye to the lowest pairing number (Cid). Ann beats Bea 2-1.
    events.pairNextRound(QStringLiteral("FNM"));
    QCOMPARE(tablesOf(events, QStringLiteral("FNM"), 1),
             QStringList({QStringLiteral("Ann-Bea"), QStringLiteral("Cid bye")}));
    enterMatch(events, QStringLiteral("FNM"), 1, QStringLiteral("Ann"), {2, 1, 0});
    // Round 2: Ann and Cid on 3, Bea on 0 without a bye: Bea has it. Cid, ranked first (OMW% 1/3 each, GW% 6/6
    // against 6/9), has the first side. Cid beats Ann 2-1 with a game drawn.
    events.pairNextRound(QStringLiteral("FNM"));
    QCOMPARE(tablesOf(events, QStringLiteral("FNM"), 2),
             QStringList({QStringLiteral("Cid-Ann"), QStringLiteral("Bea bye")}));
    enterMatch(events, QStringLiteral("FNM"), 2, QStringLiteral("Cid"), {2, 1, 1});
    // By hand (Appendix C): match points Cid 6, Ann 3, Bea 3 (a bye is a round won).
    //   match-win %: Ann 3/6 = 0.5, Bea 3/6 = 0.5, Cid 6/6 = 1.
    //   OMW%: Ann (Bea 0.5 + Cid 1) / 2 = 0.75; Bea: Ann 0.5; Cid: Ann 0.5. Ann above Bea on OMW%.
    //   game points (3 a game won, 1 drawn): Ann 6 of 9 against Bea, 4 of 12 against Cid: 10/21 = 0.476190...
    //   Bea 3 of 9, and the bye 2-0 (6 of 6): 9/15 = 0.6. Cid 7 of 12 and the bye: 13/18 = 0.722222...
    //   OGW%: Ann (0.6 + 0.722222) / 2 = 0.661111...; Bea: Ann 0.476190 (above the 1/3 floor); Cid: the same.
    const std::vector<club::EventStanding> table = events.standings(QStringLiteral("FNM"));
    QCOMPARE(table.size(), std::size_t(3));
    QCOMPARE(table[0].player, QStringLiteral("Cid"));
    QCOMPARE(table[0].points, 6.0);
    QCOMPARE(table[1].player, QStringLiteral("Ann"));
    QCOMPARE(table[2].player, QStringLiteral("Bea"));
    QCOMPARE(table[1].points, 3.0);
    QCOMPARE(table[2].points, 3.0);
    QCOMPARE(club::deciderName(table[1].decidedBy, events.tieBreakNames(QStringLiteral("FNM"))), QStringLiteral("omw"));
    const auto near = [](double a, double b) { return std::abs(a - b) < 1e-6; };
    QVERIFY(near(table[1].tieBreaks[0], 0.75));
    QVERIFY(near(table[2].tieBreaks[0], 0.5));
    QVERIFY(near(table[0].tieBreaks[0], 0.5));
    QVERIFY(near(table[1].tieBreaks[1], 10.0 / 21));
    QVERIFY(near(table[2].tieBreaks[1], 0.6));
    QVERIFY(near(table[0].tieBreaks[1], 13.0 / 18));
    QVERIFY(near(table[1].tieBreaks[2], (0.6 + 13.0 / 18) / 2));
    QVERIFY(near(table[2].tieBreaks[2], 10.0 / 21));
    QVERIFY(near(table[0].tieBreaks[2], 10.0 / 21));
}

void TestCardSwiss::matchScoresAreRead()
{
    club::Events events(*m_db);
    events.create(cardEvent(QStringLiteral("Cup"), {QStringLiteral("Ann"), QStringLiteral("Bea")}));
    events.pairNextRound(QStringLiteral("Cup"));
    // 1-1-1 is a drawn match: the ranks come from the games won; the games stay with the result.
    events.setMatchResult(QStringLiteral("Cup"), 1, 1, club::parseMatchScore(QStringLiteral("1-1-1")));
    const club::EventTable t = events.tables(QStringLiteral("Cup"), 1).front();
    QCOMPARE(t.seats[0].rank, 1);
    QCOMPARE(t.seats[1].rank, 1);
    QCOMPARE(t.seats[0].gamesWon, 1);
    QCOMPARE(t.seats[1].gamesWon, 1);
    QCOMPARE(t.drawnGames, 1);
    QCOMPARE(events.standings(QStringLiteral("Cup")).front().points, 1.0);
    // A result without games clears them.
    events.setResult(QStringLiteral("Cup"), 1, 1, {1, 2});
    const club::EventTable plain = events.tables(QStringLiteral("Cup"), 1).front();
    QCOMPARE(plain.seats[0].gamesWon, -1);
    QCOMPARE(plain.drawnGames, 0);
    // Scores that are none say so, with the text.
    for (const char *bad : {"2", "2-x", "-1-2", "0-0", "1-2-3-4", "100-0"})
        QCOMPARE(errorOf([&] { club::parseMatchScore(QString::fromLatin1(bad)); }),
                 QStringLiteral("games: '%1' is not a match score: give the games won by each side, and the games "
                                "drawn if any, such as 2-1 or 1-1-1")
                     .arg(QString::fromLatin1(bad)));
    const club::MatchScore score = club::parseMatchScore(QStringLiteral(" 2-0-1 "));
    QCOMPARE(score.first, 2);
    QCOMPARE(score.second, 0);
    QCOMPARE(score.drawn, 1);
    QCOMPARE(score.ranks(), std::vector<int>({1, 2}));
}

void TestCardSwiss::undoRestoresTheGames()
{
    // A match score corrected and the correction undone: the games won and drawn are those before, and redo
    // puts the correction back.
    m_db.reset();
    const auto club = Club::open(testClub(QDir(m_dir.path())), store::Database::Mode::Create);
    podium::commands::undoStack(*club); // the commands run below are kept for undo, as in the app
    club::Events events(club->database());
    events.create(cardEvent(QStringLiteral("Cup"), {QStringLiteral("Ann"), QStringLiteral("Bea")}));
    events.pairNextRound(QStringLiteral("Cup"));
    const auto games = [&] {
        const club::EventTable t = events.tables(QStringLiteral("Cup"), 1).front();
        return std::vector<int> {t.seats[0].gamesWon, t.seats[1].gamesWon, t.drawnGames};
    };
    club->run(std::make_unique<commands::EventResult>(*club, QStringLiteral("Cup"), 1, 1, club::MatchScore {1, 1, 1}));
    QCOMPARE(games(), std::vector<int>({1, 1, 1}));
    club->run(std::make_unique<commands::EventResult>(*club, QStringLiteral("Cup"), 1, 1, club::MatchScore {2, 0, 0}));
    QCOMPARE(games(), std::vector<int>({2, 0, 0}));
    podium::commands::undoStack(*club)->undo();
    QCOMPARE(games(), std::vector<int>({1, 1, 1}));
    podium::commands::undoStack(*club)->redo();
    QCOMPARE(games(), std::vector<int>({2, 0, 0}));
    podium::commands::undoStack(*club)->undo();
    podium::commands::undoStack(*club)->undo(); // no result at all
    QCOMPARE(games(), std::vector<int>({-1, -1, 0}));
    podium::commands::undoStack(*club)->redo();
    QCOMPARE(games(), std::vector<int>({1, 1, 1}));
}

void TestCardSwiss::theDrawIsReproducible()
{
    // Sixteen players: the round drawn, taken back and paired again is the same, and not the order of entry.
    club::Events events(*m_db);
    QStringList players;
    for (int i = 1; i <= 16; ++i)
        players.append(QStringLiteral("P%1").arg(i, 2, 10, QLatin1Char('0')));
    events.create(cardEvent(QStringLiteral("Open"), players));
    QCOMPARE(events.get(QStringLiteral("Open")).rounds, 5); // Appendix E: 9-16 players, 5 rounds
    events.pairNextRound(QStringLiteral("Open"));
    const QStringList first = tablesOf(events, QStringLiteral("Open"), 1);
    QCOMPARE(first.size(), 8);
    events.unpairRound(QStringLiteral("Open"), 1);
    events.pairNextRound(QStringLiteral("Open"));
    QCOMPARE(tablesOf(events, QStringLiteral("Open"), 1), first);
    QVERIFY(first.front() != QStringLiteral("P01-P02") || first.at(1) != QStringLiteral("P03-P04"));
}

void TestCardSwiss::theByeGoesToTheLowestRanked()
{
    // Five players: Eve (the last pairing number) has round 1's bye. Both matches are won by their first side;
    // the loser with the lower pairing number loses 0-2, the other 1-2. On 0 points with the same OMW% (their
    // opponents both 1/1), GW% ranks the 0-2 loser lowest (0 against 3/9): the bye is theirs, although their
    // pairing number is the better one.
    club::Events events(*m_db);
    const QStringList five {QStringLiteral("Ann"), QStringLiteral("Bea"), QStringLiteral("Cid"), QStringLiteral("Dan"),
                            QStringLiteral("Eve")};
    events.create(cardEvent(QStringLiteral("Five"), five));
    events.pairNextRound(QStringLiteral("Five"));
    const auto round1 = events.tables(QStringLiteral("Five"), 1);
    QCOMPARE(round1.size(), std::size_t(3));
    QCOMPARE(round1[2].seats[0].player, QStringLiteral("Eve"));
    QVERIFY(round1[2].bye);
    const bool firstLowerLoser = five.indexOf(round1[0].seats[1].player) < five.indexOf(round1[1].seats[1].player);
    const QString lowest = round1[firstLowerLoser ? 0 : 1].seats[1].player;
    events.setMatchResult(QStringLiteral("Five"), 1, firstLowerLoser ? 1 : 2, {2, 0, 0});
    events.setMatchResult(QStringLiteral("Five"), 1, firstLowerLoser ? 2 : 1, {2, 1, 0});
    QCOMPARE(events.standings(QStringLiteral("Five")).back().player, lowest);
    events.pairNextRound(QStringLiteral("Five"));
    const auto round2 = events.tables(QStringLiteral("Five"), 2);
    QVERIFY(round2.back().bye);
    QCOMPARE(round2.back().seats[0].player, lowest);
}

void TestCardSwiss::styleDefaultsFollowSides()
{
    club::Events events(*m_db);
    QStringList nine;
    for (int i = 1; i <= 9; ++i)
        nine.append(QStringLiteral("N%1").arg(i));
    club::EventInput chess = cardEvent(QStringLiteral("Chess"), nine);
    chess.discipline = QStringLiteral("Chess");
    chess.options.balanceSides = true; // sides: the FIDE style, ⌈log₂ 9⌉ = 4 rounds, chess points
    events.create(chess);
    const club::EventRecord fide = events.get(QStringLiteral("Chess"));
    QCOMPARE(club::swissStyleOf(fide.options.style, fide.options.balanceSides), club::SwissStyle::Fide);
    QCOMPARE(fide.rounds, 4);
    QCOMPARE(fide.options.win, 1.0);
    QCOMPARE(events.tieBreakNames(QStringLiteral("Chess")), club::defaultTieBreaks(club::EventFormat::Swiss));
    events.create(cardEvent(QStringLiteral("Cards"), nine)); // no sides: games, 5 rounds, 3/1/0
    const club::EventRecord games = events.get(QStringLiteral("Cards"));
    QCOMPARE(club::swissStyleOf(games.options.style, games.options.balanceSides), club::SwissStyle::Games);
    QCOMPARE(games.rounds, 5);
    QCOMPARE(games.options.win, 3.0);
    // Points the organiser set stand.
    club::EventInput own = cardEvent(QStringLiteral("Own points"), nine);
    own.options.win = 2;
    events.create(own);
    QCOMPARE(events.get(QStringLiteral("Own points")).options.win, 2.0);
    QCOMPARE(events.get(QStringLiteral("Own points")).options.draw, 0.5);
}

void TestCardSwiss::styleDefaultFollowsTheDiscipline()
{
    // Issue 12: with neither a style nor the sides option, a new Swiss plays its discipline's usual style.
    club::Events events(*m_db);
    QStringList nine;
    for (int i = 1; i <= 9; ++i)
        nine.append(QStringLiteral("N%1").arg(i));
    const auto create = [&](const QString &name, const QString &discipline, const QString &option = {}) {
        club::EventInput in;
        in.name = name;
        in.discipline = discipline;
        in.format = club::EventFormat::Swiss;
        in.entrants = nine;
        if (!option.isEmpty())
            club::parseEventOption(in.options, option.section(QLatin1Char('='), 0, 0),
                                   option.section(QLatin1Char('='), 1));
        events.create(in);
        return events.get(name);
    };
    // A card game: the card-game Swiss without sides, 3/1/0, 5 rounds for 9 (Magic Tournament Rules, App. E).
    club::EventRecord r = create(QStringLiteral("FNM"), QStringLiteral("Magic"));
    QCOMPARE(r.options.style, QStringLiteral("games"));
    QVERIFY(!r.options.balanceSides);
    QCOMPARE(r.options.win, 3.0);
    QCOMPARE(r.rounds, 5);
    // Chess and its kin by any of their usual names: FIDE's, with sides, 4 rounds (⌈log₂ 9⌉).
    for (const QString &chess : {QStringLiteral("Blitz chess"), QStringLiteral("Échecs rapides"),
                                 QStringLiteral("SCHACH-960"), QStringLiteral("Go (19x19)"), QStringLiteral("Shogi")}) {
        r = create(chess, chess);
        QCOMPARE(r.options.style, QStringLiteral("fide"));
        QVERIFY(r.options.balanceSides);
        QCOMPARE(r.options.win, 1.0);
        QCOMPARE(r.rounds, 4);
    }
    // "Chessboxing" is not chess, and a team game has no White and Black to allocate.
    QCOMPARE(club::usualSwissStyle(*m_db, QStringLiteral("Chessboxing")), club::SwissStyle::Games);
    QCOMPARE(club::usualSwissStyle(*m_db, QStringLiteral("Capture the flag")), club::SwissStyle::Games);
    // The sides option alone still chooses: with sides a card game plays FIDE's Swiss, without them chess the
    // card-game Swiss.
    QCOMPARE(create(QStringLiteral("Sided"), QStringLiteral("Pokémon"), QStringLiteral("sides=1")).options.style,
             QStringLiteral("fide"));
    r = create(QStringLiteral("Sideless"), QStringLiteral("Draughts"), QStringLiteral("sides=0"));
    QCOMPARE(r.options.style, QStringLiteral("games"));
    QVERIFY(!r.options.balanceSides);
    // A style chosen once becomes the discipline's usual one in this club (any case of its name).
    create(QStringLiteral("Casual"), QStringLiteral("Magic"), QStringLiteral("style=rating"));
    QCOMPARE(club::usualSwissStyle(*m_db, QStringLiteral("MAGIC")), club::SwissStyle::Rating);
    r = create(QStringLiteral("Next casual"), QStringLiteral("magic"));
    QCOMPARE(r.options.style, QStringLiteral("rating"));
    QVERIFY(r.options.balanceSides);
    QCOMPARE(r.options.win, 1.0);
}

void TestCardSwiss::olderPairingValuesReadAsStyles()
{
    club::Events events(*m_db);
    club::EventInput in = cardEvent(QStringLiteral("Club night"), {QStringLiteral("Ann"), QStringLiteral("Bea")});
    in.options = {};
    in.discipline = QStringLiteral("Chess");
    events.create(in);
    // An event stored before the styles, with pairing=quality (today's style=rating) or pairing=dutch (fide).
    for (const auto &[stored, style] : {std::pair {"quality", "rating"}, std::pair {"dutch", "fide"}}) {
        auto old = m_db->prepare(QStringLiteral("UPDATE events SET options = ? WHERE name = 'Club night'"));
        old.addBindValue(QStringLiteral("win=1;draw=0.5;loss=0;bye=1;places=10-8-6-5-4-3-2-1;pairing=%1;double=0;"
                                        "sides=1")
                             .arg(QLatin1String(stored)));
        store::Database::exec(old);
        const club::EventRecord r = events.get(QStringLiteral("Club night"));
        QCOMPARE(r.options.style, QString::fromLatin1(style));
        QCOMPARE(r.options.pairing, QString());
    }
    events.pairNextRound(QStringLiteral("Club night")); // and it pairs
    QCOMPARE(events.tables(QStringLiteral("Club night"), 1).size(), std::size_t(1));
}

void TestCardSwiss::version4ClubsGainDrawnGames()
{
    // tests/data/club-v3.podium: an event with a result, from before version 4. Opening it runs every later step;
    // version 5 adds drawn_games with 0 for the tables already there (and 6 the standings' volatility).
    const QString path = m_dir.filePath(QStringLiteral("old.podium"));
    QVERIFY(QFile::copy(QStringLiteral(PODIUM_TEST_DATA_DIR "/club-v3.podium"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    const auto database = store::Database::open(path);
    QCOMPARE(database->schemaVersion(), 10);
    QCOMPARE(database->schemaVersion(), store::Database::currentSchemaVersion());
    auto drawn = database->prepare(QStringLiteral("SELECT count(*), COALESCE(sum(drawn_games), -1) FROM "
                                                  "event_pairings"));
    store::Database::exec(drawn);
    QVERIFY(drawn.next());
    QVERIFY(drawn.value(0).toInt() > 0);
    QCOMPARE(drawn.value(1).toInt(), 0);
    // And the column refuses what no match has.
    auto negative = database->prepare(QStringLiteral("UPDATE event_pairings SET drawn_games = -1"));
    QVERIFY(!negative.tryExec());
}

QTEST_GUILESS_MAIN(TestCardSwiss)
#include "tst_cardswiss.moc"
