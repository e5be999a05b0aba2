// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// Two's-complement integers of 256 to 1024 bits for matching weights that encode many criteria lexicographically. The
// Dutch system ranks a pairing by about twenty criteria, several of them counted per score group; for 100
// players over nine rounds that is some 450 bits, beyond int64 and __int128; pairDutch takes the narrowest of 256, 320,
// 384, 512, 704 and 1024 bits that fits the round (the arithmetic dominates the matching's time); 1024 leave room for
// more score groups (accelerated or longer events), and pairDutch refuses a field that would not fit. Plain C++ (no
// Qt): matching.cpp, built as C++17 for LEMON, includes it too.

#include <array>
#include <cstdint>
#include <limits>

namespace podium::tournament {

/** A signed integer of 64 * W bits with the arithmetic LEMON's weighted matching needs (+, -, * and / by a
 *  small int, comparisons). */
template<int W>
class BasicWideInt
{
public:
    static constexpr int Words = W;

    constexpr BasicWideInt() = default;
    constexpr BasicWideInt(long long value) // NOLINT: implicit, as an integer literal converts
    {
        m_w[0] = static_cast<std::uint64_t>(value);
        for (int i = 1; i < Words; ++i)
            m_w[i] = value < 0 ? ~std::uint64_t(0) : 0;
    }

    static constexpr BasicWideInt maximum()
    {
        BasicWideInt r;
        for (auto &w : r.m_w)
            w = ~std::uint64_t(0);
        r.m_w[Words - 1] >>= 1;
        return r;
    }

    constexpr bool negative() const { return (m_w[Words - 1] >> 63) != 0; }
    constexpr bool isZero() const
    {
        for (auto w : m_w)
            if (w)
                return false;
        return true;
    }

    /** Shifts left by bits (0 to 511) and puts value (which must fit in bits) into the freed low bits. */
    constexpr BasicWideInt &push(int bits, std::uint64_t value)
    {
        shiftLeft(bits);
        m_w[0] |= value; // the freed low bits are 0 and value fits in them
        return *this;
    }

    /** Shifts left by bits (0 to 511), in place. */
    constexpr BasicWideInt &shiftLeft(int bits)
    {
        if (bits > 0 && bits < 64) { // the usual case: a criterion is narrower than a word
            for (int i = Words - 1; i > 0; --i)
                m_w[i] = (m_w[i] << bits) | (m_w[i - 1] >> (64 - bits));
            m_w[0] <<= bits;
        } else if (bits != 0) {
            *this = shiftedLeft(bits);
        }
        return *this;
    }

    constexpr BasicWideInt shiftedLeft(int bits) const
    {
        BasicWideInt r;
        const int words = bits / 64, rest = bits % 64;
        for (int i = Words - 1; i >= words; --i) {
            std::uint64_t v = m_w[i - words] << rest;
            if (rest && i - words - 1 >= 0)
                v |= m_w[i - words - 1] >> (64 - rest);
            r.m_w[i] = v;
        }
        return r;
    }

    constexpr BasicWideInt &operator+=(const BasicWideInt &o)
    {
        std::uint64_t carry = 0;
        for (int i = 0; i < Words; ++i) {
            const std::uint64_t a = m_w[i];
            const std::uint64_t s = a + o.m_w[i];
            const std::uint64_t t = s + carry;
            carry = static_cast<std::uint64_t>(s < a) | static_cast<std::uint64_t>(t < s);
            m_w[i] = t;
        }
        return *this;
    }
    constexpr BasicWideInt &operator-=(const BasicWideInt &o)
    {
        std::uint64_t borrow = 0;
        for (int i = 0; i < Words; ++i) {
            const std::uint64_t a = m_w[i];
            const std::uint64_t d = a - o.m_w[i];
            const std::uint64_t t = d - borrow;
            borrow = static_cast<std::uint64_t>(d > a) | static_cast<std::uint64_t>(t > d);
            m_w[i] = t;
        }
        return *this;
    }
    constexpr BasicWideInt operator-() const
    {
        BasicWideInt r;
        for (int i = 0; i < Words; ++i)
            r.m_w[i] = ~m_w[i];
        return r += BasicWideInt(1);
    }
    friend constexpr BasicWideInt operator+(BasicWideInt a, const BasicWideInt &b) { return a += b; }
    friend constexpr BasicWideInt operator-(BasicWideInt a, const BasicWideInt &b) { return a -= b; }

    /** Multiplication by a small non-negative factor, as LEMON scales weights by 2 or 4. */
    friend constexpr BasicWideInt operator*(int k, const BasicWideInt &a)
    {
        BasicWideInt r;
        for (int i = 0; i < k; ++i)
            r += a;
        return r;
    }
    friend constexpr BasicWideInt operator*(const BasicWideInt &a, int k) { return k * a; }

    /** Division by a positive int below 2^31, truncating towards zero like the built-in types. */
    friend constexpr BasicWideInt operator/(const BasicWideInt &a, int d)
    {
        if (a.negative())
            return -((-a) / d);
        BasicWideInt r;
        // Long division in 32-bit halves, so that each step fits in 64 bits.
        const auto div = static_cast<std::uint64_t>(d);
        std::uint64_t rem = 0;
        for (int i = Words - 1; i >= 0; --i) {
            const std::uint64_t hi = (rem << 32) | (a.m_w[i] >> 32);
            rem = hi % div;
            const std::uint64_t lo = (rem << 32) | (a.m_w[i] & 0xffffffffu);
            rem = lo % div;
            r.m_w[i] = ((hi / div) << 32) | (lo / div);
        }
        return r;
    }

    friend constexpr bool operator==(const BasicWideInt &a, const BasicWideInt &b)
    {
        for (int i = 0; i < Words; ++i)
            if (a.m_w[i] != b.m_w[i])
                return false;
        return true;
    }
    friend constexpr bool operator!=(const BasicWideInt &a, const BasicWideInt &b) { return !(a == b); }
    friend constexpr bool operator<(const BasicWideInt &a, const BasicWideInt &b)
    {
        if (a.negative() != b.negative())
            return a.negative();
        for (int i = Words - 1; i >= 0; --i)
            if (a.m_w[i] != b.m_w[i])
                return a.m_w[i] < b.m_w[i];
        return false;
    }
    friend constexpr bool operator>(const BasicWideInt &a, const BasicWideInt &b) { return b < a; }
    friend constexpr bool operator<=(const BasicWideInt &a, const BasicWideInt &b) { return !(b < a); }
    friend constexpr bool operator>=(const BasicWideInt &a, const BasicWideInt &b) { return !(a < b); }

private:
    std::array<std::uint64_t, Words> m_w {};
};

/** The widest weights the Dutch pairing uses (1024 bits). */
using WideInt = BasicWideInt<16>;

} // namespace podium::tournament

template<int W>
class std::numeric_limits<podium::tournament::BasicWideInt<W>>
{
public:
    static constexpr bool is_specialized = true;
    static constexpr bool is_integer = true;
    static constexpr bool is_signed = true;
    static constexpr podium::tournament::BasicWideInt<W> max()
    {
        return podium::tournament::BasicWideInt<W>::maximum();
    }
    static constexpr podium::tournament::BasicWideInt<W> min() { return -max() - 1; }
};
