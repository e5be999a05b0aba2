#pragma once

// Runs the real podium-cli binary (PODIUM_CLI_PATH) for the command-line tests.

#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace podium::test {

struct CliResult
{
    int status = -1; ///< exit code, -1 when it crashed
    QByteArray out;
    QByteArray err;
};

/** Runs podium-cli with the arguments and standard input; fails hard if it cannot start or hangs. */
inline CliResult cli(const QStringList &arguments, const QByteArray &input = {})
{
    QProcess process;
    process.start(QStringLiteral(PODIUM_CLI_PATH), arguments);
    if (!process.waitForStarted())
        qFatal("cannot start %s", PODIUM_CLI_PATH);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000))
        qFatal("podium-cli did not finish");
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

} // namespace podium::test
