// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "models/playersmodel.h"

#include <QLocale>
#include <QStringList>

namespace podium::ui {

namespace {

/** A rating as federations write it: the locale's digits, no group separator ("2150", not "2,150"). */
QString ratingText(int rating)
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(rating);
}

} // namespace

PlayersModel::PlayersModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void PlayersModel::setPlayers(std::vector<club::PlayerRecord> players)
{
    beginResetModel();
    m_players = std::move(players);
    endResetModel();
}

int PlayersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_players.size());
}

int PlayersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlayersModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const club::PlayerRecord &p = m_players[static_cast<std::size_t>(index.row())];
    if (role == SortRole && index.column() == Games)
        return p.games;
    if (role == SortRole && index.column() == KnownRating)
        return p.known.rating;
    if (role == SortRole && index.column() == Name)
        return p.name.toCaseFolded();
    if (role == Qt::TextAlignmentRole)
        return index.column() == Games || index.column() == KnownRating ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                                        : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (index.column()) {
    case Name:
        return p.name;
    case DisplayName:
        return p.displayName;
    case Affiliation:
        return p.affiliation;
    case KnownRating: // M2: "IM 2150 FIDE"; the title alone for one without a rating
        return QStringList {p.known.title,
                            p.known.rating > 0 ? ratingText(p.known.rating) + QLatin1Char(' ') + p.known.system
                                               : QString()}
            .join(QLatin1Char(' '))
            .trimmed();
    case Games:
        return p.games;
    case Retired:
        return p.retired ? tr("retired") : QString();
    }
    return {};
}

QVariant PlayersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    // A first click on the games shows who played most first; on text, A to Z.
    if (orientation == Qt::Horizontal && role == Qt::InitialSortOrderRole)
        return section == Games || section == KnownRating ? Qt::DescendingOrder : Qt::AscendingOrder;
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Name");
    case DisplayName:
        return tr("Display name");
    case Affiliation:
        return tr("Club");
    case KnownRating:
        return tr("Known rating");
    case Games:
        return tr("Games");
    case Retired:
        return tr("Status");
    }
    return {};
}

} // namespace podium::ui
