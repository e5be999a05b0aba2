// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "cli/backtestcommand.h"

#include "cli/args.h"
#include "cli/clitext.h"
#include "cli/commands.h"
#include "club/backtests.h"
#include "club/club.h"
#include "club/leaderboards.h"
#include "history/backtest.h"
#include "io/interchangecsv.h"
#include "io/ratingtext.h"
#include "store/dberror.h"
#include "store/filecheck.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <cmath>

namespace podium::cli {

namespace {

using history::BacktestResult;
using history::BacktestSpec;

/** The most settings one backtest tries: each keeps what it predicted of every game (about 40 bytes a game) until
 *  the challenged matrix is made, so 500 settings of a 30,000-game history take about 600 MB. */
constexpr std::size_t kMaxSettings = 500;

/** The steps of the draw curve in CSV and JSON: every whole percent. */
constexpr int kCurveSteps = 100;

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

void addOptions(Args &args)
{
    args.parser.addOption({{QStringLiteral("a"), QStringLiteral("algorithm")}, QString(), QStringLiteral("A")});
    args.parser.addOption({{QStringLiteral("p"), QStringLiteral("param")}, QString(), QStringLiteral("NAME=VALUE")});
}

/** "elo:k=24,variant=gaussian" as a spec; throws UsageError. */
BacktestSpec specOf(const QString &text)
{
    BacktestSpec spec;
    const qsizetype colon = text.indexOf(u':');
    spec.algorithm = text.left(colon).toStdString();
    if (colon >= 0) {
        for (const QString &assignment : text.mid(colon + 1).split(u',')) {
            const io::Assignment setting
                = io::parseAssignment(assignment, QStringLiteral("--algorithm ") + text); // throws InputError
            spec.params.emplace_back(setting.name.toStdString(), setting.value.toStdString());
        }
    }
    return spec;
}

bool hasParameter(const std::string &algorithm, const std::string &name)
{
    for (const rating::ParamInfo &info : rating::parameterInfo(algorithm)) {
        if (info.name == name)
            return true;
    }
    return false;
}

void setParam(BacktestSpec &spec, const std::string &name, const std::string &value)
{
    for (auto &[existing, old] : spec.params) {
        if (existing == name) {
            old = value;
            return;
        }
    }
    spec.params.emplace_back(name, value);
}

/**
 * The settings to try: the --algorithm specs (or the defaults), each --param applied to the algorithms that have it
 * (ALGORITHM.NAME to one), then the sweeps. Every setting is checked by building its system.
 */
std::vector<BacktestSpec> settings(const Args &args, std::vector<BacktestSpec> defaults)
{
    std::vector<BacktestSpec> specs;
    for (const QString &text : args.parser.values(QStringLiteral("algorithm")))
        specs.push_back(specOf(text));
    if (specs.empty())
        specs = std::move(defaults);
    const std::vector<std::string> names = rating::ratingSystemNames();
    for (const BacktestSpec &spec : specs) {
        if (std::find(names.begin(), names.end(), spec.algorithm) == names.end())
            throw UsageError(CliText::tr("--algorithm: unknown algorithm '%1'; the algorithms are %2")
                                 .arg(fromStd(spec.algorithm), QStringLiteral("trueskill, elo, zonestats, glicko2")));
    }
    for (const QString &text : args.parser.values(QStringLiteral("param"))) {
        const io::Assignment setting = io::parseAssignment(text, QStringLiteral("--param ") + text);
        std::string algorithm;
        std::string name = setting.name.toStdString();
        if (const auto dot = name.find('.'); dot != std::string::npos) {
            algorithm = name.substr(0, dot);
            name = name.substr(dot + 1);
        }
        bool applied = false;
        for (BacktestSpec &spec : specs) {
            if ((algorithm.empty() || algorithm == spec.algorithm) && hasParameter(spec.algorithm, name)) {
                setParam(spec, name, setting.value.toStdString());
                applied = true;
            }
        }
        if (!applied)
            throw UsageError(CliText::tr("--param %1: none of the algorithms compared has the parameter '%2'")
                                 .arg(text, fromStd(name)));
    }
    std::vector<history::SweepRange> sweeps;
    try {
        for (const QString &text : args.parser.values(QStringLiteral("sweep")))
            sweeps.push_back(history::parseSweep(text.toStdString()));
        specs = history::expandSweeps(specs, sweeps, kMaxSettings);
    } catch (const rating::RatingError &error) {
        throw UsageError(QStringLiteral("--sweep: ") + ratingMessage(error));
    }
    for (const BacktestSpec &spec : specs) {
        try {
            rating::makeRatingSystem(spec.algorithm, spec.params);
        } catch (const rating::RatingError &error) {
            throw UsageError(QStringLiteral("--algorithm %1: ").arg(fromStd(spec.label())) + ratingWhat(error));
        }
    }
    return specs;
}

/** The four algorithms with their defaults, ZoneStats only where every participant has a score and minutes, which
 *  it needs; own replaces the default of its algorithm (a leaderboard's settings). */
std::vector<BacktestSpec> defaultSpecs(const history::History &h, const BacktestSpec &own = {})
{
    bool scored = !h.entries.empty();
    for (const history::Entry &e : h.entries)
        scored = scored && !std::isnan(e.score) && !std::isnan(e.minutes);
    std::vector<BacktestSpec> specs;
    for (const char *algorithm : {"trueskill", "elo", "glicko2", "zonestats"}) {
        if (own.algorithm == algorithm)
            specs.push_back(own);
        else if (std::string_view(algorithm) != "zonestats" || scored)
            specs.push_back({algorithm, {}});
    }
    return specs;
}

/** Each algorithm's best setting, in the order the algorithms first come: the judges of the challenged matrix. */
std::vector<std::size_t> judges(const std::vector<BacktestResult> &results)
{
    std::vector<std::string> algorithms;
    for (const BacktestResult &r : results) {
        if (std::find(algorithms.begin(), algorithms.end(), r.spec.algorithm) == algorithms.end())
            algorithms.push_back(r.spec.algorithm);
    }
    std::vector<std::size_t> result;
    for (const std::string &algorithm : algorithms) {
        int best = history::bestResult(results, algorithm);
        if (best < 0) // nothing to judge by: the algorithm's first setting
            best = static_cast<int>(std::find_if(results.begin(), results.end(),
                                                 [&](const BacktestResult &r) { return r.spec.algorithm == algorithm; })
                                    - results.begin());
        result.push_back(static_cast<std::size_t>(best));
    }
    return result;
}

QString number(double value, int decimals = 4)
{
    return std::isnan(value) ? QString() : QString::number(value, 'f', decimals);
}

QJsonValue jsonNumber(double value)
{
    return std::isfinite(value) ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QString padded(const QString &text, qsizetype width)
{
    return text.leftJustified(width);
}

/** A number of the text report, which is for people: in the locale's digits (C's under LC_ALL=C). */
QString shown(double value, int decimals = 4)
{
    return std::isnan(value) ? QString() : QLocale().toString(value, 'f', decimals);
}

/** A column's width: its header's and a value's (width), whichever is wider, and two spaces (W6 of the desktop
 *  review: a translated header wider than its English sets the width, or the columns run together). */
qsizetype columnWidth(const QString &header, qsizetype width)
{
    return std::max<qsizetype>(header.size(), width) + 2;
}

struct Report
{
    QString source;
    std::vector<BacktestResult> results;
    std::vector<std::size_t> judges;
    std::vector<std::vector<double>> challenged; ///< [result][judge]
    int best = -1;
    long long draws = 0;
    int duels = 0;
    std::size_t games = 0;
    long long pairs = 0;
};

Report report(const QString &source, std::vector<BacktestResult> results)
{
    Report r;
    r.source = source;
    r.results = std::move(results);
    r.judges = judges(r.results);
    std::vector<std::vector<std::size_t>> tightest; // each judge's, found once
    for (const std::size_t judge : r.judges)
        tightest.push_back(history::tightestGames(r.results[judge]));
    for (const BacktestResult &result : r.results) {
        std::vector<double> row;
        for (const std::vector<std::size_t> &games : tightest)
            row.push_back(history::errorOn(result, games));
        r.challenged.push_back(std::move(row));
    }
    r.best = history::bestResult(r.results);
    if (!r.results.empty()) {
        const BacktestResult &first = r.results.front();
        r.games = first.games.size();
        r.pairs = first.pairs;
        r.draws = first.drawPairs;
        r.duels = first.duels;
    }
    return r;
}

QByteArray csv(const Report &r)
{
    QString out = QStringLiteral("system,algorithm,games,pairs,prediction_error");
    for (const std::size_t judge : r.judges)
        out += QStringLiteral(",challenged_by_") + fromStd(r.results[judge].spec.algorithm);
    out += QStringLiteral(",duels,log_loss,brier,judge,best\n");
    const auto quoted = [](const QString &text) -> QString {
        return text.contains(u',') || text.contains(u'"')
            ? u'"' + QString(text).replace(u'"', QStringLiteral("\"\"")) + u'"'
            : text;
    };
    for (std::size_t i = 0; i < r.results.size(); ++i) {
        const BacktestResult &result = r.results[i];
        out += quoted(fromStd(result.spec.label())) + u',' + fromStd(result.spec.algorithm) + u','
            + QString::number(result.games.size()) + u',' + QString::number(result.pairs) + u','
            + number(result.predictionError, 6);
        for (const double value : r.challenged[i])
            out += u',' + number(value, 6);
        out += u',' + QString::number(result.duels) + u',' + number(result.logLoss, 6) + u',' + number(result.brier, 6)
            + u','
            + (std::find(r.judges.begin(), r.judges.end(), i) != r.judges.end() ? QStringLiteral("yes")
                                                                                : QStringLiteral("no"))
            + u',' + (static_cast<int>(i) == r.best ? QStringLiteral("yes") : QStringLiteral("no")) + u'\n';
    }
    out += QStringLiteral("\nsystem,bin_from,bin_to,games,mean_predicted,observed\n");
    for (const BacktestResult &result : r.results) {
        for (std::size_t b = 0; b < result.calibration.size(); ++b) {
            const history::CalibrationBin &bin = result.calibration[b];
            out += quoted(fromStd(result.spec.label())) + u',' + QString::number(b / 10.0, 'f', 1) + u','
                + QString::number((b + 1) / 10.0, 'f', 1) + u',' + QString::number(bin.games) + u','
                + number(bin.meanPredicted, 6) + u',' + number(bin.observed, 6) + u'\n';
        }
    }
    out += QStringLiteral("\nsystem,share_of_games,share_of_draws\n");
    for (const BacktestResult &result : r.results) {
        const std::vector<double> curve = history::drawCurve(result, kCurveSteps);
        for (std::size_t k = 0; k < curve.size(); ++k)
            out += quoted(fromStd(result.spec.label())) + u',' + QString::number(k / double(kCurveSteps), 'f', 2) + u','
                + number(curve[k], 6) + u'\n';
    }
    return out.toUtf8();
}

QByteArray json(const Report &r)
{
    QJsonArray systems;
    for (std::size_t i = 0; i < r.results.size(); ++i) {
        const BacktestResult &result = r.results[i];
        QJsonObject params;
        for (const auto &[name, value] : result.spec.params)
            params.insert(fromStd(name), fromStd(value));
        QJsonObject challenged;
        for (std::size_t j = 0; j < r.judges.size(); ++j)
            challenged.insert(fromStd(r.results[r.judges[j]].spec.algorithm), jsonNumber(r.challenged[i][j]));
        QJsonArray calibration;
        for (std::size_t b = 0; b < result.calibration.size(); ++b) {
            const history::CalibrationBin &bin = result.calibration[b];
            calibration.append(QJsonObject {{QStringLiteral("from"), b / 10.0},
                                            {QStringLiteral("to"), (b + 1) / 10.0},
                                            {QStringLiteral("games"), bin.games},
                                            {QStringLiteral("mean_predicted"), jsonNumber(bin.meanPredicted)},
                                            {QStringLiteral("observed"), jsonNumber(bin.observed)}});
        }
        QJsonArray curve;
        for (const double value : history::drawCurve(result, kCurveSteps))
            curve.append(value);
        systems.append(QJsonObject {
            {QStringLiteral("system"), fromStd(result.spec.label())},
            {QStringLiteral("algorithm"), fromStd(result.spec.algorithm)},
            {QStringLiteral("params"), params},
            {QStringLiteral("wrong_pairs"), result.wrongPairs},
            {QStringLiteral("pairs"), static_cast<double>(result.pairs)},
            {QStringLiteral("prediction_error"), jsonNumber(result.predictionError)},
            {QStringLiteral("challenged_by"), challenged},
            {QStringLiteral("duels"), result.duels},
            {QStringLiteral("log_loss"), jsonNumber(result.logLoss)},
            {QStringLiteral("brier"), jsonNumber(result.brier)},
            {QStringLiteral("calibration"), calibration},
            {QStringLiteral("draw_curve"), curve},
        });
    }
    QJsonArray judgeLabels;
    for (const std::size_t judge : r.judges)
        judgeLabels.append(fromStd(r.results[judge].spec.label()));
    const QJsonObject root {
        {QStringLiteral("source"), r.source},
        {QStringLiteral("games"), static_cast<double>(r.games)},
        {QStringLiteral("pairs"), static_cast<double>(r.pairs)},
        {QStringLiteral("draws"), static_cast<double>(r.draws)},
        {QStringLiteral("duels"), r.duels},
        {QStringLiteral("tightest_share"), 0.2},
        {QStringLiteral("judges"), judgeLabels},
        {QStringLiteral("best"),
         r.best >= 0 ? QJsonValue(fromStd(r.results[static_cast<std::size_t>(r.best)].spec.label()))
                     : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("systems"), systems},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QByteArray text(const Report &r)
{
    QString out;
    out += CliText::tr("Backtest of %1: %n game(s)", nullptr, static_cast<int>(r.games)).arg(r.source) + u'\n';
    out += CliText::tr("pairs of sides with different places: %1; draws (pairs that shared a place): %2; duels "
                       "(one player against one, no draw): %3")
               .arg(QLocale().toString(r.pairs), QLocale().toString(r.draws), QLocale().toString(r.duels))
        + QStringLiteral("\n\n");
    qsizetype width = CliText::tr("setting").size();
    for (const BacktestResult &result : r.results)
        width = std::max(width, static_cast<qsizetype>(result.spec.label().size()));
    width += 2;
    const QStringList columns {CliText::tr("prediction error"), CliText::tr("log-loss"), CliText::tr("Brier")};
    out += padded(CliText::tr("setting"), width);
    for (const QString &column : columns)
        out += padded(column, columnWidth(column, 8));
    out += u'\n';
    for (std::size_t i = 0; i < r.results.size(); ++i) {
        const BacktestResult &result = r.results[i];
        out += padded(fromStd(result.spec.label()), width);
        const double values[] = {result.predictionError, result.logLoss, result.brier};
        for (qsizetype c = 0; c < columns.size(); ++c) {
            const QString value = shown(values[c]);
            out += padded(value.isEmpty() ? QStringLiteral("-") : value, columnWidth(columns[c], 8));
        }
        if (static_cast<int>(i) == r.best)
            out += CliText::tr("best");
        out = out.trimmed() + u'\n';
    }
    if (r.best >= 0) {
        const BacktestResult &best = r.results[static_cast<std::size_t>(r.best)];
        out += u'\n'
            + (r.results[static_cast<std::size_t>(r.best)].duels > 0
                   ? CliText::tr("Best by log-loss: %1").arg(fromStd(best.spec.label()))
                   : CliText::tr("Best by prediction error (no duels for a log-loss): %1")
                         .arg(fromStd(best.spec.label())))
            + u'\n';
    }
    out += u'\n'
        + CliText::tr("Challenged: the prediction error on the 20 % of games that each algorithm's best setting "
                      "found tightest (%n game(s))",
                      nullptr,
                      r.results.empty() ? 0 : static_cast<int>(history::tightestGames(r.results.front()).size()))
        + u'\n';
    out += padded(CliText::tr("setting"), width);
    QStringList judges;
    for (const std::size_t judge : r.judges)
        judges.append(CliText::tr("by %1").arg(fromStd(r.results[judge].spec.algorithm)));
    for (const QString &judge : judges)
        out += padded(judge, columnWidth(judge, 12));
    out = out.trimmed() + u'\n';
    for (std::size_t i = 0; i < r.results.size(); ++i) {
        out += padded(fromStd(r.results[i].spec.label()), width);
        for (std::size_t j = 0; j < r.challenged[i].size(); ++j) {
            const double value = r.challenged[i][j];
            out += padded(std::isnan(value) ? QStringLiteral("-") : shown(value),
                          columnWidth(judges.value(static_cast<qsizetype>(j)), 12));
        }
        out = out.trimmed() + u'\n';
    }
    if (r.duels > 0) {
        out += u'\n'
            + CliText::tr("Calibration of the duels: by the probability given to the side entered first, the mean "
                          "predicted and the share it won (games)")
            + u'\n';
        out += padded(CliText::tr("bin"), columnWidth(CliText::tr("bin"), 8));
        for (const std::size_t judge : r.judges)
            out += padded(fromStd(r.results[judge].spec.algorithm), 24);
        out = out.trimmed() + u'\n';
        for (std::size_t b = 0; b < 10; ++b) {
            out += padded(QStringLiteral("%1-%2").arg(QLocale().toString(b / 10.0, 'f', 1),
                                                      QLocale().toString((b + 1) / 10.0, 'f', 1)),
                          columnWidth(CliText::tr("bin"), 8));
            for (const std::size_t judge : r.judges) {
                const history::CalibrationBin &bin = r.results[judge].calibration[b];
                out += padded(bin.games == 0 ? QStringLiteral("-")
                                             : QStringLiteral("%1 %2 (%3)")
                                                   .arg(shown(bin.meanPredicted, 3), shown(bin.observed, 3),
                                                        QLocale().toString(bin.games)),
                              24);
            }
            out = out.trimmed() + u'\n';
        }
    }
    if (r.draws > 0) {
        out += u'\n'
            + CliText::tr("Draws against match quality: the share of all draws within the tightest x % of games")

            + u'\n';
        out += padded(QStringLiteral("x"), 10);
        for (const std::size_t judge : r.judges)
            out += padded(fromStd(r.results[judge].spec.algorithm), 12);
        out = out.trimmed() + u'\n';
        std::vector<std::vector<double>> curves;
        for (const std::size_t judge : r.judges)
            curves.push_back(history::drawCurve(r.results[judge], 10));
        for (std::size_t k = 1; k <= 10; ++k) {
            out += padded(QStringLiteral("%1 %").arg(k * 10), 10);
            for (const std::vector<double> &curve : curves)
                out += padded(shown(curve[k], 3), 12);
            out = out.trimmed() + u'\n';
        }
    }
    // Columns are padded on the right: no line ends in spaces.
    QStringList lines = out.split(u'\n');
    for (QString &line : lines) {
        while (line.endsWith(u' '))
            line.chop(1);
    }
    return lines.join(u'\n').toUtf8();
}

QByteArray write(const Args &args, const Report &r)
{
    const QString format = args.parser.isSet(QStringLiteral("format")) ? args.value("format") : QStringLiteral("text");
    if (format == QStringLiteral("csv"))
        return csv(r);
    if (format == QStringLiteral("json"))
        return json(r);
    if (format == QStringLiteral("text"))
        return text(r);
    throw UsageError(CliText::tr("--format: '%1' is not text, csv or json").arg(format));
}

std::vector<BacktestResult>
runSettings(const history::History &h, const std::vector<BacktestSpec> &specs,
            const std::function<QString(const BacktestSpec &, const history::ReplayError &)> &problem)
{
    // Run one by one to know which setting a game defeated: runBacktests gives the first error in setting order, and
    // the setting is that of the first result missing.
    try {
        return club::runBacktests(h, specs);
    } catch (const history::ReplayError &error) {
        for (const BacktestSpec &spec : specs) {
            try {
                history::backtest(h, spec);
            } catch (const history::ReplayError &mine) {
                throw UsageError(problem(spec, mine));
            }
        }
        throw UsageError(problem(specs.front(), error));
    }
}

} // namespace

QByteArray backtestFile(const QStringList &argv, const QByteArray &input)
{
    Args args;
    addOptions(args);
    parseArgs(args, QString(), argv, {"sweep", "format"}); // its FILE is checked below
    if (args.positional.size() != 1)
        throw UsageError(CliText::tr("backtest needs one history file (or - for standard input)"));
    const QString path = args.positional.constFirst();
    const QString fileName = path == QStringLiteral("-") ? QStringLiteral("stdin") : path;
    if (const QString problem = store::fileProblem(path); path != QStringLiteral("-") && !problem.isEmpty())
        throw UsageError(problem);
    const history::History h
        = path == QStringLiteral("-") ? io::readInterchange(input, fileName) : io::readInterchangeFile(path);
    const std::vector<BacktestSpec> specs = settings(args, defaultSpecs(h));
    std::vector<BacktestResult> results
        = runSettings(h, specs, [&](const BacktestSpec &spec, const history::ReplayError &e) -> QString {
              return fromStd(spec.label()) + QStringLiteral(": ") + replayProblem(fileName, e);
          });
    return write(args, report(fileName, std::move(results)));
}

QByteArray backtestClub(Club &club, const QStringList &argv)
{
    Args args;
    addOptions(args);
    parseArgs(args, QStringLiteral("backtest"), argv, {"sweep", "format", "leaderboard", "discipline", "from", "to"});
    if (!args.positional.isEmpty())
        throw usage(QStringLiteral("backtest [--leaderboard NAME | --discipline D] [--from DATE] [--to DATE] "
                                   "[--algorithm A[:NAME=VALUE,...]] [--sweep NAME=FROM:TO:STEP] "
                                   "[--format text|csv|json]"));
    club::LeaderboardRecord scope;
    BacktestSpec own;
    QString source = CliText::tr("all games");
    if (args.isSet("leaderboard")) {
        if (args.isSet("discipline"))
            throw UsageError(CliText::tr("--leaderboard and --discipline: give one; a leaderboard has its discipline"));
        scope = club::Leaderboards(club.database()).get(args.value("leaderboard"));
        own = {scope.algorithm.toStdString(), scope.params};
        source = CliText::tr("leaderboard '%1'").arg(scope.name);
    } else if (args.isSet("discipline")) {
        scope.discipline = args.value("discipline");
        source = CliText::tr("discipline '%1'").arg(scope.discipline);
    }
    for (const auto &[option, bound] : {std::pair {"from", &scope.dateFrom}, std::pair {"to", &scope.dateTo}}) {
        if (!args.isSet(option))
            continue;
        const QString value = args.value(option);
        if (value.size() != 10 || !QDate::fromString(value, Qt::ISODate).isValid())
            throw UsageError(CliText::tr("--%1: '%2' is not a date (YYYY-MM-DD)").arg(QLatin1String(option), value));
        *bound = value;
    }
    const history::History h = club::scopeHistory(club.database(), scope);
    if (h.games.empty())
        throw store::DbError(CliText::tr("%1 has no games to backtest").arg(source));
    const std::vector<BacktestSpec> specs = settings(args, defaultSpecs(h, own));
    std::vector<BacktestResult> results = runSettings(
        h, specs, [&](const BacktestSpec &spec, const history::ReplayError &e) -> QString {
            const auto game = std::find_if(h.games.begin(), h.games.end(),
                                           [&](const history::HistoryGame &g) { return g.id == e.gameId; });
            QString where
                = CliText::tr("game %1 (%2)")
                      .arg(fromStd(e.gameId), game == h.games.end() ? QString() : fromStd(game->date.substr(0, 10)));
            if (!e.player.empty())
                where += CliText::tr(", player '%1'").arg(fromStd(e.player));
            return fromStd(spec.label()) + QStringLiteral(": ") + where + QStringLiteral(": ") + ratingMessage(e.cause);
        });
    return write(args, report(source, std::move(results)));
}

} // namespace podium::cli
