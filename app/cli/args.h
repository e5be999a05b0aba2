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

/** Whether text is a negative number ("-1", "-2.5"), which QCommandLineParser would take for options. */
inline bool isNegativeNumber(const QString &text)
{
    bool ok = false;
    return text.size() > 1 && text.front() == u'-' && text.at(1).isDigit() && (text.toDouble(&ok), ok);
}

/**
 * Throws UsageError for an argument beyond the most that command (and its subcommand, the first positional
 * argument) takes: one table for every club command, so that an extra argument is refused rather than ignored (L5).
 */
void checkArgumentCount(const QString &command, const QStringList &positional);

/**
 * Parses argv, the arguments after command, with the given value options (--NAME VALUE); throws UsageError with the
 * parser's message, or for an argument too many (checkArgumentCount). A negative number is an argument where it is
 * not an option's value, so that `games edit -1` says what is wrong with the game id rather than "Unknown option '1'".
 */
inline void parseArgs(Args &args, const QString &command, const QStringList &argv,
                      std::initializer_list<const char *> options)
{
    for (const char *name : options)
        args.parser.addOption({QString::fromLatin1(name), QString(), QStringLiteral("VALUE")});
    // Negative numbers stand in the parse as markers (U+FDD0, a noncharacter, and their index), taken back after.
    // One right after an option ("--round -1") is left as it is: the option's value, said by the option's check.
    QStringList marked {QStringLiteral("podium-cli")};
    QStringList negatives;
    for (qsizetype i = 0; i < argv.size(); ++i) {
        const QString &before = i > 0 ? argv.at(i - 1) : QString();
        const bool optionValue = before.startsWith(u'-') && !before.contains(u'=') && before != QLatin1String("--")
            && !isNegativeNumber(before);
        if (!optionValue && isNegativeNumber(argv.at(i))) {
            marked.append(QString(QChar(0xFDD0)) + QString::number(negatives.size()));
            negatives.append(argv.at(i));
        } else {
            marked.append(argv.at(i));
        }
    }
    if (!args.parser.parse(marked))
        throw UsageError(args.parser.errorText());
    args.positional = args.parser.positionalArguments();
    for (QString &argument : args.positional) {
        if (argument.startsWith(QChar(0xFDD0)))
            argument = negatives.value(argument.mid(1).toInt());
    }
    checkArgumentCount(command, args.positional);
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
