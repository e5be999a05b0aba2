// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "charts/playerhistory.h"

#include <QCoreApplication>
#include <QStringList>

#include <unordered_map>

namespace podium::ui {

/**
 * Where the games of a chart lie along its horizontal axis. Games over several days lie at their time, and
 * games that share a time (an import of dates without times, a round started together) are spread over a
 * little of the time to the next game, so that they neither stack on one vertical nor draw spikes. When every
 * game lies within one day, the axis counts games instead (1, 2, 3 …): an evening's games would otherwise
 * crowd into a few hours with five labels of the same date.
 */
class HistoryAxis
{
    Q_DECLARE_TR_FUNCTIONS(HistoryAxis)

public:
    enum class Kind { Time, GameNumber };

    explicit HistoryAxis(const std::vector<PlayerHistory> &histories);

    Kind kind() const { return m_kind; }
    /** The position of a game: milliseconds since the epoch (Time) or its number from 1 (GameNumber). */
    qreal x(qint64 gameId) const;
    /** The axis range: every game with a little room at both ends, so no point sits on the frame. */
    qreal low() const { return m_low; }
    qreal high() const { return m_high; }
    /** The number of ticks of a Time axis, at whole days over a short span. */
    int timeTicks() const { return m_ticks; }
    /** The axis title. */
    QString title() const;
    /** The distance between the numbered ticks of a GameNumber axis: 1, 2, 5, 10 … for at most twelve labels. */
    int gameStep() const;

    /** A date format that tells apart ticks of a time axis this many milliseconds apart. */
    static QString dateFormat(qreal spacing);
    /** The labels a time axis from low to high with this many ticks shows (what QDateTimeAxis draws). */
    static QStringList timeLabels(qreal low, qreal high, int ticks);

private:
    void spreadOverTime(const std::vector<std::pair<QString, qint64>> &games);
    void alignToDays();

    Kind m_kind = Kind::GameNumber;
    std::unordered_map<qint64, qreal> m_x; ///< by game id
    qreal m_low = 0.5, m_high = 1.5;
    int m_ticks = 5;
    QString m_firstDate, m_lastDate; ///< of the games, ISO
};

} // namespace podium::ui
