// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "io/localdates.h"

#include <QRegularExpression>

namespace podium::io {

QString fullYearFormat(QString format, bool withoutSeconds)
{
    // A run of y's of length 2 is the two-digit year; "yyyy" stays. Quoted literal text ('...') is left alone.
    QString result;
    result.reserve(format.size() + 2);
    bool quoted = false;
    for (qsizetype i = 0; i < format.size();) {
        const QChar c = format.at(i);
        if (c == u'\'') {
            quoted = !quoted;
            result += c;
            ++i;
            continue;
        }
        qsizetype run = 1;
        while (i + run < format.size() && format.at(i + run) == c)
            ++run;
        if (!quoted && c == u'y' && run == 2)
            result += QStringLiteral("yyyy");
        else
            result += format.mid(i, run);
        i += run;
    }
    if (withoutSeconds) {
        // ":ss" or ".ss" after the minutes, and the fraction after them if any.
        static const QRegularExpression seconds(QStringLiteral("[:.]ss(\\.z+)?"));
        result.remove(seconds);
    }
    return result;
}

QString shortDateFormat(const QLocale &locale)
{
    return fullYearFormat(locale.dateFormat(QLocale::ShortFormat));
}

QString shortDateTimeFormat(const QLocale &locale)
{
    return fullYearFormat(locale.dateTimeFormat(QLocale::ShortFormat), true);
}

QString shortDate(const QLocale &locale, QDate date)
{
    return locale.toString(date, shortDateFormat(locale));
}

QString shortDateTime(const QLocale &locale, const QDateTime &when)
{
    return locale.toString(when, shortDateTimeFormat(locale));
}

QString shortGameDate(const QLocale &locale, const QString &iso)
{
    const QDateTime when = QDateTime::fromString(iso, Qt::ISODate);
    if (!when.isValid())
        return iso;
    return when.time() == QTime(0, 0) ? shortDate(locale, when.date()) : shortDateTime(locale, when);
}

} // namespace podium::io
