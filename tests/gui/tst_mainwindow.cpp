// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Drives the real main window offscreen: entering, editing and undoing results through the dialog, players, imports,
// head to head, the chart, the keyboard and the appearance.
#include "dialogs/playerdialog.h"
#include "models/playersmodel.h"
#include "windowfixture.h"

#include <QComboBox>
#include <QFileDialog>
#include <QImage>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPointer>
#include <QSpinBox>
#include <QTableView>

using namespace podium;
using namespace podium::test;

class TestMainWindow : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void init() { openKartsClub(); }
    void cleanup() { m_window.reset(); }
    void enterAFreeForAllAndSeeTheLeaderboardChange();
    void editAnOldGameChangesTheChartAndUndoRestoresIt();
    void anInvalidEntryIsRefusedWithItsMessage();
    void mergingPlayersCanBeUndone();
    void aPlayerWithoutGamesCanBeDeleted();
    void aCommaListAddsSeveralPlayersOrOne();
    void aPlayersKnownRatingIsEnteredAndUndone_M2();
    void importRunsOffTheGuiThreadAndCanBeUndone();
    void anImportWithProblemsListsThemAllAndImportsNothing();
    void headToHeadShowsChancesAndMeetings();
    void chartFollowsADarkPalette();
    void playerProfile();
    void findPutsTheCursorInThePagesFilter();
    void finishingOrderFromTheKeyboard();
    void darkAppearanceFromTheViewMenu();
    void aHeadToHeadResultComesFromItsOutcomeBox();
    void saveAndNewTakesTheCellBeingTyped();
    void windowShortcutsWorkFromATextField();
    void menuAndTabMnemonicsDoNotClash();
    void saveChartSavesTheChartInView();
    void languageAndAboutFromTheMenus();
};

void TestMainWindow::enterAFreeForAllAndSeeTheLeaderboardChange()
{
    QCOMPARE(m_window->leaderboardPage()->model()->rowCount(), 3);
    const double cidBefore = ratingOf(QStringLiteral("Cid"));
    whenDialogOpens([](ui::ResultDialog *dialog) {
        dialog->kind()->setCurrentIndex(1); // free for all
        dialog->discipline()->setCurrentText(QStringLiteral("Karts"));
        setRow(dialog->participants(), 0, QStringLiteral("Cid"), 1);
        setRow(dialog->participants(), 1, QStringLiteral("Ann"), 2);
        setRow(dialog->participants(), 2, QStringLiteral("Bob"), 3);
    });
    m_window->newResult();
    gamesRead();
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 4);
    QVERIFY(ratingOf(QStringLiteral("Cid")) > cidBefore);
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("player(s) changed")));
    QCOMPARE(m_window->undoStack()->count(), 1);
    // The toolbar's Undo keeps its short text and names the step in its tooltip.
    auto *undo = m_window->findChild<QAction *>(QStringLiteral("toolbarUndo"));
    QVERIFY(undo->isEnabled());
    QCOMPARE(undo->text(), QStringLiteral("Undo"));
    QCOMPARE(undo->toolTip(), QStringLiteral("Undo Add result free for all of 3"));
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("toolbarRedo"))->isEnabled());
}

void TestMainWindow::editAnOldGameChangesTheChartAndUndoRestoresIt()
{
    // Select Cid, whose chart shows three games; make him win the first race.
    ui::LeaderboardPage *page = m_window->leaderboardPage();
    const double cidBefore = ratingOf(QStringLiteral("Cid"));
    const qint64 first = club::Games(m_window->database()).list().back().id; // the oldest
    whenDialogOpens([](ui::ResultDialog *dialog) {
        QTableWidget *table = dialog->participants();
        for (int r = 0; r < table->rowCount(); ++r) {
            const QString player = table->item(r, ui::ResultDialog::PlayerColumn)->text();
            table->item(r, ui::ResultDialog::PlaceColumn)
                ->setText(player == QStringLiteral("Cid") ? QStringLiteral("1") : QStringLiteral("2"));
        }
    });
    m_window->editResult(first);
    const double cidAfter = ratingOf(QStringLiteral("Cid"));
    QVERIFY(cidAfter > cidBefore);
    QVERIFY(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Ratings replayed from")));
    // The chart follows the selection; Cid's history now ends at his new rating.
    for (int r = 0; r < page->model()->rowCount(); ++r) {
        if (page->model()->row(r).player == QStringLiteral("Cid"))
            page->table()->selectRow(r);
    }
    QCOMPARE(page->chart()->playerCount(), 1);
    m_window->undoStack()->undo();
    QCOMPARE(ratingOf(QStringLiteral("Cid")), cidBefore);
    m_window->undoStack()->redo();
    QCOMPARE(ratingOf(QStringLiteral("Cid")), cidAfter);
}

void TestMainWindow::anInvalidEntryIsRefusedWithItsMessage()
{
    QString error;
    whenDialogOpens(
        [](ui::ResultDialog *dialog) {
            dialog->kind()->setCurrentIndex(1);
            dialog->discipline()->setCurrentText(QStringLiteral("Karts"));
            setRow(dialog->participants(), 0, QStringLiteral("Ann"), 1);
            setRow(dialog->participants(), 1, QStringLiteral("ann"), 2);
        },
        &error);
    m_window->newResult();
    QCOMPARE(error, QStringLiteral("Not saved: 'ann' is in this game twice")); // names, not "participant 2" (C3)
    gamesRead();
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 3);
    QCOMPARE(m_window->undoStack()->count(), 0);
}

