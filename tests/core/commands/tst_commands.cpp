// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The club's commands on a real club file: each applies, reverts and applies again with the database as it
// should be after each step; the change hub says what changed; a refusal pushes nothing; a step that fails
// later leaves the stack with its reason; another connection's commit is noticed.
#include "../club/historycompare.h"
#include "../club/testclub.h"

#include "club/club.h"
#include "club/events/events.h"
#include "club/games.h"
#include "club/journal.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "club/replaysource.h"
#include "commands/eventcommands.h"
#include "commands/gamecommands.h"
#include "commands/leaderboardcommands.h"
#include "commands/playercommands.h"
#include "history/synthetic.h"
#include "io/inputerror.h"
#include "store/database.h"
#include "store/dberror.h"

#include "commands/undohistory.h"
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <QUndoStack>

#include <cmath>

using namespace podium;

Q_DECLARE_METATYPE(podium::ClubChange)

namespace {

club::GameInput duel(const QString &date, const QString &winner, const QString &loser)
{
    club::GameInput game;
    game.date = date;
    game.discipline = QStringLiteral("Chess");
    game.kind = history::GameKind::HeadToHead;
    game.participants
        = {{winner, {}, 1, std::nan(""), std::nan(""), true}, {loser, {}, 2, std::nan(""), std::nan(""), true}};
    return game;
}

QString refusal(const std::function<void()> &f)
{
    try {
        f();
    } catch (const store::DbError &e) {
        return e.message();
    } catch (const io::InputError &e) {
        return e.text();
    }
    return QStringLiteral("no error");
}

/** Elo's expected score of a against b on the 400-point scale (k 24, start 1500: the README's defaults). */
double expected(double a, double b)
{
    return 1.0 / (1.0 + std::pow(10.0, (b - a) / 400.0));
}

// The two games of init(), rated by hand: Ann beats Bob (both 1500), then Bob beats Cid (1500).
const double kAnn1 = 1500.0 + 24.0 * 0.5;
const double kBob1 = 1500.0 - 24.0 * 0.5;
const double kCid2 = 1500.0 - 24.0 * (1.0 - expected(kBob1, 1500.0));

QStringList playerNames(const store::Database &db)
{
    QStringList names;
    for (const club::PlayerRecord &p : club::Players(db).list())
        names.append(p.name);
    return names;
}

/** One game of an interchange file: id, Dan beats Ann on date. */
history::History oneImportedGame(const char *id, const char *date)
{
    history::History imported;
    imported.players = {"Dan", "Ann"};
    history::Entry dan, ann;
    dan.player = 0;
    dan.team = 0;
    dan.rank = 1;
    ann.player = 1;
    ann.team = 1;
    ann.rank = 2;
    imported.entries = {dan, ann};
    history::HistoryGame game;
    game.id = id;
    game.date = date;
    game.entryCount = 2;
    imported.games = {game};
    return imported;
}

qint64 journalRows(const store::Database &db)
{
    return static_cast<qint64>(club::changesSince(db, 0, nullptr).size());
}

} // namespace

class TestCommands : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void addingAGameUndoesAndRedoesWithItsId();
    void editingAGameRestoresTheOldResultOnUndo();
    void deletingAGameUndoes();
    void importingGamesUndoesTheGamesAndTheNewPlayers();
    void playersAddRenameRetireMergeAndDeleteUndo();
    void importingPlayersUndoesNewPlayersAndDetails();
    void leaderboardsCreateAndChangeParametersUndo();
    void leaderboardsEditAndDeleteUndo();
    void eventsCreatePairResultAndDeleteUndo();
    void anEntrantJoinsAndWithdrawsUndoably();
    void aRefusedChangePushesNothing();
    void aStepThatFailsLaterLeavesTheStackWithItsReason();
    void anotherClubsCommandsAreHeardPrecisely();
    void anImportOnASecondConnectionHidesNoOtherProgramsChange();
    void aWatcherFarBehindRefreshesEverything();
    void theHistoryKeptInMemoryIsTheFileAfterEveryKindOfChange();

private:
    double muOf(const QString &player);

    QTemporaryDir m_dir;
    std::unique_ptr<Club> m_club;
};

