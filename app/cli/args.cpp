// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "cli/args.h"

#include <map>

namespace podium::cli {

namespace {

/** The most arguments each club command takes after its name and subcommand (the options aside): an extra argument
 *  is refused, never ignored (L5 of the reliability review). export is not here: its file comes last, after a
 *  number of names that depends on the table, and exportWriters refuses any other number with its usage. */
const std::map<QString, qsizetype> &argumentCounts()
{
    static const std::map<QString, qsizetype> counts {
        {QStringLiteral("players list"), 0},
        {QStringLiteral("players add"), 1},
        {QStringLiteral("players rating"), 1},
        {QStringLiteral("players rename"), 2},
        {QStringLiteral("players merge"), 2},
        {QStringLiteral("players retire"), 1},
        {QStringLiteral("players delete"), 1},
        {QStringLiteral("games list"), 0},
        {QStringLiteral("games add"), 0},
        {QStringLiteral("games edit"), 1},
        {QStringLiteral("games delete"), 1},
        {QStringLiteral("leaderboard list"), 0},
        {QStringLiteral("leaderboard create"), 1},
        {QStringLiteral("leaderboard set"), 1},
        {QStringLiteral("leaderboard fit-draw"), 1},
        {QStringLiteral("import games"), 1},
        {QStringLiteral("import players"), 1},
        {QStringLiteral("event create"), 1},
        {QStringLiteral("event list"), 0},
        {QStringLiteral("event join"), 2},
        {QStringLiteral("event withdraw"), 2},
        {QStringLiteral("event bye"), 2},
        {QStringLiteral("event next"), 1},
        {QStringLiteral("event repair"), 1},
        {QStringLiteral("event set"), 2},
        {QStringLiteral("event codes"), 1},
        {QStringLiteral("event reports"), 1},
        {QStringLiteral("event accept"), 2},
        {QStringLiteral("event reject"), 2},
        {QStringLiteral("event show"), 2},
        {QStringLiteral("event result"), 3},
        {QStringLiteral("event standings"), 1},
        {QStringLiteral("event delete"), 1},
        {QStringLiteral("event export"), 2},
        {QStringLiteral("event import"), 1},
        {QStringLiteral("standings"), 1},
        {QStringLiteral("history"), 2},
        {QStringLiteral("pair"), 1},
        {QStringLiteral("serve"), 0},
        {QStringLiteral("backtest"), 0},
        {QStringLiteral("init"), 0},
        {QStringLiteral("demo"), 0},
        {QStringLiteral("restore"), 1},
        {QStringLiteral("backup"), 1},
        {QStringLiteral("check"), 0},
    };
    return counts;
}

} // namespace

void checkArgumentCount(const QString &command, const QStringList &positional)
{
    const auto &counts = argumentCounts();
    QString name = command;
    qsizetype first = 0; // the first argument that the count is about
    if (!positional.isEmpty() && counts.contains(command + u' ' + positional.constFirst())) {
        name = command + u' ' + positional.constFirst();
        first = 1;
    }
    const auto it = counts.find(name);
    // An unknown subcommand is for the command to name, with its usage.
    if (it == counts.end())
        return;
    if (positional.size() - first > it->second)
        throw UsageError(CliText::tr("%1: unexpected argument '%2'; see podium-cli --help")
                             .arg(name, positional.at(first + it->second)));
}

} // namespace podium::cli
