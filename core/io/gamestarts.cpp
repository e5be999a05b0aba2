// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "io/gamestarts.h"

#include "history/hugepages.h"

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
    std::vector<std::uint64_t> slots;
    slots.reserve(size);
    // Every page of the table is written soon (its slots are scattered by the hash): mapped in one call.
    history::populatePages(slots.data(), size * sizeof(std::uint64_t));
    slots.resize(size, kEmpty);
    const std::vector<std::uint64_t> old = std::exchange(m_slots, std::move(slots));
    for (const std::uint64_t hash : old) {
        if (hash == kEmpty)
            continue;
        std::size_t i = home(hash, size);
        while (m_slots[i] != kEmpty)
            i = next(i);
        m_slots[i] = hash;
    }
}

} // namespace podium::io
