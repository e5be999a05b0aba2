// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "pages/headtoheadpage.h"

#include "club/headtohead.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "io/localdates.h"
#include "io/textinput.h"
#include "leaderboardproblem.h"
#include "models/gamesmodel.h"
#include "store/dberror.h"

#include <QCompleter>
#include <QDate>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QStringListModel>
#include <QTableView>
#include <QVBoxLayout>

namespace podium::ui {

namespace {

QString percent(double p)
{
    return QLocale().toString(100 * p, 'f', 1) + QStringLiteral(" %");
}

QString number(int n)
{
    return QLocale().toString(n);
}

QString shortDate(const QString &isoDateTime)
{
    return io::shortDate(QLocale(), QDate::fromString(isoDateTime.left(10), Qt::ISODate));
}

/** Core's refusals are fragments for a command line ("there is no player called 'Zed'"); the page shows
 *  sentences. */
QString asSentence(QString text)
{
    if (text.isEmpty())
        return text;
    text[0] = text[0].toUpper();
    if (!text.endsWith(QLatin1Char('.')) && !text.endsWith(QLatin1Char('?')) && !text.endsWith(QLatin1Char('!')))
        text += QLatin1Char('.');
    return text;
}

/** A side as the sentences name it: the player, or "the team of Ann and Bob" (one subject, so "wins" fits). */
QString sideName(const QStringList &names)
{
    if (names.size() == 1)
        return names.front();
    return HeadToHeadPage::tr("the team of %1").arg(QLocale().createSeparatedList(names));
}

/** Which games the meetings come from: the discipline (or every one) and the date range. */
QString scopeOf(const club::LeaderboardRecord &record)
{
    const QString games = record.discipline.isEmpty() ? HeadToHeadPage::tr("every discipline") : record.discipline;
    if (!record.dateFrom.isEmpty() && !record.dateTo.isEmpty())
        return HeadToHeadPage::tr("%1 from %2 to %3").arg(games, shortDate(record.dateFrom), shortDate(record.dateTo));
    if (!record.dateFrom.isEmpty())
        return HeadToHeadPage::tr("%1 from %2 on").arg(games, shortDate(record.dateFrom));
    if (!record.dateTo.isEmpty())
        return HeadToHeadPage::tr("%1 up to %2").arg(games, shortDate(record.dateTo));
    return games;
}

/** The chances by the ratings. A draw is named where the algorithm gives it a chance and the leaderboard's games
 *  have been drawn; an algorithm without a draw model (Elo) gives an expected score, which is no chance to win once
 *  draws happen. */
QString chances(const club::HeadToHead &h, const QString &a, const QString &b)
{
    const QString &board = h.leaderboard.name;
    if (h.drawModel && h.drawsSeen)
        return HeadToHeadPage::tr("Chances on %1: %2 wins %3, a draw %4, %5 wins %6.")
            .arg(board, a, percent(h.win), percent(h.draw), b, percent(h.loss));
    if (h.drawModel && h.draw >= 0.0005)
        return HeadToHeadPage::tr("Chances on %1: %2 wins %3, %4 wins %5; the ratings leave %6 for a draw, though "
                                  "no game on this leaderboard has been drawn yet.")
            .arg(board, a, percent(h.win), b, percent(h.loss), percent(h.draw));
    if (!h.drawModel && h.drawsSeen)
        return HeadToHeadPage::tr("Chances on %1: %2 can expect %3 of the points, %4 %5 (a draw counts half).")
            .arg(board, a, percent(h.win), b, percent(h.loss));
    return HeadToHeadPage::tr("Chances on %1: %2 wins %3, %4 wins %5.")
        .arg(board, a, percent(h.win), b, percent(h.loss));
}

/** The head-to-head and team games: who won, and the draws. */
QString duelsSentence(const club::MeetingTally &t, const QString &a, const QString &b, bool alsoFreeForAlls)
{
    const QString start = alsoFreeForAlls
        ? HeadToHeadPage::tr("They met %Ln time(s) head to head or on opposite teams:", nullptr, t.total())
        : HeadToHeadPage::tr("They met %Ln time(s):", nullptr, t.total());
    const QString draws
        = t.level == 0 ? HeadToHeadPage::tr("no draws") : HeadToHeadPage::tr("%Ln draw(s)", nullptr, t.level);
    return start + QLatin1Char(' ')
        + HeadToHeadPage::tr("%1 won %2, %3 won %4, %5.").arg(a, number(t.aAhead), b, number(t.bAhead), draws);
}

/** The free-for-alls both played: who finished ahead, and the shared places. */
QString freeForAllsSentence(const club::MeetingTally &t, const QString &a, const QString &b)
{
    const QString aheadA = t.aAhead == 0
        ? HeadToHeadPage::tr("%1 never finished ahead").arg(a)
        : HeadToHeadPage::tr("%1 finished ahead %Ln time(s)", nullptr, t.aAhead).arg(a);
    const QString aheadB = t.bAhead == 0 ? HeadToHeadPage::tr("%1 never").arg(b)
                                         : HeadToHeadPage::tr("%1 %Ln time(s)", nullptr, t.bAhead).arg(b);
    QString text = HeadToHeadPage::tr("They played %Ln free-for-all game(s) together:", nullptr, t.total())
        + QLatin1Char(' ') + aheadA + QStringLiteral(", ") + aheadB;
    if (t.level > 0)
        text += QStringLiteral(", ") + HeadToHeadPage::tr("a shared place %Ln time(s)", nullptr, t.level);
    return text + QLatin1Char('.');
}

QString meetingsText(const club::HeadToHead &h, const QString &a, const QString &b)
{
    if (h.meetings.empty())
        return HeadToHeadPage::tr("They have not met in the leaderboard's games.");
    QStringList sentences;
    if (h.duels.total() > 0)
        sentences.append(duelsSentence(h.duels, a, b, h.freeForAlls.total() > 0));
    if (h.freeForAlls.total() > 0)
        sentences.append(freeForAllsSentence(h.freeForAlls, a, b));
    return sentences.join(QLatin1Char(' '));
}

} // namespace

HeadToHeadPage::HeadToHeadPage(const store::Database &database, QWidget *parent)
    : QWidget(parent)
    , m_db(database)
    , m_sideA(new QLineEdit(this))
    , m_sideB(new QLineEdit(this))
    , m_players(new QStringListModel(this))
    , m_counted(new QLabel(this))
    , m_outlook(new QLabel(this))
    , m_meetings(new GamesModel(this))
    , m_table(new QTableView(this))
{
    for (QLineEdit *side : {m_sideA, m_sideB}) {
        auto *completer = new QCompleter(m_players, side);
        completer->setCaseSensitivity(Qt::CaseInsensitive);
        side->setCompleter(completer);
        side->setPlaceholderText(tr("A player, or a team as names separated by commas"));
        connect(side, &QLineEdit::returnPressed, this, &HeadToHeadPage::compare);
    }
    auto *go = new QPushButton(tr("&Compare"), this);
    connect(go, &QPushButton::clicked, this, &HeadToHeadPage::compare);
    auto *form = new QFormLayout;
    form->addRow(tr("Side &A:"), m_sideA);
    form->addRow(tr("Side &B:"), m_sideB);
    form->addRow(QString(), go);
    m_counted->setObjectName(QStringLiteral("headToHeadCounted"));
    m_counted->setWordWrap(true);
    m_outlook->setObjectName(QStringLiteral("headToHeadOutlook"));
    m_outlook->setWordWrap(true);
    m_outlook->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_outlook->setText(tr("Type a player or a team on each side, then press Compare."));
    m_table->setModel(m_meetings);
    m_table->setAccessibleName(tr("Games between them"));
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(GamesModel::Participants, QHeaderView::Stretch);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_outlook);
    layout->addWidget(m_counted);
    layout->addWidget(m_table);
}

