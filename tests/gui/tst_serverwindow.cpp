// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The app on a club on a PostgreSQL server (issue 28), against the throwaway cluster that ctest starts
// (tests/tools/pgcluster.sh; PODIUM_TEST_SERVER names it): File › Connect to Server's dialog, a new club made there
// from the window, another desk's result (podium-cli, another process) seen in the window within a second, a
// password the server asks for, and a role that may only read.
#include "windowfixture.h"

#include "../app/clirunner.h"

#include "../core/club/testclub.h"
#include "club/demo.h"
#include "club/exchange.h"
#include "dialogs/serverdialog.h"
#include "settingskeys.h"
#include "store/clubcreation.h"
#include "store/clublocation.h"
#include "store/dberror.h"

#include <QCheckBox>
#include <QElapsedTimer>
#include <QInputDialog>
#include <QPointer>
#include <QProcess>
#include <QSpinBox>
#include <QUuid>

using namespace podium;
using podium::test::whenModal;

namespace {

/** A game of chess on date that a wins against b. */
club::GameInput chess(const QString &date, const QString &a, const QString &b)
{
    club::GameInput game;
    game.date = date;
    game.discipline = QStringLiteral("Chess");
    game.kind = history::GameKind::HeadToHead;
    game.participants = {{a, {}, 1}, {b, {}, 2}};
    return game;
}

} // namespace

class TestServerWindow : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void theDialogBuildsTheAddress();
    void aNewClubOnTheServerAndAnotherDesksResult();
    void aPasswordTheServerAsksFor();
    void aRoleThatMayOnlyReadOpensReadOnly();
    void aDesksRoleWritesRowsOnly();
    void aClubMovesToTheServerAndBackUnchanged();

private:
    /** Runs sql as the cluster's superuser (for roles and grants). */
    void asSuperuser(const QString &sql);
    QString server() const { return qEnvironmentVariable("PODIUM_TEST_SERVER"); }

    QTemporaryDir m_dir;
    std::unique_ptr<ui::MainWindow> m_window;
};

void TestServerWindow::init()
{
    if (server().isEmpty())
        QSKIP("needs the throwaway PostgreSQL server that ctest starts (tst_serverwindow, label server)");
    QSettings().clear();
    const QString file = m_dir.filePath(QStringLiteral("desk.podium"));
    m_window = std::make_unique<ui::MainWindow>(Club::open(file, store::Database::Mode::OpenOrCreate));
    m_window->show();
}

void TestServerWindow::cleanup()
{
    m_window.reset();
}

void TestServerWindow::asSuperuser(const QString &sql)
{
    const auto admin = store::Database::open(testClub(QDir(m_dir.path())), store::Database::Mode::Create);
    admin->execute(sql);
}

void TestServerWindow::theDialogBuildsTheAddress()
{
    ui::ServerDialog dialog({});
    // A host elsewhere is encrypted unless the organiser says otherwise; this machine's only if the server offers it.
    dialog.hostField()->setText(QStringLiteral("db.example.org"));
    QCOMPARE(dialog.encryptionField()->currentData().toString(), QStringLiteral("require"));
    dialog.hostField()->setText(QStringLiteral("localhost"));
    QCOMPARE(dialog.encryptionField()->currentData().toString(), QStringLiteral("prefer"));
    dialog.hostField()->setText(QStringLiteral("db.example.org"));
    // No database: said in the dialog, which stays open.
    dialog.accept();
    QVERIFY(dialog.location().isEmpty());
    QVERIFY(dialog.problemLabel()->isVisibleTo(&dialog));
    QCOMPARE(dialog.problemLabel()->text(),
             QStringLiteral("Which database holds the club? Ask the server's administrator."));
    dialog.databaseField()->setText(QStringLiteral("league"));
    dialog.userField()->setText(QStringLiteral("desk 1"));
    dialog.portField()->setValue(5433);
    dialog.clubField()->setText(QStringLiteral("1club"));
    dialog.accept();
    QVERIFY(dialog.location().isEmpty());
    QVERIFY2(dialog.problemLabel()->text().contains(QStringLiteral("'1club' is not a schema name")),
             qPrintable(dialog.problemLabel()->text()));
    dialog.clubField()->setText(QStringLiteral("chess"));
    dialog.passwordField()->setText(QStringLiteral("it's; secret"));
    dialog.accept();
    const store::ClubLocation club = dialog.location();
    QCOMPARE(club.toString(),
             QStringLiteral("host=db.example.org port=5433 dbname=league user='desk 1' sslmode=require schema=chess"));
    QCOMPARE(club.password(), QStringLiteral("it's; secret")); // for the connection, never in what is kept
    QCOMPARE(club.displayName(), QStringLiteral("chess in league on db.example.org"));
    // The next time it starts from there, without the password.
    ui::ServerDialog again(club);
    QCOMPARE(again.hostField()->text(), QStringLiteral("db.example.org"));
    QCOMPARE(again.portField()->value(), 5433);
    QCOMPARE(again.userField()->text(), QStringLiteral("desk 1"));
    QCOMPARE(again.clubField()->text(), QStringLiteral("chess"));
    QCOMPARE(again.passwordField()->text(), QString());
}

