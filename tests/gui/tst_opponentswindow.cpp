// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Drives the real main window offscreen: the Head to Head page and the players' profiles in words, with the names,
// only the leaderboard's games, and places for free-for-alls.
#include "windowfixture.h"

#include "club/headtohead.h"
#include "club/playerstats.h"

using namespace podium;
using namespace podium::test;

namespace {

QString percent(double p)
{
    return QLocale().toString(100 * p, 'f', 1) + QStringLiteral(" %");
}

club::GameInput game(const QString &date, const QString &discipline, history::GameKind kind,
                     const std::vector<std::pair<QString, int>> &order)
{
    club::GameInput g;
    g.date = date;
    g.discipline = discipline;
    g.kind = kind;
    for (const auto &[name, rank] : order)
        g.participants.push_back({name, {}, rank, std::nan(""), std::nan(""), true});
    return g;
}

club::GameInput chess(const QString &date, const QString &a, const QString &b, int rankA = 1, int rankB = 2)
{
    return game(date, QStringLiteral("Chess"), history::GameKind::HeadToHead, {{a, rankA}, {b, rankB}});
}

} // namespace

class TestOpponentsWindow : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void init() { openKartsClub(); }
    void cleanup() { m_window.reset(); }
    void headToHeadNamesThePlayersAndKeepsToTheLeaderboard();
    void headToHeadOfAChessLeaderboardCountsWinsAndDraws();
    void aFreeForAllProfileGivesPlaces();
    void aHeadToHeadProfileSaysWhoseWins();

private:
    void add(const club::GameInput &g)
    {
        m_window->club().run(std::make_unique<commands::AddGame>(m_window->club(), g));
    }
    void createChessLeaderboard(const QString &name = QStringLiteral("Chess"),
                                const QString &algorithm = QStringLiteral("elo"))
    {
        m_window->club().run(std::make_unique<commands::CreateLeaderboard>(
            m_window->club(), club::LeaderboardRecord {0, name, QStringLiteral("Chess"), algorithm, {}, {}, {}}));
        m_window->leaderboardSelector()->setCurrentText(name);
        QVERIFY(m_window->headToHeadPage()->countedText().contains(QStringLiteral("games of Chess")));
    }
    QString compare(const QString &a, const QString &b)
    {
        ui::HeadToHeadPage *page = m_window->headToHeadPage();
        page->setSides(a, b);
        page->compare();
        return page->summary();
    }
    QString profileOf(const QString &player)
    {
        ui::PlayersPage *page = m_window->playersPage();
        m_window->findChild<QTabWidget *>()->setCurrentWidget(page); // the page reads its players as it is shown
        QTableView *table = page->table();
        for (int r = 0; r < table->model()->rowCount(); ++r) {
            if (table->model()->index(r, 0).data().toString() == player)
                table->selectRow(r);
        }
        return page->profileText();
    }
};

void TestOpponentsWindow::headToHeadNamesThePlayersAndKeepsToTheLeaderboard()
{
    // A game of chess between Ann and Cid is no part of the Karts leaderboard.
    add(chess(QStringLiteral("2024-03-04T20:00"), QStringLiteral("Cid"), QStringLiteral("Ann")));
    ui::HeadToHeadPage *page = m_window->headToHeadPage();
    const QString summary = compare(QStringLiteral("ann"), QStringLiteral("Cid"));
    // The chances are core's (tested there); the words around them are the page's. TrueSkill leaves room for a draw,
    // but no race of the three was drawn, so the page says so rather than promising one.
    const club::HeadToHead h = club::headToHead(m_window->database(), QStringLiteral("Karts"), {QStringLiteral("Ann")},
                                                {QStringLiteral("Cid")});
    const QString expected = QStringLiteral("Chances on Karts: Ann wins %1, Cid wins %2; the ratings leave %3 for a "
                                            "draw, though no game on this leaderboard has been drawn yet. Match "
                                            "quality %4.\n")
                                 .arg(percent(h.win), percent(h.loss), percent(h.draw), percent(*h.quality))
        + ui::HeadToHeadPage::tr("They played %n free-for-all game(s) together:", nullptr, 3) + QLatin1Char(' ')
        + ui::HeadToHeadPage::tr("%1 finished ahead %n time(s)", nullptr, 3).arg(QStringLiteral("Ann"))
        + QStringLiteral(", ") + QStringLiteral("Cid never") + QLatin1Char('.');
    QCOMPARE(summary, expected);
    QVERIFY(h.win > 0.5);
    // The list: the three races, not the game of chess.
    auto *table = page->findChild<QTableView *>();
    QCOMPARE(table->model()->rowCount(), 3);
    for (int r = 0; r < 3; ++r)
        QCOMPARE(table->model()->index(r, ui::GamesModel::Discipline).data().toString(), QStringLiteral("Karts"));
    QCOMPARE(page->countedText(),
             QStringLiteral("The list holds the leaderboard's games of Karts where they met: head to head, on opposite "
                            "teams, or in the same free-for-all, where the better place is ahead."));
    // Refusals are sentences.
    QCOMPARE(compare(QStringLiteral("Ann"), QStringLiteral("Zed")), QStringLiteral("There is no player called 'Zed'."));
    QCOMPARE(compare(QStringLiteral("Ann"), QString()),
             QStringLiteral("Type a player, or a team as names separated by commas, on each side."));
    QCOMPARE(table->model()->rowCount(), 0);
}

