// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "charts/historyaxis.h"

#include "io/localdates.h"

#include <QDateTime>
#include <QLocale>

#include <algorithm>

namespace podium::ui {

namespace {

constexpr qreal kDay = 24.0 * 60 * 60 * 1000;

qreal msecs(const QString &iso)
{
    return static_cast<qreal>(QDateTime::fromString(iso, Qt::ISODate).toMSecsSinceEpoch());
}

QString shortDate(const QString &iso)
{
    return io::shortDate(QLocale(), QDateTime::fromString(iso, Qt::ISODate).date());
}

} // namespace

HistoryAxis::HistoryAxis(const std::vector<PlayerHistory> &histories)
{
    std::vector<std::pair<QString, qint64>> games; // (date, id): the order of the replay
    for (const PlayerHistory &history : histories) {
        for (const club::HistoryPoint &point : history.points)
            games.emplace_back(point.date, point.gameId);
    }
    std::sort(games.begin(), games.end());
    games.erase(std::unique(games.begin(), games.end()), games.end()); // a game of two players shown is one game
    if (games.empty())
        return;
    m_firstDate = games.front().first;
    m_lastDate = games.back().first;
    if (msecs(m_lastDate) - msecs(m_firstDate) >= kDay) {
        m_kind = Kind::Time;
        spreadOverTime(games);
        return;
    }
    for (std::size_t n = 0; n < games.size(); ++n)
        m_x[games[n].second] = static_cast<qreal>(n + 1);
    m_high = static_cast<qreal>(games.size()) + 0.5;
}

void HistoryAxis::spreadOverTime(const std::vector<std::pair<QString, qint64>> &games)
{
    const std::size_t count = games.size();
    for (std::size_t first = 0, end = 0; first < count; first = end) {
        end = first;
        while (end < count && games[end].first == games[first].first)
            ++end;
        // Games of the same time share most of the room before the next game (at most a day), in their order.
        const qreal at = msecs(games[first].first);
        qreal room = kDay;
        if (end < count)
            room = std::min(room, msecs(games[end].first) - at);
        else if (first > 0)
            room = std::min(room, at - msecs(games[first - 1].first));
        for (std::size_t n = first; n < end; ++n)
            m_x[games[n].second] = at + 0.8 * room * static_cast<qreal>(n - first) / static_cast<qreal>(end - first);
    }
    const qreal low = m_x.at(games.front().second), high = m_x.at(games.back().second);
    const qreal pad = (high - low) * 0.02;
    m_low = low - pad;
    m_high = high + pad;
    alignToDays();
}

void HistoryAxis::alignToDays()
{
    // Ticks a quarter of a few days apart would read "27 Nov 07:16": over up to a fortnight, whole days instead.
    const QDateTime low = QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(m_low));
    const QDateTime high = QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(m_high));
    const auto days = low.date().daysTo(high.date()) + 1;
    if (days > 16)
        return;
    const auto step = (days + 7) / 8; // at most nine ticks
    const auto span = (days + step - 1) / step * step;
    m_low = static_cast<qreal>(low.date().startOfDay().toMSecsSinceEpoch());
    m_high = static_cast<qreal>(low.date().addDays(span).startOfDay().toMSecsSinceEpoch());
    m_ticks = static_cast<int>(span / step) + 1;
}

qreal HistoryAxis::x(qint64 gameId) const
{
    const auto it = m_x.find(gameId);
    return it == m_x.end() ? 0.0 : it->second;
}

QString HistoryAxis::title() const
{
    if (m_kind == Kind::Time || m_firstDate.isEmpty()) // no games shown: no dates to name
        return tr("Date");
    if (m_firstDate.left(10) == m_lastDate.left(10))
        return tr("Games of %1, in the order played").arg(shortDate(m_firstDate));
    return tr("Games of %1 to %2, in the order played").arg(shortDate(m_firstDate), shortDate(m_lastDate));
}

int HistoryAxis::gameStep() const
{
    const auto games = static_cast<qreal>(m_x.size());
    for (int step = 1;; step *= 10) {
        for (const int nice : {step, 2 * step, 5 * step}) {
            if (games / nice <= 12)
                return nice;
        }
    }
}

QString HistoryAxis::dateFormat(qreal spacing)
{
    // Each format shows what changes from one tick to the next.
    if (spacing >= 80 * kDay)
        return QStringLiteral("MMM yyyy");
    if (spacing >= 5 * kDay)
        return QStringLiteral("d MMM yy");
    if (spacing >= kDay)
        return QStringLiteral("d MMM");
    if (spacing >= kDay / 24)
        return QStringLiteral("d MMM hh:mm");
    if (spacing >= 60 * 1000)
        return QStringLiteral("hh:mm");
    return QStringLiteral("hh:mm:ss");
}

QStringList HistoryAxis::timeLabels(qreal low, qreal high, int ticks)
{
    QStringList labels;
    const QString format = dateFormat((high - low) / std::max(1, ticks - 1));
    for (int n = 0; n < ticks; ++n) {
        const qreal at = low + (high - low) * n / std::max(1, ticks - 1);
        labels.append(QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(at)).toString(format));
    }
    return labels;
}

} // namespace podium::ui
