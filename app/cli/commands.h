// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace podium::history {
class ReplayError;
}

namespace podium::cli {

/** What a command produced: its whole output, written only when the command succeeded. */
struct Outcome
{
    int status = 0;
    QByteArray out;
    QByteArray err;
};

/** A command that failed: status 2, nothing on standard output, "podium-cli: " and the message on standard
 *  error. */
inline Outcome failure(const QString &message)
{
    return {2, {}, QByteArray("podium-cli: ") + message.toUtf8() + '\n'};
}

/**
 * Runs podium-cli with its arguments (without the program name) and standard input already read. Nothing is written
 * anywhere; main() prints the outcome. Bad input gives status 2, an empty out and one line in err. podium-cli-club's
 * and podium-cli-full's (cli/programs.h): every command.
 */
Outcome run(const QStringList &arguments, const QByteArray &input);

/** cli/dispatch.h's asksForHelp of the arguments: --help or -h anywhere, or help as the command. */
bool asksForHelp(const QStringList &arguments);

/** cli/dispatch.h's needsClubProgram of the arguments: a club's command or a backtest, which are podium-cli-club's. */
bool needsClubProgram(const QStringList &arguments);

/** run() of a command that needs no club program (!needsClubProgram): the calculator's, on Qt Core alone. */
Outcome runCalculator(const QStringList &arguments, const QByteArray &input);

/** "FILE:LINE: game 'ID', player 'P', column 'C': message": a game of a history file that a rating system
 *  refused, as replay and backtest say it. */
QString replayProblem(const QString &fileName, const history::ReplayError &error);

/** The club database commands: `podium-cli --db FILE COMMAND ...` with the club as typed after --db (a file, or
 *  a server's address: ClubLocation::parse) and the arguments after it. */
Outcome runClub(const QString &path, const QStringList &arguments, const QByteArray &input);

} // namespace podium::cli
