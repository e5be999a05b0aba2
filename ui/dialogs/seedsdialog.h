// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QDialog>
#include <QStringList>

class QListWidget;
class QPushButton;

namespace podium::ui {

/**
 * The seeds of a new event seeded in the order of entry, 1 first (M5 of the walkthrough of 28 November: the order
 * of entry was the alphabetical list, with no random draw and no way to edit it, which Challonge and start.gg both
 * have). The organiser moves a player up or down (the buttons, Ctrl+Up and Ctrl+Down, or dragging) or draws the
 * whole order by lot.
 */
class SeedsDialog : public QDialog
{
    Q_OBJECT

public:
    SeedsDialog(const QStringList &seeds, QWidget *parent = nullptr);

    /** The players in seed order, as the dialog shows them now. */
    QStringList seeds() const;
    /** Draws the order by lot (QRandomGenerator's system source): every order equally likely. */
    void drawByLot();
    /** Moves the chosen player by (-1 up, +1 down), keeping them chosen. */
    void moveChosen(int by);

    QListWidget *list() const { return m_list; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showNumbers();
    void updateButtons();

    QListWidget *m_list;
    QPushButton *m_up;
    QPushButton *m_down;
};

} // namespace podium::ui
