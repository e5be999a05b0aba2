#pragma once

#include <functional>
#include <vector>

namespace podium::db {

class Database;

/** One step of the schema: run inside a transaction by Database, which then bumps user_version. */
using Migration = std::function<void(const Database &)>;

/** Every step from an empty file to the current schema, in order; step i takes version i to i + 1. Steps
 *  of released versions never change: a new schema is a new step. */
const std::vector<Migration> &migrations();

} // namespace podium::db
