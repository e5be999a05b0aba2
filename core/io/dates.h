// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// A game's date as Podium keeps it: "YYYY-MM-DDTHH:MM:SS", so that text order is time order. One module for every
// door a date comes in by: the interchange CSV reader, a game entered or edited, a backup's check.

#include <string>
#include <string_view>

namespace podium::io {

/** A date or date-time ("YYYY-MM-DD", then optionally "T" or a space and "HH:MM", then optionally ":SS"), normalised
 *  to "YYYY-MM-DDTHH:MM:SS"; empty when it is not one (or not a day of the proleptic Gregorian calendar). */
std::string normaliseDate(std::string_view text);
/** normaliseDate into result, reusing its memory (a reader of a million games); false when text is not a date. */
bool normaliseDateInto(std::string_view text, std::string &result);

} // namespace podium::io
