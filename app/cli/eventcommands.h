// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QByteArray>
#include <QStringList>

namespace podium {
class Club;
namespace store {
class Database;
}
} // namespace podium

namespace podium::cli {

/** podium-cli --db FILE event create|join|withdraw|next|show|result|standings|list ... */
QByteArray eventCommand(Club &club, const QStringList &argv);
/** podium-cli --db FILE pair LEADERBOARD --players A,B,... --mode h2h|teams:K|ffa:K */
QByteArray pairCommand(const store::Database &db, const QStringList &argv);

} // namespace podium::cli
