// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "io/dates.h"

#include <algorithm>
#include <array>
#include <chrono>

namespace podium::io {

namespace {

/** Reads digits [pos, pos + n) of text as a number; -1 when they are not all digits. */
int digits(std::string_view text, std::size_t pos, std::size_t n)
{
    if (pos + n > text.size())
        return -1;
    int value = 0;
    for (std::size_t i = pos; i < pos + n; ++i) {
        if (text[i] < '0' || text[i] > '9')
            return -1;
        value = value * 10 + (text[i] - '0');
    }
    return value;
}

} // namespace

bool normaliseDateInto(std::string_view text, std::string &result)
{
    // YYYY-MM-DD, then optionally T or space and HH:MM, then optionally :SS.
    if (text.size() != 10 && text.size() != 16 && text.size() != 19)
        return false;
    const int year = digits(text, 0, 4), month = digits(text, 5, 2), day = digits(text, 8, 2);
    // QDate::isValid without its calendar machinery (440 instructions a date): the proleptic Gregorian calendar,
    // which has no year 0. Every month has days 1 to 28: the calendar is asked only about the others.
    if (year <= 0 || month < 1 || month > 12 || day < 1 || text[4] != '-' || text[7] != '-'
        || (day > 28
            && !std::chrono::year_month_day(std::chrono::year(year), std::chrono::month(static_cast<unsigned>(month)),
                                            std::chrono::day(static_cast<unsigned>(day)))
                    .ok()))
        return false;
    int hour = 0, minute = 0, second = 0;
    if (text.size() > 10) {
        hour = digits(text, 11, 2);
        minute = digits(text, 14, 2);
        if ((text[10] != 'T' && text[10] != ' ') || text[13] != ':' || hour < 0 || hour > 23 || minute < 0
            || minute > 59)
            return false;
        if (text.size() == 19) {
            second = digits(text, 17, 2);
            if (text[16] != ':' || second < 0 || second > 59)
                return false;
        }
    }
    // The digits are checked: the time is copied as written (a replay reads one date per game, and formatting
    // them with snprintf was a sixth of reading a file).
    if (text.size() == 19 && text[10] == 'T') {
        result.assign(text); // normalised already
        return true;
    }
    std::array<char, 19> normalised {'0', '0', '0', '0', '-', '0', '0', '-', '0', '0',
                                     'T', '0', '0', ':', '0', '0', ':', '0', '0'};
    std::copy_n(text.begin(), std::min<std::size_t>(text.size(), 10), normalised.begin());
    if (text.size() > 10)
        std::copy(text.begin() + 11, text.end(), normalised.begin() + 11);
    result.assign(normalised.data(), normalised.size());
    return true;
}

std::string normaliseDate(std::string_view text)
{
    std::string result;
    if (!normaliseDateInto(text, result))
        result.clear();
    return result;
}

} // namespace podium::io
