// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/players.h"
#include "commands/clubcommand.h"

#include <QByteArray>

#include <vector>

namespace podium::commands {

/** Adds a player without games (with a display name and an affiliation, both optional). */
class AddPlayer : public ClubCommand
{
public:
    AddPlayer(Club &club, const QString &name, QString displayName = {}, QString affiliation = {});

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    QString m_name;
    QString m_displayName;
    QString m_affiliation;
};

/** Adds several players in one step, undone as one: the names of a comma list typed in Add Player (C9 of the
 *  walkthrough of 28 November). All are added or, when one is refused (a name the club has), none. */
class AddPlayers : public ClubCommand
{
public:
    AddPlayers(Club &club, const QStringList &names);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    QStringList m_names;
};

/** Changes a player's details: display name, club and known rating (M2 of the walkthrough of 28 November). The
 *  details are checked when the command is made (club::checkedKnownRating throws DbError); undo puts back what
 *  they were. */
class EditPlayer : public ClubCommand
{
public:
    /** details.name names the player; its notes, retirement and games are not changed. */
    EditPlayer(Club &club, const club::PlayerRecord &details);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    club::PlayerRecord m_before;
    club::PlayerRecord m_after;
};

class RenamePlayer : public ClubCommand
{
public:
    /** Throws DbError when there is no player called from. */
    RenamePlayer(Club &club, const QString &from, const QString &to);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    QString m_from;
    QString m_to;
};

/** Retires a player (they leave the pairings and the club night queue, their games stay), or brings one back. */
class RetirePlayer : public ClubCommand
{
public:
    /** Throws DbError when there is no such player. */
    RetirePlayer(Club &club, const QString &name, bool retire);
    /** The other way from how the player is now: retires an active player, brings back a retired one. */
    static std::unique_ptr<RetirePlayer> toggle(Club &club, const QString &name);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    QString m_name;
    bool m_retire;
    bool m_wasRetired;
};

/** Two entries for the same person become one: every game of `from` moves to `into`. */
class MergePlayers : public ClubCommand
{
public:
    MergePlayers(Club &club, const QString &from, const QString &into);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    QString m_from;
    QString m_into;
    club::Players::Merged m_merged;
};

/** Deletes a player who has no games (one with games is retired or merged instead). */
class DeletePlayer : public ClubCommand
{
public:
    /** Throws DbError when there is no such player. */
    DeletePlayer(Club &club, const QString &name);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    club::PlayerRecord m_player;
};

/** Imports players from a CSV file (name, display_name, affiliation, notes, retired): new players are added,
 *  known ones get the details the file gives. Undo removes the new ones and puts the details back. */
class ImportPlayers : public ClubCommand
{
public:
    ImportPlayers(Club &club, QByteArray csv, QString fileName);
    int added() const { return m_added; }

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    QByteArray m_csv;
    QString m_fileName;
    std::vector<club::PlayerRecord> m_before; ///< every player as they were before the import
    QStringList m_touched; ///< the players the import added or changed, by name
    int m_added = 0;
};

} // namespace podium::commands
