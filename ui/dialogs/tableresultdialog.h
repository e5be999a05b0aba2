// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/events.h"

#include <QDialog>

#include <functional>
#include <optional>
#include <vector>

class QComboBox;
class QSpinBox;

namespace podium::ui {
class Banner;
}

namespace podium::ui {

/** A table's result as the arbiter gives it: played (one rank per side) or not played (a forfeit). */
struct TableResult
{
    std::vector<int> ranks; ///< played: one rank per side, 1 the best
    /** Not played: the side (1 or 2) that won by forfeit, 0 when neither came; -1 when the game was played. */
    int forfeitWinner = -1;
    /** A match of several games (the card-game Swiss): the games each side won and drew. */
    std::optional<club::MatchScore> games = std::nullopt;
};

/**
 * The result of one table of an event's round: for a game of two, who won, a draw where the format has them,
 * or a forfeit (one side did not come, or neither); for a heat, each seat's place, none of them given until the
 * arbiter types it. Save hands the result to the page's save function and closes only when that took it: a result
 * refused keeps the dialog open with the places typed and the reason in it.
 */
class TableResultDialog : public QDialog
{
    Q_OBJECT

public:
    /** save enters a result and says why it could not (empty when it did); without one, Save only closes. */
    using Save = std::function<QString(const TableResult &)>;

    TableResultDialog(const club::EventTable &table, bool drawAllowed, bool forfeitsAllowed, QWidget *parent = nullptr,
                      Save save = {});

    TableResult result() const;
    /** Saves through the save function; stays open, saying why, when a place is missing or the result is refused. */
    void accept() override;
    /** The reason shown in the dialog, or empty. */
    QString error() const;
    /** A place as a heat's list says it: "1st", "2nd", "3rd", "4th". */
    static QString placeText(int place);

    /** A result typed on a table's row as arbiters do (Swiss-Manager's keys): 1, 0, = or ½ (5 on the number pad)
     *  played; + or - won by forfeit by the first or the second; nothing for any other key. */
    static std::optional<TableResult> typed(const QString &key);
    /** A match score typed on a row and confirmed with Enter: "2-1", or "2-1-1" with a game drawn (the ranks from
     *  the games won); a lone key as typed() reads it; nothing for anything else. */
    static std::optional<TableResult> typedMatch(const QString &keys);
    /** A table's result as the round's list shows it: "Ann won", "Draw", "Bob won by forfeit", and for a heat the
     *  finishing order, "1st Bob, 2nd Ann, 3rd Cid". */
    static QString describe(const club::EventTable &table);
    /** The choices of a game of two, in order: "Ann won", "Bob won", ["Draw"], forfeits. */
    QComboBox *outcome() const { return m_outcome; }

private:
    /** The outcome box's entries, each with its TableResult. */
    void addOutcomes(const club::EventTable &table, bool drawAllowed, bool forfeitsAllowed);

    QComboBox *m_outcome = nullptr;
    std::vector<QSpinBox *> m_places;
    Banner *m_error = nullptr;
    Save m_save;
    std::vector<TableResult> m_choices; ///< what each entry of m_outcome means
};

} // namespace podium::ui
