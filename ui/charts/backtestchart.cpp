// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "charts/backtestchart.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QVBoxLayout>
#include <QValueAxis>

namespace podium::ui {

namespace {

QValueAxis *percentAxis(const QString &title)
{
    auto *axis = new QValueAxis;
    axis->setRange(0, 100);
    axis->setTickCount(6);
    axis->setLabelFormat(QStringLiteral("%.0f %%"));
    axis->setTitleText(title);
    QFont font = axis->titleFont(); // the charts are small: a title the height of the plot, not more
    font.setPointSizeF(font.pointSizeF() * 0.9);
    font.setBold(false);
    axis->setTitleFont(font);
    return axis;
}

} // namespace

BacktestChart::BacktestChart(Kind kind, QWidget *parent)
    : QWidget(parent)
    , m_kind(kind)
    , m_view(new QChartView(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setObjectName(kind == Kind::DrawCurve ? QStringLiteral("drawCurveView")
                                                  : QStringLiteral("calibrationView"));
    m_view->setAccessibleName(kind == Kind::DrawCurve ? tr("Draws against match quality")
                                                      : tr("Calibration of the duels"));
    m_view->setToolTip(
        kind == Kind::DrawCurve
            ? tr("The games sorted by how close each algorithm's best settings expected them to be, closest first: "
                 "the share of all draws found within the first x % of them. A curve above the dashed diagonal (games "
                 "in no order) finds draws among the games it calls close.")
            : tr("The duels in ten bins of the chance given to the first player: the mean chance against the share "
                 "the first player won. On the dashed diagonal, the chances come true."));
    chart()->setMargins(QMargins(4, 4, 4, 4));
    chart()->legend()->setAlignment(Qt::AlignBottom);
    setMinimumSize(280, 220);
    followPalette();
    redraw();
}

BacktestChart::~BacktestChart() = default;

QChart *BacktestChart::chart() const
{
    return m_view->chart();
}

bool BacktestChart::isDark() const
{
    return chart()->theme() == QChart::ChartThemeDark;
}

void BacktestChart::followPalette()
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    const QChart::ChartTheme theme = dark ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    if (chart()->theme() != theme) {
        chart()->setTheme(theme); // resets the series' colours: draw again
        chart()->legend()->setAlignment(Qt::AlignBottom);
        redraw();
    }
}

void BacktestChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        followPalette();
    QWidget::changeEvent(event);
}

void BacktestChart::setLines(std::vector<ChartLine> lines, const QString &emptyText)
{
    m_lines = std::move(lines);
    m_emptyText = emptyText;
    redraw();
}

void BacktestChart::redraw()
{
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes()) {
        c->removeAxis(axis); // which hands it back to the caller
        delete axis;
    }
    const bool calibration = m_kind == Kind::Calibration;
    QValueAxis *x = percentAxis(calibration ? tr("Chance of the first player") : tr("Games, closest first"));
    QValueAxis *y = percentAxis(calibration ? tr("Share won") : tr("Draws found"));
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    c->setTitle(m_lines.empty() ? m_emptyText : (calibration ? tr("Calibration") : tr("Draws against match quality")));
    if (m_lines.empty())
        return;
    auto *diagonal = new QLineSeries;
    diagonal->append(0, 0);
    diagonal->append(100, 100);
    c->addSeries(diagonal);
    QPen dashed(isDark() ? QColor(160, 160, 160) : QColor(120, 120, 120));
    dashed.setStyle(Qt::DashLine);
    dashed.setWidthF(1.2);
    diagonal->setPen(dashed);
    for (QLegendMarker *marker : c->legend()->markers(diagonal))
        marker->setVisible(false); // the tooltip says what the diagonal is
    for (const ChartLine &line : m_lines) {
        auto *series = new QLineSeries;
        series->setName(line.name);
        for (const QPointF &point : line.points)
            series->append(100 * point.x(), 100 * point.y());
        series->setPointsVisible(calibration); // ten bins: each a point worth seeing
        c->addSeries(series);
        QPen pen = series->pen();
        pen.setWidthF(2.0);
        series->setPen(pen);
    }
    for (QAbstractSeries *series : c->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
}

QStringList BacktestChart::lineNames() const
{
    QStringList names;
    for (const ChartLine &line : m_lines)
        names.append(line.name);
    return names;
}

QList<QPointF> BacktestChart::linePoints(int n) const
{
    return n >= 0 && n < static_cast<int>(m_lines.size()) ? m_lines[static_cast<std::size_t>(n)].points
                                                          : QList<QPointF>();
}

QString BacktestChart::title() const
{
    return chart()->title();
}

} // namespace podium::ui
