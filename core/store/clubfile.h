#pragma once

#include "store/database.h"

#include <functional>

namespace podium::db {

/** What goes into a new club file: the demo club, a restored backup; nothing for an empty club. */
using ClubFiller = std::function<void(const Database &)>;

/**
 * Creates a club file at path and runs fill on it, so that a new club is either complete or not there at
 * all: when anything fails (the file cannot be made, fill throws) the file is removed again with its -wal
 * and -shm, and the exception goes on to the caller. With Mode::Create an existing file is refused and left
 * untouched; with Mode::OpenOrCreate an existing club is filled instead (the fillers refuse one that is not
 * empty) and kept on failure, since it was there before.
 */
void createClubFile(const QString &path, const ClubFiller &fill = {}, Database::Mode mode = Database::Mode::Create);

} // namespace podium::db
