// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers

// Undo and redo that cannot overwrite another program's work: two Clubs on one file, as two desks (or the app and
// podium-cli) are. Each keeps its commands in an undo stack, as the app does.

#include "../club/clubhelpers.h"

#include "club/club.h"
#include "club/events/events.h"
#include "club/games.h"
#include "club/journal.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "club/revisions.h"
#include "commands/eventcommands.h"
#include "commands/gamecommands.h"
#include "commands/leaderboardcommands.h"
#include "commands/playercommands.h"
#include "commands/undohistory.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace podium;

namespace {

QUndoStack &stack(Club &club)
{
    return *commands::undoStack(club);
}

qint64 revisionOfGame(const store::Database &db, qint64 id)
{
    return club::revisionOf(db, club::GuardedRow::game(id, {}));
}

qint64 revisionOfPlayer(const store::Database &db, const QString &name)
{
    return club::revisionOf(db, club::GuardedRow::named(club::GuardedRow::Table::Players, name, {}));
}

} // namespace

class TestRevisions : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void anotherDesksChangeIsHeardAtOnce();
    void ownStepsUndoAndRedoInAnyNumber();
    void anUndoIsRefusedAfterAnotherProgramsEdit();
    void anUndoGoesThroughOnceTheOtherProgramUndidItsEdit();
    void aRedoIsRefusedWhenAnotherProgramAddedTheSameName();
    void aRedoIsRefusedWhenAnotherGameTookTheNumber();
    void anUndoOfADeletionIsRefusedWhenTheNameIsTaken();
    void aRenameFollowsThePlayersName();
    void anImportIsNotTakenBackOverAnEditedGame();
    void anImportOfPlayersLeavesTheOthersPlayersAlone();
    void leaderboardsAndEventsAreGuardedToo();
    void theJournalNamesTheRowsAndDisciplines();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Club> m_desk; ///< this desk
    std::unique_ptr<Club> m_other; ///< another desk on the same file
};

void TestRevisions::init()
{
    // Two desks on one club: two connections to one file, or to one schema of the server under test.
    const store::ClubLocation club = testClub(QDir(m_dir.path()));
    m_desk = Club::open(club, store::Database::Mode::Create);
    m_other = Club::open(club);
    commands::undoStack(*m_desk);
    commands::undoStack(*m_other);
}

void TestRevisions::cleanup()
{
    m_other.reset();
    m_desk.reset();
}

void TestRevisions::anotherDesksChangeIsHeardAtOnce()
{
    // A server tells every desk as a change commits (LISTEN/NOTIFY): the other desk hears it well before its poll,
    // set here to a minute. A file has no such channel: its poll, here every 100 ms, finds the commit.
    m_other->watchFile(onServer() ? std::chrono::minutes(1) : std::chrono::milliseconds(100));
    QSignalSpy heard(m_other.get(), &Club::changed);
    QElapsedTimer clock;
    clock.start();
    m_desk->run(std::make_unique<commands::AddGame>(
        *m_desk, duel(QStringLiteral("2024-05-01"), QStringLiteral("Ann"), QStringLiteral("Bob"))));
    QTRY_COMPARE_WITH_TIMEOUT(heard.count(), 1, 1000);
    qInfo("heard after %lld ms", static_cast<long long>(clock.elapsed()));
    const auto change = heard.at(0).at(0).value<ClubChange>();
    QVERIFY(change.external);
    QVERIFY(change.touches(ClubChange::Games));
    QCOMPARE(change.disciplines, QStringList {QStringLiteral("Chess")});
    // The desk that wrote it hears nothing of its own.
    QSignalSpy own(m_desk.get(), &Club::changed);
    m_desk->watchFile(onServer() ? std::chrono::minutes(1) : std::chrono::milliseconds(100));
    QTest::qWait(300);
    QCOMPARE(own.count(), 0);
}