void TestCommands::init()
{
    m_club = Club::open(testClub(QDir(m_dir.path())), store::Database::Mode::Create);
    podium::commands::undoStack(*m_club); // the commands run below are kept for undo, as in the app
    club::Games games(m_club->database());
    games.add(duel(QStringLiteral("2024-05-01T20:00"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    games.add(duel(QStringLiteral("2024-05-02T20:00"), QStringLiteral("Bob"), QStringLiteral("Cid")));
    club::Leaderboards(m_club->database())
        .create({0, QStringLiteral("Chess Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
}

void TestCommands::cleanup()
{
    m_club.reset();
}

double TestCommands::muOf(const QString &player)
{
    for (const club::LeaderboardRow &row :
         club::Leaderboards(m_club->database()).standings(QStringLiteral("Chess Elo"))) {
        if (row.player == player)
            return row.rating.mu;
    }
    return std::nan("");
}

void TestCommands::addingAGameUndoesAndRedoesWithItsId()
{
    QSignalSpy changes(m_club.get(), &Club::changed);
    auto &add = m_club->run(std::make_unique<commands::AddGame>(
        *m_club, duel(QStringLiteral("2024-05-03T20:00"), QStringLiteral("Cid"), QStringLiteral("Ann"))));
    const qint64 id = add.gameId();
    QVERIFY(id > 0);
    QCOMPARE(podium::commands::undoStack(*m_club)->undoText(), QStringLiteral("Add result Cid vs Ann"));
    QCOMPARE(changes.count(), 1);
    const auto change = changes.takeFirst().at(0).value<ClubChange>();
    QCOMPARE(change.parts, ClubChange::Parts(ClubChange::Games));
    QCOMPARE(change.fromDate, QStringLiteral("2024-05-03T20:00:00"));
    QVERIFY(!change.external);
    const double cidAfter = muOf(QStringLiteral("Cid"));
    QVERIFY(std::abs(cidAfter - (kCid2 + 24.0 * (1.0 - expected(kCid2, kAnn1)))) < 1e-9);

    podium::commands::undoStack(*m_club)->undo();
    QVERIFY(refusal([&] { club::Games(m_club->database()).get(id); }).contains(QStringLiteral("no game")));
    QVERIFY(std::abs(muOf(QStringLiteral("Cid")) - kCid2) < 1e-9);
    QCOMPARE(changes.count(), 1);
    podium::commands::undoStack(*m_club)->redo();
    QCOMPARE(club::Games(m_club->database()).get(id).game.participants[0].player, QStringLiteral("Cid"));
    QCOMPARE(muOf(QStringLiteral("Cid")), cidAfter);
    QCOMPARE(changes.count(), 2);
}

void TestCommands::editingAGameRestoresTheOldResultOnUndo()
{
    club::Games games(m_club->database());
    const club::GameRecord first = games.list().back();
    QCOMPARE(first.game.date, QStringLiteral("2024-05-01T20:00:00"));
    QSignalSpy changes(m_club.get(), &Club::changed);
    m_club->run(std::make_unique<commands::EditGame>(
        *m_club, first.id, duel(QStringLiteral("2024-04-30"), QStringLiteral("Bob"), QStringLiteral("Ann"))));
    QCOMPARE(podium::commands::undoStack(*m_club)->undoText(), QStringLiteral("Edit result Bob vs Ann"));
    QCOMPARE(changes.takeFirst().at(0).value<ClubChange>().fromDate, QStringLiteral("2024-04-30T00:00:00"));
    QCOMPARE(games.get(first.id).game.participants[0].player, QStringLiteral("Bob"));
    QCOMPARE(muOf(QStringLiteral("Ann")), kBob1); // Ann lost her only game
    podium::commands::undoStack(*m_club)->undo();
    QCOMPARE(games.get(first.id).game.participants[0].player, QStringLiteral("Ann"));
    QCOMPARE(games.get(first.id).game.date, QStringLiteral("2024-05-01T20:00:00"));
    QCOMPARE(muOf(QStringLiteral("Ann")), kAnn1);
    podium::commands::undoStack(*m_club)->redo();
    QCOMPARE(games.get(first.id).game.date, QStringLiteral("2024-04-30T00:00:00"));
    QCOMPARE(muOf(QStringLiteral("Ann")), kBob1);
}

void TestCommands::deletingAGameUndoes()
{
    club::Games games(m_club->database());
    const club::GameRecord last = games.list().front();
    m_club->run(std::make_unique<commands::DeleteGame>(*m_club, last.id));
    QCOMPARE(podium::commands::undoStack(*m_club)->undoText(), QStringLiteral("Delete result Bob vs Cid"));
    QCOMPARE(games.list().size(), std::size_t(1));
    QVERIFY(std::isnan(muOf(QStringLiteral("Cid")))); // no rated game left
    podium::commands::undoStack(*m_club)->undo();
    QCOMPARE(games.get(last.id).game.participants[1].player, QStringLiteral("Cid"));
    QVERIFY(std::abs(muOf(QStringLiteral("Cid")) - kCid2) < 1e-9);
    podium::commands::undoStack(*m_club)->redo();
    QCOMPARE(games.list().size(), std::size_t(1));
}

void TestCommands::importingGamesUndoesTheGamesAndTheNewPlayers()
{
    const history::History imported = oneImportedGame("g1", "2024-06-01T00:00:00");
    auto &import = m_club->run(std::make_unique<commands::ImportGames>(*m_club, imported, QStringLiteral("Chess")));
    QCOMPARE(import.report().added, 1);
    QCOMPARE(import.report().newPlayers, 1);
    QCOMPARE(podium::commands::undoStack(*m_club)->undoText(), QStringLiteral("Import 1 game(s)"));
    QCOMPARE(
        playerNames(m_club->database()),
        (QStringList {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan")}));
    podium::commands::undoStack(*m_club)->undo();
    QCOMPARE(playerNames(m_club->database()),
             (QStringList {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")}));
    QCOMPARE(club::Games(m_club->database()).list().size(), std::size_t(2));
    podium::commands::undoStack(*m_club)->redo();
    QCOMPARE(club::Games(m_club->database()).list().size(), std::size_t(3));
    QCOMPARE(club::Games(m_club->database()).list().front().game.externalId, QStringLiteral("g1"));
}

void TestCommands::playersAddRenameRetireMergeAndDeleteUndo()
{
    const store::Database &db = m_club->database();
    club::Players players(db);
    QUndoStack *undo = podium::commands::undoStack(*m_club);
    m_club->run(std::make_unique<commands::AddPlayer>(*m_club, QStringLiteral("  Eve  Ng "), QStringLiteral("Eve"),
                                                      QStringLiteral("Chess Club")));
    QCOMPARE(players.get(QStringLiteral("eve ng")).affiliation, QStringLiteral("Chess Club"));
    m_club->run(std::make_unique<commands::RenamePlayer>(*m_club, QStringLiteral("eve ng"), QStringLiteral("Eve")));
    QCOMPARE(undo->undoText(), QStringLiteral("Rename Eve Ng to Eve"));
    m_club->run(commands::RetirePlayer::toggle(*m_club, QStringLiteral("Eve")));
    QCOMPARE(undo->undoText(), QStringLiteral("Retire Eve"));
    QVERIFY(players.get(QStringLiteral("Eve")).retired);
    m_club->run(std::make_unique<commands::DeletePlayer>(*m_club, QStringLiteral("Eve")));
    QCOMPARE(playerNames(db), (QStringList {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")}));
    undo->undo(); // delete: Eve is back, retired, with her affiliation
    QVERIFY(players.get(QStringLiteral("Eve")).retired);
    QCOMPARE(players.get(QStringLiteral("Eve")).displayName, QStringLiteral("Eve"));
    QCOMPARE(players.get(QStringLiteral("Eve")).affiliation, QStringLiteral("Chess Club"));
    undo->undo(); // retire
    QVERIFY(!players.get(QStringLiteral("Eve")).retired);
    undo->undo(); // rename
    QCOMPARE(players.get(QStringLiteral("Eve Ng")).name, QStringLiteral("Eve Ng"));
    undo->undo(); // add
    QCOMPARE(playerNames(db), (QStringList {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")}));
    undo->redo();
    undo->redo();
    undo->redo();
    QVERIFY(players.get(QStringLiteral("Eve")).retired);

    // Retiring a player who is retired already is undone to retired, not to active.
    m_club->run(std::make_unique<commands::RetirePlayer>(*m_club, QStringLiteral("Eve"), true));
    undo->undo();
    QVERIFY(players.get(QStringLiteral("Eve")).retired);

    // Merging Cid into Ann moves Cid's game and replays: Ann has both players' games.
    QSignalSpy changes(m_club.get(), &Club::changed);
    m_club->run(std::make_unique<commands::MergePlayers>(*m_club, QStringLiteral("cid"), QStringLiteral("Ann")));
    QCOMPARE(undo->undoText(), QStringLiteral("Merge Cid into Ann"));
    QCOMPARE(changes.takeFirst().at(0).value<ClubChange>().parts, ClubChange::Players | ClubChange::Games);
    QCOMPARE(players.get(QStringLiteral("Ann")).games, 2);
    undo->undo();
    QCOMPARE(players.get(QStringLiteral("Ann")).games, 1);
    QCOMPARE(players.get(QStringLiteral("Cid")).games, 1);
}

void TestCommands::importingPlayersUndoesNewPlayersAndDetails()
{
    const store::Database &db = m_club->database();
    auto &import = m_club->run(std::make_unique<commands::ImportPlayers>(
        *m_club, QByteArray("name,affiliation,retired\nAnn,Rooks,no\nFay,Knights,yes\n"), QStringLiteral("m.csv")));
    QCOMPARE(import.added(), 1);
    QCOMPARE(club::Players(db).get(QStringLiteral("Ann")).affiliation, QStringLiteral("Rooks"));
    QVERIFY(club::Players(db).get(QStringLiteral("Fay")).retired);
    podium::commands::undoStack(*m_club)->undo();
    QCOMPARE(playerNames(db), (QStringList {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")}));
    QCOMPARE(club::Players(db).get(QStringLiteral("Ann")).affiliation, QString());
    podium::commands::undoStack(*m_club)->redo();
    QCOMPARE(club::Players(db).get(QStringLiteral("Fay")).affiliation, QStringLiteral("Knights"));
    // A file with a mistake is refused whole, with its line.
    QCOMPARE(refusal([&] {
                 m_club->run(std::make_unique<commands::ImportPlayers>(*m_club, QByteArray("nom\nAnn\n"),
                                                                       QStringLiteral("bad.csv")));
             }),
             QStringLiteral("bad.csv:1: the header has no column 'name'"));
    QCOMPARE(podium::commands::undoStack(*m_club)->count(), 1);
}

void TestCommands::leaderboardsCreateAndChangeParametersUndo()
{
    const store::Database &db = m_club->database();
    club::Leaderboards leaderboards(db);
    QSignalSpy changes(m_club.get(), &Club::changed);
    m_club->run(std::make_unique<commands::CreateLeaderboard>(
        *m_club,
        club::LeaderboardRecord {
            0, QStringLiteral("Chess TS"), QStringLiteral("Chess"), QStringLiteral("trueskill"), {}, {}, {}}));
    QCOMPARE(changes.takeFirst().at(0).value<ClubChange>().parts, ClubChange::Parts(ClubChange::Leaderboards));
    QCOMPARE(leaderboards.list().size(), std::size_t(2));
    m_club->run(std::make_unique<commands::SetLeaderboardParams>(*m_club, QStringLiteral("Chess Elo"),
                                                                 rating::ParamList {{"k", "32"}}));
    QCOMPARE(podium::commands::undoStack(*m_club)->undoText(), QStringLiteral("Change the parameters of Chess Elo"));
    QCOMPARE(muOf(QStringLiteral("Ann")), 1516.0); // k 32: the first game moves 16 points
    podium::commands::undoStack(*m_club)->undo();
    QVERIFY(leaderboards.get(QStringLiteral("Chess Elo")).params.empty()); // k back to its default, not kept
    QCOMPARE(muOf(QStringLiteral("Ann")), kAnn1);
    podium::commands::undoStack(*m_club)->undo();
    QCOMPARE(leaderboards.list().size(), std::size_t(1));
    podium::commands::undoStack(*m_club)->redo();
    podium::commands::undoStack(*m_club)->redo();
    QCOMPARE(leaderboards.list().size(), std::size_t(2));
    QCOMPARE(muOf(QStringLiteral("Ann")), 1516.0);
    // Parameters the algorithm does not know are refused, and nothing is pushed.
    QVERIFY(refusal([&] {
                m_club->run(std::make_unique<commands::SetLeaderboardParams>(*m_club, QStringLiteral("Chess Elo"),
                                                                             rating::ParamList {{"kk", "1"}}));
            }).contains(QStringLiteral("kk")));
    QCOMPARE(podium::commands::undoStack(*m_club)->count(), 2);
}

void TestCommands::leaderboardsEditAndDeleteUndo()
{
    const store::Database &db = m_club->database();
    club::Leaderboards leaderboards(db);
    QUndoStack *undo = podium::commands::undoStack(*m_club);
    // Renamed, given k 32 and a range that leaves out the first game: only Bob beating Cid counts.
    club::LeaderboardRecord edited = leaderboards.get(QStringLiteral("Chess Elo"));
    edited.name = QStringLiteral("Chess since May 2");
    edited.params = {{"k", "32"}};
    edited.dateFrom = QStringLiteral("2024-05-02");
    m_club->run(std::make_unique<commands::EditLeaderboard>(*m_club, QStringLiteral("Chess Elo"), edited));
    QCOMPARE(undo->undoText(), QStringLiteral("Change leaderboard Chess Elo"));
    const auto rows = leaderboards.standings(QStringLiteral("Chess since May 2"));
    QCOMPARE(rows.size(), std::size_t(2));
    QCOMPARE(rows.front().player, QStringLiteral("Bob"));
    QCOMPARE(rows.front().rating.mu, 1516.0); // 1500 + 32 * 0.5
    undo->undo();
    QCOMPARE(leaderboards.list().front().name, QStringLiteral("Chess Elo"));
    QVERIFY(leaderboards.get(QStringLiteral("Chess Elo")).dateFrom.isEmpty());
    QCOMPARE(muOf(QStringLiteral("Ann")), kAnn1);

    // Deleting it takes the event it seeds along to nothing; undo brings both links back.
    club::EventInput in;
    in.name = QStringLiteral("Cup");
    in.discipline = QStringLiteral("Chess");
    in.leaderboard = QStringLiteral("Chess Elo");
    in.format = club::EventFormat::RoundRobin;
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob")};
    m_club->run(std::make_unique<commands::CreateEvent>(*m_club, in));
    const qint64 id = leaderboards.get(QStringLiteral("Chess Elo")).id;
    QSignalSpy changes(m_club.get(), &Club::changed);
    m_club->run(std::make_unique<commands::DeleteLeaderboard>(*m_club, QStringLiteral("Chess Elo")));
    QCOMPARE(changes.takeFirst().at(0).value<ClubChange>().parts, ClubChange::Leaderboards | ClubChange::Events);
    QVERIFY(leaderboards.list().empty());
    QCOMPARE(club::Events(db).get(QStringLiteral("Cup")).leaderboard, QString());
    undo->undo();
    QCOMPARE(leaderboards.get(QStringLiteral("Chess Elo")).id, id);
    QCOMPARE(club::Events(db).get(QStringLiteral("Cup")).leaderboard, QStringLiteral("Chess Elo"));
    QCOMPARE(muOf(QStringLiteral("Ann")), kAnn1);
    // A name in use is refused, and nothing is pushed.
    club::LeaderboardRecord clash = edited;
    clash.name = QStringLiteral("Chess Elo");
    m_club->run(std::make_unique<commands::CreateLeaderboard>(
        *m_club, club::LeaderboardRecord {0, QStringLiteral("Second"), {}, QStringLiteral("trueskill"), {}, {}, {}}));
    const int count = undo->count();
    QCOMPARE(refusal([&] {
                 m_club->run(std::make_unique<commands::EditLeaderboard>(*m_club, QStringLiteral("Second"), clash));
             }),
             QStringLiteral("there is already a leaderboard called 'Chess Elo'"));
    QCOMPARE(undo->count(), count);
}

void TestCommands::eventsCreatePairResultAndDeleteUndo()
{
    const store::Database &db = m_club->database();
    club::Events events(db);
    QUndoStack *undo = podium::commands::undoStack(*m_club);
    club::EventInput in;
    in.name = QStringLiteral("Friday");
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::RoundRobin;
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan")};
    QSignalSpy changes(m_club.get(), &Club::changed);
    m_club->run(std::make_unique<commands::CreateEvent>(*m_club, in));
    const auto created = changes.takeFirst().at(0).value<ClubChange>();
    QCOMPARE(created.parts, ClubChange::Events | ClubChange::Players);
    QCOMPARE(created.event, QStringLiteral("Friday"));
    auto &pair = m_club->run(std::make_unique<commands::PairRound>(*m_club, QStringLiteral("Friday")));
    QCOMPARE(pair.round(), 1);
    QCOMPARE(pair.tables().size(), std::size_t(2));
    QCOMPARE(undo->undoText(), QStringLiteral("Pair round 1 of Friday"));
    const int table = pair.tables().front().table;
    const QString first = pair.tables().front().seats[0].player;
    auto &result = m_club->run(std::make_unique<commands::EventResult>(
        *m_club, QStringLiteral("Friday"), 1, table, std::vector<int> {1, 2}, QStringLiteral("2024-06-07T20:00")));
    changes.clear();
    const qint64 game = result.gameId();
    QCOMPARE(club::Games(db).get(game).game.date, QStringLiteral("2024-06-07T20:00:00"));
    QCOMPARE(events.standings(QStringLiteral("Friday")).front().player, first);

    // A correction, then undo back to the first result, and to none.
    m_club->run(
        std::make_unique<commands::EventResult>(*m_club, QStringLiteral("Friday"), 1, table, std::vector<int> {1, 1}));
    QCOMPARE(changes.takeFirst().at(0).value<ClubChange>().parts, ClubChange::Events | ClubChange::Games);
    QCOMPARE(events.standings(QStringLiteral("Friday")).front().points, 0.5);
    undo->undo();
    QCOMPARE(events.standings(QStringLiteral("Friday")).front().points, 1.0);
    undo->undo();
    QCOMPARE(events.tables(QStringLiteral("Friday"), 1).front().gameId, 0);
    QVERIFY(refusal([&] { club::Games(db).get(game); }).contains(QStringLiteral("no game")));
    undo->redo();
    QCOMPARE(events.tables(QStringLiteral("Friday"), 1).front().gameId, game);

    // Deleting the result's game from the game log leaves the table open; undo gives the table its result back.
    auto &deleted = m_club->run(std::make_unique<commands::DeleteGame>(*m_club, game));
    QCOMPARE(deleted.eventTables().size(), std::size_t(1));
    QCOMPARE(deleted.eventTables().front().event, QStringLiteral("Friday"));
    QCOMPARE(deleted.eventTables().front().table, table);
    QCOMPARE(events.tables(QStringLiteral("Friday"), 1).front().gameId, 0);
    undo->undo();
    QCOMPARE(events.tables(QStringLiteral("Friday"), 1).front().gameId, game);
    QCOMPARE(events.standings(QStringLiteral("Friday")).front().points, 1.0);
    undo->redo();
    undo->undo();

    // Deleting the event undoes with its entrants, rounds and results; the game stays in the history meanwhile.
    m_club->run(std::make_unique<commands::DeleteEvent>(*m_club, QStringLiteral("friday")));
    QCOMPARE(undo->undoText(), QStringLiteral("Delete event friday"));
    QVERIFY(events.list().empty());
    QCOMPARE(club::Games(db).get(game).id, game);
    undo->undo();
    QCOMPARE(events.get(QStringLiteral("Friday")).name, QStringLiteral("Friday"));
    QCOMPARE(events.entrants(QStringLiteral("Friday")).size(), std::size_t(4));
    QCOMPARE(events.tables(QStringLiteral("Friday"), 1).front().gameId, game);
    QCOMPARE(events.standings(QStringLiteral("Friday")).front().points, 1.0);
    undo->redo();
    QVERIFY(events.list().empty());
    undo->undo(); // the event is back; the correction left the stack when the deletion was pushed
    undo->undo(); // the first result
    QCOMPARE(events.tables(QStringLiteral("Friday"), 1).front().gameId, 0);
    undo->undo();
    QCOMPARE(events.roundCount(QStringLiteral("Friday")), 0);
    undo->undo();
    QVERIFY(events.list().empty());
}

void TestCommands::anEntrantJoinsAndWithdrawsUndoably()
{
    club::Events events(m_club->database());
    club::EventInput in;
    in.name = QStringLiteral("Open");
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::Swiss;
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob")};
    m_club->run(std::make_unique<commands::CreateEvent>(*m_club, in));
    m_club->run(std::make_unique<commands::SetEntrant>(*m_club, QStringLiteral("Open"), QStringLiteral("Fay"), true));
    QCOMPARE(podium::commands::undoStack(*m_club)->undoText(), QStringLiteral("Fay joins Open"));
    QCOMPARE(events.entrants(QStringLiteral("Open")).size(), std::size_t(3));
    podium::commands::undoStack(*m_club)->undo(); // a first entry is taken off the list, not withdrawn
    QCOMPARE(events.entrants(QStringLiteral("Open")).size(), std::size_t(2));
    m_club->run(std::make_unique<commands::SetEntrant>(*m_club, QStringLiteral("Open"), QStringLiteral("Bob"), false));
    QVERIFY(!events.entrants(QStringLiteral("Open"))[1].active);
    podium::commands::undoStack(*m_club)->undo();
    QVERIFY(events.entrants(QStringLiteral("Open"))[1].active);
}

void TestCommands::aRefusedChangePushesNothing()
{
    QSignalSpy changes(m_club.get(), &Club::changed);
    QCOMPARE(refusal([&] {
                 m_club->run(std::make_unique<commands::AddGame>(
                     *m_club, duel(QStringLiteral("2024-05-03"), QStringLiteral("Ann"), QStringLiteral("ann"))));
             }),
             QStringLiteral("participant 2: 'ann' is in this game twice"));
    QCOMPARE(refusal([&] { m_club->run(std::make_unique<commands::DeleteGame>(*m_club, 999)); }),
             QStringLiteral("there is no game 999"));
    QCOMPARE(refusal([&] { m_club->run(std::make_unique<commands::AddPlayer>(*m_club, QStringLiteral("BOB"))); }),
             QStringLiteral("there is already a player called 'BOB'"));
    QCOMPARE(podium::commands::undoStack(*m_club)->count(), 0);
    QCOMPARE(changes.count(), 0);
    QCOMPARE(club::Games(m_club->database()).list().size(), std::size_t(2));
}

void TestCommands::aStepThatFailsLaterLeavesTheStackWithItsReason()
{
    m_club->run(std::make_unique<commands::AddPlayer>(*m_club, QStringLiteral("Gus")));
    m_club->run(std::make_unique<commands::AddPlayer>(*m_club, QStringLiteral("Hal")));
    // Another program deletes Hal: undoing his addition finds him gone, and says who did it.
    club::Players(*store::Database::open(m_club->location())).remove(QStringLiteral("Hal"));
    QSignalSpy failures(m_club.get(), &Club::commandFailed);
    QSignalSpy changes(m_club.get(), &Club::changed);
    podium::commands::undoStack(*m_club)->undo();
    QCOMPARE(failures.count(), 1);
    QCOMPARE(failures.at(0).at(0).toString(), QStringLiteral("Add player Hal"));
    QCOMPARE(failures.at(0).at(1).toString(),
             QStringLiteral("Another program has deleted the player Hal since; this undo was skipped."));
    QCOMPARE(changes.count(), 0); // nothing changed
    QCOMPARE(podium::commands::undoStack(*m_club)->count(), 1); // the step left; the one before it is still there
    QCOMPARE(podium::commands::undoStack(*m_club)->undoText(), QStringLiteral("Add player Gus"));
    podium::commands::undoStack(*m_club)->undo();
    QVERIFY(!playerNames(m_club->database()).contains(QStringLiteral("Gus")));
}

// Issue 27: two clubs on one file (the app and podium-cli, two desks) hear each other's commands from the change
// journal, precisely: what changed, from which date, and never their own.
void TestCommands::anotherClubsCommandsAreHeardPrecisely()
{
    const auto other = Club::open(m_club->location());
    podium::commands::undoStack(*other); // the other desk keeps its commands for undo, as the app does
    QSignalSpy heard(m_club.get(), &Club::changed);
    QSignalSpy otherHeard(other.get(), &Club::changed);
    QVERIFY(!m_club->checkFile());
    QVERIFY(m_club->origin() != other->origin());
    // This club's own command is not another program's, though the journal holds it.
    m_club->run(std::make_unique<commands::AddPlayer>(*m_club, QStringLiteral("Ivy")));
    heard.clear();
    QVERIFY(!m_club->checkFile());
    QCOMPARE(journalRows(m_club->database()), qint64(1));
    // The other club's game: the games changed, from its date on.
    other->run(std::make_unique<commands::AddGame>(
        *other, duel(QStringLiteral("2024-05-04T20:00"), QStringLiteral("Ann"), QStringLiteral("Ivy"))));
    QCOMPARE(otherHeard.count(), 1); // its own publication, as ever
    QVERIFY(m_club->checkFile());
    QCOMPARE(heard.count(), 1);
    ClubChange change = heard.takeFirst().at(0).value<ClubChange>();
    QVERIFY(change.external);
    QVERIFY(change.detailed);
    QCOMPARE(change.parts, ClubChange::Parts(ClubChange::Games));
    QCOMPARE(change.fromDate, otherHeard.takeFirst().at(0).value<ClubChange>().fromDate);
    QVERIFY(change.fromDate.startsWith(QStringLiteral("2024-05-04")));
    QVERIFY(!m_club->checkFile()); // heard once
    // The other club heard this club's player, and not its own game.
    QVERIFY(other->checkFile());
    QCOMPARE(otherHeard.takeFirst().at(0).value<ClubChange>().parts, ClubChange::Parts(ClubChange::Players));
    // Several commands between two looks are one change: every part, the earliest date.
    other->run(std::make_unique<commands::AddPlayer>(*other, QStringLiteral("Jo")));
    other->run(std::make_unique<commands::AddGame>(
        *other, duel(QStringLiteral("2024-05-03T20:00"), QStringLiteral("Jo"), QStringLiteral("Ivy"))));
    other->run(std::make_unique<commands::AddGame>(
        *other, duel(QStringLiteral("2024-05-09T20:00"), QStringLiteral("Jo"), QStringLiteral("Ann"))));
    QVERIFY(m_club->checkFile());
    change = heard.takeFirst().at(0).value<ClubChange>();
    QCOMPARE(change.parts, ClubChange::Games | ClubChange::Players);
    QVERIFY(change.fromDate.startsWith(QStringLiteral("2024-05-03")));
    // An undo there is a change here too.
    podium::commands::undoStack(*other)->undo();
    QVERIFY(m_club->checkFile());
    QVERIFY(heard.takeFirst().at(0).value<ClubChange>().fromDate.startsWith(QStringLiteral("2024-05-09")));
    // A commit that journals nothing (a standings cache written by a reader) is no change of what is shown.
    {
        const auto reader = store::Database::open(m_club->location());
        club::Leaderboards(*reader).invalidateAll();
    }
    QVERIFY(!m_club->checkFile());
    QCOMPARE(heard.count(), 0);
}

// Review A2, leak 1: the app's import runs on a connection of its own, and the watch used to pause for it, so that
// another program's result committed meanwhile was never heard. Now the import writes under the club's origin.
void TestCommands::anImportOnASecondConnectionHidesNoOtherProgramsChange()
{
    const auto desk = Club::open(m_club->location()); // another program
    QSignalSpy heard(m_club.get(), &Club::changed);
    QVERIFY(!m_club->checkFile());
    club::ImportReport report;
    {
        // What the app's import thread does: its own connection, the club's origin.
        const auto job = store::Database::open(m_club->location());
        report = club::Games(*job).import(oneImportedGame("g1", "2024-06-01T00:00:00"), QStringLiteral("Chess"), {},
                                          m_club->origin());
        // Meanwhile, before the window has looked, another desk enters a result.
        desk->run(std::make_unique<commands::AddGame>(
            *desk, duel(QStringLiteral("2024-04-20T20:00"), QStringLiteral("Bob"), QStringLiteral("Ann"))));
    }
    QCOMPARE(report.added, 1);
    QVERIFY(m_club->checkFile());
    QCOMPARE(heard.count(), 1);
    const ClubChange change = heard.takeFirst().at(0).value<ClubChange>();
    QVERIFY(change.external);
    QVERIFY(change.fromDate.startsWith(QStringLiteral("2024-04-20"))); // the desk's game, not the import's June
    // The window then takes the import onto its undo stack: no second journal row, nothing heard.
    const qint64 rows = journalRows(m_club->database());
    m_club->run(std::make_unique<commands::ImportGames>(*m_club, oneImportedGame("g1", "2024-06-01T00:00:00"),
                                                        QStringLiteral("Chess"), report));
    QCOMPARE(journalRows(m_club->database()), rows);
    QVERIFY(!m_club->checkFile());
    // The desk hears the import once, as one change of games from June.
    QSignalSpy deskHeard(desk.get(), &Club::changed);
    QVERIFY(desk->checkFile());
    QVERIFY(deskHeard.takeFirst().at(0).value<ClubChange>().fromDate.startsWith(QStringLiteral("2024-06-01")));
}

// A watcher so far behind that the rows it missed were let go does not know what changed: everything may have.
void TestCommands::aWatcherFarBehindRefreshesEverything()
{
    QSignalSpy heard(m_club.get(), &Club::changed);
    QVERIFY(!m_club->checkFile());
    {
        const auto writer = store::Database::open(m_club->location());
        for (qint64 i = 0; i <= club::kJournalKept; ++i)
            club::recordChange(*writer, QStringLiteral("another"), {ClubChange::Players, {}, {}, false});
        QCOMPARE(journalRows(*writer), club::kJournalKept);
    }
    QVERIFY(m_club->checkFile());
    const ClubChange change = heard.takeFirst().at(0).value<ClubChange>();
    QVERIFY(!change.detailed);
    QCOMPARE(change.parts, ClubChange::everything().parts);
    // Watching polls on a timer.
    m_club->watchFile(std::chrono::milliseconds(20));
    const auto desk = Club::open(m_club->location());
    desk->run(std::make_unique<commands::AddPlayer>(*desk, QStringLiteral("Kai")));
    QTRY_COMPARE_WITH_TIMEOUT(heard.count(), 1, 5000);
    QCOMPARE(heard.takeFirst().at(0).value<ClubChange>().parts, ClubChange::Parts(ClubChange::Players));
    m_club->watchFile(std::chrono::milliseconds(0));
}

void TestCommands::theHistoryKeptInMemoryIsTheFileAfterEveryKindOfChange()
{
    // A correction brings the history the club keeps in memory up to date with the games it changed, read alone
    // (Club::publish): after every kind of change, undone and made again, it must be the history read whole from the
    // file, game for game and with its players in the same order, and its replay the same standings.
    const store::Database &db = m_club->database();
    club::Games games(db);
    games.import(history::generateSynthetic({history::GameKind::HeadToHead, 30, 200, 7, 4, 8}),
                 QStringLiteral("Chess"));
    games.import(history::generateSynthetic({history::GameKind::FreeForAll, 12, 40, 8, 4, 4}), QStringLiteral("Go"));
    history::History teams = history::generateSynthetic({history::GameKind::Team, 16, 30, 9, 2, 8});
    for (history::HistoryGame &game : teams.games)
        game.id = "team " + game.id; // the interchange ids of a file of its own
    games.import(teams, QStringLiteral("Chess"));
    club::Leaderboards(db).create(
        {0, QStringLiteral("Go TrueSkill"), QStringLiteral("Go"), QStringLiteral("trueskill"), {}, {}, {}});
    club::Leaderboards(db).create({0,
                                   QStringLiteral("Chess 2025"),
                                   QStringLiteral("Chess"),
                                   QStringLiteral("glicko2"),
                                   {},
                                   QStringLiteral("2025-01-01"),
                                   QStringLiteral("2025-12-31T23:59:59")});
    const std::vector<club::LeaderboardRecord> records = club::Leaderboards(db).list();
    QCOMPARE(records.size(), std::size_t(3));
    const auto goAt = static_cast<std::size_t>(
        std::find_if(records.begin(), records.end(), [](const auto &r) { return r.discipline == QLatin1String("Go"); })
        - records.begin());
    const auto inMemory = [&] {
        std::vector<std::shared_ptr<const club::detail::LoadedHistory>> kept;
        for (const club::LeaderboardRecord &record : records)
            kept.push_back(club::detail::loadLeaderboardHistory(db, record));
        return kept;
    };
    const auto check = [&](const char *step) {
        const auto kept = inMemory();
        const auto fresh = store::Database::open(m_club->location()); // reads the file whole
        for (std::size_t r = 0; r < records.size(); ++r) {
            const auto read = club::detail::loadLeaderboardHistory(*fresh, records[r]);
            compareHistories(*kept[r], *read);
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(step), records[r].name)));
            const auto system = club::ratingSystemOf(records[r]);
            const auto a = club::detail::replayAll(records[r].name, *kept[r], *system);
            const auto b = club::detail::replayAll(records[r].name, *read, *system);
            QCOMPARE(a.ratings.size(), b.ratings.size());
            for (std::size_t p = 0; p < a.ratings.size(); ++p) {
                QCOMPARE(a.ratings[p].mu, b.ratings[p].mu);
                QCOMPARE(a.ratings[p].sigma, b.ratings[p].sigma);
            }
        }
    };
    check("before");
    const auto go = inMemory()[goAt]; // Go's history: no change below reaches it but the last
    std::vector<club::GameRecord> log = games.list(); // newest first
    const club::GameRecord oldest = log.back(), chess2025 = *std::find_if(log.begin(), log.end(), [](const auto &g) {
                                                    return g.game.discipline == QLatin1String("Chess")
                                                        && g.game.date.startsWith(QLatin1String("2025-06"))
                                                        && g.game.kind == history::GameKind::HeadToHead;
                                                });
    auto *stack = podium::commands::undoStack(*m_club);

    // A newcomer's first game, in the middle of the history.
    m_club->run(std::make_unique<commands::AddGame>(
        *m_club, duel(QStringLiteral("2025-03-01T12:00"), QStringLiteral("Newcomer"), QStringLiteral("P03"))));
    check("a game added");
    if (!onServer()) // a server's club reads again: its own journal row moves the stamp another desk's would
        QCOMPARE(inMemory()[goAt], go); // kept as it was, not read again
    // The oldest game moved to the end, its loser another player.
    club::GameInput moved = oldest.game;
    moved.date = QStringLiteral("2026-06-01T10:00");
    moved.participants[1].player = QStringLiteral("Zed");
    m_club->run(std::make_unique<commands::EditGame>(*m_club, oldest.id, moved));
    check("the oldest game moved to the end");
    // A game of 2025 moved out of the dated leaderboard, to the very start.
    club::GameInput earlier = chess2025.game;
    earlier.date = QStringLiteral("2023-01-01T00:00");
    m_club->run(std::make_unique<commands::EditGame>(*m_club, chess2025.id, earlier));
    check("a game moved out of a leaderboard's dates");
    // The newcomer's only game deleted: they leave the history.
    m_club->run(std::make_unique<commands::DeleteGame>(
        *m_club, games.list().front().id == oldest.id ? games.list().at(1).id : games.list().front().id));
    check("the newest game deleted");
    const qint64 newcomers = [&] {
        for (const club::GameRecord &g : games.list())
            if (g.game.participants[0].player == QLatin1String("Newcomer"))
                return g.id;
        return qint64 {0};
    }();
    QVERIFY(newcomers != 0);
    m_club->run(std::make_unique<commands::DeleteGame>(*m_club, newcomers));
    check("a newcomer's only game deleted");
    // Another program's game comes between the history read and this club's next correction: the correction must
    // not bring the history it keeps up to date as if the other game were not there.
    {
        const auto other = store::Database::open(m_club->location());
        club::Games(*other).add(
            duel(QStringLiteral("2024-07-01T09:00"), QStringLiteral("Other"), QStringLiteral("P05")));
    }
    club::GameInput later = games.get(chess2025.id).game;
    later.date = QStringLiteral("2024-07-02T09:00");
    m_club->run(std::make_unique<commands::EditGame>(*m_club, chess2025.id, later));
    check("a correction after another program's game");
    // A team game of Chess made a game of Go.
    const club::GameRecord team
        = *std::find_if(log.begin(), log.end(), [](const auto &g) { return g.game.kind == history::GameKind::Team; });
    club::GameInput toGo = team.game;
    toGo.discipline = QStringLiteral("Go");
    m_club->run(std::make_unique<commands::EditGame>(*m_club, team.id, toGo));
    check("a game moved to another discipline");
    QVERIFY(inMemory()[goAt] != go);

    for (int step = 0; step < 5 && stack->canUndo(); ++step) {
        stack->undo();
        check("undone");
    }
    while (stack->canRedo()) {
        stack->redo();
        check("made again");
    }
}

QTEST_GUILESS_MAIN(TestCommands)
#include "tst_commands.moc"
