// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Drives the Pairings page of the real main window offscreen: suggested games become results in the result
// dialog with their players filled in (a button, a double-click, Enter), a round becomes an event, and a club night
// on a team discipline suggests team tables.
#include "windowfixture.h"

#include <QSpinBox>

using namespace podium;
using namespace podium::test;

namespace {

/** A game of Flag on that day: Red (the first three) beat Blue (the others). */
club::GameInput flagGame(int day, const QStringList &players)
{
    club::GameInput g;
    g.discipline = QStringLiteral("Flag");
    g.kind = history::GameKind::Team;
    g.date = QStringLiteral("2024-04-0%1T20:00").arg(day);
    for (int i = 0; i < players.size(); ++i)
        g.participants.push_back({players[i], i < 3 ? QStringLiteral("Red") : QStringLiteral("Blue"), i < 3 ? 1 : 2,
                                  std::nan(""), std::nan(""), true});
    return g;
}

QStringList names(const char *const list)
{
    return QString::fromLatin1(list).split(QLatin1Char(' '));
}

/** The players of the result dialog's rows, each with the team typed in its row. */
std::map<QString, QString> teamsIn(ui::ResultDialog *dialog)
{
    std::map<QString, QString> teams;
    QTableWidget *table = dialog->participants();
    for (int r = 0; r < table->rowCount(); ++r)
        teams[table->item(r, ui::ResultDialog::PlayerColumn)->text()]
            = table->item(r, ui::ResultDialog::TeamColumn)->text();
    return teams;
}

} // namespace

class TestSuggestionsWindow : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void init();
    void cleanup() { m_window.reset(); }
    void balancedTeamsBecomeAResult();
    void thePageRatesByALeaderboardOfItsOwn();
    void teamMatchesMakeGamesOfTwoTeams();
    void aDoubleClickedPairingOpensWithItsTwoPlayers();
    void enterOnAPairingOpensItAndAByeOpensNothing();
    void aRoundBecomesAnEvent();
    void clubNightOnATeamDisciplineSuggestsTeamTables();

private:
    ui::PairingsPage *showPairings();
    /** Chooses the leaderboard in the window's selector, as a person would; the pages follow it. */
    void useLeaderboard(const QString &name);
    QPushButton *button(const char *name) const;
};

void TestSuggestionsWindow::init()
{
    openKartsClub();
    // Flag is played by teams of three called Red and Blue; its leaderboard rates them.
    Club &club = m_window->club();
    club.run(std::make_unique<commands::AddGame>(club, flagGame(1, names("Ann Bob Cid Dan Eve Fay"))));
    club.run(std::make_unique<commands::AddGame>(club, flagGame(2, names("Dan Bob Fay Ann Eve Cid"))));
    club.run(std::make_unique<commands::CreateLeaderboard>(
        club,
        club::LeaderboardRecord {
            0, QStringLiteral("Flag"), QStringLiteral("Flag"), QStringLiteral("trueskill"), {}, {}, {}}));
    club.run(std::make_unique<commands::AddPlayer>(club, QStringLiteral("Gus")));
    podium::commands::undoStack(club)->clear();
}

ui::PairingsPage *TestSuggestionsWindow::showPairings()
{
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->pairingsPage());
    return m_window->pairingsPage();
}

void TestSuggestionsWindow::useLeaderboard(const QString &name)
{
    QComboBox *selector = m_window->leaderboardSelector();
    selector->setCurrentIndex(selector->findText(name));
    QCOMPARE(selector->currentText(), name);
}

QPushButton *TestSuggestionsWindow::button(const char *name) const
{
    return m_window->pairingsPage()->findChild<QPushButton *>(QLatin1String(name));
}

