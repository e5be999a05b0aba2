#pragma once

#include "club/records.h"

#include <QWidget>

#include <vector>

class QChart;
class QChartView;
class QScatterSeries;

namespace podium::ui {

/** One player's line in the chart. */
struct PlayerHistory
{
    QString player;
    std::vector<db::HistoryPoint> points;
};

/**
 * Rating histories over time: the rating after each game, with the uncertainty band mu +- 2 sigma
 * shaded and the conservative rating mu - 3 sigma as a dashed line when the algorithm has an
 * uncertainty; up to five players in distinguishable colours. Hovering a point names its game; a
 * horizontal drag zooms to a date range, a right click or Escape zooms out; savePng() saves the chart.
 *
 * The one place that uses Qt Charts (deprecated from Qt 6.10): its classes stay inside this widget's .cpp,
 * and podium_ui links Qt Charts privately, so replacing it later touches this class alone.
 */
class RatingHistoryChart : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kMaxPlayers = 5;

    explicit RatingHistoryChart(QWidget *parent = nullptr);

    /** Shows these players (the first kMaxPlayers); withUncertainty draws the band and conservative line. */
    void setHistories(const std::vector<PlayerHistory> &histories, bool withUncertainty);
    /** Writes the chart as a PNG; false when the file cannot be written. */
    bool savePng(const QString &path);
    /** The number of players shown. */
    int playerCount() const { return m_players; }
    /** True while the chart is drawn in its dark theme (following a dark window palette). */
    bool isDark() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    /** Light or dark chart to match the window's palette (the system's light or dark mode). */
    void followPalette();
    void addPlayer(const PlayerHistory &history, const QColor &colour, bool withUncertainty);
    /** The band μ ± 2σ and the dashed conservative rating μ − 3σ. */
    void addUncertainty(const PlayerHistory &history, const QColor &colour);
    /** Hovering a point names its game, its date and the rating after it. */
    void addHoverTips(QScatterSeries *points, const PlayerHistory &history, bool withUncertainty);

    QChart *chart() const;

    QChartView *m_view;
    int m_players = 0;
    std::vector<PlayerHistory> m_shown; ///< what setHistories drew, to draw again after a theme change
    bool m_withUncertainty = false;
};

} // namespace podium::ui
