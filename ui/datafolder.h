// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QString>

namespace podium::ui {

/**
 * Podium's own data folder, where the demo club lives: ~/.local/share/podium on Linux (the generic data folder and
 * "podium"). It was ~/.local/share/Podium/Podium, because the organisation and the application are both named Podium
 * and Qt's application data folder is made of both (U5 of the desktop review of 28 November).
 */
QString dataFolder();

/**
 * Moves the data folder an earlier Podium made (Qt's application data folder) to dataFolder(), once, as the app
 * starts: the recent clubs, the club opened last and each moved club's leaderboard shown last follow the files. Does
 * nothing where there is no old folder or the new one exists already, and leaves everything as it was when the move
 * fails. Returns whether it moved the folder.
 */
bool moveOldDataFolder();

} // namespace podium::ui
