// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/demo.h"
#include "club/events/eventcolours.h"
#include "club/events/events.h"
#include "club/exchange.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "io/inputerror.h"
#include "io/interchangecsv.h"
#include "io/textinput.h"
#include "store/database.h"
#include "store/dberror.h"
#include "store/sqlite/clubfile.h"
#include "testclub.h"

#include <QSet>

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace podium;
using store::Database;

namespace {

QString errorOf(const std::function<void()> &action)
{
    try {
        action();
    } catch (const store::DbError &error) {
        return error.message();
    } catch (const io::InputError &error) {
        return error.text();
    }
    return QStringLiteral("no error");
}

club::GameInput duel(const QString &date, const QString &a, const QString &b)
{
    club::GameInput game;
    game.date = date;
    game.discipline = QStringLiteral("Chess");
    game.participants = {{a, {}, 1, 2.5, 20, true}, {b, {}, 2, -1, 20, true}};
    return game;
}

/** A copy of a backup with one cell of one table's row (from 0) replaced. */
QJsonObject withCell(QJsonObject root, const QString &table, qsizetype row, qsizetype column, const QJsonValue &value)
{
    QJsonObject data = root.value(table).toObject();
    QJsonArray rows = data.value(QStringLiteral("rows")).toArray();
    QJsonArray cells = rows.at(row).toArray();
    cells.replace(column, value);
    rows.replace(row, cells);
    data.insert(QStringLiteral("rows"), rows);
    root.insert(table, data);
    return root;
}

/** A copy of a backup without some rows (from 0) of one table. */
QJsonObject withoutRows(QJsonObject root, const QString &table, std::initializer_list<qsizetype> rows)
{
    QJsonObject data = root.value(table).toObject();
    QJsonArray kept;
    const QJsonArray all = data.value(QStringLiteral("rows")).toArray();
    for (qsizetype r = 0; r < all.size(); ++r) {
        if (std::find(rows.begin(), rows.end(), r) == rows.end())
            kept.append(all.at(r));
    }
    data.insert(QStringLiteral("rows"), kept);
    root.insert(table, data);
    return root;
}

QByteArray sha256(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256)
                                          : QByteArray();
}

} // namespace

class TestExchange : public QObject
{
    Q_OBJECT

private slots:
    void spreadsheetFormulasAreNeutralised();
    void standingsExport();
    void eventStandingsExport();
    void gamesExportReimportsToTheSameStandings();
    void backupRestoresAnIdenticalDatabase();
    void restoreRefusesWhatItCannotTake();
    void failedRestoreLeavesNoFile();
    void restoreRefusesInvalidRows_M5_data();
    void restoreRefusesInvalidRows_M5();
    void restoreRefusesPairingsOfOthers_M5();
    void restoreKeepsThePointsEarlierVersionsStored_L1();
    void refusedRestoreDoesNotMigrate_L9();
    void exportImportGivesTheSameClub_M7();
    void everyGameHasAStableExternalId_M7();
    void playersImport();
    void playersImportIsAllOrNothing();

private:
    QString path(const char *name) { return m_dir.filePath(QLatin1String(name)); }
    /** A new club: the file name in this test's folder, or a schema of its own on the server under test. */
    store::ClubLocation club(const char *name)
    {
        return onServer() ? testClub(QDir(m_dir.path())) : store::ClubLocation::file(path(name));
    }
    /** The error of restoring backup into a new club, which must stay empty. */
    QString restoreError(const QJsonObject &backup);
    int m_restores = 0;
    QTemporaryDir m_dir;
};

void TestExchange::spreadsheetFormulasAreNeutralised()
{
    QCOMPARE(club::spreadsheetSafe(QStringLiteral("=HYPERLINK(\"x\")")), QStringLiteral("'=HYPERLINK(\"x\")"));
    QCOMPARE(club::spreadsheetSafe(QStringLiteral("+1")), QStringLiteral("'+1"));
    QCOMPARE(club::spreadsheetSafe(QStringLiteral("-cmd")), QStringLiteral("'-cmd"));
    QCOMPARE(club::spreadsheetSafe(QStringLiteral("@SUM(A1)")), QStringLiteral("'@SUM(A1)"));
    QCOMPARE(club::spreadsheetSafe(QStringLiteral("Ann")), QStringLiteral("Ann"));
    QCOMPARE(club::spreadsheetSafe(QString()), QString());
}

