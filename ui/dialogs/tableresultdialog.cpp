// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "dialogs/tableresultdialog.h"

#include "store/dberror.h"
#include "widgets/banner.h"

#include <algorithm>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>
#include <QVBoxLayout>

namespace podium::ui {

TableResultDialog::TableResultDialog(const club::EventTable &table, bool drawAllowed, bool forfeitsAllowed,
                                     QWidget *parent, Save save)
    : QDialog(parent)
    , m_error(new Banner(this))
    , m_save(std::move(save))
{
    m_error->setObjectName(QStringLiteral("tableResultError"));
    setWindowTitle(tr("Round %1, table %2").arg(table.round).arg(table.table));
    auto *form = new QFormLayout;
    if (table.seats.size() == 2) {
        m_outcome = new QComboBox(this);
        m_outcome->setObjectName(QStringLiteral("tableOutcome"));
        addOutcomes(table, drawAllowed, forfeitsAllowed);
        form->addRow(tr("&Result:"), m_outcome);
    } else {
        for (const club::EventSeat &seat : table.seats) {
            // No place until one is typed: a finishing order that never happened must not be one Enter away (C13).
            auto *place = new QSpinBox(this);
            place->setRange(0, static_cast<int>(table.seats.size()));
            place->setSpecialValueText(QStringLiteral("–"));
            place->setValue(std::max(seat.rank, 0));
            form->addRow(tr("%1, place:").arg(seat.player), place);
            m_places.push_back(place);
        }
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    setMinimumWidth(fontMetrics().horizontalAdvance(windowTitle()) + 160); // the title whole, not "Result…able 1"
}

void TableResultDialog::addOutcomes(const club::EventTable &table, bool drawAllowed, bool forfeitsAllowed)
{
    const QString first = table.seats[0].player, second = table.seats[1].player;
    const auto add = [this](const QString &text, TableResult meaning) {
        m_outcome->addItem(text);
        m_choices.push_back(std::move(meaning));
    };
    add(tr("%1 won").arg(first), {{1, 2}, -1});
    add(tr("%1 won").arg(second), {{2, 1}, -1});
    if (drawAllowed)
        add(tr("Draw"), {{1, 1}, -1});
    if (forfeitsAllowed) {
        add(tr("%1 won by forfeit (%2 did not come)").arg(first, second), {{1, 2}, 1});
        add(tr("%1 won by forfeit (%2 did not come)").arg(second, first), {{2, 1}, 2});
        if (table.bracketMatch < 0) // a bracket needs a side that goes through
            add(tr("Neither came (both lose)"), {{2, 2}, 0});
    }
    // The entry the table has now.
    const int a = table.seats[0].rank, b = table.seats[1].rank;
    for (std::size_t k = 0; a > 0 && k < m_choices.size(); ++k) {
        const bool forfeit = m_choices[k].forfeitWinner >= 0;
        if (forfeit == table.forfeit && m_choices[k].ranks == std::vector<int> {a, b})
            m_outcome->setCurrentIndex(static_cast<int>(k));
    }
}

void TableResultDialog::accept()
{
    const auto missing
        = std::find_if(m_places.begin(), m_places.end(), [](const QSpinBox *p) { return p->value() == 0; });
    if (missing != m_places.end()) {
        m_error->say(tr("Not saved: give every player a place (1 for the winner)."));
        (*missing)->setFocus();
        return;
    }
    if (m_save) {
        const QString problem = m_save(result());
        if (!problem.isEmpty()) {
            m_error->say(tr("Not saved: %1").arg(problem));
            return;
        }
    }
    m_error->say(QString());
    QDialog::accept();
}

QString TableResultDialog::error() const
{
    return m_error->shown();
}

QString TableResultDialog::placeText(int place)
{
    // English ordinals; each language's translation of the four patterns says how it writes them.
    const int lastTwo = place % 100, last = place % 10;
    if (last == 1 && lastTwo != 11)
        return tr("%1st", "place in a heat: 1st, 21st").arg(place);
    if (last == 2 && lastTwo != 12)
        return tr("%1nd", "place in a heat: 2nd, 22nd").arg(place);
    if (last == 3 && lastTwo != 13)
        return tr("%1rd", "place in a heat: 3rd, 23rd").arg(place);
    return tr("%1th", "place in a heat: 4th, 11th").arg(place);
}

TableResult TableResultDialog::result() const
{
    if (m_outcome)
        return m_choices[static_cast<std::size_t>(m_outcome->currentIndex())];
    TableResult played;
    for (const QSpinBox *place : m_places)
        played.ranks.push_back(place->value());
    return played;
}

std::optional<TableResult> TableResultDialog::typed(const QString &typed)
{
    // Swiss-Manager's keys: 1, 0 and ½ (= on any keyboard, 5 on the number pad), + and - for a forfeit.
    if (typed == QLatin1String("1"))
        return TableResult {{1, 2}, -1};
    if (typed == QLatin1String("0"))
        return TableResult {{2, 1}, -1};
    if (typed == QLatin1String("=") || typed == QStringLiteral("\u00bd") || typed == QLatin1String("5"))
        return TableResult {{1, 1}, -1};
    if (typed == QLatin1String("+"))
        return TableResult {{1, 2}, 1};
    if (typed == QLatin1String("-"))
        return TableResult {{2, 1}, 2};
    return std::nullopt;
}

std::optional<TableResult> TableResultDialog::typedMatch(const QString &keys)
{
    if (!keys.contains(QLatin1Char('-')))
        return typed(keys);
    try {
        const club::MatchScore score = club::parseMatchScore(keys);
        return TableResult {score.ranks(), -1, score};
    } catch (const store::DbError &) {
        return std::nullopt; // the page says what was typed and that it is no score
    }
}

QString TableResultDialog::describe(const club::EventTable &t)
{
    if (t.bye)
        return t.zeroBye ? tr("Absent") : (t.halfBye ? tr("Half-point bye") : tr("Bye"));
    if (t.seats.empty() || t.seats[0].rank == 0)
        return {};
    if (t.seats.size() == 2) {
        const club::EventSeat &a = t.seats[0], &b = t.seats[1];
        const QString winner = a.rank < b.rank ? a.player : b.player;
        if (t.forfeit)
            return a.rank == b.rank ? tr("Neither came") : tr("%1 won by forfeit").arg(winner);
        return a.rank == b.rank ? tr("Draw") : tr("%1 won").arg(winner);
    }
    // The finishing order, winner first (C13): the seats are in the order they were drawn.
    std::vector<const club::EventSeat *> order;
    for (const club::EventSeat &seat : t.seats)
        order.push_back(&seat);
    std::stable_sort(order.begin(), order.end(), [](const auto *a, const auto *b) { return a->rank < b->rank; });
    QStringList places;
    for (const club::EventSeat *seat : order)
        places.append(tr("%1 %2", "a place and who took it: 1st Ann").arg(placeText(seat->rank), seat->player));
    return places.join(QStringLiteral(", "));
}

} // namespace podium::ui
