// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QByteArray>
#include <QStringList>

namespace podium {
class Club;
}

namespace podium::cli {

/** podium-cli --db FILE serve [--bind ADDRESS] [--port N]: the live board until SIGINT or SIGTERM. It prints its
 *  address at once (the other commands print when they are done), and returns the line said when it stops. */
QByteArray serveCommand(Club &club, const QStringList &argv);

} // namespace podium::cli
