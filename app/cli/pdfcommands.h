// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/eventreports.h"

#include <QByteArray>
#include <QStringList>
#include <QUrl>

#include <vector>

namespace podium {
class Club;
}

namespace podium::cli {

struct Args;

/** Whether a command line asks for a PDF (`export ... FILE.pdf` or `--format pdf`): podium-cli then starts with
 *  Qt Gui's fonts (offscreen), which everything else does without. */
bool wantsPdf(int argc, char **argv);

/** `export standings|event|round|player ... FILE.pdf [--paper a4|letter]`: args parsed with "format" and "paper";
 *  the leaderboard a standings export takes when none is named comes from leaderboard. */
QByteArray exportPdf(Club &club, const Args &args, const QString &defaultLeaderboard);

/** Returns when this program writes PDF files; podium-cli-club throws FullProgramNeeded, before anything is written, so
 *  that podium-cli-full does the whole command. */
void requirePdfWriter();
/** The players' code slips of an event as a PDF file's bytes (ui::CodeSlipSheet), on the paper of --paper. */
QByteArray codeSlipsPdf(const QString &event, const std::vector<club::PlayerCode> &codes, const QUrl &board,
                        const Args &args);

} // namespace podium::cli