void TestSuggestionsWindow::balancedTeamsBecomeAResult()
{
    ui::PairingsPage *page = showPairings();
    useLeaderboard(QStringLiteral("Flag"));
    page->setPresent(names("Ann Bob Cid Dan Eve Fay"));
    page->setMode(ui::PairingsPage::Mode::Teams, 2);
    page->suggest();
    QCOMPARE(page->suggestions().size(), std::size_t(1));
    const club::SuggestedGame teams = page->suggestions()[0];
    QCOMPARE(teams.sides.size(), std::size_t(2));
    QPushButton *enter = button("enterSuggestedResult");
    QVERIFY(enter && enter->isEnabled());
    QCOMPARE(enter->text(), QStringLiteral("E&nter Result…"));
    // The dialog holds the six players in their teams, named as Flag's latest game named them; the places are
    // left to type (Red wins).
    std::map<QString, QString> shown;
    QString kind, discipline, placeBefore = QStringLiteral("untouched");
    whenDialogOpens([&](ui::ResultDialog *dialog) {
        kind = dialog->kind()->currentText();
        discipline = dialog->discipline()->currentText();
        shown = teamsIn(dialog);
        QTableWidget *table = dialog->participants();
        placeBefore = table->item(0, ui::ResultDialog::PlaceColumn)->text();
        for (int r = 0; r < table->rowCount(); ++r)
            table->item(r, ui::ResultDialog::PlaceColumn)
                ->setText(table->item(r, ui::ResultDialog::TeamColumn)->text() == QStringLiteral("Blue")
                              ? QStringLiteral("1")
                              : QStringLiteral("2"));
    });
    QTest::mouseClick(enter, Qt::LeftButton);
    QCOMPARE(kind, QStringLiteral("Teams"));
    QCOMPARE(discipline, QStringLiteral("Flag"));
    QCOMPARE(placeBefore, QString());
    QCOMPARE(shown.size(), std::size_t(6));
    for (const QString &p : teams.sides[0])
        QCOMPARE(shown[p], QStringLiteral("Red")); // Flag's latest game entered Red first
    for (const QString &p : teams.sides[1])
        QCOMPARE(shown[p], QStringLiteral("Blue"));
    // Saved through the club's commands: one undoable step, the game stored as entered.
    QCOMPARE(m_window->undoStack()->count(), 1);
    const club::GameRecord stored = club::Games(m_window->database()).list().front();
    QCOMPARE(stored.game.kind, history::GameKind::Team);
    QCOMPARE(stored.game.discipline, QStringLiteral("Flag"));
    QCOMPARE(stored.game.participants.size(), std::size_t(6));
    for (const club::ParticipantInput &p : stored.game.participants) {
        const bool red = teams.sides[0].contains(p.player);
        QCOMPARE(p.team, red ? QStringLiteral("Red") : QStringLiteral("Blue"));
        QCOMPARE(p.rank, red ? 2 : 1);
    }
    // The row says its result is in and cannot be entered twice; undo takes the game back and the row is open again.
    QTableWidget *table = page->table();
    QVERIFY2(table->item(0, 4)->text().startsWith(QStringLiteral("result entered")),
             qPrintable(table->item(0, 4)->text()));
    QVERIFY(!enter->isEnabled());
    m_window->undoStack()->undo();
    QCOMPARE(club::Games(m_window->database()).list().front().game.discipline, QStringLiteral("Flag"));
    QCOMPARE(int(club::Games(m_window->database()).list().size()), 5); // three races and Flag's two games
    QVERIFY(!table->item(0, 4)->text().contains(QStringLiteral("result entered")));
    QVERIFY(enter->isEnabled());
}

