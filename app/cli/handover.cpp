// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium-cli-club's side of the PDF export and the live board: the command goes to podium-cli-full (cli/programs.h).
#include "cli/pdfcommands.h"
#include "cli/programs.h"
#include "cli/servecommand.h"

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

} // namespace podium::cli
