// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The import of a games file: the dialog that shows its first games with the players' display names before
// anything is written, the problems it finds (the reader's, names two players would share), and the import the
// window then runs.
#include "windowfixture.h"

#include "clubtransfers.h"
#include "dialogs/importdialog.h"

#include <QCheckBox>
#include <QProgressDialog>

using namespace podium;
using namespace podium::test;
using Dialog = ui::ImportDialog;

namespace {

const QString kData = QStringLiteral(PODIUM_TEST_DATA_DIR "/import/");

} // namespace

class TestImportWindow : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void init() { openKartsClub(); }
    void cleanup() { m_window.reset(); }
    void thePreviewShowsTheNamesOfAPlayersFile();
    void aPlayersFileNextToTheGamesIsTakenWhenItNamesThem();
    void namesTwoPlayersWouldShareAreAProblemUntilToldApart();
    void theReadersProblemsShowWithFileLineAndColumn();
    void aColumnOrTheIdsMadeReadableNameThePlayers();
    void theImportNamesTheClubsPlayersByTheirDisplayNames();
    void aCancelledImportSaysSoInASentence();

private:
    /** A copy of a fixture in the test's own folder (without the players file beside it). */
    QString copied(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QFile::remove(path);
        if (!QFile::copy(kData + name, path))
            qFatal("cannot copy %s", qPrintable(name));
        return path;
    }
};

void TestImportWindow::thePreviewShowsTheNamesOfAPlayersFile()
{
    Dialog dialog(copied(QStringLiteral("games.csv")), {QStringLiteral("Karts")});
    QTRY_VERIFY(dialog.isRead());
    // Before any names: the ids, as the review saw them ("206173").
    QCOMPARE(dialog.previewRows(), 4);
    QCOMPARE(dialog.previewText(0, Dialog::ResultColumn), QStringLiteral("200101 #1: 2, 200102 #2: 0"));
    QCOMPARE(dialog.summary(), QStringLiteral("4 game(s) of 4 player(s). The players are named by their ids."));
    dialog.usePlayersFile(kData + QStringLiteral("players.csv"));
    QCOMPARE(dialog.previewText(0, Dialog::ResultColumn), QStringLiteral("Ines Duarte #1: 2, Tomas Lindqvist #2: 0"));
    QCOMPARE(dialog.previewText(3, Dialog::ResultColumn), QStringLiteral("Rafael Ocampo #1: 2, Tomas Lindqvist #2: 0"));
    QCOMPARE(dialog.previewText(0, Dialog::GameColumn), QStringLiteral("club:2024-01-1"));
    QCOMPARE(dialog.previewText(0, Dialog::KindColumn), QStringLiteral("Head to head"));
    QCOMPARE(dialog.previewText(0, Dialog::DateColumn), QStringLiteral("8 Jan 2024"));
    QCOMPARE(dialog.summary(), QStringLiteral("4 game(s) of 4 player(s). 4 of them named."));
    QCOMPARE(dialog.problems(), QString());
    QVERIFY(dialog.canImport());
    // A players file that misses one: that player keeps the id, and the dialog says which.
    const QString older = m_dir.filePath(QStringLiteral("older.csv"));
    QFile file(older);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("id,name\n200101,Ines Duarte\n200102,Tomas Lindqvist\n200103,Keiko Mori\n");
    file.close();
    dialog.usePlayersFile(older);
    QCOMPARE(dialog.previewText(3, Dialog::ResultColumn), QStringLiteral("200104 #1: 2, Tomas Lindqvist #2: 0"));
    QCOMPARE(dialog.summary(),
             QStringLiteral("4 game(s) of 4 player(s). 3 of them named. 1 keep(s) the id as name, having "
                            "none in the names: 200104"));
    QVERIFY(dialog.canImport());
}

void TestImportWindow::aPlayersFileNextToTheGamesIsTakenWhenItNamesThem()
{
    Dialog tennis(kData + QStringLiteral("games.csv"), {});
    QTRY_VERIFY(tennis.isRead());
    QCOMPARE(tennis.previewText(1, Dialog::ResultColumn), QStringLiteral("Keiko Mori #1: 2, Rafael Ocampo #2: 1"));
    // The same players file names nobody of the races: the races keep their ids.
    Dialog races(kData + QStringLiteral("races.csv"), {});
    QTRY_VERIFY(races.isRead());
    QCOMPARE(races.previewText(0, Dialog::ResultColumn),
             QStringLiteral("ana-lucia-ferraz #1: 25, tom-okafor #2: 18, li-wen #3: 15"));
}

void TestImportWindow::namesTwoPlayersWouldShareAreAProblemUntilToldApart()
{
    Dialog dialog(copied(QStringLiteral("games.csv")), {QStringLiteral("Tennis")});
    QTRY_VERIFY(dialog.isRead());
    auto *tellApart = dialog.findChild<QCheckBox *>(QStringLiteral("importTellApart"));
    QVERIFY(tellApart->isHidden());
    dialog.usePlayersFile(kData + QStringLiteral("players-shared.csv"));
    QCOMPARE(dialog.problems(),
             QStringLiteral("players-shared.csv:5: 'Keiko Mori' would be the name of 200104 and of 200103 (line 4); "
                            "the club would make them one player."));
    QVERIFY(!dialog.canImport());
    QVERIFY(!tellApart->isHidden());
    dialog.setTellApart(true);
    QCOMPARE(dialog.problems(), QString());
    QVERIFY(dialog.canImport());
    QCOMPARE(dialog.previewText(1, Dialog::ResultColumn),
             QStringLiteral("Keiko Mori (200103) #1: 2, Keiko Mori (200104) #2: 1"));
}

