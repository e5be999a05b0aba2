// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "recentclubs.h"

#include "settingskeys.h"

#include <QSettings>

namespace podium::ui {

namespace {

const QString kKey = settingsKey::recentClubs();

void store(const QList<store::ClubLocation> &clubs)
{
    QStringList texts;
    for (const store::ClubLocation &club : clubs)
        texts.append(club.toString());
    QSettings().setValue(kKey, texts);
}

} // namespace

QList<store::ClubLocation> recentClubs()
{
    QList<store::ClubLocation> clubs;
    for (const QString &text : QSettings().value(kKey).toStringList()) {
        // One that cannot be read (written by hand, or by a later Podium) is left out rather than shown wrong.
        const store::ClubLocation club = store::ClubLocation::fromString(text);
        if (!club.isEmpty() && !clubs.contains(club))
            clubs.append(club);
    }
    return clubs;
}

void rememberClub(const store::ClubLocation &club)
{
    const store::ClubLocation remembered = club.absolute();
    QList<store::ClubLocation> clubs = recentClubs();
    clubs.removeAll(remembered);
    clubs.prepend(remembered);
    while (clubs.size() > kRecentClubs)
        clubs.removeLast();
    store(clubs);
    QSettings().setValue(settingsKey::lastClub(), remembered.toString());
}

void forgetClub(const store::ClubLocation &club)
{
    QList<store::ClubLocation> clubs = recentClubs();
    clubs.removeAll(club.absolute());
    store(clubs);
}

} // namespace podium::ui
