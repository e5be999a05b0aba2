// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium-cli --db FILE export ...: the club's tables as files, in the formats each one has.
#include "cli/exportcommands.h"

#include "cli/args.h"
#include "cli/clitext.h"
#include "cli/pdfcommands.h"
#include "club/club.h"
#include "club/events/events.h"
#include "club/exchange.h"
#include "club/leaderboards.h"
#include "store/database.h"
#include "store/dberror.h"
#include "store/outputfile.h"
#include "web/htmlfiles.h"

#include <QFileInfo>

#include <functional>
#include <map>
#include <optional>

namespace podium::cli {

namespace {

using store::Database;
using store::DbError;

const QString kUsage = QStringLiteral(
    "export games FILE.csv | export standings [LEADERBOARD] FILE | export event NAME FILE | export round EVENT [N] "
    "FILE | export bracket EVENT FILE | export player NAME FILE  [--format html|pdf|csv|json] [--paper a4|letter]");

/** The formats a file can be written in: each export offers some of them (exportWriters), and PDF all but games
 *  (pdfcommands.cpp, with the paper it is printed on). */
enum class FileFormat { Csv, Json, Html, Pdf };

const std::map<QString, FileFormat> &formatNames()
{
    static const std::map<QString, FileFormat> names {
        {QStringLiteral("csv"), FileFormat::Csv},
        {QStringLiteral("json"), FileFormat::Json},
        {QStringLiteral("html"), FileFormat::Html},
        {QStringLiteral("pdf"), FileFormat::Pdf},
    };
    return names;
}

QString nameOf(FileFormat format)
{
    for (const auto &[name, f] : formatNames()) {
        if (f == format)
            return name;
    }
    return {};
}

/** --format, else the file's extension (.htm for html too); nothing when neither says. */
std::optional<FileFormat> fileFormat(const Args &args, const QString &path)
{
    if (args.isSet("format")) {
        const auto it = formatNames().find(args.value("format").trimmed().toLower());
        if (it == formatNames().end())
            throw UsageError(CliText::tr("--format: '%1' is not html, pdf, csv or json").arg(args.value("format")));
        return it->second;
    }
    const QString suffix = QFileInfo(path).suffix().toLower();
    const auto it = formatNames().find(suffix == QLatin1String("htm") ? QStringLiteral("html") : suffix);
    return it == formatNames().end() ? std::nullopt : std::optional<FileFormat>(it->second);
}

/** An extension that names no format Podium writes: out.xyz would be a CSV file under another name (L5). A file
 *  without one, "-" and a device or FIFO (a stream, whatever it is called) are left to the export's default. */
bool hasUnknownExtension(const Args &args, const QString &path)
{
    const QFileInfo info(path);
    const bool stream = path == QLatin1String("-") || (info.exists() && !info.isFile() && !info.isDir());
    return !args.isSet("format") && !info.suffix().isEmpty() && !fileFormat(args, path) && !stream;
}

using Writer = std::function<QByteArray()>;
using Writers = std::map<FileFormat, Writer>;

/** A round of an event: N given, else the current one (0). */
int roundNumber(const QString &text)
{
    bool ok = false;
    const int round = text.toInt(&ok);
    if (!ok || round < 1)
        throw UsageError(CliText::tr("export round: '%1' is not a round number").arg(text));
    return round;
}

/**
 * What each export writes, by format: the one place that says which formats exist for what (a new format, such as
 * PDF, adds its writer here). names are the positional arguments between the table's name and the file.
 */
Writers exportWriters(const Database &db, const QString &what, const QStringList &names, const Args &args)
{
    const qsizetype n = names.size();
    if (what == QLatin1String("games") && n == 0)
        return {{FileFormat::Csv, [&db, &args] { return club::gamesCsv(db, args.value("discipline")); }}};
    if (what == QLatin1String("standings") && n <= 1) {
        const QString name = leaderboardName(db, names, 0);
        const auto rows = [&db, name](bool json) {
            const club::LeaderboardView view = club::Leaderboards(db).view(name);
            return json ? club::standingsJson(view.rows, view.hasUncertainty)
                        : club::standingsCsv(view.rows, view.hasUncertainty, club::StandingsColumns::File);
        };
        return {{FileFormat::Csv, [rows] { return rows(false); }},
                {FileFormat::Json, [rows] { return rows(true); }},
                {FileFormat::Html, [&db, name] { return web::standingsHtml(db, name); }}};
    }
    if (what == QLatin1String("event") && n == 1) {
        const QString event = names.at(0);
        const auto standings
            = [&db, event](bool json) { return club::eventStandingsFile(club::Events(db), event, json); };
        return {{FileFormat::Csv, [standings] { return standings(false); }},
                {FileFormat::Json, [standings] { return standings(true); }},
                {FileFormat::Html, [&db, event] { return web::eventHtml(db, event); }}};
    }
    if (what == QLatin1String("round") && (n == 1 || n == 2)) {
        const QString event = names.at(0);
        const int round = n == 2 ? roundNumber(names.at(1)) : 0;
        return {{FileFormat::Html, [&db, event, round] { return web::roundHtml(db, event, round); }}};
    }
    if (what == QLatin1String("bracket") && n == 1)
        return {{FileFormat::Html, [&db, event = names.at(0)] { return web::bracketHtml(db, event); }}};
    if (what == QLatin1String("player") && n == 1)
        return {{FileFormat::Html, [&db, player = names.at(0)] { return web::playerHtml(db, player); }}};
    throw usage(kUsage);
}

} // namespace

QString leaderboardName(const Database &db, const QStringList &positional, qsizetype at)
{
    if (positional.size() > at)
        return positional.at(at);
    const auto all = club::Leaderboards(db).list();
    if (all.size() == 1)
        return all.front().name;
    QStringList names;
    for (const auto &l : all)
        names.append(l.name);
    throw DbError(all.empty() ? CliText::tr("there are no leaderboards yet; create one with leaderboard create")
                              : CliText::tr("which leaderboard? (%1)").arg(names.join(QStringLiteral(", "))));
}

QByteArray writeFile(const QString &path, const QByteArray &data)
{
    if (path == QLatin1String("-"))
        return data; // printed as every command's output is, failures of the standard output included
    store::writeOutput(path, data);
    return {};
}

QByteArray exportCommand(Club &club, const QStringList &argv)
{
    Args args;
    parseArgs(args, QStringLiteral("export"), argv, {"discipline", "format", "paper"});
    if (args.positional.size() < 2)
        throw usage(kUsage);
    const QString what = args.positional.first();
    const QString path = args.positional.last();
    const std::optional<FileFormat> format = fileFormat(args, path);
    if (format == FileFormat::Pdf) // the PDF writer takes the command line whole: its paper and the club's name
        return exportPdf(club, args,
                         what == QLatin1String("standings") && args.positional.size() == 2
                             ? leaderboardName(club.database(), {}, 0)
                             : QString());
    const Writers writers
        = exportWriters(club.database(), what, args.positional.mid(1, args.positional.size() - 2), args);
    QStringList offered;
    for (const auto &[f, w] : writers)
        offered.append(nameOf(f));
    if (what != QLatin1String("games"))
        offered.append(nameOf(FileFormat::Pdf)); // written above, by exportPdf
    // A file without an extension is CSV where the export writes CSV, as export games and standings always did.
    if (hasUnknownExtension(args, path) || (!format && !writers.contains(FileFormat::Csv)))
        throw UsageError(CliText::tr("%1: the file's extension does not say the format; export %2 writes %3: name the "
                                     "file after one of them or give --format")
                             .arg(path, what, offered.join(QStringLiteral(", "))));
    const auto writer = writers.find(format.value_or(FileFormat::Csv));
    if (writer == writers.end())
        throw UsageError(
            CliText::tr("export %1 writes %2, not %3").arg(what, offered.join(QStringLiteral(", ")), nameOf(*format)));
    return writeFile(path, writer->second());
}

} // namespace podium::cli
