#include "charts/ratinghistorychart.h"

#include <QAreaSeries>
#include <QChartView>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QKeyEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

namespace podium::ui {

namespace {

/** Colours that stay apart for the colour-blind too (Okabe & Ito's palette). */
const QColor kColours[RatingHistoryChart::kMaxPlayers] = {
    QColor(0, 114, 178), QColor(230, 159, 0), QColor(0, 158, 115), QColor(204, 121, 167), QColor(213, 94, 0),
};

qreal timeOf(const db::HistoryPoint &point)
{
    return static_cast<qreal>(QDateTime::fromString(point.date, Qt::ISODate).toMSecsSinceEpoch());
}

/** Fits the value axis to everything drawn (the band and the conservative line reach furthest), so that nothing
 *  is cut off at the edges. */
void fitValueAxis(QChart *c, QValueAxis *value)
{
    qreal low = 0, high = 1;
    bool first = true;
    const auto include = [&](const QXYSeries *xy) {
        for (const QPointF &point : xy ? xy->points() : QList<QPointF>()) {
            low = first ? point.y() : std::min(low, point.y());
            high = first ? point.y() : std::max(high, point.y());
            first = false;
        }
    };
    for (QAbstractSeries *series : c->series()) {
        if (const auto *area = qobject_cast<QAreaSeries *>(series)) { // its edges are not series of the chart
            include(area->upperSeries());
            include(area->lowerSeries());
        }
        include(qobject_cast<QXYSeries *>(series));
    }
    if (first) {
        value->setRange(0, 50); // nothing drawn: an empty grid (nice numbers of an empty range are NaN)
    } else {
        const qreal pad = std::max<qreal>((high - low) * 0.05, 1e-6);
        value->setRange(low - pad, high + pad);
        value->applyNiceNumbers();
    }
}

/** A chart view that zooms out on Escape as it does on a right click. */
class ZoomingView : public QChartView
{
public:
    using QChartView::QChartView;

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        if (event->key() == Qt::Key_Escape) {
            chart()->zoomReset();
            event->accept();
            return;
        }
        QChartView::keyPressEvent(event);
    }
};

} // namespace

RatingHistoryChart::RatingHistoryChart(QWidget *parent)
    : QWidget(parent)
    , m_view(new ZoomingView(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    setFocusProxy(m_view);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setRubberBand(QChartView::HorizontalRubberBand);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    setMinimumSize(400, 300);
    setToolTip(tr("Drag to zoom to a date range; right click or Escape to zoom out."));
    followPalette();
}

QChart *RatingHistoryChart::chart() const
{
    return m_view->chart();
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
        setHistories(m_shown, m_withUncertainty);
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
    if (&histories != &m_shown)
        m_shown = histories;
    m_withUncertainty = withUncertainty;
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes())
        c->removeAxis(axis);
    m_players = 0;
    auto *time = new QDateTimeAxis;
    time->setFormat(QStringLiteral("MMM yy"));
    time->setTickCount(5);
    time->setTitleText(tr("Date"));
    auto *value = new QValueAxis;
    value->setTitleText(withUncertainty ? tr("μ; band μ ± 2σ; dashed μ − 3σ") : tr("Rating"));
    c->addAxis(time, Qt::AlignBottom);
    c->addAxis(value, Qt::AlignLeft);
    for (const PlayerHistory &history : histories) {
        if (m_players == kMaxPlayers || history.points.empty())
            continue;
        addPlayer(history, kColours[m_players], withUncertainty);
        ++m_players;
    }
    for (QAbstractSeries *series : c->series()) {
        series->attachAxis(time);
        series->attachAxis(value);
    }
    fitValueAxis(c, value);
    c->setTitle(m_players == 0 ? tr("Select players to see their rating history") : QString());
}

void RatingHistoryChart::addPlayer(const PlayerHistory &history, const QColor &colour, bool withUncertainty)
{
    QChart *c = chart();
    auto *line = new QLineSeries;
    line->setName(history.player);
    line->setColor(colour);
    auto *points = new QScatterSeries;
    points->setMarkerSize(6);
    points->setColor(colour);
    points->setBorderColor(colour);
    if (withUncertainty)
        addUncertainty(history, colour);
    for (const db::HistoryPoint &p : history.points) {
        line->append(timeOf(p), p.rating.mu);
        points->append(timeOf(p), p.rating.mu);
    }
    c->addSeries(line);
    c->addSeries(points);
    // One legend entry per player; the axis title explains the band and the dashed line.
    for (QAbstractSeries *helper : c->series()) {
        if (helper != line) {
            for (QLegendMarker *marker : c->legend()->markers(helper))
                marker->setVisible(false);
        }
    }
    addHoverTips(points, history, withUncertainty);
}

void RatingHistoryChart::addUncertainty(const PlayerHistory &history, const QColor &colour)
{
    auto *upper = new QLineSeries, *lower = new QLineSeries, *conservative = new QLineSeries;
    for (const db::HistoryPoint &p : history.points) {
        upper->append(timeOf(p), p.rating.mu + 2 * p.rating.sigma);
        lower->append(timeOf(p), p.rating.mu - 2 * p.rating.sigma);
        conservative->append(timeOf(p), p.rating.mu - 3 * p.rating.sigma);
    }
    auto *band = new QAreaSeries(upper, lower);
    QColor fill = colour;
    fill.setAlpha(50);
    band->setBrush(fill);
    band->setPen(Qt::NoPen);
    band->setName(tr("%1: μ ± 2σ").arg(history.player));
    chart()->addSeries(band);
    conservative->setName(tr("%1: μ − 3σ").arg(history.player));
    conservative->setPen(QPen(colour, 1, Qt::DashLine));
    chart()->addSeries(conservative);
}

void RatingHistoryChart::addHoverTips(QScatterSeries *points, const PlayerHistory &history, bool withUncertainty)
{
    connect(points, &QScatterSeries::hovered, this, [this, history, withUncertainty](const QPointF &at, bool state) {
        if (!state) {
            QToolTip::hideText();
            return;
        }
        const auto nearest
            = std::min_element(history.points.begin(), history.points.end(), [&](const auto &a, const auto &b) {
                  return std::abs(timeOf(a) - at.x()) < std::abs(timeOf(b) - at.x());
              });
        const QLocale locale;
        QString text
            = tr("%1 after game %2 on %3: %4")
                  .arg(history.player)
                  .arg(nearest->gameId)
                  .arg(locale.toString(QDateTime::fromString(nearest->date, Qt::ISODate), QLocale::ShortFormat))
                  .arg(locale.toString(nearest->rating.mu, 'f', 2));
        if (withUncertainty)
            text += tr(" ± %1").arg(locale.toString(2 * nearest->rating.sigma, 'f', 2));
        QToolTip::showText(QCursor::pos(), text, this);
    });
}

bool RatingHistoryChart::savePng(const QString &path)
{
    return grab().save(path, "PNG");
}

} // namespace podium::ui
