// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"

#include <QDialog>

#include <functional>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QHBoxLayout;
class QDateTimeEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QStringListModel;

namespace podium::store {
class Database;
}

namespace podium::ui {

class Banner;

/**
 * Entering or editing one result, fast from the keyboard: the kind of game, the discipline and date
 * (now by default), and the participants with their place, team, score, minutes and guest flag; for a
 * head-to-head game simply who won or a draw. Save keeps nothing that is wrong: the problem is shown
 * in the dialog, saying where, and the dialog stays open. Save & New clears the players for the next
 * result of the evening.
 */
class ResultDialog : public QDialog
{
    Q_OBJECT

public:
    /** Saves a result; throws DbError with a message for the dialog to show. */
    using Saver = std::function<void(const club::GameInput &)>;

    ResultDialog(const store::Database &database, Saver saver, QWidget *parent = nullptr);

    /** Fills the dialog with a stored game, for editing. */
    void setGame(const club::GameInput &game);
    /** The result as entered. */
    club::GameInput game() const;

    /** The message of the last refused save, empty when none. */
    QString error() const;

    QTableWidget *participants() const { return m_table; }
    QComboBox *kind() const { return m_kind; }
    QComboBox *discipline() const { return m_discipline; }

    enum Column {
        PlayerColumn,
        TeamColumn,
        PlaceColumn,
        ScoreColumn,
        MinutesColumn,
        WeightColumn, ///< TrueSkill's partial-play weight from the minutes: shown where a leaderboard uses it
        GuestColumn,
        ColumnCount
    };

public slots:
    /** Saves and closes; on a problem, shows it and stays open. */
    void save();
    /** Saves and starts the next result: same discipline, kind and date, no players. */
    void saveAndNew();
    /** Moves the selected player up (-1) or down (+1) the finishing order, renumbering the places. */
    void moveCurrentRow(int delta);

private:
    QFormLayout *createFields();
    /** Reads the club's players and disciplines for the fields' suggestions; says whether it could. */
    bool readSuggestions();
    void setUpTable();
    QHBoxLayout *createRowButtons();
    QDialogButtonBox *createButtons();
    void commitEditedCell();
    bool trySave();
    void addRow(const club::ParticipantInput &participant = {});
    void kindChanged();
    void updateAddPlayer();
    /** After the rows were reordered: places follow the order on screen, 1, 2, 3, ... */
    void renumberPlaces();
    /** In a team game, the place typed on row is its team's: the team's other rows take it. */
    void shareTeamPlace(int row);
    /** A participant of game as the dialog shows them: the player's name, else "row 3". */
    QString rowName(int index, const club::GameInput &game) const;
    /** A check's message about "participant 2" in the dialog's words: the player's name. */
    QString inUsersWords(const QString &problem, const club::GameInput &game) const;
    void updateHint();
    /** The weight column: each player's minutes over the longest (rating::minuteWeight). */
    void updateWeights();
    /** Unknown names: "did you mean Frank?" where one is a slip from a player's, else whether to add them. */
    bool confirmNewPlayers(const club::GameInput &game);
    /** Scores that disagree with the result: asks before saving (No by default). */
    bool confirmScores(const club::GameInput &game);
    /** Tab from the last cell: a new row where the kind of game takes more players. */
    bool addRowByTab();
    bool eventFilter(QObject *watched, QEvent *event) override;

    const store::Database &m_db;
    Saver m_saver;
    QComboBox *m_kind;
    QComboBox *m_discipline;
    QDateTimeEdit *m_date;
    bool m_dateChosen = false; ///< the organiser set the date (else a result is dated when it is saved)
    bool m_suggestionsRead = false; ///< the club's players are known (not while a server is out of reach)
    QPushButton *m_saveButton = nullptr;
    QPushButton *m_addPlayer = nullptr;
    QPushButton *m_saveNew = nullptr;
    QLineEdit *m_notes;
    QComboBox *m_duelResult;
    QFormLayout *m_form = nullptr;
    QTableWidget *m_table;
    QLabel *m_hint;
    Banner *m_error;
    QPushButton *m_moveUp = nullptr;
    QPushButton *m_moveDown = nullptr;
    QStringList m_players;
    QStringListModel *m_playerModel; ///< the names the player column completes, kept as players are added

public:
    /** Fills the dialog with a game still to be played (a suggested one): its kind, discipline (when given) and
     *  players; the date stays the moment of saving, a place of rank 0 stays empty to be typed, and Save (or
     *  Ctrl+Return) enters this one game. */
    void startWith(const club::GameInput &game);
};

} // namespace podium::ui
