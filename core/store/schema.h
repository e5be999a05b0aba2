// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QString>

#include <functional>
#include <vector>

namespace podium::store {

class Database;

/** One step of the schema: run inside a transaction by Database, which then bumps user_version. */
using Migration = std::function<void(const Database &)>;

/** Every step from an empty file to the current schema, in order; step i takes version i to i + 1. Steps
 *  of released versions never change: a new schema is a new step. */
const std::vector<Migration> &migrations();

/** The schema version that added the players' known ratings and the zero-point byes asked for (schema.cpp): a club
 *  of an older version, opened read-only, has neither, and reads as having none. */
inline constexpr int kKnownRatingsVersion = 10;

/** A new game's external id (a random UUID): the id its rows have in the interchange export, the same in every
 *  club the game is imported into, so that importing it again skips it. */
QString newExternalId();

/** Gives every game without an external id a new one (schema version 4, and games of an older backup), within
 *  the caller's transaction. */
void giveGamesExternalIds(const Database &db);

/** A secondary index as the file holds it. */
struct IndexDefinition
{
    QString name;
    QString sql; ///< the CREATE INDEX statement that made it
};

/**
 * The indexes on a table that can be dropped and made again from their SQL (not the ones SQLite makes for
 * UNIQUE and PRIMARY KEY constraints), read from the file itself: whatever the migrations made them, a bulk
 * import that drops them builds the same ones afresh.
 */
std::vector<IndexDefinition> secondaryIndexes(const Database &db, const QString &table);

} // namespace podium::store
