// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "commands/eventcommands.h"

#include "club/games.h"
#include "club/players.h"
#include "commands/gamecommands.h"

#include <algorithm>

namespace podium::commands {

namespace {

ClubChange eventChanged(const QString &event, ClubChange::Parts also = {})
{
    return {ClubChange::Events | also, {}, event, false};
}

club::GuardedRow event(const QString &name)
{
    return club::GuardedRow::named(club::GuardedRow::Table::Events, name, CommandText::tr("the event %1").arg(name));
}

} // namespace

CreateEvent::CreateEvent(Club &club, club::EventInput input)
    : ClubCommand(club)
    , m_input(std::move(input))
{
    club::drawInitialColour(m_input.options); // drawn once: a redo makes the same event
    setText(CommandText::tr("Create event %1").arg(m_input.name));
}

void CreateEvent::apply()
{
    club::Events(db()).create(m_input);
}

void CreateEvent::revert()
{
    club::Events(db()).remove(m_input.name);
}

ClubChange CreateEvent::change() const
{
    return eventChanged(m_input.name, ClubChange::Players); // entrants new to the club become players
}

std::vector<club::GuardedRow> CreateEvent::guarded() const
{
    return {event(m_input.name.simplified())};
}

DeleteEvent::DeleteEvent(Club &club, const QString &name)
    : ClubCommand(club)
    , m_name(name)
{
    setText(CommandText::tr("Delete event %1").arg(name));
}

void DeleteEvent::apply()
{
    m_snapshot = club::snapshotEvent(db(), m_name);
    m_name = m_snapshot.name;
    club::Events(db()).remove(m_name);
}

void DeleteEvent::revert()
{
    club::restoreEvent(db(), m_snapshot);
}

ClubChange DeleteEvent::change() const
{
    return eventChanged(m_name);
}

std::vector<club::GuardedRow> DeleteEvent::guarded() const
{
    return {event(m_name)};
}

PairRound::PairRound(Club &club, const QString &event)
    : ClubCommand(club)
    , m_event(event)
{
    setText(CommandText::tr("Pair the next round of %1").arg(event));
}

PairRound::PairRound(Club &club, club::RoundPlan plan)
    : ClubCommand(club)
    , m_event(plan.event)
    , m_plan(std::move(plan))
{
    setText(CommandText::tr("Pair round %1 of %2").arg(m_plan.round).arg(m_event));
}

void PairRound::apply()
{
    club::Events events(db());
    if (m_plan.round == 0)
        m_plan = events.planNextRound(m_event);
    m_tables = events.storeRound(m_plan, &m_stored);
    setText(CommandText::tr("Pair round %1 of %2").arg(m_plan.round).arg(m_event));
}

void PairRound::revert()
{
    club::Events events(db());
    const bool asStored = events.pairingBasis(m_event) == m_stored;
    events.unpairRound(m_event, m_plan.round);
    // Taking back the round as it was stored puts back what it was paired from (the seeds a first round drew stay,
    // as the same draw would draw them again): redo stores the same round. Once another program has changed the
    // event meanwhile, redo is refused rather than store a round paired on what is no longer so.
    m_plan.basis = asStored ? events.pairingBasis(m_event) : QByteArray();
}

ClubChange PairRound::change() const
{
    return eventChanged(m_event);
}

std::vector<club::GuardedRow> PairRound::guarded() const
{
    return {event(m_event)};
}

SetEventLeaderboard::SetEventLeaderboard(Club &club, const QString &event, const QString &leaderboard)
    : ClubCommand(club)
    , m_event(event)
    , m_leaderboard(leaderboard.trimmed())
{
    setText(CommandText::tr("Rate %1 by %2")
                .arg(event, m_leaderboard.isEmpty() ? CommandText::tr("its discipline's leaderboard") : m_leaderboard));
}

void SetEventLeaderboard::apply()
{
    m_before = club::Events(db()).setLeaderboard(m_event, m_leaderboard);
}

void SetEventLeaderboard::revert()
{
    club::Events(db()).setLeaderboard(m_event, m_before);
}

ClubChange SetEventLeaderboard::change() const
{
    return eventChanged(m_event);
}

std::vector<club::GuardedRow> SetEventLeaderboard::guarded() const
{
    return {event(m_event)};
}

RepairRound::RepairRound(Club &club, const QString &event)
    : ClubCommand(club)
    , m_event(event)
{
    setText(CommandText::tr("Pair the last round of %1 again").arg(event));
}

void RepairRound::apply()
{
    m_before = club::snapshotEvent(db(), m_event);
    m_event = m_before.name;
    m_tables = club::Events(db()).repairRound(m_event);
    if (!m_tables.empty())
        setText(CommandText::tr("Pair round %1 of %2 again").arg(m_tables.front().round).arg(m_event));
}

void RepairRound::revert()
{
    store::Transaction transaction(db());
    club::Events(db()).remove(m_event);
    club::restoreEvent(db(), m_before);
    transaction.commit();
}

ClubChange RepairRound::change() const
{
    return eventChanged(m_event);
}

std::vector<club::GuardedRow> RepairRound::guarded() const
{
    return {event(m_event)};
}

EventResult::EventResult(Club &club, const QString &event, int round, int table, std::vector<int> ranks, QString date)
    : ClubCommand(club)
    , m_event(event)
    , m_round(round)
    , m_table(table)
    , m_ranks(std::move(ranks))
    , m_date(std::move(date))
{
    setText(CommandText::tr("Result of %1, round %2, table %3").arg(event).arg(round).arg(table));
}

EventResult::EventResult(Club &club, const QString &event, int round, int table, const club::MatchScore &score,
                         QString date)
    : EventResult(club, event, round, table, score.ranks(), std::move(date))
{
    m_score = score;
}

void EventResult::enter()
{
    club::Events events(db());
    m_forfeitBefore = events.forfeitOf(m_event, m_round, m_table);
    for (const club::EventTable &t : events.tables(m_event, m_round)) {
        if (t.table == m_table && t.gameId != 0) {
            m_correction = true;
            m_before = club::Games(db()).get(t.gameId).game;
            m_drawnBefore = t.drawnGames;
        }
    }
    const qint64 id = m_score ? events.setMatchResult(m_event, m_round, m_table, *m_score, m_date)
                              : events.setResult(m_event, m_round, m_table, m_ranks, m_date);
    m_after = club::Games(db()).get(id);
}

void EventResult::apply()
{
    if (m_after.id == 0) {
        enter();
        return;
    }
    store::Transaction transaction(db());
    club::Events(db()).setDrawnGames(m_event, m_round, m_table, m_score ? m_score->drawn : 0);
    if (m_correction) {
        club::Games(db()).edit(m_after.id, m_after.game);
        club::Events(db()).rerouteBracket(m_event);
        transaction.commit();
        return;
    }
    club::Games(db()).restore(m_after);
    club::Events(db()).linkResult(m_event, m_round, m_table, m_after.id);
    if (m_forfeitBefore >= 0)
        club::Events(db()).clearForfeit(m_event, m_round, m_table);
    club::Events(db()).rerouteBracket(m_event);
    transaction.commit();
}

EventForfeit::EventForfeit(Club &club, const QString &event, int round, int table, int winnerSide)
    : ClubCommand(club)
    , m_event(event)
    , m_round(round)
    , m_table(table)
    , m_winnerSide(winnerSide)
{
    setText(CommandText::tr("Forfeit at %1, round %2, table %3").arg(event).arg(round).arg(table));
}

void EventForfeit::apply()
{
    club::Events events(db());
    m_forfeitBefore = events.forfeitOf(m_event, m_round, m_table);
    m_gameBefore = {};
    for (const club::EventTable &t : events.tables(m_event, m_round)) {
        if (t.table == m_table && t.gameId != 0)
            m_gameBefore = club::Games(db()).get(t.gameId);
    }
    events.setForfeit(m_event, m_round, m_table, m_winnerSide);
}

void EventForfeit::revert()
{
    store::Transaction transaction(db());
    club::Events events(db());
    if (m_forfeitBefore >= 0)
        events.setForfeit(m_event, m_round, m_table, m_forfeitBefore);
    else
        events.clearForfeit(m_event, m_round, m_table);
    if (m_gameBefore.id != 0) {
        club::Games(db()).restore(m_gameBefore);
        events.linkResult(m_event, m_round, m_table, m_gameBefore.id);
    }
    events.rerouteBracket(m_event);
    transaction.commit();
}

ClubChange EventForfeit::change() const
{
    // A game deleted or put back moves ratings from its date; a forfeit alone moves event points only.
    ClubChange change {ClubChange::Events | (m_gameBefore.id != 0 ? ClubChange::Games : ClubChange::Part {}),
                       m_gameBefore.game.date, m_event, false};
    if (m_gameBefore.id != 0) {
        change.disciplines = {m_gameBefore.game.discipline};
        change.games = {m_gameBefore.id};
    }
    return change;
}

std::vector<club::GuardedRow> EventForfeit::guarded() const
{
    return {
        club::GuardedRow::game(m_gameBefore.id, CommandText::tr("the game %1").arg(describeGame(m_gameBefore.game)))};
}

void EventResult::revert()
{
    store::Transaction transaction(db());
    if (m_correction)
        club::Games(db()).edit(m_after.id, m_before);
    else
        club::Games(db()).remove(m_after.id); // the table's link goes with the game
    club::Events(db()).setDrawnGames(m_event, m_round, m_table, m_drawnBefore);
    if (m_forfeitBefore >= 0)
        club::Events(db()).setForfeit(m_event, m_round, m_table, m_forfeitBefore);
    club::Events(db()).rerouteBracket(m_event); // the bracket as the earlier result sends it
    transaction.commit();
}

ClubChange EventResult::change() const
{
    const QString date = m_correction ? std::min(m_before.date, m_after.game.date) : m_after.game.date;
    ClubChange change {ClubChange::Events | ClubChange::Games, date, m_event, false};
    change.disciplines = {m_after.game.discipline};
    change.games = {m_after.id};
    if (m_correction && m_before.discipline.compare(m_after.game.discipline, Qt::CaseInsensitive) != 0)
        change.disciplines.append(m_before.discipline);
    return change;
}

std::vector<club::GuardedRow> EventResult::guarded() const
{
    // The game, not the event: another desk's results at other tables do not stop this one's undo.
    return {club::GuardedRow::game(m_after.id, CommandText::tr("the game %1").arg(describeGame(m_after.game)))};
}

SetEntrant::SetEntrant(Club &club, const QString &event, const QString &player, bool playing, bool halfByes)
    : ClubCommand(club)
    , m_event(event)
    , m_player(club::cleanName(player))
    , m_playing(playing)
    , m_halfByes(halfByes)
{
    for (const club::EventEntrant &e : club::Events(club.database()).entrants(event))
        m_wasEntrant = m_wasEntrant || e.player.compare(m_player, Qt::CaseInsensitive) == 0;
    setText(playing ? CommandText::tr("%1 joins %2").arg(m_player, event)
                    : CommandText::tr("%1 withdraws from %2").arg(m_player, event));
}

void SetEntrant::set(bool playing)
{
    club::Events events(db());
    if (playing) {
        m_byeRounds = events.join(m_event, m_player, m_halfByes);
        return;
    }
    if (m_playing && !m_wasEntrant) {
        events.removeEntrant(m_event, m_player); // the undo of a first entry, with its half-point byes
        return;
    }
    store::Transaction transaction(db());
    events.withdraw(m_event, m_player);
    if (m_playing) { // the undo of a return: its half-point byes go with it
        for (const int round : m_byeRounds)
            events.cancelHalfBye(m_event, m_player, round);
    }
    transaction.commit();
}

void SetEntrant::apply()
{
    set(m_playing);
}

void SetEntrant::revert()
{
    set(!m_playing);
}

ClubChange SetEntrant::change() const
{
    return eventChanged(m_event, ClubChange::Players); // a late entrant may be new to the club
}

RequestHalfBye::RequestHalfBye(Club &club, const QString &event, const QString &player, int round, bool requested,
                               bool absent)
    : ClubCommand(club)
    , m_event(event)
    , m_player(club::cleanName(player))
    , m_round(round)
    , m_requested(requested)
    , m_absent(absent)
{
    const QString text = absent ? (requested ? CommandText::tr("%1 absent from round %2 of %3")
                                             : CommandText::tr("%1 not absent from round %2 of %3"))
                                : (requested ? CommandText::tr("Half-point bye for %1 in round %2 of %3")
                                             : CommandText::tr("No half-point bye for %1 in round %2 of %3"));
    setText(text.arg(m_player).arg(round).arg(event));
}

void RequestHalfBye::set(bool requested)
{
    club::Events events(db());
    if (requested && m_absent)
        events.requestAbsence(m_event, m_player, m_round);
    else if (requested)
        events.requestHalfBye(m_event, m_player, m_round);
    else if (m_absent)
        events.cancelAbsence(m_event, m_player, m_round);
    else
        events.cancelHalfBye(m_event, m_player, m_round);
}

void RequestHalfBye::apply()
{
    set(m_requested);
}

void RequestHalfBye::revert()
{
    set(!m_requested);
}

ClubChange RequestHalfBye::change() const
{
    return eventChanged(m_event);
}

} // namespace podium::commands
