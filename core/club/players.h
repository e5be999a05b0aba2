// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"
#include "club/storetypes.h"
#include "io/textcheck.h"

#include <QString>

namespace podium::club {

/**
 * A club's players. Names are unique ignoring case. Every change runs in a transaction and throws DbError
 * with a message for the user when it cannot be made; nothing is then changed.
 */
class Players
{
public:
    explicit Players(const Database &database);

    std::vector<PlayerRecord> list() const;
    /** The player's id, or 0 when there is none of that name (ignoring case). */
    qint64 find(const QString &name) const;

    qint64 add(const QString &name, const QString &displayName = {}, const QString &affiliation = {});
    void rename(const QString &from, const QString &to);
    void retire(const QString &name, bool retired = true);
    /** Sets the display name, affiliation, notes and retirement of the player called record.name (undoing an
     *  import of players, or bringing a deleted player back). */
    void setDetails(const PlayerRecord &record);
    /** Sets the player's known rating, ID, federation and title (M2), checked by checkedKnownRating. */
    void setKnownRating(const QString &name, const KnownRating &known);
    /** What a merge changed, enough to take it back. */
    struct Merged
    {
        PlayerRecord removed; ///< the player merged away, as they were
        qint64 into = 0; ///< the player they were merged into
        std::vector<qint64> games; ///< the games that moved
    };

    /** Moves every game of `from` to `into` and removes `from`: two entries for the same person. Refused
     *  when both played the same game. Leaderboards replay. */
    Merged merge(const QString &from, const QString &into);
    /** Takes a merge back: the removed player returns with their id and their games. */
    void unmerge(const Merged &merged);
    /** Throws DbError when there is no such player. */
    PlayerRecord get(const QString &name) const;
    /** Refused for a player with games: retire or merge instead. */
    void remove(const QString &name);

    /** The id of the player called name, adding the player when new; within the caller's transaction. */
    qint64 ensure(const QString &name);
    /** The ids of the players called names, in order, adding those who are new, with statements prepared once. */
    std::vector<qint64> ensureAll(const QStringList &names);
    /** As ensureAll, for names already checked and clean (checkedGame's): not checked again. */
    std::vector<qint64> ensureChecked(const QStringList &cleanNames);
    /** The id of the player called name; throws DbError when there is none. */
    qint64 require(const QString &name) const;

private:
    const Database &m_db;
};

/** The columns of a player's known rating for a SELECT on players as p, or constants that read as none in a club
 *  older than them (opened read-only); knownRatingAt reads them back from the first of them. */
QString knownRatingColumns(const Database &db);
KnownRating knownRatingAt(const store::Statement &query, int first);

/** FIDE's titles, strongest first, as a player's known title may be (KnownRating::title). */
QStringList knownTitles();

/** The known rating as Podium keeps it: texts simplified, the federation and title in capitals. Throws DbError
 *  naming the field for a rating outside 0-9999, a federation that is not three letters, a title that is not one
 *  of knownTitles(), an ID with a space, or a text that is too long or holds a control character. */
KnownRating checkedKnownRating(const KnownRating &known);

/** A name as Podium keeps it: trimmed, inner runs of white space collapsed. */
QString cleanName(const QString &name);

/**
 * Refuses a name (a player's, a display name, an affiliation, a team, a discipline, a leaderboard) that holds a
 * control character, by io::nameTextProblem's rule: throws DbError "field: contains the control character ...".
 * Give it the name as entered, before cleanName turns a tab into a space.
 */
void checkNameText(const QString &name, const QString &field, io::NameOrigin origin = io::NameOrigin::New);

/**
 * The candidate that name is most likely a typing slip of ("Fank" for "Frank"): the nearest by edit distance
 * (insertions, deletions, substitutions and swaps of two neighbours, ignoring case), when at most one edit for
 * names of up to four letters and at most two for longer ones; empty when none is that near, or when name is
 * itself one of the candidates. Among equally near candidates the first wins.
 */
QString likelyMeant(const QString &name, const QStringList &candidates);

} // namespace podium::club
