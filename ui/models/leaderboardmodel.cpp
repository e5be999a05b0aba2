// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "models/leaderboardmodel.h"

#include "io/localdates.h"

#include <QDateTime>
#include <QFont>
#include <QLocale>

#include <algorithm>

namespace podium::ui {

LeaderboardModel::LeaderboardModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void LeaderboardModel::setStandings(std::vector<club::LeaderboardRow> rows, bool hasSigma, double provisionalSigma,
                                    std::unordered_map<QString, double> recentChanges)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_changes = std::move(recentChanges);
    m_hasSigma = hasSigma;
    m_hasVolatility = std::any_of(m_rows.begin(), m_rows.end(),
                                  [](const club::LeaderboardRow &row) { return row.rating.volatility > 0; });
    m_provisionalSigma = provisionalSigma;
    endResetModel();
}

bool LeaderboardModel::isProvisional(const club::LeaderboardRow &row) const
{
    return row.games < kProvisionalGames || (m_hasSigma && row.rating.sigma > m_provisionalSigma);
}

QString LeaderboardModel::provisionalReason(const club::LeaderboardRow &row) const
{
    if (row.games < kProvisionalGames)
        return tr("Provisional: only %Ln game(s) played; ratings settle after about %1.", nullptr, row.games)
            .arg(kProvisionalGames);
    // TrueSkill: still more than half the uncertainty a new player starts with; Glicko-2: an RD above 110.
    if (m_hasSigma && row.rating.sigma > m_provisionalSigma) {
        const QString sigma = QLocale().toString(row.rating.sigma, 'f', 2);
        const QString limit = QLocale().toString(m_provisionalSigma, 'f', 2);
        return m_hasVolatility
            ? tr("Provisional: the rating is still uncertain (RD %1, settled at %2 or less).").arg(sigma, limit)
            : tr("Provisional: the rating is still uncertain (sigma %1, settled at %2 or less).").arg(sigma, limit);
    }
    return {};
}

bool LeaderboardModel::hasProvisional() const
{
    return std::any_of(m_rows.begin(), m_rows.end(),
                       [this](const club::LeaderboardRow &row) { return isProvisional(row); });
}

double LeaderboardModel::change(const club::LeaderboardRow &row) const
{
    const auto it = m_changes.find(row.player);
    return it == m_changes.end() ? 0.0 : it->second;
}

int LeaderboardModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int LeaderboardModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LeaderboardModel::display(const club::LeaderboardRow &row, int rank, int column) const
{
    const QLocale locale;
    switch (column) {
    case Rank:
        return rank;
    case Player:
        return isProvisional(row) ? row.player + QStringLiteral(" ?") : row.player;
    case Rating:
        return locale.toString(row.value, 'f', m_hasSigma ? 2 : 1);
    case Change: {
        const double c = change(row);
        const QString text = locale.toString(c, 'f', m_hasSigma ? 2 : 1);
        return c > 0 ? QStringLiteral("+") + text : text;
    }
    case Mu:
        return locale.toString(row.rating.mu, 'f', m_hasSigma ? 2 : 1);
    case Sigma:
        return m_hasSigma ? QVariant(locale.toString(row.rating.sigma, 'f', 2)) : QVariant();
    case Volatility:
        return m_hasVolatility ? QVariant(locale.toString(row.rating.volatility, 'f', 5)) : QVariant();
    case Games:
        return row.games;
    case Wins:
        return row.wins;
    case Draws:
        return row.draws;
    case Losses:
        return row.losses;
    case LastPlayed:
        return io::shortDate(locale, QDateTime::fromString(row.lastPlayed, Qt::ISODate).date());
    }
    return {};
}

QVariant LeaderboardModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const club::LeaderboardRow &r = m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(r, index.row() + 1, index.column());
    case SortRole:
        switch (index.column()) {
        case Rank:
            return index.row();
        case Player:
            return r.player.toCaseFolded();
        case Rating:
            return r.value;
        case Change:
            return change(r);
        case Mu:
            return r.rating.mu;
        case Sigma:
            return r.rating.sigma;
        case Volatility:
            return r.rating.volatility;
        case LastPlayed:
            return r.lastPlayed;
        default:
            return display(r, index.row() + 1, index.column());
        }
    case ProvisionalRole:
        return isProvisional(r);
    case PlayerRole:
        return r.player;
    case Qt::ToolTipRole:
        if (index.column() == Change)
            return tr("Change of the rating over the last %Ln game(s)", nullptr, kRecentGames);
        return isProvisional(r) ? QVariant(provisionalReason(r)) : QVariant();
    case Qt::FontRole:
        if (isProvisional(r)) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == Player || index.column() == LastPlayed ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                                        : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant LeaderboardModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    // A first click on a number shows the most (games, rating, last played) first; on the rank or a name, 1 or A.
    if (orientation == Qt::Horizontal && role == Qt::InitialSortOrderRole)
        return section == Rank || section == Player ? Qt::AscendingOrder : Qt::DescendingOrder;
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Rank:
        return tr("#");
    case Player:
        return tr("Player");
    case Rating:
        return m_hasVolatility ? tr("Rating (r−2RD)") : m_hasSigma ? tr("Rating (μ−3σ)") : tr("Rating");
    case Change:
        return tr("Last %Ln", nullptr, kRecentGames);
    case Mu:
        return m_hasVolatility ? tr("r") : tr("μ");
    case Sigma:
        return m_hasVolatility ? tr("RD") : tr("σ");
    case Volatility:
        return tr("Volatility");
    case Games:
        return tr("Games");
    case Wins:
        return tr("W");
    case Draws:
        return tr("D");
    case Losses:
        return tr("L");
    case LastPlayed:
        return tr("Last played");
    }
    return {};
}

} // namespace podium::ui
