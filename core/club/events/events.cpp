// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/events/events.h"

#include "club/events/eventbracket.h"
#include "club/events/eventrounds.h"
#include "club/events/eventstate.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "club/replaysource.h"
#include "club/storetypes.h"
#include "io/errortext.h"
#include "io/resultpoints.h"
#include "store/database.h"
#include "store/dberror.h"
#include "tournament/standings.h"
#include "tournament/tournamenterror.h"

#include <QDateTime>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace podium::club {

using namespace detail;

namespace {

using tournament::TournamentError;

/** The entrants, named as players are, each once; throws DbError for one entered twice or fewer than two. */
QStringList cleanEntrants(const QString &event, const QStringList &names)
{
    QStringList entrants;
    std::map<QString, QString> entered; // case-folded -> as entered first
    for (const QString &e : names) {
        const QString clean = cleanName(e);
        if (clean.isEmpty())
            continue;
        const auto [already, added] = entered.try_emplace(clean.toCaseFolded(), clean);
        if (!added)
            throw DbError(ErrorText::tr("event '%1': %2 is entered twice").arg(event, already->second));
        entrants.append(clean);
    }
    if (entrants.size() < 2)
        throw DbError(ErrorText::tr("event '%1': an event needs at least two entrants").arg(event));
    return entrants;
}

/** The Swiss's older pairing values, which are styles now. */
bool parseableAsOldStyle(const QString &value)
{
    const QString v = value.trimmed().toLower();
    return v == QLatin1String("dutch") || v == QLatin1String("quality");
}

/** Whether a discipline's name is a board game of White and Black: one of its words (letters only, any case) is
 *  such a game's name in English, German, French or Spanish. */
bool sidedBoardGame(const QString &discipline)
{
    static const QStringList games {
        QStringLiteral("chess"),    QStringLiteral("schach"),   QStringLiteral("échecs"),  QStringLiteral("echecs"),
        QStringLiteral("ajedrez"),  QStringLiteral("go"),       QStringLiteral("baduk"),   QStringLiteral("weiqi"),
        QStringLiteral("shogi"),    QStringLiteral("xiangqi"),  QStringLiteral("janggi"),  QStringLiteral("makruk"),
        QStringLiteral("draughts"), QStringLiteral("checkers"), QStringLiteral("dame"),    QStringLiteral("dames"),
        QStringLiteral("damas"),    QStringLiteral("othello"),  QStringLiteral("reversi"), QStringLiteral("shatranj")};
    static const QRegularExpression notLetters(QStringLiteral("[^\\p{L}]+"));
    const QStringList words = discipline.toCaseFolded().split(notLetters, Qt::SkipEmptyParts);
    return std::any_of(words.begin(), words.end(), [](const QString &w) { return games.contains(w); });
}

/** A new Swiss's style and sides as they will be stored: the organiser's style, else the one the sides option
 *  implies (fide with sides, games without), else the discipline's usual one; sides follow the style unless the
 *  organiser gave them (the card-game Swiss has none). */
void resolveStyle(const Database &db, const EventInput &input, EventOptions &o)
{
    if (input.format != EventFormat::Swiss)
        return;
    if (o.style.isEmpty()) {
        const SwissStyle usual = usualSwissStyle(db, input.discipline);
        if (o.sidesGiven)
            o.style = swissStyleName(!o.balanceSides                  ? SwissStyle::Games
                                         : usual == SwissStyle::Games ? SwissStyle::Fide
                                                                      : usual);
        else
            o.style = swissStyleName(usual);
    }
    if (!o.sidesGiven)
        o.balanceSides = parseSwissStyle(o.style) != SwissStyle::Games;
}

/** A card-game Swiss scores 3/1/0 (Magic Tournament Rules, Appendix C) unless the organiser set other points:
 *  points left at the chess defaults take the style's. */
EventOptions withStylePoints(const Database &db, const EventInput &input)
{
    EventOptions o = input.options;
    resolveStyle(db, input, o);
    const EventOptions chess;
    const bool defaultPoints = o.win == chess.win && o.draw == chess.draw && o.loss == chess.loss && o.bye == chess.bye;
    if (input.format == EventFormat::Swiss && defaultPoints
        && swissStyleOf(o.style, o.balanceSides) == SwissStyle::Games) {
        o.win = 3;
        o.draw = 1;
        o.loss = 0;
        o.bye = 3;
    }
    return o;
}

/** Throws DbError for rounds or a lobby size the event cannot have, or a name another event has. */
void checkNewEvent(const Database &db, const QString &name, const EventInput &input)
{
    if (traits(input.format).lobbies && input.lobbySize != 0 && input.lobbySize < 2)
        throw DbError(ErrorText::tr("event '%1': a lobby needs room for at least two players").arg(name));
    if (input.rounds < 0)
        throw DbError(ErrorText::tr("event '%1': the number of rounds cannot be negative").arg(name));
    checkEventPoints(input.options);
    auto taken = db.prepare(QStringLiteral("SELECT 1 FROM events WHERE name = ?"));
    taken.addBindValue(name);
    Database::exec(taken);
    if (taken.next())
        throw DbError(ErrorText::tr("there is already an event called '%1'").arg(name));
}

/** The leaderboard named, or the discipline's first (NULL when it has none). */
QVariant leaderboardFor(const Database &db, const QString &name, qint64 discipline)
{
    if (!name.isEmpty())
        return Leaderboards(db).get(name).id;
    auto first = db.prepare(QStringLiteral("SELECT id FROM leaderboards WHERE discipline_id = ? ORDER BY id LIMIT 1"));
    first.addBindValue(discipline);
    Database::exec(first);
    return first.next() ? first.value(0) : QVariant();
}

qint64 insertEvent(const Database &db, const QString &name, const EventInput &input, int entrants)
{
    const FormatTraits &format = traits(input.format);
    const qint64 discipline = ensureDiscipline(db, input.discipline);
    auto insert = db.prepare(QStringLiteral(
        "INSERT INTO events (name, discipline_id, leaderboard_id, format, rounds, lobby_size, options, created_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"));
    insert.addBindValue(name);
    insert.addBindValue(discipline);
    insert.addBindValue(leaderboardFor(db, input.leaderboard, discipline));
    insert.addBindValue(format.id);
    EventOptions options = withStylePoints(db, input);
    drawInitialColour(options); // a lot is drawn once, here, and stored drawn
    insert.addBindValue(plannedEventRounds(input.format, swissStyleOf(options.style, options.balanceSides), entrants,
                                           input.rounds, options.doubleRoundRobin));
    insert.addBindValue(format.lobbies && input.lobbySize ? input.lobbySize : format.defaultLobbySize);
    insert.addBindValue(optionsText(options));
    insert.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    return Database::execReturningId(insert);
}

void insertEntrants(const Database &db, qint64 event, const QStringList &entrants)
{
    const std::vector<qint64> ids = Players(db).ensureAll(entrants);
    auto add = db.prepare(QStringLiteral("INSERT INTO event_entrants (event_id, player_id, seed) VALUES (?, ?, ?)"));
    for (std::size_t seed = 0; seed < ids.size(); ++seed) {
        add.addBindValue(event);
        add.addBindValue(ids[seed]);
        add.addBindValue(static_cast<int>(seed) + 1);
        Database::exec(add);
    }
}

/** The rounds paired so far in which the entrant has no table: those a late or returning entrant missed. */
std::vector<int> roundsMissedBy(const EventState &s, int entrant)
{
    std::set<int> seated;
    for (std::size_t t = 0; t < s.tables.size(); ++t) {
        const auto &who = s.seatEntrant[t];
        if (std::find(who.begin(), who.end(), entrant) != who.end())
            seated.insert(s.tables[t].round);
    }
    std::vector<int> missed;
    for (int round = 1; round <= s.rounds; ++round) {
        if (!seated.contains(round))
            missed.push_back(round);
    }
    return missed;
}

/** A half-point bye (absent: a zero-point one) for the player in each of the rounds, at a table of its own after
 *  the round's last (a round not paired yet: a request, which its pairing places). */
void giveHalfByes(const Database &db, const EventState &s, qint64 player, const std::vector<int> &rounds,
                  bool absent = false)
{
    std::map<int, int> lastTable;
    for (const EventTable &t : s.tables)
        lastTable[t.round] = std::max(lastTable[t.round], t.table);
    for (const auto &[round, entrants] : s.requestedByes)
        lastTable[round] = std::max(lastTable[round], static_cast<int>(entrants.size()));
    const auto it = s.entrantOf.find(player);
    int given = 0;
    for (const int round : rounds) {
        auto bye = db.prepare(QStringLiteral("INSERT INTO event_pairings (event_id, round, table_no, side, player_id,"
                                             " score_before, half_bye, zero_bye) VALUES (?, ?, ?, 0, ?, ?, ?, ?)"));
        bye.addBindValue(s.record.id);
        bye.addBindValue(round);
        bye.addBindValue(lastTable[round] + 1);
        bye.addBindValue(player);
        // The points before the round: those scored, and the half-point byes given before it (a request's are
        // set again when its round is paired).
        const double scored
            = it != s.entrantOf.end() ? pointsBefore(s, round)[static_cast<std::size_t>(it->second)] : 0.0;
        bye.addBindValue(scored + (absent ? 0.0 : s.record.options.draw * given++));
        bye.addBindValue(absent ? 0 : 1);
        bye.addBindValue(absent ? 1 : 0);
        Database::exec(bye);
    }
}

Decider deciderOf(const tournament::StandingRow &row)
{
    if (row.decidedBy == -1)
        return {Decider::Points, -1};
    if (row.decidedBy == -2)
        return {Decider::Shared, -1};
    return {Decider::TieBreak, row.decidedBy};
}

/** Counts a game in a row of the standings: outcome +1 a win, 0 a draw, -1 a loss. */
void count(EventStanding &row, int outcome)
{
    ++row.played;
    row.wins += outcome > 0;
    row.draws += outcome == 0;
    row.losses += outcome < 0;
}

} // namespace

