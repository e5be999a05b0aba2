// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QByteArray>
#include <QStringList>

namespace podium {
class Club;
}

namespace podium::cli {

/** podium-cli backtest FILE [-a ALGORITHM[:NAME=VALUE,...]]... [-p NAME=VALUE]... [--sweep NAME=FROM:TO:STEP]...
 *  [--format text|csv|json]: the TrueSkill paper's comparison on an interchange file (- for standard input). */
QByteArray backtestFile(const QStringList &argv, const QByteArray &input);

/** podium-cli --db FILE backtest [--leaderboard NAME | --discipline D] [--from DATE] [--to DATE] and the same options:
 *  on the club's games of that scope. */
QByteArray backtestClub(Club &club, const QStringList &argv);

} // namespace podium::cli
