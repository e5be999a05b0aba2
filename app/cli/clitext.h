// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace podium::cli {

/** The translation context of podium-cli's own messages: its errors, confirmations, notes and help. What a
 *  script reads (CSV and JSON, option and command names, file formats) stays as it is. */
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(CliText)
};

/** A line of a message for people: the text and a newline, in UTF-8. */
inline QByteArray textLine(const QString &text)
{
    return (text + QLatin1Char('\n')).toUtf8();
}

} // namespace podium::cli
