// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "cli/helpwrap.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

#include <sys/ioctl.h>
#include <unistd.h>

namespace podium::cli {

namespace {

/** How far a description moved under its command is indented beyond the entry. */
constexpr int kUnder = 8;

int indentOf(const QString &line)
{
    int n = 0;
    while (n < line.size() && line.at(n) == QLatin1Char(' '))
        ++n;
    return n;
}

/** words laid out in lines of at most width columns, each starting with indent spaces (the first with first). */
QStringList flow(const QStringList &words, int first, int indent, int width)
{
    // An indentation that leaves too little room (a description's column under a line that is not an entry's)
    // comes in to a description's indentation under its command.
    if (first + 20 > width)
        first = 2 + kUnder;
    if (indent + 20 > width)
        indent = 2 + kUnder;
    QStringList lines;
    QString line = QString(first, QLatin1Char(' '));
    bool empty = true;
    for (const QString &word : words) {
        if (!empty && line.size() + 1 + word.size() > width) {
            lines.append(line);
            line = QString(indent, QLatin1Char(' '));
            empty = true;
        }
        if (!empty)
            line += QLatin1Char(' ');
        line += word;
        empty = false;
    }
    if (!empty)
        lines.append(line);
    return lines;
}

QStringList wordsOf(const QString &text)
{
    return text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

QString wrapHelp(const QString &text, int width)
{
    // A line of an entry that holds a command (or options) and, after two spaces or more, a description.
    static const QRegularExpression split(QStringLiteral("^( *\\S.*?\\S) {2,}(\\S.*)$"));
    const QStringList lines = text.split(QLatin1Char('\n'));
    QStringList out;
    for (qsizetype i = 0; i < lines.size();) {
        const QString &line = lines.at(i);
        const int indent = indentOf(line);
        const QRegularExpressionMatch first = split.match(line);
        if (line.trimmed().isEmpty() || (indent == 0 && !first.hasMatch())) {
            // A heading or prose: wrapped where too long.
            out += line.size() <= width ? QStringList {line} : flow(wordsOf(line), 0, 0, width);
            ++i;
            continue;
        }
        // An entry: this line and those indented further below it, each a command's line (with or without its
        // description) or a line more of the description before it.
        struct Segment
        {
            int indent = 0;
            QStringList command;
            QStringList description;
        };
        std::vector<Segment> segments;
        int column = first.hasMatch() ? static_cast<int>(first.capturedStart(2)) : -1;
        bool fits = true;
        qsizetype end = i;
        for (; end < lines.size(); ++end) {
            const QString &part = lines.at(end);
            const int at = indentOf(part);
            if (end > i && (part.trimmed().isEmpty() || at <= indent))
                break;
            fits = fits && part.size() <= width;
            const QRegularExpressionMatch m = split.match(part);
            if (m.hasMatch() && m.capturedStart(2) > at) {
                if (column < 0)
                    column = static_cast<int>(m.capturedStart(2));
                segments.push_back({at, wordsOf(m.captured(1)), wordsOf(m.captured(2))});
            } else if (!segments.empty() && ((column >= 0 && at >= column) || (column < 0 && at >= 24))) {
                segments.back().description += wordsOf(part); // the description goes on
            } else {
                segments.push_back({at, wordsOf(part), {}}); // a command's line without a description yet
            }
        }
        if (fits) {
            for (qsizetype k = i; k < end; ++k)
                out.append(lines.at(k));
        } else {
            // Each command at its own indentation (its own lines further in), each description under it.
            for (const Segment &segment : segments) {
                out += flow(segment.command, segment.indent, segment.indent + 4, width);
                if (!segment.description.isEmpty())
                    out += flow(segment.description, indent + kUnder, indent + kUnder, width);
            }
        }
        i = end;
    }
    return out.join(QLatin1Char('\n'));
}

int helpWidth()
{
    winsize size {};
    if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0)
        return std::max(40, int(size.ws_col));
    bool ok = false;
    const int columns = qEnvironmentVariableIntValue("COLUMNS", &ok);
    return ok && columns >= 40 ? columns : 80;
}

} // namespace podium::cli
