// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Pairing a round apart from storing it: Events::planNextRound reads and pairs (on any connection, any thread),
// Events::storeRound writes the plan in one transaction once it has checked that the event is still what was paired.
#include "club/events/eventplan.h"

#include "club/events/eventrounds.h"
#include "club/storetypes.h"
#include "io/errortext.h"
#include "store/database.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QIODevice>
#include <QSqlQuery>
#include <QVariant>

namespace podium::club {

using namespace detail;

namespace detail {

QByteArray pairingBasis(const EventState &s)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    const EventRecord &r = s.record;
    out << r.id << static_cast<int>(r.format) << r.rounds << r.lobbySize << optionsText(r.options) << r.leaderboard;
    for (std::size_t i = 0; i < s.ids.size(); ++i)
        out << s.ids[i] << s.seeds[i] << static_cast<bool>(s.active[i]);
    for (std::size_t t = 0; t < s.tables.size(); ++t) {
        const EventTable &table = s.tables[t];
        out << table.round << table.table << table.gameId << table.bracketMatch << table.bye << table.halfBye
            << table.zeroBye << table.forfeit << table.drawnGames;
        for (std::size_t k = 0; k < table.seats.size(); ++k) {
            const EventSeat &seat = table.seats[k];
            const int e = s.seatEntrant[t][k];
            out << (e >= 0 ? s.ids[static_cast<std::size_t>(e)] : qint64(-1)) << seat.side << seat.scoreBefore
                << seat.rank << seat.gamesWon;
        }
    }
    for (const auto &[round, entrants] : s.requestedByes) {
        out << round;
        for (const int e : entrants)
            out << s.ids[static_cast<std::size_t>(e)] << s.absences.contains({round, e});
    }
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

} // namespace detail

namespace {

void setPlannedRounds(const Database &db, qint64 event, int rounds)
{
    auto update = db.prepare(QStringLiteral("UPDATE events SET rounds = ? WHERE id = ?"));
    update.addBindValue(rounds);
    update.addBindValue(event);
    Database::exec(update);
}

void setSeeds(const Database &db, qint64 event, const std::vector<qint64> &order)
{
    int seed = 0;
    for (const qint64 player : order) {
        auto update
            = db.prepare(QStringLiteral("UPDATE event_entrants SET seed = ? WHERE event_id = ? AND player_id = ?"));
        update.addBindValue(++seed);
        update.addBindValue(event);
        update.addBindValue(player);
        Database::exec(update);
    }
}

/** The half-point byes asked for the round: tables of their own after the round's games and byes, numbered from
 *  after. One who has withdrawn since is not in the round: no points for it. */
void placeRequestedByes(const Database &db, const EventState &s, int round, int after,
                        const std::vector<double> &points)
{
    const auto requested = s.requestedByes.find(round);
    if (requested == s.requestedByes.end())
        return;
    int number = after;
    for (const int e : requested->second) {
        const auto entrant = static_cast<std::size_t>(e);
        if (!s.active[entrant]) {
            auto drop = db.prepare(
                QStringLiteral("DELETE FROM event_pairings WHERE event_id = ? AND round = ? AND player_id = ?"));
            drop.addBindValue(s.record.id);
            drop.addBindValue(round);
            drop.addBindValue(s.ids[entrant]);
            Database::exec(drop);
            continue;
        }
        auto bye = db.prepare(QStringLiteral("UPDATE event_pairings SET table_no = ?, score_before = ?, note = ?"
                                             " WHERE event_id = ? AND round = ? AND player_id = ?"));
        bye.addBindValue(++number);
        bye.addBindValue(points[entrant]);
        bye.addBindValue(s.absences.contains({round, e})
                             ? QStringLiteral("absent: asked for before the round")
                             : QStringLiteral("half-point bye: asked for before the round"));
        bye.addBindValue(s.record.id);
        bye.addBindValue(round);
        bye.addBindValue(s.ids[entrant]);
        Database::exec(bye);
    }
}

/** Writes the plan into the event as s read it (inside the caller's transaction, which checked it is the same). */
void writePlan(const Database &db, const EventState &s, const RoundPlan &plan)
{
    const qint64 event = s.record.id;
    if (plan.plannedRounds > 0 && plan.plannedRounds != s.record.rounds)
        setPlannedRounds(db, event, plan.plannedRounds);
    if (!plan.drawnColour.isEmpty() || plan.seededByKnownRatings) {
        EventOptions options = s.record.options;
        if (!plan.drawnColour.isEmpty())
            options.initialColour = plan.drawnColour;
        if (plan.seededByKnownRatings)
            options.pairing = QStringLiteral("known");
        auto update = db.prepare(QStringLiteral("UPDATE events SET options = ? WHERE id = ?"));
        update.addBindValue(optionsText(options));
        update.addBindValue(event);
        Database::exec(update);
    }
    setSeeds(db, event, plan.seedOrder);
    const std::vector<double> points = pointsBefore(s, 0);
    int number = 0;
    SeatWriter seats(db);
    for (const RoundPlan::Table &t : plan.tables) {
        ++number;
        for (std::size_t k = 0; k < t.players.size(); ++k) {
            const auto entrant = s.entrantOf.find(t.players[k]);
            if (entrant == s.entrantOf.end())
                throw EventChanged(ErrorText::tr("event '%1': a player paired in round %2 is no longer an entrant")
                                       .arg(s.record.name)
                                       .arg(plan.round));
            seats.insert(event, plan.round, number, t.bye ? 0 : static_cast<int>(k) + 1, t.players[k], t.bracketMatch,
                         points[static_cast<std::size_t>(entrant->second)], t.note);
        }
    }
    placeRequestedByes(db, s, plan.round, number, points);
    setStatus(db, event, EventStatus::Running);
}

/** An event that is over says so where its status is stored too, when the file can take it now. */
void markIfFinished(const Database &db, const QString &event)
{
    try {
        const EventState s = loadEvent(db, event, false);
        if (currentStatus(s) == EventStatus::Finished)
            db.tryWrite([&] { setStatus(db, s.record.id, EventStatus::Finished); });
    } catch (const DbError &) {
        // The refusal on its way (no such event, a file that cannot be read) says what is wrong.
    }
}

} // namespace

std::vector<EventTable> Events::pairNextRound(const QString &event)
{
    RoundPlan plan;
    try {
        plan = planNextRound(event);
    } catch (const DbError &) {
        markIfFinished(m_db, event);
        throw;
    }
    return storeRound(plan);
}

RoundPlan Events::planNextRound(const QString &event, const PairingProgress &progress) const
{
    EventState s = loadEvent(m_db, event);
    return planRound(s, progress);
}

std::vector<EventTable> Events::storeRound(const RoundPlan &plan, QByteArray *basisAfter)
{
    Transaction transaction(m_db);
    // Read inside the transaction, which holds the write lock: nobody can change the event between check and write.
    const EventState s = loadEvent(m_db, plan.event, false);
    if (plan.basis.isEmpty() || detail::pairingBasis(s) != plan.basis)
        throw EventChanged(ErrorText::tr("event '%1' has changed while round %2 was being paired; pair it again")
                               .arg(s.record.name)
                               .arg(plan.round));
    writePlan(m_db, s, plan);
    transaction.commit();
    const EventState stored = loadEvent(m_db, s.record.name);
    if (basisAfter)
        *basisAfter = detail::pairingBasis(stored); // the ratings read with it are not in the basis
    std::vector<EventTable> tables = tablesOf(stored, plan.round);
    for (std::size_t k = 0; k < tables.size() && k < plan.tables.size(); ++k)
        tables[k].note = plan.tables[k].note;
    return tables;
}

QByteArray Events::pairingBasis(const QString &event) const
{
    return detail::pairingBasis(loadEvent(m_db, event, false));
}

} // namespace podium::club
