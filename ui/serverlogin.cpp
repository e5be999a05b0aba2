// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "serverlogin.h"

#include "club/club.h"
#include "keyring.h"
#include "store/clubcreation.h"
#include "store/dberror.h"
#include "widgets/busycursor.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>

namespace podium::ui {

namespace {

/** The words of the password's question and of the offers around it. */
class ServerLogin
{
    Q_DECLARE_TR_FUNCTIONS(ServerLogin)
};

/** Asks for the password of club; false when the user cancels. remember: whether to keep it in the keyring. */
bool askPassword(QWidget *parent, const store::ClubLocation &club, QString *password, bool *remember)
{
    QDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("serverPassword"));
    dialog.setWindowTitle(ServerLogin::tr("Connect to Server"));
    auto *layout = new QFormLayout(&dialog);
    auto *field = new QLineEdit(&dialog);
    field->setObjectName(QStringLiteral("password"));
    field->setEchoMode(QLineEdit::Password);
    auto *label = new QLabel(ServerLogin::tr("&Password for %1:").arg(club.displayName()), &dialog);
    label->setBuddy(field);
    layout->addRow(label, field);
    auto *keep = new QCheckBox(ServerLogin::tr("&Remember it in the desktop's keyring"), &dialog);
    keep->setObjectName(QStringLiteral("rememberPassword"));
    keep->setChecked(*remember);
    layout->addRow(keep);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    *password = field->text();
    *remember = keep->isChecked();
    return true;
}

} // namespace

std::unique_ptr<Club> openServerClub(QWidget *parent, store::ClubLocation club, bool rememberPassword)
{
    bool keyringAsked = !club.password().isEmpty(); // a password given is tried first
    bool fromKeyring = false;
    for (;;) {
        try {
            std::unique_ptr<Club> opened;
            {
                const BusyCursor busy;
                opened = Club::open(club);
            }
            if (rememberPassword && !fromKeyring && !club.password().isEmpty()) {
                const QString why = keyring::remember(club, club.password());
                if (!why.isEmpty())
                    QMessageBox::warning(
                        parent, ServerLogin::tr("Connect to Server"),
                        ServerLogin::tr("Connected; the password could not be kept in the keyring: %1").arg(why));
            }
            return opened;
        } catch (const store::DbError &error) {
            if (error.kind() == store::DbError::Kind::Missing) {
                const auto answer = QMessageBox::question(
                    parent, ServerLogin::tr("Connect to Server"),
                    ServerLogin::tr("There is no club in %1 yet. Make a new club there?").arg(club.displayName()),
                    QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
                if (answer != QMessageBox::Yes)
                    return nullptr;
                try {
                    const BusyCursor busy;
                    store::createClub(club);
                } catch (const store::DbError &refused) {
                    QMessageBox::warning(parent, ServerLogin::tr("Connect to Server"), refused.message());
                    return nullptr;
                }
                continue;
            }
            if (error.kind() != store::DbError::Kind::Denied) {
                // Out of reach, or a club that cannot be used: a password would not change it.
                QMessageBox::warning(parent, ServerLogin::tr("Open Club"), error.message());
                return nullptr;
            }
            // Not let in without a password: the keyring's, once, before anyone is asked.
            if (!keyringAsked) {
                keyringAsked = true;
                const QString kept = keyring::password(club);
                if (!kept.isEmpty()) {
                    club = club.withPassword(kept);
                    fromKeyring = true;
                    continue;
                }
            }
            fromKeyring = false;
            // Not let in: say why, and offer to try again with a password.
            QMessageBox box(QMessageBox::Warning, ServerLogin::tr("Connect to Server"), error.message(),
                            QMessageBox::Cancel, parent);
            QPushButton *password = box.addButton(ServerLogin::tr("Enter &Password…"), QMessageBox::AcceptRole);
            box.setDefaultButton(password);
            box.exec();
            if (box.clickedButton() != password)
                return nullptr;
            QString typed;
            if (!askPassword(parent, club, &typed, &rememberPassword))
                return nullptr;
            club = club.withPassword(typed);
        }
    }
}

} // namespace podium::ui
