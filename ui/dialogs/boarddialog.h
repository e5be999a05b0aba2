// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QDialog>
#include <QUrl>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace podium::web {
class BoardServer;
}

namespace podium::ui {

/**
 * Share › Live Board on the Local Network: says what the board is and that it is off until started, lets the
 * organiser pick the address (this computer's LAN addresses; every network only with a warning) and the port,
 * starts and stops it, and shows its address with a QR code big enough for the projector.
 */
class BoardDialog : public QDialog
{
    Q_OBJECT

public:
    BoardDialog(web::BoardServer &server, QWidget *parent = nullptr);

    /** Starts the board on the address and port chosen; false (and the reason shown) when it cannot. */
    bool start();
    void stop();
    /** The address phones open: the board's own, or this computer's LAN address when it listens on all. */
    QUrl shownUrl() const;

    QComboBox *addressBox() const { return m_address; }
    QSpinBox *portBox() const { return m_port; }
    QPushButton *startButton() const { return m_start; }
    QLabel *urlLabel() const { return m_url; }
    QLabel *qrLabel() const { return m_qr; }
    QLabel *errorLabel() const { return m_error; }
    /** The QR code's modules on a side, 0 while the board is off. */
    int qrModules() const { return m_qrModules; }

private:
    void fillAddresses();
    void update();
    /** Its size for what it shows, centred on the window and inside the screen. */
    void fitOnScreen();
    void copyAddress();

    web::BoardServer &m_server;
    QComboBox *m_address;
    QLabel *m_everyNetwork;
    QSpinBox *m_port;
    QPushButton *m_start;
    QLabel *m_error;
    QLabel *m_url;
    QLabel *m_qr;
    QPushButton *m_copy;
    int m_qrModules = 0;
};

} // namespace podium::ui
