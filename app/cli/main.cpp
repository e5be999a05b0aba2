// podium-cli: Podium's rating calculator and history replayer.
#include "cli/commands.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("podium-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PODIUM_VERSION));

    QStringList arguments = QCoreApplication::arguments();
    arguments.removeFirst();
    // Only `rate`, `replay -` and `games add|edit` read standard input; the others must not wait for it.
    const bool readsInput = arguments.contains(QStringLiteral("-")) || arguments.value(0) == QStringLiteral("rate")
        || (arguments.value(0) == QStringLiteral("--db") && arguments.value(2) == QStringLiteral("games")
            && (arguments.value(3) == QStringLiteral("add") || arguments.value(3) == QStringLiteral("edit")));
    QByteArray input;
    if (readsInput) {
        QFile in;
        if (in.open(stdin, QIODevice::ReadOnly))
            input = in.readAll();
    }
    const podium::cli::Outcome outcome = podium::cli::run(arguments, input);
    std::fwrite(outcome.out.constData(), 1, static_cast<std::size_t>(outcome.out.size()), stdout);
    std::fwrite(outcome.err.constData(), 1, static_cast<std::size_t>(outcome.err.size()), stderr);
    return outcome.status;
}
