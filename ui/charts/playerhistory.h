#pragma once

#include "club/records.h"

#include <QString>

#include <vector>

namespace podium::ui {

/** One player's line in the rating history chart. */
struct PlayerHistory
{
    QString player;
    std::vector<db::HistoryPoint> points;
};

} // namespace podium::ui
