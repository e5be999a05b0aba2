// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace podium::ui {

/**
 * A late entry to an event: the player (completed from the club's players; "did you mean" for a name one slip
 * from a member's) and, once rounds have been paired, whether they get a half-point bye for each round missed.
 */
class JoinDialog : public QDialog
{
    Q_OBJECT

public:
    /** roundsPaired: rounds the entrant has missed (0 before the first round: no bye to offer). */
    JoinDialog(const QString &event, const QStringList &clubPlayers, int roundsPaired, QWidget *parent = nullptr);

    QString player() const;
    bool halfByes() const;
    QLineEdit *nameField() const { return m_name; }

private:
    void nameChanged();

    QStringList m_clubPlayers;
    QLineEdit *m_name;
    QCheckBox *m_halfByes;
    QLabel *m_note;
};

} // namespace podium::ui
