// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "io/gamestarts.h"

#include <algorithm>
#include <utility>

namespace podium::io {

void GameStarts::expect(std::size_t games)
{
    if (4 * games > 3 * m_slots.size())
        grow(4 * games / 3 + 1);
}

void GameStarts::grow(std::size_t size)
{
    size = std::max({size, std::size_t(1024), 2 * m_slots.size()});
    const std::vector<Slot> old = std::exchange(m_slots, std::vector<Slot>(size));
    for (const Slot &slot : old) {
        if (slot.line == 0)
            continue;
        std::size_t i = home(slot.high, size);
        while (m_slots[i].line != 0)
            i = next(i);
        m_slots[i] = slot;
    }
}

} // namespace podium::io
