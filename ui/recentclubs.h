// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "store/clublocation.h"

#include <QList>

namespace podium::ui {

/** The clubs opened lately, the newest first (File > Open Recent), at most kRecentClubs. They are kept as their
 *  locations' text, which for a file is its absolute path: the list an earlier Podium wrote reads as it is. */
constexpr int kRecentClubs = 8;
QList<store::ClubLocation> recentClubs();
/** Puts a club first in the list (a file by its absolute path), and keeps it as the club to open at the next start. */
void rememberClub(const store::ClubLocation &club);
/** Takes a club off the list (its file is gone). */
void forgetClub(const store::ClubLocation &club);

} // namespace podium::ui
