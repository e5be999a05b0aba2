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
 * default "Team 1", "Team 2", ...), "notes", "external_id", and "rated": false on a guest. Throws
 * InputError naming the JSON path.
 */
db::GameInput parseClubGame(const QByteArray &json);

/** A stored game in the same shape, plus its "id". */
QJsonObject clubGameJson(const db::GameRecord &game);

} // namespace podium::io
