// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/events/eventreports.h"

#include "club/events/eventrounds.h"
#include "club/events/eventstate.h"
#include "io/errortext.h"
#include "store/database.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QRandomGenerator>
#include <QVariant>

#include <algorithm>
#include <map>
#include <set>

namespace podium::club {

using namespace detail;

namespace {

constexpr int kReportsVersion = 9;

/** The characters of a code: capitals and digits without the look-alikes (of 0/O, 1/I/L, 2/Z, 5/S, 6/G and 8/B
 *  only G is kept), so that a code read off a slip is typed right. 24 of them: 24^6, about 191 million codes, of
 *  which the board lets an address try 5 a minute. */
constexpr char kAlphabet[] = "ACDEFGHJKMNPQRTUVWXY3479";

/** A text value that binds as text, never as NULL (the columns are NOT NULL; an empty QString may be null). */
QVariant text(const QString &value)
{
    return QVariant(value.isNull() ? QStringLiteral("") : value);
}

/** The names of the pauses in event_report_alerts.what. */
constexpr char kAddressPaused[] = "address-paused";
constexpr char kTableGuarded[] = "table-guarded";

/** The words of a report as the desk and the board show them. */
struct ReportText
{
    Q_DECLARE_TR_FUNCTIONS(ReportText)
};

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

/** The stored hash of a code: SHA-256 of the salt and the code, in hex. */
QString hashOf(const QString &salt, const QString &code)
{
    return QString::fromLatin1(
        QCryptographicHash::hash((salt + QLatin1Char(':') + code).toUtf8(), QCryptographicHash::Sha256).toHex());
}

QString newSalt()
{
    QByteArray bytes(16, Qt::Uninitialized);
    QRandomGenerator::system()->generate(bytes.begin(), bytes.end());
    return QString::fromLatin1(bytes.toHex());
}

QString tableText(const QString &event, int round, int table)
{
    return ErrorText::tr("event '%1', round %2, table %3").arg(event).arg(round).arg(table);
}

const std::map<QString, ReportStatus> &statusNames()
{
    static const std::map<QString, ReportStatus> names {
        {QStringLiteral("pending"), ReportStatus::Pending},   {QStringLiteral("confirmed"), ReportStatus::Confirmed},
        {QStringLiteral("disputed"), ReportStatus::Disputed}, {QStringLiteral("accepted"), ReportStatus::Accepted},
        {QStringLiteral("rejected"), ReportStatus::Rejected}, {QStringLiteral("replaced"), ReportStatus::Replaced},
    };
    return names;
}

ReportStatus statusFrom(const QString &name)
{
    const auto it = statusNames().find(name);
    return it == statusNames().end() ? ReportStatus::Disputed : it->second;
}

/** The columns list() and openAt() read, joined to the event and the reporting player. */
QString reportColumns()
{
    return QStringLiteral("SELECT r.id, e.name, r.round, r.table_no, p.name, r.result, r.status, r.note, r.address,"
                          " r.reported_at, r.settled_at FROM event_reports r JOIN events e ON e.id = r.event_id"
                          " JOIN players p ON p.id = r.player_id");
}

/** The seats' players of a table, in seat order. */
QStringList tablePlayers(const Database &db, qint64 event, int round, int table)
{
    auto query = db.prepare(QStringLiteral("SELECT p.name FROM event_pairings x JOIN players p ON p.id = x.player_id"
                                           " WHERE x.event_id = ? AND x.round = ? AND x.table_no = ? ORDER BY x.side"));
    query.addBindValue(event);
    query.addBindValue(round);
    query.addBindValue(table);
    Database::exec(query);
    QStringList players;
    while (query.next())
        players.append(query.value(0).toString());
    return players;
}

std::vector<ResultReport> readReports(const Database &db, Statement &query)
{
    Database::exec(query);
    std::vector<ResultReport> reports;
    while (query.next()) {
        ResultReport r;
        r.id = query.value(0).toLongLong();
        r.event = query.value(1).toString();
        r.round = query.value(2).toInt();
        r.table = query.value(3).toInt();
        r.player = query.value(4).toString();
        try {
            r.result = ReportedResult::fromText(query.value(5).toString());
        } catch (const DbError &) {
            r.result = {}; // written outside Podium: shown as no result, for the desk to reject
        }
        r.status = statusFrom(query.value(6).toString());
        r.note = query.value(7).toString();
        r.address = query.value(8).toString();
        r.reportedAt = query.value(9).toString();
        r.settledAt = query.value(10).toString();
        reports.push_back(std::move(r));
    }
    query.finish();
    // The players of each table, read once per table.
    std::map<std::tuple<QString, int, int>, QStringList> players;
    for (ResultReport &r : reports) {
        const auto key = std::make_tuple(r.event, r.round, r.table);
        auto it = players.find(key);
        if (it == players.end())
            it = players.emplace(key, tablePlayers(db, eventId(db, r.event), r.round, r.table)).first;
        r.players = it->second;
    }
    return reports;
}

/** The players who agree with result among the open reports (distinct reporters). */
int agreeing(const std::vector<ResultReport> &open, const ReportedResult &result)
{
    std::set<QString> players;
    for (const ResultReport &r : open) {
        if (r.result == result)
            players.insert(r.player);
    }
    return static_cast<int>(players.size());
}

} // namespace

QString ReportedResult::text() const
{
    if (score)
        return QStringLiteral("games:%1-%2-%3").arg(score->first).arg(score->second).arg(score->drawn);
    QStringList parts;
    for (const int rank : ranks)
        parts.append(QString::number(rank));
    return QStringLiteral("ranks:") + parts.join(QLatin1Char(','));
}

ReportedResult ReportedResult::fromText(const QString &text)
{
    ReportedResult result;
    if (text.startsWith(QLatin1String("games:"))) {
        result.score = parseMatchScore(text.mid(6));
        result.ranks = result.score->ranks();
        return result;
    }
    if (!text.startsWith(QLatin1String("ranks:")))
        throw DbError(ErrorText::tr("'%1' is not a reported result").arg(text));
    for (const QString &part : text.mid(6).split(QLatin1Char(','))) {
        bool ok = false;
        const int rank = part.toInt(&ok);
        if (!ok || rank < 1 || rank > 999)
            throw DbError(ErrorText::tr("'%1' is not a reported result").arg(text));
        result.ranks.push_back(rank);
    }
    return result;
}

QString ReportedResult::describe(const QStringList &players) const
{
    const auto name
        = [&](std::size_t k) { return k < std::size_t(players.size()) ? players.at(qsizetype(k)) : QString(); };
    if (ranks.size() == 2) {
        QString text;
        if (ranks[0] == ranks[1])
            text = ReportText::tr("a draw");
        else
            text = ReportText::tr("%1 won").arg(name(ranks[0] < ranks[1] ? 0 : 1));
        if (score) {
            const int high = std::max(score->first, score->second), low = std::min(score->first, score->second);
            text += QStringLiteral(" %1\u2013%2").arg(high).arg(low);
            if (score->drawn > 0)
                text += QLatin1Char(' ') + ReportText::tr("(%n drawn)", nullptr, score->drawn);
        }
        return text;
    }
    std::vector<std::size_t> order(ranks.size());
    for (std::size_t k = 0; k < order.size(); ++k)
        order[k] = k;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return ranks[a] < ranks[b]; });
    QStringList places;
    for (const std::size_t k : order)
        //: A place in a heat's finishing order: "1. Ann".
        places.append(ReportText::tr("%1. %2").arg(ranks[k]).arg(name(k)));
    return places.join(QStringLiteral(", "));
}

