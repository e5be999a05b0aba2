// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "store/clublocation.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QCheckBox;
class QSpinBox;

namespace podium::ui {

/**
 * File › Connect to Server…: where a club on a PostgreSQL server is (host, port, database, user, the club's schema),
 * how the connection is encrypted (libpq's sslmode: required by default for a host that is not this machine), and a
 * password, which is used for this connection only unless the user asks to keep it in the desktop's keyring (libpq's
 * ~/.pgpass or a service file keep one too). It starts from the server connected to last, and says in the dialog what
 * is wrong with what was typed.
 */
class ServerDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ServerDialog(const store::ClubLocation &last, QWidget *parent = nullptr);

    /** The club as typed, with its password; empty (no club) until accepted. */
    const store::ClubLocation &location() const { return m_location; }

    QLineEdit *hostField() const { return m_host; }
    QSpinBox *portField() const { return m_port; }
    QLineEdit *databaseField() const { return m_database; }
    QLineEdit *userField() const { return m_user; }
    QLineEdit *clubField() const { return m_club; }
    QComboBox *encryptionField() const { return m_encryption; }
    QLineEdit *passwordField() const { return m_password; }
    /** "Remember it in the desktop's keyring": only with a password typed. */
    QCheckBox *rememberField() const { return m_remember; }
    /** Whether the password typed is to be kept in the desktop's keyring once the server takes it. */
    bool rememberPassword() const;
    /** What is wrong with what was typed, under the fields (empty while nothing is). */
    QLabel *problemLabel() const { return m_problem; }

    /** Whether host names this machine (empty, localhost, a loopback address or a socket's folder). */
    static bool isLocalHost(const QString &host);

    void accept() override;

private:
    /** Required for a host elsewhere, preferred here, unless the user chose. */
    void hostChanged();

    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QLineEdit *m_club;
    QComboBox *m_encryption;
    QLineEdit *m_password;
    QCheckBox *m_remember;
    QLabel *m_problem;
    bool m_encryptionChosen = false;
    store::ClubLocation m_location;
};

} // namespace podium::ui
