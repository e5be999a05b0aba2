// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "models/gamesmodel.h"

#include "io/localdates.h"

#include <QDateTime>
#include <QLocale>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace podium::ui {

GamesModel::GamesModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_games(std::make_shared<const Games>())
{
    connect(&m_preparing, &QFutureWatcherBase::finished, this, [this] {
        // A result for games the model no longer has is cancelled, and dropped.
        if (m_preparing.isCanceled() || m_preparing.future().resultCount() == 0)
            return;
        m_search = m_preparing.result();
        emit searchReady();
    });
}

void GamesModel::setGames(std::vector<club::GameRecord> games, Search search)
{
    beginResetModel();
    m_preparing.cancel();
    letGo(std::exchange(m_games, std::make_shared<const Games>(std::move(games))));
    m_search.clear();
    if (search == Search::AtOnce)
        m_search = searchTexts(m_games);
    endResetModel();
    if (search == Search::InBackground)
        m_preparing.setFuture(QtConcurrent::run(&GamesModel::searchTexts, m_games));
    else
        emit searchReady();
}

void GamesModel::swapIn(Prepared prepared)
{
    if (prepared.search.size() != prepared.games.size()) {
        setGames(std::move(prepared.games), Search::InBackground);
        return;
    }
    beginResetModel();
    m_preparing.cancel();
    letGo(std::exchange(m_games, std::make_shared<const Games>(std::move(prepared.games))));
    m_search = std::move(prepared.search);
    endResetModel();
    emit searchReady();
}

void GamesModel::letGo(std::shared_ptr<const Games> games)
{
    // The last owner frees 100,000 games' strings on a pool thread: tens of milliseconds the GUI thread keeps.
    if (games.use_count() == 1 && games->size() > 1000)
        QThreadPool::globalInstance()->start([games = std::move(games)]() mutable { games.reset(); });
}

GamesModel::Prepared GamesModel::prepare(std::vector<club::GameRecord> games, bool withSearch)
{
    Prepared prepared;
    if (!withSearch) {
        prepared.games = std::move(games);
        return prepared;
    }
    const auto shared = std::make_shared<Games>(std::move(games));
    prepared.search = searchTexts(shared);
    prepared.games = std::move(*shared);
    return prepared;
}

std::vector<QString> GamesModel::searchTexts(const std::shared_ptr<const Games> &games)
{
    const QLocale locale;
    std::vector<QString> texts;
    texts.reserve(games->size());
    for (const club::GameRecord &game : *games)
        texts.push_back(searchText(locale, game));
    return texts;
}

int GamesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_games->size());
}

int GamesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString GamesModel::participantsText(const club::GameRecord &record)
{
    const club::GameInput &game = record.game;
    QStringList sides;
    if (game.kind == history::GameKind::Team) {
        QStringList teams;
        for (const club::ParticipantInput &p : game.participants) {
            if (!teams.contains(p.team))
                teams.append(p.team);
        }
        for (const QString &team : teams) {
            QStringList members;
            int rank = 0;
            for (const club::ParticipantInput &p : game.participants) {
                if (p.team == team) {
                    members.append(p.rated ? p.player : tr("%1 (guest)").arg(p.player));
                    rank = p.rank;
                }
            }
            sides.append(tr("%1 (%2) #%3").arg(team, members.join(QStringLiteral(", "))).arg(rank));
        }
    } else {
        for (const club::ParticipantInput &p : game.participants)
            sides.append(tr("%1 #%2").arg(p.rated ? p.player : tr("%1 (guest)").arg(p.player)).arg(p.rank));
    }
    return sides.join(QStringLiteral(", "));
}

QString GamesModel::scoreText(const QLocale &locale, const club::GameRecord &record)
{
    struct Side
    {
        QString name;
        int rank = 0;
        double score = 0;
    };
    const club::GameInput &game = record.game;
    std::vector<Side> sides;
    for (const club::ParticipantInput &p : game.participants) {
        if (std::isnan(p.score))
            return {};
        const QString name = game.kind == history::GameKind::Team ? p.team : p.player;
        auto side = std::find_if(sides.begin(), sides.end(), [&](const Side &s) { return s.name == name; });
        if (side == sides.end())
            sides.push_back({name, p.rank, p.score});
        else
            side->score += p.score; // a team's score is its players'
    }
    std::stable_sort(sides.begin(), sides.end(), [](const Side &a, const Side &b) { return a.rank < b.rank; });
    QStringList scores;
    for (const Side &side : sides)
        scores.append(locale.toString(side.score, 'g', 6));
    return scores.join(QChar(0x2013));
}

QString GamesModel::kindText(history::GameKind kind)
{
    switch (kind) {
    case history::GameKind::HeadToHead:
        return tr("Head to head");
    case history::GameKind::FreeForAll:
        return tr("Free for all");
    case history::GameKind::Team:
        return tr("Teams");
    }
    return {};
}

QString GamesModel::dateText(const QLocale &locale, const QString &isoDate)
{
    // Core stores a game given with its day alone at midnight ("T00:00:00", as the interchange CSV's export reads
    // it back), so midnight shows the day alone, not "00:00:00".
    return io::shortGameDate(locale, isoDate);
}

QString GamesModel::searchText(const QLocale &locale, const club::GameRecord &record)
{
    const club::GameInput &game = record.game;
    const QChar separator(u'\n'); // no typed text holds one, so no match spans two fields
    const QString text = dateText(locale, game.date) + separator + game.date + separator + game.discipline + separator
        + kindText(game.kind) + separator + participantsText(record) + separator + scoreText(locale, record) + separator
        + game.notes;
    return text.toCaseFolded();
}

QVariant GamesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const club::GameRecord &g = (*m_games)[static_cast<std::size_t>(index.row())];
    if (role == IdRole)
        return g.id;
    if (role == SortRole && index.column() == Date)
        return g.game.date;
    if (role == SearchRole)
        return searchPrepared() ? QVariant(m_search[static_cast<std::size_t>(index.row())]) : QVariant();
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (index.column()) {
    case Date:
        return dateText(QLocale(), g.game.date);
    case Discipline:
        return g.game.discipline;
    case Kind:
        return kindText(g.game.kind);
    case Participants:
        return participantsText(g);
    case Score:
        return scoreText(QLocale(), g);
    case Notes:
        return g.game.notes;
    }
    return {};
}

QVariant GamesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    // A first click on the date shows the newest games first; on text, A to Z.
    if (orientation == Qt::Horizontal && role == Qt::InitialSortOrderRole)
        return section == Date ? Qt::DescendingOrder : Qt::AscendingOrder;
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Date:
        return tr("Date");
    case Discipline:
        return tr("Discipline");
    case Kind:
        return tr("Kind");
    case Participants:
        return tr("Result");
    case Score:
        return tr("Score");
    case Notes:
        return tr("Notes");
    }
    return {};
}

} // namespace podium::ui
