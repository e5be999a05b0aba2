// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "widgets/banner.h"

#include <QApplication>
#include <QEvent>

namespace podium::ui {

Banner::Banner(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    hide();
    restyle();
}

void Banner::say(const QString &text, Kind kind)
{
    m_kind = kind;
    setText(text);
    setVisible(!text.isEmpty());
    restyle();
}

QString Banner::shown() const
{
    return isHidden() ? QString() : text();
}

void Banner::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        restyle();
}

void Banner::restyle()
{
    // Pairs with a contrast of at least 7:1 (WCAG AAA), deeper in the dark appearance so that the banner does
    // not glare against dark pages. The window's palette decides, not the banner's own: its style sheet gives it
    // a background of its own.
    const QPalette window = parentWidget() ? parentWidget()->palette() : QApplication::palette();
    const bool dark = window.color(QPalette::Window).lightness() < 128;
    const char *colours = nullptr;
    switch (m_kind) {
    case Kind::Problem:
        colours = dark ? "color: #ffdad6; background: #8c1d18;" : "color: #ffffff; background: #a3231b;";
        break;
    case Kind::Warning:
        colours = dark ? "color: #ffe08a; background: #4d3d00;" : "color: #1f1b00; background: #f2c744;";
        break;
    case Kind::Success:
        colours = dark ? "color: #c4eed0; background: #0f3d22;" : "color: #0b2e18; background: #bfe8cc;";
        break;
    }
    const QString sheet = QLatin1String(colours) + QLatin1String(" padding: 4px; border-radius: 3px;");
    if (styleSheet() != sheet)
        setStyleSheet(sheet);
}

} // namespace podium::ui
