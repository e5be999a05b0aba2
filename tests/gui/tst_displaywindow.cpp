// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Text the real main window shows whole and plain, offscreen: a game given with its day alone shows no midnight,
// a heat's lobby reads as a count and names (each in the tooltip), and a withdrawn player's name is not cut.
#include "windowfixture.h"

#include <QFontMetrics>

using namespace podium;
using namespace podium::test;

class TestDisplayWindow : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void init() { openKartsClub(); }
    void cleanup() { m_window.reset(); }
    void aGameOfADayShowsTheDayAlone();
    void aLobbyShowsItsCountAndNames();
    void aWithdrawnPlayersNameIsWhole();

private:
    QString shownDate(qint64 id) const;
};

QString TestDisplayWindow::shownDate(qint64 id) const
{
    gamesRead();
    const ui::GamesModel *model = m_window->gamesPage()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->game(row).id == id)
            return model->index(row, ui::GamesModel::Date).data().toString();
    }
    return {};
}

void TestDisplayWindow::aGameOfADayShowsTheDayAlone()
{
    club::GameInput game;
    game.discipline = QStringLiteral("Karts");
    game.kind = history::GameKind::HeadToHead;
    game.date = QStringLiteral("2024-03-04"); // as an imported file gives it: the day, no time
    game.participants = {{QStringLiteral("Ann"), {}, 1, std::nan(""), std::nan(""), true},
                         {QStringLiteral("Bob"), {}, 2, std::nan(""), std::nan(""), true}};
    Club &club = m_window->club();
    club.run(std::make_unique<commands::AddGame>(club, game));
    const auto stored = club::Games(m_window->database()).list();
    qint64 dayOnly = 0, timed = 0;
    for (const club::GameRecord &g : stored) {
        if (g.game.date.startsWith(QLatin1String("2024-03-04")))
            dayOnly = g.id;
        if (g.game.date.startsWith(QLatin1String("2024-03-01")))
            timed = g.id;
    }
    QVERIFY(dayOnly && timed);
    QCOMPARE(shownDate(dayOnly), QStringLiteral("4 Mar 2024")); // the C locale's short format
    QVERIFY(!shownDate(dayOnly).contains(QStringLiteral("00:00")));
    // A game with its time keeps it.
    QCOMPARE(shownDate(timed), QStringLiteral("1 Mar 2024 20:00")); // no seconds (U8 of the walkthrough)
}

void TestDisplayWindow::aLobbyShowsItsCountAndNames()
{
    QStringList drivers;
    for (const char *name : {"Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"})
        drivers.append(QLatin1String(name));
    Club &club = m_window->club();
    club::EventInput in;
    in.name = QStringLiteral("Heats");
    in.format = club::EventFormat::Heats;
    in.discipline = QStringLiteral("Karts");
    in.entrants = drivers;
    in.lobbySize = 8;
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    ui::EventsPage *page = m_window->eventsPage();
    page->openEvent(in.name);
    page->pairNextRound();
    const auto lobby = club::Events(m_window->database()).tables(in.name, 1).at(0);
    QCOMPARE(int(lobby.seats.size()), 8);
    QStringList seated;
    for (const club::EventSeat &seat : lobby.seats)
        seated.append(seat.player);
    const QTableWidgetItem *cell = page->pairingsTable()->item(0, 1);
    // Not "Ann vs Bob vs … vs Hal": the count first, then the names, and every name in the tooltip.
    QCOMPARE(cell->text(), QStringLiteral("8 players: ") + seated.join(QStringLiteral(", ")));
    QCOMPARE(cell->toolTip(), seated.join(QLatin1Char('\n')));
    QVERIFY(!cell->text().contains(QStringLiteral(" vs ")));
}

void TestDisplayWindow::aWithdrawnPlayersNameIsWhole()
{
    Club &club = m_window->club();
    club::EventInput in;
    in.name = QStringLiteral("Swiss");
    in.discipline = QStringLiteral("Karts");
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"),
                   QStringLiteral("Grace Featherstonehaugh")};
    in.rounds = 3;
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    ui::EventsPage *page = m_window->eventsPage();
    page->openEvent(in.name);
    page->setEntrant(QStringLiteral("Grace Featherstonehaugh"), false);
    // A window as narrow as the review's 1280 x 800 leaves the standings, with all their columns, little room.
    m_window->resize(1280, 800);
    QTableWidget *standings = page->standingsTable();
    int row = -1;
    for (int r = 0; r < standings->rowCount(); ++r)
        row = standings->item(r, 1)->text() == QStringLiteral("Grace Featherstonehaugh (withdrawn)") ? r : row;
    QVERIFY(row >= 0);
    QVERIFY(!standings->wordWrap()); // one line, not wrapped and cut in half
    const int needed = standings->fontMetrics().horizontalAdvance(standings->item(row, 1)->text());
    QVERIFY2(standings->columnWidth(1) >= needed,
             qPrintable(QStringLiteral("%1 < %2").arg(standings->columnWidth(1)).arg(needed)));
}

QTEST_MAIN(TestDisplayWindow)
#include "tst_displaywindow.moc"
