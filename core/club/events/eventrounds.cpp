// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/events/eventrounds.h"

#include "club/events/eventdutch.h"
#include "club/events/eventplan.h"
#include "club/players.h"
#include "club/storetypes.h"
#include "io/errortext.h"
#include "store/database.h"
#include "store/dberror.h"
#include "tournament/elimination.h"
#include "tournament/heats.h"
#include "tournament/roundrobin.h"
#include "tournament/swiss.h"
#include "tournament/tournamenterror.h"

#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <set>

namespace podium::club::detail {

namespace {

using tournament::TournamentError;

/** A table of the round being paired: its entrants by side, the bracket match, a note. */
struct NewTable
{
    std::vector<int> seats;
    bool bye = false;
    int bracketMatch = -1;
    QString note;
};

/** The event's pairing method: the organiser's, or the format's default. */
QString pairingOf(const EventRecord &r)
{
    return traits(r.format).pairingMethod(r.options.pairing);
}

/** The active entrants as the Swiss pairing sees them: points, rating, opponents met, byes and sides so far. */
std::vector<tournament::SwissEntrant> swissEntrants(const EventState &s, const std::vector<double> &points,
                                                    const std::vector<int> &active)
{
    std::vector<int> slot(s.ids.size(), -1);
    for (std::size_t k = 0; k < active.size(); ++k)
        slot[static_cast<std::size_t>(active[k])] = static_cast<int>(k);
    std::vector<tournament::SwissEntrant> entrants(active.size());
    for (std::size_t k = 0; k < active.size(); ++k) {
        entrants[k].score = points[static_cast<std::size_t>(active[k])];
        // The pairing number (fixed at round 1) orders a score group and picks the bye: the lower, the better.
        entrants[k].rating = -double(s.seeds[static_cast<std::size_t>(active[k])]);
    }
    for (std::size_t t = 0; t < s.tables.size(); ++t) {
        const auto &who = s.seatEntrant[t];
        const EventTable &table = s.tables[t];
        if (table.bye || table.forfeit) {
            // FIDE C.04.1: no pairing-allocated bye for one who had one, or who won by forfeit. A half-point bye
            // is one the player asked for: it does not count. A forfeit is no game, so its sides do not count.
            for (std::size_t k = 0; k < who.size(); ++k) {
                const bool allocated = table.bye ? !table.requested() : table.seats[k].rank == 1;
                if (allocated && who[k] >= 0 && slot[static_cast<std::size_t>(who[k])] >= 0)
                    entrants[static_cast<std::size_t>(slot[static_cast<std::size_t>(who[k])])].hadBye = true;
            }
            if (table.bye)
                continue;
        }
        for (std::size_t k = 0; k < who.size(); ++k) {
            const int me = who[k] >= 0 ? slot[static_cast<std::size_t>(who[k])] : -1;
            if (me < 0)
                continue;
            auto &e = entrants[static_cast<std::size_t>(me)];
            const int other = who[1 - k] >= 0 ? slot[static_cast<std::size_t>(who[1 - k])] : -1;
            if (other >= 0)
                e.opponents.push_back(other);
            if (table.forfeit)
                continue; // they met (no rematch), but no one played a side
            const int side = k == 0 ? +1 : -1;
            e.sideBalance += side;
            e.sideStreak = e.lastSide == side ? e.sideStreak + 1 : 1;
            e.lastSide = side;
        }
    }
    return entrants;
}

/** A card-game Swiss gives the bye to the lowest-ranked player without one (Magic Tournament Rules, Appendix C: a
 *  bye is a match won), ranked as the standings rank them: points, the event's tie-breaks, then the pairing number. */
void rankByStandings(const EventState &s, const std::vector<int> &active,
                     std::vector<tournament::SwissEntrant> &entrants)
{
    std::vector<tournament::TieBreak> order;
    for (const QString &name : tieBreaksOf(s.record))
        order.push_back(tournament::tieBreakFromName(name.toStdString()));
    order.push_back(tournament::TieBreak::Rating); // here the pairing number, as a value: the lower the better
    std::vector<double> numbers;
    for (const int seed : s.seeds)
        numbers.push_back(-double(seed));
    const double win = s.record.options.win > 0 ? s.record.options.win : 1.0;
    const auto rows
        = tournament::eventStandings(static_cast<int>(s.ids.size()), playedPairings(s, 0), numbers, order, win);
    std::vector<int> rank(s.ids.size(), 0);
    for (std::size_t p = 0; p < rows.size(); ++p)
        rank[static_cast<std::size_t>(rows[p].entrant)] = static_cast<int>(p);
    for (std::size_t k = 0; k < active.size(); ++k)
        entrants[k].rating = -double(rank[static_cast<std::size_t>(active[k])]);
}

/** The draw of a card-game Swiss round: from the event's name and the round alone (FNV-1a), so that pairing the
 *  same round of the same event again, here or on a copy of the club, gives the same tables. */
std::uint64_t drawSeed(const EventRecord &r, int round)
{
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const char c : (r.name + QLatin1Char('#') + QString::number(round)).toUtf8()) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

/** How the event's Swiss style pairs: the one place that maps a style to the pairing engine. */
tournament::SwissOptions swissOptionsOf(const EventRecord &r, int round)
{
    tournament::SwissOptions options;
    options.balanceSides = r.options.balanceSides;
    switch (swissStyleOf(r.options.style, r.options.balanceSides)) {
    case SwissStyle::Fide:
        options.method = tournament::SwissOptions::Method::TopHalfBottomHalf;
        break;
    case SwissStyle::Games:
        options.method = tournament::SwissOptions::Method::Random;
        options.seed = drawSeed(r, round);
        break;
    case SwissStyle::Rating:
        options.method = tournament::SwissOptions::Method::Quality;
        break;
    }
    return options;
}

/** A Swiss round by the FIDE (Dutch) System: White on side 1, the rules' words in the note. */
std::vector<NewTable> fideTables(const EventState &s, const std::vector<double> &points, const std::vector<int> &active,
                                 const PairingProgress &progress)
{
    std::vector<NewTable> tables;
    for (const tournament::DutchPairing &p : fideRound(s, points, active, progress)) {
        NewTable t;
        t.seats.push_back(active[static_cast<std::size_t>(p.white)]);
        t.bye = p.black < 0;
        if (!t.bye)
            t.seats.push_back(active[static_cast<std::size_t>(p.black)]);
        t.note = QString::fromStdString(p.why);
        tables.push_back(t);
    }
    return tables;
}

std::vector<NewTable> swissRound(const EventState &s, const std::vector<double> &points, const std::vector<int> &active,
                                 const PairingProgress &progress)
{
    std::vector<NewTable> tables;
    if (active.size() < 2)
        throw TournamentError("a Swiss round needs at least two entrants");
    // style=fide (pairing=dutch its alias): the FIDE (Dutch) System.
    if (swissStyleOf(s.record.options.style, s.record.options.balanceSides) == SwissStyle::Fide)
        return fideTables(s, points, active, progress);
    std::vector<tournament::SwissEntrant> entrants = swissEntrants(s, points, active);
    const tournament::SwissOptions options = swissOptionsOf(s.record, s.rounds + 1);
    if (options.method == tournament::SwissOptions::Method::Random)
        rankByStandings(s, active, entrants);
    const auto pairs = tournament::pairSwiss(
        entrants,
        [&](int a, int b) {
            return pairQuality(s, active[static_cast<std::size_t>(a)], active[static_cast<std::size_t>(b)]);
        },
        options);
    for (const auto &p : pairs) {
        NewTable t;
        t.seats.push_back(active[static_cast<std::size_t>(p.first)]);
        if (p.second < 0)
            t.bye = true;
        else
            t.seats.push_back(active[static_cast<std::size_t>(p.second)]);
        t.note = QString::fromStdString(p.why);
        tables.push_back(t);
    }
    return tables;
}

std::vector<NewTable> roundRobinRound(const EventState &s, int round)
{
    const EventRecord &r = s.record;
    std::vector<NewTable> tables;
    // The schedule of every entrant by seed; a withdrawn entrant's opponent has a bye.
    const auto schedule = tournament::bergerSchedule(static_cast<int>(s.ids.size()), r.options.doubleRoundRobin);
    const std::vector<int> bySeed = bracketEntrants(s);
    for (const tournament::ScheduledGame &g : schedule[static_cast<std::size_t>(round - 1)]) {
        const int a = bySeed[static_cast<std::size_t>(g.first)];
        const int b = g.second >= 0 ? bySeed[static_cast<std::size_t>(g.second)] : -1;
        const bool aIn = s.active[static_cast<std::size_t>(a)], bIn = b >= 0 && s.active[static_cast<std::size_t>(b)];
        NewTable t;
        if (aIn && bIn) {
            t.seats = {a, b};
        } else if (aIn || bIn) {
            t.seats = {aIn ? a : b};
            t.bye = true;
            t.note = b < 0 ? QStringLiteral("bye: the odd one out of this round")
                           : QStringLiteral("bye: the opponent has withdrawn");
        } else {
            continue;
        }
        tables.push_back(t);
    }
    std::stable_partition(tables.begin(), tables.end(), [](const NewTable &t) { return !t.bye; });
    return tables;
}

/** Draws the seeds (a Swiss's pairing numbers) at the first round: by rating, or as entered; withdrawn entrants
 *  sort after everyone. Returns the entrants checked in by their new seed, as the round stores them. */
std::vector<qint64> drawSeeds(EventState &s, const std::vector<int> &active)
{
    const std::vector<int> order = drawOrder(s, active);
    if (order.size() < 2)
        throw TournamentError("an elimination bracket needs at least two entrants");
    std::vector<qint64> drawn;
    int seed = 0;
    for (int e : order) {
        s.seeds[static_cast<std::size_t>(e)] = ++seed;
        drawn.push_back(s.ids[static_cast<std::size_t>(e)]);
    }
    for (std::size_t i = 0; i < s.ids.size(); ++i) {
        if (!s.active[i])
            s.seeds[i] = ++seed;
    }
    return drawn;
}

QString matchNote(const tournament::BracketMatch &match)
{
    using Part = tournament::BracketMatch::Part;
    return match.part == Part::GrandFinal ? QStringLiteral("grand final")
        : match.part == Part::Reset       ? QStringLiteral("grand final, bracket reset")
        : match.part == Part::Losers      ? QStringLiteral("losers' bracket, round %1").arg(match.round)
                                          : QStringLiteral("round %1").arg(match.round);
}

/** The byes of the first round: the top seeds go through without a game. */
std::vector<NewTable> firstRoundByes(const std::vector<tournament::BracketMatch> &bracket,
                                     const tournament::BracketState &state, const std::vector<int> &bySeed)
{
    std::vector<NewTable> tables;
    for (std::size_t m = 0; m < bracket.size(); ++m) {
        const auto [a, b] = state.players[m];
        if (bracket[m].round == 1 && bracket[m].part == tournament::BracketMatch::Part::Winners
            && (a >= 0) != (b >= 0)) {
            NewTable t;
            t.seats = {bySeed[static_cast<std::size_t>(a >= 0 ? a : b)]};
            t.bye = true;
            t.bracketMatch = static_cast<int>(m);
            t.note = QStringLiteral("bye: a top seed goes through to round 2");
            tables.push_back(t);
        }
    }
    return tables;
}

/** The next wave of an elimination bracket: every match whose players are known; at the first, the draw. */
std::vector<NewTable> bracketRound(EventState &s, const std::vector<int> &active, RoundPlan &plan)
{
    if (s.rounds == 0)
        plan.seedOrder = drawSeeds(s, active);
    const std::vector<int> bySeed = bracketEntrants(s);
    const auto bracket = bracketOf(s);
    const auto results = bracketResults(s);
    const auto state = tournament::resolveBracket(bracket, results);
    std::set<int> stored;
    for (const EventTable &t : s.tables)
        stored.insert(t.bracketMatch);
    std::vector<NewTable> tables;
    for (int m : state.playable(results)) {
        const auto &match = bracket[static_cast<std::size_t>(m)];
        // The first round is the first round of the bracket: seeds with a bye wait for it to finish.
        if (stored.contains(m) || (s.rounds == 0 && match.round != 1))
            continue;
        const auto &players = state.players[static_cast<std::size_t>(m)];
        NewTable t;
        t.seats = {bySeed[static_cast<std::size_t>(players[0])], bySeed[static_cast<std::size_t>(players[1])]};
        t.bracketMatch = m;
        t.note = matchNote(match);
        tables.push_back(t);
    }
    if (s.rounds == 0) {
        for (NewTable &bye : firstRoundByes(bracket, state, bySeed))
            tables.push_back(std::move(bye));
    }
    if (tables.empty()) {
        const int champion = state.champion();
        throw DbError(champion >= 0 ? ErrorText::tr("event '%1' is over: %2 won it")
                                          .arg(s.record.name, s.names[bySeed[static_cast<std::size_t>(champion)]])
                                    : ErrorText::tr("event '%1' has no match to play").arg(s.record.name));
    }
    return tables;
}

std::vector<NewTable> heatsRound(const EventState &s, const std::vector<double> &points, const std::vector<int> &active)
{
    const EventRecord &r = s.record;
    std::vector<NewTable> tables;
    // Round 1 by rating; later rounds re-seeded by points, then rating.
    std::vector<int> order = active;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const auto A = static_cast<std::size_t>(a), B = static_cast<std::size_t>(b);
        return points[A] != points[B] ? points[A] > points[B] : s.ratingValue[A] > s.ratingValue[B];
    });
    std::vector<double> strength;
    for (std::size_t k = 0; k < order.size(); ++k)
        strength.push_back(double(order.size() - k));
    const auto lobbies = tournament::splitLobbies(
        strength, r.lobbySize,
        pairingOf(r) == QLatin1String("snake") ? tournament::LobbyMethod::Snake : tournament::LobbyMethod::Balanced);
    for (const auto &lobby : lobbies) {
        NewTable t;
        for (int k : lobby)
            t.seats.push_back(order[static_cast<std::size_t>(k)]);
        tables.push_back(t);
    }
    return tables;
}

