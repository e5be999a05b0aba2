// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Where a club is: a file, or (from issue 28) a schema on a PostgreSQL server. What the user types is parsed into a
// location, written as text and read back, and names the club in the window title and the settings; a server is
// refused today, saying what and where.
#include "../club/clubhelpers.h"

#include "club/club.h"
#include "store/clubcreation.h"
#include "store/clublocation.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace podium;
using store::ClubLocation;

namespace {

QString sha1(const QString &text)
{
    return QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1).toHex());
}

} // namespace

class TestClubLocation : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void aPathIsAFile();
    void aFileIsKeyedByItsAbsolutePathAsBefore();
    void fileLocationsThatLookLikeOthers();
    void aServerAddress();
    void aServerByItsService();
    void passwordsAreNeverStoredOrShown();
    void everyLocationReadsBackFromItsText_data();
    void everyLocationReadsBackFromItsText();
    void badInputIsRefusedSayingWhatAndWhere_data();
    void badInputIsRefusedSayingWhatAndWhere();
    void textWrittenEarlierThatCannotBeReadIsNoClub();
    void aServerThatCannotBeReachedSaysWhy();
    void aClubFileOpensAtItsLocation();

private:
    QTemporaryDir m_dir;
    QString m_cwd;
};

void TestClubLocation::init()
{
    // Relative names resolve in a folder of the test's own, where nothing may be created by a refused server.
    m_cwd = QDir::currentPath();
    QVERIFY(QDir::setCurrent(m_dir.path()));
}

void TestClubLocation::cleanup()
{
    QDir::setCurrent(m_cwd);
}

void TestClubLocation::aPathIsAFile()
{
    const ClubLocation club = ClubLocation::parse(QStringLiteral("karts/tuesday.podium"));
    QCOMPARE(club.kind(), ClubLocation::Kind::File);
    QVERIFY(club.isFile() && !club.isServer() && !club.isEmpty());
    QCOMPARE(club.path(), QStringLiteral("karts/tuesday.podium"));
    QCOMPARE(club.toString(), QStringLiteral("karts/tuesday.podium"));
    QCOMPARE(club.displayName(), QStringLiteral("tuesday.podium"));
    QCOMPARE(club.name(), QStringLiteral("tuesday"));
    QCOMPARE(club.absolute().path(), QDir(m_dir.path()).filePath(QStringLiteral("karts/tuesday.podium")));
    QCOMPARE(club, ClubLocation::file(QStringLiteral("karts/tuesday.podium")));
    QVERIFY(club != club.absolute());
    QVERIFY(club.database().isEmpty() && club.host().isEmpty() && club.schema().isEmpty());
    // Nothing: no club.
    QVERIFY(ClubLocation().isEmpty());
    QVERIFY(ClubLocation::file(QString()).isEmpty());
    QCOMPARE(ClubLocation().kind(), ClubLocation::Kind::None);
    QCOMPARE(ClubLocation().settingsKey(), QString());
}

void TestClubLocation::aFileIsKeyedByItsAbsolutePathAsBefore()
{
    // Podium keyed a club's settings by the SHA-1 of its absolute path before there were locations; the key stays.
    const QString absolute = QDir(m_dir.path()).filePath(QStringLiteral("club.podium"));
    QCOMPARE(ClubLocation::file(absolute).settingsKey(), sha1(absolute));
    QCOMPARE(ClubLocation::file(absolute).settingsKey().size(), 40);
    // Named relatively, it is the same club.
    QCOMPARE(ClubLocation::parse(QStringLiteral("club.podium")).settingsKey(), sha1(absolute));
    QCOMPARE(ClubLocation::file(QStringLiteral("other.podium")).settingsKey(),
             sha1(QDir(m_dir.path()).filePath(QStringLiteral("other.podium"))));
}

void TestClubLocation::fileLocationsThatLookLikeOthers()
{
    // A file URL, as a desktop hands one over.
    const ClubLocation url = ClubLocation::parse(QStringLiteral("file:///srv/clubs/club%20night.podium"));
    QVERIFY(url.isFile());
    QCOMPARE(url.path(), QStringLiteral("/srv/clubs/club night.podium"));
    // Only a keyword libpq knows makes a keyword list; a file of such a name is typed with ./ in front.
    QCOMPARE(ClubLocation::parse(QStringLiteral("a=b.podium")), ClubLocation::file(QStringLiteral("a=b.podium")));
    QCOMPARE(ClubLocation::parse(QStringLiteral("./service=x.podium")),
             ClubLocation::file(QStringLiteral("./service=x.podium")));
    // A name's own spaces are kept; only an address is trimmed.
    QCOMPARE(ClubLocation::parse(QStringLiteral(" spaced.podium")).path(), QStringLiteral(" spaced.podium"));
    QCOMPARE(ClubLocation::parse(QStringLiteral("C:/clubs/club.podium")).path(),
             QStringLiteral("C:/clubs/club.podium"));
}

