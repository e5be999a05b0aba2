// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/eventreports.h"

#include <QDialog>
#include <QUrl>

#include <memory>
#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;
class QTextDocument;
class QPageLayout;

namespace podium {
class Club;
}

namespace podium::ui {

class Banner;

/**
 * The players' codes of an event that takes reports from the board (File › Print Player Codes…): each entrant,
 * whether they hold a code, and the codes given here. Podium keeps only a salted hash of a code, so a code shows once,
 * when it is given: Give Codes gives one to every entrant without one (a late entry), New Code gives the chosen
 * players new ones (a lost slip: the old one stops working), and Print Slips… prints the codes given in this window,
 * with the QR code of the board's address when the board runs.
 */
class PlayerCodesDialog : public QDialog
{
    Q_OBJECT

public:
    PlayerCodesDialog(Club &club, const QString &event, const QUrl &board, QWidget *parent = nullptr);

    /** The codes given since the window opened, the latest for each player. */
    const std::vector<club::PlayerCode> &given() const { return m_given; }
    void giveMissing();
    void giveSelected();
    /** The slips of the codes given, as printed. */
    std::unique_ptr<QTextDocument> slips(const QPageLayout &page) const;

private:
    void issue(const QStringList &players, bool reissue);
    void fill();
    void printSlips();

    Club &m_club;
    QString m_event;
    QUrl m_board;
    std::vector<club::PlayerCode> m_given;
    QTableWidget *m_table;
    QPushButton *m_print;
    Banner *m_message;
};

} // namespace podium::ui