void TestSuggestionsWindow::thePageRatesByALeaderboardOfItsOwn()
{
    // C1 of the walkthrough of 28 November: with the karts' leaderboard in the toolbar, a shooter's balanced teams
    // went into the result dialog as a kart race. The page shows what it rates by, and can rate by another.
    ui::PairingsPage *page = showPairings();
    useLeaderboard(QStringLiteral("Karts"));
    auto *box = page->findChild<QComboBox *>(QStringLiteral("pairingLeaderboard"));
    auto *discipline = page->findChild<QLabel *>(QStringLiteral("pairingDiscipline"));
    QCOMPARE(box->currentText(), QStringLiteral("Karts"));
    QCOMPARE(discipline->text(), QStringLiteral("results are Karts games"));
    QCOMPARE(box->count(), 2);
    // Chosen from the keyboard in the page's own box; the toolbar stays on the karts.
    box->setFocus();
    QTest::keyClick(box, box->currentIndex() == 0 ? Qt::Key_Down : Qt::Key_Up);
    QCOMPARE(box->currentText(), QStringLiteral("Flag"));
    QCOMPARE(page->leaderboard(), QStringLiteral("Flag"));
    QCOMPARE(discipline->text(), QStringLiteral("results are Flag games"));
    QCOMPARE(m_window->leaderboardSelector()->currentText(), QStringLiteral("Karts"));
    page->setPresent(names("Ann Bob Cid Dan Eve Fay"));
    page->setMode(ui::PairingsPage::Mode::Teams, 2);
    page->suggest();
    QCOMPARE(page->suggestions().size(), std::size_t(1));
    QString chosen;
    whenDialogOpens([&](ui::ResultDialog *dialog) { chosen = dialog->discipline()->currentText(); });
    QTest::mouseClick(button("enterSuggestedResult"), Qt::LeftButton);
    QCOMPARE(chosen, QStringLiteral("Flag"));
    // Another leaderboard in the toolbar is the page's again, and clears the teams made on the other's ratings.
    useLeaderboard(QStringLiteral("Flag"));
    useLeaderboard(QStringLiteral("Karts"));
    QCOMPARE(box->currentText(), QStringLiteral("Karts"));
    QVERIFY(page->suggestions().empty());
}

void TestSuggestionsWindow::teamMatchesMakeGamesOfTwoTeams()
{
    // C2 of the walkthrough of 28 November: "Teams" was the number of teams and read as a team size; team matches
    // make games of two teams of the size asked, as many as the players present fill.
    ui::PairingsPage *page = showPairings();
    useLeaderboard(QStringLiteral("Flag"));
    page->setPresent(names("Ann Bob Cid Dan Eve Fay Gus"));
    page->setMode(ui::PairingsPage::Mode::Teams, 2);
    const QList<QLabel *> label = page->findChild<QSpinBox *>()->parentWidget()->findChildren<QLabel *>();
    const auto labelOf = [&] {
        for (const QLabel *l : label) {
            if (l->buddy() == page->findChild<QSpinBox *>())
                return l->text();
        }
        return QString();
    };
    QCOMPARE(labelOf(), QStringLiteral("Number of tea&ms:"));
    page->setMode(ui::PairingsPage::Mode::TeamMatches, 2);
    QCOMPARE(labelOf(), QStringLiteral("Tea&m size:"));
    page->suggest();
    QCOMPARE(page->message(), QString());
    const auto &games = page->suggestions();
    QCOMPARE(games.size(), std::size_t(2)); // one 2v2 match; three sit out
    QCOMPARE(games[0].sides.size(), std::size_t(2));
    QCOMPARE(games[0].sides[0].size() + games[0].sides[1].size(), 4);
    QVERIFY(games[1].isBye());
    QCOMPARE(games[1].sides[0].size(), 3);
    QTableWidget *table = page->table();
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->item(1, 4)->text(), QStringLiteral("sitting out: teams of 2 take 4 players a match"));
    // The match's result has its two teams, named as Flag names them.
    std::map<QString, QString> teams;
    whenDialogOpens([&](ui::ResultDialog *dialog) { teams = teamsIn(dialog); });
    page->enterResult(0);
    QCOMPARE(teams.size(), std::size_t(4));
    for (const QString &p : games[0].sides[0])
        QCOMPARE(teams[p], QStringLiteral("Red"));
    for (const QString &p : games[0].sides[1])
        QCOMPARE(teams[p], QStringLiteral("Blue"));
    // Two teams of four need eight players.
    page->setMode(ui::PairingsPage::Mode::TeamMatches, 4);
    page->suggest();
    QCOMPARE(page->message(), QStringLiteral("two teams of 4 need 8 players; 7 are present"));
}

