// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The app when its club's server goes away (issue 28): a server of its own (tests/tools/pgcluster.sh in a temporary
// folder, as ctest's shared one must not be stopped under the other tests), crashed in the middle of another desk's
// import and started again. Nothing of the import stays; the window says it is not connected, refuses a result with
// a clear message and keeps what was typed, connects again once the server answers, and catches up from the change
// journal what the other desks did meanwhile.
#include "windowfixture.h"

#include "../app/clirunner.h"

#include "club/games.h"
#include "dialogs/resultdialog.h"
#include "store/clublocation.h"
#include "store/dberror.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlQuery>

using namespace podium;

class TestServerOutage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void cleanup();
    void aServerCrashedMidImportKeepsNothingAndTheWindowComesBack();
    void aDeskCutOffCatchesUpFromTheJournal();

private:
    /** Runs pgcluster.sh command on this test's cluster. */
    void cluster(const QString &command);
    /** Runs podium-cli on the club with arguments, input on its standard input; returns its exit code. */
    int cli(const QStringList &arguments, const QByteArray &input = {});
    /** Enters a result through the window's dialog; returns what the dialog says, and whether it stayed open with
     *  the players typed. */
    QString enterResult(const QString &a, const QString &b, bool *keptOpen);
    QLabel *offline() const { return m_window->findChild<QLabel *>(QStringLiteral("offline")); }

    QTemporaryDir m_dir {QStringLiteral("/tmp/podium-outage-XXXXXX")}; // a socket's path is short
    QString m_cluster;
    store::ClubLocation m_club;
    std::unique_ptr<ui::MainWindow> m_window;
};

void TestServerOutage::cluster(const QString &command)
{
    QProcess script;
    script.start(QStringLiteral("sh"), {QStringLiteral(PODIUM_PGCLUSTER), command, m_cluster});
    QVERIFY(script.waitForFinished(120000));
    QVERIFY2(script.exitCode() == 0, script.readAllStandardError().constData());
}

void TestServerOutage::initTestCase()
{
    if (QDir(QStringLiteral("/usr/lib/postgresql")).isEmpty())
        QSKIP("needs PostgreSQL (apt-get install postgresql): ./build.sh test installs it");
    // The server runs as the postgres user, who must reach its folder inside this test's.
    QVERIFY(QFile::setPermissions(
        m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther));
    m_cluster = m_dir.filePath(QStringLiteral("pg"));
    cluster(QStringLiteral("start"));
    m_club = store::ClubLocation::parse(
        QStringLiteral("postgresql:///podium_test?host=%1&user=postgres&schema=outage").arg(m_cluster));
}

void TestServerOutage::cleanupTestCase()
{
    if (!m_cluster.isEmpty())
        cluster(QStringLiteral("stop"));
}

void TestServerOutage::init()
{
    QSettings().clear();
    m_window = std::make_unique<ui::MainWindow>(Club::open(m_club, store::Database::Mode::OpenOrCreate));
    m_window->show();
    auto *pages = m_window->findChild<QTabWidget *>();
    pages->setCurrentWidget(m_window->gamesPage());
}

void TestServerOutage::cleanup()
{
    m_window.reset();
}

int TestServerOutage::cli(const QStringList &arguments, const QByteArray &input)
{
    return test::cli(QStringList {QStringLiteral("--db"), m_club.toString()} + arguments, input).status;
}

