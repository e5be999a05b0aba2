// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QByteArray>
#include <QStringList>

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

} // namespace podium::cli
