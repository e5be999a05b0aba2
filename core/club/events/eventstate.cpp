// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/events/eventstate.h"

#include "club/leaderboards.h"
#include "club/players.h"
#include "club/storetypes.h"
#include "io/errortext.h"
#include "store/database.h"
#include "store/dberror.h"
#include "store/schema.h"
#include "tournament/heats.h"

#include <QSqlQuery>

#include <algorithm>
#include <cmath>

namespace podium::club::detail {

using store::BulkReader;

namespace {

EventStatus statusFrom(const QString &text)
{
    for (EventStatus status : {EventStatus::Open, EventStatus::Running, EventStatus::Finished}) {
        if (statusName(status) == text)
            return status;
    }
    return EventStatus::Open; // the schema allows no other text
}

void readEntrants(const Database &db, EventState &s)
{
    auto entrants = db.prepare(
        QStringLiteral("SELECT p.id, p.name, e.seed, e.active, %1 FROM event_entrants e JOIN players p ON p.id ="
                       " e.player_id WHERE e.event_id = ? ORDER BY e.seed, p.name")
            .arg(knownRatingColumns(db)));
    entrants.addBindValue(s.record.id);
    Database::exec(entrants);
    while (entrants.next()) {
        s.entrantOf[entrants.value(0).toLongLong()] = static_cast<int>(s.ids.size());
        s.ids.push_back(entrants.value(0).toLongLong());
        s.names.append(entrants.value(1).toString());
        s.seeds.push_back(entrants.value(2).toInt());
        s.active.push_back(entrants.value(3).toInt() != 0);
        s.known.push_back(knownRatingAt(entrants, 4));
    }
}

/** A round is paired once it has a table that is not a requested bye: the half-point byes and absences of later
 *  rounds are requests, kept apart from the tables. */
void splitRequestedByes(EventState &s)
{
    for (const EventTable &t : s.tables) {
        if (!t.requested())
            s.rounds = std::max(s.rounds, t.round);
    }
    std::size_t kept = 0;
    for (std::size_t t = 0; t < s.tables.size(); ++t) {
        if (s.tables[t].round > s.rounds) {
            if (s.seatEntrant[t].front() >= 0) {
                s.requestedByes[s.tables[t].round].push_back(s.seatEntrant[t].front());
                if (s.tables[t].zeroBye)
                    s.absences.insert({s.tables[t].round, s.seatEntrant[t].front()});
            }
            continue;
        }
        if (kept != t) {
            s.tables[kept] = std::move(s.tables[t]);
            s.seatEntrant[kept] = std::move(s.seatEntrant[t]);
        }
        ++kept;
    }
    s.tables.resize(kept);
    s.seatEntrant.resize(kept);
}

/** The tables of every round with their seats, and the ranks of those that have a complete result. Read with
 *  the backend's bulk reader (store/bulk.h): a big open has tens of thousands of seats, and every look at the event
 * reads them. */
void readSeats(const Database &db, EventState &s)
{
    const auto reader = db.bulkReader(
        QStringLiteral(
            "SELECT s.round, s.table_no, s.side, s.player_id, COALESCE(s.game_id, 0), COALESCE(s.bracket_match, -1),"
            " s.score_before, COALESCE(pa.rank, 0), s.forfeit_rank, s.half_bye, pa.score, s.drawn_games, s.note, %1"
            " FROM event_pairings s LEFT JOIN participants pa ON pa.game_id = s.game_id AND pa.player_id = s.player_id"
            " WHERE s.event_id = ? ORDER BY s.round, s.table_no, s.side")
            .arg(db.schemaVersion() >= store::kKnownRatingsVersion ? QStringLiteral("s.zero_bye")
                                                                   : QStringLiteral("0")),
        {std::int64_t {s.record.id}});
    BulkReader &seats = *reader;
    const auto integer = [&](int column) { return static_cast<int>(seats.integer(column)); };
    while (seats.next()) {
        const int round = integer(0), table = integer(1);
        if (s.tables.empty() || s.tables.back().round != round || s.tables.back().table != table) {
            EventTable t;
            t.round = round;
            t.table = table;
            t.gameId = seats.integer(4);
            t.bracketMatch = integer(5);
            t.forfeit = t.gameId == 0 && !seats.isNull(8);
            t.halfBye = integer(9) != 0;
            t.zeroBye = integer(13) != 0;
            t.drawnGames = integer(11);
            const std::string_view note = seats.text(12);
            t.note = QString::fromUtf8(note.data(), static_cast<qsizetype>(note.size()));
            s.tables.push_back(t);
            s.seatEntrant.emplace_back();
        }
        EventSeat seat;
        const qint64 player = seats.integer(3);
        seat.side = integer(2);
        seat.scoreBefore = seats.real(6);
        seat.gamesWon
            = s.tables.back().gameId && !seats.isNull(10) ? static_cast<int>(std::lround(seats.real(10))) : -1;
        seat.rank = s.tables.back().gameId ? integer(7) : (s.tables.back().forfeit ? integer(8) : 0);
        const auto it = s.entrantOf.find(player);
        seat.player = it != s.entrantOf.end() ? s.names[it->second] : QString();
        s.tables.back().bye = seat.side == 0;
        s.tables.back().seats.push_back(seat);
        s.seatEntrant.back().push_back(it != s.entrantOf.end() ? it->second : -1);
    }
    splitRequestedByes(s);
    // A result counts only when every seat has its rank (a game edited elsewhere to leave someone out has none).
    for (EventTable &t : s.tables) {
        const bool complete
            = std::all_of(t.seats.begin(), t.seats.end(), [](const EventSeat &x) { return x.rank > 0; });
        if (!complete) {
            for (EventSeat &x : t.seats)
                x.rank = 0;
        }
    }
}

/** Ratings from the event's leaderboard; players it has not seen start at the system's initial rating. */
void readRatings(const Database &db, EventState &s)
{
    LeaderboardRecord board;
    board.algorithm = QStringLiteral("trueskill");
    std::map<QString, LeaderboardRow> rated;
    if (!s.record.leaderboard.isEmpty()) {
        board = Leaderboards(db).get(s.record.leaderboard);
        for (const LeaderboardRow &row : Leaderboards(db).standings(s.record.leaderboard))
            rated[row.player.toLower()] = row;
    }
    s.system = ratingSystemOf(board);
    for (const QString &player : s.names) {
        const auto it = rated.find(player.toLower());
        s.onLeaderboard.push_back(it != rated.end());
        const rating::Rating r = it != rated.end() ? it->second.rating : s.system->initialRating();
        s.ratings.push_back(r);
        s.ratingValue.push_back(it != rated.end() ? it->second.value : s.system->leaderboardValue(r));
    }
    // M2: an event seeded by the known ratings ranks by them too (the tie-break "rating", the standings' column);
    // the leaderboard's ratings still give the tables' quality and chances.
    if (traits(s.record.format).pairingMethod(s.record.options.pairing) == QLatin1String("known")) {
        for (std::size_t i = 0; i < s.known.size() && i < s.ratingValue.size(); ++i)
            s.ratingValue[i] = s.known[i].rating;
    }
}

} // namespace

QString number(double value)
{
    return QString::number(value, 'g', 10);
}

QString optionsText(const EventOptions &o)
{
    QStringList places;
    for (double p : o.places)
        places.append(number(p));
    QStringList parts {QStringLiteral("win=") + number(o.win), QStringLiteral("draw=") + number(o.draw),
                       QStringLiteral("loss=") + number(o.loss), QStringLiteral("bye=") + number(o.bye),
                       QStringLiteral("places=") + places.join(QLatin1Char('-'))};
    if (!o.tieBreaks.isEmpty())
        parts.append(QStringLiteral("tiebreaks=") + o.tieBreaks.join(QLatin1Char(',')));
    if (!o.pairing.isEmpty())
        parts.append(QStringLiteral("pairing=") + o.pairing);
    if (!o.style.isEmpty())
        parts.append(QStringLiteral("style=") + o.style);
    parts.append(QStringLiteral("double=") + (o.doubleRoundRobin ? QStringLiteral("1") : QStringLiteral("0")));
    parts.append(QStringLiteral("sides=") + (o.balanceSides ? QStringLiteral("1") : QStringLiteral("0")));
    if (!o.acceleration.isEmpty())
        parts.append(QStringLiteral("accelerated=") + o.acceleration);
    if (o.colourByLot)
        parts.append(QStringLiteral("colour=lot")
                     + (o.initialColour.isEmpty() ? QString() : QLatin1Char('-') + o.initialColour));
    else if (!o.initialColour.isEmpty())
        parts.append(QStringLiteral("colour=") + o.initialColour);
    if (o.reporting)
        parts.append(QStringLiteral("reporting=1"));
    if (!o.ratings.empty()) {
        QStringList ratings;
        for (const int r : o.ratings)
            ratings.append(QString::number(r));
        parts.append(QStringLiteral("ratings=") + ratings.join(QLatin1Char('-')));
    }
    return parts.join(QLatin1Char(';'));
}

EventOptions optionsFrom(const QString &text)
{
    EventOptions o;
    for (const QString &part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const qsizetype eq = part.indexOf(QLatin1Char('='));
        parseEventOption(o, part.left(eq), part.mid(eq + 1));
    }
    return o;
}

QStringList tieBreaksOf(const EventRecord &record)
{
    if (!record.options.tieBreaks.isEmpty())
        return record.options.tieBreaks;
    if (record.format == EventFormat::Swiss)
        return defaultSwissTieBreaks(swissStyleOf(record.options.style, record.options.balanceSides));
    return defaultTieBreaks(record.format);
}

qint64 eventId(const Database &db, const QString &name)
{
    auto query = db.prepare(QStringLiteral("SELECT id FROM events WHERE name = ?"));
    query.addBindValue(name.simplified());
    Database::exec(query);
    if (!query.next())
        throw DbError(ErrorText::tr("there is no event called '%1'").arg(name.simplified()));
    return query.value(0).toLongLong();
}

EventRecord readRecord(const Database &db, qint64 id)
{
    auto query = db.prepare(QStringLiteral(
        // C4: an event with no leaderboard of its own follows its discipline's first, once there is one.
        "SELECT e.id, e.name, d.name, COALESCE(l.name, (SELECT f.name FROM leaderboards f WHERE f.discipline_id ="
        " e.discipline_id ORDER BY f.id LIMIT 1), ''), e.format, e.rounds, e.lobby_size, e.options, e.status"
        " FROM events e JOIN disciplines d ON d.id = e.discipline_id"
        " LEFT JOIN leaderboards l ON l.id = e.leaderboard_id WHERE e.id = ?"));
    query.addBindValue(id);
    Database::exec(query);
    if (!query.next())
        throw DbError(ErrorText::tr("there is no event %1").arg(id));
    EventRecord r;
    r.id = query.value(0).toLongLong();
    r.name = query.value(1).toString();
    r.discipline = query.value(2).toString();
    r.leaderboard = query.value(3).toString();
    r.format = parseFormat(query.value(4).toString());
    r.rounds = query.value(5).toInt();
    r.lobbySize = query.value(6).toInt();
    r.options = optionsFrom(query.value(7).toString());
    r.status = statusFrom(query.value(8).toString());
    return r;
}

EventState loadEvent(const Database &db, const QString &name, bool withRatings)
{
    EventState s;
    s.record = readRecord(db, eventId(db, name));
    readEntrants(db, s);
    readSeats(db, s);
    if (withRatings)
        readRatings(db, s);
    return s;
}

bool hasResult(const EventTable &t)
{
    return !t.bye && !t.seats.empty() && t.seats.front().rank > 0;
}

double pairQuality(const EventState &s, int a, int b, double *winProbability)
{
    return pairQuality(*s.system, s.ratings[static_cast<std::size_t>(a)], s.ratings[static_cast<std::size_t>(b)],
                       winProbability);
}

double pairQuality(const rating::RatingSystem &system, const rating::Rating &a, const rating::Rating &b,
                   double *winProbability)
{
    rating::Game game;
    game.players = {{a, 0, 1.0, NAN, NAN, true}, {b, 1, 1.0, NAN, NAN, true}};
    game.ranks = {1, 2};
    return rating::evenness(system, game, winProbability);
}

std::vector<tournament::PlayedPairing> playedPairings(const EventState &s, int before)
{
    const EventOptions &o = s.record.options;
    const bool lobbies = traits(s.record.format).lobbies;
    std::vector<tournament::PlayedPairing> played;
    for (std::size_t t = 0; t < s.tables.size(); ++t) {
        const EventTable &table = s.tables[t];
        const auto &who = s.seatEntrant[t];
        if ((before > 0 && table.round >= before) || (!table.bye && !hasResult(table)))
            continue;
        if (table.bye) {
            // An absence asked for (C14) is worth nothing and is no win; a half-point bye is the draw's points.
            if (who[0] >= 0 && table.zeroBye)
                played.push_back({who[0], -1, 0.0, 0.0, -1, false});
            else if (who[0] >= 0)
                played.push_back({who[0], -1, table.halfBye ? o.draw : o.bye, 0.0, table.halfBye ? 0 : +1, false});
        } else if (table.forfeit) {
            // Not a game: the points of a win or a loss, and no opponent for the tie-breaks.
            for (std::size_t k = 0; k < who.size(); ++k) {
                const bool won = table.seats[k].rank == 1;
                if (who[k] >= 0)
                    played.push_back({who[k], -1, won ? o.win : o.loss, 0.0, won ? +1 : -1, false, true});
            }
        } else if (lobbies || who.size() != 2) {
            for (std::size_t k = 0; k < who.size(); ++k) {
                const int rank = table.seats[k].rank;
                if (who[k] >= 0)
                    played.push_back(
                        {who[k], -1, tournament::placePoints(o.places, rank), 0.0, rank == 1 ? +1 : 0, true});
            }
        } else if (who[0] >= 0 && who[1] >= 0) {
            const int a = table.seats[0].rank, b = table.seats[1].rank;
            const int outcome = a < b ? +1 : (a == b ? 0 : -1);
            const auto points = [&](int oc) { return oc > 0 ? o.win : (oc == 0 ? o.draw : o.loss); };
            tournament::PlayedPairing p {who[0], who[1], points(outcome), points(-outcome), outcome, false};
            if (table.seats[0].gamesWon >= 0 && table.seats[1].gamesWon >= 0) {
                p.gamesA = table.seats[0].gamesWon;
                p.gamesB = table.seats[1].gamesWon;
                p.gamesDrawn = table.drawnGames;
            }
            played.push_back(p);
        }
    }
    return played;
}

std::vector<double> pointsBefore(const EventState &s, int before)
{
    std::vector<double> points(s.ids.size(), 0.0);
    for (const tournament::PlayedPairing &p : playedPairings(s, before)) {
        points[static_cast<std::size_t>(p.a)] += p.pointsA;
        if (p.b >= 0)
            points[static_cast<std::size_t>(p.b)] += p.pointsB;
    }
    return points;
}

std::vector<tournament::BracketMatch> bracketOf(const EventState &s)
{
    // Before the draw, every entrant checked in; after it, those seated in round 1 (byes included).
    int entrants = 0;
    if (s.rounds == 0) {
        entrants = static_cast<int>(std::count(s.active.begin(), s.active.end(), true));
    } else {
        for (const EventTable &t : s.tables)
            entrants += t.round == 1 ? static_cast<int>(t.seats.size()) : 0;
    }
    return s.record.format == EventFormat::DoubleElimination ? tournament::doubleElimination(entrants)
                                                             : tournament::singleElimination(entrants);
}

std::map<int, int> bracketResults(const EventState &s)
{
    std::map<int, int> results;
    for (const EventTable &t : s.tables) {
        if (t.bracketMatch >= 0 && hasResult(t) && t.seats.size() == 2)
            results[t.bracketMatch] = t.seats[0].rank < t.seats[1].rank ? 0 : 1;
    }
    return results;
}

std::vector<int> bracketEntrants(const EventState &s)
{
    std::vector<int> order;
    for (std::size_t i = 0; i < s.ids.size(); ++i)
        order.push_back(static_cast<int>(i));
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return s.seeds[static_cast<std::size_t>(a)] < s.seeds[static_cast<std::size_t>(b)];
    });
    return order;
}

void setStatus(const Database &db, qint64 event, EventStatus status)
{
    auto update = db.prepare(QStringLiteral("UPDATE events SET status = ? WHERE id = ?"));
    update.addBindValue(statusName(status));
    update.addBindValue(event);
    Database::exec(update);
}

} // namespace podium::club::detail
