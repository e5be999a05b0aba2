// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/demo.h"

#include "club/games.h"
#include "club/leaderboards.h"
#include "club/storetypes.h"
#include "history/synthetic.h"
#include "io/errortext.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QSqlQuery>

namespace podium::club {

namespace {

/** The members' names; the synthetic histories' P01..P40 map onto them. */
const char *const kMembers[] = {
    "Ada",    "Bilal",  "Carmen", "Dmitri", "Elif",  "Farid", "Greta", "Hiro",  "Ines",  "Jonas",
    "Kalani", "Lena",   "Mateo",  "Noor",   "Oskar", "Priya", "Quinn", "Rosa",  "Sven",  "Tariq",
    "Uma",    "Viktor", "Wen",    "Ximena", "Yusuf", "Zoe",   "Amara", "Bruno", "Chloe", "Diego",
    "Emeka",  "Freya",  "Gus",    "Hana",   "Ivan",  "Jada",  "Kenji", "Lucia", "Milo",  "Nadia",
};

history::History named(history::History h)
{
    for (std::string &player : h.players) {
        const int index = std::stoi(player.substr(1)) - 1; // "P07" -> 6
        player = kMembers[index % 40];
    }
    return h;
}

} // namespace

void createDemoClub(const Database &db)
{
    auto existing
        = db.prepare(QStringLiteral("SELECT (SELECT count(*) FROM games) + (SELECT count(*) FROM leaderboards)"));
    Database::exec(existing);
    if (existing.next() && existing.value(0).toInt() > 0)
        throw DbError(ErrorText::tr("%1 already holds a club; the demo goes into a new database").arg(db.path()));
    existing.finish();
    using history::GameKind;
    Games games(db);
    games.import(named(history::generateSynthetic({GameKind::HeadToHead, 40, 1600, 2024, 4, 8})),
                 QStringLiteral("Chess"));
    games.import(named(history::generateSynthetic({GameKind::FreeForAll, 40, 300, 2025, 4, 8})),
                 QStringLiteral("Kart racing"));
    games.import(named(history::generateSynthetic({GameKind::Team, 40, 350, 2026, 4, 8})),
                 QStringLiteral("Capture the flag"));
    Leaderboards leaderboards(db);
    const auto board = [&](const char *name, const char *discipline, const char *algorithm) {
        leaderboards.create({0,
                             QString::fromLatin1(name),
                             QString::fromLatin1(discipline),
                             QString::fromLatin1(algorithm),
                             {},
                             {},
                             {}});
    };
    board("Chess - TrueSkill", "Chess", "trueskill");
    board("Chess - Elo", "Chess", "elo");
    board("Chess - Glicko-2", "Chess", "glicko2");
    board("Kart racing - TrueSkill", "Kart racing", "trueskill");
    board("Kart racing - Elo", "Kart racing", "elo");
    board("Capture the flag - TrueSkill", "Capture the flag", "trueskill");
    board("Capture the flag - ZoneStats", "Capture the flag", "zonestats");
}

} // namespace podium::club
