// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QLayout>
#include <QWidget>

namespace podium::ui {

/** Makes window as tall as its layout needs at its width. A window does not take its word-wrapped labels' height for
 *  its width by itself: without this a note shown, an error of two lines or notes rebuilt were cut, or pushed what
 *  lies below them over the list above (the New Event dialog's count of entrants drawn over the list, once its
 *  error wrapped). */
inline void fitHeight(QWidget *window)
{
    if (!window->layout())
        return;
    window->layout()->activate();
    const int needed = window->layout()->totalHeightForWidth(window->width());
    if (needed > window->height())
        window->resize(window->width(), needed);
}

} // namespace podium::ui