void TestOpponentsWindow::headToHeadOfAChessLeaderboardCountsWinsAndDraws()
{
    add(chess(QStringLiteral("2024-03-04T20:00"), QStringLiteral("Cid"), QStringLiteral("Ann")));
    add(chess(QStringLiteral("2024-03-05T20:00"), QStringLiteral("Ann"), QStringLiteral("Cid")));
    createChessLeaderboard();
    // Elo and no draw so far: a chance to win each, and "no draws".
    auto h = club::headToHead(m_window->database(), QStringLiteral("Chess"), {QStringLiteral("Ann")},
                              {QStringLiteral("Cid")});
    QCOMPARE(compare(QStringLiteral("Ann"), QStringLiteral("cid")),
             QStringLiteral("Chances on Chess: Ann wins %1, Cid wins %2.\n").arg(percent(h.win), percent(h.loss))
                 + ui::HeadToHeadPage::tr("They met %n time(s):", nullptr, 2)
                 + QStringLiteral(" Ann won 1, Cid won 1, no draws."));
    QCOMPARE(m_window->headToHeadPage()->findChild<QTableView *>()->model()->rowCount(), 2);
    // After a draw, Elo's number is an expected score: the page says so, and counts the draw.
    add(chess(QStringLiteral("2024-03-06T20:00"), QStringLiteral("Ann"), QStringLiteral("Cid"), 1, 1));
    h = club::headToHead(m_window->database(), QStringLiteral("Chess"), {QStringLiteral("Ann")},
                         {QStringLiteral("Cid")});
    QCOMPARE(m_window->headToHeadPage()->summary(),
             QStringLiteral("Chances on Chess: Ann can expect %1 of the points, Cid %2 (a draw counts half).\n")
                     .arg(percent(h.win), percent(h.loss))
                 + ui::HeadToHeadPage::tr("They met %n time(s):", nullptr, 3)
                 + QStringLiteral(" Ann won 1, Cid won 1, ") + ui::HeadToHeadPage::tr("%n draw(s)", nullptr, 1)
                 + QLatin1Char('.'));
    // TrueSkill gives the draw a chance of its own, and chess games have been drawn: all three are named.
    createChessLeaderboard(QStringLiteral("Chess TS"), QStringLiteral("trueskill"));
    h = club::headToHead(m_window->database(), QStringLiteral("Chess TS"), {QStringLiteral("Ann")},
                         {QStringLiteral("Cid")});
    QVERIFY(m_window->headToHeadPage()->summary().startsWith(
        QStringLiteral("Chances on Chess TS: Ann wins %1, a draw %2, Cid wins %3. Match quality %4.\n")
            .arg(percent(h.win), percent(h.draw), percent(h.loss), percent(*h.quality))));
    QVERIFY(h.draw > 0.05);
    // A team against one player: one subject, "the team of ...", which met Cid only where both of them played.
    const QString team = QLocale().createSeparatedList({QStringLiteral("Ann"), QStringLiteral("Bob")});
    const QString teamSummary = compare(QStringLiteral("Ann, Bob"), QStringLiteral("Cid"));
    QVERIFY2(teamSummary.startsWith(QStringLiteral("Chances on Chess TS: the team of %1 wins ").arg(team)),
             qPrintable(teamSummary));
    QVERIFY2(teamSummary.endsWith(QStringLiteral("They have not met in the leaderboard's games.")),
             qPrintable(teamSummary));
}

