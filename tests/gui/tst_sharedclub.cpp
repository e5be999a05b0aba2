// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The club open in the real window while podium-cli, another process, reads and writes it (GUI review B1): every
// file dialog of the app browses the club's folder, an import runs on its own connection, and still the app keeps
// its locks, so the write-ahead log stays, both programs' writes reach the file, and nothing is called another
// program's change that was not one.
#include "windowfixture.h"

#include "../app/clirunner.h"
#include "filedialog.h"
#include "io/inputerror.h"
#include "models/playersmodel.h"
#include "pages/playerspage.h"
#include "store/filecheck.h"
#include "store/openclubs.h"

#include <QFileSystemModel>
#include <QStatusBar>
#include <QTableView>

using namespace podium;
using namespace podium::test;

namespace {

const QString kChangedElsewhere = QStringLiteral("Changed by another program");

QStringList playerNames(const QString &club)
{
    const CliResult listed = cli({QStringLiteral("--db"), club, QStringLiteral("players"), QStringLiteral("list")});
    if (listed.status != 0)
        return {QStringLiteral("podium-cli failed: ") + QString::fromUtf8(listed.err)};
    QStringList names;
    for (const QByteArray &line : listed.out.split('\n').mid(1)) // after the header
        if (!line.isEmpty())
            names.append(QString::fromUtf8(line.split(',').constFirst()));
    return names;
}

} // namespace

class TestSharedClub : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void everyFileDialogAndAnImportLeaveTheClubToBothPrograms();
    void theOpenClubsFilesAreNoInputOrOutput();
    void knownRatingsAndAbsencesPassBetweenThePrograms();

private:
    /** Triggers the action, and in the file dialog it opens shows every file of the club's folder in detail, as a
     *  user choosing "All files" would, until the dialog has listed them; then cancels it. */
    void browseClubFolderWith(const char *actionName);

    QString m_club;
};

void TestSharedClub::browseClubFolderWith(const char *actionName)
{
    QAction *action = actionNamed(m_window.get(), actionName);
    QVERIFY2(action, actionName);
    const QString folder = QFileInfo(m_club).absolutePath();
    bool browsed = false;
    QString problem;
    std::function<void()> browse = [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal) {
            QTimer::singleShot(20, browse);
            return;
        }
        auto *dialog = qobject_cast<ui::FileDialog *>(modal);
        if (!dialog) {
            problem = QStringLiteral("not the app's file dialog: %1")
                          .arg(QString::fromLatin1(modal->metaObject()->className()));
            modal->close();
            return;
        }
        if (QFileInfo(dialog->directory().absolutePath()) != QFileInfo(folder))
            problem = QStringLiteral("started in %1, not in the club's folder").arg(dialog->directory().absolutePath());
        dialog->setNameFilter(QStringLiteral("All files (*)"));
        dialog->setViewMode(QFileDialog::Detail);
        auto *model = dialog->findChild<QFileSystemModel *>();
        // The club, its -wal and -shm: listed, their icons and types asked for and painted.
        if (!QTest::qWaitFor([&] { return model->rowCount(model->index(folder)) >= 3; }, 5000))
            problem = QStringLiteral("the dialog did not list the club's folder");
        QTest::qWait(400);
        browsed = true;
        dialog->reject();
    };
    QTimer::singleShot(0, browse);
    action->trigger();
    QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(actionName), problem)));
    QVERIFY2(browsed, actionName);
}

