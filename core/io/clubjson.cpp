// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "io/clubjson.h"

#include "io/errortext.h"
#include "io/gamerules.h"
#include "io/inputerror.h"
#include "io/textcheck.h"
#include "io/textinput.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <limits>

namespace podium::io {

namespace {

QString text(const QJsonObject &object, const QString &key, const QString &path, bool required)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined() && !required)
        return {};
    if (!value.isString())
        throw InputError(path + key,
                         required && value.isUndefined() ? QStringLiteral("missing")
                                                         : ErrorText::tr("expected a string"));
    return value.toString();
}

double number(const QJsonObject &object, const QString &key, const QString &path)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined() || value.isNull())
        return std::nan("");
    if (!value.isDouble())
        throw InputError(path + key, ErrorText::tr("expected a number"));
    return value.toDouble();
}

club::ParticipantInput participant(const QJsonValue &value, const QString &path)
{
    if (!value.isObject())
        throw InputError(path, ErrorText::tr("expected a player object"));
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        static const QStringList known {QStringLiteral("player"), QStringLiteral("score"), QStringLiteral("minutes"),
                                        QStringLiteral("rated")};
        if (!known.contains(it.key()))
            throw InputError(path + QLatin1Char('.') + it.key(),
                             ErrorText::tr("unknown field (player, score, minutes, rated)"));
    }
    club::ParticipantInput p;
    p.player = text(object, QStringLiteral("player"), path + QLatin1Char('.'), true);
    requireNameText(p.player, path + QStringLiteral(".player")); // said at the field, before the club says it again
    p.score = number(object, QStringLiteral("score"), path + QLatin1Char('.'));
    p.minutes = number(object, QStringLiteral("minutes"), path + QLatin1Char('.'));
    const QJsonValue rated = object.value(QStringLiteral("rated"));
    if (!rated.isUndefined() && !rated.isBool())
        throw InputError(path + QStringLiteral(".rated"), ErrorText::tr("expected true or false"));
    p.rated = rated.toBool(true);
    return p;
}

history::GameKind kindOf(const QJsonObject &root, const QJsonArray &teams)
{
    const QString kind = text(root, QStringLiteral("kind"), QString(), false);
    if (!kind.isEmpty())
        return parseGameKind(kind, QStringLiteral("kind"));
    for (const QJsonValue &team : teams) {
        if (team.toArray().size() != 1)
            return history::GameKind::Team;
    }
    return teams.size() == 2 ? history::GameKind::HeadToHead : history::GameKind::FreeForAll;
}

/** Refuses a top-level key that a game does not have: a misspelt "note" would be lost without a word (L6). */
void checkKeys(const QJsonObject &root)
{
    static const QStringList known {
        QStringLiteral("date"),  QStringLiteral("discipline"),  QStringLiteral("kind"),
        QStringLiteral("teams"), QStringLiteral("ranks"),       QStringLiteral("team_names"),
        QStringLiteral("notes"), QStringLiteral("external_id"), QStringLiteral("id")};
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (!known.contains(it.key()))
            throw InputError(it.key(), ErrorText::tr("unknown field (%1)").arg(known.join(QStringLiteral(", "))));
    }
}

/** The rank of team t: a whole number from 1 that fits an int; 3e9 must not wrap to a rank 0 (L5). */
int rankOf(const QJsonArray &ranks, qsizetype t)
{
    const QJsonValue rank = ranks.at(t);
    const double value = rank.toDouble();
    if (!rank.isDouble() || value != std::floor(value) || value < 1 || value > std::numeric_limits<int>::max())
        throw InputError(
            QStringLiteral("ranks[%1]").arg(t),
            ErrorText::tr("expected a whole number from 1 (the best) to %1").arg(std::numeric_limits<int>::max()));
    return static_cast<int>(value);
}

/** Two teams of one name would merge into one team with two ranks (M4); names are compared as they are kept. */
void checkTeamNames(const QJsonArray &names)
{
    QStringList seen;
    for (qsizetype t = 0; t < names.size(); ++t) {
        requireNameText(names.at(t).toString(), QStringLiteral("team_names[%1]").arg(t));
        const QString name = names.at(t).toString().simplified();
        const qsizetype first = seen.indexOf(name);
        if (first >= 0 && !name.isEmpty())
            throw InputError(QStringLiteral("team_names[%1]").arg(t),
                             ErrorText::tr("'%1' is the name of team_names[%2] too").arg(name).arg(first));
        seen.append(name);
    }
}

} // namespace

