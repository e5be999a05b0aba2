// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "store/clublocation.h"
#include "store/database.h"

#include <functional>

namespace podium::store {

/** What goes into a new club: the demo club, a restored backup; nothing for an empty club. */
using ClubFiller = std::function<void(const Database &)>;

/**
 * Creates a club at location and runs fill on it, so that a new club is either complete or not there at all (a
 * file is built beside its place and renamed into it when done: store/sqlite/clubfile.h). With Mode::Create an
 * existing club is refused and left untouched; with Mode::OpenOrCreate an existing one is filled in place instead
 * (the fillers refuse one that is not empty). Throws DbError with a message for the user; a club on a server is
 * refused, as Database::open refuses to open one.
 */
void createClub(const ClubLocation &location, const ClubFiller &fill = {},
                Database::Mode mode = Database::Mode::Create);

/** Removes what a killed creation of the club at location left behind (a file's scratch club beside it): the club
 *  opened calls it. */
void removeAbandonedCreation(const ClubLocation &location);

} // namespace podium::store
