// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "cli/args.h"

#include <QByteArray>

namespace podium {
class Club;
}

namespace podium::cli {

/** event codes NAME [--player P] [--all] [--format csv|html] [--board URL]: issues players' codes (to the entrants
 *  without one; to P again; to everyone again with --all) and writes them once, as CSV or as printable slips. */
QByteArray eventCodes(Club &club, const Args &args);
/** event reports NAME [--all]: the players' reports waiting for the desk (every one with --all). */
QByteArray eventReports(Club &club, const Args &args);
/** event accept NAME REPORT [--ranks R1,R2,... | --games W1-W2[-D]]: the report's result (or the one given) becomes
 *  the table's; the table's other reports are turned down. */
QByteArray acceptReport(Club &club, const Args &args);
/** event reject NAME REPORT: turns a report down without a result. */
QByteArray rejectReport(Club &club, const Args &args);

} // namespace podium::cli
