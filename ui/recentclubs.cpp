// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "recentclubs.h"

#include "settingskeys.h"

#include <QFileInfo>
#include <QSettings>

namespace podium::ui {

namespace {

const QString kKey = QStringLiteral("club/recent");

QString canonical(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    return absolute.isEmpty() ? path : absolute;
}

} // namespace

QStringList recentClubs()
{
    return QSettings().value(kKey).toStringList();
}

void rememberClub(const QString &path)
{
    const QString club = canonical(path);
    QStringList clubs = recentClubs();
    clubs.removeAll(club);
    clubs.prepend(club);
    while (clubs.size() > kRecentClubs)
        clubs.removeLast();
    QSettings settings;
    settings.setValue(kKey, clubs);
    settings.setValue(settingsKey::lastClub(), club);
}

void forgetClub(const QString &path)
{
    QStringList clubs = recentClubs();
    clubs.removeAll(canonical(path));
    QSettings().setValue(kKey, clubs);
}

} // namespace podium::ui
