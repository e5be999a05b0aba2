// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "cli/commands.h"

namespace podium::cli {

/**
 * podium-cli is a front and three programs on one command line, each loading only the libraries its commands use:
 * starting a program is most of a small command's time (issue 26: pairing a round of 100 players; issue 30:
 * replaying a file).
 *
 * - podium-cli, the front (cli/front.cpp), on the C library alone: it looks at the command (cli/dispatch.h) and
 *   loads the module that runs it into its own process, before any library of Qt's is loaded. Starting another
 *   program instead would cost a club's command a second start (2–3 ms on the 2-core VM, ~10 ms where the first had
 *   loaded Qt).
 * - podium-cli-calculator.so: rate, replay, generate, --help and --version, on Qt Core alone. Qt Sql, SQLite,
 *   libqrencode and the club's code besides took a replay of ATP's 27,505 games from about 25 ms to 28 ms as a
 *   whole process.
 * - podium-cli-club.so: the club's commands (--db FILE COMMAND, demo) and the backtests, with Qt Sql and the club.
 * - podium-cli-full: PDF files and the live board, with Qt Gui, Qt Network and Qt HTTP Server. When the club's
 *   module reaches one of them, it throws FullProgramNeeded before anything is written; main() lets everything go
 *   (the club is closed) and hands the command over to podium-cli-full, which then does the whole command.
 *
 * The command line and the environment pass as they are. Installed, the three are in libexec, not commands of their
 * own; in the build tree all four are in one folder.
 */
struct FullProgramNeeded
{
};

/** Replaces this process by podium-cli-full with argv; returns only when that fails, with what to tell the user. */
[[nodiscard]] Outcome handOverToFull(char **argv);

} // namespace podium::cli
