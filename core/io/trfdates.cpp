// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "io/trfdates.h"

#include <cstdlib>

namespace podium::io {

QDate trfCenturyAnchor(const QString &startDate, const QString &endDate)
{
    static const QString formats[] {QStringLiteral("yyyy/MM/dd"), QStringLiteral("yyyy-MM-dd"),
                                    QStringLiteral("yyyy.MM.dd"), QStringLiteral("dd.MM.yyyy"),
                                    QStringLiteral("dd/MM/yyyy")};
    for (const QString *text : {&startDate, &endDate}) {
        for (const QString &format : formats) {
            const QDate day = QDate::fromString(text->trimmed(), format);
            if (day.isValid())
                return day;
        }
    }
    return QDate::currentDate();
}

QDate trfRoundDate(const QString &date, const QDate &anchor)
{
    const int yy = date.left(2).toInt(), month = date.mid(3, 2).toInt(), day = date.mid(6, 2).toInt();
    const int century = anchor.year() - anchor.year() % 100;
    QDate best;
    for (const int year : {century - 100 + yy, century + yy, century + 100 + yy}) {
        const QDate candidate(year, month, day);
        if (candidate.isValid()
            && (!best.isValid() || std::abs(anchor.daysTo(candidate)) < std::abs(anchor.daysTo(best))))
            best = candidate;
    }
    return best;
}

} // namespace podium::io
