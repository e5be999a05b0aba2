// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "cli/args.h"

#include <QByteArray>

namespace podium {
class Club;
}

namespace podium::cli {

/** event export NAME FILE.trf: the event as a FIDE TRF-16 file. */
QByteArray exportEventTrf(Club &club, const Args &args);
/** event import FILE.trf [--name NAME] [--discipline D] [--leaderboard L]: a new event from a TRF file. */
QByteArray importEventTrf(Club &club, const Args &args);

} // namespace podium::cli