void TestMainWindow::mergingPlayersCanBeUndone()
{
    // Dan played one race under a second name; merging gives Cid four games, undo gives Dan his back.
    club::GameInput race;
    race.discipline = QStringLiteral("Karts");
    race.kind = history::GameKind::FreeForAll;
    race.date = QStringLiteral("2024-03-05T20:00");
    race.participants = {{QStringLiteral("Dan"), {}, 1, std::nan(""), std::nan(""), true},
                         {QStringLiteral("Ann"), {}, 2, std::nan(""), std::nan(""), true}};
    Club &club = m_window->club();
    club.run(std::make_unique<commands::AddGame>(club, race));
    club.run(std::make_unique<commands::MergePlayers>(club, QStringLiteral("Dan"), QStringLiteral("Cid")));
    const auto gamesOf = [this](const QString &name) {
        const ui::PlayersModel *model = m_window->playersPage()->model();
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->player(r).name == name)
                return model->player(r).games;
        }
        return -1;
    };
    // The Players page was hidden while the club changed: it reads the players as it is shown, and while it is shown
    // at once.
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->playersPage());
    QCOMPARE(gamesOf(QStringLiteral("Cid")), 4);
    QCOMPARE(gamesOf(QStringLiteral("Dan")), -1);
    m_window->undoStack()->undo();
    QCOMPARE(gamesOf(QStringLiteral("Cid")), 3);
    QCOMPARE(gamesOf(QStringLiteral("Dan")), 1);
    m_window->undoStack()->redo();
    QCOMPARE(gamesOf(QStringLiteral("Cid")), 4);
}

void TestMainWindow::aPlayerWithoutGamesCanBeDeleted()
{
    Club &club = m_window->club();
    ui::PlayersPage *page = m_window->playersPage();
    m_window->findChild<QTabWidget *>()->setCurrentWidget(page);
    club.run(std::make_unique<commands::AddPlayer>(club, QStringLiteral("Zoe")));
    QTableView *table = page->findChild<QTableView *>(QStringLiteral("playersTable"));
    auto *remove = page->findChild<QPushButton *>(QStringLiteral("deletePlayer"));
    const auto select = [table](const QString &name) {
        const QModelIndexList found
            = table->model()->match(table->model()->index(0, 0), Qt::DisplayRole, name, 1, Qt::MatchExactly);
        QVERIFY(!found.isEmpty());
        table->selectRow(found.front().row());
    };
    select(QStringLiteral("Ann")); // three races: retire or merge her instead
    QVERIFY(!remove->isEnabled());
    select(QStringLiteral("Zoe"));
    QVERIFY(remove->isEnabled());
    QTest::mouseClick(remove, Qt::LeftButton);
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Delete player Zoe"));
    QCOMPARE(club::Players(m_window->database()).find(QStringLiteral("Zoe")), 0);
    m_window->undoStack()->undo();
    QVERIFY(club::Players(m_window->database()).find(QStringLiteral("Zoe")) != 0);
}

