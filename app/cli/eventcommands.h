#pragma once

#include <QByteArray>
#include <QStringList>

namespace podium::db {
class Database;
}

namespace podium::cli {

/** podium-cli --db FILE event create|join|withdraw|next|show|result|standings|list ... */
QByteArray eventCommand(db::Database &db, const QStringList &argv);
/** podium-cli --db FILE pair LEADERBOARD --players A,B,... --mode h2h|teams:K|ffa:K */
QByteArray pairCommand(db::Database &db, const QStringList &argv);

} // namespace podium::cli
