// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "web/ratingchartsvg.h"

#include "io/localdates.h"
#include "web/html.h"
#include "web/webtext.h"

#include <QDateTime>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace podium::web {

namespace {

constexpr double kWidth = 520, kHeight = 300;
constexpr double kLeft = 60, kRight = 14, kTop = 44, kBottom = 46;
// Okabe & Ito's blue, as the app's first player; the text grey reads on a light and a dark page.
const QString kLine = QStringLiteral("#0072b2");
const QString kText = QStringLiteral("#808080");

QString num(double value)
{
    return QString::number(value, 'f', 1);
}

/** A nice step for about six ticks from low to high, and the range from tick to tick around them. */
struct Scale
{
    double low = 0, high = 1, step = 1;
};

Scale niceScale(double low, double high)
{
    const double middle = (low + high) / 2;
    const double half = std::max({(high - low) / 2 * 1.02, std::abs(middle) * 0.01, 1.0});
    low = middle - half;
    high = middle + half;
    const double magnitude = std::pow(10.0, std::floor(std::log10((high - low) / 6)));
    double step = magnitude;
    for (const double nice : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        step = nice * magnitude;
        if ((high - low) / step <= 7)
            break;
    }
    return {std::floor(low / step) * step, std::ceil(high / step) * step, step};
}

/** Where each game lies along the bottom: its time, or its number when all were played on one day. */
struct Along
{
    std::vector<double> x;
    double low = 0, high = 1;
    bool byTime = false;
};

Along alongOf(const std::vector<club::HistoryPoint> &points)
{
    Along a;
    a.byTime = points.front().date.left(10) != points.back().date.left(10);
    for (std::size_t i = 0; i < points.size(); ++i) {
        const QDateTime when = QDateTime::fromString(points[i].date, Qt::ISODate);
        a.x.push_back(a.byTime && when.isValid() ? static_cast<double>(when.toMSecsSinceEpoch())
                                                 : static_cast<double>(i + 1));
    }
    a.low = *std::min_element(a.x.begin(), a.x.end());
    a.high = *std::max_element(a.x.begin(), a.x.end());
    const double room = a.high > a.low ? (a.high - a.low) * 0.02 : 0.5;
    a.low -= room;
    a.high += room;
    return a;
}

class Plot
{
public:
    Plot(const Along &along, const Scale &scale)
        : m_along(along)
        , m_scale(scale)
    { }
    double x(double value) const
    {
        return kLeft + (value - m_along.low) / (m_along.high - m_along.low) * (kWidth - kLeft - kRight);
    }
    double y(double value) const
    {
        return kHeight - kBottom - (value - m_scale.low) / (m_scale.high - m_scale.low) * (kHeight - kTop - kBottom);
    }
    QString point(std::size_t i, double value) const { return num(x(m_along.x[i])) + u',' + num(y(value)); }

private:
    const Along &m_along;
    const Scale &m_scale;
};

QString textAt(double x, double y, const QString &anchor, const QString &text, const QString &extra = {})
{
    return QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"%3\" fill=\"%4\"%5>%6</text>")
        .arg(num(x), num(y), anchor, kText, extra, escaped(text));
}

QString valueAxis(const Plot &plot, const Scale &scale)
{
    QString out;
    const int decimals = scale.step == std::round(scale.step) ? 0 : 1;
    for (double v = scale.low; v <= scale.high + scale.step / 2; v += scale.step) {
        out += QStringLiteral("<line x1=\"%1\" x2=\"%2\" y1=\"%3\" y2=\"%3\" stroke=\"%4\" stroke-opacity=\"0.3\"/>")
                   .arg(num(kLeft), num(kWidth - kRight), num(plot.y(v)), kText);
        out += textAt(kLeft - 6, plot.y(v) + 4, QStringLiteral("end"), QLocale().toString(v, 'f', decimals));
    }
    return out;
}

QString timeAxis(const Plot &plot, const Along &along)
{
    QString out = QStringLiteral("<line x1=\"%1\" x2=\"%2\" y1=\"%3\" y2=\"%3\" stroke=\"%4\"/>")
                      .arg(num(kLeft), num(kWidth - kRight), num(kHeight - kBottom), kText);
    constexpr int kTicks = 5;
    if (!along.byTime) {
        // Game numbers: whole ones, each under its own point (U3 of the walkthrough of 28 November: "3" fell between
        // the second and third points, as the ticks were fifths of the axis with their numbers rounded).
        const auto first = static_cast<long>(std::ceil(along.low)), last = static_cast<long>(std::floor(along.high));
        const long step = std::max(1L, (last - first + kTicks) / kTicks);
        for (long n = first; n <= last; n += step)
            out += textAt(plot.x(double(n)), kHeight - kBottom + 18, QStringLiteral("middle"), QLocale().toString(n));
        out += textAt((kLeft + kWidth - kRight) / 2, kHeight - 6, QStringLiteral("middle"), WebText::tr("Game"));
        return out;
    }
    QString previous; // games over two days: a date once, not five times
    for (int t = 0; t < kTicks; ++t) {
        const double value = along.low + (along.high - along.low) * (t + 0.5) / kTicks;
        const QString label
            = io::shortDate(QLocale(), QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(value)).date());
        if (label == previous)
            continue;
        previous = label;
        out += textAt(plot.x(value), kHeight - kBottom + 18, QStringLiteral("middle"), label);
    }
    out += textAt((kLeft + kWidth - kRight) / 2, kHeight - 6, QStringLiteral("middle"), WebText::tr("Date"));
    return out;
}

