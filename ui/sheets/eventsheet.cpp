// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "sheets/eventsheet.h"

#include "club/events/eventcolours.h"
#include "club/events/eventformat.h"
#include "club/labels.h"

#include <QLocale>

#include <cmath>
#include <map>

namespace podium::ui {

namespace {

/** Room to write a result by hand on a pinned sheet, read from a step away. */
constexpr double kWritingShare = 0.2;
constexpr double kWallFont = 12;
constexpr double kWritingPadding = 6;

QString rankMark(const club::EventTable &table, const club::EventSeat &seat, const club::EventSeat &other)
{
    if (table.forfeit)
        return seat.rank < other.rank ? QStringLiteral("+") : QStringLiteral("\u2212");
    if (seat.rank == other.rank)
        return QStringLiteral("\u00bd");
    return seat.rank < other.rank ? QStringLiteral("1") : QStringLiteral("0");
}

QStringList playersOf(const std::vector<club::EventStanding> &rows)
{
    QStringList players;
    for (const club::EventStanding &s : rows)
        players.append(s.player);
    return players;
}

} // namespace

EventSheet::EventSheet(const store::Database &database, const QString &event)
    : m_db(database)
    , m_event(club::Events(database).get(event))
{ }

void EventSheet::write(PrintSheet &sheet, int round) const
{
    if (round > 0) {
        sheet.heading(tr("Round %1").arg(round));
        sheet.table(this->round(round));
    }
    sheet.heading(tr("Standings"));
    sheet.table(standings());
}

SheetTable EventSheet::round(int round) const
{
    const std::vector<club::EventTable> tables = club::Events(m_db).tables(m_event.name, round);
    return club::traits(m_event.format).lobbies ? lobbies(tables) : duels(tables, round);
}

QString EventSheet::seated(const club::EventSeat &seat, int round) const
{
    // Score groups are what a Swiss or round robin pairs by; an elimination's seats all come with a win.
    if (round < 2 || club::traits(m_event.format).elimination)
        return seat.player;
    return tr("%1 (%2)").arg(seat.player, Labels::points(seat.scoreBefore));
}

QString EventSheet::duelResult(const club::EventTable &table)
{
    if (table.seats.size() != 2 || table.seats[0].rank == 0)
        return {};
    const club::EventSeat &a = table.seats[0], &b = table.seats[1];
    return tr("%1 \u2013 %2").arg(rankMark(table, a, b), rankMark(table, b, a));
}

SheetTable EventSheet::duels(const std::vector<club::EventTable> &tables, int round) const
{
    // Where the event balances who plays first (White, in chess: side 1), the sheet says who takes which side.
    const bool sides = club::playsSides(m_event);
    SheetTable sheet;
    sheet.columns = {{tr("Table"), true},
                     {sides ? tr("White") : tr("Player"), false, true},
                     {sides ? tr("Black") : tr("Opponent"), false, true},
                     {tr("Result"), false, false, kWritingShare}};
    sheet.pointSize = kWallFont;
    sheet.padding = kWritingPadding;
    for (const club::EventTable &t : tables) {
        const QString table = QString::number(t.table);
        if (t.bye) {
            const QString bye = t.zeroBye ? tr("Absent") : (t.halfBye ? tr("Half-point bye") : tr("Bye"));
            const double points = t.zeroBye ? 0.0 : (t.halfBye ? m_event.options.draw : m_event.options.bye);
            sheet.rows.push_back({table, seated(t.seats.at(0), round), bye, Labels::points(points)});
        } else if (t.seats.size() == 2) {
            sheet.rows.push_back({table, seated(t.seats[0], round), seated(t.seats[1], round), duelResult(t)});
        }
    }
    return sheet;
}

SheetTable EventSheet::lobbies(const std::vector<club::EventTable> &tables) const
{
    SheetTable sheet;
    sheet.columns = {{tr("Table"), true}, {tr("Player"), false, true}, {tr("Place"), true, false, kWritingShare}};
    sheet.pointSize = kWallFont;
    sheet.padding = kWritingPadding;
    for (const club::EventTable &t : tables) {
        const int first = static_cast<int>(sheet.rows.size());
        for (const club::EventSeat &seat : t.seats) {
            const QString place = t.bye ? tr("Bye") : seat.rank > 0 ? QString::number(seat.rank) : QString();
            sheet.rows.push_back(
                {sheet.rows.size() == static_cast<std::size_t>(first) ? QString::number(t.table) : QString(),
                 seat.player, place});
        }
        if (t.seats.size() > 1)
            sheet.spans.push_back({first, 0, static_cast<int>(t.seats.size())});
    }
    return sheet;
}

std::vector<bool> EventSheet::meaningfulTieBreaks(const std::vector<club::EventStanding> &rows,
                                                  const QStringList &tieBreaks) const
{
    std::vector<bool> shown(static_cast<std::size_t>(tieBreaks.size()), false);
    for (qsizetype t = 0; t < tieBreaks.size(); ++t) {
        if (tieBreaks[t] == QLatin1String("rating") && m_event.leaderboard.isEmpty())
            continue; // every entrant has the same unrated start
        bool nonZero = false, sameAsWins = tieBreaks[t] == QLatin1String("wins");
        for (const club::EventStanding &s : rows) {
            nonZero = nonZero || s.tieBreaks.at(t) != 0.0;
            sameAsWins = sameAsWins && s.tieBreaks.at(t) == s.wins;
        }
        shown[static_cast<std::size_t>(t)] = nonZero && !sameAsWins; // the W column says it already
    }
    return shown;
}

QString EventSheet::tieBreakShort(const QString &name)
{
    // As Swiss-Manager and chess-results.com print them, with a key below the table.
    static const std::map<QString, const char *> shortNames {
        {QStringLiteral("buchholz"), QT_TR_NOOP("BH")},         {QStringLiteral("buchholz-cut1"), QT_TR_NOOP("BH-C1")},
        {QStringLiteral("median-buchholz"), QT_TR_NOOP("MBH")}, {QStringLiteral("sonneborn-berger"), QT_TR_NOOP("SB")},
        {QStringLiteral("direct"), QT_TR_NOOP("DE")},           {QStringLiteral("wins"), QT_TR_NOOP("WIN")},
        {QStringLiteral("rating"), QT_TR_NOOP("Rtg")},
    };
    const auto found = shortNames.find(name);
    return found == shortNames.end() ? Labels::tieBreak(name) : tr(found->second);
}

QString EventSheet::tieBreakValue(const QString &name, double value)
{
    // Ratings of a thousand or more (Elo) are whole numbers to an arbiter; tie-breaks are halves and quarters.
    if (name == QLatin1String("rating"))
        return QLocale().toString(value, 'f', std::abs(value) >= 100 ? 0 : 1);
    // Points as the screen writes them, "12½" (U7 of the walkthrough of 28 November: the print said "12,5").
    return Labels::points(std::round(value * 100) / 100);
}

QString EventSheet::decider(const club::Decider &decider, const QStringList &tieBreaks)
{
    switch (decider.kind) {
    case club::Decider::Points:
        return tr("points");
    case club::Decider::TieBreak:
        return tieBreakShort(tieBreaks.value(decider.tieBreak));
    case club::Decider::Shared:
        break;
    }
    return tr("shared");
}

std::vector<SheetColumn> EventSheet::standingsColumns(const Shown &shown, const QStringList &tieBreaks,
                                                      QStringList *key) const
{
    std::vector<SheetColumn> columns {{tr("#"), true}, {tr("Player"), false, true}, {tr("Points"), true}};
    if (shown.colours)
        columns.push_back({tr("Colours")});
    for (qsizetype t = 0; t < tieBreaks.size(); ++t) {
        const auto i = static_cast<std::size_t>(t);
        if (shown.tieBreaks[i])
            columns.push_back({tieBreakShort(tieBreaks[t]), true});
        if (shown.tieBreaks[i] || shown.deciding[i])
            key->append(tr("%1: %2").arg(tieBreakShort(tieBreaks[t]), Labels::tieBreak(tieBreaks[t])));
    }
    if (shown.decided)
        columns.push_back({tr("Decided by")});
    columns.push_back({tr("Played"), true});
    columns.push_back({tr("W"), true});
    if (shown.draws)
        columns.push_back({tr("D"), true});
    columns.push_back({tr("L"), true});
    return columns;
}

SheetTable EventSheet::standings() const
{
    club::Events events(m_db);
    const std::vector<club::EventStanding> rows = events.standings(m_event.name);
    if (!rows.empty() && rows.front().reached)
        return reached(rows);
    const QStringList tieBreaks = events.tieBreakNames(m_event.name);
    Shown shown;
    shown.tieBreaks = meaningfulTieBreaks(rows, tieBreaks);
    shown.deciding.assign(shown.tieBreaks.size(), false);
    shown.draws = club::traits(m_event.format).allowsDraws;
    for (const club::EventStanding &s : rows) {
        shown.decided = shown.decided || s.decidedBy.kind != club::Decider::Points;
        if (s.decidedBy.kind == club::Decider::TieBreak && s.decidedBy.tieBreak >= 0)
            shown.deciding.at(static_cast<std::size_t>(s.decidedBy.tieBreak)) = true;
        shown.draws = shown.draws || s.draws > 0;
    }
    shown.colours = club::playsSides(m_event);
    const auto colours = shown.colours ? club::colourHistories(events, m_event.name, playersOf(rows))
                                       : std::vector<club::ColourHistory> {};
    SheetTable sheet;
    QStringList key;
    sheet.columns = standingsColumns(shown, tieBreaks, &key);
    sheet.padding = 3; // many columns: every point of width counts
    sheet.note = key.join(QStringLiteral(" \u00b7 "));
    for (const club::EventStanding &s : rows) {
        QStringList row {QString::number(s.place), s.active ? s.player : tr("%1 (withdrawn)").arg(s.player),
                         Labels::points(s.points)};
        if (shown.colours)
            row.append(club::colourText(colours.at(sheet.rows.size())));
        for (qsizetype t = 0; t < tieBreaks.size(); ++t) {
            if (shown.tieBreaks[static_cast<std::size_t>(t)])
                row.append(tieBreakValue(tieBreaks[t], s.tieBreaks.at(t)));
        }
        if (shown.decided)
            row.append(decider(s.decidedBy, tieBreaks));
        row += {QString::number(s.played), QString::number(s.wins)};
        if (shown.draws)
            row.append(QString::number(s.draws));
        row.append(QString::number(s.losses));
        sheet.rows.push_back(row);
    }
    return sheet;
}

SheetTable EventSheet::reached(const std::vector<club::EventStanding> &rows) const
{
    SheetTable sheet;
    sheet.columns = {{tr("#"), true},
                     {tr("Player"), false, true},
                     {tr("Result"), false, true},
                     {tr("Played"), true},
                     {tr("W"), true},
                     {tr("L"), true}};
    for (const club::EventStanding &s : rows) {
        sheet.rows.push_back({QString::number(s.place), s.active ? s.player : tr("%1 (withdrawn)").arg(s.player),
                              Labels::reached(*s.reached), QString::number(s.played), QString::number(s.wins),
                              QString::number(s.losses)});
    }
    return sheet;
}

} // namespace podium::ui