void TestMainWindow::aPlayersKnownRatingIsEnteredAndUndone_M2()
{
    // M2 of the walkthrough of 28 November: a player had only a name. Player Info… (or a double click) enters the
    // rating the player brings, its system and ID, federation and title; a wrong one is told in the dialog, which
    // stays open; the players' list shows it; undo takes it back.
    ui::PlayersPage *page = m_window->playersPage();
    m_window->findChild<QTabWidget *>()->setCurrentWidget(page);
    QTableView *table = page->findChild<QTableView *>(QStringLiteral("playersTable"));
    const QModelIndexList found = table->model()->match(table->model()->index(0, 0), Qt::DisplayRole,
                                                        QStringLiteral("Ann"), 1, Qt::MatchExactly);
    QVERIFY(!found.isEmpty());
    table->selectRow(found.front().row());
    QString firstTry, title;
    bool stayedOpen = false;
    whenModal<ui::PlayerDialog>([&](ui::PlayerDialog *dialog) {
        title = dialog->windowTitle();
        dialog->findChild<QSpinBox *>(QStringLiteral("knownRating"))->setValue(2150);
        dialog->findChild<QComboBox *>(QStringLiteral("ratingSystem"))->setCurrentText(QStringLiteral("FIDE"));
        dialog->findChild<QLineEdit *>(QStringLiteral("ratingId"))->setText(QStringLiteral("4611111"));
        auto *federation = dialog->findChild<QLineEdit *>(QStringLiteral("federation"));
        federation->setText(QStringLiteral("GE")); // two letters: refused, and the dialog stays
        auto *title = dialog->findChild<QComboBox *>(QStringLiteral("title"));
        title->setCurrentIndex(title->findData(QStringLiteral("IM")));
        dialog->accept();
        stayedOpen = dialog->isVisible();
        firstTry = dialog->findChild<QLabel *>(QStringLiteral("problem"))->text();
        federation->setText(QStringLiteral("ger"));
        dialog->accept();
    });
    QTest::mouseClick(page->findChild<QPushButton *>(QStringLiteral("playerDetails")), Qt::LeftButton);
    QCOMPARE(title, QStringLiteral("Player Info: Ann"));
    QVERIFY(stayedOpen);
    QCOMPARE(firstTry,
             QStringLiteral("Not saved: federation: 'GE' is not three letters, as FIDE writes them (GER, FRA, ESP)"));
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Edit player Ann"));
    const club::KnownRating known = club::Players(m_window->database()).get(QStringLiteral("Ann")).known;
    QCOMPARE(known,
             (club::KnownRating {2150, QStringLiteral("FIDE"), QStringLiteral("4611111"), QStringLiteral("GER"),
                                 QStringLiteral("IM")}));
    const QModelIndex rating = table->model()->index(found.front().row(), ui::PlayersModel::KnownRating);
    QCOMPARE(rating.data().toString(), QStringLiteral("IM 2150 FIDE")); // no group separator, as FIDE writes it
    // A double click opens it too; Cancel keeps what there is.
    int shown = -1;
    QPointer<QTimer> poll = whenModal<ui::PlayerDialog>([&](ui::PlayerDialog *dialog) {
        shown = dialog->findChild<QSpinBox *>(QStringLiteral("knownRating"))->value();
        dialog->reject();
    });
    const QRect cell = table->visualRect(table->model()->index(found.front().row(), 0));
    // A double click is a press, a release and a second press with its double-click event, as a mouse sends them.
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QTRY_COMPARE(shown, 2150);
    delete poll; // none, once it has acted
    m_window->undoStack()->undo();
    QVERIFY(club::Players(m_window->database()).get(QStringLiteral("Ann")).known.isEmpty());
}

void TestMainWindow::aCommaListAddsSeveralPlayersOrOne()
{
    // C9 of the walkthrough of 28 November: "Bob, Carol, Dave" in Add Player made one player of that name. It asks
    // now: three players (one step to undo), or one whose name has commas, as a TRF writes "Schulz, Greta".
    ui::PlayersPage *page = m_window->playersPage();
    m_window->findChild<QTabWidget *>()->setCurrentWidget(page);
    auto *add = page->findChild<QPushButton *>(QStringLiteral("addPlayer"));
    QVERIFY(add);
    QString refusal; // the warning that follows the question, when the change is refused
    int narrowest = 0; // the Add Player box's width, less what its title needs
    const auto addWith = [&](const QString &typed, const QString &button, bool refused = false) {
        QString question;
        whenModal<QInputDialog>([typed, &narrowest](QInputDialog *dialog) {
            narrowest = std::min(
                narrowest, dialog->minimumWidth() - dialog->fontMetrics().horizontalAdvance(dialog->windowTitle()));
            dialog->setTextValue(typed);
            dialog->accept();
        });
        whenModal<QMessageBox>([&question, &refusal, button, refused](QMessageBox *box) {
            question = box->text();
            for (QAbstractButton *b : box->buttons()) {
                if (b->text() == button) {
                    if (refused) {
                        whenModal<QMessageBox>([&refusal](QMessageBox *warning) {
                            refusal = warning->text();
                            warning->accept();
                        });
                    }
                    b->click();
                    return;
                }
            }
            box->reject(); // never left open: the test fails rather than hangs
            QFAIL(qPrintable(QStringLiteral("no button ") + button));
        });
        QTest::mouseClick(add, Qt::LeftButton);
        return question;
    };
    const club::Players players(m_window->database());
    // The C locale's list, "Eve, Fay, Gus" (English's is "Eve, Fay and Gus").
    QCOMPARE(addWith(QStringLiteral("Eve,  Fay , Gus,"), QStringLiteral("Add 3 &Players")),
             QStringLiteral("Add 3 players (Eve, Fay, Gus), or one player named 'Eve, Fay , Gus,'?"));
    for (const char *name : {"Eve", "Fay", "Gus"})
        QVERIFY2(players.find(QLatin1String(name)) != 0, name);
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Add players Eve, Fay, Gus"));
    m_window->undoStack()->undo(); // one step takes all three back
    for (const char *name : {"Eve", "Fay", "Gus"})
        QCOMPARE(players.find(QLatin1String(name)), 0);
    addWith(QStringLiteral("Schulz, Greta"), QStringLiteral("Add &One Player"));
    QVERIFY(players.find(QStringLiteral("Schulz, Greta")) != 0);
    QCOMPARE(players.find(QStringLiteral("Greta")), 0);
    // All or none: a name the club has refuses the whole list.
    // U6 of the walkthrough: the box is wide enough for its title ("Spiele… fügen" in German), with room for a
    // title bar's larger font and its buttons.
    QVERIFY2(narrowest >= 0, qPrintable(QString::number(narrowest)));
    addWith(QStringLiteral("Hal, Ann"), QStringLiteral("Add 2 &Players"), true);
    QVERIFY2(refusal.contains(QLatin1String("Ann")), qPrintable(refusal));
    QCOMPARE(players.find(QStringLiteral("Hal")), 0);
}

