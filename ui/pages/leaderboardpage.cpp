// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "pages/leaderboardpage.h"
#include "widgets/filteredtable.h"

#include "charts/ratinghistorychart.h"
#include "club/club.h"
#include "club/labels.h"
#include "club/leaderboardreplay.h"
#include "club/leaderboards.h"
#include "club/ratingtrail.h"
#include "models/leaderboardmodel.h"
#include "models/tableproxymodel.h"
#include "sheets/clubsheets.h"
#include "store/database.h"
#include "web/htmlfiles.h"
#include "widgets/banner.h"

#include <QFontMetrics>
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
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <array>
#include <tuple>

namespace podium::ui {

std::size_t LeaderboardPage::s_backgroundFrom = LeaderboardPage::kBackgroundReplayFrom;

void LeaderboardPage::setBackgroundReplayFrom(std::size_t participants)
{
    s_backgroundFrom = participants;
}

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
    m_table->setAccessibleName(tr("Standings"));
    m_filter->setAccessibleName(tr("Filter the standings"));
    setUpFilteredTable(m_proxy, m_filter, m_table,
                       {LeaderboardModel::SortRole, LeaderboardModel::Player, LeaderboardModel::Rank,
                        Qt::AscendingOrder, LeaderboardModel::Player, QAbstractItemView::ExtendedSelection,
                        tr("Filter by name"), LeaderboardModel::PlayerRole, LeaderboardModel::Player});
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &LeaderboardPage::updateChart);
    // The other columns fit their contents as measured over the rows in view and some around them, not a thousand
    // of a big club's rows after every correction (25 ms): numbers and dates are as wide as their headers, give or
    // take a digit. The names are measured whole (fitColumns).
    m_table->horizontalHeader()->setResizeContentsPrecision(kMeasuredRows);
    m_table->horizontalHeader()->setSectionResizeMode(LeaderboardModel::Player, QHeaderView::Interactive);

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
    connect(&m_replaying, &QFutureWatcherBase::finished, this, [this] {
        Replayed replayed = m_replaying.future().takeResult();
        m_inBackground = false;
        if (m_replayAgain) { // the club changed meanwhile: this replay may have missed it
            m_replayAgain = false;
            setLeaderboard(m_leaderboard);
        } else if (m_replayGeneration == m_generation) {
            show(std::move(replayed), true);
        }
    });
}

LeaderboardPage::~LeaderboardPage()
{
    // The replay uses no connection, only the history it was given; it is waited for so that nothing outlives the
    // window's thread pool use.
    m_replaying.disconnect(this);
    if (m_inBackground) // a watcher that never had a replay waits for ever
        m_replaying.waitForFinished();
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
    m_leaderboard = name;
    ++m_generation; // a replay on its way is of the club as it was, or of another leaderboard
    if (name.isEmpty()) { // the club has none (any more)
        m_replayAgain = false;
        showNone();
        return;
    }
    std::shared_ptr<club::LeaderboardReplay> replay;
    try {
        replay = club::LeaderboardReplay::begin(m_db, name, s_backgroundFrom);
    } catch (const std::exception &) { // a damaged file, a leaderboard gone: a state, not a crash
        m_replayAgain = false;
        show({nullptr, {}, std::current_exception()}, false);
        return;
    }
    // A big club's replay would hold the window for a noticeable time: a worker does it, the old standings stay
    // until the new ones are ready. A small one is shown at once, without a moment of old standings.
    if (replay->needsReplay() && replay->size() >= s_backgroundFrom) {
        replayInBackground(std::move(replay));
    } else {
        m_replayAgain = false; // what a replay on its way would show is shown now
        show(this->replay(std::move(replay)), false);
    }
}

LeaderboardPage::Replayed LeaderboardPage::replay(std::shared_ptr<club::LeaderboardReplay> replay)
{
    Replayed replayed {std::move(replay), {}, nullptr};
    try {
        replayed.replay->run();
        replayed.recentForm = replayed.replay->trail()->recentChanges(LeaderboardModel::kRecentGames);
    } catch (...) { // a game the leaderboard cannot rate: shown as its problem
        replayed.error = std::current_exception();
    }
    return replayed;
}

