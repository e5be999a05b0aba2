// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "rating/types.h"

#include <QCoreApplication>
#include <QString>

namespace podium {

/**
 * A rating engine's complaint in the user's language: its message template (marked PODIUM_TRANSLATE_NOOP in the
 * engines, context "RatingText") translated, then its arguments put in. A message the engines did not mark reads as
 * they wrote it.
 */
inline QString ratingMessage(const rating::RatingError &error)
{
    const QString format = QCoreApplication::translate("RatingText", error.format().c_str());
    return QString::fromStdString(rating::formatMessage(format.toStdString(), error.args()));
}

/** "path: message" as the error's what() says it, the message translated (the path names a field, as typed). */
inline QString ratingWhat(const rating::RatingError &error)
{
    const QString message = ratingMessage(error);
    return error.path().empty() ? message : QString::fromStdString(error.path()) + QStringLiteral(": ") + message;
}

} // namespace podium
