// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// An elimination event's bracket as HTML: a column per round of each part (as the app's bracket view draws it),
// each match with its two sides, the winner marked, and where a match still to play is played.
#include "web/html.h"
#include "web/sections.h"
#include "web/webtext.h"

#include "club/events/eventbracket.h"
#include "club/events/events.h"

#include <map>
#include <utility>
#include <vector>

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

/**
 * The classes of the slot a match sits in, for the lines that join it to the match its winner plays next (U4 of the
 * walkthrough of 28 November: the projector's boxes had none). The slots of a column share its height evenly, so a
 * match of the next column sits level with the one match feeding it ("to-straight") or halfway between the two
 * ("to-down" for the upper, "to-up" for the lower); the style sheet draws each half of the line from its own slot,
 * without a script, also in an HTML file. A match whose winner goes anywhere else (the winners' final to the grand
 * final, below it) has no line, as in the app's drawing; "from" draws the line's end into a match fed so.
 */
std::vector<QStringList> slotClasses(const club::EventBracket &bracket)
{
    const auto column = [&](std::size_t m) {
        const tournament::BracketBox &box = bracket.matches[m].box;
        // The grand final and its reset are the columns after the losers' final.
        const int round = box.part == Part::GrandFinal ? bracket.losersRounds + 1
            : box.part == Part::Reset                  ? bracket.losersRounds + 2
                                                       : box.round;
        const bool losers = box.part != Part::Winners;
        return std::pair {losers, round};
    };
    std::map<std::pair<bool, int>, int> counts;
    for (std::size_t m = 0; m < bracket.matches.size(); ++m)
        ++counts[column(m)];
    std::vector<QStringList> classes(bracket.matches.size());
    for (std::size_t m = 0; m < bracket.matches.size(); ++m) {
        const tournament::BracketBox &box = bracket.matches[m].box;
        const int to = box.winnerTo.match;
        if (to < 0 || static_cast<std::size_t>(to) >= bracket.matches.size())
            continue;
        const auto [losers, round] = column(m);
        const auto [toLosers, toRound] = column(static_cast<std::size_t>(to));
        if (toLosers != losers || toRound != round + 1)
            continue;
        const tournament::BracketBox &next = bracket.matches[static_cast<std::size_t>(to)].box;
        const int here = counts[{losers, round}], there = counts[{toLosers, toRound}];
        const int row = box.part == Part::GrandFinal || box.part == Part::Reset ? 0 : box.row;
        const int nextRow = next.part == Part::GrandFinal || next.part == Part::Reset ? 0 : next.row;
        QString shape;
        if (there == here && nextRow == row)
            shape = QStringLiteral("to-straight");
        else if (there * 2 == here && nextRow == row / 2)
            shape = row % 2 == 0 ? QStringLiteral("to-down") : QStringLiteral("to-up");
        if (shape.isEmpty())
            continue; // laid out otherwise: no line rather than a wrong one
        classes[m].append(shape);
        if (box.winnerSide >= 0)
            classes[m].append(QStringLiteral("advanced"));
        if (!classes[static_cast<std::size_t>(to)].contains(QStringLiteral("from")))
            classes[static_cast<std::size_t>(to)].append(QStringLiteral("from"));
    }
    return classes;
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

void slotBox(Html &html, const club::EventBracket &bracket, std::size_t m, const QStringList &classes, Flavour flavour)
{
    html.open("div", {{"class", (QStringList {QStringLiteral("slot")} + classes).join(QLatin1Char(' '))}});
    matchBox(html, bracket, m, flavour);
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
    const std::vector<QStringList> lines = slotClasses(bracket);
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
                    slotBox(html, bracket, m, lines[m], flavour);
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
                    slotBox(html, bracket, m, lines[m], flavour);
            }
            html.close("div").close("div");
        }
        html.close("div");
    }
    return html.close("section").markup();
}

} // namespace podium::web
