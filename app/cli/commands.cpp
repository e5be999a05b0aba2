// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "cli/commands.h"

#include "cli/args.h"
#include "cli/clitext.h"
#include "cli/dispatch.h"
#include "cli/helpwrap.h"
#include "club/standingscsv.h"
#include "history/history.h"
#include "history/synthetic.h"
#include "io/gamejson.h"
#include "io/inputerror.h"
#include "io/interchangecsv.h"
#include "io/interchangereplay.h"
#include "io/ratingtext.h"
#include "io/textinput.h"
#include "rating/ratingsystem.h"
#include "store/filecheck.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <memory>
#include <stdexcept>
#include <vector>

namespace podium::cli {

namespace {

/** The help, in a few blocks for the translators: the command lines stay as they are typed, and a block that
 *  changes leaves the others translated. */
QString helpText()
{
    //: podium-cli --help, part 1 of 4. Translate the descriptions only: commands, options, their values and
    //: parameters stay as typed.
    const QString commands = CliText::tr(R"(Usage: podium-cli COMMAND [OPTIONS]

Podium's rating calculator and history replayer.

Commands:
  rate --algorithm A [--param NAME=VALUE ...]          rate one game read as JSON on standard input
  replay --algorithm A [--param NAME=VALUE ...] FILE   replay a history CSV (- for standard input)
                                                       and print the standings as CSV; a file in date
                                                       order is rated as it is read, in little memory
                                                       (Glicko-2 with periods: read whole), any other
                                                       is read whole and sorted by date
  generate --kind h2h|ffa|team --players N --games M --seed S [--team-size K] [--ffa-size K]
                                                       write a synthetic history CSV
)");
    //: podium-cli --help, part 2 of 4. Translate the descriptions only: commands, options, their values and
    //: parameters stay as typed.
    const QString club = CliText::tr(R"(Club database commands (podium-cli --db FILE COMMAND):
  init                                        create an empty database
  import games FILE.csv [--discipline NAME]   import the interchange CSV, all or nothing
        [--names PLAYERS.csv | --name-column COLUMN | --readable-ids] [--tell-apart]
                                              the players' names: from a players file (columns
                                              participant or id, and name), a column of the games
                                              file, or the ids made readable (ann-lee: Ann Lee); ids
                                              without a name stay; --tell-apart adds the id to names
                                              two players would share, which are refused otherwise
  players list | add NAME | rename OLD NEW | merge FROM INTO | retire NAME | delete NAME
  games list [--player NAME] [--discipline D] [--format csv|json]
  games add | games edit ID                   one game as JSON on standard input
  games delete ID
  leaderboard list | create NAME --algorithm A [--discipline D] [--param NAME=VALUE ...]
                                              [--from DATE] [--to DATE] | set NAME --param ...
  leaderboard fit-draw NAME [--set]           TrueSkill's draw probability from the leaderboard's games
                                              (drawn pairs of sides next in the finishing order), and setting it
  standings [LEADERBOARD] [--format csv|json]
  history PLAYER [LEADERBOARD]                rating after each game, with sigma
  export games FILE.csv | export standings [LEADERBOARD] FILE.csv|.json|.html|.pdf
  export event NAME FILE.html|.pdf|.csv|.json an event's current round and standings
  export round EVENT [N] FILE.html|.pdf       the pairings of round N (the current one by default)
  export bracket EVENT FILE.html|.pdf | export player NAME FILE.html|.pdf
                                              --format html|pdf|csv|json instead of the extension,
                                              --paper a4|letter for a PDF; the HTML files stand
                                              alone, to post on a club's website
  backup FILE.json | restore FILE.json        a full backup, and restoring it into a new database
  import players FILE.csv                     columns name, display_name, affiliation, notes, retired
  check                                       integrity, and cached standings equal a fresh replay
  pair LEADERBOARD --players A,B,... --mode h2h|teams:K|ffa:K [--together A+B,...] [--apart A+B,...]
                                              suggested games with match quality and win probability
  event create NAME --format swiss|roundrobin|single|double|heats --discipline D [--leaderboard L]
        --entrants A,B,... [--rounds N] [--lobby K] [--option NAME=VALUE ...]
                                              options: win draw loss bye places tiebreaks pairing
                                              style double sides accelerated colour ratings
                                              (swiss style: fide|games|rating; accelerated: baku;
                                              colour: white|black|lot, board 1's top player in round 1)
  event list | join NAME PLAYER [--half-byes] | withdraw NAME PLAYER | delete NAME
                                              --half-byes: a half-point bye for each round missed
  event bye NAME PLAYER [--round N] [--cancel]
                                              a half-point bye asked for before a round (the next)
  event next NAME                             pair the next round: round,table,side,player (side 0: bye)
  event repair NAME                           pair the last round again while it has no result
  event set NAME --leaderboard L              the leaderboard that rates it from now on ("": the discipline's)
  event show NAME [ROUND]                     pairings with quality, win probability, results, notes
  event result NAME ROUND TABLE --ranks R1,R2,... | --games W1-W2[-D]
                                              one rank per side, or a match's games won (and drawn)
  event standings NAME [--format csv|json]    points, tie-breaks and what decided each place
  event export NAME FILE.trf                  the event as a FIDE TRF-16 file
  event import FILE.trf [--name NAME] [--discipline D] [--leaderboard L]
                                              a Swiss from a TRF file, to continue with event next
podium-cli demo --db FILE                     create a demo club: 40 members, two years, three disciplines
)");
    //: podium-cli --help, finals and team matches (after part 2). Translate the descriptions only: the commands,
    //: their options and their values stay as typed.
    const QString more = CliText::tr(R"(
More on a club (podium-cli --db FILE COMMAND):
  event final HEATS --top N [--name NAME]     a final of one lobby for the top N of the heats'
                                              standings, in their order
  pair LEADERBOARD --players A,B,... --mode matches:N
                                              two balanced teams of N a match, as many matches as
                                              the players fill; the rest sit out
)");
    //: podium-cli --help, known ratings and absences (after the finals). Translate the descriptions only: the
    //: commands, their options and their values stay as typed.
    const QString known = CliText::tr(R"(
Known ratings and absences (podium-cli --db FILE COMMAND):
  players rating NAME [--rating N] [--system S] [--id ID] [--federation FED] [--title T]
                                              a player's rating from outside the club (FIDE's, a
                                              national one) with their ID, federation and title;
                                              a Swiss seeds by it with --option pairing=known, or
                                              by rating where the leaderboard knows none of them
  import players FILE.csv                     also the columns rating, rating_system, rating_id,
                                              federation and title
  event bye NAME PLAYER --absent [--round N] [--cancel]
                                              absent from a round of a Swiss (the next): not
                                              paired in it, no points, still in the event
)");
    //: podium-cli --help, the live board's command (after part 2). Translate the descriptions only: the command,
    //: its options and their values stay as typed.
    const QString serve = CliText::tr(
        R"(podium-cli --db FILE serve [--bind ADDRESS] [--port N]
                                              the live board: standings, events and players as web
                                              pages for the phones in the hall, read-only and
                                              unencrypted, until Ctrl+C (by default on this computer's
                                              LAN address, port 8080 or the next free one)
)");
    //: podium-cli --help, the backtest (after the live board). Translate the descriptions only: the command, its
    //: options, their values and parameters stay as typed.
    const QString backtest = CliText::tr(
        R"(podium-cli backtest FILE | podium-cli --db FILE backtest [--leaderboard NAME | --discipline D]
        [--from DATE] [--to DATE] [--algorithm A[:NAME=VALUE,...] ...] [--param [A.]NAME=VALUE ...]
        [--sweep [A.]NAME=FROM:TO:STEP ...] [--format text|csv|json]
                                              which rating predicts these games best: every game
                                              scored before it is rated (the TrueSkill paper's
                                              prediction error, its "challenged" matrix and draws
                                              against match quality; log-loss, Brier score and
                                              calibration of the duels); by default TrueSkill, Elo,
                                              Glicko-2 and, where every player has a score and
                                              minutes, ZoneStats; sweeps multiply (at most 500 settings)
)");
    //: podium-cli --help, part 3 of 4. Translate the descriptions only: commands, options, their values and
    //: parameters stay as typed.
    const QString algorithms = CliText::tr(R"(Algorithms and their parameters:
  trueskill   mu sigma beta tau draw_probability k
  elo         variant (logistic|gaussian) k start beta
  zonestats   t game_mult max_game_length start
  glicko2     period (game|day|week|month) start rd volatility tau
)");
    //: podium-cli --help, part 4 of 4. Translate the descriptions only: commands, options, their values and
    //: parameters stay as typed.
    const QString options = CliText::tr(R"(Options:
  -h, --help      show this help
  -v, --version   show the version
)");
    return commands + u'\n' + club + more + known + serve + backtest + u'\n' + algorithms + u'\n' + options;
}

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

/** Parses a command's options; argv is the command line after the command name. */
void parse(QCommandLineParser &parser, const QString &command, const QStringList &argv)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    if (!parser.parse(QStringList {QStringLiteral("podium-cli ") + command} + argv))
        throw UsageError(parser.errorText());
}

QString required(const QCommandLineParser &parser, const QString &option)
{
    if (!parser.isSet(option))
        throw UsageError(CliText::tr("--%1 is required").arg(option));
    return parser.value(option);
}

/** The rating system named by --algorithm with its --param NAME=VALUE overrides. */
std::unique_ptr<rating::RatingSystem> ratingSystem(const QCommandLineParser &parser)
{
    const rating::ParamList params = ratingParams(parser);
    try {
        return rating::makeRatingSystem(required(parser, QStringLiteral("algorithm")).toStdString(), params);
    } catch (const rating::RatingError &error) {
        const QString where = error.path() == "algorithm" ? QStringLiteral("--algorithm")
                                                          : QStringLiteral("--") + fromStd(error.path());
        throw UsageError(where + QStringLiteral(": ") + ratingMessage(error));
    }
}

void addRatingOptions(QCommandLineParser &parser)
{
    parser.addOption({{QStringLiteral("a"), QStringLiteral("algorithm")},
                      QStringLiteral("trueskill, elo, zonestats or glicko2"),
                      QStringLiteral("A")});
    parser.addOption(
        {{QStringLiteral("p"), QStringLiteral("param")}, QStringLiteral("a parameter"), QStringLiteral("NAME=VALUE")});
}

/** Where in the game JSON a rating system's complaint is, as the user wrote it: Elo, ZoneStats and Glicko-2 read
 *  a player's "rating" where the systems say mu, and Glicko-2 its "rd" where they say sigma. */
QString inputPath(const rating::RatingError &error, const rating::RatingSystem &system)
{
    QString path = fromStd(error.path());
    if (system.name() != "trueskill" && path.endsWith(QLatin1String(".mu")))
        path = path.chopped(3) + QStringLiteral(".rating");
    if (system.name() == "glicko2" && path.endsWith(QLatin1String(".sigma")))
        path = path.chopped(6) + QStringLiteral(".rd");
    return path.isEmpty() ? QString() : path + QStringLiteral(": ");
}

QByteArray rate(const QStringList &argv, const QByteArray &input)
{
    QCommandLineParser parser;
    addRatingOptions(parser);
    parse(parser, QStringLiteral("rate"), argv);
    if (!parser.positionalArguments().isEmpty())
        throw UsageError(CliText::tr("rate reads the game from standard input and takes no arguments"));
    const auto system = ratingSystem(parser);
    try {
        const io::JsonGame game = io::parseGameJson(input, *system);
        std::vector<rating::Rating> posterior;
        system->rate(game.game, posterior);
        return io::gameResultJson(game, posterior, *system);
    } catch (const io::InputError &error) {
        throw UsageError(QStringLiteral("stdin: ") + error.text());
    } catch (const rating::RatingError &error) {
        if (error.path().starts_with("param ")) // a parameter the game shows to be unusable: said as the option
            throw UsageError(QStringLiteral("--") + ratingWhat(error));
        throw UsageError(QStringLiteral("stdin: ") + inputPath(error, *system) + ratingMessage(error));
    }
}

/** The CSV column a rating system's complaint is about, for a replay error. */
QString columnOf(const std::string &path)
{
    if (path.ends_with(".minutes"))
        return QStringLiteral("minutes");
    if (path.ends_with(".score"))
        return QStringLiteral("score");
    if (path == "ranks")
        return QStringLiteral("rank");
    return {};
}

/** The replay's standings as the club's standings are written: one writer for both. */
std::vector<club::LeaderboardRow> rowsOf(const history::History &h, const std::vector<history::Standing> &standings)
{
    std::vector<club::LeaderboardRow> rows;
    rows.reserve(standings.size());
    for (const history::Standing &s : standings) {
        club::LeaderboardRow row;
        row.player = fromStd(h.players[static_cast<std::size_t>(s.player)]);
        row.value = s.value;
        row.rating = s.rating;
        row.games = s.games;
        row.wins = s.wins;
        row.draws = s.draws;
        row.losses = s.losses;
        rows.push_back(std::move(row));
    }
    return rows;
}

QByteArray replay(const QStringList &argv, const QByteArray &input)
{
    QCommandLineParser parser;
    addRatingOptions(parser);
    parse(parser, QStringLiteral("replay"), argv);
    if (parser.positionalArguments().size() != 1)
        throw UsageError(CliText::tr("replay needs one history file (or - for standard input)"));
    const QString path = parser.positionalArguments().constFirst();
    const auto system = ratingSystem(parser);
    const QString fileName = path == QStringLiteral("-") ? QStringLiteral("stdin") : path;
    if (const QString problem = store::fileProblem(path); path != QStringLiteral("-") && !problem.isEmpty())
        throw UsageError(problem);
    try {
        // Standings are written only once the whole file is read and replayed: a file in date order is rated as it
        // is read, and a problem on its last line must still leave no output.
        const io::ReplayedHistory replayed = path == QStringLiteral("-")
            ? io::replayInterchange(input, fileName, *system)
            : io::replayInterchangeFile(path, *system);
        return club::standingsCsv(rowsOf(replayed.history, replayed.standings), system->hasUncertainty());
    } catch (const io::InputError &error) {
        throw UsageError(error.text());
    } catch (const history::ReplayError &error) {
        throw UsageError(replayProblem(fileName, error));
    }
}

QByteArray generate(const QStringList &argv)
{
    QCommandLineParser parser;
    for (const char *name : {"kind", "players", "games", "seed", "team-size", "ffa-size"})
        parser.addOption({QString::fromLatin1(name), QString(), QStringLiteral("VALUE")});
    parse(parser, QStringLiteral("generate"), argv);
    if (!parser.positionalArguments().isEmpty())
        throw UsageError(CliText::tr("generate takes no arguments besides its options"));
    history::SyntheticSpec spec;
    spec.kind = io::parseGameKind(required(parser, QStringLiteral("kind")), QStringLiteral("--kind"));
    required(parser, QStringLiteral("players"));
    required(parser, QStringLiteral("games"));
    required(parser, QStringLiteral("seed"));
    spec.players = positiveNumber(parser, QStringLiteral("players"), 0, 2);
    spec.games = positiveNumber(parser, QStringLiteral("games"), 0, 0);
    bool ok = false;
    spec.seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok)
        throw UsageError(CliText::tr("--seed: '%1' is not a whole number").arg(parser.value(QStringLiteral("seed"))));
    // An option of another kind would be ignored without a word (L5).
    if (parser.isSet(QStringLiteral("team-size")) && spec.kind != history::GameKind::Team)
        throw UsageError(CliText::tr("--team-size applies to --kind team"));
    if (parser.isSet(QStringLiteral("ffa-size")) && spec.kind != history::GameKind::FreeForAll)
        throw UsageError(CliText::tr("--ffa-size applies to --kind ffa"));
    spec.teamSize = positiveNumber(parser, QStringLiteral("team-size"), spec.teamSize, 1);
    spec.ffaSize = positiveNumber(parser, QStringLiteral("ffa-size"), spec.ffaSize, 2);
    try {
        return io::writeInterchange(history::generateSynthetic(spec));
    } catch (const rating::RatingError &error) {
        throw UsageError(ratingWhat(error));
    }
}

} // namespace

