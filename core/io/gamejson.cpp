// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "io/gamejson.h"

#include "io/errortext.h"
#include "io/gamerules.h"
#include "io/inputerror.h"
#include "io/textcheck.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace podium::io {

namespace {

QString typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("true or false");
    case QJsonValue::Double:
        // The number itself: "got -1" says what is wrong where "got a number" does not (L5).
        return QString::number(value.toDouble(), 'g', 17);
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

[[noreturn]] void expected(const QString &path, const QString &what, const QJsonValue &got)
{
    throw InputError(path, ErrorText::tr("expected %1, got %2").arg(what, typeName(got)));
}

double number(const QJsonObject &player, const QString &path, const QString &key, double fallback)
{
    const QJsonValue value = player.value(key);
    if (value.isUndefined())
        return fallback;
    if (!value.isDouble())
        expected(path + QLatin1Char('.') + key, QStringLiteral("a number"), value);
    return value.toDouble();
}

rating::Participant readPlayer(const QJsonValue &value, const QString &path, const rating::RatingSystem &system)
{
    if (!value.isObject())
        expected(path, QStringLiteral("a player object"), value);
    const QJsonObject player = value.toObject();
    const bool trueSkill = system.name() == "trueskill";
    const bool zoneStats = system.name() == "zonestats";
    const bool glicko2 = system.name() == "glicko2";
    for (auto it = player.begin(); it != player.end(); ++it) {
        const QString &key = it.key();
        const bool known = key == QStringLiteral("player") || key == QStringLiteral("name")
            || key == QStringLiteral("rated")
            || (trueSkill
                && (key == QStringLiteral("mu") || key == QStringLiteral("sigma") || key == QStringLiteral("weight")))
            || (!trueSkill && key == QStringLiteral("rating"))
            || (glicko2 && (key == QStringLiteral("rd") || key == QStringLiteral("volatility")))
            || ((zoneStats || trueSkill) && key == QStringLiteral("minutes"))
            || (zoneStats && key == QStringLiteral("score"));
        if (!known)
            throw InputError(
                path + QLatin1Char('.') + key,
                ErrorText::tr("%1 does not read this field (%2)")
                    .arg(QString::fromUtf8(system.name().data(), static_cast<qsizetype>(system.name().size())),
                         trueSkill       ? ErrorText::tr("mu, sigma, weight, minutes")
                             : zoneStats ? ErrorText::tr("rating, score, minutes, rated")
                             : glicko2   ? ErrorText::tr("rating, rd, volatility")
                                         : QStringLiteral("rating")));
    }
    rating::Participant p;
    const rating::Rating initial = system.initialRating();
    if (trueSkill) {
        p.prior = {number(player, path, QStringLiteral("mu"), initial.mu),
                   number(player, path, QStringLiteral("sigma"), initial.sigma)};
        p.weight = number(player, path, QStringLiteral("weight"), 1.0);
    } else if (glicko2) {
        p.prior = {number(player, path, QStringLiteral("rating"), initial.mu),
                   number(player, path, QStringLiteral("rd"), initial.sigma),
                   number(player, path, QStringLiteral("volatility"), initial.volatility)};
    } else {
        p.prior = {number(player, path, QStringLiteral("rating"), initial.mu), 0.0};
    }
    p.score = number(player, path, QStringLiteral("score"), std::nan(""));
    p.minutes = number(player, path, QStringLiteral("minutes"), std::nan(""));
    const QJsonValue rated = player.value(QStringLiteral("rated"));
    if (!rated.isUndefined() && !rated.isBool())
        expected(path + QStringLiteral(".rated"), QStringLiteral("true or false"), rated);
    p.rated = rated.toBool(true);
    return p;
}

void readRanks(const QJsonObject &root, rating::Game &game, qsizetype teams)
{
    const QJsonValue value = root.value(QStringLiteral("ranks"));
    if (!value.isArray())
        expected(QStringLiteral("ranks"), QStringLiteral("an array of ranks, one per team"), value);
    const QJsonArray ranks = value.toArray();
    if (ranks.size() != teams)
        throw InputError(QStringLiteral("ranks"), ErrorText::tr("%1 ranks for %2 teams").arg(ranks.size()).arg(teams));
    for (qsizetype t = 0; t < ranks.size(); ++t) {
        const double rank = ranks.at(t).toDouble(std::nan(""));
        if (!ranks.at(t).isDouble() || rank != std::floor(rank) || rank < 0 || rank > 1e9)
            expected(QStringLiteral("ranks[%1]").arg(t), QStringLiteral("a whole number from 0 (the best)"),
                     ranks.at(t));
        game.ranks.push_back(static_cast<int>(rank));
    }
}

} // namespace

