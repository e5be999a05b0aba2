// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "io/gamestarts.h"

#include <algorithm>
#include <bit>
#include <utility>

namespace podium::io {

qsizetype GameStarts::findOrAdd(std::uint64_t hash, qsizetype line)
{
    if (4 * (m_used + 1) > 3 * m_slots.size())
        grow();
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        Slot &slot = m_slots[i];
        if (slot.line == 0) {
            slot = {hash, line};
            ++m_used;
            return 0;
        }
        if (slot.hash == hash)
            return slot.line;
    }
}

void GameStarts::expect(std::size_t games)
{
    if (4 * games > 3 * m_slots.size())
        grow(std::bit_ceil(4 * games / 3 + 1));
}

void GameStarts::grow(std::size_t size)
{
    size = std::max({size, std::size_t(1024), 2 * m_slots.size()});
    const std::vector<Slot> old = std::exchange(m_slots, std::vector<Slot>(size));
    m_used = 0;
    for (const Slot &slot : old) {
        if (slot.line != 0)
            findOrAdd(slot.hash, slot.line);
    }
}

} // namespace podium::io
