// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "web/reportdesk.h"

#include "web/html.h"
#include "web/sections.h"
#include "web/webtext.h"

#include "club/club.h"
#include "club/events/eventformat.h"
#include "club/events/eventreports.h"
#include "club/events/events.h"
#include "commands/reportcommands.h"

#include <QUrl>
#include <QUrlQuery>

#include <algorithm>

namespace podium::web {

namespace {

const QByteArray kHtml = QByteArrayLiteral("text/html; charset=utf-8");

ReportAnswer pageAnswer(int status, const QString &title, const QString &main)
{
    return {status, {document({title, {}, false}, main, Flavour::Board, false), kHtml}, 0};
}

/** A short page that says what happened, with a way back. */
ReportAnswer message(int status, const QString &title, const QString &text, const QString &back = {})
{
    Html html;
    html.element("h1", title);
    html.element("p", text, {{"class", status == 200 ? QStringLiteral("notice") : QStringLiteral("problem")}});
    if (!back.isEmpty())
        html.open("p").link(back, WebText::tr("Back")).close("p");
    return pageAnswer(status, title, html.markup());
}

QString eventPath(const QString &event)
{
    return pathOf({QStringLiteral("event"), event});
}

QString formPath(const QString &event, int round, int table)
{
    return pathOf(
        {QStringLiteral("event"), event, QStringLiteral("report"), QString::number(round), QString::number(table)});
}

QStringList seatNames(const club::EventTable &table)
{
    QStringList names;
    for (const club::EventSeat &seat : table.seats)
        names.append(seat.player);
    return names;
}

/** Whether an h2h table of the event may report a match of several games: a Swiss in the card and video game
 *  style, whose results are matches. */
bool takesMatchScores(const club::EventRecord &event)
{
    return event.format == club::EventFormat::Swiss
        && club::swissStyleOf(event.options.style, event.options.balanceSides) == club::SwissStyle::Games;
}

bool isDuel(const club::EventRecord &event, const club::EventTable &table)
{
    return table.seats.size() == 2 && !club::traits(event.format).lobbies;
}

bool hasResult(const club::EventTable &table)
{
    return table.gameId != 0 || table.forfeit;
}

/** The form's fields as a browser sends them (application/x-www-form-urlencoded: '+' is a space). */
QUrlQuery formFields(QByteArray body)
{
    body.replace('+', "%20");
    return QUrlQuery(QString::fromLatin1(body));
}

QString field(const QUrlQuery &fields, const QString &name)
{
    return fields.queryItemValue(name, QUrl::FullyDecoded).left(200);
}

/** A number field from 0 to most; nothing when empty; throws the field's words when it is not one. */
std::optional<int> numberField(const QUrlQuery &fields, const QString &name, int most, const QString &label)
{
    const QString text = field(fields, name).trimmed();
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < 0 || value > most)
        throw std::invalid_argument(WebText::tr("%1: give a number from 0 to %2").arg(label).arg(most).toStdString());
    return value;
}

/** The result the form says; throws std::invalid_argument with words for the player. */
club::ReportedResult resultOf(const QUrlQuery &fields, const club::EventRecord &event, const club::EventTable &table)
{
    club::ReportedResult result;
    if (isDuel(event, table)) {
        const QString chosen = field(fields, QStringLiteral("result"));
        if (takesMatchScores(event)) {
            const auto first = numberField(fields, QStringLiteral("games1"), 99, table.seats[0].player);
            const auto second = numberField(fields, QStringLiteral("games2"), 99, table.seats[1].player);
            //: The label of the field for the games of a match that were drawn.
            const auto drawn = numberField(fields, QStringLiteral("drawn"), 99, WebText::tr("Games drawn"));
            if (first || second || drawn) {
                club::MatchScore score {first.value_or(0), second.value_or(0), drawn.value_or(0)};
                if (score.first + score.second + score.drawn == 0)
                    throw std::invalid_argument(WebText::tr("Give the games each player won").toStdString());
                result.score = score;
                result.ranks = score.ranks();
                return result;
            }
        }
        if (chosen == QLatin1String("1"))
            result.ranks = {1, 2};
        else if (chosen == QLatin1String("2"))
            result.ranks = {2, 1};
        else if (chosen == QLatin1String("draw") && club::traits(event.format).allowsDraws)
            result.ranks = {1, 1};
        else
            throw std::invalid_argument(WebText::tr("Choose the result").toStdString());
        return result;
    }
    const int seats = int(table.seats.size());
    for (int k = 0; k < seats; ++k) {
        const auto place = numberField(fields, QStringLiteral("place%1").arg(k + 1), seats, table.seats[k].player);
        if (!place || *place < 1)
            throw std::invalid_argument(WebText::tr("Choose the place of %1").arg(table.seats[k].player).toStdString());
        result.ranks.push_back(*place);
    }
    return result;
}

void resultFields(Html &html, const club::EventRecord &event, const club::EventTable &table)
{
    html.open("fieldset", {{"class", QStringLiteral("result")}}).element("legend", WebText::tr("Result"));
    if (isDuel(event, table)) {
        const auto choice = [&](const QString &value, const QString &label) {
            const QString id = QStringLiteral("result-") + value;
            html.open("p")
                .empty("input",
                       {{"type", QStringLiteral("radio")},
                        {"name", QStringLiteral("result")},
                        {"id", id},
                        {"value", value}})
                .element("label", label, {{"for", id}})
                .close("p");
        };
        choice(QStringLiteral("1"), WebText::tr("%1 won").arg(table.seats[0].player));
        if (club::traits(event.format).allowsDraws)
            choice(QStringLiteral("draw"), WebText::tr("Draw"));
        choice(QStringLiteral("2"), WebText::tr("%1 won").arg(table.seats[1].player));
        if (takesMatchScores(event)) {
            html.element("p", WebText::tr("Or the games of the match:"), {{"class", QStringLiteral("hint")}});
            const auto games = [&](const char *name, const QString &label) {
                html.open("p")
                    .element("label", label, {{"for", QLatin1String(name)}})
                    .empty("input",
                           {{"type", QStringLiteral("number")},
                            {"name", QLatin1String(name)},
                            {"id", QLatin1String(name)},
                            {"min", QStringLiteral("0")},
                            {"max", QStringLiteral("99")},
                            {"inputmode", QStringLiteral("numeric")}})
                    .close("p");
            };
            games("games1", WebText::tr("Games won by %1").arg(table.seats[0].player));
            games("games2", WebText::tr("Games won by %1").arg(table.seats[1].player));
            games("drawn", WebText::tr("Games drawn"));
        }
    } else {
        const int seats = int(table.seats.size());
        for (int k = 0; k < seats; ++k) {
            const QString name = QStringLiteral("place%1").arg(k + 1);
            html.open("p").element("label", table.seats[k].player, {{"for", name}});
            html.open("select", {{"name", name}, {"id", name}});
            html.element("option", WebText::tr("Place"), {{"value", QString()}});
            for (int place = 1; place <= seats; ++place)
                html.element("option", QString::number(place), {{"value", QString::number(place)}});
            html.close("select").close("p");
        }
    }
    html.close("fieldset");
}

/** What the table's page says of its open reports. */
void reportsSoFar(Html &html, const std::vector<club::ResultReport> &open)
{
    if (open.empty())
        return;
    html.open("ul", {{"class", QStringLiteral("reports")}});
    for (const club::ResultReport &r : open)
        html.element("li",
                     WebText::tr("%1 reported: %2 (%3)")
                         .arg(r.player, r.result.describe(r.players), club::reportStatusText(r.status)));
    html.close("ul");
}

} // namespace

