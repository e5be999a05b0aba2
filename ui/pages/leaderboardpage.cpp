// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "pages/leaderboardpage.h"
#include "widgets/filteredtable.h"

#include "charts/ratinghistorychart.h"
#include "club/club.h"
#include "club/labels.h"
#include "club/leaderboards.h"
#include "club/playerstats.h"
#include "club/ratingtrail.h"
#include "models/leaderboardmodel.h"
#include "models/tableproxymodel.h"
#include "sheets/clubsheets.h"
#include "store/database.h"
#include "web/htmlfiles.h"
#include "widgets/banner.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <tuple>

namespace podium::ui {

LeaderboardPage::LeaderboardPage(const store::Database &database, QWidget *parent)
    : QWidget(parent)
    , m_db(database)
    , m_model(new LeaderboardModel(this))
    , m_proxy(new TableProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_table(new QTableView(this))
    , m_chart(new RatingHistoryChart(this))
    , m_summary(new QLabel(this))
    , m_legend(new QLabel(this))
    , m_minimumGames(new QSpinBox(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSearchRole(LeaderboardModel::SortRole); // the Player column's sort value is the folded name
    m_filter->setObjectName(QStringLiteral("leaderboardFilter"));
    m_table->setObjectName(QStringLiteral("leaderboardTable"));
    setUpFilteredTable(m_proxy, m_filter, m_table,
                       {LeaderboardModel::SortRole, LeaderboardModel::Player, LeaderboardModel::Rank,
                        Qt::AscendingOrder, LeaderboardModel::Player, QAbstractItemView::ExtendedSelection,
                        tr("Filter by name"), LeaderboardModel::PlayerRole, LeaderboardModel::Player});
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &LeaderboardPage::updateChart);

    m_chart->setObjectName(QStringLiteral("historyChart"));
    auto *left = new QWidget(this);
    m_tableSide = left;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_filter);
    leftLayout->addWidget(m_table);
    addFooter(leftLayout);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(m_chart);
    // The chart takes three fifths of a wide window (a stretched Player column shows nothing more), the table
    // keeps room for every column of the standings on a narrow one.
    left->setMinimumWidth(660);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({2000, 3000});
    m_standingsView = splitter;
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
    layout->addWidget(createProblemView());
}

QWidget *LeaderboardPage::createProblemView()
{
    m_problemView = new QWidget(this);
    m_problemView->setObjectName(QStringLiteral("leaderboardProblem"));
    m_problemBanner = new Banner(m_problemView);
    m_problemText = new QLabel(m_problemView);
    m_problemText->setObjectName(QStringLiteral("leaderboardProblemText"));
    m_problemText->setWordWrap(true);
    m_problemText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problemText->setMaximumWidth(760); // a paragraph, not one line across a wide screen
    m_openGame = new QPushButton(tr("&Open the Game…"), m_problemView);
    m_openGame->setObjectName(QStringLiteral("openProblemGame"));
    m_openGame->setToolTip(tr("Edit the result of the game this leaderboard cannot rate"));
    m_showGame = new QPushButton(tr("Sho&w in Games"), m_problemView);
    m_showGame->setObjectName(QStringLiteral("showProblemGame"));
    m_showGame->setToolTip(tr("Select the game in the game log, where it can be edited or deleted"));
    m_settings = new QPushButton(tr("Leaderboard Se&ttings…"), m_problemView);
    m_settings->setObjectName(QStringLiteral("problemLeaderboardSettings"));
    m_settings->setToolTip(tr("Change what the leaderboard allows, such as its draw probability"));
    connect(m_settings, &QPushButton::clicked, this, &LeaderboardPage::settingsRequested);
    connect(m_openGame, &QPushButton::clicked, this, [this] { emit openGameRequested(m_problem.gameId); });
    connect(m_showGame, &QPushButton::clicked, this, [this] { emit showGameRequested(m_problem.gameId); });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_openGame);
    buttons->addWidget(m_showGame);
    buttons->addWidget(m_settings);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(m_problemView);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_problemBanner);
    layout->addSpacing(8);
    layout->addWidget(m_problemText);
    layout->addSpacing(8);
    layout->addLayout(buttons);
    layout->addStretch();
    m_problemView->hide();
    return m_problemView;
}

void LeaderboardPage::setLeaderboard(const QString &name)
{
    const bool another = name != m_leaderboard;
    m_leaderboard = name;
    m_chart->setLeaderboard(name);
    if (another)
        m_table->clearSelection(); // another leaderboard starts at its top
    LeaderboardProblem problem;
    try {
        readStandings(another);
    } catch (const std::exception &error) { // a game it cannot rate, a damaged file: a state, not a crash
        problem = problemOf(m_db, error);
    }
    showProblem(problem);
    if (problem.isEmpty())
        updateChart(); // may find a problem of its own (a replay of the whole history)
}