void TestServerWindow::aNewClubOnTheServerAndAnotherDesksResult()
{
    const store::ClubLocation club = testClub(QDir(m_dir.path()));
    // No club there yet: the window offers to make one.
    QString asked;
    whenModal<QMessageBox>([&asked](QMessageBox *box) {
        asked = box->text();
        box->button(QMessageBox::Yes)->click();
    });
    QVERIFY(m_window->openClubAt(club));
    QCOMPARE(asked, QStringLiteral("There is no club in %1 yet. Make a new club there?").arg(club.displayName()));
    QCOMPARE(m_window->windowTitle(), club.displayName() + QStringLiteral(" - Podium"));
    QVERIFY(!m_window->club().database().isReadOnly());
    auto *pages = m_window->findChild<QTabWidget *>();
    pages->setCurrentWidget(m_window->gamesPage());
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 0);
    // Another desk, another process, enters a result: the window shows it within a second (the server's
    // notification, not the poll).
    QElapsedTimer clock;
    const test::CliResult desk = test::cli(
        {QStringLiteral("--db"), club.toString(), QStringLiteral("games"), QStringLiteral("add")},
        R"({"date":"2026-11-29","discipline":"Chess","teams":[[{"player":"Ann"}],[{"player":"Bob"}]],"ranks":[1,2]})");
    QCOMPARE(desk.status, 0);
    clock.start();
    QTRY_COMPARE_WITH_TIMEOUT(m_window->gamesPage()->model()->rowCount(), 1, 1000);
    qInfo("another desk's result shown %lld ms after its commit", static_cast<long long>(clock.elapsed()));
    // The window's own result reaches the other desk's reading of the club.
    m_window->club().run(std::make_unique<commands::AddGame>(
        m_window->club(), chess(QStringLiteral("2026-11-29T20:00"), QStringLiteral("Cid"), QStringLiteral("Ann"))));
    const auto other = store::Database::open(club);
    QCOMPARE(club::Games(*other).list().size(), std::size_t {2});
}

