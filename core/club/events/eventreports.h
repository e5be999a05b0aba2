// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/events.h"
#include "club/storetypes.h"
#include "store/dberror.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace podium::club {

/** A table's result as a player reports it: a place per seat (1 the best), or a match's games won by each side. */
struct ReportedResult
{
    std::vector<int> ranks; ///< one per seat, in the table's order
    std::optional<MatchScore> score; ///< a match of several games (then ranks are score->ranks())

    /** As stored: "ranks:1,2", "games:2-1-0". */
    QString text() const;
    /** Reads text(); throws DbError naming the text when it is not one. */
    static ReportedResult fromText(const QString &text);
    /** For the desk and the board: "Ann won", "a draw", "Ann won 2–1 (1 drawn)", "1. Ann, 2. Cid, 3. Bob";
     *  players: the table's, in seat order. */
    QString describe(const QStringList &players) const;
    bool operator==(const ReportedResult &other) const;
};

/** Where a report stands. Pending, Confirmed and Disputed wait for something (the other side, the desk); the rest
 *  are settled. */
enum class ReportStatus {
    Pending, ///< waiting for the other side's confirmation (a heat: a majority of its players)
    Confirmed, ///< the sides agree; the result is being entered (or the desk took it back with undo)
    Disputed, ///< the sides disagree, or the table has a result already: for the desk to settle
    Accepted, ///< its result is the table's
    Rejected, ///< the desk turned it down, or entered another result
    Replaced, ///< the same player reported again
};
/** "pending", "confirmed", "disputed", "accepted", "rejected", "replaced": as stored and as podium-cli prints it. */
QString reportStatusName(ReportStatus status);
/** The words the desk reads for a status. */
QString reportStatusText(ReportStatus status);
bool isOpen(ReportStatus status);

struct ResultReport
{
    qint64 id = 0;
    QString event;
    int round = 0;
    int table = 0;
    QString player; ///< who reported
    ReportedResult result;
    ReportStatus status = ReportStatus::Pending;
    QString note; ///< why it went to the desk
    QString address; ///< the phone's network address
    QString reportedAt; ///< "YYYY-MM-DDTHH:MM:SS", UTC
    QString settledAt; ///< empty while open
    QStringList players; ///< the table's players in seat order (for ReportedResult::describe)
};

/** A personal code as issued: shown (or printed) once, kept only as a salted hash. */
struct PlayerCode
{
    QString player;
    QString code;
};

/** A pause the board put on wrong codes, for the desk to see. Stored as what happened, not in words: the desk reads
 *  it in its own language, whichever program served the board. */
struct ReportAlert
{
    QString event;
    int round = 0;
    int table = 0;
    QString address; ///< the phone's
    bool addressPaused = false; ///< the address sent EventReports::kTries wrong codes in a minute
    bool tableGuarded = false; ///< the table had kTries wrong codes in a minute, from any addresses
    QString madeAt;
    QString stored; ///< read back: the stored words of an alert this version does not know, else empty

    /** What the desk is told, in the app's language. */
    QString text() const;
};

struct ReportInput
{
    QString event;
    int round = 0;
    int table = 0;
    QString code; ///< as typed: case and spaces do not matter
    ReportedResult result;
    QString address;
};

/** What a report came to. */
struct ReportOutcome
{
    enum Kind {
        Waiting, ///< stored; the other side (or more of the heat) has to confirm
        Confirmed, ///< enough of the table agree: the result is to be entered (commands::SettleReports)
        Disputed, ///< for the desk
    };
    Kind kind = Waiting;
    qint64 report = 0;
    QString player; ///< whose code it was
    int agreeing = 1; ///< players whose open reports say this result
    int needed = 2; ///< players who must agree: a majority of the table
    QString note; ///< with Disputed: why
};

/** Refusal of a report because the code is not one of a player at that table (or there is none): the board counts
 *  these for its limits. */
class WrongCode : public DbError
{
public:
    using DbError::DbError;
};

/**
 * Players' reports of their own results (the live board's "Report result"), for events whose organiser turned
 * reporting on. Each entrant gets a personal code (issueCodes), stored only as a salted SHA-256 hash; a report
 * needs the code of a player at the table, and becomes the table's result once a majority of the table's players
 * report the same (both sides of a game of two), through commands::SettleReports. Conflicting reports, and reports
 * on a table that has a result, wait for the desk. Codes expire with the event: a finished or deleted event takes
 * no report.
 *
 * Every write is one transaction; a club whose schema is older than reports (read-only, version 8) has none.
 */
/** An event as a report's page reads it: the event, and its table that takes reports now, if it is one. */
struct ReportableTable
{
    EventRecord event; ///< its status as its rounds and results say
    std::optional<EventTable> table; ///< none: not a table of the current round with a game, or no such table
};

class EventReports
{
public:
    explicit EventReports(const Database &database);

    /** Whether the club's schema has reports (version 9 on). */
    static bool available(const Database &db);
    /** A fresh code: kCodeLength characters of an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
    static QString newCode();
    /** The code as typed, cleaned (upper case, no spaces or dashes). */
    static QString cleanCode(const QString &typed);
    static constexpr int kCodeLength = 6;
    /** Wrong codes within a minute, from one address or at one table, before the board pauses them for a minute. */
    static constexpr int kTries = 5;

    /** Issues codes: to the players named (again, replacing their codes), or with none named to every active
     *  entrant without one (all of them with reissue). Returns the new codes by seed order. Throws DbError for an
     *  unknown event or a player who is not an entrant. */
    std::vector<PlayerCode> issueCodes(const QString &event, const QStringList &players = {}, bool reissue = false);
    /** The event and its table of round, table (nothing there unless it is in the current round and not a bye), from
     *  one read of the event; throws DbError for an unknown event. */
    ReportableTable reportable(const QString &event, int round, int table) const;
    /** The entrants that hold a code now. */
    QStringList playersWithCodes(const QString &event) const;

    /**
     * Takes a player's report of a table of the event's current round, in one transaction. Throws WrongCode when the
     * code is not one of a player at that table, and DbError when the event takes no reports (off, finished), the
     * table is not one of the current round, or the result does not fit the table. A report on a table with a
     * result, or one that differs from another open report, is Disputed; the player's own earlier open report on the
     * table is Replaced.
     */
    ReportOutcome submit(const ReportInput &input);

    /** The event's reports, newest first: the open ones only (pending, confirmed, disputed), or every one. Empty
     *  event: every event's. */
    std::vector<ResultReport> list(const QString &event = {}, bool openOnly = true) const;
    ResultReport get(qint64 id) const;
    /** The open reports of one table, oldest first. */
    std::vector<ResultReport> openAt(const QString &event, int round, int table) const;
    /** Open reports of every event: what the desk's badge counts. */
    int openCount() const;
    /** Sets reports' status (a settling, or its undo), with a note (kept when empty). */
    void setStatus(const std::vector<qint64> &ids, ReportStatus status, const QString &note = {});

    /** Logs a wrong try the board stopped, for the desk; in its own transaction. */
    void logAlert(const ReportAlert &alert);
    /** The event's alerts, newest first (every event's for an empty name). */
    std::vector<ReportAlert> alerts(const QString &event = {}) const;

private:
    const Database &m_db;
};

} // namespace podium::club
