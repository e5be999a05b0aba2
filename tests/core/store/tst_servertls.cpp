// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// A club on a server reached over TLS, as libpq's sslmode says (issue 28): a cluster of its own that takes TCP
// connections with TLS only, on a certificate made for the run (tests/tools/pgcluster.sh with PGCLUSTER_TLS_PORT).
#include "club/games.h"
#include "store/clublocation.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlQuery>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace podium;
using store::Database;

class TestServerTls : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void encryptedAsRequired();
    void theCertificateIsVerifiedWhenAsked();
    void aServerThatWantsTlsRefusesAClearConnection();

private:
    /** The club over TCP to this test's cluster, with these of libpq's keywords added ("sslmode=require"). */
    store::ClubLocation club(const QString &keywords) const;
    /** Whether db's session is encrypted, as the server sees it. */
    static bool encrypted(const Database &db);

    QTemporaryDir m_dir {QStringLiteral("/tmp/podium-tls-XXXXXX")};
    QString m_cluster;
    quint16 m_port = 0;
};

void TestServerTls::initTestCase()
{
    if (QDir(QStringLiteral("/usr/lib/postgresql")).isEmpty())
        QSKIP("needs PostgreSQL (apt-get install postgresql): ./build.sh test installs it");
    QVERIFY(QFile::setPermissions(
        m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther));
    {
        QTcpServer probe; // a port nobody listens on now
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        m_port = probe.serverPort();
    }
    m_cluster = m_dir.filePath(QStringLiteral("pg"));
    QProcess script;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("PGCLUSTER_TLS_PORT"), QString::number(m_port));
    script.setProcessEnvironment(environment);
    script.start(QStringLiteral("sh"), {QStringLiteral(PODIUM_PGCLUSTER), QStringLiteral("start"), m_cluster});
    QVERIFY(script.waitForFinished(120000));
    QVERIFY2(script.exitCode() == 0, script.readAllStandardError().constData());
}

void TestServerTls::cleanupTestCase()
{
    if (m_cluster.isEmpty())
        return;
    QProcess script;
    script.start(QStringLiteral("sh"), {QStringLiteral(PODIUM_PGCLUSTER), QStringLiteral("stop"), m_cluster});
    QVERIFY(script.waitForFinished(120000));
}

store::ClubLocation TestServerTls::club(const QString &keywords) const
{
    return store::ClubLocation::parse(
        QStringLiteral("host=localhost port=%1 dbname=podium_test user=postgres schema=tls %2")
            .arg(m_port)
            .arg(keywords));
}

bool TestServerTls::encrypted(const Database &db)
{
    auto query = db.prepare(QStringLiteral("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()"));
    Database::exec(query);
    return query.next() && query.value(0).toBool();
}

void TestServerTls::encryptedAsRequired()
{
    // sslmode=require (what File › Connect to Server asks of a host that is not this machine): encrypted, the
    // certificate taken as it is.
    const auto db = Database::open(club(QStringLiteral("sslmode=require")), Database::Mode::OpenOrCreate);
    QVERIFY(encrypted(*db));
    club::GameInput game;
    game.date = QStringLiteral("2026-11-29");
    game.discipline = QStringLiteral("Chess");
    game.participants = {{QStringLiteral("Ann"), {}, 1}, {QStringLiteral("Bob"), {}, 2}};
    club::Games(*db).add(game);
    QCOMPARE(club::Games(*db).list().size(), std::size_t {1});
}

void TestServerTls::theCertificateIsVerifiedWhenAsked()
{
    // With the server's own certificate as the root: verified, name and all.
    const QString root = QDir(m_cluster).filePath(QStringLiteral("server.crt"));
    const auto db
        = Database::open(club(QStringLiteral("sslmode=verify-full sslrootcert=") + root), Database::Mode::OpenOrCreate);
    QVERIFY(encrypted(*db));
    // Another certificate as the root: the server is not the one it claims to be, and the message says so.
    const QString other = m_dir.filePath(QStringLiteral("other.crt"));
    QProcess openssl;
    openssl.start(QStringLiteral("openssl"),
                  {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                   QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-days"), QStringLiteral("1"),
                   QStringLiteral("-subj"), QStringLiteral("/CN=localhost"), QStringLiteral("-keyout"),
                   m_dir.filePath(QStringLiteral("other.key")), QStringLiteral("-out"), other});
    QVERIFY(openssl.waitForFinished(60000));
    QCOMPARE(openssl.exitCode(), 0);
    const store::ClubLocation impostor = club(QStringLiteral("sslmode=verify-full sslrootcert=") + other);
    try {
        Database::open(impostor);
        QFAIL("a certificate from another root was taken");
    } catch (const store::DbError &error) {
        QCOMPARE(error.kind(), store::DbError::Kind::Lost); // no password would change it: not asked for one
        QVERIFY2(error.message().startsWith(impostor.toString() + QStringLiteral(": cannot connect: "))
                     && error.message().contains(QStringLiteral("certificate verify failed")),
                 qPrintable(error.message()));
    }
}

void TestServerTls::aServerThatWantsTlsRefusesAClearConnection()
{
    const store::ClubLocation clear = club(QStringLiteral("sslmode=disable"));
    try {
        Database::open(clear);
        QFAIL("a connection without TLS was taken");
    } catch (const store::DbError &error) {
        QVERIFY2(error.message().startsWith(clear.toString() + QStringLiteral(": cannot connect: "))
                     && error.message().contains(QStringLiteral("no encryption")),
                 qPrintable(error.message()));
    }
}

QTEST_GUILESS_MAIN(TestServerTls)
#include "tst_servertls.moc"