/** Throws DbError while a table of the last round has no result. */
void requireFinishedRound(const EventState &s)
{
    for (const EventTable &t : s.tables) {
        if (t.round == s.rounds && !t.bye && !hasResult(t))
            throw DbError(ErrorText::tr("event '%1': round %2 is not finished: table %3 has no result")
                              .arg(s.record.name)
                              .arg(t.round)
                              .arg(t.table));
    }
}

/** Entrants may have joined since the event was created: its number of rounds is fixed at the first. */
int fixPlannedRounds(EventState &s)
{
    EventRecord &r = s.record;
    r.rounds = plannedEventRounds(r.format, swissStyleOf(r.options.style, r.options.balanceSides),
                                  static_cast<int>(s.ids.size()), r.rounds, r.options.doubleRoundRobin);
    return r.rounds;
}

/** An event asked for its initial colour by lot stores it drawn (Events::create draws it); one that has no draw yet
 *  (a file written otherwise) draws it now, before round 1, and the round stores it with its tables. Returns the
 *  drawn colour, or an empty string when nothing was drawn. */
QString drawColourBeforeRoundOne(EventState &s)
{
    EventOptions &o = s.record.options;
    if (!o.colourByLot || !o.initialColour.isEmpty())
        return {};
    drawInitialColour(o);
    return o.initialColour;
}

