// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/events/eventtrf.h"

#include "club/events/eventrounds.h"
#include "club/events/eventstate.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "club/storetypes.h"
#include "io/errortext.h"
#include "io/inputerror.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QDate>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <map>

namespace podium::club {

using store::BulkValue;
using store::BulkWriter;

namespace {

using detail::EventState;

/** Whether the entrant asked for a half-point bye in the round, not paired yet. */
bool requested(const EventState &s, int round, int entrant)
{
    const auto it = s.requestedByes.find(round);
    return it != s.requestedByes.end() && std::find(it->second.begin(), it->second.end(), entrant) != it->second.end();
}

/** Rounds whose every game has a result: what a TRF file reports. */
int roundsOver(const EventState &s)
{
    int over = s.rounds;
    for (const EventTable &t : s.tables) {
        if (!t.bye && !detail::hasResult(t))
            over = std::min(over, t.round - 1);
    }
    return over;
}

io::TrfRound entryOf(const EventTable &t, std::size_t seat, const std::vector<int> &seeds, const EventState &s,
                     std::size_t index)
{
    io::TrfRound e;
    if (t.bye) {
        e.result = t.zeroBye ? 'Z' : (t.halfBye ? 'H' : 'U');
        return e;
    }
    const std::size_t other = 1 - seat;
    const int opponent = s.seatEntrant[index][other];
    e.opponent = opponent >= 0 ? seeds[static_cast<std::size_t>(opponent)] : 0;
    e.colour = t.seats[seat].side == 1 ? 'w' : 'b';
    const int mine = t.seats[seat].rank, theirs = t.seats[other].rank;
    if (!detail::hasResult(t))
        e.result = ' '; // being played
    else if (t.forfeit)
        e.result = mine == 1 ? '+' : '-';
    else
        e.result = mine == theirs ? '=' : (mine < theirs ? '1' : '0');
    return e;
}

/** Every entrant's entries for the rounds paired, Z where they did not play. */
std::vector<std::vector<io::TrfRound>> roundEntries(const EventState &s, int over)
{
    io::TrfRound absent;
    absent.result = 'Z';
    std::vector<std::vector<io::TrfRound>> entries(s.ids.size(), std::vector<io::TrfRound>(over, absent));
    for (std::size_t i = 0; i < s.tables.size(); ++i) {
        const EventTable &t = s.tables[i];
        if (t.round > over)
            continue;
        if (!t.bye && t.seats.size() != 2)
            throw DbError(ErrorText::tr("event '%1' has tables of more than two players; a TRF file holds games of two")
                              .arg(s.record.name));
        for (std::size_t k = 0; k < t.seats.size(); ++k) {
            const int who = s.seatEntrant[i][k];
            if (who >= 0)
                entries[static_cast<std::size_t>(who)][static_cast<std::size_t>(t.round - 1)]
                    = entryOf(t, k, s.seeds, s, i);
        }
    }
    return entries;
}

/** Each round's date (the day of its first game), invalid for a round without a game. */
QList<QDate> roundDates(const Database &db, const EventState &s, int over)
{
    std::vector<QString> first(static_cast<std::size_t>(over));
    Games games(db);
    for (const EventTable &t : s.tables) {
        if (t.round > over || t.gameId == 0)
            continue;
        const QString day = games.get(t.gameId).game.date.left(10);
        QString &d = first[static_cast<std::size_t>(t.round - 1)];
        if (d.isEmpty() || day < d)
            d = day;
    }
    QList<QDate> dates;
    for (const QString &d : first)
        dates.append(QDate::fromString(d, Qt::ISODate));
    return dates;
}

/** C8: each entrant's leaderboard value when the event started (before the day and time of its first game), as
 *  FIDE C.04 and TRF-16 take the ratings: the value now for one who has played no game since. */
std::vector<double> startingValues(const Database &db, const EventState &s)
{
    std::vector<double> values = s.ratingValue;
    QString start;
    Games games(db);
    for (const EventTable &t : s.tables) {
        if (t.gameId == 0)
            continue;
        const QString date = games.get(t.gameId).game.date;
        if (start.isEmpty() || date < start)
            start = date;
    }
    if (s.record.leaderboard.isEmpty() || start.isEmpty())
        return values;
    const auto histories = Leaderboards(db).histories(s.names, s.record.leaderboard);
    for (std::size_t i = 0; i < histories.size() && i < values.size(); ++i) {
        const auto since = std::find_if(histories[i].begin(), histories[i].end(),
                                        [&](const HistoryPoint &p) { return p.date >= start; });
        if (since != histories[i].end())
            values[i] = s.system->leaderboardValue(since->before);
    }
    return values;
}

int ratingOf(const EventState &s, const std::vector<double> &values, std::size_t i)
{
    const std::vector<int> &stored = s.record.options.ratings;
    const auto seed = static_cast<std::size_t>(s.seeds[i]);
    if (seed >= 1 && seed <= stored.size()) // the file's, unrated (0) included
        return stored[seed - 1];
    if (traits(s.record.format).pairingMethod(s.record.options.pairing) == QLatin1String("known")) // M2
        return s.known[i].rating;
    if (s.record.leaderboard.isEmpty() || i >= values.size() || !std::isfinite(values[i]))
        return 0;
    return std::clamp(static_cast<int>(std::lround(values[i])), 0, 9999);
}

/** XXC as round 1 was played: the colour it gave the best-numbered player who played a game in it ("white1",
 *  "black1"); empty when nobody did. players: by starting rank. */
QString playedInitialColour(const std::vector<const io::TrfPlayer *> &players)
{
    for (const io::TrfPlayer *p : players) {
        if (!p->rounds.empty() && p->rounds[0].colour != '-')
            return p->rounds[0].colour == 'w' ? QStringLiteral("white1") : QStringLiteral("black1");
    }
    return {};
}

/** XXC: the event's initial colour where it has one (it is known before round 1), else as round 1 was played. */
QString initialColour(const EventRecord &r, const std::vector<io::TrfPlayer> &players, int over)
{
    if (!r.options.initialColour.isEmpty())
        return r.options.initialColour + QLatin1Char('1');
    if (over == 0)
        return {};
    std::vector<const io::TrfPlayer *> byNumber;
    for (const io::TrfPlayer &p : players)
        byNumber.push_back(&p);
    return playedInitialColour(byNumber);
}

/** 092, the type of tournament, in the words arbiters use. */
QString typeOf(EventFormat format)
{
    switch (format) {
    case EventFormat::Swiss:
        return QStringLiteral("Swiss System");
    case EventFormat::RoundRobin:
        return QStringLiteral("Round Robin");
    case EventFormat::SingleElimination:
    case EventFormat::DoubleElimination:
        return QStringLiteral("Knockout");
    case EventFormat::Heats:
        break;
    }
    return formatName(format);
}

/** 042 and 052, the first and last rounds' dates with their full year (a reader picks the century of the 132
 *  line's two-digit years from them). */
void addDates(io::TrfTournament &trf)
{
    QDate start, end;
    for (const QDate &d : trf.roundDates) {
        if (!d.isValid())
            continue;
        if (!start.isValid() || d < start)
            start = d;
        if (!end.isValid() || d > end)
            end = d;
    }
    const QString format = QStringLiteral("yyyy/MM/dd");
    trf.startDate = start.isValid() ? start.toString(format) : QString();
    trf.endDate = end.isValid() ? end.toString(format) : QString();
}

/** The file's players by starting rank, and the event's entrants in that order. */
std::vector<const io::TrfPlayer *> playersByNumber(const io::TrfTournament &trf, const QString &file)
{
    std::vector<const io::TrfPlayer *> players;
    for (const io::TrfPlayer &p : trf.players)
        players.push_back(&p);
    std::sort(players.begin(), players.end(), [](auto *a, auto *b) { return a->number < b->number; });
    std::map<QString, const io::TrfPlayer *> seen;
    for (const io::TrfPlayer *p : players) {
        const QString key = p->name.toCaseFolded();
        if (const auto it = seen.find(key); it != seen.end())
            throw io::InputError(ErrorText::tr("%1, line %2").arg(file).arg(p->line),
                                 ErrorText::tr("player %1 has the name of player %2, '%3': Podium needs one name a "
                                               "player")
                                     .arg(p->number)
                                     .arg(it->second->number)
                                     .arg(p->name));
        seen[key] = p;
    }
    return players;
}

EventInput eventInputFor(const Database &db, const io::TrfTournament &trf, const TrfImportOptions &o,
                         const std::vector<const io::TrfPlayer *> &players, int played)
{
    EventInput input;
    input.name = o.name.trimmed().isEmpty() ? trf.name : o.name.trimmed();
    if (input.name.isEmpty())
        throw DbError(ErrorText::tr("the file names no tournament (line 012): give the event a name"));
    input.discipline = o.discipline.isEmpty() ? QStringLiteral("Chess") : o.discipline;
    input.leaderboard = o.leaderboard;
    input.format = EventFormat::Swiss;
    if (trf.plannedRounds > 0 && trf.plannedRounds < played)
        throw DbError(
            ErrorText::tr("the file plans %1 rounds (XXR) but holds results of %2").arg(trf.plannedRounds).arg(played));
    input.rounds = trf.plannedRounds;
    const io::TrfPoints &points = trf.points;
    if (points.forfeitLoss != points.loss || points.zeroBye != 0.0)
        throw DbError(ErrorText::tr("the file scores a forfeit (BBF) or an absence (BBZ) apart from a loss; Podium "
                                    "scores a forfeit as a loss and an absence as nothing"));
    input.options.win = points.win;
    input.options.draw = points.draw;
    input.options.loss = points.loss;
    input.options.bye = points.pairingBye;
    // The discipline's usual Swiss: FIDE's for chess (the default discipline), the card-game Swiss for a
    // discipline that plays it (its points come from the file's BB lines).
    input.options.style = swissStyleName(usualSwissStyle(db, input.discipline));
    input.options.pairing = QStringLiteral("manual"); // the file's pairing numbers, as entered
    // XXC (white1, black1; bbpPairings and JaVaFo read it so): the initial colour of C.04.3, which the rounds still to
    // pair use. A file without it that has played round 1 keeps the colour round 1 gave its best-numbered player, as
    // Podium's export writes it.
    const QString xxc = trf.initialColour.isEmpty() ? playedInitialColour(players) : trf.initialColour;
    input.options.initialColour = xxc.left(5); // "white" or "black", empty for neither
    for (const io::TrfPlayer *p : players) {
        input.entrants.append(p->name);
        input.options.ratings.resize(static_cast<std::size_t>(p->number), 0);
        input.options.ratings[static_cast<std::size_t>(p->number) - 1] = p->rating;
    }
    if (std::all_of(input.options.ratings.begin(), input.options.ratings.end(), [](int r) { return r == 0; }))
        input.options.ratings.clear();
    return input;
}

/** Gives every entrant the file's starting rank as their seed (create numbered them 1, 2, ...). */
void keepNumbers(const Database &db, qint64 event, const std::vector<const io::TrfPlayer *> &players)
{
    auto update = db.prepare(QStringLiteral("UPDATE event_entrants SET seed = ? WHERE event_id = ? AND player_id = "
                                            "(SELECT id FROM players WHERE name = ?)"));
    for (const io::TrfPlayer *p : players) {
        update.addBindValue(p->number);
        update.addBindValue(event);
        update.addBindValue(cleanName(p->name));
        Database::exec(update);
        if (update.numRowsAffected() != 1) // create entered every name: a file changed outside Podium
            throw DbError(ErrorText::tr("there is no player called '%1'").arg(cleanName(p->name)));
    }
}

/** M2: the rating, FIDE ID, federation and title of each player line, as the player's known rating where the
 *  club has none for them yet (what an organiser entered stays). Throws InputError at the line for a value that
 *  checkedKnownRating refuses. */
void keepKnownRatings(const Database &db, const std::vector<const io::TrfPlayer *> &players, const QString &fileName)
{
    Players club(db);
    for (const io::TrfPlayer *p : players) {
        const KnownRating file {p->rating, p->rating > 0 || !p->fideId.isEmpty() ? QStringLiteral("FIDE") : QString(),
                                p->fideId, p->federation, p->title};
        if (file.isEmpty() || !club.get(p->name).known.isEmpty())
            continue;
        try {
            club.setKnownRating(p->name, file);
        } catch (const DbError &e) {
            throw io::InputError::atLine(fileName, p->line, QString::fromUtf8(e.what()));
        }
    }
}

/** A table of an imported round: the entrants by side (one for a bye), and their entries. */
struct ImportTable
{
    std::vector<int> seats; ///< entrant indexes of the loaded event
    std::vector<io::TrfRound> entries;
    bool bye = false;
    bool halfBye = false;
};

io::TrfRound entryIn(const io::TrfPlayer &p, int round)
{
    return static_cast<std::size_t>(round) <= p.rounds.size() ? p.rounds[static_cast<std::size_t>(round) - 1]
                                                              : io::TrfRound {};
}

/** The round's tables: games first, the best-placed first (by points before it, then number), then byes. */
std::vector<ImportTable> tablesOf(const EventState &s, const std::vector<const io::TrfPlayer *> &players, int round,
                                  const std::vector<double> &points)
{
    std::map<int, int> entrantOf; // starting rank -> entrant index
    for (std::size_t k = 0; k < s.seeds.size(); ++k)
        entrantOf[s.seeds[k]] = static_cast<int>(k);
    std::map<int, const io::TrfPlayer *> playerOf; // starting rank -> player
    for (const io::TrfPlayer *p : players)
        playerOf[p->number] = p;
    std::vector<ImportTable> games, byes;
    for (const io::TrfPlayer *p : players) {
        const io::TrfRound e = entryIn(*p, round);
        if (e.result == 'H' || e.result == 'F' || e.result == 'U')
            byes.push_back({{entrantOf.at(p->number)}, {e}, true, e.result == 'H'});
        const bool first = e.colour == 'w' || (e.colour == '-' && e.opponent > p->number);
        if (e.opponent == 0 || !first)
            continue;
        const auto opponent = playerOf.find(e.opponent);
        if (opponent == playerOf.end()) // readTrf refuses such a file; a tournament built otherwise may have one
            throw DbError(ErrorText::tr("round %1: player %2's opponent %3 is not a player of the file")
                              .arg(round)
                              .arg(p->number)
                              .arg(e.opponent));
        games.push_back({{entrantOf.at(p->number), entrantOf.at(e.opponent)}, {e, entryIn(*opponent->second, round)}});
    }
    const auto best = [&](const ImportTable &t) {
        const auto a = static_cast<std::size_t>(t.seats[0]), b = static_cast<std::size_t>(t.seats[1]);
        return std::make_pair(-std::max(points[a], points[b]), std::min(s.seeds[a], s.seeds[b]));
    };
    std::stable_sort(games.begin(), games.end(),
                     [&](const ImportTable &x, const ImportTable &y) { return best(x) < best(y); });
    games.insert(games.end(), byes.begin(), byes.end());
    return games;
}

/** The day round r was played, as the games store it: the file's 132 line, else today. */
QString dateOf(const io::TrfTournament &trf, int round)
{
    const QDate given = trf.roundDates.value(round - 1);
    return (given.isValid() ? given : QDate::currentDate()).toString(Qt::ISODate);
}

/** A table's result as Events::setResult and setForfeit store it, from its first seat's entry. */
struct ImportResult
{
    std::vector<int> ranks; ///< one per seat, 1 the best; empty while there is none (being played)
    bool forfeit = false; ///< not played: the ranks are forfeit ranks, and there is no game
};

ImportResult resultOf(const ImportTable &table)
{
    if (table.bye)
        return {};
    const char first = table.entries[0].result, second = table.entries[1].result;
    if (first == ' ')
        return {}; // being played
    if (first == '+' || first == '-') {
        const int winner = first == '+' ? 1 : (second == '+' ? 2 : 0); // 0: neither came
        return {{winner == 1 ? 1 : 2, winner == 2 ? 1 : 2}, true};
    }
    if (first == '1' || first == 'W')
        return {{1, 2}};
    if (first == '0' || first == 'L')
        return {{2, 1}};
    return {{1, 1}};
}

/** A round of the file as it is stored: its tables, their results and games, and the points before it. */
struct ImportRound
{
    int round = 0;
    std::vector<ImportTable> tables;
    std::vector<ImportResult> results;
    std::vector<qint64> games; ///< per table, 0 for one without a game
    std::vector<double> points; ///< per entrant, before the round
};

/** Adds the games of every round, as Events::setResult would one by one (round after round, table after table),
 *  and keeps their ids with the tables; returns them. */
std::vector<qint64> addGames(const Database &db, const EventState &s, const io::TrfTournament &trf,
                             std::vector<ImportRound> &rounds)
{
    std::vector<GameInput> games;
    std::vector<std::pair<std::size_t, std::size_t>> tableOf; // game -> (round index, table index)
    for (std::size_t r = 0; r < rounds.size(); ++r) {
        ImportRound &round = rounds[r];
        const QString date = dateOf(trf, round.round);
        round.games.assign(round.tables.size(), 0);
        for (std::size_t t = 0; t < round.tables.size(); ++t) {
            if (round.results[t].ranks.empty() || round.results[t].forfeit)
                continue;
            GameInput game;
            game.discipline = s.record.discipline;
            game.kind = history::GameKind::HeadToHead;
            game.date = date;
            game.notes = QStringLiteral("%1, round %2, table %3")
                             .arg(s.record.name, QString::number(round.round), QString::number(t + 1));
            for (std::size_t k = 0; k < round.tables[t].seats.size(); ++k) {
                ParticipantInput p;
                p.player = s.names[round.tables[t].seats[k]];
                p.rank = round.results[t].ranks[k];
                game.participants.push_back(p);
            }
            games.push_back(std::move(game));
            tableOf.emplace_back(r, t);
        }
    }
    const std::vector<qint64> ids = Games(db).addAll(games);
    for (std::size_t g = 0; g < ids.size(); ++g)
        rounds[tableOf[g].first].games[tableOf[g].second] = ids[g];
    return ids;
}

/** Stores the tables of every round with their results (games added before, forfeits), through the backend's bulk
 *  writer as an import of games does: tens of thousands of rows for a big open. */
void insertTables(const Database &db, const EventState &s, const std::vector<ImportRound> &rounds)
{
    const auto writer
        = db.bulkWriter(QStringLiteral("event_pairings"),
                        {QStringLiteral("event_id"), QStringLiteral("round"), QStringLiteral("table_no"),
                         QStringLiteral("side"), QStringLiteral("player_id"), QStringLiteral("score_before"),
                         QStringLiteral("half_bye"), QStringLiteral("game_id"), QStringLiteral("forfeit_rank")});
    BulkWriter &insert = *writer;
    const auto orNull = [](qint64 value, bool given) -> BulkValue {
        if (!given)
            return nullptr;
        return std::int64_t {value};
    };
    for (const ImportRound &round : rounds) {
        for (std::size_t t = 0; t < round.tables.size(); ++t) {
            const ImportTable &table = round.tables[t];
            const ImportResult &result = round.results[t];
            for (std::size_t k = 0; k < table.seats.size(); ++k) {
                const auto who = static_cast<std::size_t>(table.seats[k]);
                insert.add({std::int64_t {s.record.id}, std::int64_t {round.round}, static_cast<std::int64_t>(t + 1),
                            static_cast<std::int64_t>(table.bye ? 0 : k + 1), std::int64_t {s.ids[who]},
                            round.points[who], std::int64_t {table.halfBye ? 1 : 0},
                            orNull(round.games[t], round.games[t] != 0),
                            orNull(result.forfeit ? result.ranks[k] : 0, result.forfeit)});
            }
        }
    }
    insert.finish();
}

/** Adds a round to s as loadEvent would read it back once stored (its games not yet known), so that the next
 *  round's points come from it without reading the event again. */
void addToState(EventState &s, const ImportRound &round)
{
    for (std::size_t t = 0; t < round.tables.size(); ++t) {
        const ImportTable &from = round.tables[t];
        EventTable table;
        table.round = round.round;
        table.table = static_cast<int>(t) + 1;
        table.bye = from.bye;
        table.halfBye = from.halfBye;
        table.forfeit = round.results[t].forfeit;
        for (std::size_t k = 0; k < from.seats.size(); ++k) {
            const auto who = static_cast<std::size_t>(from.seats[k]);
            EventSeat seat;
            seat.player = s.names[from.seats[k]];
            seat.side = table.bye ? 0 : static_cast<int>(k) + 1;
            seat.scoreBefore = round.points[who];
            seat.rank = round.results[t].ranks.empty() ? 0 : round.results[t].ranks[k];
            table.seats.push_back(seat);
        }
        if (!table.halfBye)
            s.rounds = std::max(s.rounds, round.round);
        s.tables.push_back(std::move(table));
        s.seatEntrant.push_back(from.seats);
    }
}

/**
 * Stores each round of the file with its results. The rounds are made in memory first, in order (the points before
 * a round are those of the rounds before it), then their games added and their tables stored, each in one go: an
 * event of a thousand players is read once, not once a result. Returns the games added.
 */
std::vector<qint64> importRounds(const Database &db, EventState &s, const io::TrfTournament &trf,
                                 const std::vector<const io::TrfPlayer *> &players, int played)
{
    std::vector<ImportRound> rounds;
    for (int r = 1; r <= played; ++r) {
        ImportRound round;
        round.round = r;
        round.points = detail::pointsBefore(s, 0);
        round.tables = tablesOf(s, players, r, round.points);
        for (const ImportTable &t : round.tables)
            round.results.push_back(resultOf(t));
        addToState(s, round);
        rounds.push_back(std::move(round));
    }
    std::vector<qint64> games = addGames(db, s, trf, rounds);
    insertTables(db, s, rounds);
    return games;
}

void withdrawAbsent(Events &events, const EventState &s, const std::vector<const io::TrfPlayer *> &players, int played,
                    int trfPlanned)
{
    if (s.record.rounds <= played)
        return;
    const QString &name = s.record.name;
    for (const io::TrfPlayer *p : players) {
        // "0000 - Z" in every round still to come: withdrawn. A Z in some of them is an absence from those
        // rounds (C14); so is one in the next round of an event that has more, as JaVaFo reads it (not paired in
        // it). A file that does not say how many rounds it has withdraws on a Z in the next one, as before.
        const int last = std::max(trfPlanned, played + 1);
        bool withdrawn = true;
        for (int round = played + 1; round <= last; ++round)
            withdrawn = withdrawn && entryIn(*p, round).result == 'Z';
        if (withdrawn) {
            events.withdraw(name, p->name);
            continue;
        }
        // "0000 - H" in a round not paired yet: a half-point bye asked for, which that round's pairing gives.
        for (int round = played + 1; round <= static_cast<int>(p->rounds.size()); ++round) {
            if (entryIn(*p, round).result == 'H')
                events.requestHalfBye(name, p->name, round);
            else if (entryIn(*p, round).result == 'Z')
                events.requestAbsence(name, p->name, round);
        }
    }
}

} // namespace

io::TrfTournament eventAsTrf(const Database &db, const QString &event)
{
    const EventState s = detail::loadEvent(db, event, true);
    const EventRecord &r = s.record;
    // Every round paired; the one being played with the results entered so far (in-tournament exchange).
    const int over = s.rounds;
    const bool finished = roundsOver(s) == s.rounds;
    io::TrfTournament trf;
    trf.name = r.name;
    trf.type = typeOf(r.format);
    trf.roundDates = roundDates(db, s, over);
    addDates(trf);
    trf.plannedRounds = r.rounds;
    trf.points = {r.options.win, r.options.draw, r.options.loss, 0.0, r.options.loss, r.options.bye};
    std::map<QString, const EventStanding *> standing;
    const std::vector<EventStanding> standings = Events(db).standings(r.name);
    for (const EventStanding &row : standings)
        standing[row.player] = &row;
    const auto entries = roundEntries(s, over);
    const std::vector<double> points = detail::pointsBefore(s, over + 1);
    const std::vector<double> starting = startingValues(db, s);
    for (std::size_t i = 0; i < s.ids.size(); ++i) {
        io::TrfPlayer p;
        p.number = s.seeds[i];
        p.name = s.names[i];
        p.rating = ratingOf(s, starting, i);
        // M2: what the club knows of the player from outside; the ID only where it is FIDE's (columns 58-68).
        const KnownRating &known = s.known[i];
        p.title = known.title;
        p.federation = known.federation;
        if (known.system.compare(QLatin1String("FIDE"), Qt::CaseInsensitive) == 0)
            p.fideId = known.id;
        p.points = points[i]; // of the results entered
        if (const auto it = standing.find(s.names[i]); it != standing.end() && finished)
            p.rank = it->second->place;
        p.rounds = entries[i];
        // Withdrawn: not to be paired in any round still to come, "0000 - Z" in each (an absence is a Z in its
        // round alone, C14, so the two read back apart).
        for (int round = over + 1; !s.active[i] && finished && round <= r.rounds; ++round)
            p.rounds.push_back({0, '-', 'Z'});
        // Half-point byes and absences asked for the rounds to come, as JaVaFo and bbpPairings read them:
        // "0000 - H" and "0000 - Z".
        for (int round = over + 1; s.active[i] && finished && requested(s, round, static_cast<int>(i)); ++round)
            p.rounds.push_back({0, '-', s.absences.contains({round, static_cast<int>(i)}) ? 'Z' : 'H'});
        trf.players.push_back(std::move(p));
    }
    std::sort(trf.players.begin(), trf.players.end(),
              [](const io::TrfPlayer &a, const io::TrfPlayer &b) { return a.number < b.number; });
    trf.initialColour = initialColour(r, trf.players, over);
    return trf;
}

QString trfLeavesOut(const Database &db, const QString &event)
{
    int scored = 0;
    for (const EventTable &t : Events(db).tables(event)) {
        scored += !t.bye
            && std::any_of(t.seats.begin(), t.seats.end(), [](const EventSeat &seat) { return seat.gamesWon >= 0; });
    }
    if (scored == 0)
        return {};
    return ErrorText::tr("A TRF file holds each match's result, not its games: the game scores of %n match(es) stay "
                         "in Podium, and an imported copy counts no games for the tie-breaks gw and ogw.",
                         nullptr, scored);
}

QString importTrfEvent(const Database &db, const io::TrfTournament &trf, const TrfImportOptions &options,
                       std::vector<qint64> *games)
{
    const auto players = playersByNumber(trf, options.fileName);
    const int played = io::trfRoundsPlayed(trf);
    const EventInput input = eventInputFor(db, trf, options, players, played);
    Transaction transaction(db);
    Events events(db);
    const qint64 id = events.create(input);
    keepNumbers(db, id, players);
    keepKnownRatings(db, players, options.fileName);
    if (detail::readRecord(db, id).rounds < played) {
        auto rounds = db.prepare(QStringLiteral("UPDATE events SET rounds = ? WHERE id = ?"));
        rounds.addBindValue(played);
        rounds.addBindValue(id);
        Database::exec(rounds);
    }
    const QString name = detail::readRecord(db, id).name;
    EventState s = detail::loadEvent(db, name, false);
    const std::vector<qint64> added = importRounds(db, s, trf, players, played);
    if (games)
        *games = added;
    withdrawAbsent(events, s, players, played, trf.plannedRounds);
    detail::setStatus(db, id, detail::currentStatus(s)); // withdrawals and requested byes leave it as it is
    transaction.commit();
    return name;
}

} // namespace podium::club
