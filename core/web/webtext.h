// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/events.h"

#include <QCoreApplication>
#include <QString>

namespace podium::web {

/** The translation context of the live board and the HTML files. The names they show for what core names by
 *  identifier (formats, tie-breaks, what decided a place) and event points are the app's own (club/labels.h). */
class WebText
{
    Q_DECLARE_TR_FUNCTIONS(WebText)

public:
    /** The language of the texts as <html lang> takes it ("en", "de"): the translation says which it is. */
    static QString language();
    /** A number in the user's locale with this many decimals. */
    static QString number(double value, int decimals);
    /** A stored date ("YYYY-MM-DDTHH:MM:SS") as the locale writes a short date. */
    static QString date(const QString &iso);
};

} // namespace podium::web
