// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "leaderboardproblem.h"

#include "club/games.h"
#include "club/leaderboards.h"
#include "models/gamesmodel.h"
#include "store/dberror.h"

#include <QCoreApplication>
#include <QLocale>

namespace podium::ui {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(LeaderboardProblem)
};

/** "The Chess game of 02/05/2024 (Ann #1, Bob #1)", or "Game 12" when even the game cannot be read. */
QString gameText(const store::Database &db, qint64 id)
{
    try {
        const club::GameRecord record = club::Games(db).get(id);
        return Tr::tr("The %1 game of %2 (%3)")
            .arg(record.game.discipline, GamesModel::dateText(QLocale(), record.game.date),
                 GamesModel::participantsText(record));
    } catch (const store::DbError &) {
        return Tr::tr("Game %1").arg(id);
    }
}

/** The engine's words as the end of a sentence: "teams 0 and 1 drew, …". */
QString clause(QString text)
{
    text = text.trimmed();
    while (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text;
}

/** The rating system's reason in an organiser's words where it speaks of teams by number. */
QString reasonText(const QString &reason)
{
    if (reason.contains(QLatin1String("draw probability is 0")))
        return Tr::tr("it is a draw, and this leaderboard's draw probability is 0, which allows no draws");
    if (reason.contains(QLatin1String("at least two teams")))
        return Tr::tr("it has only one side: a player or a team of it is missing");
    return clause(reason);
}

} // namespace

LeaderboardProblem problemOf(const store::Database &db, const std::exception &error)
{
    const auto *unratable = dynamic_cast<const club::UnratableGame *>(&error);
    if (!unratable) {
        const auto *dbError = dynamic_cast<const store::DbError *>(&error);
        const QString message = clause(dbError ? dbError->message() : QString::fromLocal8Bit(error.what()));
        return {Tr::tr("This leaderboard cannot be shown: %1.").arg(message),
                Tr::tr("Cannot be shown: %1").arg(message), 0};
    }
    const QString game = gameText(db, unratable->gameId());
    LeaderboardProblem problem;
    problem.gameId = unratable->gameId();
    problem.text = Tr::tr("%1 cannot be rated by this leaderboard: %2.\n\nThe standings come back once the game is "
                          "corrected or deleted, or the leaderboard's settings allow it. The other leaderboards are "
                          "not affected.")
                       .arg(game, reasonText(unratable->reason()));
    problem.shortText = Tr::tr("Cannot be shown: game %1 cannot be rated (%2)")
                            .arg(QString::number(unratable->gameId()), reasonText(unratable->reason()));
    return problem;
}

LeaderboardProblem checkLeaderboard(const store::Database &db, const QString &name)
{
    try {
        club::Leaderboards(db).verifyReplay(name);
        return {};
    } catch (const std::exception &error) { // a damaged file (M10 of the review) is a state too, not a crash
        return problemOf(db, error);
    }
}

} // namespace podium::ui
