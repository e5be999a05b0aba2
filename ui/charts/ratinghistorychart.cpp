// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "charts/ratinghistorychart.h"

#include "charts/historyplot.h"
#include "store/dberror.h"
#include "store/outputfile.h"

#include <QChartView>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QGraphicsScene>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPainter>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

namespace podium::ui {

static_assert(RatingHistoryChart::kMaxPlayers == HistoryPlot::kMaxPlayers, "the page asks for as many as are drawn");

namespace {

/** A chart view that zooms all the way out on Escape and on a right click (Qt Charts' right click halves the
 *  zoom around the middle, which soon shows empty time), and shows the tip of the point under the mouse rather
 *  than its own help. */
class ZoomingView : public QChartView
{
public:
    using QChartView::QChartView;

    QString pointTip; ///< the hovered point's, empty when no point is under the mouse

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        if (event->key() == Qt::Key_Escape && chart()->isZoomed()) {
            chart()->zoomReset();
            event->accept();
            return;
        }
        QChartView::keyPressEvent(event);
    }
    void mouseReleaseEvent(QMouseEvent *event) override
    {
        if (event->button() == Qt::RightButton) {
            chart()->zoomReset();
            event->accept();
            return;
        }
        QChartView::mouseReleaseEvent(event);
    }
    bool viewportEvent(QEvent *event) override
    {
        if (event->type() == QEvent::ToolTip) {
            const auto *help = static_cast<QHelpEvent *>(event);
            QToolTip::showText(help->globalPos(), pointTip.isEmpty() ? toolTip() : pointTip, this);
            return true;
        }
        return QChartView::viewportEvent(event);
    }
};

/** Text for an image of 1600 pixels: a third larger than on screen, the title larger still. */
void enlargeText(QChart *chart)
{
    const auto larger = [](QFont font, qreal factor) {
        font.setPointSizeF(font.pointSizeF() * factor);
        return font;
    };
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsFont(larger(axis->labelsFont(), 1.3));
        axis->setTitleFont(larger(axis->titleFont(), 1.3));
    }
    chart->legend()->setFont(larger(chart->legend()->font(), 1.3));
    QFont title = larger(chart->titleFont(), 1.6);
    title.setBold(true);
    chart->setTitleFont(title);
}

ZoomingView *zooming(QChartView *view)
{
    return static_cast<ZoomingView *>(view);
}

} // namespace