void TestMainWindow::importRunsOffTheGuiThreadAndCanBeUndone()
{
    const QString csv = m_dir.filePath(QStringLiteral("import.csv"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(io::writeInterchange(history::generateSynthetic({history::GameKind::FreeForAll, 12, 3000, 9, 4, 6})));
    file.close();
    m_window->importGames(csv, QStringLiteral("Karts"));
    gamesRead();
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 3003);
    QCOMPARE(m_window->leaderboardPage()->model()->rowCount(), 15); // Ann, Bob, Cid and P01..P12
    m_window->undoStack()->undo();
    gamesRead();
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 3);
    QCOMPARE(m_window->leaderboardPage()->model()->rowCount(), 3);
    m_window->undoStack()->redo();
    gamesRead();
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 3003);
}

void TestMainWindow::anImportWithProblemsListsThemAllAndImportsNothing()
{
    const QString csv = m_dir.filePath(QStringLiteral("broken.csv"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("game_id,date,kind,participant,team,rank,score,minutes\n"
               "g1,2024-03-04,h2h,Ann,,1,,\n"
               "g1,2024-03-04,h2h,Bob,,2,,\n"
               "g2,2024-03-05,h2h,Ann,,first,,\n"
               "g2,2024-03-05,h2h,Cid,,2,,\n"
               "g3,2024-13-01,h2h,Bob,,1,,\n"
               "g3,2024-13-01,h2h,Cid,,2,,\n");
    file.close();
    // The import runs behind a progress dialog; the message box comes after it: wait for it, read it, close it.
    QString shown;
    QTimer poll;
    connect(&poll, &QTimer::timeout, [&shown, &poll] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            poll.stop();
            shown = box->text();
            box->accept();
        }
    });
    poll.start(10);
    m_window->importGames(csv, QStringLiteral("Karts"));
    poll.stop();
    QVERIFY2(shown.startsWith(QStringLiteral("Nothing was imported.")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("broken.csv:4")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("broken.csv:6")), qPrintable(shown));
    gamesRead();
    QCOMPARE(m_window->gamesPage()->model()->rowCount(), 3);
    QCOMPARE(m_window->undoStack()->count(), 0);
}

void TestMainWindow::headToHeadShowsChancesAndMeetings()
{
    ui::HeadToHeadPage *page = m_window->headToHeadPage();
    page->setSides(QStringLiteral("Ann"), QStringLiteral("cid"));
    page->compare();
    // Ann finished ahead of Cid in all three races: she is the favourite, and they met three times.
    const QString summary = page->summary();
    QVERIFY2(summary.startsWith(QStringLiteral("Chances on Karts: Ann wins ")), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("Ann finished ahead 3 time(s), Cid never.")), qPrintable(summary));
    page->setSides(QStringLiteral("Ann"), QStringLiteral("Zed"));
    page->compare();
    QCOMPARE(page->summary(), QStringLiteral("There is no player called 'Zed'."));
}

void TestMainWindow::chartFollowsADarkPalette()
{
    ui::RatingHistoryChart *chart = m_window->leaderboardPage()->chart();
    QVERIFY(!chart->isDark());
    const int players = chart->playerCount();
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(30, 30, 30));
    dark.setColor(QPalette::WindowText, Qt::white);
    QApplication::setPalette(dark);
    QTRY_VERIFY(chart->isDark());
    QCOMPARE(chart->playerCount(), players); // the players are drawn again in the dark theme
    QApplication::setPalette(QPalette());
    QTRY_VERIFY(!chart->isDark());
}

