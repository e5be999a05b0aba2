// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Fuzz target: a TRF file as `podium-cli event import` reads it. Read; a file read is written back and must read
// again to the same players; then imported into a scratch club, which must take it whole or refuse it cleanly.
#include "fuzzsupport.h"

#include "club/events/eventtrf.h"
#include "io/trf.h"
#include "store/database.h"
#include "store/sqlite/clubfile.h"

#include <cstdlib>

using namespace podium;

namespace {

/** A new scratch club every few hundred files, so that imports stay as fast as the first. Never destroyed at
 *  exit: QtSql's connections are gone by then. */
store::Database &scratchClub()
{
    static store::Database *club = nullptr;
    static int uses = 0;
    if (club && ++uses % 300 != 0)
        return *club;
    const QString path = fuzz::scratchDir() + QStringLiteral("/trf.podium");
    delete club;
    club = nullptr;
    fuzz::removeClub(path);
    club = store::Database::open(path, store::Database::Mode::Create).release();
    return *club;
}

/** What Podium writes it reads back as it was: the same players, numbers and round entries. */
void writtenReadsBack(const io::TrfTournament &read)
{
    QByteArray written;
    if (fuzz::refusedCleanly([&] { written = io::writeTrf(read); }))
        return; // a field that does not fit its columns, refused with its player
    const io::TrfTournament again = io::readTrf(written, QStringLiteral("written.trf")); // must not throw
    if (again.players.size() != read.players.size())
        std::abort();
    for (std::size_t i = 0; i < read.players.size(); ++i) {
        const io::TrfPlayer &a = read.players[i], &b = again.players[i];
        if (a.number != b.number || a.name != b.name || a.rounds.size() != b.rounds.size())
            std::abort();
        for (std::size_t r = 0; r < a.rounds.size(); ++r) {
            if (a.rounds[r].opponent != b.rounds[r].opponent || a.rounds[r].result != b.rounds[r].result)
                std::abort();
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
    io::TrfTournament trf;
    if (fuzz::refusedCleanly([&] { trf = io::readTrf(fuzz::bytesOf(data, size), QStringLiteral("fuzz.trf")); }))
        return 0;
    writtenReadsBack(trf);
    store::Database &club = scratchClub();
    static int n = 0;
    club::TrfImportOptions options;
    options.name = QStringLiteral("Fuzz %1").arg(++n); // a new event every time, not refused for its name
    fuzz::refusedCleanly([&] { club::importTrfEvent(club, trf, options); });
    return 0;
}