std::vector<int> activeEntrants(const EventState &s)
{
    std::vector<int> active;
    for (std::size_t i = 0; i < s.ids.size(); ++i) {
        if (s.active[i])
            active.push_back(static_cast<int>(i));
    }
    return active;
}

/** The entrants to pair in the round: the active ones, less those who asked for a half-point bye in it. */
std::vector<int> pairedEntrants(const EventState &s, int round)
{
    std::vector<int> active = activeEntrants(s);
    const auto requested = s.requestedByes.find(round);
    if (requested != s.requestedByes.end())
        std::erase_if(active, [&](int e) {
            return std::find(requested->second.begin(), requested->second.end(), e) != requested->second.end();
        });
    return active;
}

/** The tables of the round, paired as the event's format pairs; the seeds a first round draws go into plan. */
std::vector<NewTable> newTables(EventState &s, RoundPlan &plan, const std::vector<double> &points,
                                const PairingProgress &progress)
{
    const std::vector<int> active = activeEntrants(s);
    try {
        switch (s.record.format) {
        case EventFormat::Swiss:
            if (s.rounds == 0 && active.size() >= 2)
                plan.seedOrder = drawSeeds(s, active); // a half-point bye in round 1 keeps the pairing number by rating
            return swissRound(s, points, pairedEntrants(s, plan.round), progress);
        case EventFormat::RoundRobin:
            return roundRobinRound(s, plan.round);
        case EventFormat::SingleElimination:
        case EventFormat::DoubleElimination:
            return bracketRound(s, active, plan);
        case EventFormat::Heats:
            break;
        }
        return heatsRound(s, points, active);
    } catch (const TournamentError &e) {
        throw DbError(ErrorText::tr("event '%1': %2").arg(s.record.name, QString::fromStdString(e.what())));
    }
}

