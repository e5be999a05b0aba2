#include "db/events.h"

#include "db/database.h"
#include "db/dberror.h"
#include "db/games.h"
#include "db/leaderboards.h"
#include "db/players.h"
#include "tournament/elimination.h"
#include "tournament/heats.h"
#include "tournament/roundrobin.h"
#include "tournament/standings.h"
#include "tournament/swiss.h"
#include "tournament/tournamenterror.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace podium::db {

namespace {

using tournament::TournamentError;

constexpr int kDefaultHeatRounds = 3;
constexpr int kDefaultLobby = 8;

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
    parts.append(QStringLiteral("double=") + (o.doubleRoundRobin ? QStringLiteral("1") : QStringLiteral("0")));
    parts.append(QStringLiteral("sides=") + (o.balanceSides ? QStringLiteral("1") : QStringLiteral("0")));
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

bool headToHeadFormat(EventFormat f)
{
    return f != EventFormat::Heats;
}

bool elimination(EventFormat f)
{
    return f == EventFormat::SingleElimination || f == EventFormat::DoubleElimination;
}

QStringList defaultTieBreaks(EventFormat f)
{
    switch (f) {
    case EventFormat::Swiss:
        return {QStringLiteral("buchholz-cut1"), QStringLiteral("buchholz"), QStringLiteral("sonneborn-berger"),
                QStringLiteral("direct"), QStringLiteral("wins"), QStringLiteral("rating")};
    case EventFormat::RoundRobin:
        return {QStringLiteral("sonneborn-berger"), QStringLiteral("direct"), QStringLiteral("wins"),
                QStringLiteral("rating")};
    case EventFormat::SingleElimination:
    case EventFormat::DoubleElimination:
    case EventFormat::Heats:
        break;
    }
    return {QStringLiteral("wins"), QStringLiteral("rating")};
}

/** Everything about an event that pairing and standings need, read once. */
struct State
{
    EventRecord record;
    std::vector<qint64> ids; ///< entrant index -> player id
    QStringList names;
    std::vector<bool> active;
    std::vector<int> seeds;
    std::map<qint64, int> entrantOf;
    std::vector<EventTable> tables; ///< in round and table order
    std::vector<std::vector<int>> seatEntrant; ///< per table, the entrant of each seat
    int rounds = 0;
    std::vector<double> ratingValue; ///< what the leaderboard ranks by
    std::vector<rating::Rating> ratings;
    std::unique_ptr<rating::RatingSystem> system;
};

qint64 eventId(const Database &db, const QString &name)
{
    QSqlQuery query = db.prepare(QStringLiteral("SELECT id FROM events WHERE name = ?"));
    query.addBindValue(name.simplified());
    Database::exec(query);
    if (!query.next())
        throw DbError(QStringLiteral("there is no event called '%1'").arg(name.simplified()));
    return query.value(0).toLongLong();
}

EventRecord readRecord(const Database &db, qint64 id)
{
    QSqlQuery query = db.prepare(QStringLiteral(
        "SELECT e.id, e.name, d.name, COALESCE(l.name, ''), e.format, e.rounds, e.lobby_size, e.options, e.status"
        " FROM events e JOIN disciplines d ON d.id = e.discipline_id"
        " LEFT JOIN leaderboards l ON l.id = e.leaderboard_id WHERE e.id = ?"));
    query.addBindValue(id);
    Database::exec(query);
    if (!query.next())
        throw DbError(QStringLiteral("there is no event %1").arg(id));
    EventRecord r;
    r.id = query.value(0).toLongLong();
    r.name = query.value(1).toString();
    r.discipline = query.value(2).toString();
    r.leaderboard = query.value(3).toString();
    r.format = parseFormat(query.value(4).toString());
    r.rounds = query.value(5).toInt();
    r.lobbySize = query.value(6).toInt();
    r.options = optionsFrom(query.value(7).toString());
    r.status = query.value(8).toString();
    return r;
}

State load(const Database &db, const QString &name, bool withRatings = true)
{
    State s;
    s.record = readRecord(db, eventId(db, name));
    QSqlQuery entrants = db.prepare(QStringLiteral(
        "SELECT p.id, p.name, e.seed, e.active FROM event_entrants e JOIN players p ON p.id = e.player_id"
        " WHERE e.event_id = ? ORDER BY e.seed, p.name"));
    entrants.addBindValue(s.record.id);
    Database::exec(entrants);
    while (entrants.next()) {
        s.entrantOf[entrants.value(0).toLongLong()] = static_cast<int>(s.ids.size());
        s.ids.push_back(entrants.value(0).toLongLong());
        s.names.append(entrants.value(1).toString());
        s.seeds.push_back(entrants.value(2).toInt());
        s.active.push_back(entrants.value(3).toInt() != 0);
    }
    QSqlQuery seats = db.prepare(QStringLiteral(
        "SELECT s.round, s.table_no, s.side, s.player_id, COALESCE(s.game_id, 0), COALESCE(s.bracket_match, -1),"
        " s.score_before, COALESCE(pa.rank, 0)"
        " FROM event_pairings s LEFT JOIN participants pa ON pa.game_id = s.game_id AND pa.player_id = s.player_id"
        " WHERE s.event_id = ? ORDER BY s.round, s.table_no, s.side"));
    seats.addBindValue(s.record.id);
    Database::exec(seats);
    while (seats.next()) {
        const int round = seats.value(0).toInt(), table = seats.value(1).toInt();
        if (s.tables.empty() || s.tables.back().round != round || s.tables.back().table != table) {
            EventTable t;
            t.round = round;
            t.table = table;
            t.gameId = seats.value(4).toLongLong();
            t.bracketMatch = seats.value(5).toInt();
            s.tables.push_back(t);
            s.seatEntrant.emplace_back();
        }
        EventSeat seat;
        const qint64 player = seats.value(3).toLongLong();
        seat.side = seats.value(2).toInt();
        seat.scoreBefore = seats.value(6).toDouble();
        seat.rank = s.tables.back().gameId ? seats.value(7).toInt() : 0;
        const auto it = s.entrantOf.find(player);
        seat.player = it != s.entrantOf.end() ? s.names[it->second] : QString();
        s.tables.back().bye = seat.side == 0;
        s.tables.back().seats.push_back(seat);
        s.seatEntrant.back().push_back(it != s.entrantOf.end() ? it->second : -1);
        s.rounds = std::max(s.rounds, round);
    }
    // A result counts only when every seat has its rank (a game edited elsewhere to leave someone out has none).
    for (EventTable &t : s.tables) {
        const bool complete = std::all_of(t.seats.begin(), t.seats.end(), [](const EventSeat &x) { return x.rank > 0; });
        if (!complete) {
            for (EventSeat &x : t.seats)
                x.rank = 0;
        }
    }
    if (!withRatings)
        return s;
    // Ratings from the event's leaderboard; players it has not seen start at the system's initial rating.
    LeaderboardRecord board;
    board.algorithm = QStringLiteral("trueskill");
    std::map<QString, StandingRow> rated;
    if (!s.record.leaderboard.isEmpty()) {
        board = Leaderboards(db).get(s.record.leaderboard);
        for (const StandingRow &row : Leaderboards(db).standings(s.record.leaderboard))
            rated[row.player.toLower()] = row;
    }
    s.system = ratingSystemOf(board);
    for (const QString &player : s.names) {
        const auto it = rated.find(player.toLower());
        const rating::Rating r = it != rated.end() ? it->second.rating : s.system->initialRating();
        s.ratings.push_back(r);
        s.ratingValue.push_back(it != rated.end() ? it->second.value : s.system->leaderboardValue(r));
    }
    return s;
}

bool hasResult(const EventTable &t)
{
    return !t.bye && !t.seats.empty() && t.seats.front().rank > 0;
}

/** Match quality of two entrants: TrueSkill's, or for systems without one, how close to even the game is. */
double pairQuality(const State &s, int a, int b, double *winProbability = nullptr)
{
    rating::Game game;
    game.players = {{s.ratings[static_cast<std::size_t>(a)], 0, 1.0, NAN, NAN, true},
                    {s.ratings[static_cast<std::size_t>(b)], 1, 1.0, NAN, NAN, true}};
    game.ranks = {1, 2};
    const double p = s.system->winProbability(game);
    if (winProbability)
        *winProbability = p;
    return s.system->quality(game).value_or(1.0 - std::abs(2 * p - 1));
}

/** Points of every entrant from the tables of rounds before `before` (all rounds for 0). */
std::vector<double> pointsBefore(const State &s, int before)
{
    std::vector<double> points(s.ids.size(), 0.0);
    const EventOptions &o = s.record.options;
    for (std::size_t t = 0; t < s.tables.size(); ++t) {
        const EventTable &table = s.tables[t];
        if (before > 0 && table.round >= before)
            continue;
        const auto &who = s.seatEntrant[t];
        if (table.bye) {
            if (who[0] >= 0)
                points[static_cast<std::size_t>(who[0])] += o.bye;
            continue;
        }
        if (!hasResult(table))
            continue;
        for (std::size_t k = 0; k < table.seats.size(); ++k) {
            if (who[k] < 0)
                continue;
            double p = 0;
            if (s.record.format == EventFormat::Heats) {
                p = tournament::placePoints(o.places, table.seats[k].rank);
            } else {
                const int mine = table.seats[k].rank, theirs = table.seats[1 - k].rank;
                p = mine < theirs ? o.win : (mine == theirs ? o.draw : o.loss);
            }
            points[static_cast<std::size_t>(who[k])] += p;
        }
    }
    return points;
}

/** The bracket of an elimination event and the results of its matches (side 0 or 1 won). */
std::vector<tournament::BracketMatch> bracketOf(const State &s, int entrants)
{
    return s.record.format == EventFormat::DoubleElimination ? tournament::doubleElimination(entrants)
                                                             : tournament::singleElimination(entrants);
}

std::map<int, int> bracketResults(const State &s)
{
    std::map<int, int> results;
    for (const EventTable &t : s.tables) {
        if (t.bracketMatch >= 0 && hasResult(t) && t.seats.size() == 2)
            results[t.bracketMatch] = t.seats[0].rank < t.seats[1].rank ? 0 : 1;
    }
    return results;
}

/** Entrants of an elimination bracket by seed: those who had a seat when it was drawn, best seed first. */
std::vector<int> bracketEntrants(const State &s)
{
    std::vector<int> order;
    for (std::size_t i = 0; i < s.ids.size(); ++i)
        order.push_back(static_cast<int>(i));
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return s.seeds[static_cast<std::size_t>(a)] < s.seeds[static_cast<std::size_t>(b)];
    });
    return order;
}

