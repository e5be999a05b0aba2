// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace podium::io {

/**
 * The game ids a file has started so far, as 64-bit hashes in one flat array with open addressing: the check that a
 * game's rows are adjacent asks, at the start of every game, whether its id came before. QHash keeps a bucket array
 * and the entries apart, a cache miss in each for every game: with a million games that was more than half of a
 * replay's time. Neither Qt nor the standard library has a flat hash table. A file's ids need not fit in memory
 * beside it: when a hash is known, the caller looks for the id itself in what it read (two ids share a hash with a
 * chance of 1 in 2^64, a repeated id is a mistake in the file, so that search is rare).
 *
 * A slot is the hash alone, 8 bytes, and the table is sized to what the file needs rather than to a power of two: a
 * replay of a short file spends more on the first touch of the table's pages than on its lookups (a page fault costs
 * as much as a few hundred lookups on the development VM; keeping each game's line beside its hash made the table
 * half as big again, and that was a twentieth of a 27,505-game replay as a whole process).
 */
class GameStarts
{
public:
    /** Whether the hash is new; it is known from now on. */
    bool insert(std::uint64_t hash)
    {
        if (4 * (m_used + 1) > 3 * m_slots.size())
            grow();
        hash += hash == kEmpty; // 0 marks an empty slot: a hash of 0 shares 1's slot and is looked for as 1
        for (std::size_t i = home(hash, m_slots.size());; i = next(i)) {
            if (m_slots[i] == kEmpty) {
                m_slots[i] = hash;
                ++m_used;
                return true;
            }
            if (m_slots[i] == hash)
                return false;
        }
    }

    /** Makes room for games games at once: growing step by step to a million touched twice the memory. */
    void expect(std::size_t games);

private:
    static constexpr std::uint64_t kEmpty = 0;
    /** The first slot for a hash: its upper half scaled to the table (Lemire's multiply-shift), so that the hash itself
     *  places an entry again when the table grows, and any size works. */
    static std::size_t home(std::uint64_t hash, std::size_t size)
    {
        return static_cast<std::size_t>(((hash >> 32) * size) >> 32);
    }
    std::size_t next(std::size_t i) const { return i + 1 == m_slots.size() ? 0 : i + 1; }
    void grow(std::size_t size = 0);

    std::vector<std::uint64_t> m_slots; ///< at most three quarters used
    std::size_t m_used = 0;
};

} // namespace podium::io