ReportDesk::ReportDesk(Club &club)
    : m_club(club)
{ }

std::optional<ReportRoute> ReportDesk::route(const QString &path)
{
    const QString prefix = QStringLiteral("/event/");
    const QString marker = QStringLiteral("/report/");
    if (!path.startsWith(prefix))
        return std::nullopt;
    const qsizetype at = path.lastIndexOf(marker);
    if (at <= prefix.size())
        return std::nullopt;
    const QStringList numbers = path.mid(at + marker.size()).split(QLatin1Char('/'));
    if (numbers.size() != 2)
        return std::nullopt;
    bool roundOk = false, tableOk = false;
    ReportRoute route {path.mid(prefix.size(), at - prefix.size()), numbers[0].toInt(&roundOk),
                       numbers[1].toInt(&tableOk)};
    if (!roundOk || !tableOk || route.round < 1 || route.table < 1 || numbers[0].startsWith(QLatin1Char('+'))
        || numbers[1].startsWith(QLatin1Char('+')))
        return std::nullopt;
    return route;
}

ReportAnswer ReportDesk::form(const QString &path)
{
    const auto where = route(path);
    if (!where)
        return message(404, WebText::tr("Not found"), WebText::tr("There is no such page on this board."),
                       QStringLiteral("/"));
    try {
        const club::ReportableTable found
            = club::EventReports(m_club.database()).reportable(where->event, where->round, where->table);
        const club::EventRecord &event = found.event;
        const QString back = eventPath(event.name);
        if (!event.options.reporting)
            return message(403, event.name,
                           WebText::tr("Players do not report results of this event; the desk "
                                       "enters them."),
                           back);
        const std::optional<club::EventTable> &table = found.table;
        if (!table || event.status == club::EventStatus::Finished)
            return message(
                404, event.name,
                WebText::tr("Round %1 has no table %2 that takes a report now.").arg(where->round).arg(where->table),
                back);
        const QString self = formPath(event.name, table->round, table->table);
        Html html;
        html.element("h1", event.name);
        html.element("p", WebText::tr("Round %1 · Table %2").arg(table->round).arg(table->table),
                     {{"class", QStringLiteral("subtitle")}});
        html.element("p", seatNames(*table).join(QStringLiteral(" \u2013 ")), {{"class", QStringLiteral("players")}});
        if (hasResult(*table))
            html.element("p", WebText::tr("This table has a result already; a report now goes to the desk."),
                         {{"class", QStringLiteral("problem")}});
        reportsSoFar(html, club::EventReports(m_club.database()).openAt(event.name, table->round, table->table));
        html.open("form", {{"method", QStringLiteral("post")}, {"action", self}, {"class", QStringLiteral("report")}});
        html.empty(
            "input",
            {{"type", QStringLiteral("hidden")}, {"name", QStringLiteral("token")}, {"value", m_tokens.issue(self)}});
        resultFields(html, event, *table);
        html.open("p")
            .element("label", WebText::tr("Your code"), {{"for", QStringLiteral("code")}})
            .empty("input",
                   {{"type", QStringLiteral("text")},
                    {"name", QStringLiteral("code")},
                    {"id", QStringLiteral("code")},
                    {"autocomplete", QStringLiteral("off")},
                    {"autocapitalize", QStringLiteral("characters")},
                    {"spellcheck", QStringLiteral("false")},
                    {"maxlength", QStringLiteral("12")},
                    {"required", QStringLiteral("required")}})
            .close("p");
        html.element("p",
                     isDuel(event, *table)
                         ? WebText::tr("The other side confirms with their own code; the desk settles a dispute.")
                         : WebText::tr("The other players of the heat confirm with their own codes; the desk "
                                       "settles a dispute."),
                     {{"class", QStringLiteral("hint")}});
        html.element("button", WebText::tr("Send report"), {{"type", QStringLiteral("submit")}});
        html.close("form");
        html.open("p").link(back, WebText::tr("Back to the round")).close("p");
        return pageAnswer(200, WebText::tr("%1, table %2").arg(event.name).arg(table->table), html.markup());
    } catch (const std::exception &) {
        return message(404, WebText::tr("Not found"), WebText::tr("There is no such page on this board."),
                       QStringLiteral("/"));
    }
}

