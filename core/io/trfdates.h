// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QDate>
#include <QString>

namespace podium::io {

/**
 * What a TRF file's two-digit years (132, YY/MM/DD) are read near: the start date (042), else the end date (052),
 * else today. TRF-16 writes those two YYYY/MM/DD; YYYY-MM-DD, YYYY.MM.DD, DD.MM.YYYY and DD/MM/YYYY, as other
 * programs write them, are taken too.
 */
QDate trfCenturyAnchor(const QString &startDate, const QString &endDate);

/** A date YY/MM/DD in the century that puts it nearest anchor (the earlier of two as near); invalid when no
 *  century has that day (29 February of a year that is not a leap year). */
QDate trfRoundDate(const QString &date, const QDate &anchor);

} // namespace podium::io
