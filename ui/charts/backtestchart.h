// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QList>
#include <QPointF>
#include <QString>
#include <QWidget>

#include <vector>

class QChart;
class QChartView;

namespace podium::ui {

/** A line of a BacktestChart: a setting's name and its points, both coordinates shares from 0 to 1. */
struct ChartLine
{
    QString name;
    QList<QPointF> points;
};

/**
 * The Compare page's charts, with their diagonal for reference and both axes from 0 to 100 %: the TrueSkill
 * paper's draws against match quality (the share of all draws within the tightest x of the games: a system that
 * knows which games are close finds the draws early, above the diagonal of games in no order), or calibration
 * (per bin of the chance given to the first side of a duel, the mean chance against the share it won: on the
 * diagonal when the chances come true). Qt Charts stays inside the .cpp, as in every chart of ui/charts.
 */
class BacktestChart : public QWidget
{
    Q_OBJECT

public:
    enum class Kind { DrawCurve, Calibration };

    explicit BacktestChart(Kind kind, QWidget *parent = nullptr);
    ~BacktestChart() override;

    /** Draws these lines; emptyText is the title while there are none (why there is nothing to draw). */
    void setLines(std::vector<ChartLine> lines, const QString &emptyText);

    // What is drawn, for tests.
    /** The names of the lines drawn (the diagonal apart). */
    QStringList lineNames() const;
    /** The points of line n, as given. */
    QList<QPointF> linePoints(int n) const;
    /** The title shown: the chart's name, or the empty text. */
    QString title() const;
    bool isDark() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void followPalette();
    void redraw();
    QChart *chart() const;

    Kind m_kind;
    QChartView *m_view;
    std::vector<ChartLine> m_lines;
    QString m_emptyText;
};

} // namespace podium::ui