QString TestServerOutage::enterResult(const QString &a, const QString &b, bool *keptOpen)
{
    QString said;
    QTimer::singleShot(0, [&said, keptOpen, a, b] {
        auto *dialog = qobject_cast<ui::ResultDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->discipline()->setCurrentText(QStringLiteral("Chess"));
        test::setRow(dialog->participants(), 0, a, 1);
        test::setRow(dialog->participants(), 1, b, 2);
        // Players the club does not know yet are asked about: added.
        const QPointer<QTimer> ask
            = test::whenModal<QMessageBox>([](QMessageBox *box) { box->button(QMessageBox::Yes)->click(); });
        dialog->save();
        delete ask.data(); // not asked (the players are known): it waits no more
        said = dialog->error();
        QTableWidget *table = dialog->participants();
        *keptOpen = dialog->isVisible() && table->item(0, ui::ResultDialog::PlayerColumn)->text() == a
            && table->item(1, ui::ResultDialog::PlayerColumn)->text() == b;
        if (dialog->isVisible())
            dialog->reject();
    });
    m_window->newResult();
    return said;
}

void TestServerOutage::aServerCrashedMidImportKeepsNothingAndTheWindowComesBack()
{
    bool keptOpen = false;
    QCOMPARE(enterResult(QStringLiteral("Ann"), QStringLiteral("Bob"), &keptOpen), QString());
    QVERIFY(!keptOpen);
    QTRY_COMPARE_WITH_TIMEOUT(m_window->gamesPage()->model()->rowCount(), 1, 5000); // read off the GUI thread

    // Another desk imports 150,000 games (a few seconds on a server); the server crashes as its rows go in.
    const QString games = m_dir.filePath(QStringLiteral("games.csv"));
    {
        QProcess generate;
        generate.setStandardOutputFile(games);
        generate.start(QStringLiteral(PODIUM_CLI_PATH),
                       {QStringLiteral("generate"), QStringLiteral("--kind"), QStringLiteral("h2h"),
                        QStringLiteral("--players"), QStringLiteral("2000"), QStringLiteral("--games"),
                        QStringLiteral("150000"), QStringLiteral("--seed"), QStringLiteral("28")});
        QVERIFY(generate.waitForFinished(60000));
        QCOMPARE(generate.exitCode(), 0);
    }
    QProcess import;
    import.setProcessEnvironment(test::cliEnvironment()); // its message in English
    import.start(QStringLiteral(PODIUM_CLI_PATH),
                 {QStringLiteral("--db"), m_club.toString(), QStringLiteral("import"), QStringLiteral("games"), games,
                  QStringLiteral("--discipline"), QStringLiteral("Chess")});
    QVERIFY(import.waitForStarted());
    {
        // Its transaction has written rows when the server gives it a transaction id.
        const auto watcher = store::Database::open(m_club);
        auto writing = watcher->prepare(
            QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE backend_xid IS NOT NULL AND pid <> "
                           "pg_backend_pid() AND now() - xact_start > interval '300 milliseconds'"));
        QElapsedTimer waited;
        waited.start();
        bool midImport = false;
        while (!midImport && waited.elapsed() < 60000 && import.state() == QProcess::Running) {
            store::Database::exec(writing);
            midImport = writing.next() && writing.value(0).toInt() > 0;
            writing.finish();
            QTest::qWait(20);
        }
        QVERIFY2(midImport, "the import never wrote for 300 ms");
    }
    cluster(QStringLiteral("crash"));
    QVERIFY(import.waitForFinished(60000));
    const QByteArray importSaid = import.readAllStandardError();
    // What it said with its status: a 1 is no status of podium-cli's for a refusal (a sanitizer's report would be).
    QVERIFY2(import.exitCode() == 2,
             qPrintable(QStringLiteral("exit status %1: %2")
                            .arg(import.exitCode())
                            .arg(QString::fromUtf8(importSaid.right(2000)))));
    // Lost as it wrote its rows, or as it committed them: either way it says so, and the server keeps nothing.
    QVERIFY2(importSaid.contains("the connection to the server is lost")
                 || importSaid.contains("the connection to the server was lost as the change was being saved"),
             importSaid.right(600).constData());

    // The window finds the connection gone within a look or two, says so, and takes no result while it is.
    QTRY_VERIFY_WITH_TIMEOUT(offline()->isVisible(), 5000);
    QCOMPARE(offline()->text(), QStringLiteral("Not connected: reconnecting…"));
    QVERIFY(!m_window->club().isConnected());
    const QString refused = enterResult(QStringLiteral("Cid"), QStringLiteral("Dan"), &keptOpen);
    QVERIFY2(refused.startsWith(QStringLiteral("Not saved: ")) && refused.contains(QStringLiteral("not connected"))
                 && refused.endsWith(QStringLiteral("nothing was changed")),
             qPrintable(refused));
    QVERIFY(keptOpen);
    QTest::qWait(1500); // looks made while the server does not answer change nothing
    QVERIFY(offline()->isVisible());

    // The server comes back: the window connects again by itself, and nothing of the import is there.
    QSignalSpy reconnected(&m_window->club(), &Club::reconnected);
    cluster(QStringLiteral("resume"));
    QTRY_COMPARE_WITH_TIMEOUT(reconnected.size(), 1, 15000);
    QCOMPARE(reconnected.at(0).at(0).toInt(), 0);
    QVERIFY(!offline()->isVisible());
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Connected again; 0 change")),
             qPrintable(m_window->statusBar()->currentMessage()));
    QCOMPARE(club::Games(m_window->club().database()).list().size(), std::size_t {1});
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 1);

    // It listens again: another desk's result shows within a second, and its own are taken again.
    QCOMPARE(
        cli({QStringLiteral("games"), QStringLiteral("add")},
            R"({"date":"2026-11-29","discipline":"Chess","teams":[[{"player":"Eve"}],[{"player":"Ann"}]],"ranks":[1,2]})"),
        0);
    QTRY_COMPARE_WITH_TIMEOUT(m_window->gamesPage()->model()->rowCount(), 2, 1000);
    QCOMPARE(enterResult(QStringLiteral("Cid"), QStringLiteral("Dan"), &keptOpen), QString());
    QTRY_COMPARE_WITH_TIMEOUT(m_window->gamesPage()->model()->rowCount(), 3, 5000); // read off the GUI thread
    QCOMPARE(m_window->undoStack()->count(), 2);
    QVERIFY(m_window->undoStack()->canUndo());
}

