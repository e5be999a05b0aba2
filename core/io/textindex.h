// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace podium::io {

/**
 * A number for each text, in one flat array with open addressing: how a reader finds the player a row names, once a
 * row. A std::unordered_map reaches an entry through its bucket and the node before it, two or three cache misses a
 * lookup once a file has thousands of players (a third of a million-game replay with 20,000 players); here a lookup
 * reads one slot, which holds a short text itself (player ids and names mostly are), and a longer text in a second
 * array. Neither Qt nor the standard library has a flat hash table.
 */
class TextIndex
{
public:
    /** The number added for text, or -1. */
    int find(std::string_view text) const
    {
        if (m_slots.empty())
            return -1;
        const std::uint64_t hash = std::hash<std::string_view>()(text);
        for (std::size_t i = hash & (m_slots.size() - 1);; i = (i + 1) & (m_slots.size() - 1)) {
            const Slot &slot = m_slots[i];
            if (slot.value < 0)
                return -1;
            if (slot.hash == hash && textOf(slot) == text)
                return slot.value;
        }
    }

    /** Adds text with its number (0 or more); the text must not be there yet. */
    void add(std::string_view text, int value)
    {
        if (4 * (m_used + 1) > 3 * m_slots.size())
            grow();
        place(makeSlot(text, value, std::hash<std::string_view>()(text)));
        ++m_used;
    }

private:
    static constexpr std::size_t kInline = 19; ///< texts this long or shorter are kept in their slot

    struct Slot
    {
        std::uint64_t hash = 0;
        int value = -1; ///< -1: empty
        std::uint8_t length = 0; ///< the text's length when it is kept in the slot, else kInline + 1
        char text[kInline] = {}; ///< the text itself, or its offset and length in m_long
    };

    std::string_view textOf(const Slot &slot) const
    {
        if (slot.length <= kInline)
            return {slot.text, slot.length};
        std::uint64_t at = 0, length = 0;
        std::memcpy(&at, slot.text, sizeof at);
        std::memcpy(&length, slot.text + sizeof at, sizeof length);
        return std::string_view(m_long).substr(at, length);
    }

    Slot makeSlot(std::string_view text, int value, std::uint64_t hash)
    {
        Slot slot;
        slot.hash = hash;
        slot.value = value;
        if (text.size() <= kInline) {
            slot.length = static_cast<std::uint8_t>(text.size());
            std::memcpy(slot.text, text.data(), text.size());
        } else {
            slot.length = kInline + 1;
            const std::uint64_t at = m_long.size(), length = text.size();
            m_long.append(text);
            std::memcpy(slot.text, &at, sizeof at);
            std::memcpy(slot.text + sizeof at, &length, sizeof length);
        }
        return slot;
    }

    void place(const Slot &slot)
    {
        std::size_t i = slot.hash & (m_slots.size() - 1);
        while (m_slots[i].value >= 0)
            i = (i + 1) & (m_slots.size() - 1);
        m_slots[i] = slot;
    }

    void grow()
    {
        std::vector<Slot> old = std::exchange(m_slots, std::vector<Slot>(m_slots.empty() ? 256 : 2 * m_slots.size()));
        for (const Slot &slot : old) {
            if (slot.value >= 0)
                place(slot);
        }
    }

    std::vector<Slot> m_slots; ///< a power of two of them, at most three quarters used
    std::size_t m_used = 0;
    std::string m_long; ///< the texts too long for a slot, one after another
};

} // namespace podium::io
