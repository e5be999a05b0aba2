// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "store/clubcreation.h"

#include "io/errortext.h"
#include "store/backend.h"
#include "store/dberror.h"
#include "store/sqlite/clubfile.h"

namespace podium::store {

void createClub(const ClubLocation &location, const ClubFiller &fill, Database::Mode mode)
{
    if (location.isServer()) {
        // A server's transactions take the schema, its tables and what fill writes: all of it, or nothing.
        const auto database = Database::open(location, Database::Mode::OpenOrCreate, Database::Migrate::Later);
        const bool filled = database->schemaVersion() > 0;
        if (filled && mode == Database::Mode::Create)
            throw DbError(ErrorText::tr("%1 already holds a club; it was left untouched").arg(location.toString()));
        Transaction transaction(*database);
        database->backend().createClubSpace(*database);
        database->migrate();
        if (fill)
            fill(*database);
        transaction.commit();
        return;
    }
    createClubFile(location.path(), fill, mode); // an empty location: "no club file given"
}

void removeAbandonedCreation(const ClubLocation &location)
{
    if (location.isFile())
        removeStaleScratch(location.path());
}

} // namespace podium::store
