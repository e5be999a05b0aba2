// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "web/formtokens.h"
#include "web/reportguard.h"
#include "web/webpage.h"

#include <QHostAddress>
#include <QString>

#include <optional>

namespace podium {
class Club;
}

namespace podium::web {

/** A table's report form: /event/NAME/report/ROUND/TABLE. */
struct ReportRoute
{
    QString event; ///< as the path names it
    int round = 0;
    int table = 0;
};

/** What the board needs of a POST to a report form. */
struct ReportPost
{
    QString path; ///< decoded, as the router gives it
    QHostAddress peer;
    QByteArray body;
    QByteArray contentType;
    QByteArray origin; ///< the Origin header; empty when not sent
    QByteArray host; ///< the Host header
    QByteArray fetchSite; ///< Sec-Fetch-Site; empty when not sent
};

struct ReportAnswer
{
    int status = 200; ///< 200, 400, 403, 404, 409, 413, 415, 429
    WebPage page;
    int retryAfter = 0; ///< with 429: seconds
};

/**
 * The two-way part of the live board: a table's report form (GET) and the report it sends (POST), for events whose
 * organiser turned reporting on (club/events/eventreports.h). A report needs the per-page token of its form
 * (FormTokens: no request from another site, no replay), the code of a player at the table (ReportGuard: wrong codes
 * are limited and logged for the desk), and a result that fits the table. When the table's players agree, the result
 * is entered here as an ordinary command (commands::SettleReports) through the serving program's club: on the desk's
 * undo stack in the app, in the journal for every other desk and board. Runs on the board's serving thread.
 */
class ReportDesk
{
public:
    /** The largest body a report may have. */
    static constexpr qsizetype kMaxBody = 2048;

    explicit ReportDesk(Club &club);

    /** The report route path names, or nothing. */
    static std::optional<ReportRoute> route(const QString &path);
    /** The form for a table (with a fresh token), or 404. */
    ReportAnswer form(const QString &path);
    /** Takes a report sent from a form. */
    ReportAnswer post(const ReportPost &post);

    ReportGuard &guard() { return m_guard; }
    FormTokens &tokens() { return m_tokens; }

private:
    Club &m_club;
    ReportGuard m_guard;
    FormTokens m_tokens;
};

} // namespace podium::web