bool ReportedResult::operator==(const ReportedResult &other) const
{
    if (score.has_value() != other.score.has_value())
        return false;
    if (score)
        return score->first == other.score->first && score->second == other.score->second
            && score->drawn == other.score->drawn;
    return ranks == other.ranks;
}

QString reportStatusName(ReportStatus status)
{
    for (const auto &[name, s] : statusNames()) {
        if (s == status)
            return name;
    }
    return {};
}

QString reportStatusText(ReportStatus status)
{
    switch (status) {
    case ReportStatus::Pending:
        return ReportText::tr("waiting for confirmation");
    case ReportStatus::Confirmed:
        return ReportText::tr("confirmed");
    case ReportStatus::Disputed:
        return ReportText::tr("disputed");
    case ReportStatus::Accepted:
        return ReportText::tr("accepted");
    case ReportStatus::Rejected:
        return ReportText::tr("rejected");
    case ReportStatus::Replaced:
        return ReportText::tr("replaced");
    }
    return {};
}

bool isOpen(ReportStatus status)
{
    return status == ReportStatus::Pending || status == ReportStatus::Confirmed || status == ReportStatus::Disputed;
}

EventReports::EventReports(const Database &database)
    : m_db(database)
{ }

bool EventReports::available(const Database &db)
{
    return db.schemaVersion() >= kReportsVersion;
}

