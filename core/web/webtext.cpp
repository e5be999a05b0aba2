// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "web/webtext.h"

#include "io/localdates.h"

#include <QDateTime>
#include <QLocale>

namespace podium::web {

QString WebText::language()
{
    //: The language code of this translation, as HTML's lang attribute takes it: de, fr, es.
    return tr("en");
}

QString WebText::number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString WebText::date(const QString &iso)
{
    const QDateTime when = QDateTime::fromString(iso, Qt::ISODate);
    return when.isValid() ? io::shortDate(QLocale(), when.date()) : iso.left(10);
}

} // namespace podium::web
