// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium-cli --db FILE event ... and pair ...: tournaments and suggested games on the same core as the app.
#include "cli/eventcommands.h"

#include "cli/reportcommands.h"

#include "cli/args.h"
#include "cli/clitext.h"
#include "cli/trfcommands.h"
#include "club/club.h"
#include "club/events/events.h"
#include "club/exchange.h"
#include "club/players.h"
#include "club/suggestions.h"
#include "commands/eventcommands.h"
#include "commands/reportcommands.h"
#include "io/csvreader.h"
#include "io/textinput.h"
#include "store/database.h"
#include "store/dberror.h"

#include <cmath>
#include <map>

#include <QLocale>

namespace podium::cli {

namespace {

const QString kCreateUsage = QStringLiteral("event create NAME --format ") + club::formatNames().join(QLatin1Char('|'))
    + QStringLiteral(" --discipline D [--leaderboard L] --entrants A,B,C,... [--rounds N] [--lobby K] "
                     "[--option NAME=VALUE ...]");

/** A number for a CSV column: C's format, whatever the locale. */
QString decimal(double value, int digits = 3)
{
    return std::isnan(value) ? QString() : QString::number(value, 'f', digits);
}

/** A number in a line for people: the locale's format ("0,961" in German; M6 of the desktop review). */
QString shownDecimal(double value, int digits = 3)
{
    return std::isnan(value) ? QString() : QLocale().toString(value, 'f', digits);
}

QByteArray pairingsCsv(const std::vector<club::EventTable> &tables)
{
    QByteArray out = "round,table,side,player\n";
    for (const club::EventTable &t : tables) {
        for (const club::EventSeat &seat : t.seats)
            out += io::csvLine({QString::number(t.round), QString::number(t.table), QString::number(seat.side),
                                club::spreadsheetSafe(seat.player)}); // a CSV for people (L7)
    }
    return out;
}

QByteArray createEvent(Club &club, const QStringList &argv)
{
    Args args;
    parseArgs(args, QStringLiteral("event"), argv,
              {"format", "discipline", "leaderboard", "entrants", "rounds", "lobby", "option"});
    expectPositional(args, 2, kCreateUsage);
    if (!args.isSet("format") || !args.isSet("discipline") || !args.isSet("entrants"))
        throw usage(kCreateUsage);
    club::EventInput input;
    input.name = args.positional.at(1);
    input.format = club::parseFormat(args.value("format"));
    input.discipline = args.value("discipline");
    input.leaderboard = args.value("leaderboard");
    input.entrants = io::parseNameList(args.value("entrants"));
    input.rounds = positiveNumber(args.parser, QStringLiteral("rounds"), 0, 1);
    input.lobbySize = positiveNumber(args.parser, QStringLiteral("lobby"), 0, 1);
    for (const QString &option : args.parser.values(QStringLiteral("option"))) {
        const io::Assignment setting = io::parseAssignment(option, QStringLiteral("--option ") + option);
        club::parseEventOption(input.options, setting.name, setting.value);
    }
    club.run(std::make_unique<commands::CreateEvent>(club, input));
    club::Events events(club.database());
    const club::EventRecord r = events.get(input.name);
    const int entrants = int(events.entrants(r.name).size());
    const QString done = r.rounds > 0
        ? CliText::tr("created event %1 (%2, %n entrant(s), %3)", nullptr, entrants)
              .arg(r.name, club::formatName(r.format), CliText::tr("%n round(s)", nullptr, r.rounds))
        : CliText::tr("created event %1 (%2, %n entrant(s))", nullptr, entrants)
              .arg(r.name, club::formatName(r.format));
    return textLine(done);
}

QByteArray showRound(club::Events &events, const QString &name, int round)
{
    QByteArray out = "round,table,side,player,quality,win_probability,result,note\n";
    for (const club::EventTable &t : events.tables(name, round)) {
        for (const club::EventSeat &seat : t.seats) {
            const bool first = seat.side <= 1;
            out += io::csvLine({QString::number(t.round), QString::number(t.table), QString::number(seat.side),
                                club::spreadsheetSafe(seat.player), first ? decimal(t.quality) : QString(),
                                first && t.seats.size() == 2 ? decimal(t.winProbability) : QString(),
                                seat.rank > 0 ? QString::number(seat.rank) : QString(), first ? t.note : QString()});
        }
    }
    return out;
}

QByteArray standingsOf(club::Events &events, const QString &name, const QString &format)
{
    if (!format.isEmpty() && format != QLatin1String("csv") && format != QLatin1String("json"))
        throw UsageError(CliText::tr("--format: '%1' is not csv or json").arg(format));
    return club::eventStandingsFile(events, name, format == QLatin1String("json"));
}

QByteArray listEvents(Club &club, const Args &)
{
    club::Events events(club.database());
    QByteArray out = "event,format,discipline,leaderboard,status,rounds_played\n";
    for (const club::EventRecord &r : events.list())
        out += io::csvLine({club::spreadsheetSafe(r.name), club::formatName(r.format),
                            club::spreadsheetSafe(r.discipline), club::spreadsheetSafe(r.leaderboard),
                            club::statusName(r.status), QString::number(events.roundCount(r.name))});
    return out;
}

/** event join|withdraw NAME PLAYER: the entrant plays from the next round on, or no more after this one; join
 *  --half-byes gives a half-point bye for each round missed. */
QByteArray setEntrant(Club &club, const Args &args, bool playing)
{
    expectPositional(args, 3, QStringLiteral("event join NAME PLAYER [--half-byes] | withdraw NAME PLAYER"));
    if (!playing && args.isSet("half-byes"))
        throw UsageError(CliText::tr("--half-byes applies to event join"));
    const QString &name = args.positional.at(1), &player = args.positional.at(2);
    const std::vector<int> byes
        = club.run(std::make_unique<commands::SetEntrant>(club, name, player, playing, args.isSet("half-byes")))
              .byeRounds();
    club::Events events(club.database());
    const int rounds = events.roundCount(name);
    const QString text
        = playing ? CliText::tr("%1 joins %2 from round %3") : CliText::tr("%1 withdraws from %2 after round %3");
    QByteArray out
        = textLine(text.arg(club::cleanName(player), events.get(name).name).arg(playing ? rounds + 1 : rounds));
    QStringList missed;
    for (const int round : byes)
        missed.append(QString::number(round));
    if (!missed.isEmpty())
        out += textLine(CliText::tr("%1: a half-point bye in each round missed: %2")
                            .arg(club::cleanName(player), missed.join(QStringLiteral(", "))));
    return out;
}

/** event bye NAME PLAYER [--absent] [--round N] [--cancel]: a half-point bye asked for before a round (the next one
 *  unless given), or an absence from it worth no points (C14), or taken back. */
QByteArray requestBye(Club &club, const Args &args)
{
    expectPositional(args, 3, QStringLiteral("event bye NAME PLAYER [--absent] [--round N] [--cancel]"));
    const QString &name = args.positional.at(1), &player = args.positional.at(2);
    const int round
        = positiveNumber(args.parser, QStringLiteral("round"), club::Events(club.database()).roundCount(name) + 1, 1);
    const bool cancel = args.isSet("cancel"), absent = args.isSet("absent");
    club.run(std::make_unique<commands::RequestHalfBye>(club, name, player, round, !cancel, absent));
    const QString text = absent ? (cancel ? CliText::tr("%1 is not absent from round %2 of %3")
                                          : CliText::tr("%1 is absent from round %2 of %3"))
                                : (cancel ? CliText::tr("%1 has no half-point bye in round %2 of %3")
                                          : CliText::tr("%1 has a half-point bye in round %2 of %3"));
    return textLine(text.arg(club::cleanName(player)).arg(round).arg(club::Events(club.database()).get(name).name));
}

QByteArray joinEvent(Club &club, const Args &args)
{
    return setEntrant(club, args, true);
}

QByteArray withdrawFromEvent(Club &club, const Args &args)
{
    return setEntrant(club, args, false);
}

/** event final HEATS --top N [--name NAME]: a final of one lobby for the top N of heats (Events::finalOf). */
QByteArray makeFinal(Club &club, const Args &args)
{
    const QString command = QStringLiteral("event final HEATS --top N [--name NAME]");
    expectPositional(args, 2, command);
    if (!args.isSet("top"))
        throw usage(command);
    const int top = positiveNumber(args.parser, QStringLiteral("top"), 0, 2);
    const club::EventInput input
        = club::Events(club.database()).finalOf(args.positional.at(1), top, args.value("name"));
    club.run(std::make_unique<commands::CreateEvent>(club, input));
    return textLine(CliText::tr("created event %1 (heats, one lobby of %n: %2)", nullptr, int(input.entrants.size()))
                        .arg(input.name, input.entrants.join(QStringLiteral(", "))));
}

QByteArray pairNextRound(Club &club, const Args &args)
{
    expectPositional(args, 2, QStringLiteral("event next NAME"));
    return pairingsCsv(club.run(std::make_unique<commands::PairRound>(club, args.positional.at(1))).tables());
}

/** event set NAME --leaderboard L | reporting=on|off: the leaderboard that rates the event from now on ("" for the
 *  discipline's), or whether players report their results from the live board. */
QByteArray setEvent(Club &club, const Args &args)
{
    const QString command = QStringLiteral("event set NAME --leaderboard L | event set NAME reporting=on|off");
    const QString &name = args.positional.value(1);
    if (args.positional.size() == 3) {
        const QString setting = args.positional.at(2);
        if (args.isSet("leaderboard") || !setting.startsWith(QLatin1String("reporting=")))
            throw usage(command);
        club::EventOptions options;
        club::parseEventOption(options, QStringLiteral("reporting"), setting.mid(10)); // says what is wrong
        club.run(std::make_unique<commands::SetEventReporting>(club, name, options.reporting));
        const club::EventRecord r = club::Events(club.database()).get(name);
        return textLine(options.reporting ? CliText::tr("players of %1 now report their results on the live board; "
                                                        "give them their codes (event codes %1)")
                                                .arg(r.name)
                                          : CliText::tr("players of %1 no longer report their results on the live "
                                                        "board")
                                                .arg(r.name));
    }
    expectPositional(args, 2, command);
    if (!args.isSet("leaderboard"))
        throw usage(command);
    club.run(std::make_unique<commands::SetEventLeaderboard>(club, name, args.value("leaderboard")));
    const club::EventRecord r = club::Events(club.database()).get(name);
    return textLine(r.leaderboard.isEmpty() ? CliText::tr("event %1 is rated by no leaderboard").arg(r.name)
                                            : CliText::tr("event %1 is rated by %2").arg(r.name, r.leaderboard));
}

/** event repair NAME: the last round paired again while it has no result (after a correction). */
QByteArray repairRound(Club &club, const Args &args)
{
    expectPositional(args, 2, QStringLiteral("event repair NAME"));
    return pairingsCsv(club.run(std::make_unique<commands::RepairRound>(club, args.positional.at(1))).tables());
}

QByteArray showEvent(Club &club, const Args &args)
{
    club::Events events(club.database());
    if (args.positional.size() != 2 && args.positional.size() != 3)
        throw usage(QStringLiteral("event show NAME [ROUND]"));
    bool ok = true;
    const int round = args.positional.size() == 3 ? args.positional.at(2).toInt(&ok) : 0;
    if (!ok || round < 0)
        throw UsageError(CliText::tr("event show: '%1' is not a round").arg(args.positional.at(2)));
    const QString name = events.get(args.positional.at(1)).name;
    const int rounds = events.roundCount(name);
    if (round > rounds) // an empty table would look like a round without pairings (L5)
        throw store::DbError(rounds == 0
                                 ? CliText::tr("event %1 has no round paired yet").arg(name)
                                 : CliText::tr("event %1 has rounds 1 to %2, not %3").arg(name).arg(rounds).arg(round));
    return showRound(events, name, round);
}

/** The ranks of --ranks R1,R2,...: one per side of the table. */
std::vector<int> ranksOf(const Args &args)
{
    std::vector<int> ranks;
    for (const QString &r : args.value("ranks").split(QLatin1Char(','))) {
        bool ok = false;
        ranks.push_back(r.trimmed().toInt(&ok));
        if (!ok)
            throw UsageError(CliText::tr("--ranks: '%1' is not a rank").arg(r));
    }
    return ranks;
}

QByteArray enterResult(Club &club, const Args &args)
{
    const QString command = QStringLiteral("event result NAME ROUND TABLE --ranks R1,R2,... | --games W1-W2[-D]");
    expectPositional(args, 4, command);
    if (args.isSet("ranks") == args.isSet("games"))
        throw usage(command);
    bool roundOk = false, tableOk = false;
    const int round = args.positional.at(2).toInt(&roundOk), table = args.positional.at(3).toInt(&tableOk);
    if (!roundOk || !tableOk)
        throw UsageError(CliText::tr("event result: ROUND and TABLE are numbers (%1 %2 given)")
                             .arg(args.positional.at(2), args.positional.at(3)));
    const QString &name = args.positional.at(1);
    const qint64 game = args.isSet("games")
        ? club.run(std::make_unique<commands::EventResult>(
                       club, name, round, table, club::parseMatchScore(args.value("games")), args.value("date")))
              .gameId()
        : club.run(std::make_unique<commands::EventResult>(club, name, round, table, ranksOf(args), args.value("date")))
              .gameId();
    club::Events events(club.database());
    QByteArray out = textLine(CliText::tr("round %1, table %2: game %3").arg(round).arg(table).arg(game));
    for (const QString &flag : events.outdatedRounds(name))
        out += textLine(CliText::tr("warning: %1").arg(flag));
    return out;
}

QByteArray eventStandings(Club &club, const Args &args)
{
    club::Events events(club.database());
    expectPositional(args, 2, QStringLiteral("event standings NAME [--format csv|json]"));
    return standingsOf(events, args.positional.at(1), args.value("format"));
}

QByteArray deleteEvent(Club &club, const Args &args)
{
    expectPositional(args, 2, QStringLiteral("event delete NAME"));
    club.run(std::make_unique<commands::DeleteEvent>(club, args.positional.at(1)));
    return textLine(CliText::tr("deleted event %1 (its games stay in the history)").arg(args.positional.at(1)));
}

/** The event subcommands besides create, by name. */
using EventCommand = QByteArray (*)(Club &club, const Args &args);
const std::map<QString, EventCommand> &eventCommands()
{
    static const std::map<QString, EventCommand> commands {
        {QStringLiteral("list"), listEvents},
        {QStringLiteral("join"), joinEvent},
        {QStringLiteral("withdraw"), withdrawFromEvent},
        {QStringLiteral("bye"), requestBye},
        {QStringLiteral("next"), pairNextRound},
        {QStringLiteral("final"), makeFinal},
        {QStringLiteral("repair"), repairRound},
        {QStringLiteral("set"), setEvent},
        {QStringLiteral("show"), showEvent},
        {QStringLiteral("result"), enterResult},
        {QStringLiteral("standings"), eventStandings},
        {QStringLiteral("delete"), deleteEvent},
        {QStringLiteral("export"), exportEventTrf},
        {QStringLiteral("import"), importEventTrf},
        {QStringLiteral("codes"), eventCodes},
        {QStringLiteral("reports"), eventReports},
        {QStringLiteral("accept"), acceptReport},
        {QStringLiteral("reject"), rejectReport},
    };
    return commands;
}

/** How --mode reads: h2h, teams:K (K balanced teams), matches:N (two teams of N a match, as many as fill) or ffa:K. */
struct PairMode
{
    club::SuggestMode how = club::SuggestMode::HeadToHead;
    int k = 2;
};

PairMode pairModeOf(const Args &args)
{
    const QString mode = args.isSet("mode") ? args.value("mode").trimmed().toLower() : QStringLiteral("h2h");
    if (mode == QLatin1String("h2h"))
        return {};
    const QStringList parts = mode.split(QLatin1Char(':'));
    bool ok = parts.size() == 2;
    PairMode result;
    if (ok)
        result.k = parts.at(1).toInt(&ok);
    const QStringList kinds {QStringLiteral("teams"), QStringLiteral("matches"), QStringLiteral("ffa")};
    if (!ok || !kinds.contains(parts.at(0)))
        throw UsageError(CliText::tr("--mode: '%1' is not h2h, teams:K, matches:N or ffa:K").arg(mode));
    result.how = parts.at(0) == QLatin1String("teams") ? club::SuggestMode::Teams
        : parts.at(0) == QLatin1String("matches")      ? club::SuggestMode::TeamMatches
                                                       : club::SuggestMode::FreeForAll;
    return result;
}

/** One suggested game a line: its sides, match quality, the first side's chance and a note. */
QByteArray suggestionLines(const std::vector<club::SuggestedGame> &games)
{
    QByteArray out;
    for (const club::SuggestedGame &g : games) {
        QStringList sides;
        for (const QStringList &side : g.sides)
            sides.append(side.join(QStringLiteral(" + ")));
        if (g.sides.size() == 1) {
            out += (sides.front() + QStringLiteral(": ") + g.note + QLatin1Char('\n')).toUtf8();
            continue;
        }
        QString line = CliText::tr("%1; quality %2").arg(sides.join(QStringLiteral(" vs ")), shownDecimal(g.quality));
        if (!std::isnan(g.winProbability))
            line += QStringLiteral("; ") + CliText::tr("%1 wins %2").arg(sides.front(), shownDecimal(g.winProbability));
        if (!g.note.isEmpty())
            line += QStringLiteral("; ") + g.note;
        out += (line + QLatin1Char('\n')).toUtf8();
    }
    return out;
}

} // namespace

QByteArray eventCommand(Club &club, const QStringList &argv)
{
    const QString sub = argv.value(0);
    if (sub == QLatin1String("create"))
        return createEvent(club, argv);
    Args args;
    args.parser.addOption(QCommandLineOption(QStringLiteral("half-byes")));
    args.parser.addOption(QCommandLineOption(QStringLiteral("cancel")));
    args.parser.addOption(QCommandLineOption(QStringLiteral("absent")));
    args.parser.addOption(QCommandLineOption(QStringLiteral("all")));
    parseArgs(args, QStringLiteral("event"), argv,
              {"ranks", "games", "format", "date", "name", "discipline", "leaderboard", "round", "player", "board",
               "paper", "top"});
    const auto it = eventCommands().find(sub);
    if (it == eventCommands().end())
        throw usage(QStringLiteral("event create|list|set|join|withdraw|bye|next|final|repair|show|result|standings|"
                                   "delete|export|import|codes|reports|accept|reject ..."));
    return it->second(club, args);
}

QByteArray pairCommand(const store::Database &database, const QStringList &argv)
{
    Args args;
    parseArgs(args, QStringLiteral("pair"), argv, {"players", "mode", "together", "apart"});
    const QString command = QStringLiteral("pair LEADERBOARD --players A,B,C,... --mode h2h|teams:K|matches:N|ffa:K "
                                           "[--together A+B,...] [--apart A+B,...]");
    expectPositional(args, 1, command);
    if (!args.isSet("players"))
        throw usage(command);
    const QStringList players = io::parseNameList(args.value("players"));
    const PairMode mode = pairModeOf(args);
    tournament::TeamConstraints constraints;
    constraints.together = io::parsePlayerPairs(args.value("together"), players, QStringLiteral("--together"));
    constraints.apart = io::parsePlayerPairs(args.value("apart"), players, QStringLiteral("--apart"));
    if (mode.how != club::SuggestMode::Teams && (!constraints.together.empty() || !constraints.apart.empty()))
        throw UsageError(CliText::tr("--together and --apart apply to --mode teams:K"));
    return suggestionLines(club::suggestGames(database, args.positional.at(0), players, mode.how, mode.k, constraints));
}

} // namespace podium::cli