SwissStyle usualSwissStyle(const Database &db, const QString &discipline)
{
    auto latest = db.prepare(
        QStringLiteral("SELECT e.options FROM events e JOIN disciplines d ON d.id = e.discipline_id"
                       " WHERE d.name = ? AND e.format = ? ORDER BY e.created_at DESC, e.id DESC LIMIT 1"));
    latest.addBindValue(discipline.simplified());
    latest.addBindValue(formatName(EventFormat::Swiss));
    Database::exec(latest);
    if (latest.next()) {
        const EventOptions o = detail::optionsFrom(latest.value(0).toString());
        return swissStyleOf(o.style, o.balanceSides);
    }
    return sidedBoardGame(discipline) ? SwissStyle::Fide : SwissStyle::Games;
}

int usualLobbySize(const Database &db, const QString &discipline)
{
    auto latest = db.prepare(
        QStringLiteral("SELECT e.lobby_size FROM events e JOIN disciplines d ON d.id = e.discipline_id"
                       " WHERE d.name = ? AND e.format = ? ORDER BY e.created_at DESC, e.id DESC LIMIT 1"));
    latest.addBindValue(discipline.simplified());
    latest.addBindValue(formatName(EventFormat::Heats));
    Database::exec(latest);
    return latest.next() ? latest.value(0).toInt() : 0;
}

