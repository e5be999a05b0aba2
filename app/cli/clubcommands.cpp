// podium-cli --db FILE COMMAND: the club database commands, on the same core code as the desktop app.
#include "cli/args.h"
#include "cli/commands.h"
#include "cli/eventcommands.h"

#include "store/database.h"
#include "store/dberror.h"
#include "club/demo.h"
#include "club/exchange.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "io/clubjson.h"
#include "io/csvreader.h"
#include "io/inputerror.h"
#include "io/interchangecsv.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <cmath>
#include <functional>
#include <map>

namespace podium::cli {

namespace {

using db::Database;
using db::DbError;

rating::ParamList paramsOf(const Args &args)
{
    rating::ParamList params;
    for (const QString &param : args.parser.values(QStringLiteral("param"))) {
        const qsizetype eq = param.indexOf(QLatin1Char('='));
        if (eq <= 0)
            throw DbError(QStringLiteral("--param %1: expected NAME=VALUE").arg(param));
        params.emplace_back(param.left(eq).toStdString(), param.mid(eq + 1).toStdString());
    }
    return params;
}

/** Writes data to path all at once: a failure leaves any earlier file as it was. */
void writeFile(const QString &path, const QByteArray &data)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit())
        throw DbError(QStringLiteral("%1: cannot write: %2").arg(path, file.errorString()));
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw DbError(QStringLiteral("%1: cannot open the file: %2").arg(path, file.errorString()));
    return file.readAll();
}

QByteArray playersCommand(Database &db, const QStringList &argv)
{
    Args args;
    parseArgs(args, argv, {"display", "affiliation"});
    const QString sub = args.positional.value(0);
    db::Players players(db);
    if (sub == QStringLiteral("list")) {
        QByteArray out = "name,display_name,affiliation,retired,games\n";
        for (const db::PlayerRecord &p : players.list())
            out += io::csvLine({p.name, p.displayName, p.affiliation,
                                p.retired ? QStringLiteral("yes") : QStringLiteral("no"), QString::number(p.games)});
        return out;
    }
    if (sub == QStringLiteral("add")) {
        expectPositional(args, 2, QStringLiteral("players add NAME [--display NAME] [--affiliation CLUB]"));
        players.add(args.positional.at(1), args.value("display"), args.value("affiliation"));
        return {};
    }
    if (sub == QStringLiteral("rename") || sub == QStringLiteral("merge")) {
        expectPositional(args, 3, QStringLiteral("players %1 FROM TO").arg(sub));
        if (sub == QStringLiteral("rename"))
            players.rename(args.positional.at(1), args.positional.at(2));
        else
            players.merge(args.positional.at(1), args.positional.at(2));
        return {};
    }
    if (sub == QStringLiteral("retire") || sub == QStringLiteral("delete")) {
        expectPositional(args, 2, QStringLiteral("players %1 NAME").arg(sub));
        if (sub == QStringLiteral("retire"))
            players.retire(args.positional.at(1));
        else
            players.remove(args.positional.at(1));
        return {};
    }
    throw DbError(QStringLiteral("usage: podium-cli --db FILE players list|add|rename|merge|retire|delete ..."));
}

