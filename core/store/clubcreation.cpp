// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "store/clubcreation.h"

#include "io/errortext.h"
#include "store/dberror.h"
#include "store/sqlite/clubfile.h"

namespace podium::store {

void createClub(const ClubLocation &location, const ClubFiller &fill, Database::Mode mode)
{
    if (location.isServer())
        throw DbError(ErrorText::tr("%1: this version of Podium cannot create a club on a PostgreSQL server; it "
                                    "creates club files (.podium)")
                          .arg(location.toString()));
    createClubFile(location.path(), fill, mode); // an empty location: "no club file given"
}

void removeAbandonedCreation(const ClubLocation &location)
{
    if (location.isFile())
        removeStaleScratch(location.path());
}

} // namespace podium::store
