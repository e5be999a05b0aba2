// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "io/resultpoints.h"

#include "io/errortext.h"

#include <cmath>

namespace podium::io {

namespace {

QString number(double value)
{
    return QString::number(value, 'g', 10);
}

/** Whether points fit TRF's columns: from 0 to 99.9, in tenths (a tolerance for the binary fractions of 0.1). */
bool fitsColumns(double points)
{
    if (!std::isfinite(points) || points < 0.0)
        return false;
    const double tenths = std::round(points * 10.0);
    return tenths <= kMaxResultPoints * 10.0 + 0.5 && std::abs(points * 10.0 - tenths) < 1e-6;
}

} // namespace

std::optional<PointsProblem> resultPointsProblem(const TrfPoints &p)
{
    using P = TrfPoints;
    for (double P::*field : {&P::win, &P::draw, &P::loss, &P::zeroBye, &P::forfeitLoss, &P::pairingBye}) {
        if (!fitsColumns(p.*field))
            return PointsProblem {field, nullptr,
                                  ErrorText::tr("%1 is not a number of points from 0 to %2 with at most one decimal")
                                      .arg(number(p.*field), number(kMaxResultPoints))};
    }
    const auto above = [&](double P::*field, double P::*limit, const QString &message) {
        return PointsProblem {field, limit, message.arg(number(p.*field), number(p.*limit))};
    };
    if (p.draw > p.win)
        return above(&P::draw, &P::win, ErrorText::tr("a draw cannot be worth more than a win (%1 against %2)"));
    if (p.loss > p.draw)
        return above(&P::loss, &P::draw, ErrorText::tr("a loss cannot be worth more than a draw (%1 against %2)"));
    if (p.pairingBye > p.win)
        return above(&P::pairingBye, &P::win, ErrorText::tr("a bye cannot be worth more than a win (%1 against %2)"));
    if (p.zeroBye > p.win)
        return above(&P::zeroBye, &P::win,
                     ErrorText::tr("a zero-point bye cannot be worth more than a win (%1 against %2)"));
    if (p.forfeitLoss > p.win)
        return above(&P::forfeitLoss, &P::win,
                     ErrorText::tr("a forfeit loss cannot be worth more than a win (%1 against %2)"));
    return std::nullopt;
}

} // namespace podium::io
