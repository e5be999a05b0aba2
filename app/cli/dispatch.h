// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <string_view>

/**
 * Which of podium-cli's programs runs a command line (cli/programs.h), in plain C++ for podium-cli's front, which
 * decides before any library of Qt's is loaded. arguments are the command line after the program's name.
 */
namespace podium::cli {

/** --help or -h anywhere, or help as the command: the help, whatever else is asked. */
inline bool asksForHelp(int count, const char *const *arguments)
{
    for (int i = 0; i < count; ++i) {
        const std::string_view argument(arguments[i]);
        if (argument == "--help" || argument == "-h" || (i == 0 && argument == "help"))
            return true;
    }
    return false;
}

/** Whether the command is one of podium-cli-club's: a club's (--db FILE COMMAND, demo) or a backtest. Everything
 *  else (rate, replay, generate, --help, --version, and what is no command) is the calculator's own. */
inline bool needsClubProgram(int count, const char *const *arguments)
{
    if (count == 0 || asksForHelp(count, arguments))
        return false;
    const std::string_view command(arguments[0]);
    return command == "--db" || command == "demo" || command == "backtest";
}

} // namespace podium::cli