void TestSuggestionsWindow::aDoubleClickedPairingOpensWithItsTwoPlayers()
{
    ui::PairingsPage *page = showPairings();
    useLeaderboard(QStringLiteral("Karts"));
    page->setPresent(names("Ann Bob Cid Dan"));
    page->setMode(ui::PairingsPage::Mode::HeadToHead, 2);
    page->suggest();
    QCOMPARE(page->suggestions().size(), std::size_t(2));
    const club::SuggestedGame second = page->suggestions()[1];
    QStringList players;
    QString kind;
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<ui::ResultDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        kind = dialog->kind()->currentText();
        for (int r = 0; r < dialog->participants()->rowCount(); ++r)
            players.append(dialog->participants()->item(r, ui::ResultDialog::PlayerColumn)->text());
        dialog->reject();
    });
    QTableWidget *table = page->table();
    const QPoint cell = table->visualItemRect(table->item(1, 1)).center();
    // As the window system sends it: a click, then the second press as a double-click.
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell);
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell);
    QCOMPARE(kind, QStringLiteral("Head to head"));
    QCOMPARE(players, (QStringList {second.sides[0].front(), second.sides[1].front()}));
    QCOMPARE(m_window->undoStack()->count(), 0); // cancelled: nothing stored
    // Another leaderboard (another discipline): the suggestions of this one go, and nothing can be entered from them.
    useLeaderboard(QStringLiteral("Flag"));
    QCOMPARE(table->rowCount(), 0);
    QVERIFY(page->suggestions().empty());
    QVERIFY(!button("enterSuggestedResult")->isEnabled());
}

void TestSuggestionsWindow::enterOnAPairingOpensItAndAByeOpensNothing()
{
    ui::PairingsPage *page = showPairings();
    useLeaderboard(QStringLiteral("Karts"));
    page->setPresent(names("Ann Bob Cid"));
    page->setMode(ui::PairingsPage::Mode::HeadToHead, 2);
    page->suggest();
    QCOMPARE(page->suggestions().size(), std::size_t(2)); // a game and a bye
    QTableWidget *table = page->table();
    QCOMPARE(table->currentRow(), 0); // the first game is chosen
    const club::SuggestedGame first = page->suggestions()[0];
    // Enter on the game, then who won (the second player) and Save.
    QTimer::singleShot(0, [] {
        auto *dialog = qobject_cast<ui::ResultDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        auto *outcome = dialog->findChild<QComboBox *>(QStringLiteral("duelResult"));
        QTRY_VERIFY(outcome->hasFocus()); // who won is the one thing to say
        outcome->setCurrentIndex(1);
        // Ctrl+Return is the shortcut of Save (Save & New is hidden: this is one game's result); a shortcut clicks
        // the button, and click() is that same path.
        QPushButton *save = nullptr;
        for (QPushButton *b : dialog->findChildren<QPushButton *>())
            save = b->isVisible() && b->shortcut() == QKeySequence(QStringLiteral("Ctrl+Return")) ? b : save;
        QVERIFY(save);
        QCOMPARE(save->text(), QStringLiteral("&Save"));
        save->click();
        if (dialog->isVisible())
            dialog->reject();
    });
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Return);
    const club::GameRecord stored = club::Games(m_window->database()).list().front();
    QCOMPARE(stored.game.kind, history::GameKind::HeadToHead);
    QCOMPARE(stored.game.discipline, QStringLiteral("Karts"));
    QCOMPARE(stored.game.participants[0].player, first.sides[0].front());
    QCOMPARE(stored.game.participants[0].rank, 2);
    QCOMPARE(stored.game.participants[1].player, first.sides[1].front());
    QCOMPARE(stored.game.participants[1].rank, 1);
    // The bye is no game: no dialog opens (one would be left open, failing the wait below), the button is off.
    table->setCurrentCell(1, 1);
    QVERIFY(!button("enterSuggestedResult")->isEnabled());
    QTest::keyClick(table, Qt::Key_Return);
    QVERIFY(!QApplication::activeModalWidget());
    QCOMPARE(m_window->undoStack()->count(), 1);
}