QString bandAndLines(const Plot &plot, const std::vector<club::HistoryPoint> &points, bool withUncertainty,
                     double cautious)
{
    QString out;
    if (withUncertainty) {
        QStringList band;
        for (std::size_t i = 0; i < points.size(); ++i)
            band.append(plot.point(i, points[i].rating.mu + 2 * points[i].rating.sigma));
        for (std::size_t i = points.size(); i-- > 0;)
            band.append(plot.point(i, points[i].rating.mu - 2 * points[i].rating.sigma));
        out += QStringLiteral("<polygon class=\"band\" points=\"%1\" fill=\"%2\" fill-opacity=\"0.2\"/>")
                   .arg(band.join(u' '), kLine);
        QStringList conservative;
        for (std::size_t i = 0; i < points.size(); ++i)
            conservative.append(plot.point(i, points[i].rating.mu - cautious * points[i].rating.sigma));
        out += QStringLiteral("<polyline class=\"conservative\" points=\"%1\" fill=\"none\" stroke=\"%2\" "
                              "stroke-width=\"1.2\" stroke-dasharray=\"6 4\"/>")
                   .arg(conservative.join(u' '), kLine);
    }
    QStringList mu;
    for (std::size_t i = 0; i < points.size(); ++i)
        mu.append(plot.point(i, points[i].rating.mu));
    out += QStringLiteral("<polyline class=\"mu\" points=\"%1\" fill=\"none\" stroke=\"%2\" stroke-width=\"2.5\" "
                          "stroke-linejoin=\"round\"/>")
               .arg(mu.join(u' '), kLine);
    if (points.size() <= 60) { // dots stay apart
        for (std::size_t i = 0; i < points.size(); ++i) {
            const QString at = plot.point(i, points[i].rating.mu);
            out += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"3.5\" fill=\"%3\"/>")
                       .arg(at.section(u',', 0, 0), at.section(u',', 1, 1), kLine);
        }
    }
    return out;
}

QString legend(bool withUncertainty, bool glicko)
{
    if (!withUncertainty)
        return WebText::tr("Rating");
    return glicko ? WebText::tr("r; band r ± 2RD; dashed r − 2RD") : WebText::tr("μ; band μ ± 2σ; dashed μ − 3σ");
}

} // namespace

QString ratingChartSvg(const std::vector<club::HistoryPoint> &points, bool withUncertainty, const QString &title)
{
    QString svg = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" viewBox=\"0 0 %1 %2\" "
                                 "width=\"%1\" height=\"%2\" role=\"img\" aria-label=\"%3\" "
                                 "font-family=\"sans-serif\" font-size=\"14\">")
                      .arg(num(kWidth), num(kHeight), escaped(title));
    svg += QStringLiteral("<title>") + escaped(title) + QStringLiteral("</title>");
    svg += textAt(kLeft, 18, QStringLiteral("start"), title, QStringLiteral(" font-size=\"15\" font-weight=\"bold\""));
    if (points.empty()) {
        svg += textAt(kWidth / 2, kHeight / 2, QStringLiteral("middle"), WebText::tr("No games yet"));
        return svg + QStringLiteral("</svg>");
    }
    const bool glicko = points.front().rating.volatility > 0;
    const double cautious = glicko ? 2 : 3;
    double low = points.front().rating.mu, high = low;
    for (const club::HistoryPoint &p : points) {
        const double spread = withUncertainty ? std::max(2.0, cautious) * p.rating.sigma : 0.0;
        low = std::min(low, p.rating.mu - spread);
        high = std::max(high, p.rating.mu + (withUncertainty ? 2 * p.rating.sigma : 0.0));
    }
    const Along along = alongOf(points);
    const Scale scale = niceScale(low, high);
    const Plot plot(along, scale);
    svg += valueAxis(plot, scale);
    svg += timeAxis(plot, along);
    svg += textAt(kLeft, 34, QStringLiteral("start"), legend(withUncertainty, glicko));
    svg += bandAndLines(plot, points, withUncertainty, cautious);
    return svg + QStringLiteral("</svg>");
}

} // namespace podium::web