void TestRevisions::ownStepsUndoAndRedoInAnyNumber()
{
    // One desk's own commands on one game: each step moves the revision on, each undo back, so that undoing them
    // all in order and redoing them all is never refused.
    const qint64 id
        = m_desk
              ->run(std::make_unique<commands::AddGame>(
                  *m_desk, duel(QStringLiteral("2024-05-01"), QStringLiteral("Ann"), QStringLiteral("Bob"))))
              .gameId();
    const store::Database &db = m_desk->database();
    QCOMPARE(revisionOfGame(db, id), 0); // as created
    m_desk->run(std::make_unique<commands::EditGame>(
        *m_desk, id, duel(QStringLiteral("2024-05-01"), QStringLiteral("Bob"), QStringLiteral("Ann"))));
    QCOMPARE(revisionOfGame(db, id), 1);
    m_desk->run(std::make_unique<commands::EditGame>(
        *m_desk, id, duel(QStringLiteral("2024-05-02"), QStringLiteral("Bob"), QStringLiteral("Ann"))));
    QCOMPARE(revisionOfGame(db, id), 2);
    m_desk->run(std::make_unique<commands::DeleteGame>(*m_desk, id));
    QCOMPARE(revisionOfGame(db, id), club::kNoRow);
    QSignalSpy failures(m_desk.get(), &Club::commandFailed);
    for (int i = 0; i < 3; ++i)
        stack(*m_desk).undo();
    QCOMPARE(revisionOfGame(db, id), 0);
    QCOMPARE(club::Games(db).get(id).game.participants[0].player, QStringLiteral("Ann"));
    stack(*m_desk).undo();
    QCOMPARE(revisionOfGame(db, id), club::kNoRow);
    for (int i = 0; i < 4; ++i)
        stack(*m_desk).redo();
    QCOMPARE(revisionOfGame(db, id), club::kNoRow); // deleted again
    stack(*m_desk).undo();
    QCOMPARE(revisionOfGame(db, id), 2);
    QCOMPARE(club::Games(db).get(id).game.date, QStringLiteral("2024-05-02T00:00:00"));
    QCOMPARE(failures.count(), 0);
    QCOMPARE(stack(*m_desk).count(), 4);
}

void TestRevisions::anUndoIsRefusedAfterAnotherProgramsEdit()
{
    const qint64 id
        = m_desk
              ->run(std::make_unique<commands::AddGame>(
                  *m_desk, duel(QStringLiteral("2024-05-01"), QStringLiteral("Ann"), QStringLiteral("Bob"))))
              .gameId();
    // The other desk corrects the result: Bob won.
    m_other->run(std::make_unique<commands::EditGame>(
        *m_other, id, duel(QStringLiteral("2024-05-01"), QStringLiteral("Bob"), QStringLiteral("Ann"))));
    QSignalSpy failures(m_desk.get(), &Club::commandFailed);
    QSignalSpy changes(m_desk.get(), &Club::changed);
    stack(*m_desk).undo();
    QCOMPARE(failures.count(), 1);
    QCOMPARE(failures.at(0).at(0).toString(), QStringLiteral("Add result Ann vs Bob"));
    QCOMPARE(failures.at(0).at(1).toString(),
             QStringLiteral("Another program has changed the game Ann vs Bob since; this undo was skipped."));
    QCOMPARE(changes.count(), 0);
    QCOMPARE(stack(*m_desk).count(), 0); // the step has left the history
    // The other desk's correction stands.
    const club::GameRecord game = club::Games(m_desk->database()).get(id);
    QCOMPARE(game.game.participants[0].player, QStringLiteral("Bob"));
    QCOMPARE(revisionOfGame(m_desk->database(), id), 1);
    // And a deletion elsewhere refuses an edit's undo with its own words.
    m_desk->run(std::make_unique<commands::EditGame>(
        *m_desk, id, duel(QStringLiteral("2024-05-03"), QStringLiteral("Bob"), QStringLiteral("Ann"))));
    m_other->run(std::make_unique<commands::DeleteGame>(*m_other, id));
    stack(*m_desk).undo();
    QCOMPARE(failures.count(), 2);
    QCOMPARE(failures.at(1).at(1).toString(),
             QStringLiteral("Another program has deleted the game Bob vs Ann since; this undo was skipped."));
    QVERIFY(club::Games(m_desk->database()).list().empty());
}

