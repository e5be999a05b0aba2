// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "io/inputerror.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QString>
#include <QStringView>

#include <cstddef>
#include <string_view>

namespace podium::io {

/**
 * The rules every piece of text that comes into Podium meets, whatever the way in: a CSV file, a game as JSON,
 * a backup, a name typed into the app. One function per rule, so that the same text is refused everywhere.
 */

/** The byte offset of the first byte that is not valid UTF-8 (a stray continuation byte, a truncated or overlong
 *  sequence, a surrogate, a code point above U+10FFFF), or std::string_view::npos when all of text is valid. */
std::size_t invalidUtf8At(std::string_view text);

/** Where a byte is in a text, as an editor shows it: line and column from 1, the column in characters. */
struct TextPosition
{
    qsizetype line = 1;
    qsizetype column = 1;
};

/** The position of the byte at offset in text (UTF-8), counted on from start: text continues where start is, as
 *  when a file is read piece by piece. */
TextPosition positionOf(std::string_view text, std::size_t offset, TextPosition start = {});

/**
 * Refuses text that is not valid UTF-8: throws InputError at "FILE:LINE:COLUMN" (or "line L, column C" when
 * fileName is empty) naming the byte. Different byte strings must not become one name of U+FFFD characters.
 */
void requireUtf8(std::string_view text, const QString &fileName);
/** The error requireUtf8 throws for byte, found at position at. */
InputError invalidUtf8Error(const QString &fileName, TextPosition at, unsigned char byte);

/** Where a name comes from: what a person or a file gives now, or a club or backup that an earlier Podium wrote. */
enum class NameOrigin {
    New, ///< every rule of nameTextProblem
    /** Written by an earlier Podium, which refused control characters but not format characters: a backup of such a
     *  club must restore, and the club must back up, so only what Podium never stored is refused. */
    Stored,
};

/**
 * What is wrong with a name as text, or an empty string when nothing is: a name (a player's, a display name, a
 * team, a discipline, a leaderboard, an event) may not hold a control character (Unicode's Cc: C0 such as tab, line
 * breaks, NUL and ESC, DEL, C1), which would be printed raw to a terminal or break a line of a CSV file; nor an
 * invisible format character (Cf: U+200B ZERO WIDTH SPACE, U+202E RIGHT-TO-LEFT OVERRIDE, a soft hyphen, ...), which
 * makes a name look like another or print backwards; nor a lone surrogate. A joiner inside the scripts and emoji
 * sequences that need it, and a subdivision flag's tags, are allowed (see textcheck.cpp). The answer reads
 * "contains the control character U+001B at character 2", characters counted as code points.
 */
QString nameTextProblem(QStringView name, NameOrigin origin = NameOrigin::New);
/** nameTextProblem for UTF-8 bytes, quick on the rows of a big file: control characters are single bytes. */
QString nameTextProblem(std::string_view utf8);

/** Throws InputError at location when nameTextProblem(name) has something to say. */
void requireNameText(QStringView name, const QString &location);

/** The byte offset of the first escape \uD800 to \uDFFF of json that is not half of a high-and-low pair, or
 *  std::string_view::npos. QJsonDocument would read it as U+FFFD without a word. */
std::size_t loneSurrogateEscapeAt(std::string_view json);
/** Throws InputError at "FILE:LINE:COLUMN" (or "line L, column C" when fileName is empty) for the first lone
 *  surrogate escape of json. */
void requireNoLoneSurrogate(std::string_view json, const QString &fileName);

/**
 * Parses JSON as every reader of Podium's JSON does: valid UTF-8, valid JSON, no lone surrogate escape and no
 * key twice in one object (the last one would silently win). Throws InputError at "line L, column C" for the first
 * problem.
 */
QJsonDocument parseJsonText(const QByteArray &json);

} // namespace podium::io
