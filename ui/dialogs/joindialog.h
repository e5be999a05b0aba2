// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QDialog>

#include <functional>

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
    /** The rounds a player has missed (Events::roundsMissed): 0 before the first round, no bye to offer. */
    using RoundsMissed = std::function<int(const QString &player)>;
    JoinDialog(const QString &event, const QStringList &clubPlayers, RoundsMissed roundsMissed,
               QWidget *parent = nullptr);

    QString player() const;
    bool halfByes() const;
    QLineEdit *nameField() const { return m_name; }

private:
    void nameChanged();

    QStringList m_clubPlayers;
    RoundsMissed m_roundsMissed;
    QLineEdit *m_name;
    QCheckBox *m_halfByes;
    QLabel *m_note;
};

} // namespace podium::ui