void insertSeat(const Database &db, qint64 event, int round, int table, int side, qint64 player, int bracketMatch,
                double scoreBefore)
{
    QSqlQuery insert = db.prepare(QStringLiteral(
        "INSERT INTO event_pairings (event_id, round, table_no, side, player_id, bracket_match, score_before)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)"));
    insert.addBindValue(event);
    insert.addBindValue(round);
    insert.addBindValue(table);
    insert.addBindValue(side);
    insert.addBindValue(player);
    insert.addBindValue(bracketMatch >= 0 ? QVariant(bracketMatch) : QVariant());
    insert.addBindValue(scoreBefore);
    Database::exec(insert);
}

void setStatus(const Database &db, qint64 event, const QString &status)
{
    QSqlQuery update = db.prepare(QStringLiteral("UPDATE events SET status = ? WHERE id = ?"));
    update.addBindValue(status);
    update.addBindValue(event);
    Database::exec(update);
}

} // namespace

QString formatName(EventFormat format)
{
    switch (format) {
    case EventFormat::Swiss:
        return QStringLiteral("swiss");
    case EventFormat::RoundRobin:
        return QStringLiteral("roundrobin");
    case EventFormat::SingleElimination:
        return QStringLiteral("single");
    case EventFormat::DoubleElimination:
        return QStringLiteral("double");
    case EventFormat::Heats:
        break;
    }
    return QStringLiteral("heats");
}