void TestServerWindow::aPasswordTheServerAsksFor()
{
    // The throwaway cluster asks the members of podium_password_users for a password (pgcluster.sh); the rest it
    // trusts.
    const QString role = QStringLiteral("podium_pw_") + QUuid::createUuid().toString(QUuid::Id128).left(12);
    const QString password = QStringLiteral("it's; a secret");
    asSuperuser(
        QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD 'it''s; a secret' IN ROLE podium_password_users").arg(role));
    asSuperuser(QStringLiteral("GRANT CREATE ON DATABASE podium_test TO %1").arg(role));
    const store::ClubLocation club = store::ClubLocation::parse(
        QString(server()).replace(QStringLiteral("user=postgres"), QStringLiteral("user=") + role)
        + QStringLiteral("&schema=") + role);
    // Without it: libpq's reason; the window offers to enter one, and then opens (making the club).
    try {
        store::Database::open(club, store::Database::Mode::Create);
        QFAIL("connected without the password");
    } catch (const store::DbError &error) {
        QCOMPARE(error.kind(), store::DbError::Kind::Denied);
        QVERIFY2(error.message().contains(QStringLiteral("password")), qPrintable(error.message()));
    }
    whenModal<QMessageBox>([](QMessageBox *box) {
        for (QAbstractButton *button : box->buttons()) {
            if (button->text() == QStringLiteral("Enter &Password…"))
                button->click();
        }
    });
    // The password typed, and kept in the desktop's keyring (ctest runs this test with one of its own:
    // tests/tools/withkeyring.sh).
    // Polled for by its name: under load the question before it may still be the modal window when a poll first
    // looks (a sanitizer run beside two builds took that question for the prompt).
    auto *prompt = new QTimer;
    QObject::connect(prompt, &QTimer::timeout, [prompt, password] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog || dialog->objectName() != QLatin1String("serverPassword"))
            return;
        prompt->stop();
        prompt->deleteLater();
        dialog->findChild<QLineEdit *>(QStringLiteral("password"))->setText(password);
        dialog->findChild<QCheckBox *>(QStringLiteral("rememberPassword"))->setChecked(true);
        dialog->accept();
        whenModal<QMessageBox>([](QMessageBox *box) {
            QVERIFY2(box->button(QMessageBox::Yes), qPrintable(box->text())); // the offer of a new club
            box->button(QMessageBox::Yes)->click();
        });
    });
    prompt->start(10);
    QVERIFY(m_window->openClubAt(club));
    QCOMPARE(m_window->club().location(), club);
    QVERIFY(!m_window->club().database().isReadOnly());
    // Kept nowhere but in the keyring: not in the recent clubs, not in the settings.
    QSettings().sync();
    QFile settings(QSettings().fileName());
    QVERIFY(settings.open(QIODevice::ReadOnly));
    QVERIFY(!settings.readAll().contains("secret"));
    if (qEnvironmentVariableIsEmpty("PODIUM_TEST_KEYRING"))
        return; // run by hand, without the keyring of its own
    // The next time, the keyring's password lets the user in without a question.
    QVERIFY(m_window->openClubAt(QDir(m_dir.path()).filePath(QStringLiteral("desk.podium"))));
    QString asked;
    QPointer<QTimer> question = whenModal<QDialog>([&asked](QDialog *dialog) {
        asked = dialog->objectName();
        dialog->reject();
    });
    QVERIFY(m_window->openClubAt(club));
    delete question.data();
    QCOMPARE(asked, QString());
    QCOMPARE(m_window->club().location(), club);
    QCOMPARE(m_window->club().database().location().password(), password);
}