void TestMainWindow::playerProfile()
{
    ui::PlayersPage *page = m_window->playersPage();
    QCOMPARE(page->model()->rowCount(), 0); // a page never shown has not read the players
    m_window->findChild<QTabWidget *>()->setCurrentWidget(page);
    QTableView *table = page->table();
    QCOMPARE(table->model()->rowCount(), 3);
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        if (table->model()->index(r, 0).data().toString() == QStringLiteral("Bob"))
            table->selectRow(r);
    }
    // Bob finished second in all three races: ahead of Cid, behind Ann.
    const QString text = page->profileText();
    QVERIFY2(text.startsWith(QStringLiteral("<b>Bob</b> on Karts<br>3 free-for-all game(s): no first place, average "
                                            "place 2.0 of 3, best place 2.")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Hardest opponent (lowest score, 3 game(s) or more): Ann (3 game(s): Bob 0 "
                                          "– 3 Ann).")),
             qPrintable(text));
}

void TestMainWindow::findPutsTheCursorInThePagesFilter()
{
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    auto *find = m_window->findChild<QAction *>(QStringLiteral("find"));
    QVERIFY(find);
    QCOMPARE(find->shortcut(), QKeySequence(QKeySequence::Find));
    auto *pages = m_window->findChild<QTabWidget *>();
    pages->setCurrentWidget(m_window->leaderboardPage());
    find->trigger();
    QCOMPARE(QApplication::focusWidget(), m_window->findChild<QLineEdit *>(QStringLiteral("leaderboardFilter")));
    pages->setCurrentWidget(m_window->gamesPage());
    find->trigger();
    QVERIFY(QApplication::focusWidget());
    QCOMPARE(QApplication::focusWidget()->parentWidget(), m_window->gamesPage());
    QVERIFY(qobject_cast<QLineEdit *>(QApplication::focusWidget()));
    // C11 of the walkthrough of 28 November: Ctrl+2 left the focus behind on a big club, and what was typed next
    // went nowhere. A page's shortcut puts it in the page's filter, and the keys typed then filter.
    pages->setCurrentWidget(m_window->leaderboardPage());
    m_window->leaderboardPage()->findChild<QTableView *>()->setFocus();
    QTest::keySequence(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_2));
    QCOMPARE(pages->currentWidget(), m_window->gamesPage());
    auto *filter = m_window->gamesPage()->findChild<QLineEdit *>(QStringLiteral("gamesFilter"));
    QCOMPARE(QApplication::focusWidget(), filter);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Ann"));
    QCOMPARE(filter->text(), QStringLiteral("Ann"));
}

void TestMainWindow::finishingOrderFromTheKeyboard()
{
    std::vector<club::GameInput> saved;
    ui::ResultDialog dialog(m_window->database(), [&saved](const club::GameInput &game) { saved.push_back(game); });
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    auto *kind = dialog.findChildren<QComboBox *>().value(0);
    kind->setCurrentIndex(kind->findText(QStringLiteral("Free for all")));
    auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("participants"));
    setRow(table, 0, QStringLiteral("Ann"), 1);
    setRow(table, 1, QStringLiteral("Bob"), 2);
    setRow(table, 2, QStringLiteral("Cid"), 3);
    // Cid came first: two steps up with Alt+Up; the places follow the new order.
    table->setFocus();
    table->setCurrentCell(2, ui::ResultDialog::PlayerColumn);
    QTest::keyClick(table, Qt::Key_Up, Qt::AltModifier);
    QTest::keyClick(table, Qt::Key_Up, Qt::AltModifier);
    QTest::keyClick(table, Qt::Key_Up, Qt::AltModifier); // already first: stays
    // Bob and Ann tie for second, typed as equal places.
    table->item(1, ui::ResultDialog::PlaceColumn)->setText(QStringLiteral("2"));
    dialog.save();
    QCOMPARE(dialog.error(), QString());
    QCOMPARE(saved.size(), std::size_t(1));
    const auto &p = saved[0].participants;
    QCOMPARE(p.size(), std::size_t(3));
    QCOMPARE(p[0].player, QStringLiteral("Cid"));
    QCOMPARE(p[0].rank, 1);
    QCOMPARE(p[1].player, QStringLiteral("Ann"));
    QCOMPARE(p[1].rank, 2);
    QCOMPARE(p[2].player, QStringLiteral("Bob"));
    QCOMPARE(p[2].rank, 2);
}

