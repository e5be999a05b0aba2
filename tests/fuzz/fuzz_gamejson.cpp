// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Fuzz target: one game as JSON, read the two ways podium-cli reads it. As `rate` reads it (with each
// algorithm, rated and answered), and as `games add` reads it, then added to a club whose leaderboards must all
// be able to rate it or refuse it.
#include "fuzzsupport.h"

#include "club/club.h"
#include "commands/gamecommands.h"
#include "commands/leaderboardcommands.h"
#include "io/clubjson.h"
#include "io/gamejson.h"
#include "rating/ratingsystem.h"
#include "store/sqlite/clubfile.h"

using namespace podium;

namespace {

/** The scratch club: TrueSkill and Elo over every discipline, ZoneStats over "Z" (it needs minutes). A new one
 *  every few hundred games, so that replays stay as fast as the first. Never destroyed at exit: QtSql's
 *  connections are gone by then. */
Club &scratchClub()
{
    static Club *club = nullptr;
    static int uses = 0;
    if (club && ++uses % 300 != 0)
        return *club;
    const QString path = fuzz::scratchDir() + QStringLiteral("/games.podium");
    delete club;
    club = nullptr;
    fuzz::removeClub(path);
    store::createClubFile(path);
    club = Club::open(path).release();
    const std::pair<const char *, const char *> boards[] = {{"trueskill", ""}, {"elo", ""}, {"zonestats", "Z"}};
    for (const auto &[algorithm, discipline] : boards)
        club->run(std::make_unique<commands::CreateLeaderboard>(
            *club,
            club::LeaderboardRecord {
                0, QLatin1String(algorithm), QLatin1String(discipline), QLatin1String(algorithm), {}, {}, {}}));
    return *club;
}

void rateAsRateDoes(const QByteArray &json)
{
    for (const char *algorithm : {"trueskill", "elo", "zonestats"}) {
        const auto system = rating::makeRatingSystem(algorithm);
        try {
            const io::JsonGame game = io::parseGameJson(json, *system);
            std::vector<rating::Rating> posterior;
            system->rate(game.game, posterior);
            io::gameResultJson(game, posterior, *system);
        } catch (const io::InputError &) {
        } catch (const rating::RatingError &) {
            // `rate` answers both with the JSON path and exit 2.
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray json = fuzz::bytesOf(data, size);
    rateAsRateDoes(json);
    club::GameInput game;
    if (fuzz::refusedCleanly([&] { game = io::parseClubGame(json); }))
        return 0;
    Club &club = scratchClub();
    fuzz::refusedCleanly([&] { club.run(std::make_unique<commands::AddGame>(club, game)); });
    return 0;
}
