// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Fuzz target: the interchange CSV reader, then what `podium-cli replay` does with what it reads (a replay
// under each algorithm), then the writer: what the reader took, written and read again, must read the same.
#include "fuzzsupport.h"

#include "history/history.h"
#include "io/interchangecsv.h"
#include "rating/ratingsystem.h"

#include <cstdio>
#include <cstdlib>

using namespace podium;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    history::History read;
    if (fuzz::refusedCleanly([&] { read = io::readInterchange(fuzz::bytesOf(data, size), QStringLiteral("f.csv")); }))
        return 0;
    for (const char *algorithm : {"trueskill", "elo", "zonestats"}) {
        const auto system = rating::makeRatingSystem(algorithm);
        try {
            history::replay(read, *system);
        } catch (const history::ReplayError &) {
            // `replay` names the game, line and column of a game the system cannot rate: a clean refusal.
        }
    }
    // The writer's promise: readInterchange reads writeInterchange's output back to the same history.
    const QByteArray written = io::writeInterchange(read);
    QByteArray again;
    try {
        again = io::writeInterchange(io::readInterchange(written, QStringLiteral("written.csv")));
    } catch (const io::InputError &error) {
        std::fprintf(stderr, "the reader refuses the writer's own file: %s\n%s\n", error.what(), written.constData());
        std::abort();
    }
    if (again != written) {
        std::fprintf(stderr, "written, read and written again differs:\n%s\n---\n%s\n", written.constData(),
                     again.constData());
        std::abort();
    }
    return 0;
}
