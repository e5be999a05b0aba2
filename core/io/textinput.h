// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "history/history.h"

#include <QString>
#include <QStringList>

#include <string_view>
#include <utility>
#include <vector>

namespace podium::io {

/**
 * The small text forms that the command line, the files and the desktop app all read: a kind of game, a
 * NAME=VALUE setting, a list of names, pairs of players. One parser each, so that the same text means the
 * same thing everywhere. Each throws InputError whose location is the caller's (a file, line and column, a
 * JSON field, an option) and whose message names the text refused.
 */

/**
 * A kind of game as the interchange format writes it: "h2h", "ffa" or "team", exactly (lower case, no
 * spaces). Throws InputError at location: "'duel' is not a kind of game (h2h, ffa or team)".
 */
history::GameKind parseGameKind(std::string_view text, const QString &location = {});
history::GameKind parseGameKind(const QString &text, const QString &location = {});

/** The name parseGameKind reads: "h2h", "ffa" or "team". */
QString gameKindText(history::GameKind kind);

/** A setting written NAME=VALUE. */
struct Assignment
{
    QString name;
    QString value;
};

/**
 * NAME=VALUE, split at the first '=': the value may be empty or hold '=' itself, the name may not be empty.
 * Nothing is trimmed. Throws InputError at location: "expected NAME=VALUE".
 */
Assignment parseAssignment(const QString &text, const QString &location = {});

/** Names separated by commas, each trimmed, empty ones left out: " Ann, Bob,,Cid " is Ann, Bob, Cid. */
QStringList parseNameList(const QString &text);

/**
 * Pairs of players written "Ann+Bob, Cid+Dan", as indexes into roster. Entries are separated as
 * parseNameList separates names; names match a roster name ignoring case and surrounding spaces. Throws
 * InputError at location for an entry that is not two roster names joined by one +: "'Ann+Zed' is not two
 * of the players joined by +".
 */
std::vector<std::pair<int, int>> parsePlayerPairs(const QString &text, const QStringList &roster,
                                                  const QString &location = {});

} // namespace podium::io