/** Elimination: the matches whose players the corrected results would have changed. */
QStringList seatedByOtherResults(const EventState &s)
{
    QStringList flags;
    for (const MisroutedTable &m : misroutedTables(s))
        flags.append(misroutedText(s, m));
    return flags;
}

/** Rounds paired on points: the seats whose points before the round the corrected results have changed. */
QStringList pairedOnOtherPoints(const EventState &s)
{
    QStringList flags;
    for (int round = 2; round <= s.rounds; ++round) {
        const std::vector<double> before = pointsBefore(s, round);
        QStringList changed;
        for (std::size_t t = 0; t < s.tables.size(); ++t) {
            if (s.tables[t].round != round)
                continue;
            for (std::size_t k = 0; k < s.tables[t].seats.size(); ++k) {
                const int e = s.seatEntrant[t][k];
                if (e >= 0 && std::abs(before[static_cast<std::size_t>(e)] - s.tables[t].seats[k].scoreBefore) > 1e-9)
                    changed.append(ErrorText::tr("%1 was paired on a score of %2 and now has %3")
                                       .arg(s.names[e], number(s.tables[t].seats[k].scoreBefore),
                                            number(before[static_cast<std::size_t>(e)])));
            }
        }
        if (!changed.isEmpty())
            flags.append(ErrorText::tr("round %1 would now be paired differently: %2")
                             .arg(round)
                             .arg(changed.join(QStringLiteral("; "))));
    }
    return flags;
}

} // namespace