QString statusName(EventStatus status)
{
    switch (status) {
    case EventStatus::Open:
        return QStringLiteral("open");
    case EventStatus::Running:
        return QStringLiteral("running");
    case EventStatus::Finished:
        break;
    }
    return QStringLiteral("finished");
}

QString deciderName(const Decider &decider, const QStringList &tieBreaks)
{
    switch (decider.kind) {
    case Decider::Points:
        return QStringLiteral("points");
    case Decider::TieBreak:
        return tieBreaks.value(decider.tieBreak);
    case Decider::Shared:
        break;
    }
    return QStringLiteral("shared");
}

void parseEventOption(EventOptions &o, const QString &key, const QString &value)
{
    const auto real = [&](double &target) {
        bool ok = false;
        const double v = value.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(v))
            throw DbError(ErrorText::tr("option %1: '%2' is not a number").arg(key, value));
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
                throw DbError(ErrorText::tr("option places: '%1' is not a number").arg(p));
        }
        if (o.places.empty())
            throw DbError(ErrorText::tr("option places: give the points of each place, such as 10-8-6-5-4-3-2-1"));
    } else if (k == QLatin1String("tiebreaks")) {
        o.tieBreaks.clear();
        for (const QString &t : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            try {
                tournament::tieBreakFromName(t.trimmed().toLower().toStdString());
            } catch (const TournamentError &e) {
                throw DbError(ErrorText::tr("option tiebreaks: %1").arg(QString::fromStdString(e.what())));
            }
            o.tieBreaks.append(t.trimmed().toLower());
        }
    } else if (k == QLatin1String("style")) {
        o.style = swissStyleName(parseSwissStyle(value));
    } else if (k == QLatin1String("pairing") && parseableAsOldStyle(value)) {
        o.style = swissStyleName(parseSwissStyle(value)); // pairing=dutch and pairing=quality, as stored before styles
    } else if (k == QLatin1String("pairing")) {
        const QStringList known = knownPairingMethods();
        if (!known.contains(value.trimmed().toLower()))
            throw DbError(
                ErrorText::tr("option pairing: '%1' is not one of %2").arg(value, known.join(ErrorText::tr(", "))));
        o.pairing = value.trimmed().toLower();
    } else if (k == QLatin1String("double")) {
        o.doubleRoundRobin = value.trimmed() == QLatin1String("1") || value.trimmed().toLower() == QLatin1String("yes");
    } else if (k == QLatin1String("sides")) {
        o.balanceSides = value.trimmed() != QLatin1String("0") && value.trimmed().toLower() != QLatin1String("no");
        o.sidesGiven = true;
    } else if (k == QLatin1String("accelerated")) {
        const QString v = value.trimmed().toLower();
        if (v != QLatin1String("baku") && v != QLatin1String("none"))
            throw DbError(ErrorText::tr("option accelerated: '%1' is not baku or none").arg(value));
        o.acceleration = v == QLatin1String("baku") ? v : QString();
    } else if (k == QLatin1String("colour")) {
        // white, black, lot (to draw), or lot-white and lot-black: a lot drawn, as an event stores it.
        const QString v = value.trimmed().toLower();
        const bool lot = v == QLatin1String("lot") || v.startsWith(QLatin1String("lot-"));
        const QString colour = v == QLatin1String("lot") ? QString() : (lot ? v.mid(4) : v);
        if (!colour.isEmpty() && colour != QLatin1String("white") && colour != QLatin1String("black"))
            throw DbError(ErrorText::tr("option colour: '%1' is not white, black or lot").arg(value));
        o.colourByLot = lot;
        o.initialColour = colour;
    } else if (k == QLatin1String("ratings")) {
        o.ratings.clear();
        for (const QString &r : value.split(QRegularExpression(QStringLiteral("[-,\\s]+")), Qt::SkipEmptyParts)) {
            bool ok = false;
            o.ratings.push_back(r.toInt(&ok));
            if (!ok || o.ratings.back() < 0)
                throw DbError(ErrorText::tr("option ratings: '%1' is not a rating").arg(r));
        }
    } else if (k == QLatin1String("reporting")) {
        const QString v = value.trimmed().toLower();
        const QStringList on {QStringLiteral("on"), QStringLiteral("1"), QStringLiteral("yes")};
        const QStringList off {QStringLiteral("off"), QStringLiteral("0"), QStringLiteral("no")};
        if (!on.contains(v) && !off.contains(v))
            throw DbError(ErrorText::tr("option reporting: '%1' is not on or off").arg(value));
        o.reporting = on.contains(v);
    } else {
        throw DbError(ErrorText::tr("unknown option '%1' (known: win, draw, loss, bye, places, tiebreaks, pairing, "
                                    "style, double, sides, accelerated, colour, ratings, reporting)")
                          .arg(key));
    }
}

