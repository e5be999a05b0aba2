// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"

#include <QByteArray>
#include <QJsonObject>

namespace podium::io {

/**
 * A game for `podium-cli games add|edit`, shaped like `podium-cli rate`'s input with players by name:
 * {"date": "2024-05-01T20:00", "discipline": "Chess", "teams": [[{"player": "Ann", "score": 3, "minutes":
 * 20}], [{"player": "Bob"}]], "ranks": [1, 2]}. Optional: "kind" (h2h, ffa, team; by default h2h for two
 * single players, ffa for more, team when a side has several players), "team_names" (one per team; by
 * default "Team 1", "Team 2", ...; no two alike), "notes", "external_id", and "rated": false on a guest; "id" (as
 * clubGameJson writes it) is ignored. Any other key, a key given twice, invalid UTF-8 or a rank that is not a whole
 * number from 1 throws InputError naming the JSON path, or the line and column.
 */
club::GameInput parseClubGame(const QByteArray &json);

/** A stored game in the same shape, plus its "id". */
QJsonObject clubGameJson(const club::GameRecord &game);

} // namespace podium::io
