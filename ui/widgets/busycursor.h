// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QCursor>
#include <QGuiApplication>

namespace podium::ui {

/** Shows the busy cursor over the whole application while it lives: around work on the GUI thread that may
 *  take longer than a glance (replaying a big leaderboard). */
class BusyCursor
{
public:
    BusyCursor() { QGuiApplication::setOverrideCursor(Qt::BusyCursor); }
    ~BusyCursor() { QGuiApplication::restoreOverrideCursor(); }
    BusyCursor(const BusyCursor &) = delete;
    BusyCursor &operator=(const BusyCursor &) = delete;
};

} // namespace podium::ui
