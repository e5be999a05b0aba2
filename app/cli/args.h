// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "cli/clitext.h"
#include "io/inputerror.h"
#include "io/textinput.h"
#include "rating/ratingsystem.h"

#include <QCommandLineParser>
#include <QStringList>

#include <initializer_list>
#include <stdexcept>

namespace podium::cli {

/** A command line the user can fix: its message, without the "podium-cli: " prefix. */
class UsageError : public std::runtime_error
{
public:
    explicit UsageError(const QString &message)
        : std::runtime_error(message.toStdString())
        , m_message(message)
    { }
    const QString &message() const { return m_message; }

private:
    QString m_message;
};

/** A command's arguments after its name, with the options it knows parsed. */
struct Args
{
    QStringList positional;
    QCommandLineParser parser;
    QString value(const char *option) const { return parser.value(QLatin1String(option)); }
    bool isSet(const char *option) const { return parser.isSet(QLatin1String(option)); }
};

/** Parses argv with the given value options (--NAME VALUE); throws UsageError with the parser's message. */
inline void parseArgs(Args &args, const QStringList &argv, std::initializer_list<const char *> options)
{
    for (const char *name : options)
        args.parser.addOption({QString::fromLatin1(name), QString(), QStringLiteral("VALUE")});
    if (!args.parser.parse(QStringList {QStringLiteral("podium-cli")} + argv))
        throw UsageError(args.parser.errorText());
    args.positional = args.parser.positionalArguments();
}

/** The usage line of a club command: "usage: podium-cli --db FILE " and the command's own part. */
inline UsageError usage(const QString &command)
{
    return UsageError(CliText::tr("usage: podium-cli --db FILE %1").arg(command));
}

/** Throws the usage line unless there are exactly count positional arguments. */
inline void expectPositional(const Args &args, qsizetype count, const QString &command)
{
    if (args.positional.size() != count)
        throw usage(command);
}

/** The whole number given to --option, at least minimum; fallback when the option is not given. Throws
 *  UsageError. */
inline int positiveNumber(const QCommandLineParser &parser, const QString &option, int fallback, int minimum)
{
    if (!parser.isSet(option))
        return fallback;
    bool ok = false;
    const int value = parser.value(option).toInt(&ok);
    if (!ok || value < minimum)
        throw UsageError(CliText::tr("--%1: '%2' is not a whole number of at least %3")
                             .arg(option, parser.value(option))
                             .arg(minimum));
    return value;
}

/** Every --param NAME=VALUE given, in order. Throws InputError naming the option and its value, also for a
 *  parameter given twice, where the last one would silently win (L6). */
inline rating::ParamList ratingParams(const QCommandLineParser &parser)
{
    rating::ParamList params;
    QStringList names;
    for (const QString &param : parser.values(QStringLiteral("param"))) {
        const io::Assignment setting = io::parseAssignment(param, QStringLiteral("--param ") + param);
        if (names.contains(setting.name))
            throw io::InputError(QStringLiteral("--param ") + param,
                                 CliText::tr("%1 is given twice; give each parameter once").arg(setting.name));
        names.append(setting.name);
        params.emplace_back(setting.name.toStdString(), setting.value.toStdString());
    }
    return params;
}

} // namespace podium::cli
