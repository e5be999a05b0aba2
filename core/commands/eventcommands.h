// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/events.h"
#include "club/events/eventsnapshot.h"
#include "club/records.h"
#include "commands/clubcommand.h"

#include <optional>
#include <vector>

namespace podium::commands {

/** Creates an event with its entrants; undo deletes it again (nothing is paired yet then). */
class CreateEvent : public ClubCommand
{
public:
    CreateEvent(Club &club, club::EventInput input);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    club::EventInput m_input;
};

/** Deletes an event with its entrants and rounds (its games stay in the history); undo puts it all back. */
class DeleteEvent : public ClubCommand
{
public:
    DeleteEvent(Club &club, const QString &name);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    QString m_name;
    club::EventSnapshot m_snapshot;
};

/** Pairs an event's next round; undo takes the pairings back (while no table has a result), and redo stores the
 *  same round again without pairing it again. */
class PairRound : public ClubCommand
{
public:
    /** Pairs the round when first applied (podium-cli). */
    PairRound(Club &club, const QString &event);
    /** Stores a round paired before, off the GUI thread (Events::planNextRound); refused with club::EventChanged
     *  when the event has changed since. */
    PairRound(Club &club, club::RoundPlan plan);
    int round() const { return m_plan.round; }
    /** The tables as paired. */
    const std::vector<club::EventTable> &tables() const { return m_tables; }

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    QString m_event;
    club::RoundPlan m_plan; ///< round 0 until paired
    QByteArray m_stored; ///< the event's pairing basis with the round stored
    std::vector<club::EventTable> m_tables;
};

/** Changes the leaderboard that rates an event (M6), also while it runs; undo puts the one before back. */
class SetEventLeaderboard : public ClubCommand
{
public:
    /** leaderboard: empty for the discipline's first. */
    SetEventLeaderboard(Club &club, const QString &event, const QString &leaderboard);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    QString m_event;
    QString m_leaderboard;
    QString m_before;
};

/** Pairs the last round again while it has no result (after a correction, M4); undo puts its tables back. */
class RepairRound : public ClubCommand
{
public:
    RepairRound(Club &club, const QString &event);
    const std::vector<club::EventTable> &tables() const { return m_tables; }

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    QString m_event;
    club::EventSnapshot m_before;
    std::vector<club::EventTable> m_tables;
};

/** Enters or corrects the result of a table of an event: one rank per side, 1 the best. Its game is an
 *  ordinary game of the history: undo deletes it (or puts the earlier result back), redo restores it. */
class EventResult : public ClubCommand
{
public:
    /** date: when the game was played (now when empty; a correction keeps its date). */
    EventResult(Club &club, const QString &event, int round, int table, std::vector<int> ranks, QString date = {});
    /** A match of several games: the ranks from the games won, and the games kept with the result. */
    EventResult(Club &club, const QString &event, int round, int table, const club::MatchScore &score,
                QString date = {});
    qint64 gameId() const { return m_after.id; }

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;
    /** Makes the result a match's (a subclass that knows which only after constructing). */
    void setMatchScore(const club::MatchScore &score) { m_score = score; }

private:
    void enter();
    /** Puts the table's forfeit back as it was before the result (or clears the result's own). */
    void restoreForfeit();

    QString m_event;
    int m_round;
    int m_table;
    std::vector<int> m_ranks;
    std::optional<club::MatchScore> m_score;
    QString m_date;
    bool m_correction = false; ///< the table had a result before
    int m_forfeitBefore = -1; ///< the table's forfeit before (Events::forfeitOf), -1 for none
    int m_drawnBefore = 0; ///< the games drawn the table's match had before (a match score's)
    club::GameInput m_before;
    club::GameRecord m_after; ///< the result's game as stored; id 0 until the first application
};

/** A table not played: one side won by forfeit (the other did not come), or neither came. A game the table had
 *  is deleted, and undo puts it back with its link, or the forfeit the table had before. */
class EventForfeit : public ClubCommand
{
public:
    /** winnerSide: 1 or 2, or 0 when neither came. */
    EventForfeit(Club &club, const QString &event, int round, int table, int winnerSide);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;
    std::vector<club::GuardedRow> guarded() const override;

private:
    QString m_event;
    int m_round;
    int m_table;
    int m_winnerSide;
    int m_forfeitBefore = -1;
    club::GameRecord m_gameBefore; ///< id 0 when the table had no game
};

/** An entrant joining (a late entry, or checking in again after a withdrawal) or withdrawing. */
class SetEntrant : public ClubCommand
{
public:
    /** halfByes: the entrant gets a half-point bye for each round paired without them (Events::join). */
    SetEntrant(Club &club, const QString &event, const QString &player, bool playing, bool halfByes = false);
    /** The rounds the join gave a half-point bye in. */
    const std::vector<int> &byeRounds() const { return m_byeRounds; }

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;

private:
    void set(bool playing);

    QString m_event;
    QString m_player;
    bool m_playing;
    bool m_halfByes;
    bool m_wasEntrant = false; ///< joining brings back a withdrawn entrant, not a new one
    std::vector<int> m_byeRounds; ///< the rounds the join gave a half-point bye in
};

/** A half-point bye asked for before a round of a Swiss (Events::requestHalfBye), or taken back; absent: an
 *  absence worth no points instead (Events::requestAbsence, C14). */
class RequestHalfBye : public ClubCommand
{
public:
    RequestHalfBye(Club &club, const QString &event, const QString &player, int round, bool requested = true,
                   bool absent = false);

protected:
    void apply() override;
    void revert() override;
    ClubChange change() const override;

private:
    void set(bool requested);

    QString m_event;
    QString m_player;
    int m_round;
    bool m_requested;
    bool m_absent;
};

} // namespace podium::commands
