// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "datafolder.h"

#include "settingskeys.h"

#include "store/clublocation.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace podium::ui {

namespace {

/** The club at location, moved with the folder from to the folder to; the same club when it was elsewhere. */
store::ClubLocation moved(const store::ClubLocation &club, const QString &from, const QString &to)
{
    if (!club.isFile())
        return club;
    const QString path = QDir::cleanPath(QFileInfo(club.path()).absoluteFilePath());
    if (!path.startsWith(from + QLatin1Char('/')))
        return club;
    return store::ClubLocation::file(to + path.mid(from.size()));
}

} // namespace

QString dataFolder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
        .filePath(QStringLiteral("podium"));
}

bool moveOldDataFolder()
{
    const QString from = QDir::cleanPath(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    const QString to = QDir::cleanPath(dataFolder());
    if (from == to || !QFileInfo(from).isDir() || QFileInfo::exists(to))
        return false;
    QDir().mkpath(QFileInfo(to).absolutePath());
    if (!QDir().rename(from, to))
        return false; // another file system, or no right to: the old folder stays in use where it is named
    QDir().rmdir(QFileInfo(from).absolutePath()); // the organisation's folder, when nothing else is in it
    QSettings settings;
    const auto follow = [&](const QString &text) {
        const store::ClubLocation club = store::ClubLocation::fromString(text);
        const store::ClubLocation now = moved(club, from, to);
        if (now == club)
            return text;
        // The leaderboard shown last in the club, keyed by its path, goes with it.
        const QString before = settingsKey::lastLeaderboard(club), after = settingsKey::lastLeaderboard(now);
        if (settings.contains(before) && !settings.contains(after))
            settings.setValue(after, settings.value(before));
        settings.remove(before);
        return now.toString();
    };
    const QString last = settings.value(settingsKey::lastClub()).toString();
    if (!last.isEmpty())
        settings.setValue(settingsKey::lastClub(), follow(last));
    QStringList recent = settings.value(settingsKey::recentClubs()).toStringList();
    for (QString &text : recent)
        text = follow(text);
    if (settings.contains(settingsKey::recentClubs()))
        settings.setValue(settingsKey::recentClubs(), recent);
    return true;
}

} // namespace podium::ui
