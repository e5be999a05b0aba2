// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QCoreApplication>

namespace podium {

/** The translation context of the messages core gives the user: the refusals and errors that the app shows and
 *  podium-cli prints, both in the user's language (each loads the translations at start). */
struct ErrorText
{
    Q_DECLARE_TR_FUNCTIONS(ErrorText)
};

} // namespace podium
