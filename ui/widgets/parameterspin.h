// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "rating/ratingsystem.h"

class QDoubleSpinBox;
class QWidget;

namespace podium::ui {

/** Decimals enough for every default (25/300 = 0.0833...), fewer where the numbers are large. */
int parameterDecimals(double defaultValue);

/**
 * Gives a spin box a numeric parameter's range (an excluded bound moved inwards by the smallest step of the
 * decimals shown), decimals and step, without changing its value's meaning: what a leaderboard's form and the
 * Compare page's sweeps enter parameters with.
 */
void fitToParameter(QDoubleSpinBox *box, const rating::ParamInfo &info);

/** A spin box fitted to the parameter, showing its default. */
QDoubleSpinBox *parameterSpinBox(const rating::ParamInfo &info, QWidget *parent);

} // namespace podium::ui
