// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The Leaderboards service's gate for games: what a leaderboard's rating system would refuse, refused before it is
// stored, in words for people (the participant by name, not "teams[1][0].minutes").
#include "club/leaderboards.h"

#include "club/leaderboardparts.h"
#include "club/storetypes.h"
#include "io/errortext.h"
#include "io/ratingtext.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QSqlQuery>
#include <QVariant>

namespace podium::club {

using namespace detail;

namespace {

/** A rating engine's refusal in words for people, about the participant called who. */
QString refusalAbout(const QString &who, const rating::RatingError &error)
{
    const QString path = QString::fromStdString(error.path());
    const QString field = path.mid(path.lastIndexOf(QLatin1Char(']')) + 1); // ".minutes", ".score" or nothing
    const QString english = QString::fromStdString(error.message()); // which complaint it is
    if (field == QLatin1String(".minutes") && english.contains(QLatin1String("needs")))
        return ErrorText::tr("%1's minutes are missing: ZoneStats rates score per hour and needs them").arg(who);
    if (field == QLatin1String(".score") && english.contains(QLatin1String("needs")))
        return ErrorText::tr("%1's score is missing: ZoneStats rates score per hour and needs it").arg(who);
    return ErrorText::tr("%1: %2").arg(who, ratingMessage(error));
}

} // namespace

namespace detail {

QString refusalText(const Database &db, const LoadedHistory &loaded, const rating::RatingError &error)
{
    const history::History &h = loaded.history;
    const history::HistoryGame &hg = h.games.front();
    if (error.participant < 0 || static_cast<std::size_t>(error.participant) >= hg.entryCount)
        return ratingWhat(error);
    const auto player
        = static_cast<std::size_t>(h.entries[hg.firstEntry + static_cast<std::size_t>(error.participant)].player);
    auto name = db.prepare(QStringLiteral("SELECT name FROM players WHERE id = ?"));
    name.addBindValue(loaded.playerIds[player]);
    Database::exec(name);
    return refusalAbout(name.next() ? name.value(0).toString() : QString::number(loaded.playerIds[player]), error);
}

QString refusedParticipant(const history::History &h, const history::HistoryGame &game,
                           const rating::RatingError &error)
{
    if (error.participant < 0 || static_cast<std::size_t>(error.participant) >= game.entryCount)
        return {};
    const history::Entry &entry = h.entries[game.firstEntry + static_cast<std::size_t>(error.participant)];
    return QString::fromStdString(h.players[static_cast<std::size_t>(entry.player)]);
}

std::vector<rating::Rating> rateGame(const Database &db, const LeaderboardRecord &record,
                                     const rating::RatingSystem &system, const LoadedHistory &loaded,
                                     const std::vector<rating::Rating> &priors)
{
    const history::History &h = loaded.history;
    rating::Game game;
    history::buildGame(h, h.games.front(), priors, game);
    std::vector<rating::Rating> posterior;
    try {
        system.rate(game, posterior);
    } catch (const rating::RatingError &error) {
        throw DbError(ErrorText::tr("leaderboard '%1' cannot rate this game: %2")
                          .arg(record.name, refusalText(db, loaded, error)));
    }
    return posterior;
}

} // namespace detail

UnratableGame::UnratableGame(const QString &leaderboard, qint64 gameId, const QString &reason, const QString &detail)
    : DbError(
        ErrorText::tr("leaderboard '%1' cannot rate game %2: %3").arg(leaderboard, QString::number(gameId), detail))
    , m_leaderboard(leaderboard)
    , m_gameId(gameId)
    , m_reason(reason)
{ }

void Leaderboards::checkImport(const history::History &history, qint64 disciplineId) const
{
    const std::vector<LeaderboardRecord> boards = ofDiscipline(disciplineId);
    rating::Game game;
    std::vector<rating::Rating> posterior;
    for (const LeaderboardRecord &record : boards) {
        const auto system = ratingSystemOf(record);
        const std::vector<rating::Rating> priors(history.players.size(), system->initialRating());
        for (const history::HistoryGame &hg : history.games) {
            const QString date = QString::fromStdString(hg.date);
            if ((!record.dateFrom.isEmpty() && date < record.dateFrom)
                || (!record.dateTo.isEmpty() && date > record.dateTo))
                continue;
            history::buildGame(history, hg, priors, game);
            try {
                system->rate(game, posterior);
            } catch (const rating::RatingError &error) {
                const QString who = refusedParticipant(history, hg, error);
                const QString why = who.isEmpty() ? ratingWhat(error) : refusalAbout(who, error);
                if (!history.source.empty()) // "FILE:LINE:", as the file's own problems are named
                    throw DbError(ErrorText::tr("%1:%2: game '%3': leaderboard '%4' cannot rate it: %5")
                                      .arg(QString::fromStdString(history.source))
                                      .arg(hg.sourceLine)
                                      .arg(QString::fromStdString(hg.id), record.name, why));
                throw DbError(ErrorText::tr("line %1: game '%2': leaderboard '%3' cannot rate it: %4")
                                  .arg(hg.sourceLine)
                                  .arg(QString::fromStdString(hg.id), record.name, why));
            }
        }
    }
}

void Leaderboards::checkRateable(const LeaderboardRecord &record, const LoadedHistory &game) const
{
    const auto system = ratingSystemOf(record);
    rateGame(m_db, record, *system, game, std::vector(game.history.players.size(), system->initialRating()));
}

} // namespace podium::club
