// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/storetypes.h"

#include <QStringList>

namespace podium::club {

/** Every discipline's name, in alphabetical order. */
QStringList disciplineNames(const Database &db);
/** The id of the discipline of that name (ignoring case), or 0. */
qint64 findDiscipline(const Database &db, const QString &name);
/** The id of the discipline of that name, created when new, within the caller's transaction. */
qint64 ensureDiscipline(const Database &db, const QString &name);

} // namespace podium::club
