// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "charts/playerhistory.h"

#include <QSize>
#include <QWidget>

#include <memory>
#include <utility>

class QChart;
class QChartView;

namespace podium::ui {

class HistoryPlot;

/**
 * Rating histories over time: the rating after each game, with the uncertainty band mu +- 2 sigma
 * shaded and the conservative rating mu - 3 sigma as a dashed line when the algorithm has an
 * uncertainty (of one player: the first, or the one whose name is clicked in the legend); up to five players
 * in distinguishable colours. Hovering a point tells its game; a horizontal drag zooms in, a right click or
 * Escape zooms out; savePng() saves the chart with a title at a landscape size.
 *
 * The one place that uses Qt Charts (deprecated from Qt 6.10): its classes stay inside ui/charts' .cpp files,
 * and podium_ui links Qt Charts privately, so replacing it later touches these files alone.
 */
class RatingHistoryChart : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kMaxPlayers = 5;
    /** The size of an exported image: landscape, whatever the shape of the widget on screen. */
    static constexpr QSize kExportSize {1600, 900};

    explicit RatingHistoryChart(QWidget *parent = nullptr);
    ~RatingHistoryChart() override;

    /** Shows these players (the first kMaxPlayers with games); withUncertainty draws the band and conservative
     *  line. */
    void setHistories(const std::vector<PlayerHistory> &histories, bool withUncertainty);
    /** The leaderboard the histories come from: an exported image's title names it. */
    void setLeaderboard(const QString &name) { m_leaderboard = name; }
    /** Draws the band and conservative line of this player (one of those shown). */
    void setFocusPlayer(const QString &player);
    /** Writes the chart as a PNG of kExportSize with a title; false when the file cannot be written. */
    bool savePng(const QString &path);
    /** The image savePng() writes. */
    QImage image(QSize size = kExportSize) const;

    /** The number of players shown. */
    int playerCount() const;
    /** True while the chart is drawn in its dark theme (following a dark window palette). */
    bool isDark() const;

    // Read-only views of what is drawn, for tests and for the status of the page.
    /** The names the legend shows, in its order. */
    QStringList legendNames() const;
    /** The player whose band is drawn; empty without bands. */
    QString focusPlayer() const;
    /** The title of an exported image: the leaderboard and the players. */
    QString exportTitle() const;
    /** True when the horizontal axis counts games (every game shown within one day) rather than dates. */
    bool countsGames() const;
    /** The horizontal axis' range: milliseconds since the epoch, or game numbers. */
    std::pair<qreal, qreal> xRange() const;
    /** The value axis' range. */
    std::pair<qreal, qreal> yRange() const;
    /** The labels of the horizontal axis' ticks as drawn. */
    QStringList xLabels() const;
    /** The number of points the player (by index among those shown) has on the chart. */
    int pointCount(int player) const;
    /** The tooltip of the player's point (by indices among those shown). */
    QString pointTip(int player, int point) const;
    /** The chart's view, where the mouse drags to zoom. */
    QWidget *view() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    /** Light or dark chart to match the window's palette (the system's light or dark mode). */
    void followPalette();
    void redraw();
    /** Hovering a point tells its game; clicking a player in the legend brings their band. */
    void connectPlot();

    QChart *chart() const;

    QChartView *m_view;
    std::unique_ptr<HistoryPlot> m_plot;
    std::vector<PlayerHistory> m_shown; ///< what setHistories was given, to draw again after a theme change
    bool m_withUncertainty = false;
    QString m_focus;
    QString m_leaderboard;
};

} // namespace podium::ui
