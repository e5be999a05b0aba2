// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// Runs the real podium-cli binary (PODIUM_CLI_PATH) for the command-line tests.

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

namespace podium::test {

struct CliResult
{
    int status = -1; ///< exit code, -1 when it crashed
    QByteArray out;
    QByteArray err;
};

/** The environment podium-cli runs in: this process's, in English whatever the machine's language (the tests
 *  compare its messages), with the variables of extra ("NAME=VALUE") on top. */
inline QProcessEnvironment cliEnvironment(const QStringList &extra = {})
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    for (const QString &variable : extra)
        environment.insert(variable.section(QLatin1Char('='), 0, 0), variable.section(QLatin1Char('='), 1));
    return environment;
}

/** Runs podium-cli with the arguments and standard input, in English unless environment says otherwise; fails
 *  hard if it cannot start or hangs. */
inline CliResult cli(const QStringList &arguments, const QByteArray &input = {},
                     const QProcessEnvironment &environment = cliEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
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
