// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// Loads tests/data/trueskill-vectors.json (see tests/data/README.md for its sources) for the rating tests.

#include "rating/types.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QTest>

#include <limits>

namespace podium::test {

/** Every entry of the reference file; fails the calling test when the file cannot be read. */
inline QJsonArray referenceVectors()
{
    QFile file(QStringLiteral(PODIUM_TEST_DATA_DIR "/trueskill-vectors.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(file.fileName()));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isArray())
        qFatal("%s is not a JSON array: %s", qPrintable(file.fileName()), qPrintable(error.errorString()));
    return doc.array();
}

/** The entries of one kind ("rate", "quality", "function", "elo"), openskill entries left out. */
inline QList<QJsonObject> referenceVectors(const QString &kind)
{
    QList<QJsonObject> result;
    for (const QJsonValue &value : referenceVectors()) {
        const QJsonObject entry = value.toObject();
        if (entry.value(QStringLiteral("kind")).toString() == kind
            && !entry.value(QStringLiteral("name")).toString().startsWith(QStringLiteral("openskill/")))
            result.append(entry);
    }
    return result;
}

/** A game from an entry's "teams" and "ranks", ratings read from "mu" and "sigma". */
inline rating::Game gameFromVector(const QJsonObject &entry)
{
    rating::Game game;
    const QJsonArray teams = entry.value(QStringLiteral("teams")).toArray();
    for (qsizetype t = 0; t < teams.size(); ++t) {
        for (const QJsonValue &value : teams.at(t).toArray()) {
            const QJsonObject player = value.toObject();
            rating::Participant p;
            p.prior = {player.value(QStringLiteral("mu")).toDouble(), player.value(QStringLiteral("sigma")).toDouble()};
            p.team = static_cast<int>(t);
            p.weight = player.value(QStringLiteral("weight")).toDouble(1.0);
            game.players.push_back(p);
        }
    }
    const QJsonArray ranks = entry.value(QStringLiteral("ranks")).toArray();
    if (ranks.isEmpty()) { // quality entries have no ranks
        for (qsizetype t = 0; t < teams.size(); ++t)
            game.ranks.push_back(static_cast<int>(t));
    }
    for (const QJsonValue &rank : ranks)
        game.ranks.push_back(rank.toInt());
    return game;
}

/** Expected ratings flattened in the order of gameFromVector's players; a value the source does not
 *  publish is NaN. */
inline QList<rating::Rating> expectedRatings(const QJsonArray &teams)
{
    const double missing = std::numeric_limits<double>::quiet_NaN();
    QList<rating::Rating> result;
    for (const QJsonValue &team : teams) {
        for (const QJsonValue &value : team.toArray()) {
            const QJsonObject player = value.toObject();
            result.append({player.value(QStringLiteral("mu")).toDouble(missing),
                           player.value(QStringLiteral("sigma")).toDouble(missing)});
        }
    }
    return result;
}

} // namespace podium::test
