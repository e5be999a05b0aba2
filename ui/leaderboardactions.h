// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"

#include <QObject>

class QComboBox;
class QLabel;
class QMenuBar;
class QWidget;

namespace podium {
class Club;
}

namespace podium::ui {

/**
 * The club's leaderboards as the window manages them: the Leaderboards menu (new, edit, delete, each a command
 * of the club) and the bar that offers a leaderboard for a discipline whose games none rates yet.
 */
class LeaderboardActions : public QObject
{
    Q_OBJECT

public:
    /** selector is the window's leaderboard box: the one shown is the one edited or deleted. */
    LeaderboardActions(QWidget *window, QComboBox *selector);

    void setClub(Club *club) { m_club = club; }
    void addMenu(QMenuBar *bar);
    /** The offer bar, for the window's layout; hidden while every discipline with games has a leaderboard. */
    QWidget *offer() const { return m_offer; }
    /** Reads again which disciplines have games and no leaderboard. */
    void updateOffer();

    void newLeaderboard(const club::LeaderboardRecord &suggestion);
    void editLeaderboard();
    void deleteLeaderboard();

private:
    QWidget *createOffer();

    QWidget *m_window;
    QComboBox *m_selector;
    Club *m_club = nullptr;
    QWidget *m_offer = nullptr;
    QLabel *m_offerText = nullptr;
    club::LeaderboardRecord m_offered; ///< the leaderboard the offer would create
};

} // namespace podium::ui