EventFormat parseFormat(const QString &name)
{
    for (EventFormat f : {EventFormat::Swiss, EventFormat::RoundRobin, EventFormat::SingleElimination,
                          EventFormat::DoubleElimination, EventFormat::Heats}) {
        if (formatName(f) == name.trimmed().toLower())
            return f;
    }
    throw DbError(QStringLiteral("format: '%1' is not a format (swiss, roundrobin, single, double, heats)").arg(name));
}

void parseEventOption(EventOptions &o, const QString &key, const QString &value)
{
    const auto real = [&](double &target) {
        bool ok = false;
        const double v = value.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(v))
            throw DbError(QStringLiteral("option %1: '%2' is not a number").arg(key, value));
        target = v;
    };
    const QString k = key.trimmed().toLower();
    if (k == QLatin1String("win"))
        real(o.win);
    else if (k == QLatin1String("draw"))
        real(o.draw);
    else if (k == QLatin1String("loss"))
        real(o.loss);
    else if (k == QLatin1String("bye"))
        real(o.bye);
    else if (k == QLatin1String("places")) {
        o.places.clear();
        for (const QString &p : value.split(QRegularExpression(QStringLiteral("[-,\\s]+")), Qt::SkipEmptyParts)) {
            bool ok = false;
            o.places.push_back(p.toDouble(&ok));
            if (!ok)
                throw DbError(QStringLiteral("option places: '%1' is not a number").arg(p));
        }
        if (o.places.empty())
            throw DbError(QStringLiteral("option places: give the points of each place, such as 10-8-6-5-4-3-2-1"));
    } else if (k == QLatin1String("tiebreaks")) {
        o.tieBreaks.clear();
        for (const QString &t : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            try {
                tournament::tieBreakFromName(t.trimmed().toLower().toStdString());
            } catch (const TournamentError &e) {
                throw DbError(QStringLiteral("option tiebreaks: %1").arg(QString::fromStdString(e.what())));
            }
            o.tieBreaks.append(t.trimmed().toLower());
        }
    } else if (k == QLatin1String("pairing")) {
        static const QStringList known {QStringLiteral("quality"), QStringLiteral("dutch"), QStringLiteral("balanced"),
                                        QStringLiteral("snake"), QStringLiteral("rating"), QStringLiteral("manual")};
        if (!known.contains(value.trimmed().toLower()))
            throw DbError(QStringLiteral("option pairing: '%1' is not one of %2").arg(value, known.join(QStringLiteral(", "))));
        o.pairing = value.trimmed().toLower();
    } else if (k == QLatin1String("double")) {
        o.doubleRoundRobin = value.trimmed() == QLatin1String("1") || value.trimmed().toLower() == QLatin1String("yes");
    } else if (k == QLatin1String("sides")) {
        o.balanceSides = value.trimmed() != QLatin1String("0") && value.trimmed().toLower() != QLatin1String("no");
    } else {
        throw DbError(QStringLiteral("unknown option '%1' (known: win, draw, loss, bye, places, tiebreaks, pairing, "
                                     "double, sides)")
                          .arg(key));
    }
}

Events::Events(const Database &database)
    : m_db(database)
{ }

