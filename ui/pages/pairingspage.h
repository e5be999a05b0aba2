// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/suggestions.h"
#include "pages/clubpage.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace podium {
class Club;
namespace store {
class Database;
}
} // namespace podium

namespace podium::ui {

class Banner;

/**
 * Ad-hoc games for the players present, from the active leaderboard: one round of head-to-head games, two or
 * k balanced teams (with players kept together or apart), free-for-all lobbies, or a club night's next games
 * that keep waiting times even (team tables on a team discipline). Every suggestion shows its match quality and
 * the first side's chance to win. A suggested game becomes a result in the result dialog with its players filled
 * in (double-click, Enter or Enter Result); a round or lobbies become an event in the New Event dialog. Both go
 * through the club's commands, so they can be undone.
 */
class PairingsPage : public QWidget, public ClubPage
{
    Q_OBJECT

public:
    enum class Mode { HeadToHead, Teams, Lobbies, ClubNight, TeamMatches };

    explicit PairingsPage(Club &club, QWidget *parent = nullptr);

    // ClubPage: the players to pair after a change of games or players, rated on the leaderboard in view.
    void follow(const ClubChange &change) override;
    void showLeaderboard(const QString &name) override { setLeaderboard(name); }
    QLineEdit *findField() const override;

    /** The leaderboard the toolbar shows, which the page rates by until another is chosen in its own box (C1 of the
     *  walkthrough of 28 November: a shooter's teams were balanced and filed under the toolbar's karts, unseen). */
    void setLeaderboard(const QString &name);
    /** The leaderboard whose ratings pair and whose discipline a result entered here is of. */
    QString leaderboard() const { return m_leaderboard; }
    /** Rates by another leaderboard, as choosing it in the page's own box does. */
    void chooseLeaderboard(const QString &name);
    /** Reads the club's players again, keeping who is ticked as present. */
    void reloadPlayers();
    void setPresent(const QStringList &players);
    QStringList present() const;
    void setMode(Mode mode, int k);
    /** Suggests games for the players present; a refusal is shown in the page. */
    void suggest();
    const std::vector<club::SuggestedGame> &suggestions() const { return m_games; }
    QString message() const;
    /** Club night: the suggested games have started (their players' waits start again); they stay in view for
     *  their results. */
    void gamesStarted();
    /** Opens the result dialog on the suggested game of that row, its players filled in; its Save adds the game
     *  (undoably). Nothing for a bye. */
    void enterResult(int row);
    /** Opens the New Event dialog with the suggestion's players as entrants: a Swiss event for a round of head to
     *  head games, heats for lobbies. */
    void startEvent();
    /** The suggestions' table: a row per suggested game. */
    QTableWidget *table() const { return m_table; }

signals:
    /** An event was created from the suggestion (the Events page may show it). */
    void eventCreated(const QString &name);

protected:
    /** A page that was hidden when the club changed reads again as it is shown. */
    void showEvent(QShowEvent *event) override;

private:
    QWidget *createPlayerList();
    QWidget *createSuggestionView();
    void setUpTable();
    void modeChanged();
    /** The page's box of leaderboards read again, the one in use chosen. */
    void reloadLeaderboards();
    /** The games to suggest in a mode; throws DbError or io::InputError with the reason for a refusal. */
    std::vector<club::SuggestedGame> suggestionsFor(Mode mode, const QStringList &players) const;
    /** Fills the table with m_games. */
    void showSuggestions();
    /** The text of the note column: the core's note, who waited, and whether the result is in. */
    QString noteOf(std::size_t game) const;
    /** No suggestion shown (another mode or leaderboard). */
    void clearSuggestions();
    /** The buttons follow the current row and the mode. */
    void updateButtons();
    /** After a change to the games: a result entered from a row and then undone is no longer marked. */
    void checkEntered();
    /** The leaderboard's discipline, empty for one of every discipline. */
    QString discipline() const;
    /** The names of a game's sides in team games: the discipline's usual names, else Team 1, Team 2, ... */
    QStringList teamNames(std::size_t sides) const;

    Club &m_club;
    const store::Database &m_db;
    QString m_leaderboard;
    QLineEdit *m_filter;
    QListWidget *m_players;
    QComboBox *m_board;
    QLabel *m_discipline;
    QComboBox *m_mode;
    QSpinBox *m_k;
    QLabel *m_kLabel;
    QLineEdit *m_together;
    QLineEdit *m_apart;
    QTableWidget *m_table;
    Banner *m_message;
    QPushButton *m_started;
    QPushButton *m_enter;
    QPushButton *m_event;
    std::vector<club::SuggestedGame> m_games;
    std::vector<qint64> m_entered; ///< per suggested game: the id of the game entered from it, or 0
    club::ClubNight m_night;
    bool m_stale = false; ///< not read yet, or the club changed while the page was hidden: it reads when shown
};

} // namespace podium::ui
