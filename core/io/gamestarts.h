// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QtGlobal>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace podium::io {

/**
 * The line each game id was first seen on, by a 64-bit hash of the id, in one flat array with open addressing.
 * QHash keeps a bucket array and the entries apart, a cache miss in each for every game: with a million games that
 * was more than half of a replay's time. Neither Qt nor the standard library has a flat hash table. A file's ids
 * need not fit in memory beside it: a caller compares the id on a line found here with its own.
 */
class GameStarts
{
public:
    /** The line stored for hash; if there is none, line is stored and the answer is 0. */
    qsizetype findOrAdd(std::uint64_t hash, qsizetype line);

    /** Makes room for games games at once: growing step by step to a million touched twice the memory. */
    void expect(std::size_t games);

private:
    struct Slot
    {
        std::uint64_t hash = 0;
        qsizetype line = 0; ///< 0: empty (lines count from 1)
    };
    void grow(std::size_t size = 0);

    std::vector<Slot> m_slots; ///< a power of two of them, at most three quarters used
    std::size_t m_used = 0;
};

} // namespace podium::io