void TestMainWindow::darkAppearanceFromTheViewMenu()
{
    ui::RatingHistoryChart *chart = m_window->leaderboardPage()->chart();
    QVERIFY(!chart->isDark());
    auto *dark = m_window->findChild<QAction *>(QStringLiteral("appearance-dark"));
    auto *system = m_window->findChild<QAction *>(QStringLiteral("appearance-system"));
    QVERIFY(dark && system);
    QVERIFY(system->isChecked());
    dark->trigger();
    QVERIFY(dark->isChecked());
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 128);
    QTRY_VERIFY(chart->isDark());
    QCOMPARE(QSettings().value(QStringLiteral("view/appearance")).toString(), QStringLiteral("dark"));
    system->trigger();
    QTRY_VERIFY(!chart->isDark());
    QCOMPARE(QSettings().value(QStringLiteral("view/appearance")).toString(), QStringLiteral("system"));
}

void TestMainWindow::aHeadToHeadResultComesFromItsOutcomeBox()
{
    // "Second player won": Bob, named second, gets rank 1; editing the game shows the same outcome again.
    whenDialogOpens([](ui::ResultDialog *dialog) {
        auto *addPlayer = dialog->findChild<QPushButton *>(QStringLiteral("addPlayer"));
        dialog->kind()->setCurrentIndex(1); // free for all: a third player may join
        QVERIFY(addPlayer->isEnabled());
        dialog->kind()->setCurrentIndex(0); // head to head: two rows, no third
        QVERIFY(!addPlayer->isEnabled());
        dialog->discipline()->setCurrentText(QStringLiteral("Karts"));
        setRow(dialog->participants(), 0, QStringLiteral("Ann"), 1);
        setRow(dialog->participants(), 1, QStringLiteral("Bob"), 1);
        dialog->findChild<QComboBox *>(QStringLiteral("duelResult"))->setCurrentIndex(1);
    });
    m_window->newResult();
    const club::GameRecord duel = club::Games(m_window->database()).list().front();
    QCOMPARE(duel.game.kind, history::GameKind::HeadToHead);
    QCOMPARE(duel.game.participants[0].player, QStringLiteral("Ann"));
    QCOMPARE(duel.game.participants[0].rank, 2);
    QCOMPARE(duel.game.participants[1].rank, 1);
    int shown = -1;
    whenDialogOpens([&shown](ui::ResultDialog *dialog) {
        auto *outcome = dialog->findChild<QComboBox *>(QStringLiteral("duelResult"));
        shown = outcome->currentIndex();
        outcome->setCurrentIndex(2); // and now a draw
    });
    m_window->editResult(duel.id);
    QCOMPARE(shown, 1);
    const club::GameRecord drawn = club::Games(m_window->database()).get(duel.id);
    QCOMPARE(drawn.game.participants[0].rank, 1);
    QCOMPARE(drawn.game.participants[1].rank, 1);
}

void TestMainWindow::saveAndNewTakesTheCellBeingTyped()
{
    // Bob's minutes are still being typed when Ctrl+Return saves: they are saved, and the game is dated when it
    // is saved, not when the dialog opened.
    const QDateTime opened = QDateTime::currentDateTime().addSecs(-1);
    QString typedInto;
    QTimer::singleShot(0, [&typedInto] {
        auto *dialog = qobject_cast<ui::ResultDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QVERIFY(dialog->findChild<QPushButton *>(QStringLiteral("saveAndNew"))->isVisible());
        dialog->kind()->setCurrentIndex(1); // free for all
        dialog->discipline()->setCurrentText(QStringLiteral("Karts"));
        QTableWidget *table = dialog->participants();
        setRow(table, 0, QStringLiteral("Ann"), 1);
        setRow(table, 1, QStringLiteral("Bob"), 2);
        table->setFocus();
        table->setCurrentCell(1, ui::ResultDialog::MinutesColumn);
        table->editItem(table->item(1, ui::ResultDialog::MinutesColumn));
        QWidget *editor = table->viewport()->findChild<QLineEdit *>();
        typedInto = editor ? QString::fromLatin1(editor->metaObject()->className()) : QString();
        QTest::keyClicks(editor, QStringLiteral("10"));
        // Ctrl+Return is the button's shortcut, and a shortcut clicks a button without taking the focus from the
        // cell: click() is that same path.
        auto *saveNew = dialog->findChild<QPushButton *>(QStringLiteral("saveAndNew"));
        QCOMPARE(saveNew->shortcut(), QKeySequence(QStringLiteral("Ctrl+Return")));
        saveNew->click();
        QCOMPARE(dialog->participants()->rowCount(), 2); // ready for the next result
        QCOMPARE(dialog->participants()->item(1, ui::ResultDialog::PlayerColumn)->text(), QString());
        dialog->reject(); // Save & New leaves the dialog open for the next result
    });
    m_window->newResult();
    QCOMPARE(typedInto, QStringLiteral("QExpandingLineEdit"));
    const club::GameRecord saved = club::Games(m_window->database()).list().front();
    QCOMPARE(saved.game.participants[1].player, QStringLiteral("Bob"));
    QCOMPARE(saved.game.participants[1].minutes, 10.0);
    const QDateTime when = QDateTime::fromString(saved.game.date, Qt::ISODate);
    QVERIFY2(when >= opened.addSecs(-1) && when <= QDateTime::currentDateTime(), qPrintable(saved.game.date));
    // Editing a stored game has no Save & New.
    bool saveAndNewShown = true;
    QTimer::singleShot(0, [&saveAndNewShown] {
        auto *dialog = qobject_cast<ui::ResultDialog *>(QApplication::activeModalWidget());
        saveAndNewShown = dialog->findChild<QPushButton *>(QStringLiteral("saveAndNew"))->isVisible();
        dialog->reject();
    });
    m_window->editResult(saved.id);
    QVERIFY(!saveAndNewShown);
}