QString replayProblem(const QString &fileName, const history::ReplayError &error)
{
    const QString column = columnOf(error.path);
    QString where = CliText::tr("%1:%2: game '%3'").arg(fileName).arg(error.sourceLine).arg(fromStd(error.gameId));
    if (!error.player.empty())
        where += CliText::tr(", player '%1'").arg(fromStd(error.player));
    if (!column.isEmpty())
        where += CliText::tr(", column '%1'").arg(column);
    return where + QStringLiteral(": ") + ratingMessage(error.cause);
}

namespace {

/** The arguments as cli/dispatch.h reads them: C strings, in UTF-8. */
class CommandLine
{
public:
    explicit CommandLine(const QStringList &arguments)
    {
        m_utf8.reserve(static_cast<std::size_t>(arguments.size()));
        for (const QString &argument : arguments)
            m_utf8.push_back(argument.toUtf8());
        for (const QByteArray &argument : m_utf8)
            m_pointers.push_back(argument.constData());
    }
    int count() const { return static_cast<int>(m_pointers.size()); }
    const char *const *arguments() const { return m_pointers.data(); }

private:
    std::vector<QByteArray> m_utf8;
    std::vector<const char *> m_pointers;
};

} // namespace

bool asksForHelp(const QStringList &arguments)
{
    const CommandLine line(arguments);
    return asksForHelp(line.count(), line.arguments());
}

