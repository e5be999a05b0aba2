// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "charts/historyaxis.h"
#include "charts/playerhistory.h"

#include <QCoreApplication>
#include <QList>

class QChart;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace podium::ui {

/** How a plot is drawn. */
struct PlotStyle
{
    bool withUncertainty = false; ///< the band μ ± 2σ and the dashed μ − 3σ mean something
    QString focus; ///< whose band is drawn when several players are compared; empty: the first player's
    bool dark = false; ///< colours for the chart's dark theme
};

/**
 * Draws rating histories onto a chart: one line with its points per player in colours that stay apart for the
 * colour-blind too, and the uncertainty of one player (the only one, or the one in focus when several are
 * compared: three overlapping bands turn muddy). The on-screen chart and its exported image are drawn alike.
 */
class HistoryPlot
{
    Q_DECLARE_TR_FUNCTIONS(HistoryPlot)

public:
    static constexpr int kMaxPlayers = 5;

    /** Clears the chart and draws the first kMaxPlayers players that have points. */
    HistoryPlot(QChart *chart, const std::vector<PlayerHistory> &histories, const PlotStyle &style);

    /** The players drawn, in the order given. */
    const std::vector<PlayerHistory> &shown() const { return m_shown; }
    /** The player whose band is drawn (empty without bands). */
    const QString &focus() const { return m_focus; }
    const HistoryAxis &axis() const { return m_axis; }
    /** The line and the points of a player drawn, as the chart's series. */
    QLineSeries *line(int player) const { return m_lines.at(player); }
    QScatterSeries *points(int player) const { return m_points.at(player); }
    /** The player's point nearest to a position along the axis. */
    const club::HistoryPoint &nearest(int player, qreal x) const;
    /** What hovering a point tells: the game, its date, the opponents or the place, and the change. */
    static QString tip(const QString &player, const club::HistoryPoint &point, bool withUncertainty);
    /** A band's fill in the player's colour: faint on the light theme; on the dark one as faint as it can be while
     *  standing 3:1 out from background (WCAG 2.1's contrast for graphics; U6 of the desktop review found 1.59:1). */
    static QColor bandFill(const QColor &colour, const QColor &background, bool dark);
    /** The chart's background colour, the lightest of a gradient's (the dark theme's): what a band stands out from. */
    static QColor lightestBackground(const QChart &chart);
    /** WCAG 2.1's contrast ratio of two opaque colours, 1 to 21. */
    static double contrast(const QColor &a, const QColor &b);

private:
    void addAxes(const PlotStyle &style);
    void addBand(const PlayerHistory &history, const QColor &colour, bool dark);
    void addLine(const PlayerHistory &history, const QColor &colour);
    /** Fits the value axis to everything drawn, with room for a flat line. */
    void fitValueAxis();
    /** A range from round number to round number around low to high, with ticks at round numbers. */
    static void setNiceRange(QValueAxis *axis, qreal low, qreal high);
    /** A quieter grid than the data, in either theme. */
    static void quietGrid(QChart *chart, bool dark);

    QChart *m_chart;
    std::vector<PlayerHistory> m_shown;
    HistoryAxis m_axis;
    QString m_focus;
    /** Glicko-2's ratings (they have a volatility): r ± 2 RD and the conservative r − 2 RD, not μ − 3σ. */
    bool m_glicko = false;
    QValueAxis *m_value = nullptr;
    QList<QScatterSeries *> m_points;
    QList<QLineSeries *> m_lines;
};

} // namespace podium::ui