void TestExchange::standingsExport()
{
    std::vector<club::LeaderboardRow> rows(2);
    rows[0].player = QStringLiteral("=1+1");
    rows[0].value = 12.5;
    rows[0].rating = {21.5, 3};
    rows[0].games = 4;
    rows[0].wins = 3;
    rows[0].losses = 1;
    rows[0].lastPlayed = QStringLiteral("2024-01-02T00:00:00");
    rows[1].player = QStringLiteral("Bob, Jr.");
    rows[1].value = -1;
    rows[1].rating = {20, 7};
    // The columns of podium-cli replay and standings, which the README documents.
    QCOMPARE(club::standingsCsv(rows, true),
             QByteArray("player,rating,mu,sigma,games,wins,draws,losses\n"
                        "'=1+1,12.500000,21.500000,3.000000,4,3,0,1\n"
                        "\"Bob, Jr.\",-1.000000,20.000000,7.000000,0,0,0,0\n"));
    QCOMPARE(club::standingsCsv(rows, false),
             QByteArray("player,rating,mu,sigma,games,wins,draws,losses\n"
                        "'=1+1,12.500000,21.500000,,4,3,0,1\n"
                        "\"Bob, Jr.\",-1.000000,20.000000,,0,0,0,0\n"));
    // An exported file adds the rank and the last game's date, for a spreadsheet.
    QCOMPARE(club::standingsCsv(rows, true, club::StandingsColumns::File),
             QByteArray("rank,player,rating,mu,sigma,games,wins,draws,losses,last_played\n"
                        "1,'=1+1,12.500000,21.500000,3.000000,4,3,0,1,2024-01-02T00:00:00\n"
                        "2,\"Bob, Jr.\",-1.000000,20.000000,7.000000,0,0,0,0,\n"));
    const QJsonArray json = QJsonDocument::fromJson(club::standingsJson(rows, false)).array();
    QCOMPARE(json.size(), 2);
    const QJsonObject first = json.at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("rank")).toInt(), 1);
    QCOMPARE(first.value(QStringLiteral("player")).toString(), QStringLiteral("=1+1")); // JSON is data, not a sheet
    QCOMPARE(first.value(QStringLiteral("rating")).toDouble(), 12.5);
    QCOMPARE(first.value(QStringLiteral("mu")).toDouble(), 21.5);
    QCOMPARE(first.value(QStringLiteral("games")).toInt(), 4);
    QCOMPARE(first.value(QStringLiteral("wins")).toInt(), 3);
    QCOMPARE(first.value(QStringLiteral("losses")).toInt(), 1);
    QCOMPARE(first.value(QStringLiteral("last_played")).toString(), QStringLiteral("2024-01-02T00:00:00"));
    QVERIFY(!first.contains(QStringLiteral("sigma")));
    QCOMPARE(QJsonDocument::fromJson(club::standingsJson(rows, true))
                 .array()
                 .at(1)
                 .toObject()
                 .value(QStringLiteral("sigma")),
             QJsonValue(7.0));
}

void TestExchange::eventStandingsExport()
{
    // Two rows as Events::standings gives them: Ann ahead on points, then a shared second place decided by
    // nothing, Buchholz 4.5 and 3.333333... (a third: six decimals at most), a withdrawn player.
    std::vector<club::EventStanding> rows(2);
    rows[0].place = 1;
    rows[0].player = QStringLiteral("Ann");
    rows[0].points = 2.5;
    rows[0].tieBreaks = {4.5};
    rows[0].decidedBy = {club::Decider::Points, -1};
    rows[0].played = 3;
    rows[0].wins = 2;
    rows[0].draws = 1;
    rows[1].place = 2;
    rows[1].player = QStringLiteral("=Bob");
    rows[1].points = 1;
    rows[1].tieBreaks = {10.0 / 3};
    rows[1].decidedBy = {club::Decider::TieBreak, 0};
    rows[1].played = 2;
    rows[1].wins = 1;
    rows[1].losses = 1;
    rows[1].byes = 1;
    rows[1].active = false;
    const QStringList breaks {QStringLiteral("buchholz")};
    QCOMPARE(club::eventStandingsCsv(rows, breaks),
             QByteArray("place,player,points,buchholz,decided_by,played,won,drawn,lost,byes\n"
                        "1,Ann,2.5,4.5,points,3,2,1,0,0\n"
                        "2,'=Bob,1,3.333333,buchholz,2,1,0,1,1\n"));
    const QJsonArray json = QJsonDocument::fromJson(club::eventStandingsJson(rows, breaks)).array();
    QCOMPARE(json.size(), 2);
    const QJsonObject bob = json.at(1).toObject();
    QCOMPARE(bob.value(QStringLiteral("player")).toString(), QStringLiteral("=Bob"));
    QCOMPARE(bob.value(QStringLiteral("tie_breaks")).toObject().value(QStringLiteral("buchholz")).toDouble(), 10.0 / 3);
    QCOMPARE(bob.value(QStringLiteral("decided_by")).toString(), QStringLiteral("buchholz"));
    QCOMPARE(bob.value(QStringLiteral("withdrawn")).toBool(), true);
    QVERIFY(!bob.contains(QStringLiteral("colours")));

    // With sides: Ann White, Black, White (+1); Bob's bye first, then Black (-1).
    std::vector<club::ColourHistory> colours(2);
    colours[0].colours = QStringLiteral("WBW");
    colours[0].difference = 1;
    colours[1].colours = QStringLiteral("-B");
    colours[1].difference = -1;
    QCOMPARE(club::eventStandingsCsv(rows, breaks, colours),
             QByteArray("place,player,points,buchholz,decided_by,played,won,drawn,lost,byes,colours,colour_difference\n"
                        "1,Ann,2.5,4.5,points,3,2,1,0,0,WBW,1\n"
                        "2,'=Bob,1,3.333333,buchholz,2,1,0,1,1,'-B,-1\n"));
    const QJsonObject sided
        = QJsonDocument::fromJson(club::eventStandingsJson(rows, breaks, colours)).array().at(1).toObject();
    QCOMPARE(sided.value(QStringLiteral("colours")).toString(), QStringLiteral("-B"));
    QCOMPARE(sided.value(QStringLiteral("colour_difference")).toInt(), -1);
}

void TestExchange::gamesExportReimportsToTheSameStandings()
{
    const auto source = Database::open(club("source.podium"), Database::Mode::Create);
    club::createDemoClub(*source);
    const QByteArray csv = club::gamesCsv(*source, QStringLiteral("Capture the flag"));
    const auto target = Database::open(club("target.podium"), Database::Mode::Create);
    club::Games(*target).import(io::readInterchange(csv, QStringLiteral("export.csv")), QStringLiteral("CTF"));
    club::Leaderboards(*target).create(
        {0, QStringLiteral("Z"), QStringLiteral("CTF"), QStringLiteral("zonestats"), {}, {}, {}});
    const auto before = club::Leaderboards(*source).standings(QStringLiteral("Capture the flag - ZoneStats"));
    const auto after = club::Leaderboards(*target).standings(QStringLiteral("Z"));
    QCOMPARE(after.size(), before.size());
    for (std::size_t i = 0; i < before.size(); ++i) {
        QCOMPARE(after[i].player, before[i].player);
        QCOMPARE(after[i].rating.mu, before[i].rating.mu);
        QCOMPARE(after[i].games, before[i].games);
    }
}

