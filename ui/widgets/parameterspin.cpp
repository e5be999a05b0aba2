// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "widgets/parameterspin.h"

#include <QDoubleSpinBox>

#include <cmath>

namespace podium::ui {

namespace {

/** The bound, or the smallest step inside an excluded one, rounded inwards to the decimals shown: a spin box
 *  rounds its range to them, and Elo's smallest beta, 0.001, would become 0 at one decimal. */
double inside(double bound, bool included, double towards, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    const double value = included ? bound : bound + (towards > bound ? 1.0 : -1.0) / scale;
    const double slack = 1e-9; // 0.0001 * 10^4 is not exactly 1
    return towards > bound ? std::ceil(value * scale - slack) / scale : std::floor(value * scale + slack) / scale;
}

} // namespace

int parameterDecimals(double defaultValue)
{
    return std::abs(defaultValue) >= 100 ? 1 : (std::abs(defaultValue) >= 10 ? 2 : 4);
}

void fitToParameter(QDoubleSpinBox *box, const rating::ParamInfo &info)
{
    const int decimals = parameterDecimals(info.defaultValue);
    box->setDecimals(decimals);
    box->setRange(inside(info.minimum, info.minimumIncluded, info.maximum, decimals),
                  inside(info.maximum, info.maximumIncluded, info.minimum, decimals));
    box->setSingleStep(info.maximum <= 1.0 ? 0.01 : (info.defaultValue >= 100 ? 10.0 : 0.5));
}

QDoubleSpinBox *parameterSpinBox(const rating::ParamInfo &info, QWidget *parent)
{
    auto *number = new QDoubleSpinBox(parent);
    fitToParameter(number, info);
    number->setValue(info.defaultValue);
    return number;
}

} // namespace podium::ui