JsonGame parseGameJson(const QByteArray &json, const rating::RatingSystem &system)
{
    const QJsonDocument doc = parseJsonText(json);
    if (!doc.isObject())
        throw InputError(QString(), ErrorText::tr("expected a JSON object with \"teams\" and \"ranks\""));
    JsonGame result;
    result.document = doc.object();
    const QJsonValue teamsValue = result.document.value(QStringLiteral("teams"));
    if (!teamsValue.isArray())
        expected(QStringLiteral("teams"), QStringLiteral("an array of teams"), teamsValue);
    const QJsonArray teams = teamsValue.toArray();
    if (static_cast<std::size_t>(teams.size()) > kMaxSides) // M9: bounded work for every rating system
        throw InputError(QStringLiteral("teams"), ErrorText::tr("a game has at most %1 sides").arg(kMaxSides));
    for (qsizetype t = 0; t < teams.size(); ++t) {
        const QString teamPath = QStringLiteral("teams[%1]").arg(t);
        if (!teams.at(t).isArray())
            expected(teamPath, QStringLiteral("an array of players"), teams.at(t));
        const QJsonArray players = teams.at(t).toArray();
        for (qsizetype j = 0; j < players.size(); ++j) {
            if (result.game.players.size() == kMaxParticipants)
                throw InputError(teamPath + QStringLiteral("[%1]").arg(j),
                                 ErrorText::tr("a game has at most %1 participants").arg(kMaxParticipants));
            rating::Participant p = readPlayer(players.at(j), teamPath + QStringLiteral("[%1]").arg(j), system);
            p.team = static_cast<int>(t);
            result.game.players.push_back(p);
        }
    }
    readRanks(result.document, result.game, teams.size());
    return result;
}

QByteArray gameResultJson(const JsonGame &input, const std::vector<rating::Rating> &posterior,
                          const rating::RatingSystem &system)
{
    QJsonObject root = input.document;
    QJsonArray teams = root.value(QStringLiteral("teams")).toArray();
    std::size_t i = 0;
    for (qsizetype t = 0; t < teams.size(); ++t) {
        QJsonArray players = teams.at(t).toArray();
        for (qsizetype j = 0; j < players.size(); ++j, ++i) {
            QJsonObject player = players.at(j).toObject();
            if (system.name() == "glicko2") {
                player.insert(QStringLiteral("rating"), posterior[i].mu);
                player.insert(QStringLiteral("rd"), posterior[i].sigma);
                player.insert(QStringLiteral("volatility"), posterior[i].volatility);
            } else if (system.hasUncertainty()) {
                player.insert(QStringLiteral("mu"), posterior[i].mu);
                player.insert(QStringLiteral("sigma"), posterior[i].sigma);
            } else {
                player.insert(QStringLiteral("rating"), posterior[i].mu);
            }
            players.replace(j, player);
        }
        teams.replace(t, players);
    }
    root.insert(QStringLiteral("teams"), teams);
    if (const auto quality = system.quality(input.game))
        root.insert(QStringLiteral("quality"), *quality);
    if (input.game.teamCount() == 2)
        root.insert(QStringLiteral("win_probability"), system.winProbability(input.game));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace podium::io
