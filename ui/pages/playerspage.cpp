// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "pages/playerspage.h"

#include "io/localdates.h"
#include "widgets/filteredtable.h"

#include "charts/ratinghistorychart.h"
#include "club/club.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "club/playerstats.h"
#include "leaderboardproblem.h"
#include "models/playersmodel.h"
#include "sheets/clubsheets.h"
#include "store/dberror.h"
#include "web/htmlfiles.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

namespace podium::ui {

namespace {

/** Core's refusals are fragments for a command line; the page shows sentences. */
QString asSentence(QString text)
{
    if (text.isEmpty())
        return text;
    text[0] = text[0].toUpper();
    if (!text.endsWith(QLatin1Char('.')))
        text += QLatin1Char('.');
    return text;
}

QString number(int n)
{
    return QLocale().toString(n);
}

/** One decimal, without a trailing ".0": a field of 8 players, or of 7.5 on average. */
QString field(double average)
{
    return QLocale().toString(std::round(average * 10) / 10, 'g', 6);
}

/** The head-to-head and team games: their side won, drew or lost. */
QString sidesLine(const club::SideRecord &r, bool alsoFreeForAlls)
{
    const QString games = alsoFreeForAlls ? PlayersPage::tr("%Ln head-to-head or team game(s):", nullptr, r.games)
                                          : PlayersPage::tr("%Ln game(s):", nullptr, r.games);
    return games + QLatin1Char(' ')
        + PlayersPage::tr("%1 won, %2 drawn, %3 lost.").arg(number(r.wins), number(r.draws), number(r.losses));
}

/** The free-for-alls: places, not wins and losses (every place but the first would be a loss). */
QString placesLine(const club::PlaceRecord &r)
{
    const QString firsts
        = r.firsts == 0 ? PlayersPage::tr("no first place") : PlayersPage::tr("%Ln first place(s)", nullptr, r.firsts);
    return PlayersPage::tr("%Ln free-for-all game(s):", nullptr, r.games) + QLatin1Char(' ')
        + PlayersPage::tr("%1, average place %2 of %3, best place %4.")
              .arg(firsts, QLocale().toString(r.averagePlace, 'f', 1), field(r.averageField), number(r.bestPlace));
}

/** "Ann 2 – 1 Bob", with the draws: whose wins are whose is in the order of the names. */
QString score(const QString &player, const club::OpponentRecord &o)
{
    QString text = PlayersPage::tr("%Ln game(s): %1 %2 – %3 %4", nullptr, o.games)
                       .arg(player, number(o.ahead), number(o.behind), o.name);
    if (o.level > 0)
        text += QStringLiteral(", ") + PlayersPage::tr("%Ln draw(s)", nullptr, o.level);
    return text;
}

QString bestWinLine(const club::PlayerProfile &p)
{
    return PlayersPage::tr("Best win: %1 (rated %2) on %3.")
        .arg(p.bestWinOpponent, QLocale().toString(p.bestWinRating, 'f', 1),
             io::shortDate(QLocale(), QDateTime::fromString(p.bestWinDate, Qt::ISODate).date()));
}

} // namespace

QStringList PlayersPage::profileLines(const QString &player, const QString &leaderboard, const club::PlayerProfile &p)
{
    QStringList lines {tr("<b>%1</b> on %2").arg(player.toHtmlEscaped(), leaderboard.toHtmlEscaped())};
    if (p.games == 0)
        return lines << tr("No games on this leaderboard yet.");
    if (p.sides.games > 0)
        lines << sidesLine(p.sides, p.places.games > 0).toHtmlEscaped();
    if (p.places.games > 0)
        lines << placesLine(p.places).toHtmlEscaped();
    if (!p.bestWinOpponent.isEmpty())
        lines << bestWinLine(p).toHtmlEscaped();
    if (!p.mostMet.name.isEmpty())
        lines << tr("Most often met: %1 (%2).").arg(p.mostMet.name, score(player, p.mostMet)).toHtmlEscaped();
    if (!p.hardest.name.isEmpty())
        lines << tr("Hardest opponent (lowest score, %Ln game(s) or more): %1 (%2).", nullptr,
                    club::kHardestOpponentMinGames)
                     .arg(p.hardest.name, score(player, p.hardest))
                     .toHtmlEscaped();
    return lines;
}

PlayersPage::PlayersPage(const store::Database &database, QWidget *parent)
    : QWidget(parent)
    , m_db(database)
    , m_model(new PlayersModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_table(new QTableView(this))
    , m_profile(new QLabel(this))
    , m_chart(new RatingHistoryChart(this))
{
    m_proxy->setSourceModel(m_model);
    m_table->setObjectName(QStringLiteral("playersTable"));
    m_table->setAccessibleName(tr("Players"));
    m_filter->setAccessibleName(tr("Filter the players"));
    setUpFilteredTable(m_proxy, m_filter, m_table,
                       {PlayersModel::SortRole, -1, PlayersModel::Name, Qt::AscendingOrder, PlayersModel::Name,
                        QAbstractItemView::SingleSelection, tr("Filter by name or club")});

    auto *buttons = new QHBoxLayout;
    const auto button = [&](const QString &text, const std::function<void()> &action) {
        auto *b = new QPushButton(text, this);
        connect(b, &QPushButton::clicked, this, action);
        buttons->addWidget(b);
        return b;
    };
    button(tr("&Add Player…"), [this] { emit addRequested(); })->setObjectName(QStringLiteral("addPlayer"));
    button(tr("Re&name…"), [this] {
        if (!selectedPlayer().isEmpty())
            emit renameRequested(selectedPlayer());
    });
    button(tr("Player Inf&o…"), [this] {
        if (!selectedPlayer().isEmpty())
            emit detailsRequested(selectedPlayer());
    })->setObjectName(QStringLiteral("playerDetails"));
    // A double click opens the player's details, as in a file manager's properties.
    connect(m_table, &QTableView::doubleClicked, this, [this] {
        if (!selectedPlayer().isEmpty())
            emit detailsRequested(selectedPlayer());
    });
    button(tr("&Merge Into…"), [this] {
        if (!selectedPlayer().isEmpty())
            emit mergeRequested(selectedPlayer());
    });
    button(tr("Re&tire / Return"), [this] {
        if (!selectedPlayer().isEmpty())
            emit retireRequested(selectedPlayer());
    });
    QPushButton *remove = button(tr("Delete Pla&yer"), [this] {
        if (!selectedPlayer().isEmpty())
            emit deleteRequested(selectedPlayer());
    });
    remove->setObjectName(QStringLiteral("deletePlayer"));
    remove->setToolTip(tr("A player without games can be deleted; one with games is retired or merged instead"));
    remove->setEnabled(false);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, remove, [this, remove] {
        const QModelIndexList rows = m_table->selectionModel()->selectedRows();
        remove->setEnabled(!rows.isEmpty() && m_model->player(m_proxy->mapToSource(rows.front()).row()).games == 0);
    });
    buttons->addStretch();
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &PlayersPage::showProfile);
    m_profile->setObjectName(QStringLiteral("playerProfile"));
    m_profile->setWordWrap(true);
    m_profile->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_filter);
    leftLayout->addWidget(m_table);
    leftLayout->addLayout(buttons);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_profile);
    rightLayout->addWidget(m_chart, 1);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    // As on the Leaderboard page: a wide window widens the chart, not the list of names.
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({2000, 3000});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
}