void TestImportWindow::theReadersProblemsShowWithFileLineAndColumn()
{
    const QString path = m_dir.filePath(QStringLiteral("broken.csv"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("game_id,date,kind,participant,team,rank,score,minutes\n"
               "g1,2024-03-04,h2h,Ann,,1,,\n"
               "g1,2024-03-04,h2h,Bob,,2,,\n"
               "g2,2024-03-05,h2h,Ann,,first,,\n"
               "g2,2024-03-05,h2h,Cid,,2,,\n");
    file.close();
    Dialog dialog(path, {});
    QTRY_VERIFY(dialog.isRead());
    QCOMPARE(dialog.problems(),
             QStringLiteral("broken.csv:4: column 'rank': 'first' is not a rank (a whole number, 1 for the best)"));
    QCOMPARE(dialog.previewRows(), 0);
    QVERIFY(!dialog.canImport());
}

void TestImportWindow::aColumnOrTheIdsMadeReadableNameThePlayers()
{
    Dialog dialog(copied(QStringLiteral("races.csv")), {});
    QTRY_VERIFY(dialog.isRead());
    QVERIFY(!dialog.useColumn(QStringLiteral("nickname")));
    QVERIFY(dialog.useColumn(QStringLiteral("driver")));
    QCOMPARE(dialog.previewText(1, Dialog::ResultColumn),
             QString::fromUtf8("Tom Okafor #1: 25, Li Wen #2: 18, Ana Lúcia Ferraz #3: 15"));
    QCOMPARE(dialog.previewText(0, Dialog::KindColumn), QStringLiteral("Free for all"));
    dialog.useNaming(Dialog::Naming::ReadableIds);
    QCOMPARE(dialog.previewText(1, Dialog::ResultColumn),
             QStringLiteral("Tom Okafor #1: 25, Li Wen #2: 18, Ana Lucia Ferraz #3: 15"));
    QVERIFY(!dialog.canImport()); // no discipline yet
    dialog.setDiscipline(QStringLiteral("Racing"));
    QVERIFY(dialog.canImport());
}

void TestImportWindow::theImportNamesTheClubsPlayersByTheirDisplayNames()
{
    const QString games = copied(QStringLiteral("games.csv"));
    QString preview;
    QTimer::singleShot(0, [&preview] {
        auto *dialog = qobject_cast<Dialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        for (int i = 0; i < 500 && !dialog->isRead(); ++i)
            QTest::qWait(10);
        dialog->usePlayersFile(kData + QStringLiteral("players.csv"));
        dialog->setDiscipline(QStringLiteral("Tennis"));
        preview = dialog->previewText(0, Dialog::ResultColumn);
        QTest::keyClick(dialog, Qt::Key_Return); // the Import button is the default
        if (dialog->isVisible())
            dialog->reject();
    });
    m_window->findChild<ui::ClubTransfers *>()->importFile(games);
    QCOMPARE(preview, QStringLiteral("Ines Duarte #1: 2, Tomas Lindqvist #2: 0"));
    const club::Players players(m_window->database());
    for (const char *name : {"Ines Duarte", "Tomas Lindqvist", "Keiko Mori", "Rafael Ocampo"})
        QVERIFY2(players.find(QLatin1String(name)) != 0, name);
    QCOMPARE(players.find(QStringLiteral("200101")), 0);
    QCOMPARE(players.find(QStringLiteral("Mila Novak")), 0); // named in the file, but played no game here
    gamesRead();
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 7);
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Import 4 game(s)"));
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("Imported 4 game(s) into Tennis; new players: 4."));
    m_window->undoStack()->undo();
    QCOMPARE(players.find(QStringLiteral("Ines Duarte")), 0);
    gamesRead();
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 3);
}

void TestImportWindow::aCancelledImportSaysSoInASentence()
{
    // Big enough that the import is still writing when Cancel is pressed: it looks for it every 2,000 games.
    const QString csv = m_dir.filePath(QStringLiteral("big.csv"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(io::writeInterchange(history::generateSynthetic({history::GameKind::HeadToHead, 50, 30000, 5, 2, 2})));
    file.close();
    QString boxShown;
    QTimer poll;
    connect(&poll, &QTimer::timeout, [&] {
        if (auto *progress = m_window->findChild<QProgressDialog *>())
            progress->findChild<QPushButton *>()->click(); // as the user does; QProgressDialog::cancel() does not
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            boxShown = box->text();
            box->accept();
        }
    });
    poll.start(0);
    m_window->importGames(csv, QStringLiteral("Chess"));
    poll.stop();
    QCOMPARE(boxShown, QString()); // no "Nothing was imported." over "the import was cancelled; ..."
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("The import was cancelled; nothing was imported."));
    gamesRead();
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 3);
    QCOMPARE(m_window->undoStack()->count(), 0);
}

QTEST_MAIN(TestImportWindow)
#include "tst_importwindow.moc"
