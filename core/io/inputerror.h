// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QString>

#include <stdexcept>

namespace podium::io {

/**
 * Input that cannot be read: a CSV cell, a JSON value, a file. location() says where as a user would look
 * for it ("games.csv:12: column 'rank'", "teams[1][0].sigma"), message() what is wrong with it.
 */
class InputError : public std::runtime_error
{
public:
    InputError(const QString &location, const QString &message)
        : std::runtime_error((location.isEmpty() ? message : location + QStringLiteral(": ") + message).toStdString())
        , m_location(location)
        , m_message(message)
    { }

    /** "FILE:LINE: column 'NAME'" for a cell of a CSV file. */
    static InputError atCell(const QString &file, qsizetype line, const QString &column, const QString &message)
    {
        return InputError(QStringLiteral("%1:%2: column '%3'").arg(file).arg(line).arg(column), message);
    }
    /** "FILE:LINE" for a row or a game of a CSV file. */
    static InputError atLine(const QString &file, qsizetype line, const QString &message)
    {
        return InputError(QStringLiteral("%1:%2").arg(file).arg(line), message);
    }

    const QString &location() const { return m_location; }
    const QString &message() const { return m_message; }
    /** location: message */
    QString text() const { return QString::fromStdString(what()); }

private:
    QString m_location;
    QString m_message;
};

} // namespace podium::io
