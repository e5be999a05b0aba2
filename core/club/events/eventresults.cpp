// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The results of an event's tables: played (a game of the history), forfeited (no game), corrected, linked again
// after an undo, and rounds taken back. Part of Events (club/events.h); the rest of the class is in events.cpp.
#include "club/events/events.h"

#include "club/events/eventrounds.h"
#include "club/events/eventstate.h"
#include "club/games.h"
#include "club/storetypes.h"
#include "io/errortext.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace podium::club {

using namespace detail;

namespace {

/** Links a table to the game that holds its result; returns false when the event has no such table. */
bool linkGame(const Database &db, qint64 event, int round, int table, qint64 game)
{
    auto link = db.prepare(
        QStringLiteral("UPDATE event_pairings SET game_id = ? WHERE event_id = ? AND round = ? AND table_no = ?"));
    link.addBindValue(game);
    link.addBindValue(event);
    link.addBindValue(round);
    link.addBindValue(table);
    Database::exec(link);
    return link.numRowsAffected() > 0;
}

/** Sets (or with NULL clears) the forfeit ranks of a table's two seats. */
void writeForfeit(const Database &db, qint64 event, int round, int table, const QVariant &first, const QVariant &second)
{
    for (const auto &[side, rank] : {std::pair {1, first}, std::pair {2, second}}) {
        auto set = db.prepare(QStringLiteral("UPDATE event_pairings SET forfeit_rank = ? WHERE event_id = ? AND "
                                             "round = ? AND table_no = ? AND side = ?"));
        set.addBindValue(rank);
        set.addBindValue(event);
        set.addBindValue(round);
        set.addBindValue(table);
        set.addBindValue(side);
        Database::exec(set);
    }
}

/** The games drawn in a table's match (0: none, or no game score entered). */
void writeDrawnGames(const Database &db, qint64 event, int round, int table, int drawn)
{
    auto set = db.prepare(
        QStringLiteral("UPDATE event_pairings SET drawn_games = ? WHERE event_id = ? AND round = ? AND table_no = ?"));
    set.addBindValue(drawn);
    set.addBindValue(event);
    set.addBindValue(round);
    set.addBindValue(table);
    Database::exec(set);
}

DbError noSuchTable(const QString &event, int round, int table)
{
    return DbError(QStringLiteral("event '%1' has no table %2 in round %3")
                       .arg(event, QString::number(table), QString::number(round)));
}

/**
 * True when ranks are places as a finishing order gives them: 1 for the first, each place once, and a tie as
 * the same place for those tied, the next place after a tie either skipping (1, 2, 2, 4) or not (1, 2, 2, 3).
 * "8, 2, 3, 4, 5, 6, 7, 8" (no winner, two last) is not one.
 */
bool isFinishingOrder(std::vector<int> ranks)
{
    std::sort(ranks.begin(), ranks.end());
    bool skipping = true, dense = true;
    for (std::size_t i = 0; i < ranks.size(); ++i) {
        if (i > 0 && ranks[i] == ranks[i - 1])
            continue; // a tie
        const int denseExpected = i == 0 ? 1 : ranks[i - 1] + 1;
        skipping = skipping && ranks[i] == static_cast<int>(i) + 1;
        dense = dense && ranks[i] == denseExpected;
    }
    return skipping || dense;
}

/** B2: a table of a bracket whose player the corrected results no longer send there takes no result (it would
 *  knock out a player who has not lost, and record a match never played). */
void refuseMisrouted(const EventState &s, std::size_t index)
{
    for (const detail::MisroutedTable &m : detail::misroutedTables(s)) {
        if (m.table == index)
            throw DbError(ErrorText::tr("event '%1', %2; this table can take no result: take back the later "
                                        "results, or re-pair the round")
                              .arg(s.record.name, detail::misroutedText(s, m)));
    }
}

/** Refuses a result that does not fit the table: a bye, a rank for each side, a winner where the format needs
 *  one. */
void checkResult(const EventRecord &r, const EventTable &t, const std::vector<int> &ranks)
{
    const QString table = QStringLiteral("event '%1', round %2, table %3")
                              .arg(r.name, QString::number(t.round), QString::number(t.table));
    if (t.bye)
        throw DbError(table + ErrorText::tr(" is a bye: it has no result to enter"));
    if (ranks.size() != t.seats.size())
        throw DbError(table + ErrorText::tr(": %1 rank(s) for %2 sides").arg(ranks.size()).arg(t.seats.size()));
    for (std::size_t k = 0; k < ranks.size(); ++k) {
        if (ranks[k] < 1)
            throw DbError(table + ErrorText::tr(": rank %1 of side %2 is not 1 or more").arg(ranks[k]).arg(k + 1));
    }
    const FormatTraits &format = traits(r.format);
    if (!format.allowsDraws && !format.lobbies && ranks[0] == ranks[1])
        throw DbError(table + ErrorText::tr(": an elimination game needs a winner"));
    if (!isFinishingOrder(ranks)) {
        QStringList places;
        for (const int rank : ranks)
            places.append(QString::number(rank));
        throw DbError(table
                      + ErrorText::tr(": places %1 are not a finishing order (each place once from 1; those "
                                      "tied share a place)")
                            .arg(places.join(QStringLiteral(", "))));
    }
}

} // namespace

