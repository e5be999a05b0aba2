// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Fuzz target: opening a club file from elsewhere. The bytes (a small club, mutated) are written to a file that
// is opened as podium-cli opens it, then `check`, `games list` and `standings` of every leaderboard run on it.
#include "fuzzsupport.h"

#include "club/club.h"
#include "club/games.h"
#include "club/leaderboards.h"

#include <QFile>

using namespace podium;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initialise(argc, argv);
    return 0;
}

namespace {

void checkAsCliDoes(const store::Database &database)
{
    database.integrityProblems();
    club::Leaderboards leaderboards(database);
    for (const club::LeaderboardRecord &l : leaderboards.list()) {
        QString difference;
        leaderboards.cacheMatchesReplay(l.name, &difference);
    }
}

void useClub(const QString &path)
{
    const auto club = Club::open(path);
    const store::Database &database = club->database();
    // Each command on its own, as separate podium-cli runs would: a refusal of one does not skip the others.
    fuzz::refusedCleanly([&] { checkAsCliDoes(database); });
    fuzz::refusedCleanly([&] { club::Games(database).list(); });
    std::vector<club::LeaderboardRecord> boards;
    fuzz::refusedCleanly([&] { boards = club::Leaderboards(database).list(); });
    for (const club::LeaderboardRecord &l : boards)
        fuzz::refusedCleanly([&] { club::Leaderboards(database).view(l.name); });
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString path = fuzz::scratchDir() + QStringLiteral("/opened.podium");
    fuzz::removeClub(path);
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)
            || file.write(reinterpret_cast<const char *>(data), qint64(size)) != qint64(size))
            return 0;
    }
    fuzz::refusedCleanly([&] { useClub(path); });
    fuzz::removeClub(path);
    return 0;
}