void PlayersPage::setLeaderboard(const QString &name)
{
    m_leaderboard = name;
    m_chart->setLeaderboard(name);
    showProfile();
}

QString PlayersPage::profileText() const
{
    return m_profile->text();
}

void PlayersPage::showProfile()
{
    const QString player = selectedPlayer();
    m_profile->setToolTip(QString());
    m_chart->show(); // hidden while the leaderboard cannot be read: an empty chart would ask to select a player
    if (m_leaderboard.isEmpty()) {
        m_profile->setText(tr("This club has no leaderboard yet. Create one in the Leaderboards menu to see each "
                              "player's record and rating."));
        m_chart->setHistories({}, false);
        return;
    }
    if (player.isEmpty()) {
        m_profile->setText(tr("Select a player to see their profile on the leaderboard."));
        m_chart->setHistories({}, false);
        return;
    }
    try {
        const auto profile = club::playerProfile(m_db, player, m_leaderboard);
        m_profile->setText(profileLines(player, m_leaderboard, profile).join(QStringLiteral("<br>")));
        m_profile->setToolTip(tr("Against one opponent, a game counts for whoever won it or, in a free-for-all, "
                                 "finished ahead; a draw or a shared place counts half. The hardest opponent is the "
                                 "one %1 scores least against, of those met at least %Ln time(s).",
                                 nullptr, club::kHardestOpponentMinGames)
                                  .arg(player));
        m_chart->setHistories({{player, profile.history}}, profile.hasUncertainty);
    } catch (const club::UnratableGame &error) { // in the words of the leaderboard's page, which opens the game
        m_profile->setText(
            problemOf(m_db, error).text.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>")));
        m_chart->setHistories({}, false);
        m_chart->hide();
    } catch (const store::DbError &error) {
        m_profile->setText(asSentence(error.message()).toHtmlEscaped());
        m_chart->setHistories({}, false);
        m_chart->hide();
    }
}

void PlayersPage::reload()
{
    // A hidden page reads as it is shown: opening a big club read 5,000 players with their games (25 ms) for a page
    // not in view, before the leaderboard could start its replay.
    if (isVisible())
        read();
    else
        m_stale = true;
}

void PlayersPage::read()
{
    m_stale = false;
    m_model->setPlayers(club::Players(m_db).list());
}

QString PlayersPage::selectedPlayer() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows(PlayersModel::Name);
    return rows.isEmpty() ? QString() : rows.first().data().toString();
}

void PlayersPage::follow(const ClubChange &change)
{
    if (!change.touches(ClubChange::Games | ClubChange::Players))
        return;
    // A big club's correction reads the players once, for the page in view.
    reload();
}

void PlayersPage::showEvent(QShowEvent *event)
{
    if (m_stale)
        read();
    QWidget::showEvent(event);
}

std::optional<PageDocument> PlayersPage::document() const
{
    PageDocument document;
    const QString player = selectedPlayer();
    if (player.isEmpty())
        return document;
    document.title = ClubSheets::playerTitle(player);
    document.fileName = player;
    document.make
        = PdfExport::sheet([db = &m_db, player](PrintSheet &sheet) { ClubSheets::playerCard(sheet, *db, player); });
    document.html = [db = &m_db, player] { return web::playerHtml(*db, player); };
    return document;
}

QList<QWidget *> PlayersPage::documentTables() const
{
    return {m_table};
}

QLineEdit *PlayersPage::findField() const
{
    return m_filter;
}

} // namespace podium::ui