qint64 Events::create(const EventInput &input)
{
    const QString name = input.name.simplified();
    if (name.isEmpty())
        throw DbError(QStringLiteral("an event needs a name"));
    if (input.discipline.simplified().isEmpty())
        throw DbError(QStringLiteral("event '%1': give its discipline").arg(name));
    QStringList entrants;
    for (const QString &e : input.entrants) {
        const QString clean = cleanName(e);
        if (clean.isEmpty())
            continue;
        for (const QString &already : entrants) {
            if (already.compare(clean, Qt::CaseInsensitive) == 0)
                throw DbError(QStringLiteral("event '%1': %2 is entered twice").arg(name, already));
        }
        entrants.append(clean);
    }
    if (entrants.size() < 2)
        throw DbError(QStringLiteral("event '%1': an event needs at least two entrants").arg(name));
    if (input.format == EventFormat::Heats && input.lobbySize != 0 && input.lobbySize < 2)
        throw DbError(QStringLiteral("event '%1': a lobby needs room for at least two players").arg(name));
    if (input.rounds < 0)
        throw DbError(QStringLiteral("event '%1': the number of rounds cannot be negative").arg(name));
    QSqlQuery taken = m_db.prepare(QStringLiteral("SELECT 1 FROM events WHERE name = ?"));
    taken.addBindValue(name);
    Database::exec(taken);
    if (taken.next())
        throw DbError(QStringLiteral("there is already an event called '%1'").arg(name));
    taken.finish();

    Transaction transaction(m_db);
    const qint64 discipline = ensureDiscipline(m_db, input.discipline);
    QVariant leaderboard;
    if (!input.leaderboard.isEmpty()) {
        leaderboard = Leaderboards(m_db).get(input.leaderboard).id;
    } else {
        // The discipline's first leaderboard, if it has one.
        QSqlQuery first = m_db.prepare(
            QStringLiteral("SELECT id FROM leaderboards WHERE discipline_id = ? ORDER BY id LIMIT 1"));
        first.addBindValue(discipline);
        Database::exec(first);
        if (first.next())
            leaderboard = first.value(0);
    }
    int rounds = input.rounds;
    const int n = static_cast<int>(entrants.size());
    if (rounds == 0 && input.format == EventFormat::Swiss)
        rounds = std::max(1, static_cast<int>(std::ceil(std::log2(double(n))))); // enough to find a sole winner
    if (rounds == 0 && input.format == EventFormat::Heats)
        rounds = kDefaultHeatRounds;
    if (input.format == EventFormat::RoundRobin)
        rounds = static_cast<int>(tournament::bergerSchedule(n, input.options.doubleRoundRobin).size());
    EventOptions options = input.options;
    QSqlQuery insert = m_db.prepare(QStringLiteral(
        "INSERT INTO events (name, discipline_id, leaderboard_id, format, rounds, lobby_size, options, created_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    insert.addBindValue(name);
    insert.addBindValue(discipline);
    insert.addBindValue(leaderboard);
    insert.addBindValue(formatName(input.format));
    insert.addBindValue(elimination(input.format) ? 0 : rounds);
    insert.addBindValue(input.format == EventFormat::Heats ? (input.lobbySize ? input.lobbySize : kDefaultLobby) : 0);
    insert.addBindValue(optionsText(options));
    insert.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    Database::exec(insert);
    const qint64 id = insert.lastInsertId().toLongLong();
    Players players(m_db);
    int seed = 0;
    for (const QString &e : entrants) {
        QSqlQuery add = m_db.prepare(
            QStringLiteral("INSERT INTO event_entrants (event_id, player_id, seed) VALUES (?, ?, ?)"));
        add.addBindValue(id);
        add.addBindValue(players.ensure(e));
        add.addBindValue(++seed);
        Database::exec(add);
    }
    transaction.commit();
    return id;
}

std::vector<EventRecord> Events::list() const
{
    QSqlQuery query = m_db.prepare(QStringLiteral("SELECT id FROM events ORDER BY created_at DESC, id DESC"));
    Database::exec(query);
    std::vector<qint64> ids;
    while (query.next())
        ids.push_back(query.value(0).toLongLong());
    std::vector<EventRecord> events;
    for (qint64 id : ids)
        events.push_back(readRecord(m_db, id));
    return events;
}

EventRecord Events::get(const QString &name) const
{
    return readRecord(m_db, eventId(m_db, name));
}

void Events::remove(const QString &name)
{
    const qint64 id = eventId(m_db, name);
    Transaction transaction(m_db);
    QSqlQuery remove = m_db.prepare(QStringLiteral("DELETE FROM events WHERE id = ?"));
    remove.addBindValue(id);
    Database::exec(remove);
    transaction.commit();
}

std::vector<EventEntrant> Events::entrants(const QString &event) const
{
    const State s = load(m_db, event, false);
    std::vector<EventEntrant> list;
    for (std::size_t i = 0; i < s.ids.size(); ++i)
        list.push_back({s.names[static_cast<int>(i)], s.seeds[i], s.active[i]});
    return list;
}

void Events::join(const QString &event, const QString &player)
{
    const State s = load(m_db, event, false);
    const bool started = s.rounds > 0;
    if (started && (s.record.format == EventFormat::RoundRobin || elimination(s.record.format)))
        throw DbError(QStringLiteral("event '%1': a %2 event cannot take entrants once it has started")
                          .arg(s.record.name, formatName(s.record.format)));
    Transaction transaction(m_db);
    const qint64 id = Players(m_db).ensure(player);
    const auto it = s.entrantOf.find(id);
    if (it != s.entrantOf.end()) {
        if (s.active[static_cast<std::size_t>(it->second)])
            throw DbError(QStringLiteral("event '%1': %2 is already in it").arg(s.record.name, s.names[it->second]));
        QSqlQuery back = m_db.prepare(
            QStringLiteral("UPDATE event_entrants SET active = 1 WHERE event_id = ? AND player_id = ?"));
        back.addBindValue(s.record.id);
        back.addBindValue(id);
        Database::exec(back);
    } else {
        QSqlQuery add = m_db.prepare(QStringLiteral(
            "INSERT INTO event_entrants (event_id, player_id, seed)"
            " VALUES (?, ?, (SELECT COALESCE(MAX(seed), 0) + 1 FROM event_entrants WHERE event_id = ?))"));
        add.addBindValue(s.record.id);
        add.addBindValue(id);
        add.addBindValue(s.record.id);
        Database::exec(add);
    }
    transaction.commit();
}

void Events::withdraw(const QString &event, const QString &player)
{
    const State s = load(m_db, event, false);
    const qint64 id = Players(m_db).require(player);
    const auto it = s.entrantOf.find(id);
    if (it == s.entrantOf.end() || !s.active[static_cast<std::size_t>(it->second)])
        throw DbError(QStringLiteral("event '%1': %2 is not playing in it").arg(s.record.name, cleanName(player)));
    if (elimination(s.record.format) && s.rounds > 0)
        throw DbError(QStringLiteral("event '%1': in an elimination bracket a withdrawal is a lost game; enter it "
                                     "as the result of %2's match")
                          .arg(s.record.name, s.names[it->second]));
    Transaction transaction(m_db);
    QSqlQuery update = m_db.prepare(
        QStringLiteral("UPDATE event_entrants SET active = 0 WHERE event_id = ? AND player_id = ?"));
    update.addBindValue(s.record.id);
    update.addBindValue(id);
    Database::exec(update);
    transaction.commit();
}

int Events::roundCount(const QString &event) const
{
    return load(m_db, event, false).rounds;
}

std::vector<EventTable> Events::tables(const QString &event, int round) const
{
    const State s = load(m_db, event);
    std::vector<EventTable> result;
    for (std::size_t t = 0; t < s.tables.size(); ++t) {
        EventTable table = s.tables[t];
        if (round != 0 && table.round != round)
            continue;
        const auto &who = s.seatEntrant[t];
        if (!table.bye && who.size() == 2 && who[0] >= 0 && who[1] >= 0) {
            double p = 0;
            table.quality = pairQuality(s, who[0], who[1], &p);
            table.winProbability = p;
        } else if (!table.bye && who.size() > 2) {
            rating::Game game;
            for (std::size_t k = 0; k < who.size(); ++k)
                game.players.push_back({s.ratings[static_cast<std::size_t>(std::max(0, who[k]))], static_cast<int>(k), 1.0, NAN, NAN, true});
            game.ranks.assign(who.size(), 1);
            table.quality = s.system->quality(game).value_or(NAN);
        }
        result.push_back(table);
    }
    return result;
}

std::vector<EventTable> Events::pairNextRound(const QString &event)
{
    State s = load(m_db, event);
    const EventRecord &r = s.record;
    for (const EventTable &t : s.tables) {
        if (t.round == s.rounds && !t.bye && !hasResult(t))
            throw DbError(QStringLiteral("event '%1': round %2 is not finished: table %3 has no result")
                              .arg(r.name)
                              .arg(t.round)
                              .arg(t.table));
    }
    if (!elimination(r.format) && s.rounds >= r.rounds) {
        setStatus(m_db, r.id, QStringLiteral("finished"));
        throw DbError(QStringLiteral("event '%1' has played all its %2 rounds").arg(r.name).arg(r.rounds));
    }
    const int round = s.rounds + 1;
    const std::vector<double> points = pointsBefore(s, 0);
    std::vector<int> active;
    for (std::size_t i = 0; i < s.ids.size(); ++i) {
        if (s.active[i])
            active.push_back(static_cast<int>(i));
    }

    // Each new table: its entrants by side (-1 in the second place: a bye), the bracket match, a note.
    struct NewTable
    {
        std::vector<int> seats;
        bool bye = false;
        int bracketMatch = -1;
        QString note;
    };
    std::vector<NewTable> tables;
    try {
        switch (r.format) {
        case EventFormat::Swiss: {
            if (active.size() < 2)
                throw TournamentError("a Swiss round needs at least two entrants");
            std::vector<int> slot(s.ids.size(), -1);
            for (std::size_t k = 0; k < active.size(); ++k)
                slot[static_cast<std::size_t>(active[k])] = static_cast<int>(k);
            std::vector<tournament::SwissEntrant> entrants(active.size());
            for (std::size_t k = 0; k < active.size(); ++k) {
                entrants[k].score = points[static_cast<std::size_t>(active[k])];
                entrants[k].rating = s.ratingValue[static_cast<std::size_t>(active[k])];
            }
            for (std::size_t t = 0; t < s.tables.size(); ++t) {
                const auto &who = s.seatEntrant[t];
                if (s.tables[t].bye) {
                    if (who[0] >= 0 && slot[static_cast<std::size_t>(who[0])] >= 0)
                        entrants[static_cast<std::size_t>(slot[static_cast<std::size_t>(who[0])])].hadBye = true;
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
                    const int side = k == 0 ? +1 : -1;
                    e.sideBalance += side;
                    e.sideStreak = e.lastSide == side ? e.sideStreak + 1 : 1;
                    e.lastSide = side;
                }
            }
            tournament::SwissOptions options;
            options.method = r.options.pairing == QLatin1String("dutch") ? tournament::SwissOptions::Method::TopHalfBottomHalf
                                                                         : tournament::SwissOptions::Method::Quality;
            options.balanceSides = r.options.balanceSides;
            const auto pairs = tournament::pairSwiss(
                entrants, [&](int a, int b) { return pairQuality(s, active[static_cast<std::size_t>(a)], active[static_cast<std::size_t>(b)]); },
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
            break;
        }
        case EventFormat::RoundRobin: {
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
            break;
        }
        case EventFormat::SingleElimination:
        case EventFormat::DoubleElimination: {
            if (s.rounds == 0) {
                // Seeds are fixed when the bracket is drawn: by rating, or as entered.
                std::vector<int> order = active;
                if (r.options.pairing != QLatin1String("manual")) {
                    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
                        return s.ratingValue[static_cast<std::size_t>(a)] > s.ratingValue[static_cast<std::size_t>(b)];
                    });
                }
                if (order.size() < 2)
                    throw TournamentError("an elimination bracket needs at least two entrants");
                int seed = 0;
                for (int e : order) {
                    QSqlQuery update = m_db.prepare(QStringLiteral(
                        "UPDATE event_entrants SET seed = ? WHERE event_id = ? AND player_id = ?"));
                    update.addBindValue(++seed);
                    update.addBindValue(r.id);
                    update.addBindValue(s.ids[static_cast<std::size_t>(e)]);
                    Database::exec(update);
                    s.seeds[static_cast<std::size_t>(e)] = seed;
                }
                // Withdrawn entrants are not in the bracket: they sort after everyone.
                for (std::size_t i = 0; i < s.ids.size(); ++i) {
                    if (!s.active[i])
                        s.seeds[i] = ++seed;
                }
            }
            int inBracket = 0;
            QSqlQuery drawn = m_db.prepare(QStringLiteral(
                "SELECT COUNT(DISTINCT player_id) FROM event_pairings WHERE event_id = ? AND round = 1"));
            drawn.addBindValue(r.id);
            Database::exec(drawn);
            inBracket = drawn.next() ? drawn.value(0).toInt() : 0;
            if (s.rounds == 0)
                inBracket = static_cast<int>(active.size());
            const std::vector<int> bySeed = bracketEntrants(s);
            const auto bracket = bracketOf(s, inBracket);
            const auto results = bracketResults(s);
            const auto state = tournament::resolveBracket(bracket, results);
            std::set<int> stored;
            for (const EventTable &t : s.tables)
                stored.insert(t.bracketMatch);
            for (int m : state.playable(results)) {
                // The first round is the first round of the bracket: seeds with a bye wait for it to finish.
                if (stored.contains(m) || (s.rounds == 0 && bracket[static_cast<std::size_t>(m)].round != 1))
                    continue;
                NewTable t;
                t.seats = {bySeed[static_cast<std::size_t>(state.players[static_cast<std::size_t>(m)][0])],
                           bySeed[static_cast<std::size_t>(state.players[static_cast<std::size_t>(m)][1])]};
                t.bracketMatch = m;
                const auto &match = bracket[static_cast<std::size_t>(m)];
                using Part = tournament::BracketMatch::Part;
                t.note = match.part == Part::GrandFinal ? QStringLiteral("grand final")
                    : match.part == Part::Reset         ? QStringLiteral("grand final, bracket reset")
                    : match.part == Part::Losers        ? QStringLiteral("losers' bracket, round %1").arg(match.round)
                                                        : QStringLiteral("round %1").arg(match.round);
                tables.push_back(t);
            }
            if (s.rounds == 0) {
                // The byes of the first round: the top seeds go through without a game.
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
            }
            if (tables.empty()) {
                setStatus(m_db, r.id, QStringLiteral("finished"));
                const int champion = state.champion();
                throw DbError(champion >= 0
                                  ? QStringLiteral("event '%1' is over: %2 won it")
                                        .arg(r.name, s.names[bySeed[static_cast<std::size_t>(champion)]])
                                  : QStringLiteral("event '%1' has no match to play").arg(r.name));
            }
            break;
        }
        case EventFormat::Heats: {
            // Round 1 by rating; later rounds re-seeded by points, then rating.
            std::vector<int> order = active;
            std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
                const auto A = static_cast<std::size_t>(a), B = static_cast<std::size_t>(b);
                return points[A] != points[B] ? points[A] > points[B] : s.ratingValue[A] > s.ratingValue[B];
            });
            std::vector<double> strength;
            for (std::size_t k = 0; k < order.size(); ++k)
                strength.push_back(double(order.size() - k));
            const auto lobbies = tournament::splitLobbies(strength, r.lobbySize,
                                                          r.options.pairing == QLatin1String("snake")
                                                              ? tournament::LobbyMethod::Snake
                                                              : tournament::LobbyMethod::Balanced);
            for (const auto &lobby : lobbies) {
                NewTable t;
                for (int k : lobby)
                    t.seats.push_back(order[static_cast<std::size_t>(k)]);
                tables.push_back(t);
            }
            break;
        }
        }
    } catch (const TournamentError &e) {
        throw DbError(QStringLiteral("event '%1': %2").arg(r.name, QString::fromStdString(e.what())));
    }

    Transaction transaction(m_db);
    int number = 0;
    for (const NewTable &t : tables) {
        ++number;
        for (std::size_t k = 0; k < t.seats.size(); ++k) {
            const int e = t.seats[k];
            insertSeat(m_db, r.id, round, number, t.bye ? 0 : static_cast<int>(k) + 1, s.ids[static_cast<std::size_t>(e)],
                       t.bracketMatch, points[static_cast<std::size_t>(e)]);
        }
    }
    setStatus(m_db, r.id, QStringLiteral("running"));
    transaction.commit();
    std::vector<EventTable> paired = this->tables(r.name, round);
    for (std::size_t k = 0; k < paired.size() && k < tables.size(); ++k)
        paired[k].note = tables[k].note;
    return paired;
}