SeatWriter::SeatWriter(const Database &db)
    : m_insert(db.prepare(QStringLiteral(
        "INSERT INTO event_pairings (event_id, round, table_no, side, player_id, bracket_match, score_before, note)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, COALESCE(?, ''))")))
{ }

void SeatWriter::insert(qint64 event, int round, int table, int side, qint64 player, int bracketMatch,
                        double scoreBefore, const QString &note)
{
    m_insert.bindValue(0, event);
    m_insert.bindValue(1, round);
    m_insert.bindValue(2, table);
    m_insert.bindValue(3, side);
    m_insert.bindValue(4, player);
    m_insert.bindValue(5, bracketMatch >= 0 ? QVariant(bracketMatch) : QVariant());
    m_insert.bindValue(6, scoreBefore);
    m_insert.bindValue(7, note);
    Database::exec(m_insert);
}

std::vector<MisroutedTable> misroutedTables(const EventState &s)
{
    std::vector<MisroutedTable> found;
    if (!traits(s.record.format).elimination || s.rounds == 0)
        return found;
    const auto bracket = bracketOf(s);
    const auto state = tournament::resolveBracket(bracket, bracketResults(s));
    const std::vector<int> bySeed = bracketEntrants(s);
    for (std::size_t t = 0; t < s.tables.size(); ++t) {
        const EventTable &table = s.tables[t];
        if (table.bye || table.bracketMatch < 0 || table.bracketMatch >= static_cast<int>(bracket.size()))
            continue;
        const auto now = state.players[static_cast<std::size_t>(table.bracketMatch)];
        MisroutedTable m {t, {-1, -1}, -1};
        for (std::size_t k = 0; k < 2; ++k) {
            m.expected[k] = now[k] >= 0 ? bySeed[static_cast<std::size_t>(now[k])] : -1;
            if (m.side < 0 && k < s.seatEntrant[t].size() && m.expected[k] != s.seatEntrant[t][k])
                m.side = static_cast<int>(k);
        }
        if (m.side >= 0)
            found.push_back(m);
    }
    return found;
}

