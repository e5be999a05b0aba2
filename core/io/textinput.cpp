// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "io/textinput.h"

#include "io/errortext.h"
#include "io/inputerror.h"

namespace podium::io {

using history::GameKind;

GameKind parseGameKind(std::string_view text, const QString &location)
{
    // Called once per game of an import: compare bytes, build a message only on failure.
    if (text == "h2h")
        return GameKind::HeadToHead;
    if (text == "ffa")
        return GameKind::FreeForAll;
    if (text == "team")
        return GameKind::Team;
    throw InputError(location,
                     ErrorText::tr("'%1' is not a kind of game (h2h, ffa or team)")
                         .arg(QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()))));
}

GameKind parseGameKind(const QString &text, const QString &location)
{
    const QByteArray utf8 = text.toUtf8();
    return parseGameKind(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())), location);
}

QString gameKindText(GameKind kind)
{
    return QString::fromLatin1(history::kindName(kind));
}

Assignment parseAssignment(const QString &text, const QString &location)
{
    const qsizetype eq = text.indexOf(QLatin1Char('='));
    if (eq <= 0)
        throw InputError(location, ErrorText::tr("expected NAME=VALUE"));
    return {text.left(eq), text.mid(eq + 1)};
}

QStringList parseNameList(const QString &text)
{
    QStringList names;
    for (const QString &part : text.split(QLatin1Char(','))) {
        const QString name = part.trimmed();
        if (!name.isEmpty())
            names.append(name);
    }
    return names;
}

namespace {

int rosterIndex(const QStringList &roster, const QString &name)
{
    for (qsizetype i = 0; i < roster.size(); ++i) {
        if (roster.at(i).trimmed().compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return static_cast<int>(i);
    }
    return -1;
}

} // namespace

std::vector<std::pair<int, int>> parsePlayerPairs(const QString &text, const QStringList &roster,
                                                  const QString &location)
{
    std::vector<std::pair<int, int>> pairs;
    for (const QString &entry : parseNameList(text)) {
        const QStringList two = entry.split(QLatin1Char('+'));
        const int a = two.size() == 2 ? rosterIndex(roster, two.at(0)) : -1;
        const int b = two.size() == 2 ? rosterIndex(roster, two.at(1)) : -1;
        if (a < 0 || b < 0)
            throw InputError(location, ErrorText::tr("'%1' is not two of the players joined by +").arg(entry));
        pairs.emplace_back(a, b);
    }
    return pairs;
}

} // namespace podium::io
