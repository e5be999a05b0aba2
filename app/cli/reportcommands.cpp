// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium-cli --db FILE event codes|reports|accept|reject: the desk's side of the players' reports.
#include "cli/reportcommands.h"

#include "cli/clitext.h"
#include "cli/pdfcommands.h"
#include "club/club.h"
#include "club/events/eventreports.h"
#include "club/events/events.h"
#include "club/exchange.h"
#include "commands/reportcommands.h"
#include "io/csvreader.h"
#include "store/dberror.h"
#include "web/codeslips.h"

namespace podium::cli {

namespace {

/** The report numbered by the argument at index, which must be one of the event's. */
club::ResultReport reportOf(Club &club, const Args &args, const QString &command)
{
    expectPositional(args, 3, command);
    bool ok = false;
    const qint64 id = args.positional.at(2).toLongLong(&ok);
    if (!ok || id < 1)
        throw UsageError(
            CliText::tr("'%1' is not a report number (event reports NAME lists them)").arg(args.positional.at(2)));
    const club::EventRecord event = club::Events(club.database()).get(args.positional.at(1));
    const club::ResultReport report = club::EventReports(club.database()).get(id);
    if (report.event != event.name)
        throw store::DbError(CliText::tr("report %1 is of %2, not %3").arg(id).arg(report.event, event.name));
    return report;
}

} // namespace

QByteArray eventCodes(Club &club, const Args &args)
{
    const QString command = QStringLiteral("event codes NAME [--player P] [--all] [--format csv|html|pdf] [--board "
                                           "http://ADDRESS:PORT/] [--paper a4|letter]");
    expectPositional(args, 2, command);
    const QString format = args.isSet("format") ? args.value("format").trimmed().toLower() : QStringLiteral("csv");
    if (format != QLatin1String("csv") && format != QLatin1String("html") && format != QLatin1String("pdf"))
        throw UsageError(CliText::tr("--format: '%1' is not csv, html or pdf").arg(args.value("format")));
    if (format == QLatin1String("pdf"))
        requirePdfWriter(); // before a code is given: podium-cli-full gives them
    if (args.isSet("player") && args.isSet("all"))
        throw UsageError(CliText::tr("--player and --all: give one of them"));
    QUrl board;
    if (args.isSet("board")) {
        board = QUrl(args.value("board"), QUrl::StrictMode);
        if (!board.isValid() || board.scheme() != QLatin1String("http") || board.host().isEmpty())
            throw UsageError(CliText::tr("--board: '%1' is not the live board's address, such as "
                                         "http://192.168.1.20:8080/")
                                 .arg(args.value("board")));
    }
    const club::EventRecord event = club::Events(club.database()).get(args.positional.at(1));
    if (!event.options.reporting)
        throw store::DbError(CliText::tr("players do not report results of %1; turn it on first (event set %1 "
                                         "reporting=on)")
                                 .arg(event.name));
    const QStringList players = args.isSet("player") ? QStringList {args.value("player")} : QStringList();
    const std::vector<club::PlayerCode> codes
        = club::EventReports(club.database()).issueCodes(event.name, players, args.isSet("all"));
    if (codes.empty())
        throw store::DbError(CliText::tr("every entrant of %1 has a code already; --player P gives one a new code, "
                                         "--all everyone (the codes given before stop working)")
                                 .arg(event.name));
    club.record({ClubChange::Events, {}, event.name, false});
    if (format == QLatin1String("html"))
        return web::codeSlipsHtml(event.name, codes, board);
    if (format == QLatin1String("pdf"))
        return codeSlipsPdf(event.name, codes, board, args);
    QByteArray out = "player,code,url\n";
    for (const club::PlayerCode &code : codes)
        out += io::csvLine(
            {club::spreadsheetSafe(code.player), code.code,
             board.isEmpty() ? QString() : web::slipUrl(board, event.name, code).toString(QUrl::FullyEncoded)});
    return out;
}

QByteArray eventReports(Club &club, const Args &args)
{
    expectPositional(args, 2, QStringLiteral("event reports NAME [--all]"));
    const club::EventRecord event = club::Events(club.database()).get(args.positional.at(1));
    QByteArray out = "report,round,table,player,result,status,note,address,reported_at\n";
    for (const club::ResultReport &r : club::EventReports(club.database()).list(event.name, !args.isSet("all")))
        out += io::csvLine({QString::number(r.id), QString::number(r.round), QString::number(r.table),
                            club::spreadsheetSafe(r.player), club::spreadsheetSafe(r.result.describe(r.players)),
                            club::reportStatusName(r.status), club::spreadsheetSafe(r.note), r.address, r.reportedAt});
    return out;
}

QByteArray acceptReport(Club &club, const Args &args)
{
    const QString command = QStringLiteral("event accept NAME REPORT [--ranks R1,R2,... | --games W1-W2[-D]]");
    const club::ResultReport report = reportOf(club, args, command);
    if (!club::isOpen(report.status))
        throw store::DbError(
            CliText::tr("report %1 is %2 already").arg(report.id).arg(club::reportStatusText(report.status)));
    if (args.isSet("ranks") && args.isSet("games"))
        throw usage(command);
    club::ReportedResult result = report.result;
    if (args.isSet("games")) {
        result.score = club::parseMatchScore(args.value("games"));
        result.ranks = result.score->ranks();
    } else if (args.isSet("ranks")) {
        result = {};
        for (const QString &r : args.value("ranks").split(QLatin1Char(','))) {
            bool ok = false;
            result.ranks.push_back(r.trimmed().toInt(&ok));
            if (!ok)
                throw UsageError(CliText::tr("--ranks: '%1' is not a rank").arg(r));
        }
    }
    const auto &settled
        = club.run(std::make_unique<commands::SettleReports>(club, report.event, report.round, report.table, result));
    return textLine(
        CliText::tr("round %1, table %2: %3 (game %4); %n report(s) settled", nullptr, int(settled.settled().size()))
            .arg(report.round)
            .arg(report.table)
            .arg(result.describe(report.players))
            .arg(settled.gameId()));
}

QByteArray rejectReport(Club &club, const Args &args)
{
    const club::ResultReport report = reportOf(club, args, QStringLiteral("event reject NAME REPORT"));
    club.run(std::make_unique<commands::RejectReports>(club, std::vector<qint64> {report.id}));
    return textLine(CliText::tr("report %1 (round %2, table %3, by %4) rejected")
                        .arg(report.id)
                        .arg(report.round)
                        .arg(report.table)
                        .arg(report.player));
}

} // namespace podium::cli