void LeaderboardPage::replayInBackground(std::shared_ptr<club::LeaderboardReplay> replay)
{
    if (m_inBackground) {
        m_replayAgain = true; // begun again when the one on its way comes: one worker at a time
        return;
    }
    m_inBackground = true;
    m_replayGeneration = m_generation;
    m_replaying.setFuture(QtConcurrent::run(&LeaderboardPage::replay, std::move(replay)));
}

void LeaderboardPage::show(Replayed replayed, bool inBackground)
{
    const bool another = m_shown != m_leaderboard;
    m_shown = m_leaderboard;
    m_chart->setLeaderboard(m_leaderboard);
    if (another)
        m_table->clearSelection(); // another leaderboard starts at its top
    LeaderboardProblem problem;
    try {
        if (replayed.error)
            std::rethrow_exception(replayed.error);
        showStandings(replayed, another);
        // The trail for the other pages, the standings stored for the other programs. After a replay on a worker,
        // in a turn of its own: the window has shown the standings first.
        if (!inBackground)
            replayed.replay->keep(m_db);
        else
            QTimer::singleShot(0, this, [this, replay = replayed.replay] { keep(*replay); });
    } catch (const std::exception &error) { // a game it cannot rate, a damaged file: a state, not a crash
        problem = problemOf(m_db, error);
    }
    showProblem(problem);
    if (problem.isEmpty())
        updateChart();
    emit standingsShown();
}

void LeaderboardPage::keep(const club::LeaderboardReplay &replay)
{
    try {
        replay.keep(m_db);
    } catch (const std::exception &error) { // the standings could not be stored: the leaderboard says why
        if (replay.record().name == m_shown) {
            showProblem(problemOf(m_db, error));
            emit standingsShown();
        }
    }
}

void LeaderboardPage::showNone()
{
    m_shown.clear();
    m_scope = {};
    m_trail.reset();
    m_chart->setLeaderboard({});
    m_model->setStandings({}, false, 0.0, {});
    m_chart->setHistories({}, false);
    showProblem({});
    updateSummary();
    updateLegend();
    emit standingsShown();
}

void LeaderboardPage::showStandings(Replayed &replayed, bool another)
{
    const club::LeaderboardReplay &replay = *replayed.replay;
    const club::LeaderboardRecord &record = replay.record();
    m_hasSigma = replay.view().hasUncertainty;
    m_scope = {Labels::algorithm(record.algorithm),
               record.discipline.isEmpty() ? tr("all disciplines") : record.discipline};
    m_trail = replay.trail();
    {
        // The same leaderboard read again (after an edit) keeps its selected players and scroll; another one
        // starts at its top. The chart is drawn once, after.
        const QScopedValueRollback quiet(m_showingStandings, true);
        m_model->setStandings(replay.view().rows, m_hasSigma, club::ratingSystemOf(record)->provisionalSigma(),
                              std::move(replayed.recentForm));
        if (another)
            m_table->scrollToTop();
        if (!m_table->selectionModel()->hasSelection() && m_proxy->rowCount() > 0)
            m_table->selectRow(0);
    }
    m_table->setColumnHidden(LeaderboardModel::Mu, !m_hasSigma);
    m_table->setColumnHidden(LeaderboardModel::Sigma, !m_hasSigma);
    m_table->setColumnHidden(LeaderboardModel::Volatility, !m_model->hasVolatility());
    if (another)
        m_fitted = {};
    fitColumns();
    updateSummary();
    updateLegend();
}

