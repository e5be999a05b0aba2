// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QtGlobal>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace podium::io {

/**
 * The line each game id was first seen on, by a hash of the id, in one flat array with open addressing.
 * QHash keeps a bucket array and the entries apart, a cache miss in each for every game: with a million games that
 * was more than half of a replay's time. Neither Qt nor the standard library has a flat hash table. A file's ids
 * need not fit in memory beside it: a caller compares the id on a line found here with its own.
 *
 * A slot is 12 bytes, the hash and the line in 32-bit halves, and the table is sized to what the file needs rather than
 * to a power of two: a replay of a short file spends more on the first touch of the table's pages than on its lookups
 * (a page fault costs as much as a few hundred lookups on the development VM). The whole hash is kept: the slot an
 * entry is placed in comes from its upper half, so that entries near each other share most of that half, and only the
 * lower half tells them apart.
 */
class GameStarts
{
public:
    /** The most lines a file may have: a line is kept in 32 bits (such a file would hold over 100 GB). */
    static constexpr qsizetype kMaxLine = 0xFFFFFFFF;

    /**
     * The earlier line whose game's id is this one's, asking isSame(line) of each earlier game with the same hash (two
     * ids share one with a chance of 1 in 2^64); when none is, line (1 to kMaxLine) is stored for this hash and the
     * answer is 0.
     */
    template<typename Same>
    qsizetype findOrAdd(std::uint64_t hash, qsizetype line, Same &&isSame)
    {
        if (4 * (m_used + 1) > 3 * m_slots.size())
            grow();
        const auto high = static_cast<std::uint32_t>(hash >> 32);
        const auto low = static_cast<std::uint32_t>(hash);
        for (std::size_t i = home(high, m_slots.size());; i = next(i)) {
            Slot &slot = m_slots[i];
            if (slot.line == 0) {
                slot = {high, low, static_cast<std::uint32_t>(line)};
                ++m_used;
                return 0;
            }
            if (slot.low == low && slot.high == high && isSame(qsizetype(slot.line)))
                return slot.line;
        }
    }

    /** Makes room for games games at once: growing step by step to a million touched twice the memory. */
    void expect(std::size_t games);

private:
    struct Slot
    {
        std::uint32_t high = 0; ///< the hash's upper half, which chooses the slot to look in first
        std::uint32_t low = 0;
        std::uint32_t line = 0; ///< 0: empty (lines count from 1)
    };
    /** The first slot for a hash's upper half: scaled to the table (Lemire's multiply-shift), so that the slot itself
     *  places an entry again when the table grows, and any size works. */
    static std::size_t home(std::uint32_t high, std::size_t size)
    {
        return static_cast<std::size_t>((std::uint64_t {high} * size) >> 32);
    }
    std::size_t next(std::size_t i) const { return i + 1 == m_slots.size() ? 0 : i + 1; }
    void grow(std::size_t size = 0);

    std::vector<Slot> m_slots; ///< at most three quarters used
    std::size_t m_used = 0;
};

} // namespace podium::io