RatingHistoryChart::RatingHistoryChart(QWidget *parent)
    : QWidget(parent)
    , m_view(new ZoomingView(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    setFocusProxy(m_view);
    m_view->setObjectName(QStringLiteral("historyChartView"));
    m_view->setAccessibleName(tr("Rating history"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setRubberBand(QChartView::HorizontalRubberBand);
    m_view->setFocusPolicy(Qt::StrongFocus); // Escape zooms out after a click into the chart
    m_view->setToolTip(tr("Drag across the chart to zoom in; right click or Escape to zoom out. "
                          "Click a name in the legend to show that player's band."));
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    setMinimumSize(400, 300);
    followPalette();
    if (!m_plot)
        redraw();
}

RatingHistoryChart::~RatingHistoryChart() = default;

QChart *RatingHistoryChart::chart() const
{
    return m_view->chart();
}

QWidget *RatingHistoryChart::view() const
{
    return m_view;
}

bool RatingHistoryChart::isDark() const
{
    return chart()->theme() == QChart::ChartThemeDark;
}

void RatingHistoryChart::followPalette()
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    const QChart::ChartTheme theme = dark ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    if (chart()->theme() != theme) {
        chart()->setTheme(theme); // resets series colours: draw the players again
        chart()->legend()->setAlignment(Qt::AlignBottom);
        redraw();
    }
}

void RatingHistoryChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        followPalette();
    QWidget::changeEvent(event);
}

void RatingHistoryChart::setHistories(const std::vector<PlayerHistory> &histories, bool withUncertainty)
{
    m_shown = histories;
    m_withUncertainty = withUncertainty;
    redraw();
}

void RatingHistoryChart::setFocusPlayer(const QString &player)
{
    m_focus = player;
    redraw();
}

void RatingHistoryChart::redraw()
{
    zooming(m_view)->pointTip.clear();
    m_plot = std::make_unique<HistoryPlot>(chart(), m_shown, PlotStyle {m_withUncertainty, m_focus, isDark()});
    chart()->setTitle(m_plot->shown().empty() ? tr("Select players to see their rating history") : QString());
    // What a screen reader says of the chart (M4 of the desktop review): each player's rating now and games.
    QStringList summary;
    for (const PlayerHistory &history : m_plot->shown()) {
        if (history.points.empty())
            continue;
        summary.append(tr("%1: %2 after %Ln game(s)", nullptr, static_cast<int>(history.points.size()))
                           .arg(history.player, QLocale().toString(history.points.back().value, 'f', 2)));
    }
    m_view->setAccessibleDescription(summary.isEmpty() ? chart()->title() : summary.join(QStringLiteral("; ")));
    connectPlot();
}

void RatingHistoryChart::connectPlot()
{
    const auto &shown = m_plot->shown();
    for (int n = 0; n < static_cast<int>(shown.size()); ++n) {
        const QString player = shown[static_cast<std::size_t>(n)].player;
        connect(m_plot->points(n), &QScatterSeries::hovered, this, [this, n](const QPointF &at, bool state) {
            zooming(m_view)->pointTip = state ? HistoryPlot::tip(m_plot->shown()[static_cast<std::size_t>(n)].player,
                                                                 m_plot->nearest(n, at.x()), m_withUncertainty)
                                              : QString();
            if (state)
                QToolTip::showText(QCursor::pos(), zooming(m_view)->pointTip, m_view);
            else
                QToolTip::hideText();
        });
        for (QLegendMarker *marker : chart()->legend()->markers(m_plot->line(n))) {
            // Queued: drawing again deletes the marker that is still sending its click.
            connect(
                marker, &QLegendMarker::clicked, this, [this, player] { setFocusPlayer(player); },
                Qt::QueuedConnection);
            QFont font = marker->font();
            font.setBold(m_withUncertainty && shown.size() > 1 && player == m_plot->focus()); // whose band it is
            marker->setFont(font);
        }
    }
}

QString RatingHistoryChart::exportTitle() const
{
    QStringList players;
    for (const PlayerHistory &history : m_plot->shown())
        players.append(history.player);
    if (players.isEmpty())
        return m_leaderboard;
    if (m_leaderboard.isEmpty())
        return players.join(QStringLiteral(", "));
    return tr("%1: %2").arg(m_leaderboard, players.join(QStringLiteral(", ")));
}

QImage RatingHistoryChart::image(QSize size) const
{
    // Drawn again off screen in the light theme, for a page or a post whatever the screen's appearance.
    QGraphicsScene scene;
    auto *exported = new QChart;
    scene.addItem(exported);
    exported->setTheme(QChart::ChartThemeLight);
    exported->legend()->setAlignment(Qt::AlignBottom);
    const HistoryPlot plot(exported, m_shown, PlotStyle {m_withUncertainty, m_focus, false});
    enlargeText(exported);
    exported->setTitle(exportTitle());
    exported->setGeometry(QRectF(QPointF(0, 0), size));
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    scene.render(&painter, QRectF(QPointF(0, 0), size), QRectF(QPointF(0, 0), size));
    return image;
}

bool RatingHistoryChart::savePng(const QString &path)
{
    // Through the one writer of output files: a device or a FIFO is written into, never replaced (H3).
    const QImage picture = image();
    try {
        store::writeOutput(path, [&](QIODevice &device) {
            if (!picture.save(&device, "PNG"))
                throw store::DbError(device.errorString());
        });
        return true;
    } catch (const store::DbError &) {
        return false;
    }
}

int RatingHistoryChart::playerCount() const
{
    return static_cast<int>(m_plot->shown().size());
}

QStringList RatingHistoryChart::legendNames() const
{
    QStringList names;
    for (QLegendMarker *marker : chart()->legend()->markers()) {
        if (marker->isVisible())
            names.append(marker->label());
    }
    return names;
}

QString RatingHistoryChart::focusPlayer() const
{
    return m_plot->focus();
}

bool RatingHistoryChart::countsGames() const
{
    return m_plot->axis().kind() == HistoryAxis::Kind::GameNumber;
}

std::pair<qreal, qreal> RatingHistoryChart::xRange() const
{
    QAbstractAxis *along = chart()->axes(Qt::Horizontal).value(0);
    if (const auto *time = qobject_cast<QDateTimeAxis *>(along))
        return {static_cast<qreal>(time->min().toMSecsSinceEpoch()),
                static_cast<qreal>(time->max().toMSecsSinceEpoch())};
    const auto *games = qobject_cast<QValueAxis *>(along);
    return games ? std::pair(games->min(), games->max()) : std::pair<qreal, qreal>();
}

std::pair<qreal, qreal> RatingHistoryChart::yRange() const
{
    const auto *value = qobject_cast<QValueAxis *>(chart()->axes(Qt::Vertical).value(0));
    return value ? std::pair(value->min(), value->max()) : std::pair<qreal, qreal>();
}

QStringList RatingHistoryChart::xLabels() const
{
    const auto [low, high] = xRange();
    if (!countsGames()) {
        const auto *time = qobject_cast<QDateTimeAxis *>(chart()->axes(Qt::Horizontal).value(0));
        return HistoryAxis::timeLabels(low, high, time ? time->tickCount() : 0);
    }
    QStringList labels; // the dynamic ticks: every step from game 1 within the range
    const int step = m_plot->axis().gameStep();
    for (int game = 1; game <= high; game += step) {
        if (game >= low)
            labels.append(QString::number(game));
    }
    return labels;
}

int RatingHistoryChart::pointCount(int player) const
{
    return m_plot->points(player)->count();
}

QString RatingHistoryChart::pointTip(int player, int point) const
{
    const PlayerHistory &history = m_plot->shown().at(static_cast<std::size_t>(player));
    return HistoryPlot::tip(history.player, history.points.at(static_cast<std::size_t>(point)), m_withUncertainty);
}

} // namespace podium::ui
