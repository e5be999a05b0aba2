// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events.h"

#include <QCoreApplication>
#include <QString>

namespace podium::web {

/** The translation context of the live board and the HTML files, and the names they show for what core names by
 *  identifier (the app's ui/labels.h says the same in its own context; core cannot include it). */
class WebText
{
    Q_DECLARE_TR_FUNCTIONS(WebText)

public:
    /** The language of the texts as <html lang> takes it ("en", "de"): the translation says which it is. */
    static QString language();
    /** "Swiss", "Round robin", ... */
    static QString format(db::EventFormat format);
    /** "Buchholz cut 1" for "buchholz-cut1". */
    static QString tieBreak(const QString &name);
    /** What decided a place: "points", "shared place", or the tie-break. */
    static QString decider(const db::Decider &decider, const QStringList &tieBreaks);
    /** Event points as arbiters write them: "1½", "½", "2". */
    static QString points(double value);
    /** A number in the user's locale with this many decimals. */
    static QString number(double value, int decimals);
    /** A stored date ("YYYY-MM-DDTHH:MM:SS") as the locale writes a short date. */
    static QString date(const QString &iso);
};

} // namespace podium::web