QString EventReports::newCode()
{
    constexpr int kSymbols = sizeof(kAlphabet) - 1;
    QString code;
    for (int i = 0; i < kCodeLength; ++i)
        code.append(QLatin1Char(kAlphabet[QRandomGenerator::system()->bounded(kSymbols)]));
    return code;
}

QString EventReports::cleanCode(const QString &typed)
{
    QString code;
    for (const QChar c : typed) {
        if (c.isLetterOrNumber())
            code.append(c.toUpper());
    }
    return code.left(32);
}

std::vector<PlayerCode> EventReports::issueCodes(const QString &event, const QStringList &players, bool reissue)
{
    const EventState s = loadEvent(m_db, event, false);
    const QStringList holders = playersWithCodes(s.record.name);
    std::vector<int> chosen; // entrant indexes
    if (players.isEmpty()) {
        std::vector<int> bySeed;
        for (int e = 0; e < int(s.ids.size()); ++e)
            bySeed.push_back(e);
        std::stable_sort(bySeed.begin(), bySeed.end(), [&](int a, int b) { return s.seeds[a] < s.seeds[b]; });
        for (const int e : bySeed) {
            if (s.active[e] && (reissue || !holders.contains(s.names[e], Qt::CaseInsensitive)))
                chosen.push_back(e);
        }
    } else {
        for (const QString &player : players) {
            const auto at = std::find_if(s.names.begin(), s.names.end(), [&](const QString &n) {
                return n.compare(player.simplified(), Qt::CaseInsensitive) == 0;
            });
            if (at == s.names.end())
                throw DbError(ErrorText::tr("'%1' is not an entrant of %2").arg(player.simplified(), s.record.name));
            chosen.push_back(int(at - s.names.begin()));
        }
    }
    std::vector<PlayerCode> issued;
    Transaction transaction(m_db);
    auto drop = m_db.prepare(QStringLiteral("DELETE FROM event_codes WHERE event_id = ? AND player_id = ?"));
    auto insert = m_db.prepare(
        QStringLiteral("INSERT INTO event_codes (event_id, player_id, salt, hash, issued_at) VALUES (?, ?, ?, ?, ?)"));
    const QString at = now();
    for (const int e : chosen) {
        drop.addBindValue(s.record.id);
        drop.addBindValue(s.ids[e]);
        Database::exec(drop);
        const QString code = newCode(), salt = newSalt();
        insert.addBindValue(s.record.id);
        insert.addBindValue(s.ids[e]);
        insert.addBindValue(salt);
        insert.addBindValue(hashOf(salt, code));
        insert.addBindValue(at);
        Database::exec(insert);
        issued.push_back({s.names[e], code});
    }
    transaction.commit();
    return issued;
}

