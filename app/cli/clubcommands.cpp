// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium-cli --db FILE COMMAND: the club database commands, on the same core code as the desktop app.
#include "cli/args.h"
#include "cli/backtestcommand.h"
#include "cli/clitext.h"
#include "cli/commands.h"
#include "cli/eventcommands.h"
#include "cli/exportcommands.h"
#include "cli/servecommand.h"

#include "club/club.h"
#include "club/demo.h"
#include "club/drawfit.h"
#include "club/exchange.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "commands/gamecommands.h"
#include "commands/leaderboardcommands.h"
#include "commands/playercommands.h"
#include "history/history.h"
#include "io/clubjson.h"
#include "io/csvreader.h"
#include "io/inputerror.h"
#include "io/interchangecsv.h"
#include "io/namemap.h"
#include "io/ratingtext.h"
#include "io/textinput.h"
#include "store/backend.h"
#include "store/clubcreation.h"
#include "store/database.h"
#include "store/dberror.h"
#include "store/filecheck.h"
#include "store/schemacheck.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <functional>
#include <map>
#include <new>

namespace podium::cli {

namespace {

using store::Database;
using store::DbError;

/** A row of a CSV listing printed for people: text cells are made spreadsheet-safe, as in every CSV meant to be
 *  opened in a spreadsheet (L7); only the interchange file of `export games` keeps its text as it is. */
QByteArray listingLine(const QStringList &cells)
{
    QStringList safe;
    safe.reserve(cells.size());
    for (const QString &cell : cells)
        safe.append(club::spreadsheetSafe(cell));
    return io::csvLine(safe);
}

/** Refuses an input file that is not a regular file of a size Podium can hold, before opening it (L2). */
void checkInputFile(const QString &path)
{
    if (const QString problem = store::fileProblem(path); !problem.isEmpty())
        throw DbError(problem);
}

QByteArray readFile(const QString &path)
{
    checkInputFile(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw DbError(CliText::tr("%1: cannot open the file: %2").arg(path, file.errorString()));
    return file.readAll();
}

QByteArray playersCommand(Club &club, const QStringList &argv, const QByteArray &)
{
    Args args;
    parseArgs(args, QStringLiteral("players"), argv,
              {"display", "affiliation", "rating", "system", "id", "federation", "title"});
    const QString sub = args.positional.value(0);
    if (sub == QStringLiteral("list")) {
        QByteArray out
            = "name,display_name,affiliation,retired,games,rating,rating_system,rating_id,federation,title\n";
        for (const club::PlayerRecord &p : club::Players(club.database()).list())
            out += listingLine({p.name, p.displayName, p.affiliation,
                                p.retired ? QStringLiteral("yes") : QStringLiteral("no"), QString::number(p.games),
                                p.known.rating > 0 ? QString::number(p.known.rating) : QString(), p.known.system,
                                p.known.id, p.known.federation, p.known.title});
        return out;
    }
    if (sub == QStringLiteral("rating")) {
        // M2: a player's known rating, as a chess arbiter enters it before a Swiss; the options given replace.
        expectPositional(
            args, 2,
            QStringLiteral("players rating NAME [--rating N] [--system S] [--id ID] [--federation FED] [--title T]"));
        club::PlayerRecord details = club::Players(club.database()).get(args.positional.at(1));
        if (args.isSet("rating"))
            details.known.rating = positiveNumber(args.parser, QStringLiteral("rating"), 0, 0);
        for (auto [option, field] :
             {std::pair {"system", &details.known.system}, std::pair {"id", &details.known.id},
              std::pair {"federation", &details.known.federation}, std::pair {"title", &details.known.title}}) {
            if (args.isSet(option))
                *field = args.value(option);
        }
        club.run(std::make_unique<commands::EditPlayer>(club, details));
        return {};
    }
    if (sub == QStringLiteral("add")) {
        expectPositional(args, 2, QStringLiteral("players add NAME [--display NAME] [--affiliation CLUB]"));
        club.run(std::make_unique<commands::AddPlayer>(club, args.positional.at(1), args.value("display"),
                                                       args.value("affiliation")));
        return {};
    }
    if (sub == QStringLiteral("rename") || sub == QStringLiteral("merge")) {
        expectPositional(args, 3, QStringLiteral("players %1 FROM TO").arg(sub));
        if (sub == QStringLiteral("rename"))
            club.run(std::make_unique<commands::RenamePlayer>(club, args.positional.at(1), args.positional.at(2)));
        else
            club.run(std::make_unique<commands::MergePlayers>(club, args.positional.at(1), args.positional.at(2)));
        return {};
    }
    if (sub == QStringLiteral("retire") || sub == QStringLiteral("delete")) {
        expectPositional(args, 2, QStringLiteral("players %1 NAME").arg(sub));
        if (sub == QStringLiteral("retire"))
            club.run(std::make_unique<commands::RetirePlayer>(club, args.positional.at(1), true));
        else
            club.run(std::make_unique<commands::DeletePlayer>(club, args.positional.at(1)));
        return {};
    }
    throw usage(QStringLiteral("players list|add|rating|rename|merge|retire|delete ..."));
}

QString participantsText(const club::GameRecord &record)
{
    QStringList parts;
    for (const club::ParticipantInput &p : record.game.participants) {
        QString part = p.player;
        if (!p.team.isEmpty())
            part = p.team + QLatin1Char(':') + part;
        part += QStringLiteral(" #%1").arg(p.rank);
        if (!p.rated)
            part += QStringLiteral(" (guest)");
        parts.append(part);
    }
    return parts.join(QStringLiteral("; "));
}

QByteArray gamesCommand(Club &club, const QStringList &argv, const QByteArray &input)
{
    Args args;
    parseArgs(args, QStringLiteral("games"), argv, {"player", "discipline", "format"});
    const QString sub = args.positional.value(0);
    try {
        if (sub == QStringLiteral("list")) {
            const auto list = club::Games(club.database()).list({args.value("player"), args.value("discipline")});
            if (args.value("format") == QStringLiteral("json")) {
                QJsonArray array;
                for (const club::GameRecord &g : list)
                    array.append(io::clubGameJson(g));
                return QJsonDocument(array).toJson(QJsonDocument::Indented);
            }
            if (args.isSet("format") && args.value("format") != QStringLiteral("csv"))
                throw UsageError(CliText::tr("--format: '%1' is not csv or json").arg(args.value("format")));
            QByteArray out = "id,external_id,date,discipline,kind,participants\n";
            for (const club::GameRecord &g : list)
                out += listingLine({QString::number(g.id), g.game.externalId, g.game.date, g.game.discipline,
                                    io::gameKindText(g.game.kind), participantsText(g)});
            return out;
        }
        if (sub == QStringLiteral("add")) {
            expectPositional(args, 1, QStringLiteral("games add < game.json"));
            const auto &add = club.run(std::make_unique<commands::AddGame>(club, io::parseClubGame(input)));
            return QByteArray::number(add.gameId()) + '\n';
        }
        if (sub != QStringLiteral("edit") && sub != QStringLiteral("delete"))
            throw usage(QStringLiteral("games list|add|edit|delete ..."));
        expectPositional(args, 2, QStringLiteral("games %1 ID").arg(sub));
        bool ok = false;
        const qint64 id = args.positional.at(1).toLongLong(&ok);
        if (!ok || id < 1)
            throw UsageError(CliText::tr("game id '%1' is not a positive whole number").arg(args.positional.at(1)));
        if (sub == QStringLiteral("edit")) {
            club::Games(club.database()).get(id); // "there is no game N" before the JSON is read
            club.run(std::make_unique<commands::EditGame>(club, id, io::parseClubGame(input)));
            return {};
        }
        club.run(std::make_unique<commands::DeleteGame>(club, id));
        return {};
    } catch (const io::InputError &error) {
        throw DbError(QStringLiteral("stdin: ") + error.text());
    }
}

/** leaderboard fit-draw NAME [--set]: the draw probability of the leaderboard's own games, and setting it. */
QByteArray fitDrawCommand(Club &club, const Args &args)
{
    expectPositional(args, 2, QStringLiteral("leaderboard fit-draw NAME [--set]"));
    const club::LeaderboardRecord record = club::Leaderboards(club.database()).get(args.positional.at(1));
    if (record.algorithm != QStringLiteral("trueskill"))
        throw DbError(CliText::tr("leaderboard '%1' uses %2: only TrueSkill has a draw probability")
                          .arg(record.name, record.algorithm));
    const club::DrawFit fit = club::fitDraw(club.database(), record);
    if (fit.pairs == 0)
        throw DbError(CliText::tr("leaderboard '%1' has no games to take a draw probability from").arg(record.name));
    const QString value = QString::number(fit.probability, 'g', 6);
    if (args.isSet("set"))
        club.run(std::make_unique<commands::SetLeaderboardParams>(
            club, record.name, rating::ParamList {{"draw_probability", value.toStdString()}}));
    // The same line whether or not it was set: what the games say, and how much they say it from.
    return QStringLiteral("draw_probability,draws,pairs\n%1,%2,%3\n").arg(value).arg(fit.draws).arg(fit.pairs).toUtf8();
}

QByteArray leaderboardCommand(Club &club, const QStringList &argv, const QByteArray &)
{
    Args args;
    args.parser.addOption({QStringLiteral("set"), QStringLiteral("set what fit-draw found")});
    parseArgs(args, QStringLiteral("leaderboard"), argv, {"algorithm", "discipline", "param", "from", "to"});
    const QString sub = args.positional.value(0);
    if (sub == QStringLiteral("list")) {
        QByteArray out = "name,discipline,algorithm,params,from,to\n";
        for (const club::LeaderboardRecord &l : club::Leaderboards(club.database()).list()) {
            QStringList params;
            for (const auto &[name, value] : l.params)
                params.append(QString::fromStdString(name + "=" + value));
            out += listingLine(
                {l.name, l.discipline, l.algorithm, params.join(u' '), l.dateFrom.left(10), l.dateTo.left(10)});
        }
        return out;
    }
    if (sub == QStringLiteral("create")) {
        expectPositional(args, 2,
                         QStringLiteral("leaderboard create NAME --algorithm A [--discipline D] [--param NAME=VALUE "
                                        "...] [--from DATE] [--to DATE]"));
        if (!args.isSet("algorithm"))
            throw UsageError(CliText::tr("--%1 is required").arg(QStringLiteral("algorithm")));
        club.run(std::make_unique<commands::CreateLeaderboard>(
            club,
            club::LeaderboardRecord {0, args.positional.at(1), args.value("discipline"), args.value("algorithm"),
                                     ratingParams(args.parser), args.value("from"), args.value("to")}));
        return {};
    }
    if (sub == QStringLiteral("set")) {
        expectPositional(args, 2, QStringLiteral("leaderboard set NAME --param NAME=VALUE ..."));
        club.run(
            std::make_unique<commands::SetLeaderboardParams>(club, args.positional.at(1), ratingParams(args.parser)));
        return {};
    }
    if (sub == QStringLiteral("fit-draw"))
        return fitDrawCommand(club, args);
    throw usage(QStringLiteral("leaderboard list|create|set|fit-draw ..."));
}

QByteArray standingsCommand(Club &club, const QStringList &argv, const QByteArray &)
{
    const Database &db = club.database();
    Args args;
    parseArgs(args, QStringLiteral("standings"), argv, {"format"});
    const QString format = args.value("format");
    if (args.isSet("format") && format != QStringLiteral("csv") && format != QStringLiteral("json"))
        throw UsageError(CliText::tr("--format: '%1' is not csv or json").arg(format));
    const club::LeaderboardView view = club::Leaderboards(db).view(leaderboardName(db, args.positional, 0));
    return format == QStringLiteral("json") ? club::standingsJson(view.rows, view.hasUncertainty)
                                            : club::standingsCsv(view.rows, view.hasUncertainty);
}

QByteArray historyCommand(Club &club, const QStringList &argv, const QByteArray &)
{
    const Database &db = club.database();
    Args args;
    parseArgs(args, QStringLiteral("history"), argv, {});
    if (args.positional.isEmpty() || args.positional.size() > 2)
        throw usage(QStringLiteral("history PLAYER [LEADERBOARD]"));
    club::Players(db).require(args.positional.at(0)); // a name mistyped is said before which leaderboard is asked
    const QString name = leaderboardName(db, args.positional, 1);
    QByteArray out = "game,date,rating,mu,sigma\n";
    for (const club::HistoryPoint &p : club::Leaderboards(db).history(args.positional.at(0), name))
        out += io::csvLine({QString::number(p.gameId), p.date, QString::number(p.value, 'f', 6),
                            QString::number(p.rating.mu, 'f', 6), QString::number(p.rating.sigma, 'f', 6)});
    return out;
}

/** The display names --names, --name-column or --readable-ids ask for (none when none is given). */
io::NameMap importNames(const Args &args, const QString &gamesPath, const history::History &history)
{
    const int given = int(args.isSet("names")) + int(args.isSet("name-column")) + int(args.isSet("readable-ids"));
    if (given > 1)
        throw UsageError(CliText::tr("--names, --name-column and --readable-ids: one at a time"));
    if (args.isSet("names")) {
        checkInputFile(args.value("names"));
        return io::NameMap::fromPlayersFile(args.value("names"));
    }
    if (args.isSet("name-column"))
        return io::NameMap::fromGamesColumn(readFile(gamesPath), gamesPath, args.value("name-column"));
    if (args.isSet("readable-ids"))
        return io::NameMap::readableIds(history);
    return {};
}

/** What the names did, for the report: how many were named, and the ids left as they were. */
QByteArray namingReport(const io::NameMap &names, const io::NameCheck &check, qsizetype players)
{
    const auto named = players - check.unnamed.size();
    QString line = names.source().isEmpty()
        ? CliText::tr("named %1 of %n player(s)", nullptr, int(players)).arg(named)
        : CliText::tr("named %1 of %n player(s) from %2", nullptr, int(players)).arg(named).arg(names.source());
    if (!check.unnamed.isEmpty()) {
        constexpr qsizetype shown = 10;
        QString ids = check.unnamed.mid(0, shown).join(QStringLiteral(", "));
        if (check.unnamed.size() > shown)
            ids = CliText::tr("%1 and %n more", nullptr, int(check.unnamed.size() - shown)).arg(ids);
        line = CliText::tr("%1; these keep their ids: %2").arg(line, ids);
    }
    return textLine(line);
}

QByteArray importGames(Club &club, const Args &args)
{
    const QString path = args.positional.at(1);
    checkInputFile(path);
    history::History history = io::readInterchangeFile(path);
    const io::NameMap names = importNames(args, path, history);
    const bool named = args.isSet("names") || args.isSet("name-column") || args.isSet("readable-ids");
    const io::NameCheck check
        = names.apply(history, args.isSet("tell-apart") ? io::SharedNames::TellApart : io::SharedNames::Refuse);
    const QString discipline = args.isSet("discipline") ? args.value("discipline") : QStringLiteral("General");
    const auto players = static_cast<qsizetype>(history.players.size());
    // The history is handed to the command, not copied: a big file's is tens of megabytes.
    const club::ImportReport report
        = club.run(std::make_unique<commands::ImportGames>(club, std::move(history), discipline)).report();
    QByteArray out = textLine(CliText::tr("imported %n game(s) into %1 (%2 already there), %3", nullptr, report.added)
                                  .arg(discipline)
                                  .arg(report.skipped)
                                  .arg(CliText::tr("%n new player(s)", nullptr, report.newPlayers)));
    if (named)
        out += namingReport(names, check, players);
    return out;
}

QByteArray importCommand(Club &club, const QStringList &argv, const QByteArray &)
{
    Args args;
    args.parser.addOption(QCommandLineOption(QStringLiteral("readable-ids")));
    args.parser.addOption(QCommandLineOption(QStringLiteral("tell-apart")));
    parseArgs(args, QStringLiteral("import"), argv, {"discipline", "names", "name-column"});
    if (args.positional.size() != 2
        || (args.positional.at(0) != QStringLiteral("games") && args.positional.at(0) != QStringLiteral("players")))
        throw usage(QStringLiteral("import games FILE.csv [--discipline NAME] [--names PLAYERS.csv | --name-column "
                                   "COLUMN | --readable-ids] [--tell-apart] | import players FILE.csv"));
    try {
        if (args.positional.value(0) == QStringLiteral("players")) {
            const int added = club.run(std::make_unique<commands::ImportPlayers>(club, readFile(args.positional.at(1)),
                                                                                 args.positional.at(1)))
                                  .added();
            return textLine(CliText::tr("imported players: %n new", nullptr, added));
        }
        return importGames(club, args);
    } catch (const io::InputError &error) {
        throw DbError(error.text());
    }
}

/** The leaderboards' part of check: each one replayed, the fresh ones compared with their cache. */
QString checkLeaderboards(const Database &db, QStringList &problems)
{
    club::Leaderboards leaderboards(db);
    int replayed = 0, stale = 0;
    for (const club::LeaderboardRecord &l : leaderboards.list()) {
        QString difference;
        bool isStale = false;
        if (!leaderboards.cacheMatchesReplay(l.name, &difference, &isStale))
            problems.append(difference);
        ++replayed;
        stale += isStale;
    }
    return CliText::tr("%n leaderboard(s) replayed, %1 of them against their cached standings (%2 stale, to be "
                       "replayed when next read)",
                       nullptr, replayed)
        .arg(replayed - stale)
        .arg(stale);
}

/** Everything that can be wrong with a club that opened: the file (SQLite's integrity and foreign key checks; a
 *  server checks its own),
 *  its schema, and every leaderboard's replay (M6). Every problem is reported, not only the first. */
QByteArray checkCommand(Club &club, const QStringList &argv, const QByteArray &)
{
    if (!argv.isEmpty())
        throw usage(QStringLiteral("check"));
    const Database &db = club.database();
    QStringList problems = db.integrityProblems();
    const int version = db.schemaVersion();
    problems.append(db.backend().schemaDifferences(db, version));
    if (problems.isEmpty()) // on a damaged file the rows may not read back at all
        problems.append(club::backupProblems(db));
    const QString leaderboards = checkLeaderboards(db, problems);
    if (!problems.isEmpty())
        throw DbError(CliText::tr("check found %n problem(s):", nullptr, int(problems.size())) + QStringLiteral("\n  ")
                      + problems.join(QStringLiteral("\n  ")));
    const QString checked = db.location().isServer()
        ? CliText::tr("checked: the club's tables on the server (which checks every reference as it is written), "
                      "the schema (version %1), every value as a restore of a backup would read it, %2")
              .arg(version)
              .arg(leaderboards)
        : CliText::tr("checked: SQLite's integrity_check and foreign_key_check, the schema (version %1), every value "
                      "as a restore of a backup would read it, %2")
              .arg(version)
              .arg(leaderboards);
    return "ok\n" + textLine(checked); // "ok" as it is, for scripts; the rest for people
}

QByteArray backupCommand(Club &club, const QStringList &argv, const QByteArray &)
{
    if (argv.size() != 1)
        throw usage(QStringLiteral("backup FILE.json"));
    return writeFile(argv.at(0), club::backupJson(club.database()));
}

/** The commands on a club that exists, by name. Every change they make is a command of core/commands, the
 *  classes the app undoes and redoes; here each runs once. */
using Handler = std::function<QByteArray(Club &club, const QStringList &argv, const QByteArray &input)>;
const std::map<QString, Handler> &clubCommands()
{
    static const std::map<QString, Handler> commands {
        {QStringLiteral("players"), playersCommand},
        {QStringLiteral("games"), gamesCommand},
        {QStringLiteral("leaderboard"), leaderboardCommand},
        {QStringLiteral("standings"), standingsCommand},
        {QStringLiteral("history"), historyCommand},
        {QStringLiteral("import"), importCommand},
        {QStringLiteral("check"), checkCommand},
        {QStringLiteral("export"),
         [](Club &club, const QStringList &argv, const QByteArray &) { return exportCommand(club, argv); }},
        {QStringLiteral("event"),
         [](Club &club, const QStringList &argv, const QByteArray &) { return eventCommand(club, argv); }},
        {QStringLiteral("pair"),
         [](Club &club, const QStringList &argv, const QByteArray &) { return pairCommand(club.database(), argv); }},
        {QStringLiteral("backup"), backupCommand},
        {QStringLiteral("backtest"),
         [](Club &club, const QStringList &argv, const QByteArray &) { return backtestClub(club, argv); }},
    };
    return commands;
}

/** init, demo and restore: a new club, complete or not there at all. The demo and a restore also fill an empty club
 *  made with init. */
QByteArray createCommand(const QString &where, const QString &command, const QStringList &argv)
{
    checkArgumentCount(command, argv);
    const store::ClubLocation club = store::ClubLocation::parse(where);
    if (command == QStringLiteral("init")) {
        store::createClub(club);
        return textLine(CliText::tr("created %1").arg(club.toString()));
    }
    if (command == QStringLiteral("demo")) {
        store::createClub(club, club::createDemoClub, Database::Mode::OpenOrCreate);
        return textLine(CliText::tr("created the demo club in %1").arg(club.toString()));
    }
    if (argv.size() != 1)
        throw usage(QStringLiteral("restore BACKUP.json"));
    const QByteArray backup = readFile(argv.at(0));
    const auto restore = [&](const Database &db) { club::restoreJson(db, backup, argv.at(0)); };
    store::createClub(club, restore, Database::Mode::OpenOrCreate);
    return textLine(CliText::tr("restored %1").arg(club.toString()));
}

} // namespace

Outcome runClub(const QString &path, const QStringList &arguments, const QByteArray &input)
{
    const QString command = arguments.value(0);
    const QStringList rest = arguments.mid(1);
    try {
        static const QStringList creating {QStringLiteral("init"), QStringLiteral("demo"), QStringLiteral("restore")};
        if (creating.contains(command))
            return {0, createCommand(path, command, rest), {}};
        if (command == QStringLiteral("serve")) {
            // The board only reads the club, but opens it as any writer does: a read-only connection to a club no
            // other program has open reads it as immutable (store/sqlite/sqlitefile.cpp), and would never see the
            // results the app or podium-cli save meanwhile. (Its one write is the standings cache, as any reader's.)
            const auto club = Club::open(store::ClubLocation::parse(path));
            return {0, serveCommand(*club, rest), {}};
        }
        const auto it = clubCommands().find(command);
        if (it == clubCommands().end())
            return failure(CliText::tr("unknown command '%1'; with --db the commands are init, import, players, "
                                       "games, leaderboard, standings, history, pair, event, export, backup, "
                                       "restore, demo, check, serve and backtest")
                               .arg(command));
        const auto club = Club::open(store::ClubLocation::parse(path));
        return {0, it->second(*club, rest, input), {}};
    } catch (const UsageError &error) {
        return failure(error.message());
    } catch (const DbError &error) {
        return failure(error.message());
    } catch (const io::InputError &error) {
        return failure(error.text());
    } catch (const history::ReplayError &error) {
        // A stored game that a leaderboard cannot rate (a file changed outside Podium): name it, never abort (H1).
        return failure(CliText::tr("game %1 cannot be rated: %2; correct it with 'games edit %1' or delete it")
                           .arg(QString::fromStdString(error.gameId), ratingMessage(error.cause)));
    } catch (const std::bad_alloc &) {
        return failure(CliText::tr("not enough memory for this command on %1").arg(path));
    } catch (const std::exception &error) {
        return failure(
            CliText::tr("%1 could not be read as a Podium club: %2").arg(path, QString::fromUtf8(error.what())));
    }
}

Outcome run(const QStringList &arguments, const QByteArray &input)
{
    if (!needsClubProgram(arguments))
        return runCalculator(arguments, input);
    const QString command = arguments.constFirst();
    const QStringList rest = arguments.mid(1);
    if (command == QStringLiteral("demo")) {
        if (rest.size() == 2 && rest.at(0) == QStringLiteral("--db"))
            return runClub(rest.at(1), {command}, input);
        return failure(CliText::tr("demo needs the file to create: podium-cli demo --db FILE (or podium-cli --db FILE "
                                   "demo)"));
    }
    if (command == QStringLiteral("--db")) {
        if (arguments.size() < 3)
            return failure(CliText::tr("usage: podium-cli --db FILE COMMAND ..."));
        return runClub(arguments.at(1), arguments.mid(2), input);
    }
    try {
        return {0, backtestFile(rest, input), {}};
    } catch (const UsageError &error) {
        return failure(error.message());
    } catch (const io::InputError &error) {
        return failure(error.text());
    }
}

} // namespace podium::cli
