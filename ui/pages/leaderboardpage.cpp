#include "pages/leaderboardpage.h"
#include "widgets/filteredtable.h"

#include "charts/ratinghistorychart.h"
#include "club/leaderboards.h"
#include "club/playerstats.h"
#include "labels.h"
#include "models/leaderboardmodel.h"
#include "store/database.h"

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace podium::ui {

LeaderboardPage::LeaderboardPage(const db::Database &database, QWidget *parent)
    : QWidget(parent)
    , m_db(database)
    , m_model(new LeaderboardModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_table(new QTableView(this))
    , m_chart(new RatingHistoryChart(this))
    , m_summary(new QLabel(this))
{
    m_proxy->setSourceModel(m_model);
    m_filter->setObjectName(QStringLiteral("leaderboardFilter"));
    m_table->setObjectName(QStringLiteral("leaderboardTable"));
    setUpFilteredTable(m_proxy, m_filter, m_table,
                       {LeaderboardModel::SortRole, LeaderboardModel::Player, LeaderboardModel::Rank,
                        Qt::AscendingOrder, LeaderboardModel::Player, QAbstractItemView::ExtendedSelection,
                        tr("Filter by name")});
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &LeaderboardPage::updateChart);

    m_chart->setObjectName(QStringLiteral("historyChart"));
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_filter);
    leftLayout->addWidget(m_table);
    leftLayout->addWidget(m_summary);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(m_chart);
    // The chart takes three fifths of a wide window (a stretched Player column shows nothing more), the table
    // keeps room for every column of the standings on a narrow one.
    left->setMinimumWidth(660);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({2000, 3000});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
}

void LeaderboardPage::setLeaderboard(const QString &name)
{
    m_leaderboard = name;
    m_chart->setLeaderboard(name);
    if (name.isEmpty()) { // the club has none (any more)
        m_model->setStandings({}, false, 0.0, {});
        m_summary->setText(tr("No leaderboard yet: Leaderboards > New Leaderboard… makes one."));
        m_chart->setHistories({}, false);
        return;
    }
    db::Leaderboards leaderboards(m_db);
    const db::LeaderboardRecord record = leaderboards.get(name);
    const auto system = db::ratingSystemOf(record);
    m_hasSigma = system->hasUncertainty();
    m_model->setStandings(leaderboards.standings(name), m_hasSigma, system->initialRating().sigma,
                          db::recentChanges(m_db, name, LeaderboardModel::kRecentGames));
    m_table->setColumnHidden(LeaderboardModel::Mu, !m_hasSigma);
    m_table->setColumnHidden(LeaderboardModel::Sigma, !m_hasSigma);
    m_summary->setText(tr("%n player(s); %1, %2", nullptr, m_model->rowCount())
                           .arg(Labels::algorithm(record.algorithm),
                                record.discipline.isEmpty() ? tr("all disciplines") : record.discipline));
    if (m_model->rowCount() > 0)
        m_table->selectRow(0);
    updateChart();
}

void LeaderboardPage::updateChart()
{
    QStringList players;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows(LeaderboardModel::Player);
    for (const QModelIndex &index : rows) {
        if (players.size() == RatingHistoryChart::kMaxPlayers)
            break;
        players.append(m_model->row(m_proxy->mapToSource(index).row()).player);
    }
    std::vector<PlayerHistory> histories;
    if (!players.isEmpty()) {
        const auto points = db::Leaderboards(m_db).histories(players, m_leaderboard); // one replay for all
        for (qsizetype n = 0; n < players.size(); ++n)
            histories.push_back({players.at(n), points[static_cast<std::size_t>(n)]});
    }
    m_chart->setHistories(histories, m_hasSigma);
}

} // namespace podium::ui
