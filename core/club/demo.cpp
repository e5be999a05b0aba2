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
    // The disciplines in the user's language (U8 of the desktop review of 28 November: a German first run showed
    // German menus around "Kart racing" and "Capture the flag"); the algorithms keep their names.
    //: A discipline of the demo club.
    const QString chess = ErrorText::tr("Chess");
    //: A discipline of the demo club: races of several karts, each finishing in a place.
    const QString karts = ErrorText::tr("Kart racing");
    //: A discipline of the demo club: a team game (the video games' mode).
    const QString flag = ErrorText::tr("Capture the flag");
    Games games(db);
    games.import(named(history::generateSynthetic({GameKind::HeadToHead, 40, 1600, 2024, 4, 8})), chess);
    games.import(named(history::generateSynthetic({GameKind::FreeForAll, 40, 300, 2025, 4, 8})), karts);
    games.import(named(history::generateSynthetic({GameKind::Team, 40, 350, 2026, 4, 8})), flag);
    Leaderboards leaderboards(db);
    const auto board = [&](const QString &discipline, const char *shown, const char *algorithm) {
        leaderboards.create({0,
                             discipline + QStringLiteral(" - ") + QLatin1String(shown),
                             discipline,
                             QString::fromLatin1(algorithm),
                             {},
                             {},
                             {}});
    };
    board(chess, "TrueSkill", "trueskill");
    board(chess, "Elo", "elo");
    board(chess, "Glicko-2", "glicko2");
    board(karts, "TrueSkill", "trueskill");
    board(karts, "Elo", "elo");
    board(flag, "TrueSkill", "trueskill");
    board(flag, "ZoneStats", "zonestats");
}

} // namespace podium::club