void drawInitialColour(EventOptions &options)
{
    if (options.colourByLot && options.initialColour.isEmpty())
        options.initialColour
            = QRandomGenerator::global()->bounded(2) == 0 ? QStringLiteral("white") : QStringLiteral("black");
}

void checkEventPoints(const EventOptions &o)
{
    using P = io::TrfPoints;
    // Podium scores a forfeit as a loss and an absence as nothing, as its TRF export writes them.
    const auto problem = io::resultPointsProblem({o.win, o.draw, o.loss, 0.0, o.loss, o.bye});
    if (!problem)
        return;
    const auto option = [](double P::*field) {
        return field == &P::win       ? QStringLiteral("win")
            : field == &P::draw       ? QStringLiteral("draw")
            : field == &P::pairingBye ? QStringLiteral("bye")
                                      : QStringLiteral("loss");
    };
    if (!problem->limit)
        throw DbError(ErrorText::tr("option %1: %2").arg(option(problem->field), problem->message));
    throw DbError(
        ErrorText::tr("options %1 and %2: %3").arg(option(problem->field), option(problem->limit), problem->message));
}

Events::Events(const Database &database)
    : m_db(database)
{ }

qint64 Events::create(const EventInput &input)
{
    const QString name = input.name.simplified();
    if (name.isEmpty())
        throw DbError(ErrorText::tr("an event needs a name"));
    checkNameText(input.name, ErrorText::tr("event name"));
    if (input.discipline.simplified().isEmpty())
        throw DbError(ErrorText::tr("event '%1': give its discipline").arg(name));
    const QStringList entrants = cleanEntrants(name, input.entrants);
    checkNewEvent(m_db, name, input);
    Transaction transaction(m_db);
    const qint64 id = insertEvent(m_db, name, input, static_cast<int>(entrants.size()));
    insertEntrants(m_db, id, entrants);
    transaction.commit();
    return id;
}

std::vector<EventRecord> Events::list() const
{
    auto query = m_db.prepare(QStringLiteral("SELECT name FROM events ORDER BY created_at DESC, id DESC"));
    Database::exec(query);
    QStringList names;
    while (query.next())
        names.append(query.value(0).toString());
    std::vector<EventRecord> events;
    for (const QString &name : names)
        events.push_back(get(name)); // with the status its rounds and results give it
    return events;
}

EventRecord Events::get(const QString &name) const
{
    // The status is what the rounds and results say now: a result entered, corrected or deleted (in the game
    // log, or by undo) moves it, without a stored flag to keep in step.
    EventState s = loadEvent(m_db, name, false);
    s.record.status = currentStatus(s);
    return s.record;
}

