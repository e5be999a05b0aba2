// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "store/clublocation.h"

#include <QString>

/** The keys of Podium's settings, each written once here (the window, the start-up and the tests share them). */
namespace podium::ui::settingsKey {

/** The club opened last, opened again at the next start: its location's text (ClubLocation::toString). */
inline QString lastClub()
{
    return QStringLiteral("club/last");
}

/** The language the user chose in View › Language ("de", "en", "es", "fr"); empty or absent: the system's. Read at
 *  start. */
/** The clubs opened lately, newest first: their locations' texts (ClubLocation::toString). */
inline QString recentClubs()
{
    return QStringLiteral("club/recent");
}

/** The server that File › Connect to Server… connected to last, as ClubLocation::toString writes it (no password). */
inline QString lastServer()
{
    return QStringLiteral("server/last");
}

inline QString language()
{
    return QStringLiteral("view/language");
}

/** The main window's size and place. */
inline QString windowGeometry()
{
    return QStringLiteral("window/geometry");
}

/** The leaderboard shown last in this club, shown again when the club is next opened. A club file's key is the one
 *  Podium wrote before there were locations (the digest of its absolute path), so that it is found again. */
inline QString lastLeaderboard(const store::ClubLocation &club)
{
    return QStringLiteral("club/leaderboard/") + club.settingsKey();
}

} // namespace podium::ui::settingsKey