void TestClubLocation::aServerAddress()
{
    const ClubLocation club = ClubLocation::parse(
        QStringLiteral("  postgresql://desk1@db.example.org:5433/league?sslmode=require&schema=club "));
    QCOMPARE(club.kind(), ClubLocation::Kind::Server);
    QVERIFY(club.isServer() && !club.isFile());
    QCOMPARE(club.path(), QString());
    QCOMPARE(club.database(), QStringLiteral("league"));
    QCOMPARE(club.host(), QStringLiteral("db.example.org:5433"));
    QCOMPARE(club.schema(), QStringLiteral("club"));
    QCOMPARE(club.service(), QString());
    QCOMPARE(club.toString(),
             QStringLiteral("postgresql://desk1@db.example.org:5433/league?sslmode=require&schema=club"));
    QCOMPARE(club.displayName(), QStringLiteral("club in league on db.example.org:5433"));
    QCOMPARE(club.name(), QStringLiteral("club"));
    QCOMPARE(club.absolute(), club);
    QCOMPARE(club.settingsKey(), sha1(club.toString()));
    // postgres:// is the same scheme, and the same club.
    const ClubLocation shorter = ClubLocation::parse(
        QStringLiteral("postgres://desk1@db.example.org:5433/league?sslmode=require&schema=club"));
    QCOMPARE(shorter, club);
    QCOMPARE(shorter.settingsKey(), club.settingsKey());
    // Without a schema, the database is the club; without a host, the local server's socket.
    const ClubLocation local = ClubLocation::parse(QStringLiteral("postgresql:///league"));
    QCOMPARE(local.displayName(), QStringLiteral("league"));
    QCOMPARE(local.name(), QStringLiteral("league"));
    QCOMPARE(local.host(), QString());
    QCOMPARE(ClubLocation::parse(QStringLiteral("postgresql://host/league")).displayName(),
             QStringLiteral("league on host"));
    QCOMPARE(ClubLocation::parse(QStringLiteral("postgresql://[::1]:5432,db2/league%20two")).database(),
             QStringLiteral("league two"));
    // An address that leaves everything to libpq's defaults is named by itself.
    QCOMPARE(ClubLocation::parse(QStringLiteral("postgresql://")).displayName(), QStringLiteral("postgresql://"));
}

void TestClubLocation::aServerByItsService()
{
    const ClubLocation club = ClubLocation::parse(QStringLiteral("service=league"));
    QVERIFY(club.isServer());
    QCOMPARE(club.service(), QStringLiteral("league"));
    QCOMPARE(club.toString(), QStringLiteral("service=league"));
    QCOMPARE(club.displayName(), QStringLiteral("league"));
    QCOMPARE(club.name(), QStringLiteral("league"));
    const ClubLocation schema = ClubLocation::parse(QStringLiteral("service = league   schema=tuesday"));
    QCOMPARE(schema.toString(), QStringLiteral("service=league schema=tuesday"));
    QCOMPARE(schema.displayName(), QStringLiteral("tuesday in league"));
    QCOMPARE(schema, ClubLocation::parse(QStringLiteral("service=league schema=tuesday")));
    // Quoted values as libpq reads them, written back quoted.
    const ClubLocation quoted = ClubLocation::parse(QStringLiteral(R"(host=db dbname='club \'night\'' port=5432)"));
    QCOMPARE(quoted.database(), QStringLiteral("club 'night'"));
    QCOMPARE(quoted.host(), QStringLiteral("db"));
    QCOMPARE(quoted.toString(), QStringLiteral(R"(host=db dbname='club \'night\'' port=5432)"));
    QCOMPARE(quoted.displayName(), QStringLiteral("club 'night' on db"));
}