void Events::remove(const QString &name)
{
    const qint64 id = eventId(m_db, name);
    Transaction transaction(m_db);
    auto remove = m_db.prepare(QStringLiteral("DELETE FROM events WHERE id = ?"));
    remove.addBindValue(id);
    Database::exec(remove);
    transaction.commit();
}

QString Events::setLeaderboard(const QString &event, const QString &leaderboard)
{
    const qint64 id = eventId(m_db, event);
    const EventRecord r = readRecord(m_db, id);
    auto before = m_db.prepare(QStringLiteral("SELECT COALESCE(l.name, '') FROM events e LEFT JOIN leaderboards l "
                                              "ON l.id = e.leaderboard_id WHERE e.id = ?"));
    before.addBindValue(id);
    Database::exec(before);
    const QString was = before.next() ? before.value(0).toString() : QString();
    QVariant board;
    if (!leaderboard.trimmed().isEmpty()) {
        const LeaderboardRecord chosen = Leaderboards(m_db).get(leaderboard.trimmed());
        if (!chosen.discipline.isEmpty() && chosen.discipline.compare(r.discipline, Qt::CaseInsensitive) != 0)
            throw DbError(ErrorText::tr("event '%1' is in discipline %2; leaderboard '%3' rates %4")
                              .arg(r.name, r.discipline, chosen.name, chosen.discipline));
        board = chosen.id;
    }
    Transaction transaction(m_db);
    auto update = m_db.prepare(QStringLiteral("UPDATE events SET leaderboard_id = ? WHERE id = ?"));
    update.addBindValue(board);
    update.addBindValue(id);
    Database::exec(update);
    transaction.commit();
    return was;
}

bool Events::setReporting(const QString &event, bool on)
{
    const qint64 id = eventId(m_db, event);
    EventRecord r = readRecord(m_db, id);
    const bool was = r.options.reporting;
    r.options.reporting = on;
    Transaction transaction(m_db);
    auto update = m_db.prepare(QStringLiteral("UPDATE events SET options = ? WHERE id = ?"));
    update.addBindValue(optionsText(r.options));
    update.addBindValue(id);
    Database::exec(update);
    transaction.commit();
    return was;
}

std::vector<EventEntrant> Events::entrants(const QString &event) const
{
    const EventState s = loadEvent(m_db, event, false);
    std::vector<EventEntrant> list;
    for (std::size_t i = 0; i < s.ids.size(); ++i)
        list.push_back({s.names[static_cast<int>(i)], s.seeds[i], s.active[i]});
    return list;
}

std::vector<int> Events::join(const QString &event, const QString &player, bool halfByes)
{
    const EventState s = loadEvent(m_db, event, false);
    const bool started = s.rounds > 0;
    if (started && !traits(s.record.format).lateEntries)
        throw DbError(ErrorText::tr("event '%1': a %2 event cannot take entrants once it has started")
                          .arg(s.record.name, formatName(s.record.format)));
    Transaction transaction(m_db);
    const qint64 id = Players(m_db).ensure(player);
    const auto it = s.entrantOf.find(id);
    if (it != s.entrantOf.end()) {
        if (s.active[static_cast<std::size_t>(it->second)])
            throw DbError(ErrorText::tr("event '%1': %2 is already in it").arg(s.record.name, s.names[it->second]));
        auto back
            = m_db.prepare(QStringLiteral("UPDATE event_entrants SET active = 1 WHERE event_id = ? AND player_id = ?"));
        back.addBindValue(s.record.id);
        back.addBindValue(id);
        Database::exec(back);
    } else {
        auto add = m_db.prepare(QStringLiteral(
            "INSERT INTO event_entrants (event_id, player_id, seed)"
            " VALUES (?, ?, (SELECT COALESCE(MAX(seed), 0) + 1 FROM event_entrants WHERE event_id = ?))"));
        add.addBindValue(s.record.id);
        add.addBindValue(id);
        add.addBindValue(s.record.id);
        Database::exec(add);
    }
    const std::vector<int> missed
        = halfByes ? roundsMissedBy(s, it != s.entrantOf.end() ? it->second : -2) : std::vector<int> {};
    giveHalfByes(m_db, s, id, missed);
    transaction.commit();
    return missed;
}

int Events::roundsMissed(const QString &event, const QString &player) const
{
    const EventState s = loadEvent(m_db, event, false);
    const auto it = s.entrantOf.find(Players(m_db).find(player));
    return static_cast<int>(roundsMissedBy(s, it != s.entrantOf.end() ? it->second : -2).size());
}

