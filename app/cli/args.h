#pragma once

#include "store/dberror.h"

#include <QCommandLineParser>
#include <QStringList>

#include <initializer_list>

namespace podium::cli {

/** A command's arguments after its name, with the options it knows parsed. */
struct Args
{
    QStringList positional;
    QCommandLineParser parser;
    QString value(const char *option) const { return parser.value(QLatin1String(option)); }
    bool isSet(const char *option) const { return parser.isSet(QLatin1String(option)); }
};

/** Parses argv with the given value options (--NAME VALUE); throws DbError with the parser's message. */
inline void parseArgs(Args &args, const QStringList &argv, std::initializer_list<const char *> options)
{
    for (const char *name : options)
        args.parser.addOption({QString::fromLatin1(name), QString(), QStringLiteral("VALUE")});
    if (!args.parser.parse(QStringList {QStringLiteral("podium-cli")} + argv))
        throw db::DbError(args.parser.errorText());
    args.positional = args.parser.positionalArguments();
}

/** Throws DbError with the usage line unless there are exactly count positional arguments. */
inline void expectPositional(const Args &args, qsizetype count, const QString &usage)
{
    if (args.positional.size() != count)
        throw db::DbError(QStringLiteral("usage: podium-cli --db FILE %1").arg(usage));
}

} // namespace podium::cli
