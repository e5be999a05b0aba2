#include "club/events.h"

#include "store/database.h"
#include "store/dberror.h"
#include "club/eventstate.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
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

using namespace detail;

namespace {

using tournament::TournamentError;

constexpr int kDefaultHeatRounds = 3;
constexpr int kDefaultLobby = 8;

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

QStringList defaultTieBreaks(EventFormat f)
{
    switch (f) {
    case EventFormat::Swiss:
        return {QStringLiteral("buchholz-cut1"), QStringLiteral("buchholz"), QStringLiteral("sonneborn-berger"),
                QStringLiteral("direct"),        QStringLiteral("wins"),     QStringLiteral("rating")};
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
        static const QStringList known {QStringLiteral("quality"), QStringLiteral("dutch"),  QStringLiteral("balanced"),
                                        QStringLiteral("snake"),   QStringLiteral("rating"), QStringLiteral("manual")};
        if (!known.contains(value.trimmed().toLower()))
            throw DbError(
                QStringLiteral("option pairing: '%1' is not one of %2").arg(value, known.join(QStringLiteral(", "))));
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
        QSqlQuery first
            = m_db.prepare(QStringLiteral("SELECT id FROM leaderboards WHERE discipline_id = ? ORDER BY id LIMIT 1"));
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
        QSqlQuery add
            = m_db.prepare(QStringLiteral("INSERT INTO event_entrants (event_id, player_id, seed) VALUES (?, ?, ?)"));
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
        QSqlQuery back
            = m_db.prepare(QStringLiteral("UPDATE event_entrants SET active = 1 WHERE event_id = ? AND player_id = ?"));
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
    QSqlQuery update
        = m_db.prepare(QStringLiteral("UPDATE event_entrants SET active = 0 WHERE event_id = ? AND player_id = ?"));
    update.addBindValue(s.record.id);
    update.addBindValue(id);
    Database::exec(update);
    transaction.commit();
}

void Events::removeEntrant(const QString &event, const QString &player)
{
    const State s = load(m_db, event, false);
    const qint64 id = Players(m_db).require(player);
    if (!s.entrantOf.contains(id))
        throw DbError(QStringLiteral("event '%1': %2 is not in it").arg(s.record.name, cleanName(player)));
    for (const auto &seats : s.seatEntrant) {
        if (std::find(seats.begin(), seats.end(), s.entrantOf.at(id)) != seats.end())
            throw DbError(QStringLiteral("event '%1': %2 has been paired; withdraw them instead")
                              .arg(s.record.name, s.names[s.entrantOf.at(id)]));
    }
    Transaction transaction(m_db);
    QSqlQuery remove = m_db.prepare(QStringLiteral("DELETE FROM event_entrants WHERE event_id = ? AND player_id = ?"));
    remove.addBindValue(s.record.id);
    remove.addBindValue(id);
    Database::exec(remove);
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
                game.players.push_back({s.ratings[static_cast<std::size_t>(std::max(0, who[k]))], static_cast<int>(k),
                                        1.0, NAN, NAN, true});
            game.ranks.assign(who.size(), 1);
            table.quality = s.system->quality(game).value_or(NAN);
        }
        result.push_back(table);
    }
    return result;
}

qint64 Events::setResult(const QString &event, int round, int table, const std::vector<int> &ranks, const QString &date)
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
        game.date
            = date.isEmpty() ? QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss")) : date;
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

void Events::unpairRound(const QString &event, int round)
{
    const State s = load(m_db, event, false);
    if (round != s.rounds)
        throw DbError(
            QStringLiteral("event '%1': only the last round, %2, can be taken back").arg(s.record.name).arg(s.rounds));
    for (const EventTable &t : s.tables) {
        if (t.round == round && t.gameId != 0)
            throw DbError(
                QStringLiteral("event '%1': round %2 has results; take them back first").arg(s.record.name).arg(round));
    }
    Transaction transaction(m_db);
    QSqlQuery remove = m_db.prepare(QStringLiteral("DELETE FROM event_pairings WHERE event_id = ? AND round = ?"));
    remove.addBindValue(s.record.id);
    remove.addBindValue(round);
    Database::exec(remove);
    setStatus(m_db, s.record.id, round == 1 ? QStringLiteral("open") : QStringLiteral("running"));
    transaction.commit();
}

void Events::linkResult(const QString &event, int round, int table, qint64 gameId)
{
    const qint64 id = eventId(m_db, event);
    Transaction transaction(m_db);
    QSqlQuery link = m_db.prepare(
        QStringLiteral("UPDATE event_pairings SET game_id = ? WHERE event_id = ? AND round = ? AND table_no = ?"));
    link.addBindValue(gameId);
    link.addBindValue(id);
    link.addBindValue(round);
    link.addBindValue(table);
    Database::exec(link);
    if (link.numRowsAffected() == 0)
        throw DbError(QStringLiteral("event '%1' has no table %2 in round %3").arg(event).arg(table).arg(round));
    transaction.commit();
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
        standing.decidedBy = row.decidedBy == -1 ? QStringLiteral("points")
            : row.decidedBy == -2                ? QStringLiteral("shared")
                                                 : names[row.decidedBy];
        result.push_back(standing);
    }
    return result;
}

} // namespace podium::db
