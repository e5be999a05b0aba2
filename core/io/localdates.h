// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// Dates as people read them: the locale's short format, with the year in full. Qt's short formats give German and
// Spanish two-digit years ("22.11.25", "22/11/25"; U4 of the desktop review of 28 November), which read badly in a
// club's history of many years, and some give seconds no game time has ("4 Jan 2015 00:00:00", U8 of the
// walkthrough). The app's tables, dialogs, sheets and the live board all take their dates from here.

#include <QDate>
#include <QDateTime>
#include <QLocale>
#include <QString>

namespace podium::io {

/** format with a two-digit year ("yy") widened to four ("yyyy"), and without seconds when withoutSeconds. */
QString fullYearFormat(QString format, bool withoutSeconds = false);
/** The locale's short date format with the full year ("dd.MM.yyyy", "dd/MM/yyyy", "M/d/yyyy"). */
QString shortDateFormat(const QLocale &locale);
/** The locale's short date and time, full year and no seconds ("dd.MM.yyyy HH:mm"). */
QString shortDateTimeFormat(const QLocale &locale);
QString shortDate(const QLocale &locale, QDate date);
QString shortDateTime(const QLocale &locale, const QDateTime &when);
/** An ISO date or date-time as kept in a club: the day alone when it is at midnight (a game given by its day). */
QString shortGameDate(const QLocale &locale, const QString &iso);

} // namespace podium::io