bool needsClubProgram(const QStringList &arguments)
{
    const CommandLine line(arguments);
    return needsClubProgram(line.count(), line.arguments());
}

Outcome runCalculator(const QStringList &arguments, const QByteArray &input)
{
    if (arguments.isEmpty())
        return failure(CliText::tr("no command given; try podium-cli --help"));
    if (asksForHelp(arguments))
        return {0, wrapHelp(helpText(), helpWidth()).toUtf8(), {}};
    const QString command = arguments.constFirst();
    const QStringList rest = arguments.mid(1);
    if (command == QStringLiteral("-v") || command == QStringLiteral("--version"))
        return {0, QByteArray("podium-cli ") + QCoreApplication::applicationVersion().toUtf8() + '\n', {}};
    try {
        if (command == QStringLiteral("rate"))
            return {0, rate(rest, input), {}};
        if (command == QStringLiteral("replay"))
            return {0, replay(rest, input), {}};
        if (command == QStringLiteral("generate"))
            return {0, generate(rest), {}};
    } catch (const UsageError &error) {
        return failure(error.message());
    } catch (const io::InputError &error) {
        return failure(error.text());
    }
    return failure(CliText::tr("unknown command '%1'; the commands are rate, replay, generate, backtest and demo --db "
                               "FILE, and on a club --db FILE COMMAND (see podium-cli --help)")
                       .arg(command));
}

} // namespace podium::cli
