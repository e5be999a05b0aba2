// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium-cli --db FILE event export|import: events as FIDE's Tournament Report File (TRF-16).
#include "cli/trfcommands.h"

#include "cli/clitext.h"
#include "club/club.h"
#include "club/events/events.h"
#include "club/events/eventtrf.h"
#include "commands/trfcommands.h"
#include "io/trf.h"
#include "store/dberror.h"
#include "store/filecheck.h"
#include "store/outputfile.h"

#include <QFile>
#include <QFileInfo>

namespace podium::cli {

QByteArray exportEventTrf(Club &club, const Args &args)
{
    expectPositional(args, 3, QStringLiteral("event export NAME FILE.trf"));
    const QString &path = args.positional.at(2);
    const io::TrfTournament trf = club::eventAsTrf(club.database(), args.positional.at(1));
    const QByteArray text = io::writeTrf(trf);
    if (path == QLatin1String("-"))
        return text; // the standard output holds the file alone
    store::writeOutput(path, text);
    QByteArray done
        = textLine(CliText::tr("exported event %1 to %2 (%n player(s), %3)", nullptr, int(trf.players.size()))
                       .arg(trf.name, path, CliText::tr("%n round(s)", nullptr, io::trfRoundsPlayed(trf))));
    if (const QString left = club::trfLeavesOut(club.database(), trf.name); !left.isEmpty())
        done += textLine(CliText::tr("note: %1").arg(left));
    return done;
}

QByteArray importEventTrf(Club &club, const Args &args)
{
    expectPositional(args, 2, QStringLiteral("event import FILE.trf [--name NAME] [--discipline D] [--leaderboard L]"));
    const QString &path = args.positional.at(1);
    if (const QString problem = store::fileProblem(path); !problem.isEmpty())
        throw store::DbError(problem);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw store::DbError(CliText::tr("%1: cannot open the file: %2").arg(path, file.errorString()));
    const QString shown = QFileInfo(path).fileName();
    io::TrfTournament trf = io::readTrf(file.readAll(), shown);
    const int rounds = io::trfRoundsPlayed(trf);
    const auto players = trf.players.size();
    club::TrfImportOptions options {args.value("name"), args.value("discipline"), args.value("leaderboard"), shown};
    const QString name
        = club.run(std::make_unique<commands::ImportTrfEvent>(club, std::move(trf), std::move(options))).event();
    const QString status = club::statusName(club::Events(club.database()).get(name).status);
    return textLine(CliText::tr("imported event %1 (%n player(s), %2; %3)", nullptr, int(players))
                        .arg(name, CliText::tr("%n round(s) played", nullptr, rounds), status));
}

} // namespace podium::cli
