// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace podium::ui {

class Banner;

/**
 * A player's details (M2 of the walkthrough of 28 November): the display name and club, and the rating the player
 * brings from outside the club (FIDE's or a federation's) with their ID in it, federation and title, as a chess
 * arbiter enters them before a Swiss. OK checks them (club::checkedKnownRating) and stays open, saying what is
 * wrong, until they pass.
 */
class PlayerDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PlayerDialog(const club::PlayerRecord &player, QWidget *parent = nullptr);

    /** The details as entered (name, notes and the rest as given). */
    club::PlayerRecord details() const;

    void accept() override;

private:
    club::PlayerRecord m_player;
    QLineEdit *m_displayName;
    QLineEdit *m_affiliation;
    QSpinBox *m_rating;
    QComboBox *m_system;
    QLineEdit *m_id;
    QLineEdit *m_federation;
    QComboBox *m_title;
    Banner *m_problem;
};

} // namespace podium::ui