namespace {

/** The entrant of an event, by name; throws DbError for a player not in it. */
int entrantNamed(const Database &db, const EventState &s, const QString &player)
{
    const auto it = s.entrantOf.find(Players(db).require(player));
    if (it == s.entrantOf.end())
        throw DbError(ErrorText::tr("event '%1': %2 is not in it").arg(s.record.name, cleanName(player)));
    return it->second;
}

} // namespace

namespace {

/** A bye asked for before a round of a Swiss: a half-point one, or an absence worth nothing (C14). */
void requestBye(const Database &db, const QString &event, const QString &player, int round, bool absent)
{
    const EventState s = loadEvent(db, event, false);
    const int e = entrantNamed(db, s, player);
    const QString what = absent ? ErrorText::tr("an absence") : ErrorText::tr("a half-point bye");
    if (s.record.format != EventFormat::Swiss)
        throw DbError(ErrorText::tr("event '%1': %2 on request is for a Swiss event, not a %3 event")
                          .arg(s.record.name, what, formatName(s.record.format)));
    if (round <= s.rounds)
        throw DbError(ErrorText::tr("event '%1': round %2 is paired already; %3 is asked for before its round")
                          .arg(s.record.name)
                          .arg(round)
                          .arg(what));
    if (s.record.rounds > 0 && round > s.record.rounds)
        throw DbError(ErrorText::tr("event '%1' has %2 rounds: there is no round %3")
                          .arg(s.record.name)
                          .arg(s.record.rounds)
                          .arg(round));
    if (!s.active[static_cast<std::size_t>(e)])
        throw DbError(
            ErrorText::tr("event '%1': %2 has withdrawn; join them again first").arg(s.record.name, s.names[e]));
    const auto requested = s.requestedByes.find(round);
    if (requested != s.requestedByes.end()
        && std::find(requested->second.begin(), requested->second.end(), e) != requested->second.end())
        throw DbError((s.absences.contains({round, e})
                           ? ErrorText::tr("event '%1': %2 is absent from round %3 already")
                           : ErrorText::tr("event '%1': %2 has a half-point bye in round %3 already"))
                          .arg(s.record.name, s.names[e])
                          .arg(round));
    Transaction transaction(db);
    giveHalfByes(db, s, s.ids[static_cast<std::size_t>(e)], {round}, absent);
    transaction.commit();
}

void cancelBye(const Database &db, const QString &event, const QString &player, int round, bool absent)
{
    const EventState s = loadEvent(db, event, false);
    const int e = entrantNamed(db, s, player);
    bool found = false;
    const auto requested = s.requestedByes.find(round);
    if (requested != s.requestedByes.end())
        found = std::find(requested->second.begin(), requested->second.end(), e) != requested->second.end()
            && s.absences.contains({round, e}) == absent;
    for (std::size_t t = 0; t < s.tables.size() && !found; ++t)
        found = s.tables[t].round == round && (absent ? s.tables[t].zeroBye : s.tables[t].halfBye)
            && s.seatEntrant[t].front() == e;
    if (!found)
        throw DbError((absent ? ErrorText::tr("event '%1': %2 is not absent from round %3")
                              : ErrorText::tr("event '%1': %2 has no half-point bye in round %3"))
                          .arg(s.record.name, s.names[e])
                          .arg(round));
    Transaction transaction(db);
    auto remove = db.prepare(QStringLiteral("DELETE FROM event_pairings WHERE event_id = ? AND round = ? AND player_id"
                                            " = ? AND %1 = 1")
                                 .arg(absent ? QStringLiteral("zero_bye") : QStringLiteral("half_bye")));
    remove.addBindValue(s.record.id);
    remove.addBindValue(round);
    remove.addBindValue(s.ids[static_cast<std::size_t>(e)]);
    Database::exec(remove);
    transaction.commit();
}

} // namespace

void Events::requestHalfBye(const QString &event, const QString &player, int round)
{
    requestBye(m_db, event, player, round, false);
}

void Events::cancelHalfBye(const QString &event, const QString &player, int round)
{
    cancelBye(m_db, event, player, round, false);
}

void Events::requestAbsence(const QString &event, const QString &player, int round)
{
    requestBye(m_db, event, player, round, true);
}

void Events::cancelAbsence(const QString &event, const QString &player, int round)
{
    cancelBye(m_db, event, player, round, true);
}