QString misroutedText(const EventState &s, const MisroutedTable &m)
{
    const EventTable &table = s.tables[m.table];
    const int expected = m.expected[static_cast<std::size_t>(m.side)];
    const QString &seated = table.seats[static_cast<std::size_t>(m.side)].player;
    if (expected < 0)
        return ErrorText::tr("round %1, table %2: after the corrected results nobody should play here, not %3")
            .arg(table.round)
            .arg(table.table)
            .arg(seated);
    return ErrorText::tr("round %1, table %2: after the corrected results %3 should play here, not %4")
        .arg(table.round)
        .arg(table.table)
        .arg(s.names[expected], seated);
}

int rerouteBracket(const Database &db, const EventState &s)
{
    int changed = 0;
    const auto bracket = bracketOf(s);
    Transaction transaction(db);
    SeatWriter seats(db);
    for (const MisroutedTable &m : misroutedTables(s)) {
        const EventTable &table = s.tables[m.table];
        if (hasResult(table) || table.forfeit)
            continue; // played: flagged (outdatedRounds), never rewritten
        auto remove = db.prepare(
            QStringLiteral("DELETE FROM event_pairings WHERE event_id = ? AND round = ? AND table_no = ?"));
        remove.addBindValue(s.record.id);
        remove.addBindValue(table.round);
        remove.addBindValue(table.table);
        Database::exec(remove);
        ++changed;
        if (m.expected[0] < 0 || m.expected[1] < 0)
            continue; // its players are not both known again: the match waits to be paired
        const std::vector<double> points = pointsBefore(s, table.round);
        for (std::size_t k = 0; k < 2; ++k) {
            const auto e = static_cast<std::size_t>(m.expected[k]);
            seats.insert(s.record.id, table.round, table.table, static_cast<int>(k) + 1, s.ids[e], table.bracketMatch,
                         points[e], matchNote(bracket[static_cast<std::size_t>(table.bracketMatch)]));
        }
    }
    transaction.commit();
    return changed;
}

bool seedsByKnownRatings(const EventState &s, const std::vector<int> &active)
{
    const QString method = pairingOf(s.record);
    if (method == QLatin1String("known"))
        return true;
    // M2: a club without games seeds "by rating" from what the players bring, where the leaderboard knows none.
    if (method != QLatin1String("rating") || s.onLeaderboard.size() != s.ids.size() || s.known.size() != s.ids.size())
        return false;
    bool anyKnown = false;
    for (const int e : active) {
        if (s.onLeaderboard[static_cast<std::size_t>(e)])
            return false;
        anyKnown = anyKnown || s.known[static_cast<std::size_t>(e)].rating > 0;
    }
    return anyKnown;
}