qint64 Events::setResult(const QString &event, int round, int table, const std::vector<int> &ranks,
                         const QString &date)
{
    const State s = load(m_db, event, false);
    const EventRecord &r = s.record;
    std::size_t at = s.tables.size();
    for (std::size_t t = 0; t < s.tables.size(); ++t) {
        if (s.tables[t].round == round && s.tables[t].table == table)
            at = t;
    }
    if (at == s.tables.size())
        throw DbError(QStringLiteral("event '%1' has no table %2 in round %3").arg(r.name).arg(table).arg(round));
    const EventTable &t = s.tables[at];
    if (t.bye)
        throw DbError(QStringLiteral("event '%1', round %2, table %3 is a bye: it has no result to enter")
                          .arg(r.name)
                          .arg(round)
                          .arg(table));
    if (ranks.size() != t.seats.size())
        throw DbError(QStringLiteral("event '%1', round %2, table %3: %4 rank(s) for %5 sides")
                          .arg(r.name)
                          .arg(round)
                          .arg(table)
                          .arg(ranks.size())
                          .arg(t.seats.size()));
    for (std::size_t k = 0; k < ranks.size(); ++k) {
        if (ranks[k] < 1)
            throw DbError(QStringLiteral("event '%1', round %2, table %3: rank %4 of side %5 is not 1 or more")
                              .arg(r.name)
                              .arg(round)
                              .arg(table)
                              .arg(ranks[k])
                              .arg(k + 1));
    }
    if (elimination(r.format) && ranks[0] == ranks[1])
        throw DbError(QStringLiteral("event '%1', round %2, table %3: an elimination game needs a winner")
                          .arg(r.name)
                          .arg(round)
                          .arg(table));
    GameInput game;
    game.discipline = r.discipline;
    game.kind = t.seats.size() == 2 && headToHeadFormat(r.format) ? history::GameKind::HeadToHead
                                                                   : history::GameKind::FreeForAll;
    game.notes = QStringLiteral("%1, round %2, table %3").arg(r.name).arg(round).arg(table);
    for (std::size_t k = 0; k < t.seats.size(); ++k) {
        ParticipantInput p;
        p.player = s.names[s.seatEntrant[at][k]];
        p.rank = ranks[k];
        game.participants.push_back(p);
    }
    Games games(m_db);
    Transaction transaction(m_db);
    qint64 id = t.gameId;
    if (id != 0) {
        game.date = date.isEmpty() ? games.get(id).game.date : date;
        games.edit(id, game);
    } else {
        game.date = date.isEmpty() ? QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss")) : date;
        id = games.add(game);
        QSqlQuery link = m_db.prepare(
            QStringLiteral("UPDATE event_pairings SET game_id = ? WHERE event_id = ? AND round = ? AND table_no = ?"));
        link.addBindValue(id);
        link.addBindValue(r.id);
        link.addBindValue(round);
        link.addBindValue(table);
        Database::exec(link);
    }
    transaction.commit();
    return id;
}