void TestMainWindow::windowShortcutsWorkFromATextField()
{
    // Ctrl+E (Export Standings) with the cursor in the leaderboard's filter: the export asks for a file.
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->leaderboardPage());
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    auto *filter = m_window->leaderboardPage()->findChild<QLineEdit *>(QStringLiteral("leaderboardFilter"));
    filter->setFocus();
    QTRY_VERIFY(filter->hasFocus());
    QString title;
    QTimer::singleShot(0, [&title] {
        if (QWidget *dialog = QApplication::activeModalWidget()) {
            title = dialog->windowTitle();
            dialog->close();
        }
    });
    QTest::keyClick(filter, Qt::Key_E, Qt::ControlModifier);
    QCOMPARE(title, QStringLiteral("Export Standings"));
    // Editing keys stay the field's: Ctrl+A selects its text, it does not reach the window.
    QTest::keyClicks(filter, QStringLiteral("An"));
    QTest::keyClick(filter, Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(filter->selectedText(), QStringLiteral("An"));
    // Alt+Down in the result dialog opens the combo box that has the focus; it moves a row only in the table.
    QString firstRow;
    QTimer::singleShot(0, [&firstRow] {
        auto *dialog = qobject_cast<ui::ResultDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        setRow(dialog->participants(), 0, QStringLiteral("Ann"), 1);
        setRow(dialog->participants(), 1, QStringLiteral("Bob"), 2);
        dialog->kind()->setFocus();
        QTRY_VERIFY(dialog->kind()->hasFocus());
        QTest::keyClick(dialog->kind(), Qt::Key_Down, Qt::AltModifier);
        QTRY_VERIFY(dialog->kind()->view()->isVisible()); // the drop-down is open
        dialog->kind()->hidePopup();
        const int visual = dialog->participants()->verticalHeader()->logicalIndex(0);
        firstRow = dialog->participants()->item(visual, ui::ResultDialog::PlayerColumn)->text();
        dialog->reject();
    });
    m_window->newResult();
    QCOMPARE(firstRow, QStringLiteral("Ann"));
}

void TestMainWindow::menuAndTabMnemonicsDoNotClash()
{
    // Alt+letter opens a menu or a page, never both: every mnemonic of the menu bar and the tabs is different.
    const auto mnemonic = [](const QString &text) {
        const qsizetype at = text.indexOf(QLatin1Char('&'));
        return at >= 0 && at + 1 < text.size() ? text.at(at + 1).toLower() : QChar();
    };
    QStringList seen;
    for (QAction *menu : m_window->menuBar()->actions())
        seen.append(mnemonic(menu->text()));
    const QTabWidget *tabs = m_window->findChild<QTabWidget *>();
    for (int i = 0; i < tabs->count(); ++i)
        seen.append(mnemonic(tabs->tabText(i)));
    QCOMPARE(seen.size(), 14); // seven menus, seven pages
    // Head to Head has no letter left (Help's, Edit's and its own buttons' take them): Ctrl+4 opens it. Nor
    // has Share (the menu before Help): Ctrl+Shift+L opens its one entry. Nor has Compare: Ctrl+7 opens it.
    QCOMPARE(seen.indexOf(QString(QChar())), 5);
    seen.removeAt(5);
    QCOMPARE(seen.indexOf(QString(QChar())), 6 + 3);
    seen.removeAt(6 + 3);
    QCOMPARE(seen.indexOf(QString(QChar())), 6 + 5);
    seen.removeAt(6 + 5);
    QVERIFY(!seen.contains(QString(QChar())));
    QCOMPARE(QSet<QString>(seen.begin(), seen.end()).size(), seen.size());
    // On each page, its buttons' and labels' Alt keys are its own too: none repeats a menu's, a tab's or another's.
    QStringList clashes;
    for (int page = 0; page < tabs->count(); ++page) {
        QStringList owners;
        QStringList keys = seen;
        for (int i = 0; i < seen.size(); ++i)
            owners.append(i < m_window->menuBar()->actions().size() ? QStringLiteral("menu") : QStringLiteral("tab"));
        const auto note = [&](const QString &text) {
            const QChar key = mnemonic(QString(text).replace(QStringLiteral("&&"), QString()));
            if (key.isNull())
                return;
            keys.append(key);
            owners.append(text);
        };
        for (const QAbstractButton *button : tabs->widget(page)->findChildren<QAbstractButton *>())
            note(button->text());
        for (const QLabel *label : tabs->widget(page)->findChildren<QLabel *>()) {
            if (label->buddy())
                note(label->text());
        }
        for (qsizetype i = 0; i < keys.size(); ++i) {
            const qsizetype again = keys.indexOf(keys[i], i + 1);
            if (again >= 0)
                clashes.append(QStringLiteral("page %1: '%2' and '%3' share Alt+%4")
                                   .arg(tabs->tabText(page), owners[i], owners[again], keys[i]));
        }
    }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
}

