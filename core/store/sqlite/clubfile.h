// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "store/clubcreation.h"
#include "store/database.h"

namespace podium::store {

/**
 * Creates a club file at path and runs fill on it (createClub's way for a file), so that a new club is either
 * complete or not there at all: the club is built in a file beside path and renamed to path only when fill is done and
 * the database is closed, so that a failure, a kill or a power cut never leaves an empty, half-filled or 0-byte club
 * under path; on failure the scratch file is removed and the exception goes on to the caller. An empty path is refused.
 * With Mode::Create an existing file is refused and left untouched; with Mode::OpenOrCreate an existing club is filled
 * in place instead (the fillers refuse one that is not empty).
 */
void createClubFile(const QString &path, const ClubFiller &fill = {}, Database::Mode mode = Database::Mode::Create);

/**
 * Removes what a killed createClubFile left beside path (the scratch club ".NAME.incomplete-PID-N" with its -wal
 * and -shm): only when its process is gone and none of its files changed for a minute, so that a restore still
 * running (in this process, another, or on another machine sharing the folder) is never touched (L8 of the
 * reliability review). Returns how many files it removed. Does nothing where process ids cannot be checked.
 */
int removeStaleScratch(const QString &path);

} // namespace podium::store
