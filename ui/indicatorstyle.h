// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QProxyStyle>

namespace podium::ui {

/**
 * Qt's Fusion style, with check box and radio button frames that stand out on a dark palette. Fusion draws them
 * a shade darker than the window whatever the palette, which on a dark window and a dark list or field leaves an
 * unticked box invisible: an unchecked entrant reads as plain text (U4 of the review).
 */
class IndicatorStyle : public QProxyStyle
{
public:
    IndicatorStyle();

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;

    /** The frame of a check box or radio button on a dark palette: the text blended into the base, at least 3:1
     *  against the window and the base (WCAG 2.1, 1.4.11 Non-text Contrast); quieter when disabled. */
    static QColor indicatorFrame(const QPalette &palette, bool enabled = true);
    /** A palette whose window is darker than mid grey. */
    static bool isDark(const QPalette &palette);
};

} // namespace podium::ui
