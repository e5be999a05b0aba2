#include "models/gamesmodel.h"

#include <QDateTime>
#include <QLocale>

namespace podium::ui {

namespace {

/** A game's date as the log shows it. Core stores a game given with its day alone at midnight ("T00:00:00", as
 *  the interchange CSV's export reads it back), so midnight shows the day alone, not "00:00:00". */
QString dateText(const QString &stored)
{
    const QDateTime when = QDateTime::fromString(stored, Qt::ISODate);
    if (!when.isValid())
        return stored;
    if (when.time() == QTime(0, 0))
        return QLocale().toString(when.date(), QLocale::ShortFormat);
    return QLocale().toString(when, QLocale::ShortFormat);
}

} // namespace

GamesModel::GamesModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void GamesModel::setGames(std::vector<db::GameRecord> games)
{
    beginResetModel();
    m_games = std::move(games);
    endResetModel();
}

int GamesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_games.size());
}

int GamesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString GamesModel::participantsText(const db::GameRecord &record)
{
    const db::GameInput &game = record.game;
    QStringList sides;
    if (game.kind == history::GameKind::Team) {
        QStringList teams;
        for (const db::ParticipantInput &p : game.participants) {
            if (!teams.contains(p.team))
                teams.append(p.team);
        }
        for (const QString &team : teams) {
            QStringList members;
            int rank = 0;
            for (const db::ParticipantInput &p : game.participants) {
                if (p.team == team) {
                    members.append(p.rated ? p.player : tr("%1 (guest)").arg(p.player));
                    rank = p.rank;
                }
            }
            sides.append(tr("%1 (%2) #%3").arg(team, members.join(QStringLiteral(", "))).arg(rank));
        }
    } else {
        for (const db::ParticipantInput &p : game.participants)
            sides.append(tr("%1 #%2").arg(p.rated ? p.player : tr("%1 (guest)").arg(p.player)).arg(p.rank));
    }
    return sides.join(QStringLiteral(", "));
}

QVariant GamesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const db::GameRecord &g = m_games[static_cast<std::size_t>(index.row())];
    if (role == IdRole)
        return g.id;
    if (role == SortRole && index.column() == Date)
        return g.game.date;
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (index.column()) {
    case Date:
        return dateText(g.game.date);
    case Discipline:
        return g.game.discipline;
    case Kind:
        switch (g.game.kind) {
        case history::GameKind::HeadToHead:
            return tr("Head to head");
        case history::GameKind::FreeForAll:
            return tr("Free for all");
        case history::GameKind::Team:
            return tr("Teams");
        }
        return {};
    case Participants:
        return participantsText(g);
    case Notes:
        return g.game.notes;
    }
    return {};
}

QVariant GamesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
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
    case Notes:
        return tr("Notes");
    }
    return {};
}

} // namespace podium::ui
