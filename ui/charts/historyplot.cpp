// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "charts/historyplot.h"

#include "io/localdates.h"

#include <QAreaSeries>
#include <QChart>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

#include <algorithm>
#include <cmath>

namespace podium::ui {

namespace {

/** Okabe & Ito's colours, which stay apart for the colour-blind too; on the dark theme the blue is their sky
 *  blue, as the deep blue of the light theme sinks into a dark background. */
QColor colourOf(int player, bool dark)
{
    static const QColor light[HistoryPlot::kMaxPlayers]
        = {QColor(0, 114, 178), QColor(230, 159, 0), QColor(0, 158, 115), QColor(204, 121, 167), QColor(213, 94, 0)};
    if (dark && player == 0)
        return QColor(86, 180, 233);
    return light[player];
}

std::vector<PlayerHistory> firstWithPoints(const std::vector<PlayerHistory> &histories)
{
    std::vector<PlayerHistory> shown;
    for (const PlayerHistory &history : histories) {
        if (!history.points.empty() && shown.size() < HistoryPlot::kMaxPlayers)
            shown.push_back(history);
    }
    return shown;
}

QString signedNumber(double value, int decimals)
{
    const QLocale locale;
    const QString text = locale.toString(value, 'f', decimals);
    return value > 0 && !text.startsWith(locale.positiveSign()) ? locale.positiveSign() + text : text;
}

/** Names, the first few of a long list (an eight-player race) and how many more. */
QString names(const QStringList &players)
{
    constexpr int kNamed = 4;
    if (players.size() <= kNamed + 1)
        return players.join(QStringLiteral(", "));
    return HistoryPlot::tr("%1 and %Ln more", nullptr, static_cast<int>(players.size() - kNamed))
        .arg(players.first(kNamed).join(QStringLiteral(", ")));
}

} // namespace

HistoryPlot::HistoryPlot(QChart *chart, const std::vector<PlayerHistory> &histories, const PlotStyle &style)
    : m_chart(chart)
    , m_shown(firstWithPoints(histories))
    , m_axis(m_shown)
    , m_glicko(std::any_of(m_shown.begin(), m_shown.end(), [](const PlayerHistory &h) {
        return !h.points.empty() && h.points.front().rating.volatility > 0;
    }))
{
    // Axis numbers as the user's language writes them (37,5 in German), not C's.
    chart->setLocale(QLocale());
    chart->setLocalizeNumbers(true);
    chart->removeAllSeries();
    // removeAllSeries() deletes the series, but removeAxis() hands the axis back to the caller: delete it, or
    // every redraw leaks the old axes (LeakSanitizer found them).
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    if (style.withUncertainty && !m_shown.empty()) {
        const auto focus = std::find_if(m_shown.begin(), m_shown.end(),
                                        [&](const PlayerHistory &history) { return history.player == style.focus; });
        const int index = focus == m_shown.end() ? 0 : static_cast<int>(focus - m_shown.begin());
        m_focus = m_shown[static_cast<std::size_t>(index)].player;
        addBand(m_shown[static_cast<std::size_t>(index)], colourOf(index, style.dark), style.dark); // under the lines
    }
    for (std::size_t n = 0; n < m_shown.size(); ++n)
        // On the dark theme a line is lighter than its band's colour, so that it stands out on the band.
        addLine(m_shown[n],
                style.dark ? colourOf(static_cast<int>(n), true).lighter(135) : colourOf(static_cast<int>(n), false));
    addAxes(style);
    // One legend entry per player: the axis title explains the band and the dashed line.
    for (QAbstractSeries *series : chart->series()) {
        const bool isLine = m_lines.contains(qobject_cast<QLineSeries *>(series));
        for (QLegendMarker *marker : chart->legend()->markers(series))
            marker->setVisible(isLine);
    }
    fitValueAxis();
    quietGrid(chart, style.dark);
}

void HistoryPlot::addAxes(const PlotStyle &style)
{
    QAbstractAxis *along = nullptr;
    if (m_axis.kind() == HistoryAxis::Kind::Time) {
        auto *time = new QDateTimeAxis;
        time->setTickCount(m_axis.timeTicks());
        const auto spacing = [time](qreal span) { return span / std::max(1, time->tickCount() - 1); };
        time->setFormat(HistoryAxis::dateFormat(spacing(m_axis.high() - m_axis.low())));
        // Zooming in keeps the ticks apart: a range of days shows days, of hours hours.
        QObject::connect(time, &QDateTimeAxis::rangeChanged, time,
                         [time, spacing](const QDateTime &low, const QDateTime &high) {
                             time->setFormat(HistoryAxis::dateFormat(spacing(static_cast<qreal>(low.msecsTo(high)))));
                         });
        time->setRange(QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(m_axis.low())),
                       QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(m_axis.high())));
        along = time;
    } else {
        auto *games = new QValueAxis;
        games->setTickType(QValueAxis::TicksDynamic);
        games->setTickAnchor(1);
        games->setTickInterval(m_axis.gameStep());
        games->setLabelFormat(QStringLiteral("%i"));
        games->setRange(m_axis.low(), m_axis.high());
        along = games;
    }
    along->setTitleText(m_axis.title());
    m_value = new QValueAxis;
    QString title = tr("Rating");
    if (style.withUncertainty && m_glicko)
        title = m_shown.size() > 1 ? tr("r; band r ± 2RD and dashed r − 2RD of %1").arg(m_focus)
                                   : tr("r; band r ± 2RD; dashed r − 2RD");
    else if (style.withUncertainty)
        title = m_shown.size() > 1 ? tr("μ; band μ ± 2σ and dashed μ − 3σ of %1").arg(m_focus)
                                   : tr("μ; band μ ± 2σ; dashed μ − 3σ");
    m_value->setTitleText(title);
    m_chart->addAxis(along, Qt::AlignBottom);
    m_chart->addAxis(m_value, Qt::AlignLeft);
    for (QAbstractSeries *series : m_chart->series()) {
        series->attachAxis(along);
        series->attachAxis(m_value);
    }
}

