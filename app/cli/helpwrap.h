// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QString>

namespace podium::cli {

/**
 * The help's text fitted to width columns (U7 of the desktop review of 28 November: `podium-cli --help` was 112
 * columns wide in English and wider translated, and wrapped into a mess on an 80-column terminal and in the man page).
 * An entry of the help is a command or option, two spaces or more, and its description, which may go on in lines
 * indented to the description's column. An entry that fits stays as it is; one that does not puts its description
 * under the command, indented, wrapped at spaces; a command line too long for the width is itself broken at spaces.
 * Any other line too long is wrapped at spaces with its own indentation. No word is lost or changed, and a word
 * longer than the width stays whole. Written here: Qt wraps text for a painter (QTextLayout), not for a terminal.
 */
QString wrapHelp(const QString &text, int width);

/** The width to fit the help to: the terminal's when standard output is one, else COLUMNS when set, else 80 (a
 *  pipe, a file, help2man writing the man page). */
int helpWidth();

} // namespace podium::cli