void TestSharedClub::everyFileDialogAndAnImportLeaveTheClubToBothPrograms()
{
    m_club = m_dir.filePath(QStringLiteral("evening.podium"));
    const QStringList db {QStringLiteral("--db"), m_club};
    QCOMPARE(cli(db + QStringList {QStringLiteral("init")}).status, 0);
    for (const char *name : {"Ann", "Bob", "Cid", "Dan"})
        QCOMPARE(cli(db + QStringList {QStringLiteral("players"), QStringLiteral("add"), QLatin1String(name)}).status,
                 0);
    const QByteArray duel
        = R"({"date":"2026-11-20","discipline":"Chess","teams":[[{"player":"Ann"}],[{"player":"Bob"}]],"ranks":[1,2]})";
    QCOMPARE(cli(db + QStringList {QStringLiteral("games"), QStringLiteral("add")}, duel).status, 0);
    QCOMPARE(cli(db
                 + QStringList {QStringLiteral("leaderboard"), QStringLiteral("create"), QStringLiteral("Chess"),
                                QStringLiteral("--algorithm"), QStringLiteral("elo")})
                 .status,
             0);
    QCOMPARE(cli(db
                 + QStringList {QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("Cup"),
                                QStringLiteral("--format"), QStringLiteral("swiss"), QStringLiteral("--discipline"),
                                QStringLiteral("Chess"), QStringLiteral("--entrants"),
                                QStringLiteral("Ann,Bob,Cid,Dan"), QStringLiteral("--rounds"), QStringLiteral("3")})
                 .status,
             0);
    const QString csv = m_dir.filePath(QStringLiteral("small.csv"));
    {
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("game_id,date,kind,participant,team,rank,score,minutes\n"
                   "1,2026-11-21,h2h,Cid,,1,,\n1,2026-11-21,h2h,Dan,,2,,\n");
    }

    m_window = std::make_unique<ui::MainWindow>(Club::open(m_club));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->eventsPage());
    QVERIFY(QFileInfo::exists(m_club + QStringLiteral("-wal")));

    for (const char *action : {"open", "newClub", "importGames", "exportStandings", "exportGames", "importEventTrf",
                               "exportEventTrf", "exportPdf", "exportHtml", "saveChart"})
        browseClubFolderWith(action);
    // An import runs on a connection of its own, in a thread of its own.
    m_window->importGames(csv, QStringLiteral("Chess"));
    QTRY_VERIFY(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Imported 1 game")));

    // Another program reads: the app's write-ahead log stays, and a read is no change.
    QCOMPARE(
        playerNames(m_club),
        (QStringList {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan")}));
    QVERIFY2(QFileInfo::exists(m_club + QStringLiteral("-wal")), "podium-cli removed the app's write-ahead log");
    QVERIFY(QFileInfo::exists(m_club + QStringLiteral("-shm")));
    QTest::qWait(1500); // the window looks for other programs' changes every second
    QVERIFY2(!m_window->statusBar()->currentMessage().startsWith(kChangedElsewhere),
             qPrintable(m_window->statusBar()->currentMessage()));

    // Both write: each sees the other's player at once, and the file has both.
    QCOMPARE(cli(db + QStringList {QStringLiteral("players"), QStringLiteral("add"), QStringLiteral("Zed")}).status, 0);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->statusBar()->currentMessage().startsWith(kChangedElsewhere), 5000);
    m_window->club().run(std::make_unique<commands::AddPlayer>(m_window->club(), QStringLiteral("Eve")));
    QVERIFY(club::Players(m_window->database()).find(QStringLiteral("Zed")) > 0);
    QVERIFY(playerNames(m_club).contains(QStringLiteral("Eve")));
    QVERIFY(QFileInfo::exists(m_club + QStringLiteral("-wal")));
    m_window.reset();
    QCOMPARE(playerNames(m_club),
             (QStringList {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan"),
                           QStringLiteral("Eve"), QStringLiteral("Zed")}));
    const CliResult checked = cli(db + QStringList {QStringLiteral("check")});
    QVERIFY2(checked.status == 0, checked.err.constData());
}

void TestSharedClub::theOpenClubsFilesAreNoInputOrOutput()
{
    // While a club is open, a file the user names is never one of its files: reading or writing it outside SQLite
    // would release the club's locks, or overwrite it.
    const QString club = m_dir.filePath(QStringLiteral("inputs.podium"));
    {
        const auto database = store::Database::open(club, store::Database::Mode::Create);
        for (const QString &file : QStringList {club, club + QStringLiteral("-wal"), club + QStringLiteral("-shm")}) {
            QVERIFY2(store::openclubs::isOpenClubFile(file), qPrintable(file));
            QVERIFY(store::fileProblem(file).contains(QStringLiteral("is a file of the club that is open")));
        }
        const QString link = m_dir.filePath(QStringLiteral("link.csv"));
        QVERIFY(QFile::link(club, link));
        QVERIFY(store::openclubs::isOpenClubFile(link)); // the same file under another name
        QVERIFY(!store::openclubs::isOpenClubFile(m_dir.filePath(QStringLiteral("other.csv"))));
        {
            // A second connection of the process (an import's) opens it without reading it outside SQLite.
            const auto second = store::Database::open(club);
            QVERIFY(store::openclubs::isOpenClubFile(club));
        }
        QVERIFY(store::openclubs::isOpenClubFile(club)); // the first is still open
        try {
            io::readInterchangeFile(club + QStringLiteral("-wal"));
            QFAIL("the club's write-ahead log was read as a games file");
        } catch (const io::InputError &error) {
            QVERIFY(error.text().contains(QStringLiteral("is a file of the club that is open")));
        }
    }
    QVERIFY(!store::openclubs::isOpenClubFile(club));
    QCOMPARE(store::fileProblem(club, -1), QString());
}

void TestSharedClub::knownRatingsAndAbsencesPassBetweenThePrograms()
{
    // M2 and C14 with two programs on one club: podium-cli enters a known rating the open window then shows; the
    // window's absence is in the round podium-cli pairs, and both say so.
    const QString path = m_dir.filePath(QStringLiteral("ratings.podium"));
    const QStringList db {QStringLiteral("--db"), path};
    const auto run = [&](const QString &line) {
        const CliResult r = cli(db + line.split(QLatin1Char(' ')));
        if (r.status != 0)
            qWarning("podium-cli %s: %s", qPrintable(line), r.err.constData());
        return r;
    };
    QCOMPARE(run(QStringLiteral("init")).status, 0);
    QCOMPARE(run(QStringLiteral("event create Cup --format swiss --discipline Chess --entrants Ann,Bob,Cid,Dan "
                                "--rounds 3"))
                 .status,
             0);
    m_window = std::make_unique<ui::MainWindow>(Club::open(path));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    ui::PlayersPage *players = m_window->playersPage();
    m_window->findChild<QTabWidget *>()->setCurrentWidget(players);
    auto *table = players->findChild<QTableView *>(QStringLiteral("playersTable"));
    const auto annsRating = [&] {
        const QModelIndexList found = table->model()->match(table->model()->index(0, 0), Qt::DisplayRole,
                                                            QStringLiteral("Ann"), 1, Qt::MatchExactly);
        return found.isEmpty()
            ? QString()
            : table->model()->index(found.front().row(), ui::PlayersModel::KnownRating).data().toString();
    };
    QCOMPARE(annsRating(), QString());
    QCOMPARE(run(QStringLiteral("players rating Ann --rating 2150 --system FIDE --title IM")).status, 0);
    QTRY_COMPARE_WITH_TIMEOUT(annsRating(), QStringLiteral("IM 2150 FIDE"), 5000);

    m_window->club().run(std::make_unique<commands::RequestHalfBye>(m_window->club(), QStringLiteral("Cup"),
                                                                    QStringLiteral("Bob"), 1, true, true));
    const CliResult paired = run(QStringLiteral("event next Cup"));
    QCOMPARE(paired.status, 0);
    QVERIFY2(paired.out.endsWith(",0,Bob\n"), paired.out.constData()); // the absence's table comes last
    QVERIFY(run(QStringLiteral("event show Cup 1")).out.contains(",Bob,,,,absent: asked for before the round\n"));
    // The window's connection reads podium-cli's round, with Bob absent from it.
    QTRY_COMPARE_WITH_TIMEOUT(club::Events(m_window->database()).roundCount(QStringLiteral("Cup")), 1, 5000);
    bool absent = false;
    for (const club::EventTable &t : club::Events(m_window->database()).tables(QStringLiteral("Cup"), 1))
        absent = absent || (t.zeroBye && t.seats.front().player == QLatin1String("Bob"));
    QVERIFY(absent);
    m_window.reset();
    const CliResult checked = run(QStringLiteral("check"));
    QVERIFY2(checked.status == 0, checked.err.constData());
}

QTEST_MAIN(TestSharedClub)
#include "tst_sharedclub.moc"