ReportAnswer ReportDesk::post(const ReportPost &post)
{
    const auto where = route(post.path);
    if (!where)
        return message(404, WebText::tr("Not found"), WebText::tr("There is no such page on this board."));
    const QString refused = WebText::tr("Not sent");
    // Only the board's own pages may send a report: a browser says where a request comes from.
    const bool sameSite = post.fetchSite.isEmpty() || post.fetchSite == "same-origin" || post.fetchSite == "none";
    // A browser that says the request is its own site's may still send "Origin: null" (a page with no referrer).
    const bool sameOrigin = post.origin.isEmpty() || post.origin == "http://" + post.host
        || (post.origin == "null" && post.fetchSite == "same-origin");
    if (!sameSite || !sameOrigin)
        return message(403, refused, WebText::tr("A report can only be sent from this board's own page."));
    if (!post.contentType.toLower().startsWith("application/x-www-form-urlencoded"))
        return message(415, refused, WebText::tr("Send the report from the board's page."));
    if (post.body.size() > kMaxBody)
        return message(413, refused, WebText::tr("The report is too long."));
    const QUrlQuery fields = formFields(post.body);
    try {
        const club::ReportableTable found
            = club::EventReports(m_club.database()).reportable(where->event, where->round, where->table);
        const club::EventRecord &event = found.event;
        const QString self = formPath(event.name, where->round, where->table);
        switch (m_tokens.take(field(fields, QStringLiteral("token")), self)) {
        case FormTokens::Check::Valid:
            break;
        case FormTokens::Check::Used:
            return message(409, refused,
                           WebText::tr("This report was sent already. Load the page again to send "
                                       "another."),
                           self);
        case FormTokens::Check::Expired:
        case FormTokens::Check::Forged:
            return message(403, refused,
                           WebText::tr("This page is out of date. Load it again and send the report "
                                       "once more."),
                           self);
        }
        if (!event.options.reporting)
            return message(403, refused, WebText::tr("Players do not report results of this event."),
                           eventPath(event.name));
        const std::optional<club::EventTable> &table = found.table;
        if (!table)
            return message(
                409, refused,
                WebText::tr("Round %1 has no table %2 that takes a report now.").arg(where->round).arg(where->table),
                eventPath(event.name));
        const QString tableKey = QStringLiteral("%1/%2/%3").arg(event.id).arg(table->round).arg(table->table);
        if (const auto wait = m_guard.pausedFor(post.peer, tableKey)) {
            ReportAnswer answer = message(
                429, refused, WebText::tr("Too many wrong codes. Try again in %n second(s).", nullptr, *wait), self);
            answer.retryAfter = *wait;
            return answer;
        }
        club::ReportInput input;
        input.event = event.name;
        input.round = table->round;
        input.table = table->table;
        input.code = field(fields, QStringLiteral("code"));
        bool v4 = false; // a phone's own address for the desk, an IPv4 one as such (not "::ffff:192.168.1.23")
        const quint32 ip4 = post.peer.toIPv4Address(&v4);
        input.address = v4 ? QHostAddress(ip4).toString() : post.peer.toString();
        try {
            input.result = resultOf(fields, event, *table);
        } catch (const std::invalid_argument &e) {
            return message(400, refused, QString::fromStdString(e.what()), self);
        }
        club::EventReports reports(m_club.database());
        const ClubChange change {ClubChange::Events, {}, event.name, false};
        club::ReportOutcome outcome;
        try {
            outcome = reports.submit(input);
        } catch (const club::WrongCode &) {
            if (const auto pauses = m_guard.wrongCode(post.peer, tableKey)) {
                club::ReportAlert alert;
                alert.event = event.name;
                alert.round = table->round;
                alert.table = table->table;
                alert.address = input.address;
                alert.addressPaused = pauses->address;
                alert.tableGuarded = pauses->table;
                reports.logAlert(alert);
                m_club.record(change);
                ClubChange logged = change;
                logged.reportsOnly = true;
                m_club.publish(logged);
            }
            return message(403, refused, WebText::tr("That code is not the code of a player at this table."), self);
        }
        m_club.record(change);
        ClubChange waiting = change;
        waiting.reportsOnly = outcome.kind != club::ReportOutcome::Confirmed; // the result comes with its command
        m_club.publish(waiting);
        const QString players = seatNames(*table).join(QStringLiteral(" \u2013 "));
        const QString said = input.result.describe(seatNames(*table));
        if (outcome.kind == club::ReportOutcome::Confirmed) {
            try {
                m_club.run(std::make_unique<commands::SettleReports>(m_club, event.name, table->round, table->table,
                                                                     input.result));
            } catch (const std::exception &e) {
                std::vector<qint64> open;
                for (const club::ResultReport &r : reports.openAt(event.name, table->round, table->table))
                    open.push_back(r.id);
                reports.setStatus(open, club::ReportStatus::Disputed, QString::fromUtf8(e.what()));
                m_club.record(change);
                m_club.publish(change);
                return message(200, WebText::tr("Sent to the desk"),
                               WebText::tr("%1: %2. The result could not be entered, so the desk will settle it.")
                                   .arg(players, said),
                               eventPath(event.name));
            }
            return message(200, WebText::tr("Result entered"),
                           (isDuel(event, *table)
                                ? WebText::tr("%1: %2. Confirmed by both sides and entered.")
                                : WebText::tr("%1: %2. Confirmed by most of the players at the table and entered."))
                               .arg(players, said),
                           eventPath(event.name));
        }
        if (outcome.kind == club::ReportOutcome::Disputed)
            return message(200, WebText::tr("Sent to the desk"),
                           WebText::tr("%1: %2. %3; the desk will settle it.")
                               .arg(players, said, outcome.note.left(1).toUpper() + outcome.note.mid(1)),
                           eventPath(event.name));
        return message(
            200, WebText::tr("Report sent"),
            isDuel(event, *table)
                ? WebText::tr("%1: %2. Waiting for the other side to confirm it with their code.").arg(players, said)
                : WebText::tr("%1: %2. Waiting for %n more player(s) of the table to confirm it.", nullptr,
                              outcome.needed - outcome.agreeing)
                      .arg(players, said),
            eventPath(event.name));
    } catch (const std::exception &e) {
        return message(409, refused, QString::fromUtf8(e.what()));
    }
}

} // namespace podium::web