void LeaderboardPage::readStandings(bool another)
{
    if (m_leaderboard.isEmpty()) { // the club has none (any more)
        m_scope = {};
        m_model->setStandings({}, false, 0.0, {});
        m_chart->setHistories({}, false);
        updateLegend();
        return;
    }
    club::Leaderboards leaderboards(m_db);
    const club::LeaderboardRecord record = leaderboards.get(m_leaderboard);
    const auto system = club::ratingSystemOf(record);
    m_hasSigma = system->hasUncertainty();
    m_scope = {Labels::algorithm(record.algorithm),
               record.discipline.isEmpty() ? tr("all disciplines") : record.discipline};
    {
        // The same leaderboard read again (after an edit) keeps its selected players and scroll; another one
        // starts at its top. The chart is drawn once, after.
        const QScopedValueRollback quiet(m_showingStandings, true);
        m_model->setStandings(leaderboards.standings(m_leaderboard), m_hasSigma, system->provisionalSigma(),
                              club::recentChanges(m_db, m_leaderboard, LeaderboardModel::kRecentGames));
        if (another)
            m_table->scrollToTop();
        if (!m_table->selectionModel()->hasSelection() && m_proxy->rowCount() > 0)
            m_table->selectRow(0);
    }
    m_table->setColumnHidden(LeaderboardModel::Mu, !m_hasSigma);
    m_table->setColumnHidden(LeaderboardModel::Sigma, !m_hasSigma);
    m_table->setColumnHidden(LeaderboardModel::Volatility, !m_model->hasVolatility());
    // The names keep the width they need, whatever the other columns take (Glicko-2's extra column, a language's
    // longer headers): a narrow window scrolls sideways rather than cut them to "…"; room to spare goes to the
    // last column.
    m_table->horizontalHeader()->setSectionResizeMode(LeaderboardModel::Player, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // Measuring the columns' contents takes a big club's window 30 ms: only when what they show may be wider (another
    // leaderboard, other columns or headers, a longer name) is the side fitted again, not after every correction.
    qsizetype longestName = 0;
    for (int r = 0; r < m_model->rowCount(); ++r)
        longestName = std::max(longestName, m_model->row(r).player.size());
    QString headers; // in the language of the moment
    for (int c = 0; c < m_model->columnCount(); ++c)
        headers += m_model->headerData(c, Qt::Horizontal).toString();
    const auto fitted
        = std::make_tuple(m_model->rowCount() > 0, m_hasSigma, m_model->hasVolatility(), longestName, headers);
    if (another || fitted != m_fitted) {
        m_fitted = fitted;
        fitTableSide();
    }
    updateSummary();
    updateLegend();
}

void LeaderboardPage::fitTableSide()
{
    // The table's side is as wide as its columns need, headers included: French and German headers are longer
    // than English ones, and a table narrower than its columns hides the last behind a scroll bar. At least 660
    // pixels, at most 900, so that the chart keeps most of the window.
    QHeaderView *header = m_table->horizontalHeader();
    int needed = m_table->verticalScrollBar()->sizeHint().width() + 2 * m_table->frameWidth();
    for (int c = 0; c < header->count(); ++c) {
        if (!m_table->isColumnHidden(c))
            needed += std::max(header->sectionSizeHint(c),
                               static_cast<const QAbstractItemView *>(m_table)->sizeHintForColumn(c));
    }
    const QMargins margins = m_tableSide->layout()->contentsMargins();
    m_tableSide->setMinimumWidth(std::clamp(needed + margins.left() + margins.right(), 660, 900));
}

void LeaderboardPage::showProblem(const LeaderboardProblem &problem)
{
    m_problem = problem;
    if (!problem.isEmpty()) {
        const QScopedValueRollback quiet(m_showingStandings, true);
        m_model->setStandings({}, false, 0.0, {}); // nothing half-shown: no standings of a history cut short
        m_chart->setHistories({}, false);
        m_problemBanner->say(tr("The leaderboard '%1' cannot show its standings.").arg(m_leaderboard));
        m_problemText->setText(problem.text);
        m_openGame->setVisible(problem.gameId != 0);
        m_showGame->setVisible(problem.gameId != 0);
        updateSummary();
        updateLegend();
    }
    m_standingsView->setVisible(problem.isEmpty());
    m_problemView->setVisible(!problem.isEmpty());
    emit problemChanged(m_leaderboard);
}

void LeaderboardPage::updateChart()
{
    if (m_showingStandings)
        return;
    const QStringList players = playersToChart();
    m_charted = players;
    std::vector<PlayerHistory> histories;
    if (!players.isEmpty()) {
        try {
            // The trail the standings' recent form was read from: no replay of its own.
            const auto trail = club::RatingTrail::of(m_db, club::Leaderboards(m_db).get(m_leaderboard));
            for (const QString &player : players)
                histories.push_back({player, trail->history(player)});
        } catch (const std::exception &error) { // called from a selection change: nothing may escape to the loop
            showProblem(problemOf(m_db, error));
            return;
        }
    }
    m_chart->setHistories(histories, m_hasSigma);
}

QStringList LeaderboardPage::playersToChart() const
{
    QStringList players;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows(LeaderboardModel::Player);
    for (const QModelIndex &index : rows) {
        if (players.size() == RatingHistoryChart::kMaxPlayers)
            break;
        players.append(m_model->row(m_proxy->mapToSource(index).row()).player);
    }
    return players;
}

void LeaderboardPage::addFooter(QVBoxLayout *layout)
{
    m_summary->setObjectName(QStringLiteral("leaderboardSummary"));
    m_legend->setObjectName(QStringLiteral("provisionalLegend"));
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::RichText);
    m_minimumGames->setObjectName(QStringLiteral("minimumGames"));
    m_minimumGames->setRange(0, 9999);
    m_minimumGames->setSpecialValueText(tr("any"));
    m_minimumGames->setToolTip(tr("Hides the players with fewer games than this"));
    auto *minimumLabel = new QLabel(tr("Mi&nimum games:"), this);
    minimumLabel->setBuddy(m_minimumGames);
    m_proxy->setRowCondition([this](int row) { return m_model->row(row).games >= m_minimumGames->value(); });
    connect(m_minimumGames, &QSpinBox::valueChanged, m_proxy, &TableProxyModel::refilter);
    whenShownRowsChange(m_proxy, this, [this] { updateSummary(); });
    // A filter that hides selected players takes them out of the selection without a word: the chart follows.
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, [this] {
        if (!m_showingStandings && playersToChart() != m_charted)
            updateChart();
    });
    auto *row = new QHBoxLayout;
    row->addWidget(m_summary, 1);
    row->addWidget(minimumLabel);
    row->addWidget(m_minimumGames);
    layout->addLayout(row);
    layout->addWidget(m_legend);
    updateSummary();
    updateLegend();
}