void TestRevisions::anUndoGoesThroughOnceTheOtherProgramUndidItsEdit()
{
    const qint64 id
        = m_desk
              ->run(std::make_unique<commands::AddGame>(
                  *m_desk, duel(QStringLiteral("2024-05-01"), QStringLiteral("Ann"), QStringLiteral("Bob"))))
              .gameId();
    m_other->run(std::make_unique<commands::EditGame>(
        *m_other, id, duel(QStringLiteral("2024-05-01"), QStringLiteral("Bob"), QStringLiteral("Ann"))));
    QCOMPARE(revisionOfGame(m_desk->database(), id), 1);
    stack(*m_other).undo(); // the game holds again what this desk left: its revision says so
    QCOMPARE(revisionOfGame(m_desk->database(), id), 0);
    QSignalSpy failures(m_desk.get(), &Club::commandFailed);
    stack(*m_desk).undo();
    QCOMPARE(failures.count(), 0);
    QVERIFY(club::Games(m_desk->database()).list().empty());
    // The other desk's redo would now write a game that is gone.
    QSignalSpy otherFailures(m_other.get(), &Club::commandFailed);
    stack(*m_other).redo();
    QCOMPARE(otherFailures.count(), 1);
    QCOMPARE(otherFailures.at(0).at(1).toString(),
             QStringLiteral("Another program has deleted the game Ann vs Bob since; this redo was skipped."));
    QVERIFY(club::Games(m_desk->database()).list().empty());
}

void TestRevisions::aRedoIsRefusedWhenAnotherProgramAddedTheSameName()
{
    m_desk->run(std::make_unique<commands::AddPlayer>(*m_desk, QStringLiteral("Zoe"), QStringLiteral("Zoe Z.")));
    stack(*m_desk).undo();
    m_other->run(std::make_unique<commands::AddPlayer>(*m_other, QStringLiteral("zoe"), QStringLiteral("Zoe from B")));
    QSignalSpy failures(m_desk.get(), &Club::commandFailed);
    stack(*m_desk).redo();
    QCOMPARE(failures.count(), 1);
    QCOMPARE(failures.at(0).at(1).toString(),
             QStringLiteral("Another program has added the player Zoe since; this redo was skipped."));
    QCOMPARE(club::Players(m_desk->database()).get(QStringLiteral("Zoe")).displayName, QStringLiteral("Zoe from B"));
}

void TestRevisions::aRedoIsRefusedWhenAnotherGameTookTheNumber()
{
    const qint64 id
        = m_desk
              ->run(std::make_unique<commands::AddGame>(
                  *m_desk, duel(QStringLiteral("2024-05-01"), QStringLiteral("Ann"), QStringLiteral("Bob"))))
              .gameId();
    stack(*m_desk).undo();
    // The other desk's game gets the number the undone one had (SQLite gives the next after the highest).
    const qint64 other
        = m_other
              ->run(std::make_unique<commands::AddGame>(
                  *m_other, duel(QStringLiteral("2024-05-02"), QStringLiteral("Cid"), QStringLiteral("Dot"))))
              .gameId();
    QSignalSpy failures(m_desk.get(), &Club::commandFailed);
    if (onServer()) {
        // A server never gives a number twice: the redo brings the game back under its own, beside the other.
        QCOMPARE(other, id + 1);
        stack(*m_desk).redo();
        QCOMPARE(failures.count(), 0);
        QCOMPARE(club::Games(m_desk->database()).get(id).game.participants[0].player, QStringLiteral("Ann"));
        QCOMPARE(club::Games(m_desk->database()).get(other).game.participants[0].player, QStringLiteral("Cid"));
        return;
    }
    QCOMPARE(other, id);
    stack(*m_desk).redo();
    QCOMPARE(failures.count(), 1);
    QCOMPARE(failures.at(0).at(1).toString(),
             QStringLiteral("Another program has since added a game under the number this one had (the game Ann vs "
                            "Bob); this redo was skipped."));
    QCOMPARE(club::Games(m_desk->database()).get(id).game.participants[0].player, QStringLiteral("Cid"));
}

void TestRevisions::anUndoOfADeletionIsRefusedWhenTheNameIsTaken()
{
    club::Players(m_desk->database()).add(QStringLiteral("Max"), QStringLiteral("Max the first"), {});
    m_desk->run(std::make_unique<commands::DeletePlayer>(*m_desk, QStringLiteral("Max")));
    m_other->run(std::make_unique<commands::AddPlayer>(*m_other, QStringLiteral("Max"), QStringLiteral("Max two")));
    QSignalSpy failures(m_desk.get(), &Club::commandFailed);
    stack(*m_desk).undo();
    QCOMPARE(failures.count(), 1);
    QCOMPARE(failures.at(0).at(1).toString(),
             QStringLiteral("Another program has added the player Max since; this undo was skipped."));
    QCOMPARE(club::Players(m_desk->database()).get(QStringLiteral("Max")).displayName, QStringLiteral("Max two"));
}

