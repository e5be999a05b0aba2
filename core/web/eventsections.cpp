// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// An event's pages: its round with table numbers and the "where do I play?" search, its standings with what
// decided each place, and the link to its bracket.
#include "club/labels.h"
#include "web/html.h"
#include "web/sections.h"
#include "web/webtext.h"

#include "club/events/eventcolours.h"
#include "club/events/eventformat.h"
#include "club/events/events.h"

#include <cmath>

namespace podium::web {

namespace {

QString rankMark(const club::EventTable &table, const club::EventSeat &seat, const club::EventSeat &other)
{
    if (table.forfeit)
        return seat.rank < other.rank ? QStringLiteral("+") : QStringLiteral("\u2212");
    if (seat.rank == other.rank)
        return QStringLiteral("\u00bd");
    return seat.rank < other.rank ? QStringLiteral("1") : QStringLiteral("0");
}

/** "1 – 0", "½ – ½", "+ – −"; empty until there is a result. */
QString duelResult(const club::EventTable &table)
{
    if (table.seats.size() != 2 || table.seats[0].rank == 0)
        return {};
    const club::EventSeat &a = table.seats[0], &b = table.seats[1];
    return rankMark(table, a, b) + QStringLiteral(" \u2013 ") + rankMark(table, b, a);
}

void seat(Html &html, const club::EventSeat &s, Flavour flavour)
{
    html.open("td", {{"class", QStringLiteral("player")}})
        .link(linkPath(flavour, {QStringLiteral("player"), s.player}), s.player)
        .close("td");
}

/** The link to a table's report form, on a table that takes a report now (reportable: the board's, for an event
 *  that lets players report, in its current round). */
bool reportLink(Html &html, const club::EventRecord &event, const club::EventTable &t, bool reportable)
{
    if (!reportable || t.bye || t.seats.empty() || t.gameId != 0 || t.forfeit)
        return false;
    html.link(pathOf({QStringLiteral("event"), event.name, QStringLiteral("report"), QString::number(t.round),
                      QString::number(t.table)}),
              WebText::tr("Report result"), {{"class", QStringLiteral("report")}});
    return true;
}

/** One tbody per table, so that the search shows a table's players together. */
void duelTables(Html &html, const club::EventRecord &event, const std::vector<club::EventTable> &tables,
                Flavour flavour, bool reportable)
{
    const bool sides = club::playsSides(event);
    html.open("table", {{"class", QStringLiteral("pairings")}}).open("thead").open("tr");
    html.element("th", WebText::tr("Table"), {{"class", QStringLiteral("num")}});
    html.element("th", sides ? WebText::tr("White") : WebText::tr("Player"));
    html.element("th", sides ? WebText::tr("Black") : WebText::tr("Opponent"));
    html.element("th", WebText::tr("Result"), {{"class", QStringLiteral("num")}});
    html.close("tr").close("thead");
    for (const club::EventTable &t : tables) {
        html.open("tbody", {{"class", QStringLiteral("pairing")}}).open("tr");
        html.element("td", QString::number(t.table), {{"class", QStringLiteral("num table")}});
        if (t.seats.empty()) {
            html.close("tr").close("tbody");
            continue;
        }
        seat(html, t.seats[0], flavour);
        if (t.bye) {
            html.element("td",
                         t.zeroBye       ? WebText::tr("absent")
                             : t.halfBye ? WebText::tr("half-point bye")
                                         : WebText::tr("bye"),
                         {{"class", QStringLiteral("bye")}});
            html.element("td", Labels::points(t.zeroBye ? 0.0 : (t.halfBye ? event.options.draw : event.options.bye)),
                         {{"class", QStringLiteral("num")}});
        } else {
            if (t.seats.size() > 1)
                seat(html, t.seats[1], flavour);
            else
                html.element("td", QString());
            html.open("td", {{"class", QStringLiteral("num result")}});
            if (!reportLink(html, event, t, reportable))
                html.text(duelResult(t));
            html.close("td");
        }
        html.close("tr").close("tbody");
    }
    html.close("table");
}

void lobbyTables(Html &html, const club::EventRecord &event, const std::vector<club::EventTable> &tables,
                 Flavour flavour, bool reportable)
{
    html.open("table", {{"class", QStringLiteral("pairings")}}).open("thead").open("tr");
    html.element("th", WebText::tr("Table"), {{"class", QStringLiteral("num")}});
    html.element("th", WebText::tr("Player"));
    html.element("th", WebText::tr("Place"), {{"class", QStringLiteral("num")}});
    html.close("tr").close("thead");
    for (const club::EventTable &t : tables) {
        html.open("tbody", {{"class", QStringLiteral("pairing")}});
        bool first = true;
        for (const club::EventSeat &s : t.seats) {
            html.open("tr");
            html.element("td", first ? QString::number(t.table) : QString(), {{"class", QStringLiteral("num table")}});
            seat(html, s, flavour);
            const QString place = t.bye ? WebText::tr("bye") : s.rank > 0 ? QString::number(s.rank) : QString();
            html.element("td", place, {{"class", QStringLiteral("num result")}});
            html.close("tr");
            first = false;
        }
        if (reportable && !t.bye && t.gameId == 0) {
            html.open("tr").element("td", QString()).open("td", {{"colspan", QStringLiteral("2")}});
            reportLink(html, event, t, reportable);
            html.close("td").close("tr");
        }
        html.close("tbody");
    }
    html.close("table");
}

void roundSection(Html &html, const store::Database &db, const club::EventRecord &event, int round, Flavour flavour)
{
    html.open("section", {{"id", QStringLiteral("round")}, {"class", QStringLiteral("view")}});
    if (round == 0) {
        html.element("h2", WebText::tr("Pairings"));
        html.element("p", WebText::tr("No round is paired yet."));
        html.close("section");
        return;
    }
    html.element("h2", WebText::tr("Round %1").arg(round));
    if (flavour == Flavour::Board) {
        html.open("p", {{"class", QStringLiteral("search")}});
        html.element("label", WebText::tr("Where do I play?"), {{"for", QStringLiteral("where")}});
        html.empty("input",
                   {{"type", QStringLiteral("search")},
                    {"id", QStringLiteral("where")},
                    {"autocomplete", QStringLiteral("off")},
                    {"placeholder", WebText::tr("Your name")}});
        html.close("p");
    }
    const std::vector<club::EventTable> tables = club::Events(db).tables(event.name, round);
    const bool reportable = flavour == Flavour::Board && event.options.reporting
        && event.status != club::EventStatus::Finished && round == club::Events(db).roundCount(event.name);
    if (club::traits(event.format).lobbies)
        lobbyTables(html, event, tables, flavour, reportable);
    else
        duelTables(html, event, tables, flavour, reportable);
    html.close("section");
}

QString tieBreakValue(double value)
{
    if (value == std::round(value))
        return WebText::number(value, 0);
    return value * 2 == std::round(value * 2) ? Labels::points(value) : WebText::number(value, 2);
}

void playerCell(Html &html, const club::EventStanding &s, Flavour flavour)
{
    html.open("td", {{"class", QStringLiteral("player")}})
        .link(linkPath(flavour, {QStringLiteral("player"), s.player}), s.player);
    if (!s.active)
        html.text(QStringLiteral(" ")).element("small", WebText::tr("(withdrew)"));
    html.close("td");
}

/** B4: an elimination is placed by how far each one went, as the app and the PDF show it: no points, no
 *  tie-breaks, no "decided by points" that the bracket's order would contradict. */
void reachedSection(Html &html, const std::vector<club::EventStanding> &rows, Flavour flavour)
{
    html.open("table", {{"class", QStringLiteral("standings")}}).open("thead").open("tr");
    html.element("th", WebText::tr("Place"), {{"class", QStringLiteral("num")}});
    html.element("th", WebText::tr("Player"));
    html.element("th", WebText::tr("Result"));
    html.element("th", WebText::tr("Played"), {{"class", QStringLiteral("num")}});
    html.element("th", WebText::tr("W–L"), {{"class", QStringLiteral("num")}});
    html.close("tr").close("thead").open("tbody");
    for (const club::EventStanding &s : rows) {
        html.open("tr", {{s.active ? "" : "class", QStringLiteral("withdrawn")}});
        html.element("td", QString::number(s.place), {{"class", QStringLiteral("num")}});
        playerCell(html, s, flavour);
        html.element("td", Labels::reached(*s.reached), {{"class", QStringLiteral("reached")}});
        html.element("td", QString::number(s.played), {{"class", QStringLiteral("num")}});
        html.element("td", QStringLiteral("%1–%2").arg(s.wins).arg(s.losses), {{"class", QStringLiteral("num")}});
        html.close("tr");
    }
    html.close("tbody").close("table").close("section");
}

void standingsSection(Html &html, const store::Database &db, const club::EventRecord &event, Flavour flavour)
{
    const club::Events events(db);
    const std::vector<club::EventStanding> rows = events.standings(event.name);
    const QStringList tieBreaks = events.tieBreakNames(event.name);
    html.open("section", {{"id", QStringLiteral("standings")}, {"class", QStringLiteral("view")}});
    html.element("h2", WebText::tr("Standings"));
    if (!rows.empty() && rows.front().reached) {
        reachedSection(html, rows, flavour);
        return;
    }
    html.open("table", {{"class", QStringLiteral("standings")}}).open("thead").open("tr");
    html.element("th", WebText::tr("Place"), {{"class", QStringLiteral("num")}});
    html.element("th", WebText::tr("Player"));
    html.element("th", WebText::tr("Points"), {{"class", QStringLiteral("num")}});
    for (const QString &t : tieBreaks)
        html.element("th", Labels::tieBreak(t), {{"class", QStringLiteral("num wide")}});
    html.element("th", WebText::tr("Decided by"), {{"class", QStringLiteral("decider wide")}});
    html.element("th", WebText::tr("W–D–L"), {{"class", QStringLiteral("num")}});
    html.close("tr").close("thead").open("tbody");
    for (const club::EventStanding &s : rows) {
        html.open("tr", {{s.active ? "" : "class", QStringLiteral("withdrawn")}});
        html.element("td", QString::number(s.place), {{"class", QStringLiteral("num")}});
        playerCell(html, s, flavour);
        html.element("td", Labels::points(s.points), {{"class", QStringLiteral("num points")}});
        for (std::size_t t = 0; t < s.tieBreaks.size(); ++t)
            html.element("td", tieBreakValue(s.tieBreaks[t]), {{"class", QStringLiteral("num wide")}});
        html.element("td", Labels::decider(s.decidedBy, tieBreaks), {{"class", QStringLiteral("decider wide")}});
        html.element("td", QStringLiteral("%1–%2–%3").arg(s.wins).arg(s.draws).arg(s.losses),
                     {{"class", QStringLiteral("num")}});
        html.close("tr");
    }
    html.close("tbody").close("table").close("section");
}

QString statusText(const club::EventRecord &event, int rounds)
{
    switch (event.status) {
    case club::EventStatus::Open:
        return WebText::tr("not started");
    case club::EventStatus::Running:
        return event.rounds > 0 ? WebText::tr("round %1 of %2").arg(rounds).arg(event.rounds)
                                : WebText::tr("round %1").arg(rounds);
    case club::EventStatus::Finished:
        break;
    }
    return WebText::tr("finished");
}

} // namespace

int currentRound(const store::Database &db, const QString &event)
{
    return club::Events(db).roundCount(event);
}

QString eventMain(const store::Database &db, const QString &event, int round, bool withStandings, Flavour flavour)
{
    const club::Events events(db);
    const club::EventRecord record = events.get(event);
    const int rounds = events.roundCount(record.name);
    Html html;
    html.element("h1", record.name);
    html.element("p",
                 QStringLiteral("%1 · %2 · %3")
                     .arg(Labels::format(record.format), record.discipline, statusText(record, rounds)),
                 {{"class", QStringLiteral("subtitle")}});
    if (club::traits(record.format).elimination && flavour == Flavour::Board)
        html.open("p", {{"class", QStringLiteral("more")}})
            .link(pathOf({QStringLiteral("event"), record.name, QStringLiteral("bracket")}), WebText::tr("Bracket"))
            .close("p");
    roundSection(html, db, record, round > 0 ? round : rounds, flavour);
    if (withStandings)
        standingsSection(html, db, record, flavour);
    return html.markup();
}

QStringList eventKioskViews(const store::Database &db, const QString &event)
{
    const club::EventRecord record = club::Events(db).get(event);
    const QString path = pathOf({QStringLiteral("event"), record.name});
    QStringList views {path + QStringLiteral("#round"), path + QStringLiteral("#standings")};
    if (club::traits(record.format).elimination)
        views.append(pathOf({QStringLiteral("event"), record.name, QStringLiteral("bracket")}));
    return views;
}

} // namespace podium::web