MatchScore parseMatchScore(const QString &text)
{
    const QStringList parts = text.trimmed().split(QLatin1Char('-'));
    MatchScore score;
    bool ok = parts.size() == 2 || parts.size() == 3;
    std::vector<int> numbers;
    for (const QString &part : parts) {
        bool isNumber = false;
        numbers.push_back(part.trimmed().toInt(&isNumber));
        ok = ok && isNumber && numbers.back() >= 0 && numbers.back() <= 99;
    }
    if (!ok || numbers[0] + numbers[1] + (numbers.size() > 2 ? numbers[2] : 0) == 0)
        throw DbError(ErrorText::tr("games: '%1' is not a match score: give the games won by each side, and the "
                                    "games drawn if any, such as 2-1 or 1-1-1")
                          .arg(text));
    score.first = numbers[0];
    score.second = numbers[1];
    score.drawn = numbers.size() > 2 ? numbers[2] : 0;
    return score;
}

void detail::checkTableResult(const EventState &s, std::size_t index, const std::vector<int> &ranks)
{
    checkResult(s.record, s.tables.at(index), ranks);
    refuseMisrouted(s, index);
}

void Events::checkResultFits(const QString &event, int round, int table, const std::vector<int> &ranks) const
{
    const EventState s = loadEvent(m_db, event, false);
    const auto at = std::find_if(s.tables.begin(), s.tables.end(),
                                 [&](const EventTable &t) { return t.round == round && t.table == table; });
    if (at == s.tables.end())
        throw noSuchTable(s.record.name, round, table);
    detail::checkTableResult(s, static_cast<std::size_t>(at - s.tables.begin()), ranks);
}

qint64 Events::setMatchResult(const QString &event, int round, int table, const MatchScore &score, const QString &date)
{
    return setResult(event, round, table, score.ranks(), date, &score);
}

qint64 Events::setResult(const QString &event, int round, int table, const std::vector<int> &ranks, const QString &date)
{
    return setResult(event, round, table, ranks, date, nullptr);
}

qint64 Events::setResult(const QString &event, int round, int table, const std::vector<int> &ranks, const QString &date,
                         const MatchScore *score)
{
    const EventState s = loadEvent(m_db, event, false);
    const EventRecord &r = s.record;
    const auto at = std::find_if(s.tables.begin(), s.tables.end(),
                                 [&](const EventTable &t) { return t.round == round && t.table == table; });
    if (at == s.tables.end())
        throw noSuchTable(r.name, round, table);
    const EventTable &t = *at;
    checkResult(r, t, ranks);
    refuseMisrouted(s, static_cast<std::size_t>(at - s.tables.begin()));
    GameInput game;
    game.discipline = r.discipline;
    game.kind = t.seats.size() == 2 && !traits(r.format).lobbies ? history::GameKind::HeadToHead
                                                                 : history::GameKind::FreeForAll;
    game.notes = QStringLiteral("%1, round %2, table %3").arg(r.name, QString::number(round), QString::number(table));
    const auto &who = s.seatEntrant[static_cast<std::size_t>(at - s.tables.begin())];
    for (std::size_t k = 0; k < t.seats.size(); ++k) {
        if (who[k] < 0) // a seat whose player is no longer an entrant: a file changed outside Podium (M10)
            throw DbError(ErrorText::tr("table event_pairings, event '%1', round %2, table %3: a seat's player is not "
                                        "an entrant of the event; the database was changed outside Podium")
                              .arg(r.name)
                              .arg(round)
                              .arg(table));
        ParticipantInput p;
        p.player = s.names[who[k]];
        p.rank = ranks[k];
        if (score && t.seats.size() == 2)
            p.score = k == 0 ? score->first : score->second;
        game.participants.push_back(p);
    }
    if (score && t.seats.size() != 2)
        throw DbError(
            QStringLiteral("event '%1', round %2, table %3").arg(r.name, QString::number(round), QString::number(table))
            + ErrorText::tr(": a match score needs a game of two sides"));
    Games games(m_db);
    Transaction transaction(m_db);
    qint64 id = t.gameId;
    if (id != 0) {
        game.date = date.isEmpty() ? games.get(id).game.date : date;
        games.edit(id, game);
    } else {
        game.date
            = date.isEmpty() ? QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss")) : date;
        id = games.add(game);
        linkGame(m_db, r.id, round, table, id);
    }
    if (t.forfeit) // played after all
        writeForfeit(m_db, r.id, round, table, QVariant(), QVariant());
    writeDrawnGames(m_db, r.id, round, table, score ? score->drawn : 0);
    detail::rerouteBracket(m_db, loadEvent(m_db, r.name, false)); // B2: a correction re-routes the bracket
    transaction.commit();
    return id;
}