ReportableTable EventReports::reportable(const QString &event, int round, int table) const
{
    const EventState s = loadEvent(m_db, event, false);
    ReportableTable found {s.record, std::nullopt};
    found.event.status = currentStatus(s);
    if (round < 1 || round != s.rounds)
        return found;
    for (const EventTable &t : s.tables) {
        if (t.round == round && t.table == table && !t.bye && !t.seats.empty())
            found.table = t;
    }
    return found;
}

QStringList EventReports::playersWithCodes(const QString &event) const
{
    auto query = m_db.prepare(QStringLiteral("SELECT p.name FROM event_codes c JOIN players p ON p.id = c.player_id"
                                             " WHERE c.event_id = ? ORDER BY p.name"));
    query.addBindValue(eventId(m_db, event));
    Database::exec(query);
    QStringList names;
    while (query.next())
        names.append(query.value(0).toString());
    return names;
}

ReportOutcome EventReports::submit(const ReportInput &input)
{
    Transaction transaction(m_db);
    const EventState s = loadEvent(m_db, input.event, false);
    const EventRecord &r = s.record;
    const QString where = tableText(r.name, input.round, input.table);
    if (!r.options.reporting)
        throw DbError(ErrorText::tr("%1 takes no results from players; ask at the desk").arg(r.name));
    if (currentStatus(s) == EventStatus::Finished)
        throw DbError(ErrorText::tr("%1 is over; its codes have expired").arg(r.name));
    if (input.round != s.rounds)
        throw DbError(
            ErrorText::tr("%1: only the tables of the current round (%2) take reports").arg(where).arg(s.rounds));
    const auto at = std::find_if(s.tables.begin(), s.tables.end(),
                                 [&](const EventTable &t) { return t.round == input.round && t.table == input.table; });
    if (at == s.tables.end() || at->bye)
        throw DbError(ErrorText::tr("%1: no game is played at this table").arg(where));
    const EventTable &table = *at;
    const auto &seatEntrants = s.seatEntrant[std::size_t(at - s.tables.begin())];

    // Whose code it is: one of the players at this table, by their salted hashes.
    const QString code = cleanCode(input.code);
    auto codes
        = m_db.prepare(QStringLiteral("SELECT salt, hash FROM event_codes WHERE event_id = ? AND player_id = ?"));
    int reporter = -1; // seat
    for (std::size_t k = 0; k < seatEntrants.size() && reporter < 0 && !code.isEmpty(); ++k) {
        if (seatEntrants[k] < 0)
            continue;
        codes.addBindValue(r.id);
        codes.addBindValue(s.ids[std::size_t(seatEntrants[k])]);
        Database::exec(codes);
        if (codes.next() && hashOf(codes.value(0).toString(), code) == codes.value(1).toString())
            reporter = int(k);
        codes.finish();
    }
    if (reporter < 0)
        throw WrongCode(ErrorText::tr("%1: that code is not the code of a player at this table").arg(where));

    // The result must be one the desk could enter.
    detail::checkTableResult(s, std::size_t(at - s.tables.begin()), input.result.ranks);
    if (input.result.score && table.seats.size() != 2)
        throw DbError(where + ErrorText::tr(": a match score needs a game of two sides"));

    const qint64 playerId = s.ids[std::size_t(seatEntrants[std::size_t(reporter)])];
    ReportOutcome outcome;
    outcome.player = s.names[std::size_t(seatEntrants[std::size_t(reporter)])];
    outcome.needed = int(table.seats.size()) / 2 + 1;

    // The player's earlier open report on the table gives way to this one.
    auto replace = m_db.prepare(QStringLiteral(
        "UPDATE event_reports SET status = 'replaced', settled_at = ? WHERE event_id = ? AND round = ? AND table_no = ?"
        " AND player_id = ? AND status IN ('pending', 'confirmed', 'disputed')"));
    replace.addBindValue(now());
    replace.addBindValue(r.id);
    replace.addBindValue(input.round);
    replace.addBindValue(input.table);
    replace.addBindValue(playerId);
    Database::exec(replace);

    std::vector<ResultReport> open = openAt(r.name, input.round, input.table);
    const bool hasResult = detail::hasResult(table);
    const bool disputedBefore = std::any_of(open.begin(), open.end(),
                                            [](const ResultReport &o) { return o.status == ReportStatus::Disputed; });
    const bool differs
        = std::any_of(open.begin(), open.end(), [&](const ResultReport &o) { return !(o.result == input.result); });
    QString note;
    ReportStatus status = ReportStatus::Pending;
    if (hasResult) {
        status = ReportStatus::Disputed;
        note = ErrorText::tr("the table has a result already");
    } else if (disputedBefore || differs) {
        status = ReportStatus::Disputed;
        note = ErrorText::tr("the players' reports differ");
    }
    auto insert = m_db.prepare(QStringLiteral(
        "INSERT INTO event_reports (event_id, round, table_no, player_id, result, status, note, address, reported_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"));
    for (const QVariant &v : {QVariant(r.id), QVariant(input.round), QVariant(input.table), QVariant(playerId),
                              QVariant(input.result.text()), QVariant(reportStatusName(status)), text(note),
                              text(input.address.left(64)), QVariant(now())})
        insert.addBindValue(v);
    outcome.report = Database::execReturningId(insert);

    std::vector<qint64> others;
    for (const ResultReport &o : open)
        others.push_back(o.id);
    if (status == ReportStatus::Disputed) {
        if (!hasResult && differs) // every open report of the table goes to the desk with it
            setStatus(others, ReportStatus::Disputed, note);
        outcome.kind = ReportOutcome::Disputed;
        outcome.note = note;
    } else {
        ResultReport mine;
        mine.id = outcome.report;
        mine.player = outcome.player;
        mine.result = input.result;
        open.push_back(mine);
        outcome.agreeing = agreeing(open, input.result);
        if (outcome.agreeing >= outcome.needed) {
            others.push_back(outcome.report);
            setStatus(others, ReportStatus::Confirmed);
            outcome.kind = ReportOutcome::Confirmed;
        }
    }
    transaction.commit();
    return outcome;
}

