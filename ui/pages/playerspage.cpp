#include "pages/playerspage.h"
#include "widgets/filteredtable.h"

#include "charts/ratinghistorychart.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "club/playerstats.h"
#include "models/playersmodel.h"
#include "store/dberror.h"

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

namespace podium::ui {

PlayersPage::PlayersPage(const db::Database &database, QWidget *parent)
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
    button(tr("&Add Player…"), [this] { emit addRequested(); });
    button(tr("Re&name…"), [this] {
        if (!selectedPlayer().isEmpty())
            emit renameRequested(selectedPlayer());
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
    if (player.isEmpty() || m_leaderboard.isEmpty()) {
        m_profile->setText(tr("Select a player to see their profile on the leaderboard."));
        m_chart->setHistories({}, false);
        return;
    }
    try {
        const auto profile = db::playerProfile(m_db, player, m_leaderboard);
        QString text = tr("<b>%1</b> on %2: %n game(s), ", nullptr, profile.games)
                           .arg(player.toHtmlEscaped(), m_leaderboard.toHtmlEscaped());
        text += tr("%1 won, %2 drawn, %3 lost.").arg(profile.wins).arg(profile.draws).arg(profile.losses);
        if (!profile.bestWinOpponent.isEmpty())
            text += QStringLiteral("<br>")
                + tr("Best win: %1 (rated %2) on %3.")
                      .arg(profile.bestWinOpponent.toHtmlEscaped(), QLocale().toString(profile.bestWinRating, 'f', 1),
                           QLocale().toString(QDateTime::fromString(profile.bestWinDate, Qt::ISODate).date(),
                                              QLocale::ShortFormat));
        if (!profile.toughestOpponent.isEmpty())
            text += QStringLiteral("<br>")
                + tr("Toughest opponent: %1 (%2 won, %3 drawn, %4 lost).")
                      .arg(profile.toughestOpponent.toHtmlEscaped())
                      .arg(profile.toughestWins)
                      .arg(profile.toughestDraws)
                      .arg(profile.toughestLosses);
        m_profile->setText(text);
        m_chart->setHistories({{player, profile.history}}, profile.hasUncertainty);
    } catch (const db::DbError &error) {
        m_profile->setText(error.message().toHtmlEscaped());
    }
}

void PlayersPage::reload()
{
    m_model->setPlayers(db::Players(m_db).list());
}

QString PlayersPage::selectedPlayer() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows(PlayersModel::Name);
    return rows.isEmpty() ? QString() : rows.first().data().toString();
}

} // namespace podium::ui