void TestOpponentsWindow::aFreeForAllProfileGivesPlaces()
{
    // Bob was 2nd of 3 in the fixture's three races; then 1st and 4th of 4.
    const auto karts = history::GameKind::FreeForAll;
    add(game(QStringLiteral("2024-03-04T20:00"), QStringLiteral("Karts"), karts,
             {{QStringLiteral("Bob"), 1},
              {QStringLiteral("Ann"), 2},
              {QStringLiteral("Cid"), 3},
              {QStringLiteral("Dan"), 4}}));
    add(game(QStringLiteral("2024-03-05T20:00"), QStringLiteral("Karts"), karts,
             {{QStringLiteral("Ann"), 1},
              {QStringLiteral("Cid"), 2},
              {QStringLiteral("Dan"), 3},
              {QStringLiteral("Bob"), 4}}));
    const QString text = profileOf(QStringLiteral("Bob"));
    // Places 2, 2, 2, 1, 4: an average of 11 / 5 = 2.2 in fields of (3 + 3 + 3 + 4 + 4) / 5 = 3.4. Against Ann he
    // finished ahead once in five races (1 - 4), against Cid four times; both met five times, Ann first by name.
    // Ann, his lowest score, is the hardest too (Dan, met twice, is too rarely met). His one win: the 4th.
    const auto profile = club::playerProfile(m_window->database(), QStringLiteral("Bob"), QStringLiteral("Karts"));
    QCOMPARE(profile.bestWinDate, QStringLiteral("2024-03-04T20:00:00"));
    const QString score
        = ui::PlayersPage::tr("%n game(s): %1 %2 – %3 %4", nullptr, 5)
              .arg(QStringLiteral("Bob"), QStringLiteral("1"), QStringLiteral("4"), QStringLiteral("Ann"));
    const QStringList expected {
        QStringLiteral("<b>Bob</b> on Karts"),
        ui::PlayersPage::tr("%n free-for-all game(s):", nullptr, 5) + QLatin1Char(' ')
            + ui::PlayersPage::tr("%n first place(s)", nullptr, 1)
            + QStringLiteral(", average place 2.2 of 3.4, best place 1."),
        QStringLiteral("Best win: %1 (rated %2) on %3.")
            .arg(profile.bestWinOpponent, QLocale().toString(profile.bestWinRating, 'f', 1),
                 QStringLiteral("4 Mar 2024")),
        QStringLiteral("Most often met: Ann (%1).").arg(score),
        ui::PlayersPage::tr("Hardest opponent (lowest score, %n game(s) or more): %1 (%2).", nullptr, 3)
            .arg(QStringLiteral("Ann"), score),
    };
    QCOMPARE(text.split(QStringLiteral("<br>")), expected);
    QVERIFY2(!text.contains(QStringLiteral("lost")), qPrintable(text));
}

void TestOpponentsWindow::aHeadToHeadProfileSaysWhoseWins()
{
    // Ann beats Frank twice at chess and loses once: 2 - 1 for Ann, said with the names.
    add(chess(QStringLiteral("2024-03-04T20:00"), QStringLiteral("Ann"), QStringLiteral("Frank")));
    add(chess(QStringLiteral("2024-03-05T20:00"), QStringLiteral("Frank"), QStringLiteral("Ann")));
    add(chess(QStringLiteral("2024-03-06T20:00"), QStringLiteral("Ann"), QStringLiteral("Frank")));
    createChessLeaderboard();
    const QString text = profileOf(QStringLiteral("Ann"));
    const auto profile = club::playerProfile(m_window->database(), QStringLiteral("Ann"), QStringLiteral("Chess"));
    // Her best win is the later one, over Frank rated above 1500 after beating her.
    QCOMPARE(profile.bestWinDate, QStringLiteral("2024-03-06T20:00:00"));
    QVERIFY(profile.bestWinRating > 1500);
    const QString score
        = ui::PlayersPage::tr("%n game(s): %1 %2 – %3 %4", nullptr, 3)
              .arg(QStringLiteral("Ann"), QStringLiteral("2"), QStringLiteral("1"), QStringLiteral("Frank"));
    const QStringList expected {
        QStringLiteral("<b>Ann</b> on Chess"),
        ui::PlayersPage::tr("%n game(s):", nullptr, 3) + QStringLiteral(" 2 won, 0 drawn, 1 lost."),
        QStringLiteral("Best win: Frank (rated %1) on %2.")
            .arg(QLocale().toString(profile.bestWinRating, 'f', 1), QStringLiteral("6 Mar 2024")),
        QStringLiteral("Most often met: Frank (%1).").arg(score),
        ui::PlayersPage::tr("Hardest opponent (lowest score, %n game(s) or more): %1 (%2).", nullptr, 3)
            .arg(QStringLiteral("Frank"), score),
    };
    QCOMPARE(text.split(QStringLiteral("<br>")), expected);
    // What "hardest" means is one hover away.
    const QString tip = m_window->playersPage()->findChild<QLabel *>(QStringLiteral("playerProfile"))->toolTip();
    QVERIFY2(tip.contains(QStringLiteral("The hardest opponent is the one Ann scores least against")), qPrintable(tip));
    // A player without games on the leaderboard is told so.
    QCOMPARE(profileOf(QStringLiteral("Bob")),
             QStringLiteral("<b>Bob</b> on Chess<br>No games on this leaderboard yet."));
}

QTEST_MAIN(TestOpponentsWindow)
#include "tst_opponentswindow.moc"
