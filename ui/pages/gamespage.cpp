// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "pages/gamespage.h"
#include "widgets/filteredtable.h"

#include "club/club.h"
#include "club/games.h"
#include "models/gamesmodel.h"
#include "models/tableproxymodel.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace podium::ui {

GamesPage::GamesPage(const store::Database &database, QWidget *parent)
    : QWidget(parent)
    , m_db(database)
    , m_model(new GamesModel(this))
    , m_proxy(new TableProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_table(new QTableView(this))
    , m_count(new QLabel(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSearchRole(GamesModel::SearchRole); // a player, a discipline, a date: any column
    m_filter->setObjectName(QStringLiteral("gamesFilter"));
    m_table->setObjectName(QStringLiteral("gamesTable"));
    m_table->setAccessibleName(tr("Games"));
    m_filter->setAccessibleName(tr("Filter the games"));
    m_count->setObjectName(QStringLiteral("gamesCount"));
    setUpFilteredTable(m_proxy, m_filter, m_table,
                       {GamesModel::SortRole, -1, GamesModel::Date, Qt::DescendingOrder, GamesModel::Participants,
                        QAbstractItemView::SingleSelection, tr("Filter by player, discipline or date"),
                        GamesModel::IdRole, GamesModel::Date});
    whenShownRowsChange(m_proxy, this, [this] { updateCount(); });
    connect(m_model, &GamesModel::searchReady, this, [this] {
        if (!m_proxy->filterText().isEmpty()) // typed before the games could be searched
            m_proxy->refilter();
    });
    connect(m_table, &QTableView::activated, this, [this] {
        if (const qint64 id = selectedGame())
            emit editRequested(id);
    });
    auto *remove = new QAction(tr("Delete Result"), this);
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetShortcut);
    connect(remove, &QAction::triggered, this, [this] {
        if (const qint64 id = selectedGame())
            emit deleteRequested(id);
    });
    m_table->addAction(remove);
    connect(&m_reading, &QFutureWatcherBase::finished, this, [this] {
        std::optional<GamesModel::Prepared> result
            = m_reading.future().resultCount() > 0 ? m_reading.future().takeResult() : std::nullopt; // no copy
        m_inBackground = false;
        if (m_readAgain) {
            m_readAgain = false;
            readInBackground();
        } else if (m_readingGeneration == m_generation && result) {
            m_partial = false;
            if (result->search.size() != result->games.size() && !m_proxy->filterText().isEmpty())
                m_model->setGames(std::move(result->games), GamesModel::Search::AtOnce); // a filter typed meanwhile
            else
                m_model->swapIn(std::move(*result));
            m_stale = false;
        } else if (m_readingGeneration == m_generation) {
            read(); // the connection of its own could not read it: read here, which says why
        }
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_table);
    layout->addWidget(m_count);
}

GamesPage::~GamesPage()
{
    // The read has a connection of its own; a server's club may be dropped, or its connections ended, as the window
    // goes (a test's cleanup, a club closed to open another), and a read left running met that in the driver.
    m_reading.disconnect(this);
    if (m_inBackground) // a watcher that never had a read waits for ever
        m_reading.waitForFinished();
}

void GamesPage::reload()
{
    m_stale = true;
    // A read on its way may have missed this change, and its log would be taken as current when it comes, whether the
    // page is in view or not: it reads again then.
    if (m_inBackground)
        m_readAgain = true;
    if (isVisible())
        refresh();
}

void GamesPage::refresh()
{
    // A club in memory has no second connection to read it from.
    if (m_db.location().path().startsWith(QLatin1Char(':')))
        read();
    else if (m_shown)
        readInBackground();
    else
        firstLook();
}

/**
 * The page's first look at a club: its newest games at once, and the whole log read on a connection of its own and
 * swapped in when it comes (100,000 games took 0.4 s to read on the GUI thread). A club of a few hundred games is
 * read whole here.
 */
void GamesPage::firstLook()
{
    std::vector<club::GameRecord> newest;
    try {
        club::GameFilter filter;
        filter.newest = kFirstLook + 1;
        newest = club::Games(m_db).list(filter);
    } catch (const store::DbError &) {
        read(); // which says why
        return;
    }
    ++m_generation;
    m_readAgain = false;
    m_shown = true;
    m_stale = false;
    m_partial = newest.size() > std::size_t(kFirstLook);
    if (m_partial)
        newest.pop_back();
    m_model->setGames(std::move(newest),
                      m_partial || !m_proxy->filterText().isEmpty() ? GamesModel::Search::AtOnce
                                                                    : GamesModel::Search::InBackground);
    if (m_partial)
        readInBackground();
    updateCount();
}

void GamesPage::readInBackground()
{
    if (m_inBackground) {
        m_readAgain = true; // the read on its way may have missed this change
        return;
    }
    m_readingGeneration = ++m_generation;
    m_inBackground = true;
    // A filter in use needs the search texts with the games, or the log would show whole for a moment.
    const bool withSearch = !m_proxy->filterText().isEmpty();
    m_reading.setFuture(
        QtConcurrent::run([location = m_db.location(), withSearch]() -> std::optional<GamesModel::Prepared> {
            try {
                const auto database = store::Database::open(location, store::Database::Mode::OpenReadOnly);
                return GamesModel::prepare(club::Games(*database).list(), withSearch);
            } catch (const std::exception &) {
                return std::nullopt; // read again on the GUI thread, which says why
            }
        }));
}

void GamesPage::read()
{
    ++m_generation; // a background read on its way is out of date when it comes
    m_readAgain = false;
    m_shown = true;
    m_partial = false;
    // A filter in use filters the games read again at once, rather than show them all until they are searchable.
    try {
        m_model->setGames(club::Games(m_db).list(),
                          m_proxy->filterText().isEmpty() ? GamesModel::Search::InBackground
                                                          : GamesModel::Search::AtOnce);
    } catch (const store::DbError &error) { // read from showEvent: a damaged file says so, nothing escapes the loop
        m_model->setGames({}, GamesModel::Search::AtOnce);
        m_count->setText(tr("The games cannot be read: %1").arg(error.message()));
    }
    m_stale = false;
}

void GamesPage::showEvent(QShowEvent *event)
{
    if (m_stale)
        refresh();
    QWidget::showEvent(event);
}

void GamesPage::updateCount()
{
    if (m_partial) {
        m_count->setText(tr("The newest %Ln game(s); reading the others…", nullptr, m_model->rowCount()));
        return;
    }
    const int all = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    m_count->setText(shown == all ? tr("%Ln game(s)", nullptr, all)
                                  : tr("%1 of %Ln game(s)", nullptr, all).arg(QLocale().toString(shown)));
}

QString GamesPage::countText() const
{
    return m_count->text();
}

qint64 GamesPage::selectedGame() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : rows.first().data(GamesModel::IdRole).toLongLong();
}

bool GamesPage::showGame(qint64 id)
{
    m_filter->clear();
    m_proxy->setFilterText(QString());
    if (m_stale || m_partial)
        read();
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex index = m_proxy->index(row, GamesModel::Participants);
        if (index.data(GamesModel::IdRole).toLongLong() == id) {
            m_table->selectRow(row);
            m_table->scrollTo(index, QAbstractItemView::PositionAtCenter);
            m_table->setFocus(Qt::OtherFocusReason);
            return true;
        }
    }
    return false;
}

void GamesPage::follow(const ClubChange &change)
{
    if (change.touches(ClubChange::Games | ClubChange::Players))
        reload();
}

QLineEdit *GamesPage::findField() const
{
    return m_filter;
}

} // namespace podium::ui
