// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QStringList>

namespace podium::ui {

/** The clubs opened lately, the newest first (File > Open Recent), at most kRecentClubs. */
constexpr int kRecentClubs = 8;
QStringList recentClubs();
/** Puts a club first in the list (and keeps it as the club to open at the next start). */
void rememberClub(const QString &path);
/** Takes a club off the list (its file is gone). */
void forgetClub(const QString &path);

} // namespace podium::ui
