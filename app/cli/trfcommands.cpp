// podium-cli --db FILE event export|import: events as FIDE's Tournament Report File (TRF-16).
#include "cli/trfcommands.h"

#include "club/club.h"
#include "club/events.h"
#include "club/eventtrf.h"
#include "commands/trfcommands.h"
#include "io/trf.h"
#include "store/dberror.h"
#include "store/filecheck.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace podium::cli {

QByteArray exportEventTrf(Club &club, const Args &args)
{
    expectPositional(args, 3, QStringLiteral("event export NAME FILE.trf"));
    const QString &path = args.positional.at(2);
    const io::TrfTournament trf = db::eventAsTrf(club.database(), args.positional.at(1));
    const QByteArray text = io::writeTrf(trf);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
        throw db::DbError(QStringLiteral("%1: cannot write: %2").arg(path, file.errorString()));
    QString done = QStringLiteral("exported event %1 to %2 (%3 players, %4 rounds)\n")
                       .arg(trf.name, path)
                       .arg(trf.players.size())
                       .arg(io::trfRoundsPlayed(trf));
    if (const QString left = db::trfLeavesOut(club.database(), trf.name); !left.isEmpty())
        done += QStringLiteral("note: ") + left + QLatin1Char('\n');
    return done.toUtf8();
}

QByteArray importEventTrf(Club &club, const Args &args)
{
    expectPositional(args, 2, QStringLiteral("event import FILE.trf [--name NAME] [--discipline D] [--leaderboard L]"));
    const QString &path = args.positional.at(1);
    if (const QString problem = db::fileProblem(path); !problem.isEmpty())
        throw db::DbError(problem);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw db::DbError(QStringLiteral("%1: cannot open the file: %2").arg(path, file.errorString()));
    const QString shown = QFileInfo(path).fileName();
    io::TrfTournament trf = io::readTrf(file.readAll(), shown);
    const int rounds = io::trfRoundsPlayed(trf);
    const auto players = trf.players.size();
    db::TrfImportOptions options {args.value("name"), args.value("discipline"), args.value("leaderboard"), shown};
    const QString name
        = club.run(std::make_unique<commands::ImportTrfEvent>(club, std::move(trf), std::move(options))).event();
    return QStringLiteral("imported event %1 (%2 players, %3 rounds played; %4)\n")
        .arg(name)
        .arg(players)
        .arg(rounds)
        .arg(db::statusName(db::Events(club.database()).get(name).status))
        .toUtf8();
}

} // namespace podium::cli
