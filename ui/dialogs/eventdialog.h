// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/events.h"

#include <QDialog>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLayout;
class QLabel;
class QPushButton;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace podium::store {
class Database;
}

namespace podium::ui {

class Banner;

/** A new event: its name, format, discipline and leaderboard, scoring, tie-breaks and entrants. */
class EventDialog : public QDialog
{
    Q_OBJECT

public:
    /** How the event is made; throws DbError to refuse it. */
    using Creator = std::function<void(const club::EventInput &)>;

    /** creator makes the event (the Events page runs a command of the club, so that it can be undone). */
    EventDialog(const store::Database &database, QWidget *parent, Creator creator);

    /** The event as filled in. */
    club::EventInput input() const;
    /** Fills the form (for tests and for "new event like this one"). */
    void setInput(const club::EventInput &input);

public slots:
    /** Creates the event; on a refusal the dialog stays open and says why. */
    void create();

private:
    /** Formats, disciplines, leaderboards, rounds and lobby size to choose from. */
    void setUpChoices();
    /** Points for each result and the tie-breaks, at their defaults. */
    void setUpScoring();
    /** The club's players to tick (with a filter, select all and a count), and a field for new ones. */
    void setUpEntrants();
    QLayout *createEntrants();
    void layOut();
    /** Only what the chosen format uses is shown, its pairing methods offered and its tie-breaks ticked. */
    void formatChanged();
    /** The leaderboards that rate the chosen discipline (its own, then those of every discipline). */
    void disciplineChanged();
    /** Ticks the player typed in the new-player field (a new entrant when not in the list), and clears it. */
    void addTypedEntrant();
    void filterEntrants(const QString &text);
    void tickShown(bool ticked);
    void updateCount();
    /** The ticked entrants in seed order: as set in the Seeds dialog, then as ticked (M5). */
    QStringList seedOrder() const;
    /** Opens the Seeds dialog on the ticked entrants; its order is the events' seeds in the order of entry. */
    void editSeeds();
    /** The seeds' button shows where seeding follows the order of entry. */
    void showSeedsButton();
    bool eventFilter(QObject *watched, QEvent *event) override;
    void orderTieBreaks(const QStringList &defaults);
    /** A Swiss: the style's explanation, points, tie-breaks and recommended rounds. */
    void styleChanged();
    /** Until the organiser picks a style, it follows the sides: FIDE with sides, the card-game Swiss without. */
    void sidesChanged();
    /** The initial colour is a FIDE (Dutch) Swiss's with sides: shown for that alone. */
    void showColourRow();
    club::SwissStyle chosenStyle() const;
    /** "Automatic" rounds say how many the style plays for the entrants ticked. */
    void showAutomaticRounds();

    const store::Database &m_db;
    QStringList m_tickOrder; ///< the entrants as ticked or as ordered in the Seeds dialog (unticked ones skipped)
    QPushButton *m_seeds = nullptr;
    QLayout *m_pairingRow = nullptr;
    bool m_lobbyChosen = false; ///< the organiser set the lobby size: the discipline's usual one no longer follows
    Creator m_creator;
    QLineEdit *m_name;
    QComboBox *m_format;
    QComboBox *m_discipline;
    QComboBox *m_leaderboard;
    QSpinBox *m_rounds;
    QSpinBox *m_lobby;
    QComboBox *m_pairing;
    QComboBox *m_style;
    QLabel *m_styleNote;
    QCheckBox *m_sides;
    QComboBox *m_colour; ///< the initial colour: white, black or lot
    bool m_styleChosen = false; ///< the organiser picked the style: the sides no longer change it
    bool m_sidesChosen = false; ///< the organiser ticked or unticked the sides: the discipline no longer does
    QDoubleSpinBox *m_win;
    QDoubleSpinBox *m_draw;
    QDoubleSpinBox *m_bye;
    QLineEdit *m_places;
    QListWidget *m_tieBreaks;
    QListWidget *m_entrants;
    QLineEdit *m_newEntrant;
    QLineEdit *m_entrantFilter;
    QLabel *m_count;
    QLabel *m_newNote; ///< "Fank is new to the club: did you mean Frank?"
    QString m_newNoteFor; ///< the entrant m_newNote speaks of; unticking them hides it
    QFormLayout *m_form = nullptr;
    QList<QWidget *> m_drawWidgets; ///< the draw points and their label, shown where draws exist
    QWidget *m_points = nullptr;
    QStringList m_clubPlayers;
    Banner *m_error;
};

} // namespace podium::ui