std::vector<ResultReport> EventReports::list(const QString &event, bool openOnly) const
{
    QStringList conditions;
    if (!event.isEmpty())
        conditions.append(QStringLiteral("r.event_id = ?"));
    if (openOnly)
        conditions.append(QStringLiteral("r.status IN ('pending', 'confirmed', 'disputed')"));
    QString sql = reportColumns();
    if (!conditions.isEmpty())
        sql += QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "));
    sql += QStringLiteral(" ORDER BY r.id DESC");
    auto query = m_db.prepare(sql);
    if (!event.isEmpty())
        query.addBindValue(eventId(m_db, event));
    return readReports(m_db, query);
}

ResultReport EventReports::get(qint64 id) const
{
    auto query = m_db.prepare(reportColumns() + QStringLiteral(" WHERE r.id = ?"));
    query.addBindValue(id);
    std::vector<ResultReport> found = readReports(m_db, query);
    if (found.empty())
        throw DbError(ErrorText::tr("there is no report %1").arg(id));
    return found.front();
}

std::vector<ResultReport> EventReports::openAt(const QString &event, int round, int table) const
{
    auto query = m_db.prepare(reportColumns()
                              + QStringLiteral(" WHERE r.event_id = ? AND r.round = ? AND r.table_no = ? AND r.status"
                                               " IN ('pending', 'confirmed', 'disputed') ORDER BY r.id"));
    query.addBindValue(eventId(m_db, event));
    query.addBindValue(round);
    query.addBindValue(table);
    return readReports(m_db, query);
}

