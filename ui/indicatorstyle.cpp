// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "indicatorstyle.h"

#include <QPainter>
#include <QPainterPath>
#include <QStyleFactory>
#include <QStyleOption>

namespace podium::ui {

namespace {

QColor blend(const QColor &over, const QColor &under, double amount)
{
    return QColor::fromRgbF(static_cast<float>(over.redF() * amount + under.redF() * (1 - amount)),
                            static_cast<float>(over.greenF() * amount + under.greenF() * (1 - amount)),
                            static_cast<float>(over.blueF() * amount + under.blueF() * (1 - amount)));
}

} // namespace

IndicatorStyle::IndicatorStyle()
    : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion")))
{ }

bool IndicatorStyle::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor IndicatorStyle::indicatorFrame(const QPalette &palette, bool enabled)
{
    return blend(palette.color(QPalette::Text), palette.color(QPalette::Base), enabled ? 0.55 : 0.35);
}

void IndicatorStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                                   const QWidget *widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    const bool indicator = element == PE_IndicatorCheckBox || element == PE_IndicatorRadioButton;
    // Keyboard focus keeps Fusion's highlighted frame; only the frame that is lost on a dark palette is redrawn.
    const bool focusFrame = (option->state & State_HasFocus) && (option->state & State_KeyboardFocusChange);
    if (!indicator || focusFrame || !isDark(option->palette))
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(indicatorFrame(option->palette, option->state & State_Enabled)));
    const QRect rect = option->rect;
    if (element == PE_IndicatorCheckBox) {
        // Where Fusion draws its frame: half a pixel in, one pixel less wide and high.
        painter->translate(0.5, 0.5);
        painter->drawRect(rect.adjusted(0, 0, -1, -1));
    } else {
        const double radius = (rect.width() + (rect.width() + 1) % 2) / 2.0 - 1;
        painter->drawEllipse(QPointF(rect.center()) + QPointF(1, 1), radius, radius);
    }
    painter->restore();
}

} // namespace podium::ui