std::vector<int> drawOrder(const EventState &s, const std::vector<int> &active)
{
    std::vector<int> order = active;
    if (seedsByKnownRatings(s, active)) {
        // FIDE C.04.2 (General handling rules for Swiss tournaments), 2.1: the initial order is by rating, then
        // by title (GM, IM, WGM, FM, WIM, CM, WFM, WCM), then alphabetically; the unrated after the rated.
        const QStringList titles = knownTitles();
        const auto titleRank = [&](int e) {
            const qsizetype at = titles.indexOf(s.known[static_cast<std::size_t>(e)].title);
            return at < 0 ? titles.size() : at;
        };
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            const int ra = s.known[static_cast<std::size_t>(a)].rating,
                      rb = s.known[static_cast<std::size_t>(b)].rating;
            if (ra != rb)
                return ra > rb;
            if (titleRank(a) != titleRank(b))
                return titleRank(a) < titleRank(b);
            return s.names[a].compare(s.names[b], Qt::CaseInsensitive) < 0;
        });
        return order;
    }
    if (pairingOf(s.record) != QLatin1String("manual")) {
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return s.ratingValue[static_cast<std::size_t>(a)] > s.ratingValue[static_cast<std::size_t>(b)];
        });
    }
    return order;
}

EventStatus currentStatus(const EventState &s)
{
    if (s.rounds == 0)
        return EventStatus::Open;
    for (const EventTable &t : s.tables) {
        if (!t.bye && !hasResult(t))
            return EventStatus::Running;
    }
    if (traits(s.record.format).elimination)
        return tournament::resolveBracket(bracketOf(s), bracketResults(s)).champion() >= 0 ? EventStatus::Finished
                                                                                           : EventStatus::Running;
    return s.record.rounds > 0 && s.rounds >= s.record.rounds ? EventStatus::Finished : EventStatus::Running;
}

RoundPlan planRound(EventState &s, const PairingProgress &progress)
{
    const EventRecord &r = s.record;
    requireFinishedRound(s);
    RoundPlan plan;
    plan.event = r.name;
    plan.basis = pairingBasis(s); // before the first round's seeds, planned rounds and drawn colour change s
    if (s.rounds == 0) {
        plan.plannedRounds = fixPlannedRounds(s);
        plan.drawnColour = drawColourBeforeRoundOne(s);
        // A Swiss or bracket seeded "by rating" that took the known ratings says so from now on (M2).
        plan.seededByKnownRatings
            = pairingOf(r) == QLatin1String("rating") && seedsByKnownRatings(s, activeEntrants(s));
    }
    if (!traits(r.format).elimination && s.rounds >= r.rounds)
        throw DbError(ErrorText::tr("event '%1' has played all its %2 rounds").arg(r.name).arg(r.rounds));
    plan.round = s.rounds + 1;
    for (NewTable &t : newTables(s, plan, pointsBefore(s, 0), progress)) {
        RoundPlan::Table table;
        for (const int e : t.seats)
            table.players.push_back(s.ids[static_cast<std::size_t>(e)]);
        table.bye = t.bye;
        table.bracketMatch = t.bracketMatch;
        table.note = std::move(t.note);
        plan.tables.push_back(std::move(table));
    }
    return plan;
}

QStringList outdatedRounds(const EventState &s)
{
    switch (s.record.format) {
    case EventFormat::Swiss:
    case EventFormat::Heats:
        return pairedOnOtherPoints(s);
    case EventFormat::SingleElimination:
    case EventFormat::DoubleElimination:
        return seatedByOtherResults(s);
    case EventFormat::RoundRobin:
        break;
    }
    return {}; // the schedule does not depend on results
}

} // namespace podium::club::detail
