// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "io/namemap.h"

#include "io/csvreader.h"
#include "io/errortext.h"
#include "io/gamerules.h"
#include "io/interchangecsv.h"
#include "io/textcheck.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <optional>

namespace podium::io {

namespace {

QString fromUtf8(const std::string &text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

/** A name as the club keeps it (club/players.h cleanName: spaces simplified). */
QString clubName(const QString &text)
{
    return text.simplified();
}

/** Where the first of the names is in a header; nullopt when it has none of them. */
std::optional<std::size_t> columnOf(const std::vector<std::string> &header, std::initializer_list<const char *> names)
{
    for (const char *name : names) {
        const auto at = std::find(header.begin(), header.end(), name);
        if (at != header.end())
            return static_cast<std::size_t>(at - header.begin());
    }
    return std::nullopt;
}

std::vector<std::string> readHeader(CsvReader &reader, const QString &expected)
{
    std::vector<std::string> header;
    if (!reader.next(header))
        throw InputError::atLine(reader.fileName(), 1,
                                 ErrorText::tr("The file is empty; expected a header with %1.").arg(expected));
    return header;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw InputError(path, ErrorText::tr("cannot open the file: %1").arg(file.errorString()));
    return file.readAll();
}

/** The players that would share a name (compared as the club compares names), each group in file order. */
std::vector<std::vector<int>> sharedNames(const QStringList &names)
{
    QHash<QString, std::vector<int>> byName;
    for (int p = 0; p < names.size(); ++p)
        byName[names.at(p).toCaseFolded()].push_back(p);
    std::vector<std::vector<int>> groups;
    for (const std::vector<int> &players : std::as_const(byName)) {
        if (players.size() > 1)
            groups.push_back(players);
    }
    std::sort(groups.begin(), groups.end()); // by first player: messages in the order of the file
    return groups;
}

} // namespace

NameMap NameMap::fromPlayersCsv(const QByteArray &data, const QString &fileName)
{
    CsvReader reader(std::string_view(data.constData(), static_cast<std::size_t>(data.size())), fileName);
    const std::vector<std::string> header = readHeader(reader, QStringLiteral("'participant,name'"));
    const auto idAt = columnOf(header, {"participant", "id"});
    const auto nameAt = columnOf(header, {"name"});
    if (!idAt || !nameAt)
        throw InputError::atLine(fileName, 1,
                                 ErrorText::tr("The header needs a column of ids ('participant' or 'id') and one of "
                                               "names ('name')."));
    const QString idColumn = QString::fromStdString(header[*idAt]);
    NameMap map;
    map.m_source = fileName;
    std::vector<std::string> fields;
    while (reader.next(fields)) {
        if (fields.size() == 1 && fields[0].empty())
            continue; // a blank line
        const std::string id = *idAt < fields.size() ? fromUtf8(fields[*idAt]).trimmed().toStdString() : std::string();
        const QString name = *nameAt < fields.size() ? clubName(fromUtf8(fields[*nameAt])) : QString();
        if (id.empty())
            throw InputError::atCell(fileName, reader.line(), idColumn, ErrorText::tr("The id is empty."));
        if (name.isEmpty())
            throw InputError::atCell(fileName, reader.line(), QStringLiteral("name"),
                                     ErrorText::tr("%1 has no name.").arg(fromUtf8(id)));
        if (const QString problem = nameTextProblem(std::string_view(fields[*nameAt])); !problem.isEmpty())
            throw InputError::atCell(fileName, reader.line(), QStringLiteral("name"), problem);
        const auto [it, added] = map.m_names.try_emplace(id, Named {name, reader.line()});
        if (!added)
            throw InputError::atCell(
                fileName, reader.line(), idColumn,
                ErrorText::tr("%1 is listed twice; its first row is line %2.").arg(fromUtf8(id)).arg(it->second.line));
    }
    return map;
}

NameMap NameMap::fromPlayersFile(const QString &path)
{
    return fromPlayersCsv(readAll(path), path);
}

NameMap NameMap::fromGamesColumn(const QByteArray &data, const QString &fileName, const QString &column)
{
    CsvReader reader(std::string_view(data.constData(), static_cast<std::size_t>(data.size())), fileName);
    const std::vector<std::string> header = readHeader(reader, QStringLiteral("'participant'"));
    const std::string wanted = column.toStdString();
    const auto idAt = columnOf(header, {"participant"});
    const auto nameAt = columnOf(header, {wanted.c_str()});
    if (!idAt || !nameAt)
        throw InputError::atLine(
            fileName, 1,
            ErrorText::tr("The header has no column '%1'.").arg(idAt ? column : QStringLiteral("participant")));
    NameMap map;
    map.m_source = fileName;
    std::vector<std::string> fields;
    while (reader.next(fields)) {
        if (std::max(*idAt, *nameAt) >= fields.size())
            continue; // a blank or short row: the games reader refuses it
        const QString name = clubName(fromUtf8(fields[*nameAt]));
        if (name.isEmpty())
            continue;
        if (const QString problem = nameTextProblem(std::string_view(fields[*nameAt])); !problem.isEmpty())
            throw InputError::atCell(fileName, reader.line(), column, problem);
        // Keyed as the games reader keeps the participant (cleanText), so that " 103" finds player "103".
        const auto [it, added] = map.m_names.try_emplace(cleanText(fields[*idAt]), Named {name, reader.line()});
        if (!added && it->second.name != name)
            throw InputError::atCell(fileName, reader.line(), column,
                                     ErrorText::tr("'%1' differs from '%2', the name of %3 on line %4.")
                                         .arg(name, it->second.name, fromUtf8(fields[*idAt]))
                                         .arg(it->second.line));
    }
    return map;
}

NameMap NameMap::readableIds(const history::History &history)
{
    NameMap map;
    for (const std::string &id : history.players) {
        const QString text = fromUtf8(id);
        static const QRegularExpression separators(QStringLiteral("[-_]"));
        QStringList words = text.split(separators, Qt::SkipEmptyParts);
        const auto hasLetter = [](const QString &word) {
            return std::any_of(word.begin(), word.end(), [](QChar c) { return c.isLetter(); });
        };
        // "P-07812" or "2019 final" are no slugs of a name: made "readable" they would read no better.
        if (text.contains(QLatin1Char(' ')) || words.isEmpty() || !std::all_of(words.begin(), words.end(), hasLetter))
            continue;
        for (QString &word : words)
            word[0] = word[0].toUpper();
        const QString name = words.join(QLatin1Char(' '));
        if (name != text)
            map.m_names.emplace(id, Named {name, 0});
    }
    return map;
}

QString NameMap::nameOf(const std::string &id) const
{
    const auto it = m_names.find(id);
    return it == m_names.end() ? QString() : it->second.name;
}

QString NameMap::locationOf(const Named &named) const
{
    return named.line > 0 ? QStringLiteral("%1:%2").arg(m_source).arg(named.line) : m_source;
}

NameCheck NameMap::check(const history::History &history, SharedNames shared) const
{
    NameCheck result;
    for (const std::string &id : history.players) {
        const QString name = nameOf(id);
        result.names.append(name.isEmpty() ? clubName(fromUtf8(id)) : name);
        if (name.isEmpty())
            result.unnamed.append(fromUtf8(id));
    }
    std::vector<std::vector<int>> groups = sharedNames(result.names);
    if (shared == SharedNames::TellApart && !groups.empty()) {
        for (const std::vector<int> &players : groups) {
            for (int p : players) {
                const std::string &id = history.players[static_cast<std::size_t>(p)];
                if (m_names.count(id))
                    result.names[p] = QStringLiteral("%1 (%2)").arg(result.names.at(p), fromUtf8(id));
            }
        }
        groups = sharedNames(result.names); // what is left: only a perverse file keeps a clash now
    }
    // In the order of the lines that give the names, so that a long list reads down the names file.
    const auto lastLine = [&](const std::vector<int> &players) {
        qsizetype line = 0;
        for (int p : players) {
            const auto it = m_names.find(history.players[static_cast<std::size_t>(p)]);
            line = it == m_names.end() ? line : std::max(line, it->second.line);
        }
        return line;
    };
    std::stable_sort(groups.begin(), groups.end(),
                     [&](const auto &a, const auto &b) { return lastLine(a) < lastLine(b); });
    for (const std::vector<int> &players : groups)
        result.clashes.push_back(clash(history, players));
    return result;
}

InputError NameMap::clash(const history::History &history, const std::vector<int> &players) const
{
    // The error is where the map gives the name the last time: the row that makes the clash.
    const Named *last = nullptr;
    int subject = players.front();
    for (int p : players) {
        const auto it = m_names.find(history.players[static_cast<std::size_t>(p)]);
        if (it != m_names.end() && (!last || it->second.line >= last->line)) {
            last = &it->second;
            subject = p;
        }
    }
    QStringList others;
    for (int p : players) {
        if (p == subject)
            continue;
        const std::string &id = history.players[static_cast<std::size_t>(p)];
        const auto it = m_names.find(id);
        if (it == m_names.end())
            others.append(ErrorText::tr("%1 (an id without a name)").arg(fromUtf8(id)));
        else if (it->second.line > 0)
            others.append(ErrorText::tr("%1 (line %2)").arg(fromUtf8(id)).arg(it->second.line));
        else
            others.append(fromUtf8(id));
    }
    const QString name = last ? last->name : clubName(fromUtf8(history.players[static_cast<std::size_t>(subject)]));
    return InputError(last ? locationOf(*last) : m_source,
                      ErrorText::tr("'%1' would be the name of %2 and of %3; the club would make them one player.")
                          .arg(name, fromUtf8(history.players[static_cast<std::size_t>(subject)]),
                               others.join(QStringLiteral(", "))));
}

NameCheck NameMap::apply(history::History &history, SharedNames shared) const
{
    NameCheck result = check(history, shared);
    if (!result.clashes.empty())
        throw InputError(QString(), clashText(result));
    for (std::size_t p = 0; p < history.players.size(); ++p)
        history.players[p] = result.names.at(static_cast<qsizetype>(p)).toStdString();
    return result;
}

QStringList extraColumns(const QByteArray &gamesData, const QString &fileName)
{
    CsvReader reader(std::string_view(gamesData.constData(), static_cast<std::size_t>(gamesData.size())), fileName);
    std::vector<std::string> header;
    try {
        if (!reader.next(header))
            return {};
    } catch (const InputError &) {
        return {}; // a broken header: reading the games says what is wrong with it
    }
    const QStringList known = interchangeColumns();
    QStringList extra;
    for (const std::string &cell : header) {
        const QString column = fromUtf8(cell);
        if (!column.trimmed().isEmpty() && !known.contains(column) && !extra.contains(column))
            extra.append(column);
    }
    return extra;
}

QString clashText(const NameCheck &check)
{
    QStringList lines;
    for (const InputError &clash : check.clashes)
        lines.append(clash.text());
    return lines.join(QLatin1Char('\n'));
}

} // namespace podium::io
