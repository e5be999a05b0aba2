// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "cli/commands.h"

namespace podium::cli {

/**
 * podium-cli is three programs on one command line, each loading only the libraries its commands use: starting a
 * program is most of a small command's time (issue 26: pairing a round of 100 players; issue 30: replaying a file).
 *
 * - podium-cli, the calculator: rate, replay, generate, --help and --version, on Qt Core alone. Loading Qt Sql,
 *   SQLite and libqrencode besides took a replay of ATP's 27,505 games from about 24 ms to 28 ms as a whole process.
 * - podium-cli-club: the club's commands (--db FILE COMMAND, demo) and the backtests, with Qt Sql and the club's
 *   code. podium-cli hands them over before Qt starts: the command line and the environment pass as they are.
 * - podium-cli-full: PDF files and the live board, with Qt Gui, Qt Network and Qt HTTP Server. When podium-cli-club
 *   reaches one of them, it throws FullProgramNeeded before anything is written; main() lets everything go (the club
 *   is closed) and hands the command over to podium-cli-full, which then does the whole command.
 *
 * Installed, the two others are in libexec, not commands of their own; in the build tree the three are in one folder.
 */
struct FullProgramNeeded
{
};

/** Replaces this process by podium-cli-full with argv; returns only when that fails, with what to tell the user. */
[[nodiscard]] Outcome handOverToFull(char **argv);

/** Replaces this process by podium-cli-club with argv; returns only when that fails, with what to tell the user. */
[[nodiscard]] Outcome handOverToClub(char **argv);

/** The same before Qt starts, where Linux says where this program is (/proc/self/exe): returns only when that is
 *  unknown or podium-cli-club cannot be started, and then handOverToClub says why. */
void handOverToClubEarly(char **argv);

} // namespace podium::cli
