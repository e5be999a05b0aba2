// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium-cli's side of the PDF export and the live board: hand the command over to podium-cli-full.
#include "cli/clitext.h"
#include "cli/fullprogram.h"
#include "cli/pdfcommands.h"
#include "cli/servecommand.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <cerrno>
#include <cstring>

#include <unistd.h>

namespace podium::cli {

QByteArray exportPdf(Club &, const Args &, const QString &)
{
    throw FullProgramNeeded {};
}

QByteArray serveCommand(Club &, const QStringList &)
{
    throw FullProgramNeeded {};
}

void requirePdfWriter()
{
    throw FullProgramNeeded {};
}

QByteArray codeSlipsPdf(const QString &, const std::vector<club::PlayerCode> &, const QUrl &, const Args &)
{
    throw FullProgramNeeded {};
}

Outcome handOver(char **argv)
{
    // Beside podium-cli in the build tree; installed, in libexec (PODIUM_CLI_FULL_RELATIVE from the binaries' folder).
    const QDir here(QCoreApplication::applicationDirPath());
    const QString name = QStringLiteral("podium-cli-full");
    QString program = here.filePath(name);
    if (!QFileInfo(program).isExecutable())
        program = QDir::cleanPath(here.filePath(QStringLiteral(PODIUM_CLI_FULL_RELATIVE "/") + name));
    const QByteArray path = QFile::encodeName(program);
    ::execv(path.constData(), argv);
    // Still here: it is missing or cannot run.
    const QString reason = QString::fromLocal8Bit(std::strerror(errno));
    return failure(CliText::tr("PDF files and the live board are made by %1, which cannot be started: %2")
                       .arg(QDir::toNativeSeparators(program), reason));
}

} // namespace podium::cli