void TestClubLocation::passwordsAreNeverStoredOrShown()
{
    const ClubLocation club
        = ClubLocation::parse(QStringLiteral("postgresql://desk1:s3cret@host/league?password=other&schema=club"));
    QCOMPARE(club.toString(), QStringLiteral("postgresql://desk1@host/league?schema=club"));
    QCOMPARE(club.displayName(), QStringLiteral("club in league on host"));
    QCOMPARE(club.connectionSecrets(),
             (QStringList {QStringLiteral("password=s3cret"), QStringLiteral("password=other")}));
    // The same club as the one without a password, under the same key.
    const ClubLocation without = ClubLocation::parse(QStringLiteral("postgresql://desk1@host/league?schema=club"));
    QCOMPARE(club, without);
    QCOMPARE(club.settingsKey(), without.settingsKey());
    const ClubLocation keywords
        = ClubLocation::parse(QStringLiteral("service=league password='a b' sslpassword=key schema=club"));
    QCOMPARE(keywords.toString(), QStringLiteral("service=league schema=club"));
    QCOMPARE(keywords.connectionSecrets(),
             (QStringList {QStringLiteral("password=a b"), QStringLiteral("sslpassword=key")}));
    QCOMPARE(ClubLocation::parse(keywords.toString()).connectionSecrets(), QStringList()); // what was stored has none
    // A refusal quotes the address without it.
    const QString refused
        = errorOf([] { ClubLocation::parse(QStringLiteral("postgresql://desk1:s3cret@host/league?schema=9")); });
    QVERIFY2(!refused.contains(QStringLiteral("s3cret")), qPrintable(refused));
    QVERIFY2(refused.startsWith(QStringLiteral("postgresql://desk1:***@host/league?schema=9: ")), qPrintable(refused));
    const QString keywordRefused
        = errorOf([] { ClubLocation::parse(QStringLiteral("service=league password=s3cret colour=red")); });
    QCOMPARE(keywordRefused,
             QStringLiteral("service=league password=*** colour=red: 'colour' is not a connection "
                            "parameter that PostgreSQL knows"));
}

void TestClubLocation::everyLocationReadsBackFromItsText_data()
{
    QTest::addColumn<QString>("typed");
    QTest::newRow("relative file") << QStringLiteral("club.podium");
    QTest::newRow("absolute file") << QStringLiteral("/home/ann/Podium/club night.podium");
    QTest::newRow("uri") << QStringLiteral("postgresql://desk1@host/league?schema=club");
    QTest::newRow("uri with hosts") << QStringLiteral(
        "postgresql://db1:5433,db2/league?target_session_attrs=read-write");
    QTest::newRow("socket") << QStringLiteral("postgresql://%2Fvar%2Frun%2Fpostgresql/league");
    QTest::newRow("service") << QStringLiteral("service=league schema=club");
    QTest::newRow("keywords") << QStringLiteral("host=db dbname='my club' user=desk1");
}

void TestClubLocation::everyLocationReadsBackFromItsText()
{
    QFETCH(QString, typed);
    const ClubLocation club = ClubLocation::parse(typed);
    const ClubLocation again = ClubLocation::parse(club.toString());
    QCOMPARE(again, club);
    QCOMPARE(again.kind(), club.kind());
    QCOMPARE(again.toString(), club.toString());
    QCOMPARE(again.displayName(), club.displayName());
    QCOMPARE(again.settingsKey(), club.settingsKey());
    QCOMPARE(ClubLocation::fromString(club.toString()), club);
}

void TestClubLocation::badInputIsRefusedSayingWhatAndWhere_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("message");
    QTest::newRow("nothing") << QStringLiteral("  ") << QStringLiteral("no club file given");
    QTest::newRow("port") << QStringLiteral("postgresql://host:54x2/league")
                          << QStringLiteral("postgresql://host:54x2/league: the port '54x2' is not a number from 1 to "
                                            "65535");
    QTest::newRow("port 0") << QStringLiteral("postgresql://host:0/league")
                            << QStringLiteral("postgresql://host:0/league: the port '0' is not a number from 1 to "
                                              "65535");
    QTest::newRow("bracket") << QStringLiteral("postgresql://[::1/league")
                             << QStringLiteral("postgresql://[::1/league: the host '[::1' opens a [ that is not "
                                               "closed");
    QTest::newRow("schema") << QStringLiteral("postgresql://host/league?schema=2024-clubs")
                            << QStringLiteral("postgresql://host/league?schema=2024-clubs: '2024-clubs' is not a "
                                              "schema name Podium can use (letters, digits and _, at most 63, not "
                                              "starting with a digit)");
    QTest::newRow("empty schema") << QStringLiteral("service=league schema=''")
                                  << QStringLiteral("service=league schema='': '' is not a schema name Podium can use "
                                                    "(letters, digits and _, at most 63, not starting with a digit)");
    QTest::newRow("parameter") << QStringLiteral("postgresql://host/league?sslmod=require")
                               << QStringLiteral("postgresql://host/league?sslmod=require: 'sslmod' is not a "
                                                 "connection parameter that PostgreSQL knows");
    QTest::newRow("no value") << QStringLiteral("postgresql://host/league?sslmode")
                              << QStringLiteral("postgresql://host/league?sslmode: the parameter 'sslmode' has no "
                                                "value (write sslmode=value)");
    QTest::newRow("keyword without value") << QStringLiteral("service=league schema")
                                           << QStringLiteral("service=league schema: expected keyword=value at "
                                                             "'schema'");
    QTest::newRow("open quote") << QStringLiteral("service='league")
                                << QStringLiteral("service='league: the value of service opens a quote that is not "
                                                  "closed");
    QTest::newRow("other scheme") << QStringLiteral("https://example.org/club.podium")
                                  << QStringLiteral("https://example.org/club.podium: Podium cannot open a club at a "
                                                    "https address; a club is a file, or a PostgreSQL server's "
                                                    "postgresql:// address");
}

