// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QByteArray>
#include <QString>

namespace podium::web {

/** One of the board's own files (style.css, board.js), built into the library as a Qt resource; empty for any
 *  other name. */
QByteArray asset(const QString &name);

} // namespace podium::web
