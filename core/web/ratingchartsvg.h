// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"

#include <QString>

#include <vector>

namespace podium::web {

/**
 * A player's rating history as an SVG image, drawn as the app's chart draws one player (ui/charts/historyplot):
 * the μ line with its points, and where the rating has an uncertainty the band μ ± 2σ under it and the dashed
 * conservative rating μ − 3σ (Glicko-2: r ± 2RD and r − 2RD). Dates along the bottom (game numbers when every game
 * was on one day), values up the side, in the user's locale. Colours are attributes, not a style sheet, so that the
 * image reads the same inline in a page, on its own and in a file; text is escaped. Without points: an empty frame
 * that says so.
 */
QString ratingChartSvg(const std::vector<club::HistoryPoint> &points, bool withUncertainty, const QString &title);

} // namespace podium::web