QStringList Events::tieBreakNames(const QString &event) const
{
    const EventRecord r = get(event);
    return r.options.tieBreaks.isEmpty() ? defaultTieBreaks(r.format) : r.options.tieBreaks;
}

std::vector<EventStanding> Events::standings(const QString &event) const
{
    const State s = load(m_db, event);
    const EventOptions &o = s.record.options;
    const QStringList names = o.tieBreaks.isEmpty() ? defaultTieBreaks(s.record.format) : o.tieBreaks;
    std::vector<tournament::TieBreak> order;
    for (const QString &n : names)
        order.push_back(tournament::tieBreakFromName(n.toStdString()));
    std::vector<tournament::PlayedPairing> played;
    std::vector<EventStanding> rows(s.ids.size());
    for (std::size_t t = 0; t < s.tables.size(); ++t) {
        const EventTable &table = s.tables[t];
        const auto &who = s.seatEntrant[t];
        if (table.bye) {
            if (who[0] >= 0) {
                played.push_back({who[0], -1, o.bye, 0.0, +1, false});
                ++rows[static_cast<std::size_t>(who[0])].byes;
            }
            continue;
        }
        if (!hasResult(table))
            continue;
        if (s.record.format == EventFormat::Heats || who.size() != 2) {
            for (std::size_t k = 0; k < who.size(); ++k) {
                const int rank = table.seats[k].rank;
                played.push_back({who[k], -1, tournament::placePoints(o.places, rank), 0.0, rank == 1 ? +1 : 0, true});
                EventStanding &row = rows[static_cast<std::size_t>(who[k])];
                ++row.played;
                row.wins += rank == 1;
                row.losses += rank != 1;
            }
            continue;
        }
        const int a = table.seats[0].rank, b = table.seats[1].rank;
        const int outcome = a < b ? +1 : (a == b ? 0 : -1);
        const auto pts = [&](int oc) { return oc > 0 ? o.win : (oc == 0 ? o.draw : o.loss); };
        played.push_back({who[0], who[1], pts(outcome), pts(-outcome), outcome, false});
        for (int k = 0; k < 2; ++k) {
            EventStanding &row = rows[static_cast<std::size_t>(who[static_cast<std::size_t>(k)])];
            const int mine = k == 0 ? outcome : -outcome;
            ++row.played;
            row.wins += mine > 0;
            row.draws += mine == 0;
            row.losses += mine < 0;
        }
    }
    const auto table = tournament::eventStandings(static_cast<int>(s.ids.size()), played, s.ratingValue, order,
                                                  o.win > 0 ? o.win : 1.0);
    std::vector<EventStanding> result;
    for (const tournament::StandingRow &row : table) {
        EventStanding standing = rows[static_cast<std::size_t>(row.entrant)];
        standing.place = row.place;
        standing.player = s.names[row.entrant];
        standing.points = row.points;
        standing.tieBreaks = row.tieBreaks;
        standing.active = s.active[static_cast<std::size_t>(row.entrant)];
        standing.decidedBy = row.decidedBy == -1   ? QStringLiteral("points")
            : row.decidedBy == -2                  ? QStringLiteral("shared")
                                                   : names[row.decidedBy];
        result.push_back(standing);
    }
    return result;
}

