#include "club/demo.h"
#include "club/events.h"
#include "club/exchange.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "io/inputerror.h"
#include "io/interchangecsv.h"
#include "store/clubfile.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace podium;
using db::Database;

namespace {

QString errorOf(const std::function<void()> &action)
{
    try {
        action();
    } catch (const db::DbError &error) {
        return error.message();
    } catch (const io::InputError &error) {
        return error.text();
    }
    return QStringLiteral("no error");
}

db::GameInput duel(const QString &date, const QString &a, const QString &b)
{
    db::GameInput game;
    game.date = date;
    game.discipline = QStringLiteral("Chess");
    game.participants = {{a, {}, 1, 2.5, 20, true}, {b, {}, 2, -1, 20, true}};
    return game;
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
    void playersImport();
    void playersImportIsAllOrNothing();

private:
    QString path(const char *name) { return m_dir.filePath(QLatin1String(name)); }
    QTemporaryDir m_dir;
};

void TestExchange::spreadsheetFormulasAreNeutralised()
{
    QCOMPARE(db::spreadsheetSafe(QStringLiteral("=HYPERLINK(\"x\")")), QStringLiteral("'=HYPERLINK(\"x\")"));
    QCOMPARE(db::spreadsheetSafe(QStringLiteral("+1")), QStringLiteral("'+1"));
    QCOMPARE(db::spreadsheetSafe(QStringLiteral("-cmd")), QStringLiteral("'-cmd"));
    QCOMPARE(db::spreadsheetSafe(QStringLiteral("@SUM(A1)")), QStringLiteral("'@SUM(A1)"));
    QCOMPARE(db::spreadsheetSafe(QStringLiteral("Ann")), QStringLiteral("Ann"));
    QCOMPARE(db::spreadsheetSafe(QString()), QString());
}

void TestExchange::standingsExport()
{
    std::vector<db::LeaderboardRow> rows(2);
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
    QCOMPARE(db::standingsCsv(rows, true),
             QByteArray("player,rating,mu,sigma,games,wins,draws,losses\n"
                        "'=1+1,12.500000,21.500000,3.000000,4,3,0,1\n"
                        "\"Bob, Jr.\",-1.000000,20.000000,7.000000,0,0,0,0\n"));
    QCOMPARE(db::standingsCsv(rows, false),
             QByteArray("player,rating,mu,sigma,games,wins,draws,losses\n"
                        "'=1+1,12.500000,21.500000,,4,3,0,1\n"
                        "\"Bob, Jr.\",-1.000000,20.000000,,0,0,0,0\n"));
    // An exported file adds the rank and the last game's date, for a spreadsheet.
    QCOMPARE(db::standingsCsv(rows, true, db::StandingsColumns::File),
             QByteArray("rank,player,rating,mu,sigma,games,wins,draws,losses,last_played\n"
                        "1,'=1+1,12.500000,21.500000,3.000000,4,3,0,1,2024-01-02T00:00:00\n"
                        "2,\"Bob, Jr.\",-1.000000,20.000000,7.000000,0,0,0,0,\n"));
    const QJsonArray json = QJsonDocument::fromJson(db::standingsJson(rows, false)).array();
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
    QCOMPARE(
        QJsonDocument::fromJson(db::standingsJson(rows, true)).array().at(1).toObject().value(QStringLiteral("sigma")),
        QJsonValue(7.0));
}

void TestExchange::eventStandingsExport()
{
    // Two rows as Events::standings gives them: Ann ahead on points, then a shared second place decided by
    // nothing, Buchholz 4.5 and 3.333333... (a third: six decimals at most), a withdrawn player.
    std::vector<db::EventStanding> rows(2);
    rows[0].place = 1;
    rows[0].player = QStringLiteral("Ann");
    rows[0].points = 2.5;
    rows[0].tieBreaks = {4.5};
    rows[0].decidedBy = {db::Decider::Points, -1};
    rows[0].played = 3;
    rows[0].wins = 2;
    rows[0].draws = 1;
    rows[1].place = 2;
    rows[1].player = QStringLiteral("=Bob");
    rows[1].points = 1;
    rows[1].tieBreaks = {10.0 / 3};
    rows[1].decidedBy = {db::Decider::TieBreak, 0};
    rows[1].played = 2;
    rows[1].wins = 1;
    rows[1].losses = 1;
    rows[1].byes = 1;
    rows[1].active = false;
    const QStringList breaks {QStringLiteral("buchholz")};
    QCOMPARE(db::eventStandingsCsv(rows, breaks),
             QByteArray("place,player,points,buchholz,decided_by,played,won,drawn,lost,byes\n"
                        "1,Ann,2.5,4.5,points,3,2,1,0,0\n"
                        "2,'=Bob,1,3.333333,buchholz,2,1,0,1,1\n"));
    const QJsonArray json = QJsonDocument::fromJson(db::eventStandingsJson(rows, breaks)).array();
    QCOMPARE(json.size(), 2);
    const QJsonObject bob = json.at(1).toObject();
    QCOMPARE(bob.value(QStringLiteral("player")).toString(), QStringLiteral("=Bob"));
    QCOMPARE(bob.value(QStringLiteral("tie_breaks")).toObject().value(QStringLiteral("buchholz")).toDouble(), 10.0 / 3);
    QCOMPARE(bob.value(QStringLiteral("decided_by")).toString(), QStringLiteral("buchholz"));
    QCOMPARE(bob.value(QStringLiteral("withdrawn")).toBool(), true);
}

void TestExchange::gamesExportReimportsToTheSameStandings()
{
    const auto source = Database::open(path("source.podium"), Database::Mode::Create);
    db::createDemoClub(*source);
    const QByteArray csv = db::gamesCsv(*source, QStringLiteral("Capture the flag"));
    const auto target = Database::open(path("target.podium"), Database::Mode::Create);
    db::Games(*target).import(io::readInterchange(csv, QStringLiteral("export.csv")), QStringLiteral("CTF"));
    db::Leaderboards(*target).create(
        {0, QStringLiteral("Z"), QStringLiteral("CTF"), QStringLiteral("zonestats"), {}, {}, {}});
    const auto before = db::Leaderboards(*source).standings(QStringLiteral("Capture the flag - ZoneStats"));
    const auto after = db::Leaderboards(*target).standings(QStringLiteral("Z"));
    QCOMPARE(after.size(), before.size());
    for (std::size_t i = 0; i < before.size(); ++i) {
        QCOMPARE(after[i].player, before[i].player);
        QCOMPARE(after[i].rating.mu, before[i].rating.mu);
        QCOMPARE(after[i].games, before[i].games);
    }
}

void TestExchange::backupRestoresAnIdenticalDatabase()
{
    const auto source = Database::open(path("club.podium"), Database::Mode::Create);
    db::createDemoClub(*source);
    db::Players(*source).add(QStringLiteral("Guest Star"), QStringLiteral("G. Star"), QStringLiteral("Visitors"));
    db::Players(*source).retire(QStringLiteral("Ada"));
    db::GameInput game = duel(QStringLiteral("2026-01-01T20:00"), QStringLiteral("Ada"), QStringLiteral("Guest Star"));
    game.notes = QStringLiteral("friendly, \"exhibition\"");
    game.participants[1].rated = false;
    db::Games(*source).add(game);
    db::Leaderboards(*source).create({0,
                                      QStringLiteral("Winter"),
                                      QStringLiteral("Chess"),
                                      QStringLiteral("elo"),
                                      {{"k", "32"}},
                                      QStringLiteral("2025-01-01"),
                                      QStringLiteral("2025-03-31")});
    const QByteArray backup = db::backupJson(*source);

    const auto restored = Database::open(path("restored.podium"), Database::Mode::Create);
    db::restoreJson(*restored, backup, QStringLiteral("backup.json"));
    QCOMPARE(db::backupJson(*restored), backup);
    // Same leaderboards, to the last digit.
    for (const db::LeaderboardRecord &l : db::Leaderboards(*source).list()) {
        const auto a = db::Leaderboards(*source).standings(l.name);
        const auto b = db::Leaderboards(*restored).standings(l.name);
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
    const auto full = Database::open(path("full.podium"), Database::Mode::Create);
    db::Games(*full).add(duel(QStringLiteral("2024-01-01"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    const QByteArray backup = db::backupJson(*full);
    QCOMPARE(errorOf([&] { db::restoreJson(*full, backup, QStringLiteral("b.json")); }),
             path("full.podium") + QStringLiteral(" is not empty; restore into a new database (init it first)"));
    const auto empty = Database::open(path("empty.podium"), Database::Mode::Create);
    QCOMPARE(errorOf([&] { db::restoreJson(*empty, "{\"players\": []}", QStringLiteral("b.json")); }),
             QStringLiteral("b.json: not a Podium backup"));
    // A backup whose participant names a player that is not there: nothing is restored.
    QJsonObject root = QJsonDocument::fromJson(backup).object();
    QJsonObject players = root.value(QStringLiteral("players")).toObject();
    players.insert(QStringLiteral("rows"), QJsonArray {players.value(QStringLiteral("rows")).toArray().at(0)});
    root.insert(QStringLiteral("players"), players);
    const QString error
        = errorOf([&] { db::restoreJson(*empty, QJsonDocument(root).toJson(), QStringLiteral("b.json")); });
    QVERIFY2(
        error.startsWith(QStringLiteral("b.json: participants, row 2: database error: FOREIGN KEY constraint failed")),
        qPrintable(error));
    QCOMPARE(db::backupJson(*empty),
             db::backupJson(*Database::open(path("other-empty.podium"), Database::Mode::Create)));
}

void TestExchange::failedRestoreLeavesNoFile()
{
    const QString target = path("restored-half.podium");
    const auto fill = [](const QByteArray &backup) {
        return [backup](const Database &db) { db::restoreJson(db, backup, QStringLiteral("b.json")); };
    };
    QCOMPARE(errorOf([&] { db::createClubFile(target, fill("{\"podium_backup\": 2}")); }),
             QStringLiteral("b.json: not a Podium backup"));
    for (const char *suffix : {"", "-wal", "-shm"})
        QVERIFY2(!QFile::exists(target + QLatin1String(suffix)), suffix);
    // A file that was there before is not removed, whether it is refused or filled and failing.
    const auto existing = Database::open(path("existing.podium"), Database::Mode::Create);
    db::Players(*existing).add(QStringLiteral("Ann"));
    QCOMPARE(errorOf([&] { db::createClubFile(path("existing.podium")); }),
             path("existing.podium") + QStringLiteral(" already exists; it was left untouched"));
    QCOMPARE(errorOf([&] {
                 db::createClubFile(path("existing.podium"), fill(db::backupJson(*existing)),
                                    Database::Mode::OpenOrCreate);
             }),
             path("existing.podium") + QStringLiteral(" is not empty; restore into a new database (init it first)"));
    QVERIFY(QFile::exists(path("existing.podium")));
    QCOMPARE(db::Players(*existing).list().size(), std::size_t(1));
    // And one that works is there, filled.
    db::createClubFile(target, fill(db::backupJson(*existing)));
    QCOMPARE(db::Players(*Database::open(target)).list().front().name, QStringLiteral("Ann"));
}

void TestExchange::playersImport()
{
    const auto database = Database::open(path("players.podium"), Database::Mode::Create);
    db::Players(*database).add(QStringLiteral("Ann"));
    const int added = db::importPlayersCsv(*database,
                                           "\xEF\xBB\xBFname,affiliation,retired,display_name\r\n"
                                           "ann,Rooks,no,\r\n"
                                           "\"Lee, Bo\",Knights,yes,Bo\r\n",
                                           QStringLiteral("players.csv"));
    QCOMPARE(added, 1);
    const auto list = db::Players(*database).list();
    QCOMPARE(list.size(), std::size_t(2));
    QCOMPARE(list[0].name, QStringLiteral("Ann"));
    QCOMPARE(list[0].affiliation, QStringLiteral("Rooks"));
    QCOMPARE(list[1].name, QStringLiteral("Lee, Bo"));
    QCOMPARE(list[1].displayName, QStringLiteral("Bo"));
    QVERIFY(list[1].retired);
}

void TestExchange::playersImportIsAllOrNothing()
{
    const auto database = Database::open(path("players2.podium"), Database::Mode::Create);
    const auto import = [&](const char *csv) {
        return errorOf([&] { db::importPlayersCsv(*database, csv, QStringLiteral("players.csv")); });
    };
    QCOMPARE(import("nom\nAnn\n"), QStringLiteral("players.csv:1: the header has no column 'name'"));
    QCOMPARE(import("name,retired\nAnn,no\nBob,maybe\n"),
             QStringLiteral("players.csv:3: column 'retired': 'maybe' is not yes or no"));
    QCOMPARE(import("name\nAnn\nANN\n"), QStringLiteral("players.csv:3: column 'name': 'ANN' is listed twice"));
    QCOMPARE(import("name\nAnn\n\"  \"\n"), QStringLiteral("players.csv:3: column 'name': the name is empty"));
    QVERIFY(db::Players(*database).list().empty());
}

QTEST_GUILESS_MAIN(TestExchange)
#include "tst_exchange.moc"