void TestSuggestionsWindow::aRoundBecomesAnEvent()
{
    ui::PairingsPage *page = showPairings();
    useLeaderboard(QStringLiteral("Karts"));
    page->setPresent(names("Ann Bob Cid Dan Eve"));
    page->setMode(ui::PairingsPage::Mode::HeadToHead, 2);
    page->suggest();
    QPushButton *start = button("startSuggestedEvent");
    QVERIFY(start->isVisible() && start->isEnabled());
    club::EventInput offered;
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<ui::EventDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        offered = dialog->input();
        dialog->create();
        if (dialog->isVisible())
            dialog->reject();
    });
    QTest::mouseClick(start, Qt::LeftButton);
    QCOMPARE(offered.format, club::EventFormat::Swiss);
    QCOMPARE(offered.discipline, QStringLiteral("Karts"));
    QCOMPARE(offered.leaderboard, QStringLiteral("Karts"));
    QStringList entrants = offered.entrants;
    entrants.sort();
    QCOMPARE(entrants, names("Ann Bob Cid Dan Eve")); // the bye's player too
    // Created undoably, and shown on the Events page.
    const club::EventRecord event = club::Events(m_window->database()).get(offered.name);
    QCOMPARE(event.format, club::EventFormat::Swiss);
    QCOMPARE(m_window->findChild<QTabWidget *>()->currentWidget(), m_window->eventsPage());
    QCOMPARE(m_window->eventsPage()->currentEvent(), offered.name);
    QCOMPARE(m_window->undoStack()->count(), 1);
    // Teams are no event of single players: the button is not offered.
    page->setMode(ui::PairingsPage::Mode::Teams, 2);
    QVERIFY(!start->isVisible());
}

void TestSuggestionsWindow::clubNightOnATeamDisciplineSuggestsTeamTables()
{
    ui::PairingsPage *page = showPairings();
    useLeaderboard(QStringLiteral("Flag"));
    page->setPresent(names("Ann Bob Cid Dan Eve Fay Gus"));
    page->setMode(ui::PairingsPage::Mode::ClubNight, 2);
    page->suggest();
    QCOMPARE(page->message(), QString());
    // Seven present, Flag played three a side: one table of 3 v 3 (not three games of 1 v 1); one waits.
    QCOMPARE(page->suggestions().size(), std::size_t(1));
    const club::SuggestedGame first = page->suggestions()[0];
    QCOMPARE(first.kind, history::GameKind::Team);
    QCOMPARE(first.sides[0].size(), 3);
    QCOMPARE(first.sides[1].size(), 3);
    QCOMPARE(page->table()->item(0, 1)->text().count(QStringLiteral(", ")), 4);
    QString waiting;
    for (const QString &p : names("Ann Bob Cid Dan Eve Fay Gus")) {
        if (!first.sides[0].contains(p) && !first.sides[1].contains(p))
            waiting = p;
    }
    page->gamesStarted();
    page->suggest();
    // The one who waited plays, and the note says so whole, in the page's plural form.
    const club::SuggestedGame next = page->suggestions()[0];
    QVERIFY(next.sides[0].contains(waiting) || next.sides[1].contains(waiting));
    QTableWidget *table = page->table();
    const QString note = table->item(0, 4)->text();
    QCOMPARE(note, QStringLiteral("waited 1 round(s): %1").arg(waiting));
    QVERIFY2(table->columnWidth(4) >= table->fontMetrics().horizontalAdvance(note),
             qPrintable(QStringLiteral("%1 px for %2").arg(table->columnWidth(4)).arg(note)));
    // The result dialog takes the table as teams.
    std::map<QString, QString> shown;
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<ui::ResultDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        shown = teamsIn(dialog);
        dialog->reject();
    });
    page->enterResult(0);
    QCOMPARE(shown.size(), std::size_t(6));
    QCOMPARE(shown[next.sides[1].front()], QStringLiteral("Blue"));
}

QTEST_MAIN(TestSuggestionsWindow)
#include "tst_suggestionswindow.moc"
