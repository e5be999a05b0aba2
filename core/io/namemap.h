// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "history/history.h"
#include "io/inputerror.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <string>
#include <unordered_map>
#include <vector>

namespace podium::io {

/** What to do when two players of a games file would get the same display name. */
enum class SharedNames {
    Refuse, ///< a clash is an error: the import would make two players one
    TellApart, ///< each mapped name of a clash gets its id in brackets: "Martin Landaluce (207134)"
};

/** What a name map makes of a history's players, worked out before anything is changed. */
struct NameCheck
{
    QStringList names; ///< the name each player of the history gets, by index
    QStringList unnamed; ///< ids the map has no name for; those players keep their id as their name
    std::vector<InputError> clashes; ///< each name that more than one player would get, where the map gives it
};

/**
 * Display names for the participant ids of a games file, so that a tennis club sees "Roger Federer", not
 * "103819". A map comes from a players file (`participant,name` or `id,name`), from a column of the games file
 * itself, or from the ids made readable ("juan-manuel-fangio" reads "Juan Manuel Fangio"). podium-cli's
 * `import games --names` and the app's import dialog both apply it to the history before importing it.
 *
 * An id the map does not know keeps its id as its name: a players file is often older than the results it
 * goes with, and refusing thousands of games for one new player would help nobody; check() names them so
 * that they can be renamed later. Two players that would get the same name are refused by default (the club
 * knows players by name, so they would become one), or told apart by their ids on request.
 */
class NameMap
{
public:
    NameMap() = default;

    /** Reads a players file: a column of ids (`participant` or `id`) and one of names (`name`). Throws
     *  InputError with file, line and column for a missing column, an empty id or name, an id listed twice. */
    static NameMap fromPlayersCsv(const QByteArray &data, const QString &fileName);
    /** The same from the file at path; throws InputError when it cannot be opened. */
    static NameMap fromPlayersFile(const QString &path);
    /** The names in a column of a games file, participant by participant; rows with the cell empty give no
     *  name. Throws InputError for a participant named differently on two rows, or a column the file lacks. */
    static NameMap fromGamesColumn(const QByteArray &data, const QString &fileName, const QString &column);
    /** The ids of the history made readable: words split at '-' and '_', each with a capital first letter.
     *  Ids with a space or without a letter (numbers) are left out. */
    static NameMap readableIds(const history::History &history);

    bool isEmpty() const { return m_names.empty(); }
    std::size_t size() const { return m_names.size(); }
    /** Where the names come from, as errors name it (a file name). */
    const QString &source() const { return m_source; }
    /** The display name for id; empty when the map has none. */
    QString nameOf(const std::string &id) const;

    /** What applying the map to history would do, without doing it. */
    NameCheck check(const history::History &history, SharedNames shared = SharedNames::Refuse) const;
    /** Renames the history's players as check() says; throws InputError listing every clash left. */
    NameCheck apply(history::History &history, SharedNames shared = SharedNames::Refuse) const;

private:
    struct Named
    {
        QString name;
        qsizetype line = 0; ///< where the source gives the name; 0 when it has no lines
    };
    QString locationOf(const Named &named) const;
    InputError clash(const history::History &history, const std::vector<int> &players) const;

    std::unordered_map<std::string, Named> m_names;
    QString m_source;
};

/** The columns of a games file's header that the interchange format does not read: the ones that may hold
 *  the players' display names. Empty for an empty file. */
QStringList extraColumns(const QByteArray &gamesData, const QString &fileName);

/** Every clash of a check as one error, one line each (for a refusal to show). */
QString clashText(const NameCheck &check);

} // namespace podium::io
