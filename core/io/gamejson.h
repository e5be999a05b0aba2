// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "rating/ratingsystem.h"

#include <QByteArray>
#include <QJsonObject>

namespace podium::io {

/**
 * One game as `podium-cli rate` reads it, in the shape of the TrueSkill reference vectors:
 * {"teams": [[{"mu": 25, "sigma": 8.3, "weight": 1}], [...]], "ranks": [0, 1]}. TrueSkill players have
 * mu, sigma and an optional partial-play weight; Elo and ZoneStats players a rating; ZoneStats players
 * also score and minutes; "rated": false marks a guest. A missing rating is a new player's. A player may
 * carry a "player" or "name" label, which is passed through. Ranks are whole numbers from 0. A game has at most
 * io::kMaxSides teams and io::kMaxParticipants players. Anything else is an error, and so is a key given twice.
 */
struct JsonGame
{
    QJsonObject document; ///< the input, kept to answer in the same shape
    rating::Game game;
};

/** Parses a game for the given system; throws InputError whose location is the JSON path ("teams[1][0].sigma",
 *  "ranks") or, for JSON that does not parse, the line and column. */
JsonGame parseGameJson(const QByteArray &json, const rating::RatingSystem &system);

/**
 * The answer to a rated game: the input with every player's rating replaced by the posterior ("mu" and
 * "sigma" for systems with uncertainty, "rating" otherwise), plus "quality" when the system has one and
 * "win_probability" (team 0 beating team 1) for two teams. Indented JSON.
 */
QByteArray gameResultJson(const JsonGame &input, const std::vector<rating::Rating> &posterior,
                          const rating::RatingSystem &system);

} // namespace podium::io