QStringList Events::outdatedRounds(const QString &event) const
{
    const State s = load(m_db, event, false);
    QStringList flags;
    if (elimination(s.record.format)) {
        int inBracket = 0;
        for (const EventTable &t : s.tables)
            inBracket += t.round == 1 ? static_cast<int>(t.seats.size()) : 0;
        const auto bracket = bracketOf(s, inBracket);
        const auto state = tournament::resolveBracket(bracket, bracketResults(s));
        const std::vector<int> bySeed = bracketEntrants(s);
        for (std::size_t t = 0; t < s.tables.size(); ++t) {
            const EventTable &table = s.tables[t];
            if (table.bye || table.bracketMatch < 0)
                continue;
            const auto now = state.players[static_cast<std::size_t>(table.bracketMatch)];
            for (std::size_t k = 0; k < 2; ++k) {
                const int expected = now[k] >= 0 ? bySeed[static_cast<std::size_t>(now[k])] : -1;
                if (expected != s.seatEntrant[t][k]) {
                    flags.append(QStringLiteral("round %1, table %2: after the corrected results %3 should play here, "
                                                "not %4")
                                     .arg(table.round)
                                     .arg(table.table)
                                     .arg(expected >= 0 ? s.names[expected] : QStringLiteral("nobody"), table.seats[k].player));
                    break;
                }
            }
        }
        return flags;
    }
    if (s.record.format == EventFormat::RoundRobin)
        return flags; // the schedule does not depend on results
    for (int round = 2; round <= s.rounds; ++round) {
        const std::vector<double> before = pointsBefore(s, round);
        QStringList changed;
        for (std::size_t t = 0; t < s.tables.size(); ++t) {
            if (s.tables[t].round != round)
                continue;
            for (std::size_t k = 0; k < s.tables[t].seats.size(); ++k) {
                const int e = s.seatEntrant[t][k];
                if (e >= 0 && std::abs(before[static_cast<std::size_t>(e)] - s.tables[t].seats[k].scoreBefore) > 1e-9)
                    changed.append(QStringLiteral("%1 was paired on %2 points and now has %3")
                                       .arg(s.names[e], number(s.tables[t].seats[k].scoreBefore),
                                            number(before[static_cast<std::size_t>(e)])));
            }
        }
        if (!changed.isEmpty())
            flags.append(QStringLiteral("round %1 would now be paired differently: %2")
                             .arg(round)
                             .arg(changed.join(QStringLiteral("; "))));
    }
    return flags;
}

} // namespace podium::db
