// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "widgets/eventstandingstable.h"

#include "club/labels.h"
#include "tablecells.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QLocale>

#include <cmath>
#include <vector>

namespace podium::ui {

namespace {

constexpr int kColoursColumn = 3; ///< after the points, where shown

} // namespace

EventStandingsTable::EventStandingsTable(QWidget *parent)
    : QTableWidget(parent)
{
    setObjectName(QStringLiteral("eventStandings"));
    verticalHeader()->hide();
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
}

void EventStandingsTable::show(const std::vector<club::EventStanding> &rows, const QStringList &tieBreaks,
                               const std::vector<club::ColourHistory> &colours)
{
    if (!rows.empty() && rows.front().reached) {
        showReached(rows);
        return;
    }
    // The colours next to the points, where a table wider than the pane still shows them.
    const bool sides = !colours.empty() && colours.size() == rows.size();
    QStringList header {tr("#"), tr("Player"), tr("Points")};
    if (sides)
        header.append(tr("Colours"));
    for (const QString &t : tieBreaks)
        header.append(Labels::tieBreak(t));
    header += {tr("Decided by"), tr("Played"), tr("W"), tr("D"), tr("L")};
    clear();
    setColumnCount(static_cast<int>(header.size()));
    setHorizontalHeaderLabels(header);
    setRowCount(static_cast<int>(rows.size()));
    const QLocale locale;
    // A column of whole ratings (players' known ratings, M2: "2150", as federations write them) has no decimals and
    // no group separator; any other has two decimals.
    QLocale ratings = locale;
    ratings.setNumberOptions(QLocale::OmitGroupSeparator);
    std::vector<bool> whole(static_cast<std::size_t>(tieBreaks.size()), true);
    for (const club::EventStanding &row : rows) {
        for (std::size_t k = 0; k < row.tieBreaks.size() && k < whole.size(); ++k)
            whole[k] = whole[k] && row.tieBreaks[k] == std::round(row.tieBreaks[k]);
    }
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const club::EventStanding &s = rows[static_cast<std::size_t>(r)];
        int c = 0;
        const auto number
            = [&](const QString &text) { setItem(r, c++, readOnlyCell(text, Qt::AlignRight | Qt::AlignVCenter)); };
        number(QString::number(s.place));
        setItem(r, c++, readOnlyCell(s.active ? s.player : tr("%1 (withdrawn)").arg(s.player)));
        number(Labels::points(s.points));
        if (sides)
            setItem(r, c++, coloursCell(colours[static_cast<std::size_t>(r)]));
        // One way of writing per column (U8 of the review: "25.3" next to "24.27"): points as arbiters write
        // them, a rating with two decimals.
        for (std::size_t k = 0; k < s.tieBreaks.size(); ++k) {
            const double t = s.tieBreaks[k];
            const bool rating = tieBreaks.value(static_cast<qsizetype>(k)) == QLatin1String("rating");
            if (rating && k < whole.size() && whole[k])
                number(ratings.toString(static_cast<qint64>(std::llround(t))));
            else
                number(rating ? locale.toString(t, 'f', 2) : Labels::points(std::round(t * 100) / 100));
        }
        auto *decided = readOnlyCell(Labels::decider(s.decidedBy, tieBreaks));
        decided->setToolTip(tr("What put this player ahead of those level with them on points"));
        setItem(r, c++, decided);
        number(QString::number(s.played));
        number(QString::number(s.wins));
        number(QString::number(s.draws));
        number(QString::number(s.losses));
    }
    if (sides) {
        horizontalHeaderItem(kColoursColumn)
            ->setToolTip(tr("White (W) and Black (B) round by round, - for a round without a game, and the number "
                            "of Whites minus Blacks"));
    }
    fitColumns();
}

void EventStandingsTable::showReached(const std::vector<club::EventStanding> &rows)
{
    clear();
    setColumnCount(6);
    setHorizontalHeaderLabels({tr("#"), tr("Player"), tr("Result"), tr("Played"), tr("W"), tr("L")});
    horizontalHeaderItem(2)->setToolTip(tr("How far the player went in the bracket"));
    setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const club::EventStanding &s = rows[static_cast<std::size_t>(r)];
        const auto number = [&](int column, int value) {
            setItem(r, column, readOnlyCell(QString::number(value), Qt::AlignRight | Qt::AlignVCenter));
        };
        number(0, s.place);
        setItem(r, 1, readOnlyCell(s.active ? s.player : tr("%1 (withdrawn)").arg(s.player)));
        setItem(r, 2, readOnlyCell(Labels::reached(*s.reached)));
        number(3, s.played);
        number(4, s.wins);
        number(5, s.losses);
    }
    fitColumns();
}

QTableWidgetItem *EventStandingsTable::coloursCell(const club::ColourHistory &history) const
{
    auto *cell = readOnlyCell(club::colourText(history));
    cell->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    QStringList rounds;
    for (qsizetype k = 0; k < history.colours.size(); ++k) {
        const QChar colour = history.colours[k], drift = k < history.floats.size() ? history.floats[k] : QChar();
        const QString side = colour == QLatin1Char('W') ? tr("White")
            : colour == QLatin1Char('B')                ? tr("Black")
                                                        : tr("no game");
        const QString floated = drift == QChar(0x2193) ? tr(", floated down")
            : drift == QChar(0x2191)                   ? tr(", floated up")
                                                       : QString();
        rounds.append(tr("Round %1: %2%3").arg(k + 1).arg(side, floated));
    }
    cell->setToolTip(rounds.join(QLatin1Char('\n')));
    return cell;
}

void EventStandingsTable::fitColumns()
{
    // Each column as wide as its contents, names whole ("Grace (withdrawn)"): a table wider than the page scrolls
    // rather than wrap and cut a name.
    setWordWrap(false);
    horizontalHeader()->setStretchLastSection(false);
    resizeColumnsToContents();
    horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
}

} // namespace podium::ui
