// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// A leaderboard's standings and a player's page: next game, rating history per leaderboard, games.
#include "web/html.h"
#include "web/ratingchartsvg.h"
#include "web/sections.h"
#include "web/webtext.h"

#include "club/events/events.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "club/ratingtrail.h"
#include "store/dberror.h"

#include <algorithm>
#include <limits>

namespace podium::web {

namespace {

/** Games shown on a player's page: a season of a club night, not two years of kart races. */
constexpr std::size_t kGamesShown = 50;

QString ratingHeader(const club::LeaderboardView &view)
{
    const bool glicko = std::any_of(view.rows.begin(), view.rows.end(),
                                    [](const club::LeaderboardRow &r) { return r.rating.volatility > 0; });
    if (glicko)
        return WebText::tr("Rating (r−2RD)");
    return view.hasUncertainty ? WebText::tr("Rating (μ−3σ)") : WebText::tr("Rating");
}

/** What the game was for the player: won, drew, lost, or their place of how many. */
QString outcome(const club::GameRecord &game, const QString &player)
{
    const auto &all = game.game.participants;
    const auto me = std::find_if(all.begin(), all.end(), [&](const club::ParticipantInput &p) {
        return p.player.compare(player, Qt::CaseInsensitive) == 0;
    });
    if (me == all.end())
        return {};
    if (game.game.kind == history::GameKind::FreeForAll)
        return WebText::tr("place %1 of %2").arg(me->rank).arg(all.size());
    int bestOther = std::numeric_limits<int>::max();
    for (const club::ParticipantInput &p : all) {
        if (&p != &*me && (me->team.isEmpty() || p.team != me->team))
            bestOther = std::min(bestOther, p.rank);
    }
    if (bestOther < me->rank)
        return WebText::tr("lost");
    return bestOther == me->rank ? WebText::tr("drew") : WebText::tr("won");
}

QStringList opponents(const club::GameRecord &game, const QString &player)
{
    QString team;
    for (const club::ParticipantInput &p : game.game.participants) {
        if (p.player.compare(player, Qt::CaseInsensitive) == 0)
            team = p.team;
    }
    QStringList names;
    for (const club::ParticipantInput &p : game.game.participants) {
        if (p.player.compare(player, Qt::CaseInsensitive) != 0 && (team.isEmpty() || p.team != team))
            names.append(p.player);
    }
    return names;
}

void nextGame(Html &html, const store::Database &db, const QString &player, Flavour flavour)
{
    html.open("section", {{"id", QStringLiteral("next")}}).element("h2", WebText::tr("Next game"));
    const club::Events events(db);
    bool any = false;
    for (const club::EventRecord &e : events.list()) {
        if (e.status != club::EventStatus::Running)
            continue;
        const int round = events.roundCount(e.name);
        for (const club::EventTable &t : events.tables(e.name, round)) {
            const auto mine = std::find_if(t.seats.begin(), t.seats.end(), [&](const club::EventSeat &s) {
                return s.player.compare(player, Qt::CaseInsensitive) == 0;
            });
            if (mine == t.seats.end() || t.gameId != 0 || t.forfeit || (!t.bye && mine->rank > 0))
                continue;
            any = true;
            html.open("p", {{"class", QStringLiteral("next")}});
            html.link(linkPath(flavour, {QStringLiteral("event"), e.name}), e.name).text(QStringLiteral(": "));
            if (t.bye) {
                html.text((t.zeroBye ? WebText::tr("round %1, absent") : WebText::tr("round %1, bye")).arg(round));
            } else {
                QStringList others;
                for (const club::EventSeat &s : t.seats) {
                    if (&s != &*mine)
                        others.append(s.player);
                }
                html.element("strong", WebText::tr("round %1, table %2").arg(round).arg(t.table));
                html.text(QStringLiteral(" ") + WebText::tr("against %1").arg(others.join(QStringLiteral(", "))));
            }
            html.close("p");
        }
    }
    if (!any)
        html.element("p", WebText::tr("No game to play in a running event."));
    html.close("section");
}

void histories(Html &html, const store::Database &db, const QString &player, Flavour flavour)
{
    html.open("section", {{"id", QStringLiteral("ratings")}}).element("h2", WebText::tr("Rating history"));
    const club::Leaderboards leaderboards(db);
    bool any = false;
    for (const club::LeaderboardRecord &l : leaderboards.list()) {
        // One replay per leaderboard and club version, shared by every player's page and chart (M4).
        const auto trail = club::RatingTrail::of(db, l);
        const std::vector<club::HistoryPoint> points = trail->history(player);
        if (points.empty())
            continue;
        any = true;
        html.open("figure").open("figcaption");
        html.link(linkPath(flavour, {QStringLiteral("leaderboard"), l.name}), l.name).close("figcaption");
        if (flavour == Flavour::Board)
            html.empty("img",
                       {{"class", QStringLiteral("chart")},
                        {"src", pathOf({QStringLiteral("chart"), l.name, player + QStringLiteral(".svg")})},
                        {"alt", WebText::tr("Rating history of %1 on %2").arg(player, l.name)},
                        {"width", QStringLiteral("520")},
                        {"height", QStringLiteral("300")}});
        else
            html.raw(ratingChartSvg(points, trail->hasUncertainty(), l.name));
        html.close("figure");
    }
    if (!any)
        html.element("p", WebText::tr("No rated games yet."));
    html.close("section");
}

void gameList(Html &html, const store::Database &db, const QString &player, Flavour flavour)
{
    const std::vector<club::GameRecord> games = club::Games(db).list({player, {}}); // newest first
    html.open("section", {{"id", QStringLiteral("games")}}).element("h2", WebText::tr("Games"));
    if (games.empty()) {
        html.element("p", WebText::tr("No games yet."));
        return void(html.close("section"));
    }
    if (games.size() > kGamesShown)
        html.element("p", WebText::tr("The latest %1 of %2 games.").arg(kGamesShown).arg(games.size()),
                     {{"class", QStringLiteral("note")}});
    html.open("table", {{"class", QStringLiteral("games")}}).open("thead").open("tr");
    html.element("th", WebText::tr("Date"));
    html.element("th", WebText::tr("Discipline"), {{"class", QStringLiteral("wide")}});
    html.element("th", WebText::tr("Result"));
    html.element("th", WebText::tr("Against"));
    html.close("tr").close("thead").open("tbody");
    for (std::size_t g = 0; g < std::min(games.size(), kGamesShown); ++g) {
        html.open("tr");
        html.element("td", WebText::date(games[g].game.date));
        html.element("td", games[g].game.discipline, {{"class", QStringLiteral("wide")}});
        html.element("td", outcome(games[g], player));
        html.open("td");
        const QStringList others = opponents(games[g], player);
        for (qsizetype k = 0; k < others.size(); ++k) {
            if (k > 0)
                html.text(QStringLiteral(", "));
            html.link(linkPath(flavour, {QStringLiteral("player"), others[k]}), others[k]);
        }
        html.close("td").close("tr");
    }
    html.close("tbody").close("table").close("section");
}

} // namespace

QString leaderboardMain(const store::Database &db, const QString &leaderboard, Flavour flavour)
{
    club::Leaderboards leaderboards(db);
    const club::LeaderboardRecord record = leaderboards.get(leaderboard);
    const club::LeaderboardView view = leaderboards.view(record.name);
    const int decimals = view.hasUncertainty ? 2 : 1; // as the app's table
    Html html;
    html.element("h1", record.name);
    html.element("p", record.discipline.isEmpty() ? WebText::tr("Every discipline") : record.discipline,
                 {{"class", QStringLiteral("subtitle")}});
    html.open("section", {{"id", QStringLiteral("standings")}, {"class", QStringLiteral("view")}});
    html.element("h2", WebText::tr("Standings"));
    html.open("table", {{"class", QStringLiteral("standings")}}).open("thead").open("tr");
    html.element("th", WebText::tr("Place"), {{"class", QStringLiteral("num")}});
    html.element("th", WebText::tr("Player"));
    html.element("th", ratingHeader(view), {{"class", QStringLiteral("num")}});
    html.element("th", WebText::tr("Games"), {{"class", QStringLiteral("num")}});
    // W–D–L on a wider screen: at 390 px it ran off a phone's edge (U2 of the walkthrough of 28 November).
    html.element("th", WebText::tr("W–D–L"), {{"class", QStringLiteral("num wide")}});
    html.close("tr").close("thead").open("tbody");
    for (std::size_t i = 0; i < view.rows.size(); ++i) {
        const club::LeaderboardRow &row = view.rows[i];
        html.open("tr");
        html.element("td", QString::number(i + 1), {{"class", QStringLiteral("num")}});
        html.open("td", {{"class", QStringLiteral("player")}})
            .link(linkPath(flavour, {QStringLiteral("player"), row.player}), row.player)
            .close("td");
        html.element("td", WebText::number(row.value, decimals), {{"class", QStringLiteral("num rating")}});
        html.element("td", QString::number(row.games), {{"class", QStringLiteral("num")}});
        html.element("td", QStringLiteral("%1–%2–%3").arg(row.wins).arg(row.draws).arg(row.losses),
                     {{"class", QStringLiteral("num wide")}});
        html.close("tr");
    }
    html.close("tbody").close("table").close("section");
    return html.markup();
}

QString playerMain(const store::Database &db, const QString &player, Flavour flavour)
{
    const club::PlayerRecord record = club::Players(db).get(player);
    Html html;
    html.element("h1", record.displayName.isEmpty() ? record.name : record.displayName);
    if (!record.affiliation.isEmpty())
        html.element("p", record.affiliation, {{"class", QStringLiteral("subtitle")}});
    nextGame(html, db, record.name, flavour);
    histories(html, db, record.name, flavour);
    gameList(html, db, record.name, flavour);
    return html.markup();
}

QString playerChart(const store::Database &db, const QString &leaderboard, const QString &player)
{
    const club::LeaderboardRecord record = club::Leaderboards(db).get(leaderboard);
    const club::PlayerRecord who = club::Players(db).get(player);
    const auto trail = club::RatingTrail::of(db, record);
    return ratingChartSvg(trail->history(who.name), trail->hasUncertainty(),
                          WebText::tr("%1 on %2").arg(who.name, record.name));
}

} // namespace podium::web