void Events::setForfeit(const QString &event, int round, int table, int winnerSide)
{
    const EventState s = loadEvent(m_db, event, false);
    const auto at = std::find_if(s.tables.begin(), s.tables.end(),
                                 [&](const EventTable &t) { return t.round == round && t.table == table; });
    if (at == s.tables.end())
        throw noSuchTable(s.record.name, round, table);
    const QString where = QStringLiteral("event '%1', round %2, table %3")
                              .arg(s.record.name, QString::number(round), QString::number(table));
    if (at->bye || at->seats.size() != 2 || traits(s.record.format).lobbies)
        throw DbError(where + ErrorText::tr(": only a game of two can be won by forfeit"));
    if (winnerSide < 0 || winnerSide > 2)
        throw DbError(where + ErrorText::tr(": the side that won by forfeit is 1 or 2 (0: neither came)"));
    if (winnerSide == 0 && traits(s.record.format).elimination)
        throw DbError(where + ErrorText::tr(": in an elimination bracket one side must go through"));
    refuseMisrouted(s, static_cast<std::size_t>(at - s.tables.begin()));
    Transaction transaction(m_db);
    if (at->gameId != 0)
        Games(m_db).remove(at->gameId); // not played after all: its rating changes go with it
    writeForfeit(m_db, s.record.id, round, table, winnerSide == 1 ? 1 : 2, winnerSide == 2 ? 1 : 2);
    detail::rerouteBracket(m_db, loadEvent(m_db, s.record.name, false));
    transaction.commit();
}

void Events::setDrawnGames(const QString &event, int round, int table, int drawn)
{
    if (drawn < 0)
        throw DbError(ErrorText::tr("event '%1', round %2, table %3: %4 games drawn is not a count")
                          .arg(event)
                          .arg(round)
                          .arg(table)
                          .arg(drawn));
    writeDrawnGames(m_db, eventId(m_db, event), round, table, drawn);
}

int Events::forfeitOf(const QString &event, int round, int table) const
{
    for (const EventTable &t : loadEvent(m_db, event, false).tables) {
        if (t.round == round && t.table == table && t.forfeit)
            return t.seats[0].rank == 1 ? 1 : (t.seats[1].rank == 1 ? 2 : 0);
    }
    return -1;
}

void Events::clearForfeit(const QString &event, int round, int table)
{
    const qint64 id = eventId(m_db, event);
    Transaction transaction(m_db);
    writeForfeit(m_db, id, round, table, QVariant(), QVariant());
    transaction.commit();
}

std::vector<EventTable> Events::repairRound(const QString &event)
{
    const EventState s = loadEvent(m_db, event, false);
    if (s.rounds == 0)
        throw DbError(ErrorText::tr("event '%1' has no round paired to pair again").arg(s.record.name));
    Transaction transaction(m_db);
    unpairRound(event, s.rounds); // refused once the round has a result
    std::vector<EventTable> tables = pairNextRound(event);
    transaction.commit();
    return tables;
}

int Events::rerouteBracket(const QString &event)
{
    return detail::rerouteBracket(m_db, loadEvent(m_db, event, false));
}

void Events::unpairRound(const QString &event, int round)
{
    const EventState s = loadEvent(m_db, event, false);
    if (round != s.rounds)
        throw DbError(
            ErrorText::tr("event '%1': only the last round, %2, can be taken back").arg(s.record.name).arg(s.rounds));
    for (const EventTable &t : s.tables) {
        if (t.round == round && (t.gameId != 0 || t.forfeit))
            throw DbError(
                ErrorText::tr("event '%1': round %2 has results; take them back first").arg(s.record.name).arg(round));
    }
    Transaction transaction(m_db);
    // Half-point byes and absences stay: asked for (or given on a late entry), they are requests for the round again.
    auto remove = m_db.prepare(QStringLiteral(
        "DELETE FROM event_pairings WHERE event_id = ? AND round = ? AND half_bye = 0 AND zero_bye = 0"));
    remove.addBindValue(s.record.id);
    remove.addBindValue(round);
    Database::exec(remove);
    setStatus(m_db, s.record.id, round == 1 ? EventStatus::Open : EventStatus::Running);
    transaction.commit();
}

void Events::linkResult(const QString &event, int round, int table, qint64 gameId)
{
    const qint64 id = eventId(m_db, event);
    Transaction transaction(m_db);
    if (!linkGame(m_db, id, round, table, gameId))
        throw noSuchTable(event, round, table);
    transaction.commit();
}

std::vector<Events::ResultLink> Events::resultLinks(qint64 gameId) const
{
    auto query = m_db.prepare(
        QStringLiteral("SELECT DISTINCT e.name, p.round, p.table_no FROM event_pairings p JOIN events e ON e.id = "
                       "p.event_id WHERE p.game_id = ? ORDER BY e.name, p.round, p.table_no"));
    query.addBindValue(gameId);
    Database::exec(query);
    std::vector<ResultLink> links;
    while (query.next())
        links.push_back({query.value(0).toString(), query.value(1).toInt(), query.value(2).toInt()});
    return links;
}

} // namespace podium::club