int EventReports::openCount() const
{
    if (!available(m_db))
        return 0;
    auto query = m_db.prepare(
        QStringLiteral("SELECT count(*) FROM event_reports WHERE status IN ('pending', 'confirmed', 'disputed')"));
    Database::exec(query);
    return query.next() ? query.value(0).toInt() : 0;
}

void EventReports::setStatus(const std::vector<qint64> &ids, ReportStatus status, const QString &note)
{
    if (ids.empty())
        return;
    Transaction transaction(m_db);
    auto update = m_db.prepare(
        QStringLiteral("UPDATE event_reports SET status = ?, note = CASE WHEN ? = '' THEN note ELSE ? END,"
                       " settled_at = ? WHERE id = ?"));
    const QString settled = isOpen(status) ? QString() : now();
    for (const qint64 id : ids) {
        update.addBindValue(reportStatusName(status));
        update.addBindValue(text(note));
        update.addBindValue(text(note));
        update.addBindValue(text(settled));
        update.addBindValue(id);
        Database::exec(update);
    }
    transaction.commit();
}

void EventReports::logAlert(const ReportAlert &alert)
{
    Transaction transaction(m_db);
    auto insert = m_db.prepare(QStringLiteral("INSERT INTO event_report_alerts (event_id, round, table_no, address,"
                                              " what, made_at) VALUES (?, ?, ?, ?, ?, ?)"));
    insert.addBindValue(eventId(m_db, alert.event));
    insert.addBindValue(alert.round);
    insert.addBindValue(alert.table);
    insert.addBindValue(text(alert.address.left(64)));
    QStringList what; // the pauses by name, worded when read
    if (alert.addressPaused)
        what.append(QLatin1String(kAddressPaused));
    if (alert.tableGuarded)
        what.append(QLatin1String(kTableGuarded));
    insert.addBindValue(what.join(u' '));
    insert.addBindValue(now());
    Database::exec(insert);
    transaction.commit();
}

std::vector<ReportAlert> EventReports::alerts(const QString &event) const
{
    QString sql = QStringLiteral("SELECT e.name, a.round, a.table_no, a.address, a.what, a.made_at FROM"
                                 " event_report_alerts a JOIN events e ON e.id = a.event_id");
    if (!event.isEmpty())
        sql += QStringLiteral(" WHERE a.event_id = ?");
    sql += QStringLiteral(" ORDER BY a.id DESC");
    auto query = m_db.prepare(sql);
    if (!event.isEmpty())
        query.addBindValue(eventId(m_db, event));
    Database::exec(query);
    std::vector<ReportAlert> found;
    while (query.next()) {
        ReportAlert alert;
        alert.event = query.value(0).toString();
        alert.round = query.value(1).toInt();
        alert.table = query.value(2).toInt();
        alert.address = query.value(3).toString();
        alert.madeAt = query.value(5).toString();
        const QString what = query.value(4).toString();
        const QStringList names = what.split(u' ', Qt::SkipEmptyParts);
        alert.addressPaused = names.contains(QLatin1String(kAddressPaused));
        alert.tableGuarded = names.contains(QLatin1String(kTableGuarded));
        if (names.isEmpty() || names.size() != int(alert.addressPaused) + int(alert.tableGuarded))
            alert.stored = what; // written in words by the first version with reports
        found.push_back(alert);
    }
    return found;
}

QString ReportAlert::text() const
{
    if (!stored.isEmpty())
        return stored;
    QStringList said;
    if (addressPaused)
        said.append(ReportText::tr("%n wrong code(s) from %1 within a minute: that address is paused for a minute",
                                   nullptr, EventReports::kTries)
                        .arg(address));
    if (tableGuarded)
        said.append(ReportText::tr("%n wrong code(s) at this table within a minute: for a minute, each address may "
                                   "try once",
                                   nullptr, EventReports::kTries));
    return said.join(QStringLiteral("; "));
}

} // namespace podium::club