QString participantsText(const db::GameRecord &record)
{
    QStringList parts;
    for (const db::ParticipantInput &p : record.game.participants) {
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

QByteArray gamesCommand(Database &db, const QStringList &argv, const QByteArray &input)
{
    Args args;
    parseArgs(args, argv, {"player", "discipline", "format"});
    const QString sub = args.positional.value(0);
    db::Games games(db);
    try {
        if (sub == QStringLiteral("list")) {
            const auto list = games.list({args.value("player"), args.value("discipline")});
            if (args.value("format") == QStringLiteral("json")) {
                QJsonArray array;
                for (const db::GameRecord &g : list)
                    array.append(io::clubGameJson(g));
                return QJsonDocument(array).toJson(QJsonDocument::Indented);
            }
            if (args.isSet("format") && args.value("format") != QStringLiteral("csv"))
                throw DbError(QStringLiteral("--format: '%1' is not csv or json").arg(args.value("format")));
            QByteArray out = "id,external_id,date,discipline,kind,participants\n";
            for (const db::GameRecord &g : list)
                out += io::csvLine({QString::number(g.id), g.game.externalId, g.game.date, g.game.discipline,
                                    db::kindText(g.game.kind), participantsText(g)});
            return out;
        }
        if (sub == QStringLiteral("add")) {
            expectPositional(args, 1, QStringLiteral("games add < game.json"));
            return QByteArray::number(games.add(io::parseClubGame(input))) + '\n';
        }
        bool ok = false;
        const qint64 id = args.positional.value(1).toLongLong(&ok);
        if ((sub == QStringLiteral("edit") || sub == QStringLiteral("delete")) && (!ok || args.positional.size() != 2))
            throw DbError(QStringLiteral("usage: podium-cli --db FILE games %1 ID").arg(sub));
        if (sub == QStringLiteral("edit")) {
            games.edit(id, io::parseClubGame(input));
            return {};
        }
        if (sub == QStringLiteral("delete")) {
            games.remove(id);
            return {};
        }
    } catch (const io::InputError &error) {
        throw DbError(QStringLiteral("stdin: ") + error.text());
    }
    throw DbError(QStringLiteral("usage: podium-cli --db FILE games list|add|edit|delete ..."));
}

QByteArray leaderboardCommand(Database &db, const QStringList &argv)
{
    Args args;
    parseArgs(args, argv, {"algorithm", "discipline", "param", "from", "to"});
    const QString sub = args.positional.value(0);
    db::Leaderboards leaderboards(db);
    if (sub == QStringLiteral("list")) {
        QByteArray out = "name,discipline,algorithm,params,from,to\n";
        for (const db::LeaderboardRecord &l : leaderboards.list()) {
            QStringList params;
            for (const auto &[name, value] : l.params)
                params.append(QString::fromStdString(name + "=" + value));
            out += io::csvLine(
                {l.name, l.discipline, l.algorithm, params.join(u' '), l.dateFrom.left(10), l.dateTo.left(10)});
        }
        return out;
    }
    if (sub == QStringLiteral("create")) {
        expectPositional(args, 2,
                         QStringLiteral("leaderboard create NAME --algorithm A [--discipline D] [--param NAME=VALUE "
                                        "...] [--from DATE] [--to DATE]"));
        if (!args.isSet("algorithm"))
            throw DbError(QStringLiteral("--algorithm is required"));
        leaderboards.create({0, args.positional.at(1), args.value("discipline"), args.value("algorithm"),
                             paramsOf(args), args.value("from"), args.value("to")});
        return {};
    }
    if (sub == QStringLiteral("set")) {
        expectPositional(args, 2, QStringLiteral("leaderboard set NAME --param NAME=VALUE ..."));
        leaderboards.setParams(args.positional.at(1), paramsOf(args));
        return {};
    }
    throw DbError(QStringLiteral("usage: podium-cli --db FILE leaderboard list|create|set ..."));
}

/** The leaderboard a command names, or the only one there is. */
QString leaderboardName(Database &db, const QStringList &positional, qsizetype at)
{
    if (positional.size() > at)
        return positional.at(at);
    const auto all = db::Leaderboards(db).list();
    if (all.size() == 1)
        return all.front().name;
    QStringList names;
    for (const auto &l : all)
        names.append(l.name);
    throw DbError(all.empty() ? QStringLiteral("there are no leaderboards yet; create one with leaderboard create")
                              : QStringLiteral("which leaderboard? (%1)").arg(names.join(QStringLiteral(", "))));
}

QByteArray standingsCommand(Database &db, const QStringList &argv)
{
    Args args;
    parseArgs(args, argv, {"format"});
    const QString name = leaderboardName(db, args.positional, 0);
    db::Leaderboards leaderboards(db);
    const bool sigma = db::ratingSystemOf(leaderboards.get(name))->hasUncertainty();
    const auto rows = leaderboards.standings(name);
    if (args.value("format") == QStringLiteral("json")) {
        QJsonArray array;
        for (const db::StandingRow &r : rows) {
            QJsonObject o {{QStringLiteral("player"), r.player}, {QStringLiteral("rating"), r.value},
                           {QStringLiteral("mu"), r.rating.mu},  {QStringLiteral("games"), r.games},
                           {QStringLiteral("wins"), r.wins},     {QStringLiteral("draws"), r.draws},
                           {QStringLiteral("losses"), r.losses}, {QStringLiteral("last_played"), r.lastPlayed}};
            if (sigma)
                o.insert(QStringLiteral("sigma"), r.rating.sigma);
            array.append(o);
        }
        return QJsonDocument(array).toJson(QJsonDocument::Indented);
    }
    if (args.isSet("format") && args.value("format") != QStringLiteral("csv"))
        throw DbError(QStringLiteral("--format: '%1' is not csv or json").arg(args.value("format")));
    QByteArray out = "player,rating,mu,sigma,games,wins,draws,losses\n";
    for (const db::StandingRow &r : rows)
        out += io::csvLine({r.player, QString::number(r.value, 'f', 6), QString::number(r.rating.mu, 'f', 6),
                            sigma ? QString::number(r.rating.sigma, 'f', 6) : QString(), QString::number(r.games),
                            QString::number(r.wins), QString::number(r.draws), QString::number(r.losses)});
    return out;
}

QByteArray historyCommand(Database &db, const QStringList &argv)
{
    Args args;
    parseArgs(args, argv, {});
    if (args.positional.isEmpty() || args.positional.size() > 2)
        throw DbError(QStringLiteral("usage: podium-cli --db FILE history PLAYER [LEADERBOARD]"));
    const QString name = leaderboardName(db, args.positional, 1);
    QByteArray out = "game,date,rating,mu,sigma\n";
    for (const db::HistoryPoint &p : db::Leaderboards(db).history(args.positional.at(0), name))
        out += io::csvLine({QString::number(p.gameId), p.date, QString::number(p.value, 'f', 6),
                            QString::number(p.rating.mu, 'f', 6), QString::number(p.rating.sigma, 'f', 6)});
    return out;
}

QByteArray importCommand(Database &db, const QStringList &argv)
{
    Args args;
    parseArgs(args, argv, {"discipline"});
    if (args.positional.size() != 2
        || (args.positional.at(0) != QStringLiteral("games") && args.positional.at(0) != QStringLiteral("players")))
        throw DbError(QStringLiteral(
            "usage: podium-cli --db FILE import games FILE.csv [--discipline NAME] | import players FILE.csv"));
    try {
        if (args.positional.value(0) == QStringLiteral("players") && args.positional.size() == 2) {
            const int added = db::importPlayersCsv(db, readFile(args.positional.at(1)), args.positional.at(1));
            return QStringLiteral("imported players: %1 new\n").arg(added).toUtf8();
        }
        const history::History history = io::readInterchangeFile(args.positional.at(1));
        const QString discipline = args.isSet("discipline") ? args.value("discipline") : QStringLiteral("General");
        const db::ImportReport report = db::Games(db).import(history, discipline);
        return QStringLiteral("imported %1 games into %2 (%3 already there), %4 new players\n")
            .arg(report.added)
            .arg(discipline)
            .arg(report.skipped)
            .arg(report.newPlayers)
            .toUtf8();
    } catch (const io::InputError &error) {
        throw DbError(error.text());
    }
}

QByteArray exportCommand(Database &db, const QStringList &argv)
{
    Args args;
    parseArgs(args, argv, {"discipline", "format"});
    const QString what = args.positional.value(0);
    if (what == QStringLiteral("games") && args.positional.size() == 2) {
        writeFile(args.positional.at(1), db::gamesCsv(db, args.value("discipline")));
        return {};
    }
    if (what == QStringLiteral("standings") && (args.positional.size() == 2 || args.positional.size() == 3)) {
        const QString name = leaderboardName(db, args.positional.mid(1, args.positional.size() - 2), 0);
        db::Leaderboards leaderboards(db);
        const bool sigma = db::ratingSystemOf(leaderboards.get(name))->hasUncertainty();
        const auto rows = leaderboards.standings(name);
        const QString path = args.positional.last();
        const bool json = args.value("format") == QStringLiteral("json")
            || (!args.isSet("format") && path.endsWith(QStringLiteral(".json")));
        writeFile(path, json ? db::standingsJson(rows, sigma) : db::standingsCsv(rows, sigma));
        return {};
    }
    throw DbError(QStringLiteral(
        "usage: podium-cli --db FILE export games FILE.csv | export standings [LEADERBOARD] FILE.csv|FILE.json"));
}

QByteArray checkCommand(Database &db)
{
    QStringList problems = db.integrityProblems();
    db::Leaderboards leaderboards(db);
    for (const db::LeaderboardRecord &l : leaderboards.list()) {
        QString difference;
        if (!leaderboards.cacheMatchesReplay(l.name, &difference))
            problems.append(difference);
    }
    if (!problems.isEmpty())
        throw DbError(QStringLiteral("check failed: ") + problems.join(QStringLiteral("; ")));
    return QByteArrayLiteral("ok\n");
}

} // namespace

Outcome runClub(const QString &path, const QStringList &arguments, const QByteArray &input)
{
    const QString command = arguments.value(0);
    const QStringList rest = arguments.mid(1);
    try {
        if (command == QStringLiteral("init")) {
            Database::open(path, Database::Mode::Create);
            return {0, QStringLiteral("created %1\n").arg(path).toUtf8(), {}};
        }
        if (command == QStringLiteral("demo") || command == QStringLiteral("restore")) {
            if (command == QStringLiteral("restore") && rest.size() != 1)
                throw DbError(QStringLiteral("usage: podium-cli --db FILE restore BACKUP.json"));
            const QByteArray backup = command == QStringLiteral("restore") ? readFile(rest.at(0)) : QByteArray();
            // A new file, removed again if filling it fails, so that nothing half-made is left behind.
            const bool existed = QFile::exists(path);
            try {
                const auto db = Database::open(path, Database::Mode::OpenOrCreate);
                if (command == QStringLiteral("demo"))
                    db::createDemoClub(*db);
                else
                    db::restoreJson(*db, backup, rest.at(0));
            } catch (...) {
                if (!existed) {
                    for (const char *suffix : {"", "-wal", "-shm"})
                        QFile::remove(path + QLatin1String(suffix));
                }
                throw;
            }
            return {0,
                    QStringLiteral("%1 %2\n")
                        .arg(command == QStringLiteral("demo") ? QStringLiteral("created the demo club in")
                                                               : QStringLiteral("restored"),
                             path)
                        .toUtf8(),
                    {}};
        }
        const std::map<QString, std::function<QByteArray(Database &)>> commands {
            {QStringLiteral("players"), [&](Database &db) { return playersCommand(db, rest); }},
            {QStringLiteral("games"), [&](Database &db) { return gamesCommand(db, rest, input); }},
            {QStringLiteral("leaderboard"), [&](Database &db) { return leaderboardCommand(db, rest); }},
            {QStringLiteral("standings"), [&](Database &db) { return standingsCommand(db, rest); }},
            {QStringLiteral("history"), [&](Database &db) { return historyCommand(db, rest); }},
            {QStringLiteral("import"), [&](Database &db) { return importCommand(db, rest); }},
            {QStringLiteral("check"), [&](Database &db) { return checkCommand(db); }},
            {QStringLiteral("export"), [&](Database &db) { return exportCommand(db, rest); }},
            {QStringLiteral("event"), [&](Database &db) { return eventCommand(db, rest); }},
            {QStringLiteral("pair"), [&](Database &db) { return pairCommand(db, rest); }},
            {QStringLiteral("backup"),
             [&](Database &db) {
                 if (rest.size() != 1)
                     throw DbError(QStringLiteral("usage: podium-cli --db FILE backup FILE.json"));
                 writeFile(rest.at(0), db::backupJson(db));
                 return QByteArray();
             }},
        };
        const auto it = commands.find(command);
        if (it == commands.end())
            return {2,
                    {},
                    QStringLiteral("podium-cli: unknown command '%1'; with --db the commands are init, import, "
                                   "players, games, leaderboard, standings, history, pair, event, export, backup, "
                                   "restore, demo and check\n")
                        .arg(command)
                        .toUtf8()};
        const auto db = Database::open(path, Database::Mode::OpenExisting);
        return {0, it->second(*db), {}};
    } catch (const DbError &error) {
        return {2, {}, QByteArray("podium-cli: ") + error.message().toUtf8() + '\n'};
    } catch (const io::InputError &error) {
        return {2, {}, QByteArray("podium-cli: ") + error.text().toUtf8() + '\n'};
    }
}

} // namespace podium::cli
