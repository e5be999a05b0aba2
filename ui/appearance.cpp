// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "appearance.h"

#include "indicatorstyle.h"

#include <QApplication>
#include <QPalette>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

namespace podium::ui {

namespace {

const QString kSettingsKey = QStringLiteral("view/appearance");

struct Startup
{
    QString styleName;
    QPalette palette;
};

/** The style and palette the platform gave Podium, captured before the first change. */
Startup &startup()
{
    static Startup s {QApplication::style()->name(), QApplication::palette()};
    return s;
}

} // namespace

QPalette darkPalette()
{
    // Contrast ratios (WCAG 2.1): text 13:1 on the base, selected text 5.3:1 on the highlight (at least 4.5:1),
    // placeholder text 5.9:1 on the base and 4.9:1 on the window (4.2:1 before, U6 of the desktop review), disabled
    // text 3.5:1 on the window (WCAG asks nothing of it), links 7.9:1 on the base.
    const QColor window(0x2b, 0x2d, 0x31), base(0x1e, 0x1f, 0x22), text(0xe6, 0xe6, 0xe6);
    const QColor disabledText(0x80, 0x80, 0x80), placeholder(0x9a, 0x9a, 0x9a), highlight(0x2f, 0x6b, 0xbf),
        link(0x7a, 0xb7, 0xff);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, placeholder);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Light, window.lighter(150));
    p.setColor(QPalette::Midlight, window.lighter(125));
    p.setColor(QPalette::Mid, window.darker(120));
    p.setColor(QPalette::Dark, window.darker(150));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, link);
    p.setColor(QPalette::LinkVisited, link.darker(120));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabledText);
    return p;
}

void applyAppearance(Appearance appearance)
{
    const Startup &original = startup();
    switch (appearance) {
    case Appearance::System:
        if (QApplication::style()->name() != original.styleName)
            QApplication::setStyle(QStyleFactory::create(original.styleName));
        QApplication::setPalette(original.palette);
        break;
    case Appearance::Light:
        QApplication::setStyle(new IndicatorStyle);
        QApplication::setPalette(QApplication::style()->standardPalette());
        break;
    case Appearance::Dark:
        QApplication::setStyle(new IndicatorStyle);
        QApplication::setPalette(darkPalette());
        break;
    }
}

Appearance savedAppearance()
{
    return appearanceFromName(QSettings().value(kSettingsKey).toString());
}

void saveAppearance(Appearance appearance)
{
    QSettings().setValue(kSettingsKey, appearanceName(appearance));
}

QString appearanceName(Appearance appearance)
{
    switch (appearance) {
    case Appearance::Light:
        return QStringLiteral("light");
    case Appearance::Dark:
        return QStringLiteral("dark");
    case Appearance::System:
        break;
    }
    return QStringLiteral("system");
}

Appearance appearanceFromName(const QString &name)
{
    if (name == QLatin1String("light"))
        return Appearance::Light;
    if (name == QLatin1String("dark"))
        return Appearance::Dark;
    return Appearance::System;
}

QIcon themedIcon(const QString &name)
{
    QIcon fallback;
    for (const int size : {16, 22, 24, 32, 48})
        fallback.addFile(QStringLiteral(":/icons/%1x%1/%2.png").arg(size).arg(name), QSize(size, size));
    return QIcon::fromTheme(name, fallback);
}

} // namespace podium::ui
