// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// An elimination event's bracket as HTML: a column per round of each part (as the app's bracket view draws it),
// each match with its two sides, the winner marked, and where a match still to play is played.
#include "web/html.h"
#include "web/sections.h"
#include "web/webtext.h"

#include "club/events/eventbracket.h"
#include "club/events/events.h"

namespace podium::web {

namespace {

using Part = tournament::BracketMatch::Part;
using Status = tournament::BracketBox::Status;
using Kind = tournament::BracketSource::Kind;

QString caption(const club::EventBracket &bracket, int match)
{
    const tournament::BracketBox &box = bracket.matches.at(static_cast<std::size_t>(match)).box;
    switch (box.part) {
    case Part::Winners:
        return WebText::tr("R%1 M%2").arg(box.round).arg(box.row + 1);
    case Part::Losers:
        return WebText::tr("L%1 M%2").arg(box.round).arg(box.row + 1);
    case Part::GrandFinal:
        return WebText::tr("Grand final");
    case Part::Reset:
        break;
    }
    return WebText::tr("Reset");
}

QString columnTitle(const club::EventBracket &bracket, Part part, int round)
{
    if (part == Part::GrandFinal)
        return WebText::tr("Grand final");
    if (part == Part::Reset)
        return WebText::tr("Reset");
    if (part == Part::Losers)
        return round == bracket.losersRounds ? WebText::tr("Losers' final")
                                             : WebText::tr("Losers' round %1").arg(round);
    if (bracket.grandFinal)
        return round == bracket.winnersRounds ? WebText::tr("Winners' final")
                                              : WebText::tr("Winners' round %1").arg(round);
    const int fromEnd = bracket.winnersRounds - round;
    return fromEnd == 0 ? WebText::tr("Final")
        : fromEnd == 1  ? WebText::tr("Semi-finals")
                        : WebText::tr("Round %1").arg(round);
}

/** A side without a player: a bye, or where its player comes from. */
QString placeholder(const club::EventBracket &bracket, const club::EventBracketMatch &match, std::size_t side)
{
    if (match.box.status == Status::Empty)
        return match.box.part == Part::Reset ? WebText::tr("not needed") : WebText::tr("no game");
    const tournament::BracketSource &from = match.box.from[side];
    if (match.box.players[side] == tournament::BracketState::kNobody || from.kind == Kind::Nobody)
        return WebText::tr("bye");
    if (from.kind == Kind::WinnerOf)
        return WebText::tr("Winner of %1").arg(caption(bracket, from.value));
    if (from.kind == Kind::LoserOf)
        return WebText::tr("Loser of %1").arg(caption(bracket, from.value));
    return WebText::tr("to be decided");
}

void matchBox(Html &html, const club::EventBracket &bracket, std::size_t m, Flavour flavour)
{
    const club::EventBracketMatch &match = bracket.matches[m];
    html.open("div", {{"class", QStringLiteral("match")}});
    QString where = caption(bracket, static_cast<int>(m));
    if (match.round > 0 && match.box.status == Status::Ready)
        where = WebText::tr("%1 · round %2, table %3").arg(where).arg(match.round).arg(match.table);
    html.element("div", where, {{"class", QStringLiteral("caption")}});
    for (std::size_t k = 0; k < 2; ++k) {
        const club::BracketEntry &entry = match.entries[k];
        const bool won = match.box.winnerSide == static_cast<int>(k);
        html.open("div", {{"class", won ? QStringLiteral("side winner") : QStringLiteral("side")}});
        if (entry.player.isEmpty()) {
            html.element("span", placeholder(bracket, match, k), {{"class", QStringLiteral("placeholder")}});
        } else {
            html.element("span", QString::number(entry.seed), {{"class", QStringLiteral("seed")}});
            html.link(linkPath(flavour, {QStringLiteral("player"), entry.player}), entry.player);
        }
        if (won)
            html.element("span", WebText::tr("won"), {{"class", QStringLiteral("mark")}});
        html.close("div");
    }
    html.close("div");
}

} // namespace

QString bracketMain(const store::Database &db, const QString &event, Flavour flavour)
{
    const club::EventRecord record = club::Events(db).get(event);
    const club::EventBracket bracket = club::eventBracket(db, record.name);
    Html html;
    html.element("h1", record.name);
    if (flavour == Flavour::Board)
        html.open("p", {{"class", QStringLiteral("more")}})
            .link(pathOf({QStringLiteral("event"), record.name}), WebText::tr("Round and standings"))
            .close("p");
    html.open("section", {{"id", QStringLiteral("bracket")}, {"class", QStringLiteral("view")}});
    html.element("h2", WebText::tr("Bracket"));
    if (bracket.matches.empty()) {
        html.element("p", WebText::tr("This event has no bracket."));
        return html.close("section").markup();
    }
    if (!bracket.drawn)
        html.element("p", WebText::tr("Not drawn yet: the seeds as they stand now."),
                     {{"class", QStringLiteral("note")}});
    if (!bracket.champion.isEmpty()) {
        html.open("p", {{"class", QStringLiteral("champion")}}).text(WebText::tr("Champion: "));
        html.link(linkPath(flavour, {QStringLiteral("player"), bracket.champion}), bracket.champion).close("p");
    }
    for (const Part part : {Part::Winners, Part::Losers}) {
        const int rounds = part == Part::Winners ? bracket.winnersRounds : bracket.losersRounds;
        if (rounds == 0)
            continue;
        html.open("div", {{"class", QStringLiteral("bracket")}});
        for (int round = 1; round <= rounds; ++round) {
            html.open("div", {{"class", QStringLiteral("column")}}).element("h3", columnTitle(bracket, part, round));
            html.open("div", {{"class", QStringLiteral("matches")}});
            for (std::size_t m = 0; m < bracket.matches.size(); ++m) {
                if (bracket.matches[m].box.part == part && bracket.matches[m].box.round == round)
                    matchBox(html, bracket, m, flavour);
            }
            html.close("div").close("div");
        }
        if (part == Part::Winners || !bracket.grandFinal) {
            html.close("div");
            continue;
        }
        for (const Part last : {Part::GrandFinal, Part::Reset}) {
            html.open("div", {{"class", QStringLiteral("column")}}).element("h3", columnTitle(bracket, last, 1));
            html.open("div", {{"class", QStringLiteral("matches")}});
            for (std::size_t m = 0; m < bracket.matches.size(); ++m) {
                if (bracket.matches[m].box.part == last)
                    matchBox(html, bracket, m, flavour);
            }
            html.close("div").close("div");
        }
        html.close("div");
    }
    return html.close("section").markup();
}

} // namespace podium::web