double HistoryPlot::contrast(const QColor &a, const QColor &b)
{
    // Relative luminance of sRGB (WCAG 2.1, "relative luminance").
    const auto luminance = [](const QColor &c) {
        const auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor HistoryPlot::lightestBackground(const QChart &chart)
{
    const QBrush brush = chart.backgroundBrush();
    QColor background = brush.color();
    if (const QGradient *gradient = brush.gradient(); gradient && !gradient->stops().isEmpty()) {
        background = gradient->stops().constFirst().second;
        for (const QGradientStop &stop : gradient->stops()) {
            if (stop.second.lightness() > background.lightness())
                background = stop.second;
        }
    }
    return background;
}

QColor HistoryPlot::bandFill(const QColor &colour, const QColor &background, bool dark)
{
    QColor fill = colour;
    fill.setAlpha(dark ? 50 : 45); // faint enough that the μ line of the same colour stands out on it
    if (!dark)
        return fill;
    // The colour the painter makes of the fill over the background, channel by channel.
    const auto over = [&](int alpha) {
        const double a = alpha / 255.0;
        return QColor::fromRgbF(static_cast<float>(a * colour.redF() + (1 - a) * background.redF()),
                                static_cast<float>(a * colour.greenF() + (1 - a) * background.greenF()),
                                static_cast<float>(a * colour.blueF() + (1 - a) * background.blueF()));
    };
    while (fill.alpha() < 255 && contrast(over(fill.alpha()), background) < 3.0)
        fill.setAlpha(fill.alpha() + 1);
    return fill;
}

void HistoryPlot::addBand(const PlayerHistory &history, const QColor &colour, bool dark)
{
    auto *upper = new QLineSeries, *lower = new QLineSeries, *conservative = new QLineSeries;
    for (const club::HistoryPoint &p : history.points) {
        const qreal x = m_axis.x(p.gameId);
        upper->append(x, p.rating.mu + 2 * p.rating.sigma);
        lower->append(x, p.rating.mu - 2 * p.rating.sigma);
        conservative->append(x, p.rating.mu - (m_glicko ? 2 : 3) * p.rating.sigma);
    }
    auto *band = new QAreaSeries(upper, lower);
    // The area series does not own its edges; as its children they go when removeAllSeries() deletes it.
    upper->setParent(band);
    lower->setParent(band);
    band->setBrush(bandFill(colour, lightestBackground(*m_chart), dark));
    band->setPen(Qt::NoPen);
    band->setName(m_glicko ? tr("%1: r ± 2RD").arg(history.player) : tr("%1: μ ± 2σ").arg(history.player));
    m_chart->addSeries(band);
    conservative->setName(m_glicko ? tr("%1: r − 2RD").arg(history.player) : tr("%1: μ − 3σ").arg(history.player));
    conservative->setPen(QPen(colour, 1.2, Qt::DashLine));
    m_chart->addSeries(conservative);
}

void HistoryPlot::addLine(const PlayerHistory &history, const QColor &colour)
{
    auto *line = new QLineSeries;
    line->setName(history.player);
    line->setPen(QPen(colour, 2.5));
    auto *points = new QScatterSeries;
    points->setName(history.player);
    points->setMarkerSize(7);
    points->setColor(colour);
    points->setBorderColor(colour);
    for (const club::HistoryPoint &p : history.points) {
        line->append(m_axis.x(p.gameId), p.rating.mu);
        points->append(m_axis.x(p.gameId), p.rating.mu);
    }
    m_chart->addSeries(line);
    m_chart->addSeries(points);
    m_lines.append(line);
    m_points.append(points);
}

void HistoryPlot::fitValueAxis()
{
    qreal low = 0, high = 0;
    bool first = true;
    const auto include = [&](const QXYSeries *xy) {
        for (const QPointF &point : xy ? xy->points() : QList<QPointF>()) {
            low = first ? point.y() : std::min(low, point.y());
            high = first ? point.y() : std::max(high, point.y());
            first = false;
        }
    };
    for (QAbstractSeries *series : m_chart->series()) {
        if (const auto *area = qobject_cast<QAreaSeries *>(series)) { // its edges are not series of the chart
            include(area->upperSeries());
            include(area->lowerSeries());
        }
        include(qobject_cast<QXYSeries *>(series));
    }
    if (first) {
        m_value->setRange(0, 50); // nothing drawn: an empty grid (nice numbers of an empty range are NaN)
        return;
    }
    // A flat line (one game of Elo) gets a range around it, not 1511.9999990 to 1512.0000020: a hundredth of
    // the rating either side, at least one point.
    const qreal middle = (low + high) / 2;
    const qreal half = std::max({(high - low) / 2 * 1.02, std::abs(middle) * 0.01, 1.0});
    setNiceRange(m_value, middle - half, middle + half);
}

void HistoryPlot::setNiceRange(QValueAxis *axis, qreal low, qreal high)
{
    // Qt's applyNiceNumbers keeps the tick count and may add a whole empty step (-20 to 60 for 0.6 to 49): a
    // nice step for about six ticks instead, and the ticks that step needs.
    const qreal magnitude = std::pow(10.0, std::floor(std::log10((high - low) / 6)));
    qreal step = magnitude;
    for (const qreal nice : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        step = nice * magnitude;
        if ((high - low) / step <= 7)
            break;
    }
    const qreal first = std::floor(low / step) * step, last = std::ceil(high / step) * step;
    axis->setRange(first, last);
    axis->setTickCount(static_cast<int>(std::lround((last - first) / step)) + 1);
    axis->setLabelFormat(step == std::round(step) ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
}

void HistoryPlot::quietGrid(QChart *chart, bool dark)
{
    const QColor grid = dark ? QColor(255, 255, 255, 30) : QColor(0, 0, 0, 28);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setGridLineColor(grid);
        axis->setMinorGridLineVisible(false);
    }
}

const club::HistoryPoint &HistoryPlot::nearest(int player, qreal x) const
{
    const std::vector<club::HistoryPoint> &points = m_shown.at(static_cast<std::size_t>(player)).points;
    return *std::min_element(points.begin(), points.end(), [&](const auto &a, const auto &b) {
        return std::abs(m_axis.x(a.gameId) - x) < std::abs(m_axis.x(b.gameId) - x);
    });
}

QString HistoryPlot::tip(const QString &player, const club::HistoryPoint &point, bool withUncertainty)
{
    const QLocale locale;
    QStringList lines;
    lines.append(tr("%1, game %2 on %3").arg(player).arg(point.gameId).arg(io::shortGameDate(locale, point.date)));
    const QString others = names(point.opponents);
    if (point.kind == history::GameKind::FreeForAll)
        lines.append(tr("Place %1 of %2, against %3").arg(point.place).arg(point.sides).arg(others));
    else if (point.outcome > 0)
        lines.append(tr("Won against %1").arg(others));
    else if (point.outcome == 0)
        lines.append(tr("Drew with %1").arg(others));
    else
        lines.append(tr("Lost to %1").arg(others));
    if (point.weight != 1.0)
        lines.append(tr("Counted %1 % of a full game: partial play from the minutes played")
                         .arg(locale.toString(100 * point.weight, 'f', 0)));
    const QString change = signedNumber(point.rating.mu - point.before.mu, 2);
    if (withUncertainty)
        lines.append(tr("μ %1 (%2), band ± %3")
                         .arg(locale.toString(point.rating.mu, 'f', 2), change,
                              locale.toString(2 * point.rating.sigma, 'f', 2)));
    else
        lines.append(tr("Rating %1 (%2)").arg(locale.toString(point.rating.mu, 'f', 2), change));
    return lines.join(QLatin1Char('\n'));
}

} // namespace podium::ui