void TestExchange::backupRestoresAnIdenticalDatabase()
{
    const auto source = Database::open(club("club.podium"), Database::Mode::Create);
    club::createDemoClub(*source);
    club::Players(*source).add(QStringLiteral("Guest Star"), QStringLiteral("G. Star"), QStringLiteral("Visitors"));
    club::Players(*source).retire(QStringLiteral("Ada"));
    club::GameInput game
        = duel(QStringLiteral("2026-01-01T20:00"), QStringLiteral("Ada"), QStringLiteral("Guest Star"));
    game.notes = QStringLiteral("friendly, \"exhibition\"");
    game.participants[1].rated = false;
    club::Games(*source).add(game);
    club::Leaderboards(*source).create({0,
                                        QStringLiteral("Winter"),
                                        QStringLiteral("Chess"),
                                        QStringLiteral("elo"),
                                        {{"k", "32"}},
                                        QStringLiteral("2025-01-01"),
                                        QStringLiteral("2025-03-31")});
    const QByteArray backup = club::backupJson(*source);

    const auto restored = Database::open(club("restored.podium"), Database::Mode::Create);
    club::restoreJson(*restored, backup, QStringLiteral("backup.json"));
    QCOMPARE(club::backupJson(*restored), backup);
    // Same leaderboards, to the last digit.
    for (const club::LeaderboardRecord &l : club::Leaderboards(*source).list()) {
        const auto a = club::Leaderboards(*source).standings(l.name);
        const auto b = club::Leaderboards(*restored).standings(l.name);
        QCOMPARE(a.size(), b.size());
        for (std::size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].player, b[i].player);
            QCOMPARE(a[i].rating.mu, b[i].rating.mu);
            QCOMPARE(a[i].rating.sigma, b[i].rating.sigma);
        }
    }
    QVERIFY(restored->integrityProblems().isEmpty());
}

void TestExchange::restoreRefusesWhatItCannotTake()
{
    const auto full = Database::open(club("full.podium"), Database::Mode::Create);
    club::Games(*full).add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    const QByteArray backup = club::backupJson(*full);
    QCOMPARE(errorOf([&] { club::restoreJson(*full, backup, QStringLiteral("b.json")); }),
             full->path() + QStringLiteral(" is not empty; restore into a new database (init it first)"));
    const auto empty = Database::open(club("empty.podium"), Database::Mode::Create);
    QCOMPARE(errorOf([&] { club::restoreJson(*empty, "{\"players\": []}", QStringLiteral("b.json")); }),
             QStringLiteral("b.json: not a Podium backup"));
    // A backup whose participant names a player that is not there: nothing is restored.
    QJsonObject root = QJsonDocument::fromJson(backup).object();
    QJsonObject players = root.value(QStringLiteral("players")).toObject();
    players.insert(QStringLiteral("rows"), QJsonArray {players.value(QStringLiteral("rows")).toArray().at(0)});
    root.insert(QStringLiteral("players"), players);
    const QString error
        = errorOf([&] { club::restoreJson(*empty, QJsonDocument(root).toJson(), QStringLiteral("b.json")); });
    // In the user's words, not SQLite's (L4 of the 2026-11-28 reliability review).
    QCOMPARE(error,
             QStringLiteral("b.json: participants, row 2: it refers to a row that is not in the backup (one of "
                            "game_id 1, player_id 2)"));
    QCOMPARE(club::backupJson(*empty),
             club::backupJson(*Database::open(club("other-empty.podium"), Database::Mode::Create)));
}

void TestExchange::failedRestoreLeavesNoFile()
{
    const QString target = path("restored-half.podium");
    const auto fill = [](const QByteArray &backup) {
        return [backup](const Database &db) { club::restoreJson(db, backup, QStringLiteral("b.json")); };
    };
    QCOMPARE(errorOf([&] { store::createClubFile(target, fill("{\"podium_backup\": 2}")); }),
             QStringLiteral("b.json: not a Podium backup"));
    for (const char *suffix : {"", "-wal", "-shm"})
        QVERIFY2(!QFile::exists(target + QLatin1String(suffix)), suffix);
    // A file that was there before is not removed, whether it is refused or filled and failing.
    const auto existing = Database::open(path("existing.podium"), Database::Mode::Create);
    club::Players(*existing).add(QStringLiteral("Ann"));
    QCOMPARE(errorOf([&] { store::createClubFile(path("existing.podium")); }),
             path("existing.podium") + QStringLiteral(" already exists; it was left untouched"));
    QCOMPARE(errorOf([&] {
                 store::createClubFile(path("existing.podium"), fill(club::backupJson(*existing)),
                                       Database::Mode::OpenOrCreate);
             }),
             path("existing.podium") + QStringLiteral(" is not empty; restore into a new database (init it first)"));
    QVERIFY(QFile::exists(path("existing.podium")));
    QCOMPARE(club::Players(*existing).list().size(), std::size_t(1));
    // And one that works is there, filled.
    store::createClubFile(target, fill(club::backupJson(*existing)));
    QCOMPARE(club::Players(*Database::open(target)).list().front().name, QStringLiteral("Ann"));
}