void TestRevisions::aRenameFollowsThePlayersName()
{
    club::Players(m_desk->database()).add(QStringLiteral("Bob"), {}, {});
    m_desk->run(std::make_unique<commands::RenamePlayer>(*m_desk, QStringLiteral("Bob"), QStringLiteral("Rob")));
    QCOMPARE(revisionOfPlayer(m_desk->database(), QStringLiteral("Rob")), 1);
    // Undone and redone by this desk alone: the revision goes back and on again.
    stack(*m_desk).undo();
    QCOMPARE(revisionOfPlayer(m_desk->database(), QStringLiteral("Bob")), 0);
    stack(*m_desk).redo();
    QCOMPARE(revisionOfPlayer(m_desk->database(), QStringLiteral("Rob")), 1);
    // The other desk retires Rob: the rename is no longer this desk's to take back.
    m_other->run(std::make_unique<commands::RetirePlayer>(*m_other, QStringLiteral("Rob"), true));
    QSignalSpy failures(m_desk.get(), &Club::commandFailed);
    stack(*m_desk).undo();
    QCOMPARE(failures.count(), 1);
    QCOMPARE(failures.at(0).at(1).toString(),
             QStringLiteral("Another program has changed the player Rob since; this undo was skipped."));
    QVERIFY(club::Players(m_desk->database()).get(QStringLiteral("Rob")).retired);
}

void TestRevisions::anImportIsNotTakenBackOverAnEditedGame()
{
    history::History imported;
    imported.players = {"Dan", "Eve", "Fay"};
    for (int g = 0; g < 3; ++g) {
        history::Entry a, b;
        a.player = g;
        a.team = 0;
        a.rank = 1;
        b.player = (g + 1) % 3;
        b.team = 1;
        b.rank = 2;
        history::HistoryGame game;
        game.id = QStringLiteral("g%1").arg(g).toStdString();
        game.date = QStringLiteral("2024-06-0%1T00:00:00").arg(g + 1).toStdString();
        game.firstEntry = imported.entries.size();
        game.entryCount = 2;
        imported.entries.push_back(a);
        imported.entries.push_back(b);
        imported.games.push_back(game);
    }
    const club::ImportReport report
        = m_desk->run(std::make_unique<commands::ImportGames>(*m_desk, imported, QStringLiteral("Chess"))).report();
    QCOMPARE(report.added, 3);
    // Undone and redone by this desk: new ids, nothing in the way.
    stack(*m_desk).undo();
    QVERIFY(club::Games(m_desk->database()).list().empty());
    stack(*m_desk).redo();
    const std::vector<club::GameRecord> games = club::Games(m_desk->database()).list();
    QCOMPARE(games.size(), std::size_t {3});
    // The other desk corrects the middle game of the import.
    const qint64 middle = games[1].id;
    club::GameInput corrected = games[1].game;
    std::swap(corrected.participants[0].rank, corrected.participants[1].rank);
    m_other->run(std::make_unique<commands::EditGame>(*m_other, middle, corrected));
    QSignalSpy failures(m_desk.get(), &Club::commandFailed);
    stack(*m_desk).undo();
    QCOMPARE(failures.count(), 1);
    QCOMPARE(failures.at(0).at(1).toString(),
             QStringLiteral("Another program has changed a game of this import since; this undo was skipped."));
    QCOMPARE(club::Games(m_desk->database()).list().size(), std::size_t {3});
}

void TestRevisions::anImportOfPlayersLeavesTheOthersPlayersAlone()
{
    club::Players(m_desk->database()).add(QStringLiteral("Ann"), {}, QStringLiteral("Old club"));
    club::Players(m_desk->database()).add(QStringLiteral("Cid"), {}, QStringLiteral("Cid's club"));
    m_desk->run(std::make_unique<commands::ImportPlayers>(
        *m_desk, QByteArray("name,affiliation\nAnn,New club\nBea,Bea's club\n"), QStringLiteral("players.csv")));
    // While the import is in, the other desk adds a player and changes one the file did not name.
    m_other->run(std::make_unique<commands::AddPlayer>(*m_other, QStringLiteral("Dot")));
    club::PlayerRecord cid = club::Players(m_other->database()).get(QStringLiteral("Cid"));
    m_other->run(std::make_unique<commands::RetirePlayer>(*m_other, QStringLiteral("Cid"), true));
    QSignalSpy failures(m_desk.get(), &Club::commandFailed);
    stack(*m_desk).undo();
    QCOMPARE(failures.count(), 0);
    const club::Players players(m_desk->database());
    QCOMPARE(players.get(QStringLiteral("Ann")).affiliation, QStringLiteral("Old club")); // put back
    QCOMPARE(players.find(QStringLiteral("Bea")), 0); // the import's own new player goes
    QVERIFY(players.find(QStringLiteral("Dot")) != 0); // the other desk's stays
    QVERIFY(players.get(QStringLiteral("Cid")).retired); // and so does its change
    QCOMPARE(players.get(QStringLiteral("Cid")).affiliation, cid.affiliation);
    // Once the other desk has changed a player the file named, the import's undo is refused.
    stack(*m_desk).redo();
    m_other->run(std::make_unique<commands::RetirePlayer>(*m_other, QStringLiteral("Ann"), true));
    stack(*m_desk).undo();
    QCOMPARE(failures.count(), 1);
    QCOMPARE(failures.at(0).at(1).toString(),
             QStringLiteral("Another program has changed the player Ann since; this undo was skipped."));
    QCOMPARE(players.get(QStringLiteral("Ann")).affiliation, QStringLiteral("New club"));
}