EventInput Events::finalOf(const QString &heats, int top, const QString &name) const
{
    const EventRecord r = get(heats);
    if (r.format != EventFormat::Heats)
        throw DbError(
            ErrorText::tr("event '%1' is a %2 event; a final is made from heats").arg(r.name, formatName(r.format)));
    if (roundCount(r.name) == 0)
        throw DbError(ErrorText::tr("event '%1' has no round paired yet: its final needs standings").arg(r.name));
    if (top < 2)
        throw DbError(ErrorText::tr("a final needs at least 2 players, not %1").arg(top));
    EventInput in;
    for (const EventStanding &s : standings(r.name)) {
        if (s.active && in.entrants.size() < top)
            in.entrants.append(s.player);
    }
    if (in.entrants.size() < 2)
        throw DbError(ErrorText::tr("event '%1' has fewer than two players still in it").arg(r.name));
    in.name = name.simplified().isEmpty() ? ErrorText::tr("%1 Final").arg(r.name) : name.simplified();
    in.format = EventFormat::Heats;
    in.discipline = r.discipline;
    in.leaderboard = r.leaderboard;
    in.rounds = 1;
    in.lobbySize = static_cast<int>(in.entrants.size()); // one lobby: everyone in the final races everyone
    in.options.places = r.options.places;
    in.options.tieBreaks = r.options.tieBreaks;
    return in;
}

std::vector<Events::HalfByeRequest> Events::halfByeRequests(const QString &event) const
{
    const EventState s = loadEvent(m_db, event, false);
    std::vector<HalfByeRequest> list;
    for (const auto &[round, entrants] : s.requestedByes) {
        for (const int e : entrants)
            list.push_back({round, s.names[e], s.absences.contains({round, e})});
    }
    return list;
}

void Events::withdraw(const QString &event, const QString &player)
{
    const EventState s = loadEvent(m_db, event, false);
    const qint64 id = Players(m_db).require(player);
    const auto it = s.entrantOf.find(id);
    if (it == s.entrantOf.end() || !s.active[static_cast<std::size_t>(it->second)])
        throw DbError(ErrorText::tr("event '%1': %2 is not playing in it").arg(s.record.name, cleanName(player)));
    if (traits(s.record.format).elimination && s.rounds > 0)
        throw DbError(ErrorText::tr("event '%1': in an elimination bracket a withdrawal is a lost game; enter it "
                                    "as the result of %2's match")
                          .arg(s.record.name, s.names[it->second]));
    Transaction transaction(m_db);
    auto update
        = m_db.prepare(QStringLiteral("UPDATE event_entrants SET active = 0 WHERE event_id = ? AND player_id = ?"));
    update.addBindValue(s.record.id);
    update.addBindValue(id);
    Database::exec(update);
    transaction.commit();
}

void Events::removeEntrant(const QString &event, const QString &player)
{
    const EventState s = loadEvent(m_db, event, false);
    const qint64 id = Players(m_db).require(player);
    if (!s.entrantOf.contains(id))
        throw DbError(ErrorText::tr("event '%1': %2 is not in it").arg(s.record.name, cleanName(player)));
    for (std::size_t t = 0; t < s.tables.size(); ++t) {
        const auto &seats = s.seatEntrant[t];
        const bool seated = std::find(seats.begin(), seats.end(), s.entrantOf.at(id)) != seats.end();
        if (seated && !s.tables[t].requested()) // the half-point byes of a late entry go with it
            throw DbError(ErrorText::tr("event '%1': %2 has been paired; withdraw them instead")
                              .arg(s.record.name, s.names[s.entrantOf.at(id)]));
    }
    Transaction transaction(m_db);
    auto byes = m_db.prepare(QStringLiteral("DELETE FROM event_pairings WHERE event_id = ? AND player_id = ?"));
    byes.addBindValue(s.record.id);
    byes.addBindValue(id);
    Database::exec(byes);
    auto remove = m_db.prepare(QStringLiteral("DELETE FROM event_entrants WHERE event_id = ? AND player_id = ?"));
    remove.addBindValue(s.record.id);
    remove.addBindValue(id);
    Database::exec(remove);
    transaction.commit();
}

int Events::roundCount(const QString &event) const
{
    return loadEvent(m_db, event, false).rounds;
}