void HeadToHeadPage::setLeaderboard(const QString &name)
{
    m_leaderboard = name;
    // The window shows the leaderboard again after every change of games or players: new names complete too, read
    // when the page is next in view (a big club's players take the window 18 ms, after every correction).
    m_namesStale = true;
    if (isVisible())
        readNames();
    showCounted();
    if (!m_sideA->text().isEmpty() && !m_sideB->text().isEmpty())
        compare();
}

void HeadToHeadPage::readNames()
{
    m_namesStale = false;
    QStringList players;
    try {
        for (const club::PlayerRecord &p : club::Players(m_db).list())
            players.append(p.name);
    } catch (const store::DbError &) { // read from showEvent: the names complete once they can be read
        m_namesStale = true;
    }
    m_players->setStringList(players);
}

void HeadToHeadPage::showEvent(QShowEvent *event)
{
    if (m_namesStale)
        readNames();
    QWidget::showEvent(event);
}

void HeadToHeadPage::setSides(const QString &a, const QString &b)
{
    m_sideA->setText(a);
    m_sideB->setText(b);
}

QString HeadToHeadPage::summary() const
{
    return m_outlook->text();
}

QString HeadToHeadPage::countedText() const
{
    return m_counted->text();
}

void HeadToHeadPage::showCounted()
{
    m_counted->clear();
    if (m_leaderboard.isEmpty())
        return;
    try {
        m_counted->setText(tr("The list holds the leaderboard's games of %1 where they met: head to head, on "
                              "opposite teams, or in the same free-for-all, where the better place is ahead.")
                               .arg(scopeOf(club::Leaderboards(m_db).get(m_leaderboard))));
    } catch (const store::DbError &error) {
        m_counted->setText(asSentence(error.message()));
    }
}

void HeadToHeadPage::compare()
{
    const QStringList a = io::parseNameList(m_sideA->text()), b = io::parseNameList(m_sideB->text());
    if (m_leaderboard.isEmpty()) {
        showProblem(tr("Choose a leaderboard at the top of the window, or create one in the Leaderboards menu: its "
                       "ratings give the chances."));
        return;
    }
    if (a.isEmpty() || b.isEmpty()) {
        showProblem(tr("Type a player, or a team as names separated by commas, on each side."));
        return;
    }
    try {
        const club::HeadToHead h = club::headToHead(m_db, m_leaderboard, a, b);
        const QString nameA = sideName(h.namesA), nameB = sideName(h.namesB);
        QString text = chances(h, nameA, nameB);
        if (h.quality)
            text += QLatin1Char(' ') + tr("Match quality %1.").arg(percent(*h.quality));
        // The chances, then the past on a line of its own: two things to read apart.
        m_outlook->setText(text + QLatin1Char('\n') + meetingsText(h, nameA, nameB));
        m_meetings->setGames(h.meetings);
    } catch (const club::UnratableGame &error) { // in the words of the leaderboard's page, which opens the game
        showProblem(problemOf(m_db, error).text);
    } catch (const store::DbError &error) {
        showProblem(asSentence(error.message()));
    }
}

void HeadToHeadPage::showProblem(const QString &text)
{
    m_outlook->setText(text);
    m_meetings->setGames({});
}

void HeadToHeadPage::follow(const ClubChange &change)
{
    // What it shows is asked for, and read, when the sides are chosen or the leaderboard in view is shown again.
    (void)change;
}

QLineEdit *HeadToHeadPage::findField() const
{
    return m_sideA;
}

} // namespace podium::ui