void TestServerWindow::aRoleThatMayOnlyReadOpensReadOnly()
{
    // A club made by the organiser, and a viewer's role that may read it: the window opens it read-only and says so.
    const store::ClubLocation organisers = testClub(QDir(m_dir.path()));
    {
        const auto club = Club::open(organisers, store::Database::Mode::Create);
        club::Games(club->database())
            .add(chess(QStringLiteral("2026-11-29"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    }
    const QString role = QStringLiteral("podium_view_") + QUuid::createUuid().toString(QUuid::Id128).left(12);
    asSuperuser(QStringLiteral("CREATE ROLE %1 LOGIN").arg(role));
    asSuperuser(QStringLiteral("GRANT USAGE ON SCHEMA \"%1\" TO %2").arg(organisers.schema(), role));
    asSuperuser(QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA \"%1\" TO %2").arg(organisers.schema(), role));
    const store::ClubLocation viewers = store::ClubLocation::parse(
        QString(server()).replace(QStringLiteral("user=postgres"), QStringLiteral("user=") + role)
        + QStringLiteral("&schema=") + organisers.schema());
    QVERIFY(m_window->openClubAt(viewers));
    QVERIFY(m_window->club().database().isReadOnly());
    QCOMPARE(m_window->club().database().readOnlyReason(), QStringLiteral("the server lets this user only read it"));
    QCOMPARE(m_window->windowTitle(), viewers.displayName() + QStringLiteral(" (read-only) - Podium"));
    QCOMPARE(club::Games(m_window->club().database()).list().size(), std::size_t {1});
    // A change is refused before anything is written.
    try {
        club::Players(m_window->club().database()).add(QStringLiteral("Zoe"));
        QFAIL("a viewer added a player");
    } catch (const store::DbError &error) {
        QVERIFY2(error.message().contains(QStringLiteral("read-only")), qPrintable(error.message()));
    }
}

void TestServerWindow::aDesksRoleWritesRowsOnly()
{
    // The README's roles: the organiser makes the club; a desk's role may only read and write rows (the grants as the
    // README gives them), and enters results and imports a history all the same.
    const QString tag = QUuid::createUuid().toString(QUuid::Id128).left(12);
    const QString organiser = QStringLiteral("podium_org_") + tag, desk = QStringLiteral("podium_desk_") + tag;
    asSuperuser(QStringLiteral("CREATE ROLE %1 LOGIN").arg(organiser));
    asSuperuser(QStringLiteral("GRANT CREATE ON DATABASE podium_test TO %1").arg(organiser));
    asSuperuser(QStringLiteral("CREATE ROLE %1 LOGIN").arg(desk));
    const auto as = [this](const QString &role, const QString &schema) {
        return store::ClubLocation::parse(
            QString(server()).replace(QStringLiteral("user=postgres"), QStringLiteral("user=") + role)
            + QStringLiteral("&schema=") + schema);
    };
    const QString schema = QStringLiteral("club_") + tag;
    store::createClub(as(organiser, schema), [](const store::Database &db) {
        club::Leaderboards(db).create(
            {0, QStringLiteral("Elo"), QStringLiteral("Chess"), QStringLiteral("elo"), {}, {}, {}});
    });
    for (const QString &grant :
         {QStringLiteral("GRANT USAGE ON SCHEMA %1 TO %2"),
          QStringLiteral("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %1 TO %2"),
          QStringLiteral("GRANT USAGE ON ALL SEQUENCES IN SCHEMA %1 TO %2")})
        asSuperuser(grant.arg(schema, desk));
    const auto club = Club::open(as(desk, schema));
    QVERIFY(!club->database().isReadOnly());
    club->run(std::make_unique<commands::AddGame>(
        *club, chess(QStringLiteral("2026-11-29"), QStringLiteral("Ann"), QStringLiteral("Bob"))));
    // An import big enough that an owner would drop and make the indexes again: a desk's keeps them.
    const auto history = history::generateSynthetic({history::GameKind::HeadToHead, 50, 30000, 3, 2, 2});
    const club::ImportReport report = club::Games(club->database()).import(history, QStringLiteral("Chess"));
    QCOMPARE(report.added, 30000);
    QCOMPARE(club::Games(club->database()).list().size(), std::size_t {30001});
    QString difference;
    QVERIFY2(club::Leaderboards(club->database()).cacheMatchesReplay(QStringLiteral("Elo"), &difference),
             qPrintable(difference));
}

void TestServerWindow::aClubMovesToTheServerAndBackUnchanged()
{
    // The demo club (two years of chess, karts and capture the flag, with events): its backup restored on the server,
    // backed up there, and restored into a file again, gives the same backup byte for byte.
    const QString file = m_dir.filePath(QStringLiteral("demo.podium"));
    store::createClub(store::ClubLocation::file(file), club::createDemoClub);
    const QByteArray backup = club::backupJson(*store::Database::open(file));
    const store::ClubLocation server = testClub(QDir(m_dir.path()));
    store::createClub(
        server, [&backup](const store::Database &db) { club::restoreJson(db, backup, QStringLiteral("demo.json")); });
    const QByteArray fromServer = club::backupJson(*store::Database::open(server));
    QCOMPARE(fromServer.size(), backup.size());
    QVERIFY(fromServer == backup);
    const QString back = m_dir.filePath(QStringLiteral("back.podium"));
    store::createClub(store::ClubLocation::file(back), [&fromServer](const store::Database &db) {
        club::restoreJson(db, fromServer, QStringLiteral("x.json"));
    });
    QVERIFY(club::backupJson(*store::Database::open(back)) == backup);
    // The standings the server caches are a replay's, to the last bit.
    const auto db = store::Database::open(server);
    for (const club::LeaderboardRecord &board : club::Leaderboards(*db).list()) {
        QString difference;
        QVERIFY2(club::Leaderboards(*db).cacheMatchesReplay(board.name, &difference), qPrintable(difference));
    }
}

QTEST_MAIN(TestServerWindow)
#include "tst_serverwindow.moc"