club::GameInput parseClubGame(const QByteArray &json)
{
    const QJsonDocument doc = parseJsonText(json);
    if (!doc.isObject())
        throw InputError(QString(), ErrorText::tr("expected a game as a JSON object"));
    const QJsonObject root = doc.object();
    checkKeys(root);
    club::GameInput game;
    game.date = text(root, QStringLiteral("date"), QString(), true);
    game.discipline = text(root, QStringLiteral("discipline"), QString(), true);
    requireNameText(game.discipline, QStringLiteral("discipline"));
    game.notes = text(root, QStringLiteral("notes"), QString(), false);
    game.externalId = text(root, QStringLiteral("external_id"), QString(), false);
    const QJsonArray teams = root.value(QStringLiteral("teams")).toArray();
    const QJsonArray ranks = root.value(QStringLiteral("ranks")).toArray();
    const QJsonArray names = root.value(QStringLiteral("team_names")).toArray();
    if (teams.isEmpty())
        throw InputError(QStringLiteral("teams"), ErrorText::tr("expected an array of teams"));
    if (static_cast<std::size_t>(teams.size()) > kMaxSides) // M9: said at the field, before anything is read
        throw InputError(QStringLiteral("teams"), ErrorText::tr("a game has at most %1 sides").arg(kMaxSides));
    if (ranks.size() != teams.size())
        throw InputError(QStringLiteral("ranks"),
                         ErrorText::tr("%1 ranks for %2 teams").arg(ranks.size()).arg(teams.size()));
    if (!names.isEmpty() && names.size() != teams.size())
        throw InputError(QStringLiteral("team_names"),
                         ErrorText::tr("%1 names for %2 teams").arg(names.size()).arg(teams.size()));
    checkTeamNames(names);
    game.kind = kindOf(root, teams);
    for (qsizetype t = 0; t < teams.size(); ++t) {
        const int rank = rankOf(ranks, t);
        const QString team = names.isEmpty() ? QStringLiteral("Team %1").arg(t + 1) : names.at(t).toString();
        const QJsonArray players = teams.at(t).toArray();
        if (players.isEmpty())
            throw InputError(QStringLiteral("teams[%1]").arg(t),
                             ErrorText::tr("expected a non-empty array of players"));
        for (qsizetype j = 0; j < players.size(); ++j) {
            if (game.participants.size() == kMaxParticipants)
                throw InputError(QStringLiteral("teams[%1][%2]").arg(t).arg(j),
                                 ErrorText::tr("a game has at most %1 participants").arg(kMaxParticipants));
            club::ParticipantInput p = participant(players.at(j), QStringLiteral("teams[%1][%2]").arg(t).arg(j));
            p.rank = rank;
            p.team = game.kind == history::GameKind::Team ? team : QString();
            game.participants.push_back(p);
        }
    }
    return game;
}

QJsonObject clubGameJson(const club::GameRecord &record)
{
    const club::GameInput &game = record.game;
    QJsonArray teams, ranks, names;
    // Sides in order of first appearance: by team name in team games, one per participant otherwise.
    QStringList sideKeys;
    for (std::size_t i = 0; i < game.participants.size(); ++i) {
        const club::ParticipantInput &p = game.participants[i];
        const QString key = game.kind == history::GameKind::Team ? p.team : QString::number(i);
        qsizetype side = sideKeys.indexOf(key);
        if (side < 0) {
            side = sideKeys.size();
            sideKeys.append(key);
            teams.append(QJsonArray());
            ranks.append(p.rank);
            names.append(p.team);
        }
        QJsonObject player {{QStringLiteral("player"), p.player}};
        if (!std::isnan(p.score))
            player.insert(QStringLiteral("score"), p.score);
        if (!std::isnan(p.minutes))
            player.insert(QStringLiteral("minutes"), p.minutes);
        if (!p.rated)
            player.insert(QStringLiteral("rated"), false);
        QJsonArray members = teams.at(side).toArray();
        members.append(player);
        teams.replace(side, members);
    }
    QJsonObject object {{QStringLiteral("id"), record.id},
                        {QStringLiteral("date"), game.date},
                        {QStringLiteral("discipline"), game.discipline},
                        {QStringLiteral("kind"), gameKindText(game.kind)},
                        {QStringLiteral("teams"), teams},
                        {QStringLiteral("ranks"), ranks}};
    if (game.kind == history::GameKind::Team)
        object.insert(QStringLiteral("team_names"), names);
    if (!game.externalId.isEmpty())
        object.insert(QStringLiteral("external_id"), game.externalId);
    if (!game.notes.isEmpty())
        object.insert(QStringLiteral("notes"), game.notes);
    return object;
}

} // namespace podium::io