void LeaderboardPage::updateSummary()
{
    if (m_leaderboard.isEmpty()) {
        m_summary->setText(tr("No leaderboard yet: Leaderboards > New Leaderboard… makes one."));
        return;
    }
    if (!m_problem.isEmpty()) {
        m_summary->setText(m_problem.shortText);
        return;
    }
    const int all = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    const auto &[algorithm, discipline] = m_scope;
    m_summary->setText(
        shown == all
            ? tr("%n player(s); %1, %2", nullptr, all).arg(algorithm, discipline)
            : tr("%1 of %n player(s); %2, %3", nullptr, all).arg(QLocale().toString(shown), algorithm, discipline));
}

void LeaderboardPage::updateLegend()
{
    if (m_leaderboard.isEmpty() || !m_model->hasProvisional()) {
        m_legend->clear();
        m_legend->hide();
        return;
    }
    const QString mark = tr("<i>Name ?</i>");
    m_legend->setText(
        m_hasSigma ? tr("%1 provisional: fewer than %2 games, or a rating still uncertain")
                         .arg(mark)
                         .arg(LeaderboardModel::kProvisionalGames)
                   : tr("%1 provisional: fewer than %2 games").arg(mark).arg(LeaderboardModel::kProvisionalGames));
    m_legend->show();
}

QString LeaderboardPage::summaryText() const
{
    return m_summary->text();
}

QString LeaderboardPage::legendText() const
{
    return m_legend->text();
}

void LeaderboardPage::setMinimumGames(int games)
{
    m_minimumGames->setValue(games);
}

int LeaderboardPage::minimumGames() const
{
    return m_minimumGames->value();
}

void LeaderboardPage::follow(const ClubChange &change)
{
    // The standings in view are the window's to show again: it knows which leaderboards a change reaches.
    (void)change;
}

std::optional<PageDocument> LeaderboardPage::document() const
{
    PageDocument document;
    if (m_leaderboard.isEmpty())
        return document;
    document.title = ClubSheets::standingsTitle(m_leaderboard);
    document.fileName = m_leaderboard;
    document.make = PdfExport::sheet([db = &m_db, leaderboard = m_leaderboard](PrintSheet &sheet) {
        ClubSheets::standings(sheet, *db, leaderboard);
    });
    document.html = [db = &m_db, leaderboard = m_leaderboard] { return web::standingsHtml(*db, leaderboard); };
    return document;
}

QList<QWidget *> LeaderboardPage::documentTables() const
{
    return {m_table};
}

QLineEdit *LeaderboardPage::findField() const
{
    return m_filter;
}

} // namespace podium::ui
