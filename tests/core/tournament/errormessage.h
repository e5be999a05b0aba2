// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "tournament/tournamenterror.h"

#include <QString>

#include <functional>

/** What the TournamentError thrown by f says, or "no error". */
inline QString errorMessage(const std::function<void()> &f)
{
    try {
        f();
    } catch (const podium::tournament::TournamentError &e) {
        return QString::fromStdString(e.what());
    }
    return QStringLiteral("no error");
}
