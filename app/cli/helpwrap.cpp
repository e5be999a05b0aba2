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

/** How far a description moved under its command is indented beyond the command. */
constexpr int kUnder = 6;

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
    // An entry's first line: its command from the line's indentation, two spaces or more, its description.
    static const QRegularExpression entry(QStringLiteral("^( *\\S.*?\\S) {2,}(\\S.*)$"));
    const QStringList lines = text.split(QLatin1Char('\n'));
    QStringList out;
    for (qsizetype i = 0; i < lines.size();) {
        const QString &line = lines.at(i);
        const QRegularExpressionMatch m = entry.match(line);
        if (!m.hasMatch() || indentOf(line) >= m.capturedStart(2)) {
            // Prose, or a line on its own: wrapped with its indentation when too long.
            if (line.size() <= width)
                out.append(line);
            else
                out += flow(wordsOf(line), indentOf(line), indentOf(line), width);
            ++i;
            continue;
        }
        // The entry with the lines that go on with its description, at the description's column.
        const int column = static_cast<int>(m.capturedStart(2));
        qsizetype end = i + 1;
        while (end < lines.size() && indentOf(lines.at(end)) == column && lines.at(end).size() > column)
            ++end;
        bool fits = true;
        QStringList description = wordsOf(m.captured(2));
        for (qsizetype k = i; k < end; ++k) {
            fits = fits && lines.at(k).size() <= width;
            if (k > i)
                description += wordsOf(lines.at(k));
        }
        if (fits) {
            for (qsizetype k = i; k < end; ++k)
                out.append(lines.at(k));
        } else {
            const int indent = indentOf(line);
            const QString command = m.captured(1).mid(indent);
            out += flow(wordsOf(command), indent, indent + kUnder, width);
            out += flow(description, indent + kUnder, indent + kUnder, width);
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
