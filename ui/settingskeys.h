// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QCryptographicHash>
#include <QString>

/** The keys of Podium's settings, each written once here (the window, the start-up and the tests share them). */
namespace podium::ui::settingsKey {

/** The club opened last, opened again at the next start. */
inline QString lastClub()
{
    return QStringLiteral("club/last");
}

/** The language the user chose in View › Language ("de", "en", "es", "fr"); empty or absent: the system's. Read at
 *  start. */
inline QString language()
{
    return QStringLiteral("view/language");
}

/** The main window's size and place. */
inline QString windowGeometry()
{
    return QStringLiteral("window/geometry");
}

/** The leaderboard shown last in the club at this path, shown again when the club is next opened. */
inline QString lastLeaderboard(const QString &clubPath)
{
    // A digest of the path: a path's slashes would make settings groups, and qHash is seeded per process.
    return QStringLiteral("club/leaderboard/")
        + QString::fromLatin1(QCryptographicHash::hash(clubPath.toUtf8(), QCryptographicHash::Sha1).toHex());
}

} // namespace podium::ui::settingsKey
