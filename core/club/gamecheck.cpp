// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The rules a game meets before it is stored (checkGame), and where its places and scores disagree
// (scoresContradict): no database, only the game.
#include "club/games.h"

#include "club/players.h"
#include "club/storetypes.h"
#include "io/dates.h"
#include "io/errortext.h"
#include "io/gamerules.h"
#include "io/textinput.h"
#include "store/dberror.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace podium::club {

namespace {

/** The participant's team as the game keeps it; empty outside team games. Throws DbError at where. */
QString checkedTeam(const GameInput &game, const ParticipantInput &p, const QString &where, io::NameOrigin origin)
{
    if (game.kind != history::GameKind::Team)
        return {};
    const QString team = cleanName(p.team);
    if (team.isEmpty())
        throw DbError(where + ErrorText::tr(": a team game needs every participant's team"));
    checkNameText(p.team, where + QStringLiteral(": team"), origin);
    return team;
}

} // namespace

QString checkGame(const GameInput &game, io::NameOrigin origin)
{
    return checkedGame(game, origin).date;
}

GameInput checkedGame(const GameInput &game, io::NameOrigin origin)
{
    GameInput checked = game;
    const std::string date = io::normaliseDate(game.date.trimmed().toStdString());
    if (date.empty())
        throw DbError(ErrorText::tr("date: '%1' is not a date (YYYY-MM-DD, or YYYY-MM-DDTHH:MM[:SS])").arg(game.date));
    if (game.discipline.simplified().isEmpty())
        throw DbError(ErrorText::tr("discipline: a game needs a discipline"));
    checkNameText(game.discipline, QStringLiteral("discipline"), origin);
    checked.discipline = game.discipline.simplified();
    // The players, teams, ranks and size by the rules the interchange CSV reader applies too (M4, M9).
    io::GameShape shape(ErrorText::tr("at participant %1"));
    shape.start(game.kind);
    std::unordered_map<std::string, std::size_t> players; // a number for every playerKey
    std::string scratch;
    for (std::size_t i = 0; i < game.participants.size(); ++i) {
        const ParticipantInput &p = game.participants[i];
        const QString where = QStringLiteral("participant %1").arg(i + 1);
        const QString name = cleanName(p.player);
        if (name.isEmpty())
            throw DbError(where + ErrorText::tr(": a participant needs a player"));
        checkNameText(p.player, where, origin);
        if (p.rank < 1)
            throw DbError(where + ErrorText::tr(": rank %1; ranks start at 1 (the best)").arg(p.rank));
        const QString team = checkedTeam(game, p, where, origin);
        checked.participants[i].player = name;
        checked.participants[i].team = team;
        for (const double v : {p.score, p.minutes}) {
            if (!std::isnan(v) && !std::isfinite(v))
                throw DbError(where + ErrorText::tr(": score and minutes must be finite numbers"));
        }
        const std::string utf8 = name.toStdString();
        const std::size_t player
            = players.try_emplace(std::string(io::playerKey(utf8, scratch)), players.size()).first->second;
        try {
            shape.add(player, utf8, team.toStdString(), p.rank, i + 1);
        } catch (const io::InputError &error) {
            throw DbError(where + QStringLiteral(": ") + error.message());
        }
    }
    try {
        shape.finish();
    } catch (const io::InputError &error) {
        throw DbError(error.message());
    }
    checked.date = QString::fromStdString(date);
    return checked;
}

namespace {

/** A side of a game for scoresContradict: its name (a team, or a player), its rank and its total score. */
struct ScoredSide
{
    QString name;
    int rank = 0;
    double score = 0;
};

/** The sides with their summed scores; empty when a player has no score. */
std::vector<ScoredSide> scoredSides(const GameInput &game)
{
    std::vector<ScoredSide> sides;
    for (const ParticipantInput &p : game.participants) {
        if (std::isnan(p.score))
            return {};
        const QString name = game.kind == history::GameKind::Team ? p.team.simplified() : cleanName(p.player);
        auto side = std::find_if(sides.begin(), sides.end(), [&](const ScoredSide &s) { return s.name == name; });
        if (side == sides.end())
            sides.push_back({name, p.rank, p.score});
        else
            side->score += p.score;
    }
    return sides;
}

} // namespace

QString scoresContradict(const GameInput &game)
{
    const std::vector<ScoredSide> sides = scoredSides(game);
    if (sides.size() == 2 && game.kind != history::GameKind::FreeForAll) {
        // Two sides: the scores name a winner, or a draw, and the result must say the same.
        const ScoredSide &a = sides[0], &b = sides[1];
        const auto sign = [](double x) { return x > 0 ? 1 : x < 0 ? -1 : 0; };
        const auto outcome = [&](int s) {
            return s == 0 ? ErrorText::tr("a draw") : ErrorText::tr("%1 won").arg(s > 0 ? a.name : b.name);
        };
        const int byScores = sign(a.score - b.score), byResult = sign(b.rank - a.rank);
        if (byScores == byResult)
            return {};
        return ErrorText::tr("The scores say %1 (%2 to %3), but the result says %4.")
            .arg(outcome(byScores), QString::number(a.score), QString::number(b.score), outcome(byResult));
    }
    for (const ScoredSide &x : sides) {
        for (const ScoredSide &y : sides) {
            if (x.rank < y.rank && x.score < y.score)
                return ErrorText::tr("%1 placed ahead of %2 (place %3 against %4) with a lower score (%5 against %6).")
                    .arg(x.name, y.name)
                    .arg(x.rank)
                    .arg(y.rank)
                    .arg(x.score)
                    .arg(y.score);
        }
    }
    return {};
}

} // namespace podium::club
