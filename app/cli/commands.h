#pragma once

#include <QByteArray>
#include <QStringList>

namespace podium::cli {

/** What a command produced: its whole output, written only when the command succeeded. */
struct Outcome
{
    int status = 0;
    QByteArray out;
    QByteArray err;
};

/**
 * Runs podium-cli with its arguments (without the program name) and standard input already read:
 * "rate", "replay", "generate". Nothing is written anywhere; main() prints the outcome. Bad input gives
 * status 2, an empty out and one line in err.
 */
Outcome run(const QStringList &arguments, const QByteArray &input);

/** The club database commands: `podium-cli --db FILE COMMAND ...` with the database's path and the
 *  arguments after it. */
Outcome runClub(const QString &path, const QStringList &arguments, const QByteArray &input);

} // namespace podium::cli