QString TestExchange::restoreError(const QJsonObject &backup)
{
    const auto database = Database::open(club(qPrintable(QStringLiteral("restore-%1.podium").arg(++m_restores))),
                                         Database::Mode::Create);
    const QByteArray empty = club::backupJson(*database);
    const QString error
        = errorOf([&] { club::restoreJson(*database, QJsonDocument(backup).toJson(), QStringLiteral("b.json")); });
    if (error != QStringLiteral("no error") && club::backupJson(*database) != empty)
        return QStringLiteral("the refused restore left rows behind: ") + error;
    return error;
}

// M5: each value below was restored without a word before, most of them leaving a club that could not be rated.
void TestExchange::restoreRefusesInvalidRows_M5_data()
{
    const auto source = Database::open(club("m5.podium"), Database::Mode::Create);
    club::Games(*source).add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    club::GameInput ffa = duel(QStringLiteral("2024-01-02"), QStringLiteral("Ann"), QStringLiteral("Bob"));
    ffa.kind = history::GameKind::FreeForAll;
    ffa.participants.push_back({QStringLiteral("Cid"), {}, 3, 0, 20, true});
    ffa.participants.push_back({QStringLiteral("Dee"), {}, 4, 0, 20, true});
    club::Games(*source).add(ffa);
    club::Leaderboards(*source).create(
        {0, QStringLiteral("Chess Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
    club::Leaderboards(*source).create({0,
                                        QStringLiteral("Chess TS"),
                                        QStringLiteral("Chess"),
                                        QStringLiteral("trueskill"),
                                        {{"draw_probability", "0"}},
                                        {},
                                        {}});
    const QJsonObject root = QJsonDocument::fromJson(club::backupJson(*source)).object();
    QCOMPARE(root.value(QStringLiteral("participants")).toObject().value(QStringLiteral("rows")).toArray().size(), 6);
    const QString games = QStringLiteral("games"), participants = QStringLiteral("participants"),
                  players = QStringLiteral("players"), boards = QStringLiteral("leaderboards");

    QTest::addColumn<QJsonObject>("backup");
    QTest::addColumn<QString>("error");
    QTest::newRow("valid") << root << QStringLiteral("no error");
    QTest::newRow("not a date") << withCell(root, games, 0, 2, QStringLiteral("not a date"))
                                << QStringLiteral("b.json: games, row 1, played_at: 'not a date' is not a date and "
                                                  "time (YYYY-MM-DDTHH:MM:SS)");
    QTest::newRow("30 February") << withCell(root, games, 0, 2, QStringLiteral("2024-02-30T00:00:00"))
                                 << QStringLiteral("b.json: games, row 1, played_at: '2024-02-30T00:00:00' is not a "
                                                   "date and time (YYYY-MM-DDTHH:MM:SS)");
    QTest::newRow("text rank") << withCell(root, participants, 0, 4, QStringLiteral("first"))
                               << QStringLiteral("b.json: participants, row 1, rank: \"first\" is not a whole number "
                                                 "from 1");
    QTest::newRow("fractional rank") << withCell(root, participants, 0, 4, 1.5)
                                     << QStringLiteral("b.json: participants, row 1, rank: 1.5 is not a whole number "
                                                       "from 1");
    QTest::newRow("rank 2^40") << withCell(root, participants, 0, 4, 1099511627776.0)
                               << QStringLiteral("b.json: participants, row 1, rank: 1099511627776 is not a whole "
                                                 "number from 1");
    QTest::newRow("text score") << withCell(root, participants, 0, 5, QStringLiteral("lots"))
                                << QStringLiteral("b.json: participants, row 1, score: \"lots\" is not a number");
    QTest::newRow("h2h of four") << withCell(root, games, 1, 3, QStringLiteral("h2h"))
                                 << QStringLiteral("b.json: games, row 2: game 2: a head-to-head game has two "
                                                   "participants, this one has 4");
    QTest::newRow("one participant") << withoutRows(root, participants, {1})
                                     << QStringLiteral("b.json: games, row 1: game 1: a head-to-head game has two "
                                                       "participants, this one has 1");
    QTest::newRow("no participant") << withoutRows(root, participants, {0, 1})
                                    << QStringLiteral("b.json: games, row 1: game 1: a head-to-head game has two "
                                                      "participants, this one has 0");
    QTest::newRow("ffa of one") << withoutRows(root, participants, {3, 4, 5})
                                << QStringLiteral("b.json: games, row 2: game 2: a game needs at least two sides");
    QTest::newRow("unknown kind") << withCell(root, games, 0, 3, QStringLiteral("duel"))
                                  << QStringLiteral(
                                         "b.json: games, row 1, kind: 'duel' is not a kind of game (h2h, ffa or team)");
    QTest::newRow("numeric name") << withCell(root, players, 0, 1, 12345)
                                  << QStringLiteral("b.json: players, row 1, name: 12345 is not text");
    QTest::newRow("boolean name") << withCell(root, players, 0, 1, true)
                                  << QStringLiteral("b.json: players, row 1, name: true is not text");
    QTest::newRow("untrimmed name") << withCell(root, players, 0, 1, QStringLiteral(" Ann"))
                                    << QStringLiteral("b.json: players, row 1, name: ' Ann' is not a name as Podium "
                                                      "keeps it ('Ann')");
    // L6: the control-character rule of every other way in, for names and what is shown beside them.
    QTest::newRow("escape in a name") << withCell(root, players, 0, 1, QStringLiteral("An\u001bn"))
                                      << QStringLiteral("b.json: players, row 1, name: contains the control "
                                                        "character U+001B at character 3");
    QTest::newRow("tab in a display name") << withCell(root, players, 0, 2, QStringLiteral("Ann\tB"))
                                           << QStringLiteral("b.json: players, row 1, display_name: contains the "
                                                             "control character U+0009 at character 4");
    QTest::newRow("unknown algorithm")
        << withCell(root, boards, 0, 3, QStringLiteral("glicko"))
        << QStringLiteral(
               "b.json: leaderboards, row 1, algorithm, params: leaderboard "
               "'Chess Elo': algorithm: unknown algorithm 'glicko' (known: trueskill, elo, zonestats, glicko2)");
    QTest::newRow("invalid parameter") << withCell(root, boards, 0, 4, QStringLiteral("{\"beta\":\"-1\"}"))
                                       << QStringLiteral(
                                              "b.json: leaderboards, row 1, algorithm, params: leaderboard "
                                              "'Chess Elo': param beta: must be from 0.001 to 1e+09, not -1");
    QTest::newRow("unknown parameter")
        << withCell(root, boards, 0, 4, QStringLiteral("{\"foo\":\"1\"}"))
        << QStringLiteral("b.json: leaderboards, row 1, algorithm, params: leaderboard "
                          "'Chess Elo': param foo: unknown parameter for elo (known: beta, k, start, variant)");
    QTest::newRow("parameters not JSON") << withCell(root, boards, 0, 4, QStringLiteral("not json"))
                                         << QStringLiteral("b.json: leaderboards, row 1, params: 'not json' is not a "
                                                           "list of parameters ({\"name\": \"value\", ...})");
    // The gate of games add and import: a draw that the TrueSkill leaderboard without draws cannot rate.
    QTest::newRow("unrateable draw") << withCell(root, participants, 1, 4, 1)
                                     << QStringLiteral("b.json: leaderboards, row 2: leaderboard 'Chess TS' cannot "
                                                       "rate game 1: ");
    QJsonObject noVersion = root;
    noVersion.remove(QStringLiteral("schema_version"));
    QTest::newRow("no schema_version") << noVersion
                                       << QStringLiteral("b.json: schema_version: a whole number from 1 is required");
    QJsonObject textVersion = root;
    textVersion.insert(QStringLiteral("schema_version"), QStringLiteral("2"));
    QTest::newRow("schema_version as text")
        << textVersion << QStringLiteral("b.json: schema_version: a whole number from 1 is required");
    QJsonObject rowsObject = root;
    rowsObject.insert(
        boards,
        QJsonObject {{QStringLiteral("columns"), root.value(boards).toObject().value(QStringLiteral("columns"))},
                     {QStringLiteral("rows"), QJsonObject {{QStringLiteral("oops"), 1}}}});
    QTest::newRow("rows not an array") << rowsObject << QStringLiteral("b.json: leaderboards: rows is not an array");
    QJsonObject noRows = root;
    noRows.insert(
        boards,
        QJsonObject {{QStringLiteral("columns"), root.value(boards).toObject().value(QStringLiteral("columns"))}});
    QTest::newRow("rows missing") << noRows << QStringLiteral("b.json: leaderboards: rows is not an array");
}

void TestExchange::restoreRefusesInvalidRows_M5()
{
    QFETCH(QJsonObject, backup);
    QFETCH(QString, error);
    const QString actual = restoreError(backup);
    if (error.endsWith(QStringLiteral(": ")))
        QVERIFY2(actual.startsWith(error), qPrintable(actual));
    else
        QCOMPARE(actual, error);
}

// M5: a pairing of a player who is not an entrant, or at a game of another discipline, is refused.
void TestExchange::restoreRefusesPairingsOfOthers_M5()
{
    const auto source = Database::open(club("m5-events.podium"), Database::Mode::Create);
    club::Leaderboards(*source).create(
        {0, QStringLiteral("Chess Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
    club::Players(*source).add(QStringLiteral("Zed")); // not in the event
    club::Events events(*source);
    club::EventInput cup;
    cup.name = QStringLiteral("Cup");
    cup.discipline = QStringLiteral("Chess");
    cup.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dee")};
    events.create(cup);
    events.pairNextRound(QStringLiteral("Cup"));
    events.setResult(QStringLiteral("Cup"), 1, 1, {1, 2});
    const QJsonObject root = QJsonDocument::fromJson(club::backupJson(*source)).object();
    const auto rowsOf = [&](const char *table) {
        return root.value(QLatin1String(table)).toObject().value(QStringLiteral("rows")).toArray();
    };
    const QJsonArray pairing = rowsOf("event_pairings").at(0).toArray();
    QSet<qint64> entrants;
    for (const QJsonValue &row : rowsOf("event_entrants")) {
        if (row.toArray().at(0) == pairing.at(0))
            entrants.insert(row.toArray().at(1).toInteger());
    }
    qint64 outsider = 0;
    for (const QJsonValue &row : rowsOf("players")) {
        if (!entrants.contains(row.toArray().at(0).toInteger()) && outsider == 0)
            outsider = row.toArray().at(0).toInteger();
    }
    QVERIFY(outsider > 0);
    QCOMPARE(restoreError(root), QStringLiteral("no error"));
    QCOMPARE(restoreError(withCell(root, QStringLiteral("event_pairings"), 0, 4, outsider)),
             QStringLiteral("b.json: event_pairings, row 1: player_id: the player is not an entrant of the event"));
    // Row 3 is table 2, not played yet: given the game of table 1, whose players are others.
    QCOMPARE(rowsOf("event_pairings").at(2).toArray().at(2).toInt(), 2);
    QCOMPARE(restoreError(withCell(root, QStringLiteral("event_pairings"), 2, 5, 1)),
             QStringLiteral("b.json: event_pairings, row 3: game_id: the player did not play that game in the event's "
                            "discipline"));
    QCOMPARE(restoreError(withCell(root, QStringLiteral("events"), 0, 7, QStringLiteral("win=lots"))),
             QStringLiteral("b.json: events, row 1, options: option win: 'lots' is not a number"));
}

// L1: the points rule applies where points come in (event create, the dialog, a TRF file); a backup restores the
// points any earlier Podium stored, so that each of its backups restores, and an event with such points backs up.
void TestExchange::restoreKeepsThePointsEarlierVersionsStored_L1()
{
    const auto source = Database::open(club("l1-points.podium"), Database::Mode::Create);
    club::EventInput league;
    league.name = QStringLiteral("League");
    league.discipline = QStringLiteral("Football");
    league.format = club::EventFormat::RoundRobin;
    league.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")};
    league.options.win = 3;
    league.options.draw = 1;
    league.options.bye = 0;
    club::Events(*source).create(league);
    const QJsonObject root = QJsonDocument::fromJson(club::backupJson(*source)).object();
    const QString options = root.value(QStringLiteral("events"))
                                .toObject()
                                .value(QStringLiteral("rows"))
                                .toArray()
                                .at(0)
                                .toArray()
                                .at(7)
                                .toString();
    QVERIFY2(options.startsWith(QLatin1String("win=3;draw=1;loss=0;bye=0;")), qPrintable(options));
    QCOMPARE(restoreError(root), QStringLiteral("no error")); // football's 3/1/0 restores
    const auto with = [&](const char *from, const char *to) {
        return withCell(root, QStringLiteral("events"), 0, 7,
                        QString(options).replace(QLatin1String(from), QLatin1String(to)));
    };
    // The earlier New Event dialog's 100 and the earlier podium-cli's -1 restore; what is not a number does not.
    QCOMPARE(restoreError(with("win=3;", "win=100;")), QStringLiteral("no error"));
    QCOMPARE(restoreError(with("win=3;", "win=-1;")), QStringLiteral("no error"));
    QCOMPARE(restoreError(with("win=3;", "win=inf;")),
             QStringLiteral("b.json: events, row 1, options: option win: 'inf' is not a number"));

    // Such an event in a club: check does not call the club damaged, and its backup restores it as it was.
    auto old = source->prepare(QStringLiteral("UPDATE events SET options = ? WHERE name = 'League'"));
    old.addBindValue(QString(options).replace(QLatin1String("win=3;"), QLatin1String("win=100;")));
    Database::exec(old);
    QVERIFY(club::backupProblems(*source).isEmpty());
    const QByteArray backup = club::backupJson(*source);
    const auto restored = Database::open(club("l1-restored.podium"), Database::Mode::Create);
    club::restoreJson(*restored, backup, QStringLiteral("b.json"));
    QCOMPARE(club::Events(*restored).get(QStringLiteral("League")).options.win, 100.0);
    QCOMPARE(club::backupJson(*restored), backup);
}

// L9: a restore refused because the club is not empty leaves an older club as it was, at its own schema version.
void TestExchange::refusedRestoreDoesNotMigrate_L9()
{
    const QString old = path("v1.podium");
    QVERIFY(QFile::copy(QStringLiteral(PODIUM_TEST_DATA_DIR "/club-v1.podium"), old));
    QFile::setPermissions(old, QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray before = sha256(old);
    const auto source = Database::open(club("l9-source.podium"), Database::Mode::Create);
    club::Games(*source).add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    const QByteArray backup = club::backupJson(*source);
    QCOMPARE(errorOf([&] {
                 store::createClubFile(
                     old, [&](const Database &db) { club::restoreJson(db, backup, QStringLiteral("b.json")); },
                     Database::Mode::OpenOrCreate);
             }),
             old + QStringLiteral(" is not empty; restore into a new database (init it first)"));
    QCOMPARE(sha256(old), before);

    // An empty club of version 1 is filled, and migrated in the same transaction: a backup refused midway leaves it
    // at version 1 too, and a good one restores into it.
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw-v1"));
        raw.setDatabaseName(old);
        QVERIFY(raw.open());
        QSqlQuery query(raw);
        for (const char *table : {"participants", "games", "standings", "leaderboards", "players", "disciplines"})
            QVERIFY(query.exec(QStringLiteral("DELETE FROM ") + QLatin1String(table)));
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw-v1"));
    const QByteArray emptied = sha256(old);
    const auto restore = [&](const QByteArray &json) {
        return errorOf([&] {
            store::createClubFile(
                old, [&](const Database &db) { club::restoreJson(db, json, QStringLiteral("b.json")); },
                Database::Mode::OpenOrCreate);
        });
    };
    const QJsonObject valid = QJsonDocument::fromJson(backup).object();
    QCOMPARE(restore(QJsonDocument(withCell(valid, QStringLiteral("games"), 0, 2, QStringLiteral("soon"))).toJson()),
             QStringLiteral("b.json: games, row 1, played_at: 'soon' is not a date and time (YYYY-MM-DDTHH:MM:SS)"));
    QCOMPARE(sha256(old), emptied);
    QCOMPARE(restore(backup), QStringLiteral("no error"));
    const auto restored = Database::open(old);
    QCOMPARE(restored->schemaVersion(), Database::currentSchemaVersion());
    QCOMPARE(club::Games(*restored).list().size(), std::size_t(1));
}

// M7: the interchange export is for import: into a new club it gives the same club, into the same club it adds
// nothing, games entered by hand included, whatever the names start with.
void TestExchange::exportImportGivesTheSameClub_M7()
{
    const auto source = Database::open(club("m7.podium"), Database::Mode::Create);
    club::Games(*source).import(io::readInterchange("game_id,date,kind,participant,team,rank,score,minutes\n"
                                                    "=1+1,2024-01-01,h2h,+cmd,,1,3,20\n"
                                                    "=1+1,2024-01-01,h2h,-2+3,,2,1.5,20\n",
                                                    QStringLiteral("in.csv")),
                                QStringLiteral("Chess"));
    club::Games(*source).add(
        duel(QStringLiteral("2024-01-02T20:15"), QStringLiteral("=HYPERLINK(\"x\")"), QStringLiteral("@Bob")));
    club::GameInput team = duel(QStringLiteral("2024-01-03"), QStringLiteral("Ann"), QStringLiteral("Cid"));
    team.kind = history::GameKind::Team;
    team.participants[0].team = QStringLiteral("=Reds");
    team.participants[1].team = QStringLiteral("-Blues");
    team.participants.push_back({QStringLiteral("+cmd"), QStringLiteral("-Blues"), 2, 0.5, 12.5, true});
    club::Games(*source).add(team);
    const QByteArray csv = club::gamesCsv(*source, QStringLiteral("Chess"));
    QVERIFY2(!csv.contains('\''), csv.constData());

    const auto copy = Database::open(club("m7-copy.podium"), Database::Mode::Create);
    club::Games(*copy).import(io::readInterchange(csv, QStringLiteral("export.csv")), QStringLiteral("Chess"));
    const auto games = [](const Database &db) {
        std::vector<club::GameRecord> list = club::Games(db).list();
        QStringList text;
        for (const club::GameRecord &g : list) {
            QStringList parts {g.game.externalId, g.game.date, g.game.discipline, io::gameKindText(g.game.kind)};
            for (const club::ParticipantInput &p : g.game.participants)
                parts << p.player << p.team << QString::number(p.rank) << QString::number(p.score)
                      << QString::number(p.minutes);
            text.append(parts.join(u'|'));
        }
        return text;
    };
    const QStringList original = games(*source);
    QCOMPARE(original.size(), 3);
    QCOMPARE(games(*copy), original);
    QStringList names;
    for (const club::PlayerRecord &p : club::Players(*copy).list())
        names.append(p.name);
    // By name regardless of case: a file's in SQLite's order (the characters' codes), a server's in Unicode's
    // (ICU's root collation, which puts these signs in an order of its own and accented letters by their base).
    QCOMPARE(names.join(u','),
             onServer() ? QStringLiteral("-2+3,@Bob,+cmd,=HYPERLINK(\"x\"),Ann,Cid")
                        : QStringLiteral("+cmd,-2+3,=HYPERLINK(\"x\"),@Bob,Ann,Cid"));
    // Into the same club: every game is known by its id, the two entered by hand too.
    const club::ImportReport again
        = club::Games(*source).import(io::readInterchange(csv, QStringLiteral("export.csv")), QStringLiteral("Chess"));
    QCOMPARE(again.added, 0);
    QCOMPARE(again.skipped, 3);
    QCOMPARE(again.newPlayers, 0);
    QCOMPARE(games(*source), original);
}

// M7: a game entered by hand gets its external id when it is created, keeps it through an edit, and games of an
// older club get one when it is migrated (schema version 4), the same at every later opening.
void TestExchange::everyGameHasAStableExternalId_M7()
{
    const auto database = Database::open(club("ids.podium"), Database::Mode::Create);
    club::Games games(*database);
    const qint64 first = games.add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    const qint64 second = games.add(duel(QStringLiteral("2024-01-02"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    const QString id = games.get(first).game.externalId;
    QCOMPARE(id.size(), 36); // a UUID
    QVERIFY(id != games.get(second).game.externalId);
    games.edit(first, duel(QStringLiteral("2024-01-01"), QStringLiteral("Bob"), QStringLiteral("Ann")));
    QCOMPARE(games.get(first).game.externalId, id);

    // tests/data/club-v3.podium holds a game entered with games add and an event's game, without external ids.
    const QString old = path("v3.podium");
    QVERIFY(QFile::copy(QStringLiteral(PODIUM_TEST_DATA_DIR "/club-v3.podium"), old));
    QFile::setPermissions(old, QFile::ReadOwner | QFile::WriteOwner);
    {
        // Read-only, it cannot be migrated: version 5 added a column (the games drawn in a match), so version 3
        // no longer has the current schema, and it is refused with the reason, untouched.
        const QByteArray before = sha256(old);
        QCOMPARE(errorOf([&] { Database::open(old, Database::Mode::OpenReadOnly); }),
                 old
                     + QStringLiteral(" is read-only (it was opened read-only) and cannot be upgraded from schema "
                                      "version 3 to 10; it was left untouched"));
        QCOMPARE(sha256(old), before);
    }
    const auto idsOf = [&] {
        QStringList ids;
        for (const club::GameRecord &g : club::Games(*Database::open(old)).list())
            ids.append(g.game.externalId);
        return ids;
    };
    const QStringList migrated = idsOf();
    QCOMPARE(migrated.size(), 2);
    QCOMPARE(migrated[0].size(), 36);
    QCOMPARE(migrated[1].size(), 36);
    QVERIFY(migrated[0] != migrated[1]);
    QCOMPARE(idsOf(), migrated);

    // A backup of version 3 (no external ids yet, no drawn games or notes of version 5) restores with ids given.
    QJsonObject v3 = QJsonDocument::fromJson(club::backupJson(*database)).object();
    v3.insert(QStringLiteral("schema_version"), 3);
    QJsonObject pairings = v3.value(QStringLiteral("event_pairings")).toObject();
    QJsonArray columns = pairings.value(QStringLiteral("columns")).toArray();
    QCOMPARE(columns.last().toString(), QStringLiteral("zero_bye"));
    columns.removeLast(); // zero_bye (version 10)
    columns.removeLast(); // note
    columns.removeLast(); // drawn_games
    QJsonArray olderRows;
    for (const QJsonValue &row : pairings.value(QStringLiteral("rows")).toArray()) {
        QJsonArray older = row.toArray();
        for (int k = 0; k < 3; ++k)
            older.removeLast();
        olderRows.append(older);
    }
    pairings.insert(QStringLiteral("columns"), columns);
    pairings.insert(QStringLiteral("rows"), olderRows);
    v3.insert(QStringLiteral("event_pairings"), pairings);
    // Nor version 10's known ratings of the players.
    QJsonObject players = v3.value(QStringLiteral("players")).toObject();
    QJsonArray playerColumns = players.value(QStringLiteral("columns")).toArray(), playerRows;
    QCOMPARE(playerColumns.last().toString(), QStringLiteral("title"));
    for (int k = 0; k < 5; ++k)
        playerColumns.removeLast();
    for (const QJsonValue &row : players.value(QStringLiteral("rows")).toArray()) {
        QJsonArray older = row.toArray();
        for (int k = 0; k < 5; ++k)
            older.removeLast();
        playerRows.append(older);
    }
    players.insert(QStringLiteral("columns"), playerColumns);
    players.insert(QStringLiteral("rows"), playerRows);
    v3.insert(QStringLiteral("players"), players);
    v3 = withCell(withCell(v3, QStringLiteral("games"), 0, 6, QJsonValue::Null), QStringLiteral("games"), 1, 6,
                  QJsonValue::Null);
    const auto restored = Database::open(club("ids-restored.podium"), Database::Mode::Create);
    club::restoreJson(*restored, QJsonDocument(v3).toJson(), QStringLiteral("v3.json"));
    const auto list = club::Games(*restored).list();
    QCOMPARE(list.size(), std::size_t(2));
    QCOMPARE(list[0].game.externalId.size(), 36);
    QCOMPARE(list[1].game.externalId.size(), 36);
    QVERIFY(list[0].game.externalId != list[1].game.externalId);
}

void TestExchange::playersImport()
{
    const auto database = Database::open(club("players.podium"), Database::Mode::Create);
    club::Players(*database).add(QStringLiteral("Ann"));
    const int added = club::importPlayersCsv(*database,
                                             "\xEF\xBB\xBFname,affiliation,retired,display_name\r\n"
                                             "ann,Rooks,no,\r\n"
                                             "\"Lee, Bo\",Knights,yes,Bo\r\n",
                                             QStringLiteral("players.csv"));
    QCOMPARE(added, 1);
    const auto list = club::Players(*database).list();
    QCOMPARE(list.size(), std::size_t(2));
    QCOMPARE(list[0].name, QStringLiteral("Ann"));
    QCOMPARE(list[0].affiliation, QStringLiteral("Rooks"));
    QCOMPARE(list[1].name, QStringLiteral("Lee, Bo"));
    QCOMPARE(list[1].displayName, QStringLiteral("Bo"));
    QVERIFY(list[1].retired);
    // M2: the known ratings' columns; a cell left empty keeps what the player has, the federation and title in
    // capitals as FIDE writes them.
    QCOMPARE(club::importPlayersCsv(*database,
                                    "name,rating,rating_system,rating_id,federation,title\n"
                                    "Ann,2150,FIDE,4611111,ger,im\n"
                                    "\"Lee, Bo\",1720,DWZ,,,\n",
                                    QStringLiteral("ratings.csv")),
             0);
    QCOMPARE(club::importPlayersCsv(*database, "name,title\nAnn,\n", QStringLiteral("titles.csv")), 0);
    QCOMPARE(club::Players(*database).get(QStringLiteral("Ann")).known,
             (club::KnownRating {2150, QStringLiteral("FIDE"), QStringLiteral("4611111"), QStringLiteral("GER"),
                                 QStringLiteral("IM")}));
    QCOMPARE(club::Players(*database).get(QStringLiteral("Lee, Bo")).known,
             (club::KnownRating {1720, QStringLiteral("DWZ"), {}, {}, {}}));
}

void TestExchange::playersImportIsAllOrNothing()
{
    const auto database = Database::open(club("players2.podium"), Database::Mode::Create);
    const auto import = [&](const char *csv) {
        return errorOf([&] { club::importPlayersCsv(*database, csv, QStringLiteral("players.csv")); });
    };
    QCOMPARE(import("nom\nAnn\n"), QStringLiteral("players.csv:1: the header has no column 'name'"));
    QCOMPARE(import("name,retired\nAnn,no\nBob,maybe\n"),
             QStringLiteral("players.csv:3: column 'retired': 'maybe' is not yes or no"));
    QCOMPARE(import("name\nAnn\nANN\n"), QStringLiteral("players.csv:3: column 'name': 'ANN' is listed twice"));
    QCOMPARE(import("name\nAnn\n\"  \"\n"), QStringLiteral("players.csv:3: column 'name': the name is empty"));
    QCOMPARE(import("name,rating\nAnn,2100\nBob,strong\n"),
             QStringLiteral("players.csv:3: column 'rating': 'strong' is not a whole number"));
    QCOMPARE(import("name,federation\nAnn,GER\nBob,Germany\n"),
             QStringLiteral("players.csv:3: federation: 'Germany' is longer than 3 characters"));
    QCOMPARE(import("name,title\nAnn,GM\nBob,XM\n"),
             QStringLiteral("players.csv:3: title: 'XM' is not one of GM, IM, WGM, FM, WIM, CM, WFM, WCM"));
    QCOMPARE(import("name,rating\nAnn,10000\n"),
             QStringLiteral("players.csv:2: rating: 10000 is not a rating from 0 (none) to 9999"));
    QVERIFY(club::Players(*database).list().empty());
}

QTEST_GUILESS_MAIN(TestExchange)
#include "tst_exchange.moc"
