// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Handing a command over to another of podium-cli's programs (cli/programs.h).
#include "cli/programs.h"

#include "cli/clitext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>

#include <unistd.h>

namespace podium::cli {

namespace {

const QString kFullProgram = QStringLiteral("podium-cli-full");

/** The program name beside this one (the build tree), else where an installed podium-cli finds it:
 *  PODIUM_LIBEXEC_RELATIVE from the binaries' folder. */
QString programPath(const QString &folder, const QString &name)
{
    const QDir here(folder);
    const QString beside = here.filePath(name);
    if (QFileInfo(beside).isExecutable())
        return beside;
    return QDir::cleanPath(here.filePath(QStringLiteral(PODIUM_LIBEXEC_RELATIVE "/") + name));
}

/** execv's program; returns only when it failed, with its path and errno's reason. */
std::pair<QString, QString> replaceBy(const QString &name, char **argv)
{
    const QString program = programPath(QCoreApplication::applicationDirPath(), name);
    const QByteArray path = QFile::encodeName(program);
    ::execv(path.constData(), argv);
    return {QDir::toNativeSeparators(program), QString::fromLocal8Bit(std::strerror(errno))};
}

} // namespace

Outcome handOverToFull(char **argv)
{
    const auto [program, reason] = replaceBy(kFullProgram, argv);
    return failure(
        CliText::tr("PDF files and the live board are made by %1, which cannot be started: %2").arg(program, reason));
}

} // namespace podium::cli