void LeaderboardPage::fitColumns()
{
    // The names keep the width they need, whatever the other columns take (Glicko-2's extra column, a language's
    // longer headers): a narrow window scrolls sideways rather than cut them to "…"; room to spare goes to the
    // last column. The width is worked out from the widest name, not by the header measuring a thousand rows after
    // every correction (30 ms of a big club's window); the side is fitted again only when what the columns show may
    // be wider (another leaderboard, other columns or headers, a wider name).
    QHeaderView *header = m_table->horizontalHeader();
    // Set once the columns have their contents: set before, the last section keeps the default size as its least.
    header->setStretchLastSection(true);
    QFont italic = m_table->font();
    italic.setItalic(true);
    const std::array<QFontMetrics, 2> metrics {QFontMetrics(m_table->font()), QFontMetrics(italic)};
    // A name is shaped once (5,000 of them take the window 7 ms), in italics with its mark while provisional.
    const auto widthOf = [&](const club::LeaderboardRow &row) {
        const bool provisional = m_model->isProvisional(row);
        const QString text = provisional ? row.player + QStringLiteral(" ?") : row.player;
        auto &known = m_nameWidths[provisional ? 1 : 0];
        const auto found = known.constFind(text);
        return found != known.cend() ? *found
                                     : *known.insert(text, metrics[provisional ? 1 : 0].horizontalAdvance(text));
    };
    int widest = 0;
    int widestRow = -1;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const int width = widthOf(m_model->row(r));
        if (width > widest) {
            widest = width;
            widestRow = r;
        }
    }
    QString headers; // in the language of the moment
    for (int c = 0; c < m_model->columnCount(); ++c)
        headers += m_model->headerData(c, Qt::Horizontal).toString();
    const auto fitted = std::make_tuple(m_model->rowCount() > 0, m_hasSigma, m_model->hasVolatility(), widest, headers);
    if (fitted == m_fitted) {
        // A reset of the model gives the header's sections their default size: the width worked out stays.
        header->resizeSection(LeaderboardModel::Player, m_playerWidth);
        return;
    }
    m_fitted = fitted;
    int width = header->sectionSizeHint(LeaderboardModel::Player);
    if (widestRow >= 0) {
        // The delegate's own measure of the widest name, with the style's margins: one cell, not every row. Its row
        // may be filtered out of the view; then the first row shown gives the margins around its text.
        const QModelIndex widestIndex = m_proxy->mapFromSource(m_model->index(widestRow, LeaderboardModel::Player));
        const QModelIndex sample = widestIndex.isValid() ? widestIndex : m_proxy->index(0, LeaderboardModel::Player);
        if (sample.isValid()) {
            const int text = widthOf(m_model->row(m_proxy->mapToSource(sample).row()));
            width = std::max(width, m_table->sizeHintForIndex(sample).width() - text + widest);
        } else {
            width = std::max(width,
                             widest + 2 * style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table)
                                 + 2 * m_table->fontMetrics().averageCharWidth());
        }
    }
    m_playerWidth = width;
    header->resizeSection(LeaderboardModel::Player, width);
    fitTableSide();
}

void LeaderboardPage::changeEvent(QEvent *event)
{
    // Another font or style measures the names again.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        m_fitted = {};
        for (auto &widths : m_nameWidths)
            widths.clear();
        if (!m_shown.isEmpty())
            fitColumns();
    }
    QWidget::changeEvent(event);
}

void LeaderboardPage::fitTableSide()
{
    // The table's side is as wide as its columns need, headers included: French and German headers are longer
    // than English ones, and a table narrower than its columns hides the last behind a scroll bar. At least 660
    // pixels, at most 900, so that the chart keeps most of the window.
    QHeaderView *header = m_table->horizontalHeader();
    int needed = m_table->verticalScrollBar()->sizeHint().width() + 2 * m_table->frameWidth();
    for (int c = 0; c < header->count(); ++c) {
        if (c == LeaderboardModel::Player) // as fitColumns sized it
            needed += header->sectionSize(c);
        else if (!m_table->isColumnHidden(c))
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
        m_trail.reset();
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
            // The trail the standings shown and their recent form came from: no replay of its own.
            const auto trail
                = m_trail ? m_trail : club::RatingTrail::of(m_db, club::Leaderboards(m_db).get(m_leaderboard));
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
            ? tr("%Ln player(s); %1, %2", nullptr, all).arg(algorithm, discipline)
            : tr("%1 of %Ln player(s); %2, %3", nullptr, all).arg(QLocale().toString(shown), algorithm, discipline));
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
