// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QObject>
#include <QPointer>

#include <memory>

class QAction;
class QLabel;
class QMenuBar;
class QStatusBar;
class QWidget;

namespace podium {
class Club;
namespace web {
class BoardPages;
class BoardServer;
} // namespace web
} // namespace podium

namespace podium::ui {

class BoardDialog;

/** The window's Share menu: the live board of the open club, its dialog, and the status bar's note while it runs.
 *  The board stops with the club it shows (another club opened, the window closed). */
class BoardSharing : public QObject
{
    Q_OBJECT

public:
    explicit BoardSharing(QWidget *window);
    ~BoardSharing() override;

    /** The club to share; stops the board of the one before. Null: none (before the window's club goes). */
    void setClub(Club *club);
    void addMenu(QMenuBar *bar, QStatusBar *status);
    /** Opens (or raises) the dialog: it stays open beside the window, the QR code on the projector. */
    void showDialog();

    web::BoardServer *server() const { return m_server; }
    BoardDialog *dialog() const;
    QLabel *statusLabel() const { return m_status; }

private:
    void runningChanged(bool running);

    QWidget *m_window;
    std::unique_ptr<web::BoardPages> m_pages;
    web::BoardServer *m_server = nullptr;
    QPointer<BoardDialog> m_dialog;
    QLabel *m_status = nullptr;
};

} // namespace podium::ui