void TestServerOutage::aDeskCutOffCatchesUpFromTheJournal()
{
    const int before = m_window->gamesPage()->model()->rowCount();
    // The server ends this desk's session (as a restarted server or a dropped network does); before the window has
    // a chance to notice, another desk enters two results. Their notifications reach nobody on this desk.
    auto pid = m_window->club().database().prepare(QStringLiteral("SELECT pg_backend_pid()"));
    store::Database::exec(pid);
    QVERIFY(pid.next());
    const qint64 session = pid.value(0).toLongLong();
    pid.finish();
    {
        const auto admin = store::Database::open(m_club);
        auto end = admin->prepare(QStringLiteral("SELECT pg_terminate_backend(?)"));
        end.addBindValue(session);
        store::Database::exec(end);
    }
    QSignalSpy reconnected(&m_window->club(), &Club::reconnected);
    for (
        const char *game :
        {R"({"date":"2026-11-30","discipline":"Chess","teams":[[{"player":"Fay"}],[{"player":"Gus"}]],"ranks":[1,2]})",
         R"({"date":"2026-11-30","discipline":"Chess","teams":[[{"player":"Gus"}],[{"player":"Fay"}]],"ranks":[1,2]})"})
        QCOMPARE(cli({QStringLiteral("games"), QStringLiteral("add")}, game), 0);
    QTRY_COMPARE_WITH_TIMEOUT(reconnected.size(), 1, 10000);
    QCOMPARE(reconnected.at(0).at(0).toInt(), 2);
    QTRY_COMPARE_WITH_TIMEOUT(m_window->gamesPage()->model()->rowCount(), before + 2, 5000); // read off the GUI thread
    QVERIFY(!offline()->isVisible());
}

QTEST_MAIN(TestServerOutage)
#include "tst_serveroutage.moc"
