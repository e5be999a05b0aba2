// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QIcon>
#include <QPalette>
#include <QString>

namespace podium::ui {

/** How Podium looks: the system's light or dark mode, or one chosen by the organiser (a dark hall, a projector). */
enum class Appearance { System, Light, Dark };

/** Applies an appearance to the whole application; System restores the style and palette Podium started with. */
void applyAppearance(Appearance appearance);

/** The palette of the dark appearance, for Qt's Fusion style, which draws every widget from the palette alone (with
 *  IndicatorStyle's frames for check boxes and radio buttons). */
QPalette darkPalette();

/** The appearance saved in the settings (System when none is). */
Appearance savedAppearance();
void saveAppearance(Appearance appearance);

/** The settings' name for an appearance, and back ("system", "light", "dark"); unknown names are System. */
QString appearanceName(Appearance appearance);
Appearance appearanceFromName(const QString &name);

/** The icon theme's icon of a freedesktop name ("document-open"), else Podium's own drawing of it (ui/icons, as
 *  PNGs of 16 to 48 pixels). */
QIcon themedIcon(const QString &name);

} // namespace podium::ui