namespace {

/** Per game of the event, the rating each entrant in it started from. */
using RatingsBefore = std::map<qint64, std::map<int, rating::Rating>>;

/** C5: the ratings the games of the chosen tables started from, read from the leaderboard's history. A table's
 *  prediction is made from these once it has a game, so that the result entered does not change what was predicted
 *  when the table was paired (the history before the game is the state the pairing saw). */
RatingsBefore ratingsBefore(const Database &db, const EventState &s, const std::set<qint64> &games)
{
    RatingsBefore result;
    if (games.empty() || s.record.leaderboard.isEmpty())
        return result;
    // One replay that keeps each player's rating between games, without the history points of a chart (names,
    // opponents, outcomes), which cost ten times the replay on a big club.
    const LeaderboardRecord record = Leaderboards(db).get(s.record.leaderboard);
    const auto loaded = detail::loadLeaderboardHistory(db, record);
    const history::History &h = loaded->history;
    std::map<qint64, int> entrantOfPlayer; // history player index -> entrant
    for (std::size_t p = 0; p < loaded->playerIds.size(); ++p)
        if (const auto it = s.entrantOf.find(loaded->playerIds[p]); it != s.entrantOf.end())
            entrantOfPlayer[static_cast<qint64>(p)] = it->second;
    std::vector<rating::Rating> current(h.players.size(), s.system->initialRating());
    detail::replayAll(record.name, *loaded, *s.system, [&](std::size_t g, const std::vector<rating::Rating> &after) {
        const history::HistoryGame &game = h.games[g];
        const bool wanted = games.count(loaded->gameIds[g]) > 0;
        for (std::size_t i = 0; i < game.entryCount; ++i) {
            const int player = h.entries[game.firstEntry + i].player;
            if (wanted)
                if (const auto it = entrantOfPlayer.find(player); it != entrantOfPlayer.end())
                    result[loaded->gameIds[g]][it->second] = current[static_cast<std::size_t>(player)];
            current[static_cast<std::size_t>(player)] = after[i];
        }
    });
    return result;
}

} // namespace

std::vector<EventTable> Events::tables(const QString &event, int round) const
{
    return tablesOf(loadEvent(m_db, event), round);
}

std::vector<EventTable> Events::tablesOf(const EventState &s, int round) const
{
    std::set<qint64> games;
    for (const EventTable &table : s.tables)
        if ((round == 0 || table.round == round) && table.gameId != 0 && !table.bye)
            games.insert(table.gameId);
    const RatingsBefore before = ratingsBefore(m_db, s, games);
    std::vector<EventTable> result;
    for (std::size_t t = 0; t < s.tables.size(); ++t) {
        EventTable table = s.tables[t];
        if (round != 0 && table.round != round)
            continue;
        const auto &who = s.seatEntrant[t];
        const auto started = before.find(table.gameId);
        const auto ratingOf = [&](int entrant) {
            const auto e = static_cast<std::size_t>(std::max(0, entrant));
            if (started != before.end())
                if (const auto it = started->second.find(static_cast<int>(e)); it != started->second.end())
                    return it->second;
            return s.ratings[e];
        };
        if (!table.bye && who.size() == 2 && who[0] >= 0 && who[1] >= 0) {
            double p = 0;
            table.quality = pairQuality(*s.system, ratingOf(who[0]), ratingOf(who[1]), &p);
            table.winProbability = p;
        } else if (!table.bye && who.size() > 2) {
            rating::Game game;
            for (std::size_t k = 0; k < who.size(); ++k)
                game.players.push_back({ratingOf(who[k]), static_cast<int>(k), 1.0, NAN, NAN, true});
            game.ranks.assign(who.size(), 1);
            table.quality = s.system->quality(game).value_or(NAN);
        }
        result.push_back(table);
    }
    return result;
}

QStringList Events::tieBreakNames(const QString &event) const
{
    return tieBreaksOf(readRecord(m_db, eventId(m_db, event))); // the options alone, not the rounds
}

std::vector<EventStanding> Events::standings(const QString &event) const
{
    const EventState s = loadEvent(m_db, event);
    const EventOptions &o = s.record.options;
    std::vector<tournament::TieBreak> order;
    for (const QString &n : tieBreaksOf(s.record))
        order.push_back(tournament::tieBreakFromName(n.toStdString()));
    const std::vector<tournament::PlayedPairing> played = playedPairings(s, 0);
    std::vector<EventStanding> rows(s.ids.size());
    for (const tournament::PlayedPairing &p : played) {
        if (p.forfeit) { // C12: a round won or lost without a game counts in played, wins and losses alike
            count(rows[static_cast<std::size_t>(p.a)], p.outcomeA > 0 ? +1 : -1);
            continue;
        }
        if (p.b < 0 && !p.heat) {
            // A bye, a half-point one included; an absence asked for (C14: playedPairings' only round without a
            // game that is lost) is none.
            if (p.outcomeA >= 0)
                ++rows[static_cast<std::size_t>(p.a)].byes;
            continue;
        }
        // A heat is won by the first place alone: every other place is a loss.
        count(rows[static_cast<std::size_t>(p.a)], p.heat && p.outcomeA <= 0 ? -1 : p.outcomeA);
        if (p.b >= 0)
            count(rows[static_cast<std::size_t>(p.b)], -p.outcomeA);
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
        standing.decidedBy = deciderOf(row);
        result.push_back(standing);
    }
    if (traits(s.record.format).elimination)
        placeByBracket(s, result); // points and wins would count byes as much as games won
    return result;
}

QStringList Events::outdatedRounds(const QString &event) const
{
    return detail::outdatedRounds(loadEvent(m_db, event, false));
}

} // namespace podium::club