void TestClubLocation::badInputIsRefusedSayingWhatAndWhere()
{
    QFETCH(QString, typed);
    QFETCH(QString, message);
    QCOMPARE(errorOf([&] { ClubLocation::parse(typed); }), message);
}

void TestClubLocation::textWrittenEarlierThatCannotBeReadIsNoClub()
{
    QVERIFY(ClubLocation::fromString(QString()).isEmpty());
    QVERIFY(ClubLocation::fromString(QStringLiteral("postgresql://host:x/league")).isEmpty());
    QVERIFY(ClubLocation::fromString(QStringLiteral("ftp://example.org/club")).isEmpty());
    QCOMPARE(ClubLocation::fromString(QStringLiteral("/home/ann/club.podium")),
             ClubLocation::file(QStringLiteral("/home/ann/club.podium")));
}

void TestClubLocation::aServerThatCannotBeReachedSaysWhy()
{
    // No server listens on this socket: opening, opening read-only and creating say where, and libpq's reason, on
    // one line, never the password; the error is a lost connection, not a refusal.
    const ClubLocation server
        = ClubLocation::parse(QStringLiteral("postgresql://desk1:s3cret@/league?host=")
                              + m_dir.filePath(QStringLiteral("no-server")) + QStringLiteral("&schema=club"));
    const QString where = server.toString();
    QVERIFY(!where.contains(QStringLiteral("s3cret")));
    const QString socket = m_dir.filePath(QStringLiteral("no-server/.s.PGSQL.5432"));
    for (const auto &attempt : std::vector<std::function<void()>> {
             [&] { store::Database::open(server); },
             [&] { store::Database::open(server, store::Database::Mode::OpenReadOnly); }, [&] { Club::open(server); },
             [&] { store::createClub(server); },
             [&] { store::createClub(server, {}, store::Database::Mode::OpenOrCreate); }}) {
        const QString said = errorOf(attempt);
        QVERIFY2(said.startsWith(where + QStringLiteral(": cannot connect: ")), qPrintable(said));
        QVERIFY2(said.contains(socket) && said.contains(QStringLiteral("No such file or directory")), qPrintable(said));
        QVERIFY2(!said.contains(QLatin1Char('\n')) && !said.contains(QStringLiteral("s3cret")), qPrintable(said));
    }
    try {
        store::Database::open(server);
    } catch (const store::DbError &error) {
        QCOMPARE(error.kind(), store::DbError::Kind::Lost);
    }
    // A service that is not defined: libpq says so.
    QCOMPARE(errorOf([&] { store::createClub(ClubLocation::parse(QStringLiteral("service=nosuchleague"))); }),
             QStringLiteral("service=nosuchleague: cannot connect: definition of service \"nosuchleague\" not found"));
    // Nothing was made in the working folder under any part of the address.
    QCOMPARE(QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    // An empty location is refused as an empty path always was.
    QCOMPARE(errorOf([] { store::Database::open(ClubLocation()); }), QStringLiteral("no club file given"));
    QCOMPARE(errorOf([] { store::createClub(ClubLocation()); }), QStringLiteral("no club file given"));
}

void TestClubLocation::aClubFileOpensAtItsLocation()
{
    const ClubLocation club = ClubLocation::parse(QStringLiteral("new.podium"));
    store::createClub(club);
    QVERIFY(QFileInfo::exists(QDir(m_dir.path()).filePath(QStringLiteral("new.podium"))));
    const auto opened = Club::open(club);
    QCOMPARE(opened->location(), club);
    QCOMPARE(opened->path(), QStringLiteral("new.podium"));
    QCOMPARE(opened->database().location().displayName(), QStringLiteral("new.podium"));
    // By its absolute path, it is the same club.
    const auto again = store::Database::open(club.absolute());
    QCOMPARE(again->location().settingsKey(), opened->location().settingsKey());
    QCOMPARE(errorOf([&] { store::createClub(club); }),
             QStringLiteral("new.podium already exists; it was left untouched"));
}

QTEST_GUILESS_MAIN(TestClubLocation)
#include "tst_clublocation.moc"
