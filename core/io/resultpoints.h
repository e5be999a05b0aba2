// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "io/trf.h"

#include <QString>

#include <optional>

namespace podium::io {

/** The most a result may be worth: TRF-16 writes points in four columns with one decimal ("11.5"). */
inline constexpr double kMaxResultPoints = 99.9;

/** Points that break the rule of resultPointsProblem. */
struct PointsProblem
{
    double TrfPoints::*field = nullptr; ///< the points out of range, or worth more than limit
    double TrfPoints::*limit = nullptr; ///< the points field may not exceed; null for points out of range
    QString message; ///< what is wrong, without where: the caller names the option, the line or the row
};

/**
 * The one rule for what results are worth, whichever way the points come in (podium-cli event create and the
 * app's event dialog, a TRF file's BB lines, a backup's events): each of win, draw, loss, zero-point bye, forfeit
 * loss and pairing-allocated bye is a number from 0 to 99.9 with at most one decimal, what TRF's four columns hold,
 * so that every event can be written to a TRF file and read back the same; a draw is worth no more than a win, a
 * loss no more than a draw, and a bye, a zero-point bye or a forfeit loss no more than a win. Returns the first
 * problem found, or nothing.
 */
std::optional<PointsProblem> resultPointsProblem(const TrfPoints &points);

} // namespace podium::io