void TestMainWindow::saveChartSavesTheChartInView()
{
    // File > Save Chart saved the leaderboard's chart even from the Players page.
    const auto save = [this](const QString &name) {
        const QString path = m_dir.filePath(name);
        whenModal<QFileDialog>([path](QFileDialog *files) { chooseFile(files, path); });
        actionNamed(m_window.get(), "saveChart")->trigger();
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    auto *pages = m_window->findChild<QTabWidget *>();
    pages->setCurrentWidget(m_window->leaderboardPage());
    const QByteArray leaderboard = save(QStringLiteral("leaderboard.png"));
    pages->setCurrentWidget(m_window->playersPage());
    auto *players = m_window->playersPage()->findChild<QTableView *>();
    players->selectRow(2); // Cid, whom the leaderboard's chart does not show first
    QCOMPARE(m_window->playersPage()->selectedPlayer(), QStringLiteral("Cid"));
    const QByteArray profile = save(QStringLiteral("profile.png"));
    QVERIFY(!leaderboard.isEmpty() && !profile.isEmpty());
    QVERIFY(leaderboard != profile);
    QCOMPARE(QImage::fromData(profile).size(), QImage::fromData(leaderboard).size());
}

QTEST_MAIN(TestMainWindow)
void TestMainWindow::languageAndAboutFromTheMenus()
{
    // View › Language: the system's, or one of the translations by its own name; remembered for the next start.
    auto *menu = m_window->findChild<QMenu *>(QStringLiteral("languageMenu"));
    QVERIFY(menu);
    QStringList offered;
    for (QAction *action : menu->actions())
        offered.append(action->text());
    QCOMPARE(offered,
             QStringList({ui::MainWindow::tr("&System Language"), QStringLiteral("Deutsch"), QStringLiteral("English"),
                          QStringLiteral("Español"), QStringLiteral("Français")}));
    auto *system = m_window->findChild<QAction *>(QStringLiteral("language-system"));
    auto *french = m_window->findChild<QAction *>(QStringLiteral("language-fr"));
    QVERIFY(system && french && system->isChecked());
    french->trigger();
    QVERIFY(french->isChecked() && !system->isChecked());
    QCOMPARE(QSettings().value(QStringLiteral("view/language")).toString(), QStringLiteral("fr"));
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Podium speaks Français from its next start."));
    system->trigger();
    QCOMPARE(QSettings().value(QStringLiteral("view/language")).toString(), QString());
    // Help › About Podium: the version, the licence, and who the algorithms are by.
    auto *about = m_window->findChild<QAction *>(QStringLiteral("aboutPodium"));
    QVERIFY(about && about->menuRole() == QAction::AboutRole);
    const QString text = ui::MainWindow::aboutText();
    for (const QString &part : QStringList {
             QStringLiteral("<h3>Podium ") + QCoreApplication::applicationVersion(),
             QStringLiteral("version 3 or later"), QStringLiteral("Ralf Herbrich, Tom Minka and Thore Graepel"),
             QStringLiteral("Mark Glickman"), QStringLiteral("Arpad Elo"), QStringLiteral("ZoneStats"),
             QStringLiteral("FIDE Dutch system"), QStringLiteral("Qt ") + QString::fromLatin1(qVersion())})
        QVERIFY2(text.contains(part), qPrintable(part));
}

#include "tst_mainwindow.moc"
