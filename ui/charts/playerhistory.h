// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"

#include <QString>

#include <vector>

namespace podium::ui {

/** One player's line in the rating history chart. */
struct PlayerHistory
{
    QString player;
    std::vector<club::HistoryPoint> points;
};

} // namespace podium::ui
