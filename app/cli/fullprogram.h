// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "cli/commands.h"

namespace podium::cli {

/**
 * podium-cli is two programs on the same commands. podium-cli loads Qt Core and Qt Sql only: a command starts in
 * about a third of the time that loading Qt Gui, Qt Network and their libraries takes, which is most of a small
 * command (issue 26: pairing a round of 100 players as a whole process). The PDF writer and the live board are
 * podium-cli-full's. When podium-cli reaches one of them, it throws FullProgramNeeded before anything is written;
 * main() lets everything go (the club is closed) and replaces the process by podium-cli-full with the same command
 * line, which then does the whole command.
 */
struct FullProgramNeeded
{
};

/** Replaces this process by podium-cli-full with argv; returns only when that fails, with what to tell the user. */
[[nodiscard]] Outcome handOver(char **argv);

} // namespace podium::cli