void TestRevisions::leaderboardsAndEventsAreGuardedToo()
{
    club::Games(m_desk->database())
        .add(duel(QStringLiteral("2024-05-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    m_desk->run(std::make_unique<commands::CreateLeaderboard>(
        *m_desk,
        club::LeaderboardRecord {
            0, QStringLiteral("Chess Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}}));
    m_other->run(std::make_unique<commands::SetLeaderboardParams>(*m_other, QStringLiteral("Chess Elo"),
                                                                  rating::ParamList {{"k", "32"}}));
    QSignalSpy failures(m_desk.get(), &Club::commandFailed);
    stack(*m_desk).undo();
    QCOMPARE(failures.count(), 1);
    QCOMPARE(failures.at(0).at(1).toString(),
             QStringLiteral("Another program has changed the leaderboard Chess Elo since; this undo was skipped."));
    QCOMPARE(club::Leaderboards(m_desk->database()).list().size(), std::size_t {1});

    club::EventInput event;
    event.name = QStringLiteral("Club Swiss");
    event.discipline = QStringLiteral("Chess");
    event.format = club::EventFormat::Swiss;
    event.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dot")};
    m_desk->run(std::make_unique<commands::CreateEvent>(*m_desk, event));
    m_other->run(std::make_unique<commands::PairRound>(*m_other, QStringLiteral("Club Swiss")));
    stack(*m_desk).undo();
    QCOMPARE(failures.count(), 2);
    QCOMPARE(failures.at(1).at(1).toString(),
             QStringLiteral("Another program has changed the event Club Swiss since; this undo was skipped."));
    QCOMPARE(club::Events(m_desk->database()).tables(QStringLiteral("Club Swiss"), 1).size(), std::size_t {2});
}

void TestRevisions::theJournalNamesTheRowsAndDisciplines()
{
    const qint64 before = club::latestChange(m_desk->database());
    const qint64 id
        = m_desk
              ->run(std::make_unique<commands::AddGame>(
                  *m_desk, duel(QStringLiteral("2024-05-01"), QStringLiteral("Ann"), QStringLiteral("Bob"))))
              .gameId();
    club::GameInput go = duel(QStringLiteral("2024-05-02"), QStringLiteral("Ann"), QStringLiteral("Bob"));
    go.discipline = QStringLiteral("Go");
    m_desk->run(std::make_unique<commands::EditGame>(*m_desk, id, go)); // moved to another discipline: both
    const std::vector<club::JournalEntry> rows = club::changesSince(m_desk->database(), before, nullptr);
    QCOMPARE(rows.size(), std::size_t {2});
    QCOMPARE(rows[0].rows, QStringLiteral("games %1").arg(id));
    QCOMPARE(rows[0].change.disciplines, QStringList {QStringLiteral("Chess")});
    QCOMPARE(rows[1].change.disciplines, (QStringList {QStringLiteral("Chess"), QStringLiteral("Go")}));
    // The other desk hears both, merged: both disciplines, the earlier date.
    QSignalSpy heard(m_other.get(), &Club::changed);
    QVERIFY(m_other->checkFile());
    const auto change = heard.at(0).at(0).value<ClubChange>();
    QCOMPARE(change.disciplines, (QStringList {QStringLiteral("Chess"), QStringLiteral("Go")}));
    QCOMPARE(change.fromDate, QStringLiteral("2024-05-01T00:00:00"));
}

QTEST_GUILESS_MAIN(TestRevisions)
#include "tst_revisions.moc"
