// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium-cli: Podium's rating calculator and history replayer, and the club's commands; the same main() for the three
// programs behind podium-cli's front (cli/programs.h): the calculator (PODIUM_CLI_CALCULATOR) and the club's
// commands, modules that the front loads (PODIUM_CLI_MODULE), and podium-cli-full (PODIUM_CLI_FULL).
#include "cli/clitext.h"
#include "cli/commands.h"
#include "cli/pdfcommands.h"
#include "cli/programs.h"
#include "i18n/translators.h"
#include "store/filecheck.h"

#include <QCoreApplication>
#include <QFile>
#ifdef PODIUM_CLI_FULL
#include <QGuiApplication>
#endif

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <memory>
#include <new>

namespace {

using podium::cli::CliText;

/** Writes all of data to stream and flushes it: false when any of it did not get there (a full disk, a closed
 *  pipe). A buffered write only fails at the flush, so both are checked. */
bool writeAll(std::FILE *stream, const QByteArray &data)
{
    const auto size = static_cast<std::size_t>(data.size());
    return std::fwrite(data.constData(), 1, size, stream) == size && std::fflush(stream) == 0;
}

/** Reads standard input whole into input, false when it holds more than a file may (`rate < /dev/zero`, L2). */
bool readInput(QByteArray &input)
{
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly))
        return true;
    constexpr qint64 kChunk = qint64(1) << 20;
    while (input.size() <= podium::store::kMaxReadBytes) {
        const QByteArray chunk = in.read(kChunk);
        if (chunk.isEmpty())
            return true;
        input += chunk;
    }
    return false;
}

/** The status main() returns for a command podium-cli-full runs (cli/programs.h). */
[[maybe_unused]] constexpr int kFullProgramNeeded = -1;

/** Runs the command; what it could not do for want of memory, or what podium-cli-full does, as its outcome. */
podium::cli::Outcome run(const QStringList &arguments, const QByteArray &input)
{
    try {
#ifdef PODIUM_CLI_CALCULATOR
        return podium::cli::runCalculator(arguments, input);
#else
        return podium::cli::run(arguments, input);
#endif
#if !defined(PODIUM_CLI_FULL) && !defined(PODIUM_CLI_CALCULATOR)
    } catch (const podium::cli::FullProgramNeeded &) {
        return {kFullProgramNeeded, {}, {}};
#endif
    } catch (const std::bad_alloc &) {
        // The commands refuse sizes they cannot hold; this is for what no check foresaw (L2).
        return podium::cli::failure(CliText::tr("not enough memory for this command and its input"));
    }
}

/** Writes the outcome and returns the process's status. Output that did not arrive is a failure (L1 of the
 *  reliability review): a script must not take a truncated or missing result for a whole one. */
int written(const podium::cli::Outcome &outcome)
{
    if (!writeAll(stdout, outcome.out)) {
        const QString reason = QString::fromLocal8Bit(std::strerror(errno));
        writeAll(stderr, podium::cli::failure(CliText::tr("cannot write to standard output: %1").arg(reason)).err);
        return 1;
    }
    writeAll(stderr, outcome.err);
    return outcome.status;
}

#ifdef PODIUM_CLI_FULL
QtMessageHandler g_qtHandler = nullptr;

/** Qt's messages as they are, but for the warning that a PDF's platform gives where XDG_RUNTIME_DIR is not set (a
 *  cron job, a container): Qt falls back to a folder of its own and all goes well, so it is noise on the standard
 *  error of a command that worked (L5). Every other message, warning or error, passes. */
void quietRuntimeDirWarning(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    g_qtHandler(type, context, message);
}
#endif

} // namespace

#ifdef PODIUM_CLI_MODULE
// The calculator and the club's commands are modules that podium-cli's front loads (cli/front.cpp): their main().
extern "C" Q_DECL_EXPORT int podium_cli_main(int argc, char *argv[])
#else
int main(int argc, char *argv[])
#endif
{
    // A reader that goes away (`podium-cli generate ... | head`) is a failed write, reported below, not a
    // silent death by SIGPIPE.
#ifdef SIGPIPE
    std::signal(SIGPIPE, SIG_IGN);
#endif
    QCoreApplication::setApplicationName(QStringLiteral("podium-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PODIUM_VERSION));
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    // Only `rate`, `replay -`, `backtest -` and `games add|edit` read standard input; the others must not wait for
    // it. On a club, `-` is the standard output of `backup -` and the exports.
    const bool onClub = arguments.value(0) == QStringLiteral("--db");
    const bool readsInput = (!onClub && arguments.contains(QStringLiteral("-")))
        || arguments.value(0) == QStringLiteral("rate")
        || (arguments.value(0) == QStringLiteral("--db") && arguments.value(2) == QStringLiteral("games")
            && (arguments.value(3) == QStringLiteral("add") || arguments.value(3) == QStringLiteral("edit")));
    QByteArray input;
    const bool inputFits = !readsInput || readInput(input);
    podium::cli::Outcome outcome;
#ifdef PODIUM_CLI_CALCULATOR
    // A rating, a replay or a synthetic history that succeeds says nothing to people: its CSV or JSON needs neither
    // Qt's application object nor the translations, which took a millisecond of a 25 ms replay (issue 30). One that
    // fails runs again below with both, to say why in the user's language; these commands write nothing else.
    const QString command = arguments.value(0);
    if (inputFits && !podium::cli::asksForHelp(arguments)
        && (command == QStringLiteral("replay") || command == QStringLiteral("rate")
            || command == QStringLiteral("generate"))) {
        outcome = run(arguments, input);
        if (outcome.status == 0)
            return written(outcome);
    }
#endif
    std::unique_ptr<QCoreApplication> app;
#ifdef PODIUM_CLI_FULL
    // A PDF needs Qt Gui's fonts, and a platform for them: offscreen, so that it works without a display.
    // Everything else starts without Qt Gui's platform, which is quicker.
    if (podium::cli::wantsPdf(argc, argv)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        g_qtHandler = qInstallMessageHandler(quietRuntimeDirWarning);
        app = std::make_unique<QGuiApplication>(argc, argv);
    }
#endif
    if (!app)
        app = std::make_unique<QCoreApplication>(argc, argv);
    // Messages in the system's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), core's errors too.
    podium::i18n::installTranslators();
    if (!inputFits)
        outcome = podium::cli::failure(CliText::tr("standard input is larger than the %1 MiB Podium reads")
                                           .arg(podium::store::kMaxReadBytes >> 20));
    else
        outcome = run(arguments, input);
#if !defined(PODIUM_CLI_FULL) && !defined(PODIUM_CLI_CALCULATOR)
    if (outcome.status == kFullProgramNeeded) {
        // A PDF or the live board, in podium-cli-club (cli/programs.h): nothing was written, and the club is closed.
        outcome = podium::cli::handOverToFull(argv);
    }
#endif
    return written(outcome);
}
